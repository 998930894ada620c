"""The round-end playouts (games/bots/roundplay.py): a playout stops when the round number moves on or
the game ends, and is worth the seat's points gained this round less the best rival's gain."""

from __future__ import annotations

from dataclasses import dataclass

from games.bots.roundplay import round_playouts


@dataclass(frozen=True)
class Table:
    round: int
    phase: str
    scores: tuple[int, ...]


@dataclass(frozen=True)
class Counted:  # a game whose state keeps no phase: its round number moves past the last round
    round_no: int
    scores: tuple[int, ...]


START = Table(round=2, phase="playing", scores=(10, 20, 30))


def test_a_playout_runs_until_the_round_number_moves_on() -> None:
    done, _ = round_playouts()
    assert not done(START, Table(2, "playing", (10, 20, 30)))
    assert done(START, Table(3, "bidding", (10, 20, 30)))


def test_a_playout_stops_when_the_game_ends_in_the_same_round() -> None:
    done, _ = round_playouts()
    assert done(START, Table(2, "finished", (10, 20, 30)))


def test_a_game_without_a_phase_is_done_when_its_round_counter_moves() -> None:
    done, _ = round_playouts("round_no", phase=None)
    assert not done(Counted(1, (0, 0)), Counted(1, (0, 0)))
    assert done(Counted(1, (0, 0)), Counted(2, (0, 0)))


def test_the_value_is_the_rounds_points_less_the_best_other_seats() -> None:
    _, value = round_playouts()
    end = Table(3, "bidding", (25, 22, 36))  # gains 15, 2, 6
    assert value(None, START, end, 0) == 15 - 6
    assert value(None, START, end, 2) == 6 - 15


def test_the_best_rivals_gain_may_weigh_less_than_ones_own() -> None:
    _, value = round_playouts(others=0.5)
    assert value(None, START, Table(3, "bidding", (20, 30, 30)), 0) == 10 - 0.5 * 10


def test_partners_are_no_rivals() -> None:
    _, value = round_playouts(side=lambda state, seat: (0, 2) if seat in (0, 2) else (1, 3))
    start = Table(1, "playing", (0, 0, 0, 0))
    end = Table(2, "bidding", (12, 4, 12, 4))  # a team holds the team's score
    assert value(None, start, end, 0) == 12 - 4
    assert value(None, start, end, 1) == 4 - 12
