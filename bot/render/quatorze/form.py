"""A private form's parts and the draft language shared by the multi-step forms.

A *draft* is form state carried in a custom_id (``ui:draft:<draft>``), never kept on the server:
``<step>:<payload>`` where the step names the form (``p`` the card to play, ``n`` the Notes column,
``m`` the Planes source column, ``o`` the Wonders deck order so far). Anything after ``#`` is a tag that
only keeps custom_ids unique and is ignored. Drafts come from the client, so they are read defensively:
garbage renders the empty form with a notice, never an error.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.render.screen import MAX_BUTTONS_PER_ROW, MAX_ROWS, Button, Row

DRAFT = "ui:draft:"
PICKED = "👉"
UNREADABLE = "That form state could not be read — please choose again."
STALE = "That choice is no longer possible — please choose again."
CLOSED = "That form is closed — here is your hand now."


@dataclass
class Form:
    lines: list[str] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)

    def add_buttons(self, buttons: Sequence[Button], per_row: int = MAX_BUTTONS_PER_ROW) -> None:
        """Append buttons in rows of ``per_row`` while Discord's row limit allows (never more than 5)."""
        for start in range(0, len(buttons), per_row):
            if len(self.rows) >= MAX_ROWS:
                return
            self.rows.append(tuple(buttons[start : start + per_row]))

    def add_groups(self, groups: Sequence[Sequence[Button]]) -> None:
        """Append buttons in rows of at most 5 without splitting a group (a column's "with power" and
        "no power" buttons stay side by side)."""
        row: list[Button] = []
        for group in groups:
            if row and len(row) + len(group) > MAX_BUTTONS_PER_ROW:
                self.add_buttons(row)
                row = []
            row.extend(group)
        if row:
            self.add_buttons(row)


def untag(draft: str | None) -> str:
    return (draft or "").partition("#")[0]


def tail(step: str, payload: str) -> str:
    return f"{DRAFT}{step}:{payload}"


def off(tag: str) -> str:
    """The custom_id of a disabled button: a harmless redraw, unique on the screen through its tag."""
    return f"{DRAFT}#off:{tag}"


def read(draft: str | None, step: str) -> tuple[str | None, str | None]:
    """(payload, notice) of a draft for the form ``step``: no draft → (None, None); a draft of another
    form → (None, CLOSED); unreadable → (None, UNREADABLE)."""
    text = untag(draft)
    if not text:
        return None, None
    found, sep, payload = text.partition(":")
    if not sep or found not in STEPS:
        return None, UNREADABLE
    if found != step:
        return None, CLOSED
    return payload, None


def picked_button(label: str, action: str, emoji: str | None = None) -> Button:
    """A choice already made: shown chosen (green, 👉) and disabled; its tag keeps the custom_id unique."""
    return Button(
        label=label, action=f"{action}#picked", style="success", disabled=True, emoji=emoji or PICKED
    )


STEPS = frozenset({"p", "n", "m", "o"})
