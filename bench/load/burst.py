"""Bursts: several actions at one table at the same moment, and how many globally limited calls they cost.

In turn-based play each action's table edit is done before the next player is even pinged, so edits
have nothing to coalesce. Bursts happen when several players decide at once: 4 Seasons opens every
round with all players bidding secretly. Here every player of each table opens their hand and fills
in a bid, then all of them press their button at the same instant; the publisher's per-table
coalescing should then need fewer table edits than actions.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.load.agents import Pace, TableAgent
from bench.load.fake import EXEMPT_ROUTES, LoadFake
from bench.load.peek import Versions
from bench.load.processes import stop, timed_start, tracebacks, workdir
from bench.load.seen import ping_at, updated
from bot.local.standin.models import Message, User
from tests.loopback.oracle import Oracle
from tests.loopback.process import BotProcess

GAME, PLAYERS = "four-seasons", 3


@dataclass
class BurstReport:
    tables: int = 0
    actions: int = 0  # accepted, and each in the log exactly once
    calls: dict[str, int] = field(default_factory=dict)
    globally_limited_per_action: float = 0.0
    problems: list[str] = field(default_factory=list)
    bot_tracebacks: int = 0

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


async def measure_bursts(root: Path, tables: int = 20, seed: int = 1) -> BurstReport:
    report = BurstReport(tables=tables)
    root = workdir(root, "burst")
    fake = LoadFake()
    db_path = root / "cardroom.sqlite3"
    versions = Versions(db_path)
    agents = []
    for i in range(tables):
        users = [fake.add_user(f"burst{i}-{seat}") for seat in range(PLAYERS)]
        channel = fake.add_channel(f"burst-{i}")
        agents.append(TableAgent(fake, channel, users, GAME, versions, Pace(0), seed * 1000 + i))
    await fake.start()
    bot = BotProcess(fake, db_path, root / "bot")
    try:
        await timed_start(bot, fake)
        ready = await asyncio.gather(*(_ready_to_bid(agent) for agent in agents))
        before = Counter(fake.route_counts.counts)
        # Every prepared bid of every table at once: all the callbacks race the table edits.
        clicks = [click for table in ready for click in table]
        replies = await asyncio.gather(*(fake.interact("action", *click) for click in clicks))
        await fake.wait_quiet()
        report.calls = dict(Counter(fake.route_counts.counts) - before)
        oracle = Oracle(db_path)
        for agent, bids in zip(agents, ready, strict=True):
            if not bids:
                continue
            table_id = agent.outcome.tables[-1].table_id
            logged = oracle.actions(table_id)
            if len(logged) != len(bids) or len({a.seat for a in logged}) != len(bids):
                report.problems.append(
                    f"table {table_id}: {len(bids)} bids sent at once, log has {len(logged)}"
                )
            report.actions += len(logged)
        report.problems += [f"a bid was not answered ({r.ack})" for r in replies if not updated(r)]
        report.problems += [p for agent in agents for p in agent.outcome.problems] + list(fake.violations)
        limited = sum(n for route, n in report.calls.items() if route not in EXEMPT_ROUTES)
        report.globally_limited_per_action = round(limited / max(report.actions, 1), 3)
        exit_code, _ = await stop(bot)
        if exit_code != 0:
            report.problems.append(f"the bot exited with {exit_code} on SIGINT")
        report.bot_tracebacks = tracebacks(bot)
    finally:
        if bot.process is not None:
            await bot.kill9()
        versions.close()
        await fake.close()
    return report


async def _ready_to_bid(agent: TableAgent) -> list[tuple[User, Any, int, dict[str, Any], Message]]:
    """Open a table, start it, and have every player open their hand and fill in a bid, unsent."""
    table = await agent.open_table()
    if table is None:
        return []
    agent.outcome.tables.append(table)
    ping = await agent.fake.wait_for_message(agent.channel, ping_at(table.table_id, 1), 30.0)
    if ping is None:
        agent.outcome.problems.append(f"table {table.table_id}: no first ping")
        return []
    clicks = []
    for user in agent.users:
        hand = await agent.current_hand(user, ping, 1)
        custom_id = await agent.choose(user, hand) if hand is not None else None
        if hand is None or custom_id is None:
            agent.outcome.problems.append(f"table {table.table_id}: {user.name} could not prepare a bid")
            return []
        clicks.append((user, agent.channel, 3, {"custom_id": custom_id, "component_type": 2}, hand))
    return clicks
