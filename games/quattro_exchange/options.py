"""Table options (the spec's §5 variants), shown to the host as lobby selects (at most four)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

SIMULTANEOUS = "simultaneous"
SEQUENTIAL = "sequential"
PERMANENT = "permanent"
PASS = "pass"
HIGHEST_CARD = "highest_card"
LEXICOGRAPHIC = "lexicographic"


class Options(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    opening_mode: Literal["simultaneous", "sequential"] = Field(
        default=SIMULTANEOUS,
        title="Openings",
        json_schema_extra={
            # English words for the seed's 선/후 (first/second player): the Korean catalog says 선 and 후.
            "labels": {"simultaneous": "both at once", "sequential": "first player, then second"},
            "hints": {
                "simultaneous": "Both players choose in secret; the two cards are revealed together.",
                "sequential": (
                    "The coming phase's first player opens first; the second player sees that card before "
                    "choosing."
                ),
            },
        },
        description=(
            "How the openings 1-3 are made. simultaneous: both choose in secret and reveal together. "
            "sequential: the 선 of the exchange phase that follows opens first and 후 sees it."
        ),
    )
    stop_mode: Literal["permanent", "pass"] = Field(
        default=PERMANENT,
        title="Stop",
        json_schema_extra={
            "labels": {"permanent": "stop ends your phase", "pass": "pass one turn"},
            "hints": {
                "permanent": "Once you stop you make no more exchanges until the next opening.",
                "pass": "A stop only passes this turn; the phase ends when both pass in a row.",
            },
        },
        description=(
            "What STOP means in an exchange phase. permanent: you are out until the next opening. "
            "pass: you pass this turn only; the phase ends when both players have passed since the "
            "last exchange."
        ),
    )
    original_zero_rule: bool = Field(
        default=False,
        title="Season 2 zero rule",
        json_schema_extra={
            "hints": {
                "true": "A 0 among your open cards loses (if both have one, no 0 hand is a Quattro).",
                "false": "A black 0 counts in a Quattro as a suit and a number of its own.",
            }
        },
        description=(
            "The TV show's Season 2 rule: a 0 among your open cards is an automatic loss. If both "
            "players have a 0 open, neither loses for it and no hand with a 0 counts as a Quattro."
        ),
    )
    tiebreak_mode: Literal["highest_card", "lexicographic"] = Field(
        default=HIGHEST_CARD,
        title="Equal sums",
        json_schema_extra={
            "labels": {"highest_card": "highest card", "lexicographic": "card by card"},
            "hints": {
                "highest_card": "The higher top card wins (number, then ♠ > ♦ > ♥ > ♣).",
                "lexicographic": "Compare the numbers high to low one by one, then the suits.",
            },
        },
        description=(
            "How equal sums are decided. highest_card: the higher highest card (number, then suit "
            "S > D > H > C). lexicographic: both hands sorted high to low, numbers compared position by "
            "position, then suits."
        ),
    )
