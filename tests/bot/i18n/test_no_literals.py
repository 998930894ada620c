"""No English reaches a player without the catalog: an AST scan of bot/ (but for what only operators and
translators read: ``NOT_FOR_PLAYERS``) for string literals a player could read that are not wrapped in
``_()``, ``ngettext()``, ``pgettext()`` or ``N_()``.

What is not text for a player, and so not reported: strings without a run of 3 ASCII letters (emoji, card
tokens, separators, markdown), docstrings and other bare string statements, logging calls and the log
texts of ``reply_errors(interaction, where)`` and the publisher's ``_failed``, ``raise``d developer
exceptions (``ValueError``…) and ``assert``, dict keys, subscripts and ``.get()``/``.setdefault()``/
``.pop()`` keys (reading data), comparisons (``phase == "finished"``), custom_id tails and other code tokens
(``lobby:join``, ``play:R12``, ``bot.render.lobby``, a game id), keyword arguments that carry no
words (``style="primary"``, ``verb="start"``), values of a ``Literal[…]``-annotated name, ``__all__``,
annotations; the module constants and functions in ``CODE_NAMES`` (whole lists of codes or names); and the
few plain one-word data values in ``ALLOWED``, the shared files' here and each game's in its own
``<package>_literals.py`` beside this file (its renderer's and picture's view and action codes).
"""

from __future__ import annotations

import ast
import importlib
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

# Everything a player can read is built under bot/: all of it is scanned, but for what only an operator
# or a translator reads.
SCANNED = ["bot"]
NOT_FOR_PLAYERS = {
    "bot/__main__.py",  # the start-up sentences on the operator's terminal
    "bot/settings.py",  # configuration errors, for the operator
    "bot/maintenance.py",  # python -m bot.maintenance: operator commands
    "bot/replay.py",  # python -m bot.replay FILE: replays an export file on a terminal
    "bot/i18n",  # the catalogs' own machinery: file names, and the glossary's English terms (catalog keys)
    "bot/local/main.py",  # python -m bot local: the start-up lines on the operator's terminal
    "bot/local/child.py",  # the bot process's settings and log lines
    "bot/local/standin",  # Discord's stand-in: Discord's own API words (error bodies), as Discord sends them
    # Discord's client's own markup and chrome ("Only you can see this"), as its English client draws it:
    # the screens tests measure that exact text.
    "bot/local/html",
    # The page's API: refusals of requests the page itself never sends (a forged body), the routes, and
    # the command bar's reading of typed values as Discord's client reads them (its own English words).
    "bot/local/page/app.py",
    "bot/local/page/commands.py",
}

# Plain one-word data values that look like words (select values, option keys, unit keys), per file.
ALLOWED = {
    ("bot/render/lobby.py", "true"),
    ("bot/render/lobby.py", "false"),
    ("bot/render/lobby.py", "pick"),
    ("bot/render/lobby.py", "labels"),
    ("bot/render/lobby.py", "hints"),
    ("bot/render/lobby_setup.py", "off"),
    ("bot/render/threads.py", "thread"),
    ("bot/render/threads.py", "channel"),
    ("bot/render/clock_lines.py", "hour"),
    ("bot/render/clock_lines.py", "minute"),
    ("bot/render/clock_lines.py", "second"),
    ("bot/render/people.py", " and "),  # English's own list joining; other languages use CLDR's pattern
    ("bot/render/languages.py", "lang"),
    ("bot/adapter/presets.py", "preset"),  # the lobby step of 💾 Save as preset, lobby:preset
    ("bot/adapter/presets.py", "name"),  # the modal's text input's custom_id
    ("bot/adapter/presets.py", "components"),  # keys of a modal's submission, read
    ("bot/adapter/presets.py", "component"),  # the lobby panel's custom_id step, lobby:lang
    ("bot/adapter/hands.py", "hand"),  # a picture's cache key, ("hand", table, user)
    ("bot/adapter/table_message.py", "table"),  # a picture's cache key, ("table", table)
    ("bot/adapter/languages.py", "state"),  # attribute names, read with getattr
    ("bot/adapter/languages.py", "table"),
    ("bot/tables/conversions.py", "options"),  # the options model's own name, where pydantic gives none
    ("bot/tables/daily.py", "round"),  # the STEP_MARKS groups a daily deal counts (games.registry)
    ("bot/tables/daily.py", "trick"),
    ("bot/tables/lobby.py", " Bot "),  # the name of a ninth bot, "🤖 Bot 9": a name, as BOT_NAMES
    ("bot/pictures/compose.py", "{name}"),  # a seat label with nothing but the name
    ("bot/pictures/faces.py", "normal"),  # face states, cache keys
    ("bot/pictures/faces.py", "dim"),
    ("bot/pictures/labels.py", " WITH "),  # a part of a Unicode character name ("L WITH STROKE")
    ("bot/pictures/paint.py", "RGB"),  # Pillow image modes
    ("bot/pictures/paint.py", "RGBA"),
    ("bot/pictures/faces.py", "RGB"),
    ("bot/pictures/png.py", "RGB"),
    ("bot/pictures/png.py", "cards"),  # the PNG text chunk's key
    ("bot/pictures/paint.py", "value"),  # the kinds of what a picture draws to be read (paint.Ink)
    ("bot/pictures/paint.py", "mark"),
    ("bot/pictures/paint.py", "symbol"),
    ("bot/pictures/paint.py", "title"),
    ("bot/pictures/paint.py", "text"),
    ("bot/pictures/paint.py", "card"),
}

# Each game's own plain data values (its renderer's view and action codes), in ``<package>_literals.py``.
GAMES_ALLOWED = sorted(Path(__file__).parent.glob("*_literals.py"))
for _own in GAMES_ALLOWED:
    ALLOWED |= importlib.import_module(f"{__package__}.{_own.stem}").ALLOWED

# Module constants and functions whose strings are all codes, names or developers' text, per file.
CODE_NAMES = {
    ("bot/local/room.py", "PEOPLE"),  # the local people's names, in each language
    ("bot/local/room.py", "CHANNEL"),  # the local server's channel's name
    ("bot/local/room.py", "start"),  # a folder's name, and what a wait is for (the operator's error)
    ("bot/local/page/view.py", "place_entry"),  # a place's kind: a code the page's script reads
    ("bot/adapter/custom_ids.py", "describe"),  # a custom_id as a log line names it
    ("bot/adapter/custom_ids.py", "_ID_VERSION_TAIL"),  # the custom_id grammar (a regular expression)
    ("bot/adapter/handlers.py", "SETUP_STEPS"),  # custom_id steps, lobby:setup, lobby:bot…
    ("bot/tables/autoplay.py", "ABANDONED"),  # DueResult.ended codes
    ("bot/tables/autoplay.py", "INACTIVE"),
    ("bot/tables/clock.py", "STAND_IN_LEVEL"),  # a bot level (games.bots.LEVELS)
    ("bot/tables/lobby.py", "BOT_NAMES"),  # the bots' names: names, in every language
    ("bot/tables/thinking.py", "POOLED_LEVELS"),
    ("bot/tables/replays.py", "TURN"),  # a step size, as replay custom_ids carry it
    ("bot/tables/replays.py", "FINISHED"),  # table statuses
    ("bot/tables/replays.py", "ABORTED"),
    ("bot/tables/ratings.py", "competitors"),  # ("team", n) / ("seat", n): keys of the sides
    ("bot/tables/replay_check.py", "_differs"),
    ("bot/adapter/refusals.py", "_SEND"),  # a route, as discord.py names it
    ("bot/adapter/refusals.py", "_HELD_BACK"),  # log texts of requests held back (bot/adapter/refusals.py)
    ("bot/adapter/refusals.py", "_STOPPED"),
    ("bot/adapter/refusals.py", "_FORBIDDEN"),
    ("bot/adapter/refusals.py", "_TOO_MANY"),  # what `bot.maintenance check-replays` tells an operator
}

TRANSLATE = {"_", "ngettext", "pgettext", "npgettext", "N_"}
LOG_METHODS = {"debug", "info", "warning", "error", "exception", "critical", "log"}
LOGGERS = {"log", "logger", "logging", "_log", "_logger"}
# Calls whose string arguments are log texts: where a refusal or failure happened, for the log.
LOG_TEXT_CALLS = {"reply_errors", "_failed"}
DEV_EXCEPTIONS = {
    "ReplayError",  # for the replay command's operator; players read bot/tables/history.py's refusals
    "ValueError",
    "TypeError",
    "KeyError",
    "IndexError",
    "LookupError",
    "AssertionError",
    "AttributeError",
    "RuntimeError",
    "NotImplementedError",
}
# Keyword arguments (and parameters) that take a code value, never words.
NON_TEXT = {"style", "action", "pick", "value", "emoji", "format", "locale", "custom_id", "encoding", "mode"}
NON_TEXT |= {"verb"}  # the table service's refusal keys (bot.tables.conversions.LOBBY_CLOSED)
# Calls whose string arguments are code: patterns, Unicode forms, attribute and module names, numbers.
CODE_CALLS = {"compile", "match", "fullmatch", "search", "sub", "normalize", "getattr", "hasattr", "setattr"}
CODE_CALLS |= {"import_module", "getLogger", "get_context", "float"}
CODE_CALLS |= {"pack"}  # struct formats
CODE_CALLS |= {"option"}  # bot.render.viewdata.option(options, key, default): a table option's key and value
# Methods whose first argument is a key.
KEY_METHODS = {"get", "setdefault", "pop"}
WORDS = re.compile(r"[A-Za-z]{3,}")
# A code token: no space, no capital, and a mark no word has (custom_id tails, ids, module paths, drafts).
CODE_CHARS = re.compile(r"[a-z0-9_:.#\-/{}]+")
CODE_MARK = re.compile(r"[:.#\-_/0-9]")
TAILS = ("ui:", "lobby:", "cr:")


def _code_token(text: str) -> bool:
    return text.startswith(TAILS) or bool(CODE_CHARS.fullmatch(text) and CODE_MARK.search(text))


def _called(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _is_log(node: ast.Call) -> bool:
    func = node.func
    return (
        isinstance(func, ast.Attribute)
        and func.attr in LOG_METHODS
        and isinstance(func.value, ast.Name)
        and func.value.id in LOGGERS
    )


def _skipped_roots(tree: ast.AST, path: str) -> Iterator[ast.AST]:
    """The nodes under which no string is a player's text."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            yield node  # a docstring, or a string statement documenting what follows
        elif isinstance(node, ast.Call):
            if _called(node) in TRANSLATE | CODE_CALLS | LOG_TEXT_CALLS or _is_log(node):
                yield node
            elif isinstance(node.func, ast.Attribute) and node.func.attr in KEY_METHODS and node.args:
                yield node.args[0]
            yield from (kw.value for kw in node.keywords if kw.arg in NON_TEXT)
        elif isinstance(node, ast.Raise) and node.exc is not None:
            exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if isinstance(exc, ast.Name) and exc.id in DEV_EXCEPTIONS:
                yield node
        elif isinstance(node, ast.Assert | ast.Compare):
            yield node
        elif isinstance(node, ast.Subscript):
            yield node.slice
        elif isinstance(node, ast.Dict):
            yield from (key for key in node.keys if key is not None)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
                yield node
            if any(isinstance(t, ast.Name) and (path, t.id) in CODE_NAMES for t in targets):
                yield node
            if isinstance(node, ast.AnnAssign):
                yield node.annotation
                if node.value is not None and _literal(node.annotation):
                    yield node.value  # outcome: Literal["open", "passed"] = "passed" if … else "open"
            if any(isinstance(t, ast.Name) and t.id in NON_TEXT for t in targets) and node.value:
                yield node.value  # a dataclass field's default: ``style: ButtonStyle = "secondary"``
        elif isinstance(node, ast.arguments):
            positional = [*node.posonlyargs, *node.args]
            pairs = [*zip(positional[len(positional) - len(node.defaults) :], node.defaults, strict=True)]
            pairs += [(a, d) for a, d in zip(node.kwonlyargs, node.kw_defaults, strict=True) if d is not None]
            yield from (default for arg, default in pairs if arg.arg in NON_TEXT)
            yield from (a.annotation for a in [*positional, *node.kwonlyargs] if a.annotation is not None)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            if (path, node.name) in CODE_NAMES:
                yield node
            elif node.returns is not None:
                yield node.returns


def _literal(annotation: ast.expr) -> bool:
    """``Literal[…]`` or ``typing.Literal[…]``: the annotated name holds one of a few code values."""
    if not isinstance(annotation, ast.Subscript):
        return False
    kind = annotation.value
    return (isinstance(kind, ast.Name) and kind.id == "Literal") or (
        isinstance(kind, ast.Attribute) and kind.attr == "Literal"
    )


def offenders(source: str, path: str) -> list[str]:
    """``path:line: 'text'`` for each string in ``source`` that a player could read untranslated."""
    tree = ast.parse(source)
    skipped = {id(n) for root in _skipped_roots(tree, path) for n in ast.walk(root)}
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or id(node) in skipped:
            continue
        text = node.value
        if not WORDS.search(text) or _code_token(text) or (path, text) in ALLOWED:
            continue
        found.append(f"{path}:{node.lineno}: {text!r}")
    return found


def scanned_files(entries: Iterable[str]) -> list[Path]:
    files: list[Path] = []
    for entry in entries:
        place = ROOT / entry
        files += sorted(place.rglob("*.py")) if place.is_dir() else [place]
    return [path for path in files if not _for_operators(path.relative_to(ROOT).as_posix())]


def _for_operators(path: str) -> bool:
    return any(path == entry or path.startswith(entry + "/") for entry in NOT_FOR_PLAYERS)


def test_no_player_facing_literal_escapes_the_catalog() -> None:
    found = [
        problem
        for path in scanned_files(SCANNED)
        for problem in offenders(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
    ]
    assert not found, "wrap these in _(), ngettext() or N_() (docs/i18n.md):\n" + "\n".join(found)


def test_the_scan_covers_the_shared_renderers_the_adapter_and_the_table_service() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in scanned_files(SCANNED)}
    assert {"bot/render/lobby.py", "bot/render/people.py", "bot/render/kit/form.py"} <= names
    assert {"bot/adapter/privacy.py", "bot/adapter/replies.py", "bot/adapter/commands.py"} <= names
    assert {"bot/tables/errors.py", "bot/tables/lobby.py", "bot/tables/conversions.py"} <= names


def test_every_allowed_text_and_code_name_is_still_in_its_file() -> None:
    """An entry of ``ALLOWED`` or ``CODE_NAMES`` whose text or name left its file would excuse nothing, or
    some later sentence by chance: it goes when what it names goes."""
    gone = [(path, text) for path, text in ALLOWED if repr(text)[1:-1] not in (ROOT / path).read_text()]
    gone += [
        (path, name) for path, name in CODE_NAMES if not re.search(rf"\b{name}\b", (ROOT / path).read_text())
    ]
    assert not gone


SNIPPET = '''
"""A module docstring with Many Words."""
import logging
from bot.i18n import N_, _, ngettext
log = logging.getLogger(__name__)
CLOSED = N_("That form is closed.")
TAIL = "lobby:join"
def screen(view, n):
    """A docstring."""
    log.info("Rendering the lobby for %s", view.get("table_name"))
    if view["phase"] == "finished":
        raise ValueError("unknown phase, a message for developers")
    button = Button(_("Join"), "ui:draft:p:R12", style="primary")
    count = ngettext("{n} card left", "{n} cards left", n)
    keys = {"scores": view.get("scores")}
    return f"🃏 {_('Options: {summary}', summary=n)} ♠5 🟥R12 — ·"
def lines(name):
    return [
        f"Waiting for {name} to play.",
        "Ready: the host can press Start.",
    ]
'''


def test_the_scan_finds_an_unwrapped_sentence_and_only_that() -> None:
    found = offenders(SNIPPET, "bot/render/snippet.py")
    assert sorted(found) == [
        "bot/render/snippet.py:19: ' to play.'",
        "bot/render/snippet.py:19: 'Waiting for '",
        "bot/render/snippet.py:20: 'Ready: the host can press Start.'",
    ]


def test_the_scan_reports_a_sentence_put_back_into_a_shared_renderer() -> None:
    path = ROOT / "bot/render/lobby.py"
    source = path.read_text(encoding="utf-8")
    broken = source.replace('_("Join")', '"Join"', 1)
    assert broken != source
    assert offenders(broken, "bot/render/lobby.py") == [
        f"bot/render/lobby.py:{_line_of(broken, chr(34) + 'Join' + chr(34))}: 'Join'"
    ]


SERVICE_SNIPPET = """
from typing import Literal
from bot.i18n import N_, _
from bot.tables.errors import TableError
NOT_HOST = N_("Only the host can start the game.")
async def start(self, table_id, user_id, options):
    await self._host_lobby(table_id, user_id, NOT_HOST, verb="start")
    options.setdefault("intents", None)
    outcome: Literal["open", "passed"] = "passed" if options else "open"
    async with reply_errors(interaction, "/privacy show"):
        raise TableError("The table is full. Nothing changed.")
"""


def test_a_refusal_raised_untranslated_by_the_service_is_found_and_its_code_values_are_not() -> None:
    assert offenders(SERVICE_SNIPPET, "bot/tables/snippet.py") == [
        "bot/tables/snippet.py:11: 'The table is full. Nothing changed.'"
    ]


@pytest.mark.parametrize(
    ("path", "wrapped"),
    [
        ("bot/tables/errors.py", '_("You\'re not seated at this table. Only its players can do that.")'),
        (
            "bot/adapter/replies.py",
            'N_("Something went wrong on our side, and nothing was changed. Please try again.")',
        ),
        ("bot/adapter/client.py", '_("this channel")'),
    ],
)
def test_the_scan_reports_a_sentence_unwrapped_in_the_adapter_or_the_service(path: str, wrapped: str) -> None:
    source = (ROOT / path).read_text(encoding="utf-8")
    bare = wrapped[wrapped.index("(") + 1 : -1]
    broken = source.replace(wrapped, bare, 1)
    assert broken != source, f"{wrapped} is no longer in {path}"
    assert offenders(broken, path) == [f"{path}:{_line_of(broken, bare)}: {ast.literal_eval(bare)!r}"]


def _line_of(source: str, text: str) -> int:
    return next(n for n, line in enumerate(source.splitlines(), start=1) if text in line)
