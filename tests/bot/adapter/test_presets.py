"""House rules through real discord.py on SimCord (issue 38): the host saves the lobby's options as a
named preset of the server (💾 Save as preset on the host's panel, a modal asking for the name);
/play game preset:<name> opens a lobby with them, after a restart too; /presets lists and (Manage
Server) deletes. A taken name needs Manage Server; an unknown preset, a bad name and a preset whose
options the game no longer accepts get one sentence, and nothing changes."""

from __future__ import annotations

import json
from typing import Any

from bot.adapter.presets import NOT_A_MANAGER
from bot.tables.presets import NAME_MOST
from tests.bot.adapter.test_threads import admin
from tests.e2e.test_bots_and_clock_at_the_table import open_panel
from tests.support.games import game_for
from tests.support.harness import Harness, tail_of, text_of, walk

GAME = game_for(3)


async def lobby_with_an_option(h: Harness, host: Any) -> dict[str, Any]:
    """``host`` opens a lobby and sets its first option to a value other than the default; returns the
    options as the table stores them."""
    await h.slash(host, "play", game=GAME.id)
    lobby = await h.table_message()
    menu = next(c for c in walk(lobby.components) if tail_of(c).startswith("lobby:opt:"))
    other = next(o["value"] for o in menu["options"] if not o.get("default"))
    await host.select(h.live(lobby), [other], custom_id=menu["custom_id"])
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None
    return state.table.options.model_dump()


async def save_as(h: Harness, host_name: str, name: str) -> str:
    """The host presses 💾 Save as preset on their panel and types ``name``; returns the answer."""
    host = h.players[host_name]
    panel = await open_panel(h, host_name)
    shown = await h.click_tail(host, panel, "lobby:preset")
    assert shown.modal is not None, text_of(shown.response) if shown.response else "no modal"
    answer = await host.submit_modal(shown, {"name": name})
    assert answer.ephemeral
    return text_of(answer.response)


async def cancel(h: Harness, host: Any) -> None:
    await h.click_tail(host, await h.table_message(), "lobby:cancel")
    assert await h.bot.tables.table_in_channel(h.channel.id) is None


async def test_a_preset_round_trips_and_survives_a_restart(harness: Harness) -> None:
    h = harness
    alice = h.players["alice"]
    chosen = await lobby_with_an_option(h, alice)
    assert chosen != GAME.Options().model_dump(), "an option away from its default"
    said = await save_as(h, "alice", "  Fast   one ")
    assert "Saved the preset **Fast one**" in said
    await cancel(h, alice)
    await h.restart()

    listed = await h.slash(h.players["bob"], "presets")
    assert (
        listed.ephemeral and "Fast one" in text_of(listed.response) and GAME.name in text_of(listed.response)
    )
    offered = await h.players["bob"].autocomplete(h.channel, "play", "preset", "fast", game=GAME.id)
    assert [c["value"] for c in offered] == ["Fast one"]

    opened = await h.slash(h.players["bob"], "play", game=GAME.id, preset="FAST ONE")
    assert not opened.ephemeral
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None and state.table.host_id == h.players["bob"].id
    assert state.table.options.model_dump() == chosen


async def test_a_taken_name_needs_manage_server_to_be_replaced(harness: Harness) -> None:
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    first = await lobby_with_an_option(h, alice)
    await save_as(h, "alice", "House")
    await cancel(h, alice)

    await h.slash(bob, "play", game=GAME.id)  # bob's lobby keeps the defaults
    refused = await save_as(h, "bob", "house")
    assert "already has a preset named House" in refused and "Manage Server" in refused
    [kept] = await h.bot.tables.presets(h.env.guild.id)
    assert json.loads(kept.options) == first, "nothing changed"
    await cancel(h, bob)

    boss = admin(h)
    h.players["boss"] = boss
    await h.slash(boss, "play", game=GAME.id)
    replaced = await save_as(h, "boss", "House")
    assert "Replaced the preset **House**" in replaced
    [kept] = await h.bot.tables.presets(h.env.guild.id)
    assert json.loads(kept.options) == GAME.Options().model_dump()


async def test_unknown_presets_and_bad_names_are_refused_in_one_sentence(harness: Harness) -> None:
    h = harness
    alice = h.players["alice"]
    unknown = await h.slash(alice, "play", game=GAME.id, preset="Nope")
    assert unknown.ephemeral
    assert text_of(unknown.response) == (
        "This server has no preset named Nope: /presets lists them. Nothing changed."
    )
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
    for hostile in ("<@&1> everyone", "**bold**", "a\u202eb", "\u3164", "x" * (NAME_MOST + 1)):
        refused = await h.slash(alice, "play", game=GAME.id, preset=hostile)
        assert refused.ephemeral and text_of(refused.response).startswith("A preset name is 1 to 32 letters")
    await h.slash(alice, "play", game=GAME.id)
    refused = await save_as(h, "alice", "[link](https://x.y)")
    assert refused.startswith("A preset name is 1 to 32 letters")
    assert await h.bot.tables.presets(h.env.guild.id) == []


async def test_a_preset_the_game_no_longer_accepts_is_refused_by_name(harness: Harness) -> None:
    """A preset saved by an older release, with an option this one has no more."""
    h = harness
    await h.store.save_preset(
        h.env.guild.id, "old ways", "Old ways", GAME.id, '{"an_option_gone": true}', replace=False, most=1
    )
    refused = await h.slash(h.players["alice"], "play", game=GAME.id, preset="Old ways")
    assert refused.ephemeral
    text = text_of(refused.response)
    assert text.startswith("The preset Old ways no longer fits") and "Nothing was opened" in text
    assert await h.bot.tables.table_in_channel(h.channel.id) is None


async def test_only_a_manager_deletes_a_preset(harness: Harness) -> None:
    h = harness
    alice = h.players["alice"]
    await lobby_with_an_option(h, alice)
    await save_as(h, "alice", "House")
    refused = await h.slash(alice, "presets", delete="House")
    assert refused.ephemeral and text_of(refused.response) == NOT_A_MANAGER
    assert len(await h.bot.tables.presets(h.env.guild.id)) == 1
    deleted = await h.slash(admin(h), "presets", delete="house")
    assert deleted.ephemeral and "Deleted the preset **House**" in text_of(deleted.response)
    assert await h.bot.tables.presets(h.env.guild.id) == []
