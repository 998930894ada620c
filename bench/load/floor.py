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

With ``FLOOR_BODIES`` naming a file of the bot's calls (``bodies.py``), those calls are the bot's own:
the nth interaction is answered with the callback the bot sent for the nth (the same type and body, its
files as as many bytes), and the further calls are followups with the bodies of the bot's other calls,
in its order. A modal cannot be followed up: the calls it owes go with the next interaction.
"""

from __future__ import annotations

import asyncio
import io
import logging
import os
import sys
from collections import deque
from fractions import Fraction
from pathlib import Path
from typing import Any

import discord
import yarl
from discord.http import MultipartParameters
from discord.webhook.async_ import async_context

from bench.load.bodies import Body, read

READY_LINE = "Floor client connected as"
# Exempt calls per interaction: 1 (only the deferral) or more, as a fraction ("186/88": the bot's calls
# over its clicks), so the floor's total comes out exact rather than one short from a rounded decimal.
CALLS_VARIABLE = "FLOOR_CALLS_PER_INTERACTION"
BODIES_VARIABLE = "FLOOR_BODIES"  # the bot's calls to make again (``bodies.KeptBodies.write``)
MODAL = 9  # a callback that shows a form: nothing may follow it until the form is sent

log = logging.getLogger("bench.load.floor")


class FloorClient(discord.Client):
    def __init__(
        self,
        *,
        calls_per_interaction: Fraction = Fraction(1),
        bodies: tuple[list[Body | None], list[Body]] | None = None,
        **options: Any,
    ) -> None:
        super().__init__(**options)
        self._extra_calls = max(Fraction(0), calls_per_interaction - 1)
        self._owed = Fraction(0)  # extra calls not yet made: spread evenly, whole calls only
        self._bot_calls = _BotCalls(*bodies) if bodies is not None else None
        self._carried = 0  # calls a modal could not make

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        if self._bot_calls is None:
            await interaction.response.defer()
            for _ in range(self.extra_calls_due()):
                await self._call_again(interaction)
            return
        due = self.extra_calls_due() + self._carried
        self._carried = 0
        if await self._bot_calls.answer(interaction) == MODAL:
            self._carried = due
            return
        for _ in range(due):
            await self._bot_calls.follow_up(interaction)

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


class _BotCalls:
    """The bot's calls, made again through the floor's interactions with discord.py's own senders (those
    the bot's ``bot/adapter/rest.py`` uses), reading no more of the answers than the bot does."""

    def __init__(self, callbacks: list[Body | None], others: list[Body]) -> None:
        # Parsed now, before the floor's CPU is counted: the bot builds its bodies, it does not parse them.
        self._callbacks = deque(None if b is None else (b.payload(), b.files) for b in callbacks)
        self._others = deque((b.payload(), b.files) for b in others)
        sizes = [size for body in (*callbacks, *others) if body is not None for _, size in body.files]
        self._bytes = os.urandom(max(sizes, default=0))  # each file a prefix: its bytes cost nothing to frame

    async def answer(self, interaction: discord.Interaction[Any]) -> int:
        """The bot's callback for the interaction in this position of the replay; its type."""
        kept = self._callbacks.popleft() if self._callbacks else None
        if kept is None:  # the bot never answered this one (or the replay outgrew the file)
            await interaction.response.defer()
            return 0
        payload, files = kept
        try:
            with self._params(payload, files) as params:
                await async_context.get().create_interaction_response(
                    interaction.id, interaction.token, params=params, **_through(interaction)
                )
        except discord.HTTPException as error:
            log.warning("floor: the bot's callback was refused (%s)", error)
        return int(payload.get("type", 0))

    async def follow_up(self, interaction: discord.Interaction[Any]) -> None:
        if not self._others:
            return
        payload, files = self._others.popleft()
        try:
            with self._params(payload, files) as params:
                await async_context.get().execute_webhook(
                    interaction.application_id,
                    interaction.token,
                    **_through(interaction),
                    payload=params.payload,
                    multipart=params.multipart,
                    files=params.files,
                    wait=True,
                    with_components=True,
                )
        except discord.HTTPException as error:
            log.warning("floor: the bot's call was refused (%s)", error)

    def _params(self, payload: dict[str, Any], files: tuple[tuple[str, int], ...]) -> MultipartParameters:
        """As ``discord.http.handle_message_parameters`` lays out a body and its files."""
        if not files:
            return MultipartParameters(payload=payload, multipart=None, files=None)
        sent = [discord.File(io.BytesIO(self._bytes[:size]), filename=name) for name, size in files]
        multipart: list[dict[str, Any]] = [{"name": "payload_json", "value": discord.utils._to_json(payload)}]
        for index, file in enumerate(sent):
            multipart.append(
                {
                    "name": f"files[{index}]",
                    "value": file.fp,
                    "filename": file.filename,
                    "content_type": "application/octet-stream",
                }
            )
        return MultipartParameters(payload=None, multipart=multipart, files=sent)


def _through(interaction: discord.Interaction[Any]) -> dict[str, Any]:
    http = interaction._state.http
    return {"session": interaction._session, "proxy": http.proxy, "proxy_auth": http.proxy_auth}


async def run(
    token: str, calls_per_interaction: Fraction, bodies: tuple[list[Body | None], list[Body]] | None
) -> None:
    intents = discord.Intents(guilds=True)
    async with FloorClient(
        intents=intents, calls_per_interaction=calls_per_interaction, bodies=bodies
    ) as client:
        await client.start(token)


def main() -> int:
    # The two patches the bot applies from the same settings (bot.__main__.point_at), without its imports.
    if base := os.environ.get("DISCORD_API_BASE"):
        discord.http.Route.BASE = base.rstrip("/")
    if gateway := os.environ.get("DISCORD_GATEWAY_URL"):
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    discord.utils.setup_logging(level=logging.INFO, root=True)
    kept = os.environ.get(BODIES_VARIABLE)
    bodies = read(Path(kept)) if kept else None
    try:
        asyncio.run(run(os.environ["DISCORD_TOKEN"], Fraction(os.environ.get(CALLS_VARIABLE) or 1), bodies))
    except KeyboardInterrupt:
        log.info("Stopped.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
