"""/rules text, the lobby's options line, and turn prompts."""

from __future__ import annotations

from itertools import product

import pytest

from bot.render.base import GameUI
from bot.render.quattro_tricks import UI
from bot.render.screen import MAX_CONTENT
from games.quattro_tricks import Options
from tests.bot.render.quattro_tricks_views import bidding_view, public


def test_ui_satisfies_the_protocol() -> None:
    ui: GameUI = UI
    assert ui.game_id == "quattro-tricks"


@pytest.mark.parametrize(
    "rule,strict,bonus",
    list(product(["none", "set_selection", "starting_choice"], [False, True], [False, True])),
)
def test_rules_text_fits_and_names_the_table_options(rule: str, strict: bool, bonus: bool) -> None:
    options = Options(custom_rule=rule, strict_unused=strict, a_bonus_without_chip=bonus)
    text = UI.rules_text(options)
    assert len(text) <= MAX_CONTENT
    assert "red is never compulsory" in text and "highest 🟥 red card wins" in text
    for heading in ("A Sum board", "B Not set", "C Colour chips", "D Missions"):
        assert heading in text
    assert UI.options_summary(options) in text


def test_options_summary() -> None:
    assert UI.options_summary(Options()) == "base rules (sets pass to the left)"
    assert UI.options_summary(Options(custom_rule="set_selection", strict_unused=True)) == (
        "Set-Selection (players pick their sets; strict: unused sets first)"
    )
    assert UI.options_summary(Options(custom_rule="starting_choice")) == (
        "Starting-Choice (pick a set or to start)"
    )
    assert UI.options_summary({"a_bonus_without_chip": True}).endswith("· 5/15/25 scores without a chip")


def test_turn_prompts() -> None:
    assert UI.turn_prompt(bidding_view(3), 3) == "to bid (set C)"
    assert UI.turn_prompt(public(), 3) == "to play"
    assert UI.turn_prompt(public(trick=[], to_act=[1]), 1) == "to lead trick 5"
    assert UI.turn_prompt(public(), 0) == ""
    choosing = {
        "mode": "starting_choice",
        "order": [0, 1, 2, 3],
        "chosen": {},
        "remaining_sets": ["A"],
        "start_taken": None,
    }
    view = public(phase="choosing", to_act=[0], choosing=choosing)
    assert UI.turn_prompt(view, 0) == "to choose a set or to start"
    choosing["start_taken"] = 2
    assert UI.turn_prompt(view, 0) == "to choose a set"
