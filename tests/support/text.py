"""A message's words, whether the bot showed them as text or as an embed."""

from __future__ import annotations

from typing import Any


def text_of(message: Any) -> str:
    """A message's words as its screen wrote them, whether it shows them as text or as an embed (the
    embed's title, description and fields read back as the screen's bold title and ``**Label**  value``
    rows). Works on SimCord's stored messages and responses, discord.py messages, the loopback fake's
    messages and a message body as sent (a dict with ``content`` and ``embeds``)."""
    if isinstance(message, dict):
        content, embeds = message.get("content"), message.get("embeds")
    else:
        content, embeds = getattr(message, "content", None), getattr(message, "embeds", None)
    parts = [content or ""]
    for embed in embeds or []:
        data = embed if isinstance(embed, dict) else embed.to_dict()
        if data.get("title"):
            parts.append(f"**{data['title']}**")
        if data.get("description"):
            parts.append(data["description"])
        parts += [f"**{f.get('name', '')}**  {f.get('value', '')}" for f in data.get("fields") or []]
    return "\n".join(part for part in parts if part)


__all__ = ["text_of"]
