"""A 💡 hint as its player reads it (issue 39): the suggested move, as the hand labels it, and its reason
in words, with a ▶️ Play it button; the lobby's and the standings' words about hints.

Shared by every game: the move's words are the hand's own button label for it (the same card tokens the
player clicks), else the game's ``action_text`` (a bid built from several choices), else its action text;
the reason is the game's ``reason_text``, else a generic sentence. The screen names its table (game and
channel), as every private screen does: an ephemeral outlives its context.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.base import GameUI, TableContext
from bot.render.game_names import game_title
from bot.render.names import safe_channel_name
from bot.render.screen import MAX_BUTTONS_PER_ROW, Button, Screen, Select
from games.bots.hints import Hint

HINT_STEP = "ui:hint"  # the hand's 💡 Hint button (a custom_id tail, bot/render/screen.py)
HINT_EMOJI = "💡"
# i18n: the button on a hand that asks for a suggested move.
HINT_LABEL = N_("Hint")
# i18n: the button under a hint that plays the suggested move.
PLAY_IT = N_("Play it")
GENERIC_REASON = N_("It is the move the strongest bot would make here.")
NOT_RATED = N_("A game with hints is not rated.")
EMOJI_WIDTH = 2  # an emoji is drawn about two characters wide
BUTTON_PADDING = 4  # a button's padding and the gap to the next, in characters of its label


def hint_button() -> Button:
    return Button(_(HINT_LABEL), HINT_STEP, emoji=HINT_EMOJI)


def hint_screen(ui: GameUI, ctx: TableContext, view: dict[str, Any], hint: Hint) -> Screen:
    """The private answer to 💡 Hint: where, the move, why, and a button that plays it."""
    lines = [
        _(
            "💡 **Hint** — {game} in {channel}",
            game=game_title(ctx.game_name),
            channel="#" + safe_channel_name(ctx.channel_name),
        ),
        _("Suggested: **{move}**", move=move_words(ui, ctx, view, hint.action)),
        ui.reason_text(view, hint.reason) or _(GENERIC_REASON),
        _(NOT_RATED),
    ]
    play = Button(_(PLAY_IT), hint.action, style="success", emoji="▶️")
    return Screen("\n".join(lines), ((play,),))


def move_words(ui: GameUI, ctx: TableContext, view: dict[str, Any], action: str) -> str:
    """``action`` as the player's hand shows it: its button's label, else the game's words, else as is."""
    for row in ui.hand_screen(ctx, view).rows:
        if isinstance(row, Select):
            continue
        for button in row:
            if button.action == action:
                return f"{button.emoji} {button.label}" if button.emoji else button.label
    return ui.action_text(view, action) or action


def hints_line(hints: int) -> str:
    """The standings' and history's note: "💡 2 hints" (the game was not rated)."""
    return ngettext("💡 {n} hint", "💡 {n} hints", hints)


def with_hint_button(screen: Screen) -> Screen:
    """``screen`` (a hand on its player's turn) with 💡 Hint on the row of buttons with room whose labels
    are shortest (the last of equals), so the row does not wrap and the hand grows no taller on a phone
    (tests/e2e/test_a_hand_fits_a_phone.py); as it is when no row has room (a form that fills every row)."""
    rows = list(screen.rows)
    roomy = [
        index
        for index, row in enumerate(rows)
        if not isinstance(row, Select) and len(row) < MAX_BUTTONS_PER_ROW
    ]
    if not roomy:
        return screen
    index = min(roomy, key=lambda i: (_width(rows[i]), -i))
    rows[index] = (*rows[index], hint_button())  # type: ignore[misc]
    return Screen(screen.content, tuple(rows), screen.buttons_show_hand, screen.words_show_hand)


def _width(row: Any) -> int:
    """A row's labels in characters, an emoji counted as two: how wide its buttons are drawn."""
    return sum(len(button.label) + (EMOJI_WIDTH if button.emoji else 0) + BUTTON_PADDING for button in row)
