"""Whose turn it is and what they must do ("to bid (set C)", "to lead trick 5")."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.kit import tricks

MODE_NAME = {"set_selection": N_("Set-Selection"), "starting_choice": N_("Starting-Choice")}
CHOOSING = N_("Choosing")


def mode_name(mode: str) -> str:
    """The custom rule's name in the current language ("Choosing" for a mode this does not know)."""
    return _(MODE_NAME.get(mode, CHOOSING))


def start_open(view: dict[str, Any]) -> bool:
    """True when, in Starting-Choice, nobody has taken the start yet."""
    choosing = view.get("choosing") or {}
    return choosing.get("mode") == "starting_choice" and choosing.get("start_taken") is None


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    if seat not in (view.get("to_act") or []):
        return ""
    phase = view.get("phase")
    if phase == "choosing":
        # i18n: every turn prompt follows a player's name: "dave to play", "⏳ @dave to bid (set C)".
        return _("to choose a set or to start") if start_open(view) else _("to choose a set")
    if phase == "bidding":
        sets = view.get("sets") or []
        letter = sets[seat] if 0 <= seat < len(sets) else None
        return _("to bid (set {letter})", letter=letter) if letter else _("to bid")
    return tricks.turn_prompt(view, seat)  # playing: "to lead trick 3", "to play"
