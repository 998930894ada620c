"""The deal, the mulligans and the virtual players' deal (spec §3.1-§3.3).

Mulligan decisions run one at a time in the 선-후-후-선 order, skipping a player who is finished. A
mulligan returns the four cards (in the order received) to the returned pile and takes the next four
from the fresh stack, so nobody ever receives a card dealt before. Once both are finished, the rest of
the fresh stack and then the returned pile (18 cards) are shuffled and dealt 3 each to V1..V6.
"""

from __future__ import annotations

from games.base import Event, IllegalActionError
from games.fasttuple import tuple_setter
from games.quattro_exchange.actions import KEEP, MULLIGAN_ACTIONS
from games.quattro_exchange.cards import shuffle, shuffled_deck
from games.quattro_exchange.config import (
    DEAL_KEY,
    FIRST_PLAYER,
    HAND_SIZE,
    MAX_MULLIGANS,
    PLAYERS,
    SNAKE,
    VIRTUAL_HAND,
    VIRTUAL_KEY,
    VIRTUAL_PLAYERS,
)
from games.quattro_exchange.events import VirtualsDealt, hand_kept, mulligan_taken
from games.quattro_exchange.options import Options
from games.quattro_exchange.state import MULLIGAN, OPENING, Draft, State, put_seat

# The same event in every game (events are immutable): made once, not once per deal.
VIRTUALS_DEALT = VirtualsDealt(virtual_players=VIRTUAL_PLAYERS, cards_each=VIRTUAL_HAND)


def deal(seed: int, options: Options, deals: tuple[tuple[str, ...], ...]) -> State:
    """The starting state: 4 cards each from the stacked or shuffled deck; the rest is the fresh stack."""
    order = tuple(deals[0] if deals else shuffled_deck(seed, DEAL_KEY))
    hands = (order[:HAND_SIZE], order[HAND_SIZE : HAND_SIZE * PLAYERS])  # two players (``config.PLAYERS``)
    return _set_deal(_START, seed, options, deals, hands, order[HAND_SIZE * PLAYERS :])


# Every game starts from this state with its own seed, options, deals, hands and fresh stack
# (``_set_deal``: one tuple built, not the 23 keywords of ``State(...)``, once per game).
_START = State(
    seed=0,
    options=Options(),
    deals=(),
    phase=MULLIGAN,
    round=1,
    hands=((),) * PLAYERS,
    opens=((),) * PLAYERS,
    fresh=(),
    returned=(),
    mulligans=(0,) * PLAYERS,
    kept=(False,) * PLAYERS,
    slot=0,
    virtual=(),
    face_up=(),
    visits=((),) * PLAYERS,
    received=(None,) * PLAYERS,
    chosen=(None,) * PLAYERS,
    first=FIRST_PLAYER,
    turn=0,
    stops=(),
    history=(),
    result=None,
)
_set_deal = tuple_setter(State, "seed", "options", "deals", "hands", "fresh")


def seat_of_slot(slot: int) -> int:
    """Whose decision slot ``slot`` is: 선 (the first player) at slots 0, 3, 4, 7, …, 후 otherwise."""
    return FIRST_PLAYER if SNAKE[slot % len(SNAKE)] == 0 else 1 - FIRST_PLAYER


def decider(state: State) -> int:
    return seat_of_slot(state.slot)


def decide(state: Draft, seat: int, action: str) -> list[Event]:
    """Keep or take a mulligan: the steps update ``state``, the caller's draft, in place."""
    if action not in MULLIGAN_ACTIONS:
        raise IllegalActionError("Decide on your hand first: keep it or take a mulligan.")
    events: list[Event] = []
    if action == KEEP:
        state.kept = kept = put_seat(state.kept, seat, True)
        events.append(hand_kept(seat, state.mulligans[seat], False))
    else:
        count = state.mulligans[seat] + 1
        state.returned = state.returned + state.hands[seat]
        state.hands = put_seat(state.hands, seat, state.fresh[:HAND_SIZE])
        state.fresh = state.fresh[HAND_SIZE:]
        state.mulligans = put_seat(state.mulligans, seat, count)
        events.append(mulligan_taken(seat, count))
        kept = state.kept
        if count == MAX_MULLIGANS:  # no decision left: this hand is kept without an action
            state.kept = kept = put_seat(kept, seat, True)
            events.append(hand_kept(seat, count, True))
    if all(kept):
        deal_virtuals(state, events)
        return events
    slot = state.slot + 1
    while kept[seat_of_slot(slot)]:  # skip a player who is finished
        slot += 1
    state.slot = slot
    return events


def deal_virtuals(state: Draft, events: list[Event]) -> None:
    pool = list(state.fresh + state.returned)
    if not state.deals:  # a stacked deck is used exactly as given (docs/engine-contract.md)
        shuffle(pool, f"{state.seed}:{VIRTUAL_KEY}")  # random.Random(key).shuffle, spelled out
    assert len(pool) == VIRTUAL_PLAYERS * VIRTUAL_HAND
    dealt = iter(pool)  # V1's three cards, then V2's, … (``zip`` over one iterator: no generator)
    state.virtual = tuple(zip(*(dealt,) * VIRTUAL_HAND, strict=True))
    events.append(VIRTUALS_DEALT)
    state.phase, state.round, state.first = OPENING, 1, FIRST_PLAYER
    state.fresh, state.returned = (), ()
    state.face_up = ((False,) * VIRTUAL_HAND,) * VIRTUAL_PLAYERS
