"""Table options (variants) of 4 Seasons, shown to players in the lobby (spec §3 c, §3 b.3, §4)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from games.four_seasons.config import PROFI_TARGET, TARGET, TEAM_TARGET

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
    butterfly_may_bid: bool = Field(
        default=True,
        title="Butterfly as a bid card",
        json_schema_extra={
            "hints": {
                "true": "The butterfly may be set aside as a bid card; it counts as the trump season.",
                "false": "The butterfly can never be a bid card.",
            }
        },
        description="Whether the butterfly may be one of the bid cards (it then counts as the trump season).",
    )
