"""The public table message: an edit is sent only when it changes what the channel sees (Discord's global
rate limit counts every channel edit, so a repeat would slow every table of the bot)."""

from __future__ import annotations

import asyncio

from bot.adapter.click_gate import ClickGate
from tests.bot.adapter.test_commands import GAME, start_three_player_game
from tests.support.harness import Harness, message_text

A_MOMENT = 2.0  # seconds between the two refreshes, so a second edit would carry a newer edit time
CLICK_IN_FLIGHT = 1  # an interaction id


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


async def test_a_lobby_shown_by_a_click_is_not_mistaken_for_the_one_an_edit_showed(harness: Harness) -> None:
    """Lobby changes keep the table's version: a join shown by the click itself must still count as a change
    of what the message shows, or a later /leave would leave the name on it."""
    h = harness
    await h.slash(h.players["alice"], "play", game=GAME.id)
    for name in ("bob", "carol"):
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    await h.slash(h.players["carol"], "leave")  # the table message is edited: alice and bob
    await h.click_tail(h.players["carol"], await h.table_message(), "lobby:join")  # the click shows carol
    assert "carol" in h.mentioned_players(await h.table_message())

    await h.slash(h.players["carol"], "leave")  # the same lobby as the edit above showed

    assert h.mentioned_players(await h.table_message()) == ["alice", "bob"]


async def test_the_table_edit_waits_for_a_click_in_flight_and_goes_once_it_is_answered(
    harness: Harness,
) -> None:
    """Clicks first (bot/adapter/click_gate.py): another table's edit must not be rendered in front of a
    click still waiting for its answer."""
    h = harness
    await start_three_player_game(h)
    assert h.table_id is not None
    await h.bot.publisher.table_message.refresh(h.table_id)
    first_edit = await edited_at(h)
    await h.env.advance_time(A_MOMENT)
    state = await h.bot.tables.table(h.table_id)  # a move stored, its table edit not sent yet
    user = state.table.user_at(state.to_act[0])
    legal = (await h.bot.tables.private_view(h.table_id, user)).view["legal"]
    await h.bot.tables.act(h.table_id, user, state.table.version, legal[0])

    h.bot.gate = ClickGate(max_wait=3600.0)
    h.bot.gate.arrived(CLICK_IN_FLIGHT)
    edit = asyncio.create_task(h.bot.publisher.table_message.refresh(h.table_id))
    await asyncio.sleep(0.05)
    assert not edit.done() and await edited_at(h) == first_edit, "the edit waits for the click's answer"
    h.bot.gate.answered(CLICK_IN_FLIGHT)
    await asyncio.wait_for(edit, 5)
    assert await edited_at(h) != first_edit, "then it goes out"
