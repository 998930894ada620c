"""A hint's reason in words (bot/render/kit/reason_words.py): the game's sentence for the key, each value
spelled as the game's screens spell it, translated like every other sentence."""

from __future__ import annotations

from bot.i18n import N_, language
from bot.render.kit.reason_words import reason_words
from games.bots.hints import Reason

WORDS = {"take": N_("Take {card}: the highest card on offer.")}
SPELL = {"card": lambda code: f"«{code}»"}


def test_the_sentence_of_the_reason_names_its_values_as_the_screens_spell_them() -> None:
    words = reason_words(WORDS, Reason("take", {"card": "QU5"}), SPELL)
    assert words == "Take «QU5»: the highest card on offer."


def test_a_value_with_no_spelling_is_shown_as_it_is() -> None:
    assert reason_words(WORDS, Reason("take", {"card": "QU5"}), {}) == "Take QU5: the highest card on offer."


def test_a_reason_the_game_has_no_sentence_for_gives_none() -> None:
    assert reason_words(WORDS, Reason("lead", {"card": "QU5"}), SPELL) is None


def test_the_sentence_is_translated() -> None:
    with language("ko"):
        korean = reason_words(WORDS, Reason("take", {"card": "QU5"}), SPELL)
    assert korean is not None and "«QU5»" in korean and "Take" not in korean
