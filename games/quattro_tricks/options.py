"""Table options (variants) of Quattro Trick-Taking, shown to players by the bot."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class Options(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    custom_rule: Literal["none", "set_selection", "starting_choice"] = Field(
        default="none",
        description=(
            "Custom rule from the rulebook. none: sets pass to the left after every round and the A holder "
            "starts. set_selection: before each later round, players pick their sets (lowest score first); "
            "the player left of the last starter starts. starting_choice: before each later round, players "
            "pick a set or to be the starting player (lowest score first)."
        ),
    )
    strict_unused: bool = Field(
        default=False,
        description=(
            "Set-Selection only: a player must pick a set they have not used in an earlier round "
            "while one is still available to them."
        ),
    )
    a_bonus_without_chip: bool = Field(
        default=False,
        description=(
            "Sum Board (set A): a total of 5, 15 or 25 scores the 5/15/25 space's points without a chip on "
            "it (and no chip may go there)."
        ),
    )
