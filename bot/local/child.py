"""The real bot as a process of its own, ``python -m bot``, pointed at the Discord stand-in on loopback.

Only the settings meant for local tables and tests aim it there (``DISCORD_API_BASE``,
``DISCORD_GATEWAY_URL``, see ``.env.example``): no patching of discord.py, no product code changes. The
process runs in a working directory of its own, so an operator's ``.env`` (a real token) never leaks in,
and every ``DISCORD_*`` setting of the environment is left out for the same reason.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import bot
from bot.local.standin import FakeDiscord

# The checkout this code is in: without it ``python -m bot`` imports whichever copy is installed in the
# venv (another worktree's, or an older release), not this one.
ROOT = Path(bot.__file__).resolve().parents[1]
READY_LINE = "Cardroom is connected as"  # logged by the bot's on_ready
# discord.py waits guild_ready_timeout (2 s) after the last GUILD_CREATE before on_ready.
READY_TIMEOUT = 20.0
STOP_TIMEOUT = 10.0

# Settings the caller decides, never taken from the environment it runs in.
OWN_SETTINGS = ("DATABASE_PATH", "DATABASE_URL", "DEV_GUILD_ID", "LOG_LEVEL", "SHARD_COUNT", "SHARD_IDS")


class BotChild:
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
        self.settings = dict(settings or {})  # more settings for this process
        self.process: asyncio.subprocess.Process | None = None
        self.starts = 0
        self.logs: list[Path] = []  # one per start: what the process printed

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
        return env

    @property
    def log(self) -> Path:
        return self.logs[-1]

    def stderr(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace") if self.logs else ""

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
        """IDENTIFY reached the stand-in, then the bot reported on_ready (after guild_ready_timeout)."""
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

    def _take(self) -> asyncio.subprocess.Process:
        assert self.process is not None, "not running"
        process, self.process = self.process, None
        return process
