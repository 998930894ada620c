"""Leaderboard and stats texts (Discord-free)."""

from __future__ import annotations

from collections.abc import Sequence

from babel.numbers import format_percent

from bot.i18n import _, current, ngettext, number
from bot.render.game_names import game_title
from bot.render.names import safe_name
from bot.tables.boards import LeaderboardPage, PlayerStats
from bot.tables.ratings import display, is_provisional
from storage.models import Skill, StatRow

MEDALS = ("🥇", "🥈", "🥉")


def rating_text(skill: Skill) -> str:
    """A rating as a player reads it: "1,520", or "1,040 (provisional)" for the first few games."""
    shown = number(display(skill))
    return _("{rating} (provisional)", rating=shown) if is_provisional(skill) else shown


def rated_leaderboard_text(game_name: str, page: LeaderboardPage) -> str:
    """A page of the rated leaderboard: place, name, rating, then games, wins and win rate. ``game_name``
    is the registry's (English) name; the reader sees it in their language."""
    game = game_title(game_name)
    if page.is_empty:
        return _("🏆 **{game}** — no finished games on this server yet. Start one with /play.", game=game)
    lines = [_("🏆 **{game}** leaderboard", game=game)]
    for place, row in enumerate(page.rows, start=page.first_place):
        medal = MEDALS[place - 1] if place <= len(MEDALS) else f"{number(place)}."
        lines.append(
            f"{medal} **{safe_name(row.name)}** {rating_text(row.skill)} — {_games(row.skill.games)} · "
            f"{_wins(row.wins)} · {_percent(row.win_rate)}"
        )
    if not page.rows:
        lines.append(
            ngettext(
                "Nobody has played {n} rated game yet.", "Nobody has played {n} rated games yet.",
                page.min_games,
            )
        )  # fmt: skip
    if page.unlisted:
        names = ", ".join(f"**{safe_name(name)}**" for name in page.newcomers)
        more = page.unlisted - len(page.newcomers)
        if more > 0:
            names += " " + ngettext("and {n} more", "and {n} more", more)
        lines.append(
            ngettext(
                "Listed after {n} rated game: {names}",
                "Listed after {n} rated games: {names}",
                page.min_games,
                names=names,
            )
        )
    if page.casual:
        listed = ", ".join(f"**{safe_name(name)}** {number(games)}" for name, games in page.casual)
        lines.append(_("Casual games with bots: {names}", names=listed))
    if page.pages > 1:
        lines.append(_("-# Page {page} of {pages}", page=number(page.page + 1), pages=number(page.pages)))
    lines.append(
        _(
            "-# The rating: a conservative OpenSkill estimate per server and game. Games with bots at the "
            "table are casual: they count in /stats, never in the rating."
        )
    )
    return "\n".join(lines)


def _games(n: int) -> str:
    return ngettext("{n} game", "{n} games", n)


def _wins(n: int) -> str:
    return ngettext("{n} win", "{n} wins", n)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n)


def _percent(rate: float) -> str:
    return format_percent(rate, locale=current())


def stats_text(name: str, rows: Sequence[StatRow] | PlayerStats, game_names: dict[str, str]) -> str:
    ratings = rows.ratings if isinstance(rows, PlayerStats) else {}
    rows = rows.rows if isinstance(rows, PlayerStats) else rows
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
        rated = ratings.get(row.game_id)
        rating = "" if rated is None else " " + _("rating {rating}", rating=rating_text(rated)) + " ·"
        lines.append(
            f"**{game}** —{rating} {_games(row.games)} · {_wins(row.wins)} ({_percent(row.win_rate)}) · "
            f"{_points(row.points)} · " + _("best {score}", score=number(row.best_score)) + casual
        )
    return "\n".join(lines)
