"""Reading a table message's lines in renderer tests (docs/ux.md#the-table-message)."""

from __future__ import annotations

from bot.render.kit.layout import PICTURED_MARK, TURN_MARK


def turn_line(content: str) -> str:
    """The "⏳ …" line: who is to act and what is asked (right under the title, wherever it is)."""
    lines = [line for line in content.splitlines() if line.startswith(TURN_MARK)]
    assert len(lines) == 1, content
    return lines[0]


def visible(content: str) -> str:
    """``content`` without the invisible mark of the lines the picture shows (``pictured``)."""
    return "\n".join(line.removeprefix(PICTURED_MARK) for line in content.splitlines())
