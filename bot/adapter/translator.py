"""Slash commands in the player's language: discord.py asks this translator, for every Discord locale,
for each command's name, description, option names, option descriptions and choice names (when it syncs
the commands), and Discord shows each person the ones of their own language. English stays the source:
the English names always work too.

The texts are marked with ``N_`` where the commands are declared (``bot.adapter.commands`` …), so they
are in the catalogs like every other message. A Korean command or option name must be a valid Discord name
(lowercase, ``^[-_\\p{L}\\p{N}]{1,32}$``) and unique among its siblings; a test checks both.
"""

from __future__ import annotations

from discord import Locale, app_commands

from bot.i18n import N_, SOURCE_LANGUAGE, _, language, resolve

# The commands' option names are their handlers' parameter names, which discord.py asks this translator
# for as they are: marked here so that the catalogs hold them.
OPTION_NAMES = (
    N_("game"),
    N_("share"),
    N_("player"),
    N_("dm_hands"),
    N_("autoplay"),
    N_("pictures"),
    N_("turn_alerts"),
    N_("hand"),
    N_("threads"),
    N_("preset"),
    N_("delete"),
    N_("day"),
)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        """The catalog's translation of ``string`` for ``locale``; None (Discord shows the English) for a
        language without a catalog, or a text not translated yet."""
        code = resolve(locale)
        if code == SOURCE_LANGUAGE:
            return None
        with language(code):
            translated = _(string.message)
        return translated if translated != string.message else None
