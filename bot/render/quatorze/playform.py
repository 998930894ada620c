"""The play form: pick a card of the hand, then its column (spec §3.1).

Step 1 (no draft): one button per hand card. Step 2 (draft ``p:<card>``): the picked card is shown
chosen and each column it may go on is one button carrying exactly that ``play:…`` action, labelled with
the column ("Seas ⚡" where its power fires; an effect that is neither a power nor none in full: "Colors
(wild) · no effect", "Wonders · ends the game"). What each power does is one click away, behind
"?". A wild Ages of Man/Peaks card may also go on each column with a power *without* it (``:nopower``):
those plays are one more step, "No power…" (draft ``p:<card>:plain``), so a column is one button either
way and the 13 destinations of a wild Ages of Man card are never all on a phone screen at once (issue 36).

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
from games.quatorze.cards import TYPES

STEP = "p"
PLAIN = "plain"  # ``p:<card>:plain``: the picked card's plays without their power
NOPOWER = "nopower"  # ends such a play: ``play:<card>:<column>:nopower`` (games.quatorze)
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


def without_power(play: dict[str, Any]) -> bool:
    """Whether the play is a wild Ages of Man/Peaks card's ``:nopower`` form."""
    return str(play.get("action", "")).endswith(":" + NOPOWER)


def single_plays(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The cards with exactly one legal play, and that play: their button plays it directly."""
    by_card: dict[str, list[dict[str, Any]]] = {}
    for p in plays(view):
        by_card.setdefault(p.get("card"), []).append(p)
    return {code: only for code, (only, *more) in by_card.items() if not more}


def read_pick(view: dict[str, Any], draft: str | None) -> tuple[str | None, bool, str | None]:
    """(the picked card, whether its plays without power are shown, a notice)."""
    payload, notice = read(draft, STEP)
    if payload is None:
        return None, False, notice
    code, _sep, mode = payload.partition(":")
    mine = [p for p in plays(view) if p.get("card") == code]
    if code not in hand(view) or not mine or mode not in ("", PLAIN):
        return None, False, STALE
    if mode == PLAIN and not any(without_power(p) for p in mine):
        return None, False, STALE
    return code, mode == PLAIN, None


PLAY_TOPIC = "play"
PLAY_HELP = N_(
    "A card goes on the column of its type and uses that column's power. A card of the wild colour or "
    "the wild number may go on any column and uses that column's power (wild). Ages of Man and Peaks "
    "cards may go on any column without its power. A card with one place only plays at once (→ on its "
    "button). The 7th card on a column ends the game. Your hand is in the order you got it: #1 is the "
    "card held longest."
)
# What ⚡ on a column's button means, and each power in a few words: on the form they took up to five
# lines of a phone screen under the card's heading (issue 36).
POWERS_HELP = N_(
    "⚡ on a column's button: its power fires. {powers}. Colors and Days: your card on its own column sets "
    "the wild colour or number. A wild Ages of Man or Peaks card may also go on such a column without its "
    "power (the {button} button)."
)
# The picked card's heading, as the buttons under it read: with a ⚡ among them, all without a power.
CHOOSE = N_("**{card}** — choose its column:")
CHOOSE_POWERED = N_("**{card}** — choose its column (⚡ = power fires):")
CHOOSE_PLAIN = N_("**{card}** — choose its column, without its power:")
# i18n: the button that shows where a wild Ages of Man/Peaks card may go without the column's power.
PLAIN_BUTTON = N_("No power…")
# i18n: the button back to the plays that fire a power (the ⚡ is the mark on their buttons).
POWERED_BUTTON = N_("⚡ With power…")


def play_help() -> str:
    """The "?" of the play form: where a card may go, and what each power does."""
    powers = " · ".join(f"{type_name(code)}: {power_short(code)}" for code in TYPES if code in POWER_SHORT)
    return _(PLAY_HELP) + "\n" + _(POWERS_HELP, powers=powers, button=_(PLAIN_BUTTON))


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
    Days, the wild colour or number it sets) says it in full."""
    if play.get("power") in POWER_SHORT and powered(view, play):
        return column_label(play) + " ⚡"
    if powered(view, play):
        return destination_label(view, play) + " ⚡"
    if play.get("ends"):  # the 7th card: no power fires, wild or not
        return _("{col} · ends the game", col=column_label(play))
    if effect(view, play) != _("no power"):
        return destination_label(view, play)
    return column_label(play)


def destinations(view: dict[str, Any], code: str, plain: bool) -> tuple[list[Button], str]:
    """The picked card's columns, one button each (several fit a phone line), then "No power…" where a
    column's power may be left out (or back to the powers), and the heading saying which."""
    mine = [p for p in plays(view) if p.get("card") == code]
    shown = [p for p in mine if without_power(p) == plain]
    buttons = []
    for p in shown:
        style = "danger" if p.get("ends") else "success" if p.get("how") == "own" else "primary"
        label = column_label(p) if plain else short_label(view, p)
        buttons.append(Button(label=label[:80], action=p["action"], style=style))
    if plain:
        buttons.append(Button(label=_(POWERED_BUTTON), action=tail(STEP, code)))
        return buttons, CHOOSE_PLAIN
    if any(without_power(p) for p in mine):
        buttons.append(Button(label=_(PLAIN_BUTTON), action=tail(STEP, f"{code}:{PLAIN}")))
    return buttons, CHOOSE_POWERED if any(powered(view, p) for p in shown) else CHOOSE


def play_form(view: dict[str, Any], draft: str | None) -> Form:
    picked, plain, notice = read_pick(view, draft)
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
    elif virtues and picked is None:
        form.lines.append(
            _("**Holy Virtues: you drew 1 card — now play another card.** Pick it, then its column.")
        )
    elif picked is None:
        form.lines.append(_("**Your turn: play a card.** Pick a card, then its column."))
    # A card picked: its heading below says what to do (the header says whose turn; the prompt took two
    # lines of a phone screen, a second play's three, issue 36).
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
        buttons, heading = destinations(view, picked, plain)
        form.lines.append(_(heading, card=full(picked)))
        form.add_buttons(buttons)
    form.add_to_last_row(help_button(PLAY_TOPIC))
    return form
