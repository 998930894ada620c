"""/history, the replay screen's buttons and the export file: thin calls into the service, all private.

Replay controls are ``cr:<table>:0:rp:…`` (``bot.render.replays`` has the tails). They are not bound to
a channel — /history answers in any channel of the server — so instead of the channel check every
click names a game of the clicker's server played in a channel the clicker can read now
(``readable_channels``, computed afresh per click), which the service checks (``HistoryVerbs``) along
with the game being over. A forged or stale control gets one private sentence and changes nothing.
"""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands, ui

from bot.adapter import custom_ids
from bot.adapter.components import to_view
from bot.adapter.readable import readable_channels
from bot.adapter.replies import reply_errors, send_ephemeral
from bot.i18n import N_, _
from bot.render.base import TableContext
from bot.render.replays import (
    EXPORT,
    MAX_REPLAY_BUTTONS,
    OPEN,
    PICK,
    history_select,
    history_text,
    parse_step,
    replay_choices,
    replay_screen,
)
from bot.render.screen import Screen
from bot.tables.errors import TableError
from bot.tables.privacy import DAY
from bot.tables.replays import TURN, Replay
from games import registry
from games.base import ascii_number

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

FORGED = N_("That replay button isn't one Cardroom understands, so nothing changed.")
EXPORTED = N_("📄 This game's file. Anyone can replay it exactly with `python -m bot.replay FILE`.")
GAME_CHOICES = [app_commands.Choice(name=rules.name, value=rules.id) for rules in registry.all()]


@app_commands.command(
    name=N_("history"),
    description=N_("This server's last games in the channels you can read, with their replays."),
)
@app_commands.describe(player=N_("Only the games this player sat at"), game=N_("Only this game"))
@app_commands.choices(game=GAME_CHOICES)
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
async def history(
    interaction: discord.Interaction[CardroomBot],
    player: discord.Member | discord.User | None = None,
    game: app_commands.Choice[str] | None = None,
) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/history"):
        games = await bot.tables.history(
            interaction.guild_id or 0,
            readable_channels=readable_channels(interaction),
            user_id=player.id if player else None,
            game_id=game.value if game else None,
        )
        names = {rules.id: rules.name for rules in registry.all()}
        text = history_text(games, names, round(bot.privacy.policy.retention_seconds / DAY))
        choices = replay_choices(games, names)
        await send_ephemeral(interaction, text, **({"view": _history_view(choices)} if choices else {}))


def _history_view(choices: Sequence[tuple[int, str]]) -> ui.View:
    """A Replay button per game, each naming its own table; one select menu when there are many."""
    view = ui.View(timeout=None)
    if len(choices) <= MAX_REPLAY_BUTTONS:
        for table_id, label in choices:
            button: ui.Button[Any] = ui.Button(label=label, custom_id=custom_ids.make(table_id, 0, OPEN))
            view.add_item(button)
    else:
        menu = to_view(Screen("", (history_select(choices),)), choices[0][0], 0)
        assert menu is not None  # a screen with a row always has a view
        return menu
    view.stop()  # never kept by discord.py: clicks reach ``components.clicked`` (CardroomBot.on_interaction)
    return view


async def replay_click(
    interaction: discord.Interaction[CardroomBot], table_id: int, tail: str, values: Sequence[str]
) -> None:
    """A replay control (the caller runs it inside ``reply_errors``)."""
    bot = interaction.client
    if tail == PICK:
        chosen = ascii_number(values[0]) if len(values) == 1 else None
        if chosen is None:
            raise TableError(_(FORGED))
        replay = await bot.tables.replay(chosen, interaction.guild_id, await _readable(interaction, chosen))
        await _show(interaction, chosen, replay, 0, new=True)
        return
    replay = await bot.tables.replay(table_id, interaction.guild_id, await _readable(interaction, table_id))
    if tail == EXPORT:
        await _export(interaction, table_id)
        return
    parsed = parse_step(tail)
    if parsed is None or not 0 <= parsed[0] <= replay.last or parsed[1] not in replay.sizes:
        raise TableError(_(FORGED))
    step, size = parsed
    await _show(interaction, table_id, replay, step, size=size, new=tail == OPEN)


async def _readable(interaction: discord.Interaction[CardroomBot], table_id: int) -> frozenset[int]:
    """Which of the game's channels (where it played, and where it was opened) the clicker reads now."""
    return readable_channels(interaction, among=await interaction.client.tables.channels_of(table_id))


async def _show(
    interaction: discord.Interaction[CardroomBot],
    table_id: int,
    replay: Replay,
    step: int,
    *,
    size: str = TURN,
    new: bool,
) -> None:
    """The replay at ``step``: a new private message from /history, the same one edited from its own
    buttons."""
    bot = interaction.client
    rules = registry.get(replay.game.game_id)
    ctx = TableContext(table_id=table_id, game_name=rules.name, channel_name="", names=replay.game.names)
    shown = replay.at(step, size)
    screen = replay_screen(bot.ui_for(replay.game.game_id), ctx, shown)
    view = to_view(screen, table_id, 0)
    if new:
        await send_ephemeral(interaction, screen.content, **({"view": view} if view else {}))
    else:
        await interaction.response.edit_message(content=screen.content, view=view)


async def _export(interaction: discord.Interaction[CardroomBot], table_id: int) -> None:
    readable = await _readable(interaction, table_id)
    document = await interaction.client.tables.export(table_id, interaction.guild_id, readable)
    data = json.dumps(document, ensure_ascii=False, indent=1).encode()
    file = discord.File(io.BytesIO(data), filename=f"cardroom-{document['game']}-{table_id}.json")
    await send_ephemeral(interaction, _(EXPORTED), file=file)
