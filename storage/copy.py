"""Copying an SQLite database into an empty PostgreSQL one (``python -m bot.maintenance copy-to-postgres``).

Both are migrated first, exactly as the bot would on start (so the source reaches the latest schema, and
the target the same one). Then, in ONE PostgreSQL transaction holding the whole database (storage.locks):

1. the target must hold no row in any table (a second copy, or a copy into a database already in use,
   would mix two histories): else ``TargetNotEmptyError`` and nothing is written;
2. every table is copied in foreign-key order (parents first), ``COPY_BATCH`` rows at a time read by
   primary key and written with PostgreSQL's ``COPY``: a big database is never held in memory at once;
3. every identity counter is set above the highest id copied (and above SQLite's ``AUTOINCREMENT``
   counter, which also remembers deleted ids), so new rows get fresh ids;
4. the row counts of every table are compared on both sides: any difference is ``CopyMismatchError``.

Any failure rolls the whole transaction back: the target is left empty (migrated), and running the
command again is safe. The SQLite file is only read, inside a ``BEGIN IMMEDIATE`` that keeps other
writers out, and its single-instance lock (``storage.files``) refuses a copy while the bot runs on it.

Tables and columns are read from the SQLite schema itself, so a new migration needs nothing here (the
twins' equality is tests/storage/test_dialect.py's job; a table missing on one side is a ``SchemaError``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from storage.database import Database, Session
from storage.errors import SchemaError, StorageError
from storage.files import InstanceLock
from storage.postgres import PostgresDatabase, PostgresSession

__all__ = ["COPY_BATCH", "CopyMismatchError", "CopyReport", "TargetNotEmptyError", "copy_to_postgres"]

COPY_BATCH = 5000  # rows per read and per COPY: ~a few MiB for the widest table (tables, with states)
# SQLite's own bookkeeping, and PostgreSQL's home of the schema version: no data of ours.
_SQLITE_INTERNAL = "sqlite_"
_POSTGRES_ONLY = frozenset({"schema_version"})

Progress = Callable[[str], None]


class TargetNotEmptyError(StorageError):
    """The PostgreSQL database already holds rows: the copy goes only into an empty one."""


class CopyMismatchError(StorageError):
    """After the copy a table holds a different number of rows on the two sides (rolled back)."""


@dataclass(frozen=True, slots=True)
class CopiedTable:
    name: str
    rows: int


@dataclass(frozen=True, slots=True)
class CopyReport:
    tables: tuple[CopiedTable, ...]  # in the order they were copied
    seconds: float

    @property
    def rows(self) -> int:
        return sum(table.rows for table in self.tables)

    def rows_of(self, name: str) -> int:
        return next(table.rows for table in self.tables if table.name == name)


@dataclass(frozen=True, slots=True)
class _Shape:
    """One SQLite table as the copy needs it: its columns, its primary key and what it references."""

    name: str
    columns: tuple[str, ...]
    key: tuple[str, ...]  # the primary key, or SQLite's rowid for a table without one
    parents: frozenset[str]


async def copy_to_postgres(
    source: Path, target_url: str, *, progress: Progress = lambda _line: None, batch: int = COPY_BATCH
) -> CopyReport:
    """Copy the SQLite file ``source`` into the (empty) PostgreSQL database at ``target_url``."""
    lock = InstanceLock.acquire(source)  # the bot must be stopped: it holds this lock while it runs
    try:
        progress(f"migrating {source}")
        sqlite = await Database.open(source)
        try:
            postgres = await PostgresDatabase.open(target_url)
            progress(f"migrated {postgres.path}")
            try:
                return await _copy(sqlite, postgres, progress, batch)
            finally:
                await postgres.close()
        finally:
            await sqlite.close()
    finally:
        lock.release()


async def _copy(sqlite: Database, postgres: PostgresDatabase, progress: Progress, batch: int) -> CopyReport:
    began = time.perf_counter()
    copied: list[CopiedTable] = []
    async with sqlite.transaction() as reader, postgres.transaction() as writer:
        shapes = _in_key_order(await _shapes(reader))
        await _same_tables(writer, {shape.name for shape in shapes}, postgres.path)
        await _refuse_data(writer, shapes)
        for shape in shapes:
            rows = await _copy_table(reader, writer, shape, progress, batch)
            copied.append(CopiedTable(shape.name, rows))
        await _reset_counters(reader, writer)
        await _compare_counts(reader, writer, shapes)
        progress("committing")
    return CopyReport(tuple(copied), time.perf_counter() - began)


async def _shapes(reader: Session) -> list[_Shape]:
    names = await reader.fetch_all(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE ? ORDER BY name",
        (f"{_SQLITE_INTERNAL}%",),
    )
    shapes = []
    for (name,) in names:
        info = await reader.fetch_all(f'PRAGMA table_info("{name}")')
        columns = tuple(row["name"] for row in info)
        key = tuple(row["name"] for row in sorted(info, key=lambda row: row["pk"]) if row["pk"] > 0)
        references = await reader.fetch_all(f'PRAGMA foreign_key_list("{name}")')
        parents = frozenset(row["table"] for row in references) - {name}
        shapes.append(_Shape(name, columns, key or ("rowid",), parents))
    return shapes


def _in_key_order(shapes: Sequence[_Shape]) -> list[_Shape]:
    """Parents before the tables that reference them (by name among equals, so the order is stable)."""
    ordered: list[_Shape] = []
    placed: set[str] = set()
    waiting = sorted(shapes, key=lambda shape: shape.name)
    while waiting:
        ready = [shape for shape in waiting if shape.parents <= placed]
        if not ready:
            raise SchemaError(f"the foreign keys of {[s.name for s in waiting]} form a cycle")
        ordered.extend(ready)
        placed.update(shape.name for shape in ready)
        waiting = [shape for shape in waiting if shape.name not in placed]
    return ordered


async def _same_tables(writer: PostgresSession, names: set[str], where: str) -> None:
    rows = await writer.fetch_all(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
        " AND table_type = 'BASE TABLE'"
    )
    theirs = {row["table_name"] for row in rows} - _POSTGRES_ONLY
    if theirs != names:
        missing = ", ".join(sorted(names ^ theirs))
        raise SchemaError(f"the SQLite file and {where} differ in their tables after migrating: {missing}")


async def _refuse_data(writer: PostgresSession, shapes: Sequence[_Shape]) -> None:
    for shape in shapes:
        if await writer.fetch_value(f'SELECT EXISTS (SELECT 1 FROM "{shape.name}")'):
            raise TargetNotEmptyError(
                f"the database already holds data (its table {shape.name} has rows): "
                "copy only into a new, empty database"
            )


async def _copy_table(
    reader: Session, writer: PostgresSession, shape: _Shape, progress: Progress, batch: int
) -> int:
    """Page through the table by its primary key (a row-value comparison SQLite answers from the key's
    index), writing each page with COPY before reading the next."""
    key = ", ".join(f'"{column}"' for column in shape.key)
    columns = ", ".join(f'"{column}"' for column in shape.columns)
    select = f'SELECT {key}, {columns} FROM "{shape.name}"'
    first = f"{select} ORDER BY {key} LIMIT ?"
    after = f"{select} WHERE ({key}) > ({', '.join('?' * len(shape.key))}) ORDER BY {key} LIMIT ?"
    width = len(shape.key)
    total = await reader.fetch_value(f'SELECT COUNT(*) FROM "{shape.name}"')
    copied = 0
    page = await reader.fetch_all(first, (batch,))
    while page:
        await writer.copy_records(shape.name, shape.columns, [tuple(row)[width:] for row in page])
        copied += len(page)
        progress(f"{shape.name}: {copied}/{total} rows")
        if len(page) < batch:
            break
        page = await reader.fetch_all(after, (*tuple(page[-1])[:width], batch))
    if not copied:
        progress(f"{shape.name}: 0 rows")
    return copied


async def _reset_counters(reader: Session, writer: PostgresSession) -> None:
    """Every identity column's next value: above its highest id, and above what SQLite's AUTOINCREMENT
    already handed out (a deleted anonymous id must never be issued twice)."""
    identities = await writer.fetch_all(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY table_name"
    )
    issued = await _autoincrement_counters(reader)
    for row in identities:
        table, column = row["table_name"], row["column_name"]
        copied = await writer.fetch_value(f'SELECT COALESCE(MAX("{column}"), 0) FROM "{table}"')
        highest = max(copied, issued.get(table, 0))
        # setval(…, 1, false): the next id is 1, as in a new database; else the next is highest + 1.
        await writer.execute(
            "SELECT setval(pg_get_serial_sequence(?, ?), ?, ?)",
            (f'"{table}"', column, max(highest, 1), highest > 0),
        )


async def _autoincrement_counters(reader: Session) -> dict[str, int]:
    exists = await reader.fetch_value("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'")
    if not exists:
        return {}
    rows = await reader.fetch_all("SELECT name, seq FROM sqlite_sequence")
    return {row["name"]: int(row["seq"]) for row in rows}


async def _compare_counts(reader: Session, writer: PostgresSession, shapes: Sequence[_Shape]) -> None:
    differ = []
    for shape in shapes:
        ours = await reader.fetch_value(f'SELECT COUNT(*) FROM "{shape.name}"')
        theirs = await writer.fetch_value(f'SELECT COUNT(*) FROM "{shape.name}"')
        if ours != theirs:
            differ.append(f"{shape.name} ({ours} in SQLite, {theirs} in PostgreSQL)")
    if differ:
        raise CopyMismatchError(f"the row counts differ after the copy, none was kept: {'; '.join(differ)}")
