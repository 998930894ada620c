"""The answers to the hand's "?" buttons (``ui:help:<topic>``, a private reply): the explanations that
round 1 prints in full and later rounds keep one click away."""

from __future__ import annotations

from pydantic import BaseModel

from bot.i18n import N_, _
from bot.render.four_seasons.bidform import BID_TOPIC, values_line
from bot.render.four_seasons.bonusform import BONUS_TOPIC, EXPLAIN
from bot.render.four_seasons.playform import BUTTERFLY_HELP, BUTTERFLY_TOPIC
from bot.render.four_seasons.viewdata import option

MADE_WITH_BONUS = N_("In a BONUS round the others score +3 (not +6) for a made bid.")
BUTTERFLY_BIDS = N_("With this table's house rule 🦋 may be a bid card: it counts as the trump season.")
BUTTERFLY_NO_BID = N_("🦋 can't be a bid card.")


def help_text(topic: str, options: BaseModel) -> str | None:
    opts = options.model_dump() if isinstance(options, BaseModel) else {}
    if topic == BID_TOPIC:
        butterfly = BUTTERFLY_BIDS if option(opts, "butterfly_may_bid", False) else BUTTERFLY_NO_BID
        return f"{values_line(opts, None, butterfly=False)} {_(butterfly)}"
    if topic == BONUS_TOPIC:
        return f"{_(EXPLAIN)} {_(MADE_WITH_BONUS)}"
    if topic == BUTTERFLY_TOPIC:
        return _(BUTTERFLY_HELP)
    return None
