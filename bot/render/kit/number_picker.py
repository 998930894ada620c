"""A number picker: one button per number (a bid of tricks, a count), in rows of 5 in rising order, the
legal ones enabled. A number the rules forbid now (the dealer's "hook" in Oh Hell, a bid below the last
one) is shown disabled, never hidden, so the row reads as the whole range; the form says why in a line
(``bid_form``: the question, the reason, the buttons).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence

from bot.i18n import N_, _
from bot.render.kit.card_picker import card_button
from bot.render.kit.form import Form
from bot.render.screen import MAX_BUTTONS_PER_ROW, MAX_ROWS, Row

TRICKS_QUESTION = N_("How many tricks will you take?")


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


def bid_form(
    lines: Sequence[str],
    numbers: Sequence[int],
    legal: Iterable[str],
    prefix: str,
    question: str = TRICKS_QUESTION,
    forbidden: Callable[[int], str] | None = None,
) -> Form:
    """A bid: ``lines``, the ``question`` (in the reader's language: "How many tricks will you take?" by
    default), the reason a number is forbidden now (``forbidden(n)`` for the first such number, when
    there is one), then one button per number (action ``<prefix><n>``), those ``legal`` allows enabled."""
    allowed = {
        int(a.removeprefix(prefix)) for a in legal if a.startswith(prefix) and a[len(prefix) :].isdigit()
    }
    barred = [n for n in numbers if n not in allowed]
    reason = [forbidden(barred[0])] if forbidden and barred and allowed else []
    form = Form(lines=[*lines, _(question), *reason])
    form.rows.extend(number_rows(numbers, allowed, lambda n: f"{prefix}{n}"))
    return form
