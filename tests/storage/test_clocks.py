"""Bots in seats, turn clocks and casual results, against a real SQLite file (migration 0002)."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import (
    Deadlines,
    Departure,
    InvalidResultsError,
    ResultRecord,
    SeatClock,
    StaleVersionError,
    Store,
    TableNotFoundError,
    TableStatusError,
)
from tests.storage.factories import (
    GAME,
    GUILD,
    OLD_GAME,
    FakeClock,
    open_game,
    open_lobby,
    plus_one_for_a_win,
    rated_board,
    stored_by_release,
)

BOT = -1  # bots have negative user ids, which Discord never uses


async def test_an_existing_database_is_upgraded_and_keeps_its_tables(db_path: Path, clock: FakeClock) -> None:
    await stored_by_release(db_path, 2, OLD_GAME)
    store = await Store.open(db_path, clock=clock)
    try:
        table = await store.active_table_in_channel(2)
        assert table is not None
        assert (table.turn_clock, table.reminder_at, table.bots_due) == (None, None, False)
    finally:
        await store.close()


async def test_a_bot_sits_in_the_lobby_marked_with_its_level(store: Store) -> None:
    lobby = await open_lobby(store, channel_id=1)
    players = (await store.add_player(lobby.id, BOT, "🤖 Ada", bot_level="strong")).players
    bot = players[-1]
    assert (bot.user_id, bot.name, bot.bot_level, bot.is_bot) == (BOT, "🤖 Ada", "strong", True)
    assert not players[0].is_bot


async def test_the_turn_clock_is_chosen_in_the_lobby_only(store: Store) -> None:
    lobby = await open_lobby(store, channel_id=1)
    assert (await store.set_turn_clock(lobby.id, 120)).turn_clock == 120
    assert (await store.set_turn_clock(lobby.id, None)).turn_clock is None
    game = await open_game(store, channel_id=2)
    with pytest.raises(TableStatusError):
        await store.set_turn_clock(game.id, 60)
    with pytest.raises(TableNotFoundError):
        await store.set_turn_clock(404, 60)


async def test_the_sweeper_finds_exactly_the_tables_with_something_due(
    store: Store, clock: FakeClock
) -> None:
    now = clock.now
    idle = await open_lobby(store, channel_id=1)
    await store.set_deadline(idle.id, now - 1)
    later = await open_lobby(store, channel_id=2)
    await store.set_deadline(later.id, now + 60)
    reminder = await open_game(store, channel_id=3)
    await store.set_deadlines(reminder.id, Deadlines(deadline=now + 30, reminder_at=now))
    bots = await open_game(store, channel_id=4)
    await store.set_deadlines(bots.id, Deadlines(bots_due=True))
    aborted = await open_lobby(store, channel_id=5)
    await store.set_deadline(aborted.id, now - 10)
    await store.abort_table(aborted.id)

    due = [table.id for table in await store.due_tables(now)]
    assert due == [idle.id, reminder.id, bots.id]
    assert later.id in [table.id for table in await store.due_tables(now + 60)]


async def test_the_sweeper_sleeps_until_the_earliest_deadline_or_reminder_of_an_active_table(
    store: Store, clock: FakeClock
) -> None:
    now = clock.now
    assert await store.next_due() is None, "nothing to wait for"
    lobby = await open_lobby(store, channel_id=1)
    await store.set_deadline(lobby.id, now + 60)
    assert await store.next_due() == now + 60
    game = await open_game(store, channel_id=2)
    await store.set_deadlines(game.id, Deadlines(deadline=now + 30, reminder_at=now + 20))
    assert await store.next_due() == now + 20, "a reminder before its deadline"
    await store.set_deadlines(game.id, Deadlines(deadline=now + 30))
    assert await store.next_due() == now + 30
    aborted = await open_lobby(store, channel_id=3)
    await store.set_deadline(aborted.id, now + 1)
    await store.abort_table(aborted.id)
    assert await store.next_due() == now + 30, "an ended table waits for nothing"


async def test_an_action_writes_its_deadlines_and_seat_clocks_in_the_same_transaction(
    store: Store, clock: FakeClock
) -> None:
    game = await open_game(store, channel_id=1, players=[(1, "Ann"), (2, "Bob")])
    due = Deadlines(deadline=clock.now + 60, reminder_at=clock.now + 45)
    game = await store.record_action(
        game.id,
        seat=0,
        action="play:R1",
        state="{}",
        expected_version=game.version,
        deadlines=due,
        seat_clocks=[SeatClock(seat=1, missed=2, autopilot=True)],
    )
    assert (game.deadline, game.reminder_at, game.bots_due) == (due.deadline, due.reminder_at, False)
    bob = (await store.players(game.id))[1]
    assert (bob.missed, bob.autopilot) == (2, True)
    await store.set_seat_clock(game.id, SeatClock(seat=1, missed=0, autopilot=False), deadlines=Deadlines())
    bob = (await store.players(game.id))[1]
    assert (bob.missed, bob.autopilot) == (0, False)
    stored = await store.get_table(game.id)
    assert stored is not None and stored.deadlines == Deadlines(), "and what falls due, in the same step"


async def test_a_departure_is_stored_on_the_seat_with_its_clock_and_cleared_on_return(
    store: Store, clock: FakeClock
) -> None:
    """Migration 0014: a seat whose person left the server keeps saying so across a reopen (a restart),
    and coming back clears it, with the clock and what falls due, in one step."""
    game = await open_game(store, channel_id=1, players=[(1, "Ann"), (2, "Bob")])
    assert all(p.departed is None for p in await store.players(game.id)), "nobody departed by default"
    due = Deadlines(deadline=clock.now + 60)
    clock_on = SeatClock(seat=1, missed=1, autopilot=True)
    await store.set_departure(game.id, clock_on, departed=Departure.BANNED, deadlines=due)
    bob = (await store.players(game.id))[1]
    assert (bob.departed, bob.autopilot, bob.missed) == (Departure.BANNED, True, 1)
    assert (await store.get_table(game.id)).deadlines == due
    # An action's seat clocks (a time-out, acting yourself) never touch the departure.
    await store.set_seat_clock(game.id, SeatClock(seat=1, missed=0, autopilot=True), deadlines=due)
    assert (await store.players(game.id))[1].departed is Departure.BANNED
    back = SeatClock(seat=1, missed=0, autopilot=False)
    await store.set_departure(game.id, back, departed=None, deadlines=Deadlines())
    bob = (await store.players(game.id))[1]
    assert (bob.departed, bob.autopilot) == (None, False)


async def test_a_refused_action_keeps_the_old_deadlines(store: Store, clock: FakeClock) -> None:
    game = await open_game(store, channel_id=1)
    await store.set_deadlines(game.id, Deadlines(deadline=clock.now + 60))
    with pytest.raises(StaleVersionError):
        await store.record_action(
            game.id, seat=0, action="x", state="{}", expected_version=game.version + 5, deadlines=Deadlines()
        )
    stored = await store.get_table(game.id)
    assert stored is not None and stored.deadline == clock.now + 60


async def _finish_with_a_bot(store: Store, channel_id: int, ann_rank: int) -> None:
    lobby = await open_lobby(store, channel_id=channel_id, players=[(1, "Ann")])
    await store.add_player(lobby.id, BOT, "🤖 Ada", bot_level="casual")
    game = await store.start_table(lobby.id, seat_order=[1, BOT], state="{}", expected_version=0)
    await store.record_action(
        game.id,
        seat=1,
        action="x",
        state="{}",
        expected_version=game.version,
        results=[ResultRecord(user_id=1, name="Ann", seat=0, score=5, rank=ann_rank)],
    )


async def test_bots_get_no_results_and_a_game_with_bots_is_casual(store: Store) -> None:
    await _finish_with_a_bot(store, channel_id=1, ann_rank=1)
    await _finish_with_a_bot(store, channel_id=2, ann_rank=2)
    assert await store.player_ratings(GUILD, 1) == {}, "casual games are never rated"
    assert await rated_board(store) == []
    assert await store.casual_counts(GUILD, GAME, limit=10) == [("Ann", 2)], "but counted apart"
    (stats,) = await store.player_stats(GUILD, 1)
    assert (stats.games, stats.wins, stats.casual_games) == (2, 1, 2), "but they count in the player's stats"


async def test_a_result_for_a_bot_is_refused(store: Store) -> None:
    lobby = await open_lobby(store, channel_id=1, players=[(1, "Ann")])
    await store.add_player(lobby.id, BOT, "🤖 Ada", bot_level="casual")
    game = await store.start_table(lobby.id, seat_order=[BOT, 1], state="{}", expected_version=0)
    with pytest.raises(InvalidResultsError):
        await store.record_action(
            game.id,
            seat=0,
            action="x",
            state="{}",
            expected_version=game.version,
            results=[
                ResultRecord(user_id=BOT, name="🤖 Ada", seat=0, score=9, rank=1),
                ResultRecord(user_id=1, name="Ann", seat=1, score=5, rank=2),
            ],
        )


async def test_players_with_only_casual_games_are_listed_apart_from_the_rated(
    store: Store, clock: FakeClock
) -> None:
    await _finish_with_a_bot(store, channel_id=1, ann_rank=1)
    lobby = await open_lobby(store, channel_id=2, players=[(2, "Bob"), (3, "Cid")])
    game = await store.start_table(lobby.id, seat_order=[2, 3], state="{}", expected_version=0)
    await store.record_action(
        game.id,
        seat=0,
        action="x",
        state="{}",
        expected_version=game.version,
        results=[
            ResultRecord(user_id=2, name="Bob", seat=0, score=1, rank=2),
            ResultRecord(user_id=3, name="Cid", seat=1, score=4, rank=1),
        ],
        rate=plus_one_for_a_win,
    )
    assert [row.name for row in await rated_board(store)] == ["Cid", "Bob"], "Ann's games were all casual"
    assert await store.casual_counts(GUILD, GAME, limit=10) == [("Ann", 1)], "listed apart"
