"""The immutable game state and its exact JSON round trip."""

from __future__ import annotations

from dataclasses import dataclass

from games.codec import StateCodec
from games.fastcopy import fast_replace, maker, updater
from games.four_seasons.config import BUTTERFLY
from games.four_seasons.options import Options
from games.twins import builder

BIDDING = "bidding"
BONUS = "bonus"
PLAYING = "playing"
FINISHED = "finished"

FORMAT_VERSION = 1


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: number (1-based), (seat, card) in play order, the season named by a butterfly
    lead (else None), the winner and their card."""

    no: int
    cards: tuple[tuple[int, str], ...]
    named: str | None
    winner: int
    card: str


make_trick = maker(Trick)  # Trick(...) without its frozen __init__, once per trick (games.fastcopy.maker)


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """A scored round, card-free (old card codes would collide with the next round's hands in views)."""

    round: int
    dealer: int
    trump: str | None
    bonus: int | None
    bids: tuple[int, ...]
    tricks: tuple[int, ...]
    made: tuple[bool, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


@fast_replace  # state._replace(**changes): the copy `apply` makes at every action, ~3x faster
@dataclass(frozen=True, slots=True)
class State:
    players: int
    seed: int
    options: Options
    deals: tuple[tuple[str, ...], ...]  # stacked deck orders for the first rounds (may be empty)
    phase: str
    round: int  # 1-based
    dealer: int
    scores: tuple[int, ...]  # cumulative, before the current round is scored (team: the team's score)
    history: tuple[RoundRecord, ...]
    turn_up: str  # out of play; its season is trump, the butterfly means no trump
    hands: tuple[tuple[str, ...], ...]  # canonical order; the playing hand once the seat has bid
    bids: tuple[tuple[str, ...] | None, ...]  # bid cards per seat: the top card first, then canonical
    reveals: tuple[bool | None, ...]  # bonus step: None not asked yet, True revealed, False passed
    bonus: int | None  # the BONUS player, once every seat has been asked
    leader: int | None  # leader of the current trick
    trick: tuple[tuple[int, str], ...]  # the current trick so far
    named: str | None  # season named when the current trick was led with the butterfly
    tricks: tuple[Trick, ...]  # completed tricks of this round (face down: only counts are public)

    @property
    def trump(self) -> str | None:
        return None if self.turn_up == BUTTERFLY else self.turn_up[0]


# A round's new state, built without the frozen __init__ (games.twins.builder: the fields, all required).
make_state = builder(State)
# In-place changes to the draft a step of ``apply`` copied itself and has not returned yet (the end of a
# round after the last trick's copy): one copy per card play (games.fastcopy.updater).
update = updater(State)

codec = StateCodec(State, game="four-seasons", version=FORMAT_VERSION)
dump, load = codec.dump, codec.load  # the exact JSON round trip (games.codec: the stored format)
