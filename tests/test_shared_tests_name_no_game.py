"""No shared test names a game (docs/adding-a-game.md): a test outside a game's own places reads what it
needs from the registry and the game's declaration (``registry.facts``), so a new game is tested by every
shared test without editing one. A game's own places: a folder named after its package
(``tests/games/<package>/``, ``tests/bot/render/<package>/``), or a file named after it
(``test_<package>_*.py``, ``<package>_*.py``, ``<game id>.json``).

``STILL_NAMING`` lists the shared files that still name a game; it is empty, and may only shrink: a new
shared file naming a game fails, and so does a listed file that no longer does (take it off the list). A
shared test that needs an example table picks one by what it needs (``tests/support/games.py``); a case
about one game's own behaviour goes into that game's own files.
"""

from __future__ import annotations

import re
from pathlib import Path

from games import registry
from games.registry import EXAMPLE_PREFIX
from tests.support.examples import PACKAGE_PREFIX

TESTS = Path(__file__).resolve().parent
SUFFIXES = {".py", ".json", ".md"}

STILL_NAMING: tuple[str, ...] = ()


def packages() -> set[str]:
    return {rules.__name__.split(".")[1] for rules in registry.all()}


def is_the_games_own(path: Path) -> bool:
    """A game's own place, or an example game's (``tests/example_<name>/``, files named after one): an
    example is a game that lives in the tests, and its names embed a real game's (``example_<name>``)."""
    relative = path.relative_to(TESTS)
    folders, stem = relative.parts[:-1], path.stem
    own_names = {rules.id for rules in registry.all()} | packages()
    return (
        any(folder in packages() or folder.startswith(PACKAGE_PREFIX) for folder in folders)
        or stem.startswith((PACKAGE_PREFIX, f"test_{PACKAGE_PREFIX}", EXAMPLE_PREFIX))
        or stem in own_names
        or any(stem.startswith((f"test_{package}_", f"{package}_")) for package in packages())
    )


def names_of_games() -> re.Pattern[str]:
    words = {
        word for rules in registry.all() for word in (rules.id, rules.name, rules.__name__.split(".")[1])
    }
    return re.compile(
        "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True)), re.IGNORECASE
    )


def shared_files_naming_a_game() -> set[str]:
    pattern = names_of_games()
    return {
        path.relative_to(TESTS.parent).as_posix()
        for path in TESTS.rglob("*")
        if path.is_file()
        and path.suffix in SUFFIXES
        and not is_the_games_own(path)
        and pattern.search(path.read_text(encoding="utf-8", errors="replace"))
    }


def test_no_new_shared_test_names_a_game() -> None:
    new = sorted(shared_files_naming_a_game() - set(STILL_NAMING))
    assert not new, (
        f"shared tests naming a game: {new}. Read the game from registry.ids() / registry.facts(game_id), "
        "or move a game's own behaviour into its own test files"
    )


def test_the_list_of_shared_tests_still_naming_a_game_only_shrinks() -> None:
    fixed = sorted(set(STILL_NAMING) - shared_files_naming_a_game())
    assert not fixed, f"these no longer name a game: take them off STILL_NAMING: {fixed}"


def test_this_check_sees_a_game_named_in_a_shared_file() -> None:
    game = registry.all()[0]
    assert names_of_games().search(f'await h.slash(alice, "play", game="{game.id}")')
    assert not is_the_games_own(TESTS / "e2e" / "test_calm_channel.py")
    assert is_the_games_own(TESTS / "games" / game.__name__.split(".")[1] / "test_rules.py")
    assert is_the_games_own(TESTS / f"{PACKAGE_PREFIX}made_up" / "engine.py")
    assert not is_the_games_own(TESTS / "support" / "examples.py")
