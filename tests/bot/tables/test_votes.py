"""Ending a game under way takes more than half of the people playing; bots and absent seats don't vote."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.tables import TableService
from bot.tables.errors import NotHostError, TableError
from bot.tables.votes import ABORT_VOTE_SECONDS, NO_OPEN_VOTE, NO_VOTE
from tests.bot.tables.test_bots_and_clocks import Clock
from tests.bot.tables.test_service import ALICE, BOB, CAROL, DAVE, started
from tests.support.backends import Databases
from tests.support.games import game_id_for


@pytest_asyncio.fixture
async def service(databases: Databases) -> AsyncIterator[TableService]:
    clock = Clock()
    store = await databases.open(clock=clock)
    service = TableService(store, seed_source=lambda: 4242, clock=clock)
    service.clock = clock  # type: ignore[attr-defined]  # the test moves it
    yield service
    await store.close()


async def status(service: TableService, table_id: int) -> str:
    return (await service.table(table_id)).table.status


async def test_the_host_alone_cannot_end_a_game_under_way(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    with pytest.raises(TableError, match="most of its players agree"):
        await service.abort(table_id, ALICE)
    result = await service.vote_abort(table_id, ALICE, agree=True)
    assert result.outcome == "open" and result.opened and result.vote.needed == 2
    assert await status(service, table_id) == "playing"


async def test_more_than_half_of_the_players_end_it(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL, DAVE)
    await service.vote_abort(table_id, ALICE, agree=True)
    second = await service.vote_abort(table_id, BOB, agree=True)
    assert second.outcome == "open" and second.vote.needed == 3, "two of four is not more than half"
    third = await service.vote_abort(table_id, CAROL, agree=True)
    assert third.outcome == "passed" and third.state.table.status == "aborted"
    assert await status(service, table_id) == "aborted"


async def test_a_vote_fails_once_a_majority_is_out_of_reach(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    await service.vote_abort(table_id, ALICE, agree=True)
    refused = await service.vote_abort(table_id, BOB, agree=False)
    assert refused.outcome == "open", "carol can still make it two of three"
    failed = await service.vote_abort(table_id, CAROL, agree=False)
    assert failed.outcome == "failed" and await status(service, table_id) == "playing"
    with pytest.raises(TableError, match=NO_OPEN_VOTE):
        await service.vote_abort(table_id, ALICE, agree=False)


async def test_a_voter_may_change_their_mind_and_counts_once(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    await service.vote_abort(table_id, ALICE, agree=True)
    again = await service.vote_abort(table_id, ALICE, agree=True)
    assert again.outcome == "open" and again.vote.agree == {ALICE}
    await service.vote_abort(table_id, BOB, agree=False)
    changed = await service.vote_abort(table_id, BOB, agree=True)
    assert changed.outcome == "passed"


async def test_bots_do_not_vote_and_a_person_alone_with_bots_ends_at_once(service: TableService) -> None:
    state = await service.open_table(
        guild_id=10, channel_id=20, game_id=game_id_for(3), host_id=ALICE, host_name="alice"
    )
    table_id = state.table.id
    await service.add_bot(table_id, ALICE, "casual")
    await service.add_bot(table_id, ALICE, "casual")
    await service.start(table_id, ALICE)
    result = await service.vote_abort(table_id, ALICE, agree=True)
    assert result.vote.voters == {ALICE} and result.outcome == "passed"


async def test_a_seat_on_autopilot_has_no_vote(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    await service.step_away(table_id, CAROL)
    result = await service.vote_abort(table_id, ALICE, agree=True)
    assert result.vote.voters == {ALICE, BOB} and result.outcome == "open"
    with pytest.raises(TableError, match=NO_VOTE[:30]):
        await service.vote_abort(table_id, CAROL, agree=True)
    with pytest.raises(TableError, match=NO_VOTE[:30]):
        await service.vote_abort(table_id, DAVE, agree=True)  # not seated at all
    assert (await service.vote_abort(table_id, BOB, agree=True)).outcome == "passed"


async def test_a_vote_lapses_after_its_time(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    await service.vote_abort(table_id, ALICE, agree=True)
    service.set_vote_message(table_id, 777)
    service.clock.now += ABORT_VOTE_SECONDS  # type: ignore[attr-defined]
    late = await service.vote_abort(table_id, BOB, agree=True)
    assert late.opened and late.outcome == "open" and late.vote.agree == {BOB}
    assert late.lapsed_message_id == 777


async def test_a_lobby_stays_the_hosts(service: TableService) -> None:
    state = await service.open_table(
        guild_id=10, channel_id=20, game_id=game_id_for(3), host_id=ALICE, host_name="alice"
    )
    await service.join(state.table.id, BOB, "bob")
    with pytest.raises(NotHostError):
        await service.abort(state.table.id, BOB)
    assert (await service.abort(state.table.id, ALICE)).table.status == "aborted"
