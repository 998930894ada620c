"""Oh Hell's table UI (``bot.render.base.GameUI``), assembled from the renderer kit: the table message
(trump, bids and tricks, the trick, scores), the hand with its bid buttons or card picker, the turn
prompt, the round's result and the final standings, /rules, the score sheet and the last trick. Views
only, no discord.py. Cards print as the suit's symbol and the rank ("♥️10", the facts' print)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from bot.i18n import N_, _, ngettext
from bot.render.base import GameRenderer, TableContext
from bot.render.history import NO_TRICK_YET
from bot.render.kit import events
from bot.render.kit import header as kit_header
from bot.render.kit.card_picker import card_rows, play_line
from bot.render.kit.finish import place_line
from bot.render.kit.form import Form, head_lines
from bot.render.kit.number_picker import number_rows
from bot.render.kit.score_sheet import SheetRow, sheet_text, sheet_title
from bot.render.kit.table import panel, table_message
from bot.render.kit.turn import add_waiting, waiting_form
from bot.render.people import name, ranked_line, scores_line, victory_line, winners
from bot.render.screen import Screen
from tests.example_oh_hell.engine import BID_PREFIX, GAME_ID, MADE_BONUS, SHORT_PEAK, GameOver, RoundScored

DEFAULT_NAME = N_("Oh Hell")
SUIT = {"S": "♠️", "H": "♥️", "C": "♣️", "D": "♦️"}


def card(code: str | None) -> str:
    if not code:
        return _("no trump")
    return f"{SUIT.get(code[:1], code[:1])}{'10' if code[1:] == 'T' else code[1:]}"


def cards_text(codes: Sequence[str]) -> str:
    return " ".join(card(c) for c in codes) or "—"


def plays_text(ctx: TableContext, plays: Sequence[Sequence[Any]]) -> str:
    return " · ".join(f"{name(ctx, seat)} {card(code)}" for seat, code in plays) or "—"


def game_name(ctx: TableContext) -> str:
    return kit_header.game_name(ctx, DEFAULT_NAME)


def step(view: dict[str, Any]) -> str:
    if view.get("phase") == "finished":
        return _("game over")
    return ngettext(
        "round {round}/{total} · {n} card",
        "round {round}/{total} · {n} cards",
        view["hand_size"],
        round=view["round"],
        total=view["rounds"],
    )


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    if view.get("phase") == "bidding":
        return _("to bid")
    return _("to lead") if not view.get("trick") else _("to play")


def bids_text(ctx: TableContext, view: dict[str, Any]) -> str:
    """``alice 2 (1 taken) · bob ?``: each seat's bid and, once play starts, the tricks taken."""
    playing = view.get("phase") == "playing"
    parts = []
    for seat, bid in enumerate(view["bids"]):
        shown = "?" if bid is None else str(bid)
        taken = _(" ({n} taken)", n=view["taken"][seat]) if playing else ""
        parts.append(f"{name(ctx, seat)} {shown}{taken}")
    return " · ".join(parts)


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    head = kit_header.table_header(game_name(ctx), step(view))
    scores = list(view["scores"])
    if view.get("phase") == "finished":
        return panel([head, ranked_line(ctx, scores)])
    last = view.get("last_trick") or {}
    body = [  # scoreboard rows (``kit.layout``): "**Label**  value"
        f"**{_('Trump')}**  {card(view['trump'])}",
        f"**{_('Dealer')}**  {name(ctx, view['dealer'])}",
        f"**{_('Bids')}**  {bids_text(ctx, view)}",
        f"**{_('Trick')}**  {plays_text(ctx, view['trick'])}" if view["phase"] == "playing" else None,
        f"**{_('Last trick')}**  {plays_text(ctx, last.get('cards') or [])}" if last else None,
        f"**{_('Scores')}**  {scores_line(ctx, scores)}",
    ]
    return table_message(ctx, view, head, body, turn_prompt)


def bid_form(view: dict[str, Any], lines: list[str]) -> Form:
    legal = {int(a.removeprefix(BID_PREFIX)) for a in view["legal"]}
    numbers = range(view["hand_size"] + 1)
    lines.append(_("How many tricks will you take?"))
    hook = [n for n in numbers if n not in legal]
    if hook:
        lines.append(_("As the dealer you may not bid {n}: the bids would total the tricks.", n=hook[0]))
    form = Form(lines=lines)
    form.rows.extend(number_rows(numbers, legal, lambda n: f"{BID_PREFIX}{n}"))
    return form


def hand_screen(
    ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
) -> Screen:
    finished = view.get("phase") == "finished"
    header = kit_header.hand_header(ctx, game_name(ctx), step(view), finished=finished)
    hand = list(view.get("hand") or [])
    lines = [_("Your cards: {cards}", cards=cards_text(hand))]
    if finished:
        return Form(lines=[place_line(view["scores"], view.get("seat")) or ""]).screen([header])
    lines.append(_("Trump: {card}", card=card(view["trump"])))
    legal = list(view.get("legal") or [])
    if not legal:
        return waiting_form(ctx, view, turn_prompt, lines).screen(head_lines(header, notice))
    if view["phase"] == "bidding":
        return bid_form(view, lines).screen(head_lines(header, notice))
    playable = {a.removeprefix("play:") for a in legal}
    trick = view["trick"]
    led = trick[0][1][:1] if trick else None
    lines.append(
        _("Your bid: {bid} · taken {n}", bid=view["bids"][view["seat"]], n=view["taken"][view["seat"]])
    )
    lines.append(
        play_line(not trick, led is not None and led not in {c[:1] for c in playable}, SUIT.get(led or ""))
    )
    form = Form(lines=lines)
    form.rows.extend(card_rows(hand, lambda c: c[:1], card, playable))
    add_waiting(form, ctx, view, turn_prompt)
    return form.screen(head_lines(header, notice))


def round_scored(ctx: TableContext, event: RoundScored) -> str:
    made = " · ".join(
        f"{name(ctx, s)} {taken}/{bid} {'+' + str(p) if p else '0'}"
        for s, (bid, taken, p) in enumerate(zip(event.bids, event.taken, event.points, strict=True))
    )
    return _("**Round {n} scored** (taken/bid): {made}", n=event.round, made=made)


def game_over(ctx: TableContext, event: GameOver) -> str:
    over = _(
        "**{game} over.** {standings}", game=game_name(ctx), standings=ranked_line(ctx, list(event.scores))
    )
    return f"{over}\n{victory_line(ctx, winners(list(event.scores)))}"


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


def score_sheet(ctx: TableContext, view: dict[str, Any]) -> Screen:
    rows = [
        SheetRow(_("R{n}", n=entry["round"]), tuple(str(p) for p in entry["points"]))
        for entry in view["round_history"]
    ]
    scores = list(view["scores"])
    return Screen(content=sheet_text(ctx, sheet_title(game_name(ctx)), rows, scores))


def last_trick(ctx: TableContext, view: dict[str, Any]) -> Screen | None:
    last = view.get("last_trick")
    if not last:
        return Screen(content=_(NO_TRICK_YET))
    plays = last["cards"]
    won = dict((seat, code) for seat, code in plays).get(last["winner"], "?")
    return Screen(
        content=_("Last trick: {plays}", plays=plays_text(ctx, plays))
        + "\n"
        + _("Won by {name} with {card}.", name=name(ctx, last["winner"]), card=card(won))
    )


UI = GameRenderer(
    game_id=GAME_ID,
    table_screen=table_screen,
    hand_screen=hand_screen,
    history_messages=events.together({RoundScored: round_scored, GameOver: game_over}),
    turn_prompt=turn_prompt,
    rules_text=rules_text,
    options_summary=options_summary,
    score_sheet=score_sheet,
    last_trick=last_trick,
    hand_text=lambda view: cards_text(view.get("hand") or []),
)
