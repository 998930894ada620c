"""The end of the game explained (spec §5-§6): how it ended, the scoring conditions, and each hand card by
card with its value and why, then the bonuses, the totals, the ranks and the tie-break."""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.people import name, names, victory_line
from bot.render.quatorze.tokens import card, cards_text, colour_text, type_name, value

NO_NONZERO = -99  # tie-break key of a player without a non-zero card: loses (spec §6)


def end_line(ctx: TableContext, end: Any) -> str:
    if not isinstance(end, dict) or (end.get("reason") != "no_cards" and not end.get("card")):
        return "🏁 The game is over."
    reason, column, seventh = end.get("reason"), type_name(end.get("column")), card(end.get("card"))
    if reason == "played":
        who = name(ctx, end.get("owner"))
        return (
            f"🏁 **{column}** got its 7th card: {who} played {seventh} sideways — it counts in {who}'s hand, "
            "not in the column."
        )
    if reason == "power":
        return (
            f"🏁 **{column}** got its 7th card, {seventh}, through a power: set aside, it scores for nobody."
        )
    return "🏁 Nobody holds a card any more: the game ends with the hands as they are."


def conditions_line(final: dict[str, Any]) -> str:
    highest = final.get("highest", 7)
    parts = [
        f"Ages of Man: {final.get('ages', 0)} in the column → values above {highest} score 0"
        if final.get("ages")
        else "Ages of Man: none in the column → every value scores"
    ]
    wilds = []
    if isinstance(final.get("wild_colour"), str):
        wilds.append(f"colour {colour_text(final['wild_colour'])}")
    if isinstance(final.get("wild_number"), int):
        wilds.append(f"number {final['wild_number']}")
    parts.append(f"wild cards ({', '.join(wilds)}) are worth {highest}" if wilds else "no wild cards")
    if final.get("peaks"):
        parts.append(f"Peaks: {final['peaks']} in the column → +{final['peaks']} per value-1 card")
    return "**Scoring** " + " · ".join(parts)


def queens_line(ctx: TableContext, final: dict[str, Any]) -> str | None:
    leaders = [s for s in final.get("queen_leaders") or [] if isinstance(s, int)]
    if not leaders:
        return None
    most = final.get("queen_most", 0)
    return (
        f"**Queens** most: {most}, held by {names(ctx, leaders)} (+1 per Queen); "
        "everyone else's Queens score 0"
    )


def why(entry: dict[str, Any], highest: Any) -> str:
    reason = entry.get("why")
    return {
        "wild_colour": " (wild colour)",
        "wild_number": " (wild number)",
        "disabled": f" (above {highest})",
        "queens_lost": " (not most Queens)",
    }.get(reason, "")


def player_line(ctx: TableContext, final: dict[str, Any], player: dict[str, Any]) -> str:
    highest = final.get("highest")
    sideways = player.get("sideways")
    shown = []
    for entry in player.get("cards") or []:
        if not isinstance(entry, dict):
            continue
        mark = " sideways" if entry.get("card") == sideways else ""
        shown.append(f"{card(entry.get('card'))}{mark} {entry.get('value')}{why(entry, highest)}")
    parts = [" · ".join(shown) or "no card", f"= {player.get('card_points', 0)}"]
    if player.get("queens_bonus"):
        parts.append(f"+ {player['queens_bonus']} for Queens")
    if player.get("peaks_bonus"):
        ones = player.get("peaks_cards") or []
        parts.append(f"+ {player['peaks_bonus']} for Peaks ({final.get('peaks')} × {cards_text(ones)})")
    if player.get("notes_bonus"):
        run = player.get("run") or []
        steps = "-".join(str(value(c)) for c in run)
        notes = player.get("notes")
        cards = f"{notes} Notes card{'s' if notes != 1 else ''}"
        parts.append(f"+ {player['notes_bonus']} for Notes ({cards} × run {steps})")
    if player.get("lucky_bonus"):
        parts.append(f"+ {player['lucky_bonus']} for Lucky Gods ({cards_text(player.get('lucky') or [])})")
    return f"**{name(ctx, player.get('seat'))} {player.get('total', 0)}**: " + " ".join(parts)


def _key(player: dict[str, Any]) -> tuple[int, int]:
    lowest = player.get("lowest")
    return (player.get("total", 0), -lowest if isinstance(lowest, int) else NO_NONZERO)


def ranks_line(ctx: TableContext, players: list[dict[str, Any]]) -> str:
    """``1. alice 24 · 2. bob 20``; equal totals are ranked by the tie-break (lowest non-zero card)."""
    keys = [_key(p) for p in players]
    order = sorted(range(len(players)), key=lambda i: (tuple(-k for k in keys[i]), i))
    return "**Final** " + " · ".join(
        f"{1 + sum(1 for k in keys if k > keys[i])}. {name(ctx, players[i].get('seat'))} "
        f"{players[i].get('total', 0)}"
        for i in order
    )


def tie_line(ctx: TableContext, final: dict[str, Any], players: list[dict[str, Any]]) -> str | None:
    if not final.get("tie_break"):
        return None
    top = max((p.get("total", 0) for p in players), default=0)
    tied = [p for p in players if p.get("total") == top]
    lows = " · ".join(
        f"{name(ctx, p.get('seat'))} {p['lowest'] if isinstance(p.get('lowest'), int) else 'none'}"
        for p in tied
    )
    return f"Tie at {top}: the lowest non-zero card wins ({lows})."


def final_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    final = view.get("final")
    lines = [end_line(ctx, view.get("end"))]
    if not isinstance(final, dict):
        return lines
    players = [p for p in final.get("players") or [] if isinstance(p, dict)]
    lines.append(conditions_line(final))
    queens = queens_line(ctx, final)
    if queens:
        lines.append(queens)
    lines += [player_line(ctx, final, p) for p in players]
    lines.append(ranks_line(ctx, players))
    tie = tie_line(ctx, final, players)
    if tie:
        lines.append(tie)
    lines.append(victory_line(ctx, [s for s in final.get("winners") or [] if isinstance(s, int)]))
    return lines
