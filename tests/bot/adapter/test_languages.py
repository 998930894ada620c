"""Who reads which language, through real discord.py on SimCord: a table speaks its server's language
(the host may switch it in the lobby), its public messages keep that language whoever clicks, each
player reads what is theirs alone in their own Discord language, and the slash commands are localized."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.adapter.replies import STORAGE_BUSY
from bot.i18n import _, language
from tests.bot.adapter.test_storage_busy import held_by_another_process
from tests.e2e.test_bots_and_clock_at_the_table import choose, open_panel
from tests.support.games import game_id_for
from tests.support.harness import Harness, message_text, tail_of, text_of, walk
from tests.support.locales import Locales, speak

GAME = game_id_for(2)  # two players: a table starts with alice and bob
KOREAN_LINE, ENGLISH_LINE = "테이블 언어: 한국어", "Language of the table: English"
KOREAN_PANEL, ENGLISH_PANEL = "테이블 메시지의 언어", "Language of the table's messages"


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> Locales:
    return speak(monkeypatch)


def korean_server(h: Harness) -> None:
    """The server's admins set its language to Korean (Discord sends it as ``guild_locale``)."""
    h.env.backend.get_guild(h.channel.guild.id).preferred_locale = "ko"


async def language_of_table(h: Harness) -> str:
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None
    return state.table.language


async def test_a_table_opened_in_a_korean_server_speaks_korean_and_the_host_may_switch_it(
    harness: Harness, locales: Locales
) -> None:
    h = harness
    korean_server(h)
    await h.slash(h.players["alice"], "play", game=GAME)  # alice's own client is in English
    assert await language_of_table(h) == "ko"
    assert KOREAN_LINE in text_of(await h.table_message())
    refused = await h.click_tail(h.players["bob"], await h.table_message(), "lobby:setup")
    assert refused.ephemeral and "Only the host" in text_of(refused.response)
    panel = await open_panel(h, "alice")
    menu = next(c for c in walk(panel.components) if tail_of(c) == "lobby:lang")
    assert menu["placeholder"] == ENGLISH_PANEL, "the panel is alice's: her language"
    assert {o["label"]: o.get("default", False) for o in menu["options"]} == {
        "English": False,
        "한국어": True,
    }
    await choose(h, "alice", panel, "lobby:lang", "en")
    assert await language_of_table(h) == "en"
    lobby = text_of(await h.table_message())
    assert ENGLISH_LINE in lobby and KOREAN_LINE not in lobby


async def test_public_messages_keep_the_tables_language_whoever_clicks(
    harness: Harness, locales: Locales
) -> None:
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    locales.set(bob, "ko")
    await h.slash(alice, "play", game=GAME)
    await h.click_tail(bob, await h.table_message(), "lobby:join")  # the edit is made in bob's click
    lobby = text_of(await h.table_message())
    assert f"<@{bob.id}>" in lobby and ENGLISH_LINE in lobby and KOREAN_LINE not in lobby
    await h.click_tail(bob, await h.table_message(), "lobby:leave")
    await h.click_tail(alice, await h.table_message(), "lobby:cancel")

    korean_server(h)
    await h.slash(bob, "play", game=GAME)
    await h.click_tail(alice, await h.table_message(), "lobby:join")  # and in an English click
    assert KOREAN_LINE in text_of(await h.table_message())
    await h.click_tail(bob, await h.table_message(), "lobby:start")
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.language == "ko", "fixed at Start"


async def test_each_player_reads_their_own_language_where_only_they_look(
    harness: Harness, locales: Locales
) -> None:
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    locales.set(bob, "ko")
    await h.slash(bob, "play", game=GAME)  # an English server: the table speaks English
    assert ENGLISH_LINE in text_of(await h.table_message())
    korean_panel = await open_panel(h, "bob")
    assert KOREAN_PANEL in message_text(korean_panel) and ENGLISH_PANEL not in message_text(korean_panel)

    other = h.channel.guild.create_text_channel("more-cards")
    await alice.slash(other, "play", game=GAME)
    state = await h.bot.tables.table_in_channel(other.id)
    lobby = h.env.backend.get_message(other.id, state.table.message_id)
    result = await h.click_tail(alice, lobby, "lobby:setup")
    english_panel = h.env.backend.get_message(result.response.channel_id, result.response.id)
    assert ENGLISH_PANEL in message_text(english_panel) and KOREAN_PANEL not in message_text(english_panel)


async def test_a_korean_players_refusal_reads_korean_and_remembering_their_language_writes_once(
    harness: Harness, locales: Locales, caplog: pytest.LogCaptureFixture
) -> None:
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    locales.set(bob, "ko")
    await h.slash(alice, "play", game=GAME)
    await h.click_tail(bob, await h.table_message(), "lobby:setup")  # refused: not the host
    assert (await h.store.get_prefs(bob.id)).locale == "ko", "seen on his click"
    assert await h.bot.tables.locale_of(bob.id) == "ko"
    assert (await h.store.get_prefs(alice.id)).locale is None, "English, the default: nothing stored"
    caplog.set_level(logging.INFO)
    with held_by_another_process(h.location):  # a write now would have to wait, and fail
        busy = await h.click_tail(bob, await h.table_message(), "lobby:join")
    with language("ko"):
        korean_busy = _(STORAGE_BUSY)
    assert busy.ephemeral and text_of(busy.response) == korean_busy != STORAGE_BUSY
    assert not [r for r in caplog.records if "locale" in r.getMessage()], "the same locale is no write"


async def test_the_commands_are_synced_with_korean_names_for_korean_clients(
    harness: Harness,
) -> None:
    h = harness
    commands: dict[str, Any] = {c["name"]: c for c in h.env.backend.commands[None].values()}
    assert commands["play"]["name_localizations"] == {"ko": "플레이"}
    assert commands["play"]["options"][0]["name_localizations"] == {"ko": "게임"}
    assert commands["server-settings"]["name_localizations"] == {"ko": "서버-설정"}
    assert "ko" in commands["rules"]["description_localizations"]
