"""The final comparison, explained (spec §3.6): each hand with its sum and Quattro, then why it won."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.render.base import TableContext
from bot.render.people import name
from bot.render.quattro_exchange.tokens import QUATTRO, card, cards_text, number
from bot.render.viewdata import at

SUIT_ORDER = "♠ > ♦ > ♥ > ♣"


def hand_line(ctx: TableContext, result: dict[str, Any], seat: int) -> str:
    cards = at(result.get("cards"), seat) or []
    total = at(result.get("sums"), seat)
    quattro = at(result.get("quattro"), seat)
    plus = " + ".join(str(number(c)) for c in cards)
    mark = f"Quattro ✓ ({QUATTRO})" if quattro else "no Quattro"
    return f"**{name(ctx, seat)}** {cards_text(cards)} · {plus} = {total} · {mark}"


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
        return f"{lost} has a ⚫0 open and loses by the Season 2 zero rule."
    if kind == "quattro":
        return f"Only {won} has a Quattro ({QUATTRO}), and a Quattro beats any hand without one."
    if kind == "sum":
        who = "Both have a Quattro" if both else "Neither has a Quattro"
        high, low = sorted(sums, reverse=True) if len(sums) == 2 else ("?", "?")
        return f"{who}, so the higher sum wins: {won} {high} to {low}."
    if kind in ("highest_card", "lexicographic") and len(deciding) == 2 and winner in (0, 1):
        best, other = deciding[winner], deciding[1 - winner]
        total = sums[0] if sums else "?"
        step = (
            "the highest cards decide" if kind == "highest_card" else "the cards compared from the top decide"
        )
        suits = f" ({SUIT_ORDER})" if number(best) == number(other) else ""
        return f"Equal sums ({total}): {step}, {card(best)} beats {card(other)}{suits}."
    return f"{won} wins."


def result_lines(ctx: TableContext, result: dict[str, Any], seats: Sequence[int] = (0, 1)) -> list[str]:
    return [*(hand_line(ctx, result, s) for s in seats), f"→ {reason(ctx, result)}"]
