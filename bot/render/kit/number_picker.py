"""A number picker: one button per number (a bid of tricks, a count), in rows of 5 in rising order, the
legal ones enabled. A number the rules forbid now (the dealer's "hook" in Oh Hell, a bid below the last
one) is shown disabled, never hidden, so the row reads as the whole range; the form says why in a line.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from bot.render.kit.card_picker import card_button
from bot.render.screen import MAX_BUTTONS_PER_ROW, MAX_ROWS, Row


def number_rows(
    numbers: Sequence[int],
    allowed: Collection[int],
    action: Callable[[int], str],
    label: Callable[[int], str] = str,
    rows_free: int = MAX_ROWS,
) -> list[Row]:
    """``numbers`` as buttons in rows of 5, ``allowed`` ones enabled; at most ``rows_free`` rows (the
    form's other rows come first), so a range too long to fit keeps its lowest numbers."""
    buttons = [card_button(label(n), action(n), n in allowed) for n in numbers]
    rows = [tuple(buttons[i : i + MAX_BUTTONS_PER_ROW]) for i in range(0, len(buttons), MAX_BUTTONS_PER_ROW)]
    return list(rows[:rows_free])
