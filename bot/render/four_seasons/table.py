"""The public table message (docs/ux.md#the-table-message): everything everyone may know, compactly.

Only public view keys are read. Cards appear only where they are public: the turn-up, revealed bid
cards, the current trick and the trick just completed. A card still in a hand or a bid card still
face down is never printed (the integration tests check it on every step of whole games).
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext, pgettext
from bot.render.base import TableContext
from bot.render.four_seasons.need import progress_text
from bot.render.four_seasons.people import victory_line
from bot.render.four_seasons.tokens import bid_total, card, cards_text, numeral, season_named, tricks
from bot.render.four_seasons.tricks import plays_text, winning_card
from bot.render.four_seasons.turn import turn_prompt
from bot.render.four_seasons.viewdata import at, bonus_step, seats
from bot.render.kit import header as kit_header
from bot.render.kit.layout import pictured
from bot.render.kit.table import panel, table_message
from bot.render.people import name, ranked_line, scores_line
from bot.render.screen import Screen

DEFAULT_GAME_NAME = N_("4 Seasons")
VARIANT_NOTE = {"profi": N_("Profi: 77 and a made bid"), "team": N_("teams")}


def game_name(ctx: TableContext) -> str:
    return kit_header.game_name(ctx, DEFAULT_GAME_NAME)


def header(ctx: TableContext, view: dict[str, Any]) -> str:
    phase = view.get("phase")
    no = numeral(view.get("round", "?"))
    if phase == "playing":
        k, total = numeral(view.get("trick_no", "?")), numeral(view.get("tricks_per_round", "?"))
        where = _("round {no} · trick {k}/{total}", no=no, k=k, total=total)
    elif phase == "bidding":
        where = _("round {no} · secret bids", no=no)
    elif phase == "bonus":
        where = _("round {no} · bonus bids", no=no)
    elif phase == "finished":
        where = _("game over")
    else:
        where = _("round {no}", no=no)
    return kit_header.table_header(game_name(ctx), where)


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
    note = VARIANT_NOTE.get(variant)
    target = numeral(view.get("target", 50))
    goal = _("to {target}, {note}", target=target, note=_(note)) if note else _("to {target}", target=target)
    return _("**Scores**  {text}  ({goal})", text=text, goal=goal)


def deal_line(ctx: TableContext, view: dict[str, Any]) -> str:
    turn_up, trump = view.get("turn_up"), view.get("trump")
    what = _("trump {season}", season=season_named(trump)) if trump else _("no trump this round")
    return _(
        "**Dealer** {name} · **turn-up** {card} → {what}",
        name=name(ctx, view.get("dealer", 0)),
        card=card(turn_up or "?"),
        what=what,
    )


def bids_line(ctx: TableContext, view: dict[str, Any]) -> str:
    has_bid = view.get("has_bid") or []
    parts = " · ".join(f"{name(ctx, s)} {'✅' if at(has_bid, s) else '…'}" for s in seats(view))
    size = view.get("bid_cards")
    if not isinstance(size, int):
        return _("**Bids** (secret)  {parts}", parts=parts)
    return ngettext(
        "**Bids** ({n} card each, secret)  {parts}",
        "**Bids** ({n} cards each, secret)  {parts}",
        size,
        parts=parts,
    )


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
            text = _("{card} ⭐ best", card=card(top)) if seat == best else card(top)
        else:
            # i18n: after a name: they chose not to reveal their top bid card for the BONUS bid.
            text = pgettext("bonus bid not revealed", "passed")
        parts.append(f"{name(ctx, seat)} {text}")
    return _("**Bonus bids**  {parts}", parts=" · ".join(parts))


def bonus_player_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    seat = view.get("bonus")
    if seat is None:
        return _("**Standard round** (nobody revealed): +6 for each bid made") if bonus_step(view) else None
    cards = at(view.get("shown_bids"), seat) or []
    bid = view.get("bonus_bid") or 0
    won = at(view.get("tricks_won"), seat) or 0
    # The scoring (made: +12, missed: +6 to everyone else) is in Rules and in the round's scoring message.
    line = _(
        "⭐ **BONUS** {name}: {cards} = {total} · {progress}",
        name=name(ctx, seat),
        cards=cards_text(cards),
        total=tricks(bid),
        progress=progress_text(bid, won),
    )
    tops = revealed_tops(ctx, view)
    return _("{line} · revealed {parts}", line=line, parts=tops) if tops else line


def revealed_tops(ctx: TableContext, view: dict[str, Any]) -> str:
    """Revealed top cards of the other players stay face up during play: ``carol 🍂7 · dave 🌱7``."""
    shown = view.get("shown_bids") or []
    parts = [
        f"{name(ctx, s)} {card(at(shown, s)[0])}"
        for s in seats(view)
        if s != view.get("bonus") and at(shown, s)
    ]
    return " · ".join(parts)


def revealed_tops_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    """The revealed top cards on a line of their own when there is no BONUS line to carry them."""
    tops = revealed_tops(ctx, view)
    return _("**Revealed**  {parts}", parts=tops) if tops and view.get("bonus") is None else None


def tricks_line(ctx: TableContext, view: dict[str, Any]) -> str:
    won = view.get("tricks_won") or []
    text = " · ".join(f"{name(ctx, s)} {at(won, s) or 0}" for s in seats(view))
    teams = view.get("teams")
    if teams:
        text += (
            "  (" + " · ".join(f"{team_name(ctx, t)} {sum(at(won, s) or 0 for s in t)}" for t in teams) + ")"
        )
    return _("**Tricks**  {text}", text=text)


def trick_line(ctx: TableContext, view: dict[str, Any]) -> str:
    plays = [list(p) for p in view.get("trick") or []]
    if plays:
        text = plays_text(ctx, plays, view.get("named"))
        nxt = [s for s in view.get("to_act") or [] if s not in {p[0] for p in plays}]
        if nxt:
            text += f" · {name(ctx, nxt[0])} …"
    else:
        leader = view.get("leader")
        text = _("{name} to lead", name=name(ctx, leader)) if leader is not None else "—"
    line = _("**Trick {no}**  {text}", no=numeral(view.get("trick_no", "?")), text=text)
    last = view.get("last_trick")
    if last:
        cards = [list(p) for p in last.get("cards") or []]
        return _(
            "{line} — trick {no}: {name} with {card} ({plays})",
            line=line,
            no=numeral(last.get("no")),
            name=name(ctx, last.get("winner")),
            card=winning_card(last.get("card", "?"), cards, last.get("named")),
            plays=plays_text(ctx, cards, last.get("named")),
        )
    return line


def finished_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    scores = list(view.get("scores") or [])
    winners = list(view.get("winners") or [])
    lines = [
        _("**Final standings**  {ranked}", ranked=ranked_line(ctx, scores, winners)),
        victory_line(ctx, view, winners),
    ]
    revealed = view.get("shown_bids") or []
    trump = view.get("trump")
    bids = [
        f"{name(ctx, s)} {cards_text(at(revealed, s))} = {bid_total(at(revealed, s), trump)}"
        for s in seats(view)
        if at(revealed, s)
    ]
    if bids:
        lines.append(_("**Last round's bids**  {parts}", parts=" · ".join(bids)))
    # Each round's points are on the Score sheet (and in the final standings message): a finished table
    # message stays a phone's screen (docs/ux.md#the-table-message).
    return lines


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    phase = view.get("phase")
    if phase == "finished":
        return panel([header(ctx, view), *finished_lines(ctx, view)])
    # Phone first: the trick (the picture shows it too) right under whose turn it is, then the rest.
    lines = [pictured(trick_line(ctx, view))] if phase == "playing" else []
    lines += [scores_text(ctx, view), deal_line(ctx, view)]
    if phase == "bidding":
        lines.append(bids_line(ctx, view))
    elif phase == "bonus":
        lines.append(bonus_line(ctx, view))
    elif phase == "playing":
        lines += [bonus_player_line(ctx, view), revealed_tops_line(ctx, view), tricks_line(ctx, view)]
    return table_message(ctx, view, header(ctx, view), lines, turn_prompt)
