"""The standard deck's card tokens: the suit's symbol then the rank, 10 for T and J Q K A as they are, the
same for every card of the deck; the suit named in the reader's language where a sentence names it."""

from __future__ import annotations

from bot.i18n import language
from bot.render.kit import french
from games.decks.french import DECK


def test_every_card_prints_as_its_suits_symbol_then_its_rank() -> None:
    assert [french.card(c) for c in ("HT", "SQ", "DA", "C2", "SJ", "HK")] == [
        "♥️10",
        "♠️Q",
        "♦️A",
        "♣️2",
        "♠️J",
        "♥️K",
    ]
    tokens = {french.card(code) for code in DECK}
    assert len(tokens) == len(DECK) == 52  # 52 different tokens


def test_what_is_not_a_card_of_the_deck_shows_as_it_is() -> None:
    assert french.card("H1") == "H1" and french.card("?") == "?"
    assert french.cards_text([]) == "—" and french.cards_text(["HT", "S2"]) == "♥️10 ♠️2"


def test_no_trump_and_the_suits_names_read_in_the_readers_language() -> None:
    assert french.trump_text(None) == "no trump" and french.trump_text("DK") == "♦️K"
    assert french.suit_named("H") == "♥️ hearts"
    with language("ko"):
        assert french.trump_text(None) == "으뜸패 없음"
        assert french.suit_named("H") == "♥️ 하트"
