"""House rules at the Discord edge (``bot.tables.presets``): the lobby panel's 💾 Save as preset and its
modal, the ``preset`` option of /play with its autocomplete, and ``/presets``.

The modal is sent as a payload (``rest.modal``) whose custom_id names the lobby like a button's
(``cr:<table>:<version>:lobby:preset``), so its submission needs nothing kept in memory and is read by
``CardroomBot.on_interaction`` after a restart too. Replacing or deleting a preset needs Manage Server,
checked here (``default_permissions`` only hides a command); saving a new one is for the lobby's host.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.adapter import custom_ids, rest
from bot.adapter.replies import in_their_words, reply_errors, send_ephemeral
from bot.i18n import N_, _
from bot.render.game_names import game_title
from bot.render.names import safe_name
from bot.tables.errors import NotHostError, TableError
from bot.tables.presets import NAME_MOST
from games import registry

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

SAVE_STEP = "preset"  # the panel's button and the modal it opens: lobby:preset
NAME_FIELD = "name"
# Discord's autocomplete offers at most this many choices.
MOST_CHOICES = 25
SAVE_AS_PRESET = N_("Save as preset")
NAME_PROMPT = N_("Preset name")
NOT_A_MANAGER = N_("Only someone with the Manage Server permission can delete a preset.")
SAVED = N_(
    "💾 Saved the preset {name} for this server: /play {game} with preset {name} opens a table like this."
)
REPLACED = N_("💾 Replaced the preset {name}: /play {game} with preset {name} opens a table like this.")
DELETED = N_("🗑️ Deleted the preset {name}.")
NONE_YET = N_(
    "This server has no presets yet. The host of a lobby saves its options with 💾 Save as preset "
    "(🤖 Bots, clock & thread)."
)
LISTED = N_("💾 **This server's presets** (/play game preset:name opens a table with one):")
# i18n: one preset in /presets: its name, then its game.
PRESET_LINE = N_("• {name} · {game}")
FOREIGN_FORM = N_("That form isn't one Cardroom understands, so nothing changed.")


async def ask_name(interaction: discord.Interaction[CardroomBot], table_id: int) -> None:
    """💾 Save as preset on the host's panel: a modal asking for the name. Only the lobby's host."""
    state = await interaction.client.tables.table(table_id)
    if state.table.status != "lobby":
        raise TableError(_("The game has started: its options are saved from a lobby. Nothing changed."))
    if interaction.user.id != state.table.host_id:
        raise NotHostError(_("Only the host can save the table options."))
    name = {
        "type": discord.ComponentType.text_input.value,
        "custom_id": NAME_FIELD,
        "style": discord.TextStyle.short.value,
        "label": _(NAME_PROMPT),
        "min_length": 1,
        "max_length": NAME_MOST,
        "required": True,
    }
    await rest.modal(
        interaction,
        {
            "custom_id": custom_ids.make(table_id, state.table.version, f"lobby:{SAVE_STEP}"),
            "title": _(SAVE_AS_PRESET),
            "components": [{"type": discord.ComponentType.action_row.value, "components": [name]}],
        },
    )


async def name_given(interaction: discord.Interaction[CardroomBot]) -> None:
    """The modal's submission (``CardroomBot.on_interaction`` sends every modal here)."""
    data: dict[str, Any] = dict(interaction.data or {})
    component = custom_ids.parse(str(data.get("custom_id", "")))
    if component is None or component.tail != f"lobby:{SAVE_STEP}":
        await send_ephemeral(interaction, in_their_words(interaction, FOREIGN_FORM))
        return
    async with reply_errors(interaction, "preset modal"):
        typed = next((str(c.get("value", "")) for c in _fields(data) if c.get("custom_id") == NAME_FIELD), "")
        manager = bool(interaction.permissions and interaction.permissions.manage_guild)
        saved = await interaction.client.tables.save_preset(
            component.table_id, interaction.user.id, typed, may_replace=manager
        )
        game = game_title(registry.get(saved.game_id).name)
        text = _(REPLACED if saved.replaced else SAVED, name=_shown(saved.name), game=game)
        await send_ephemeral(interaction, text)


def _fields(node: Any) -> Iterator[dict[str, Any]]:
    """Every component of a modal's submission, at any depth (action rows, labels)."""
    if isinstance(node, dict):
        if "custom_id" in node and "value" in node:
            yield node
        for key in ("components", "component"):
            yield from _fields(node.get(key))
    elif isinstance(node, list):
        for child in node:
            yield from _fields(child)


async def preset_choices(
    interaction: discord.Interaction[CardroomBot], current: str
) -> list[app_commands.Choice[str]]:
    """Autocomplete: the server's presets whose name holds ``current`` (in /play: of the chosen game)."""
    if interaction.guild_id is None:
        return []
    game = getattr(interaction.namespace, "game", None)
    typed = current.casefold()
    presets = await interaction.client.tables.presets(interaction.guild_id)
    return [
        app_commands.Choice(name=p.name, value=p.name)
        for p in presets
        if (game is None or p.game_id == game) and typed in p.name.casefold()
    ][:MOST_CHOICES]


@app_commands.command(name=N_("presets"), description=N_("This server's saved table options (house rules)."))
@app_commands.describe(delete=N_("Delete this preset (Manage Server)"))
@app_commands.autocomplete(delete=preset_choices)
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
async def presets(interaction: discord.Interaction[CardroomBot], delete: str | None = None) -> None:
    bot = interaction.client
    async with reply_errors(interaction, "/presets"):
        guild_id = interaction.guild_id
        if guild_id is None:
            raise TableError(_("Presets belong to a server: use this command in one."))
        if delete is not None:
            if not (interaction.permissions and interaction.permissions.manage_guild):
                raise TableError(_(NOT_A_MANAGER))
            gone = await bot.tables.delete_preset(guild_id, delete)
            await send_ephemeral(interaction, _(DELETED, name=_shown(gone.name)))
            return
        kept = await bot.tables.presets(guild_id)
        if not kept:
            await send_ephemeral(interaction, _(NONE_YET))
            return
        lines = [_(LISTED)] + [
            _(PRESET_LINE, name=_shown(p.name), game=game_title(_game_name(p.game_id))) for p in kept
        ]
        await send_ephemeral(interaction, "\n".join(lines))


def _shown(name: str) -> str:
    """A preset's name in a message: bold, and inert by the name rule (``bot.render.names``)."""
    return f"**{safe_name(name)}**"


def _game_name(game_id: str) -> str:
    """A preset of a game this release no longer has is listed by its id."""
    return registry.get(game_id).name if game_id in registry.ids() else game_id
