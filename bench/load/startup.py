"""Start-up with many stored tables, and the first click on one of those old tables.

``fill`` writes a SQLite file the way months of use would leave it: the schema from ``storage.Store``
(migrations), then in one transaction thousands of tables made by the real engines from their seeds —
finished games played to the end with their results, aborted lobbies, open lobbies, and games in
progress after a random number of random legal actions (seats shuffled as the service does, the log
replaying to the stored state). Plain SQL inserts, because the service would take minutes for this.

``measure_startup`` then times the real bot from process start to ready on an empty file and on the
filled one, and clicks on old tables as their players would: Show my hand and a move on games in
progress (on the table message the bot posted before the restart), Join on an old lobby.
"""

from __future__ import annotations

import random
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.load.agents import Pace, PlayedTable, TableAgent
from bench.load.fake import LoadFake
from bench.load.peek import Versions
from bench.load.processes import rss_kib, stop, timed_start, tracebacks, workdir
from bot.adapter.custom_ids import make
from bot.local.standin.models import Message, User
from games import registry
from storage import Store
from tests.loopback.oracle import Oracle
from tests.loopback.process import BotProcess

GAMES = ("quattro-tricks", "four-seasons", "quattro-exchange", "quatorze")
SHARES = {"finished": 0.35, "aborted": 0.05, "lobby": 0.2, "playing": 0.4}  # a good part active
MAX_PREFIX = 60  # actions already played in a game in progress: 0..60 (fewer if it ends first)
USER_BASE, CHANNEL_BASE, MESSAGE_BASE = 10**17, 2 * 10**17, 3 * 10**17
DAY = 86_400.0
# The columns each row below fills, in order (storage/migrations/0001_initial.sql).
COLUMNS = {
    "tables": "id guild_id channel_id game_id options seed status state version host_id message_id"
    " created_at updated_at finished_at",
    "players": "table_id user_id name join_seq seat joined_at",
    "actions": "table_id seq seat action created_at",
    "results": "table_id guild_id game_id user_id name seat score rank won finished_at",
}


@dataclass
class StoredTable:
    id: int
    game_id: str
    status: str
    channel_id: int
    version: int
    users: list[int]  # lobby: join order; started: seat order
    message_id: int


@dataclass
class Filled:
    tables: list[StoredTable]
    actions: int
    seconds: float
    bytes: int

    def by_status(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for table in self.tables:
            counts[table.status] = counts.get(table.status, 0) + 1
        return counts


async def fill(db_path: Path, count: int, *, guild_id: int, seed: int = 0) -> Filled:
    began = time.perf_counter()
    store = await Store.open(db_path)  # creates the schema exactly as the bot would
    await store.close()
    rng = random.Random(seed)
    statuses = [status for status, share in SHARES.items() for _ in range(round(share * count))]
    statuses = (statuses + ["playing"] * count)[:count]
    rng.shuffle(statuses)
    rows: dict[str, list[tuple[Any, ...]]] = {name: [] for name in COLUMNS}
    tables = []
    now = time.time()
    for index, status in enumerate(statuses, start=1):
        tables.append(_table(rows, rng, index, GAMES[index % len(GAMES)], status, guild_id, now))
    connection = sqlite3.connect(db_path)
    try:
        with connection:
            for name, values in rows.items():
                columns = COLUMNS[name].split()
                insert = f"INSERT INTO {name} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
                connection.executemany(insert, values)
    finally:
        connection.close()
    return Filled(tables, len(rows["actions"]), time.perf_counter() - began, db_path.stat().st_size)


def _table(
    rows: dict[str, list[tuple[Any, ...]]],
    rng: random.Random,
    table_id: int,
    game_id: str,
    status: str,
    guild_id: int,
    now: float,
) -> StoredTable:
    rules = registry.get(game_id)
    seed = rng.getrandbits(62)
    created = now - rng.uniform(0, 30 * DAY)
    players = rng.randint(rules.min_players, rules.max_players)
    users = rng.sample(range(USER_BASE, USER_BASE + 20_000), players)
    channel_id, message_id = CHANNEL_BASE + table_id, MESSAGE_BASE + table_id
    state_text, version, finished_at = None, 0, None
    if status == "lobby":
        users = users[: rng.randint(1, players)]  # still waiting for players
    elif status == "aborted":
        version, finished_at = 1, created + rng.uniform(60, 3600)
    else:
        users = list(users)
        random.Random(f"{seed}:seating").shuffle(users)  # as TableService.start
        state = rules.new_game(players=players, seed=seed, options=rules.Options(), deals=None)
        limit = 10_000 if status == "finished" else rng.randint(0, MAX_PREFIX)
        moves = 0
        while moves < limit and rules.outcome(state) is None:
            seat = rng.choice(rules.to_act(state))
            action = rng.choice(rules.legal_actions(state, seat))
            after, _ = rules.apply(state, seat, action)
            if status == "playing" and rules.outcome(after) is not None:
                break  # a game in progress stops short of its last action
            state, moves = after, moves + 1
            rows["actions"].append((table_id, moves, seat, action, created + 10 * moves))
        outcome = rules.outcome(state)
        if status == "finished":
            assert outcome is not None, f"{game_id} seed {seed} did not end"
            finished_at = created + 10 * moves
            for seat, user in enumerate(users):
                rank = outcome.rank_of(seat)
                score, won = outcome.scores[seat], int(rank == 1)
                name = f"player{user % 10_000}"
                rows["results"].append(
                    (table_id, guild_id, game_id, user, name, seat, score, rank, won, finished_at)
                )
        state_text, version = rules.dump(state), 1 + moves
    for join_seq, user in enumerate(users, start=1):
        seat = None if status in ("lobby", "aborted") else join_seq - 1
        rows["players"].append((table_id, user, f"player{user % 10_000}", join_seq, seat, created))
    options, host, updated = rules.Options().model_dump_json(), users[0], finished_at or created
    if status == "playing":  # played in the last 12 hours: older games the bot closes (INACTIVE_GAME_HOURS)
        updated = max(created, now - rng.uniform(0, DAY / 2))
    row = (table_id, guild_id, channel_id, game_id, options, seed, status, state_text, version, host)
    rows["tables"].append((*row, message_id, created, updated, finished_at))
    return StoredTable(table_id, game_id, status, channel_id, version, users, message_id)


@dataclass
class StartupReport:
    tables: int = 0
    by_status: dict[str, int] = field(default_factory=dict)
    actions_stored: int = 0
    fill_seconds: float = 0.0
    db_mib: float = 0.0
    empty_start: dict[str, float] = field(default_factory=dict)
    filled_start: dict[str, float] = field(default_factory=dict)
    rss_empty_kib: int = 0
    rss_filled_kib: int = 0
    first_clicks: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    bot_tracebacks: int = 0

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


async def measure_startup(root: Path, count: int, seed: int = 0) -> StartupReport:
    report = StartupReport(tables=count)
    root = workdir(root, "startup")
    fake = LoadFake()
    await fake.start()
    try:
        empty = BotProcess(fake, root / "empty.sqlite3", root / "bot-empty")
        start = await timed_start(empty, fake)
        report.empty_start = {"identify_s": round(start.identify, 3), "ready_s": round(start.ready, 3)}
        report.rss_empty_kib = rss_kib(empty)
        await stop(empty)

        db_path = root / "filled.sqlite3"
        filled = await fill(db_path, count, guild_id=int(fake.guild_id), seed=seed)
        report.by_status, report.actions_stored = filled.by_status(), filled.actions
        report.fill_seconds, report.db_mib = round(filled.seconds, 1), round(filled.bytes / 2**20, 1)
        probes = _probes(fake, filled.tables)
        bot = BotProcess(fake, db_path, root / "bot-filled")
        start = await timed_start(bot, fake)
        report.filled_start = {"identify_s": round(start.identify, 3), "ready_s": round(start.ready, 3)}
        report.rss_filled_kib = rss_kib(bot)
        try:
            await _click_old_tables(report, fake, db_path, probes)
        finally:
            exit_code, _ = await stop(bot)
            if exit_code != 0:
                report.problems.append(f"the bot exited with {exit_code} on SIGINT")
            report.bot_tracebacks = tracebacks(bot)
        report.problems.extend(fake.violations)
    finally:
        await fake.close()
    return report


def _probes(fake: LoadFake, tables: list[StoredTable]) -> list[tuple[StoredTable, Message, list[User]]]:
    """One old game in progress per game, and one old lobby, made visible in the fake: their channel,
    their players, and the table message the bot posted before this start (with its buttons)."""
    chosen = [next(t for t in tables if t.status == "playing" and t.game_id == game) for game in GAMES]
    chosen.append(
        next(t for t in tables if t.status == "lobby" and len(t.users) < registry.get(t.game_id).max_players)
    )
    probes = []
    for table in chosen:
        channel = fake.add_channel_with_id(str(table.channel_id), f"old-{table.id}")
        users = []
        for user_id in table.users:
            user = User(str(user_id), f"player{user_id % 10_000}")
            fake.users[user.id] = user
            users.append(user)
        tail, label = ("ui:hand", "Show my hand") if table.status == "playing" else ("lobby:join", "Join")
        button = {"type": 2, "style": 1, "label": label, "custom_id": make(table.id, table.version, tail)}
        message = Message(
            id=str(table.message_id),
            channel_id=channel.id,
            guild_id=fake.guild_id,
            author=fake.bot_data(),
            audience="channel",
            content=f"(table {table.id}, posted before the restart)",
            components=[{"type": 1, "components": [button]}],
        )
        fake.messages[message.id] = message
        probes.append((table, message, users))
    return probes


async def _click_old_tables(
    report: StartupReport,
    fake: LoadFake,
    db_path: Path,
    probes: list[tuple[StoredTable, Message, list[User]]],
) -> None:
    versions = Versions(db_path)
    oracle = Oracle(db_path)
    try:
        for table, message, users in probes:
            channel = fake.channels[message.channel_id]
            agent = TableAgent(fake, channel, users, table.game_id, versions, Pace(0), seed=table.id)
            if table.status == "lobby":
                newcomer = fake.add_user(f"newcomer{table.id}")
                joined = await agent.click_lobby(newcomer, message, "lobby:join")
                seated = newcomer.id in {str(p.user_id) for p in oracle.players(table.id)}
                verdict = "worked" if joined and seated else "FAILED"
                report.first_clicks.append(f"old lobby {table.id} ({table.game_id}): Join {verdict}")
            else:
                played = PlayedTable(table.id, table.game_id, seats=versions.seats(table.id))
                public = oracle.public_view(table.id) or {}
                seat = public["to_act"][0]
                user = next(u for u in users if played.seats[u.id] == seat)
                result = await agent.first_move(played, message, user, table.version)
                if versions.version(table.id)[1] == "finished":
                    result += ", which ended the game"
                report.first_clicks.append(
                    f"old game {table.id} ({table.game_id}, {table.version - 1} moves stored): {result}"
                )
                log = [(a.seat, a.action) for a in oracle.actions(table.id)]
                if not played.accepted or log[-1] != played.accepted[-1]:
                    report.problems.append(f"table {table.id}: the move is not the last entry of the log")
                oracle.replay(table.id)  # and the whole log, old and new, replays to the stored state
            report.problems.extend(agent.outcome.problems)
    finally:
        versions.close()
