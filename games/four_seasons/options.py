"""Table options (variants) of 4 Seasons, shown to players in the lobby (spec §3 c, §3 b.3, §4)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from games.four_seasons.config import BUTTERFLY_REVEAL_WORTH, PROFI_TARGET, TARGET, TEAM_TARGET

STANDARD = "standard"
PROFI = "profi"
TEAM = "team"


class Options(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    # One field for the variant: Profi and Team cannot be combined [Interp], so no table can ask for both.
    variant: Literal["standard", "profi", "team"] = Field(
        default=STANDARD,
        title="Variant",
        json_schema_extra={
            "labels": {STANDARD: "standard", PROFI: "Profi", TEAM: "teams (4 players)"},
            "hints": {
                STANDARD: f"First to {TARGET} points after a round wins (a tie plays on).",
                PROFI: f"Win with {PROFI_TARGET}+ points and a bid made in that same round.",
                TEAM: f"Partners sit opposite and see each other's bid; {TEAM_TARGET} team points win.",
            },
        },
        description=(
            f"standard: the game ends after a round in which someone has {TARGET} points. profi: you win "
            f"only with {PROFI_TARGET} points and a made bid in that round. team: 4 players, partners "
            f"opposite, each sees the partner's bid, team scoring with an 8-point premium, no bonus bids."
        ),
    )
    bonus_bids: bool = Field(
        default=True,
        title="Bonus bids",
        json_schema_extra={
            "hints": {
                "true": "After bidding, players may reveal their top bid card to play the BONUS bid.",
                "false": "Skip the bonus bids (a good first game): every round is a standard round.",
            }
        },
        description=(
            "After the secret bids, each player in turn may reveal their top bid card; the highest plays "
            "the BONUS bid (12 points if made, 6 for everyone else if missed). Never in the team variant."
        ),
    )
    # Default off: bid values are given per season and the butterfly has no season (spec §3 b.3, revised).
    # Stored games keep the rules they started with: every state and table-options text ever stored was
    # written by ``model_dump``, which records this field explicitly (games from before the revision say
    # ``true``), so only a new table gets the new default.
    butterfly_may_bid: bool = Field(
        default=False,
        title="Butterfly as a bid card",
        json_schema_extra={
            "labels": {"true": "allowed (house rule)", "false": "not allowed"},
            "hints": {
                # Discord shows at most 100 characters of a hint (bot.render.lobby cuts the rest).
                "true": (
                    "🦋 bids as the trump season; revealed for a BONUS it is a "
                    f"{BUTTERFLY_REVEAL_WORTH} of trump, so it beats every card."
                ),
                "false": "The butterfly has no season, so it can't be a bid card.",
            },
        },
        description=(
            "House rule (off by default): the butterfly may be one of the bid cards. It then counts as the "
            f"trump season, and revealed for a BONUS bid as a {BUTTERFLY_REVEAL_WORTH} of trump (it beats "
            "every card)."
        ),
    )
