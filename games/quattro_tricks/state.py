"""The immutable game state and its exact JSON round trip."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from games.fastcopy import fast_replace
from games.quattro_tricks.cards import COLOUR
from games.quattro_tricks.options import Options

CHOOSING = "choosing"
BIDDING = "bidding"
PLAYING = "playing"
FINISHED = "finished"
START = "start"  # the Starting-Choice option (b), as recorded in ``Choosing.chosen``

FORMAT_VERSION = 1


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: number (1-12), cards in play order as (seat, card), the winner and their card."""

    no: int
    cards: tuple[tuple[int, str], ...]
    winner: int
    card: str

    @property
    def led(self) -> str:
        return COLOUR[self.cards[0][1]]

    @property
    def all_cards(self) -> tuple[str, ...]:
        return tuple(card for _, card in self.cards)


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
    leader: int | None  # leader of the current trick
    trick: tuple[tuple[int, str], ...]  # the current trick so far
    tricks: tuple[Trick, ...]  # completed tricks of this round


def dump(state: State) -> str:
    data: dict[str, Any] = {
        "v": FORMAT_VERSION,
        "players": state.players,
        "seed": state.seed,
        "options": state.options.model_dump(mode="json"),
        "deals": state.deals,
        "phase": state.phase,
        "round": state.round,
        "scores": state.scores,
        "history": [[r.round, r.sets, r.starter, r.bids, r.points, r.scores] for r in state.history],
        "sets": state.sets,
        "starter": state.starter,
        "choosing": None
        if state.choosing is None
        else [state.choosing.mode, state.choosing.order, state.choosing.chosen],
        "bids": state.bids,
        "hands": state.hands,
        "leader": state.leader,
        "trick": state.trick,
        "tricks": [[t.no, t.cards, t.winner, t.card] for t in state.tricks],
    }
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _pairs(items: list[list[Any]]) -> tuple[tuple[int, str], ...]:
    return tuple((seat, value) for seat, value in items)


def load(text: str) -> State:
    data = json.loads(text)
    if data.get("v") != FORMAT_VERSION:
        raise ValueError(f"unsupported quattro-tricks state version {data.get('v')!r}")
    choosing = data["choosing"]
    return State(
        players=data["players"],
        seed=data["seed"],
        options=Options.model_validate(data["options"]),
        deals=tuple(tuple(deal) for deal in data["deals"]),
        phase=data["phase"],
        round=data["round"],
        scores=tuple(data["scores"]),
        history=tuple(
            RoundRecord(no, tuple(sets), starter, tuple(bids), tuple(points), tuple(scores))
            for no, sets, starter, bids, points, scores in data["history"]
        ),
        sets=tuple(data["sets"]),
        starter=data["starter"],
        choosing=None if choosing is None else Choosing(choosing[0], tuple(choosing[1]), _pairs(choosing[2])),
        bids=tuple(data["bids"]),
        hands=tuple(tuple(hand) for hand in data["hands"]),
        leader=data["leader"],
        trick=_pairs(data["trick"]),
        tricks=tuple(Trick(no, _pairs(cards), winner, card) for no, cards, winner, card in data["tricks"]),
    )
