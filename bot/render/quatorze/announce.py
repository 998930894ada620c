"""What happened, in words: the table message's "Last: …" lines (every play, every public power
result) and the one message the channel keeps, the game's end.

Events are the engine's own classes (``games.quatorze.events``, fields as in docs/views-quatorze.md);
none carries a hidden card, and nothing here adds one: each line names only cards its event names. Events
of other kinds are skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.render.base import TableContext
from bot.render.people import name, victory_line
from bot.render.quatorze.tokens import POWER_SHORT, card, colour_text, full, kind, type_name
from games.base import Event
from games.quatorze.events import (
    CardMoved,
    CardPlayed,
    CardsDrawn,
    CardTaken,
    DeckReordered,
    GameEnded,
    LuckyGodsRevealed,
    LuminariesChosen,
    LuminariesDirected,
    LuminariesExchanged,
    PowerFizzled,
    QueensAsked,
    SagesAnnounced,
    SinCommitted,
    SinPlaced,
    TakeSkipped,
    TurnSkipped,
    WondersLooked,
)

FIZZLES = {
    "no_target": "no opponent holds a card",
    "empty_deck": "the deck is empty",
    "empty_hand": "there is no card in hand",
    "not_consecutive": "the note is not next to the previous top card",
    "nothing_to_take": "there is no card to take",
    "nothing_to_move": "there is no top card to move",
    "nothing_to_look_at": "there is nothing to look at",
}


def card_played(ctx: TableContext, e: CardPlayed) -> str:
    who = name(ctx, e.seat)
    start = f"{who}'s second play (Holy Virtues): " if e.second else f"{who} plays "
    line = f"{start}{full(e.card)} on **{type_name(e.column)}**"
    if e.created:
        line += " — a new column"
    if e.how == "wild":
        line += " as a wild card"
    elif e.how == "anywhere":
        line += f" ({type_name(kind(e.card))} cards may go on any column, without its power)"
    if e.power:
        line += f" ⚡ {type_name(e.power)}: {POWER_SHORT.get(e.power, 'power')}"
    return line


def cards_drawn(ctx: TableContext, e: CardsDrawn) -> str:
    return f"{name(ctx, e.seat)} draws {e.count} card{'s' if e.count != 1 else ''}."


def turn_skipped(ctx: TableContext, e: TurnSkipped) -> str:
    return f"{name(ctx, e.seat)} holds no card (the deck is empty): turn skipped."


def power_fizzled(ctx: TableContext, e: PowerFizzled) -> str:
    return f"{type_name(e.power)} does nothing: {FIZZLES.get(e.reason, e.reason.replace('_', ' '))}."


def sin_committed(ctx: TableContext, e: SinCommitted) -> str:
    who, victim = name(ctx, e.seat), name(ctx, e.victim)
    return f"Deadly Sins: {who} takes a random card from {victim}'s hand — {full(e.card)}"


def sin_placed(ctx: TableContext, e: SinPlaced) -> str:
    new = " (a new column)" if e.created else ""
    return f"{card(e.card)} goes onto **{type_name(e.column)}**{new}, without its power."


def lucky_revealed(ctx: TableContext, e: LuckyGodsRevealed) -> str:
    who = name(ctx, e.seat)
    call = e.call if e.call.isdigit() else colour_text(e.call)
    result = (
        f"✨ a match! It is a bonus card in front of {who} (+2)"
        if e.hit
        else f"no match — it goes into {who}'s hand"
    )
    shown = f"the top card is {full(e.card)}" if e.card else "the top card is revealed"
    return f"Lucky Gods: {who} calls **{call}**; {shown}: {result}."


def luminaries_directed(ctx: TableContext, e: LuminariesDirected) -> str:
    return (
        f"Luminaries: {name(ctx, e.seat)} passes a card face down to the {e.direction}"
        f"; everyone else now chooses a card to pass {e.direction}."
    )


def luminaries_chosen(ctx: TableContext, e: LuminariesChosen) -> str:
    return f"{name(ctx, e.seat)} has chosen a card to pass."


def luminaries_exchanged(ctx: TableContext, e: LuminariesExchanged) -> str:
    passers = ", ".join(name(ctx, s) for s in e.passers) or "nobody"
    return f"🔁 The Luminaries cards move {e.direction}, face down (passed by {passers})."


def card_taken(ctx: TableContext, e: CardTaken) -> str:
    # The public view leaves out a card now in a hand (None): "takes a card".
    taken = full(e.card) if e.card else "a card"
    return f"{type_name(e.power)}: {name(ctx, e.seat)} takes {taken} from **{type_name(e.column)}**."


def take_skipped(ctx: TableContext, e: TakeSkipped) -> str:
    return f"{type_name(e.power)}: {name(ctx, e.seat)} takes nothing."


def card_moved(ctx: TableContext, e: CardMoved) -> str:
    return (
        f"Planes of Existence: {name(ctx, e.seat)} moves {full(e.card)} from **{type_name(e.source)}** to "
        f"**{type_name(e.target)}**."
    )


def queens_asked(ctx: TableContext, e: QueensAsked) -> str:
    answer = "**yes**" if e.answer else "**no**"
    return f'Queens: {name(ctx, e.seat)} asks {name(ctx, e.target)} "Do you have any Queens?" — {answer}.'


def sages_announced(ctx: TableContext, e: SagesAnnounced) -> str:
    sums = " · ".join(f"{name(ctx, seat)} {total}" for seat, total in e.sums)
    return f"Sages: the hand sums (printed values) — {sums or 'nobody'}."


def wonders_looked(ctx: TableContext, e: WondersLooked) -> str:
    where = (
        f"card {e.position} from the top of the deck"
        if e.target is None
        else f"{name(ctx, e.target)}'s card #{e.position}"
    )
    return f"Wonders: {name(ctx, e.seat)} looks at {where}."


def deck_reordered(ctx: TableContext, e: DeckReordered) -> str:
    return (
        f"Wonders: {name(ctx, e.seat)} puts the {e.count} deck cards back on top in an order of their choice."
    )


def game_ended(ctx: TableContext, e: GameEnded) -> str:
    column = type_name(e.column)
    if e.reason == "played":
        how = f"{column} got its 7th card: {card(e.card)} lies sideways in {name(ctx, e.owner)}'s hand"
    elif e.reason == "power":
        how = f"{column} got its 7th card, {card(e.card)}, through a power: it scores for nobody"
    else:
        how = "nobody holds a card any more"
    scores = " · ".join(f"{name(ctx, s)} {score}" for s, score in enumerate(e.scores))
    return (
        f"🏁 **Game over** — {how}.\n"
        f"Scores: {scores} (each card's value is explained in the table message).\n"
        f"{victory_line(ctx, list(e.winners))}"
    )


HANDLERS: dict[type[Event], Callable[[TableContext, Any], str]] = {
    CardPlayed: card_played,
    CardsDrawn: cards_drawn,
    TurnSkipped: turn_skipped,
    PowerFizzled: power_fizzled,
    SinCommitted: sin_committed,
    SinPlaced: sin_placed,
    LuckyGodsRevealed: lucky_revealed,
    LuminariesDirected: luminaries_directed,
    LuminariesChosen: luminaries_chosen,
    LuminariesExchanged: luminaries_exchanged,
    CardTaken: card_taken,
    TakeSkipped: take_skipped,
    CardMoved: card_moved,
    QueensAsked: queens_asked,
    SagesAnnounced: sages_announced,
    WondersLooked: wonders_looked,
    DeckReordered: deck_reordered,
}


def event_lines(ctx: TableContext, events: Sequence[Event]) -> list[str]:
    """One line per event of a turn this game words (for the table's "Last: …"); others skipped."""
    return [HANDLERS[type(e)](ctx, e) for e in events if type(e) in HANDLERS]


def history_messages(ctx: TableContext, events: Sequence[Event]) -> list[str]:
    """The game's end is the one message the channel keeps (the final scoring is in the table message)."""
    return [game_ended(ctx, e) for e in events if isinstance(e, GameEnded)]
