"""Events in words: a game declares which of its engine's event classes it words and how (a table of
handlers); the kit turns a batch of events into the table's "↩️ Last · …" lines or the channel messages.

Events of other kinds are skipped, never shown as they are: an event may carry what some seat must not
see, so only what a game chose to word reaches a screen. A handler is found by the event's class or, for a
subclass, by its nearest base the table names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.render.base import TableContext
from games.base import Event

Handler = Callable[[TableContext, Any], str]
Handlers = Mapping[type[Event], Handler]
Messages = Callable[[TableContext, Sequence[Event]], list[str]]


def handler_for(event: Event, handlers: Handlers) -> Handler | None:
    return next((handlers[cls] for cls in type(event).__mro__ if cls in handlers), None)


def worded(ctx: TableContext, events: Sequence[Event], handlers: Handlers) -> list[str]:
    """One string per event that ``handlers`` words, in the engine's order."""
    out = []
    for event in events:
        handler = handler_for(event, handlers)
        if handler is not None:
            out.append(handler(ctx, event))
    return out


def each(handlers: Handlers) -> Messages:
    """``history_messages`` (or ``event_lines``) of a game: one string per worded event."""

    def messages(ctx: TableContext, events: Sequence[Event]) -> list[str]:
        return worded(ctx, events, handlers)

    return messages


def together(handlers: Handlers) -> Messages:
    """``history_messages`` of a game whose worded events make one message (a result, then its winner)."""

    def messages(ctx: TableContext, events: Sequence[Event]) -> list[str]:
        parts = worded(ctx, events, handlers)
        return ["\n".join(parts)] if parts else []

    return messages
