"""/rules with the table's types and option, the lobby's options line, card tokens and turn prompts."""

from __future__ import annotations

import random

import pytest

import games.quatorze as qz
from bot.render.base import GameUI
from bot.render.lobby import MAX_OPTION_SELECTS, option_selects
from bot.render.quatorze import UI
from bot.render.quatorze.tokens import card, full, long
from bot.render.screen import MAX_CONTENT
from games.quatorze.cards import ALL_CARDS, TYPE_NAMES, TYPES
from tests.bot.render.quatorze_views import (
    act,
    act_as,
    lucky,
    luminaries,
    notes,
    opening,
    planes,
    queens,
    seas,
    sins,
    virtues,
    wonders,
)

CUSTOM = [",".join(random.Random(i).sample(TYPES, 7)) for i in range(6)]
ALL_OPTIONS = [
    *(
        qz.Options(types=t, count_any_type_in_column=c)
        for t in ("seven7s", "quatorze", "random")
        for c in (0, 1)
    ),
    *(qz.Options(types="custom", custom_types=types, count_any_type_in_column=True) for types in CUSTOM),
]


def test_ui_satisfies_the_protocol() -> None:
    ui: GameUI = UI
    assert ui.game_id == "quatorze" == qz.id


def test_card_tokens_short_and_long_with_a_mark_for_every_colour() -> None:
    assert (card("QU5"), long("QU5"), full("QU5")) == (
        "QU5🟣V",
        "Queens 5 (violet)",
        "QU5🟣V Queens 5 (violet)",
    )
    codes = ("QU6", "CO1", "AM1", "CO4", "CO5")
    assert [card(c) for c in codes] == ["QU6🔴R", "CO1🔴R", "AM1🟠O", "CO4🟢G", "CO5🔵B"]
    assert (card("QU4"), full("QU4")) == ("QU4🫐I", "QU4🫐I Queens 4 (indigo)")
    assert card("XX9") == "XX9"  # an unknown code is shown, not hidden
    assert len({card(c) for c in ALL_CARDS}) == len(ALL_CARDS)


@pytest.mark.parametrize("options", ALL_OPTIONS, ids=lambda o: UI.options_summary(o))
def test_rules_text_fits_and_names_the_table_types_and_option(options: qz.Options) -> None:
    text = UI.rules_text(options)
    assert len(text) < MAX_CONTENT
    assert text.startswith("**Quatorze** — 2 to 4 players")
    types = TYPES if options.types == "random" else options.chosen_types(1)
    for code in TYPES:
        assert (f"· {TYPE_NAMES[code]}:" in text) == (code in types)
    assert ("every card in their column" in text) == options.count_any_type_in_column
    assert "**End**" in text and "**Scoring**" in text and "**This table**" in text
    assert not [c for c in ALL_CARDS if c in text]  # no card code: a token stands for a real card


def test_rules_text_says_only_a_played_card_sets_the_wild_and_where_a_sins_card_goes() -> None:
    text = UI.rules_text(qz.Options(types="random"))
    assert "· Colors: the top Colors card played from a hand sets the wild colour" in text
    assert "· Days: the top Days card played from a hand sets the wild number" in text
    assert "goes on its column (any if wild or Ages of Man)" in text


def test_rules_text_tags_the_wild_queens_conflict_as_our_reading() -> None:
    assert "only the most Queens score them (our reading: even wild ones)" in UI.rules_text(
        qz.Options(types="quatorze")
    )


def test_options_summary() -> None:
    assert UI.options_summary(qz.Options()) == "original Seven7s types · Ages/Peaks columns: own type counts"
    assert UI.options_summary(qz.Options(types="random", count_any_type_in_column=True)) == (
        "7 random types · Ages/Peaks columns: every card counts"
    )
    custom = qz.Options(custom_types="qu,pe,NO,DS,DA,CO,AM")
    assert (
        UI.options_summary(custom)
        == "custom types AM CO DS DA NO PE QU · Ages/Peaks columns: own type counts"
    )
    assert UI.options_summary({"types": "quatorze"}).startswith("the 7 new types")


def test_the_lobby_shows_the_options_as_selects() -> None:
    selects = option_selects(qz.Options())
    assert 2 <= len(selects) <= MAX_OPTION_SELECTS
    assert "Types" in [s.placeholder for s in selects]


def test_turn_prompts_for_every_decision() -> None:
    prompts = {
        "play": (opening(), 0, "to play a card"),
        "virtues_play": (virtues(), 0, "to play another card (Holy Virtues)"),
        "sins_target": (sins(), 0, "to choose whose random card Deadly Sins takes"),
        "sins_place": (act(sins(), "target:1"), 0, "to choose the column for AM3🟢G (Deadly Sins)"),
        "lucky_call": (lucky(), 0, "to call a number or a colour (Lucky Gods)"),
        "luminaries_pass": (luminaries(), 0, "to pass a card left or right (Luminaries)"),
        "luminaries_others": (act(luminaries(), "pass:left:QU1"), 2, "to pass a card left (Luminaries)"),
        "notes_take": (notes(), 1, "to take a card or skip (Notes)"),
        "planes_move": (planes(), 0, "to move a top card to another column (Planes of Existence)"),
        "queens_target": (queens(), 0, "to ask an opponent about Queens"),
        "seas_take": (seas(), 0, "to take the top card of another column (Seas)"),
        "wonders_look": (act(wonders(), "look:deck"), 0, "to look at 2 more cards (Wonders)"),
        "wonders_order": (
            act(wonders(), "look:deck", "look:deck", "look:deck"),
            0,
            "to put the deck cards seen back in an order (Wonders)",
        ),
    }
    for kind, (state, seat, prompt) in prompts.items():
        public = qz.view(state, None)
        assert public["decision"]["kind"] == kind
        assert UI.turn_prompt(public, seat) == prompt
    assert UI.turn_prompt(qz.view(luminaries(2), None), 0) == "to pass a card to the left (Luminaries)"
    assert UI.turn_prompt(qz.view(opening(), None), 1) == ""
    chosen = act_as(act(luminaries(), "pass:left:QU1"), 2, "pass:SA1")
    assert UI.turn_prompt(qz.view(chosen, None), 2) == ""
