"""A server's saved house rules (migration 0016): named presets of a game's lobby options.

A preset is keyed by its server and its name as compared (``name_key``: the caller's folding, so the
same name typed another way is the same preset). Storage knows a game only as an id and options as JSON
text; which names are acceptable, who may overwrite and whether the options still fit the game are the
table service's (``bot.tables.presets``). Nothing personal is stored: not who saved it.
"""

from __future__ import annotations

from dataclasses import dataclass

from storage.database import Repository
from storage.errors import StorageError
from storage.locks import guild_lock
from storage.session import Row


@dataclass(frozen=True, slots=True)
class Preset:
    guild_id: int
    name: str  # as it was typed when saved
    game_id: str
    options: str  # the game's options as JSON text
    updated_at: float

    @classmethod
    def from_row(cls, row: Row) -> Preset:
        return cls(row["guild_id"], row["name"], row["game_id"], row["options"], row["updated_at"])


class PresetExistsError(StorageError):
    """A preset of that name exists and the save did not ask to replace it; nothing was stored."""

    def __init__(self, existing: Preset) -> None:
        super().__init__("a preset of that name exists")
        self.existing = existing


class PresetLimitError(StorageError):
    """The server already has ``allowed`` presets; nothing was stored."""

    def __init__(self, allowed: int) -> None:
        super().__init__(f"the server already has {allowed} presets")
        self.allowed = allowed


class PresetRepository(Repository):
    """Reads and writes ``presets``."""

    _PRE_GET = "SELECT * FROM presets WHERE guild_id = ? AND name_key = ?"
    _PRE_COUNT = "SELECT COUNT(*) FROM presets WHERE guild_id = ?"
    _PRE_UPSERT = """
        INSERT INTO presets (guild_id, name_key, name, game_id, options, updated_at) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (guild_id, name_key) DO UPDATE
        SET name = excluded.name, game_id = excluded.game_id, options = excluded.options,
            updated_at = excluded.updated_at
        RETURNING *
    """

    async def save_preset(
        self, guild_id: int, key: str, name: str, game_id: str, options: str, *, replace: bool, most: int
    ) -> tuple[Preset, bool]:
        """Save the preset; returns it and whether it replaced one. A preset of that key is replaced only
        when ``replace`` (else ``PresetExistsError``); a new one only while the server has fewer than
        ``most`` (else ``PresetLimitError``). Under the server's lock, so two saves at once can't both
        pass the count or both find the name free."""
        async with self._db.transaction(guild_lock(guild_id)) as session:
            existing = await session.fetch_one(self._PRE_GET, (guild_id, key))
            if existing is not None and not replace:
                raise PresetExistsError(Preset.from_row(existing))
            if existing is None and await session.fetch_value(self._PRE_COUNT, (guild_id,)) >= most:
                raise PresetLimitError(most)
            row = await session.fetch_one(
                self._PRE_UPSERT, (guild_id, key, name, game_id, options, self._clock())
            )
        assert row is not None  # an upsert with RETURNING always returns the row
        return Preset.from_row(row), existing is not None

    async def preset(self, guild_id: int, key: str) -> Preset | None:
        async with self._db.read() as session:
            row = await session.fetch_one(self._PRE_GET, (guild_id, key))
        return None if row is None else Preset.from_row(row)

    _PRE_LIST = "SELECT * FROM presets WHERE guild_id = ? ORDER BY name_key"

    async def presets(self, guild_id: int) -> list[Preset]:
        """The server's presets, by name."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._PRE_LIST, (guild_id,))
        return [Preset.from_row(row) for row in rows]

    _PRE_DELETE = "DELETE FROM presets WHERE guild_id = ? AND name_key = ?"

    async def delete_preset(self, guild_id: int, key: str) -> bool:
        """True if there was such a preset."""
        async with self._db.transaction(guild_lock(guild_id)) as session:
            return await session.execute(self._PRE_DELETE, (guild_id, key)) > 0
