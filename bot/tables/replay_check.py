"""The maintenance check: every stored finished game's log replays to its stored final state.

If an engine change ever breaks the replay of old logs, this names the games. Reads only; run it on
the bot's database (``python -m bot.maintenance check-replays [--database PATH]``) or on a copy.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.tables.history import normalized_hash, replay_game
from bot.tables.replays import ReplayError, build
from storage import Store
from storage.history import StoredLog

CHECK_BATCH = 200  # tables read per page: a big database is checked without holding it all in memory


@dataclass(frozen=True, slots=True)
class Mismatch:
    table_id: int
    game_id: str
    reason: str  # e.g. "the replay ends in a different state"; never a card or a secret argument


@dataclass(frozen=True, slots=True)
class CheckReport:
    checked: int
    mismatches: tuple[Mismatch, ...]


async def check_store(store: Store) -> CheckReport:
    mismatches: list[Mismatch] = []
    checked, after = 0, 0
    while page := await store.finished_with_logs(after, batch=CHECK_BATCH):
        for table_id in page:
            log = await store.stored_log(table_id)
            if log is None or log.table.state is None:  # deleted since the page was read
                continue
            checked += 1
            reason = _differs(log)
            if reason is not None:
                mismatches.append(Mismatch(table_id, log.table.game_id, reason))
        after = page[-1]
    return CheckReport(checked, tuple(mismatches))


def _differs(log: StoredLog) -> str | None:
    assert log.table.state is not None
    try:
        replay = build(replay_game(log))
        stored = normalized_hash(log.table.game_id, log.table.state)
    except (ReplayError, KeyError, ValueError) as broken:
        return f"the log does not replay: {broken}"
    if replay.final_hash != stored:
        return "the replay ends in a different state than the stored one"
    return None
