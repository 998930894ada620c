"""Discord limits that ``Screen`` does not check itself (labels, select options), for renderer tests."""

from __future__ import annotations

from bot.render.screen import Screen, Select

MAX_BUTTON_LABEL = 80
MAX_OPTION_TEXT = 100
MAX_PLACEHOLDER = 150


def assert_within_discord_limits(screen: Screen) -> None:
    for row in screen.rows:
        if isinstance(row, Select):
            assert 1 <= row.min_values <= row.max_values <= len(row.options), row
            assert len(row.placeholder) <= MAX_PLACEHOLDER
            assert len({o.value for o in row.options}) == len(row.options)
            for o in row.options:
                assert 1 <= len(o.label) <= MAX_OPTION_TEXT and 1 <= len(o.value) <= MAX_OPTION_TEXT, o
                assert o.description is None or len(o.description) <= MAX_OPTION_TEXT, o
        else:
            for b in row:
                assert 1 <= len(b.label) <= MAX_BUTTON_LABEL, b
                assert b.action, b
