"""The public table message (UX.md "Table message"): everything everyone may know, compactly.

Only public view keys are read. Cards appear only where they are public: the turn-up, revealed bid
cards, the current trick and the trick just completed. A card still in a hand or a bid card still
face down is never printed (the integration tests check it on every step of whole games).
"""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.four_seasons.need import progress_text
from bot.render.four_seasons.people import victory_line
from bot.render.four_seasons.tokens import bid_total, card, cards_text, season_named, tricks
from bot.render.four_seasons.tricks import plays_text, winning_card
from bot.render.four_seasons.turn import waiting_for
from bot.render.four_seasons.viewdata import at, bonus_step, seats
from bot.render.people import name, ranked_line, scores_line
from bot.render.screen import Screen

DEFAULT_GAME_NAME = "4 Seasons"
HISTORY_SHOWN = 8  # rounds listed at the end; older ones are summed up (content stays under 2000)
VARIANT_NOTE = {"profi": "Profi: 77 and a made bid", "team": "teams"}


def game_name(ctx: TableContext) -> str:
    return ctx.game_name or DEFAULT_GAME_NAME


def header(ctx: TableContext, view: dict[str, Any]) -> str:
    phase = view.get("phase")
    where = f"round {view.get('round', '?')}"
    if phase == "playing":
        where += f" · trick {view.get('trick_no', '?')}/{view.get('tricks_per_round', '?')}"
    elif phase == "bidding":
        where += " · secret bids"
    elif phase == "bonus":
        where += " · bonus bids"
    elif phase == "finished":
        where = "game over"
    return f"**{game_name(ctx)} · {where}**"


def team_name(ctx: TableContext, team: list[int]) -> str:
    return "+".join(name(ctx, s) for s in team)


def scores_text(ctx: TableContext, view: dict[str, Any]) -> str:
    scores = list(view.get("scores") or [])
    teams = view.get("teams")
    if teams:
        ordered = sorted(teams, key=lambda t: -(at(scores, t[0]) or 0))
        text = " · ".join(f"{team_name(ctx, t)} {at(scores, t[0]) or 0}" for t in ordered)
    else:
        text = scores_line(ctx, scores)
    variant = (view.get("options") or {}).get("variant", "standard")
    note = VARIANT_NOTE.get(variant, "")
    goal = f"to {view.get('target', 50)}" + (f", {note}" if note else "")
    return f"**Scores**  {text}  ({goal})"


def deal_line(ctx: TableContext, view: dict[str, Any]) -> str:
    turn_up, trump = view.get("turn_up"), view.get("trump")
    what = f"trump {season_named(trump)}" if trump else "no trump this round"
    return f"**Dealer** {name(ctx, view.get('dealer', 0))} · **turn-up** {card(turn_up or '?')} → {what}"


def bids_line(ctx: TableContext, view: dict[str, Any]) -> str:
    has_bid = view.get("has_bid") or []
    parts = [f"{name(ctx, s)} {'✅' if at(has_bid, s) else '…'}" for s in seats(view)]
    return f"**Bids** ({view.get('bid_cards', '?')} cards each, secret)  " + " · ".join(parts)


def bonus_line(ctx: TableContext, view: dict[str, Any]) -> str:
    """Who was asked and what they did, in asking order (the dealer's left first)."""
    n = len(list(seats(view)))
    dealer = int(view.get("dealer") or 0)
    reveals, shown, best = view.get("reveals") or [], view.get("shown_bids") or [], view.get("best_reveal")
    parts = []
    for k in range(1, n + 1):
        seat = (dealer + k) % n
        choice = at(reveals, seat)
        if choice is None:
            text = "…"
        elif choice:
            top = (at(shown, seat) or ["?"])[0]
            text = f"{card(top)}" + (" ⭐ best" if seat == best else "")
        else:
            text = "passed"
        parts.append(f"{name(ctx, seat)} {text}")
    return "**Bonus bids**  " + " · ".join(parts)


def bonus_player_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    seat = view.get("bonus")
    if seat is None:
        return "**Standard round** (nobody revealed): +6 for each bid made" if bonus_step(view) else None
    cards = at(view.get("shown_bids"), seat) or []
    bid = view.get("bonus_bid") or 0
    won = at(view.get("tricks_won"), seat) or 0
    return (
        f"⭐ **BONUS** {name(ctx, seat)}: {cards_text(cards)} = {tricks(bid)} · {progress_text(bid, won)} "
        f"(made: +12 · missed: +6 to everyone else)"
    )


def revealed_tops_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    """Revealed top cards of the other players stay face up during play."""
    shown = view.get("shown_bids") or []
    parts = [
        f"{name(ctx, s)} {card(at(shown, s)[0])}"
        for s in seats(view)
        if s != view.get("bonus") and at(shown, s)
    ]
    return "**Revealed**  " + " · ".join(parts) if parts else None


def tricks_line(ctx: TableContext, view: dict[str, Any]) -> str:
    won = view.get("tricks_won") or []
    text = " · ".join(f"{name(ctx, s)} {at(won, s) or 0}" for s in seats(view))
    teams = view.get("teams")
    if teams:
        text += (
            "  (" + " · ".join(f"{team_name(ctx, t)} {sum(at(won, s) or 0 for s in t)}" for t in teams) + ")"
        )
    return f"**Tricks**  {text}"


def trick_line(ctx: TableContext, view: dict[str, Any]) -> str:
    plays = [list(p) for p in view.get("trick") or []]
    if plays:
        text = plays_text(ctx, plays, view.get("named"))
        nxt = [s for s in view.get("to_act") or [] if s not in {p[0] for p in plays}]
        if nxt:
            text += f" · {name(ctx, nxt[0])} …"
    else:
        leader = view.get("leader")
        text = f"{name(ctx, leader)} to lead" if leader is not None else "—"
    line = f"**Trick {view.get('trick_no', '?')}**  {text}"
    last = view.get("last_trick")
    if last:
        cards = [list(p) for p in last.get("cards") or []]
        won_with = winning_card(last.get("card", "?"), cards, last.get("named"))
        line += f" — trick {last.get('no')}: {name(ctx, last.get('winner'))} with {won_with}"
        line += f" ({plays_text(ctx, cards, last.get('named'))})"
    return line


def finished_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    scores = list(view.get("scores") or [])
    winners = list(view.get("winners") or [])
    lines = [f"**Final standings**  {ranked_line(ctx, scores, winners)}", victory_line(ctx, view, winners)]
    shown = view.get("shown_bids") or []
    trump = view.get("trump")
    bids = [
        f"{name(ctx, s)} {cards_text(at(shown, s))} = {bid_total(at(shown, s), trump)}"
        for s in seats(view)
        if at(shown, s)
    ]
    if bids:
        lines.append("**Last round's bids**  " + " · ".join(bids))
    history = list(view.get("round_history") or [])
    if len(history) > HISTORY_SHOWN:
        lines.append(f"Rounds 1–{len(history) - HISTORY_SHOWN}: not shown")
    for past in history[-HISTORY_SHOWN:]:
        points = past.get("points") or []
        made = past.get("made") or []
        per_seat = " · ".join(
            f"{name(ctx, s)} +{p}{'✅' if at(made, s) else ''}" for s, p in enumerate(points)
        )
        star = f" ⭐{name(ctx, past['bonus'])}" if past.get("bonus") is not None else ""
        lines.append(f"Round {past.get('round')}{star}: {per_seat}")
    return lines


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    phase = view.get("phase")
    lines = [header(ctx, view)]
    if phase == "finished":
        lines += finished_lines(ctx, view)
        return Screen(content="\n".join(lines))
    lines += [scores_text(ctx, view), deal_line(ctx, view)]
    if phase == "bidding":
        lines.append(bids_line(ctx, view))
    elif phase == "bonus":
        lines.append(bonus_line(ctx, view))
    elif phase == "playing":
        lines += [x for x in (bonus_player_line(ctx, view), revealed_tops_line(ctx, view)) if x]
        lines += [tricks_line(ctx, view), trick_line(ctx, view)]
    if view.get("to_act"):
        lines.append(f"⏳ {waiting_for(ctx, view)}")
    return Screen(content="\n".join(lines))
