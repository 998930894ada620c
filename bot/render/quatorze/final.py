"""The end of the game explained (spec §5-§6): how it ended, the scoring conditions, and each hand card by
card with its value and why, then the bonuses, the totals, the ranks and the tie-break."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.base import TableContext
from bot.render.people import name, names, victory_line
from bot.render.quatorze.tokens import card, cards_text, colour_text, type_name, value

NO_NONZERO = -99  # tie-break key of a player without a non-zero card: loses (spec §6)


def end_line(ctx: TableContext, end: Any) -> str:
    if not isinstance(end, dict) or (end.get("reason") != "no_cards" and not end.get("card")):
        return _("🏁 The game is over.")
    reason, column, seventh = end.get("reason"), type_name(end.get("column")), card(end.get("card"))
    if reason == "played":
        return _(
            "🏁 **{col}** got its 7th card: {who} played {card} sideways — it counts in {who}'s hand, not "
            "in the column.",
            col=column,
            who=name(ctx, end.get("owner")),
            card=seventh,
        )
    if reason == "power":
        return _(
            "🏁 **{col}** got its 7th card, {card}, through a power: set aside, it scores for nobody.",
            col=column,
            card=seventh,
        )
    return _("🏁 Nobody holds a card any more: the game ends with the hands as they are.")


def conditions_line(final: dict[str, Any]) -> str:
    highest = final.get("highest", 7)
    parts = [
        _(
            "Ages of Man: {ages} in the column → values above {highest} score 0",
            ages=final["ages"],
            highest=highest,
        )
        if final.get("ages")
        else _("Ages of Man: none in the column → every value scores")
    ]
    colour, number = final.get("wild_colour"), final.get("wild_number")
    values = {"highest": highest}
    if isinstance(colour, str) and isinstance(number, int):
        text = N_("wild cards (colour {colour}, number {number}) are worth {highest}")
        values |= {"colour": colour_text(colour), "number": number}
    elif isinstance(colour, str):
        text = N_("wild cards (colour {colour}) are worth {highest}")
        values["colour"] = colour_text(colour)
    elif isinstance(number, int):
        text = N_("wild cards (number {number}) are worth {highest}")
        values["number"] = number
    else:
        text = N_("no wild cards")
    parts.append(_(text, **values))
    if final.get("peaks"):
        parts.append(_("Peaks: {peaks} in the column → +{peaks} per value-1 card", peaks=final["peaks"]))
    return _("**Scoring** {parts}", parts=" · ".join(parts))


def queens_line(ctx: TableContext, final: dict[str, Any]) -> str | None:
    leaders = [s for s in final.get("queen_leaders") or [] if isinstance(s, int)]
    if not leaders:
        return None
    return _(
        "**Queens** most: {most}, held by {leaders} (+1 per Queen); everyone else's Queens score 0",
        most=final.get("queen_most", 0),
        leaders=names(ctx, leaders),
    )


def why(entry: dict[str, Any], highest: Any) -> str:
    reason = entry.get("why")
    if reason == "disabled":
        return " " + _("(above {highest})", highest=highest)
    words = {
        "wild_colour": N_("(wild colour)"),
        "wild_number": N_("(wild number)"),
        "queens_lost": N_("(not most Queens)"),
    }
    return " " + _(words[reason]) if reason in words else ""


def player_line(ctx: TableContext, final: dict[str, Any], player: dict[str, Any]) -> str:
    highest = final.get("highest")
    sideways = player.get("sideways")
    shown = []
    for entry in player.get("cards") or []:
        if not isinstance(entry, dict):
            continue
        token = card(entry.get("card"))
        if entry.get("card") == sideways:
            token = _("{card} sideways", card=token)
        shown.append(f"{token} {entry.get('value')}{why(entry, highest)}")
    parts = [" · ".join(shown) or _("no card"), f"= {player.get('card_points', 0)}"]
    if player.get("queens_bonus"):
        parts.append(_("+ {points} for Queens", points=player["queens_bonus"]))
    if player.get("peaks_bonus"):
        parts.append(
            _(
                "+ {points} for Peaks ({peaks} × {cards})",
                points=player["peaks_bonus"],
                peaks=final.get("peaks"),
                cards=cards_text(player.get("peaks_cards") or []),
            )
        )
    if player.get("notes_bonus"):
        steps = "-".join(str(value(c)) for c in player.get("run") or [])
        notes = player.get("notes") if isinstance(player.get("notes"), int) else 0
        parts.append(
            ngettext(
                "+ {points} for Notes ({n} Notes card × run {steps})",
                "+ {points} for Notes ({n} Notes cards × run {steps})",
                notes,
                points=player["notes_bonus"],
                steps=steps,
            )
        )
    if player.get("lucky_bonus"):
        parts.append(
            _(
                "+ {points} for Lucky Gods ({cards})",
                points=player["lucky_bonus"],
                cards=cards_text(player.get("lucky") or []),
            )
        )
    return f"**{name(ctx, player.get('seat'))} {player.get('total', 0)}**: " + " ".join(parts)


def _key(player: dict[str, Any]) -> tuple[int, int]:
    lowest = player.get("lowest")
    return (player.get("total", 0), -lowest if isinstance(lowest, int) else NO_NONZERO)


def ranks_line(ctx: TableContext, players: list[dict[str, Any]]) -> str:
    """``1. alice 24 · 2. bob 20``; equal totals are ranked by the tie-break (lowest non-zero card)."""
    keys = [_key(p) for p in players]
    order = sorted(range(len(players)), key=lambda i: (tuple(-k for k in keys[i]), i))
    return _(
        "**Final** {ranks}",
        ranks=" · ".join(
            f"{1 + sum(1 for k in keys if k > keys[i])}. {name(ctx, players[i].get('seat'))} "
            f"{players[i].get('total', 0)}"
            for i in order
        ),
    )


def tie_line(ctx: TableContext, final: dict[str, Any], players: list[dict[str, Any]]) -> str | None:
    if not final.get("tie_break"):
        return None
    top = max((p.get("total", 0) for p in players), default=0)
    tied = [p for p in players if p.get("total") == top]
    none = _("none")  # a call of its own: inside the f-string the catalog would never see it
    lows = " · ".join(
        f"{name(ctx, p.get('seat'))} {p['lowest'] if isinstance(p.get('lowest'), int) else none}"
        for p in tied
    )
    return _("Tie at {top}: the lowest non-zero card wins ({lows}).", top=top, lows=lows)


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
    totals = [p.get("total", 0) for p in players]
    if len(set(totals)) < len(totals):  # the ranks say how a tie was broken; else each total is above
        lines.append(ranks_line(ctx, players))
    tie = tie_line(ctx, final, players)
    if tie:
        lines.append(tie)
    lines.append(victory_line(ctx, [s for s in final.get("winners") or [] if isinstance(s, int)]))
    return lines
