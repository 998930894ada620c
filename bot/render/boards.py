"""Leaderboard and stats texts (Discord-free)."""

from __future__ import annotations

from collections.abc import Sequence

from babel.numbers import format_percent

from bot.i18n import _, current, ngettext, number
from bot.render.game_names import game_title
from bot.render.names import safe_name
from storage.models import LeaderRow, StatRow

MEDALS = ("🥇", "🥈", "🥉")


def leaderboard_text(game_name: str, rows: Sequence[LeaderRow]) -> str:
    if not rows:
        return _(
            "🏆 **{game}** — no finished games on this server yet. Start one with /play.",
            game=game_title(game_name),
        )
    lines = [_("🏆 **{game}** leaderboard", game=game_title(game_name))]
    rated = [row for row in rows if row.games]
    for place, row in enumerate(rated, start=1):
        medal = MEDALS[place - 1] if place <= len(MEDALS) else f"{number(place)}."
        lines.append(
            f"{medal} **{safe_name(row.name)}** — {_games(row.games)} · {_wins(row.wins)} · "
            f"{_points(row.points)} · {_percent(row.win_rate)}{_casual_note(row.casual_games)}"
        )
    casual_only = [row for row in rows if not row.games]
    if casual_only:
        listed = ", ".join(
            f"**{safe_name(row.name)}**{_casual_note(row.casual_games)}" for row in casual_only
        )
        lines.append(_("Not rated yet (only games with bots): {names}", names=listed))
    lines.append(
        _("-# Games with bots at the table are casual: they count in /stats, never in this ranking.")
    )
    return "\n".join(lines)


def _casual_note(casual_games: int) -> str:
    if not casual_games:
        return ""
    return " " + ngettext("(+{n} casual game with bots)", "(+{n} casual games with bots)", casual_games)


def _games(n: int) -> str:
    return ngettext("{n} game", "{n} games", n)


def _wins(n: int) -> str:
    return ngettext("{n} win", "{n} wins", n)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n)


def _percent(rate: float) -> str:
    return format_percent(rate, locale=current())


def stats_text(name: str, rows: Sequence[StatRow], game_names: dict[str, str]) -> str:
    if not rows:
        return _("📊 {name} hasn't finished a game on this server yet.", name=safe_name(name))
    lines = [_("📊 **{name}** on this server", name=safe_name(name))]
    for row in rows:
        game = game_title(game_names.get(row.game_id, row.game_id))
        casual = ""
        if row.casual_games:
            casual = " · " + ngettext(
                "{n} of them casual, with bots", "{n} of them casual, with bots", row.casual_games
            )
        lines.append(
            f"**{game}** — {_games(row.games)} · {_wins(row.wins)} ({_percent(row.win_rate)}) · "
            f"{_points(row.points)} · " + _("best {score}", score=number(row.best_score)) + casual
        )
    return "\n".join(lines)
