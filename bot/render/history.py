"""History on demand: the table message's Last trick and Score sheet buttons, answered privately.

The tails are UI-only (``bot.render.screen``): a click changes nothing at the table and posts nothing in
the channel. Each game's renderer builds the answer from the public view (``GameUI.score_sheet``,
``GameUI.last_trick``); the shared score-sheet layout is ``bot.render.kit.score_sheet``.
"""

from __future__ import annotations

from bot.i18n import N_, _
from bot.render.base import GameUI
from bot.render.screen import Button, Screen

SCORE_SHEET = "ui:sheet"
LAST_TRICK = "ui:last"
NO_TRICKS = N_("This game has no tricks, so there is no last trick to show.")
NO_TRICK_YET = N_("No trick has been completed yet this round, so there is no last trick to show.")
FACE_DOWN = N_(
    "Completed tricks are turned face down once the next trick is led: the rules let nobody look at "
    "them any more."
)
_SHARED = frozenset({NO_TRICKS, NO_TRICK_YET, FACE_DOWN})


def history_controls(ui: GameUI) -> tuple[Button, ...]:
    """The buttons for the table message's controls row, before Rules."""
    last = (Button(_("Last trick"), LAST_TRICK),) if ui.has_tricks else ()
    return (*last, Button(_("Score sheet"), SCORE_SHEET))


def refusal(text: str) -> Screen:
    """A polite no: ``text`` is one of the constants above (shown in the current language) or a game's
    own sentence, translated already."""
    return Screen(f"🙈 {_(text) if text in _SHARED else text}")
