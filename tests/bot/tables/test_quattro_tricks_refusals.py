"""A refused move of Quattro Trick-Taking is explained in the clicking player's language: the engine's
sentence, translated with the game words in it (a colour), card codes as they are — Korean for a Korean
player, the engine's own English for an English one, at the same table."""

from __future__ import annotations

import pytest

from bot.i18n import language
from bot.tables import TableService
from bot.tables.errors import IllegalMoveError
from games.quattro_tricks.cards import ALL_CARDS, COLOUR
from tests.bot.tables.test_service import ALICE, BOB, CAROL, started
from tests.support.locales import hangul_share

GAME = "quattro-tricks"
KOREAN = "ko"
MOSTLY_KOREAN = 0.5


async def to_trick_play(service: TableService, table_id: int) -> None:
    """Everyone makes their first legal choice and bid until the first card is to be played."""
    while True:
        state = await service.table(table_id)
        user = state.table.user_at(state.to_act[0])
        legal = (await service.private_view(table_id, user)).view["legal"]
        if legal[0].startswith("play:"):
            return
        await service.act(table_id, user, state.table.version, legal[0])


async def refusal(service: TableService, table_id: int, user: int, action: str, code: str) -> str:
    version = (await service.table(table_id)).table.version
    with language(code), pytest.raises(IllegalMoveError) as refused:
        await service.act(table_id, user, version, action)
    return refused.value.message


async def test_a_card_not_held_is_refused_in_each_players_language(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL, game_id=GAME)
    await to_trick_play(service, table_id)
    state = await service.table(table_id)
    user = state.table.user_at(state.to_act[0])
    hand = (await service.private_view(table_id, user)).view["hand"]
    foreign = next(card for card in ALL_CARDS if card not in hand)  # a forged play:<card> click
    korean = await refusal(service, table_id, user, f"play:{foreign}", KOREAN)
    english = await refusal(service, table_id, user, f"play:{foreign}", "en")
    assert english == f"You don't hold {foreign}."
    assert foreign in korean and hangul_share(korean) >= MOSTLY_KOREAN
    assert (await service.table(table_id)).table.version == state.table.version, "nothing changed"


async def test_not_following_suit_names_the_colour_in_korean(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL, game_id=GAME)
    await to_trick_play(service, table_id)
    state = await service.table(table_id)
    leader = state.table.user_at(state.to_act[0])
    lead = (await service.private_view(table_id, leader)).view["legal"][0]
    await service.act(table_id, leader, state.table.version, lead)
    led = COLOUR[lead.removeprefix("play:")]
    state = await service.table(table_id)
    follower = state.table.user_at(state.to_act[0])
    hand = (await service.private_view(table_id, follower)).view["hand"]
    off_suit = [card for card in hand if COLOUR[card] != led]
    assert off_suit and len(off_suit) < len(hand), "the seeded deal lets the follower follow, or not"
    korean = await refusal(service, table_id, follower, f"play:{off_suit[0]}", KOREAN)
    english = await refusal(service, table_id, follower, f"play:{off_suit[0]}", "en")
    colours = {"R": ("red", "빨강"), "B": ("blue", "파랑"), "Y": ("yellow", "노랑"), "G": ("green", "초록")}
    assert english == f"You must follow {colours[led][0]}."
    assert colours[led][1] in korean and colours[led][0] not in korean
    assert hangul_share(korean) >= MOSTLY_KOREAN
