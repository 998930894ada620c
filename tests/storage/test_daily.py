"""The daily deal's rows (storage.daily, migrations 0018 and 0020) on both backends: one attempt per person,
game and day, moves stored under a version guard, the result written with the last moves, the boards,
/privacy show and forget, and the bot level each day keeps."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import StaleVersionError, Store
from storage.daily import DailyFinish
from storage.database import Database
from storage.migration_files import load_migrations
from storage.privacy import FORMER_PLAYER

ANN, BOB = 10**17 + 1, 10**17 + 2  # realistic Discord ids
GUILD, OTHER_GUILD, CHANNEL = 7, 8, 70
GAME, DAY, NEXT_DAY = "a-game", "2026-12-07", "2026-12-08"


async def start(store: Store, user_id: int, *, guild_id: int = GUILD, day: str = DAY, name: str = "Ann"):
    return await store.start_daily(
        guild_id=guild_id, channel_id=CHANNEL, game_id=GAME, day=day, user_id=user_id, name=name, moves="[]"
    )


async def finish(store: Store, user_id: int, score: int, *, day: str = DAY, guild_id: int = GUILD) -> None:
    daily = await start(store, user_id, day=day, guild_id=guild_id)
    await store.save_daily(daily, '[[0, "x"]]', DailyFinish(score=score, place=1, seats=4, share="🟩 🥇"))


async def test_the_secret_is_made_once_and_kept(store: Store) -> None:
    assert await store.daily_secret("first") == "first"
    assert await store.daily_secret("second") == "first"


async def test_a_days_bot_level_is_the_one_its_first_deal_was_given(store: Store) -> None:
    assert await store.daily_level(GAME, DAY, "expert") == "expert"
    assert await store.daily_level(GAME, DAY, "strong") == "expert", "a new default never changes a day"
    assert await store.daily_level(GAME, NEXT_DAY, "strong") == "strong"
    assert await store.daily_level("another-game", DAY, "casual") == "casual"


async def test_the_days_played_before_levels_were_kept_stay_strong(db_path: Path) -> None:
    before = [m for m in load_migrations() if m.name != "0020_daily_levels.sql"]
    assert len(before) == len(load_migrations()) - 1
    database = await Database.open(db_path, migrations=before)
    async with database.transaction() as session:
        await session.execute(
            "INSERT INTO daily_games (guild_id, channel_id, game_id, day, user_id, name, started_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (GUILD, CHANNEL, GAME, DAY, ANN, "Ann", 0.0),
        )
    await database.close()
    async with await Store.open(db_path) as store:
        assert await store.daily_level(GAME, DAY, "expert") == "strong", "that day was played against strong"
        assert await store.daily_level(GAME, NEXT_DAY, "expert") == "expert"


async def test_one_attempt_per_person_game_and_day_wherever_it_started(store: Store) -> None:
    first = await start(store, ANN)
    again = await start(store, ANN, guild_id=OTHER_GUILD)
    assert again == first and again.guild_id == GUILD
    assert (await start(store, ANN, day=NEXT_DAY)).id != first.id
    assert (await start(store, BOB, name="Bob")).id != first.id


async def test_moves_are_kept_under_a_version_guard(store: Store) -> None:
    daily = await start(store, ANN)
    saved = await store.save_daily(daily, '[[0, "a"]]')
    assert (saved.moves, saved.version, saved.finished_at) == ('[[0, "a"]]', 1, None)
    with pytest.raises(StaleVersionError):
        await store.save_daily(daily, '[[0, "b"]]')  # a click on an older hand
    assert (await store.daily_by_id(daily.id)).moves == '[[0, "a"]]'
    ended = await store.save_daily(saved, '[[0, "a"], [0, "c"]]', DailyFinish(42, 2, 4, "⬜🟩 🥈"))
    assert ended.finished_at is not None
    with pytest.raises(StaleVersionError):
        await store.save_daily(ended, "[]")  # a finished attempt stays as it ended
    result = await store.daily_result(daily.id)
    assert (result.score, result.place, result.seats, result.share) == (42, 2, 4, "⬜🟩 🥈")


async def test_the_board_ranks_the_days_results_of_the_server(store: Store) -> None:
    await finish(store, ANN, 10)
    await finish(store, BOB, 30)
    await finish(store, 10**17 + 3, 99, guild_id=OTHER_GUILD)
    await finish(store, ANN, 50, day=NEXT_DAY)
    board = await store.daily_board(GUILD, GAME, DAY)
    assert [(row.user_id, row.score) for row in board] == [(BOB, 30), (ANN, 10)]
    days = await store.daily_days(GUILD, GAME, NEXT_DAY)
    assert days == {ANN: [NEXT_DAY, DAY], BOB: [DAY]}


async def test_privacy_shows_and_forgets_the_daily_deals(store: Store) -> None:
    await finish(store, ANN, 10)
    await start(store, ANN, day=NEXT_DAY)  # under way
    assert (await store.stored_about(ANN)).daily == 2
    forgotten = await store.forget_user(ANN)
    assert forgotten.anonymous_id is not None
    assert (await store.stored_about(ANN)).daily == 0
    assert await store.daily_of(ANN, GAME, NEXT_DAY) is None  # the deal under way is gone
    (row,) = await store.daily_board(GUILD, GAME, DAY)  # the finished one stays, anonymous
    assert (row.user_id, row.name, row.score) == (forgotten.anonymous_id, FORMER_PLAYER, 10)


async def test_a_departed_servers_daily_deals_go_with_its_other_data(store: Store) -> None:
    await finish(store, ANN, 10)
    await start(store, BOB, name="Bob")  # under way
    await finish(store, BOB, 20, guild_id=OTHER_GUILD, day=NEXT_DAY)
    await store.schedule_guild_deletion(GUILD, delete_at=0)
    while await store.purge_departed_guild(now=1) is not None:
        pass
    assert await store.daily_board(GUILD, GAME, DAY) == []
    assert await store.daily_of(BOB, GAME, DAY) is None
    assert [row.user_id for row in await store.daily_board(OTHER_GUILD, GAME, NEXT_DAY)] == [BOB]
