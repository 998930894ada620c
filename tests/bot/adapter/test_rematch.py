"""🔁 Play again on the final standings, through real discord.py on SimCord (issue 38): a new lobby of
the same game, options, bots and clock, hosted by the old host, the old players named once; every limit
on opening tables holds; two presses open one lobby; the button works after a restart; a forged one
changes nothing."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from simcord.actors import _component_interaction  # sends a component click with any custom_id

from bot.adapter.client import CardroomBot
from bot.adapter.custom_ids import make
from bot.adapter.handlers import FOREIGN_ID
from bot.adapter.rematch import REMATCH
from bot.tables.errors import ChannelBusyError, TableError
from bot.tables.limits import Limits
from bot.tables.rematch import NOT_FINISHED
from games import registry
from games.base import GameRules
from storage import Store
from tests.conftest import SEED
from tests.e2e.test_a_table_in_its_thread import threads_on
from tests.e2e.test_bots_and_clock_at_the_table import choose, open_panel
from tests.support.games import decisions_in_a_random_game, game_for
from tests.support.harness import Harness, tail_of, text_of, walk

# One open table per host, so a rematch meets the host's limit as /play does; the rest as in the harness.
LIMITS = dataclasses.replace(Limits.unlimited(), tables_per_host=1)
CLOCK = 60  # one of the lobby's turn clocks (bot.tables.clock.TURN_CLOCK_CHOICES)


def three_seat_game() -> GameRules:
    """The quickest registered game for three: alice, bob and a casual bot."""
    fits = [r for r in registry.all() if r.min_players <= 3 <= r.max_players]
    return min(fits, key=lambda r: decisions_in_a_random_game(r, 3))


GAME = three_seat_game()


@pytest_asyncio.fixture
async def simcord_bot(db_path: Path) -> AsyncIterator[CardroomBot]:
    store = await Store.open(db_path)
    bot = Harness.make_bot(store, SEED, LIMITS)
    yield bot
    await bot.tables._store.close()


async def pick_an_option(h: Harness) -> None:
    """The host sets the lobby's first option to a value other than its default."""
    lobby = await h.table_message()
    menu = next(c for c in walk(lobby.components) if tail_of(c).startswith("lobby:opt:"))
    other = next(o["value"] for o in menu["options"] if not o.get("default"))
    await h.players["alice"].select(h.live(lobby), [other], custom_id=menu["custom_id"])


async def finished_game(h: Harness) -> Any:
    """alice hosts bob and a casual bot with a clock, hints on and a non-default option; they play to
    the end.
    Returns the final standings (the last channel message)."""
    await h.slash(h.players["alice"], "play", game=GAME.id)
    await pick_an_option(h)
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    panel = await open_panel(h, "alice")
    panel = await choose(h, "alice", panel, "lobby:bot", "add:casual")
    await choose(h, "alice", panel, "lobby:clock", str(CLOCK))
    await h.click_tail(h.players["alice"], h.stored(panel), "lobby:hints:on")  # off among people by default
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")
    await h.play_until_over()
    standings = h.last_channel_message()
    assert "🏆" in text_of(standings) or "🥇" in text_of(standings), text_of(standings)
    return standings


def messages_since(h: Harness, before: int) -> list[Any]:
    messages = h.env.backend.messages.get(h.channel.id, {}).values()
    return sorted((m for m in messages if m.id > before), key=lambda m: m.id)


def mentioned(message: Any) -> set[int]:
    """The users a message notifies (its allowed mentions, as Discord applies them)."""
    return set(message.ping_user_ids or [])


async def test_play_again_opens_the_same_table_hosted_by_the_old_host(harness: Harness) -> None:
    h = harness
    standings = await finished_game(h)
    old = await h.bot.tables.table(h.table_id or 0)
    assert REMATCH in [tail_of(c) for c in walk(standings.components or [])], "the standings offer it"

    before = h.last_channel_message().id
    carol = h.players["carol"]  # watched the game; pressing it seats her
    pressed = await h.click_tail(carol, standings, REMATCH)
    assert not pressed.ephemeral

    new = await h.bot.tables.table_in_channel(h.channel.id)
    assert new is not None and new.table.status == "lobby" and new.table.id != old.table.id
    assert new.table.game_id == old.table.game_id
    assert new.table.options == old.table.options
    assert new.table.turn_clock == CLOCK
    assert new.table.hints is True, "the host's choice of hints"
    assert [b.bot_level for b in new.table.bots] == [b.bot_level for b in old.table.bots]
    assert new.table.host_id == h.players["alice"].id
    people = {p.user_id for p in new.table.players if not p.is_bot}
    assert people == {h.players["alice"].id, carol.id}

    # The lobby message, then one message naming the old players, pinging exactly them, once.
    lobby, *called = messages_since(h, before)
    assert lobby.id == new.table.message_id and not mentioned(lobby)
    [call] = called
    assert mentioned(call) == {h.players["alice"].id, h.players["bob"].id}
    assert GAME.name in text_of(call) and "just above" in text_of(call)


async def test_a_second_press_opens_nothing_and_says_where_the_table_is(harness: Harness) -> None:
    h = harness
    standings = await finished_game(h)
    await h.click_tail(h.players["bob"], standings, REMATCH)
    lobby = await h.bot.tables.table_in_channel(h.channel.id)
    assert lobby is not None and lobby.table.host_id == h.players["alice"].id
    for name in ("bob", "dave"):  # the same person again, or someone else
        again = await h.click_tail(h.players[name], standings, REMATCH)
        assert again.ephemeral
        text = text_of(again.response)
        assert "already open in this channel" in text and f"/{lobby.table.message_id})" in text
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.id == lobby.table.id


async def test_two_presses_at_the_same_moment_open_one_lobby(harness: Harness) -> None:
    """SimCord runs one click at a time, so the two presses meet in the table service, on the real
    database: the channel's one table is checked inside the insert."""
    h = harness
    await finished_game(h)
    finished = h.table_id or 0
    bob, carol = h.players["bob"], h.players["carol"]
    opened = await asyncio.gather(
        h.bot.tables.rematch(finished, bob.id, "bob"),
        h.bot.tables.rematch(finished, carol.id, "carol"),
        return_exceptions=True,
    )
    refused = [r for r in opened if isinstance(r, ChannelBusyError)]
    [won] = [r for r in opened if not isinstance(r, BaseException)]
    assert len(refused) == 1, opened
    lobby = await h.bot.tables.table_in_channel(h.channel.id)
    assert lobby is not None and lobby.table.id == won.state.table.id
    assert await h.store.get_table(lobby.table.id + 1) is None, "no second lobby anywhere"


async def test_a_rematch_respects_the_hosts_limit(harness: Harness) -> None:
    h = harness
    standings = await finished_game(h)
    elsewhere = h.env.guild.create_text_channel("more-cards")
    await h.players["alice"].slash(elsewhere, "play", game=GAME.id)  # alice hosts her one table there
    refused = await h.click_tail(h.players["bob"], standings, REMATCH)
    assert refused.ephemeral
    assert "You already host 1 open table here (the limit is 1)" in text_of(refused.response)
    assert await h.bot.tables.table_in_channel(h.channel.id) is None


async def test_play_again_works_after_a_restart(harness: Harness) -> None:
    h = harness
    standings = await finished_game(h)
    await h.restart()
    await h.click_tail(h.players["bob"], standings, REMATCH)
    lobby = await h.bot.tables.table_in_channel(h.channel.id)
    assert lobby is not None and lobby.table.game_id == GAME.id and lobby.table.turn_clock == CLOCK


async def test_a_forged_play_again_changes_nothing(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=GAME.id)
    lobby = await h.table_message()
    # A Play again the lobby message never carried (an open table's, an unknown table's): refused as
    # foreign before any work.
    for table_id in (h.table_id or 0, 987654):
        forged = {"custom_id": make(table_id, 0, REMATCH), "component_type": 2}
        answer = await _component_interaction(h.players["bob"], lobby, forged)
        assert answer.ephemeral and text_of(answer.response) == FOREIGN_ID
    # Past that check (a copy of the standings), the service still refuses a table that isn't finished.
    with pytest.raises(TableError, match=NOT_FINISHED):
        await h.bot.tables.rematch(h.table_id or 0, h.players["bob"].id, "bob")
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.id == h.table_id


async def test_when_the_old_host_left_the_server_the_presser_hosts(harness: Harness) -> None:
    h = harness
    standings = await finished_game(h)
    h.env.guild.remove_member(h.players["alice"])
    await h.click_tail(h.players["bob"], standings, REMATCH)
    lobby = await h.bot.tables.table_in_channel(h.channel.id)
    assert lobby is not None and lobby.table.host_id == h.players["bob"].id
    assert [p.user_id for p in lobby.table.players if not p.is_bot] == [h.players["bob"].id]


async def test_a_game_played_in_its_thread_plays_again_in_a_new_one_from_the_channel(
    harness: Harness,
) -> None:
    h = harness
    await threads_on(h)
    parent = h.channel
    await h.open_and_start(game_for(2).id, ("alice", "bob"))
    (thread,) = parent.threads
    h.channel = thread
    await h.play_until_over()
    standings = h.last_channel_message()
    before = max(m.id for m in h.env.backend.messages[parent.id].values())

    pressed = await h.click_tail(h.players["bob"], standings, REMATCH)
    assert pressed.ephemeral and "started in" in text_of(pressed.response)
    lobby = await h.bot.tables.table_in_channel(parent.id)
    assert lobby is not None and lobby.table.play_in_thread and lobby.table.host_id == h.players["alice"].id
    assert f"/{parent.id}/{lobby.table.message_id})" in text_of(pressed.response)
    h.channel = parent
    new_posts = messages_since(h, before)
    assert new_posts[0].id == lobby.table.message_id
    assert [mentioned(m) for m in new_posts[1:]] == [{h.players["alice"].id}], "alice is named, once"
