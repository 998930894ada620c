"""The lobby's controls: every option select says what it sets, never a word a button already uses."""

from __future__ import annotations

import pytest

from bot.render.lobby import option_selects
from games import registry
from tests.support.locales import hangul_share

BUTTON_WORDS = ("Rules", "Join", "Leave", "Start", "Cancel")  # the lobby's and the table's buttons


@pytest.mark.parametrize("game_id", registry.ids())
def test_no_option_select_is_named_like_a_button(game_id: str) -> None:
    for select in option_selects(registry.get(game_id).Options()):
        title = select.placeholder.split(":")[0].strip()
        assert title not in BUTTON_WORDS, f"{game_id}: the {select.pick} select is labelled {title!r}"
        for option in select.options:
            assert option.label.split(":")[0].strip() not in BUTTON_WORDS


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_option_select_reads_english_in_english(game_id: str) -> None:
    """The source text is English (docs/i18n.md); a game's own terms in another language belong in that
    language's catalog, not in the English an English reader sees."""
    for select in option_selects(registry.get(game_id).Options()):
        words = [select.placeholder, *(f"{o.label} {o.description or ''}" for o in select.options)]
        for text in words:
            assert hangul_share(text) == 0, f"{game_id}: {text!r}"
