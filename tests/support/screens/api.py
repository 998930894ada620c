"""Measure and draw messages: the API behind ``tests.support.screens``.

``measure(seen, width)`` lays a message out at a width and returns its ``Layout``; ``measure_all`` does
many (message, width) pairs in one chromium launch; ``screenshot(messages, width, path)`` draws messages
one under another. Layouts are cached by what was laid out (the frame's HTML, the look's version and the
chromium binary), in memory and in a folder shared by every process, so asking again costs nothing.
"""

from __future__ import annotations

import hashlib
import html
import json
import math
import os
import re
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.local.html.seen import Seen
from tests.support.screens import chromium
from tests.support.screens.page import document, frame_html, look_version

WIDTHS = (380, 760)  # a phone, and a phone held sideways (or a small tablet)
# Chromium draws a window this tall at most in one screenshot; longer lists are cut into several files.
MAX_PAGE_PX = 8000
GAP_PX = 8  # the band between two messages in a screenshot (.gap in discord.css)
LAYOUT = re.compile(r'<pre id="layout"[^>]*>(.*?)</pre>', re.S)


@dataclass(frozen=True)
class Box:
    """Something laid out, relative to its message's top left: a button, a picture, a block."""

    text: str
    x: float
    y: float
    w: float
    h: float
    visible: bool = True


@dataclass(frozen=True)
class Layout:
    """A message as laid out at ``width`` px: ``height_px`` is the message's whole block (its avatar's
    8 px above and below included: what it takes in a channel), ``frame_height`` adds the DM bar."""

    width: int
    height_px: int
    frame_height: float
    buttons: tuple[Box, ...]
    images: tuple[Box, ...]
    blocks: tuple[Box, ...]
    text: str
    tags: frozenset[str]

    @property
    def button_rows(self) -> int:
        """How many lines the buttons take on screen (an action row may wrap onto several)."""
        return len({round(b.y) for b in self.buttons})

    @property
    def all_buttons_visible(self) -> bool:
        return all(b.visible for b in self.buttons)

    @classmethod
    def from_json(cls, width: int, data: dict[str, Any]) -> Layout:
        def boxes(key: str) -> tuple[Box, ...]:
            return tuple(Box(**item) for item in data[key])

        return cls(
            width=width,
            height_px=math.ceil(data["height"] - 0.01),
            frame_height=data["frame_height"],
            buttons=boxes("buttons"),
            images=boxes("images"),
            blocks=boxes("blocks"),
            text=data["text"],
            tags=frozenset(data["tags"]),
        )


def default_cache_dir() -> Path:
    return Path(os.environ.get("CARDROOM_SCREENS_CACHE") or Path(tempfile.gettempdir()) / "cardroom-screens")


class Screens:
    """Measurements and screenshots, with their cache (``cache_dir=None``: in memory only)."""

    def __init__(self, cache_dir: Path | None = None) -> None:
        self.cache_dir = cache_dir
        self._memory: dict[str, dict[str, Any]] = {}
        self.launches = 0  # chromium launches so far: what the cache saves

    def _key(self, frame: str, width: int) -> str:
        found = chromium.binary() or ""
        stamp = f"{found}:{os.stat(found).st_mtime_ns}" if found else ""
        return hashlib.sha256(f"{look_version()}|{stamp}|{width}|{frame}".encode()).hexdigest()

    def _cached(self, key: str) -> dict[str, Any] | None:
        if key in self._memory:
            return self._memory[key]
        if self.cache_dir is not None:
            path = self.cache_dir / f"{key}.json"
            if path.is_file():
                self._memory[key] = json.loads(path.read_text(encoding="utf-8"))
                return self._memory[key]
        return None

    def _keep(self, key: str, data: dict[str, Any]) -> None:
        self._memory[key] = data
        if self.cache_dir is not None:
            self.cache_dir.mkdir(parents=True, exist_ok=True)
            partial = self.cache_dir / f"{key}.{os.getpid()}.tmp"
            partial.write_text(json.dumps(data), encoding="utf-8")
            partial.replace(self.cache_dir / f"{key}.json")  # atomic: a reader never sees half a file

    def measure_all(self, pairs: Iterable[tuple[Seen, int]]) -> list[Layout]:
        """Every (message, width) laid out, in one chromium launch for all those not cached."""
        frames: list[tuple[str, str, int]] = []
        for seen, width in pairs:
            frame = frame_html(seen, width)
            frames.append((self._key(frame, width), frame, width))
        missing = {key: (frame, width) for key, frame, width in frames if self._cached(key) is None}
        if missing:
            page = document(
                [frame.replace('data-key=""', f'data-key="{key}"', 1) for key, (frame, _) in missing.items()],
                measure=True,
            )
            widest = max(width for _, width in missing.values())
            self.launches += 1
            dumped = LAYOUT.search(chromium.dump_dom(page, widest))
            if dumped is None or not dumped.group(1).strip():
                raise RuntimeError("chromium laid the page out but its layout script wrote nothing")
            results = json.loads(html.unescape(dumped.group(1)))  # the dump is HTML: &lt; for <
            for key in missing:
                self._keep(key, results[key])
        return [Layout.from_json(width, self._cached(key) or {}) for key, _, width in frames]

    def measure(self, seen: Seen, width: int) -> Layout:
        return self.measure_all([(seen, width)])[0]

    def height(self, seen: Seen, width: int) -> int:
        return self.measure(seen, width).height_px

    def screenshot(self, messages: Sequence[Seen], width: int, path: Path, scale: float = 1) -> list[Path]:
        """The messages one under another at ``width`` px, as ``path`` (a PNG); a list too tall for one
        picture goes into ``name-2.png``, ``name-3.png``… Returns the files written."""
        layouts = self.measure_all((seen, width) for seen in messages)
        pages: list[list[int]] = [[]]
        tall = 0.0
        for index, layout in enumerate(layouts):
            if pages[-1] and tall + layout.frame_height > MAX_PAGE_PX:
                pages.append([])
                tall = 0.0
            pages[-1].append(index)
            tall += layout.frame_height + GAP_PX
        written = []
        for number, page in enumerate(pages, start=1):
            target = path if number == 1 else path.with_name(f"{path.stem}-{number}{path.suffix}")
            frames = '<div class="gap"></div>'.join(frame_html(messages[i], width) for i in page)
            height = math.ceil(sum(layouts[i].frame_height for i in page) + GAP_PX * (len(page) - 1))
            self.launches += 1
            chromium.screenshot(document([frames], measure=False), width, max(height, 1), target, scale)
            written.append(target)
        return written
