"""What the bot stored, read from its SQLite file read-only (the bot process owns the file).

The oracle behind privacy and durability assertions: tables and players as ``storage`` records, each
seat's secrets through the engine's own ``view``, and the action log replayed through the engine
(which must give the stored state, so nothing was applied twice or lost between the log and the state).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from games import registry
from storage.models import ActionRecord, PlayerRecord, TableRecord


@dataclass
class Replay:
    actions: int = 0
    state: Any = None
    events: list[Any] = field(default_factory=list)


class Oracle:
    def __init__(self, db_path: Path) -> None:
        self.db_path = db_path
        self._replays: dict[int, Replay] = {}

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        connection = sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True, timeout=5)
        try:
            connection.row_factory = sqlite3.Row
            return connection.execute(sql, params).fetchall()
        finally:
            connection.close()

    def latest_table(self, channel_id: int | str) -> TableRecord | None:
        rows = self._read(
            "SELECT * FROM tables WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (int(channel_id),)
        )
        return TableRecord.from_row(rows[0]) if rows else None

    def table(self, table_id: int) -> TableRecord:
        return TableRecord.from_row(self._read("SELECT * FROM tables WHERE id = ?", (table_id,))[0])

    def ping_message(self, table_id: int) -> int | None:
        """The turn ping recorded on the table (its message id), if any."""
        return self._read("SELECT ping_message_id FROM tables WHERE id = ?", (table_id,))[0][0]

    def players(self, table_id: int) -> list[PlayerRecord]:
        rows = self._read(
            "SELECT * FROM players WHERE table_id = ? ORDER BY seat IS NULL, seat, join_seq", (table_id,)
        )
        return [PlayerRecord.from_row(row) for row in rows]

    def actions(self, table_id: int) -> list[ActionRecord]:
        return [
            ActionRecord.from_row(r)
            for r in self._read("SELECT * FROM actions WHERE table_id = ? ORDER BY seq", (table_id,))
        ]

    def seat_of(self, table_id: int) -> dict[str, int]:
        """User id (string, as the fake spells it) -> seat."""
        return {str(p.user_id): p.seat for p in self.players(table_id) if p.seat is not None}

    def views(self, table_id: int) -> dict[str, dict[str, Any]]:
        """Every seat's own view now, by user id: what each player may know (nobody is shown this)."""
        record = self.table(table_id)
        if record.state is None or record.status != "playing":
            return {}
        rules = registry.get(record.game_id)
        state = rules.load(record.state)
        return {user: rules.view(state, seat) for user, seat in self.seat_of(table_id).items()}

    def public_view(self, table_id: int) -> dict[str, Any] | None:
        record = self.table(table_id)
        if record.state is None:
            return None
        rules = registry.get(record.game_id)
        return rules.view(rules.load(record.state), None)

    def replay(self, table_id: int) -> Replay:
        """The action log replayed through the engine from the table's seed: it must give the stored
        state exactly. Returns the state and every event so far (events are public)."""
        record = self.table(table_id)
        rules = registry.get(record.game_id)
        replay = self._replays.get(table_id)
        if replay is None:
            options = rules.Options.model_validate_json(record.options)
            count = len(self.seat_of(table_id))
            replay = Replay(
                state=rules.new_game(players=count, seed=record.seed, options=options, deals=None)
            )
            self._replays[table_id] = replay
        log = self.actions(table_id)
        assert [a.seq for a in log] == list(range(1, len(log) + 1)), "the action log has a gap or a repeat"
        for action in log[replay.actions :]:
            replay.state, events = rules.apply(replay.state, action.seat, action.action)
            replay.events.extend(events)
            replay.actions += 1
        if record.state is not None and record.status != "aborted":
            assert rules.dump(replay.state) == record.state, (
                "replaying the action log does not give the stored state"
            )
            assert record.version == 1 + len(log), f"version {record.version} after {len(log)} actions"
        return replay
