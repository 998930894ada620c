"""Quatorze played to the end in a Discord channel by 2, 3 and 4 players over different types: no hand,
face-down deck card or Wonders look ever reaches someone the rules keep it from."""

from __future__ import annotations

import pytest

from tests.support.harness import Harness, text_of
from tests.support.privacy import Secret, assert_no_leaks

GAME = "quatorze"


def secret_cards(view: dict) -> set[str]:
    """A seat's hand, the card it is passing face down, and the deck cards it looked at."""
    deck_looks = {look["card"] for look in view.get("looked") or [] if look.get("seat") is None}
    passing = {view["my_pass"]} if view.get("my_pass") else set()
    return set(view["hand"]) | passing | deck_looks


def known_cards(view: dict) -> set[str]:
    """What the rules let a seat know of others: its Wonders looks and both sides of its last pass."""
    looks = {look["card"] for look in view.get("looked") or []}
    exchange = view.get("exchange") or {}
    return looks | {card for card in (exchange.get("gave"), exchange.get("got")) if card}


@pytest.mark.parametrize(
    ("names", "options"),
    [
        (("alice", "bob"), {}),
        (("alice", "bob", "carol"), {"types": "quatorze"}),
        (("alice", "bob", "carol", "dave"), {"types": "random"}),
        (("alice", "bob", "carol"), {"custom_types": ["AM", "LG", "LU", "NO", "PE", "QU", "WO"]}),
    ],
    ids=["seven7s-2p", "new-types-3p", "random-4p", "custom-picked-in-the-lobby-3p"],
)
async def test_a_whole_game_without_leaks(harness: Harness, names, options) -> None:
    h = harness
    await h.open_and_start(GAME, names, options)
    if "custom_types" in options:
        state = await h.bot.tables.table_in_channel(h.channel.id)
        assert set(state.public["types"]) == set(options["custom_types"])
    # A card that has been face up (on a column, a discard, a bonus card) stays public knowledge even
    # after a power moves it into a hand (Seas, Notes take it from the table in front of everyone).
    been_public: set[str] = set()
    # A Lucky Gods miss shows the deck's top card to everyone before it joins the guesser's hand. The
    # views don't keep that moment, so the test watches the service's events as they happen.
    act = h.bot.tables.act

    async def act_and_watch(*args, **kwargs):
        result = await act(*args, **kwargs)
        been_public.update(e.card for e in result.events if type(e).__name__ == "LuckyGodsRevealed")
        return result

    h.bot.tables.act = act_and_watch  # type: ignore[method-assign]

    def public_cards(view: dict) -> set[str]:
        been_public.update(card for column in view["columns"] for card in column["cards"])
        been_public.update(card for cards in view["bonus"] for card in cards)
        decision = view.get("decision") or {}
        been_public.update(card for card in (decision.get("discard"), decision.get("card")) if card)
        return been_public

    async def check() -> None:
        await assert_no_leaks(h, GAME, Secret(secret_cards), public_cards=public_cards, known=known_cards)

    decisions = await h.play_until_over(check)
    assert decisions >= 7
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
    final = text_of(h.last_channel_message())
    assert all(name in final for name in names)
