"""Hands by DM for the players who opted in (``/settings dm_hands``), with the closed-DMs fallback."""

from __future__ import annotations

import logging
from collections.abc import Collection
from typing import TYPE_CHECKING

import discord

from bot.adapter.components import to_view
from bot.adapter.hands import hand_screen
from bot.tables import TableState

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# Discord's "Cannot send messages to this user": their DMs are closed to the bot.
DMS_CLOSED = 50007

DM_FALLBACK_NOTE = (
    "(I couldn't send your hand by DM — your DMs look closed — so open it here with the button. "
    "I won't mention this again.)"
)


class DmHands:
    def __init__(self, bot: CardroomBot) -> None:
        self._bot = bot
        self._dm_channels: dict[int, discord.DMChannel] = {}
        # Users whose DMs refused us (50007): not tried again until they set /settings dm_hands anew,
        # so a closed inbox costs one refused call, not one per turn.
        self._closed: set[int] = set()

    def forget_closed(self, user_id: int) -> None:
        """The user changed their DM setting: try their DMs again."""
        self._closed.discard(user_id)

    async def deliver(self, state: TableState, users: Collection[int]) -> dict[int, str]:
        """DM the hand to each of ``users`` who is to act and opted in. Returns notes for their ping."""
        notes: dict[int, str] = {}
        table = state.table
        if table.status != "playing":
            return notes
        for seat in state.to_act:
            if table.is_automatic(seat):  # a bot, or a seat on autopilot: nobody to send a hand to
                continue
            user_id = table.user_at(seat)
            if user_id not in users or user_id in self._closed:
                continue
            prefs = await self._bot.tables.prefs(user_id)
            if not prefs.dm_hands:
                continue
            if await self._send(table.id, user_id):
                notes[user_id] = "(your hand is in your DMs)"
            elif not prefs.dm_fallback_told:
                await self._bot.tables.mark_dm_fallback_told(user_id)
                notes[user_id] = DM_FALLBACK_NOTE
        return notes

    async def _send(self, table_id: int, user_id: int) -> bool:
        try:
            private = await self._bot.tables.private_view(table_id, user_id)
            screen = hand_screen(self._bot, private)
            channel = self._dm_channels.get(user_id)
            if channel is None:
                channel = await self._bot.create_dm(discord.Object(user_id))
                self._dm_channels[user_id] = channel
            await channel.send(
                screen.content, view=to_view(screen, table_id, private.table.version) or discord.utils.MISSING
            )
            return True
        except discord.HTTPException as error:
            if error.code == DMS_CLOSED:
                self._closed.add(user_id)
            log.info(
                "table %s: DM to user %s failed (%s); falling back to ephemeral", table_id, user_id, error
            )
            return False
