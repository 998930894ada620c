"""A private form: its lines and button rows, and the buttons and sentences every game's forms share.

Discord needs every custom_id on a message to be unique. Two disabled buttons often have nothing to do
(a full bid form's other cards, a placeholder), so ``Form.rows_for_screen`` gives a repeated tail of a
disabled button an automatic ``#<n>`` tag: draft readers ignore everything after ``#`` (``untag``), and an
engine action with a tag is never legal, so a forged click on one changes nothing. Enabled buttons keep
their tails exactly (a repeated enabled tail is a bug, and ``Screen`` still refuses it).

The shared sentences (``UNREADABLE``, ``FORM_CLOSED``) and the ``BACK`` button are constants in
English; a game may use them as they are: ``Form.screen`` shows them in the current language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.i18n import N_, _
from bot.render.screen import MAX_BUTTONS_PER_ROW, MAX_ROWS, Button, Row, Screen, Select

DRAFT = "ui:draft:"
OFF = f"{DRAFT}#off"  # a disabled button's tail: a harmless redraw of the plain screen
TAG = "#"
HELP = "ui:help:"
UNREADABLE = N_("That form state could not be read — please choose again.")
FORM_CLOSED = N_("That form is closed — here is your hand now.")
BACK = Button(label=N_("Back"), action="ui:hand")
# What ``shown`` translates: the kit's own words, wherever a game put them on a form.
_SHARED = frozenset({UNREADABLE, FORM_CLOSED, BACK.label})


def shown(text: str) -> str:
    """``text`` in the current language when it is one of the kit's shared sentences or labels (a game's
    own words come translated already)."""
    return _(text) if text in _SHARED else text


def untag(draft: str | None) -> str:
    """A draft without its uniqueness tag."""
    return (draft or "").partition(TAG)[0]


def off(label: str, style: str = "secondary", emoji: str | None = None) -> Button:
    """A disabled button that only shows something (its tail is made unique on the screen)."""
    return Button(label=label, action=OFF, disabled=True, style=style, emoji=emoji)  # type: ignore[arg-type]


CHOSEN = "✓"


def chosen_button(label: str, action: str, *, again: bool = True) -> Button:
    """A choice made on a form, as every game shows it: green, with ✓ before its label, so a phone reads
    it as chosen (a disabled button is drawn faded, which reads as "not available"). ``action`` is what a
    click on it does: take the choice back, in every multi-step form. ``again=False`` where a click
    would change nothing (the one choice there is, the top card already chosen): then it is disabled,
    still green with its ✓ (the kit keeps its tail unique)."""
    return Button(label=f"{CHOSEN} {label}", action=action, style="success", disabled=not again)


def help_button(topic: str) -> Button:
    """The "?" button: its answer (``GameUI.help_text(topic)``) is a private reply, not this screen."""
    return Button(label="?", action=HELP + topic)


def unique_tails(rows: Sequence[Row]) -> tuple[Row, ...]:
    """The rows with every repeated tail of a disabled button tagged ``#<n>`` until it is unique."""
    seen = {b.action for row in rows if not isinstance(row, Select) for b in row if not b.disabled}
    seen |= {row.pick for row in rows if isinstance(row, Select)}
    out: list[Row] = []
    for row in rows:
        if isinstance(row, Select):
            out.append(row)
            continue
        buttons = []
        for button in row:
            action, n = button.action, 1
            while button.disabled and action in seen:
                n += 1
                action = f"{button.action}{TAG}{n}"
            seen.add(action)
            label = shown(button.label)
            changed = action != button.action or label != button.label
            buttons.append(_with(button, action, label) if changed else button)
        out.append(tuple(buttons))
    return tuple(out)


def _with(button: Button, action: str, label: str) -> Button:
    return Button(label, action, button.style, button.disabled, button.emoji)


def head_lines(header: str, notice: str | None, closed: bool = False) -> list[str]:
    """A private screen's first lines: the header, then the notice (a refusal, a stale click), or, for a
    click on a form that is no longer open, ``FORM_CLOSED``."""
    if notice:
        return [header, shown(notice)]
    return [header, _(FORM_CLOSED)] if closed else [header]


@dataclass
class Form:
    """What a form adds to a private screen: lines of text and rows of components (5 rows at most)."""

    lines: list[str] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    buttons_show_hand: bool = False  # one button per card held: see ``Screen.buttons_show_hand``
    words_show_hand: bool = False  # the text names every card held: see ``Screen.words_show_hand``

    def rows_left(self) -> int:
        return MAX_ROWS - len(self.rows)

    def add_buttons(self, buttons: Sequence[Button], per_row: int = MAX_BUTTONS_PER_ROW) -> None:
        """Append buttons in rows of ``per_row`` while Discord's row limit allows (never more than 5)."""
        for start in range(0, len(buttons), per_row):
            if len(self.rows) >= MAX_ROWS:
                return
            self.rows.append(tuple(buttons[start : start + per_row]))

    def add_groups(self, groups: Sequence[Sequence[Button]]) -> None:
        """Append buttons in rows of at most 5 without splitting a group that fits in a row."""
        row: list[Button] = []
        for group in groups:
            if row and len(row) + len(group) > MAX_BUTTONS_PER_ROW:
                self.add_buttons(row)
                row = []
            row.extend(group)
        if row:
            self.add_buttons(row)

    def add_to_last_row(self, button: Button) -> bool:
        """Put ``button`` (a "?") at the end of the last button row with room, or on a row of
        its own while rows are left; False when there is no room at all."""
        last = self.rows[-1] if self.rows else None
        if isinstance(last, tuple) and len(last) < MAX_BUTTONS_PER_ROW:
            self.rows[-1] = (*last, button)
            return True
        if len(self.rows) < MAX_ROWS:
            self.rows.append((button,))
            return True
        return False

    def rows_for_screen(self) -> tuple[Row, ...]:
        return unique_tails(self.rows)

    def screen(self, head: Sequence[str]) -> Screen:
        """The private screen: ``head`` (the header, a notice), then the form's lines and rows."""
        lines = [shown(line) for line in [*head, *self.lines]]
        return Screen("\n".join(lines), self.rows_for_screen(), self.buttons_show_hand, self.words_show_hand)
