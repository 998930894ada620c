"""Card buttons in one row per suit (docs/ux.md: a hand reads like a held hand), the legal ones enabled.

Illegal cards are shown disabled, never hidden; the form says why in one line of its message. Rows
follow the order of the cards given (the game decides the suit order: trump first, red first). When a
suit has more than 5 cards it takes two rows; when one row per suit does not fit in the rows the form
can spare, the smallest neighbouring rows share one, and when even that does not fit the cards run in rows
of 5 in the same order.

A trick's play form is the picker and one line above it (``play_line``, ``follow_line``): ``play_form``
builds it from the view's ``hand``, ``legal`` (``play:<card>`` actions), ``trick`` and ``to_act``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.kit.form import Form
from bot.render.kit.turn import Prompt, add_waiting
from bot.render.screen import MAX_BUTTONS_PER_ROW, MAX_ROWS, Button, Row

PLAY = "play:"  # a card's action: ``play:<card code>`` (what follows a second ":" is the card's choice)


def card_button(label: str, action: str, enabled: bool) -> Button:
    """A card: blue and clickable when legal, grey and disabled otherwise."""
    return Button(
        label=label, action=action, disabled=not enabled, style="primary" if enabled else "secondary"
    )


def _chunks(items: Sequence[Button], size: int = MAX_BUTTONS_PER_ROW) -> list[tuple[Button, ...]]:
    return [tuple(items[i : i + size]) for i in range(0, len(items), size)]


def _merged(groups: list[list[Button]], rows_free: int) -> list[tuple[Button, ...]] | None:
    """One row per suit (a suit of more than 5 takes two), then neighbouring rows merged, the smallest
    pair first and whole suits before the rest of a long one, until they fit; None when they cannot."""
    rows = [(row, len(group) <= MAX_BUTTONS_PER_ROW) for group in groups for row in _chunks(group)]
    while len(rows) > rows_free:
        pairs = [
            (len(rows[i][0]) + len(rows[i + 1][0]), not (rows[i][1] and rows[i + 1][1]), i)
            for i in range(len(rows) - 1)
        ]
        fitting = [pair for pair in pairs if pair[0] <= MAX_BUTTONS_PER_ROW]
        if not fitting:
            return None
        *_rest, i = min(fitting)
        rows[i : i + 2] = [(rows[i][0] + rows[i + 1][0], rows[i][1] and rows[i + 1][1])]
    return [row for row, _whole in rows]


def suit_rows(buttons: Sequence[Button], suits: Sequence[str], rows_free: int = MAX_ROWS) -> list[Row]:
    """Rows of ``buttons`` (one per card, ``suits[i]`` the suit of ``buttons[i]``) grouped by suit."""
    groups: list[list[Button]] = []
    for i, button in enumerate(buttons):
        if groups and suits[i - 1] == suits[i]:
            groups[-1].append(button)
        else:
            groups.append([button])
    merged = _merged(groups, rows_free)
    return list(merged) if merged is not None else list(_chunks(list(buttons)))


def card_rows(
    cards: Sequence[str],
    suit_of: Callable[[str], str],
    label: Callable[[str], str],
    allowed: Collection[str],
    action: Callable[[str], str] = lambda code: f"play:{code}",
    rows_free: int = MAX_ROWS,
) -> list[Row]:
    """The card picker: ``cards`` in the order given, one row per suit, ``allowed`` ones enabled."""
    buttons = [card_button(label(c), action(c), c in allowed) for c in cards]
    return suit_rows(buttons, [suit_of(c) for c in cards], rows_free)


def play_line(leading: bool, free: bool, led: str | None, must: str | None = None) -> str:
    """The one line above a trick's card buttons: ``led``/``must`` name the led suit ("☀️ summer").
    ``free``: the hand holds none of the led suit, so any card may be played; a hand whose every card
    follows the led suit is not free ("You must follow ☀️ summer.", not "You have no ☀️ summer")."""
    if leading:
        return _("You lead — play any card.")
    if free:
        # i18n: {suit} is the led suit with its symbol ("☀️ summer").
        return _("You have no {suit} — play any card.", suit=led) if led else _("Play any card.")
    if led:
        return _("You must follow {suit}.", suit=must or led)
    return _("Only the enabled cards can be played now.")


def playable(legal: Iterable[str]) -> set[str]:
    """The cards the ``legal`` actions let the seat play: ``play:H10`` -> ``H10``, ``play:BF:R`` -> ``BF``."""
    return {a.removeprefix(PLAY).split(":")[0] for a in legal if a.startswith(PLAY)}


def follow_line(
    leading: bool,
    hand: Collection[str],
    allowed: Collection[str],
    suit_of: Callable[[str], str],
    led: str | None,
    named: str | None,
    must: str | None = None,
) -> str:
    """``play_line`` for a hand: free when it holds no card of the ``led`` suit and may play all of them
    (``named``/``must``: the led suit as words, "♥️ hearts")."""
    void = not any(suit_of(code) == led for code in hand)
    return play_line(leading, void and set(allowed) >= set(hand), named, must)


def play_form(
    ctx: TableContext,
    view: dict[str, Any],
    prompt: Prompt,
    lines: Sequence[str],
    label: Callable[[str], str],
    suit_of: Callable[[str], str],
    suit_name: Callable[[str], str] = str,
) -> Form:
    """A trick-taking game's play form: ``lines``, the line about following the led suit (``suit_name``
    writes a suit), the hand as card buttons one row per suit (the legal ones enabled, ``label`` writes
    a card), and "Waiting for …" while others are to act. The hand keeps the view's order."""
    hand = list(view.get("hand") or [])
    allowed = playable(view.get("legal") or [])
    trick = list(view.get("trick") or [])
    led = suit_of(str(trick[0][1])) if trick else None
    form = Form(lines=list(lines), buttons_show_hand=True)
    if allowed:
        form.lines.append(
            follow_line(not trick, hand, allowed, suit_of, led, suit_name(led) if led else None)
        )
    form.rows.extend(card_rows(hand, suit_of, label, allowed))
    add_waiting(form, ctx, view, prompt)
    return form
