"""The channel messages worth keeping: a round's scoring and the final standings, one message each.

Everything else (bids, sets chosen, every card of a trick, the trick just won) is shown by the table
message, edited in place: the stacks of won tricks are face down, so the channel keeps no trick-by-trick
record to scroll back through. Events are the engine's own classes (``games.quattro_tricks.events``,
fields as in docs/views-quattro-tricks.md); events of other kinds are skipped.
"""

from __future__ import annotations

from bot.i18n import _, ngettext
from bot.render.base import TableContext
from bot.render.kit import events, tricks
from bot.render.people import join, name, scores_line
from bot.render.quattro_tricks import sets as bidsets
from bot.render.quattro_tricks.tokens import card, cards_text, number
from games.quattro_tricks.events import GameEnded, RoundScored, ScoreLine


def outcome_a(line: ScoreLine, detail: dict[str, str]) -> str:
    won = [number(c) for c in line.won_with]
    total = detail.get("total", str(sum(won)))
    hit = detail.get("hit", "").split()
    if not won:
        if hit:
            return _("no trick won, total 0 → {spaces} hit", spaces=join(hit))
        return _("no trick won, total 0 → no space hit")
    cards = "+".join(map(str, won))
    if hit:
        return _("winning cards {cards} = {total} → {spaces} hit", cards=cards, total=total, spaces=join(hit))
    return _("winning cards {cards} = {total} → no space hit", cards=cards, total=total)


def outcome_b(line: ScoreLine, detail: dict[str, str]) -> str:
    tricks = _tricks(line.tricks)
    if "broken_by" in detail:
        return _("won {count}, one with {card} → failed", count=tricks, card=card(detail["broken_by"]))
    if not line.tricks:
        return _("won no trick → 0")
    parts = bidsets.split_payload(line.bid)
    ids = bidsets.items("not", parts[1]) if parts and parts[0] == "not" else None
    per = sum(c.points for c in (bidsets.choice("not", i) for i in ids or []) if c)
    if per:
        return _("won {count}, none broke it → {n} × {per}", count=tricks, n=line.tricks, per=per)
    return _("won {count}, none broke it", count=tricks)


def outcome_c(line: ScoreLine, detail: dict[str, str]) -> str:
    needed = detail.get("needed", "?")
    if needed == "0":
        return _("no chips → 0")
    if line.won_with:
        won = _("won {n}: {cards}", n=line.tricks, cards=cards_text(line.won_with))
    else:
        won = _("won no trick")
    if line.success:
        return _("{won} → all chips matched", won=won)
    if detail.get("reason") == "count":
        return _("{won}, needed {needed} → failed", won=won, needed=needed)
    return _("{won} → the colours don't fit the chips → failed", won=won)


def outcome_d(line: ScoreLine, detail: dict[str, str]) -> str:
    marks = " ".join(f"{k} {'✅' if v == 'yes' else '❌'}" for k, v in detail.items())
    if line.success:
        return _("{marks} → all missions done", marks=marks)
    return _("{marks} → failed", marks=marks)


OUTCOME = {"A": outcome_a, "B": outcome_b, "C": outcome_c, "D": outcome_d}


def score_line(ctx: TableContext, line: ScoreLine) -> str:
    detail = {str(k): str(v) for k, v in line.detail}
    bid = bidsets.bid_text(line.bid, long=line.set in "BD")
    explain = OUTCOME.get(line.set, lambda _line, _detail: "")(line, detail)
    return f"**{name(ctx, line.seat)}** +{line.points} — {line.set} ({bid}): {explain}"


def round_scored(ctx: TableContext, e: RoundScored) -> str:
    lines = [_("**Round {round} scored**", round=e.round)]
    lines += [score_line(ctx, line) for line in e.lines]
    lines.append(_("Standings: {standings}", standings=scores_line(ctx, list(e.scores))))
    return "\n".join(lines)


def game_ended(ctx: TableContext, e: GameEnded) -> str:
    return tricks.final_standings(ctx, e.scores, e.winners)


# One message per round scored and one for the final standings; nothing for other events.
history_messages = events.each({RoundScored: round_scored, GameEnded: game_ended})


def _tricks(n: int) -> str:
    return ngettext("{n} trick", "{n} tricks", n)
