"""Settings read from the environment and `.env` (every key is listed in `.env.example`)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.adapter.budget import DEFAULT_GLOBAL_RATE_LIMIT, process_share
from bot.tables.daily import DAILY_LEVEL
from bot.tables.limits import HOUR, Limits, default_bot_workers
from bot.tables.privacy import DEFAULT_GUILD_GRACE_DAYS, DEFAULT_RETENTION_DAYS, DataPolicy
from games import bots
from storage.postgres import URL_SCHEMES
from storage.shards import Shards

_DEFAULTS = Limits()


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    discord_token: SecretStr | None = Field(
        default=None, description="The bot token from the Developer Portal."
    )
    database_path: Path = Field(
        default=Path("cardroom.sqlite3"), description="SQLite file; created on first start."
    )
    database_url: SecretStr | None = Field(
        default=None,
        description="PostgreSQL instead of the SQLite file: postgresql://user:password@host:port/database.",
    )
    daily_secret: SecretStr | None = Field(
        default=None,
        description=(
            "The key the daily deals' seeds are an HMAC under (docs/daily.md); unset: one is made at the "
            "first /daily and kept in the database."
        ),
    )
    daily_bot_level: str = Field(
        default=DAILY_LEVEL,
        description=(
            "The bots of a day's daily deal nobody has played yet: expert (the best; up to ~1 s of CPU a "
            "move), strong or casual (cheaper). A day keeps the level it was first played at."
        ),
    )
    dev_guild_id: int | None = Field(
        default=None, description="Sync slash commands to this server only (instant); unset = global sync."
    )
    retention_days: float = Field(
        default=DEFAULT_RETENTION_DAYS,
        gt=0,
        description="Days an ended game keeps its state and action log; its results stay.",
    )
    guild_data_grace_days: float = Field(
        default=DEFAULT_GUILD_GRACE_DAYS,
        ge=0,
        description="Days a server's tables and results are kept after the bot leaves it.",
    )
    log_level: str = Field(default="INFO", description="Python logging level: DEBUG, INFO, WARNING, ERROR.")
    event_loop: Literal["auto", "uvloop", "asyncio"] = Field(
        default="auto", description="auto: uvloop where it is installed (Linux), else asyncio's own loop."
    )
    # For tests and local development against a fake Discord on loopback; never set in production.
    discord_api_base: str | None = Field(
        default=None, description="REST base URL instead of https://discord.com/api/v10."
    )
    discord_gateway_url: str | None = Field(
        default=None, description="Gateway websocket URL instead of wss://gateway.discord.gg/."
    )
    # Limits for a public server (bot/tables/limits.py explains each default).
    max_tables_per_host: int = Field(
        default=_DEFAULTS.tables_per_host, ge=1, description="Open tables one person may host per server."
    )
    max_tables_per_guild: int = Field(
        default=_DEFAULTS.tables_per_guild, ge=1, description="Open tables (lobbies and games) per server."
    )
    max_tables_opened_per_hour: int = Field(
        default=_DEFAULTS.tables_opened_per_host_hour,
        ge=1,
        description="Tables one person may open in any hour, cancelled ones included.",
    )
    click_burst: float = Field(
        default=_DEFAULTS.click_burst, ge=1, description="Clicks and commands a person may make at once."
    )
    clicks_per_second: float = Field(
        default=_DEFAULTS.clicks_per_second, gt=0, description="How fast that allowance refills."
    )
    table_reposts_per_minute: int = Field(
        default=_DEFAULTS.table_reposts_per_minute, ge=1, description="/table reposts per table per minute."
    )
    inactive_game_hours: float = Field(
        default=_DEFAULTS.inactive_game_seconds / HOUR, gt=0, description="Close games untouched this long."
    )
    bot_workers: int = Field(
        default_factory=default_bot_workers,
        ge=0,
        description="Processes for strong and expert bots (0: a thread).",
    )

    # Several processes (on one or several machines) over one PostgreSQL database: docs/deploy.md.
    shard_count: int = Field(
        default=1, ge=1, description="Shards the whole bot runs as (every process sets the same number)."
    )
    shard_ids: str | None = Field(
        default=None, description='The shards this process runs: "0,1", "2-3"; unset = all of them.'
    )

    leaderboard_min_games: int = Field(
        default=_DEFAULTS.leaderboard_min_games, ge=1, description="Rated games for a place on /leaderboard."
    )
    global_rate_limit: float = Field(
        default=DEFAULT_GLOBAL_RATE_LIMIT,
        gt=0,
        description="Globally rate-limited REST requests per second for the whole bot (Discord: 50).",
    )

    @field_validator("database_url")
    @classmethod
    def _a_postgresql_url(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and not value.get_secret_value().startswith(URL_SCHEMES):
            raise ValueError("DATABASE_URL must start with postgresql:// (or leave it empty for SQLite)")
        return value

    @field_validator("daily_bot_level")
    @classmethod
    def _a_bot_level(cls, value: str) -> str:
        if value not in bots.LEVELS:
            raise ValueError(f"DAILY_BOT_LEVEL must be one of {', '.join(bots.LEVELS)}")
        return value

    @field_validator("shard_ids")
    @classmethod
    def _shard_ids_readable(cls, value: str | None) -> str | None:
        if value is not None:
            parse_shard_ids(value)
        return value

    @model_validator(mode="after")
    def _shards_of_the_count(self) -> Settings:
        try:  # ids beyond SHARD_COUNT are refused at start, not found out at the first table
            self.shards()
        except ValueError:  # a model-wide error names no setting: say which two disagree
            raise ValueError("SHARD_IDS must name shards below SHARD_COUNT (0 to SHARD_COUNT - 1)") from None
        return self

    def shards(self) -> Shards:
        """The shards this process runs (storage.shards): all of ``shard_count`` unless ``shard_ids``."""
        ids = None if self.shard_ids is None else parse_shard_ids(self.shard_ids)
        return Shards.of(self.shard_count, ids)

    def shard_problem(self) -> str | None:
        """Why these shard settings cannot run here, in one sentence; None when they can."""
        if self.database_url is None and not self.shards().everything:
            return (
                "SHARD_IDS names only some of the shards, but the other shards' processes cannot share an "
                "SQLite file: set DATABASE_URL to a PostgreSQL database, or leave SHARD_IDS empty."
            )
        return None

    def database_location(self) -> str | Path:
        """Where the store lives: the PostgreSQL URL when DATABASE_URL is set, else the SQLite file."""
        return self.database_path if self.database_url is None else self.database_url.get_secret_value()

    def global_rate_share(self) -> float:
        """This process's share of ``GLOBAL_RATE_LIMIT``: a process serving k of SHARD_COUNT shards gets
        k / SHARD_COUNT of it (one process, no sharding: all of it)."""
        shards = self.shards()
        return process_share(self.global_rate_limit, shards.count, len(shards.ids))

    def limits(self) -> Limits:
        return Limits(
            tables_per_host=self.max_tables_per_host,
            tables_per_guild=self.max_tables_per_guild,
            tables_opened_per_host_hour=self.max_tables_opened_per_hour,
            click_burst=self.click_burst,
            clicks_per_second=self.clicks_per_second,
            table_reposts_per_minute=self.table_reposts_per_minute,
            inactive_game_seconds=self.inactive_game_hours * HOUR,
            bot_workers=self.bot_workers,
            leaderboard_min_games=self.leaderboard_min_games,
        )

    def data_policy(self) -> DataPolicy:
        return DataPolicy.from_days(
            retention_days=self.retention_days, guild_grace_days=self.guild_data_grace_days
        )


class SettingsProblem(Exception):
    """A setting cannot be used; the message is the operator's one sentence, naming no value."""


def read_settings() -> Settings:
    """The settings, or ``SettingsProblem`` naming every invalid one. pydantic's own message ends in
    each ``input_value=…``: a misspelt DATABASE_URL would print its password into the service's log."""
    try:
        return Settings()
    except ValidationError as error:
        raise SettingsProblem(settings_sentence(error)) from None


def settings_sentence(error: ValidationError) -> str:
    """One sentence naming each invalid setting and why, from pydantic's messages (which never quote
    the input; ours here are written not to) and never from the input itself."""
    reasons = []
    for problem in error.errors(include_input=False, include_url=False, include_context=False):
        reason = problem["msg"].removeprefix("Value error, ")
        name = str(problem["loc"][0]).upper() if problem["loc"] else ""
        reasons.append(reason if not name or name in reason else f"{name}: {reason[:1].lower()}{reason[1:]}")
    return f"Invalid settings (see .env.example): {'; '.join(reasons)}."


def parse_shard_ids(text: str) -> list[int]:
    """ "0,2", "0-3", "0-1, 4" -> the shard numbers; ValueError on anything else."""
    ids: list[int] = []
    for part in text.replace(" ", "").split(","):
        first, dash, last = part.partition("-")
        if not first.isdigit() or (dash and not last.isdigit()):
            raise ValueError('SHARD_IDS must be numbers and ranges such as "0,1" or "0-3"')
        ids.extend(range(int(first), int(last if dash else first) + 1))
    return ids
