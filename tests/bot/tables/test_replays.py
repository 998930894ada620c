"""Replays of whole games played through the table service on a real database: built from the stored
log by the engine, stepped forward and back to the same screens, ending in the stored final state; and
refused for a game still running, of another server, or whose log was deleted."""

from __future__ import annotations

import random

import pytest

from bot.render.base import TableContext
from bot.render.registry import ui_for
from bot.render.replays import replay_screen
from bot.tables import TableService
from bot.tables.errors import TableError
from bot.tables.history import LOG_GONE, OTHER_SERVER, STILL_RUNNING, normalized_hash, replay_game
from bot.tables.replays import TURN, Replay, ReplayError, build
from games import registry
from storage import Store
from tests.support.games import game_for_exactly, game_id_for

GUILD, CHANNEL = 10, 20
READ = frozenset({CHANNEL, CHANNEL + 1})  # the channels the asker can read
NAMES = ("alice", "bob", "carol")


@pytest.fixture
def service(store: Store) -> TableService:
    return TableService(store, seed_source=lambda: 4242)


async def started(service: TableService, game_id: str, channel: int = CHANNEL) -> int:
    rules = registry.get(game_id)
    players = NAMES[: min(len(NAMES), rules.max_players)]
    state = await service.open_table(
        guild_id=GUILD, channel_id=channel, game_id=game_id, host_id=1, host_name=players[0]
    )
    for user, name in enumerate(players[1:], start=2):
        await service.join(state.table.id, user, name)
    await service.start(state.table.id, 1)
    return state.table.id


async def play(service: TableService, table_id: int, rng: random.Random, moves: int | None = None) -> None:
    """Whoever must act plays a random legal move, until the game is over (or ``moves`` were made)."""
    made = 0
    while moves is None or made < moves:
        state = await service.table(table_id)
        if state.table.status != "playing":
            return
        seat = rng.choice(state.to_act)
        user = state.table.user_at(seat)
        private = await service.private_view(table_id, user)
        await service.act(table_id, user, state.table.version, rng.choice(private.view["legal"]))
        made += 1


def screen_at(replay: Replay, step: int, size: str = TURN) -> str:
    rules = registry.get(replay.game.game_id)
    ctx = TableContext(1, rules.name, "", replay.game.names)
    screen = replay_screen(ui_for(replay.game.game_id), ctx, replay.at(step, size))
    return screen.content + repr(screen.rows)


@pytest.mark.parametrize("game_id", registry.ids())
async def test_a_finished_game_replays_forward_and_back_to_the_same_screens_and_its_stored_end(
    service: TableService, store: Store, game_id: str
) -> None:
    table_id = await started(service, game_id)
    await play(service, table_id, random.Random(game_id))
    record = await store.get_table(table_id)
    assert record is not None and record.status == "finished" and record.state is not None

    replay = await service.replay(table_id, GUILD, READ)
    assert replay.last == len(await store.actions(table_id))
    forward, step = [], 0
    while True:
        forward.append(screen_at(replay, step))
        if step == replay.last:
            break
        step = replay.at(step).next_step
    backward, step = [], replay.last
    while True:
        backward.append(screen_at(replay, step))
        if step == 0:
            break
        step = replay.at(step).prev_step
    assert len(forward) == replay.last + 1
    assert forward == backward[::-1]
    assert replay.final_hash == normalized_hash(game_id, record.state)
    assert registry.get(game_id).dump(replay.states[-1]) == record.state  # Last is the stored end

    for size in replay.sizes:
        stops = replay.stops(size)
        assert stops[0] == 0 and stops[-1] == replay.last
        ahead = [0]
        while ahead[-1] != replay.last:
            ahead.append(replay.next(ahead[-1], size))
        assert tuple(ahead) == stops  # forward by trick/round stops where one ended, and back again
        behind = [replay.last]
        while behind[-1] != 0:
            behind.append(replay.prev(behind[-1], size))
        assert tuple(behind[::-1]) == stops


@pytest.mark.parametrize("game_id", [g for g in registry.ids() if "trick" in registry.step_marks(g)])
async def test_stepping_by_trick_stops_once_per_trick_won(service: TableService, game_id: str) -> None:
    table_id = await started(service, game_id)
    await play(service, table_id, random.Random(7))
    replay = await service.replay(table_id, GUILD, READ)
    tricks = sum(1 for events in replay.events for e in events if e.kind == "TrickWon")
    stops = replay.stops("trick")
    assert tricks > 0 and len(stops) in (tricks + 1, tricks + 2)  # the start, each trick, the very end
    for stop in stops[1:-1]:
        assert replay.at(stop).public != replay.at(stop - 1).public


async def test_a_game_still_running_is_never_replayed(service: TableService) -> None:
    table_id = await started(service, game_id_for(3))
    await play(service, table_id, random.Random(1), moves=3)
    with pytest.raises(TableError) as refused:
        await service.replay(table_id, GUILD, READ)
    assert refused.value.message == STILL_RUNNING
    with pytest.raises(TableError):
        await service.export(table_id, GUILD, READ)
    log = await service._store.stored_log(table_id)
    assert log is not None
    with pytest.raises(ReplayError):
        build(replay_game(log))  # the pure module refuses it too, whoever calls it


async def test_another_servers_game_and_a_deleted_log_are_refused(
    service: TableService, store: Store
) -> None:
    table_id = await started(service, game_id_for(2))
    await play(service, table_id, random.Random(2))
    with pytest.raises(TableError) as other:
        await service.replay(table_id, GUILD + 1, READ)
    assert other.value.message == OTHER_SERVER
    await service.replay(table_id, GUILD, READ)  # replays while the log is kept
    record = await store.get_table(table_id)
    assert record is not None and record.finished_at is not None
    assert await store.purge_ended_games(record.finished_at) == 1
    with pytest.raises(TableError) as gone:
        await service.replay(table_id, GUILD, READ)
    assert gone.value.message == LOG_GONE
    (listed,) = await service.history(GUILD, readable_channels=READ)
    assert listed.table_id == table_id and not listed.log_kept  # the result stays in the history


async def test_an_aborted_game_replays_up_to_where_it_stopped(service: TableService, store: Store) -> None:
    table_id = await started(service, game_id_for(3))
    await play(service, table_id, random.Random(3), moves=5)
    await service.abort(table_id, 1, moderator=True)
    replay = await service.replay(table_id, GUILD, READ)
    assert replay.last == 5 and replay.outcome is None
    assert "ended here, before its finish" in screen_at(replay, replay.last)
    (listed,) = await service.history(GUILD, readable_channels=READ)
    assert listed.status == "aborted" and all(seat.rank is None for seat in listed.seats)


async def test_history_lists_the_last_games_filtered_by_player_and_game(service: TableService) -> None:
    pair, trio = game_for_exactly(2).id, game_id_for(3)  # carol sits at the second game only
    first = await started(service, pair)
    await play(service, first, random.Random(4))
    second = await started(service, trio, channel=CHANNEL + 1)
    await play(service, second, random.Random(5))
    assert [g.table_id for g in await service.history(GUILD, readable_channels=READ)] == [second, first]
    assert [g.table_id for g in await service.history(GUILD, readable_channels=READ, game_id=trio)] == [
        second
    ]
    assert [g.table_id for g in await service.history(GUILD, readable_channels=READ, user_id=3)] == [
        second
    ]  # carol: only there
    assert await service.history(GUILD + 1, readable_channels=READ) == []
    (played,) = await service.history(GUILD, readable_channels=READ, game_id=pair)
    assert sorted(seat.rank or 0 for seat in played.seats)[0] == 1
