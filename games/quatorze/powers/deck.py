"""Holy Virtues and Lucky Gods (spec §4): powers that draw from the deck."""

from __future__ import annotations

from games.base import Event, Words
from games.quatorze.cards import COLOUR_OF, COLOURS, LUCKY, VALUE_OF, VALUES, VIRTUES
from games.quatorze.events import lucky_gods_revealed
from games.quatorze.flow import draw, end_turn, set_hand
from games.quatorze.powers.common import check, fizzle
from games.quatorze.state import LUCKY_CALL, VIRTUES_PLAY, Draft, State, started

CALLS = tuple(str(v) for v in VALUES) + COLOURS  # call:<1-7> or call:<colour>
CALL_ACTIONS = [f"call:{c}" for c in CALLS]
CALL_PROMPT = Words("Lucky Gods: call a number or a colour (call:1 .. call:7, call:red .. call:violet).")
_CALL_OF = {f"call:{c}": str(c) for c in CALLS}  # a listed call's text -> what it calls
_NUMBER_CALLED = {card: str(value) for card, value in VALUE_OF.items()}  # the call a card's value matches
_COLOUR_CALLED = {card: COLOURS[colour] for card, colour in COLOUR_OF.items()}


def start_virtues(state: Draft, column: str, card: str, created: bool, events: list[Event]) -> Draft:
    """Draw 1, then play another card as a normal play (the engine lists plays for VIRTUES_PLAY)."""
    state = draw(state, state.turn, 1, events)
    if not state.hands[state.turn]:  # [Interp] empty deck and empty hand: no second play
        return fizzle(state, VIRTUES, "empty_hand", events)
    state.pending = started(VIRTUES_PLAY, column, card)
    return state


def start_lucky(state: Draft, column: str, card: str, created: bool, events: list[Event]) -> Draft:
    if not state.deck:  # nothing to reveal, so no call is made
        return fizzle(state, LUCKY, "empty_deck", events)
    state.pending = started(LUCKY_CALL, column, card)
    return state


def legal_lucky(state: State, seat: int) -> list[str]:
    return CALL_ACTIONS


def apply_lucky(state: Draft, seat: int, action: str) -> tuple[Draft, list[Event]]:
    call = _CALL_OF.get(action)
    if call is None:
        check(action, CALL_ACTIONS, CALL_PROMPT)  # refused: not a listed call
        call = action[5:]  # not reached
    top, deck = state.deck[0], state.deck[1:]
    hit = call == _NUMBER_CALLED[top] or call == _COLOUR_CALLED[top]
    if hit:  # a face-up bonus card in front of the player, +2 at the end
        state.bonus = (*state.bonus[:seat], (*state.bonus[seat], top), *state.bonus[seat + 1 :])
    else:  # into the hand; the turn ends (the refill finds 3 cards)
        state.hands = set_hand(state.hands, seat, state.hands[seat] + (top,))
    state.deck = deck
    state.pending = None
    events: list[Event] = [lucky_gods_revealed(seat, call, top, hit)]
    return end_turn(state, events), events
