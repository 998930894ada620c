"""DAILY_BOT_LEVEL (bot/settings.py): the bots of a new day's daily deal, one of the bots' levels."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.settings import Settings
from games import bots


def test_a_new_day_defaults_to_the_best_bots() -> None:
    assert Settings(_env_file=None).daily_bot_level == bots.EXPERT == bots.LEVELS[-1]


@pytest.mark.parametrize("level", bots.LEVELS)
def test_every_bot_level_may_be_chosen(level: str) -> None:
    assert Settings(_env_file=None, daily_bot_level=level).daily_bot_level == level


def test_a_level_that_does_not_exist_is_refused_by_name() -> None:
    with pytest.raises(ValidationError, match="DAILY_BOT_LEVEL must be one of casual, strong, expert"):
        Settings(_env_file=None, daily_bot_level="genius")
