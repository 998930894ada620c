"""The picture benchmark (bench/pictures.py) on a tiny budget: a row per game and picture kind, with
real byte counts; no timing threshold is asserted (the figures are reported, not tested)."""

from __future__ import annotations

from bench import pictures
from games import registry


def test_every_game_gets_a_hand_row_and_a_table_row() -> None:
    rows = pictures.run(list(registry.ids()), seeds=1, every=25, cold_samples=2)
    assert [(r["game"], r["picture"]) for r in rows] == [
        (game_id, kind) for game_id in registry.ids() for kind in pictures.KINDS
    ]
    for row in rows:
        assert row["n"] > 0
        assert 0 < row["bytes_median"] <= row["bytes_max"]
        assert row["cold_median_ms"] > 0 and row["warm_median_ms"] > 0
    assert pictures.table(rows).count("\n") == len(rows) + 1


def test_a_cleared_cache_paints_the_faces_again() -> None:
    from bot.pictures import faces

    game_id = registry.ids()[0]
    pictures.clear_caches()
    faces.card_image(game_id, "x")
    assert faces._card_image.cache_info().currsize == 1  # the cache behind card_image
    pictures.clear_caches()
    assert faces._card_image.cache_info().currsize == 0
