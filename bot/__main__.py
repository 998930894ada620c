"""`python -m bot`: read settings, open storage, connect to Discord and run until stopped.

`python -m bot local`: the same bot at a local table in a browser, with no Discord (bot/local).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import sys
import time
from collections.abc import Callable

import aiohttp
import discord
import yarl

from bot import heap
from bot.adapter.client import bot_class
from bot.settings import Settings, SettingsProblem, read_settings
from bot.tables.ratings import rate_game
from storage import StorageError, Store
from storage.files import InstanceLock
from storage.postgres_tls import unverified_warning
from storage.shard_claim import ShardClaim

log = logging.getLogger("bot")

NO_TOKEN = "No Discord token: set DISCORD_TOKEN in .env or the environment (see .env.example and the README)."
BAD_TOKEN = "Discord rejected the token in DISCORD_TOKEN: copy the bot token again from the Developer Portal."
UNREACHABLE = "Could not reach Discord: check this machine's network connection, then start the bot again."
NO_INTENTS = (
    "Discord refused the connection because the bot asked for a privileged intent it is not allowed: "
    "check the bot's intents in the Developer Portal."
)

CHATTY_LOGGERS = {
    "discord.http": logging.WARNING,
    "discord.gateway": logging.INFO,
    # At DEBUG it prints the URL of every callback, followup and edit, and those URLs carry the
    # interaction's token: 15 minutes of editing the table and answering as the bot (issue 37).
    "discord.webhook.async_": logging.INFO,
    "aiosqlite": logging.INFO,
}


# The exit status after losing the shard claim mid-run: sysexits' EX_TEMPFAIL ("a temporary failure; the
# user is invited to retry"), non-zero so a supervisor (systemd Restart=on-failure, a Procfile host)
# starts the process again, and apart from 2 (a setting or the database to fix before retrying).
EXIT_CLAIM_LOST = 75
CLAIM_LOST = "Stopped: this process lost its claim on its shards, {reason}."


class DatabaseProblem(Exception):
    """The database cannot be used; the message is the operator's one sentence."""


class ClaimLost(Exception):
    """The shard claim's connection ended and could not be replaced (storage.shard_claim); the message
    says why."""


class ClaimWatch:
    """Stops the bot when its shard claim is lost, so it never answers shards another process holds."""

    def __init__(self) -> None:
        self.reason: str | None = None
        self.bot: discord.Client | None = None

    def lost(self, reason: str) -> None:
        self.reason = reason
        log.error(CLAIM_LOST.format(reason=reason))
        if self.bot is not None:
            asyncio.get_running_loop().create_task(self.bot.close())

    def check(self) -> None:
        if self.reason is not None:
            raise ClaimLost(CLAIM_LOST.format(reason=self.reason))


def point_at(settings: Settings) -> None:
    """Aim discord.py at another Discord (a loopback fake in tests); production leaves both unset."""
    if settings.discord_api_base:
        discord.http.Route.BASE = settings.discord_api_base.rstrip("/")
    if settings.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


async def run(settings: Settings) -> None:
    token = settings.discord_token.get_secret_value() if settings.discord_token else ""
    shards = settings.shards()
    try:
        store = await Store.open(settings.database_location(), shards=shards)
    except StorageError as error:  # a folder, an unwritable place, not SQLite, newer than this code
        raise DatabaseProblem(_sentence(error)) from None
    claim = None
    watch = ClaimWatch()
    try:
        if settings.database_url is not None:  # one bot per shard (on SQLite: the file lock, in main)
            claim = await ShardClaim.take(settings.database_url.get_secret_value(), shards, watch.lost)
        if await store.ratings_missing():  # the first start after an upgrade to ratings (issue 16)
            started = time.monotonic()
            games = await store.rebuild_ratings(rate_game)
            log.info("rated the %d games finished before ratings (%.1f s)", games, time.monotonic() - started)
        bot_options = {
            "dev_guild_id": settings.dev_guild_id,
            "limits": settings.limits(),
            "data_policy": settings.data_policy(),
            "global_rate": settings.global_rate_share(),
            "watch_lag": True,  # load shedding also by the event loop's lag (bot/adapter/backlog.py)
            "daily_secret": settings.daily_secret.get_secret_value() if settings.daily_secret else None,
            "daily_level": settings.daily_bot_level,
        }
        if shards.count > 1:  # the sharded client (bot.adapter.client.bot_class)
            bot_options.update(shard_count=shards.count, shard_ids=sorted(shards.ids))
        watch.check()
        async with bot_class(shards)(store=store, **bot_options) as bot:
            watch.bot = bot
            # Before connecting: no click waits for this collection, and the lag watcher is not running.
            heap.freeze_start_up()
            log.info(
                "%d objects of start-up frozen: garbage collection walks only newer ones",
                gc.get_freeze_count(),
            )
            if watch.reason is None:
                await bot.start(token)
        watch.check()  # bot.start returns when the lost claim closed the bot
    except StorageError as error:  # another process holds one of our shards
        raise DatabaseProblem(_sentence(error)) from None
    finally:
        if claim is not None:
            await claim.release()
        await store.close()


def loop_factory(choice: str) -> Callable[[], asyncio.AbstractEventLoop] | None:
    """The event loop to run on: uvloop (libuv) where it is installed, unless EVENT_LOOP=asyncio; None is
    asyncio's own. The bot's CPU per click is mostly the loop, its sockets and callbacks
    (bench/HISTORY.md)."""
    if choice == "asyncio":
        return None
    try:
        import uvloop
    except ImportError:
        if choice == "uvloop":
            raise
        return None
    return uvloop.new_event_loop


def main() -> int:
    if sys.argv[1:2] == ["local"]:  # the local table: this bot against Discord's stand-in (bot/local)
        from bot.local.main import main as local

        return local(sys.argv[2:])
    try:
        settings = read_settings()
    except SettingsProblem as problem:
        print(problem, file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=logging.getLevelName(settings.log_level.upper()), root=True)
    # At DEBUG these print every request, gateway event and SQL statement in full: message contents,
    # the custom_ids and select values of clicks, and the stored game states, i.e. every hand and
    # secret bid. Our own log lines name only actions' verbs (bot/tables/redaction.py).
    for name, level in CHATTY_LOGGERS.items():
        logging.getLogger(name).setLevel(level)
    if settings.database_url is not None:  # sslmode=prefer verifies nothing: say so on every start
        unverified = unverified_warning(settings.database_url.get_secret_value(), os.environ)
        if unverified is not None:
            log.warning(unverified)
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(NO_TOKEN, file=sys.stderr)
        return 2
    problem = settings.shard_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    point_at(settings)
    heap.tune()
    try:
        # Held until the process ends, so a second bot on the same file stops before touching it.
        # (On PostgreSQL each process claims its shards instead: storage/shard_claim.py.)
        lock = InstanceLock.acquire(settings.database_path) if settings.database_url is None else None
    except StorageError as error:
        print(_sentence(error), file=sys.stderr)
        return 2
    try:
        with asyncio.Runner(loop_factory=loop_factory(settings.event_loop)) as runner:
            runner.run(run(settings))
    except DatabaseProblem as problem:
        print(problem, file=sys.stderr)
        return 2
    except ClaimLost as lost:
        print(lost, file=sys.stderr)
        return EXIT_CLAIM_LOST
    except discord.LoginFailure:
        print(BAD_TOKEN, file=sys.stderr)
        return 2
    except (aiohttp.ClientConnectionError, OSError):
        print(UNREACHABLE, file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print(NO_INTENTS, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        log.info("Stopped.")
    finally:
        if lock is not None:
            lock.release()
    return 0


def _sentence(error: StorageError) -> str:
    text = str(error)
    return text[:1].upper() + text[1:].rstrip(".") + "."


if __name__ == "__main__":
    sys.exit(main())
