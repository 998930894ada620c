"""💡 Hints in the table service (issue 39), on a real database: where hints are allowed, who may ask,
and how a hint is counted (once per decision)."""

from __future__ import annotations

import pytest

from bot.tables import TableService
from bot.tables.errors import GameNotRunningError, NotHostError, NotSeatedError, TableError
from bot.tables.hints import HINT_STALE, HINTS_OFF, NOT_YOUR_TURN
from games.bots import EXPERT, STRONG
from storage import Store
from tests.bot.tables.test_service import ALICE, BOB, CAROL, open_with
from tests.support.games import game_taking_turns, game_with_level

GAME = game_taking_turns(2)


async def _started(service: TableService, *users: int) -> int:
    """People at a table whose host turned hints on (among people they are off unless the host chooses)."""
    table_id = await open_with(service, *users, game_id=GAME.id)
    await service.set_hints(table_id, users[0], True)
    await service.start(table_id, users[0])
    return table_id


async def test_hints_are_on_where_the_game_is_not_rated_anyway_and_among_people_only_by_the_hosts_choice(
    service: TableService,
) -> None:
    game = game_with_level(STRONG, 3)
    table_id = await open_with(service, ALICE, game_id=game.id)
    assert (await service.table(table_id)).table.hints_allowed, "one person: the game is not rated anyway"
    state = await service.add_bot(table_id, ALICE, EXPERT)
    assert state.table.hints_allowed, "one person with bots of any level: still not rated"
    await service.join(table_id, BOB, "bob")
    assert not (await service.table(table_id)).table.hints_allowed, "two people: a rated game, hints off"
    assert (await service.set_hints(table_id, ALICE, True)).table.hints_allowed, "the host turns them on"
    with pytest.raises(NotHostError):
        await service.set_hints(table_id, BOB, False)


async def test_a_hint_is_for_the_seat_to_act_and_counted_once_per_decision(
    service: TableService, store: Store
) -> None:
    table_id = await _started(service, ALICE, BOB)
    state = await service.table(table_id)
    seat = state.to_act[0]
    user, other = state.table.user_at(seat), state.table.user_at(1 - seat)
    version = state.table.version
    shown = await service.hint(table_id, user, version)
    assert shown.hint.action in shown.private.view["legal"]
    assert (await service.hint(table_id, user, version)).hint == shown.hint, "the same hint again"
    assert await store.hints_used(table_id) == {seat: 1}, "one decision, one hint counted"
    with pytest.raises(TableError, match=NOT_YOUR_TURN.split(",")[0]):
        await service.hint(table_id, other, version)
    with pytest.raises(NotSeatedError):
        await service.hint(table_id, CAROL, version)
    await service.act(table_id, user, version, shown.hint.action)
    with pytest.raises(TableError) as stale:
        await service.hint(table_id, user, version)  # they acted since: that hand is gone
    assert stale.value.message == HINT_STALE
    assert (await service.table(table_id)).table.version == version + 1, "refusals changed nothing"


async def test_no_hint_where_the_host_turned_them_off_or_the_game_is_over(
    service: TableService, store: Store
) -> None:
    table_id = await open_with(service, ALICE, BOB, game_id=GAME.id)
    await service.set_hints(table_id, ALICE, False)
    await service.start(table_id, ALICE)
    state = await service.table(table_id)
    user = state.table.user_at(state.to_act[0])
    with pytest.raises(TableError) as off:
        await service.hint(table_id, user, state.table.version)
    assert off.value.message == HINTS_OFF
    assert await store.hints_used(table_id) == {}
    await service.abort(table_id, ALICE, moderator=True)
    with pytest.raises(GameNotRunningError):
        await service.hint(table_id, user, state.table.version)
