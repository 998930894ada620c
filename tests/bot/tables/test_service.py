"""The table service on a real database: lobby, seating, one action per click, versions, results."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.tables import TableService
from bot.tables.errors import (
    AlreadyDoneError,
    ChannelBusyError,
    GameNotRunningError,
    IllegalMoveError,
    LobbyClosedError,
    NotHostError,
    NotSeatedError,
    StaleActionError,
    TableError,
)
from bot.tables.limits import Limits
from games import registry
from storage import Store
from tests.support.backends import Databases
from tests.support.games import game_for

GUILD, CHANNEL = 10, 20
ALICE, BOB, CAROL, DAVE, ERIN = 1, 2, 3, 4, 5
NAMES = {ALICE: "alice", BOB: "bob", CAROL: "carol", DAVE: "dave", ERIN: "erin"}
# The example table: the first game three can play (alice, bob and carol; dave looks on).
GAME = game_for(3)


async def open_with(
    service: TableService, *users: int, options: dict | None = None, game_id: str = GAME.id
) -> int:
    state = await service.open_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        game_id=game_id,
        host_id=users[0],
        host_name=NAMES[users[0]],
        options=options,
    )
    for user in users[1:]:
        await service.join(state.table.id, user, NAMES[user])
    return state.table.id


async def started(service: TableService, *users: int, game_id: str = GAME.id) -> int:
    table_id = await open_with(service, *users, game_id=game_id)
    await service.start(table_id, users[0])
    return table_id


async def play_to_the_end(service: TableService, table_id: int, rng: random.Random) -> None:
    while True:
        state = await service.table(table_id)
        if state.table.status != "playing":
            return
        seat = state.to_act[0]
        user = state.table.user_at(seat)
        private = await service.private_view(table_id, user)
        await service.act(table_id, user, state.table.version, rng.choice(private.view["legal"]))


async def test_one_active_table_per_channel(service: TableService) -> None:
    await open_with(service, ALICE)
    with pytest.raises(ChannelBusyError):
        await open_with(service, BOB)


async def test_lobby_enforces_player_counts_and_the_host(service: TableService) -> None:
    users = list(NAMES)
    assert GAME.min_players > 1 and GAME.max_players < len(users)
    table_id = await open_with(service, *users[: GAME.min_players - 1])
    with pytest.raises(TableError, match=f"at least {GAME.min_players}"):
        await service.start(table_id, users[0])
    for user in users[GAME.min_players - 1 : GAME.max_players]:
        await service.join(table_id, user, NAMES[user])
    one_too_many = users[GAME.max_players]
    with pytest.raises(TableError, match="full"):
        await service.join(table_id, one_too_many, NAMES[one_too_many])
    with pytest.raises(NotHostError):
        await service.start(table_id, users[1])
    state = await service.start(table_id, users[0])
    assert state.table.status == "playing"
    assert sorted(p.seat for p in state.table.players) == list(range(GAME.max_players))
    with pytest.raises(LobbyClosedError):
        await service.join(table_id, one_too_many, NAMES[one_too_many])


async def test_seating_is_shuffled_from_the_table_seed(store: Store) -> None:
    orders = set()
    for seed in range(8):
        service = TableService(store, seed_source=lambda seed=seed: seed)
        table_id = await open_with(service, ALICE, BOB, CAROL)
        state = await service.start(table_id, ALICE)
        orders.add(tuple(p.user_id for p in state.table.players))
        await service.abort(table_id, ALICE, moderator=True)
    assert len(orders) > 1


async def test_options_are_validated_and_host_only(service: TableService) -> None:
    # An option the game declares worth a game (games.facts.Variant) that takes one of named choices.
    key, value = next(
        (key, value)
        for variant in registry.facts(GAME.id).variants
        for key, value in variant.options.items()
        if isinstance(value, str)
    )
    table_id = await open_with(service, ALICE, BOB)
    with pytest.raises(NotHostError):
        await service.set_option(table_id, BOB, key, [value])
    with pytest.raises(TableError, match="can't be set"):
        await service.set_option(table_id, ALICE, key, ["anything-goes"])
    with pytest.raises(TableError, match="doesn't exist"):
        await service.set_option(table_id, ALICE, "turbo", ["true"])
    state = await service.set_option(table_id, ALICE, key, [value])
    assert getattr(state.table.options, key) == value


async def test_an_action_is_one_version_step_and_a_stale_click_changes_nothing(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    state = await service.table(table_id)
    user = state.table.user_at(state.to_act[0])
    legal = (await service.private_view(table_id, user)).view["legal"]
    result = await service.act(table_id, user, state.table.version, legal[0])
    assert result.state.table.version == state.table.version + 1
    with pytest.raises(StaleActionError):
        await service.act(table_id, user, state.table.version, legal[1])
    assert (await service.table(table_id)).table.version == state.table.version + 1


async def test_a_double_click_says_the_move_counted_once(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    state = await service.table(table_id)
    user = state.table.user_at(state.to_act[0])
    legal = (await service.private_view(table_id, user)).view["legal"]
    await service.act(table_id, user, state.table.version, legal[0])
    with pytest.raises(AlreadyDoneError, match="counted once"):
        await service.act(table_id, user, state.table.version, legal[0])
    assert len(await service._store.actions(table_id)) == 1


async def test_refusals_change_nothing(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    state = await service.table(table_id)
    version = state.table.version
    to_act = state.table.user_at(state.to_act[0])
    waiting = next(p.user_id for p in state.table.players if p.seat not in state.to_act)
    legal = (await service.private_view(table_id, to_act)).view["legal"][0]
    with pytest.raises(NotSeatedError):
        await service.act(table_id, DAVE, version, legal)
    with pytest.raises(IllegalMoveError, match="not your turn"):
        await service.act(table_id, waiting, version, legal)
    with pytest.raises(IllegalMoveError):
        await service.act(table_id, to_act, version, "play:R99")
    assert (await service.table(table_id)).table.version == version


async def test_two_clicks_at_the_same_moment_apply_exactly_one_action(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    state = await service.table(table_id)
    user = state.table.user_at(state.to_act[0])
    legal = (await service.private_view(table_id, user)).view["legal"]
    outcomes = await asyncio.gather(
        service.act(table_id, user, state.table.version, legal[0]),
        service.act(table_id, user, state.table.version, legal[1]),
        return_exceptions=True,
    )
    assert sum(not isinstance(o, Exception) for o in outcomes) == 1
    assert sum(isinstance(o, StaleActionError) for o in outcomes) == 1
    assert len(await service._store.actions(table_id)) == 1


async def test_private_view_is_only_for_seated_players(service: TableService) -> None:
    table_id = await open_with(service, ALICE, BOB, CAROL)
    with pytest.raises(TableError, match="hasn't started"):
        await service.private_view(table_id, BOB)
    await service.start(table_id, ALICE)
    with pytest.raises(NotSeatedError):
        await service.private_view(table_id, DAVE)
    private = await service.private_view(table_id, BOB)
    record = await service._store.get_table(table_id)
    bob = next(p.seat for p in (await service.table(table_id)).table.players if p.user_id == BOB)
    assert private.view["hand"] and private.view["hand"] == GAME.view(GAME.load(record.state), bob)["hand"]


async def test_a_finished_game_records_results_and_feeds_the_leaderboard(store: Store) -> None:
    service = TableService(store, seed_source=lambda: 12345, limits=Limits(leaderboard_min_games=1))
    table_id = await started(service, ALICE, BOB, CAROL)
    await play_to_the_end(service, table_id, random.Random(3))
    state = await service.table(table_id)
    assert state.table.status == "finished" and state.outcome is not None
    board = (await service.leaderboard_page(GUILD, GAME.id)).rows
    assert {row.user_id for row in board} == {ALICE, BOB, CAROL}
    assert all(row.skill.games == 1 for row in board), "rated, once"
    assert sum(row.wins for row in board) == len(state.outcome.winners)
    assert await service.table_in_channel(CHANNEL) is None
    with pytest.raises(GameNotRunningError):
        await service.act(table_id, ALICE, state.table.version, "play:R1")


async def test_a_new_service_on_the_same_database_continues_the_game(databases: Databases) -> None:
    store = await databases.open("restart")
    first = TableService(store, seed_source=lambda: 99)
    table_id = await started(first, ALICE, BOB, CAROL)
    rng = random.Random(5)
    for _ in range(10):
        state = await first.table(table_id)
        user = state.table.user_at(state.to_act[0])
        legal = (await first.private_view(table_id, user)).view["legal"]
        await first.act(table_id, user, state.table.version, rng.choice(legal))
    before = await first.table(table_id)
    await store.close()

    reopened = await databases.open("restart")
    try:
        second = TableService(reopened)
        after = await second.table(table_id)
        assert after.public == before.public and after.table.version == before.table.version
        await play_to_the_end(second, table_id, rng)
        assert (await second.table(table_id)).table.status == "finished"
    finally:
        await reopened.close()


async def test_the_stored_log_replays_to_the_stored_state(service: TableService, store: Store) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    await play_to_the_end(service, table_id, random.Random(11))
    record = await store.get_table(table_id)
    rules = registry.get(record.game_id)
    state = rules.new_game(
        players=3, seed=record.seed, options=rules.Options.model_validate_json(record.options)
    )
    for action in await store.actions(table_id):
        state, _ = rules.apply(state, action.seat, action.action)
    assert rules.dump(state) == record.state


async def test_an_aborted_table_shows_no_hand_and_takes_no_action(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    version = (await service.table(table_id)).table.version
    with pytest.raises(TableError, match="most of its players agree"):
        await service.abort(table_id, ALICE)  # the host alone cannot end a game under way
    await service.abort(table_id, BOB, moderator=True)
    with pytest.raises(GameNotRunningError):
        await service.private_view(table_id, ALICE)
    with pytest.raises(GameNotRunningError):
        await service.act(table_id, ALICE, version + 1, "play:R1")
    assert await service.table_in_channel(CHANNEL) is None


async def test_options_that_do_not_fit_the_player_count_are_refused_at_start(store: Store) -> None:
    # A game's declared variant for fewer player counts than the game allows (games.facts.Variant.players:
    # a rule, never a count left out to save test time, which is Variant.test_players).
    rules, variant, count = next(
        (rules, variant, count)
        for rules in registry.all()
        for variant in registry.facts(rules.id).variants
        for count in range(rules.min_players, rules.max_players + 1)
        if variant.players and count not in variant.players
    )
    service = TableService(store, seed_source=lambda: 4)
    state = await service.open_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        game_id=rules.id,
        host_id=ALICE,
        host_name="alice",
        options=dict(variant.options),
    )
    for user in list(NAMES)[1:count]:
        await service.join(state.table.id, user, NAMES[user])
    with pytest.raises(TableError, match=f"{variant.players[0]} players"):
        await service.start(state.table.id, ALICE)
    assert (await service.table(state.table.id)).table.status == "lobby"
