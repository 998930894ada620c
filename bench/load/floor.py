"""The latency floor: a do-nothing discord.py bot that acknowledges every interaction at once.

``python -m bench.load.floor`` reads the same variables as the bot (``DISCORD_TOKEN``,
``DISCORD_API_BASE``, ``DISCORD_GATEWAY_URL``), connects with the same intents, and answers every
interaction with a bare ``defer()``: the least any discord.py bot can do. Driven by the same clicks as
the bot, its response times are what the transport, discord.py's parsing and the machine cost; the
bot's own work is what it adds on top.

With ``FLOOR_CALLS_PER_INTERACTION`` above 1 (``python -m bench.load --same-calls-floor``) it also makes
the bot's further exempt calls: after the deferral, enough short ephemeral followups through the
interaction's token that its calls per interaction match the bot's in the same run. (Followups rather
than edits of the clicked message: a replayed click may come from a message the bot has since deleted, a
turn ping, and an edit of it would be refused; a followup costs the client the same round trip.)
That floor prices the transport of the calls the bot makes, so the bot's CPU above it is its own work.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from fractions import Fraction
from typing import Any

import discord
import yarl

READY_LINE = "Floor client connected as"
# Exempt calls per interaction: 1 (only the deferral) or more, as a fraction ("186/88": the bot's calls
# over its clicks), so the floor's total comes out exact rather than one short from a rounded decimal.
CALLS_VARIABLE = "FLOOR_CALLS_PER_INTERACTION"

log = logging.getLogger("bench.load.floor")


class FloorClient(discord.Client):
    def __init__(self, *, calls_per_interaction: Fraction = Fraction(1), **options: Any) -> None:
        super().__init__(**options)
        self._extra_calls = max(Fraction(0), calls_per_interaction - 1)
        self._owed = Fraction(0)  # extra calls not yet made: spread evenly, whole calls only

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()
        for _ in range(self.extra_calls_due()):
            await self._call_again(interaction)

    def extra_calls_due(self) -> int:
        """The whole extra calls this interaction makes. Kept in fractions throughout: a float anywhere
        here drifts, and the floor's total comes out a call short over a run."""
        self._owed += self._extra_calls
        due = int(self._owed)
        self._owed -= due
        return due

    async def _call_again(self, interaction: discord.Interaction[Any]) -> None:
        """One more exempt call through the interaction's token (a line of text: the bot's screens carry
        components and embeds, which cost more to build, so this floor errs low)."""
        try:
            await interaction.followup.send("\u2026", ephemeral=True)
        except discord.HTTPException as error:
            log.warning("floor: the followup was refused (%s)", error)

    async def on_ready(self) -> None:
        log.info("%s %s", READY_LINE, self.user)


async def run(token: str, calls_per_interaction: Fraction) -> None:
    intents = discord.Intents(guilds=True)
    async with FloorClient(intents=intents, calls_per_interaction=calls_per_interaction) as client:
        await client.start(token)


def main() -> int:
    # The two patches the bot applies from the same settings (bot.__main__.point_at), without its imports.
    if base := os.environ.get("DISCORD_API_BASE"):
        discord.http.Route.BASE = base.rstrip("/")
    if gateway := os.environ.get("DISCORD_GATEWAY_URL"):
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    discord.utils.setup_logging(level=logging.INFO, root=True)
    try:
        asyncio.run(run(os.environ["DISCORD_TOKEN"], Fraction(os.environ.get(CALLS_VARIABLE) or 1)))
    except KeyboardInterrupt:
        log.info("Stopped.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
