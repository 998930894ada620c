"""A finished seat reads its place as the standings rank it: winners share 1st, the rest follow by score."""

from __future__ import annotations

from bot.i18n import language
from bot.render.kit.finish import place_line


def test_places_follow_the_scores_and_ties_share_a_place() -> None:
    scores = [40, 31, 31, 12]
    assert place_line(scores, 0) == "You finished 1st with 40 points."
    assert place_line(scores, 2) == "You finished 2nd with 31 points."
    assert place_line(scores, 3) == "You finished 4th with 12 points."


def test_a_winner_by_a_variant_rule_is_first_even_with_fewer_points() -> None:
    assert place_line([50, 30], 1, winning=[1]) == "You finished 1st with 30 points."
    assert place_line([50, 30], 0, winning=[1]) == "You finished 2nd with 50 points."


def test_a_spectator_has_no_place() -> None:
    assert place_line([1, 2], None) is None
    assert place_line([1, 2], 5) is None


def test_one_point_is_singular_and_korean_reads_its_own_place() -> None:
    assert place_line([1, 0], 0) == "You finished 1st with 1 point."
    with language("ko"):
        assert "1위" in (place_line([1, 0], 0) or "")
