"""See what players see: any message the bot sent, drawn as Discord's phone client draws it (dark theme)
by headless Chromium, measured and screenshot at a width (docs/testing.md#seeing-what-players-see).

    from tests.support import screens
    seen = screens.from_simcord(h.env, stored, viewer=alice)
    screens.measure(seen, 380).height_px      # or screens.height(seen, 380)
    screens.screenshot([seen, ...], 380, Path("out.png"))

In a test, the ``screens`` fixture (``tests.support.screens.plugin``) binds SimCord's env, skips when
chromium is missing, and takes stored messages directly: ``screens.height(stored, 380)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from bot.local.html.message import message_html
from tests.support.screens.api import WIDTHS, Box, Layout, Screens, default_cache_dir
from tests.support.screens.chromium import why_missing
from tests.support.screens.model import Seen, from_simcord
from tests.support.screens.page import document, frame_html

_shared = Screens(default_cache_dir())


def measure(seen: Seen, width: int) -> Layout:
    return _shared.measure(seen, width)


def measure_all(pairs: Iterable[tuple[Seen, int]]) -> list[Layout]:
    return _shared.measure_all(pairs)


def height(seen: Seen, width: int) -> int:
    return _shared.height(seen, width)


def screenshot(messages: Sequence[Seen], width: int, path: Path, scale: float = 1) -> list[Path]:
    return _shared.screenshot(messages, width, path, scale)


__all__ = [
    "WIDTHS",
    "Box",
    "Layout",
    "Screens",
    "Seen",
    "document",
    "frame_html",
    "from_simcord",
    "height",
    "measure",
    "measure_all",
    "message_html",
    "screenshot",
    "why_missing",
]
