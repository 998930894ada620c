"""4 Seasons bots as partners in the Team variant: they play for the team's score (docs/rules/four-seasons.md
§4.2) — they do not overtake a partner taking a trick the team needs, they leave tricks to a partner who
still needs them, they do not break the team's exact sum, and the strong level's playouts count the
partner's points as the team's. Outside the Team variant they decide exactly as before.

Positions are built with the engine from stacked hands: the dealer is seat 0, so seat 1 leads trick 1;
seats 0+2 and 1+3 are partners. Summer (yellow) is trump (turn-up Y1).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence

import games.bots.four_seasons as fsbot
import games.four_seasons as fs
from games import bots
from games.bots import determinize
from games.bots.four_seasons.reasons import PARTNER_WINS, explain
from tests.games.four_seasons.scenarios import (
    KARIN,
    PETER,
    RULEBOOK_BIDS_PETER_ZERO,
    RULEBOOK_TRICKS_PETER_ZERO,
    RULEBOOK_TURN_UP,
    TAMARA,
    bid_all,
    deck_for,
    deck_of_hands,
    play_round,
    play_tricks,
)

TURN_UP = "Y1"
LOW_BIDS = {1: "bid:B2,B3", 3: "bid:B4,B5"}  # the opponents bid 0 (winter cards count nothing)


def team_position(
    hands: Mapping[int, Sequence[str]], bids: Mapping[int, str], tricks: Sequence[str]
) -> fs.State:
    """A Team-variant round with these hands (bid cards included; the rest dealt from the spare cards),
    these bids, and these cards played (in turn, from seat 1's lead)."""
    deck = deck_of_hands(4, [hands.get(seat, ()) for seat in range(4)], TURN_UP)
    state = fs.new_game(players=4, seed=1, options=fs.Options(variant="team"), deals=[deck])
    return play_tricks(bid_all(state, {**LOW_BIDS, **bids}), tricks)


def casual_card(state: fs.State, seat: int) -> str:
    return bots.decide(fs.id, "casual", fs.view(state, seat), random.Random(0))


def test_a_bot_whose_partner_is_winning_a_trick_the_team_needs_does_not_overtake_them() -> None:
    # Both partners are short: Peter (0) bid 2 with two spring cards, his partner (2) bid 1 with a spring
    # card and a winter one. Enrico (1) leads the autumn 2, the partner covers with the 8, Tamara (3)
    # follows with the 3. Peter holds the autumn 9 and 4: the 9 would take the trick from his partner.
    hands = {
        0: ["R9", "R4", "G1", "G2", "B6", "B7", "B8", "B9", "G9"],
        1: ["R2", "B2", "B3"],
        2: ["R8", "G3", "B1"],
        3: ["R3", "B4", "B5"],
    }
    state = team_position(hands, {0: "bid:G1,G2", 2: "bid:G3,B1"}, ["R2 R8 R3"])
    assert fs.view(state, 0)["partner_bid"] == 1
    card = casual_card(state, 0)
    assert card == "play:R4"
    state, _ = fs.apply(state, 0, card)
    assert state.tricks[-1].winner == 2  # the partner keeps the trick they needed


def test_a_bot_short_of_its_bid_still_takes_the_trick_over_a_partner_who_has_theirs() -> None:
    # The same trick, but the partner bid 0 (two winter cards): Peter takes it and spares them a trick.
    hands = {
        0: ["R9", "R4", "G1", "G2", "B6", "B7", "B8", "B9", "G9"],
        1: ["R2", "B2", "B3"],
        2: ["R8", "B1", "B4"],
        3: ["R3", "B5", "B6"],
    }
    hands[0][4] = "G8"  # B6 is Tamara's here
    state = team_position(hands, {0: "bid:G1,G2", 2: "bid:B1,B4", 3: "bid:B5,B6"}, ["R2 R8 R3"])
    assert casual_card(state, 0) == "play:R9"


def test_a_bot_that_has_its_tricks_leads_to_the_partner_who_still_needs_them() -> None:
    # Peter bid 1 and takes trick 1 with the winter 9; his partner bid 3 with an autumn card and a winter
    # one, so holds fewer autumn cards (they can trump autumn sooner). Leading trick 2, Peter leads a low
    # autumn card, not his lowest card (the spring 2) and not a trump.
    hands = {
        0: ["G1", "B1", "B9", "R5", "G2", "R6", "G7", "Y2", "B8"],
        1: ["B2", "B3", "B4"],
        2: ["R1", "B5", "G9"],
        3: ["B6", "B7", "G3"],
    }
    state = team_position(hands, {0: "bid:G1,B1", 2: "bid:R1,B5", 3: "bid:B6,B7"}, ["B4 G9 G3 B9"])
    assert state.tricks[-1].winner == 0 and fs.to_act(state) == (0,)
    assert casual_card(state, 0) == "play:R5"


def test_a_bot_does_not_take_a_trick_that_breaks_the_teams_exact_sum() -> None:
    # Peter bid 1, his partner 0; the partner had to take trick 1, so the team has its sum of 1 exactly
    # (worth 8) while Peter is one short of his own bid (worth 3). Peter ducks the autumn trick his 9
    # would take.
    hands = {
        0: ["G1", "B6", "R9", "R3", "B7", "B8", "B9", "G8", "G7"],
        1: ["G2", "R2", "B2", "B3"],
        2: ["G9", "R4", "B1", "B4"],
        3: ["G3", "R5", "B5", "G6"],
    }
    state = team_position(hands, {0: "bid:G1,B6", 2: "bid:B1,B4", 3: "bid:B5,G6"}, ["G2 G9 G3 G7"])
    assert state.tricks[-1].winner == 2
    state = _play(state, ["R4", "R5"])
    assert casual_card(state, 0) == "play:R3"


def _play(state: fs.State, cards: Sequence[str]) -> fs.State:
    for card in cards:
        (seat,) = fs.to_act(state)
        state, _ = fs.apply(state, seat, f"play:{card}")
    return state


def peter_zero_game(**options: object) -> fs.State:
    """The rulebook's deal, stacked for the round in which Peter bids 0 (scoring example 3)."""
    deck = deck_for(4, PETER, RULEBOOK_TURN_UP, RULEBOOK_TRICKS_PETER_ZERO, RULEBOOK_BIDS_PETER_ZERO)
    return fs.new_game(players=4, seed=1, options=fs.Options(**options), deals=[deck])


def test_the_teams_playout_value_counts_the_partners_points_as_the_teams() -> None:
    # The rulebook round in the Team variant with Peter bidding 0: Peter and Karin (0+2) bid 0 and 4 and
    # take 0 and 4 — 4 tricks, two made bids and the premium: 18. Enrico and Tamara (1+3) take 3: 6.
    start = peter_zero_game(variant="team")
    end = play_round(start, RULEBOOK_BIDS_PETER_ZERO, RULEBOOK_TRICKS_PETER_ZERO)
    assert end.history[-1].points == (18, 6, 18, 6)  # the engine's team scoring, for the record
    for seat in (PETER, KARIN):
        assert fsbot.playout_value(fs, start, end, seat) == 18 - 6
    assert fsbot.playout_value(fs, start, end, TAMARA) == 6 - 18


def test_outside_the_team_variant_the_playout_value_is_the_margin_over_the_best_other_seat() -> None:
    start = peter_zero_game()
    end = play_round(start, RULEBOOK_BIDS_PETER_ZERO, RULEBOOK_TRICKS_PETER_ZERO)
    gains = end.history[-1].points
    assert fsbot.playout_value(fs, start, end, KARIN) == gains[KARIN] - max(
        g for s, g in enumerate(gains) if s != KARIN
    )


# The casual level's every decision in seeded self-play outside the Team variant, as the code before the
# Team play gave it (recorded from commit 5a22ebd): standard and Profi, 3 and 4 players.
SOLO_GAMES_DIGEST = "904453b4391b40fcfc37be286229558c28beabb971f47300b9e5cae2b536c06f"


def test_outside_the_team_variant_the_casual_bot_decides_as_before() -> None:
    digest = hashlib.sha256()
    for players, variant in ((3, "standard"), (4, "standard"), (4, "profi")):
        for seed in range(4):
            state = fs.new_game(players=players, seed=seed, options=fs.Options(variant=variant))
            n = 0
            while seats := fs.to_act(state):
                seat = seats[0]
                view = fs.view(state, seat)
                action = bots.decide(fs.id, "casual", view, bots.bot_rng(seed, seat, n, "casual"))
                digest.update(f"{seat}:{action};".encode())
                state, _ = fs.apply(state, seat, action)
                n += 1
    assert digest.hexdigest() == SOLO_GAMES_DIGEST


def test_no_level_overtakes_a_partner_winning_a_trick_they_need() -> None:
    # The first position again, decided by every level: the strong and expert searches never consider
    # taking the trick from a partner who needs it.
    hands = {
        0: ["R9", "R4", "G1", "G2", "B6", "B7", "B8", "B9", "G9"],
        1: ["R2", "B2", "B3"],
        2: ["R8", "G3", "B1"],
        3: ["R3", "B4", "B5"],
    }
    state = team_position(hands, {0: "bid:G1,G2", 2: "bid:G3,B1"}, ["R2 R8 R3"])
    view = fs.view(state, 0)
    for level in bots.LEVELS:
        assert bots.choose(fs.id, level, view, seed=1, decision_no=4) == "play:R4", level


def test_in_the_team_variant_a_bot_bids_no_more_than_it_would_alone() -> None:
    # The partners share tricks (neither overtakes the other), so the same hand bids a little lower.
    lower = 0
    for seed in range(12):
        alone = fs.new_game(players=4, seed=seed, options=fs.Options(variant="standard", bonus_bids=False))
        teamed = fs.new_game(players=4, seed=seed, options=fs.Options(variant="team"))
        assert alone.hands == teamed.hands
        for seat in range(4):
            bids = [
                fs.view(fs.apply(state, seat, casual_card(state, seat))[0], seat)["my_bid"]
                for state in (alone, teamed)
            ]
            assert bids[1] <= bids[0]
            lower += bids[1] < bids[0]
    assert lower > 0


def test_a_hint_at_a_team_table_says_to_play_under_a_partner_winning_the_trick() -> None:
    # The first position again: Peter's 💡 hint tells him why the 4 and not the 9 — his partner is winning.
    hands = {
        0: ["R9", "R4", "G1", "G2", "B6", "B7", "B8", "B9", "G9"],
        1: ["R2", "B2", "B3"],
        2: ["R8", "G3", "B1"],
        3: ["R3", "B4", "B5"],
    }
    state = team_position(hands, {0: "bid:G1,G2", 2: "bid:G3,B1"}, ["R2 R8 R3"])
    reason = explain(fs.view(state, 0), "play:R4")
    assert (reason.key, reason.values) == (PARTNER_WINS, {"card": "R4"})


def test_the_generic_value_of_a_finished_game_counts_a_partner_as_no_rival() -> None:
    # A whole Team game, casual bots: the shared default value (games.bots.determinize, for any game whose
    # playouts run to the end) weighs each seat against the other side's best, never against its partner.
    state = fs.new_game(players=4, seed=7, options=fs.Options(variant="team"))
    decision = 0
    while seats := fs.to_act(state):
        view = fs.view(state, seats[0])
        state, _ = fs.apply(state, seats[0], bots.decide(fs.id, "casual", view, random.Random(decision)))
        decision += 1
    result = fs.outcome(state)
    assert result is not None and result.teams
    for seat in range(4):
        side = result.teams[result.team_of(seat)]
        rival = max(score for s, score in enumerate(result.scores) if s not in side)
        won = determinize.WIN_VALUE if seat in result.winners else 0.0
        expected = won + determinize.MARGIN_WEIGHT * (result.scores[seat] - rival)
        assert determinize.playout_value(fs, state, state, seat) == expected != 0.0
