"""The settings rows kept in memory: ``user_prefs`` (by user) and ``guild_settings`` (by server).

Nearly every click reads its person's preferences (pictures, hands by DM, language) and every table edit
its server's settings, while they change only by /settings and by deletion. So a ``Store`` keeps the rows
it read (``MAX_REMEMBERED`` of each, the least recently read go first) and answers from memory: on
PostgreSQL each read saved is a round trip of a click.

Every process keeps its own, so a change must reach them all. A write of either table sends a notice
through the database in its transaction (``Session.notice``: PostgreSQL's NOTIFY, delivered only if the
write commits; nothing on SQLite, whose file one process owns), every process forgets that row when the
notice arrives (``storage.notices``), and the next read fetches it again. The writing process forgets it
at once, too. A read that was under way when a notice arrived is not kept (``epoch``): it may have seen
the row before the change. A process that lost its listening connection forgets everything and keeps
nothing until it listens again (``listening``).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Literal

Kind = Literal["user", "guild"]
USER: Kind = "user"
GUILD: Kind = "guild"
KINDS: tuple[Kind, ...] = (USER, GUILD)
# Rows of each kind kept: a row is ~200 bytes, so ~2 MB each at most.
MAX_REMEMBERED = 10_000


class SettingsMemory:
    def __init__(self, most: int = MAX_REMEMBERED) -> None:
        self._rows: dict[Kind, OrderedDict[int, Any]] = {kind: OrderedDict() for kind in KINDS}
        self._most = most
        self.epoch = 0  # bumped by every change heard of: a read begun before it is not kept
        self.listening = True  # False while a process cannot hear the others' changes

    def get(self, kind: Kind, key: int) -> Any | None:
        rows = self._rows[kind]
        row = rows.get(key)
        if row is not None:
            rows.move_to_end(key)
        return row

    def keep(self, kind: Kind, key: int, row: Any, epoch: int) -> None:
        """Keep ``row``, read from the database when ``epoch`` was current, unless a change was heard of
        since (the read may predate it) or changes cannot be heard now."""
        if epoch != self.epoch or not self.listening:
            return
        rows = self._rows[kind]
        rows[key] = row
        rows.move_to_end(key)
        while len(rows) > self._most:
            rows.popitem(last=False)

    def changed(self, kind: Kind, key: int) -> None:
        """The row changed (here or in another process): read it afresh next time."""
        self._rows[kind].pop(key, None)
        self.epoch += 1

    def forget_all(self) -> None:
        for rows in self._rows.values():
            rows.clear()
        self.epoch += 1

    def heard(self, notice: str) -> None:
        """A notice from ``Session.notice`` (``"user:123"``); one this code does not know clears all."""
        kind, _, key = notice.partition(":")
        if kind in KINDS and key.isdigit():
            self.changed(kind, int(key))  # type: ignore[arg-type]
        else:
            self.forget_all()

    def lost(self) -> None:
        """The listening connection is gone: notices may be missed until it is back."""
        self.listening = False
        self.forget_all()

    def regained(self) -> None:
        """Listening again: whatever changed meanwhile is read afresh, since nothing was kept."""
        self.forget_all()
        self.listening = True


def notice_of(kind: Kind, key: int) -> str:
    return f"{kind}:{key:d}"
