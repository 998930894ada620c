"""The card play's fast paths give exactly what the plain constructions give (bench/HISTORY.md names them).

While a card must be played, ``legal_actions`` checks the turn and lists the action strings in one pass
each, and ``apply`` checks following suit without building ``playable``'s tuple: the list must be the
one ``cards.playable`` gives, in the same order, and ``apply`` must accept exactly those cards of the
hand, in every position a random game reaches (all variants, 3 and 4 players, butterfly leads)."""

from __future__ import annotations

import random

import pytest

import games.four_seasons as fs
from games.base import IllegalActionError
from games.four_seasons.cards import BUTTERFLY_LEADS, PLAY_ACTION, led_season, playable
from games.four_seasons.config import BUTTERFLY, BUTTERFLY_MAY_NAME_TRUMP
from games.four_seasons.state import PLAYING

SEEDS = range(25)


def plain_legal(state: fs.State, seat: int) -> list[str]:
    """The construction the fast path replaced: to_act, then playable's tuple, then the strings."""
    if seat not in fs.to_act(state):
        return []
    hand = state.hands[seat]
    if state.trick:
        return [PLAY_ACTION[card] for card in playable(hand, led_season(state.trick, state.named))]
    actions = [PLAY_ACTION[card] for card in hand if card != BUTTERFLY]
    if BUTTERFLY in hand:
        actions += [a for a in BUTTERFLY_LEADS if BUTTERFLY_MAY_NAME_TRUMP or a[-1] != state.trump]
    return actions


TABLES = [(3, "standard"), (4, "standard"), (4, "profi"), (4, "team")]


@pytest.mark.parametrize(("players", "variant"), TABLES)
def test_card_plays_are_listed_and_accepted_as_plainly_constructed(players: int, variant: str) -> None:
    checked = 0
    for seed in SEEDS:
        rng = random.Random(seed)
        state = fs.new_game(players=players, seed=seed, options=fs.Options(variant=variant))
        while seats := fs.to_act(state):
            seat = rng.choice(seats)
            if state.phase == PLAYING:
                for other in range(players):
                    assert fs.legal_actions(state, other) == plain_legal(state, other)
                legal = fs.legal_actions(state, seat)
                for card in state.hands[seat]:
                    action = PLAY_ACTION[card]
                    if card == BUTTERFLY and not state.trick:
                        continue  # a butterfly lead names a season: its actions are in the list
                    try:
                        fs.apply(state, seat, action)
                        accepted = True
                    except IllegalActionError:
                        accepted = False
                    assert accepted == (action in legal), (state, action)
                checked += 1
            state, _ = fs.apply(state, seat, rng.choice(fs.legal_actions(state, seat)))
    assert checked > 20 * len(SEEDS)
