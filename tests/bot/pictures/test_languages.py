"""A picture's words are in the message's language: the table's for the table picture, the owner's for a
hand (whose faces draw no word today: docs/pictures.md#phones). The cards stay the same (the text chunk
the privacy oracle reads lists the same codes in the same order), an English and a Korean picture never
stand in for each other in the memo, and a picture drawn in a worker thread (as the adapter draws them)
speaks the language of the code that asked for it."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.i18n import language
from bot.pictures import Picture, cards_in_png, hand_picture, table_picture
from bot.pictures.labels import NAME_SIZE, NAME_WIDTH, picture_name
from bot.pictures.memo import PictureMemo, render
from bot.pictures.paint import TEXT, TITLE, font
from games import registry
from tests.bot.pictures.playouts import seat_views, states
from tests.bot.pictures.test_table import test_a_hostile_name_changes_only_its_own_label_slot as name_slots
from tests.support.games import game_for

pytestmark = pytest.mark.usefixtures("recorded_inks")  # these tests read ``Picture.inks``

EVERY = 9
NAMES = ("김민준", "Zoë", "", "Ann")


def _pictures(game_id: str, state: Any, code: str) -> list[Picture]:
    rules = registry.get(game_id)
    names = NAMES[: rules.max_players]
    with language(code):
        return [
            table_picture(game_id, rules.view(state, None), names),
            *(hand_picture(game_id, view) for view in seat_views(game_id, state) if view.get("hand")),
        ]


def _words(picture: Picture) -> list[str]:
    """The words a picture draws on the felt and on its cards (its inks but the cards' places)."""
    return [ink.text for ink in picture.inks if ink.kind in (TEXT, TITLE)]


@pytest.mark.parametrize("game_id", registry.ids())
def test_a_korean_picture_shows_the_same_cards_in_other_words(game_id: str) -> None:
    rules = registry.get(game_id)
    translated = 0
    for state in states(game_id, rules.max_players, seed=3, every=EVERY):
        for english, korean in zip(
            _pictures(game_id, state, "en"), _pictures(game_id, state, "ko"), strict=True
        ):
            assert cards_in_png(korean.png) == cards_in_png(english.png) == list(english.cards)
            if _words(english) != _words(korean):  # a seat label, a badge, a translated word
                assert korean.png != english.png, "a badge or a label reads Korean"
                translated += 1
    assert translated > 0, "some picture of the game has words, and they read Korean"


@pytest.mark.parametrize("game_id", registry.ids())
def test_english_stays_the_default(game_id: str) -> None:
    rules = registry.get(game_id)
    state = list(states(game_id, rules.max_players, seed=3))[10]
    default = table_picture(game_id, rules.view(state, None))
    with language("en"):
        assert table_picture(game_id, rules.view(state, None)).png == default.png


@pytest.mark.parametrize("game_id", registry.ids())
def test_a_hostile_name_stays_in_its_slot_beside_korean_words(game_id: str) -> None:
    with language("ko"):
        name_slots(game_id)


def test_a_seat_without_a_drawable_name_is_labelled_in_the_language() -> None:
    assert picture_name("🎲", 2) == "Seat 3"
    with language("ko"):
        label = picture_name("🎲", 2)
        assert label == "3번 자리" and picture_name(label, 2) == label
        assert font(NAME_SIZE).getlength(label) <= NAME_WIDTH
    assert picture_name("🎲", 2) == "Seat 3", "the cached name is not the Korean label"


# The public table of a real deal of the first game three can play: its seats are labelled "Seat N" in
# the language drawn (a hand's faces draw no word).
RULES = game_for(3)
VIEW = RULES.view(RULES.new_game(3, 0), None)


def draw(view: dict[str, Any]) -> Picture:
    return table_picture(RULES.id, view)


def test_the_memo_keeps_an_english_and_a_korean_picture_apart() -> None:
    memo = PictureMemo()
    english, _changed = memo.picture("bob", VIEW, draw)
    with language("ko"):
        korean, changed = memo.picture("bob", VIEW, draw)
        assert changed and korean.png != english.png and memo.drawn == 2
        assert memo.lookup("bob", VIEW) is korean
    assert memo.lookup("bob", VIEW) is english
    memo.forget(lambda key: key == "bob")
    assert memo.lookup("bob", VIEW) is None
    with language("ko"):
        assert memo.lookup("bob", VIEW) is None, "forgotten in every language"


async def test_a_picture_drawn_in_a_worker_thread_speaks_the_callers_language() -> None:
    english = draw(VIEW)
    with language("ko"):
        here = draw(VIEW)
        threaded, reads = await asyncio.to_thread(render, VIEW, draw)
    assert threaded.png == here.png != english.png
    assert reads is not None and "players" in reads[0], "the keys it read, with their values' digest"
