"""The real bot as its own process: ``python -m bot`` pointed at the loopback fake, on a real SQLite file.

Only the settings meant for tests and local development are used (``DISCORD_API_BASE``,
``DISCORD_GATEWAY_URL``, see ``.env.example``): no patching of discord.py, no product code changes.
The process runs in its own working directory, so a developer's ``.env`` never leaks in.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from bot.local.standin import FakeDiscord

# The checkout under test: without it ``python -m bot`` imports whichever copy is installed in the venv
# (another worktree's, or an older release), and the process tests would not test this code.
ROOT = Path(__file__).resolve().parents[2]
READY_LINE = "Cardroom is connected as"  # logged by the bot's on_ready
# discord.py waits guild_ready_timeout (2 s) after the last GUILD_CREATE before on_ready (notes §2.2).
READY_TIMEOUT = 20.0
STOP_TIMEOUT = 10.0


# Settings the test decides, never taken from the environment the tests run in.
OWN_SETTINGS = ("DATABASE_PATH", "DATABASE_URL", "DEV_GUILD_ID", "LOG_LEVEL", "SHARD_COUNT", "SHARD_IDS")

LIFTED_LIMITS = (
    "MAX_TABLES_PER_HOST",
    "MAX_TABLES_PER_GUILD",
    "MAX_TABLES_OPENED_PER_HOUR",
    "CLICK_BURST",
    "CLICKS_PER_SECOND",
    "TABLE_REPOSTS_PER_MINUTE",
)


class BotProcess:
    module = "bot"  # run as ``python -m <module>``; a subclass may run another client (bench/load)
    ready_line = READY_LINE

    def __init__(
        self,
        fake: FakeDiscord,
        db_path: Path,
        workdir: Path,
        *,
        dev_guild_id: str | None = None,
        log_level: str = "INFO",
        settings: dict[str, str] | None = None,
    ) -> None:
        self.fake = fake
        self.db_path = db_path
        self.workdir = workdir
        self.dev_guild_id = dev_guild_id
        self.log_level = log_level
        # More settings for this process, e.g. DATABASE_URL and the shards (tests/process/test_two_shards.py).
        self.settings = dict(settings or {})
        self.process: asyncio.subprocess.Process | None = None
        self.starts = 0
        self.logs: list[Path] = []
        self.killed = 0

    def env(self) -> dict[str, str]:
        env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith("DISCORD_") and key not in OWN_SETTINGS
        }
        env.update(
            DISCORD_TOKEN=self.fake.token,
            DISCORD_API_BASE=self.fake.api_base,
            DISCORD_GATEWAY_URL=self.fake.gateway_url,
            DATABASE_PATH=str(self.db_path),
            LOG_LEVEL=self.log_level,
            PYTHONUNBUFFERED="1",
            PYTHONPATH=os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH")))),
        )
        if self.dev_guild_id:
            env["DEV_GUILD_ID"] = self.dev_guild_id
        env.update(self.settings)
        # Scripted players click far faster than people and open tables by the hundred in one server:
        # the limits of a public server (tested on their own: tests/bot/adapter/test_limits.py) are
        # lifted here unless the environment sets them.
        for key in LIFTED_LIMITS:
            env.setdefault(key, "1000000")
        return env

    @property
    def log(self) -> Path:
        return self.logs[-1]

    def stderr(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace") if self.logs else ""

    def all_stderr(self) -> str:
        return "\n".join(log.read_text(encoding="utf-8", errors="replace") for log in self.logs)

    async def start(self, *, wait: bool = True) -> None:
        assert self.process is None, "already running"
        self.starts += 1
        self.workdir.mkdir(parents=True, exist_ok=True)
        log = self.workdir / f"bot-{self.starts}.stderr"
        self.logs.append(log)
        identified = self.fake.identify_count
        with log.open("wb") as stderr:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                self.module,
                cwd=self.workdir,
                env=self.env(),
                stdin=asyncio.subprocess.DEVNULL,
                stdout=stderr,
                stderr=stderr,
            )
        if wait:
            await self.wait_ready(identified)

    async def wait_ready(self, identified_before: int) -> None:
        """IDENTIFY reached the fake, then the bot reported on_ready (after guild_ready_timeout)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + READY_TIMEOUT
        while True:
            if self.fake.identify_count > identified_before and self.ready_line in self.stderr():
                return
            assert self.process is not None
            if self.process.returncode is not None:
                raise AssertionError(f"the bot exited with {self.process.returncode}:\n{self.stderr()}")
            if loop.time() > deadline:
                raise AssertionError(f"the bot was not ready within {READY_TIMEOUT} s:\n{self.stderr()}")
            await asyncio.sleep(0.02)

    async def stop(self) -> int:
        """SIGINT, as Ctrl-C: discord.py closes the gateway cleanly and the bot exits 0."""
        process = self._take()
        if process.returncode is None:
            process.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(process.wait(), STOP_TIMEOUT)
            except TimeoutError:
                process.kill()
                await process.wait()
                raise AssertionError(f"the bot did not stop on SIGINT:\n{self.stderr()}") from None
        return process.returncode or 0

    async def kill9(self) -> None:
        """``kill -9``: no cleanup of any kind, as a crash or an OOM kill."""
        process = self._take()
        if process.returncode is None:
            process.send_signal(signal.SIGKILL)
            await process.wait()
        self.killed += 1

    async def restart(self) -> None:
        await self.kill9()
        await self.start()

    def _take(self) -> asyncio.subprocess.Process:
        assert self.process is not None, "not running"
        process, self.process = self.process, None
        return process

    def assert_no_traceback(self, allowed: tuple[str, ...] = ()) -> None:
        """discord.py logs handler exceptions instead of raising them: a Traceback is a failure, unless
        it ends in an exception a test provoked on purpose (``allowed``: exception names, e.g. a
        ``discord.errors.DiscordServerError`` from an injected 5xx that outlasted the retries)."""
        text = self.all_stderr()
        unexpected = [line for line in raised(text) if not (allowed and line.startswith(allowed))]
        assert not unexpected, f"the bot logged a traceback ({unexpected}):\n{text[-6000:]}"


def raised(log: str) -> list[str]:
    """The exception line that ends each traceback in ``log`` (the first unindented line after it)."""
    lines = log.splitlines()
    found = []
    for index, line in enumerate(lines):
        if line.startswith("Traceback (most recent call last):"):
            following = (later for later in lines[index + 1 :] if later and not later[0].isspace())
            found.append(next(following, "<cut off>"))
    return found
