"""Table lifecycle, players and the action log (storage/table_lobby.py, storage/tables.py)."""

from __future__ import annotations

import asyncio

import pytest

from storage import (
    AlreadySeatedError,
    ChannelBusyError,
    Deadlines,
    InvalidResultsError,
    InvalidSeatingError,
    NotSeatedError,
    ResultRecord,
    StaleVersionError,
    Store,
    TableNotFoundError,
    TableRecord,
    TableStatus,
    TableStatusError,
)
from tests.storage.factories import GAME, GUILD, FakeClock, open_game, open_lobby, play_finished

CHANNEL = 555


async def snapshot(store: Store, table_id: int) -> tuple[object, ...]:
    """Everything stored about one table, to assert that a refused call changed nothing."""
    async with store.database.read() as session:
        results = await session.fetch_all("SELECT * FROM results WHERE table_id = ?", (table_id,))
    return (
        await store.get_table(table_id),
        await store.players(table_id),
        await store.actions(table_id),
        [tuple(row) for row in results],
    )


async def act(store: Store, table: TableRecord, action: str = "play:R1", seat: int = 0) -> TableRecord:
    return await store.record_action(
        table.id, seat=seat, action=action, state=f'{{"last": "{action}"}}', expected_version=table.version
    )


# --- creating and reading ----------------------------------------------------------------------------


async def test_create_table_opens_a_lobby_with_the_host(store: Store, clock: FakeClock) -> None:
    table = await store.create_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        game_id=GAME,
        options='{"a": 1}',
        seed=42,
        host_id=7,
        host_name="Ann",
    )
    assert table == TableRecord(
        id=table.id,
        guild_id=GUILD,
        channel_id=CHANNEL,
        game_id=GAME,
        options='{"a": 1}',
        seed=42,
        status=TableStatus.LOBBY,
        state=None,
        version=0,
        host_id=7,
        message_id=None,
        deadline=None,
        created_at=clock.now,
        updated_at=clock.now,
        finished_at=None,
    )
    assert table.status == "lobby" and table.is_active
    assert await store.get_table(table.id) == table
    [host] = await store.players(table.id)
    assert (host.user_id, host.name, host.seat, host.joined_at) == (7, "Ann", None, clock.now)


async def test_unknown_tables(store: Store) -> None:
    assert await store.get_table(404) is None
    assert await store.active_table_in_channel(404) is None
    assert await store.players(404) == []
    assert await store.actions(404) == []


async def test_a_table_without_a_guild(store: Store) -> None:
    table = await open_lobby(store, channel_id=CHANNEL, guild_id=None)
    assert (await store.get_table(table.id)).guild_id is None  # type: ignore[union-attr]


async def test_options_and_state_must_be_json(
    store: Store, integrity_error: tuple[type[Exception], ...]
) -> None:
    with pytest.raises(integrity_error, match="json_valid"):
        await open_lobby(store, channel_id=CHANNEL, options="not json")
    assert await store.active_table_in_channel(CHANNEL) is None


# --- one active table per channel -------------------------------------------------------------------


async def test_a_channel_holds_one_active_table(store: Store) -> None:
    first = await open_lobby(store, channel_id=CHANNEL)
    with pytest.raises(ChannelBusyError) as refused:
        await open_lobby(store, channel_id=CHANNEL, players=[(9, "Zed")])
    assert refused.value.table_id == first.id
    assert refused.value.channel_id == CHANNEL
    # A playing table keeps the channel busy too; other channels are free.
    await store.start_table(first.id, seat_order=[1, 2], state="{}", expected_version=0)
    with pytest.raises(ChannelBusyError):
        await open_lobby(store, channel_id=CHANNEL)
    other = await open_lobby(store, channel_id=CHANNEL + 1)
    assert await store.active_table_in_channel(CHANNEL) == await store.get_table(first.id)
    assert await store.active_table_in_channel(CHANNEL + 1) == other


async def test_the_partial_unique_index_backs_the_check(
    store: Store, integrity_error: tuple[type[Exception], ...]
) -> None:
    await open_lobby(store, channel_id=CHANNEL)
    with pytest.raises(integrity_error, match=r"(?i)unique"):
        async with store.database.transaction() as session:
            await session.execute(
                "INSERT INTO tables (channel_id, game_id, options, seed, host_id, created_at, updated_at)"
                " VALUES (?, 'x', '{}', 1, 1, 0, 0)",
                (CHANNEL,),
            )


async def test_an_aborted_table_frees_the_channel(store: Store) -> None:
    first = await open_lobby(store, channel_id=CHANNEL)
    await store.abort_table(first.id)
    second = await open_lobby(store, channel_id=CHANNEL)
    assert second.id != first.id
    assert await store.active_table_in_channel(CHANNEL) == second


async def test_a_finished_table_frees_the_channel(store: Store) -> None:
    first = await play_finished(store, channel_id=CHANNEL, results=[(1, "Ann", 5, 1), (2, "Bob", 3, 2)])
    assert first.status == TableStatus.FINISHED
    assert await store.active_table_in_channel(CHANNEL) is None
    second = await open_lobby(store, channel_id=CHANNEL)
    assert await store.active_table_in_channel(CHANNEL) == second


async def test_active_tables_lists_lobbies_and_games_in_creation_order(store: Store) -> None:
    lobby = await open_lobby(store, channel_id=1)
    game = await open_game(store, channel_id=2)
    aborted = await open_lobby(store, channel_id=3)
    await store.abort_table(aborted.id)
    await play_finished(store, channel_id=4, results=[(1, "Ann", 1, 1)])
    assert [table.id for table in await store.active_tables()] == [lobby.id, game.id]


# --- the lobby ---------------------------------------------------------------------------------------


async def test_players_join_and_leave_in_order(store: Store, clock: FakeClock) -> None:
    table = await open_lobby(store, channel_id=CHANNEL, players=[(1, "Ann")])
    clock.advance()
    await store.add_player(table.id, 2, "Bob")
    clock.advance()
    players = (await store.add_player(table.id, 3, "Cid")).players
    assert [(p.user_id, p.name, p.seat) for p in players] == [
        (1, "Ann", None),
        (2, "Bob", None),
        (3, "Cid", None),
    ]
    assert players[2].joined_at == clock.now
    assert [p.user_id for p in (await store.remove_player(table.id, 2)).players] == [1, 3]
    # Rejoining puts you at the end of the queue, even with an identical timestamp.
    assert [p.user_id for p in (await store.add_player(table.id, 2, "Bob")).players] == [1, 3, 2]
    assert (await store.get_table(table.id)).version == 0  # type: ignore[union-attr]


async def test_join_and_leave_misuse(store: Store) -> None:
    table = await open_lobby(store, channel_id=CHANNEL)
    with pytest.raises(AlreadySeatedError):
        await store.add_player(table.id, 1, "Ann")
    with pytest.raises(NotSeatedError):
        await store.remove_player(table.id, 99)
    with pytest.raises(TableNotFoundError):
        await store.add_player(404, 1, "Ann")
    with pytest.raises(TableNotFoundError):
        await store.remove_player(404, 1)
    assert [p.user_id for p in await store.players(table.id)] == [1, 2]


async def test_lobby_changes_are_refused_once_the_game_started(store: Store) -> None:
    table = await open_game(store, channel_id=CHANNEL)
    before = await snapshot(store, table.id)
    with pytest.raises(TableStatusError) as refused:
        await store.add_player(table.id, 3, "Cid")
    assert refused.value.status == "playing"
    with pytest.raises(TableStatusError):
        await store.remove_player(table.id, 1)
    with pytest.raises(TableStatusError):
        await store.set_options(table.id, "{}")
    assert await snapshot(store, table.id) == before


async def test_set_options_in_the_lobby(store: Store, clock: FakeClock) -> None:
    table = await open_lobby(store, channel_id=CHANNEL)
    clock.advance()
    updated = await store.set_options(table.id, '{"variant": "long"}')
    assert updated.options == '{"variant": "long"}'
    assert updated.updated_at == clock.now and updated.version == 0
    assert await store.get_table(table.id) == updated
    with pytest.raises(TableNotFoundError):
        await store.set_options(404, "{}")


async def test_a_lobby_change_pushes_the_idle_deadline_back_and_returns_the_row_as_stored(
    store: Store, clock: FakeClock
) -> None:
    table = await open_lobby(store, channel_id=CHANNEL, players=[(1, "Ann")])
    opened = await store.get_table(table.id)
    assert opened is not None and opened.deadline is None  # the test factory opens without one

    async def stored() -> tuple[object, ...]:
        return (await store.get_table(table.id), await store.players(table.id))

    changes = [
        lambda due: store.add_player(table.id, 2, "Bob", idle_deadline=due),
        lambda due: store.add_player(table.id, -1, "🤖 Ada", bot_level="casual", idle_deadline=due),
        lambda due: store.remove_player(table.id, -1, idle_deadline=due),
        lambda due: store.remove_player(table.id, 2, idle_deadline=due),
    ]
    for step, change in enumerate(changes, start=1):
        clock.advance()
        due = clock.now + 600 + step
        lobby = await change(due)
        assert (lobby.table.deadline, lobby.table.updated_at) == (due, clock.now)
        assert (lobby.table, lobby.players) == await stored()  # nothing to read again
    clock.advance()
    assert (
        await store.set_options(table.id, "{}", idle_deadline=clock.now + 600)
    ).deadline == clock.now + 600
    clock.advance()
    assert (
        await store.set_turn_clock(table.id, 60, idle_deadline=clock.now + 600)
    ).deadline == clock.now + 600
    # Without one, the deadline stays as it was.
    assert (await store.add_player(table.id, 3, "Cid")).table.deadline == clock.now + 600


async def test_a_lobby_opens_with_its_idle_deadline(store: Store, clock: FakeClock) -> None:
    record = await store.create_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        game_id=GAME,
        options="{}",
        seed=7,
        host_id=1,
        host_name="Ann",
        idle_deadline=clock.now + 600,
    )
    assert record.deadline == clock.now + 600
    assert await store.get_table(record.id) == record


async def test_message_and_deadline_are_stored_and_cleared(store: Store) -> None:
    table = await open_lobby(store, channel_id=CHANNEL)
    await store.set_message(table.id, 123456789012345678)
    written = await store.set_deadline(table.id, 1_700_000_300.5)
    stored = await store.get_table(table.id)
    assert stored is not None and written == stored  # the row as written: no need to read it again
    assert (stored.message_id, stored.deadline) == (123456789012345678, 1_700_000_300.5)
    await store.set_message(table.id, None)
    await store.set_deadline(table.id, None)
    stored = await store.get_table(table.id)
    assert stored is not None
    assert (stored.message_id, stored.deadline) == (None, None)
    with pytest.raises(TableNotFoundError):
        await store.set_message(404, 1)
    with pytest.raises(TableNotFoundError):
        await store.set_deadline(404, 1.0)


# --- starting ----------------------------------------------------------------------------------------


async def test_start_assigns_seats_in_one_step(store: Store, clock: FakeClock) -> None:
    table = await open_lobby(store, channel_id=CHANNEL, players=[(1, "Ann"), (2, "Bob"), (3, "Cid")])
    await store.set_deadline(table.id, clock.now + 600)
    clock.advance()
    started = await store.start_table(table.id, seat_order=[3, 1, 2], state='{"turn": 0}', expected_version=0)
    assert (started.status, started.version, started.state) == (TableStatus.PLAYING, 1, '{"turn": 0}')
    assert started.deadline is None  # the lobby's idle deadline does not carry over
    assert started.updated_at == clock.now
    assert [(p.seat, p.user_id) for p in await store.players(table.id)] == [(0, 3), (1, 1), (2, 2)]


@pytest.mark.parametrize("seat_order", [[1], [1, 2, 3], [1, 1], [2, 9], []])
async def test_start_requires_exactly_the_lobby(store: Store, seat_order: list[int]) -> None:
    table = await open_lobby(store, channel_id=CHANNEL)
    before = await snapshot(store, table.id)
    with pytest.raises(InvalidSeatingError):
        await store.start_table(table.id, seat_order=seat_order, state="{}", expected_version=0)
    assert await snapshot(store, table.id) == before


async def test_start_with_a_stale_version_or_status_changes_nothing(store: Store) -> None:
    table = await open_lobby(store, channel_id=CHANNEL)
    before = await snapshot(store, table.id)
    with pytest.raises(StaleVersionError) as refused:
        await store.start_table(table.id, seat_order=[1, 2], state="{}", expected_version=3)
    assert (refused.value.expected_version, refused.value.version, refused.value.status) == (3, 0, "lobby")
    assert await snapshot(store, table.id) == before
    started = await store.start_table(table.id, seat_order=[1, 2], state="{}", expected_version=0)
    with pytest.raises(StaleVersionError):  # starting twice
        await store.start_table(table.id, seat_order=[1, 2], state="{}", expected_version=started.version)
    with pytest.raises(TableNotFoundError):
        await store.start_table(404, seat_order=[1], state="{}", expected_version=0)


# --- actions -----------------------------------------------------------------------------------------


async def test_record_action_appends_one_action_and_bumps_the_version(store: Store, clock: FakeClock) -> None:
    table = await open_game(store, channel_id=CHANNEL)
    clock.advance()
    after_one = await store.record_action(
        table.id, seat=0, action="play:R1", state='{"turn": 1}', expected_version=1
    )
    assert (after_one.version, after_one.state, after_one.status) == (2, '{"turn": 1}', TableStatus.PLAYING)
    assert after_one.updated_at == clock.now
    clock.advance()
    after_two = await store.record_action(
        table.id, seat=1, action="play:B7", state='{"turn": 2}', expected_version=2
    )
    assert after_two.version == 3
    assert await store.get_table(table.id) == after_two
    actions = await store.actions(table.id)
    assert [(a.seq, a.seat, a.action) for a in actions] == [(1, 0, "play:R1"), (2, 1, "play:B7")]
    assert [a.created_at for a in actions] == [clock.now - 1, clock.now]


async def test_seats_acted_since_a_version(store: Store) -> None:
    table = await open_game(store, channel_id=CHANNEL, players=((1, "Ann"), (2, "Bob"), (3, "Cy")))
    assert table.version == 1, "a game starts at version 1, so action seq n is applied at version n"
    for seat, version in ((1, 1), (2, 2), (1, 3)):
        await store.record_action(table.id, seat=seat, action="x", state="{}", expected_version=version)
    assert await store.seats_acted_since(table.id, 1) == {1, 2}
    assert await store.seats_acted_since(table.id, 3) == {1}
    assert await store.seats_acted_since(table.id, 4) == set()


async def test_action_sequences_are_per_table(store: Store) -> None:
    first = await open_game(store, channel_id=1)
    second = await open_game(store, channel_id=2)
    first = await act(store, first)
    second = await act(store, second)
    first = await act(store, first)
    assert [a.seq for a in await store.actions(first.id)] == [1, 2]
    assert [a.seq for a in await store.actions(second.id)] == [1]


async def test_a_stale_action_is_refused_and_changes_nothing(store: Store) -> None:
    table = await act(store, await open_game(store, channel_id=CHANNEL))
    before = await snapshot(store, table.id)
    for wrong in (table.version - 1, table.version + 1):
        with pytest.raises(StaleVersionError) as refused:
            await store.record_action(
                table.id, seat=0, action="play:G3", state='{"x": 1}', expected_version=wrong
            )
        assert (refused.value.table_id, refused.value.version, refused.value.status) == (
            table.id,
            table.version,
            "playing",
        )
    assert await snapshot(store, table.id) == before


async def test_an_action_computed_from_deadlines_changed_since_is_refused_and_changes_nothing(
    store: Store, clock: FakeClock
) -> None:
    table = await act(store, await open_game(store, channel_id=CHANNEL))
    seen = Deadlines(deadline=clock.now + 60, reminder_at=clock.now + 45)
    await store.set_deadlines(table.id, seen)
    read = await store.get_table(table.id)
    assert read is not None and read.deadlines == seen
    await store.set_deadlines(table.id, Deadlines(deadline=seen.deadline))  # the reminder went out
    before = await snapshot(store, table.id)

    async def play_from(expected: Deadlines, deadlines: Deadlines) -> TableRecord:
        return await store.record_action(
            table.id,
            seat=0,
            action="play:G3",
            state="{}",
            expected_version=read.version,
            expected_deadlines=expected,
            deadlines=deadlines,
        )

    for deadlines in (seen, Deadlines(deadline=seen.deadline, bots_due=True), Deadlines()):
        with pytest.raises(StaleVersionError):
            await play_from(deadlines, seen)
    assert await snapshot(store, table.id) == before, "the reminder stays sent: nothing written"
    stored = await play_from(Deadlines(deadline=seen.deadline), Deadlines(deadline=seen.deadline))
    assert stored.version == read.version + 1 and stored.deadlines == Deadlines(deadline=seen.deadline)


async def test_actions_are_refused_unless_playing(store: Store) -> None:
    lobby = await open_lobby(store, channel_id=1)
    with pytest.raises(StaleVersionError) as refused:
        await store.record_action(lobby.id, seat=0, action="play:R1", state="{}", expected_version=0)
    assert refused.value.status == "lobby"
    finished = await play_finished(store, channel_id=2, results=[(1, "Ann", 1, 1)])
    with pytest.raises(StaleVersionError):
        await store.record_action(
            finished.id, seat=0, action="play:R1", state="{}", expected_version=finished.version
        )
    with pytest.raises(TableNotFoundError):
        await store.record_action(404, seat=0, action="play:R1", state="{}", expected_version=0)


async def test_two_concurrent_actions_on_one_version_exactly_one_wins(store: Store) -> None:
    table = await open_game(store, channel_id=CHANNEL)
    outcomes = await asyncio.gather(
        store.record_action(table.id, seat=0, action="play:R1", state='{"by": 0}', expected_version=1),
        store.record_action(table.id, seat=1, action="play:B2", state='{"by": 1}', expected_version=1),
        return_exceptions=True,
    )
    winners = [outcome for outcome in outcomes if isinstance(outcome, TableRecord)]
    losers = [outcome for outcome in outcomes if isinstance(outcome, StaleVersionError)]
    assert len(winners) == 1 and len(losers) == 1
    [winner] = winners
    assert winner.version == 2
    [action] = await store.actions(table.id)
    assert f'{{"by": {action.seat}}}' == winner.state  # the stored action is the winner's


async def test_many_concurrent_actions_on_one_version_exactly_one_wins(store: Store) -> None:
    table = await open_game(store, channel_id=CHANNEL)
    outcomes = await asyncio.gather(
        *(
            store.record_action(table.id, seat=0, action=f"play:R{n}", state="{}", expected_version=1)
            for n in range(1, 13)
        ),
        return_exceptions=True,
    )
    assert sum(isinstance(outcome, TableRecord) for outcome in outcomes) == 1
    assert sum(isinstance(outcome, StaleVersionError) for outcome in outcomes) == 11
    assert len(await store.actions(table.id)) == 1


async def test_actions_are_append_only(store: Store, integrity_error: tuple[type[Exception], ...]) -> None:
    table = await act(store, await open_game(store, channel_id=CHANNEL))
    with pytest.raises(integrity_error, match="append-only"):
        async with store.database.transaction() as session:
            await session.execute("UPDATE actions SET action = 'forged' WHERE table_id = ?", (table.id,))
    assert [a.action for a in await store.actions(table.id)] == ["play:R1"]


# --- finishing -----------------------------------------------------------------------------------------


async def test_the_last_action_finishes_the_game_with_results(store: Store, clock: FakeClock) -> None:
    table = await open_game(store, channel_id=CHANNEL, players=[(1, "Ann"), (2, "Bob")], seat_order=[2, 1])
    await store.set_deadline(table.id, clock.now + 60)
    clock.advance()
    results = [ResultRecord(2, "Bob", 0, 12, 1), ResultRecord(1, "Ann", 1, 8, 2)]
    finished = await store.record_action(
        table.id, seat=0, action="play:QU7:QU", state='{"over": true}', expected_version=1, results=results
    )
    assert (finished.status, finished.version, finished.finished_at) == (TableStatus.FINISHED, 2, clock.now)
    assert finished.deadline is None and not finished.is_active
    assert len(await store.actions(table.id)) == 1
    async with store.database.read() as session:
        rows = await session.fetch_all(
            "SELECT guild_id, game_id, user_id, name, seat, score, rank, won, finished_at FROM results"
            " WHERE table_id = ? ORDER BY seat",
            (table.id,),
        )
    assert [tuple(row) for row in rows] == [
        (GUILD, GAME, 2, "Bob", 0, 12, 1, 1, clock.now),
        (GUILD, GAME, 1, "Ann", 1, 8, 2, 0, clock.now),
    ]


@pytest.mark.parametrize(
    ("results", "why"),
    [
        # The duplicate fails on the second results row, after the table row and the action were written.
        ([ResultRecord(1, "Ann", 0, 5, 1), ResultRecord(1, "Ann", 0, 5, 1)], "rejected"),
        ([ResultRecord(1, "Ann", 0, 5, 1), ResultRecord(3, "Cid", 1, 3, 2)], "not at seat"),
        ([ResultRecord(1, "Ann", 1, 5, 1), ResultRecord(2, "Bob", 0, 3, 2)], "not at seat"),
        ([ResultRecord(1, "Ann", 0, 5, 1)], "1 results for 2 seated"),
        ([], "0 results for 2 seated"),
        ([ResultRecord(1, "Ann", 0, 5, 0), ResultRecord(2, "Bob", 1, 3, 1)], "rejected"),
    ],
)
async def test_a_failure_midway_stores_nothing_of_the_action(
    store: Store, results: list[ResultRecord], why: str
) -> None:
    table = await act(store, await open_game(store, channel_id=CHANNEL))
    before = await snapshot(store, table.id)
    with pytest.raises(InvalidResultsError, match=why):
        await store.record_action(
            table.id, seat=0, action="play:R9", state='{"over": true}', expected_version=2, results=results
        )
    assert await snapshot(store, table.id) == before
    assert await store.active_table_in_channel(CHANNEL) == before[0]


# --- aborting ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("started", [False, True])
async def test_abort_ends_an_active_table(store: Store, clock: FakeClock, started: bool) -> None:
    table = await (open_game if started else open_lobby)(store, channel_id=CHANNEL)
    await store.set_deadline(table.id, clock.now + 60)
    clock.advance()
    aborted = await store.abort_table(table.id)
    assert aborted.status == TableStatus.ABORTED
    assert aborted.version == table.version + 1  # outstanding buttons become stale
    assert (aborted.finished_at, aborted.updated_at, aborted.deadline) == (clock.now, clock.now, None)
    assert aborted.state == table.state
    assert await store.get_table(table.id) == aborted


async def test_abort_refuses_ended_and_unknown_tables(store: Store) -> None:
    finished = await play_finished(store, channel_id=1, results=[(1, "Ann", 1, 1)])
    with pytest.raises(TableStatusError) as refused:
        await store.abort_table(finished.id)
    assert refused.value.status == "finished"
    aborted = await store.abort_table((await open_lobby(store, channel_id=2)).id)
    with pytest.raises(TableStatusError):
        await store.abort_table(aborted.id)
    with pytest.raises(TableNotFoundError):
        await store.abort_table(404)
