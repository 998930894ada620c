"""Each bid's public progress in a few words (the view's ``progress``, docs/views-quattro-tricks.md).

What a real table shows in front of the bidders: the C chips on the won stacks, the D mission cards
turned (or hopeless), the B sections already broken. The engine decides every status; this only words
it. A view without ``progress`` (or with an entry this does not know) shows nothing rather than guess.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.quattro_tricks.sets import choice
from bot.render.quattro_tricks.tokens import card, colours_text
from bot.render.viewdata import at

ACHIEVED_MARK = "✅"
FAILED_MARK = "❌"
MISSION_STATUS = {  # a mission's id, its mark and what the engine says of it
    "achieved": (N_("{mission} {mark} achieved"), ACHIEVED_MARK),
    "failed": (N_("{mission} {mark} failed"), FAILED_MARK),
    "open": (N_("{mission} open"), ""),
}


def entry(view: dict[str, Any], seat: int) -> dict[str, Any] | None:
    value = at(view.get("progress"), seat)
    return value if isinstance(value, dict) else None


def chip_tokens(chips: Any) -> str:
    return colours_text(str(c) for c in chips or [])


def chips_text(progress: dict[str, Any], won: int) -> str:
    chips, filled = list(progress.get("chips") or []), list(progress.get("filled") or [])
    status, reason = progress.get("status"), progress.get("reason")
    if status == "lost":
        if reason == "too_many":
            return _("lost: {won} for {chips}", won=_tricks(won), chips=_chips(len(chips)))
        if reason == "too_few_left":
            unfilled, left = len(chips) - len(filled), progress.get("tricks_left", 0)
            return _("lost: {chips} unfilled, {left} left", chips=_chips(unfilled), left=_tricks(left))
        return _("lost: a won trick fits none of the chips")
    if not chips:
        if status == "made":
            return _("no chips, so no trick to win · made")
        return _("no chips, so no trick to win")
    if status == "made":
        return _("all {n} filled · made", n=len(chips))
    shown = f" ({chip_tokens(filled)})" if filled else ""
    return _(
        "{filled} of {chips} filled{tokens} · still possible",
        filled=len(filled),
        chips=len(chips),
        tokens=shown,
    )


def missions_text(progress: dict[str, Any]) -> str:
    parts = []
    for item in progress.get("missions") or []:
        if not _pair(item):
            continue
        mission, status = item
        if status in MISSION_STATUS:
            wording, mark = MISSION_STATUS[status]
            parts.append(_(wording, mission=mission, mark=mark))
        else:
            parts.append(f"{mission} {status or '?'}")
    return " · ".join(parts)


def not_text(progress: dict[str, Any], finished_round: bool) -> str:
    broken = [pair for pair in progress.get("broken") or [] if _pair(pair)]
    if not broken:
        return _("nothing broken") if finished_round else _("nothing broken yet")
    parts = []
    for section, by in broken:
        known = choice("not", section)
        shown = known.shown_short() if known else section
        parts.append(_("not {section} broken ({card})", section=shown, card=card(by)))
    return " · ".join(parts)


def progress_text(view: dict[str, Any], seat: int) -> str | None:
    """The status of a seat's bid, e.g. ``1 of 4 filled (🟦B) · still possible``; None if nothing to say."""
    progress = entry(view, seat)
    if progress is None:
        return None
    kind = progress.get("set")
    if kind == "C":
        return chips_text(progress, at(view.get("tricks_won"), seat) or 0)
    if kind == "D":
        return missions_text(progress) or None
    if kind == "B":
        return not_text(progress, view.get("phase") == "finished")
    return None


def _tricks(count: Any) -> str:
    return ngettext("{n} trick", "{n} tricks", count) if isinstance(count, int) else str(count)


def _chips(count: int) -> str:
    return ngettext("{n} chip", "{n} chips", count)


def _pair(item: Any) -> bool:
    return isinstance(item, list | tuple) and len(item) == 2
