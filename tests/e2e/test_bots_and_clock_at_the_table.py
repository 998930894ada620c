"""Bots fill seats and the turn clock keeps games moving, through real discord.py on SimCord.

Time is SimCord's virtual clock: the test moves it with ``env.advance_time``; nothing sleeps. The bot
reads discord.py's clock and sweeps its stored deadlines on a ``discord.ext.tasks`` loop.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.tables.clock import LOBBY_IDLE_SECONDS
from bot.tables.replay_check import check_store
from games import registry
from games.bots import levels as bot_levels
from tests.support.backends import BACKENDS
from tests.support.games import game_id_for, game_taking_turns, game_with_level
from tests.support.harness import Harness, tail_of, text_of, walk
from tests.support.privacy import leak_check

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

CLOCK = 60
# Two people and a casual bot at a game that begins with one seat to act: one person is pinged, and it is
# that person's clock that runs out.
TURNS = game_taking_turns(3).id


async def open_panel(h: Harness, host: str) -> Any:
    result = await h.click_tail(h.players[host], await h.table_message(), "lobby:setup")
    assert result.response is not None and result.ephemeral, "the panel is the host's alone"
    return h.env.backend.get_message(result.response.channel_id, result.response.id)


async def choose(h: Harness, host: str, panel: Any, pick: str, value: str) -> Any:
    menu = next(c for c in walk(panel.components) if tail_of(c) == pick)
    await h.players[host].select(h.live(panel), [value], custom_id=menu["custom_id"])
    return h.env.backend.get_message(panel.channel_id, panel.id)


async def table_with_bots(
    h: Harness, game_id: str, people: tuple[str, ...], bots: tuple[str, ...], clock: int | None = None
) -> None:
    await h.slash(h.players[people[0]], "play", game=game_id)
    for name in people[1:]:
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    panel = await open_panel(h, people[0])
    for level in bots:
        panel = await choose(h, people[0], panel, "lobby:bot", f"add:{level}")
    if clock is not None:
        panel = await choose(h, people[0], panel, "lobby:clock", str(clock))
    await h.click_tail(h.players[people[0]], await h.table_message(), "lobby:start")


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("game_id", registry.ids())
async def test_one_person_and_bots_play_a_whole_game(harness: Harness, game_id: str) -> None:
    """On each storage backend: the game ends with its standings, counts in /stats and /leaderboard, and
    its stored log replays to its stored end (the maintenance check)."""
    h = harness
    rules = registry.get(game_id)
    # one of each level the game's bots play, where there is room (a game may ship casual only)
    bots = (bot_levels(game_id)[-1], *["casual"] * (rules.min_players - 2))
    await table_with_bots(h, game_id, ("alice",), bots)
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None and state.table.status == "playing"
    assert {p.bot_level for p in state.table.bots} == set(bots)
    table_text = text_of(await h.table_message())
    assert all(
        bot.name in table_text or bot.name in h.visible_text(h.players["alice"]) for bot in state.table.bots
    )

    decisions = await h.play_until_over(leak_check(h, game_id))  # bots' hands are secret too
    assert decisions >= 1
    assert await h.bot.tables.table_in_channel(h.channel.id) is None, "the game reached its end"
    standings = h.last_channel_message()
    assert h.mentioned_players(standings) == [], "bots are never pinged"
    finished = await h.bot.tables.table(state.table.id)
    assert finished.outcome is not None
    winners = [p.name for p in finished.table.players if p.seat in finished.outcome.winners]
    assert winners and "🏆" in text_of(standings), "the final standings name the winner"
    assert all(player.name in text_of(standings) for player in finished.table.players)
    stats = text_of((await h.slash(h.players["alice"], "stats")).response)
    assert "1 game" in stats and "1 of them casual, with bots" in stats
    board = await h.slash(h.players["alice"], "leaderboard", game=game_id)
    assert "Casual games with bots: **alice** 1" in text_of(board.response)
    assert "🥇" not in text_of(board.response), "a game with bots is never rated"
    assert (
        await h.store.player_ratings(h.env.backend.get_channel(h.channel.id).guild_id, h.players["alice"].id)
        == {}
    )
    report = await check_store(h.store)
    assert (report.checked, report.mismatches) == (1, ()), "the stored log replays to the stored end"


async def test_the_lobby_shows_bots_marked_and_only_the_host_opens_the_panel(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_with_level("strong", 3).id)  # room for a bot
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    refused = await h.click_tail(h.players["bob"], await h.table_message(), "lobby:setup")
    assert refused.ephemeral and "host" in text_of(refused.response)
    panel = await open_panel(h, "alice")
    panel = await choose(h, "alice", panel, "lobby:bot", "add:strong")
    lobby = text_of(await h.table_message())
    assert "🤖 Ada (strong)" in lobby
    panel = await choose(h, "alice", panel, "lobby:clock", "120")
    assert "2 minutes per turn" in text_of(await h.table_message())
    bot_id = (await h.bot.tables.table_in_channel(h.channel.id)).table.bots[0].user_id
    await choose(h, "alice", panel, "lobby:bot", f"remove:{bot_id}")
    assert "🤖" not in text_of(await h.table_message()).split("Turn clock")[1].split("\n")[1]


async def test_the_panel_used_after_the_start_says_so_in_place(harness: Harness) -> None:
    """The host's panel outlives the lobby: a choice made on it after the start answers on the panel
    itself (its controls gone), not with one more private message."""
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(2))
    panel = await open_panel(h, "alice")
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")
    messages_before = len(h.env.backend.messages[panel.channel_id])
    panel = await choose(h, "alice", panel, "lobby:clock", "120")
    assert "already started" in text_of(panel) and not panel.components
    assert len(h.env.backend.messages[panel.channel_id]) == messages_before


def ping_for(h: Harness) -> tuple[str, Any]:
    message = h.last_channel_message()
    (name,) = h.mentioned_players(message)
    return name, message


async def seat_of(h: Harness, name: str) -> int:
    private = await h.bot.tables.private_view(h.table_id or 0, h.players[name].id)
    return private.seat


async def test_a_reminder_then_a_bot_plays_when_the_clock_runs_out(harness: Harness) -> None:
    h = harness
    await table_with_bots(h, TURNS, ("alice", "bob"), ("casual",), clock=CLOCK)
    await h.table_message()
    late, ping = ping_for(h)
    assert "time runs out <t:" in text_of(ping), "the deadline is a Discord relative timestamp"
    log_before = await h.store.actions(h.table_id or 0)

    await h.env.advance_time(CLOCK * 0.8)
    reminder = h.last_channel_message()
    assert "your time runs out" in text_of(reminder) and h.mentioned_players(reminder) == [late]
    assert await h.store.actions(h.table_id or 0) == log_before, "a reminder changes nothing"

    await h.env.advance_time(CLOCK * 0.3)
    told = [text_of(m) for m in h.env.backend.messages[h.channel.id].values() if "Time ran out" in text_of(m)]
    assert told and late in told[-1], "the channel is told"
    seat = await seat_of(h, late)
    new = (await h.store.actions(h.table_id or 0))[len(log_before) :]
    assert new and new[0].seat == seat, "the casual bot played the late player's turn"
    state = await h.bot.tables.table(h.table_id or 0)
    assert state.table.player_at(seat).missed == 1 and not state.table.player_at(seat).autopilot


async def test_two_expiries_in_a_row_mean_autopilot_until_im_back(harness: Harness) -> None:
    h = harness
    await table_with_bots(h, TURNS, ("alice", "bob"), ("casual",), clock=CLOCK)
    await h.table_message()
    notice = None
    for _ in range(8):  # nobody plays: every clock runs out
        await h.env.advance_time(CLOCK + 6)
        notices = [
            m for m in h.env.backend.messages[h.channel.id].values() if "two turns in a row" in text_of(m)
        ]
        if notices:
            notice = notices[0]
            break
    assert notice is not None, "two expiries in a row put a seat on autopilot"
    away = next(name for name in ("alice", "bob") if name in text_of(notice))
    state = await h.bot.tables.table(h.table_id or 0)
    seat = await seat_of(h, away)
    assert state.table.player_at(seat).autopilot
    assert seat not in state.to_act or state.table.status != "playing", "the bot plays for them at once"

    hand = await h.open_hand(h.players[away])
    assert "on autopilot" in text_of(hand)
    result = await h.click_tail(h.players[away], hand, "ui:back")
    assert result.response is not None
    back = h.env.backend.get_message(hand.channel_id, hand.id)
    assert "Welcome back" in text_of(back)
    state = await h.bot.tables.table(h.table_id or 0)
    assert not state.table.player_at(seat).autopilot
    other = "bob" if away == "alice" else "alice"
    refused = await h.click_tail(
        h.players[other], h.env.backend.get_message(notice.channel_id, notice.id), "ui:back"
    )
    assert "not on autopilot" in text_of(refused.response)


async def test_a_restart_keeps_the_deadline(harness: Harness) -> None:
    h = harness
    await table_with_bots(h, TURNS, ("alice", "bob"), ("casual",), clock=CLOCK)
    await h.table_message()
    late, _ = ping_for(h)
    deadline = (await h.bot.tables.table(h.table_id or 0)).table.deadline
    log_before = await h.store.actions(h.table_id or 0)
    await h.env.advance_time(CLOCK / 2)
    await h.restart()
    assert (await h.bot.tables.table(h.table_id or 0)).table.deadline == deadline
    await h.env.advance_time(CLOCK / 2 + 6)
    new = (await h.store.actions(h.table_id or 0))[len(log_before) :]
    assert new and new[0].seat == await seat_of(h, late), "the clock kept running across the restart"


async def test_an_idle_lobby_closes_by_itself(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(2))
    lobby = await h.table_message()
    assert "closes by itself <t:" in text_of(lobby)
    await h.env.advance_time(LOBBY_IDLE_SECONDS + 6)
    assert await h.bot.tables.table_in_channel(h.channel.id) is None, "the channel is free again"
    assert "closed by itself" in text_of(h.env.backend.get_message(lobby.channel_id, lobby.id))


async def test_leaving_a_game_under_way_hands_the_seat_to_a_bot_until_im_back(harness: Harness) -> None:
    h = harness
    await table_with_bots(h, TURNS, ("alice", "bob"), ("casual",))
    await h.table_message()
    reply = await h.slash(h.players["bob"], "leave")
    assert reply.ephemeral and "a bot plays your seat" in text_of(reply.response)
    told = [
        text_of(m) for m in h.env.backend.messages[h.channel.id].values() if "left the game" in text_of(m)
    ]
    assert told and "bob" in told[-1]
    for _ in range(3):  # the game goes on, and only alice is ever asked to play
        assert await h.to_act() == ["alice"]
        assert all(h.mentioned_players(ping) == ["alice"] for ping in h.pings()), "bob is never pinged"
        await h.decide(h.players["alice"], await h.open_hand(h.players["alice"]))
    hand = await h.open_hand(h.players["bob"])
    assert "on autopilot" in text_of(hand)
    await h.click_tail(h.players["bob"], hand, "ui:back")
    assert "Welcome back" in text_of(h.env.backend.get_message(hand.channel_id, hand.id))
    state = await h.bot.tables.table(h.table_id or 0)
    assert not any(p.autopilot for p in state.table.players)
