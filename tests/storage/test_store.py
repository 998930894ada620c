"""The ``Store`` facade as a whole: closing and reopening gives back everything, exactly."""

from __future__ import annotations

import asyncio
import sys
from dataclasses import dataclass
from pathlib import Path

from storage import (
    ActionRecord,
    PlayerRecord,
    RatedRow,
    Skill,
    StatRow,
    Store,
    TableRecord,
    UserPrefs,
)
from tests.storage.factories import (
    GAME,
    GUILD,
    FakeClock,
    open_game,
    open_lobby,
    play_finished,
    plus_one_for_a_win,
    rated_board,
)


@dataclass(frozen=True)
class Everything:
    """What the public API can read back about a set of tables and users."""

    tables: list[TableRecord | None]
    active: list[TableRecord]
    by_channel: list[TableRecord | None]
    players: list[list[PlayerRecord]]
    actions: list[list[ActionRecord]]
    board: list[RatedRow]
    stats: list[list[StatRow]]
    prefs: list[UserPrefs]
    rows: dict[str, list[tuple[object, ...]]]  # every stored row, beyond what the API exposes


async def read_everything(store: Store, table_ids: list[int], users: list[int]) -> Everything:
    return Everything(
        tables=[await store.get_table(table_id) for table_id in table_ids],
        active=await store.active_tables(),
        by_channel=[await store.active_table_in_channel(channel) for channel in range(1, 8)],
        players=[await store.players(table_id) for table_id in table_ids],
        actions=[await store.actions(table_id) for table_id in table_ids],
        board=await rated_board(store),
        stats=[await store.player_stats(GUILD, user) for user in users],
        prefs=[await store.get_prefs(user) for user in users],
        rows=await all_rows(store),
    )


async def all_rows(store: Store) -> dict[str, list[tuple[object, ...]]]:
    async with store.database.read() as session:
        names = [row[0] for row in await session.fetch_all(SCHEMA_TABLES)]
        return {
            name: [tuple(row) for row in await session.fetch_all(f"SELECT * FROM {name}")] for name in names
        }


# sqlite_* tables are SQLite's own (PRAGMA optimize at close may write sqlite_stat1).
SCHEMA_TABLES = (
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
)


async def test_reopening_gives_back_every_table_exactly(db_path: Path, clock: FakeClock) -> None:
    store = await Store.open(db_path, clock=clock)
    tables: list[TableRecord] = []

    # A lobby with a message, a deadline, changed options and someone who left.
    lobby = await open_lobby(store, channel_id=1, players=[(1, "Ann"), (2, "Bob"), (3, "Cid")])
    await store.remove_player(lobby.id, 2)
    await store.set_options(lobby.id, '{"variant": "long", "rounds": 3}')
    await store.set_message(lobby.id, 987654321098765432)
    await store.set_deadline(lobby.id, clock.now + 900.25)
    tables.append(lobby)

    # A game in progress, seated in a shuffled order, with several actions and a turn clock.
    playing = await open_game(
        store, channel_id=2, players=[(4, "Dee"), (5, "Eve"), (6, "Fay")], seat_order=[6, 4, 5]
    )
    for n, seat in enumerate([0, 1, 2, 0], start=1):
        clock.advance(0.5)
        playing = await store.record_action(
            playing.id,
            seat=seat,
            action=f"play:R{n}",
            state=f'{{"turn": {n}}}',
            expected_version=playing.version,
        )
    await store.set_deadline(playing.id, clock.now + 60)
    tables.append(playing)

    # Finished games (one in a DM), and aborted ones from the lobby and from play.
    clock.advance()
    for channel, results in (
        (3, [(1, "Ann", 9, 1), (4, "Dee", 9, 1)]),
        (4, [(4, "Dee", 3, 2), (1, "Annie", 8, 1)]),
    ):
        clock.advance()
        tables.append(
            await play_finished(store, channel_id=channel, results=results, rate=plus_one_for_a_win)
        )
    clock.advance()
    tables.append(
        await play_finished(
            store, channel_id=5, guild_id=None, results=[(2, "Bob", 1, 1)], rate=plus_one_for_a_win
        )
    )
    tables.append(await store.abort_table((await open_lobby(store, channel_id=6)).id))
    aborted_game = await store.record_action(
        (await open_game(store, channel_id=7)).id, seat=1, action="play:G2", state="{}", expected_version=1
    )
    tables.append(await store.abort_table(aborted_game.id))

    await store.set_dm_hands(1, True)
    await store.mark_dm_fallback_told(2)
    await store.set_dm_hands(4, False)

    table_ids = [table.id for table in tables]
    users = [1, 2, 3, 4, 5, 6, 99]
    before = await read_everything(store, table_ids, users)
    await store.close()

    clock.advance(3600)  # a restart later: reading must not touch any timestamp
    reopened = await Store.open(db_path, clock=clock)
    try:
        after = await read_everything(reopened, table_ids, users)
    finally:
        await reopened.close()

    assert after == before
    # And the snapshot is not trivially empty: every status is represented.
    assert {table.status for table in before.tables if table is not None} == {
        "lobby",
        "playing",
        "finished",
        "aborted",
    }
    assert [table.id for table in before.active] == [lobby.id, playing.id]
    assert [(p.seat, p.user_id) for p in before.players[1]] == [(0, 6), (1, 4), (2, 5)]
    assert len(before.actions[1]) == 4
    assert before.board[0] == RatedRow(
        user_id=1, name="Annie", skill=Skill(2.0, 6.0, 2), wins=2, win_rate=1.0
    )


CRASHING_WRITER = """
import asyncio, os, sys
from storage import Store

async def main() -> None:
    store = await Store.open(sys.argv[1], clock=lambda: 1_700_000_000.0)
    table = await store.create_table(guild_id=1, channel_id=1, game_id=sys.argv[2], options="{}",
                                     seed=3, host_id=1, host_name="Ann")
    await store.add_player(table.id, 2, "Bob")
    table = await store.start_table(table.id, seat_order=[2, 1], state='{"turn": 0}', expected_version=0)
    table = await store.record_action(table.id, seat=0, action="play:R1", state='{"turn": 1}',
                                      expected_version=table.version)
    print("acknowledged", flush=True)
    os._exit(0)  # die without closing: no checkpoint, no cleanup

asyncio.run(main())
"""


async def test_an_acknowledged_action_survives_a_crash(db_path: Path) -> None:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", CRASHING_WRITER, str(db_path), GAME, stdout=asyncio.subprocess.PIPE
    )
    stdout, _ = await process.communicate()
    assert stdout.decode().strip() == "acknowledged"
    assert Path(f"{db_path}-wal").exists()  # the data lives in the write-ahead log, not yet checkpointed
    store = await Store.open(db_path)
    try:
        [table] = await store.active_tables()
        assert (table.status, table.version, table.state) == ("playing", 2, '{"turn": 1}')
        assert [(a.seq, a.seat, a.action) for a in await store.actions(table.id)] == [(1, 0, "play:R1")]
        assert [(p.seat, p.user_id) for p in await store.players(table.id)] == [(0, 2), (1, 1)]
    finally:
        await store.close()
