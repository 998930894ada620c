"""The standard deck's look, as a standard-deck game uses it as it is: each card shows its rank as the text
prints it (10 for T), its suit's letter on a disc and its suit's shape, black spades and clubs, red hearts
and diamonds; and the trick table (``compose.trick_table``) lays the trick by seat with its labels."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.pictures import compose, faces, french, games, symbols
from bot.pictures.paint import MARK, SYMBOL, VALUE
from bot.render.kit import french as tokens
from games.decks.french import DECK

pytestmark = pytest.mark.usefixtures("recorded_inks")  # these tests read ``Picture.inks``

LOOK = "a-standard-deck"  # a made-up id no game has: the kit's look, registered for these tests only


@pytest.fixture
def standard_look() -> Iterator[str]:
    games.register(LOOK, "bot.pictures.french")
    try:
        yield LOOK
    finally:
        games._MODULES.pop(LOOK)
        games.look.cache_clear()


def drawn(game_id: str, code: str) -> list[tuple[str, str]]:
    return [(ink.kind, ink.text) for ink in faces.card_inks(game_id, code)]


def test_every_card_shows_its_rank_as_the_text_prints_it_its_letter_and_its_shape(standard_look: str) -> None:
    for code in DECK:
        suit = code[0]
        printed = tokens.card(code).removeprefix(tokens.SYMBOL[suit])
        assert drawn(standard_look, code) == [
            (VALUE, printed),
            (MARK, suit),
            (VALUE, printed),
            (SYMBOL, french.SYMBOL[suit].__name__),
        ], code
    assert drawn(standard_look, "HT")[0] == (VALUE, "10")


def test_hearts_and_diamonds_are_red_spades_and_clubs_black_each_with_its_own_shape() -> None:
    assert {s: french.face(s + "A").colour for s in "SHCD"} == {
        "S": french.BLACK,
        "H": french.RED,
        "C": french.BLACK,
        "D": french.RED,
    }
    assert [french.face(s + "2").symbol for s in "SHCD"] == [
        symbols.spade,
        symbols.heart,
        symbols.club,
        symbols.diamond,
    ]


def test_a_code_not_of_the_deck_is_the_unknown_card() -> None:
    assert french.face("X9") == faces.unknown() and french.face("H1") == faces.unknown()


def test_the_hand_is_held_one_row_per_suit_in_the_views_order() -> None:
    assert french.hand_rows({"hand": ["SA", "S2", "HT", "C3", "C9"]}) == [["SA", "S2"], ["HT"], ["C3", "C9"]]


def test_the_trick_table_shows_the_trick_by_seat_who_led_and_who_is_to_play(standard_look: str) -> None:
    view = {"players": 3, "trick": [[1, "HT"], [2, "HQ"]], "leader": 1, "to_act": [0], "phase": "playing"}
    picture = compose.trick_table(standard_look, view, ["alice", "bob", "carol"], 4)
    assert picture.cards == ("HT", "HQ") and picture.filename == "table.png"
    labels = [ink.text for ink in picture.inks if ink.kind == "text"]
    assert labels == ["alice", "bob · led", "carol"]


def test_between_tricks_the_table_shows_the_trick_just_won_with_its_winner(standard_look: str) -> None:
    view = {
        "players": 3,
        "trick": [],
        "last_trick": {"cards": [[0, "S2"], [1, "SK"], [2, "S9"]], "winner": 1},
    }
    picture = compose.trick_table(standard_look, view, ["alice", "bob", "carol"], 4)
    assert picture.cards == ("S2", "SK", "S9")
    assert [ink.text for ink in picture.inks if ink.kind == "text"] == ["alice · led", "bob · won", "carol"]
