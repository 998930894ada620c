"""The last turns' public happenings, kept in the state for the table message's "Last: …" line."""

from __future__ import annotations

import dataclasses

from games.base import Event
from games.recent import remember


@dataclasses.dataclass(frozen=True, slots=True)
class Gave(Event):  # two events of no game in particular: remember() keeps any game's events
    seat: int
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class Stopped(Event):
    seat: int


def test_a_seats_run_of_actions_is_one_turn_and_only_the_last_turns_are_kept() -> None:
    first = Gave(seat=0, card="S3")
    recent = remember((), 0, [first], keep=2)
    recent = remember(recent, 0, [Stopped(seat=0)], keep=2)
    assert recent == ((0, (first, Stopped(seat=0))),)
    recent = remember(recent, 1, [], keep=2)
    recent = remember(recent, 0, [first], keep=2)
    assert [seat for seat, _ in recent] == [1, 0], "the oldest turn falls off"
