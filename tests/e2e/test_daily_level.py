"""The daily deal's bots through the real discord.py client on SimCord (docs/daily.md): a new day is played
against the best bots there are, and a day keeps the level it was first played at, so a release that
changes the default (or an operator who changes ``DAILY_BOT_LEVEL``) never changes a deal under way."""

from __future__ import annotations

import datetime as dt
import json
import random

import pytest

from bot.tables import daily
from games import bots
from tests.e2e.test_daily_deal import GAME, decide, open_daily
from tests.support.harness import THINKING_BOTS_SETTLE_S, Harness

# Replies of expert bots: a few seconds a click on a busy machine.
pytestmark = pytest.mark.slow


async def think(game_id: str, level: str, view: dict, seed: int, number: int) -> str:
    return bots.choose(game_id, level, view, seed, number)


async def test_a_new_day_is_played_against_expert_bots(harness: Harness) -> None:
    h = harness
    h.env.settle_timeout = THINKING_BOTS_SETTLE_S
    message = await open_daily(h, "alice")
    await decide(h, "alice", message, random.Random(1))
    day = h.bot.daily.today()
    record = await h.store.daily_of(h.players["alice"].id, GAME, day.isoformat())
    moves = [(int(seat), str(action)) for seat, action in json.loads(record.moves)]
    person = [action for seat, action in moves if seat == daily.PERSON]
    assert person, "the person moved"
    # The same deal against expert bots, from the person's moves alone: every bot reply is the expert's.
    deal = daily.DailyDeal.of(await h.bot.daily.secret(), day, GAME, bots.EXPERT)
    play = await daily.advance(daily.replay(deal, []), think)
    for action in person:
        play = await daily.person_moves(play, action, think)
    assert list(play.moves) == moves
    assert (await h.bot.daily.deal(GAME, day)).level == bots.played_level(GAME, bots.EXPERT)


async def test_a_day_keeps_its_level_when_the_default_changes(harness: Harness) -> None:
    h = harness
    h.bot.daily.level = bots.STRONG  # the operator's DAILY_BOT_LEVEL before a restart
    today = h.bot.daily.today()
    assert (await h.bot.daily.deal(GAME, today)).level == bots.played_level(GAME, bots.STRONG)
    await h.restart()  # now at the default, expert
    assert h.bot.daily.level == daily.DAILY_LEVEL == bots.EXPERT
    assert (await h.bot.daily.deal(GAME, today)).level == bots.played_level(GAME, bots.STRONG)
    tomorrow = today + dt.timedelta(days=1)
    assert (await h.bot.daily.deal(GAME, tomorrow)).level == bots.played_level(GAME, bots.EXPERT)
