"""History on demand: the table message's Last trick and Score sheet buttons, answered privately.

The tails are UI-only (``bot.render.screen``): a click changes nothing at the table and posts nothing in
the channel. Each game's renderer builds the answer from the public view (``GameUI.score_sheet``,
``GameUI.last_trick``); the shared score-sheet layout is ``bot.render.kit.score_sheet``.
"""

from __future__ import annotations

from bot.render.base import GameUI
from bot.render.screen import Button, Screen

SCORE_SHEET = "ui:sheet"
LAST_TRICK = "ui:last"
NO_TRICKS = "This game has no tricks, so there is no last trick to show."
NO_TRICK_YET = "No trick has been completed yet this round, so there is no last trick to show."
FACE_DOWN = (
    "Completed tricks are turned face down once the next trick is led: the rules let nobody look at "
    "them any more."
)


def history_controls(ui: GameUI) -> tuple[Button, ...]:
    """The buttons for the table message's controls row, before Rules."""
    last = (Button("Last trick", LAST_TRICK),) if ui.has_tricks else ()
    return (*last, Button("Score sheet", SCORE_SHEET))


def refusal(text: str) -> Screen:
    return Screen(f"🙈 {text}")
