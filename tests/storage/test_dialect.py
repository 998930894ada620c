"""One SQL text for both backends: PostgreSQL's spelling of the repositories' statements (storage/dialect.py)
and the two sets of migrations, which must describe the same schema."""

from __future__ import annotations

import pytest

from storage import Store
from storage.dialect import PlaceholderError, to_postgres
from storage.migration_files import load_migrations
from storage.postgres import redacted


def test_question_marks_become_numbered_parameters_in_order() -> None:
    converted = to_postgres("SELECT * FROM players WHERE table_id = ? AND user_id = ?")
    assert converted.sql == "SELECT * FROM players WHERE table_id = $1 AND user_id = $2"
    assert converted.arguments((7, 3)) == [7, 3]


def test_a_name_used_twice_is_one_parameter() -> None:
    converted = to_postgres("INSERT INTO t (a, b, c) VALUES (:now, :id, :now)")
    assert converted.sql == "INSERT INTO t (a, b, c) VALUES ($1, $2, $1)"
    assert converted.arguments({"id": 5, "now": 1.5, "unused": 0}) == [1.5, 5]


def test_literals_comments_and_casts_are_left_alone() -> None:
    sql = "SELECT 'a ? :b', \"x?\" -- what :c?\n, x::text FROM t WHERE y = ?"
    assert to_postgres(sql).sql == "SELECT 'a ? :b', \"x?\" -- what :c?\n, x::text FROM t WHERE y = $1"


def test_a_json_list_of_ids_and_a_nullable_scope_are_respelt() -> None:
    sql = to_postgres("DELETE FROM t WHERE id IN (SELECT value FROM json_each(?)) AND g IS ?").sql
    assert "json_array_elements_text(CAST($1 AS json))" in sql
    assert sql.endswith("g IS NOT DISTINCT FROM $2")
    assert to_postgres("SELECT 1 WHERE x IS NULL").sql == "SELECT 1 WHERE x IS NULL"


@pytest.mark.parametrize(
    ("sql", "params"),
    [("SELECT ? + :b", ()), ("SELECT ?", {"a": 1}), ("SELECT :a", (1,)), ("SELECT ?, ?", (1,))],
)
def test_mismatched_placeholders_are_refused(sql: str, params: object) -> None:
    with pytest.raises(PlaceholderError):
        to_postgres(sql).arguments(params)  # type: ignore[arg-type]


def test_a_password_never_reaches_messages() -> None:
    assert redacted("postgresql://ann:s3cret@db:5432/cardroom") == "postgresql://ann:***@db:5432/cardroom"
    assert redacted("postgresql://ann@db/cardroom") == "postgresql://ann@db/cardroom"


def test_each_migration_has_its_postgresql_twin() -> None:
    sqlite = [(m.version, m.name) for m in load_migrations()]
    postgres = [(m.version, m.name) for m in load_migrations(dialect="postgresql")]
    assert sqlite == postgres


_COLUMNS = {
    "sqlite": """
        SELECT m.name AS table_name, p.name AS column_name, p."notnull" OR p.pk > 0 AS not_null,
               p.dflt_value AS dflt
        FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS p
        WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'
    """,
    "postgresql": """
        SELECT table_name::text, column_name::text,
               CASE WHEN is_nullable = 'NO' THEN 1 ELSE 0 END AS not_null,
               column_default AS dflt
        FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'schema_version'
    """,
}


async def test_both_dialects_build_the_same_tables_and_columns(store: Store, backend: str) -> None:
    """Run per backend; each run compares its schema with SQLite's, built from the shipped migrations."""
    async with store.database.read() as session:
        rows = await session.fetch_all(_COLUMNS[store.database.dialect])
    columns = {(row["table_name"], row["column_name"], bool(row["not_null"])) for row in rows}
    reference = await Store.open(":memory:")
    try:
        async with reference.database.read() as session:
            expected = {
                (row["table_name"], row["column_name"], bool(row["not_null"]))
                for row in await session.fetch_all(_COLUMNS["sqlite"])
            }
    finally:
        await reference.close()
    # Key columns count as NOT NULL: SQLite's integer keys are rowids and its WITHOUT ROWID keys refuse
    # NULL, as PostgreSQL's keys do.
    assert columns == expected
