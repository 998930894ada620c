"""Starting a round: the dealer, the deal and the turn-up (spec §2, §3 a)."""

from __future__ import annotations

from collections.abc import Sequence

from games import tricks
from games.four_seasons.cards import DECK, sort_cards
from games.four_seasons.config import FIRST_DEALER, HAND_SIZE
from games.four_seasons.events import RoundStarted
from games.four_seasons.state import BIDDING, State, make_state
from games.twins import builder

make_round_started = builder(RoundStarted)  # once a round, without the frozen __init__ (games.twins)


def dealer_of(round_no: int, players: int) -> int:
    """The deal passes to the left: round r is dealt by seat (r - 1) mod n, starting from seat 0."""
    return tricks.dealer(round_no, players, FIRST_DEALER)


def deal(
    players: int, seed: int, deals: Sequence[Sequence[str]], round_no: int
) -> tuple[tuple[tuple[str, ...], ...], str]:
    """(hands, turn-up) for a round: the stacked deck order if given (seat i gets the i-th block, the next
    card is the turn-up), else a shuffle derived from the seed and the round number."""
    order = tricks.round_order(DECK, seed, round_no, deals)
    size = HAND_SIZE[players]
    return tricks.deal(order, players, size, sort_cards), order[size * players]


def start_round(state: State, round_no: int) -> tuple[State, RoundStarted]:
    """Deal round ``round_no`` and open its secret bids (everyone at once)."""
    n = state.players
    hands, turn_up = deal(n, state.seed, state.deals, round_no)
    dealer = dealer_of(round_no, n)
    new = make_state(  # State(...) without its frozen __init__ (games.fastcopy.maker)
        players=n,
        seed=state.seed,
        options=state.options,
        deals=state.deals,
        phase=BIDDING,
        round=round_no,
        dealer=dealer,
        scores=state.scores,
        history=state.history,
        turn_up=turn_up,
        hands=hands,
        bids=(None,) * n,
        reveals=(None,) * n,
        bonus=None,
        leader=None,
        trick=(),
        named=None,
        tricks=(),
    )
    return new, make_round_started(round_no, dealer, turn_up, new.trump)
