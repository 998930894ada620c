"""Deadly Sins (spec §4): an opponent's random card goes onto the columns, without its power."""

from __future__ import annotations

from games import seeded
from games.base import Event, IllegalActionError, Words
from games.quatorze.cards import AGES, PEAKS, SINS, TYPE_OF
from games.quatorze.config import COLUMN_END, MAX_PLAYERS, SINS_PEAKS_PLACED_ANYWHERE
from games.quatorze.events import sin_committed, sin_placed
from games.quatorze.flow import draw, end_turn, finish
from games.quatorze.powers.common import OPPONENTS, check, fizzle, opponents, parse_seat
from games.quatorze.state import (
    DISCARDED,
    END_POWER,
    SINS_PLACE,
    SINS_TARGET,
    Draft,
    End,
    State,
    started,
)
from games.quatorze.table import cards_of, is_wild, known, with_card

TARGET_TEXT = tuple(f"target:{seat}" for seat in range(MAX_PLAYERS))  # a target's text, by seat
TARGET_OF = {text: seat for seat, text in enumerate(TARGET_TEXT)}  # and back
TARGET_PROMPT = Words("Deadly Sins: choose an opponent holding a card (target:<seat>).")


def start(state: Draft, column: str, card: str, created: bool, events: list[Event]) -> Draft:
    hands = state.hands
    for seat in OPPONENTS[state.players][state.turn]:
        if hands[seat]:
            state.pending = started(SINS_TARGET, column, card)
            return state
    return fizzle(state, SINS, "no_target", events)  # [Interp] no opponent holds a card


def _targets(state: State) -> list[int]:
    return [seat for seat in opponents(state) if state.hands[seat]]


def legal_target(state: State, seat: int) -> list[str]:
    hands = state.hands
    return [TARGET_TEXT[s] for s in OPPONENTS[state.players][state.turn] if hands[s]]  # _targets, as text


def apply_target(state: Draft, seat: int, action: str) -> tuple[Draft, list[Event]]:
    """The opponent ``action`` names loses a random card of their hand to the columns (a listed target:
    an opponent holding a card, read without listing the targets; anything else is refused)."""
    victim = TARGET_OF.get(action)
    hands = state.hands
    if victim is None or victim == seat or victim >= state.players or not hands[victim]:
        _refuse_target(state, seat, action)
        victim = int(action[7:])  # not reached: every other action is refused
    hand = hands[victim]
    # Each random pick has its own stream (``random.Random(key).randrange``), so replays give the same card.
    index = seeded.randrange(f"{state.seed}:sins:{state.picks}", len(hand))
    card = hand[index]
    changed = list(hands)
    changed[victim] = hand[:index] + hand[index + 1 :]
    state.hands = tuple(changed)
    state.picks += 1
    events: list[Event] = [sin_committed(seat, victim, card)]
    places = _places(state, card)
    if len(places) == 1:  # nothing to decide: it goes on its own column
        return _place(state, seat, victim, card, places[0], events), events
    assert state.pending is not None
    state.pending = state.pending._replace(kind=SINS_PLACE, victim=victim, discard=card)
    return state, events


def _refuse_target(state: State, seat: int, action: str) -> None:
    """Raise the refusal of an action that is not a listed target, in the words of the plain check."""
    if action.startswith("target:"):
        victim = parse_seat(action[7:])
        if victim is not None and 0 <= victim < state.players and victim != seat and not state.hands[victim]:
            raise IllegalActionError("That player holds no card: choose an opponent who holds one.")
    check(action, legal_target(state, seat), TARGET_PROMPT)


def _places(state: State, card: str) -> list[str]:
    """Its own column (created if missing); any existing column if it is wild or an Ages of Man card.

    [Seed; revised] that list is exhaustive: a Peaks discard goes to the Peaks column (unlike a Peaks
    card played from a hand, spec §3.1), unless ``SINS_PEAKS_PLACED_ANYWHERE``."""
    own = TYPE_OF[card]
    _, found, codes, where = known(state.columns)
    free = own == AGES or (own == PEAKS and SINS_PEAKS_PLACED_ANYWHERE)
    if not free and not is_wild(card, *found):
        return [own]
    places = [own, *codes]  # then every other column in table order: its own one's taken out again
    at = where.get(own)
    if at is not None:
        del places[1 + at]
    return places


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


def _place(state: Draft, seat: int, victim: int, card: str, column: str, events: list[Event]) -> Draft:
    size = len(cards_of(state.columns, column))
    events.append(sin_placed(seat, victim, card, column, size == 0))
    state.pending = None
    if size + 1 >= COLUMN_END:  # the 7th card by a power scores for nobody; the victim does not redraw
        return finish(state, End(END_POWER, card, column, None), events)
    state.columns, _ = with_card(state.columns, column, card, DISCARDED)  # it never sets the wild
    return end_turn(draw(state, victim, 1, events), events)
