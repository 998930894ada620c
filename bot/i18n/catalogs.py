"""Keep the catalogs in step with the code, with Babel: ``python -m bot.i18n.catalogs``.

- ``extract`` — every string wrapped in ``_``, ``ngettext``, ``pgettext``, ``npgettext`` or ``N_`` under
  ``bot/``, the engines' refusals under ``games/`` (``IllegalActionError("…")`` and ``Words("…")``, shown
  by ``bot.i18n.refusals``) and the games' table options into the template ``bot/i18n/cardroom.pot``
  (sorted, with the places it is used; a message with a context is its own entry);
- ``update`` — ``extract``, then merge the template into every language's ``.po``: new messages come in
  empty, removed ones go, translations of unchanged ones stay (Babel marks a near match fuzzy; fuzzy
  entries are not used until someone reviews them and removes the flag);
- ``check`` — what the tests check: every message translated in every language, not fuzzy, with the
  same placeholders. Exits 1 and lists the problems.

A new language: ``python -m bot.i18n.catalogs init <code>`` writes its empty ``.po``; translate it, and the
bot offers it (``bot.i18n.supported``).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from bot.i18n import DOMAIN, LOCALES, POT_FILE, read_language

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "bot"
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
# The engines know no language: their refusals are English templates, marked by the exception itself
# and by ``games.base.Words`` (sentences kept as constants, game words filled into a sentence).
ENGINES = ROOT / "games"
ENGINE_KEYWORDS = {"IllegalActionError": None, "Words": None}
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")
PROJECT = "Cardroom"
HEADER = {"copyright_holder": "the Cardroom developers", "msgid_bugs_address": "", "version": "1"}


def extracted() -> Catalog:
    """The messages the code uses now."""
    catalog = Catalog(project=PROJECT, domain=DOMAIN, charset="utf-8", fuzzy=False, **HEADER)
    found = extract_from_dir(
        str(SOURCES), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("i18n:",)
    )
    for filename, lineno, message, comments, context in found:
        where = (f"bot/{filename}", lineno)
        catalog.add(message, None, [where], auto_comments=comments, context=context)
    for message, where, comments in engine_messages():
        catalog.add(message, None, [where], auto_comments=comments)
    for message, where in option_messages():
        catalog.add(message, None, [where], auto_comments=[OPTION_NOTE])
    return catalog


ENGINE_NOTE = (
    "an engine's refusal or a game word in one, shown to the player who tried (bot/i18n/refusals.py)"
)


def engine_messages() -> Iterator[tuple[str, tuple[str, int], list[str]]]:
    """The engines' refusal templates and the words filled into them, with where each is written."""
    found = extract_from_dir(
        str(ENGINES), method_map=[("**.py", "python")], keywords=ENGINE_KEYWORDS, comment_tags=("i18n:",)
    )
    for filename, lineno, message, comments, _context in found:
        if isinstance(message, str) and message:
            yield message, (f"games/{filename}", lineno), [*comments, ENGINE_NOTE]


OPTION_NOTE = "a table option of the game, shown on the lobby's selects (bot/render/lobby.py)"


def option_messages() -> Iterator[tuple[str, tuple[str, int]]]:
    """The words of each game's table options: the engines are pure and know no language, so their
    ``Options`` fields keep English titles, labels and hints, which the lobby shows through the catalog
    (``bot.render.lobby.option_text``). A pick's choices (card types…) are the game renderer's words."""
    from games import registry  # the engines are only needed here, not by the running bot's i18n

    for rules in registry.all():
        where = (f"games/{rules.__name__.split('.')[-1]}/options.py", 0)
        for field in rules.Options.model_fields.values():
            extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
            words = [field.title or ""]
            for key in ("labels", "hints"):
                if isinstance(extra.get(key), dict):
                    words += [str(text) for text in extra[key].values()]
            yield from ((text, where) for text in words if text)


def po_path(code: str) -> Path:
    return LOCALES / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages() -> list[str]:
    return sorted(p.parent.parent.name for p in LOCALES.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def read(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as po:
        return read_po(po, locale=code)


def write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as po:
        write_po(po, catalog, width=110, sort_output=True, include_lineno=False)


def extract() -> Catalog:
    template = extracted()
    write(POT_FILE, template)
    return template


def update() -> None:
    template = extract()
    for code in languages():
        catalog = read(po_path(code), code)
        catalog.update(template, no_fuzzy_matching=False)
        catalog.obsolete.clear()  # git keeps what a message used to say; a translator reads only live ones
        write(po_path(code), catalog)


def init(code: str) -> None:
    catalog = Catalog(locale=code, project=PROJECT, domain=DOMAIN, charset="utf-8", fuzzy=False, **HEADER)
    catalog.update(extracted())
    write(po_path(code), catalog)


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def strings(message: Message) -> tuple[str, ...]:
    value = message.string
    return tuple(value) if isinstance(value, (tuple, list)) else (value,)


def problems(code: str, template: Catalog | None = None) -> Iterator[str]:
    """What keeps ``code``'s catalog from being complete and correct for the code as it is now."""
    template = template or extracted()
    catalog = read_language(code)
    for source in template:
        if not source.id:
            continue
        entry = catalog.get(source.id, context=source.context)
        ids = source.id if isinstance(source.id, tuple) else (source.id,)
        if entry is None or not all(strings(entry)):
            yield f"{code}: not translated: {ids[0]!r}"
            continue
        if entry.fuzzy:
            yield f"{code}: fuzzy (needs review): {ids[0]!r}"
        wanted = set().union(*(placeholders(i) for i in ids))
        for text in strings(entry):
            if placeholders(text) != wanted:
                yield f"{code}: placeholders {sorted(placeholders(text))} for {sorted(wanted)}: {ids[0]!r}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Keep Cardroom's message catalogs in step with the code.")
    parser.add_argument("command", choices=("extract", "update", "check", "init"))
    parser.add_argument("code", nargs="?", help="the language code, for init (e.g. ja)")
    args = parser.parse_args(argv)
    if args.command == "extract":
        print(f"{len(extract())} messages in {POT_FILE.relative_to(ROOT)}")
    elif args.command == "update":
        update()
    elif args.command == "init":
        if not args.code:
            parser.error("init needs a language code")
        init(args.code)
    else:
        template = extracted()
        found = [problem for code in languages() for problem in problems(code, template)]
        print("\n".join(found) or f"{len(template)} messages, translated in {', '.join(languages())}")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
