"""What happened, in words: the table message's "Last: …" lines (mulligans, openings, exchanges,
stops) and the one message the channel keeps, the final comparison with the winner.

Events are the engine's own classes (``games.quattro_exchange.events``, fields as in
docs/views-quattro-exchange.md); none carries a hidden card, and nothing here adds one. Events of other
kinds are skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.render.base import TableContext
from bot.render.people import name, victory_line
from bot.render.quattro_exchange.result import result_lines
from bot.render.quattro_exchange.tokens import (
    EXCHANGE,
    FIRST,
    MULLIGAN,
    OPEN,
    PASS,
    SECOND,
    STOP,
    VIRTUAL,
    card,
)
from games.base import Event
from games.quattro_exchange.events import (
    CardsOpened,
    Exchanged,
    ExchangePhaseEnded,
    ExchangePhaseStarted,
    GameEnded,
    GameScored,
    HandKept,
    MulliganTaken,
    OpeningChosen,
    Passed,
    Stopped,
    VirtualsDealt,
)


def mulligan_taken(ctx: TableContext, e: MulliganTaken) -> str:
    return f"{name(ctx, e.seat)} takes a mulligan ({MULLIGAN}) — {e.count} of 2"


def hand_kept(ctx: TableContext, e: HandKept) -> str:
    if e.auto:
        return f"{name(ctx, e.seat)} has used both mulligans and keeps that hand"
    after = f" after {e.mulligans} mulligan{'s' if e.mulligans != 1 else ''}" if e.mulligans else ""
    return f"{name(ctx, e.seat)} keeps their hand{after}"


def virtuals_dealt(ctx: TableContext, e: VirtualsDealt) -> str:
    return (
        f"The dealer deals {e.cards_each} cards face down to each of the {e.virtual_players} virtual players "
        f"({VIRTUAL}) V1–V{e.virtual_players}. **Opening 1 ({OPEN})**: choose a card to open."
    )


def opening_chosen(ctx: TableContext, e: OpeningChosen) -> str:
    return f"{name(ctx, e.seat)} has chosen a card to open — it stays hidden until both have chosen"


def cards_opened(ctx: TableContext, e: CardsOpened) -> str:
    shown = " · ".join(f"{name(ctx, seat)} {card(code)}" for seat, code in e.cards)
    if e.auto:
        return f"**Opening {e.round} ({OPEN})** — the last hidden cards turn face up: {shown}"
    return f"**Opening {e.round} ({OPEN})**: {shown}"


def phase_started(ctx: TableContext, e: ExchangePhaseStarted) -> str:
    first, second = name(ctx, e.first), name(ctx, 1 - e.first)
    return (
        f"**Exchange phase {e.phase} ({EXCHANGE})** — order {FIRST}-{SECOND}-{SECOND}-{FIRST}: "
        f"{first} is {FIRST} (first), {second} is {SECOND} (second)"
    )


def exchanged(ctx: TableContext, e: Exchanged) -> str:
    return (
        f"{name(ctx, e.seat)} gives {card(e.given)} face up to V{e.virtual} and takes a hidden card "
        f"({EXCHANGE}) · visited {e.visited}/6"
    )


def stopped(ctx: TableContext, e: Stopped) -> str:
    if e.auto:
        return f"{name(ctx, e.seat)} has exchanged with all six virtual players and stops ({STOP})"
    return f"{name(ctx, e.seat)} stops ({STOP}) for this phase"


def passed(ctx: TableContext, e: Passed) -> str:
    if e.auto:
        return f"{name(ctx, e.seat)} has exchanged with all six virtual players and passes ({PASS})"
    return f"{name(ctx, e.seat)} passes ({PASS})"


def phase_ended(ctx: TableContext, e: ExchangePhaseEnded) -> str:
    first = name(ctx, e.first_stopper)
    if e.next_first is None:
        return f"Exchange phase {e.phase} is over ({first} stopped first)."
    return (
        f"Exchange phase {e.phase} is over — {first} stopped first, so {first} is {SECOND} (second) and "
        f"{name(ctx, e.next_first)} {FIRST} (first) next. **Opening {e.phase + 1} ({OPEN})**: choose a card."
    )


def game_scored(ctx: TableContext, e: GameScored) -> str:
    result: dict[str, Any] = {
        "cards": e.cards,
        "sums": e.sums,
        "quattro": e.quattro,
        "decided_by": e.decided_by,
        "deciding": e.deciding,
        "winner": e.winner,
    }
    return "\n".join(["**Final comparison**", *result_lines(ctx, result)])


def game_ended(ctx: TableContext, e: GameEnded) -> str:
    return victory_line(ctx, list(e.winners))


# The turn's happenings shown in the table message ("Last: …"); the final comparison is a message.
HANDLERS: dict[type[Event], Callable[[TableContext, Any], str]] = {
    MulliganTaken: mulligan_taken,
    HandKept: hand_kept,
    VirtualsDealt: virtuals_dealt,
    OpeningChosen: opening_chosen,
    CardsOpened: cards_opened,
    ExchangePhaseStarted: phase_started,
    Exchanged: exchanged,
    Stopped: stopped,
    Passed: passed,
    ExchangePhaseEnded: phase_ended,
}
HISTORY: dict[type[Event], Callable[[TableContext, Any], str]] = {
    GameScored: game_scored,
    GameEnded: game_ended,
}


def event_lines(ctx: TableContext, events: Sequence[Event]) -> list[str]:
    """One line per event of a turn this game words (for the table's "Last: …"); others skipped."""
    return [HANDLERS[type(e)](ctx, e) for e in events if type(e) in HANDLERS]


def history_messages(ctx: TableContext, events: Sequence[Event]) -> list[str]:
    """The game's one scored round: the final comparison and the winner, as a single message."""
    parts = [HISTORY[type(e)](ctx, e) for e in events if type(e) in HISTORY]
    return ["\n".join(parts)] if parts else []
