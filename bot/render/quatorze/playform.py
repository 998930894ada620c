"""The play form: pick a card of the hand, then its column (spec §3.1).

Step 1 (no draft): one button per hand card. Step 2 (draft ``p:<card>``): the picked card is shown
chosen and each of its legal destinations is a button carrying exactly that ``play:…`` action, labelled
with what happens there ("Lucky Gods (wild) · guess the top card", "Seas · no power", "7th card: the game
ends"). A wild Ages of Man/Peaks card gets both forms, the power and ``:nopower``, side by side. A card
has at most 13 destinations (a wild Ages of Man: its own column plus 6 columns with and without the power),
which fit three rows (5, 4, 4) under the row of cards.

A card with exactly one legal play (one column, no power/no-power choice) skips step 2: its button carries
that ``play:…`` action and says where it goes ("SE5🟡Y → Seas"), so a forced placement is one click.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.kit.form import help_button
from bot.render.quatorze.form import OFF, STALE, Form, picked_button, read, tail
from bot.render.quatorze.tokens import (
    POWER_SHORT,
    card,
    colour_of,
    colour_word,
    full,
    kind,
    power_short,
    type_name,
    value,
)
from bot.render.quatorze.viewdata import decision_kind, hand, notes_fires
from bot.render.screen import Button
from bot.render.viewdata import legal

STEP = "p"
ANYWHERE_TYPES = ("AM", "PE")  # [Seed] may go on any column, without a power


def plays(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The legal plays as the view describes them (only those still in ``legal``); if a view has no
    ``plays``, each legal ``play:`` action is described from its text alone."""
    allowed = legal(view)
    described = [p for p in view.get("plays") or [] if isinstance(p, dict) and p.get("action") in allowed]
    if described:
        return described
    out = []
    for action in view.get("legal") or []:
        parts = str(action).split(":")
        if parts[0] == "play" and len(parts) in (3, 4):
            how = "own" if kind(parts[1]) == parts[2] else "anywhere"
            out.append({"action": action, "card": parts[1], "column": parts[2], "how": how, "power": None})
    return out


def effect(view: dict[str, Any], play: dict[str, Any]) -> str:
    """What the play does, in a few words."""
    if play.get("ends"):
        return _("7th card: the game ends")
    power, column, code = play.get("power"), play.get("column"), play.get("card")
    if power == "NO" and not notes_fires(view, value(code)):
        return _("no take (not next to the top note)")
    if power in POWER_SHORT:
        return power_short(power)
    if play.get("how") == "own" and column == "CO":
        return _("wild colour → {colour}", colour=colour_word(colour_of(code)))
    if play.get("how") == "own" and column == "DA":
        return _("wild number → {number}", number=value(code))
    if play.get("how") == "wild" and column in ("CO", "DA"):
        return _("no effect")
    return _("no power")


def destination_label(view: dict[str, Any], play: dict[str, Any]) -> str:
    column = type_name(play.get("column"))
    if play.get("creates"):
        column = _("{col} (new column)", col=column)
    elif play.get("how") == "wild":
        column = _("{col} (wild)", col=column)
    return f"{column} · {effect(view, play)}"


def single_plays(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The cards with exactly one legal play, and that play: their button plays it directly."""
    by_card: dict[str, list[dict[str, Any]]] = {}
    for p in plays(view):
        by_card.setdefault(p.get("card"), []).append(p)
    return {code: only for code, (only, *more) in by_card.items() if not more}


def read_pick(view: dict[str, Any], draft: str | None) -> tuple[str | None, str | None]:
    payload, notice = read(draft, STEP)
    if payload is None:
        return None, notice
    if payload not in hand(view) or not any(p.get("card") == payload for p in plays(view)):
        return None, STALE
    return payload, None


PLAY_TOPIC = "play"
PLAY_HELP = N_(
    "A card goes on the column of its type and uses that column's power. A card of the wild colour or "
    "the wild number may go on any column and uses that column's power (wild). Ages of Man and Peaks "
    "cards may go on any column without its power. A card with one place only plays at once (→ on its "
    "button). The 7th card on a column ends the game. Your hand is in the order you got it: #1 is the "
    "card held longest."
)
POWERED = N_("Powers (⚡): {powers}")  # a plain line: it stays under the card's heading


def powered(view: dict[str, Any], play: dict[str, Any]) -> bool:
    """Whether the play fires a power or sets the wild colour or number (its button gets a ⚡)."""
    if play.get("ends"):
        return False
    power, column = play.get("power"), play.get("column")
    if power == "NO" and not notes_fires(view, value(play.get("card"))):
        return False
    if power in POWER_SHORT:
        return True
    return play.get("how") == "own" and column in ("CO", "DA")


def column_label(play: dict[str, Any]) -> str:
    column = type_name(play.get("column"))
    return _("{col} (new column)", col=column) if play.get("creates") else column


def short_label(view: dict[str, Any], play: dict[str, Any]) -> str:
    """A destination's button: its column, with ⚡ where the power fires; a play whose effect is
    neither a power nor none (the 7th card, a Notes take that can't happen, a wild card on Colors or
    Days) says it in full."""
    if powered(view, play):
        return column_label(play) + " ⚡"
    if play.get("ends") or effect(view, play) != _("no power"):
        return destination_label(view, play)
    return column_label(play)


def destinations(view: dict[str, Any], mine: list[dict[str, Any]]) -> tuple[list[list[Button]], str | None]:
    """The picked card's destinations as short buttons grouped by column (several fit a phone line; a
    button each on its own line took up to 13 lines, issue 36), and the line saying what each ⚡ does.
    A column whose short labels would read alike keeps the full ones."""
    groups: dict[Any, list[dict[str, Any]]] = {}
    for p in mine:
        groups.setdefault(p.get("column"), []).append(p)
    rows: list[list[Button]] = []
    powers: list[str] = []
    for group in groups.values():
        labels = [short_label(view, p) for p in group]
        if len(set(labels)) < len(labels):
            labels = [destination_label(view, p) for p in group]
        buttons = []
        for p, label in zip(group, labels, strict=True):
            style = "danger" if p.get("ends") else "success" if p.get("how") == "own" else "primary"
            buttons.append(Button(label=label[:80], action=p["action"], style=style))
            if label.endswith("⚡"):
                # In brackets: "Luminaries 1 …" would read as a card's name (천체 1장 … in Korean).
                powers.append(f"{type_name(p.get('column'))} ({effect(view, p)})")
        rows.append(buttons)
    return rows, _(POWERED, powers=" · ".join(powers)) if powers else None


def play_form(view: dict[str, Any], draft: str | None) -> Form:
    picked, notice = read_pick(view, draft)
    form = Form(lines=[_(notice)] if notice else [], buttons_show_hand=True)  # a button per card held
    playable = {p.get("card") for p in plays(view)}
    only = single_plays(view)
    direct = playable <= set(only)  # every button plays its card: there is no column to pick
    virtues = decision_kind(view) == "virtues_play"
    if direct and virtues:
        form.lines.append(
            _(
                "**Holy Virtues: you drew 1 card — now play another card.** "
                "Each button plays its card on the column after its →."
            )
        )
    elif direct:
        form.lines.append(
            _("**Your turn: play a card.** Each button plays its card on the column after its →.")
        )
    elif virtues:
        form.lines.append(
            _("**Holy Virtues: you drew 1 card — now play another card.** Pick it, then its column.")
        )
    elif picked is None:
        form.lines.append(_("**Your turn: play a card.** Pick a card, then its column."))
    # A card picked: its heading below says what to do (the header says whose turn; the prompt took two
    # lines of a phone screen, issue 36).
    cards = []
    for code in hand(view):
        if code == picked:
            cards.append(picked_button(card(code)))
        elif code in only:
            play = only[code]
            label = f"{card(code)} → {type_name(play.get('column'))}"[:80]
            cards.append(
                Button(label=label, action=play["action"], style="danger" if play.get("ends") else "success")
            )
        elif code in playable:
            cards.append(Button(label=card(code), action=tail(STEP, code), style="primary"))
        else:
            cards.append(Button(label=card(code), action=OFF, disabled=True))
    form.add_buttons(cards)
    if picked is not None:
        form.lines.append(_("**{card}** — choose its column:", card=full(picked)))
        groups, legend = destinations(view, [p for p in plays(view) if p.get("card") == picked])
        if legend:
            form.lines.append(legend)
        form.add_groups(groups)
    form.add_to_last_row(help_button(PLAY_TOPIC))
    return form
