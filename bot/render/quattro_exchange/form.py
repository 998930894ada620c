"""A form's parts, shared by the private screens."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.render.screen import Row


@dataclass
class Form:
    lines: list[str] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
