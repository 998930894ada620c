"""The channel messages worth keeping: a round's scoring and the final standings, one message each.

Everything else (who has bid, revealed top cards, the bonus bid, every card of a trick, the trick just
won) is shown by the table message, edited in place: taken tricks may not be looked at again, so the
channel keeps no trick-by-trick record. Events are the engine's own classes (``games.four_seasons.events``,
fields as in docs/views-four-seasons.md); events of other kinds are skipped.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import _, pgettext
from bot.render.base import TableContext
from bot.render.four_seasons.tokens import cards_text, numeral
from bot.render.kit import events
from bot.render.people import join, name, ranked_line, scores_line
from games.four_seasons.events import (
    GameEnded,
    RoundScored,
    ScoreLine,
    TeamLine,
)


def score_line(ctx: TableContext, line: ScoreLine, bonus: int | None) -> str:
    mark = _("✅ made") if line.made else _("❌ missed")
    parts = [line.trick_points, line.bid_points, line.bonus_points]
    shown = [str(parts[0])] + [str(p) for p in parts[1:] if p]
    sums = " + ".join(shown) + f" = +{line.points}" if len(shown) > 1 else f"+{line.points}"
    star = "⭐ " if line.seat == bonus else ""
    return _(
        "{star}**{name}** bid {cards} = {value}, took {taken} → {mark} · {sums}",
        star=star,
        name=name(ctx, line.seat),
        cards=cards_text(line.cards),
        value=line.bid,
        taken=line.tricks,
        mark=mark,
        sums=sums,
    )


def team_line(ctx: TableContext, t: TeamLine, lines: Sequence[ScoreLine]) -> str:
    who = "+".join(name(ctx, s) for s in t.seats)
    own = " + ".join(str(lines[s].points) for s in t.seats if s < len(lines))
    values = {"who": who, "n": t.bid, "k": t.tricks, "own": own, "points": t.points}
    if t.premium:
        return _(
            "Team {who}: bid {n}, took {k} → {own} + {premium} (took exactly {n} together) = **+{points}**",
            premium=t.premium,
            **values,
        )
    return _("Team {who}: bid {n}, took {k} → {own} = **+{points}**", **values)


def round_kind(ctx: TableContext, e: RoundScored) -> str:
    if e.bonus is not None:
        return _("BONUS round ({name})", name=name(ctx, e.bonus))
    # i18n: the kind of a round that was scored: a standard round (neither BONUS nor teams).
    return _("teams") if e.teams else pgettext("round kind", "standard")


def round_scored(ctx: TableContext, e: RoundScored) -> str:
    no = numeral(e.round)
    lines = [_("**Round {no} scored** — {kind}; every bid revealed:", no=no, kind=round_kind(ctx, e))]
    lines += [score_line(ctx, line, e.bonus) for line in e.lines]
    lines += [team_line(ctx, t, e.lines) for t in e.teams]
    if e.teams:
        standings = " · ".join(
            f"{'+'.join(name(ctx, s) for s in t.seats)} {e.scores[t.seats[0]]}" for t in e.teams
        )
    else:
        standings = scores_line(ctx, list(e.scores))
    lines.append(_("Standings: {standings}", standings=standings))
    return "\n".join(lines)


def game_ended(ctx: TableContext, e: GameEnded) -> str:
    bold = join([f"**{name(ctx, s)}**" for s in e.winners])
    ranked = _("🏁 **Final standings**: {ranked}", ranked=ranked_line(ctx, list(e.scores), e.winners))
    won = _("🏆 {names} wins", names=bold) if len(e.winners) == 1 else _("🏆 {names} win", names=bold)
    return f"{ranked}\n{won}"


# One message per round scored and one for the final standings; nothing for other events.
history_messages = events.each({RoundScored: round_scored, GameEnded: game_ended})
