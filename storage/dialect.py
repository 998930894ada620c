"""The repositories' SQL, as PostgreSQL reads it.

The repositories write one SQL text for both backends, in the subset both understand, with SQLite's
placeholders (``?`` in order, or ``:name``). For PostgreSQL that text is converted once (and cached):

* placeholders become ``$1, $2, …`` (a ``:name`` used twice is one ``$n``), outside string literals,
  quoted identifiers and comments, never touching a ``::`` cast;
* two SQLite idioms with no common spelling (in the SQLite of Python 3.11's oldest platforms) are
  rewritten: a list of ids passed as one JSON array parameter, ``(SELECT value FROM json_each(?))``,
  reads it with ``json_array_elements_text``; and ``x IS ?`` (equal, or both NULL: a guild or none)
  is spelt ``x IS NOT DISTINCT FROM ?``. No index serves that on PostgreSQL, so a query scoped to a
  server is written as a ``GuildScoped`` pair instead: ``= :guild_id`` or ``IS NULL``, chosen per call.

Everything else (``RETURNING``, ``ON CONFLICT … DO UPDATE``, partial indexes, ``COALESCE``) is spelt
the same in both; docs/storage.md lists what a repository must avoid.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

Params = Sequence[Any] | Mapping[str, Any]
"""A statement's parameters as the repositories pass them: in order (``?``) or by name (``:name``)."""

_JSON_LIST = re.compile(r"SELECT\s+value\s+FROM\s+json_each\(\s*(\?|:[A-Za-z_]\w*)\s*\)", re.IGNORECASE)
_JSON_LIST_PG = r"SELECT value::bigint FROM json_array_elements_text(CAST(\1 AS json)) AS value"
_IS_PARAM = re.compile(r"\bIS\s+(\?|:[A-Za-z_]\w*)", re.IGNORECASE)
_IDENT = re.compile(r"[A-Za-z_]\w*")


@dataclass(frozen=True, slots=True)
class GuildScoped:
    """One statement scoped to a server or to none (DMs), in two texts: its ``{guild}`` slot reads
    ``= :guild_id`` in one and ``IS NULL`` in the other. ``x IS :guild_id`` would be one text for both, but
    on PostgreSQL (``IS NOT DISTINCT FROM``) it scans every server's rows instead of using the index."""

    in_guild: str
    outside_guilds: str

    @classmethod
    def of(cls, template: str) -> GuildScoped:
        return cls(template.replace("{guild}", "= :guild_id"), template.replace("{guild}", "IS NULL"))

    def given(self, guild_id: int | None) -> str:
        return self.outside_guilds if guild_id is None else self.in_guild


class PlaceholderError(ValueError):
    """A statement mixes ``?`` and ``:name`` placeholders, or params do not match them."""


@dataclass(frozen=True, slots=True)
class Converted:
    """A statement in PostgreSQL's spelling; ``names`` is the ``:name`` order (``None``: positional)."""

    sql: str
    names: tuple[str, ...] | None
    positional: int

    def arguments(self, params: Params) -> list[Any]:
        if self.names is None:
            if isinstance(params, Mapping):
                if params or self.positional:
                    raise PlaceholderError("named params for a statement with ? placeholders")
                return []
            if len(params) != self.positional:
                raise PlaceholderError(f"{len(params)} params for {self.positional} placeholders")
            return list(params)
        if not isinstance(params, Mapping):
            raise PlaceholderError("positional params for a statement with :name placeholders")
        return [params[name] for name in self.names]


@lru_cache(maxsize=1024)
def to_postgres(sql: str) -> Converted:
    """Convert one statement (cached: repositories reuse a few hundred fixed texts)."""
    sql = _IS_PARAM.sub(r"IS NOT DISTINCT FROM \1", _JSON_LIST.sub(_JSON_LIST_PG, sql))
    out: list[str] = []
    names: dict[str, int] = {}
    positional = 0
    i, length = 0, len(sql)
    while i < length:
        char = sql[i]
        if char in "'\"":  # a string literal or a quoted identifier: copied as is ('' / "" escape)
            end = i + 1
            while end < length:
                if sql[end] == char:
                    if end + 1 < length and sql[end + 1] == char:
                        end += 2
                        continue
                    break
                end += 1
            out.append(sql[i : end + 1])
            i = end + 1
        elif sql.startswith("--", i):
            end = sql.find("\n", i)
            end = length if end < 0 else end
            out.append(sql[i:end])
            i = end
        elif char == "?":
            positional += 1
            out.append(f"${positional}")
            i += 1
        elif char == ":" and sql.startswith("::", i):
            out.append("::")
            i += 2
        elif char == ":" and (match := _IDENT.match(sql, i + 1)) is not None:
            name = match.group()
            number = names.setdefault(name, len(names) + 1)
            out.append(f"${number}")
            i = match.end()
        else:
            out.append(char)
            i += 1
    if positional and names:
        raise PlaceholderError(f"a statement mixes ? and :name placeholders: {sql.strip()[:80]!r}")
    return Converted("".join(out), tuple(names) if names else None, positional)
