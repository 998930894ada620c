"""A renderer change that players would not notice leaves every screen of the golden games as it was.

The record (``golden_screens/<game id>.json``) is each registered game's digest of every screen of a few whole
seeded games in English and Korean (``golden_screens``). A game without a record fails here: record it
with ``python -m tests.bot.render.golden_screens --write --game <id>`` once its screens are the ones
players should see.
"""

from __future__ import annotations

import pytest

from games import registry
from tests.bot.render.golden_screens import digest, recorded

# Slow: every screen of the golden games (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_screen_of_the_golden_games_is_as_recorded(game_id: str) -> None:
    assert game_id in recorded(), f"no golden record for {game_id}: run tests.bot.render.golden_screens"
    assert digest(game_id) == recorded()[game_id], (
        f"{game_id}'s screens changed: diff `python -m tests.bot.render.golden_screens --dump DIR` against "
        "the previous commit's, and --write the record only if players should see the change"
    )
