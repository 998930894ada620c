"""What the table service keeps of stored rows between reads, and when it reads them afresh.

A click reads its table's row several times (its checks, the hand shown, the table edit, the hands
redrawn), and on PostgreSQL every read is a round trip. So the service answers from the rows it wrote
itself, for as long as nobody else can have changed them: this process writes a table only under its
lock (``ServiceCore._lock``), and another process only when a click on a hand sent by DM reaches shard
0's process, which then tells the table's owner (``storage.table_notices``). A write never trusts memory
alone: the action's write names what it started from and fails if that changed (``_stored``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.i18n import _
from bot.tables.errors import NoTableError
from bot.tables.quit_records import QuitRecords
from storage import Store
from storage import errors as storage_errors
from storage.models import PlayerRecord, TableRecord

log = logging.getLogger(__name__)

# How long a record this service just stored answers the reads that follow its action (the hand shown,
# the table edit, the hands redrawn) without a storage round trip, when a write made elsewhere might go
# unheard: a table of another process's shards (its owner does not announce its writes), or while
# notices cannot be heard. A table of this process's own shards is answered from memory until this
# process writes it (its locks drop the record) or another announces it did (``_changed_elsewhere``).
FRESH_SECONDS = 2.0


class RowMemory:
    def __init__(self, store: Store, clock: Callable[[], float]) -> None:
        self._store = store
        self._now = clock  # unix seconds; tests give a controlled clock
        # table id -> its players, while a game runs: seats never change then, and the seats' clock
        # records change only through this service (``_forget_players``) or through another process,
        # which says so (``_changed_elsewhere``). Saves a storage round trip on every click, table edit
        # and hand redraw (bench/README.md, the load benchmark).
        self._players: dict[int, list[PlayerRecord]] = {}
        # table id -> (unix time, record) as this service's last action stored it (``_commit``): the table
        # row was read about five times per action (bench/HISTORY.md). Dropped whenever a task takes the
        # table's lock (every write of this service takes it), by ``set_message`` and when another
        # process announces a write; read only by the queries (``table``, ``private_view``), never by a
        # write. How long it answers: ``FRESH_SECONDS``.
        self._fresh: dict[int, tuple[float, TableRecord]] = {}
        # table id -> the row as this service last stored it, while a game runs: the next action starts
        # from it rather than from a read (one round trip less per click on PostgreSQL). A change made
        # meanwhile by anyone else cannot be missed: the action's write names the version and deadlines
        # it started from and matches only while they are stored; if not, the action is decided again
        # on the row read afresh (``TableService.act``). Kept across lock holders, unlike ``_fresh``.
        self._stored: dict[int, TableRecord] = {}
        # Tables of other processes' shards this service has written or read under their lock (a click
        # on a hand sent by DM reaches shard 0's process): their owner is told of every write here.
        self._foreign: set[int] = set()
        # Announcements of other processes' writes heard so far: a row read before one is not kept.
        self._heard = 0
        # People's quit records, shown in lobbies (bot.tables.quit_records).
        self._quit_records = QuitRecords(store)
        store.watch_tables(self._changed_elsewhere)

    async def _record(self, table_id: int) -> TableRecord:
        record = await self._store.get_table(table_id)
        if record is None:
            raise NoTableError(_("That table doesn't exist (any more). Nothing changed."))
        if not self._store.shards.owns(record.guild_id):
            self._foreign.add(table_id)
        return record

    async def _latest(self, table_id: int) -> TableRecord:
        """The record for a query: the one this service's last action stored, while it is current."""
        fresh = self._fresh.get(table_id)
        if fresh is not None and (self._heard_of_writes(fresh[1]) or self._now() - fresh[0] < FRESH_SECONDS):
            return fresh[1]
        return await self._record(table_id)

    def _heard_of_writes(self, record: TableRecord) -> bool:
        """Whether every write to this table that this service did not make is announced to it: a table
        of its own shards, while it hears other processes (storage.table_notices)."""
        return self._store.shards.owns(record.guild_id) and self._store.hears_other_processes

    def _keep_fresh(self, record: TableRecord, *, heard: int) -> None:
        """``record`` is the row as stored now, by this service, under the table's lock; ``heard``: how
        many announcements had been heard when it was read or written (none since, or it is not kept)."""
        if record.status == "playing" and heard == self._heard:
            self._fresh[record.id] = (self._now(), record)

    def forget_records(self) -> None:
        """Rows changed outside the table service (a person's data anonymised): read them afresh."""
        self._fresh.clear()
        self._stored.clear()
        self._quit_records.clear()

    def _changed_elsewhere(self, table_id: int | None) -> None:
        """Another process wrote ``table_id`` (``None``: any table, as far as this one knows): what is
        kept of it is read afresh."""
        self._heard += 1
        self._quit_records.clear()  # a game it finished changed its people's records
        tables = {*self._fresh, *self._stored, *self._players} if table_id is None else {table_id}
        for table in tables:
            self._fresh.pop(table, None)
            self._stored.pop(table, None)
            self._players.pop(table, None)

    async def _tell_owner(self, table_id: int) -> None:
        try:
            await self._store.announce_table_change(table_id)
        except storage_errors.StorageError:  # the write went through a moment ago, so this is rare; the
            # owner then shows the table as it was until it writes it itself (its next action is exact)
            log.warning("table %s: could not tell its owner of a change made here", table_id, exc_info=True)

    def _forget_players(self, table_id: int) -> None:
        """A seat's clock record changed: read the players afresh next time."""
        self._players.pop(table_id, None)
