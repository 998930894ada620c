"""The database's files on disk: where they may live, who may read them, and who may open them.

The database holds every hand in play, so its files are the operator's alone (mode 0600). SQLite
creates ``-wal`` and ``-shm`` with the mode of the database file, so creating the file 0600 before
SQLite does covers them; files left by an older release are tightened after opening. The folder is
the operator's choice and keeps its mode.

Two bots on one database would both deal and answer every table, so a process that runs the bot
first takes ``<database>.lock`` with an exclusive ``flock`` and keeps it for its whole life; the
kernel releases it when the process ends, however it ends (even ``kill -9``).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from pathlib import Path

from storage.errors import DatabaseFileError, DatabaseInUseError

__all__ = ["PRIVATE_MODE", "InstanceLock", "make_private", "prepare_file", "prepare_folder"]

PRIVATE_MODE = 0o600  # read and write for the owner only
SIDE_FILES = ("-wal", "-shm", "-journal")  # SQLite's companions of the database file


def prepare_folder(path: Path) -> None:
    """Refuse a path that is a folder, and create the missing folders above it."""
    if path.is_dir():
        raise DatabaseFileError(str(path), "is a folder: set DATABASE_PATH to a file, e.g. inside it")
    blocker = next((folder for folder in path.parents if folder.exists() and not folder.is_dir()), None)
    if blocker is not None:
        raise DatabaseFileError(str(path), f"cannot be created: {blocker} is a file, not a folder")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DatabaseFileError(str(path), f"cannot be created ({_reason(error)})") from None


def prepare_file(path: Path) -> None:
    """Create the database file 0600 if it is missing (before SQLite would create it 0644)."""
    prepare_folder(path)
    try:
        os.close(os.open(path, os.O_RDWR | os.O_CREAT, PRIVATE_MODE))
    except OSError as error:
        raise DatabaseFileError(str(path), f"cannot be opened for writing ({_reason(error)})") from None


def make_private(path: Path) -> None:
    """Tighten the database file and whichever of its side files exist to 0600."""
    for name in ("", *SIDE_FILES):
        # A side file may vanish between the check and the chmod (SQLite removes it on close).
        with contextlib.suppress(FileNotFoundError):
            os.chmod(f"{path}{name}", PRIVATE_MODE)


class InstanceLock:
    """The exclusive lock on ``<database>.lock``, held until ``release`` or the end of the process.

    ``flock`` locks belong to one open file description, so a second ``acquire`` is refused even
    within the same process.
    """

    def __init__(self, path: Path, descriptor: int) -> None:
        self.path = path
        self._descriptor: int | None = descriptor

    @classmethod
    def acquire(cls, database: Path) -> InstanceLock:
        prepare_folder(database)
        lock_path = Path(f"{database}.lock")
        try:
            descriptor = os.open(lock_path, os.O_RDWR | os.O_CREAT, PRIVATE_MODE)
        except OSError as error:
            raise DatabaseFileError(str(database), f"cannot be locked ({_reason(error)})") from None
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(descriptor)
            raise DatabaseInUseError(str(database), str(lock_path)) from None
        return cls(lock_path, descriptor)

    def release(self) -> None:
        """Unlock (closing the file releases the flock). Releasing twice is harmless."""
        if self._descriptor is not None:
            os.close(self._descriptor)
            self._descriptor = None


def _reason(error: OSError) -> str:
    return (error.strerror or type(error).__name__).lower()
