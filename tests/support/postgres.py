"""A throwaway PostgreSQL server for the tests: initdb into a temporary directory, start it on a free
port, and hand out one fresh database per test.

The server binaries are looked up on PATH, then in Debian's ``/usr/lib/postgresql/<version>/bin`` (where
``apt-get install postgresql`` puts them; .ci/run installs them there on a clean machine). PostgreSQL
refuses to run as root, so as root the server runs as ``nobody`` (via ``runuser``), owning only its
temporary directory. Where no server can be started, ``start()`` raises ``PostgresUnavailable`` with the
reason and the tests that need one are skipped with it.

The data directory lives only as long as the test session, so durability is switched off (``fsync``,
``full_page_writes``, ``synchronous_commit``): a crash loses nothing anybody needs.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from itertools import count
from pathlib import Path

SUPERUSER = "cardroom"
START_TIMEOUT_S = 30
UNPRIVILEGED_USER = "nobody"  # exists on every Debian system; owns nothing but the data directory
_FAST_SETTINGS = ("fsync=off", "full_page_writes=off", "synchronous_commit=off", "max_connections=200")


class PostgresUnavailable(RuntimeError):
    """No PostgreSQL server can be started here; the message says why (shown as the skip reason)."""


def find_binaries() -> Path:
    """The directory holding initdb, pg_ctl and postgres (PATH first, then Debian's versioned dirs)."""
    initdb = shutil.which("initdb")
    if initdb is not None:
        return Path(os.path.realpath(initdb)).parent
    debian = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parts[-3]))
    if debian:
        return debian[-1].parent
    raise PostgresUnavailable("no PostgreSQL server binaries (initdb) on PATH or in /usr/lib/postgresql")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class PostgresServer:
    """A running throwaway cluster; ``new_database()`` returns the URL of an empty database."""

    root: Path
    port: int
    binaries: Path
    _as_user: list[str] = field(default_factory=list)
    _names: count[int] = field(default_factory=lambda: count(1))

    @classmethod
    def start(cls) -> PostgresServer:
        binaries = find_binaries()
        as_user: list[str] = []
        root = Path(tempfile.mkdtemp(prefix="cardroom-pg-"))
        if os.geteuid() == 0:
            runuser = shutil.which("runuser")
            if runuser is None:
                raise PostgresUnavailable("running as root and no runuser to start PostgreSQL as nobody")
            as_user = [runuser, "-u", UNPRIVILEGED_USER, "--"]
            os.chmod(root, 0o755)
            shutil.chown(root, UNPRIVILEGED_USER)
        server = cls(root, _free_port(), binaries, as_user)
        try:
            server._init_and_start()
        except BaseException:
            shutil.rmtree(root, ignore_errors=True)
            raise
        return server

    @property
    def data(self) -> Path:
        return self.root / "data"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def _run(self, *command: str) -> None:
        result = subprocess.run(
            [*self._as_user, *command], capture_output=True, text=True, timeout=START_TIMEOUT_S, check=False
        )
        if result.returncode != 0:
            raise PostgresUnavailable(f"{Path(command[0]).name} failed: {result.stderr.strip()[-500:]}")

    def _init_and_start(self) -> None:
        self._run(
            str(self.binaries / "initdb"), "-D", str(self.data), "-U", SUPERUSER, "--auth=trust",
            "--encoding=UTF8", "--locale=C", "--no-sync",
        )  # fmt: skip
        options = " ".join(f"-c {setting}" for setting in _FAST_SETTINGS)
        options += f" -p {self.port} -k {self.root} -c listen_addresses=127.0.0.1"
        self._run(
            str(self.binaries / "pg_ctl"), "-D", str(self.data), "-l", str(self.root / "log"),
            "-o", options, "-w", "-t", str(START_TIMEOUT_S), "start",
        )  # fmt: skip

    def stop(self) -> None:
        subprocess.run(
            [*self._as_user, str(self.binaries / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop"],
            capture_output=True,
            timeout=START_TIMEOUT_S,
            check=False,
        )
        shutil.rmtree(self.root, ignore_errors=True)

    def fresh_name(self) -> str:
        return f"test_{os.getpid()}_{next(self._names)}"


def start_or_reason() -> tuple[PostgresServer | None, str, float]:
    """Start a server; (server, "", seconds it took) or (None, why not, seconds)."""
    began = time.perf_counter()
    try:
        server = PostgresServer.start()
    except (PostgresUnavailable, OSError, subprocess.SubprocessError) as error:
        return None, f"no PostgreSQL server could be started: {error}", time.perf_counter() - began
    return server, "", time.perf_counter() - began


TEMPLATE = "cardroom_template"


async def migrate_template(server: PostgresServer) -> None:
    """Create the template database once, with every migration applied: each test's database is a copy."""
    import asyncpg

    from storage import Store

    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f'CREATE DATABASE "{TEMPLATE}"')
    finally:
        await admin.close()
    store = await Store.open(server.url(TEMPLATE))
    await store.close()


async def create_database(server: PostgresServer) -> str:
    """A fresh database copied from the migrated template (a file copy: ~0.1 s); returns its URL."""
    import asyncpg

    name = server.fresh_name()
    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f'CREATE DATABASE "{name}" TEMPLATE "{TEMPLATE}"')
    finally:
        await admin.close()
    return server.url(name)


async def drop_database(server: PostgresServer, url: str) -> None:
    import asyncpg

    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{url.rsplit("/", 1)[1]}" WITH (FORCE)')
    finally:
        await admin.close()
