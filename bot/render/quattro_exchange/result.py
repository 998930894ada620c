"""The final comparison, explained (spec §3.6): each hand with its sum and Quattro, then why it won."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.people import name
from bot.render.quattro_exchange.tokens import card, cards_text, count, number
from bot.render.viewdata import at

SUIT_ORDER = "♠ > ♦ > ♥ > ♣"


def hand_line(ctx: TableContext, result: dict[str, Any], seat: int) -> str:
    cards = at(result.get("cards"), seat) or []
    total = at(result.get("sums"), seat)
    plus = " + ".join(str(number(c)) for c in cards)
    mark = _("Quattro ✓") if at(result.get("quattro"), seat) else _("no Quattro")
    return f"**{name(ctx, seat)}** {cards_text(cards)} · {plus} = {count(total)} · {mark}"


def reason(ctx: TableContext, result: dict[str, Any]) -> str:
    """Why the winner won, in one sentence."""
    winner = result.get("winner")
    loser = 1 - winner if winner in (0, 1) else None
    won, lost = name(ctx, winner), name(ctx, loser) if loser is not None else "?"
    sums = list(result.get("sums") or [])
    deciding = list(result.get("deciding") or [])
    both = all(result.get("quattro") or [False])
    kind = result.get("decided_by")
    if kind == "zero":
        return _("{name} has a 🔘0 open and loses by the Season 2 zero rule.", name=lost)
    if kind == "quattro":
        return _("Only {name} has a Quattro, and a Quattro beats any hand without one.", name=won)
    if kind == "sum":
        high, low = (count(s) for s in sorted(sums, reverse=True)) if len(sums) == 2 else ("?", "?")
        if both:
            return _(
                "Both have a Quattro, so the higher sum wins: {name} {high} to {low}.",
                name=won,
                high=high,
                low=low,
            )
        return _(
            "Neither has a Quattro, so the higher sum wins: {name} {high} to {low}.",
            name=won,
            high=high,
            low=low,
        )
    if kind in ("highest_card", "lexicographic") and len(deciding) == 2 and winner in (0, 1):
        best, other = deciding[winner], deciding[1 - winner]
        suits = f" ({SUIT_ORDER})" if number(best) == number(other) else ""
        values = {"total": count(sums[0]) if sums else "?", "best": card(best), "other": card(other)}
        if kind == "highest_card":
            # i18n: {suits} is empty or " (♠ > ♦ > ♥ > ♣)"
            return _(
                "Equal sums ({total}): the highest cards decide, {best} beats {other}{suits}.",
                suits=suits,
                **values,
            )
        # i18n: {suits} is empty or " (♠ > ♦ > ♥ > ♣)"
        return _(
            "Equal sums ({total}): the cards compared from the top decide, {best} beats {other}{suits}.",
            suits=suits,
            **values,
        )
    return _("{name} wins.", name=won)


def result_lines(ctx: TableContext, result: dict[str, Any], seats: Sequence[int] = (0, 1)) -> list[str]:
    return [*(hand_line(ctx, result, s) for s in seats), f"→ {reason(ctx, result)}"]
