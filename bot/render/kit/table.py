"""The public table message every game draws the same way (docs/ux.md#the-table-message): its header,
then either the finished game or, phone first, whose turn it is and what is asked ("⏳ …"), the game's
own lines of the moment (the trick first, when there is one), and the last turns' public happenings on
one line (and forced moves played for people).

A game gives the lines only it knows (``body``); the order and the shared lines are the kit's, so every
table reads alike (the ``layout`` of a panel: a title, rows, then sentences) and a new game cannot forget
the "⏳ …" line. Lines that are None (a row with nothing to say yet) are left out; a line the table
picture shows is marked ``pictured`` (``bot.render.kit.layout``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.render.autoplay_lines import forced_lines
from bot.render.base import TableContext
from bot.render.kit.events import Handlers
from bot.render.kit.turn import Prompt, table_turn
from bot.render.recent import last_line
from bot.render.screen import Screen


def panel(lines: Iterable[str | None]) -> Screen:
    """A screen of ``lines`` (None ones left out), one a line."""
    return Screen(content="\n".join(line for line in lines if line is not None))


def table_message(
    ctx: TableContext,
    view: dict[str, Any],
    head: str,
    body: Iterable[str | None],
    prompt: Prompt,
    handlers: Handlers | None = None,
) -> Screen:
    """A game under way: ``head``, "⏳ …" while anyone is to act, ``body``, the "↩️ Last · …" line when
    the game words its last turns (``handlers``, see ``bot.render.recent``), then the "⚡ …" line of
    forced moves just played for people (``ctx.forced``)."""
    last = [last_line(ctx, view, handlers)] if handlers is not None else []
    last += forced_lines(ctx, ctx.forced)
    return panel([head, *table_turn(ctx, view, prompt), *body, *last])
