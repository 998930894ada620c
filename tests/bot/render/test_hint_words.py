"""💡 Hint words (issue 39) for every registered game: each reason its bots give is a sentence in English
and in Korean, the suggested move reads as the hand shows it, and the hint screen has one Play it button
that plays exactly the suggested move."""

from __future__ import annotations

import pytest

from bot.i18n import language
from bot.render.base import TableContext
from bot.render.hints import PLAY_IT, hint_screen, move_words
from bot.render.registry import ui_for
from games import registry
from games.bots.hints import GENERIC, Hint, explain
from tests.games.bots.hint_positions import positions
from tests.support.locales import HANGUL

GAMES = [rules.id for rules in registry.all()]
POSITIONS = 40  # decision points per game; every legal move of each is worded


def _ctx(game_id: str) -> TableContext:
    rules = registry.get(game_id)
    names = tuple(f"p{seat}" for seat in range(rules.max_players))
    return TableContext(table_id=1, game_name=rules.name, channel_name="cards", names=names)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_reason_a_game_gives_is_a_sentence_in_english_and_korean(game_id: str) -> None:
    ui = ui_for(game_id)
    for _state, view in positions(registry.get(game_id), POSITIONS, seed=2):
        for action in view["legal"]:
            reason = explain(game_id, view, action)
            if reason.key == GENERIC:
                continue
            english = ui.reason_text(view, reason)
            assert english and "{" not in english, (reason, english)
            with language("ko"):
                korean = ui.reason_text(view, reason)
            assert korean and HANGUL.search(korean) and "{" not in korean, (reason, korean)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_names_the_move_as_the_hand_does_and_play_it_plays_it(game_id: str) -> None:
    ui, ctx = ui_for(game_id), _ctx(game_id)
    for _state, view in positions(registry.get(game_id), POSITIONS // 4, seed=3):
        action = view["legal"][-1]
        words = move_words(ui, ctx, view, action)
        verb = action.split(":")[0] + ":"
        assert words and verb not in words, f"{action!r} reads as {words!r}, not as the player reads it"
        screen = hint_screen(ui, ctx, view, Hint(action, explain(game_id, view, action)))
        [play] = screen.buttons()
        assert (play.label, play.action) == (PLAY_IT, action)
        assert words in screen.content
