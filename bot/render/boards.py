"""Leaderboard and stats texts (Discord-free)."""

from __future__ import annotations

from collections.abc import Sequence

from babel.numbers import format_percent

from bot.i18n import _, current, ngettext, number
from bot.render.game_names import game_title
from bot.render.names import safe_name
from bot.tables.boards import LeaderboardPage, PlayerStats
from bot.tables.ratings import PROVISIONAL_GAMES, display, is_provisional
from storage.models import QuitRecord, Skill, StatRow

MEDALS = ("🥇", "🥈", "🥉")
# Where a place would be, for a player with fewer rated games than a place needs (``Limits``).
NEWER_MARK = "·"


def rating_text(skill: Skill) -> str:
    """A rating as a player reads it: "1,520", or "1,040 (provisional)" for the first few games."""
    shown = number(display(skill))
    return _("{rating} (provisional)", rating=shown) if is_provisional(skill) else shown


def rated_leaderboard_text(game_name: str, page: LeaderboardPage) -> str:
    """A page of the rated leaderboard: place, name, rating, then games, wins and win rate; the players
    with fewer than ``min_games`` rated games after the ranked ones, without a place. A provisional rating
    reads "1,060?", explained once in the footer. ``game_name`` is the registry's (English) name; the
    reader sees it in their language."""
    game = game_title(game_name)
    if page.is_empty:
        return _("🏆 **{game}** — no finished games on this server yet. Start one with /play.", game=game)
    lines = [_("🏆 **{game}** leaderboard", game=game)]
    for index, row in enumerate(page.rows):
        place = page.place_of(index)
        if place is None:
            mark = NEWER_MARK
        else:
            mark = MEDALS[place - 1] if place <= len(MEDALS) else f"{number(place)}."
        lines.append(
            f"{mark} **{safe_name(row.name)}** {board_rating(row.skill)} — {_games(row.skill.games)} · "
            f"{_wins(row.wins)} · {_percent(row.win_rate)}"
        )
    if not page.rows:
        lines.append(_("No rated game here yet: a game of two people or more is rated."))
    if page.casual:
        listed = ", ".join(f"**{safe_name(name)}** {number(games)}" for name, games in page.casual)
        lines.append(_("Casual games with bots: {names}", names=listed))
    if page.pages > 1:
        lines.append(_("-# Page {page} of {pages}", page=number(page.page + 1), pages=number(page.pages)))
    notes = []
    if any(is_provisional(row.skill) for row in page.rows):
        notes.append(
            ngettext(
                "**?** provisional: fewer than {n} rated game.",
                "**?** provisional: fewer than {n} rated games.",
                PROVISIONAL_GAMES,
            )
        )
    if any(page.place_of(index) is None for index in range(len(page.rows))):
        notes.append(
            ngettext(
                "A place from {n} rated game; newer players follow.",
                "A place from {n} rated games; newer players follow.",
                page.min_games,
            )
        )
    notes.append(
        _(
            "The rating: a conservative OpenSkill estimate per server and game. One person against bots "
            "is casual: it counts in /stats, not in the rating."
        )
    )
    lines.append("-# " + " ".join(notes))
    return "\n".join(lines)


def board_rating(skill: Skill) -> str:
    """A rating on the leaderboard, where rows are short: "1,520", or "1,060?" while provisional."""
    shown = number(display(skill))
    return f"{shown}?" if is_provisional(skill) else shown


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
    games, left = sum(row.games for row in rows), sum(row.left for row in rows)
    record = QuitRecord(0, games, left)  # the quit record, as a lobby shows it (bot.tables.quit_records)
    lines.append(
        ngettext(
            "🏁 Played to the end: {done} of {n} game ({percent})",
            "🏁 Played to the end: {done} of {n} games ({percent})",
            games,
            done=number(games - left),
            percent=_percent(record.finished_percent / 100),
        )
    )
    return "\n".join(lines)
