"""Holy Virtues and Lucky Gods (spec §4): powers that draw from the deck."""

from __future__ import annotations

from games.base import Event, Words
from games.quatorze.cards import COLOUR_OF, COLOURS, LUCKY, VALUE_OF, VALUES, VIRTUES
from games.quatorze.events import LuckyGodsRevealed
from games.quatorze.flow import draw, end_turn, set_hand
from games.quatorze.powers.common import check, fizzle
from games.quatorze.state import LUCKY_CALL, VIRTUES_PLAY, Pending, State, update

CALLS = tuple(str(v) for v in VALUES) + COLOURS  # call:<1-7> or call:<colour>
CALL_ACTIONS = [f"call:{c}" for c in CALLS]


def start_virtues(state: State, column: str, card: str, created: bool, events: list[Event]) -> State:
    """Draw 1, then play another card as a normal play (the engine lists plays for VIRTUES_PLAY)."""
    state = draw(state, state.turn, 1, events)
    if not state.hands[state.turn]:  # [Interp] empty deck and empty hand: no second play
        return fizzle(state, VIRTUES, "empty_hand", events)
    return update(state, pending=Pending(VIRTUES_PLAY, column, card))


def start_lucky(state: State, column: str, card: str, created: bool, events: list[Event]) -> State:
    if not state.deck:  # nothing to reveal, so no call is made
        return fizzle(state, LUCKY, "empty_deck", events)
    return update(state, pending=Pending(LUCKY_CALL, column, card))


def legal_lucky(state: State, seat: int) -> list[str]:
    return CALL_ACTIONS


def apply_lucky(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    check(
        action,
        CALL_ACTIONS,
        Words("Lucky Gods: call a number or a colour (call:1 .. call:7, call:red .. call:violet)."),
    )
    call = action[5:]
    top, deck = state.deck[0], state.deck[1:]
    hit = call == str(VALUE_OF[top]) or call == COLOURS[COLOUR_OF[top]]
    if hit:  # a face-up bonus card in front of the player, +2 at the end
        bonus = (*state.bonus[:seat], (*state.bonus[seat], top), *state.bonus[seat + 1 :])
        state = update(state, deck=deck, bonus=bonus, pending=None)
    else:  # into the hand; the turn ends (the refill finds 3 cards)
        state = update(
            state, deck=deck, hands=set_hand(state.hands, seat, (*state.hands[seat], top)), pending=None
        )
    events: list[Event] = [LuckyGodsRevealed(seat=seat, call=call, card=top, hit=hit)]
    return end_turn(state, events), events
