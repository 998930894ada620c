"""Bid forms: what a seat sees while it must bid, and how a select's values become a draft.

A *draft* is form state carried in a custom_id (``ui:draft:<draft>``) or built from a select
(``ui:pick:<kind>``): it is a bid string (``bid:sum:1-6,5/15/25``), complete or not. Anything after
``#`` is a tag that only keeps custom_ids unique and is ignored. Drafts come from the client, so they
are read defensively: garbage renders the empty form with a notice, never an error.

The Confirm button carries exactly the canonical bid and appears only when that bid is in ``legal``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.kit.form import UNREADABLE, Form, untag
from bot.render.quattro_tricks import sets as bidsets
from bot.render.quattro_tricks.sets import BONUS_SPACE, MISSIONS, SECTIONS, SET_NAME, SPACES, Choice, set_name
from bot.render.screen import Button, Select, SelectOption
from bot.render.viewdata import legal, option

PICK_PREFIX = "ui:pick:"
LIMITS = {"sum": (2, 2), "not": (1, bidsets.MAX_SECTIONS), "missions": (1, bidsets.MAX_MISSIONS)}
__all__ = ["UNREADABLE", "Form", "untag"]  # the kit's, re-exported for the set forms


def bonus_flag(view: dict[str, Any]) -> bool:
    return bool(option(view.get("options") or {}, "a_bonus_without_chip", False))


def catalogue(view: dict[str, Any], kind: str) -> tuple[Choice, ...]:
    if kind == "sum":
        return tuple(c for c in SPACES if not (bonus_flag(view) and c.id == BONUS_SPACE))
    return SECTIONS if kind == "not" else MISSIONS


CONFIRM_BID = N_("Confirm bid")
NOT_ALLOWED = N_("That bid is not allowed now — please choose again.")


def confirm_row(bid: str, label: str | None = None) -> tuple[Button, ...]:
    return (Button(label=label or _(CONFIRM_BID), action=bid, style="success"),)


# -- select forms (A, B, D) ----------------------------------------------------------------------------

INTRO = {
    "sum": N_(
        "**Your bid — set A, Sum board.** Pick two spaces. At the end of the round the numbers of your "
        "winning cards are added up; you score the better space that total hits."
    ),
    "not": N_(
        "**Your bid — set B, Not set.** Pick 1–4 things you will not win a trick with. You score "
        "tricks won × the points of your picks, or 0 if one of your winning cards breaks a pick."
    ),
    "missions": N_(
        "**Your bid — set D, Missions.** Pick 1–5 missions, one side per card at most. You score "
        "their points if you achieve every one of them, otherwise 0."
    ),
}
PLACEHOLDER = {
    "sum": N_("Pick two spaces"),
    "not": N_("Pick 1 to 4 sections"),
    "missions": N_("Pick 1 to 5 missions"),
}
ASK = {  # the same request as a sentence, when the picks so far are not enough
    "sum": N_("Pick two spaces."),
    "not": N_("Pick 1 to 4 sections."),
    "missions": N_("Pick 1 to 5 missions."),
}


def option_label(kind: str, c: Choice) -> str:
    if kind == "missions":
        return f"{c.id} · {c.shown_label()} · {_pts(c.points)}"
    return f"{c.shown_label()} · {_pts(c.points)}"


def draft_ids(kind: str, draft: str | None) -> tuple[list[str], str | None]:
    """The ids in a draft for ``kind`` and a notice when the draft was unreadable or for another set."""
    text = untag(draft)
    if not text:
        return [], None
    parts = bidsets.split_payload(text)
    if parts is None or parts[0] != kind or not text.startswith("bid:"):
        return [], UNREADABLE
    ids = bidsets.items(kind, parts[1])
    return (ids, None) if ids is not None else ([], UNREADABLE)


def summary(kind: str, ids: list[str]) -> str:
    chosen = [c for c in (bidsets.choice(kind, i) for i in ids) if c]
    if kind == "sum":
        first, second = chosen  # a complete A bid is two spaces
        return _(
            "This bid: **{first}** ({first_points}) and **{second}** ({second_points}) — you score the "
            "better space your total hits, {best} at most.",
            first=first.shown_label(),
            first_points=_pts(first.points),
            second=second.shown_label(),
            second_points=_pts(second.points),
            best=max(first.points, second.points),
        )
    total = sum(c.points for c in chosen)
    if kind == "not":
        return _(
            "This bid: {picks} = **{per_trick}**, or 0 if a winning card of yours matches one of them.",
            picks=", ".join(c.shown_label() for c in chosen),
            per_trick=ngettext("{n} pt per trick you win", "{n} pts per trick you win", total),
        )
    return _(
        "This bid: {missions} = **{points}** if every mission is done, otherwise 0.",
        missions=" + ".join(f"{c.id} {c.shown_label()} ({c.points})" for c in chosen),
        points=_pts(total),
    )


def problems(view: dict[str, Any], kind: str, ids: list[str]) -> tuple[list[str], bool]:
    """(lines to show, whether the draft can be confirmed at all)."""
    low, high = LIMITS[kind]
    if kind == "missions" and bidsets.two_sides(ids):
        return [_("Choose one side per mission card.")], False
    if kind == "sum" and bonus_flag(view) and BONUS_SPACE in ids:
        return [_("At this table 5/15/25 scores without a chip; pick two other spaces.")], False
    if not low <= len(ids) <= high:
        return [_(ASK[kind])], False
    warnings = []
    if kind == "not" and {"even", "odd"} <= set(ids):
        warnings.append(_("⚠️ Every card is even or odd, so this bid can only score 0."))
    if kind == "not" and {"blue", "yellow", "green", "red"} <= set(ids):
        warnings.append(_("⚠️ Every card has one of these colours, so this bid can only score 0."))
    return warnings, True


def select_form(view: dict[str, Any], kind: str, draft: str | None) -> Form:
    ids, notice = draft_ids(kind, draft)
    form = Form(lines=[notice] if notice else [])
    form.lines.append(_(INTRO[kind]))
    if kind == "sum" and bonus_flag(view):
        form.lines.append(_("At this table a total of 5, 15 or 25 scores 6 points even without a chip."))
    low, high = LIMITS[kind]
    choices = catalogue(view, kind)
    form.rows.append(
        Select(
            pick=PICK_PREFIX + kind,
            options=tuple(
                SelectOption(
                    label=option_label(kind, c), value=c.id, description=c.shown_text(), default=c.id in ids
                )
                for c in choices
            ),
            placeholder=_(PLACEHOLDER[kind]),
            min_values=low,
            max_values=min(high, len(choices)),
        )
    )
    if not ids:
        return form
    notes, complete = problems(view, kind, ids)
    if complete:
        form.lines.append(summary(kind, ids))
    form.lines.extend(notes)
    bid = bidsets.canonical(kind, ids)
    if complete and bid in legal(view):
        form.rows.append(confirm_row(bid))
    elif complete:
        form.lines.append(_(NOT_ALLOWED))
    return form


def draft_from_pick(view: dict[str, Any], pick: str, values: Sequence[str]) -> str:
    """Select values -> a canonical (maybe incomplete) bid draft, or "" for anything unusable."""
    kind = str(pick).removeprefix(PICK_PREFIX)
    if kind not in LIMITS or isinstance(values, str | bytes) or not isinstance(values, Sequence):
        return ""
    if not values or len(values) > len(catalogue(view, kind)):
        return ""
    if not all(isinstance(v, str) and v and "," not in v and "#" not in v for v in values):
        return ""
    ids = bidsets.items(kind, ",".join(values))
    allowed = {c.id for c in catalogue(view, kind)}
    if ids is None or not set(ids) <= allowed:
        return ""
    return bidsets.canonical(kind, ids)


def set_title(letter: str | None) -> str:
    if letter not in SET_NAME:
        return _("no set yet")
    return _("set {letter} ({name})", letter=letter, name=set_name(letter))


def _pts(points: int) -> str:
    return ngettext("{n} pt", "{n} pts", points)
