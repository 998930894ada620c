"""Oh Hell's table UI (``bot.render.base.GameUI``), assembled from the renderer kit: the table message
(trump, bids and tricks, the trick, scores), the hand with its bid buttons or card picker, the turn
prompt, the round's result and the final standings, /rules, the score sheet and the last trick. Views
only, no discord.py. Cards print as the standard deck's tokens (``kit.french``: "♥️10")."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.i18n import N_, _
from bot.render.base import GameRenderer, TableContext
from bot.render.kit import bids, events, tricks
from bot.render.kit import header as kit_header
from bot.render.kit.card_picker import play_form
from bot.render.kit.finish import place_line
from bot.render.kit.form import Form, head_lines
from bot.render.kit.french import card, cards_text, suit_named, suit_of, trump_text
from bot.render.kit.layout import pictured, row
from bot.render.kit.number_picker import bid_form
from bot.render.kit.table import panel, table_message
from bot.render.kit.tricks import BIDS, LAST_TRICK, SCORES, TRICK, TRUMP
from bot.render.kit.turn import waiting_form
from bot.render.people import name, ranked_line, scores_line
from bot.render.screen import Screen
from games.trickgame import BID_PREFIX
from tests.example_oh_hell.engine import GAME_ID, MADE_BONUS, SHORT_PEAK, GameOver, RoundScored

DEALT_BY = N_("{card} · dealt by {name}")
DEFAULT_NAME = N_("Example Oh Hell")


def game_name(ctx: TableContext) -> str:
    return kit_header.game_name(ctx, DEFAULT_NAME)


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    head = kit_header.table_header(game_name(ctx), bids.round_step(view))
    if view.get("phase") == "finished":
        return panel([head, ranked_line(ctx, view["scores"])])
    last = view.get("last_trick") or {}
    body = [
        # One row for the trump and the dealer: on a phone every row is two lines above the picture.
        row(TRUMP, _(DEALT_BY, card=trump_text(view["trump"]), name=name(ctx, view["dealer"]))),
        row(BIDS, bids.bids_line(ctx, view)),
        # The picture shows the trick and the last one: on a phone the rows would push it off the screen.
        pictured(row(TRICK, tricks.plays_text(ctx, view["trick"], card))) if view["trick"] else None,
        pictured(row(LAST_TRICK, tricks.plays_text(ctx, last.get("cards") or [], card))) if last else None,
        row(SCORES, scores_line(ctx, view["scores"])),
    ]
    return table_message(ctx, view, head, body, tricks.turn_prompt)


def hook(n: int) -> str:
    return _("As the dealer you may not bid {n}: the bids would total the tricks.", n=n)


def hand_screen(
    ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
) -> Screen:
    finished = view.get("phase") == "finished"
    header = kit_header.hand_header(ctx, game_name(ctx), bids.round_step(view), finished=finished)
    if finished:
        return Form(lines=[place_line(view["scores"], view.get("seat")) or ""]).screen([header])
    lines = [
        _("Your cards: {cards}", cards=cards_text(view["hand"])),
        _("Trump: {card}", card=trump_text(view["trump"])),
    ]
    if not view.get("legal"):
        form = waiting_form(ctx, view, tricks.turn_prompt, lines)
    elif view["phase"] == "bidding":
        form = bid_form(lines, range(view["hand_size"] + 1), view["legal"], BID_PREFIX, forbidden=hook)
    else:
        seat = view["seat"]
        lines.append(_("Your bid: {bid} · taken {n}", bid=view["bids"][seat], n=view["taken"][seat]))
        form = play_form(ctx, view, tricks.turn_prompt, lines, card, suit_of, suit_named)
    return form.screen(head_lines(header, notice))


def rules_text(options: BaseModel) -> str:
    peak = _("5 cards") if getattr(options, "rounds", "full") == "short" else _("the most the deck allows")
    return _(
        "Round 1 deals 1 card each, every round one more up to {peak}, then back down to 1. The next card "
        "is turned up: its suit is trump. From the dealer's left, everyone bids the tricks they will take; "
        "the dealer may not make the bids total the tricks. Follow suit if you can; the highest trump, "
        "else the highest card of the led suit, wins. An exact bid scores {bonus} + the bid, "
        "anything else 0.",
        peak=peak,
        bonus=MADE_BONUS,
    )


def options_summary(options: BaseModel) -> str:
    if getattr(options, "rounds", "full") == "short":
        return _("short game (up to {n} cards)", n=SHORT_PEAK)
    return _("full game")


UI = GameRenderer(
    game_id=GAME_ID,
    table_screen=table_screen,
    hand_screen=hand_screen,
    history_messages=events.together(
        {RoundScored: bids.round_scored, GameOver: lambda ctx, e: tricks.final_standings(ctx, e.scores)}
    ),
    turn_prompt=tricks.turn_prompt,
    rules_text=rules_text,
    options_summary=options_summary,
    score_sheet=lambda ctx, view: tricks.score_sheet(ctx, view, game_name(ctx)),
    last_trick=lambda ctx, view: tricks.last_trick(ctx, view, card),
    hand_text=lambda view: cards_text(view.get("hand") or []),
)
