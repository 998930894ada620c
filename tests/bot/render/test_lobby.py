"""The lobby's controls: every option select says what it sets, never a word a button already uses."""

from __future__ import annotations

import pytest

from bot.render.lobby import option_selects
from games import registry

BUTTON_WORDS = ("Rules", "Join", "Leave", "Start", "Cancel")  # the lobby's and the table's buttons


@pytest.mark.parametrize("game_id", registry.ids())
def test_no_option_select_is_named_like_a_button(game_id: str) -> None:
    for select in option_selects(registry.get(game_id).Options()):
        title = select.placeholder.split(":")[0].strip()
        assert title not in BUTTON_WORDS, f"{game_id}: the {select.pick} select is labelled {title!r}"
        for option in select.options:
            assert option.label.split(":")[0].strip() not in BUTTON_WORDS
