"""Notes, Planes of Existence and Seas (spec §4): powers that take or move cards on the table.

Anchors never move. [Interp] The card that triggered Notes cannot be taken; [Seed; revised] the Planes card
just played may be moved like any other non-anchor top card. Seas takes only from another column than the
one just played on. A moved card never sets the wild colour/number (spec §3.2).
"""

from __future__ import annotations

from games.base import Event, Words
from games.quatorze.cards import NOTES, PLANES, SEAS, TYPE_OF, VALUE_OF
from games.quatorze.config import (
    COLUMN_END,
    NOTES_MAY_TAKE_CARD_JUST_PLAYED,
    NOTES_WRAP_IN_GAME,
    PLANES_MAY_MOVE_CARD_JUST_PLAYED,
)
from games.quatorze.events import CardMoved, TakeSkipped, card_taken
from games.quatorze.flow import end_turn, finish
from games.quatorze.powers.common import check, fizzle
from games.quatorze.state import (
    END_POWER,
    MOVED,
    NOTES_TAKE,
    PLANES_MOVE,
    SEAS_TAKE,
    Draft,
    End,
    Pending,
    State,
    started,
    update,
)
from games.quatorze.table import cards_of, with_card, without_card, without_top

SKIP = "skip"
SEAS_PROMPT = Words("Seas: take the top card of another column (take:<card>).")


def consecutive(a: int, b: int) -> bool:
    """Values one apart; [Seed] 7 and 1 are consecutive for the in-game Notes power."""
    gap = abs(a - b)
    return gap == 1 or (NOTES_WRAP_IN_GAME and gap == 6)


# ``take:<card>`` for every card, and back: listing and checking a take builds and parses no text.
TAKE_TEXT = {card: f"take:{card}" for card in TYPE_OF}
TAKE_OF = {text: card for card, text in TAKE_TEXT.items()}


def _take(state: Draft, seat: int, card: str, power: str, events: list[Event]) -> Draft:
    state.columns, column = without_card(state.columns, card)
    return _taken(state, seat, card, column, power, events)


def _taken(state: Draft, seat: int, card: str, column: str, power: str, events: list[Event]) -> Draft:
    """After ``card`` left ``column`` for ``seat``'s hand: the event, the hand, the turn's end."""
    events.append(card_taken(seat, card, column, power))
    hands = list(state.hands)
    hands[seat] = hands[seat] + (card,)
    state.hands = tuple(hands)
    state.pending = None
    return end_turn(state, events)


# --- Notes ---------------------------------------------------------------------------------------
def start_notes(state: State, column: str, card: str, created: bool, events: list[Event]) -> State:
    """Fires for the first card of the Notes column, or a value consecutive to the previous top card."""
    if not created:
        previous = cards_of(state.columns, column)[-2]
        if not consecutive(VALUE_OF[card], VALUE_OF[previous]):
            return fizzle(state, NOTES, "not_consecutive", events)
    pending = started(NOTES_TAKE, column, card)
    if not _notes_cards(state, pending):
        return fizzle(state, NOTES, "nothing_to_take", events)
    return update(state, pending=pending)


def _notes_cards(state: State, pending: Pending) -> list[str]:
    """Every non-anchor card on the table, in table order (anchor to top)."""
    return [
        card
        for _, cards, _ in state.columns
        for card in cards[1:]
        if card != pending.card or NOTES_MAY_TAKE_CARD_JUST_PLAYED
    ]


def legal_notes(state: State, seat: int) -> list[str]:
    assert state.pending is not None
    return [*(TAKE_TEXT[card] for card in _notes_cards(state, state.pending)), SKIP]


def apply_notes(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    check(
        action,
        legal_notes(state, seat),
        Words("Notes: take a card that is not an anchor (take:<card>), or skip."),
    )
    events: list[Event] = []
    if action == SKIP:
        events.append(TakeSkipped(seat=seat, power=NOTES))
        return end_turn(update(state, pending=None), events), events
    return _take(state, seat, action[5:], NOTES, events), events


# --- Planes of Existence -------------------------------------------------------------------------
def start_planes(state: State, column: str, card: str, created: bool, events: list[Event]) -> State:
    pending = started(PLANES_MOVE, column, card)
    if not _moves(state, pending):
        return fizzle(state, PLANES, "nothing_to_move", events)
    return update(state, pending=pending)


def _moves(state: State, pending: Pending) -> list[str]:
    """``move:<from>:<to>``: a movable top card (not an anchor) to any other existing column."""
    columns = state.columns
    out = []
    for source, cards, _ in columns:
        if len(cards) < 2 or (cards[-1] == pending.card and not PLANES_MAY_MOVE_CARD_JUST_PLAYED):
            continue
        out.extend(f"move:{source}:{target}" for target, _, _ in columns if target != source)
    return out


def legal_planes(state: State, seat: int) -> list[str]:
    assert state.pending is not None
    return _moves(state, state.pending)


def apply_planes(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    assert state.pending is not None
    check(
        action,
        _moves(state, state.pending),
        Words("Planes of Existence: move a top card (not an anchor) to another column (move:<from>:<to>)."),
    )
    _, source, target = action.split(":")
    card = cards_of(state.columns, source)[-1]
    columns, _ = without_card(state.columns, card)
    events: list[Event] = [CardMoved(seat=seat, card=card, source=source, target=target)]
    state = update(state, columns=columns, pending=None)
    if len(cards_of(columns, target)) + 1 >= COLUMN_END:  # [Seed] the moved 7th card scores for nobody
        return finish(state, End(END_POWER, card, target, None), events), events
    columns, _ = with_card(columns, target, card, MOVED)
    return end_turn(update(state, columns=columns), events), events


# --- Seas ----------------------------------------------------------------------------------------
def start_seas(state: Draft, column: str, card: str, created: bool, events: list[Event]) -> Draft:
    for other in state.columns:  # any top card to take (legal_seas lists them): the first will do
        if other[0] != column and len(other[1]) >= 2:  # (a Column indexed: cheaper than unpacked)
            state.pending = started(SEAS_TAKE, column, card)
            return state
    return fizzle(state, SEAS, "nothing_to_take", events)  # [Interp] the turn ends with a normal refill


def legal_seas(state: State, seat: int) -> list[str]:
    assert state.pending is not None
    played = state.pending.column  # the top card of every other column of 2 or more cards, as text
    return [TAKE_TEXT[c[1][-1]] for c in state.columns if c[0] != played and len(c[1]) >= 2]


def apply_seas(state: Draft, seat: int, action: str) -> tuple[Draft, list[Event]]:
    assert state.pending is not None
    card = TAKE_OF.get(action)
    played = state.pending.column
    columns = state.columns
    for index, other in enumerate(columns):  # a listed take: the top card of another column of 2+
        cards = other[1]
        if cards[-1] == card and (code := other[0]) != played and len(cards) >= 2:
            events: list[Event] = []
            state.columns = without_top(columns, index)  # _take, the card's column already found
            return _taken(state, seat, card, code, SEAS, events), events
    check(action, legal_seas(state, seat), SEAS_PROMPT)  # refused: not a listed take
    raise AssertionError("check refuses every action not listed")
