"""The facts the engine carries from one state to the next give what computing them afresh gives.

``table.with_card`` hands the wild colour and number it already knows on to the table it makes (the next
listing asks about that table); ``turn.listed`` reads a card's facts from one table; the score is built in
one pass per hand; ``apply`` copies its input once (``state.thaw``) (bench/HISTORY.md). Replayed
against games dumped by main's code before these changes, every state dumps to the same bytes."""

from __future__ import annotations

import json
import random
from pathlib import Path

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import games.quatorze as qz
from games.quatorze import play, table, turn
from games.quatorze.engine import decision
from games.quatorze.powers.common import opponents
from games.quatorze.scoring import final_score
from games.quatorze.state import DECK, PLAY, VIRTUES_PLAY, WONDERS_LOOK
from games.quatorze.table import wild_colour, wild_number, wilds

REPLAYS = Path(__file__).parent / "fixtures" / "replays_dumped_by_main.json"
MAX_ACTIONS = 1_000


def forget_wilds() -> None:
    """The table module forgets the last table it knew: the next ``wilds`` makes its pass over the table."""
    table.forget()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10_000),
    types=st.sampled_from(["random", "quatorze", "seven7s"]),
)
def test_the_facts_carried_to_a_new_table_are_the_facts_read_from_it(
    players: int, seed: int, types: str
) -> None:
    rng = random.Random(seed)
    state = qz.new_game(players=players, seed=seed, options=qz.Options(types=types))
    for _ in range(MAX_ACTIONS):
        seats = qz.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        wilds(state.columns)  # known before the action, as after a listing: with_card may carry it
        state, _ = qz.apply(state, seat, rng.choice(qz.legal_actions(state, seat)))
        carried = table.known(state.columns)[1:]  # the wilds, the column codes and their indexes
        forget_wilds()
        assert carried[0] == wilds(state.columns) == (wild_colour(state.columns), wild_number(state.columns))
        codes = tuple(column.code for column in state.columns)
        assert carried[1:] == table.known(state.columns)[2:] == (codes, {c: i for i, c in enumerate(codes)})
        if decision(state) in (PLAY, VIRTUES_PLAY):
            listed = turn.listed(state, state.turn)
            assert listed == [p.action for p in play.plays(state, state.turn)]
    assert not qz.to_act(state)


def looks_spelled_out(state: qz.State) -> list[str]:
    """The Wonders looks of ``state`` written out: the deck while unseen cards are left, then each
    opponent's hand positions not yet looked at."""
    assert state.pending is not None
    looked = state.pending.looks
    deck_seen = sum(1 for seat, _ in looked if seat == DECK)
    out = ["look:deck"] if deck_seen < len(state.deck) else []
    for seat in opponents(state):
        out += [f"look:{seat}:{p}" for p in range(1, len(state.hands[seat]) + 1) if (seat, p) not in looked]
    return out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_the_wonders_looks_listed_are_the_looks_spelled_out(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = qz.new_game(players=players, seed=seed, options=qz.Options(types="seven7s"))  # Wonders in play
    looks = 0
    while seats := qz.to_act(state):
        seat = rng.choice(seats)
        legal = qz.legal_actions(state, seat)
        if decision(state) == WONDERS_LOOK:
            assert [a for a in legal if a != "skip"] == looks_spelled_out(state)
            looks += 1
        state, _ = qz.apply(state, seat, rng.choice(legal))
    # Not every game with Wonders in play comes to a look (nobody may play the card that gives one): such a
    # game checks nothing, so it does not count as one of the examples.
    assume(looks > 0)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000), any_type=st.booleans())
def test_every_seats_total_is_the_sum_of_its_parts_and_its_lowest_card_the_least_nonzero_value(
    players: int, seed: int, any_type: bool
) -> None:
    rng = random.Random(seed)
    state = qz.new_game(players=players, seed=seed, options=qz.Options(count_any_type_in_column=any_type))
    while seats := qz.to_act(state):
        seat = rng.choice(seats)
        state, _ = qz.apply(state, seat, rng.choice(qz.legal_actions(state, seat)))
    score = final_score(state)
    for player in score.players:
        values = [v.value for v in player.cards]
        assert player.card_points == sum(values)
        assert player.lowest == min((v for v in values if v), default=None)
        assert player.notes == sum(1 for v in player.cards if v.card.startswith("NO"))
        assert set(player.peaks_cards) <= {v.card for v in player.cards if v.card.endswith("1")}
        parts = player.card_points + player.queens_bonus + player.peaks_bonus + player.notes_bonus
        assert player.total == parts + player.lucky_bonus
    assert qz.outcome(state).scores == score.totals  # type: ignore[union-attr]


def test_games_dumped_by_main_replay_to_the_same_bytes() -> None:
    replays = json.loads(REPLAYS.read_text())
    compared = 0
    for game in replays["games"]:
        options = qz.Options(types=game["types"])
        state = qz.new_game(players=game["players"], seed=game["seed"], options=options)
        assert qz.dump(state) == game["start"]
        assert qz.dump(qz.load(game["start"])) == game["start"]
        for seat, action, *dumped in game["steps"]:
            assert action in qz.legal_actions(state, seat)  # listed first, as a playout does
            state, _ = qz.apply(state, seat, action)
            if dumped:
                assert qz.dump(state) == dumped[0]
                loaded = qz.load(dumped[0])
                assert loaded == state and qz.dump(loaded) == dumped[0]
                compared += 1
        assert not qz.to_act(state)
    assert compared >= 20
