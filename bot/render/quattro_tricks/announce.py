"""The channel messages worth keeping: a round's scoring and the final standings, one message each.

Everything else (bids, sets chosen, every card of a trick, the trick just won) is shown by the table
message, edited in place: the stacks of won tricks are face down, so the channel keeps no trick-by-trick
record to scroll back through. Events are the engine's own classes (``games.quattro_tricks.events``,
fields as in docs/views-quattro-tricks.md); events of other kinds are skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.render.base import TableContext
from bot.render.people import name, ranked_line, scores_line, victory_line
from bot.render.quattro_tricks import sets as bidsets
from bot.render.quattro_tricks.tokens import card, cards_text, number
from games.base import Event
from games.quattro_tricks.events import GameEnded, RoundScored, ScoreLine


def outcome_a(line: ScoreLine, detail: dict[str, str]) -> str:
    won = [number(c) for c in line.won_with]
    total = detail.get("total", str(sum(won)))
    sums = f"winning cards {'+'.join(map(str, won))} = {total}" if won else "no trick won, total 0"
    hit = detail.get("hit", "")
    return f"{sums} → {hit.replace(' ', ' and ')} hit" if hit else f"{sums} → no space hit"


def outcome_b(line: ScoreLine, detail: dict[str, str]) -> str:
    tricks = _tricks(line.tricks)
    if "broken_by" in detail:
        return f"won {tricks}, one with {card(detail['broken_by'])} → failed"
    if not line.tricks:
        return "won no trick → 0"
    parts = bidsets.split_payload(line.bid)
    ids = bidsets.items("not", parts[1]) if parts and parts[0] == "not" else None
    per = sum(c.points for c in (bidsets.choice("not", i) for i in ids or []) if c)
    return f"won {tricks}, none broke it → {line.tricks} × {per}" if per else f"won {tricks}, none broke it"


def outcome_c(line: ScoreLine, detail: dict[str, str]) -> str:
    needed = detail.get("needed", "?")
    if needed == "0":
        return "no chips → 0"
    won = f"won {line.tricks}: {cards_text(line.won_with)}" if line.won_with else "won no trick"
    if line.success:
        return f"{won} → all chips matched"
    if detail.get("reason") == "count":
        return f"{won}, needed {needed} → failed"
    return f"{won} → the colours don't fit the chips → failed"


def outcome_d(line: ScoreLine, detail: dict[str, str]) -> str:
    marks = " ".join(f"{k} {'✅' if v == 'yes' else '❌'}" for k, v in detail.items())
    return f"{marks} → {'all missions done' if line.success else 'failed'}"


OUTCOME = {"A": outcome_a, "B": outcome_b, "C": outcome_c, "D": outcome_d}


def score_line(ctx: TableContext, line: ScoreLine) -> str:
    detail = {str(k): str(v) for k, v in line.detail}
    bid = bidsets.bid_text(line.bid, long=line.set in "BD")
    explain = OUTCOME.get(line.set, lambda _line, _detail: "")(line, detail)
    return f"**{name(ctx, line.seat)}** +{line.points} — {line.set} ({bid}): {explain}"


def round_scored(ctx: TableContext, e: RoundScored) -> str:
    lines = [f"**Round {e.round} scored**"]
    lines += [score_line(ctx, line) for line in e.lines]
    lines.append(f"Standings: {scores_line(ctx, list(e.scores))}")
    return "\n".join(lines)


def game_ended(ctx: TableContext, e: GameEnded) -> str:
    return f"🏁 **Final standings**: {ranked_line(ctx, list(e.scores))}\n{victory_line(ctx, list(e.winners))}"


HANDLERS: dict[type[Event], Callable[[TableContext, Any], str]] = {
    RoundScored: round_scored,
    GameEnded: game_ended,
}


def history_messages(ctx: TableContext, events: Sequence[Event]) -> list[str]:
    """One message per round scored and one for the final standings; nothing for other events."""
    out = []
    for event in events:
        handler = next((h for cls, h in HANDLERS.items() if isinstance(event, cls)), None)
        if handler is not None:
            out.append(handler(ctx, event))
    return out


def _tricks(n: int) -> str:
    return "1 trick" if n == 1 else f"{n} tricks"
