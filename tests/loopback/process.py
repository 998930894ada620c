"""The real bot as its own process for the tests: ``bot.local.child.BotChild`` (``python -m bot`` pointed at
the loopback fake, on a real SQLite file) with the limits of a public server lifted, and kill -9.
"""

from __future__ import annotations

import signal

from bot.local.child import READY_TIMEOUT, BotChild

__all__ = ["READY_TIMEOUT", "BotProcess", "raised"]

LIFTED_LIMITS = (
    "MAX_TABLES_PER_HOST",
    "MAX_TABLES_PER_GUILD",
    "MAX_TABLES_OPENED_PER_HOUR",
    "CLICK_BURST",
    "CLICKS_PER_SECOND",
    "TABLE_REPOSTS_PER_MINUTE",
)


class BotProcess(BotChild):
    """The bot for a test: the limits lifted, and kill -9, restart and the traceback check on top."""

    killed = 0

    def env(self) -> dict[str, str]:
        env = super().env()
        # Scripted players click far faster than people and open tables by the hundred in one server:
        # the limits of a public server (tested on their own: tests/bot/adapter/test_limits.py) are
        # lifted here unless the environment sets them.
        for key in LIFTED_LIMITS:
            env.setdefault(key, "1000000")
        return env

    def all_stderr(self) -> str:
        return "\n".join(log.read_text(encoding="utf-8", errors="replace") for log in self.logs)

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
