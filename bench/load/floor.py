"""The latency floor: a do-nothing discord.py bot that acknowledges every interaction at once.

``python -m bench.load.floor`` reads the same variables as the bot (``DISCORD_TOKEN``,
``DISCORD_API_BASE``, ``DISCORD_GATEWAY_URL``), connects with the same intents, and answers every
interaction with a bare ``defer()``: the least any discord.py bot can do. Driven by the same clicks as
the bot, its response times are what the transport, discord.py's parsing and the machine cost; the
bot's own work is what it adds on top.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from typing import Any

import discord
import yarl

READY_LINE = "Floor client connected as"

log = logging.getLogger("bench.load.floor")


class FloorClient(discord.Client):
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()

    async def on_ready(self) -> None:
        log.info("%s %s", READY_LINE, self.user)


async def run(token: str) -> None:
    async with FloorClient(intents=discord.Intents(guilds=True)) as client:
        await client.start(token)


def main() -> int:
    # The two patches the bot applies from the same settings (bot.__main__.point_at), without its imports.
    if base := os.environ.get("DISCORD_API_BASE"):
        discord.http.Route.BASE = base.rstrip("/")
    if gateway := os.environ.get("DISCORD_GATEWAY_URL"):
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    discord.utils.setup_logging(level=logging.INFO, root=True)
    try:
        asyncio.run(run(os.environ["DISCORD_TOKEN"]))
    except KeyboardInterrupt:
        log.info("Stopped.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
