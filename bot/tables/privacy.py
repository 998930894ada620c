"""Players own their data: what is kept about them, forgetting them, and deleting data when it is due.

Discord-free, like the rest of the table service: users, servers and channels are plain ids. The
periods are the operator's (``DataPolicy``, from the settings); storage does the deleting
(``storage.privacy``, ``storage.retention``) and the bot's sweeper calls ``sweep`` when ``next_due`` says.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from bot.i18n import _, ngettext
from bot.tables.errors import TableError
from storage import Store
from storage.personal_data import StoredAbout
from storage.privacy import Forgotten, StillSeatedError, UserData
from storage.retention import PURGE_BATCH
from storage.table_open import OPENING_WINDOW_SECONDS

log = logging.getLogger(__name__)

MINUTE = 60
DAY = 24 * 3600
# How long ended games keep their state and action log. [product; RETENTION_DAYS]
DEFAULT_RETENTION_DAYS = 180
# How long a server's data is kept after the bot leaves it, in case it is invited back.
# [product; GUILD_DATA_GRACE_DAYS]
DEFAULT_GUILD_GRACE_DAYS = 7
# How long a lobby closed before it started (idle, or a cancel not deleted at once) is kept: long enough
# for whoever saw it close to click its message and be told so; it holds no game, only names. [product]
CLOSED_LOBBY_KEEP_SECONDS = 3600.0
# How soon one person may ask to be forgotten again. Each request locks the whole database for a moment
# (storage.locks) and may issue an anonymous id; once an hour is more than anyone needs, and a loop of
# requests cannot hold up everyone's games. Kept in memory: a restart forgets it. [product]
FORGET_COOLDOWN_SECONDS = 3600.0


@dataclass(frozen=True, slots=True)
class DataPolicy:
    """How long things are kept, in seconds (the settings give days)."""

    retention_seconds: float = DEFAULT_RETENTION_DAYS * DAY
    guild_grace_seconds: float = DEFAULT_GUILD_GRACE_DAYS * DAY
    closed_lobby_seconds: float = CLOSED_LOBBY_KEEP_SECONDS

    @classmethod
    def from_days(cls, *, retention_days: float, guild_grace_days: float) -> DataPolicy:
        return cls(retention_seconds=retention_days * DAY, guild_grace_seconds=guild_grace_days * DAY)


class StillSeatedRefusal(TableError):
    """Forgetting is refused while the person sits at an active table; ``channel_id`` says where."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(_("You're seated at a table; leave it first (/leave), then try again."))
        self.channel_id = channel_id


class ForgetTooSoonRefusal(TableError):
    """The person was forgotten less than ``FORGET_COOLDOWN_SECONDS`` ago; nothing was changed."""

    def __init__(self, wait_seconds: float) -> None:
        minutes = max(1, math.ceil(wait_seconds / MINUTE))
        super().__init__(
            ngettext(
                "You asked to be forgotten a short while ago. You can ask again in {n} minute.",
                "You asked to be forgotten a short while ago. You can ask again in {n} minutes.",
                minutes,
            )
        )


@dataclass(frozen=True, slots=True)
class SweepReport:
    """What one sweep deleted."""

    tables_deleted: tuple[int, ...] = ()  # a departed server's tables, gone entirely
    games_expired: int = 0  # ended games whose state and action log were deleted
    lobbies_deleted: tuple[int, ...] = ()  # lobbies closed before they started, gone entirely


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
        # When each person was last forgotten (this process, since it started): the cooldown.
        self._forgotten_at: dict[int, float] = {}

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
        """Refuse early (before asking for confirmation) if the person sits at an active table, or was
        forgotten less than ``FORGET_COOLDOWN_SECONDS`` ago."""
        self._check_cooldown(user_id)
        data = await self._store.user_data(user_id)
        if data.active:
            raise StillSeatedRefusal(data.active[0].channel_id)

    async def forget(self, user_id: int) -> Forgotten:
        self._check_cooldown(user_id)
        try:
            forgotten = await self._store.forget_user(user_id)
        except StillSeatedError as seated:
            raise StillSeatedRefusal(seated.channel_id) from None
        self._forgotten_at[user_id] = self._now()
        if self.on_user_forgotten is not None:
            self.on_user_forgotten(user_id)
        log.info("forgotten on request: %s results, %s seats anonymised", forgotten.results, forgotten.seats)
        return forgotten

    def _check_cooldown(self, user_id: int) -> None:
        now = self._now()
        for person, when in list(self._forgotten_at.items()):  # the cooldowns over: memory stays small
            if now - when >= FORGET_COOLDOWN_SECONDS:
                del self._forgotten_at[person]
        when = self._forgotten_at.get(user_id)
        if when is not None:
            raise ForgetTooSoonRefusal(when + FORGET_COOLDOWN_SECONDS - now)

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
        """At start-up: the bot is in these servers (all of this process's shards' servers), so none of
        their data is to be deleted; a server of these shards that has data but is not among them removed
        the bot while it was offline (no GUILD_DELETE came): its deletion is scheduled as if it had."""
        present = set(guild_ids)
        pending = set(await self._store.pending_guild_deletions())
        for guild_id in sorted(pending & present):
            await self.guild_joined(guild_id)
        for guild_id in sorted(await self._store.guilds_with_data() - present - pending):
            log.info("guild %s has data but is not among the bot's servers at start-up", guild_id)
            await self.guild_left(guild_id)

    # --------------------------------------------------------------- sweep
    async def next_due(self) -> float | None:
        return await self._store.next_deletion_due(
            self.policy.retention_seconds, self.policy.closed_lobby_seconds
        )

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
        closed_before = now - self.policy.closed_lobby_seconds
        opened_before = now - OPENING_WINDOW_SECONDS
        lobbies = await self._store.purge_closed_lobbies(closed_before, opened_before, batch=PURGE_BATCH)
        if lobbies:
            if self.on_tables_deleted is not None:
                self.on_tables_deleted(lobbies)
            log.info("%s lobbies closed before they started: deleted", len(lobbies))
        return SweepReport(tables_deleted=deleted, games_expired=expired, lobbies_deleted=lobbies)
