"""An evaluation, not product code (issue 36): a message the bot sends today (content, embeds, action
rows) turned into the Components V2 message (flag 1 << 15) that would say the same, so the two can be
drawn and measured side by side (docs/adapter.md, "Components V2").

``as_v2(seen)`` keeps every word, picture and button and only changes the layout: one container per
embed, its accent the embed's colour; the title as a bold line and the description as text displays
(with the content above them, since V2 has no content); the fields as one text display (a V2 message has
no side-by-side fields: inline ones become ``name: value`` lines); the embed's picture as a one-item
media gallery; the footer as small text; a separator, then the action rows inside the container (or,
``box``, the rows under it, or no container at all).
``order="picture-first"`` puts the picture right under the title, and the description and fields (whose
turn it is, what to do) under it, just above the buttons: the order a phone needs, the thumb's
choices next to the line that explains them.
"""

from __future__ import annotations

from typing import Any, Literal

from tests.support.screens.model import IS_COMPONENTS_V2, Seen

Order = Literal["as-embed", "picture-first"]
Box = Literal["boxed", "rows-outside", "bare"]


def text(content: str) -> dict[str, Any]:
    return {"type": 10, "content": content}


def _fields(fields: list[dict[str, Any]]) -> str:
    lines = []
    for field in fields:
        name, value = str(field.get("name") or ""), str(field.get("value") or "")
        lines.append(
            f"**{name}**: {value}" if field.get("inline") and "\n" not in value else f"**{name}**\n{value}"
        )
    return "\n".join(lines)


def _container(embed: dict[str, Any], content: str, order: Order) -> dict[str, Any]:
    title = f"**{embed['title']}**" if embed.get("title") else ""
    head = [text(t) for t in (content, title) if t]
    rest = [text(t) for t in (embed.get("description") or "", _fields(embed.get("fields") or [])) if t]
    image = (embed.get("image") or embed.get("thumbnail") or {}).get("url")
    picture = [{"type": 12, "items": [{"media": {"url": image}}]}] if image else []
    footer = [text(f"-# {embed['footer']['text']}")] if (embed.get("footer") or {}).get("text") else []
    # An embed's order: title, description, fields, picture, footer; or the title, the table, then
    # what to do just above the buttons.
    middle = [*rest, *picture] if order == "as-embed" else [*picture, *rest]
    container: dict[str, Any] = {"type": 17, "components": [*head, *middle, *footer]}
    if embed.get("color") is not None:
        container["accent_color"] = int(embed["color"])
    return container


def as_v2(seen: Seen, order: Order = "as-embed", box: Box = "boxed") -> Seen:
    """``seen`` as a Components V2 message: the same words, pictures and buttons. ``box``: each embed a
    container with the buttons inside it under a separator (``boxed``), the buttons under the container
    (``rows-outside``: as wide as today's), or no container at all (``bare``: no accent colour, text and
    picture as wide as a message's content)."""
    rows = [row for row in seen.components if row.get("type") == 1]
    components: list[dict[str, Any]] = [text(seen.content)] if seen.content and not seen.embeds else []
    for index, embed in enumerate(seen.embeds):
        container = _container(embed, seen.content if index == 0 else "", order)
        components += container["components"] if box == "bare" else [container]
    if box == "boxed" and rows and components and components[-1].get("type") == 17:
        components[-1]["components"] += [{"type": 14, "divider": True, "spacing": 1}, *rows]
    else:
        components += rows
    flags = seen.flags | IS_COMPONENTS_V2
    return Seen(**(seen.__dict__ | {"content": "", "embeds": [], "components": components, "flags": flags}))


def count(components: list[dict[str, Any]]) -> tuple[int, int]:
    """Discord's V2 budget used: components counted nested (at most 40), text display characters (4,000)."""
    total, chars = 0, 0
    stack = list(components)
    while stack:
        component = stack.pop()
        total += 1
        if component.get("type") == 10:
            chars += len(component.get("content") or "")
        stack += component.get("components") or []
        if isinstance(component.get("accessory"), dict):
            stack.append(component["accessory"])
    return total, chars
