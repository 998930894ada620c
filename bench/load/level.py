"""One load level: N tables against the real bot, then the same clicks against the floor client.

1. A fresh fake Discord (one channel and its players per table) and a fresh SQLite file; the real
   ``python -m bot`` connects. Or (``--backend postgresql``, ``--shards N``) a fresh PostgreSQL database
   and N bot processes, one per shard, the tables' guilds spread over them (``cluster``). A short
   warm-up (one table per game and shard, no think time) loads what the bot loads lazily, then the idle
   RSS is read (summed over the processes, as the bot's CPU is).
2. The measured phase: every table's players open, join, start and play (``agents``), table ``i``
   starting at ``i/N`` of the ramp, until the end of the phase; RSS is read at that moment, with every
   table active. Every interaction is a sample: sent at (fake's clock), answered at (its callback
   reaching the fake).
3. The check: for every table, the oracle's log is exactly the actions the players saw accepted, and it
   replays to the stored state. The bot is stopped (SIGINT) so every REST call it made is counted.
4. The floors (``floor_runs``): ``bench.load.floor`` connects to the same fake and receives the same
   interactions (same users, channels, data and messages) at the same offsets from the phase's start.
"""

from __future__ import annotations

import asyncio
import gc
import os
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.load import profile
from bench.load.agents import Outcome, Pace, PlayedTable, TableAgent
from bench.load.bot_tables import BotTableAgent
from bench.load.budget import BudgetReport, measure_budget
from bench.load.cluster import Cluster
from bench.load.fake import LoadFake
from bench.load.floor_runs import paused_gc, run_floors
from bench.load.peek import Versions
from bench.load.processes import (
    cpu_seconds,
    cpu_split,
    rss_kib,
    stop,
    timed_start,
    tracebacks,
    workdir,
)
from bench.load.stats import Latency, calls_per_action, latencies, screens_after_early_acks
from bot.adapter.budget import DEFAULT_GLOBAL_RATE_LIMIT
from storage import Store
from tests.loopback.oracle import Oracle
from tests.loopback.process import BotProcess
from tests.support.postgres import PostgresServer

PLAYERS = {"quattro-tricks": 3, "four-seasons": 3, "quattro-exchange": 2, "quatorze": 3}
WARMUP_SECONDS = 3.0
DRAIN_SECONDS = 120.0


def global_rate_limit() -> float:
    """The bot's GLOBAL_RATE_LIMIT: the environment's (the bot process inherits it), else the default."""
    return float(os.environ.get("GLOBAL_RATE_LIMIT") or DEFAULT_GLOBAL_RATE_LIMIT)


@dataclass
class LevelConfig:
    tables: int
    games: tuple[str, ...]
    pace: Pace
    duration: float  # seconds of play after the ramp
    ramp: float  # seconds over which the tables open
    seed: int
    root: Path
    profile: bool = False  # py-spy the bot during the measured phase
    warmup: float = WARMUP_SECONDS
    bot_tables: int = 0  # tables of one person and strong bots playing alongside (bench.load.bot_tables)
    bot_think: float = 1.0  # that person's mean think time, seconds
    pictures: bool = True  # the server's default; off: every message text only (the same code's baseline)
    shards: int = 1  # bot processes, one shard each (more than one needs ``server``)
    server: PostgresServer | None = None  # the bot on PostgreSQL (a fresh database per level), else SQLite
    same_calls_floor: bool = False  # replay once more to a floor making the bot's exempt calls (floor.py)


@dataclass
class LevelReport:
    tables: int
    shards: int = 1
    backend: str = "sqlite"
    wall_seconds: float = 0.0
    bot_start: dict[str, float] = field(default_factory=dict)
    interactions: int = 0
    actions: int = 0
    games_started: int = 0
    games_finished: int = 0
    bot_latency: dict[str, Latency] = field(default_factory=dict)
    floor_latency: dict[str, Latency] = field(default_factory=dict)
    calls: dict[str, int] = field(default_factory=dict)
    calls_per_action: dict[str, float] = field(default_factory=dict)
    uploads: dict[str, int] = field(default_factory=dict)  # picture uploads by kind (``PictureUploads``)
    rss_idle_kib: int = 0
    rss_active_kib: int = 0
    rss_peak_kib: int = 0
    tables_checked: int = 0
    log_mismatches: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)
    bot_tracebacks: int = 0
    bot_exit: int | None = None
    bot_cpu_seconds: float = 0.0  # CPU time the bot used during the measured phase (every process)
    bot_cpu_by_process: list[float] = field(default_factory=list)  # the same, shard 0's process first
    actions_by_shard: list[int] = field(default_factory=list)  # accepted actions at each shard's tables
    phase_seconds: float = 0.0
    fake_cpu_seconds: float = 0.0  # the measuring process (the fake Discord and every player)
    floor_cpu_seconds: float = 0.0  # CPU time the floor client used answering the same interactions
    bot_system_seconds: float = 0.0  # of bot_cpu_seconds, the kernel's (sockets, mostly)
    floor_system_seconds: float = 0.0  # of floor_cpu_seconds, the kernel's
    exempt_calls_per_interaction: float = 0.0  # the bot's (and the same-calls floor's)
    same_calls_floor_cpu_seconds: float = 0.0  # that floor's CPU for the same interactions (0: not run)
    floor_calls: int = 0  # exempt calls each floor made (the do-nothing one: one per interaction)
    same_calls_floor_calls: int = 0
    same_bodies_floor_cpu_seconds: float = 0.0  # the floor making the bot's own calls, bodies and files
    same_bodies_floor_calls: int = 0
    same_bodies_floor_uploads: int = 0  # files it uploaded: the bot's, as many
    profile: dict[str, list[tuple[str, float]]] = field(default_factory=dict)
    bot_tables: int = 0
    bot_table_moves: int = 0  # the person's moves at the bot tables (each followed by the bots')
    budget: BudgetReport = field(default_factory=BudgetReport)
    early_acks: Latency | None = None  # clicks acknowledged early, and when their screen came

    @property
    def kib_per_table(self) -> float:
        return (self.rss_active_kib - self.rss_idle_kib) / self.tables

    def as_dict(self) -> dict[str, Any]:
        return {
            "tables": self.tables,
            "shards": self.shards,
            "backend": self.backend,
            "wall_seconds": round(self.wall_seconds, 1),
            "bot_start": self.bot_start,
            "interactions": self.interactions,
            "actions": self.actions,
            "games_started": self.games_started,
            "games_finished": self.games_finished,
            "bot_latency": {k: v.as_dict() for k, v in self.bot_latency.items()},
            "floor_latency": {k: v.as_dict() for k, v in self.floor_latency.items()},
            "calls": self.calls,
            "calls_per_action": self.calls_per_action,
            "uploads": self.uploads,
            "rss_idle_kib": self.rss_idle_kib,
            "rss_active_kib": self.rss_active_kib,
            "rss_peak_kib": self.rss_peak_kib,
            "kib_per_table": round(self.kib_per_table, 1),
            "tables_checked": self.tables_checked,
            "log_mismatches": self.log_mismatches,
            "problems": self.problems,
            "violations": self.violations,
            "bot_tracebacks": self.bot_tracebacks,
            "bot_exit": self.bot_exit,
            "bot_cpu_seconds": round(self.bot_cpu_seconds, 2),
            "bot_cpu_by_process": [round(seconds, 2) for seconds in self.bot_cpu_by_process],
            "actions_by_shard": self.actions_by_shard,
            "phase_seconds": round(self.phase_seconds, 1),
            "fake_cpu_seconds": round(self.fake_cpu_seconds, 2),
            "floor_cpu_seconds": round(self.floor_cpu_seconds, 2),
            "bot_system_seconds": round(self.bot_system_seconds, 2),
            "floor_system_seconds": round(self.floor_system_seconds, 2),
            "exempt_calls_per_interaction": round(self.exempt_calls_per_interaction, 3),
            "same_calls_floor_cpu_seconds": round(self.same_calls_floor_cpu_seconds, 2),
            "floor_calls": self.floor_calls,
            "same_calls_floor_calls": self.same_calls_floor_calls,
            "same_bodies_floor_cpu_seconds": round(self.same_bodies_floor_cpu_seconds, 2),
            "same_bodies_floor_calls": self.same_bodies_floor_calls,
            "same_bodies_floor_uploads": self.same_bodies_floor_uploads,
            "profile": self.profile,
            "bot_tables": self.bot_tables,
            "bot_table_moves": self.bot_table_moves,
            "budget": self.budget.as_dict(),
            "early_acks": self.early_acks.as_dict() if self.early_acks else None,
            "bot_cpu_ms_per_action": round(1000 * self.bot_cpu_seconds / self.actions, 2)
            if self.actions
            else None,
            "floor_cpu_ms_per_action": round(1000 * self.floor_cpu_seconds / self.actions, 2)
            if self.actions
            else None,
            "same_calls_floor_cpu_ms_per_action": round(
                1000 * self.same_calls_floor_cpu_seconds / self.actions, 2
            )
            if self.actions and self.same_calls_floor_cpu_seconds
            else None,
            "same_bodies_floor_cpu_ms_per_action": round(
                1000 * self.same_bodies_floor_cpu_seconds / self.actions, 2
            )
            if self.actions and self.same_bodies_floor_cpu_seconds
            else None,
        }


def build_agents(
    fake: LoadFake, count: int, config: LevelConfig, versions: Versions, prefix: str, guilds: list[str]
) -> list[TableAgent]:
    """Table i plays game i mod n, in guild (i div n) mod shards: every shard gets every game."""
    agents = []
    for i in range(count):
        game_id = config.games[i % len(config.games)]
        channel = fake.add_channel(f"{prefix}-{i}", guilds[i // len(config.games) % len(guilds)])
        users = [fake.add_user(f"{prefix}{i}-{seat}") for seat in range(PLAYERS[game_id])]
        agents.append(
            TableAgent(fake, channel, users, game_id, versions, config.pace, config.seed * 100_003 + i)
        )
    return agents


def build_bot_agents(
    fake: LoadFake, config: LevelConfig, versions: Versions, guilds: list[str]
) -> list[BotTableAgent]:
    agents = []
    for i in range(config.bot_tables):
        game_id = config.games[i % len(config.games)]
        channel = fake.add_channel(f"bots-{i}", guilds[i // len(config.games) % len(guilds)])
        user = fake.add_user(f"solo{i}")
        pace = Pace(config.bot_think, config.pace.step_share)
        seed = config.seed * 100_019 + i
        agents.append(BotTableAgent(fake, channel, user, game_id, PLAYERS[game_id], versions, pace, seed))
    return agents


async def run_level(config: LevelConfig) -> LevelReport:
    began = time.perf_counter()
    report = LevelReport(config.tables, config.shards, "sqlite" if config.server is None else "postgresql")
    root = workdir(config.root, f"level-{config.tables}")
    fake = LoadFake()
    cluster = Cluster(fake, root, config.shards, config.server)
    cluster.add_guilds()
    await cluster.open_database()
    versions, oracle = cluster.versions, cluster.oracle
    assert versions is not None and oracle is not None
    guilds = cluster.guilds
    warm = build_agents(fake, len(config.games) * len(guilds), config, versions, "warm", guilds)
    agents = build_agents(fake, config.tables, config, versions, "table", guilds)
    bot_agents = build_bot_agents(fake, config, versions, guilds)
    report.bot_tables = config.bot_tables
    await fake.start()
    if not config.pictures:  # stored before the bot starts, as a server that chose text only would have it
        async with await Store.open(cluster.store_target) as store:
            for guild in guilds:
                await store.set_server_pictures(int(guild), False)
    cluster.make_bots()
    bots = cluster.bots
    bot = bots[0]
    try:
        for process in bots:  # one at a time: each start is timed to its own IDENTIFY
            start = await timed_start(process, fake)
            report.bot_start = {"identify_s": round(start.identify, 3), "ready_s": round(start.ready, 3)}
        await _warm_up(warm, config.warmup)
        # The warm-up's last table edits may still be in flight after its last ping (the edit runs beside
        # the announcement): let them land before the calls of the measured phase are counted.
        await fake.wait_quiet()
        gc.collect()
        report.rss_idle_kib = sum(rss_kib(process) for process in bots)
        before = Counter(fake.route_counts.counts)
        uploads_before = Counter(fake.route_counts.uploads)
        fake.route_counts.bodies.keeping = config.same_calls_floor  # the same calls as ``before`` counts

        cpu_before = [cpu_seconds(process) for process in bots]
        system_before = [cpu_split(process)[1] for process in bots]
        clock_before, own_before = time.perf_counter(), time.process_time()
        sampling = None
        if config.profile:
            assert bot.process is not None
            sampling = await profile.record(
                bot.process.pid, config.ramp + config.duration, root / "bot.pyspy"
            )
        outcomes, rss = await _measured_phase(fake, bots, agents, config, bot_agents)
        if sampling is not None:
            await sampling.wait()
            report.profile = profile.summarise(root / "bot.pyspy")
        report.rss_active_kib, report.rss_peak_kib = rss
        pattern = fake.samples
        # The load stops with the last click answered: from then on the table messages only catch up.
        stopped = max((s.interaction.answered_at or 0.0 for s in pattern), default=fake.phase_start)
        fake.recording = False
        # The last actions' announcements and redraws, and the table edits the budget held back, before
        # SIGINT (at most every table once, at GLOBAL_RATE_LIMIT per second).
        await fake.wait_quiet(timeout=DRAIN_SECONDS)
        tables = versions.table_messages()
        calls = fake.route_counts.budget
        report.budget = measure_budget(calls, fake.phase_start, stopped, tables, fake.messages)
        report.budget.limit = global_rate_limit()
        report.budget.late_acks = sum(1 for s in pattern if s.latency is None or s.latency > fake.ack_window)
        report.bot_cpu_by_process = [cpu_seconds(p) - cpu for p, cpu in zip(bots, cpu_before, strict=True)]
        report.bot_cpu_seconds = sum(report.bot_cpu_by_process)
        report.bot_system_seconds = sum(
            cpu_split(p)[1] - system for p, system in zip(bots, system_before, strict=True)
        )
        report.phase_seconds = time.perf_counter() - clock_before
        report.fake_cpu_seconds = time.process_time() - own_before
        _check(report, oracle, outcomes[: len(agents)])
        report.actions_by_shard = [
            sum(
                len(t.accepted)
                for a, o in zip(agents, outcomes, strict=False)
                if a.channel.guild_id == guild
                for t in o.tables
            )
            for guild in guilds
        ]
        for outcome in outcomes[len(agents) :]:
            report.problems.extend(outcome.problems)
        report.bot_table_moves = sum(agent.moves for agent in bot_agents)

        codes = []
        for n, process in enumerate(bots):  # after this every call the bot made is counted
            code, hang = await stop(process)
            codes.append(code)
            if hang is not None:
                stacks = root / f"bot-hang-{n}.txt"
                report.problems.append(f"bot process {n} did not exit 15 s after SIGINT: stacks in {stacks}")
                stacks.write_text(hang)
        report.bot_exit = next((code for code in codes if code != 0), 0)  # the first failure, if any
        report.bot_tracebacks = sum(tracebacks(process) for process in bots)
        report.calls = dict(Counter(fake.route_counts.counts) - before)
        fake.route_counts.bodies.keeping = False
        report.calls_per_action = calls_per_action(Counter(report.calls), report.actions)
        report.uploads = dict(Counter(fake.route_counts.uploads) - uploads_before)
        report.interactions = len(pattern)
        report.bot_latency = latencies(pattern)
        report.early_acks = screens_after_early_acks(pattern)

        await run_floors(fake, pattern, root, report, same_calls=config.same_calls_floor)
    finally:
        for process in bots:
            if process.process is not None:
                await process.kill9()
        cluster.close()
        await fake.close()
    report.wall_seconds = time.perf_counter() - began
    return report


async def _warm_up(agents: list[TableAgent], seconds: float) -> None:
    """A few fast decisions per game: the bot imports and caches what it does lazily before idle RSS."""
    stop_at = asyncio.get_running_loop().time() + seconds
    fast = Pace(decision=0.02)
    for agent in agents:
        agent.pace = fast
    await asyncio.gather(*(agent.run(stop_at) for agent in agents))


async def _measured_phase(
    fake: LoadFake,
    bots: list[BotProcess],
    agents: list[TableAgent],
    config: LevelConfig,
    bot_agents: list[BotTableAgent] = (),  # type: ignore[assignment]
) -> tuple[list[Outcome], tuple[int, int]]:
    """Run every agent (the people's tables, then the bot tables); RSS with every table active is read
    when the phase ends."""
    fake.start_phase()
    loop = asyncio.get_running_loop()
    stop_at = fake.phase_start + config.ramp + config.duration
    peak = 0

    async def sample_rss() -> int:
        nonlocal peak
        while loop.time() < stop_at:
            peak = max(peak, sum(rss_kib(bot) for bot in bots))
            await asyncio.sleep(min(1.0, max(0.0, stop_at - loop.time())))
        return sum(rss_kib(bot) for bot in bots)

    rss_task = asyncio.create_task(sample_rss())
    count = len(agents)
    # The bot tables open first (over the first half of the ramp), so the people play among them.
    spread = config.ramp / 2 / max(1, len(bot_agents))
    with paused_gc():
        outcomes = await asyncio.gather(
            *(agent.run(stop_at, start_delay=config.ramp * i / count) for i, agent in enumerate(agents)),
            *(agent.run(stop_at, start_delay=spread * i) for i, agent in enumerate(bot_agents)),
        )
    active = await rss_task
    return list(outcomes), (active, max(peak, active))


def _check(report: LevelReport, oracle: Oracle, outcomes: list[Outcome]) -> None:
    """No lost and no doubled action: every table's log is exactly what its players saw accepted."""
    for outcome in outcomes:
        report.problems.extend(outcome.problems)
        for table in outcome.tables:
            report.games_started += 1
            report.games_finished += table.finished
            report.actions += len(table.accepted)
            report.tables_checked += 1
            _check_table(report, oracle, table)


def _check_table(report: LevelReport, oracle: Oracle, table: PlayedTable) -> None:
    log = [(a.seat, a.action) for a in oracle.actions(table.table_id)]
    unsure = table.unacknowledged_action
    if log != table.accepted and not (unsure is not None and log == [*table.accepted, unsure]):
        report.log_mismatches.append(
            f"table {table.table_id}: {len(table.accepted)} accepted, {len(log)} logged; "
            f"first difference at {_first_difference(log, table.accepted)}"
        )
        return
    try:
        oracle.replay(table.table_id)
    except AssertionError as error:
        report.log_mismatches.append(f"table {table.table_id}: {error}")


def _first_difference(a: list[Any], b: list[Any]) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
