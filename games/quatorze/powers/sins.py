"""Deadly Sins (spec §4): an opponent's random card goes onto the columns, without its power."""

from __future__ import annotations

import random

from games.base import Event, IllegalActionError, Words
from games.quatorze.cards import AGES, PEAKS, SINS, TYPE_OF
from games.quatorze.config import COLUMN_END, SINS_PEAKS_PLACED_ANYWHERE
from games.quatorze.events import SinCommitted, SinPlaced
from games.quatorze.flow import draw, end_turn, finish, set_hand
from games.quatorze.powers.common import check, fizzle, opponents, parse_seat
from games.quatorze.state import (
    DISCARDED,
    END_POWER,
    SINS_PLACE,
    SINS_TARGET,
    End,
    State,
    make_pending,
    update,
)
from games.quatorze.table import cards_of, is_wild, wild_colour, wild_number, with_card


def start(state: State, column: str, card: str, created: bool, events: list[Event]) -> State:
    if not _targets(state):  # [Interp] no opponent holds a card
        return fizzle(state, SINS, "no_target", events)
    return update(state, pending=make_pending(SINS_TARGET, column, card))


def _targets(state: State) -> list[int]:
    return [seat for seat in opponents(state) if state.hands[seat]]


def legal_target(state: State, seat: int) -> list[str]:
    return [f"target:{s}" for s in _targets(state)]


def apply_target(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    legal = legal_target(state, seat)
    if action.startswith("target:"):
        victim = parse_seat(action[7:])
        if victim is not None and 0 <= victim < state.players and victim != seat and not state.hands[victim]:
            raise IllegalActionError("That player holds no card: choose an opponent who holds one.")
    check(action, legal, Words("Deadly Sins: choose an opponent holding a card (target:<seat>)."))
    victim = int(action[7:])
    hand = state.hands[victim]
    # Each random pick has its own stream, so replays and dumps give the same card.
    index = random.Random(f"{state.seed}:sins:{state.picks}").randrange(len(hand))
    card = hand[index]
    state = update(
        state, hands=set_hand(state.hands, victim, hand[:index] + hand[index + 1 :]), picks=state.picks + 1
    )
    events: list[Event] = [SinCommitted(seat=seat, victim=victim, card=card)]
    places = _places(state, card)
    if len(places) == 1:  # nothing to decide: it goes on its own column
        return _place(state, seat, victim, card, places[0], events), events
    assert state.pending is not None
    return update(state, pending=state.pending._replace(kind=SINS_PLACE, victim=victim, discard=card)), events


def _places(state: State, card: str) -> list[str]:
    """Its own column (created if missing); any existing column if it is wild or an Ages of Man card.

    [Seed; revised] that list is exhaustive: a Peaks discard goes to the Peaks column (unlike a Peaks
    card played from a hand, spec §3.1), unless ``SINS_PEAKS_PLACED_ANYWHERE``."""
    own = TYPE_OF[card]
    columns = state.columns
    free = own == AGES or (own == PEAKS and SINS_PEAKS_PLACED_ANYWHERE)
    if not free and not is_wild(card, wild_colour(columns), wild_number(columns)):
        return [own]
    return [own, *(code for code, _, _ in columns if code != own)]


def legal_place(state: State, seat: int) -> list[str]:
    assert state.pending is not None and state.pending.discard is not None
    return [f"place:{column}" for column in _places(state, state.pending.discard)]


def apply_place(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    pending = state.pending
    assert pending is not None and pending.discard is not None and pending.victim is not None
    legal = legal_place(state, seat)
    prompt = Words("Deadly Sins: choose the column for {card} ({places}).")
    check(action, legal, prompt, card=pending.discard, places=", ".join(legal))
    events: list[Event] = []
    return _place(state, seat, pending.victim, pending.discard, action[6:], events), events


def _place(state: State, seat: int, victim: int, card: str, column: str, events: list[Event]) -> State:
    size = len(cards_of(state.columns, column))
    events.append(SinPlaced(seat=seat, victim=victim, card=card, column=column, created=size == 0))
    if size + 1 >= COLUMN_END:  # the 7th card by a power scores for nobody; the victim does not redraw
        return finish(update(state, pending=None), End(END_POWER, card, column, None), events)
    columns, _ = with_card(state.columns, column, card, DISCARDED)  # it never sets the wild
    state = draw(update(state, columns=columns, pending=None), victim, 1, events)
    return end_turn(state, events)
