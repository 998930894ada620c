"""Hands by DM for the players who opted in (``/settings dm_hands``), with the closed-DMs fallback.

One DM per player and table, edited in place at each of their turns (its id is stored, so a restart
edits the same one); when the game ends it shows the end and loses its buttons."""

from __future__ import annotations

import logging
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from enum import Enum, auto
from typing import TYPE_CHECKING

import discord

from bot.adapter.components import to_view
from bot.adapter.hands import hand_look, hand_screen
from bot.adapter.looks import Look
from bot.adapter.recent import Recent
from bot.i18n import N_, _, language
from bot.render.lobby import closed_screen, departed_screen
from bot.tables import TableInfo, TableState

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# Discord's "Cannot send messages to this user": their DMs are closed to the bot.
DMS_CLOSED = 50007
# Users whose DM channel (and whose closed inbox) are remembered: the most recently used. More than the
# players taking turns by DM at once on a busy bot, so a game under way keeps its channels; each is a
# few hundred bytes (a DMChannel and its User). Forgetting one costs one create_dm call at that user's
# next DM, or for a closed inbox one more refused DM; remembering every user ever met grew for ever.
MAX_REMEMBERED_USERS = 5_000

# Notes added to the public turn ping (so in the table's language).
DM_FALLBACK_NOTE = N_(
    "(I couldn't send your hand by DM — your DMs look closed — so open it here with the button. "
    "I won't mention this again.)"
)
IN_YOUR_DMS = N_("(your hand is in your DMs)")


@dataclass(frozen=True, slots=True)
class Delivered:
    """What ``DmHands.deliver`` did: notes for the players' ping, and who has their hand in their DMs."""

    notes: dict[int, str]
    in_dms: frozenset[int]
    sent: frozenset[int]  # of those, whose hand went out as a new DM, which notifies by itself


class Shown(Enum):
    """How a hand by DM was brought up to date: a new DM notifies its player, an edit makes no sound."""

    NOT = auto()  # their DMs refused it
    EDITED = auto()
    SENT = auto()


class DmHands:
    def __init__(self, bot: CardroomBot, max_users: int = MAX_REMEMBERED_USERS) -> None:
        self._bot = bot
        self._dm_channels: Recent[int, discord.DMChannel] = Recent(max_users)
        # Users whose DMs refused us (50007): not tried again until they set /settings dm_hands anew,
        # so a closed inbox costs one refused call, not one per turn.
        self._closed: Recent[int, bool] = Recent(max_users)

    def remembered(self) -> int:
        """How many users' DM channels and closed inboxes are held in memory (bounded by ``max_users``)."""
        return len(self._dm_channels) + len(self._closed)

    def forget_closed(self, user_id: int) -> None:
        """The user changed their DM setting: try their DMs again."""
        self._closed.discard(user_id)

    def is_closed(self, user_id: int) -> bool:
        return self._closed.get(user_id) is not None

    def refused(self, user_id: int, error: discord.HTTPException) -> None:
        """A DM to the user failed: when their DMs are closed (50007), do not try again."""
        if error.code == DMS_CLOSED:
            self._closed.put(user_id, True)

    async def deliver(
        self, state: TableState, users: Collection[int], redrawn: Mapping[int, int | None]
    ) -> Delivered:
        """Bring the DM hand of each of ``users`` who is to act and opted in up to date (edited in place).
        ``redrawn``: the messages just redrawn as players' open hands (by user); a DM hand among them is
        up to date already. Says who has their hand in their DMs, and notes for their ping. When the game
        is over, every DM hand of the table is closed instead (its buttons go)."""
        notes: dict[int, str] = {}
        shown: set[int] = set()
        sent: set[int] = set()
        table = state.table
        if table.status in ("finished", "aborted"):
            await self.close_table(state)
            return Delivered(notes, frozenset(), frozenset())
        if table.status != "playing":
            return Delivered(notes, frozenset(), frozenset())
        for seat in state.to_act:
            if table.is_automatic(seat):  # a bot, or a seat on autopilot: nobody to send a hand to
                continue
            user_id = table.user_at(seat)
            if user_id not in users or self.is_closed(user_id):
                continue
            prefs = await self._bot.tables.prefs(user_id)
            if not prefs.dm_hands:
                continue
            outcome = await self._show(table.id, user_id, redrawn.get(user_id))
            if outcome is not Shown.NOT:
                notes[user_id] = _(IN_YOUR_DMS)
                shown.add(user_id)
                if outcome is Shown.SENT:
                    sent.add(user_id)
            elif not prefs.dm_fallback_told:
                await self._bot.tables.mark_dm_fallback_told(user_id)
                notes[user_id] = _(DM_FALLBACK_NOTE)
        return Delivered(notes, frozenset(shown), frozenset(sent))

    async def close_table(self, state: TableState) -> None:
        """The game is over: each DM hand of the table shows how it ended, with no buttons left."""
        table = state.table
        for user_id, message_id in (await self._bot.tables.dm_hand_messages(table.id)).items():
            async with self._bot.looks.editing(message_id):
                await self._close(state, user_id, message_id)
            await self._bot.tables.set_dm_hand_message(table.id, user_id, None)

    async def close_departed(self, table: TableInfo, user_id: int) -> None:
        """The player is gone from the table's server: their DM hand of it says so, without its cards,
        picture or buttons, and is never redrawn again (its stored id goes)."""
        message_id = await self._bot.tables.dm_hand_message(table.id, user_id)
        if message_id is None:
            return
        with language(await self._bot.tables.locale_of(user_id)):  # the DM is the player's own
            look = Look(departed_screen(table).content)
        async with self._bot.looks.editing(message_id):
            await self._edit_closed(table.id, user_id, message_id, look)
        await self._bot.tables.set_dm_hand_message(table.id, user_id, None)

    async def _close(self, state: TableState, user_id: int, message_id: int) -> None:
        """One player's DM hand of an ended table: the final hand, or the closing line, no buttons."""
        table = state.table
        with language(await self._bot.tables.locale_of(user_id)):  # the DM is the player's own
            look = Look(closed_screen(table).content)
            if table.status == "finished":
                private = await self._bot.tables.private_view(table.id, user_id)
                look = await hand_look(self._bot, private, hand_screen(self._bot, private), message_id)
        await self._edit_closed(table.id, user_id, message_id, look)

    async def _edit_closed(self, table_id: int, user_id: int, message_id: int, look: Look) -> None:
        """Edit a DM hand to its closing ``look``, without buttons; a refused edit is logged, not raised."""
        try:
            channel = await self.channel(user_id)
            shown = await channel.get_partial_message(message_id).edit(**look.edit_kwargs(), view=None)
            self._bot.looks.sent(look, shown)
        except discord.HTTPException as error:
            log.info("table %s: could not close the DM hand of %s (%s)", table_id, user_id, error)

    async def _show(self, table_id: int, user_id: int, redrawn: int | None) -> Shown:
        """Edit the player's DM hand of this table, or send it if there is none yet (or it was deleted).
        ``redrawn``: the player's open hand that was just redrawn, if any (when it is this DM: done)."""
        # Built outside the player's click: in their language as last seen (``TableService.locale_of``).
        with language(await self._bot.tables.locale_of(user_id)):
            return await self._show_in_language(table_id, user_id, redrawn)

    async def _show_in_language(self, table_id: int, user_id: int, redrawn: int | None) -> Shown:
        try:
            message_id = await self._bot.tables.dm_hand_message(table_id, user_id)
            if message_id is not None and message_id == redrawn:
                return Shown.EDITED
            channel = await self.channel(user_id)
            # The hand is read inside the turn: the player's own click may be redrawing this DM too.
            async with self._bot.looks.editing(message_id):
                private = await self._bot.tables.private_view(table_id, user_id)
                screen = hand_screen(self._bot, private)
                view = to_view(screen, table_id, private.table.version)
                if message_id is not None:
                    look = await hand_look(self._bot, private, screen, message_id)
                    try:
                        shown = await channel.get_partial_message(message_id).edit(
                            **look.edit_kwargs(), view=view
                        )
                        self._bot.looks.sent(look, shown)
                        return Shown.EDITED
                    except discord.NotFound:  # the player deleted it: send a fresh one
                        pass
                look = await hand_look(self._bot, private, screen)
                sent = await channel.send(**look.send_kwargs(), view=view or discord.utils.MISSING)
                self._bot.looks.sent(look, sent)
                await self._bot.tables.set_dm_hand_message(table_id, user_id, sent.id)
            return Shown.SENT
        except discord.HTTPException as error:
            self.refused(user_id, error)
            log.info(
                "table %s: DM to user %s failed (%s); falling back to ephemeral", table_id, user_id, error
            )
            return Shown.NOT

    async def channel(self, user_id: int) -> discord.DMChannel:
        channel = self._dm_channels.get(user_id)
        if channel is None:
            channel = await self._bot.create_dm(discord.Object(user_id))
            self._dm_channels.put(user_id, channel)
        return channel
