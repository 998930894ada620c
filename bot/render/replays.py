"""The replay screen and the /history list (Discord-free; answered privately by the adapter).

A replay step shows the public table exactly as the table message drew it at that moment (the game's
own ``table_screen`` over ``view(state, None)``), then every hand (``GameUI.hand_text`` over each seat's
``view(state, seat)``): the game is over, so nothing there is secret any more.

The controls' custom_id tails carry the step to show and the step size, ``rp:<step>:<size>:<tag>`` (the
tag keeps two buttons that lead to the same step distinct); ``rp:export`` asks for the export file.
Every tail is untrusted: ``parse_step`` accepts only that grammar, and the adapter checks the step
against the replay.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.i18n import N_, _, number
from bot.render.base import GameUI, TableContext
from bot.render.game_names import game_title
from bot.render.hints import hints_line
from bot.render.names import label_name, safe_name
from bot.render.people import ordinal
from bot.render.screen import MAX_CONTENT, Button, Row, Screen, Select, SelectOption
from bot.tables.replays import ReplayStep
from storage.history import EndedGame

EXPORT = "rp:export"
OPEN = "rp:0:turn:open"  # a game's Replay button in /history: its first step, by turn
PICK = "rp:pick"  # the /history select (many games): the value is the table id
SIZE_NAMES = {"turn": N_("By turn"), "trick": N_("By trick"), "round": N_("By round")}
_STEP = re.compile(r"rp:(?P<step>0|[1-9][0-9]{0,5}):(?P<size>[a-z]{1,12}):(?P<tag>[a-z]{1,5})")
# /history shows this many Replay buttons; beyond them it offers one select menu.
MAX_REPLAY_BUTTONS = 5
ELLIPSIS = "…"


def parse_step(tail: str) -> tuple[int, str] | None:
    """``(step, size)`` of a replay control's tail, or None when it is not exactly the grammar."""
    match = _STEP.fullmatch(tail)
    return None if match is None else (int(match["step"]), match["size"])


def _tail(step: int, size: str, tag: str) -> str:
    """``tag`` is ``:first``, ``:size``…: it keeps two controls leading to the same step distinct."""
    return f"rp:{step}:{size}{tag}"


def replay_screen(ui: GameUI, ctx: TableContext, shown: ReplayStep) -> Screen:
    if shown.step == 0:
        where = _("the deal")
    else:
        where = _("move {n} of {total}", n=number(shown.step), total=number(shown.last))
    head = [_("🎬 **Replay** · {game} · {where}", game=game_title(ctx.game_name), where=where)]
    if shown.status == "aborted" and shown.step == shown.last:
        head.append(_("The game was ended here, before its finish; nothing was scored."))
    hands = [_("**Every hand** (the game is over):")]
    hands += [
        f"{safe_name(ctx.names[seat], seat)}: {ui.hand_text(view)}" for seat, view in enumerate(shown.hands)
    ]
    table = ui.table_screen(ctx, shown.public).content
    return Screen(_fit(head, table, hands), rows=_controls(shown))


def _fit(head: list[str], table: str, hands: list[str]) -> str:
    """Head, table and hands in one message; a table too long for what is left is cut, never the
    hands."""
    fixed = len("\n".join(head)) + len("\n".join(hands)) + 2
    room = MAX_CONTENT - fixed
    if len(table) > room:
        table = table[: max(room - len(ELLIPSIS), 0)] + ELLIPSIS
    return "\n".join([*head, table, *hands])[:MAX_CONTENT]


def _controls(shown: ReplayStep) -> tuple[Row, ...]:
    at_start, at_end = shown.step == 0, shown.step == shown.last
    size = shown.size
    moves = (
        Button(_("⏮ First"), _tail(shown.first_step, size, ":first"), disabled=at_start),
        Button(_("◀ Prev"), _tail(shown.prev_step, size, ":prev"), disabled=at_start),
        Button(_("Next ▶"), _tail(shown.next_step, size, ":next"), style="primary", disabled=at_end),
        Button(_("Last ⏭"), _tail(shown.last_step, size, ":last"), disabled=at_end),
    )
    sizes = tuple(
        Button(
            label=_(SIZE_NAMES[each]),
            action=_tail(shown.step, each, ":size"),
            style="success" if each == size else "secondary",  # the step size in use stands out
        )
        for each in shown.sizes
        if each in SIZE_NAMES
    )
    return (moves, (*sizes, Button(_("📄 Export"), EXPORT)))


def history_text(games: Sequence[EndedGame], game_names: dict[str, str], retention_days: int) -> str:
    if not games:
        return _("📜 No game has ended on this server yet (or none matches). Start one with /play.")
    lines = [_("📜 **The last games on this server**")]
    for game in games:
        when = f"<t:{int(game.finished_at)}:f>"
        name = game_title(game_names.get(game.game_id, game.game_id))
        line = f"{when} · **{name}** · {_result(game)}"
        if hints := sum(seat.hints for seat in game.seats):  # not rated (issue 39)
            line += " · " + hints_line(hints)
        if not game.log_kept:
            line += " · " + _("(moves no longer kept)")
        lines.append(line)
    if any(not game.log_kept for game in games):
        lines.append(
            _(
                "-# An ended game keeps its moves for {days} days, so only those can be replayed; "
                "results stay.",
                days=number(retention_days),
            )
        )
    return "\n".join(lines)


def _result(game: EndedGame) -> str:
    if game.status == "aborted":
        names = ", ".join(safe_name(seat.name, seat.seat) for seat in game.seats)
        return _("{names} — ended early, nothing scored", names=names)
    ranked = sorted(game.seats, key=lambda seat: (seat.rank is None, seat.rank or 0, seat.seat))
    parts = []
    for seat in ranked:
        if seat.rank is None:  # a bot of a game finished before its place was kept (migration 0017)
            parts.append(safe_name(seat.name, seat.seat))
        else:
            parts.append(
                _(
                    "{place} {name} {points}",
                    place=ordinal(seat.rank),
                    name=safe_name(seat.name, seat.seat),
                    points=number(seat.score or 0),
                )
            )
    return " · ".join(parts)


def replay_choices(games: Sequence[EndedGame], game_names: dict[str, str]) -> list[tuple[int, str]]:
    """(table id, label) of each game that can still be replayed, for its Replay button or option."""
    choices = []
    for index, game in enumerate(games, 1):
        if game.log_kept:
            name = game_title(game_names.get(game.game_id, game.game_id))
            choices.append((game.table_id, label_name(_("▶ {n}. {game}", n=number(index), game=name))[:80]))
    return choices


def history_select(choices: Sequence[tuple[int, str]]) -> Select:
    """One select for many games (the adapter gives it the first game's table id)."""
    options = tuple(SelectOption(label=label, value=str(table_id)) for table_id, label in choices)
    return Select(PICK, options, placeholder=_("Replay a game…"))
