"""A screen's text laid out as a card-game panel (title, lines, labelled fields), Discord-free.

Every renderer writes its screens as lines: a bold first line names the game and the step; a line of the
form ``**Label**  value`` (two spaces) is one scoreboard row; a line that starts with a bold label and
goes on with one space (``**Columns** (anchor first…)``, ``**Alice** · first · open ♦6``, ``**Your turn**
— you play first``: the joining "·" or "—" is left out of the field) heads a block
that takes the plain lines under it (each starting with a letter or digit: ``Wonders (1/7): WO2🔴R``, or
numbered: ``#1 DS4🫐I Deadly Sins 4``);
the rest are sentences (reminders, whose turn it is, what just happened), which start with a symbol.
A game writes its rows with ``row(label, value)`` and its block headings with ``heading(label)``: the label
is a catalog message (an ``N_`` constant, or ``_("…")`` as a call of its own), shown in the reader's
language. A label written inside an f-string (``f"**{_('Trump')}**  …"``) is never extracted into the
catalog and stays English on a Korean table (tests/bot/i18n/test_labels_extracted.py fails on it).
``layout_of`` reads that shape back, so the adapter can show a screen as an embed (title, description,
one field per row or block) without any renderer knowing about embeds, and the same text stays the
plain-text screen for players who turned pictures off.

Only what fits Discord's embed limits becomes a title or a field; anything longer stays a line of the
description, so nothing is cut.

The embed carries the screen's picture (the adapter shows a screen as an embed only with pictures on), so
a line that only says in words what that picture shows just below it is marked ``pictured(line)``: the
plain-text screen keeps it (the mark is an invisible character), the embed leaves it out, and a phone
keeps a screen's height for what only the words say. The clock line the adapter adds at the end of the
table message ("⏱️ …", "🤖 …") joins the "⏳ …" turn line it belongs to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import overload

from bot.i18n import _

MAX_TITLE = 256
MAX_FIELD_NAME = 256
MAX_FIELD_VALUE = 1024
MAX_FIELDS = 25
MAX_DESCRIPTION = 4096

_HEADER = re.compile(r"^\*\*(?P<title>[^*]+)\*\*$")
_ROW = re.compile(r"^\*\*(?P<name>[^*]{1,40})\*\*  (?P<value>\S.*)$")
_BLOCK = re.compile(r"^\*\*(?P<name>[^*]{1,80})\*\*(?: (?P<value>[^*]*))?$")
_SEPARATORS = " ·"  # "**Alice** · first" reads as the field "Alice": "first"
# A line that starts with this (invisible) mark says what the picture shows: see the module's docstring.
PICTURED_MARK = "\u2063"  # INVISIBLE SEPARATOR: a format character no name keeps (names.py)
TURN_MARK = "⏳"
CLOCK_MARKS = ("⏱️", "🤖")  # bot.render.clock_lines.clock_status_line's line
# "**Your turn to exchange** — you play first": the field "Your turn to exchange": "you play first" (a
# value that starts with the dash that joined it to its label reads as a stray mark under the label).
_LEADING_DASH = re.compile(r"^[—–] *")


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    value: str


@dataclass(frozen=True, slots=True)
class Layout:
    title: str | None
    description: str
    fields: tuple[Field, ...]

    def text(self) -> str:
        """Every word of the panel, in reading order (what a screen reader says)."""
        parts = [self.title or "", self.description, *(f"{f.name}\n{f.value}" for f in self.fields)]
        return "\n".join(part for part in parts if part)


def row(label: str, value: str) -> str:
    """A scoreboard row, ``**Label**  value`` (a field of the panel): ``label`` is a catalog message
    (``N_("Trump")``, or already translated), in the reader's language."""
    return f"**{_(label)}**  {value}"


def heading(label: str, rest: str = "") -> str:
    """A block's heading, ``**Label**`` (then `` rest``): the plain lines under it join its field."""
    return f"**{_(label)}**" + (f" {rest}" if rest else "")


@overload
def pictured(line: str) -> str: ...
@overload
def pictured(line: None) -> None: ...
def pictured(line: str | None) -> str | None:
    """``line`` marked as told by the picture beside it (None stays None)."""
    return None if line is None else PICTURED_MARK + line


def pictured_words(content: str) -> str:
    """The words of ``content``'s pictured lines, without their marks and bold: what the picture beside
    the embed shows, for its description (a screen reader reads it where the embed leaves them out)."""
    lines = [line[len(PICTURED_MARK) :] for line in content.splitlines() if line.startswith(PICTURED_MARK)]
    return " · ".join(line.replace("**", "") for line in lines)


def _plain(line: str) -> bool:
    """A line a block takes under its heading: it starts with a letter or a digit, or is numbered
    (``#1 DS4🫐I Deadly Sins 4``: a hand in order of arrival)."""
    return line[:1].isalnum() or (line[:1] == "#" and line[1:2].isdigit())


def _heading_value(text: str | None) -> str:
    return _LEADING_DASH.sub("", (text or "").strip(_SEPARATORS))


def layout_of(content: str) -> Layout:
    """The panel for a screen's ``content``: its bold first line as the title, its ``**Label**  value``
    rows as fields (in order), every other line in the description (in order)."""
    lines = [line for line in content.splitlines() if not line.startswith(PICTURED_MARK)]
    title = None
    if lines and (header := _HEADER.match(lines[0])) and len(header["title"]) <= MAX_TITLE:
        title = header["title"]
        lines = lines[1:]
    description: list[str] = []
    fields: list[Field] = []
    block: list[str] | None = None  # the open block's lines, while plain lines may join it
    for line in lines:
        if block is not None and _plain(line) and len("\n".join([*block, line])) <= MAX_FIELD_VALUE:
            block.append(line)
            continue
        if block is not None:
            fields[-1] = Field(fields[-1].name, "\n".join(block))
            block = None
        row, heading = _ROW.match(line), _BLOCK.match(line)
        if len(fields) >= MAX_FIELDS or not (row or heading):
            description.append(line)
        elif row and len(row["value"]) <= MAX_FIELD_VALUE:
            fields.append(Field(row["name"], row["value"]))
        elif heading and len(value := _heading_value(heading["value"])) <= MAX_FIELD_VALUE:
            fields.append(Field(heading["name"], value))
            block = [value] if value else []
        else:
            description.append(line)
    if block is not None:
        fields[-1] = Field(fields[-1].name, "\n".join(block))
    # Discord refuses an empty field value; a heading with nothing under it keeps a visible dash.
    fields = [Field(f.name, f.value or "—") for f in fields]
    text = "\n".join(_clock_by_turn(description)).strip("\n")
    assert len(text) <= MAX_DESCRIPTION  # a screen's content is at most 2000 characters
    return Layout(title, text, tuple(fields))


def _clock_by_turn(lines: list[str]) -> list[str]:
    """The clock's lines moved up right under the turn line (the adapter adds them at the end)."""
    turn = next((k for k, line in enumerate(lines) if line.startswith(TURN_MARK)), None)
    if turn is None:
        return lines
    clock = [line for line in lines[turn + 1 :] if line.startswith(CLOCK_MARKS)]
    rest = [line for line in lines[turn + 1 :] if not line.startswith(CLOCK_MARKS)]
    return [*lines[: turn + 1], *clock, *rest]
