"""House rules: a lobby's options saved under a name for the server, and tables opened with them.

The host saves the lobby's options (``save_preset``); ``/play game preset:<name>`` opens a lobby with
them (``preset_options``); ``/presets`` lists and deletes. Who may replace or delete a preset (Manage
Server) is the adapter's check, passed in. A preset's options are validated by the game again every time
it is used: a release that no longer accepts them refuses the preset by name, and nothing opens.

A name is typed by anyone and shown to everyone: it is held to letters, digits, spaces and a few marks
(``NAME_MARKS``), at most ``NAME_MOST`` characters, so a refusal may repeat it; it is compared
case-folded with its spaces collapsed (``"Fast  game"`` is ``"fast game"``).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from bot.i18n import N_, _, number
from bot.render.names import visible_name
from bot.tables.errors import TableError
from bot.tables.lobby import LobbyVerbs
from games import registry
from storage.presets import Preset, PresetExistsError, PresetLimitError

# Long enough for "Team play, no bonus bids", short enough to read on a phone's autocomplete line and to
# repeat in a sentence; the same as a Discord nickname's limit. [product]
NAME_MOST = 32
# A server's presets: all of them fit Discord's autocomplete, which offers at most 25 choices. [product]
PRESETS_PER_SERVER = 25
# Marks a name may use besides letters, digits and spaces: none is markdown, a mention or a link in Discord.
NAME_MARKS = "-'.+&!?"
_SPACES = re.compile(r"\s+")

BAD_NAME = N_(
    "A preset name is 1 to {most} letters, digits and spaces (and - ' . + & ! ?), nothing else. "
    "Nothing changed."
)
NO_SUCH_PRESET = N_("This server has no preset named {name}: /presets lists them. Nothing changed.")
OTHER_GAME = N_("The preset {name} is for {game}: pick that game to use it. Nothing changed.")
NO_LONGER_FITS = N_(
    "The preset {name} no longer fits {game}, whose options changed since it was saved: set them in "
    "the lobby and save it again. Nothing was opened."
)
TAKEN = N_(
    "This server already has a preset named {name}: replacing it needs Manage Server. "
    "Choose another name. Nothing changed."
)
TOO_MANY = N_(
    "This server already keeps {n} presets, the most it can: delete one with /presets first. Nothing changed."
)


@dataclass(frozen=True, slots=True)
class SavedPreset:
    name: str
    game_id: str
    replaced: bool


def preset_name(raw: str) -> tuple[str, str]:
    """The name as shown and as compared, or a refusal saying what a name may be."""
    name = _SPACES.sub(" ", unicodedata.normalize("NFC", raw)).strip()
    acceptable = (
        0 < len(name) <= NAME_MOST
        and visible_name(name, NAME_MOST) == name  # nothing invisible, blank-looking or stacked
        and all(ch == " " or ch in NAME_MARKS or unicodedata.category(ch)[0] in "LNM" for ch in name)
    )
    if not acceptable:
        raise TableError(_(BAD_NAME, most=number(NAME_MOST)))
    return name, name.casefold()


class PresetVerbs(LobbyVerbs):
    async def save_preset(
        self, table_id: int, user_id: int, raw_name: str, *, may_replace: bool
    ) -> SavedPreset:
        """The lobby's host saves its options as a preset of its server. ``may_replace``: the host may
        manage the server, so a preset of that name is replaced rather than refused."""
        name, key = preset_name(raw_name)
        record, table = await self._host_lobby(
            table_id, user_id, N_("Only the host can save the table options.")
        )
        if table.guild_id is None:
            raise TableError(_("Presets belong to a server: there is none here. Nothing changed."))
        try:
            saved, replaced = await self._store.save_preset(
                table.guild_id,
                key,
                name,
                record.game_id,
                record.options,
                replace=may_replace,
                most=PRESETS_PER_SERVER,
            )
        except PresetExistsError as taken:
            raise TableError(_(TAKEN, name=taken.existing.name)) from None
        except PresetLimitError as full:
            raise TableError(_(TOO_MANY, n=number(full.allowed))) from None
        return SavedPreset(saved.name, saved.game_id, replaced)

    async def preset_options(self, guild_id: int, game_id: str, raw_name: str) -> dict[str, Any]:
        """The options of the server's preset ``raw_name`` for ``game_id``, validated by the game now."""
        preset = await self._known_preset(guild_id, raw_name)
        if preset.game_id != game_id:
            other = registry.get(preset.game_id).name if preset.game_id in registry.ids() else preset.game_id
            raise TableError(_(OTHER_GAME, name=preset.name, game=_(other)))
        rules = registry.get(game_id)
        options = json.loads(preset.options)
        try:
            rules.Options.model_validate(options)
        except ValidationError:
            raise TableError(_(NO_LONGER_FITS, name=preset.name, game=_(rules.name))) from None
        return options

    async def presets(self, guild_id: int) -> list[Preset]:
        return await self._store.presets(guild_id)

    async def delete_preset(self, guild_id: int, raw_name: str) -> Preset:
        """Delete the server's preset ``raw_name`` (the adapter checked Manage Server); returns it."""
        preset = await self._known_preset(guild_id, raw_name)
        await self._store.delete_preset(guild_id, preset.name.casefold())
        return preset

    async def _known_preset(self, guild_id: int, raw_name: str) -> Preset:
        name, key = preset_name(raw_name)
        preset = await self._store.preset(guild_id, key)
        if preset is None:
            raise TableError(_(NO_SUCH_PRESET, name=name))
        return preset
