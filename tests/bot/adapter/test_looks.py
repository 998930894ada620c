"""Messages that look like a game: the table message is an embed in the game's colour with the table
drawn, a hand shows its cards drawn only to its owner, and anyone may turn pictures off."""

from __future__ import annotations

import io
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.adapter.hands import hand_look as owners_hand_look
from bot.adapter.hands import hand_screen
from bot.adapter.looks import HAND_FILE, TABLE_FILE, Look, Looks
from bot.pictures import cards_in_png, hand_picture
from bot.pictures.games import accent
from bot.render.screen import Screen
from games import registry
from tests.bot.adapter.test_commands import GAME as THREE_PLAYER_GAME
from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.games import game_everyone_starts
from tests.support.harness import BUTTON, Harness, tail_of, walk
from tests.support.privacy import assert_no_leaks

GAME = THREE_PLAYER_GAME.id  # the game start_three_player_game opens


def embed_of(message: Any) -> dict[str, Any]:
    assert len(message.embeds) == 1, "one embed per message"
    return message.embeds[0]


async def hands(h: Harness) -> dict[str, set[str]]:
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None
    by_id = {member.id: name for name, member in h.players.items()}
    return {
        by_id[p.user_id]: set((await h.bot.tables.private_view(state.table.id, p.user_id)).view["hand"])
        for p in state.table.players
    }


@pytest.mark.parametrize("game_id", registry.ids())
async def test_the_table_message_is_an_embed_in_the_games_colour_with_the_table_drawn(
    harness: Harness, game_id: str
) -> None:
    h = harness
    names = tuple(h.players)[: registry.get(game_id).min_players]
    await h.open_and_start(game_id, names)
    table = await h.table_message()
    embed = embed_of(table)
    assert embed["color"] == accent(game_id)
    # A title, then the turn line and the game's lines: rows as fields, or description lines where a phone
    # keeps room (docs/ux.md#the-table-message).
    assert embed.get("title") and embed.get("description"), "a title line, then whose turn it is"
    assert embed["description"].startswith("⏳"), "whose turn it is comes first"
    assert [a["filename"] for a in table.attachments] == [TABLE_FILE]
    assert embed["image"]["url"] in (f"attachment://{TABLE_FILE}", table.attachments[0]["url"])
    held = set().union(*(await hands(h)).values())
    assert not set(h.pictured_cards(table)) & held, "the table picture shows no card anyone holds"
    assert await h.to_act(), "whose turn it is still reads as text"


async def test_a_played_card_replaces_the_picture_and_the_message_never_holds_two(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    pictures = []
    for _ in range(40):  # bids first (the trick area stays as it was), then the first cards
        table = await h.table_message()
        assert len(table.attachments) == 1
        pictures.append((table.attachments[0]["id"], tuple(h.pictured_cards(table))))
        player = h.players[(await h.to_act())[0]]
        await h.decide(player, await h.open_hand(player))
    by_cards: dict[tuple[str, ...], set[str]] = {}
    for attachment_id, cards in pictures:
        by_cards.setdefault(cards, set()).add(attachment_id)
    assert len(by_cards) > 3, "the trick changed on the table picture"
    uploads = len({attachment_id for attachment_id, _ in pictures})
    assert uploads < len(pictures), "a move that leaves the picture as it was uploads nothing"


async def test_a_form_step_that_leaves_the_hand_as_it_was_uploads_no_new_picture(harness: Harness) -> None:
    h = harness
    everyone_bids = game_everyone_starts(3).id  # the round opens with everyone bidding
    await h.open_and_start(everyone_bids, tuple(h.players)[:3])
    player = h.players[(await h.to_act())[0]]
    hand = await h.open_hand(player)
    shown, cards, form = [a["id"] for a in hand.attachments], h.pictured_cards(hand), repr(hand.components)
    drafts = [
        c for c in walk(hand.components) if c.get("type") == BUTTON and tail_of(c).startswith("ui:draft:")
    ]
    await player.click(h.live(hand), custom_id=drafts[0]["custom_id"])  # a bid card picked, not yet confirmed
    picked = h.env.backend.get_message(hand.channel_id, hand.id)
    assert repr(picked.components) != form, "the pick shows in the form"
    assert [a["id"] for a in picked.attachments] == shown, "the picture Discord has is kept, not sent again"
    assert h.pictured_cards(picked) == cards


async def test_a_hand_is_drawn_in_its_owners_private_message_in_button_order(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    bob = h.players["bob"]
    shown = await h.open_hand(bob)
    assert shown.visible_to(bob.id) and not shown.visible_to(h.players["carol"].id)
    assert [a["filename"] for a in shown.attachments] == [HAND_FILE]
    drawn = h.pictured_cards(shown)
    assert set(drawn) == (await hands(h))["bob"]
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None
    private = await h.bot.tables.private_view(state.table.id, bob.id)
    assert drawn == list(hand_picture(GAME, private.view).cards), "the same order as the card buttons"
    await assert_no_leaks(h, GAME)


async def test_a_hand_whose_buttons_show_its_cards_is_drawn_only_if_chosen(
    harness: Harness,
) -> None:
    """Issue 36: on a phone a picture above buttons that show the same cards took a second screen. By
    default (``/settings hand`` buttons) such a hand has no picture; ``picture`` brings it back."""
    h = harness
    await start_three_player_game(h)
    for _ in range(60):
        player = h.players[(await h.to_act())[0]]
        shown = await h.open_hand(player)
        state = await h.bot.tables.table_in_channel(h.channel.id)
        assert state is not None
        private = await h.bot.tables.private_view(state.table.id, player.id)
        if hand_screen(h.bot, private).buttons_show_hand:
            break
        assert [a["filename"] for a in shown.attachments] == [HAND_FILE], "no buttons name the cards"
        await h.decide(player, shown)
    else:
        raise AssertionError("no hand showed its cards as buttons")
    assert embed_of(shown) and not shown.attachments, "the buttons show the cards: no picture of them"
    await h.slash(player, "settings", hand="picture")
    drawn = await h.open_hand(player)
    assert [a["filename"] for a in drawn.attachments] == [HAND_FILE]
    assert set(h.pictured_cards(drawn)) == set(private.view["hand"])


async def test_a_player_who_turned_pictures_off_reads_their_hand_as_text(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["bob"], "settings", pictures="off")
    await start_three_player_game(h)
    text_only = await h.open_hand(h.players["bob"])
    assert not text_only.embeds and not text_only.attachments
    assert "Your hand" in text_only.content
    assert [a["filename"] for a in (await h.open_hand(h.players["carol"])).attachments] == [HAND_FILE]
    assert (await h.table_message()).attachments, "the shared table follows the server, not bob"


async def test_a_server_that_turns_pictures_off_sees_the_table_as_text_from_the_next_move(
    harness: Harness,
) -> None:
    h = harness
    await start_three_player_game(h)
    before = await h.table_message()
    assert before.embeds and before.attachments
    await h.bot.tables.set_server_pictures(h.env.guild.id, False)
    player = h.players[(await h.to_act())[0]]
    await h.decide(player, await h.open_hand(player))
    after = await h.table_message()
    assert after.id == before.id, "the same message, edited"
    assert not after.embeds and not after.attachments, "no stale picture left behind"
    assert THREE_PLAYER_GAME.name in after.content and (await h.to_act())
    hand = await h.open_hand(h.players[(await h.to_act())[0]])
    assert not hand.attachments, "a player without a choice of their own follows the server"


async def test_the_leak_detector_reads_pictures(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    await assert_no_leaks(h, GAME)
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None
    bob_view = (await h.bot.tables.private_view(state.table.id, h.players["bob"].id)).view
    leak = hand_picture(GAME, bob_view)
    assert cards_in_png(leak.png)
    channel = h.bot.get_partial_messageable(h.channel.id, guild_id=h.env.guild.id)
    await channel.send(file=discord.File(io.BytesIO(leak.png), filename="oops.png"))
    with pytest.raises(AssertionError, match="can read bob's secret"):
        await assert_no_leaks(h, GAME)


class _Shown:
    """What discord.py answers an edit with, as far as ``Looks.sent`` reads it."""

    def __init__(self, message_id: int, filenames: tuple[str, ...]) -> None:
        self.id = message_id
        self.attachments = [SimpleNamespace(filename=name, id=index) for index, name in enumerate(filenames)]


async def test_after_an_edit_without_a_picture_the_next_picture_is_uploaded_not_kept() -> None:
    """A hand whose buttons came to show every card was edited without its picture: Discord dropped the
    attachment, so naming it as kept on the next edit would be refused (50035)."""
    looks = Looks()
    screen = Screen("**Your hand**")

    async def hand_look(message_id: int | None = None) -> Look:
        draw = lambda game_id, view, _names: hand_picture(game_id, view)  # noqa: E731
        drawn = (("hand", 1, 2), GAME, {"hand": []}, draw, ())
        return await looks.look(
            screen, accent=0, pictures=True, picture=drawn, message_id=message_id, filename=HAND_FILE
        )

    looks.sent(await hand_look(), _Shown(7, (HAND_FILE,)))
    again = await hand_look(7)
    assert again.keep is not None, "the same picture on the same message is kept, not uploaded"
    looks.sent(Look(None, again.embed), _Shown(7, ()))  # an edit without the picture
    after = await hand_look(7)
    assert after.keep is None and after.picture is not None, "uploaded anew"


async def test_once_discord_holds_a_picture_the_bot_keeps_none_of_its_bytes(harness: Harness) -> None:
    """Issue 41: Discord keeps each message's picture; the bot keeps its digest and the attachment's id
    (the next edits name it as kept), and draws it again for the rare new message that needs it."""
    h = harness
    await start_three_player_game(h)
    for _ in range(6):
        player = h.players[(await h.to_act())[0]]
        await h.decide(player, await h.open_hand(player))
    assert h.bot.looks.memo.held_bytes() == 0, "every picture drawn is on a message"
    name = (await h.to_act())[0]
    player = h.players[name]
    await h.slash(player, "settings", hand="picture")  # drawn even where the buttons name the cards
    first = await h.open_hand(player)
    again = await h.open_hand(player)  # the same hand in a new message: Discord has it only on the first
    assert h.bot.looks.memo.redrawn >= 1
    assert [a["filename"] for a in again.attachments] == [HAND_FILE]
    assert h.pictured_cards(again) == h.pictured_cards(first)
    assert set(h.pictured_cards(again)) == (await hands(h))[name]
    await h.decide(player, again)  # and the table message's next edit still shows one picture
    assert len((await h.table_message()).attachments) == 1
    await assert_no_leaks(h, GAME)


async def test_new_legal_actions_that_leave_the_same_cards_bright_draw_no_new_hand(harness: Harness) -> None:
    """Issue 41: a hand is drawn from what it shows (its cards, which are faded), not from the whole
    view: the legal actions listed anew with the same cards playable (a turn passing with every card
    playable, a bid naming no card) draw nothing; a card that turns faded is drawn again."""
    h = harness
    await start_three_player_game(h)
    name = (await h.to_act())[0]
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None
    private = await h.bot.tables.private_view(state.table.id, h.players[name].id)
    hand = list(private.view["hand"])
    legal = list(private.view.get("legal") or [])
    first = await owners_hand_look(h.bot, private, hand_screen(h.bot, private))
    assert first.drawn is not None and first.picture is not None
    assert first.picture.png == hand_picture(GAME, private.view).png, "as drawn from the view"
    drawn = h.bot.looks.memo.drawn
    relisted = replace(private, view={**private.view, "legal": [*reversed(legal), "pass"]})
    again = await owners_hand_look(h.bot, relisted, hand_screen(h.bot, relisted))
    assert h.bot.looks.memo.drawn == drawn, "nothing the picture shows changed: not drawn again"
    assert again.drawn is not None and again.drawn.digest == first.drawn.digest
    one = replace(private, view={**private.view, "legal": [f"play:{hand[0]}"]})
    faded = await owners_hand_look(h.bot, one, hand_screen(h.bot, one))
    assert h.bot.looks.memo.drawn == drawn + 1, "the other cards turned faded: drawn again"
    assert faded.picture is not None and faded.picture.png == hand_picture(GAME, one.view).png
