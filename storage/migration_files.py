"""The schema's migrations as shipped: numbered SQL files read in order, and split into statements.

Migrations are numbered SQL files in ``storage/migrations`` (``0001_initial.sql``, …), with their
PostgreSQL twins in ``storage/migrations/postgres`` (docs/storage.md). Each database applies them in its
own transactions (``storage.database``, ``storage.postgres``).
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from storage.errors import SchemaError

_MIGRATION_NAME = re.compile(r"^(?P<version>\d{4})_[a-z0-9_]+\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    """One schema step: the SQL that brings the database from ``version - 1`` to ``version``."""

    version: int
    name: str
    sql: str


def load_migrations(
    directory: Traversable | Path | None = None, *, dialect: str = "sqlite"
) -> list[Migration]:
    """Read the migrations shipped in the ``storage`` package (or ``directory``), in version order.

    ``dialect="postgresql"`` reads their PostgreSQL twins in ``migrations/postgres`` (docs/storage.md).

    Versions must run 1, 2, … without gaps or duplicates: a gap would mean a missing file in the
    installed package, which must not silently yield a different schema.
    """
    folder = directory if directory is not None else resources.files("storage").joinpath("migrations")
    if dialect == "postgresql":
        folder = folder.joinpath("postgres")
    elif dialect != "sqlite":
        raise SchemaError(f"no migrations for the SQL dialect {dialect!r}")
    migrations: list[Migration] = []
    for entry in folder.iterdir():
        if not entry.name.endswith(".sql"):
            continue
        match = _MIGRATION_NAME.match(entry.name)
        if match is None:
            raise SchemaError(f"migration file {entry.name!r} is not named like 0001_description.sql")
        migrations.append(Migration(int(match["version"]), entry.name, entry.read_text(encoding="utf-8")))
    migrations.sort(key=lambda migration: migration.version)
    expected = list(range(1, len(migrations) + 1))
    if [migration.version for migration in migrations] != expected:
        names = ", ".join(migration.name for migration in migrations)
        raise SchemaError(f"migrations must be numbered 1, 2, … without gaps or duplicates: {names}")
    return migrations


def split_statements(script: str) -> list[str]:
    """Split a migration script into single statements (``sqlite3`` executes one at a time).

    ``sqlite3.complete_statement`` understands strings, comments and ``CREATE TRIGGER … END`` bodies,
    so a ``;`` inside any of them does not end a statement. We avoid ``executescript`` because it
    commits any open transaction first, which would break "one migration, one transaction".
    """
    statements: list[str] = []
    *pieces, rest = script.split(";")
    pending = ""
    for piece in pieces:
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    rest = pending + rest  # whatever follows the last complete statement
    if any(line.strip() and not line.strip().startswith("--") for line in rest.splitlines()):
        raise SchemaError(f"unterminated SQL statement at the end of a migration: {rest.strip()[:80]!r}")
    return [statement for statement in statements if _has_code(statement)]


def _has_code(statement: str) -> bool:
    """True unless the statement is only comments and the final ';' (SQLite would reject nothing)."""
    code = "\n".join(line for line in statement.splitlines() if not line.strip().startswith("--"))
    return code.strip().strip(";").strip() != ""
