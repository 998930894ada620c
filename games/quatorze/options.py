"""Table options of Quatorze, shown to players by the bot (lobby selects for Literal/bool fields).

``types`` picks the 7 types in play. ``custom`` needs ``custom_types``: 7 distinct comma-separated type
codes ("AM,CO,DA,DS,NO,PE,QU"). The lobby cannot show a free-text field, so a custom selection arrives
in the options dict given when the table is opened; a dict with ``custom_types`` and no ``types`` means
``types="custom"``. With any other preset ``custom_types`` is ignored (so the host may switch presets).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from games.quatorze.cards import NEW_TYPES, SEVEN7S, TYPE_NAMES, TYPES, canonical_types, random_types
from games.quatorze.config import TYPES_IN_PLAY

PRESETS: dict[str, tuple[str, ...]] = {"seven7s": SEVEN7S, "quatorze": NEW_TYPES}


class Options(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    # Declared first so that the ``types`` check below can read it (the lobby skips text fields).
    custom_types: str = Field(
        default="",
        title="Custom types",
        # The lobby offers a pick of exactly 7 types; picking them also selects the custom preset.
        json_schema_extra={
            "pick": {"count": TYPES_IN_PLAY, "choices": {code: TYPE_NAMES[code] for code in TYPES}},
            "sets": {"types": "custom"},
        },
        description="With types=custom: 7 distinct type codes, comma-separated, e.g. 'AM,CO,DA,DS,NO,PE,QU'.",
    )
    types: Literal["seven7s", "quatorze", "random", "custom"] = Field(
        default="seven7s",
        title="Types",
        json_schema_extra={
            "labels": {
                "seven7s": "original Seven7s",
                "quatorze": "the 7 new types",
                "random": "7 at random",
                "custom": "custom (pick the 7 types below)",
            },
            "hints": {
                "seven7s": "Ages of Man, Colors, Deadly Sins, Holy Virtues, Lucky Gods, Seas, Wonders.",
                "quatorze": "Days, Luminaries, Notes, Peaks, Planes of Existence, Queens, Sages.",
                "random": "7 of the 14 types, drawn when the game starts.",
                "custom": "The 7 types picked in the Custom types list.",
            },
        },
        description="Which 7 of the 14 card types are in play.",
    )
    count_any_type_in_column: bool = Field(
        default=False,
        title="Ages/Peaks count",
        json_schema_extra={
            "labels": {"false": "own type only", "true": "every card"},
            "hints": {
                "false": "At the end only Ages of Man (Peaks) cards in their own column count.",
                "true": "At the end every card in the Ages of Man (Peaks) column counts.",
            },
        },
        description=(
            "End-game counts of the Ages of Man and Peaks columns: only cards of the column's own type "
            "(default), or every card in the column."
        ),
    )

    @model_validator(mode="before")
    @classmethod
    def _custom_implies_custom_preset(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("custom_types") and "types" not in data:
            return {**data, "types": "custom"}
        return data

    @field_validator("custom_types")
    @classmethod
    def _normalise_custom(cls, value: str) -> str:
        if not value.strip():
            return ""
        codes = [part.strip().upper() for part in value.replace(" ", ",").split(",") if part.strip()]
        unknown = [code for code in codes if code not in TYPE_NAMES]
        if unknown:
            raise ValueError(f"unknown type code {unknown[0]!r}; codes are {' '.join(TYPES)}")
        if len(set(codes)) != len(codes):
            raise ValueError("a type is listed twice")
        if len(codes) != TYPES_IN_PLAY:
            raise ValueError(f"name exactly {TYPES_IN_PLAY} types, not {len(codes)}")
        return ",".join(canonical_types(codes))

    @field_validator("types")
    @classmethod
    def _custom_needs_types(cls, value: str, info: ValidationInfo) -> str:
        if value == "custom" and not info.data.get("custom_types"):
            raise ValueError(f"custom needs {TYPES_IN_PLAY} type codes in custom_types")
        return value

    def chosen_types(self, seed: int) -> tuple[str, ...]:
        """The 7 types in play, in canonical order (``random`` draws them from the game seed)."""
        if self.types == "random":
            return random_types(seed)
        if self.types == "custom":
            return tuple(self.custom_types.split(","))
        return PRESETS[self.types]
