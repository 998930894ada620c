"""Cardroom's persistence: one SQLite database behind a single async facade, ``Store``.

Storage knows games only as ids and JSON text (docs/architecture.md): it imports nothing of ours.

    store = await Store.open("cardroom.sqlite3")      # creates the file, applies migrations
    table = await store.create_table(guild_id=1, channel_id=2, game_id="quatorze", options="{}",
                                     seed=7, host_id=3, host_name="Ann")
    ...
    await store.close()

``Store`` is the repositories of ``storage.tables``, ``storage.results``, ``storage.ratings``,
``storage.prefs``, ``storage.clocks``, ``storage.dm_hands``, ``storage.settings``, ``storage.threads``,
``storage.privacy``, ``storage.daily``, ``storage.retention``, ``storage.limits``, ``storage.pings``,
``storage.languages``, ``storage.history`` and ``storage.hints``
combined over one ``Database`` (the connection, its lock and the migrations).
"""

from __future__ import annotations

import time
from pathlib import Path
from types import TracebackType

from storage.clocks import ClockRepository
from storage.daily import DailyRepository
from storage.database import Clock, Database
from storage.dm_hands import DmHandRepository
from storage.errors import (
    AlreadySeatedError,
    ChannelBusyError,
    DatabaseFileError,
    DatabaseInUseError,
    InvalidResultsError,
    InvalidSeatingError,
    NotSeatedError,
    SchemaError,
    StaleVersionError,
    StorageBusyError,
    StorageError,
    TableLimitError,
    TableNotFoundError,
    TableStatusError,
)
from storage.hints import HintRepository
from storage.history import HistoryRepository
from storage.languages import LanguageRepository
from storage.limits import LimitRepository
from storage.lobby_purge import LobbyPurgeRepository
from storage.models import (
    ActionRecord,
    BotPlace,
    Deadlines,
    Departure,
    GuildSettings,
    HandLook,
    LobbySeats,
    PlayerRecord,
    QuitRecord,
    RatedRow,
    Rater,
    RatingChange,
    ResultRecord,
    SeatClock,
    Skill,
    StatRow,
    TableRecord,
    TableStatus,
    TurnAlerts,
    UserPrefs,
)
from storage.personal_data import PersonalDataRepository
from storage.pings import PingRepository
from storage.postgres import PostgresDatabase, is_postgres_url
from storage.prefs import PrefsRepository
from storage.presets import PresetRepository
from storage.privacy import PrivacyRepository
from storage.ratings import RatingRepository
from storage.results import ResultRepository
from storage.retention import RetentionRepository
from storage.settings import GuildSettingsRepository
from storage.shards import ALL_SHARDS, Shards, shard_of
from storage.table_notices import TableNoticeRepository
from storage.tables import TableRepository
from storage.threads import ThreadRepository

__all__ = [
    "ActionRecord",
    "AlreadySeatedError",
    "BotPlace",
    "ChannelBusyError",
    "DatabaseFileError",
    "DatabaseInUseError",
    "Deadlines",
    "Departure",
    "GuildSettings",
    "HandLook",
    "InvalidResultsError",
    "InvalidSeatingError",
    "LobbySeats",
    "NotSeatedError",
    "PlayerRecord",
    "QuitRecord",
    "RatedRow",
    "Rater",
    "RatingChange",
    "ResultRecord",
    "SchemaError",
    "SeatClock",
    "Shards",
    "Skill",
    "StaleVersionError",
    "StatRow",
    "StorageBusyError",
    "StorageError",
    "Store",
    "TableLimitError",
    "TableNotFoundError",
    "TableRecord",
    "TableStatus",
    "TableStatusError",
    "TurnAlerts",
    "UserPrefs",
    "shard_of",
]


class Store(
    TableRepository,
    TableNoticeRepository,
    ResultRepository,
    RatingRepository,
    PrefsRepository,
    ClockRepository,
    DmHandRepository,
    GuildSettingsRepository,
    ThreadRepository,
    PrivacyRepository,
    RetentionRepository,
    LobbyPurgeRepository,
    LimitRepository,
    PingRepository,
    LanguageRepository,
    HistoryRepository,
    PersonalDataRepository,
    PresetRepository,
    DailyRepository,
    HintRepository,
):
    """Every repository over one shared connection. Create with ``await Store.open(path)``.

    Also an async context manager: ``async with await Store.open(path) as store: …`` closes it.
    """

    @classmethod
    async def open(cls, path: str | Path, *, clock: Clock = time.time, shards: Shards = ALL_SHARDS) -> Store:
        """Open (creating if needed) and migrate the database at ``path``: an SQLite file, or a
        ``postgresql://…`` URL (storage.postgres). ``shards``: the tables this process acts on unasked
        (storage.shards); every table by default."""
        database = (
            await PostgresDatabase.open(str(path)) if is_postgres_url(path) else await Database.open(path)
        )
        store = cls(database, clock, shards)
        try:  # other processes' changes to what it keeps (storage.settings_memory, storage.table_notices)
            await database.listen(store._heard, store._lost, store._regained)
        except BaseException:
            await database.close()
            raise
        return store

    @property
    def shards(self) -> Shards:
        return self._shards

    @property
    def database(self) -> Database | PostgresDatabase:
        """The underlying database, for maintenance and tests; the bot should not need it."""
        return self._db

    async def close(self) -> None:
        await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()
