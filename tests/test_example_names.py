"""The example games hold only made-up names (docs/adding-a-game.md, "The example games"): their ids and
packages carry the reserved prefix, no production game takes it, and an example's run of the shared tests
keeps none of a production game's tests, however the production game is named.

This file names no game: in an example's run it counts as a shared test (its names come from the
registry and from the example packages on disk)."""

from __future__ import annotations

import pytest

from games import bots, registry
from games.registry import EXAMPLE_PREFIX
from tests.support import examples


def production_games() -> dict[str, str]:
    """Game id -> module of every production game (what ``register`` added in this run left out)."""
    added = registry.added()
    return {game_id: registry.get(game_id).__name__ for game_id in registry.ids() if game_id not in added}


@pytest.mark.parametrize("package", examples.packages())
def test_an_example_game_takes_the_reserved_prefix_for_its_package_and_its_id(package: str) -> None:
    assert package.startswith(examples.PACKAGE_PREFIX)
    assert examples.example_id(package).startswith(EXAMPLE_PREFIX)
    assert (
        examples.example_id(package).replace("-", "_") == package
    )  # one name, spelled as an id and a package


def test_no_production_game_takes_the_reserved_prefix() -> None:
    games = production_games()
    assert games
    for game_id, module in games.items():
        assert not game_id.startswith(EXAMPLE_PREFIX), game_id
        assert not any(part.startswith(examples.PACKAGE_PREFIX) for part in module.split(".")), module
        bot_module = bots.game_bot(game_id).__name__  # type: ignore[attr-defined]  # a module
        assert not any(part.startswith(examples.PACKAGE_PREFIX) for part in bot_module.split(".")), bot_module


def own_test_ids(game_id: str, package: str) -> list[str]:
    """Test ids a production game's own tests and its cases of the shared tests would have."""
    return [
        f"tests/games/{package}/test_rules.py::test_a_bid_of_zero",
        f"tests/bot/render/test_{package}_table.py::test_the_table_shows_the_trump",
        f"tests/bot/render/{package}/test_forms.py::test_a_bid_button_per_legal_bid",
        f"tests/e2e/test_{package}_game.py::test_a_whole_game",
        f"tests/games/test_facts.py::test_every_variant_plays[{game_id}-0]",
        f"tests/bot/pictures/test_golden.py::test_the_picture_matches_its_golden_image[{game_id}-6-hand.png]",
    ]


@pytest.mark.parametrize("package", examples.packages())
def test_an_examples_run_keeps_no_production_games_tests_even_one_named_like_the_example(
    package: str,
) -> None:
    game_id = examples.example_id(package)
    # The surprise: a real game named as the example once was (the name without the prefix).
    same_name = (game_id.removeprefix(EXAMPLE_PREFIX), package.removeprefix(examples.PACKAGE_PREFIX))
    for other_id, other_package in [
        same_name,
        *((g, m.split(".")[-1]) for g, m in production_games().items()),
    ]:
        assert examples.kept(own_test_ids(other_id, other_package), game_id, package, set()) == []
    assert examples.kept(own_test_ids(game_id, package), game_id, package, set()) == own_test_ids(
        game_id, package
    )


@pytest.mark.parametrize("package", examples.packages())
def test_no_test_file_outside_an_example_carries_its_name(package: str) -> None:
    """An example's run keeps a test by its id or package in the test's path: only its own files may
    carry them (its package, and files named after it such as its golden records)."""
    game_id = examples.example_id(package)
    carrying = [
        path.relative_to(examples.TESTS).as_posix()
        for path in examples.TESTS.rglob("test_*.py")
        if (game_id in path.as_posix() or package in path.as_posix())
        and not path.stem.startswith((f"test_{package}", f"test_{game_id}"))
        and package not in path.relative_to(examples.TESTS).parts[:-1]
    ]
    assert carrying == []
