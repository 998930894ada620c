"""Private answers speak the clicking person's Discord language: a Korean player reads refusals, the
click-budget refusal and /settings in Korean while an English player at the same table reads English
(real discord.py on SimCord; the player's locale comes with each interaction, as Discord sends it).
SimCord runs one interaction at a time, so the two players' clicks interleave; that two messages built
in concurrent tasks keep their own language is tests/bot/i18n's."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.adapter.client import CardroomBot, discord_time
from bot.adapter.commands import DM_HANDS_OFF, DM_HANDS_ON, pictures_line
from bot.adapter.throttle import SLOW_DOWN
from bot.i18n import language
from bot.tables.errors import NotSeatedError
from bot.tables.limits import Limits
from storage import Store
from tests.conftest import SEED
from tests.support.games import game_id_for
from tests.support.harness import Harness, text_of
from tests.support.locales import KOREAN, hangul_share, korean, speak

MOSTLY_KOREAN = 0.5
COMMANDS = ("/settings dm_hands", "/settings pictures", "DM", "/play", "/table", "/hand", "/leave")


@pytest.fixture(autouse=True)
def dave_reads_korean(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """dave's Discord is in Korean; everyone else's in English (US)."""
    speak(monkeypatch, {harness.players["dave"].id: KOREAN})


async def start_three_player_game(h: Harness) -> None:
    await h.slash(h.players["alice"], "play", game=game_id_for(3))
    for name in ("bob", "carol"):
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")


async def test_someone_not_seated_is_told_so_in_their_own_language(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    table = await h.table_message()
    dave = await h.click_tail(h.players["dave"], table, "ui:hand")
    erin = await h.click_tail(h.players["erin"], table, "ui:hand")
    again = await h.click_tail(h.players["dave"], table, "ui:hand")
    assert text_of(again.response) == text_of(dave.response), "an English click in between changes nothing"
    with language(KOREAN):
        in_korean = NotSeatedError().message
    assert dave.ephemeral and text_of(dave.response) == in_korean
    assert hangul_share(in_korean) >= MOSTLY_KOREAN
    assert erin.ephemeral and text_of(erin.response) == NotSeatedError().message
    assert hangul_share(text_of(erin.response)) == 0


async def test_a_guest_pressing_start_hears_who_may_in_their_language(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(3))
    for name in ("dave", "erin"):
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    dave = await h.click_tail(h.players["dave"], await h.table_message(), "lobby:start")
    erin = await h.click_tail(h.players["erin"], await h.table_message(), "lobby:start")
    assert dave.ephemeral and hangul_share(text_of(dave.response)) >= MOSTLY_KOREAN
    assert "방장" in text_of(dave.response), "the host, as Korean lobbies say it"
    assert erin.ephemeral and "Only the host" in text_of(erin.response)
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.status == "lobby"


async def test_settings_answer_in_the_askers_language(harness: Harness) -> None:
    h = harness
    dave = await h.slash(h.players["dave"], "settings", dm_hands=True)
    erin = await h.slash(h.players["erin"], "settings")
    dave_text, erin_text = text_of(dave.response), text_of(erin.response)
    assert korean(DM_HANDS_ON) in dave_text.splitlines()
    with language(KOREAN):
        assert pictures_line(None, True) in dave_text.splitlines()
    assert DM_HANDS_OFF in erin_text.splitlines() and pictures_line(None, True) in erin_text.splitlines()
    dm_line = dave_text.splitlines()[0]
    assert hangul_share(dm_line, ignore=COMMANDS) >= MOSTLY_KOREAN
    assert hangul_share(erin_text) == 0


class TestTheClickBudget:
    """Over the click budget, the one-sentence refusal is in the clicker's language too."""

    @pytest_asyncio.fixture
    async def simcord_bot(self, db_path: Path) -> AsyncIterator[CardroomBot]:
        store = await Store.open(db_path, clock=discord_time)
        limits = Limits(
            tables_per_host=5,
            tables_per_guild=5,
            click_burst=2,
            clicks_per_second=1,
            table_reposts_per_minute=5,
            inactive_game_seconds=3600,
        )
        bot = Harness.make_bot(store, SEED, limits)
        yield bot
        await bot.tables._store.close()

    async def test_slow_down_in_korean_and_in_english(self, harness: Harness) -> None:
        h = harness
        await h.slash(h.players["alice"], "play", game=game_id_for(3))
        table = await h.table_message()
        for name in ("dave", "erin"):  # two refused clicks each: the whole burst
            await h.click_tail(h.players[name], table, "lobby:leave")
            await h.click_tail(h.players[name], table, "lobby:leave")
        dave_click = await h.click_tail(h.players["dave"], table, "lobby:join")
        erin_click = await h.click_tail(h.players["erin"], table, "lobby:join")
        assert text_of(dave_click.response) == korean(SLOW_DOWN) != SLOW_DOWN
        assert hangul_share(korean(SLOW_DOWN)) >= MOSTLY_KOREAN
        assert text_of(erin_click.response) == SLOW_DOWN
        dave_command = await h.slash(h.players["dave"], "hand")  # a slash command: the tree's own check
        erin_command = await h.slash(h.players["erin"], "hand")
        assert text_of(dave_command.response) == korean(SLOW_DOWN)
        assert text_of(erin_command.response) == SLOW_DOWN
        seated = (await h.bot.tables.table_in_channel(h.channel.id)).table.players
        assert {p.user_id for p in seated} == {h.players["alice"].id}, "refused clicks changed nothing"
