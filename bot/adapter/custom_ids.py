"""The custom_id grammar of every Cardroom component: ``cr:<table>:<version>:<tail>``.

The id carries everything a click needs, so buttons keep working after a restart and views hold no
state. Anything a user sends back is untrusted: ``parse`` accepts only the exact grammar.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.tables.redaction import verb

PREFIX = "cr"
MAX_CUSTOM_ID = 100  # Discord's limit
# Tails are engine action text or ui:/lobby: steps: printable ASCII without spaces.
_ID_VERSION_TAIL = r":(?P<table>[1-9][0-9]{0,17}):(?P<version>0|[1-9][0-9]{0,8}):(?P<tail>[!-~]{1,80})"
_GRAMMAR = re.compile(PREFIX + _ID_VERSION_TAIL)


@dataclass(frozen=True, slots=True)
class ComponentId:
    table_id: int
    version: int
    tail: str

    def __str__(self) -> str:
        return f"{PREFIX}:{self.table_id}:{self.version}:{self.tail}"


def make(table_id: int, version: int, tail: str) -> str:
    return _made(_GRAMMAR, PREFIX, table_id, version, tail)


# A daily deal's controls (bot/adapter/daily.py): ``dy:<daily game>:<version>:<tail>``, the same grammar
# under their own prefix, so a click on one never reaches a table of ``tables``.
DAILY_PREFIX = "dy"
_DAILY_GRAMMAR = re.compile(DAILY_PREFIX + _ID_VERSION_TAIL)


def make_daily(daily_id: int, version: int, tail: str) -> str:
    return _made(_DAILY_GRAMMAR, DAILY_PREFIX, daily_id, version, tail)


def parse_daily(custom_id: str) -> ComponentId | None:
    """A daily deal's control, or None when it is not exactly that grammar."""
    return _parsed(_DAILY_GRAMMAR, custom_id)


def _made(grammar: re.Pattern[str], prefix: str, owner_id: int, version: int, tail: str) -> str:
    # Checked by the grammar itself, not by a full ``parse``: every button of every screen sent comes
    # through here, and the parsed id would be thrown away.
    custom_id = f"{prefix}:{owner_id}:{version}:{tail}"
    if len(custom_id) > MAX_CUSTOM_ID or grammar.fullmatch(custom_id) is None:
        # Errors end up in logs: name the verb, never the action's (possibly secret) argument.
        raise ValueError(f"not a valid custom_id {prefix}:{owner_id}: {verb(tail)!r}, {len(custom_id)} chars")
    return custom_id


def _parsed(grammar: re.Pattern[str], custom_id: str) -> ComponentId | None:
    match = grammar.fullmatch(custom_id) if len(custom_id) <= MAX_CUSTOM_ID else None
    if match is None:
        return None
    return ComponentId(int(match["table"]), int(match["version"]), match["tail"])


def describe(custom_id: str) -> str:
    """The custom_id as a log line may name it: table, version and the verb of its tail."""
    component = parse(custom_id)
    if component is None:
        return f"a foreign custom_id ({len(custom_id)} chars)"
    return f"table {component.table_id} v{component.version} {verb(component.tail)}"


def parse(custom_id: str) -> ComponentId | None:
    """The parsed id, or None when it is not exactly our grammar (forged, truncated, foreign)."""
    return _parsed(_GRAMMAR, custom_id)
