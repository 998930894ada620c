"""The answers to the hand's "?" buttons (``ui:help:<topic>``, a private reply): the explanations that
round 1 prints in full and later rounds keep one click away."""

from __future__ import annotations

from pydantic import BaseModel

from bot.render.four_seasons.bidform import BID_TOPIC, values_line
from bot.render.four_seasons.bonusform import BONUS_TOPIC, EXPLAIN
from bot.render.four_seasons.playform import BUTTERFLY_HELP, BUTTERFLY_TOPIC
from bot.render.four_seasons.viewdata import option

MADE_WITH_BONUS = "In a BONUS round the others score +3 (not +6) for a made bid."
BUTTERFLY_BIDS = " With this table's house rule 🦋 may be a bid card: it counts as the trump season."


def help_text(topic: str, options: BaseModel) -> str | None:
    opts = options.model_dump() if isinstance(options, BaseModel) else {}
    if topic == BID_TOPIC:
        return values_line(opts, None, butterfly=False) + (
            BUTTERFLY_BIDS if option(opts, "butterfly_may_bid", False) else " 🦋 can't be a bid card."
        )
    if topic == BONUS_TOPIC:
        return f"{EXPLAIN} {MADE_WITH_BONUS}"
    if topic == BUTTERFLY_TOPIC:
        return BUTTERFLY_HELP
    return None
