"""Every label a player reads is in the catalog: a message written inside an f-string is never extracted.

Babel's extractor reads an f-string (Python 3.11) as one string token, so ``f"**{_('Trump')}**  {card}"``
puts no "Trump" into ``cardroom.pot``; the catalog checks pass and a Korean table shows "Trump" (issue 40:
"Trump" and "Dealer" stayed English on the example game's Korean table). The right way is the kit's
``row(N_("Trump"), card)`` / ``heading(...)`` (``bot/render/kit/layout.py``), or a message of its own
(``_("**Trump**  {card}", card=…)``). This scans every source the catalog is extracted from (``bot/``) for
a gettext call with a literal message anywhere inside an f-string, and shows the scan catches the
issue's case.
"""

from __future__ import annotations

import ast
import io
from pathlib import Path

from babel.messages.extract import extract_python

from bot.i18n.catalogs import KEYWORDS, SOURCES
from tests.support import examples


def hidden_messages(source: str) -> list[tuple[int, str]]:
    """``(line, message)`` of each literal message passed to a gettext function inside an f-string."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.JoinedStr):
            continue
        for call in ast.walk(node):
            if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)):
                continue
            if call.func.id not in KEYWORDS:
                continue
            at = 1 if call.func.id.startswith(("pgettext", "npgettext")) else 0  # after the context
            message = call.args[at] if len(call.args) > at else None
            if isinstance(message, ast.Constant):
                found.append((call.lineno, str(message.value)))
    return sorted(set(found))


def extracted(source: str) -> set[str]:
    """What the catalog's own extractor takes from ``source`` (the same keywords as ``catalogs``)."""
    return {
        message if isinstance(message, str) else message[0]
        for _line, _func, message, _comments in extract_python(io.BytesIO(source.encode()), KEYWORDS, [], {})
    }


# The example game's table rows as the issue found them, and the same rows through the kit.
BROKEN = """
rows = [
    f"**{_('Trump')}**  {card(view['trump'])}",
    f"**{_('Dealer')}**  {name(ctx, view['dealer'])}",
    f"{pgettext('bid', 'passed')} {who}",
]
"""
FIXED = """
TRUMP = N_("Trump")
rows = [
    row(TRUMP, card(view["trump"])),
    row(_("Dealer"), name(ctx, view["dealer"])),
    f"{pgettext('bid', who)} {who}",  # a name passed through: no literal message
]
"""


def test_a_label_inside_an_f_string_is_caught_and_the_kit_row_is_not() -> None:
    # The extractor really misses them: this is why the scan exists.
    assert "Trump" not in extracted(BROKEN) and "Dealer" not in extracted(BROKEN)
    assert hidden_messages(BROKEN) == [(3, "Trump"), (4, "Dealer"), (5, "passed")]
    assert {"Trump", "Dealer"} <= extracted(FIXED)
    assert hidden_messages(FIXED) == []


def test_no_player_facing_message_of_bot_is_written_inside_an_f_string() -> None:
    """The bot's sources, and the example games of docs/adding-a-game.md: what a new game copies."""
    root = Path(SOURCES).parent
    shown = [path for package in examples.packages() for path in (examples.TESTS / package).rglob("*.py")]
    hidden = [
        f"{path.relative_to(root)}:{line}: {message!r}"
        for path in sorted([*Path(SOURCES).rglob("*.py"), *shown])
        for line, message in hidden_messages(path.read_text(encoding="utf-8"))
    ]
    assert not hidden, (
        "messages inside f-strings never reach the catalog (they stay English): write the label with "
        "bot.render.kit.layout.row/heading or as a message of its own:\n" + "\n".join(hidden)
    )
