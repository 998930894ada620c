"""The bonus-bid step on a player's screen: reveal the top bid card, or pass.

Revealing a card that cannot beat the best one revealed so far is legal but pointless, so it asks for
confirmation first (spec §3 c.3) through the ``reveal?`` draft; Confirm then carries ``reveal``.
The BONUS scoring is explained in round 1; later rounds have it behind the "?" button.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.base import TableContext
from bot.render.four_seasons.form import BACK, DRAFT, FIRST_ROUND, REVEAL_DRAFT, Form
from bot.render.four_seasons.tokens import card, reveal_strength
from bot.render.four_seasons.viewdata import at, legal
from bot.render.kit.form import help_button
from bot.render.people import name
from bot.render.screen import Button

BONUS_TOPIC = "bonus"
ASK = N_("Reveal your top bid card to try for the BONUS bid (+12 if you make it), or pass.")

EXPLAIN = N_(
    "Reveal your top bid card to try for the **BONUS bid**: the best revealed card wins it (Worth first, "
    "then autumn > summer > spring > winter). The BONUS player shows their whole bid and scores +12 if "
    "they make it; if they miss, everyone else scores +6."
)


def best_card(view: dict[str, Any]) -> tuple[int | None, str | None]:
    best = view.get("best_reveal")
    shown = at(view.get("shown_bids"), best) if best is not None else None
    return best, (shown[0] if shown else None)


def bonus_form(ctx: TableContext, view: dict[str, Any], draft: str | None) -> Form:
    mine = list(view.get("my_bid_cards") or [])
    top = mine[0] if mine else "?"
    trump = view.get("trump")
    best, best_top = best_card(view)
    beaten = best_top is not None and reveal_strength(top, trump) < reveal_strength(best_top, trump)
    form = Form()
    allowed = legal(view)
    pass_button = Button(label=_("Pass"), action="pass", disabled="pass" not in allowed)
    if draft == REVEAL_DRAFT and beaten:
        form.lines.append(
            _(
                "Your {card} can't beat {name}'s {best} (best so far): revealing it only shows it to "
                "everyone. Reveal anyway?",
                card=card(top),
                name=name(ctx, best),  # type: ignore[arg-type]
                best=card(best_top),
            )
        )
        confirm = Button(
            label=_("Reveal {card} anyway", card=card(top)), action="reveal", disabled="reveal" not in allowed
        )
        form.rows.append((confirm, pass_button, BACK))
        return form
    first = view.get("round") == FIRST_ROUND
    if first:
        form.lines.append(_(EXPLAIN))
    if best_top is not None:
        form.lines.append(_("Best so far: {name} with {card}.", name=name(ctx, best), card=card(best_top)))  # type: ignore[arg-type]
    if not first:
        form.lines.append(_(ASK))
    if beaten:
        label = _("Reveal {card} …", card=card(top))
        reveal = Button(label=label, action=DRAFT + REVEAL_DRAFT, style="primary")
    else:
        label = _("Reveal {card}", card=card(top))
        reveal = Button(label=label, action="reveal", style="primary", disabled="reveal" not in allowed)
    form.rows.append((reveal, pass_button) if first else (reveal, pass_button, help_button(BONUS_TOPIC)))
    return form
