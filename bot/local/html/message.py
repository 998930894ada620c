"""A message as Discord's phone client lays it out, in HTML (dark theme: ``discord.css``).

The screens tests draw it in headless Chromium to measure and screenshot what players see
(``tests.support.screens``); the local table (``bot.local.page``) shows it live, with its buttons and
menus working (``Context.live``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.local.html.components import components_html
from bot.local.html.markdown import Context, escape, render
from bot.local.html.media import Pictures
from bot.local.html.seen import Seen


@dataclass(frozen=True)
class Chrome:
    """Discord's own words around a message, in the viewer's language; English is what the screens tests
    measure (Discord's English client)."""

    today_at: str = "Today at {time}"
    only_you: str = "Only you can see this"
    dismiss: str = "Dismiss message"


ENGLISH = Chrome()

EYE = (
    '<svg width="16" height="16" viewBox="0 0 24 24"><path fill="currentColor" d="M12 5C5.6 5 2 12 2 12s3.6 '
    '7 10 7 10-7 10-7-3.6-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z"/></svg>'
)


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


def message_html(seen: Seen, live: bool = False, chrome: Chrome = ENGLISH) -> str:
    """One message, with its author, as the viewer sees it; ``live``: its buttons and menus work."""
    context = Context(names=seen.names, now=seen.now, live=live, channels=seen.channels)
    pictures = Pictures(seen.files)
    body = []
    if seen.command:
        body.append(f'<div class="reply">{escape(seen.command)}</div>')
    tag = '<span class="app">APP</span>' if seen.bot else ""
    time = datetime.fromtimestamp(seen.now, UTC).strftime("%H:%M") if seen.now else ""
    body.append(
        f'<div class="head"><span class="author">{escape(seen.author)}</span>{tag}'
        f'<span class="time">{escape(chrome.today_at.format(time=time))}</span></div>'
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
            f'<div class="eph">{EYE}<span>{escape(chrome.only_you)}</span>·'
            f'<span class="dismiss">{escape(chrome.dismiss)}</span></div>'
        )
    classes = "msg" + (" pinged" if seen.pinged else "") + (" ephemeral" if seen.ephemeral else "")
    initial = escape(seen.author[:1].upper() or "?")
    return f'<div class="{classes}"><div class="avatar">{initial}</div>{"".join(body)}</div>'
