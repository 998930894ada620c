"""The set C form: + buttons per chip kind, a − for each kind bid, the counts, Clear and Confirm.

The draft lives in the buttons' custom_ids (``ui:draft:bid:chips:R1,B2``), so every click re-renders the
form with the new counts and nothing is kept on the server. custom_ids must be unique per message: a
disabled + redraws the current counts and the kit's ``Form`` tags the repeats (``#2``…), which the
reader ignores; Clear, when it equals the one chip's −, is tagged by hand because both are enabled.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.kit.form import help_button
from bot.render.quattro_tricks.forms import NOT_ALLOWED, UNREADABLE, Form, confirm_row, untag
from bot.render.quattro_tricks.sets import (
    CHIP_KINDS,
    CHIPS_SHOWN,
    MAX_CHIPS,
    MAX_PER_COLOUR,
    chip_points,
    chips_body,
    chips_ok,
    chips_times,
    parse_chips,
)
from bot.render.quattro_tricks.tokens import colour
from bot.render.screen import MAX_BUTTONS_PER_ROW, Button
from bot.render.viewdata import legal

DRAFT = "ui:draft:bid:chips:"
# The form's one line; the rule in full waits behind its "?" (``CHIPS_TOPIC``): on a phone the paragraph
# took five lines of a hand that must fit one screen (issue 36). Plain, not bold: a bold start would be a
# heading line of its own (the header already names set C).
INTRO = N_("Your bid: one trick per chip, in its colour (⬜ white = any).")
CHIPS_TOPIC = "chips"
RULE = N_(
    "Set C, Colour chips: use + and − to bid chips. You must win exactly as many tricks as chips, each "
    "with a chip's colour (⬜ white = any colour; a 🟥 red win on another lead counts as either colour). "
    "2 points per colour chip, 1 per white chip. A bid with no chips is allowed but scores 0."
)


def help_text(topic: str, options: object) -> str | None:
    """The "?" answer: the chip rule (the same at every table)."""
    return _(RULE) if topic == CHIPS_TOPIC else None


def read_draft(draft: str | None) -> tuple[dict[str, int], bool, str | None]:
    """(counts, whether the player has set the counts explicitly, notice)."""
    zero = dict.fromkeys(CHIP_KINDS, 0)
    text = untag(draft)
    if not text:
        return zero, False, None
    if not text.startswith("bid:chips:"):
        return zero, False, UNREADABLE
    counts = parse_chips(text.removeprefix("bid:chips:"))
    if counts is None:
        return zero, False, UNREADABLE
    if not chips_ok(counts):
        for kind in CHIP_KINDS[:4]:
            counts[kind] = min(counts[kind], MAX_PER_COLOUR)
        counts["W"] = min(counts["W"], MAX_CHIPS - sum(counts[k] for k in CHIP_KINDS[:4]))
        notice = _(
            "The set has {per_colour} chips of each colour, {total} in all.",
            per_colour=MAX_PER_COLOUR,
            total=MAX_CHIPS,
        )
        return counts, True, notice
    return counts, True, None


def can_add(counts: dict[str, int], kind: str) -> bool:
    if sum(counts.values()) >= MAX_CHIPS:
        return False
    return kind == "W" or counts[kind] < MAX_PER_COLOUR


def step_button(counts: dict[str, int], kind: str, delta: int) -> Button:
    enabled = can_add(counts, kind) if delta > 0 else counts[kind] > 0
    sign = "+" if delta > 0 else "−"
    if enabled:
        target = dict(counts)
        target[kind] += delta
        action = DRAFT + chips_body(target)
    else:
        action = DRAFT + chips_body(counts)  # a redraw; the kit makes repeats unique
    return Button(
        label=f"{sign} {colour(kind)}",  # "+ 🟥R": the letter beside the square, narrow enough for a phone
        action=action,
        disabled=not enabled,
        style="primary" if enabled else "secondary",
    )


def clear_button(counts: dict[str, int]) -> Button:
    total = sum(counts.values())
    # With one chip left, Clear and that chip's − lead to the same draft: tag Clear.
    action = DRAFT + "none" if total >= 2 else DRAFT + "none#clear"
    return Button(label=_("Clear"), action=action, style="danger", disabled=total == 0)


def summary(counts: dict[str, int]) -> str:
    total = sum(counts.values())
    if total == 0:
        return _("This bid: no chips — it always scores 0.")
    return _(
        "This bid: {chips} = **{count}, {points}** if made.",
        chips=chips_times(counts),
        count=ngettext("{n} trick", "{n} tricks", total),
        points=ngettext("{n} point", "{n} points", chip_points(counts)),
    )


def chips_form(view: dict[str, Any], draft: str | None) -> Form:
    counts, explicit, notice = read_draft(draft)
    form = Form(lines=[notice] if notice else [])
    form.lines.append(_(INTRO))
    confirm: tuple[Button, ...] = ()
    if explicit:
        # The summary names every chip bid (🟥R×1 🟦B×2): the counts line would say it again.
        form.lines.append(summary(counts))
        bid = "bid:chips:" + chips_body(counts)
        if bid in legal(view):
            confirm = confirm_row(bid, _("Confirm: no chips") if bid == "bid:chips:none" else None)
        else:
            form.lines.append(_(NOT_ALLOWED))
    else:
        form.lines.append(_("Add chips with +, then confirm."))
    # A − for each kind bid only: five disabled −s took two lines of a phone screen (issue 36). The −s
    # share the last row with Confirm, Clear and "?" while they fit in it (a row holds 5).
    minus = tuple(step_button(counts, kind, -1) for kind in CHIPS_SHOWN if counts[kind])
    last = (*confirm, clear_button(counts), help_button(CHIPS_TOPIC))
    form.rows = [tuple(step_button(counts, kind, +1) for kind in CHIPS_SHOWN)]
    if len(minus) + len(last) <= MAX_BUTTONS_PER_ROW:
        form.rows.append((*minus, *last))
    else:
        form.rows += [minus, last]
    return form
