"""The table message's "↩️ Last · …" line, from the public view's ``last_turns`` (games/recent.py).

A game whose public facts of a turn would otherwise be lost once the next turn starts (a power's public
result, an exchange, a stop) lists its last turns here, on one line, oldest first
(docs/ux.md#the-table-message: a phone shows whose turn it is without scrolling). A long line is
shortened by whole items, the oldest kept: "↩️ Last · alice stops for this phase · … and 2 more", never
cut inside a word. Each record is rebuilt into the game's own event class and worded by the game's
event handlers, so the words are the same as the game's other texts. Unknown records (a newer engine)
are skipped.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import _, ngettext
from bot.render.base import TableContext
from bot.render.kit.events import Handlers
from games.recent import event_of

MAX_LINE = 120  # characters of the one line: about three lines of a phone's embed


def last_line(ctx: TableContext, view: dict[str, Any], handlers: Handlers) -> str | None:
    """``↩️ Last · bob gives … · bob stops …``: what the recent turns did, in the game's words (which
    name who did what), oldest first, on one line of at most ``MAX_LINE`` characters; None when the
    recent turns have nothing to say."""
    said = [item for line in last_items(ctx, view, handlers) for item in line]
    if not said:
        return None
    # i18n: the start of the line listing what happened in the recent turns.
    start = "↩️ " + _("Last") + " · "
    for shown in range(len(said), 0, -1):
        left = len(said) - shown
        # i18n: at the end of the "Last" line when the newest happenings were left out for room.
        more = [ngettext("… and {n} more", "… and {n} more", left)] if left else []
        line = start + " · ".join([*said[:shown], *more])
        if len(line) <= MAX_LINE:
            break
    return line


def last_items(ctx: TableContext, view: dict[str, Any], handlers: Handlers) -> list[list[str]]:
    """Per recent turn that has something to say, oldest first, its happenings in the game's words."""
    classes = {cls.kind: cls for cls in handlers}
    turns = []
    for turn in view.get("last_turns") or []:
        said = []
        for data in turn.get("events") or []:
            try:
                event = event_of(data, classes)
            except (KeyError, TypeError):
                continue
            said.append(handlers[type(event)](ctx, event).removesuffix("."))  # "·" ends each item
        if said:
            turns.append(said)
    return turns
