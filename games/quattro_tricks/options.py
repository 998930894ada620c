"""Table options (variants) of Quattro Trick-Taking, shown to players by the bot."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from games.quattro_tricks.config import SPECIAL_SUM_SPACE, SUM_BOARD

_SPECIAL_POINTS = next(space.points for space in SUM_BOARD if space.id == SPECIAL_SUM_SPACE)


class Options(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    custom_rule: Literal["none", "set_selection", "starting_choice"] = Field(
        default="none",
        title="Variant",
        json_schema_extra={
            "labels": {
                "none": "base rules",
                "set_selection": "Set-Selection",
                "starting_choice": "Starting-Choice",
            },
            "hints": {
                "none": "Sets pass to the left each round; the A holder starts.",
                "set_selection": "Lowest score picks a set first; the next player clockwise starts.",
                "starting_choice": "Lowest score picks first: a set, or to be the starting player.",
            },
        },
        description=(
            "Custom rule from the rulebook. none: sets pass to the left after every round and the A holder "
            "starts. set_selection: before each later round, players pick their sets (lowest score first); "
            "the player left of the last starter starts. starting_choice: before each later round, players "
            "pick a set or to be the starting player (lowest score first)."
        ),
    )
    strict_unused: bool = Field(
        default=False,
        title="Unused sets first",
        json_schema_extra={
            "hints": {
                "true": "Set-Selection: pick a set you haven't used yet while you can.",
                "false": "Set-Selection: any remaining set may be picked again.",
            }
        },
        description=(
            "Set-Selection only: a player must pick a set they have not used in an earlier round "
            "while one is still available to them."
        ),
    )
    a_bonus_without_chip: bool = Field(
        default=False,
        title="Free 5/15/25 bonus",
        json_schema_extra={
            "hints": {
                "true": f"Set A: a total of 5, 15 or 25 scores {_SPECIAL_POINTS} points with no chip there.",
                "false": "Set A: the 5/15/25 space scores only with a chip on it.",
            }
        },
        description=(
            "Sum Board (set A): a total of 5, 15 or 25 scores the 5/15/25 space's points without a chip on "
            "it (and no chip may go there)."
        ),
    )
