"""Helpers that put tables into a given state through the public API only."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from pathlib import Path

from games import registry
from storage import BotPlace, RatedRow, Rater, ResultRecord, Skill, Store, TableRecord
from storage.database import Database
from storage.migration_files import load_migrations

GUILD = 1000
# Storage knows no game: any registered id serves, and another where a test keeps two games apart.
GAME, OTHER_GAME = registry.ids()[-1], registry.ids()[1]


def plus_one_for_a_win(results: Sequence[ResultRecord], priors: Mapping[int, Skill]) -> dict[int, Skill]:
    """A plain ``Rater`` (storage knows no model): a win adds a point to mu and each game takes one from
    sigma, so a test can say where every number goes."""
    out = {}
    for r in results:
        prior = priors.get(r.user_id, Skill(0.0, 8.0, 0))
        out[r.user_id] = Skill(prior.mu + (r.rank == 1), prior.sigma - 1, prior.games + 1)
    return out


async def rated_board(
    store: Store, guild_id: int = GUILD, game_id: str = GAME, *, z: float = 3
) -> list[RatedRow]:
    """Every rated player of one game in one server, as the leaderboard orders them (one game is enough)."""
    rows, _, _ = await store.rated_page(guild_id, game_id, z=z, min_games=1, offset=0, limit=1000)
    return rows


# Rows as an earlier release stored them (columns of migration 0001 only): a game in progress, table 1 in
# channel 2 of guild 1, and its seat for user 3.
OLD_GAME = (
    "INSERT INTO tables (id, guild_id, channel_id, game_id, options, seed, status, host_id, created_at,"
    f" updated_at) VALUES (1, 1, 2, '{GAME}', '{{}}', 7, 'playing', 3, 0, 0)"
)
OLD_SEAT = (
    "INSERT INTO players (table_id, user_id, name, join_seq, seat, joined_at) VALUES (1, 3, 'Ann', 1, 0, 0)"
)


async def stored_by_release(db_path: Path, before: int, *rows: str) -> None:
    """The database file as the release before migration ``before`` left it: migrated up to ``before - 1``,
    holding ``rows`` (raw SQL). Opening it with ``Store.open`` then applies the newer migrations."""
    database = await Database.open(db_path, migrations=[m for m in load_migrations() if m.version < before])
    await database.close()
    with sqlite3.connect(db_path) as raw:
        for row in rows:
            raw.execute(row)
    raw.close()


class FakeClock:
    """A clock the test moves by hand, so timestamps are exact and distinct when we want them to be."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float = 1.0) -> float:
        self.now += seconds
        return self.now


async def open_lobby(
    store: Store,
    *,
    channel_id: int,
    guild_id: int | None = GUILD,
    game_id: str = GAME,
    players: Sequence[tuple[int, str]] = ((1, "Ann"), (2, "Bob")),
    options: str = '{"variant": "basic"}',
    seed: int = 7,
    bots: Sequence[tuple[int, str]] = (),
) -> TableRecord:
    """A lobby whose first player is the host; ``bots`` (id, name) join after the people."""
    (host_id, host_name), *others = players
    table = await store.create_table(
        guild_id=guild_id,
        channel_id=channel_id,
        game_id=game_id,
        options=options,
        seed=seed,
        host_id=host_id,
        host_name=host_name,
    )
    for user_id, name in others:
        await store.add_player(table.id, user_id, name)
    for user_id, name in bots:
        await store.add_player(table.id, user_id, name, bot_level="casual")
    return table


async def open_game(
    store: Store,
    *,
    channel_id: int,
    players: Sequence[tuple[int, str]] = ((1, "Ann"), (2, "Bob")),
    seat_order: Sequence[int] | None = None,
    guild_id: int | None = GUILD,
    game_id: str = GAME,
    bots: Sequence[tuple[int, str]] = (),
) -> TableRecord:
    """A started game; seats follow ``seat_order`` (default: join order, the ``bots`` last)."""
    table = await open_lobby(
        store, channel_id=channel_id, players=players, guild_id=guild_id, game_id=game_id, bots=bots
    )
    joined = [*players, *bots]
    order = list(seat_order) if seat_order is not None else [user_id for user_id, _ in joined]
    return await store.start_table(table.id, seat_order=order, state='{"turn": 0}', expected_version=0)


async def play_finished(
    store: Store,
    *,
    channel_id: int,
    results: Sequence[tuple[int, str, int, int]],
    guild_id: int | None = GUILD,
    game_id: str = GAME,
    rate: Rater | None = None,
    departed: Sequence[int] = (),
    bots: Sequence[tuple[int, str, int, int]] = (),
) -> TableRecord:
    """A finished game. ``results`` are ``(user_id, name, score, rank)`` in seat order; one action.
    ``rate`` rates it (if it is rated); ``departed``: the users who had left it; ``bots`` (the same
    tuples, negative ids) sit after the people, their places kept on their seats."""
    players = [(user_id, name) for user_id, name, _, _ in results]
    table = await open_game(
        store,
        channel_id=channel_id,
        players=players,
        guild_id=guild_id,
        game_id=game_id,
        bots=[(bot_id, name) for bot_id, name, _, _ in bots],
    )
    records = [
        ResultRecord(
            user_id=user_id, name=name, seat=seat, score=score, rank=rank, departed=user_id in departed
        )
        for seat, (user_id, name, score, rank) in enumerate(results)
    ]
    places = [
        BotPlace(seat=seat, score=score, rank=rank)
        for seat, (_, _, score, rank) in enumerate(bots, start=len(results))
    ]
    return await store.record_action(
        table.id,
        seat=0,
        action="play:QU5:QU",
        state='{"over": true}',
        expected_version=table.version,
        results=records,
        rate=rate,
        bot_places=places,
    )
