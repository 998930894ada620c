"""Tables written by a process that does not own them: the owner hears of it and reads them afresh.

A table belongs to its guild's shard, so to one process, which keeps its running games' rows in memory
between its own writes (the table service's ``bot/tables/rows.py``). One kind of click reaches another
process: a click on a hand sent by DM, which Discord delivers to shard 0 whatever the table's guild. A
process that writes a table outside its shards says so (``announce_table_change``: a notice through the
database, ``storage.notices``); every process hears it (``watch_tables``), and the owner forgets what
it kept of that table. A watcher told ``None`` may have missed notices (the listening connection was
lost, or is back): it forgets every table, and keeps nothing for long while ``hears_other_processes``
is False.
On SQLite one process owns the file and every shard: there is nobody to tell.
"""

from __future__ import annotations

from collections.abc import Callable

from storage.database import Repository
from storage.locks import table_lock

TABLE = "table"  # the notice "table:<id>" (the settings' notices are "user:<id>" and "guild:<id>")

TableWatcher = Callable[[int | None], None]


class TableNoticeRepository(Repository):
    def watch_tables(self, watcher: TableWatcher) -> None:
        """Call ``watcher`` with a table's id when another process announces it changed that table, and
        with ``None`` when such notices may have been missed."""
        self._table_watchers.append(watcher)

    @property
    def hears_other_processes(self) -> bool:
        """Whether another process's announcement reaches this one now (not while the connection that
        listens is lost: then what is kept must not be trusted for long)."""
        return self._settings.listening

    async def announce_table_change(self, table_id: int) -> None:
        """This process wrote a table of another process's shards: that process reads it afresh."""
        async with self._db.transaction(table_lock(table_id)) as session:
            await session.notice(f"{TABLE}:{table_id:d}")

    def _heard(self, notice: str) -> None:
        """A notice from another process (or this one): a table's go to the watchers, the rest are the
        settings' (``storage.settings_memory``)."""
        kind, _, key = notice.partition(":")
        if kind != TABLE:
            self._settings.heard(notice)
            return
        self._tell_watchers(int(key) if key.isdigit() else None)

    def _lost(self) -> None:
        self._settings.lost()
        self._tell_watchers(None)

    def _regained(self) -> None:
        self._settings.regained()
        self._tell_watchers(None)

    def _tell_watchers(self, table_id: int | None) -> None:
        for watcher in self._table_watchers:
            watcher(table_id)
