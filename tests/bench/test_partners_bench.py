"""bench/partners.py on tiny numbers: Team-variant games on duplicate deals, one row per partner level."""

from __future__ import annotations

import pytest

from bench import partners

# Slow: runs the benchmark command on a small budget (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow


def test_the_command_prints_a_row_per_partner_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert partners.main(["--games", "1", "--partner", "casual-solo", "strong", "--workers", "1"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert [row.split()[0] for row in rows[3:]] == ["casual-solo", "strong"]


def test_a_partner_of_the_opponents_own_level_scores_exactly_even_on_duplicate_deals() -> None:
    # The same deals with the teams swapped: four casual bots cancel out to the point.
    row = partners.run("casual", games=3, person="casual", opponents="casual", workers=1)
    assert row["games"] == 6 and row["diff"] == 0 and row["diff_ci"] == 0


def test_a_team_blind_partner_overtakes_its_partner_more_often_than_a_team_player() -> None:
    blind = partners.run("casual-solo", games=30, person="casual", opponents="casual", workers=1)
    team = partners.run("casual", games=30, person="casual", opponents="casual", workers=1)
    assert team["overtakes"] < blind["overtakes"]
    for row in (blind, team):
        assert 0 <= row["undercuts"] <= row["overtakes"]
