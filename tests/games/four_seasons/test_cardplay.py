"""The fast steps give exactly what the plain ones give (bench/HISTORY.md: "Issue 18: 4 Seasons' card
play in one copy").

``apply`` plays a card through ``cardplay.card_play`` (a table of action texts, one mutable twin, rank
tables): in every card-play position of random games it must give what the plain step ``play.play``
gives (the trick kit's ``games.tricks.play``) for every card play text of the deck, junk and a bool
seat: the same dump bytes, state and events, or the same refusal. A bid is checked by ``bids.held_bid``
before ``check_bid``: it must accept exactly what ``check_bid`` accepts, with the same cards. The
bid totals come from tables (``cards.BID_VALUES``); ``to_act`` remembers its last answer by state
identity, which two interleaved games must not confuse."""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import permutations

from hypothesis import given, settings
from hypothesis import strategies as st

import games.four_seasons as fs
from games.base import Event, IllegalActionError
from games.four_seasons import engine
from games.four_seasons.bids import check_bid, held_bid
from games.four_seasons.cardplay import PLAYED
from games.four_seasons.cards import DECK, bid_total, bid_value
from games.four_seasons.config import BID_CARDS, BUTTERFLY, SEASONS
from games.four_seasons.play import play
from games.four_seasons.state import PLAYING

TABLES = [(3, "standard", False), (3, "profi", True), (4, "standard", True), (4, "team", False)]
JUNK: list[object] = [
    "play:",
    "play:ZZ",
    "play:BF:",
    "play:BF:X",
    "play:R1:G",
    "play:BF:GG",
    "bid:R1",
    "pass",
]


def outcome_of(
    apply: Callable[..., tuple[fs.State, list[Event]]], state: fs.State, seat: object, action: object
) -> object:
    try:
        after, events = apply(state, seat, action)
    except IllegalActionError as refusal:
        return ("refused", str(refusal), refusal.template, refusal.params)
    return fs.dump(after), after, repr(events)


@settings(max_examples=12, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 10_000))
def test_a_card_play_gives_what_the_plain_step_gives(table: tuple[int, str, bool], seed: int) -> None:
    players, variant, butterfly_may_bid = table
    rng = random.Random(seed)
    options = fs.Options(variant=variant, butterfly_may_bid=butterfly_may_bid)
    state = fs.new_game(players=players, seed=seed, options=options)
    checked = 0
    while seats := fs.to_act(state):
        seat = rng.choice(seats)
        if state.phase == PLAYING:
            for action in (*PLAYED[seat], *JUNK):
                assert outcome_of(fs.apply, state, seat, action) == outcome_of(play, state, seat, action)
            if seat == 1:  # a bool seat goes the plain way, and keeps its type in the events
                action = rng.choice(fs.legal_actions(state, seat))
                assert outcome_of(fs.apply, state, True, action) == outcome_of(play, state, True, action)
            checked += 1
        state, _ = fs.apply(state, seat, rng.choice(fs.legal_actions(state, seat)))
    assert checked > 20


def checked_bid(*args: object) -> tuple[str, ...] | None:
    """``check_bid``'s cards, or None when it refuses."""
    try:
        return check_bid(*args)  # type: ignore[arg-type]
    except IllegalActionError:
        return None


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.sampled_from([3, 4]),
    butterfly_may_bid=st.booleans(),
)
def test_held_bid_accepts_what_check_bid_accepts(seed: int, players: int, butterfly_may_bid: bool) -> None:
    rng = random.Random(seed)
    count = BID_CARDS[players]
    hand = tuple(sorted(rng.sample(DECK, 12 if players == 3 else 9), key=DECK.index))
    cards = [*hand, *rng.sample(DECK, 2), "", "X1"]
    actions = ["bid:" + ",".join(rng.choice(list(permutations(rng.sample(cards, count))))) for _ in range(30)]
    actions += [
        "bid:" + ",".join(rng.choices(cards, k=rng.choice([count - 1, count, count + 1]))) for _ in range(10)
    ]
    actions += ["bid:" + ",".join(order) for order in permutations(hand[:count])]
    accepted = 0
    for action in actions:
        fast = held_bid(hand, action, count, butterfly_may_bid)
        assert fast == checked_bid(hand, action, count, butterfly_may_bid), action
        accepted += fast is not None
    assert accepted >= 1  # the permutations of the first cards include the canonical bid


def test_bid_totals_from_tables_are_the_plain_sums() -> None:
    for trump in (*SEASONS, None):
        for first in DECK:
            for second in DECK:
                cards = (first, second)
                if trump is None and BUTTERFLY in cards:
                    continue  # no butterfly is in a hand when it is turned up
                assert bid_total(cards, trump) == sum(bid_value(card, trump) for card in cards)


def test_the_remembered_seats_belong_to_their_state() -> None:
    first = fs.new_game(players=3, seed=1)
    second, _ = fs.apply(first, 0, fs.legal_actions(first, 0)[0])  # seat 0 has bid in the second
    assert fs.to_act(second) == (1, 2)
    assert fs.to_act(first) == (0, 1, 2)
    assert engine._last_acting[0] is first
    assert list(fs.legal_actions(second, 0)) == []  # asked about the other state: worked out again
    try:
        fs.apply(second, 0, fs.legal_actions(first, 0)[1])
    except IllegalActionError as refusal:
        assert refusal.template == engine.ALREADY_BID
    else:
        raise AssertionError("a seat that has bid was let bid again")
