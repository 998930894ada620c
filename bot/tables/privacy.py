"""Players own their data: what is kept about them, forgetting them, and deleting data when it is due.

Discord-free, like the rest of the table service: users, servers and channels are plain ids. The
periods are the operator's (``DataPolicy``, from the settings); storage does the deleting
(``storage.privacy``, ``storage.retention``) and the bot's sweeper calls ``sweep`` when ``next_due`` says.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from bot.i18n import _
from bot.tables.errors import TableError
from storage import Store
from storage.personal_data import StoredAbout
from storage.privacy import Forgotten, StillSeatedError, UserData

log = logging.getLogger(__name__)

DAY = 24 * 3600
# How long ended games keep their state and action log. [product; RETENTION_DAYS]
DEFAULT_RETENTION_DAYS = 180
# How long a server's data is kept after the bot leaves it, in case it is invited back.
# [product; GUILD_DATA_GRACE_DAYS]
DEFAULT_GUILD_GRACE_DAYS = 7


@dataclass(frozen=True, slots=True)
class DataPolicy:
    """How long things are kept, in seconds (the settings give days)."""

    retention_seconds: float = DEFAULT_RETENTION_DAYS * DAY
    guild_grace_seconds: float = DEFAULT_GUILD_GRACE_DAYS * DAY

    @classmethod
    def from_days(cls, *, retention_days: float, guild_grace_days: float) -> DataPolicy:
        return cls(retention_seconds=retention_days * DAY, guild_grace_seconds=guild_grace_days * DAY)


class StillSeatedRefusal(TableError):
    """Forgetting is refused while the person sits at an active table; ``channel_id`` says where."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(_("You're seated at a table; leave it first (/leave), then try again."))
        self.channel_id = channel_id


@dataclass(frozen=True, slots=True)
class SweepReport:
    """What one sweep deleted."""

    tables_deleted: tuple[int, ...] = ()  # a departed server's tables, gone entirely
    games_expired: int = 0  # ended games whose state and action log were deleted


class PrivacyService:
    def __init__(
        self,
        store: Store,
        *,
        policy: DataPolicy | None = None,
        clock: Callable[[], float] = time.time,
        on_tables_deleted: Callable[[Iterable[int]], None] | None = None,
        on_guild_deleted: Callable[[int], None] | None = None,
        on_user_forgotten: Callable[[int], None] | None = None,
    ) -> None:
        self._store = store
        self.policy = policy or DataPolicy()
        self._now = clock
        # Told which tables a server's deletion removed, so nothing keeps them in memory either.
        self.on_tables_deleted = on_tables_deleted
        # Told when a server's last data (its settings) went, so no default of it is remembered either.
        self.on_guild_deleted = on_guild_deleted
        # Told when a person's data was deleted, so no preference of theirs is remembered either.
        self.on_user_forgotten = on_user_forgotten

    # ------------------------------------------------------------ a person
    async def user_data(self, user_id: int) -> UserData:
        return await self._store.user_data(user_id)

    async def stored_about(self, user_id: int) -> StoredAbout:
        """The rest of what /privacy show lists: every other stored field with the person's id."""
        return await self._store.stored_about(user_id)

    async def tables_naming(self, user_id: int) -> list[int]:
        """The ended tables whose Discord threads and messages may name the person: asked before
        ``forget``, whose new anonymous seats name nobody, so the adapter can redraw them after it."""
        return await self._store.tables_naming(user_id)

    async def check_can_forget(self, user_id: int) -> None:
        """Refuse early (before asking for confirmation) if the person sits at an active table."""
        data = await self._store.user_data(user_id)
        if data.active:
            raise StillSeatedRefusal(data.active[0].channel_id)

    async def forget(self, user_id: int) -> Forgotten:
        try:
            forgotten = await self._store.forget_user(user_id)
        except StillSeatedError as seated:
            raise StillSeatedRefusal(seated.channel_id) from None
        if self.on_user_forgotten is not None:
            self.on_user_forgotten(user_id)
        log.info("forgotten on request: %s results, %s seats anonymised", forgotten.results, forgotten.seats)
        return forgotten

    # ------------------------------------------------------------- servers
    async def guild_left(self, guild_id: int) -> float:
        """The bot was removed from a server: its data goes after the grace period. Returns when."""
        delete_at = self._now() + self.policy.guild_grace_seconds
        await self._store.schedule_guild_deletion(guild_id, delete_at)
        log.info("left guild %s: its data is deleted after the grace period unless the bot returns", guild_id)
        return delete_at

    async def guild_joined(self, guild_id: int) -> bool:
        """The bot is in a server (again): any pending deletion of its data is cancelled."""
        cancelled = await self._store.cancel_guild_deletion(guild_id)
        if cancelled:
            log.info("back in guild %s: its data is kept", guild_id)
        return cancelled

    async def guilds_present(self, guild_ids: Iterable[int]) -> None:
        """At start-up: the bot is in these servers, so none of their data is to be deleted."""
        present = set(guild_ids)
        for guild_id in await self._store.pending_guild_deletions():
            if guild_id in present:
                await self.guild_joined(guild_id)

    # --------------------------------------------------------------- sweep
    async def next_due(self) -> float | None:
        return await self._store.next_deletion_due(self.policy.retention_seconds)

    async def sweep(self) -> SweepReport:
        """One batch of each kind of deletion that is due; the sweeper comes back for the rest."""
        now = self._now()
        purge = await self._store.purge_departed_guild(now)
        deleted: tuple[int, ...] = ()
        if purge is not None:
            deleted = purge.table_ids
            if self.on_tables_deleted is not None:
                self.on_tables_deleted(deleted)
            if purge.finished and self.on_guild_deleted is not None:
                self.on_guild_deleted(purge.guild_id)
            log.info("guild %s: %s tables deleted (done: %s)", purge.guild_id, len(deleted), purge.finished)
        expired = await self._store.purge_ended_games(now - self.policy.retention_seconds)
        if expired:
            log.info("%s ended games past retention: state and action log deleted", expired)
        return SweepReport(tables_deleted=deleted, games_expired=expired)
