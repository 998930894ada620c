"""Queens and Sages (spec §4): public questions about opponents' hands."""

from __future__ import annotations

from games.base import Event, Words
from games.quatorze.cards import QUEENS, TYPE_OF, VALUE_OF
from games.quatorze.events import QueensAsked, SagesAnnounced
from games.quatorze.flow import end_turn
from games.quatorze.powers.common import check, opponents
from games.quatorze.state import QUEENS_TARGET, Draft, State, started


def start_queens(state: Draft, column: str, card: str, created: bool, events: list[Event]) -> Draft:
    """Any opponent may be asked, even one with no card (a forced choice is still an action)."""
    state.pending = started(QUEENS_TARGET, column, card)
    return state


def legal_queens(state: State, seat: int) -> list[str]:
    return [f"target:{s}" for s in opponents(state)]


def apply_queens(state: Draft, seat: int, action: str) -> tuple[Draft, list[Event]]:
    check(action, legal_queens(state, seat), Words("Queens: choose the opponent to ask (target:<seat>)."))
    target = int(action[7:])
    answer = any(TYPE_OF[card] == QUEENS for card in state.hands[target])
    events: list[Event] = [QueensAsked(seat=seat, target=target, answer=answer)]
    state.pending = None
    return end_turn(state, events), events


def announce_sages(state: Draft, column: str, card: str, created: bool, events: list[Event]) -> Draft:
    """Every other player's sum of printed values, announced automatically (nobody decides)."""
    sums = tuple((s, sum(VALUE_OF[c] for c in state.hands[s])) for s in opponents(state))
    events.append(SagesAnnounced(seat=state.turn, sums=sums))
    return end_turn(state, events)
