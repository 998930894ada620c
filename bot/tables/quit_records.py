"""Quit records (issue 38), as Board Game Arena keeps them: the share of a person's finished games in a
server that they played to the end. A game they left under way (/leave, a ban, two turn clocks in a row)
and were not back for at its end counts against it (``results.departed``); a game ended early with nothing
scored counts for nobody. Shown beside their name in a lobby and in /stats.

A lobby is drawn at every change (each Join, Leave, option) and at every edit of its message, so the
records of the people in it are kept in memory rather than read each time. A record changes only when a
game of theirs finishes, which this service writes (``forget`` after it), or when another process writes
one of this process's tables, a person's data is anonymised (``clear``, from ``RowMemory``), or a
departed server's tables are deleted (``TableService.drop_tables``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from storage import QuitRecord, Store

# People whose records one process keeps: a few kilobytes. Past it the memory is emptied whole, as the
# records of people who are in no lobby now are rarely asked for again. [product: a bot of a few servers
# sees far fewer people in a day]
KEPT_RECORDS = 10_000


class QuitRecords:
    def __init__(self, store: Store) -> None:
        self._store = store
        self._kept: dict[tuple[int, int], QuitRecord] = {}

    async def of(self, guild_id: int, user_ids: Sequence[int]) -> tuple[QuitRecord, ...]:
        """The records of ``user_ids`` in the server, in that order; one read for those not kept."""
        missing = [user for user in user_ids if (guild_id, user) not in self._kept]
        if missing:
            read = await self._store.quit_records(guild_id, missing)
            if len(self._kept) + len(read) > KEPT_RECORDS:
                self._kept.clear()
            for user, record in read.items():
                self._kept[(guild_id, user)] = record
        return tuple(self._kept.get((guild_id, user)) or QuitRecord(user, 0, 0) for user in user_ids)

    def forget(self, guild_id: int | None, user_ids: Iterable[int]) -> None:
        """A game of theirs finished in the server: read their records afresh."""
        if guild_id is not None:
            for user in user_ids:
                self._kept.pop((guild_id, user), None)

    def clear(self) -> None:
        self._kept.clear()
