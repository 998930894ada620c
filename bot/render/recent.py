"""The table message's "Last: …" lines, from the public view's ``last_turns`` (games/recent.py).

A game whose public facts of a turn would otherwise be lost once the next turn starts (a power's public
result, an exchange, a stop) lists its last turns here, one line per turn, oldest first. Each record is
rebuilt into the game's own event class and worded by the game's event handlers, so the words are the
same as the game's other texts. Unknown records (a newer engine) are skipped.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.kit.events import Handlers
from games.recent import event_of

MAX_TURN_LINE = 400  # one turn's line; the table message stays under Discord's 2000 characters


def last_lines(ctx: TableContext, view: dict[str, Any], handlers: Handlers) -> list[str]:
    """``↩️ Last · bob gives … · bob stops …`` per recent turn that has something to say (the game's
    words name who did what)."""
    classes = {cls.kind: cls for cls in handlers}
    lines = []
    for turn in view.get("last_turns") or []:
        said = []
        for data in turn.get("events") or []:
            try:
                event = event_of(data, classes)
            except (KeyError, TypeError):
                continue
            said.append(handlers[type(event)](ctx, event))
        if said:
            # i18n: the start of a line listing what happened in a recent turn.
            line = "↩️ " + _("Last") + " · " + " · ".join(said)
            lines.append(line if len(line) <= MAX_TURN_LINE else line[: MAX_TURN_LINE - 1] + "…")
    return lines
