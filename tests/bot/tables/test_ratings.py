"""Rating updates against OpenSkill's Plackett–Luce formulas, worked out here by hand (Weng & Lin 2011,
Algorithm 4, as OpenSkill defines it: τ added to σ first, a side's μ and σ² are its members' sums, tied
sides share the average μ change), never through openskill itself."""

from __future__ import annotations

import math

import pytest

from bot.tables.ratings import (
    DISPLAY_ORIGIN,
    PROVISIONAL_GAMES,
    competitors,
    display,
    is_provisional,
    rate_game,
)
from storage.models import ResultRecord, Skill

MU, SIGMA = 25.0, 25.0 / 3  # a new player
BETA, TAU, KAPPA = 25.0 / 6, 25.0 / 300, 0.0001


def expected(sides: list[list[tuple[float, float]]], ranks: list[int]) -> list[list[tuple[float, float]]]:
    """The model's new (μ, σ) of every player, from its formulas."""
    sides = [[(mu, math.sqrt(sigma**2 + TAU**2)) for mu, sigma in side] for side in sides]
    team_mu = [sum(mu for mu, _ in side) for side in sides]
    team_var = [sum(sigma**2 for _, sigma in side) for side in sides]
    c = math.sqrt(sum(var + BETA**2 for var in team_var))
    k = range(len(sides))
    sum_q = [sum(math.exp(team_mu[s] / c) for s in k if ranks[s] >= ranks[q]) for q in k]
    a = [sum(1 for s in k if ranks[s] == ranks[q]) for q in k]
    new = []
    for i in k:
        omega = delta = 0.0
        for q in k:
            if ranks[q] <= ranks[i]:
                p = math.exp(team_mu[i] / c) / sum_q[q]
                delta += p * (1 - p) / a[q]
                omega += ((1 - p) if q == i else -p) / a[q]
        omega *= team_var[i] / c
        delta *= team_var[i] / c**2 * (math.sqrt(team_var[i]) / c)
        new.append(
            [
                (mu + sigma**2 / team_var[i] * omega,
                 sigma * math.sqrt(max(1 - sigma**2 / team_var[i] * delta, KAPPA)))
                for mu, sigma in sides[i]
            ]
        )  # fmt: skip
    for rank in set(ranks):  # tied sides move by the same (average) amount
        tied = [i for i in k if ranks[i] == rank]
        if len(tied) > 1:
            shift = sum(new[i][0][0] - sides[i][0][0] for i in tied) / len(tied)
            new = [
                [(sides[i][j][0] + shift, s) for j, (_, s) in enumerate(side)] if i in tied else side
                for i, side in enumerate(new)
            ]
    return new


def result(user: int, rank: int, *, team: int | None = None, departed: bool = False) -> ResultRecord:
    return ResultRecord(user_id=user, name=f"p{user}", seat=user - 1, score=0, rank=rank, team=team,
                        departed=departed)  # fmt: skip


def assert_rated(after: dict[int, Skill], want: dict[int, tuple[float, float]]) -> None:
    assert set(after) == set(want)
    for user, (mu, sigma) in want.items():
        assert after[user].mu == pytest.approx(mu, rel=1e-12), user
        assert after[user].sigma == pytest.approx(sigma, rel=1e-12), user


def test_two_new_players_the_winner_gains_what_the_loser_loses() -> None:
    after = rate_game([result(1, 1), result(2, 2)], {})
    (won,), (lost,) = expected([[(MU, SIGMA)], [(MU, SIGMA)]], [1, 2])
    assert_rated(after, {1: won, 2: lost})
    assert after[1].mu - MU == pytest.approx(MU - after[2].mu)
    assert after[1].games == after[2].games == 1


def test_three_players_with_prior_ratings() -> None:
    priors = {1: Skill(30.0, 4.0, 7), 2: Skill(22.0, 6.0, 2)}  # player 3 is new
    after = rate_game([result(1, 3), result(2, 1), result(3, 2)], priors)
    (a,), (b,), (c,) = expected([[(30.0, 4.0)], [(22.0, 6.0)], [(MU, SIGMA)]], [3, 1, 2])
    assert_rated(after, {1: a, 2: b, 3: c})
    assert [after[u].games for u in (1, 2, 3)] == [8, 3, 1]


def test_four_players_in_order() -> None:
    priors = {u: Skill(20.0 + u, 3.0 + u / 2, 10) for u in (1, 2, 3, 4)}
    after = rate_game([result(u, u) for u in (1, 2, 3, 4)], priors)
    want = expected([[(priors[u].mu, priors[u].sigma)] for u in (1, 2, 3, 4)], [1, 2, 3, 4])
    assert_rated(after, {u: want[u - 1][0] for u in (1, 2, 3, 4)})


def test_a_shared_place_moves_the_tied_players_alike() -> None:
    after = rate_game([result(1, 1), result(2, 1), result(3, 3)], {3: Skill(28.0, 5.0, 4)})
    want = expected([[(MU, SIGMA)], [(MU, SIGMA)], [(28.0, 5.0)]], [1, 1, 3])
    assert_rated(after, {1: want[0][0], 2: want[1][0], 3: want[2][0]})
    assert after[1] == after[2]


def test_partners_are_one_side() -> None:
    priors = {1: Skill(27.0, 3.0, 9), 3: Skill(21.0, 5.0, 1)}
    # Seats 0+2 and 1+3 are partners; the side of users 2 and 4 wins.
    game = [result(1, 3, team=0), result(2, 1, team=1), result(3, 3, team=0), result(4, 1, team=1)]
    after = rate_game(game, priors)
    (a, c), (b, d) = expected([[(27.0, 3.0), (21.0, 5.0)], [(MU, SIGMA), (MU, SIGMA)]], [3, 1])
    assert_rated(after, {1: a, 3: c, 2: b, 4: d})
    assert [side[1] for side in competitors(game)] == [3, 1]


def test_a_player_who_left_is_ranked_last_and_the_others_among_themselves() -> None:
    # User 1 "won" on points while a bot played their seat, but had left: last; 2 and 3 keep their order.
    game = [result(1, 1, departed=True), result(2, 2), result(3, 3)]
    after = rate_game(game, {})
    want = expected([[(MU, SIGMA)], [(MU, SIGMA)], [(MU, SIGMA)]], [3, 1, 2])
    assert_rated(after, {1: want[0][0], 2: want[1][0], 3: want[2][0]})
    assert after[1].mu < MU < after[2].mu


def test_a_partner_who_left_is_split_off_to_the_last_place() -> None:
    game = [result(1, 1, team=0), result(2, 3, team=1), result(3, 1, team=0, departed=True),
            result(4, 3, team=1)]  # fmt: skip
    assert sorted((sorted(r.user_id for r in side), rank) for side, rank in competitors(game)) == [
        ([1], 1), ([2, 4], 3), ([3], 4)
    ]  # fmt: skip
    after = rate_game(game, {})
    (a,), (b, d), (c,) = expected([[(MU, SIGMA)], [(MU, SIGMA), (MU, SIGMA)], [(MU, SIGMA)]], [1, 3, 4])
    assert_rated(after, {1: a, 2: b, 4: d, 3: c})


def test_the_shown_number_is_the_conservative_ordinal_and_provisional_at_first() -> None:
    assert display(Skill(MU, SIGMA, 0)) == DISPLAY_ORIGIN, "a new player: μ − 3σ = 0"
    assert display(Skill(30.0, 2.0, 9)) > display(Skill(30.0, 3.0, 9)), "less certain reads lower"
    assert is_provisional(Skill(MU, SIGMA, PROVISIONAL_GAMES - 1))
    assert not is_provisional(Skill(MU, SIGMA, PROVISIONAL_GAMES))
