"""The page that holds messages (``bot.local.html.message`` lays each out as Discord's phone client would).

The font: Discord's gg sans is not free, so text is set in Noto Sans (a little wider than gg sans, so a
line wraps no later than on Discord), with Noto Color Emoji for emoji and Noto Sans KR for Hangul. The
Noto files are the pinned ones SimCord's preview ships (OFL-1.1) and the one ``bot/pictures`` draws with,
so every machine lays a message out the same way, whatever fonts it has installed.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

import pylopdf_fonts_ko
import simcord

import bot.local.html
from bot.local.html.markdown import escape
from bot.local.html.message import message_html
from bot.local.html.seen import Seen

HERE = Path(__file__).resolve().parent
LOOK = Path(bot.local.html.__file__).resolve().parent  # the message HTML and its stylesheet
SIMCORD_FONTS = Path(simcord.__file__).resolve().parent / "preview" / "static" / "fonts"


@cache
def fonts_css() -> str:
    faces = [
        ("Noto Sans", SIMCORD_FONTS / "noto-sans-latin-v2.015.ttf", "normal", ""),
        ("Noto Sans", SIMCORD_FONTS / "noto-sans-latin-italic-v2.015.ttf", "italic", ""),
        ("Noto Sans Mono", SIMCORD_FONTS / "noto-sans-mono-v2.014.ttf", "normal", ""),
        ("Noto Color Emoji", SIMCORD_FONTS / "noto-color-emoji-v2.051.ttf", "normal", ""),
        # Hangul and the CJK punctuation only, so Latin text never waits for the 5 MB font.
        (
            "Noto Sans KR",
            Path(pylopdf_fonts_ko.sans_path()),
            "normal",
            "U+1100-11FF, U+3000-33FF, U+AC00-D7AF",
        ),
    ]
    rules = []
    for family, path, style, ranges in faces:
        weight = "100 900" if "latin" in path.name else "400"
        unicode_range = f"unicode-range: {ranges}; " if ranges else ""
        rules.append(
            f'@font-face {{ font-family: "{family}"; src: url("{path.as_uri()}"); font-style: {style}; '
            f"font-weight: {weight}; font-display: block; {unicode_range}}}"
        )
    rules.append(
        ':root { --sans: "Noto Sans", "Noto Sans KR", "Noto Color Emoji", sans-serif; '
        '--mono: "Noto Sans Mono", monospace; --emoji: "Noto Color Emoji"; }'
    )
    return "\n".join(rules)


@cache
def stylesheet() -> str:
    return fonts_css() + "\n" + (LOOK / "discord.css").read_text(encoding="utf-8")


def look_version() -> str:
    """Changes whenever the look does: cached measurements are keyed by it."""
    files = [*(LOOK / name for name in sorted(_LOOK_FILES)), HERE / "page.py", HERE / "measure.js"]
    source = "".join(path.read_text(encoding="utf-8") for path in files)
    return hashlib.sha256((source + fonts_css()).encode()).hexdigest()[:16]


_LOOK_FILES = ("discord.css", "message.py", "components.py", "markdown.py", "emoji.py", "media.py")


def frame_html(seen: Seen, width: int, key: str = "") -> str:
    """A message at one width; in the viewer's DMs, under the bar naming them."""
    dm = f'<div class="dm-bar">✉ Direct messages with {escape(seen.author)}</div>' if seen.dm else ""
    return (
        f'<div class="frame" data-key="{escape(key)}" style="width:{width}px">{dm}{message_html(seen)}</div>'
    )


def document(frames: list[str], measure: bool) -> str:
    """A whole page; with ``measure``, a script writes every frame's layout into ``#layout`` once the
    fonts are in (read back through chromium's --dump-dom)."""
    script = f"<script>{(HERE / 'measure.js').read_text(encoding='utf-8')}</script>" if measure else ""
    return (
        '<!doctype html><html><head><meta charset="utf-8"><title>Cardroom screens</title>'
        f"<style>{stylesheet()}</style></head><body>{''.join(frames)}"
        f'<pre id="layout" hidden></pre>{script}</body></html>'
    )
