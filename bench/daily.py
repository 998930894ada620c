"""The daily deal (docs/daily.md): the bots' think time per decision and the stored bytes per daily game.

Plays whole daily deals of every game with a daily format: the person's moves at random (legal), the
bots at the daily level through ``games.bots.choose`` in this process (the bot runs strong and expert
decisions in its worker pool: the same function, so the same time). Each deal is stored as the bot
stores it (``Store``: ``start_daily``, one ``save_daily`` per person's move, the result with the last) in
a fresh SQLite file, and its rows are measured::

    python -m bench.daily [--deals 3]

Channel messages per daily game are not timed here: one (the result line), none while it runs,
counted by tests/e2e/test_daily_deal.py.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.tables import daily
from bot.tables.daily_service import _moves_text
from games import bots, registry
from storage import Store
from storage.daily import DailyFinish

SECRET = b"bench"
FIRST_DAY = dt.date(2026, 12, 7)
PERSON_ID = 10**17  # a realistic Discord id
# The stored bytes of a row: its text as stored, and 8 per number (SQLite's widest integer or real).
_ROW_BYTES = """
    SELECT (SELECT SUM(length(moves) + length(name) + length(day) + length(game_id) + 7 * 8) FROM daily_games)
         + (SELECT COALESCE(SUM(length(share) + length(name) + length(day) + length(game_id) + 7 * 8), 0)
            FROM daily_results)
"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def play_deal(store: Store, game_id: str, day: dt.date, seed: int) -> list[float]:
    """One daily deal stored as the bot stores it: the bots' decision times (ms) and its bytes."""
    times: list[float] = []

    async def timed(game: str, level: str, view: dict[str, Any], seed_: int, number: int) -> str:
        start = time.perf_counter()
        action = bots.choose(game, level, view, seed_, number)
        times.append((time.perf_counter() - start) * 1000)
        return action

    deal = daily.DailyDeal.of(SECRET, day, game_id, daily.DAILY_LEVEL)
    play = await daily.advance(daily.replay(deal, []), timed)
    record = await store.start_daily(
        guild_id=1,
        channel_id=2,
        game_id=game_id,
        day=day.isoformat(),
        user_id=PERSON_ID,
        name="alice",
        moves=_moves_text(play),
    )
    pick = random.Random(seed)
    rules = registry.get(game_id)
    while not play.done:
        play = await daily.person_moves(play, pick.choice(list(rules.legal_actions(play.state, 0))), timed)
        finish = None
        if play.done:
            finish = DailyFinish(play.score, play.place, len(play.scores()), play.share_marks())
        record = await store.save_daily(record, _moves_text(play), finish)
    return times


async def bench_game(game_id: str, deals: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "daily.sqlite3")
        try:
            times: list[float] = []
            for n in range(deals):
                spent = await play_deal(store, game_id, FIRST_DAY + dt.timedelta(days=n), seed=n)
                times += spent
            async with store.database.read() as session:
                stored = await session.fetch_value(_ROW_BYTES)
        finally:
            await store.close()
    return {
        "game": game_id,
        "level": bots.played_level(game_id, daily.DAILY_LEVEL),
        "decisions_per_deal": len(times) / deals,
        "p50_ms": statistics.median(times),
        "p99_ms": percentile(times, 0.99),
        "bytes_per_deal": stored / deals,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3, help="daily deals per game (default 3)")
    arguments = parser.parse_args()
    print("game                level   bot decisions/deal  p50 ms  p99 ms  stored bytes/deal")
    for game_id in registry.ids():
        if not daily.has_daily(game_id):
            continue
        row = asyncio.run(bench_game(game_id, arguments.deals))
        print(
            f"{row['game']:<19} {row['level']:<7} {row['decisions_per_deal']:>18.1f} "
            f"{row['p50_ms']:>7.1f} {row['p99_ms']:>7.1f} {row['bytes_per_deal']:>18.0f}"
        )


if __name__ == "__main__":
    main()
