"""A message as Discord's phone client would lay it out, in HTML; and the page that holds messages.

The font: Discord's gg sans is not free, so text is set in Noto Sans (a little wider than gg sans, so a
line wraps no later than on Discord), with Noto Color Emoji for emoji and Noto Sans KR for Hangul. The
Noto files are the pinned ones SimCord's preview ships (OFL-1.1) and the one ``bot/pictures`` draws with,
so every machine lays a message out the same way, whatever fonts it has installed.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

import pylopdf_fonts_ko
import simcord

from tests.support.screens.components import components_html
from tests.support.screens.markdown import Context, escape, render
from tests.support.screens.media import Pictures
from tests.support.screens.model import Seen

HERE = Path(__file__).resolve().parent
SIMCORD_FONTS = Path(simcord.__file__).resolve().parent / "preview" / "static" / "fonts"
EYE = (
    '<svg width="16" height="16" viewBox="0 0 24 24"><path fill="currentColor" d="M12 5C5.6 5 2 12 2 12s3.6 '
    '7 10 7 10-7 10-7-3.6-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z"/></svg>'
)


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
    return fonts_css() + "\n" + (HERE / "discord.css").read_text(encoding="utf-8")


def look_version() -> str:
    """Changes whenever the look does: cached measurements are keyed by it."""
    source = "".join((HERE / name).read_text(encoding="utf-8") for name in sorted(_LOOK_FILES))
    return hashlib.sha256((source + fonts_css()).encode()).hexdigest()[:16]


_LOOK_FILES = ("discord.css", "page.py", "components.py", "markdown.py", "emoji.py", "media.py", "measure.js")


def embed_html(embed: dict[str, Any], context: Context, pictures: Pictures) -> str:
    colour = embed.get("color")
    bar = f' style="border-left-color:#{int(colour):06x}"' if colour is not None else ""
    main = []
    if (author := embed.get("author") or {}).get("name"):
        main.append(f'<div class="embed-author">{escape(author["name"])}</div>')
    if embed.get("title"):
        main.append(f'<div class="embed-title">{render(embed["title"], context)}</div>')
    if embed.get("description"):
        main.append(f'<div class="embed-description">{render(embed["description"], context)}</div>')
    if fields := embed.get("fields") or []:
        main.append(f'<div class="fields">{fields_html(fields, context)}</div>')
    if (image := embed.get("image") or {}).get("url"):
        main.append(f'<div class="embed-image">{pictures.img(image["url"])}</div>')
    if (footer := embed.get("footer") or {}).get("text"):
        main.append(f'<div class="embed-footer">{escape(footer["text"])}</div>')
    thumb = ""
    if (thumbnail := embed.get("thumbnail") or {}).get("url"):
        thumb = f'<div class="embed-thumb">{pictures.img(thumbnail["url"])}</div>'
    return f'<div class="embed"{bar}><div class="embed-main">{"".join(main)}</div>{thumb}</div>'


def fields_html(fields: list[dict[str, Any]], context: Context) -> str:
    """Inline fields share a line, three at most, splitting it evenly (Discord's 12-column grid); the
    others take a line each."""
    lines: list[list[dict[str, Any]]] = []
    for field in fields:
        if field.get("inline") and lines and lines[-1][0].get("inline") and len(lines[-1]) < 3:
            lines[-1].append(field)
        else:
            lines.append([field])
    out = []
    for line in lines:
        for field in line:
            name, value = render(field.get("name", ""), context), render(field.get("value", ""), context)
            out.append(
                f'<div class="field" style="grid-column: span {12 // len(line)}">'
                f'<div class="field-name">{name}</div><div class="field-value">{value}</div></div>'
            )
    return "".join(out)


def message_html(seen: Seen) -> str:
    """One message, with its author, as the viewer sees it."""
    context = Context(names=seen.names, now=seen.now)
    pictures = Pictures(seen.files)
    body = []
    if seen.command:
        body.append(f'<div class="reply">{escape(seen.command)}</div>')
    tag = '<span class="app">APP</span>' if seen.bot else ""
    time = datetime.fromtimestamp(seen.now, UTC).strftime("%H:%M") if seen.now else ""
    body.append(
        f'<div class="head"><span class="author">{escape(seen.author)}</span>{tag}'
        f'<span class="time">Today at {time}</span></div>'
    )
    if seen.content and not seen.components_v2:
        body.append(f'<div class="content">{render(seen.content, context)}</div>')
    accessories = []
    if seen.components_v2:
        accessories.append(
            f'<div class="v2">{components_html(seen.components, True, context, pictures)}</div>'
        )
    else:
        embeds = "".join(embed_html(embed, context, pictures) for embed in seen.embeds)
        # Attachments no embed shows are shown as they are, before the embeds.
        loose = "".join(
            f'<div class="attachment">{pictures.img("attachment://" + n)}</div>' for n in pictures.unused()
        )
        accessories += [loose, embeds, components_html(seen.components, False, context, pictures)]
    body.append(f'<div class="accessories">{"".join(accessories)}</div>')
    if seen.ephemeral:
        body.append(
            f'<div class="eph">{EYE}<span>Only you can see this</span>·'
            '<span class="dismiss">Dismiss message</span></div>'
        )
    classes = "msg" + (" pinged" if seen.pinged else "") + (" ephemeral" if seen.ephemeral else "")
    initial = escape(seen.author[:1].upper() or "?")
    return f'<div class="{classes}"><div class="avatar">{initial}</div>{"".join(body)}</div>'


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
