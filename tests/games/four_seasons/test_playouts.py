"""Random legal playouts for both player counts and every variant, checked by the shared invariant checker."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games.four_seasons as fs
from games.base import IllegalActionError
from games.four_seasons.cards import DECK
from games.four_seasons.config import TEAMS
from games.four_seasons.state import FINISHED
from tests.games.invariants import Playout, check_playout, check_state, playouts, replay

# Slow: random whole games, checked after every action (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

MAX_ACTIONS = 3_000  # about 90 rounds; random games end in 25 rounds at most in practice

VARIANTS = [
    (3, fs.Options()),
    (4, fs.Options()),
    (3, fs.Options(bonus_bids=False)),
    (4, fs.Options(butterfly_may_bid=True)),
    (3, fs.Options(butterfly_may_bid=True)),
    (3, fs.Options(variant="profi")),
    (4, fs.Options(variant="profi", bonus_bids=False)),
    (4, fs.Options(variant="team")),
]


def public_bid_cards(state: fs.State, seat: int) -> set[str]:
    """Bid cards everyone may see (spec §5): the BONUS player's, a revealed top card, all at the end."""
    bid = state.bids[seat] or ()
    if state.phase == FINISHED or seat == state.bonus:
        return set(bid)
    return {bid[0]} if bid and state.reveals[seat] else set()


def secret_cards(rules: Any, state: fs.State, seat: int) -> set[str]:
    """What only ``seat`` (and, in the team variant, its partner) may see: the hand and unrevealed bid
    cards. A partner's bid becomes the seat's to see once all four bids are in."""
    owners = [seat]
    if state.options.variant == "team" and all(bid is not None for bid in state.bids):
        owners += [b if a == seat else a for a, b in TEAMS if seat in (a, b)]
    cards = set(state.hands[seat])
    for owner in owners:
        cards |= set(state.bids[owner] or ()) - public_bid_cards(state, owner)
    return cards


def cards_conserved(state: fs.State) -> None:
    """Hands + bid cards + the current trick + this round's tricks + the turn-up are the 37 cards."""
    cards = [card for hand in state.hands for card in hand]
    cards += [card for bid in state.bids if bid is not None for card in bid]
    cards += [card for _, card in state.trick]
    cards += [card for trick in state.tricks for _, card in trick.cards]
    cards.append(state.turn_up)
    assert sorted(cards) == sorted(DECK)
    assert all(len(trick.cards) == state.players for trick in state.tricks)
    if state.options.variant == "team":
        assert state.scores[0] == state.scores[2] and state.scores[1] == state.scores[3]


def check_profi_playout(playout: Playout) -> fs.State:
    """``check_playout`` with the Profi winner rule: the shared checker expects the top score to win, but
    in Profi the highest *qualifier* wins (77+ points and a made bid), who may not have the top score."""
    assert playout.finished, f"the game did not end within {len(playout.actions)} actions"
    rng = random.Random(playout.seed)
    seen: dict[str, None] = {}
    state = fs.new_game(players=playout.players, seed=playout.seed, options=playout.options)
    for seat, action in playout.actions:
        legal = check_state(fs, state, seen, rng, cards_conserved, secret_cards, 3)
        assert action in legal[seat]
        before = fs.dump(state)
        state_after, _ = fs.apply(state, seat, action)
        assert fs.dump(state) == before
        state = state_after
    check_state(fs, state, seen, rng, cards_conserved, secret_cards, 3)
    result = fs.outcome(state)
    assert result is not None and fs.to_act(state) == ()
    last = state.history[-1]
    qualifiers = [s for s in range(state.players) if state.scores[s] >= 77 and last.made[s]]
    assert qualifiers and result.winners == (max(qualifiers, key=state.scores.__getitem__),)
    assert fs.dump(state) == playout.final_dump
    try:
        assert fs.dump(replay(fs, playout)) == playout.final_dump
    except IllegalActionError as error:
        raise AssertionError(f"replaying the log failed: {error}") from error
    return state


def uniform_playouts(players: int, options: fs.Options) -> st.SearchStrategy[Playout]:
    """Random games choosing uniformly among the legal actions.

    The shared ``playouts`` strategy lets Hypothesis pick action indices, which it biases towards the first
    legal action: every bid is then a heap of autumn cards that is never made, and a Profi game (which
    needs a made bid) would never end. Profi playouts therefore draw only the seed of a uniform chooser."""

    @st.composite
    def strategy(draw: st.DrawFn) -> Playout:
        seed = draw(st.integers(min_value=0, max_value=2**32 - 1), label="seed")
        rng = random.Random(seed)
        state = fs.new_game(players=players, seed=seed, options=options)
        log: list[tuple[int, str]] = []
        while (acting := fs.to_act(state)) and len(log) < MAX_ACTIONS:
            seat = rng.choice(acting)
            action = rng.choice(fs.legal_actions(state, seat))
            state, _ = fs.apply(state, seat, action)
            log.append((seat, action))
        return Playout(players, options, seed, tuple(log), not fs.to_act(state), fs.dump(state))

    return strategy()


def test_the_module_is_a_complete_game() -> None:
    assert (fs.id, fs.name, fs.min_players, fs.max_players) == ("four-seasons", "4 Seasons", 3, 4)
    assert fs.Options() == fs.Options(variant="standard", bonus_bids=True, butterfly_may_bid=False)


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=lambda v: str(v))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_legal_games_keep_every_invariant(
    players: int, options: fs.Options, data: st.DataObject
) -> None:
    if options.variant == "profi":
        state = check_profi_playout(data.draw(uniform_playouts(players, options)))
    else:
        # Hypothesis-chosen actions (simple, shrinkable games) or uniformly random ones (bids get made,
        # BONUS players miss and make theirs).
        strategy = playouts(fs, players, options, max_actions=MAX_ACTIONS) | uniform_playouts(
            players, options
        )
        state = check_playout(
            fs,
            data.draw(strategy),
            max_actions=MAX_ACTIONS,
            conservation=cards_conserved,
            hidden_cards=secret_cards,
        )
    assert state.phase == FINISHED and state.history
