"""Starting a round: the deal, the set assignment and the starter (spec §2, §3 steps 1-3)."""

from __future__ import annotations

from collections.abc import Sequence

from games import tricks
from games.quattro_tricks.cards import deck, sort_hand
from games.quattro_tricks.config import HAND_SIZE, SETS_BY_PLAYERS
from games.quattro_tricks.events import RoundStarted
from games.quattro_tricks.state import BIDDING, State
from games.twins import builder


def base_sets(players: int, round_no: int) -> tuple[str, ...]:
    """Base rules: in round r seat s holds set (s - (r - 1)) mod n of A, B, C(, D)."""
    sets = SETS_BY_PLAYERS[players]
    return tuple(sets[(seat - (round_no - 1)) % players] for seat in range(players))


def deal(
    players: int, seed: int, deals: Sequence[Sequence[str]], round_no: int
) -> tuple[tuple[str, ...], ...]:
    """Hands for a round: the stacked deck order if given (seat i gets the i-th block of 12, top card
    first), else a shuffle derived from the seed and the round number."""
    return tricks.deal(
        tricks.round_order(deck(players), seed, round_no, deals), players, HAND_SIZE, sort_hand
    )


# A round's state and its RoundStarted, built through their mutable twins (games.twins): the fields in
# State's order, no frozen __init__.
make_state, make_round_started = builder(State), builder(RoundStarted)


def start_round(
    state: State, round_no: int, sets: tuple[str, ...], starter: int
) -> tuple[State, RoundStarted]:
    """Deal round ``round_no`` and open its bidding, which the starter begins."""
    n = state.players
    new = make_state(
        n,
        state.seed,
        state.options,
        state.deals,
        BIDDING,
        round_no,
        state.scores,
        state.history,
        sets,
        starter,
        None,  # choosing
        (None,) * n,  # bids
        deal(n, state.seed, state.deals, round_no),
        None,  # leader
        (),  # trick
        (),  # tricks
    )
    return new, make_round_started(round_no, starter, sets)
