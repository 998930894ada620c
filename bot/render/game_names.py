"""A game's name as its reader reads it: the registry's name (``table.game_name``, ``rules.name``), in the
current language where a catalog gives it one (4 Seasons is 사계절 in Korean, as on its table message);
a name without a translation is a proper name, the same in every language."""

from __future__ import annotations

from bot.i18n import N_, _

# The registry's names that have a Korean name. Marked here, since the engines know no language; the
# games' renderers show the same names on their own screens.
TRANSLATED = (N_("4 Seasons"), N_("Quattro Exchange"))


def game_title(name: str) -> str:
    """``name`` (the registry's English name) in the current language."""
    return _(name) if name else name
