"""The public table message: an edit is sent only when it changes what the channel sees (Discord's global
rate limit counts every channel edit, so a repeat would slow every table of the bot)."""

from __future__ import annotations

from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.harness import Harness, message_text

A_MOMENT = 2.0  # seconds between the two refreshes, so a second edit would carry a newer edit time


async def edited_at(h: Harness) -> str | None:
    return (await h.table_message()).edited_timestamp


async def test_a_refresh_that_would_repeat_the_message_sends_no_edit(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    first_edit = await edited_at(h)
    assert h.table_id is not None
    await h.bot.publisher.table_message.refresh(h.table_id)
    shown, first_edit = message_text(await h.table_message()), await edited_at(h)
    assert first_edit is not None

    await h.env.advance_time(A_MOMENT)
    await h.bot.publisher.table_message.refresh(h.table_id)  # as when a refresh reads the version just shown

    assert await edited_at(h) == first_edit, "the same look was not sent again"
    assert message_text(await h.table_message()) == shown


async def test_a_refresh_after_a_move_still_edits(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    first_edit = await edited_at(h)
    assert h.table_id is not None
    await h.bot.publisher.table_message.refresh(h.table_id)
    first_edit = await edited_at(h)

    await h.env.advance_time(A_MOMENT)
    player = h.players[(await h.to_act())[0]]
    await h.decide(player, await h.open_hand(player))

    assert await edited_at(h) != first_edit, "a move is shown"
