"""Errors raised by the storage layer.

Every expected refusal is a ``StorageError`` subclass carrying the ids the caller needs to answer the
player (e.g. the existing table's id, the current version), so the table service never has to parse a
message or import ``sqlite3``. Bugs in the caller's arguments are refused with these too, because they
are detected inside a transaction that is then rolled back.
"""

from __future__ import annotations


class StorageError(Exception):
    """Base class of every error raised on purpose by ``storage``."""


class SchemaError(StorageError):
    """The migrations cannot be applied: the database is newer than this code, or a migration is bad."""


class TableNotFoundError(StorageError):
    """No table has this id."""

    def __init__(self, table_id: int) -> None:
        super().__init__(f"table {table_id} does not exist")
        self.table_id = table_id


class ChannelBusyError(StorageError):
    """The channel already has an active (lobby or playing) table; ``table_id`` is that table."""

    def __init__(self, channel_id: int, table_id: int) -> None:
        super().__init__(f"channel {channel_id} already has active table {table_id}")
        self.channel_id = channel_id
        self.table_id = table_id


class TableLimitError(StorageError):
    """Opening the table would pass a limit (``storage.table_open.OpeningLimits``); nothing was stored.

    ``limit`` names which: ``"host"`` (open tables the host hosts in the server), ``"guild"`` (open tables
    in the server) or ``"hour"`` (tables the host opened in the last hour); ``count`` is how many there
    are, ``allowed`` the limit."""

    def __init__(self, limit: str, count: int, allowed: int) -> None:
        super().__init__(f"{count} tables already count against the {limit} limit of {allowed}")
        self.limit = limit
        self.count = count
        self.allowed = allowed


class StaleVersionError(StorageError):
    """The version guard failed: the caller acted on an outdated view of the table.

    ``version`` and ``status`` are the table's current values, so the service can re-render the truth.
    """

    def __init__(self, table_id: int, expected_version: int, version: int, status: str) -> None:
        super().__init__(
            f"table {table_id}: expected version {expected_version}, found version {version} ({status})"
        )
        self.table_id = table_id
        self.expected_version = expected_version
        self.version = version
        self.status = status


class TableStatusError(StorageError):
    """The operation is not allowed in the table's current status (e.g. joining a game in progress)."""

    def __init__(self, table_id: int, status: str, allowed: tuple[str, ...]) -> None:
        super().__init__(f"table {table_id} is {status}; this needs {' or '.join(allowed)}")
        self.table_id = table_id
        self.status = status
        self.allowed = allowed


class AlreadySeatedError(StorageError):
    """The user is already at this table (join misuse)."""

    def __init__(self, table_id: int, user_id: int) -> None:
        super().__init__(f"user {user_id} is already at table {table_id}")
        self.table_id = table_id
        self.user_id = user_id


class NotSeatedError(StorageError):
    """The user is not at this table (leave misuse)."""

    def __init__(self, table_id: int, user_id: int) -> None:
        super().__init__(f"user {user_id} is not at table {table_id}")
        self.table_id = table_id
        self.user_id = user_id


class InvalidSeatingError(StorageError):
    """``start_table``'s seat order is not exactly the lobby's players, each once."""


class InvalidResultsError(StorageError):
    """Finishing results do not match the seated players (unknown user, wrong seat, duplicate, missing)."""


class StorageBusyError(StorageError):
    """Another process holds SQLite's write lock longer than ``busy_timeout``; nothing was changed."""


class DatabaseFileError(StorageError):
    """The database file cannot be used: the path is a folder, cannot be created, or is not SQLite.

    The message is one sentence for the operator, naming the path.
    """

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"The database {path} {problem}.")
        self.path = path


class DatabaseInUseError(StorageError):
    """Another process (another Cardroom) holds the single-instance lock of this database."""

    def __init__(self, path: str, lock_path: str) -> None:
        super().__init__(
            f"Another Cardroom is already running on the database {path} (it holds {lock_path}): "
            "stop it first, or set DATABASE_PATH to another file."
        )
        self.path = path
        self.lock_path = lock_path


class ShardsInUseError(StorageError):
    """Another process holds one of this process's shards on this PostgreSQL database (storage.shard_claim),
    or runs with another shard count."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(
            f"Another Cardroom is already running {reason} on the database {path}: stop it first, or give "
            "this process other SHARD_IDS (with the same SHARD_COUNT)."
        )
        self.path = path
