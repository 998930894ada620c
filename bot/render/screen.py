"""Discord-free description of a message: text plus rows of buttons or one select per row.

Renderers build ``Screen`` values from engine views; the adapter turns them into discord.py components.
Keeping this layer free of discord.py lets every renderer be tested as plain data.

``Button.action`` / ``Select.pick`` are the tail of a component custom_id (the adapter prefixes
``cr:<table>:<version>:``). A tail is either engine action text (``play:R12``, ``bid:sum:0,1-6``) or a
UI-only step that changes nothing at the table:

- ``ui:hand``               show the clicker's current hand / form;
- ``ui:draft:<draft>``      re-render the clicker's form with this draft (form state lives in the id);
- ``ui:pick:<name>``        (selects only) the chosen values become a draft via ``GameUI.draft_from_pick``;
- ``ui:rules``              show the rules summary;
- ``ui:help:<topic>``       a "?" button: ``GameUI.help_text(topic)`` as a private reply (the hand stays).
- ``ui:sheet``              show the score sheet (per round, per player) privately (``GameUI.score_sheet``);
- ``ui:last``               show the last completed trick privately, or why not (``GameUI.last_trick``;
                            on the table message only where ``GameUI.has_tricks``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

ButtonStyle = Literal["primary", "secondary", "success", "danger"]

MAX_ROWS = 5
MAX_BUTTONS_PER_ROW = 5
MAX_SELECT_OPTIONS = 25
MAX_CONTENT = 2000
MAX_CUSTOM_ID_TAIL = 80  # 100 minus room for "cr:<table>:<version>:"
MAX_BUTTON_LABEL = 80
MAX_OPTION_TEXT = 100  # select option label, value and description
MAX_PLACEHOLDER = 150


@dataclass(frozen=True, slots=True)
class Button:
    label: str
    action: str
    style: ButtonStyle = "secondary"
    disabled: bool = False
    emoji: str | None = None


@dataclass(frozen=True, slots=True)
class SelectOption:
    label: str
    value: str
    description: str | None = None
    default: bool = False
    emoji: str | None = None


@dataclass(frozen=True, slots=True)
class Select:
    pick: str  # custom_id tail, normally "ui:pick:<name>"
    options: tuple[SelectOption, ...]
    placeholder: str = ""
    min_values: int = 1
    max_values: int = 1
    disabled: bool = False


Row = tuple[Button, ...] | Select


@dataclass(frozen=True, slots=True)
class Screen:
    content: str
    rows: tuple[Row, ...] = field(default=())
    # A hand whose buttons show every card it holds (one button per card, enabled or not): a picture of
    # the hand would show the same cards again, so the adapter leaves it out unless the player chose it
    # (``/settings hand``; docs/ux.md#the-hand).
    buttons_show_hand: bool = False
    # A hand whose text names every card it holds (one line) on a form where the cards are not the choice
    # (a power's target, a column, a card on the table): a picture of the hand would take the room the
    # choice needs on a phone (issue 36), so the adapter leaves it out as above.
    words_show_hand: bool = False

    def __post_init__(self) -> None:
        if len(self.rows) > MAX_ROWS:
            raise ValueError(f"{len(self.rows)} rows; Discord allows {MAX_ROWS}")
        for row in self.rows:
            if isinstance(row, Select):
                _check_select(row)
            else:
                if not 1 <= len(row) <= MAX_BUTTONS_PER_ROW:
                    raise ValueError(f"row with {len(row)} buttons")
                for button in row:
                    if len(button.action) > MAX_CUSTOM_ID_TAIL:
                        raise ValueError(f"custom_id tail too long: {button.action!r}")
                    if not 1 <= len(button.label) <= MAX_BUTTON_LABEL:
                        raise ValueError(f"button label of {len(button.label)} characters")
        tails = [b.action for b in self.buttons()] + [r.pick for r in self.rows if isinstance(r, Select)]
        if len(tails) != len(set(tails)):
            raise ValueError("two components share a custom_id tail; Discord needs them unique per message")
        if len(self.content) > MAX_CONTENT:
            raise ValueError(f"content of {len(self.content)} characters; Discord allows {MAX_CONTENT}")

    def buttons(self) -> list[Button]:
        return [b for row in self.rows if not isinstance(row, Select) for b in row]


def _check_select(select: Select) -> None:
    if not 1 <= len(select.options) <= MAX_SELECT_OPTIONS:
        raise ValueError(f"select with {len(select.options)} options")
    if len(select.pick) > MAX_CUSTOM_ID_TAIL:
        raise ValueError(f"custom_id tail too long: {select.pick!r}")
    if len(select.placeholder) > MAX_PLACEHOLDER:
        raise ValueError("select placeholder too long")
    if not 0 <= select.min_values <= select.max_values <= len(select.options):
        raise ValueError(
            f"select bounds {select.min_values}..{select.max_values} for {len(select.options)} options"
        )
    values = [option.value for option in select.options]
    if len(values) != len(set(values)):
        raise ValueError("select option values must be unique")
    for option in select.options:
        texts = (option.label, option.value, option.description or "")
        if not option.label or not option.value or any(len(text) > MAX_OPTION_TEXT for text in texts):
            raise ValueError(f"select option out of Discord's limits: {option.label!r}")


def pages(text: str, limit: int = MAX_CONTENT) -> list[str]:
    """``text`` in messages of at most ``limit`` characters, cut between lines (a line longer than that,
    such as hundreds of names, is cut where it must): nothing of it is left out."""
    found: list[str] = []
    page = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if page:
                found.append(page)
                page = ""
            found.append(line[:limit])
            line = line[limit:]
        if page and len(page) + 1 + len(line) > limit:
            found.append(page)
            page = line
        else:
            page = f"{page}\n{line}" if page else line
    if page:
        found.append(page)
    return found
