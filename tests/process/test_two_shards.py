"""Two bot processes, shard 0 and shard 1 of 2, on one PostgreSQL database through the loopback fake.

Each plays games in its own guilds (the fake routes a guild's events by Discord's formula); a third
process on a shard already running is refused; a ``kill -9`` of one leaves the other's tables answered
and its turn clocks firing, while the dead one's tables wait untouched, however overdue, until its
restart picks them up; /stats and /leaderboard read what each process stored; and a /settings change
made through one process holds on the other.
"""

from __future__ import annotations

import asyncio
import random
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.local.standin import FakeDiscord
from games import registry
from storage.postgres import redacted
from tests.loopback.driver import Table
from tests.loopback.oracle import Oracle
from tests.loopback.pg_oracle import PostgresOracle
from tests.loopback.process import BotProcess
from tests.support.postgres import PostgresServer, create_database, drop_database

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

# Any game two people can play: each shard's table seats two.
GAME = next(r.id for r in registry.all() if r.min_players <= 2 <= r.max_players)
GAME_NAME = registry.get(GAME).name
CLOCK = 30  # the shortest turn clock a host can choose (bot.tables.clock.TURN_CLOCK_CHOICES)
SHARDS = 2
PLAYERS = ("alice", "bob", "carol")
HEARD_WITHIN_S = 5.0  # a change commits, the other process hears of it a moment later
SETTINGS = {"SHARD_COUNT": str(SHARDS), "LEADERBOARD_MIN_GAMES": "1"}  # one game ranks a player


@dataclass
class Cluster:
    fake: FakeDiscord
    oracle: PostgresOracle
    url: str
    bots: tuple[BotProcess, BotProcess]  # shard 0's process, shard 1's
    tables: tuple[Table, Table]  # a table in a guild of shard 0, one in a guild of shard 1


@pytest.fixture
async def cluster(tmp_path: Path, postgres_server: PostgresServer) -> AsyncIterator[Cluster]:
    url = await create_database(postgres_server)
    fake = FakeDiscord()
    players = {name: fake.add_user(name) for name in PLAYERS}
    channels = [fake.add_channel("cards", fake.add_guild(f"Shard {n}", shard=(n, SHARDS))) for n in (0, 1)]
    await fake.start()
    oracle = PostgresOracle(url)
    bots = tuple(
        BotProcess(
            fake,
            tmp_path / f"unused-{n}.sqlite3",  # never created: DATABASE_URL wins
            tmp_path / f"shard-{n}",
            settings={**SETTINGS, "DATABASE_URL": url, "SHARD_IDS": str(n)},
        )
        for n in (0, 1)
    )
    tables = tuple(Table(fake, oracle, players, rng=random.Random(n), channel=channels[n]) for n in (0, 1))
    try:
        await asyncio.gather(*(bot.start() for bot in bots))
        yield Cluster(fake, oracle, url, bots, tables)  # type: ignore[arg-type]
        for bot in bots:
            if bot.process is not None:  # a failed test may leave one killed
                assert await bot.stop() == 0
            bot.assert_no_traceback()
        fake.assert_clean()
    finally:
        for bot in bots:
            if bot.process is not None:
                await bot.kill9()
        oracle.close()
        await fake.close()
        await drop_database(postgres_server, url)


async def one_decision(t: Table) -> None:
    """Whoever is to act makes one decision, as ``Table.play_until_over`` does."""
    acting = t.to_act_names()
    if acting:
        user = t.players[t.rng.choice(acting)]
        hand = await t.open_hand(user)
    else:
        user, hand = t.rng.choice(await t.find_deciders())
    await t.decide(user, hand)


async def start_with_clock(t: Table, names: tuple[str, str]) -> None:
    """The host opens a table, chooses the turn clock on the private panel, the other joins, it starts."""
    host = t.players[names[0]]
    reply = await t.fake.slash(host, "play", t.channel, game=GAME)
    t.table_id = None
    await t.fake.wait_until(lambda: t.record().message_id == int(reply.message.id), what="the table row")
    panel = (await t.click_tail(host, t.table_message(), "lobby:setup")).message
    assert panel is not None
    await t.select_tail(host, panel, "lobby:clock", [str(CLOCK)])
    await t.fake.wait_until(lambda: t.record().turn_clock == CLOCK, what="the turn clock")
    t.open_hands.clear()  # neither the panel nor the last game's hands are redrawn for this game
    await t.click_tail(t.players[names[1]], t.table_message(), "lobby:join")
    last = t.last_channel_message().id
    await t.click_tail(host, t.table_message(), "lobby:start")
    await t.settle(0, last, set())


async def assert_refused_on_a_running_shard(cluster: Cluster) -> None:
    """A third process for shard 1 exits 2 with one sentence, before it identifies to Discord."""
    identified = cluster.fake.identify_count
    again = cluster.bots[1]
    second = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=again.workdir, env=again.env(),
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        _, stderr = await asyncio.wait_for(second.communicate(), timeout=60)
    finally:
        if second.returncode is None:
            second.kill()
            await second.wait()
    assert second.returncode == 2
    assert stderr.decode().strip() == (
        f"Another Cardroom is already running shard 1 of 2 on the database {redacted(cluster.url)}: "
        "stop it first, or give this process other SHARD_IDS (with the same SHARD_COUNT)."
    )
    assert cluster.fake.identify_count == identified, "the refused process never reached Discord"


async def test_two_shards_play_apart_and_a_crash_leaves_the_other_untouched(cluster: Cluster) -> None:
    fake, one, (evens, odds) = cluster.fake, cluster.bots[1], cluster.tables
    await assert_refused_on_a_running_shard(cluster)
    # Alice plays a whole game in a guild of each shard: each process stores its own results.
    await evens.open_and_start(GAME, ("alice", "bob"))
    await evens.play_until_over()
    await odds.open_and_start(GAME, ("alice", "carol"))
    await odds.play_until_over()
    assert evens.record().status == odds.record().status == "finished"
    for t in (evens, odds):
        stats = await fake.slash(t.players["alice"], "stats", t.channel)
        assert GAME_NAME in stats.content and "1 game" in stats.content, stats.content
        board = await fake.slash(t.players["alice"], "leaderboard", t.channel, game=GAME)
        assert "alice" in board.content and "no finished games" not in board.content, board.content

    # Two clocked games; shard 1's process dies with its game's reminder still to come.
    await start_with_clock(odds, ("alice", "carol"))
    await start_with_clock(evens, ("alice", "bob"))
    await one.kill9()
    stopped = odds.record()
    await one_decision(evens)  # shard 0 still answers its tables
    await fake.wait_until(lambda: evens.record().reminder_at is None, CLOCK + 15, "shard 0's reminder")
    overdue = odds.record()
    assert overdue.reminder_at is not None and overdue.reminder_at < time.time()  # due, yet untouched
    assert (overdue.version, overdue.updated_at) == (stopped.version, stopped.updated_at)

    await one.start()  # its first sweep finds what fell due while it was down: the reminder, or by now
    # the clock run out (a casual move played for alice)
    await fake.wait_until(lambda: odds.record().updated_at > stopped.updated_at, 15, "shard 1's sweep")
    assert odds.record().status == "playing"
    await one_decision(odds)  # and its table plays on


async def test_a_setting_made_through_one_shard_holds_on_the_other(cluster: Cluster) -> None:
    """alice turns her pictures off with /settings in a guild of shard 0; shard 1's process, which had
    read her preferences to draw her hand, shows her next hand there as text (it heard of the change
    through the database: storage/notices.py)."""
    fake, (evens, odds) = cluster.fake, cluster.tables
    alice = odds.players["alice"]
    await odds.open_and_start(GAME, ("alice", "carol"))
    assert (await odds.open_hand(alice)).attachments, "her hand drawn: shard 1 read her preferences"
    reply = await fake.slash(alice, "settings", evens.channel, pictures="off")
    assert reply.ephemeral and "text only" in reply.content.lower(), reply.content
    deadline = time.monotonic() + HEARD_WITHIN_S
    while (await odds.open_hand(alice)).attachments:
        assert time.monotonic() < deadline, f"shard 1 still draws her hand {HEARD_WITHIN_S} s later"
        await asyncio.sleep(0.1)


async def test_one_process_may_hold_every_shard_on_sqlite(tmp_path: Path) -> None:
    """SHARD_COUNT=2 with SHARD_IDS empty: one process, two gateway connections, a guild on each."""
    fake = FakeDiscord()
    players = {name: fake.add_user(name) for name in PLAYERS}
    channels = [fake.add_channel("cards", fake.add_guild(f"Shard {n}", shard=(n, SHARDS))) for n in (0, 1)]
    await fake.start()
    db_path = tmp_path / "cardroom.sqlite3"
    bot = BotProcess(fake, db_path, tmp_path / "bot", settings={"SHARD_COUNT": str(SHARDS)})
    oracle = Oracle(db_path)
    try:
        await bot.start()
        assert "(shards 0, 1 of 2)" in bot.stderr()
        assert sorted(fake.gateway.sessions) == [0, 1]  # both shards identified, each on its own socket
        for n, channel in enumerate(channels):
            t = Table(fake, oracle, players, rng=random.Random(n), channel=channel)
            await t.open_and_start(GAME, ("alice", "bob"))
            await one_decision(t)
        assert await bot.stop() == 0
        bot.assert_no_traceback()
        fake.assert_clean()
    finally:
        if bot.process is not None:
            await bot.kill9()
        await fake.close()
