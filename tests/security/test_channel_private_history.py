"""Issue 37, finding 1: /history, replays and export files show a game only to who may read the channel
it was played in (docs/security.md#who-may-read-a-game), through the real discord.py client on SimCord,
whose channels carry Discord's permission overwrites.

A game is played in #staff-only, which erin and dave cannot see, and one in #cards, which everyone reads;
every question is asked in #cards, as a member of the server would."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import discord
import pytest
from simcord.actors import _component_interaction  # sends a component with any values
from simcord.backend.models.channel import Overwrite
from simcord.builders import ChannelHandle
from simcord.enums import ChannelType, OverwriteType

from bot.adapter.custom_ids import parse
from bot.adapter.replays import FORGED
from bot.render.replays import EXPORT, MAX_REPLAY_BUTTONS, OPEN, PICK
from bot.tables.history import HIDDEN_CHANNEL
from tests.e2e.test_a_table_in_its_thread import threads_on
from tests.storage.factories import play_finished
from tests.support.games import game_for
from tests.support.harness import Harness, tail_of, text_of, walk

# Slow: whole games at a SimCord table, two or more per test (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

TWO = game_for(2)
PLAYERS = ("alice", "bob")
STAFF = ("alice", "bob", "carol")  # may read #staff-only; erin and dave may not


def staff_channel(h: Harness) -> Any:
    guild = h.env.guild
    hidden = {guild.default_role: discord.PermissionOverwrite(view_channel=False)}
    readers = [guild.me, *(h.players[name] for name in STAFF)]  # the bot reads it too, as it must
    allowed = {reader: discord.PermissionOverwrite(view_channel=True) for reader in readers}
    return guild.create_text_channel("staff-only", overwrites={**hidden, **allowed})


async def play_in(h: Harness, channel: Any) -> int:
    """A whole game of alice and bob in ``channel``; its table id."""
    there = dataclasses.replace(h, channel=channel, table_id=None)
    await there.open_and_start(TWO.id, PLAYERS)
    await there.play_until_over()
    assert there.table_id is not None
    return there.table_id


async def two_games(h: Harness) -> tuple[int, int]:
    """(the game in #cards, the game in #staff-only)."""
    return await play_in(h, h.channel), await play_in(h, staff_channel(h))


def listed(h: Harness, answer: Any) -> list[int]:
    """The table ids a /history answer offers to replay (its buttons, or its select's options)."""
    message = h.stored(answer.response)
    ids = []
    for component in walk(message.components or []):
        if tail_of(component) == OPEN:
            ids.append(parse(component["custom_id"]).table_id)  # type: ignore[union-attr]
        elif tail_of(component) == PICK:
            ids += [int(option["value"]) for option in component["options"]]
    return ids


async def history(h: Harness, name: str, **options: Any) -> Any:
    answer = await h.players[name].slash(h.channel, "history", **options)
    assert answer.ephemeral
    return answer


def deny(h: Harness, channel: Any, name: str) -> None:
    """A moderator takes ``name``'s access to ``channel`` away (Discord tells the bot: CHANNEL_UPDATE)."""
    denied = Overwrite(
        h.players[name].id, OverwriteType.MEMBER, deny=discord.Permissions(view_channel=True).value
    )
    h.env.backend.set_overwrite(channel.id, denied)


async def replay_of(h: Harness, name: str, answer: Any, table_id: int) -> Any:
    """Press the Replay button of ``table_id`` on a /history answer."""
    message = h.stored(answer.response)
    button = next(c for c in walk(message.components) if c.get("custom_id", "").startswith(f"cr:{table_id}:"))
    return await h.players[name].click(h.live(message), custom_id=button["custom_id"])


async def press(h: Harness, name: str, message: Any, ending: str) -> Any:
    tail = next(tail_of(c) for c in walk(h.stored(message).components or []) if tail_of(c).endswith(ending))
    return await h.click_tail(h.players[name], h.stored(message), tail)


async def test_a_member_who_cannot_read_a_channel_never_sees_its_games_in_history(harness: Harness) -> None:
    h = harness
    cards, staff = await two_games(h)
    assert listed(h, await history(h, "erin")) == [cards]
    by_player = await history(h, "erin", player=h.players["alice"])
    assert listed(h, by_player) == [cards], "/history player:X does not tell when X played there"
    assert text_of(by_player.response).count(TWO.name) == 1
    assert listed(h, await history(h, "carol")) == [staff, cards], "a reader of #staff-only still sees it"


async def test_a_forged_pick_for_a_hidden_game_is_refused_and_a_reader_still_replays_it(
    harness: Harness,
) -> None:
    h = harness
    cards, staff = await two_games(h)
    # Enough ended games in #cards that /history offers one select menu (its values are table ids).
    for seat in range(MAX_REPLAY_BUTTONS):
        await play_finished(
            h.store, channel_id=h.channel.id, guild_id=h.env.guild.id, results=[(90 + seat, "x", 1, 1)]
        )
    answer = await history(h, "erin")
    assert staff not in listed(h, answer) and cards in listed(h, answer)
    pick = next(c for c in walk(h.stored(answer.response).components) if tail_of(c) == PICK)
    click = {"custom_id": pick["custom_id"], "component_type": 3, "values": [str(staff)]}
    forged = await _component_interaction(h.players["erin"], h.stored(answer.response), click)
    assert forged.ephemeral and text_of(forged.response) == HIDDEN_CHANNEL
    assert "Every hand" not in h.visible_text(h.players["erin"])
    for value in ("²", "٣", "-1", "x"):  # not a table id: "²".isdigit() holds, yet int("²") raises
        click = {"custom_id": pick["custom_id"], "component_type": 3, "values": [value]}
        forged = await _component_interaction(h.players["erin"], h.stored(answer.response), click)
        assert forged.ephemeral and text_of(forged.response) == FORGED, value

    carol = await history(h, "carol")
    assert staff in listed(h, carol)
    click = {"custom_id": pick["custom_id"], "component_type": 3, "values": [str(staff)]}
    opened = await _component_interaction(h.players["carol"], h.stored(carol.response), click)
    assert opened.ephemeral and "🎬 **Replay**" in text_of(opened.response)
    exported = await press(h, "carol", opened.response, EXPORT)
    (attachment,) = h.stored(exported.response).attachments
    assert sorted(json.loads(h.env.backend.cdn.get(attachment["url"]))["seats"]) == list(PLAYERS)


async def test_a_replay_opened_while_readable_stops_when_access_is_taken_away(harness: Harness) -> None:
    h = harness
    _cards, staff = await two_games(h)
    channel = h.env.guild.channels["staff-only"]
    listing = await history(h, "carol")
    assert staff in listed(h, listing)
    opened = await replay_of(h, "carol", listing, staff)
    replay = opened.response
    await press(h, "carol", replay, ":next")
    shown = text_of(h.stored(replay))

    deny(h, channel, "carol")
    for ending in (":next", ":first", EXPORT):
        refused = await press(h, "carol", replay, ending)
        assert refused.ephemeral and text_of(refused.response) == HIDDEN_CHANNEL, ending
    assert text_of(h.stored(replay)) == shown, "the replay did not move on"
    stale = await replay_of(h, "carol", listing, staff)
    assert text_of(stale.response) == HIDDEN_CHANNEL, "nor does the listing she was given before"
    assert staff not in listed(h, await history(h, "carol"))


async def test_a_deleted_channel_counts_as_hidden_even_to_its_players(harness: Harness) -> None:
    h = harness
    cards, staff = await two_games(h)
    listing = await history(h, "alice")
    assert listed(h, listing) == [staff, cards]
    h.env.backend.delete_channel(h.env.guild.channels["staff-only"].id)
    assert listed(h, await history(h, "alice")) == [cards]
    stale = await replay_of(h, "alice", listing, staff)
    assert text_of(stale.response) == HIDDEN_CHANNEL


async def test_a_game_in_a_thread_of_a_hidden_channel_stays_hidden_after_the_thread_is_archived(
    harness: Harness,
) -> None:
    h = harness
    await threads_on(h)
    channel = staff_channel(h)
    there = dataclasses.replace(h, table_id=None)
    await there.open_and_start(TWO.id, PLAYERS)  # #cards first: its table moves into a thread too
    (cards_thread,) = h.channel.threads
    there.channel = cards_thread
    await there.play_until_over()
    there = dataclasses.replace(h, channel=channel, table_id=None)
    await there.open_and_start(TWO.id, PLAYERS)
    (staff_thread,) = channel.threads
    there.channel = staff_thread
    await there.play_until_over()
    staff = there.table_id
    assert h.env.backend.get_channel(staff_thread.id).thread_metadata.archived, "archived at the end"

    assert staff not in listed(h, await history(h, "erin")) and len(listed(h, await history(h, "erin"))) == 1
    assert staff in listed(h, await history(h, "carol")), "a reader of the channel reads its public thread"


async def test_a_game_in_a_private_thread_is_listed_to_its_members_and_thread_managers_only(
    harness: Harness,
) -> None:
    h = harness
    backend, guild = h.env.backend, h.env.guild
    alice, bob = h.players["alice"], h.players["bob"]
    made = backend.create_thread(h.channel.id, "secret", alice.id, type=ChannelType.PRIVATE_THREAD)
    backend.add_thread_member(made.id, bob.id)
    thread = ChannelHandle(h.env, guild, made)
    staff = await play_in(h, thread)
    moderators = guild.create_role("Mods", permissions=discord.Permissions(manage_threads=True))
    moderator = guild.add_member(h.env.create_user("mod"), roles=[moderators])

    assert staff not in listed(h, await history(h, "erin")), "the thread's parent alone is not enough"
    inside = await bob.slash(thread, "history")
    assert staff in listed(h, inside), "a member asking from inside the thread"
    assert staff in listed(h, await history(h, "alice")), "its creator, from the channel"
    # SimCord tells the bot who joins a thread; Discord does only with the Server Members intent, which
    # Cardroom does not ask for: there a member asks from inside the thread (above).
    assert staff in listed(h, await history(h, "bob")), "a member the guild cache knows of"
    answer = await moderator.slash(h.channel, "history")
    assert staff in listed(h, answer), "Manage Threads shows every private thread"
