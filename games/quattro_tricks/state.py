"""The immutable game state and its exact JSON round trip."""

from __future__ import annotations

from dataclasses import dataclass

from games.codec import StateCodec
from games.fastcopy import fast_replace
from games.quattro_tricks.options import Options
from games.tricks import Trick  # a completed trick: the kit's record (no, cards, winner, card)

CHOOSING = "choosing"
BIDDING = "bidding"
PLAYING = "playing"
FINISHED = "finished"
START = "start"  # the Starting-Choice option (b), as recorded in ``Choosing.chosen``

FORMAT_VERSION = 1


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """A scored round: who held which set, who started, the bids, the points and the scores after."""

    round: int
    sets: tuple[str, ...]
    starter: int
    bids: tuple[str, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Choosing:
    """A custom-rule selection in progress: the tie order and the choices made so far, in order."""

    mode: str
    order: tuple[int, ...]
    chosen: tuple[tuple[int, str], ...]  # (seat, set letter or START)


@fast_replace  # state._replace(**changes): the copy `apply` makes at every action, ~3x faster
@dataclass(frozen=True, slots=True)
class State:
    players: int
    seed: int
    options: Options
    deals: tuple[tuple[str, ...], ...]  # stacked deck orders for the first rounds (may be empty)
    phase: str
    round: int  # 1-based; during CHOOSING the round being prepared
    scores: tuple[int, ...]  # cumulative, before the current round is scored
    history: tuple[RoundRecord, ...]
    sets: tuple[str | None, ...]
    starter: int | None
    choosing: Choosing | None
    bids: tuple[str | None, ...]  # bid payloads
    hands: tuple[tuple[str, ...], ...]  # sorted R B Y G, then number
    leader: int | None  # the trick in play (games.tricks.TrickState): its leader, its cards so far
    trick: tuple[tuple[int, str], ...]
    tricks: tuple[Trick, ...]  # completed tricks of this round


codec = StateCodec(State, game="quattro-tricks", version=FORMAT_VERSION)
dump, load = codec.dump, codec.load  # the exact JSON round trip (games.codec: the stored format)
