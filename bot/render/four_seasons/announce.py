"""Public event lines for the channel (UX.md: what is worth keeping in the history).

Events are the engine's own classes (``games.four_seasons.events``, fields as in
docs/views-four-seasons.md); events of other kinds are skipped. ``BidMade`` says who bid, never what.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.render.base import TableContext
from bot.render.four_seasons.tokens import as_season, card, cards_text, season_named, tricks
from bot.render.four_seasons.tricks import LED_WORTH, plays_text, winning_card
from bot.render.people import join, name, ranked_line, scores_line
from games.base import Event
from games.four_seasons.events import (
    BidMade,
    BonusDecided,
    BonusPassed,
    CardPlayed,
    GameEnded,
    RoundScored,
    RoundStarted,
    ScoreLine,
    TeamLine,
    TopCardRevealed,
    TrickWon,
)


def round_started(ctx: TableContext, e: RoundStarted) -> str:
    trump = f"trump is {season_named(e.trump)}" if e.trump else "no trump this round"
    return (
        f"**Round {e.round}** — {name(ctx, e.dealer)} deals · turn-up {card(e.turn_up)}: {trump}. "
        "Everyone chooses their secret bid cards."
    )


def bid_made(ctx: TableContext, e: BidMade) -> str:
    return f"{name(ctx, e.seat)} has chosen their bid cards."


def top_card_revealed(ctx: TableContext, e: TopCardRevealed) -> str:
    verdict = "the best so far" if e.best else "not enough to take the lead"
    return f"{name(ctx, e.seat)} reveals their top bid card: {card(e.card)} — {verdict}."


def bonus_passed(ctx: TableContext, e: BonusPassed) -> str:
    return f"{name(ctx, e.seat)} passes on the bonus bid."


def bonus_decided(ctx: TableContext, e: BonusDecided) -> str:
    if e.seat is None:
        return "Nobody revealed: a **standard round** (+6 for each bid made)."
    return (
        f"⭐ **{name(ctx, e.seat)} plays the BONUS bid**: {cards_text(e.cards)} = **{tricks(e.bid or 0)}**. "
        "Made: +12. Missed: +6 to everyone else."
    )


def card_played(ctx: TableContext, e: CardPlayed) -> str:
    if e.named:
        return (
            f"{name(ctx, e.seat)} leads {card(e.card)} naming {season_named(e.named)} "
            f"(it counts as {as_season(e.named, LED_WORTH)})"
        )
    return f"{name(ctx, e.seat)} plays {card(e.card)}"


def trick_won(ctx: TableContext, e: TrickWon) -> str:
    won_with = winning_card(e.card, e.cards, e.named)
    plays = plays_text(ctx, e.cards, e.named)
    return f"Trick {e.trick} → **{name(ctx, e.winner)}** wins with {won_with} ({plays})"


def score_line(ctx: TableContext, line: ScoreLine, bonus: int | None) -> str:
    mark = "✅ made" if line.made else "❌ missed"
    parts = [line.trick_points, line.bid_points, line.bonus_points]
    shown = [str(parts[0])] + [str(p) for p in parts[1:] if p]
    sums = " + ".join(shown) + f" = +{line.points}" if len(shown) > 1 else f"+{line.points}"
    star = "⭐ " if line.seat == bonus else ""
    return (
        f"{star}**{name(ctx, line.seat)}** bid {cards_text(line.cards)} = {line.bid}, took {line.tricks} → "
        f"{mark} · {sums}"
    )


def team_line(ctx: TableContext, t: TeamLine, lines: Sequence[ScoreLine]) -> str:
    who = "+".join(name(ctx, s) for s in t.seats)
    own = " + ".join(str(lines[s].points) for s in t.seats if s < len(lines))
    premium = f" + {t.premium} (took exactly {t.bid} together)" if t.premium else ""
    return f"Team {who}: bid {t.bid}, took {t.tricks} → {own}{premium} = **+{t.points}**"


def round_scored(ctx: TableContext, e: RoundScored) -> str:
    team = bool(e.teams)
    kind = f"BONUS round ({name(ctx, e.bonus)})" if e.bonus is not None else "teams" if team else "standard"
    lines = [f"**Round {e.round} scored** — {kind}; every bid revealed:"]
    lines += [score_line(ctx, line, e.bonus) for line in e.lines]
    lines += [team_line(ctx, t, e.lines) for t in e.teams]
    if team:
        standings = " · ".join(
            f"{'+'.join(name(ctx, s) for s in t.seats)} {e.scores[t.seats[0]]}" for t in e.teams
        )
    else:
        standings = scores_line(ctx, list(e.scores))
    lines.append(f"Standings: {standings}")
    return "\n".join(lines)


def game_ended(ctx: TableContext, e: GameEnded) -> str:
    bold = join([f"**{name(ctx, s)}**" for s in e.winners])
    verb = "wins" if len(e.winners) == 1 else "win"
    return f"🏁 **Final standings**: {ranked_line(ctx, list(e.scores), e.winners)}\n🏆 {bold} {verb}"


HANDLERS: dict[type[Event], Callable[[TableContext, Any], str]] = {
    RoundStarted: round_started,
    BidMade: bid_made,
    TopCardRevealed: top_card_revealed,
    BonusPassed: bonus_passed,
    BonusDecided: bonus_decided,
    CardPlayed: card_played,
    TrickWon: trick_won,
    RoundScored: round_scored,
    GameEnded: game_ended,
}


def event_lines(ctx: TableContext, events: Sequence[Event]) -> list[str]:
    """One entry per event this game knows (a round's scoring is one multi-line entry); others skipped."""
    out = []
    for event in events:
        handler = HANDLERS.get(type(event))
        if handler is not None:
            out.append(handler(ctx, event))
    return out
