"""``python -m tests.support.screens DUMP.json [--out DIR] [--widths 380 760] [--scale 2]``

Draws the messages of a dump that ``pytest --screens-dir`` wrote (one list of messages per channel) as
one PNG per channel and width, and prints each message's height.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from tests.support import screens
from tests.support.screens.model import Seen


def draw(dump: Path, out: Path, widths: tuple[int, ...] = screens.WIDTHS, scale: float = 1) -> list[Path]:
    channels = json.loads(dump.read_text(encoding="utf-8"))
    written = []
    for label, messages in channels.items():
        seen = [Seen.from_json(m) for m in messages]
        for width in widths:
            name = re.sub(r"[^\w.-]+", "_", label) or "channel"
            written += screens.screenshot(seen, width, out / f"{name}-{width}.png", scale)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.support.screens", description=__doc__)
    parser.add_argument("dump", type=Path, help="a messages.json written by pytest --screens-dir")
    parser.add_argument("--out", type=Path, help="where the PNGs go (default: beside the dump)")
    parser.add_argument("--widths", type=int, nargs="+", default=list(screens.WIDTHS))
    parser.add_argument("--scale", type=float, default=1, help="device pixels per CSS px (2: sharper)")
    args = parser.parse_args(argv)
    reason = screens.why_missing()
    if reason:
        print(reason, file=sys.stderr)
        return 2
    channels = json.loads(args.dump.read_text(encoding="utf-8"))
    for label, messages in channels.items():
        seen = [Seen.from_json(m) for m in messages]
        layouts = screens.measure_all((s, w) for s in seen for w in args.widths)
        for index, message in enumerate(seen):
            heights = " ".join(
                f"{w}px: {layouts[index * len(args.widths) + k].height_px:4d}"
                for k, w in enumerate(args.widths)
            )
            first = (message.content or next((e.get("title", "") for e in message.embeds), "")).split("\n")[0]
            print(f"{label} #{index + 1} {heights}  {first[:60]}")
    for path in draw(args.dump, args.out or args.dump.parent, tuple(args.widths), args.scale):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
