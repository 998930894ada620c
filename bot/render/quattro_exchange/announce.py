"""What happened, in words: the table message's "Last: …" lines (mulligans, openings, exchanges,
stops) and the one message the channel keeps, the final comparison with the winner.

Events are the engine's own classes (``games.quattro_exchange.events``, fields as in
docs/views-quattro-exchange.md); none carries a hidden card, and nothing here adds one. Events of other
kinds are skipped.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import _, ngettext
from bot.render.base import TableContext
from bot.render.kit import events
from bot.render.people import name, victory_line
from bot.render.quattro_exchange.result import result_lines
from bot.render.quattro_exchange.tokens import card, count
from bot.render.quattro_exchange.viewdata import VIRTUALS
from games.quattro_exchange.config import MAX_MULLIGANS
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
    return _(
        "{name} takes a mulligan — {count} of {most}",
        name=name(ctx, e.seat),
        count=count(e.count),
        most=count(MAX_MULLIGANS),
    )


def hand_kept(ctx: TableContext, e: HandKept) -> str:
    who = name(ctx, e.seat)
    if e.auto:
        return _("{name} has used both mulligans and keeps that hand", name=who)
    if e.mulligans:
        return ngettext(
            "{name} keeps their hand after {n} mulligan",
            "{name} keeps their hand after {n} mulligans",
            e.mulligans,
            name=who,
        )
    return _("{name} keeps their hand", name=who)


def virtuals_dealt(ctx: TableContext, e: VirtualsDealt) -> str:
    return _(
        "The dealer deals {cards} cards face down to each of the {n} virtual players V1–V{n}. "
        "**Opening 1**: choose a card to open.",
        cards=count(e.cards_each),
        n=count(e.virtual_players),
    )


def opening_chosen(ctx: TableContext, e: OpeningChosen) -> str:
    return _(
        "{name} has chosen a card to open — it stays hidden until both have chosen", name=name(ctx, e.seat)
    )


def cards_opened(ctx: TableContext, e: CardsOpened) -> str:
    shown = " · ".join(f"{name(ctx, seat)} {card(code)}" for seat, code in e.cards)
    if e.auto:
        return _(
            "**Opening {index}** — the last hidden cards turn face up: {cards}",
            index=count(e.round),
            cards=shown,
        )
    return _("**Opening {index}**: {cards}", index=count(e.round), cards=shown)


def phase_started(ctx: TableContext, e: ExchangePhaseStarted) -> str:
    # i18n: the turn order is the seed's 선-후-후-선 (first, second, second, first player)
    return _(
        "**Exchange phase {phase}** — turn order {first}, {second}, {second}, {first}: "
        "{first} plays first, {second} plays second",
        phase=count(e.phase),
        first=name(ctx, e.first),
        second=name(ctx, 1 - e.first),
    )


def exchanged(ctx: TableContext, e: Exchanged) -> str:
    return _(
        "{name} gives {card} face up to V{v} and takes a hidden card · visited {n}/{total}",
        name=name(ctx, e.seat),
        card=card(e.given),
        v=e.virtual,
        n=count(e.visited),
        total=count(len(VIRTUALS)),
    )


def stopped(ctx: TableContext, e: Stopped) -> str:
    if e.auto:
        return _("{name} has exchanged with all six virtual players and stops", name=name(ctx, e.seat))
    return _("{name} stops for this phase", name=name(ctx, e.seat))


def passed(ctx: TableContext, e: Passed) -> str:
    if e.auto:
        return _("{name} has exchanged with all six virtual players and passes", name=name(ctx, e.seat))
    return _("{name} passes", name=name(ctx, e.seat))


def phase_ended(ctx: TableContext, e: ExchangePhaseEnded) -> str:
    first = name(ctx, e.first_stopper)
    if e.next_first is None:
        return _("Exchange phase {phase} is over ({name} stopped first).", phase=count(e.phase), name=first)
    return _(
        "Exchange phase {phase} is over — {name} stopped first, so {name} plays second and {other} plays "
        "first next. **Opening {next}**: choose a card.",
        phase=count(e.phase),
        name=first,
        other=name(ctx, e.next_first),
        next=count(e.phase + 1),
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
    return "\n".join([_("**Final comparison**"), *result_lines(ctx, result)])


def game_ended(ctx: TableContext, e: GameEnded) -> str:
    return victory_line(ctx, list(e.winners))


# The turn's happenings shown in the table message ("Last: …"); the final comparison is a message.
HANDLERS: events.Handlers = {
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
HISTORY: events.Handlers = {
    GameScored: game_scored,
    GameEnded: game_ended,
}


# One line per event of a turn this game words (for the table's "Last: …"); others skipped.
event_lines = events.each(HANDLERS)
# The game's one scored round: the final comparison and the winner, as a single message.
history_messages = events.together(HISTORY)
