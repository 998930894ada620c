"""The daily deal's words and screens (docs/daily.md): the private screen of a deal under way (the table
above the hand), the end of it with its share line, the one line the channel gets, and the day's board.
No Discord; the person's own messages only, apart from ``result_line``."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from bot.i18n import N_, _, ngettext
from bot.i18n import number as number_text
from bot.render.base import GameUI, TableContext
from bot.render.people import ordinal
from bot.render.screen import MAX_CONTENT, Screen

# What a truncated table says where it was cut: the table above the hand is shortened, never the hand.
CUT = "…"
SEPARATOR = "\n\n"
# The board lists this many players: a page of a phone screen; the rest are counted below it.
BOARD_ROWS = 20

HEADER = N_("📅 **Today's {game} deal** · only you see this · {day}")
DAILY_OVER = N_("📅 **Today's {game} deal is over: {points}, {place} at your table.**")
SHARE_INTRO = N_("Share it (no card named):")
NO_RESULTS = N_("Nobody here has played the {game} deal of {day} yet.")


def points(score: int) -> str:
    return ngettext("{n} point", "{n} points", score)


def daily_screen(
    ui: GameUI,
    ctx: TableContext,
    public: dict[str, Any],
    own: dict[str, Any],
    day: dt.date,
    draft: str | None = None,
    notice: str | None = None,
) -> Screen:
    """The deal under way, only for its player: a header, the table as everyone would see it, the hand."""
    hand = ui.hand_screen(ctx, own, draft, notice)
    table = ui.table_screen(ctx, public)
    header = _(HEADER, game=ctx.game_name, day=day.isoformat())
    room = MAX_CONTENT - len(header) - len(hand.content) - 2 * len(SEPARATOR)
    shown = table.content if len(table.content) <= room else table.content[: max(room - len(CUT), 0)] + CUT
    content = SEPARATOR.join(part for part in (header, shown, hand.content) if part)
    return Screen(content[:MAX_CONTENT], hand.rows, hand.buttons_show_hand, hand.words_show_hand)


def share_line(game_name: str, day: dt.date, score: int, marks: str) -> str:
    """The copyable line: the game, the day, the score and the rounds in emoji, no card named."""
    top = _("Cardroom · {game} · {day} · {points}", game=game_name, day=day.isoformat(), points=points(score))
    return f"{top}\n{marks}"


def final_table(ui: GameUI, ctx: TableContext, public: dict[str, Any], last_round: Sequence[Any]) -> str:
    """What the end shows of the game: the round's scoring where the format ends after a round (the table
    would already show the next round's deal), else the final table."""
    if last_round:
        return "\n".join(ui.history_messages(ctx, last_round))
    return ui.table_screen(ctx, public).content


def finished_screen(
    ctx: TableContext, table: str, day: dt.date, score: int, place: int, marks: str
) -> Screen:
    """The end of the deal, only for its player: the result, the game's end, the share line."""
    top = _(DAILY_OVER, game=ctx.game_name, points=points(score), place=ordinal(place))
    share = f"{_(SHARE_INTRO)}\n```\n{share_line(ctx.game_name, day, score, marks)}\n```"
    room = MAX_CONTENT - len(top) - len(share) - 2 * len(SEPARATOR)
    shown = table if len(table) <= room else table[: max(room - len(CUT), 0)] + CUT
    return Screen(SEPARATOR.join(part for part in (top, shown, share) if part)[:MAX_CONTENT])


def result_line(mention: str, game_name: str, score: int, rank: int, players: int) -> str:
    """The one line the channel gets when a person's deal ends."""
    return _(
        "{player} played today's {game} deal: {points} · {place} of {count} here so far",
        player=mention,
        game=game_name,
        points=points(score),
        place=ordinal(rank),
        count=number_text(players),
    )


def board_text(
    game_name: str, day: dt.date, rows: Sequence[tuple[str, int, int]], streaks: Sequence[int]
) -> str:
    """The day's board: ``(name, score, place at the table)`` best first, with each player's streak."""
    if not rows:
        return _(NO_RESULTS, game=game_name, day=day.isoformat())
    lines = [_("📅 **{game} · the deal of {day}**", game=game_name, day=day.isoformat())]
    rank, previous = 0, None
    for index, ((name, score, _place), days) in enumerate(zip(rows[:BOARD_ROWS], streaks, strict=False)):
        if score != previous:  # ties share a rank
            rank, previous = index + 1, score
        streak = ngettext(" · 🔥 {n} day in a row", " · 🔥 {n} days in a row", days)
        lines.append(f"{rank}. {name} — {points(score)}{streak if days > 1 else ''}")
    if len(rows) > BOARD_ROWS:
        more = len(rows) - BOARD_ROWS
        lines.append(ngettext("…and {n} more player", "…and {n} more players", more))
    return "\n".join(lines)[:MAX_CONTENT]
