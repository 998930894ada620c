"""The checklist of docs/adding-a-game.md is proven: each example game, made of nothing but the
checklist's steps, passes every shared test that iterates the registries. An example game is a package
of ``tests/`` with a ``plugin.py`` (docs/adding-a-game.md lists them: the smallest, and a whole bidding
trick game whose lines ``python -m bench.lines`` counts); its ``registration.MIN_SHARED_CASES`` says how
many shared cases it must pass at least (fewer means the shared tests stopped finding it).

This file names no game: in a run with one example registered, it would count as a shared test naming
it (``tests/test_shared_tests_name_no_game.py``).

Each is registered only in a pytest run of its own (``-p tests.<package>.plugin``), so the shared
tests collect it like any registered game while this suite's counts and golden records stay the four
real games'. Tests that start the bot in another process (``tests/process``, ``bot.maintenance``) cannot
see a game registered in tests, and are not run for it."""

from __future__ import annotations

import importlib
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import examples

# Slow: the shared tests again, in a pytest run per example game (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow(first=True)  # over a minute in one test: started before the others

ROOT = Path(__file__).resolve().parents[1]
SHARED = (
    "tests/games/test_facts.py",
    "tests/games/test_stored_format.py",
    "tests/games/test_stored_games.py",
    "tests/games/bots/test_bots.py",
    "tests/games/bots/test_bots.py::test_interface",
    "tests/games/bots/test_strong_privacy.py",
    "tests/test_shared_tests_name_no_game.py::test_no_new_shared_test_names_a_game",
    "tests/bot/render",
    "tests/bot/pictures",
    "tests/bot/adapter/test_components.py",
    "tests/bot/adapter/test_looks.py",
    "tests/bot/adapter/test_translator.py",
    "tests/bot/adapter/test_translator.py::test_game_choices_show_each_game_by_the_name_its_screens_use",
    "tests/bot/i18n/test_engine_refusals.py",
    "tests/bot/tables/test_bots_and_clocks.py",
    "tests/bot/tables/test_daily_deal.py::test_every_game_declares_a_daily_format_it_can_play",
    "tests/bot/tables/test_replays.py",
    "tests/e2e/test_bots_and_clock_at_the_table.py",
    "tests/e2e/test_calm_channel.py",
    "tests/e2e/test_clicks_per_decision.py",
    "tests/e2e/test_korean_tables.py",
    "tests/e2e/test_privacy_oracle.py",
)
EXAMPLES = examples.packages()  # each under the reserved prefix (tests/test_example_names.py)


def test_there_are_example_games() -> None:
    assert len(EXAMPLES) >= 2, EXAMPLES


@pytest.mark.parametrize("package", EXAMPLES)
def test_the_example_game_passes_every_shared_test(package: str) -> None:
    # Only the registration module is read here: importing it registers nothing (its plugin does).
    minimum = importlib.import_module(f"tests.{package}.registration").MIN_SHARED_CASES
    run = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "-p", f"tests.{package}.plugin", "-p", "no:cacheprovider"),
            *("-n", "0"),  # in this worker: the suite's other workers keep the other cores busy
            "-k",
            "not postgresql",
            "--tb=short",
            *SHARED,
        ],  # one backend is enough for the game's checks
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,  # an example of long games (dozens of rounds) plays them whole over the wire: minutes
    )
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    passed = re.search(r"(\d+) passed", run.stdout)
    assert passed and int(passed.group(1)) >= minimum, run.stdout[-2000:]
