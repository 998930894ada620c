"""Luminaries (spec §4): draw 1, then everyone passes a card the same way, all at once.

The active player chooses direction and card in one action (``pass:<left|right>:<card>``); then every other
player holding a card chooses theirs simultaneously (``pass:<card>``), knowing the direction but not the card
coming to them. Chosen cards leave the hand face down and all move together when the last one is chosen.
"""

from __future__ import annotations

from games.base import Event, Words
from games.quatorze.cards import LUMINARIES
from games.quatorze.config import LEFT_IS_NEXT_SEAT, LUMINARIES_TWO_PLAYERS_LEFT_ONLY
from games.quatorze.events import LuminariesChosen, LuminariesDirected, LuminariesExchanged
from games.quatorze.flow import draw, end_turn, set_hand
from games.quatorze.powers.common import check, fizzle, opponents
from games.quatorze.state import LUMINARIES_OTHERS, LUMINARIES_PASS, Exchange, State, started, update

LEFT, RIGHT = "left", "right"
# What the others are asked, one whole sentence per direction (a direction is a word, not a code).
PASS_LEFT = Words("Luminaries: choose a card to pass left (pass:<card>).")
PASS_RIGHT = Words("Luminaries: choose a card to pass right (pass:<card>).")


def neighbour(seat: int, direction: str, players: int) -> int:
    """[Interp] left = the next seat clockwise (the way play goes), right = the previous one."""
    step = 1 if (direction == LEFT) == LEFT_IS_NEXT_SEAT else -1
    return (seat + step) % players


def directions(players: int) -> tuple[str, ...]:
    return (LEFT,) if players == 2 and LUMINARIES_TWO_PLAYERS_LEFT_ONLY else (LEFT, RIGHT)


def start(state: State, column: str, card: str, created: bool, events: list[Event]) -> State:
    state = draw(state, state.turn, 1, events)
    if not state.hands[state.turn]:
        return fizzle(state, LUMINARIES, "empty_hand", events)
    return update(state, pending=started(LUMINARIES_PASS, column, card))


def legal_pass(state: State, seat: int) -> list[str]:
    hand = state.hands[seat]
    return [f"pass:{d}:{card}" for d in directions(state.players) for card in hand]


def apply_pass(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    legal = legal_pass(state, seat)
    check(
        action,
        legal,
        Words("Luminaries: choose a direction and a card to pass (pass:left:<card> or pass:right:<card>)."),
    )
    _, direction, card = action.split(":")
    passes: list[str | None] = [None] * state.players
    passes[seat] = card
    hands = set_hand(state.hands, seat, tuple(c for c in state.hands[seat] if c != card))
    waiting = tuple(s for s in opponents(state) if hands[s])
    assert state.pending is not None
    pending = state.pending._replace(
        kind=LUMINARIES_OTHERS, direction=direction, passes=tuple(passes), waiting=waiting
    )
    state = update(state, hands=hands, pending=pending)
    events: list[Event] = [LuminariesDirected(seat=seat, direction=direction)]
    if not waiting:
        return _exchange(state, events), events
    return state, events


def legal_other(state: State, seat: int) -> list[str]:
    assert state.pending is not None
    if seat not in state.pending.waiting:
        return []
    return [f"pass:{card}" for card in state.hands[seat]]


def apply_other(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    pending = state.pending
    assert pending is not None
    check(
        action,
        legal_other(state, seat),
        PASS_LEFT if pending.direction == LEFT else PASS_RIGHT,
    )
    card = action[5:]
    passes = (*pending.passes[:seat], card, *pending.passes[seat + 1 :])
    waiting = tuple(s for s in pending.waiting if s != seat)
    hands = set_hand(state.hands, seat, tuple(c for c in state.hands[seat] if c != card))
    state = update(state, hands=hands, pending=pending._replace(passes=passes, waiting=waiting))
    events: list[Event] = [LuminariesChosen(seat=seat)]
    if not waiting:
        return _exchange(state, events), events
    return state, events


def _exchange(state: State, events: list[Event]) -> State:
    """Every chosen card moves at the same moment to its passer's neighbour in the direction."""
    pending = state.pending
    assert pending is not None and pending.direction is not None
    n, direction, passes = state.players, pending.direction, pending.passes
    back = RIGHT if direction == LEFT else LEFT
    hands = list(state.hands)
    exchanges = list(state.exchanges)
    for seat in range(n):
        card = passes[seat]
        if card is not None:
            target = neighbour(seat, direction, n)
            hands[target] = (*hands[target], card)
    for seat in range(n):
        source = neighbour(seat, back, n)
        gave, got = passes[seat], passes[source]
        if gave is not None or got is not None:
            exchanges[seat] = Exchange(
                state.turn_no, direction, gave, neighbour(seat, direction, n), got, source
            )
    passers = tuple(seat for seat in range(n) if passes[seat] is not None)
    events.append(LuminariesExchanged(seat=state.turn, direction=direction, passers=passers))
    return end_turn(update(state, hands=tuple(hands), exchanges=tuple(exchanges), pending=None), events)
