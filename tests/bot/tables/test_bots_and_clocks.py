"""Bots in seats, the turn clock, autopilot and idle lobbies, in the table service on a real database.

Time is a clock the test moves; nothing sleeps.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.tables import TableService
from bot.tables.clock import (
    EXPIRIES_FOR_AUTOPILOT,
    LOBBY_IDLE_SECONDS,
    NO_CLOCK_REMINDER_SECONDS,
    REMINDER_WHEN_LEFT,
)
from bot.tables.errors import NotHostError, NotSeatedError, TableError
from bot.tables.lobby import BOT_NAMES
from games import registry
from tests.support.backends import Databases
from tests.support.games import game_for

GUILD, CHANNEL = 10, 20
ALICE, BOB = 1, 2
CLOCK = 60
GAME = game_for(3)  # the example table: alice and two more


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest_asyncio.fixture
async def service(databases: Databases, clock: Clock) -> AsyncIterator[TableService]:
    store = await databases.open(clock=clock)
    service = TableService(store, seed_source=lambda: 4242, clock=clock)
    yield service
    await service.close()  # the strong bots' worker processes
    await store.close()


async def lobby(service: TableService, game_id: str = GAME.id) -> int:
    state = await service.open_table(
        guild_id=GUILD, channel_id=CHANNEL, game_id=game_id, host_id=ALICE, host_name="alice"
    )
    return state.table.id


async def alice_plays_first_legal(service: TableService, table_id: int) -> None:
    private = await service.private_view(table_id, ALICE)
    await service.act(table_id, ALICE, private.table.version, private.view["legal"][0])


# ----------------------------------------------------------------------------------------- the lobby
async def test_the_host_seats_named_bots_marked_with_their_level(service: TableService) -> None:
    table_id = await lobby(service)
    await service.add_bot(table_id, ALICE, "casual")
    state = await service.add_bot(table_id, ALICE, "strong")
    ada, blaise = state.table.bots
    assert (ada.name, ada.bot_level) == ("🤖 Ada", "casual")
    assert (blaise.name, blaise.bot_level) == ("🤖 Blaise", "strong")
    assert ada.user_id < 0 and blaise.user_id < 0 and ada.user_id != blaise.user_id


async def test_only_the_host_adds_or_removes_bots_and_only_known_levels(service: TableService) -> None:
    table_id = await lobby(service)
    await service.join(table_id, BOB, "bob")
    with pytest.raises(NotHostError):
        await service.add_bot(table_id, BOB, "casual")
    with pytest.raises(TableError, match="levels"):
        await service.add_bot(table_id, ALICE, "godlike")
    state = await service.add_bot(table_id, ALICE, "casual")
    with pytest.raises(NotHostError):
        await service.remove_bot(table_id, BOB, state.table.bots[0].user_id)
    with pytest.raises(TableError, match="isn't at this table"):
        await service.remove_bot(table_id, ALICE, BOB)
    state = await service.remove_bot(table_id, ALICE, state.table.bots[0].user_id)
    assert state.table.bots == ()


async def test_a_full_table_takes_no_bot_but_a_person_joining_replaces_the_last_bot(
    service: TableService,
) -> None:
    table_id = await lobby(service)
    for seat in range(1, GAME.max_players):
        full = await service.add_bot(table_id, ALICE, ("casual", "strong")[seat % 2 == 0])
    with pytest.raises(TableError, match="full"):
        await service.add_bot(table_id, ALICE, "casual")
    bots = [f"🤖 {name}" for name in BOT_NAMES[: GAME.max_players - 1]]  # named in order of arrival
    assert [p.name for p in full.table.players] == ["alice", *bots]
    state = await service.join(table_id, BOB, "bob")
    assert [p.name for p in state.table.players] == ["alice", *bots[:-1], "bob"]


async def test_the_turn_clock_is_one_of_the_choices_and_the_hosts_to_set(service: TableService) -> None:
    table_id = await lobby(service)
    await service.join(table_id, BOB, "bob")
    assert (await service.set_turn_clock(table_id, ALICE, 120)).table.turn_clock == 120
    with pytest.raises(TableError, match="choices"):
        await service.set_turn_clock(table_id, ALICE, 7)
    with pytest.raises(NotHostError):
        await service.set_turn_clock(table_id, BOB, None)


async def test_an_idle_lobby_closes_by_itself_and_activity_keeps_it_open(
    service: TableService, clock: Clock
) -> None:
    table_id = await lobby(service)
    clock.now += LOBBY_IDLE_SECONDS - 1
    assert await service.due_tables() == []
    await service.join(table_id, BOB, "bob")  # activity pushes the deadline back
    clock.now += LOBBY_IDLE_SECONDS - 1
    assert await service.due_tables() == []
    clock.now += 1
    assert await service.due_tables() == [table_id]
    due = await service.on_due(table_id)
    assert due is not None and due.idle_closed and due.state.table.status == "aborted"
    assert await service.table_in_channel(CHANNEL) is None, "the channel is free again"


# ------------------------------------------------------------------------------------ bots at play
@pytest.mark.parametrize("game_id", registry.ids())
async def test_one_person_and_bots_play_a_whole_game(service: TableService, game_id: str) -> None:
    table_id = await lobby(service, game_id)
    rules = registry.get(game_id)
    for _ in range(rules.min_players - 1):
        await service.add_bot(table_id, ALICE, "casual")
    await service.start(table_id, ALICE)
    for _ in range(2000):
        await service.run_bots(table_id)
        state = await service.table(table_id)
        if state.table.status == "finished":
            break
        assert state.to_act, "after the bots' moves a person must be to act"
        assert all(not state.table.is_automatic(seat) for seat in state.to_act)
        await alice_plays_first_legal(service, table_id)
    else:
        raise AssertionError("the game did not end")
    board = await service.leaderboard_page(GUILD, game_id)
    assert (board.rows, board.casual) == ((), (("alice", 1),)), "casual, never rated"
    (stats,) = (await service.player_stats(GUILD, ALICE)).rows
    assert stats.games == 1


async def test_bots_play_the_same_moves_from_the_same_seed(databases: Databases, clock: Clock) -> None:
    logs = []
    for run in range(2):
        store = await databases.open(f"run{run}", clock=clock)
        service = TableService(store, seed_source=lambda: 99, clock=clock)
        table_id = await lobby(service)
        await service.add_bot(table_id, ALICE, "strong")
        await service.add_bot(table_id, ALICE, "casual")
        await service.start(table_id, ALICE)
        for _ in range(6):
            await service.run_bots(table_id)
            await alice_plays_first_legal(service, table_id)
        logs.append([(a.seat, a.action) for a in await store.actions(table_id)])
        await store.close()
    assert logs[0] == logs[1]


# -------------------------------------------------------------------------------------- the clock
async def clocked_game(service: TableService, turn_clock: int | None = CLOCK) -> int:
    """alice and two casual bots, one minute per turn (or no clock), up to alice's first decision."""
    table_id = await lobby(service)
    await service.add_bot(table_id, ALICE, "casual")
    await service.add_bot(table_id, ALICE, "casual")
    if turn_clock is not None:
        await service.set_turn_clock(table_id, ALICE, turn_clock)
    await service.start(table_id, ALICE)
    await service.run_bots(table_id)
    return table_id


async def test_the_turn_clock_runs_from_the_start_of_a_persons_decision(
    service: TableService, clock: Clock
) -> None:
    table_id = await clocked_game(service)
    state = await service.table(table_id)
    assert state.table.deadline is not None
    assert 0 < state.table.deadline - clock.now <= CLOCK


async def test_one_reminder_then_the_casual_bot_plays_when_time_runs_out(
    service: TableService, clock: Clock
) -> None:
    table_id = await clocked_game(service)
    deadline = (await service.table(table_id)).table.deadline
    assert deadline is not None
    clock.now = deadline - CLOCK * REMINDER_WHEN_LEFT
    alice_seat = (await service.private_view(table_id, ALICE)).seat
    due = await service.on_due(table_id)
    assert due is not None and due.reminded == (alice_seat,) and due.actions == ()
    assert await service.on_due(table_id) is None, "one reminder, not two"
    version = (await service.table(table_id)).table.version
    clock.now = deadline
    due = await service.on_due(table_id)
    assert due is not None and len(due.timed_out) == 1 and due.autopilot == ()
    seat = due.timed_out[0]
    assert due.actions[0].seat == seat and due.actions[0].by_bot
    assert due.state.table.version > version
    assert due.state.table.player_at(seat).missed == 1


async def test_without_a_clock_a_person_is_reminded_once_and_nobody_plays_for_them(
    service: TableService, clock: Clock
) -> None:
    table_id = await clocked_game(service, turn_clock=None)
    state = await service.table(table_id)
    assert state.table.deadline is None, "no clock: nothing ever runs out"
    alice_seat = (await service.private_view(table_id, ALICE)).seat
    assert alice_seat in state.to_act
    clock.now += NO_CLOCK_REMINDER_SECONDS - 1
    assert await service.on_due(table_id) is None, "not yet"
    clock.now += 1
    due = await service.on_due(table_id)
    assert due is not None and due.reminded == (alice_seat,) and due.actions == ()
    assert await service.next_inactive() == clock.now - NO_CLOCK_REMINDER_SECONDS + (
        service.limits.inactive_game_seconds
    ), "a reminder is nobody's move: the game still ages towards closing as untouched"
    clock.now += 24 * 3600
    assert await service.on_due(table_id) is None, "one reminder, never more, and no bot plays for her"
    await alice_plays_first_legal(service, table_id)
    await service.run_bots(table_id)
    assert alice_seat in (await service.table(table_id)).to_act, "the bots played: her turn again"
    clock.now += NO_CLOCK_REMINDER_SECONDS
    due = await service.on_due(table_id)
    assert due is not None and due.reminded == (alice_seat,), "her next turn has its own reminder"


async def test_two_expiries_in_a_row_put_the_seat_on_autopilot_until_im_back(
    service: TableService, clock: Clock
) -> None:
    table_id = await lobby(service)
    await service.join(table_id, BOB, "bob")
    await service.add_bot(table_id, ALICE, "casual")
    await service.set_turn_clock(table_id, ALICE, CLOCK)
    await service.start(table_id, ALICE)
    missed: dict[int, int] = {}
    autopilot: tuple[int, ...] = ()
    while not autopilot:  # nobody ever acts: every clock runs out
        await service.run_bots(table_id)
        state = await service.table(table_id)
        assert state.table.deadline is not None
        clock.now = state.table.deadline
        due = await service.on_due(table_id)
        assert due is not None and due.timed_out
        for seat in due.timed_out:
            missed[seat] = missed.get(seat, 0) + 1
        autopilot = due.autopilot
    (seat,) = autopilot
    assert missed[seat] == EXPIRIES_FOR_AUTOPILOT, "the second expiry in a row turns autopilot on"
    state = await service.table(table_id)
    assert state.table.player_at(seat).autopilot
    assert seat not in state.to_act, "a bot plays for a seat on autopilot at once"
    user = state.table.user_at(seat)

    state = await service.back(table_id, user)
    assert not state.table.player_at(seat).autopilot and state.table.player_at(seat).missed == 0
    with pytest.raises(TableError, match="not on autopilot"):
        await service.back(table_id, user)


async def test_acting_yourself_resets_the_run_of_missed_turns(service: TableService, clock: Clock) -> None:
    table_id = await clocked_game(service)
    state = await service.table(table_id)
    assert state.table.deadline is not None
    clock.now = state.table.deadline
    await service.on_due(table_id)
    await service.run_bots(table_id)
    await alice_plays_first_legal(service, table_id)
    seat = (await service.private_view(table_id, ALICE)).seat
    assert (await service.table(table_id)).table.player_at(seat).missed == 0


async def test_a_player_who_acted_in_time_is_not_played_for(service: TableService, clock: Clock) -> None:
    table_id = await clocked_game(service)
    deadline = (await service.table(table_id)).table.deadline
    assert deadline is not None
    clock.now = deadline - 1
    await alice_plays_first_legal(service, table_id)
    clock.now = deadline
    due = await service.on_due(table_id)
    assert due is None or due.timed_out == ()


async def test_leaving_a_game_puts_the_seat_on_autopilot(service: TableService) -> None:
    table_id = await lobby(service)
    await service.join(table_id, BOB, "bob")
    await service.add_bot(table_id, ALICE, "casual")
    await service.start(table_id, ALICE)
    state = await service.step_away(table_id, BOB)
    bob = state.table.player_at(state.table.seat_of(BOB) or 0)
    assert bob.autopilot
    await service.run_bots(table_id)
    state = await service.table(table_id)
    assert all(state.table.user_at(seat) == ALICE for seat in state.to_act), "only alice is waited for"
    with pytest.raises(TableError, match="already plays for you"):
        await service.step_away(table_id, BOB)
    with pytest.raises(NotSeatedError):
        await service.step_away(table_id, 99)


async def test_bot_moves_a_crash_interrupted_are_made_by_the_next_process(
    databases: Databases, clock: Clock
) -> None:
    store = await databases.open(clock=clock)
    first = TableService(store, seed_source=lambda: 4242, clock=clock)
    table_id = await lobby(first)
    await first.add_bot(table_id, ALICE, "casual")
    await first.add_bot(table_id, ALICE, "casual")
    state = await first.start(table_id, ALICE)
    if not any(state.table.is_automatic(seat) for seat in state.to_act):  # let a bot be next
        await alice_plays_first_legal(first, table_id)
    await store.close()  # the process dies before the bots move

    store = await databases.open(clock=clock)
    second = TableService(store, seed_source=lambda: 1, clock=clock)
    assert await second.due_tables() == [table_id], "the owed bot moves are stored as due"
    due = await second.on_due(table_id)
    assert due is not None and due.actions and all(a.by_bot for a in due.actions)
    state = await second.table(table_id)
    assert all(not state.table.is_automatic(seat) for seat in state.to_act), "alice's turn again"
    assert await second.due_tables() == []
    await store.close()
