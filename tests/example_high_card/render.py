"""High Card's table UI (``bot.render.base.GameUI``), assembled from the renderer kit: the table message,
the hand with its card picker, the turn prompt, the final standings, /rules, the score sheet and the last
trick. Views only, no discord.py. Cards print as the suit's square, its letter and the rank ("🟥R5", the
facts' print): colour is never the only carrier of meaning (docs/ux.md)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from bot.i18n import N_, _
from bot.render.base import GameRenderer, TableContext
from bot.render.history import NO_TRICK_YET
from bot.render.kit import events
from bot.render.kit import header as kit_header
from bot.render.kit.card_picker import card_rows, play_line
from bot.render.kit.finish import place_line
from bot.render.kit.form import Form, head_lines
from bot.render.kit.layout import row
from bot.render.kit.score_sheet import SheetRow, sheet_text, sheet_title
from bot.render.kit.table import panel, table_message
from bot.render.kit.turn import add_waiting, waiting_form
from bot.render.people import name, ranked_line, scores_line, victory_line, winners
from bot.render.screen import Screen
from tests.example_high_card.engine import GAME_ID, GameOver

DEFAULT_NAME = N_("Example High Card")
SUIT = {"R": "🟥", "B": "🟦"}


def suit(letter: str) -> str:
    """``"R"`` -> ``"🟥R"``: the square and its letter."""
    return f"{SUIT.get(letter, '')}{letter}"


def card(code: str) -> str:
    return f"{suit(code[:1])}{code[1:]}"


def plays_text(ctx: TableContext, plays: Sequence[Sequence[Any]]) -> str:
    return " · ".join(f"{name(ctx, seat)} {card(code)}" for seat, code in plays) or "—"


def game_name(ctx: TableContext) -> str:
    return kit_header.game_name(ctx, DEFAULT_NAME)


def step(view: dict[str, Any]) -> str:
    if view.get("phase") == "finished":
        return _("game over")
    return _("trick {n}", n=view.get("trick_no", "?"))


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    return _("to lead") if not view.get("trick") else _("to play")


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    head = kit_header.table_header(game_name(ctx), step(view))
    scores = list(view.get("scores") or [])
    if view.get("phase") == "finished":
        return panel([head, ranked_line(ctx, scores)])
    last = view.get("last_trick") or {}
    body = [  # scoreboard rows (``kit.layout``): "**Label**  value"
        row(N_("Trick"), plays_text(ctx, view.get("trick") or [])),
        row(N_("Last trick"), plays_text(ctx, last.get("cards") or [])) if last else None,
        row(N_("Tricks won"), scores_line(ctx, scores)),
    ]
    return table_message(ctx, view, head, body, turn_prompt)


def hand_screen(
    ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
) -> Screen:
    finished = view.get("phase") == "finished"
    header = kit_header.hand_header(ctx, game_name(ctx), step(view), finished=finished)
    hand = list(view.get("hand") or [])
    lines = [_("Your cards: {cards}", cards=" ".join(card(c) for c in hand) or "—")]
    if finished:
        return Form(lines=[place_line(view.get("scores") or [], view.get("seat")) or ""]).screen([header])
    legal = [a.removeprefix("play:") for a in view.get("legal") or []]
    if not legal:
        return waiting_form(ctx, view, turn_prompt, lines).screen(head_lines(header, notice))
    trick = view.get("trick") or []
    led = trick[0][1][:1] if trick else None
    form = Form(
        lines=[
            *lines,
            play_line(
                not trick, led is not None and led not in {c[:1] for c in legal}, suit(led) if led else None
            ),
        ]
    )
    form.rows.extend(card_rows(hand, lambda c: c[:1], card, set(legal)))
    add_waiting(form, ctx, view, turn_prompt)
    return form.screen(head_lines(header, notice))


def game_over(ctx: TableContext, event: GameOver) -> str:
    standings = ranked_line(ctx, list(event.scores))
    over = _("**{game} over.** {standings}", game=game_name(ctx), standings=standings)
    return f"{over}\n{victory_line(ctx, winners(list(event.scores)))}"


def rules_text(options: BaseModel) -> str:
    wins = _("the lowest") if getattr(options, "low_wins", False) else _("the highest")
    return _(
        "Four cards each from red and blue 1-6. Follow the led suit if you can; {wins} card of the led suit "
        "wins the trick and leads the next. Most tricks win.",
        wins=wins,
    )


def options_summary(options: BaseModel) -> str:
    return _("low card wins") if getattr(options, "low_wins", False) else _("high card wins")


def score_sheet(ctx: TableContext, view: dict[str, Any]) -> Screen:
    scores = list(view.get("scores") or [])
    rows = [SheetRow(_("Tricks"), tuple(str(n) for n in scores))]
    return Screen(content=sheet_text(ctx, sheet_title(game_name(ctx)), rows, scores))


def last_trick(ctx: TableContext, view: dict[str, Any]) -> Screen | None:
    last = view.get("last_trick")
    if not last:
        return Screen(content=_(NO_TRICK_YET))
    plays = last.get("cards") or []
    won = dict((seat, code) for seat, code in plays).get(last.get("winner"), "?")
    return Screen(
        content=_("Last trick: {plays}", plays=plays_text(ctx, plays))
        + "\n"
        + _("Won by {name} with {card}.", name=name(ctx, last.get("winner")), card=card(won))
    )


UI = GameRenderer(
    game_id=GAME_ID,
    table_screen=table_screen,
    hand_screen=hand_screen,
    history_messages=events.together({GameOver: game_over}),
    turn_prompt=turn_prompt,
    rules_text=rules_text,
    options_summary=options_summary,
    score_sheet=score_sheet,
    last_trick=last_trick,
    hand_text=lambda view: " ".join(card(c) for c in view.get("hand") or []) or "—",
)
