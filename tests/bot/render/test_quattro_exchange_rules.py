"""/rules in English (Korean only in the title's name), the lobby's options line and selects, turn prompts."""

from __future__ import annotations

import re
from itertools import product

import pytest

from bot.render.base import GameUI
from bot.render.lobby import MAX_OPTION_SELECTS, option_selects
from bot.render.quattro_exchange import UI
from bot.render.screen import MAX_CONTENT
from games.quattro_exchange import Options
from tests.bot.render.quattro_exchange_views import mulligan_view, opening_view, public

HANGUL = re.compile(r"[\uac00-\ud7a3]")
ALL_OPTIONS = [
    Options(opening_mode=o, stop_mode=s, original_zero_rule=z, tiebreak_mode=t)
    for o, s, z, t in product(
        ["simultaneous", "sequential"],
        ["permanent", "pass"],
        [False, True],
        ["highest_card", "lexicographic"],
    )
]


def test_ui_satisfies_the_protocol() -> None:
    ui: GameUI = UI
    assert ui.game_id == "quattro-exchange"


@pytest.mark.parametrize("options", ALL_OPTIONS, ids=lambda o: UI.options_summary(o))
def test_rules_text_fits_reads_in_english_and_names_the_table_options(options: Options) -> None:
    text = UI.rules_text(options)
    assert len(text) <= MAX_CONTENT
    title, rest = text.split("\n", 1)
    assert title.startswith("**Quattro Exchange · 콰트로**")  # the game's own name stays in its title
    assert not HANGUL.search(rest), "one language: no Korean term next to the English"
    for heading in ("**Mulligan**", "**Opening**", "**Exchange**", "**Virtual players**", "**Winning**"):
        assert heading in text
    assert "first, second, second, first" in text and "plays second in the next phase" in text
    assert UI.options_summary(options) in text
    assert ("**Stop = pass**" in text) == (options.stop_mode == "pass")
    assert ("Season 2 zero rule" in text) == options.original_zero_rule


def test_options_summary() -> None:
    assert UI.options_summary(Options()) == "secret openings · stop ends your phase · highest-card tie-break"
    every = Options(
        opening_mode="sequential", stop_mode="pass", original_zero_rule=True, tiebreak_mode="lexicographic"
    )
    assert UI.options_summary(every) == (
        "openings one at a time · stop = pass · card-by-card tie-break · Season 2 zero rule"
    )
    assert UI.options_summary({"stop_mode": "pass"}).startswith("secret openings · stop = pass")


def test_the_lobby_shows_all_four_options_as_selects_with_labels_and_hints() -> None:
    selects = option_selects(Options())
    assert len(Options.model_fields) == len(selects) <= MAX_OPTION_SELECTS
    assert [s.placeholder for s in selects] == ["Openings", "Stop", "Season 2 zero rule", "Equal sums"]
    for select in selects:
        assert all(o.description for o in select.options)
    assert [o.label for o in selects[0].options] == [
        "Openings: both at once",
        "Openings: first player, then second",
    ]


def test_turn_prompts() -> None:
    assert UI.turn_prompt(mulligan_view(1), 1) == "to keep their hand or take a mulligan"
    assert UI.turn_prompt(opening_view(0), 1) == "to choose a card to open"
    assert UI.turn_prompt(public(), 0) == "to exchange or stop"
    assert UI.turn_prompt(public(options={"stop_mode": "pass"}), 0) == "to exchange or pass"
    assert UI.turn_prompt(public(may_stop=[False, True]), 0) == "to exchange — still to visit: V2 V4 V5 V6"
    assert UI.turn_prompt(public(), 1) == ""
