"""The spelled-out rules of the hot path give exactly what the plain constructions give (bench/HISTORY.md,
"Issue 18: Quattro Exchange, the exchange step and the turn asked once").

The virtual players' give rule by bits against the rule as written (sets of the open suits and numbers,
then the highest fitting card, else the highest); the game's shuffle against ``random.Random(key).shuffle``;
the hand order by one int against ``SORT_KEY``; and ``to_act`` remembered for ``legal_actions`` and
``apply`` only for the very state it was asked about, whatever other states are asked in between.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games.quattro_exchange as qe
from games.base import IllegalActionError
from games.quattro_exchange import events
from games.quattro_exchange.cards import (
    CODES,
    DECK,
    NUMBER,
    RANK,
    SUIT,
    distinct,
    is_quattro,
    shuffle,
    shuffled_deck,
    sort_hand,
)
from games.quattro_exchange.compare import _is_quattro, compare
from games.quattro_exchange.config import ZERO
from games.quattro_exchange.state import set_exchanged
from games.quattro_exchange.virtual import virtual_give
from tests.games.quattro_exchange.plain import plain_compare, plain_to_act


def plain_give(hand: Sequence[str], opens: Sequence[str]) -> str:
    """Spec §3.5 as written: a black 0 first, else the highest card whose suit and number are both unused
    among the open cards, else the highest card (number, then S > D > H > C)."""
    if ZERO in hand:
        return ZERO
    used_suits = {SUIT[o] for o in opens}
    used_numbers = {NUMBER[o] for o in opens}
    fitting = [h for h in hand if SUIT[h] not in used_suits and NUMBER[h] not in used_numbers]
    return max(fitting or hand, key=RANK.__getitem__)


@st.composite
def hand_and_opens(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    cards = draw(st.permutations(DECK))
    size = draw(st.integers(min_value=1, max_value=3))
    return list(cards[:size]), list(cards[size : size + draw(st.integers(min_value=0, max_value=3))])


@settings(max_examples=400, deadline=None)
@given(hand_and_opens())
def test_a_virtual_player_gives_the_card_the_written_rule_names(case: tuple[list[str], list[str]]) -> None:
    hand, opens = case
    assert virtual_give(hand, opens) == plain_give(hand, opens)


def test_every_three_card_hand_against_every_single_open_card() -> None:
    hands = [DECK[i : i + 3] for i in range(len(DECK) - 2)] + [("S6", "D6", "H6"), ("C1", "H1", "D1")]
    for hand in hands:
        for open_card in (*DECK, None):
            opens = [] if open_card is None else [open_card]
            assert virtual_give(hand, opens) == plain_give(hand, opens), (hand, opens)


@settings(max_examples=200, deadline=None)
@given(key=st.text(max_size=12), size=st.sampled_from([0, 1, 2, 18, 26]))
def test_the_shuffle_is_randoms_own_shuffle(key: str, size: int) -> None:
    ours, theirs = list(DECK[:size]), list(DECK[:size])
    shuffle(ours, key)
    random.Random(key).shuffle(theirs)
    assert ours == theirs


@given(seed=st.integers(min_value=0, max_value=10**9))
def test_a_game_deals_what_randoms_shuffle_deals(seed: int) -> None:
    theirs = list(DECK)
    random.Random(f"{seed}:1").shuffle(theirs)
    assert shuffled_deck(seed, "1") == tuple(theirs)
    assert qe.new_game(players=2, seed=seed).hands == (tuple(theirs[:4]), tuple(theirs[4:8]))


@given(deck=st.permutations(DECK), size=st.integers(min_value=0, max_value=5), as_tuple=st.booleans())
def test_distinct_cards_come_in_hand_order_each_once(deck: list[str], size: int, as_tuple: bool) -> None:
    # Cards of one deck (a hand, open cards): only the black zero can repeat, which ``distinct`` relies on.
    cards = tuple(deck[:size]) if as_tuple else list(deck[:size])
    assert distinct(cards) == sort_hand(set(cards))
    both_zeros = [*cards[: size // 2], ZERO, *cards[size // 2 :], ZERO]
    assert distinct(both_zeros) == sort_hand(set(both_zeros))


def test_to_act_is_remembered_only_for_the_very_state_it_was_asked_about() -> None:
    games = [qe.new_game(players=2, seed=seed, options={"opening_mode": "sequential"}) for seed in (1, 2)]
    rng = random.Random(7)
    while any(qe.to_act(state) for state in games):
        for g, state in enumerate(games):
            other = games[1 - g]
            qe.to_act(other)  # the remembered answer is the other game's
            for seat in (0, 1):
                listed = qe.legal_actions(state, seat)
                assert bool(listed) == (seat in plain_to_act(state))
            if not (acting := plain_to_act(state)):
                continue
            waiting = 1 - acting[0] if len(acting) == 1 else None
            qe.to_act(other)
            if waiting is not None:
                action = qe.legal_actions(state, acting[0])[0]
                qe.to_act(other)
                refused = _refusal(state, waiting, action)
                assert refused is not None and "not your turn" in refused.lower(), refused
            seat = rng.choice(acting)
            qe.to_act(other)
            games[g], _ = qe.apply(state, seat, rng.choice(qe.legal_actions(state, seat)))


def _refusal(state: qe.State, seat: int, action: str) -> str | None:
    try:
        qe.apply(state, seat, action)
    except IllegalActionError as refusal:
        return str(refusal)
    return None


def test_the_exchange_setter_copies_like_replace_along_a_game() -> None:
    game = qe
    names = ("hands", "virtual", "face_up", "visits", "received", "turn", "recent")
    state = previous = game.new_game(players=2, seed=3)
    rng = random.Random(3)
    while seats := game.to_act(state):
        changes = {name: getattr(previous, name) for name in names}  # the previous state's values
        changes["turn"] = rng.randrange(99)
        assert set_exchanged(state, *(changes[n] for n in names)) == state._replace(**changes)
        seat = rng.choice(seats)
        action = rng.choice(game.legal_actions(state, seat))
        previous, (state, _events) = state, game.apply(state, seat, action)


@settings(max_examples=400, deadline=None)
@given(
    deck=st.permutations(DECK),
    sizes=st.sampled_from([(4, 4), (4, 4), (3, 3), (2, 2)]),  # hands of one deck, equal sizes
    zero_rule=st.booleans(),
    tiebreak=st.sampled_from(["highest_card", "lexicographic"]),
)
def test_the_comparison_is_the_comparison_as_written(
    deck: list[str], sizes: tuple[int, int], zero_rule: bool, tiebreak: str
) -> None:
    first, second = deck[: sizes[0]], deck[sizes[0] : sum(sizes)]
    expected = plain_compare([first, second], zero_rule, tiebreak)
    assert compare([first, second], zero_rule, tiebreak) == expected
    assert compare((tuple(first), tuple(second)), zero_rule, tiebreak) == expected


def test_the_quattro_by_bits_is_the_quattro_as_written_for_every_four_cards() -> None:
    for cards in combinations(DECK, 4):
        assert _is_quattro(cards) == is_quattro(cards), cards
    for cards in (("K0", "S1"), ("S1", "D2", "H3"), ("S1", "D2", "H3", "C4", "K0")):
        assert _is_quattro(cards) == is_quattro(cards) is False


@pytest.mark.parametrize(
    ("interned", "cls", "domain"),
    [
        (events.exchanged, events.Exchanged, product(range(2), range(1, 7), sorted(CODES), range(1, 7))),
        (events.stopped, events.Stopped, product(range(2), range(1, 4), (False, True))),
        (events.passed, events.Passed, product(range(2), range(1, 4), (False, True))),
        (events.opening_chosen, events.OpeningChosen, product(range(1, 4), range(2))),
        (events.phase_started, events.ExchangePhaseStarted, product(range(1, 4), range(2))),
        (events.phase_ended, events.ExchangePhaseEnded, product(range(1, 4), range(2), (0, 1, None))),
        (events.hand_kept, events.HandKept, product(range(2), range(3), (False, True))),
        (events.mulligan_taken, events.MulliganTaken, product(range(2), range(1, 3))),
    ],
)
def test_an_interned_event_is_the_event_the_class_makes(interned, cls, domain) -> None:  # type: ignore[no-untyped-def]
    for fields in domain:
        made, expected = interned(*fields), cls(*fields)
        assert type(made) is cls and made == expected and repr(made) == repr(expected)
        assert interned(*fields) is made  # made once, at import
    outside = interned(*(9 if isinstance(f, int) and not isinstance(f, bool) else f for f in fields))
    assert type(outside) is cls and outside != made  # a field outside the table: made as before
