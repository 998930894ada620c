"""The score sheet every game answers with privately: rounds down, players across, totals last.

The table sits in a code block so its columns line up in any Discord client. A code block shows markdown
literally, so the column heads are plain labels (``people.seat_label``, cut to the column) with what could
close the block, read as a mention or a link, or look like markup in a quote swapped for a look-alike
(``column_head``). The names as message text (``people.name``) head the sheet above the block, in seat
order, so a reader can match a column whose name had to be cut.

Widths are counted in a monospace font's cells: a Hangul or CJK character (and most emoji) takes two, so a
Korean name or row label keeps the columns lined up.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from bot.i18n import N_, _
from bot.render.base import TableContext
from bot.render.people import name, seat_label
from bot.render.screen import MAX_CONTENT
from bot.render.viewdata import at

# A player's column is at most this wide (a longer name is cut with "…"), so four players and the row
# label fit a phone's code block without wrapping. [product]
MAX_COLUMN = 10
ROW_LABEL_WIDTH = 7  # "Round 12", "Total" … (cells: a Korean label of 3 syllables fits)
FENCE = "```"
CUT = "…"
EARLIER_OMITTED = N_("(earlier rows left out to fit one message)")
TOTAL = N_("Total")
_WIDE = ("W", "F")  # East Asian Width: two cells in a monospace font


@dataclass(frozen=True, slots=True)
class SheetRow:
    label: str  # "R1", "Cards", …
    cells: tuple[str, ...]  # one per seat


def sheet_title(game: str) -> str:
    """The sheet's title, after the 📋: ``game`` is the game's name in the reader's language."""
    return _("Score sheet — {game}", game=game)


def signed(value: object) -> str:
    """A round's points with their sign (``+8``, ``-3``, ``0``); anything else as it is."""
    return f"{value:+d}" if isinstance(value, int) and value else str(value)


# Inside the code block: a backtick would close it; the rest keep a copied name inert elsewhere.
_LOOK_ALIKES = str.maketrans({"`": "'", "*": "∗", "_": "‗", "<": "‹", ">": "›", "@": "＠", "|": "¦"})


def column_head(ctx: TableContext, seat: int) -> str:
    return seat_label(ctx, seat).translate(_LOOK_ALIKES).replace("://", ":/ /")


def cells(text: str) -> int:
    """How many monospace cells ``text`` takes."""
    return sum(2 if unicodedata.east_asian_width(ch) in _WIDE else 1 for ch in text)


def _fit(text: str, width: int) -> str:
    text = text.translate(_LOOK_ALIKES)
    if cells(text) <= width:
        return text
    while text and cells(text) > width - 1:
        text = text[:-1]
    return text + CUT


def _pad(text: str, width: int, left: bool) -> str:
    room = " " * max(0, width - cells(text))
    return text + room if left else room + text


def _line(label: str, row: Sequence[str], widths: Sequence[int]) -> str:
    parts = [_pad(_fit(label, ROW_LABEL_WIDTH), ROW_LABEL_WIDTH, left=True)]
    parts += [_pad(_fit(text, width), width, left=False) for text, width in zip(row, widths, strict=False)]
    return " ".join(parts).rstrip()


def sheet_text(
    ctx: TableContext,
    title: str,
    rows: Sequence[SheetRow],
    totals: Sequence[object] | None,
    notes: Sequence[str] = (),
    total_label: str | None = None,
) -> str:
    """``title``, the players, then the table of ``rows`` and a ``totals`` row (``total_label``, "Total"
    in the current language by default), then ``notes`` (all in the current language).

    Within one Discord message: when the rows do not all fit, the earliest are left out (and it says so).
    """
    seats = range(len(ctx.names))
    header = [column_head(ctx, seat) for seat in seats]
    widths = [
        min(MAX_COLUMN, max([cells(header[s])] + [cells(r.cells[s]) for r in rows if s < len(r.cells)]))
        for s in seats
    ]
    totals_text = None if totals is None else [str(at(totals, s)) for s in seats]
    if totals_text is not None:
        widths = [max(w, min(MAX_COLUMN, cells(t))) for w, t in zip(widths, totals_text, strict=True)]
    head = [f"📋 **{title}**", " · ".join(f"{s + 1}. {name(ctx, s)}" for s in seats)]
    top = [_line("", header, widths), "-" * len(_line("", ["-" * w for w in widths], widths))]
    bottom = []
    if totals_text is not None:
        bottom = [top[1], _line(total_label or _(TOTAL), totals_text, widths)]
    body = [_line(r.label, r.cells, widths) for r in rows]

    def text(kept: list[str], omitted: bool) -> str:
        block = [FENCE, *top, *kept, *bottom, FENCE]
        return "\n".join([*head, *([_(EARLIER_OMITTED)] if omitted else []), *block, *notes])

    kept, omitted = body, False
    while len(text(kept, omitted)) > MAX_CONTENT and kept:
        kept, omitted = kept[1:], True
    return text(kept, omitted)[:MAX_CONTENT]
