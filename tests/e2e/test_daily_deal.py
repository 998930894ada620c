"""The daily deal through the real discord.py client on SimCord (docs/daily.md): everyone plays the same
deal against the same bots, privately; the channel gets one line per finished deal; a second attempt is
refused; the day's board ranks the players; a restart loses nothing."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.adapter.custom_ids import parse_daily
from bot.tables import daily
from bot.tables.errors import TableError
from games import bots, registry
from tests.support.harness import BUTTON, SELECTS, THINKING_BOTS_SETTLE_S, Harness, message_text, walk

# The quickest daily deal to play through: the fewest seats, so the fewest bots thinking.
GAME = min((g for g in registry.ids() if daily.has_daily(g)), key=lambda g: daily.daily_format(g).players)
NAME = registry.get(GAME).name
# Whole deals against strong bots: seconds each on a busy machine.
pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def patient(harness: Harness) -> None:
    """A click waits for the strong bots' replies up to the person's next turn (bench/daily.py: up to a
    second each on a busy machine); the bot defers it first, and SimCord must wait as Discord would.
    These deals are played against strong bots (``DAILY_BOT_LEVEL=strong``), a third of the expert's
    thinking: the default level's own deal is tests/e2e/test_daily_level.py."""
    harness.env.settle_timeout = THINKING_BOTS_SETTLE_S
    harness.bot.daily.level = bots.STRONG


def daily_tail(component: dict[str, Any]) -> str:
    parsed = parse_daily(component.get("custom_id", ""))
    return parsed.tail if parsed else ""


def channel_posts(h: Harness) -> list[Any]:
    """The messages of the channel everyone reads (no ephemeral reply)."""
    messages = h.env.backend.messages.get(h.channel.id, {}).values()
    return [m for m in sorted(messages, key=lambda m: m.id) if not (m.flags and m.flags & 64)]


async def open_daily(h: Harness, name: str) -> Any:
    result = await h.slash(h.players[name], "daily play", game=GAME)
    reply = result.response
    assert result.ephemeral, "only the player sees their daily deal"
    return h.env.backend.get_message(reply.channel_id, reply.id)


async def decide(h: Harness, name: str, message: Any, rng: random.Random) -> Any:
    """One decision on the daily message, as a player: a move, or a form step towards one."""
    player = h.players[name]
    for _ in range(12):
        message = h.env.backend.get_message(message.channel_id, message.id)
        enabled = [c for c in walk(message.components or []) if not c.get("disabled") and daily_tail(c)]
        actions = [c for c in enabled if c.get("type") == BUTTON and not daily_tail(c).startswith("ui:")]
        if actions:
            await player.click(h.live(message), custom_id=rng.choice(actions)["custom_id"])
            return h.env.backend.get_message(message.channel_id, message.id)
        selects = [c for c in enabled if c.get("type") in SELECTS]
        drafts = [c for c in enabled if c.get("type") == BUTTON and daily_tail(c).startswith("ui:draft:")]
        if selects and (not drafts or rng.random() < 0.5):
            menu = rng.choice(selects)
            count = rng.randint(menu.get("min_values", 1), menu.get("max_values", 1))
            values = rng.sample([o["value"] for o in menu["options"]], count)
            await player.select(h.live(message), values, custom_id=menu["custom_id"])
        elif drafts:
            await player.click(h.live(message), custom_id=rng.choice(drafts)["custom_id"])
        else:
            raise AssertionError(f"nothing to decide on: {message_text(message)}")
    raise AssertionError(f"no decision reached: {message_text(message)}")


def over(message: Any) -> bool:
    return "deal is over" in message_text(message)


async def play_daily(h: Harness, name: str, moves_seed: int, *, each: Any = None) -> Any:
    rng = random.Random(moves_seed)
    message = await open_daily(h, name)
    for _ in range(200):
        if over(message):
            return message
        message = await decide(h, name, message, rng)
        if each is not None:
            message = await each(message)
    raise AssertionError("the daily deal did not end")


def score_of(message: Any) -> int:
    found = re.search(r"over: (-?\d+) points?", message_text(message))
    assert found, message_text(message)
    return int(found.group(1))


async def test_two_players_with_the_same_moves_meet_the_same_bots(harness: Harness) -> None:
    h = harness
    alice = await play_daily(h, "alice", moves_seed=3)
    bob = await play_daily(h, "bob", moves_seed=3)
    assert message_text(alice) == message_text(bob).replace("bob", "alice")
    assert score_of(alice) == score_of(bob)
    assert "```" in message_text(alice), "a share line to copy"


async def test_different_moves_make_a_different_game(harness: Harness) -> None:
    h = harness
    await play_daily(h, "alice", moves_seed=3)
    await play_daily(h, "bob", moves_seed=4)
    day = h.bot.daily.today().isoformat()
    alice = await h.store.daily_of(h.players["alice"].id, GAME, day)
    bob = await h.store.daily_of(h.players["bob"].id, GAME, day)
    assert alice.moves != bob.moves


async def test_the_channel_gets_one_line_per_finished_deal_and_nothing_while_it_runs(
    harness: Harness,
) -> None:
    h = harness
    before = [m.id for m in channel_posts(h)]

    async def quiet(message: Any) -> Any:
        if not over(message):
            assert [m.id for m in channel_posts(h)] == before, "nothing in the channel while a deal runs"
        return message

    first = await play_daily(h, "alice", moves_seed=3, each=quiet)
    (line,) = [m for m in channel_posts(h) if m.id not in before]
    score = score_of(first)
    assert message_text(line).startswith(f"alice played today's {NAME} deal: {score} point")
    assert message_text(line).endswith("1st of 1 here so far")
    before = [m.id for m in channel_posts(h)]
    await play_daily(h, "bob", moves_seed=3, each=quiet)
    (second,) = [m for m in channel_posts(h) if m.id not in before]
    assert message_text(second).endswith("1st of 2 here so far"), "the same score shares 1st place"


async def test_a_second_attempt_the_same_day_is_refused_politely(harness: Harness) -> None:
    h = harness
    finished = await play_daily(h, "alice", moves_seed=3)
    posts = len(channel_posts(h))
    again = await h.slash(h.players["alice"], "daily play", game=GAME)
    assert again.ephemeral
    reply = again.followups[0] if again.followups else again.response
    text = message_text(h.stored(reply))
    assert text.startswith(f"You've played today's {NAME} deal: {score_of(finished)} point")
    assert re.search(r"A new deal at <t:\d+:R>\.$", text)
    assert len(channel_posts(h)) == posts


async def test_a_restart_mid_deal_resumes_it(harness: Harness) -> None:
    h = harness
    uninterrupted = await play_daily(h, "bob", moves_seed=3)
    decisions = 0

    async def restart_once(message: Any) -> Any:
        nonlocal decisions
        decisions += 1
        if decisions != 2:
            return message
        shown = message_text(message)
        await h.restart()
        resumed = await open_daily(h, "alice")  # /daily play again: a fresh message, the same deal
        assert message_text(resumed) == shown.replace("bob", "alice")
        return resumed

    resumed = await play_daily(h, "alice", moves_seed=3, each=restart_once)
    assert decisions >= 2, "the deal was still running at the restart"
    assert message_text(resumed) == message_text(uninterrupted).replace("bob", "alice")


async def test_the_days_board_ranks_the_players_with_their_streaks(harness: Harness) -> None:
    h = harness
    scores = {}
    for name, moves in (("alice", 3), ("bob", 4), ("carol", 5)):
        scores[name] = score_of(await play_daily(h, name, moves_seed=moves))
    answer = await h.slash(h.players["dave"], "daily board", game=GAME)
    assert answer.ephemeral
    lines = message_text(h.stored(answer.response)).splitlines()
    assert lines[0].startswith(f"📅 **{NAME} · the deal of ")
    listed = [re.match(r"\d+\. (\w+) — (-?\d+) points?", line).groups() for line in lines[1:]]
    assert [int(score) for _, score in listed] == sorted(scores.values(), reverse=True)
    assert {name: int(score) for name, score in listed} == scores


async def test_a_daily_deal_leaves_the_channels_table_free(harness: Harness) -> None:
    h = harness
    await open_daily(h, "alice")  # under way
    await h.open_and_start(
        GAME, ("alice", "bob") if registry.get(GAME).min_players <= 2 else ("alice", "bob", "carol")
    )
    assert await h.to_act(), "the channel's table plays while alice's daily deal waits"


@pytest.mark.parametrize("game_id", [g for g in registry.ids() if daily.has_daily(g)])
async def test_every_games_daily_deal_plays_to_its_end_privately(harness: Harness, game_id: str) -> None:
    """Each game's forms (bids, chips, powers) work on the daily message, and the end shows the score."""
    global GAME, NAME
    h = harness
    saved = GAME, NAME
    GAME, NAME = game_id, registry.get(game_id).name
    try:
        before = len(channel_posts(h))
        end = await play_daily(h, "alice", moves_seed=7)
        assert f"Today's {NAME} deal is over" in message_text(end)
        assert "⏳" not in message_text(end), "the end shows no turn (not the next round a format skips)"
        assert len(channel_posts(h)) == before + 1
    finally:
        GAME, NAME = saved


DAY_SECONDS = 24 * 60 * 60


def buttons(message: Any) -> dict[str, dict[str, Any]]:
    return {c.get("label", ""): c for c in walk(message.components or []) if c.get("type") == BUTTON}


async def test_after_the_day_those_who_played_replay_their_game_and_the_best(harness: Harness) -> None:
    h = harness
    scores = {
        name: score_of(await play_daily(h, name, moves_seed=moves))
        for name, moves in (("alice", 3), ("bob", 4))
    }
    day = h.bot.daily.today().isoformat()
    today = await h.slash(h.players["alice"], "daily board", game=GAME)
    assert not buttons(h.stored(today.response)), "no replay while the day's deal is being played"
    alice_game = await h.store.daily_of(h.players["alice"].id, GAME, day)
    try:
        await h.bot.daily.replay(alice_game.id, h.players["alice"].id, h.channel.guild.id)
        raise AssertionError("replayed before the day was over")
    except TableError as refusal:
        assert "once the day is over" in refusal.message

    await h.env.advance_time(DAY_SECONDS)
    board = await h.slash(h.players["alice"], "daily board", game=GAME, day=day)
    offered = buttons(h.stored(board.response))
    best_is_mine = scores["alice"] >= scores["bob"]
    assert set(offered) == ({"🎬 Replay mine"} if best_is_mine else {"🎬 Replay mine", "🎬 Replay the best"})
    opened = await h.players["alice"].click(
        h.live(h.stored(board.response)), custom_id=offered["🎬 Replay mine"]["custom_id"]
    )
    replay = h.stored(opened.followups[0] if opened.followups else opened.response)
    assert (
        opened.ephemeral and "🎬 **Replay**" in message_text(replay) and "Every hand" in message_text(replay)
    )
    assert "📄 Export" not in buttons(replay)
    await h.players["alice"].click(h.live(replay), custom_id=buttons(replay)["Last ⏭"]["custom_id"])
    assert "move " in message_text(h.stored(replay))

    carol = h.players["carol"]
    nothing = await h.slash(carol, "daily board", game=GAME, day=day)
    assert not buttons(h.stored(nothing.response)), "carol did not play that deal"
    try:
        await h.bot.daily.replay(alice_game.id, carol.id, h.channel.guild.id)
        raise AssertionError("replayed for someone who did not play it")
    except TableError as refusal:
        assert "Only those who finished" in refusal.message
