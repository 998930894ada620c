"""Buttons, selects and Discord's Components V2 as HTML.

Component types (Discord's developer docs, "Component reference"): 1 action row, 2 button, 3/5/6/7/8
selects, 9 section, 10 text display, 11 thumbnail, 12 media gallery, 13 file, 14 separator, 17 container.
Button styles: 1 primary (blurple), 2 secondary (grey), 3 success (green), 4 danger (red), 5 link,
6 premium.

Drawn only (the screens tests) a button is a ``div``; live (``Context.live``, the local table) it is a
``button`` carrying its custom_id, and a select menu carries its bounds and a list of its options, which
the page's script opens and sends as Discord's client would.
"""

from __future__ import annotations

from typing import Any

from bot.local.html.emoji import wrap_emoji
from bot.local.html.markdown import Context, escape, render
from bot.local.html.media import Pictures

SELECT_TYPES = {3, 5, 6, 7, 8}
LINK_ICON = (
    '<svg viewBox="0 0 24 24"><path fill="currentColor" d="M15 2a1 1 0 0 0 0 2h3.6l-7.3 7.3a1 1 0 1 0 1.4 '
    "1.4L20 5.4V9a1 1 0 1 0 2 0V3a1 1 0 0 0-1-1h-6ZM5 4a3 3 0 0 0-3 3v12a3 3 0 0 0 3 3h12a3 3 0 0 0 "
    '3-3v-6a1 1 0 1 0-2 0v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h6a1 1 0 1 0 0-2H5Z"/></svg>'
)
CHEVRON = (
    '<svg viewBox="0 0 24 24"><path fill="currentColor" d="M5.3 9.3a1 1 0 0 1 1.4 0L12 14.6l5.3-5.3a1 1 0 '
    '1 1 1.4 1.4l-6 6a1 1 0 0 1-1.4 0l-6-6a1 1 0 0 1 0-1.4Z"/></svg>'
)


def emoji_html(emoji: dict[str, Any] | None) -> str:
    """A component's emoji: a unicode one as text, a custom one (an id) as its name in colons."""
    if not emoji:
        return ""
    name = str(emoji.get("name") or "")
    if emoji.get("id"):
        return f'<span class="emoji custom">:{escape(name)}:</span>'
    wrapped = wrap_emoji(escape(name))
    return wrapped if "emoji" in wrapped else f'<span class="emoji">{escape(name)}</span>'


def button(component: dict[str, Any], live: bool = False) -> str:
    style = int(component.get("style") or 2)
    disabled = " disabled" if component.get("disabled") else ""
    label = component.get("label") or ""
    parts = [emoji_html(component.get("emoji"))]
    if label:
        parts.append(f'<span class="label">{escape(label)}</span>')
    if style == 5:
        parts.append(LINK_ICON)
    inner = "".join(parts)
    if not live:
        return f'<div class="btn s{style}{disabled}">{inner}</div>'
    if style == 5:  # a link opens its page and sends the bot nothing
        url = escape(str(component.get("url") or ""))
        return f'<a class="btn s5" href="{url}" target="_blank" rel="noopener noreferrer">{inner}</a>'
    cid = escape(str(component.get("custom_id") or ""))
    return f'<button type="button" class="btn s{style}{disabled}" data-cid="{cid}"{disabled}>{inner}</button>'


def select(component: dict[str, Any], live: bool = False) -> str:
    disabled = " disabled" if component.get("disabled") else ""
    chosen = [o for o in component.get("options") or [] if o.get("default")]
    if chosen:
        text = ", ".join(o.get("label", "") for o in chosen)
        shown = f'<span class="chosen">{wrap_emoji(escape(text))}</span>'
    else:
        shown = (
            f'<span class="placeholder">{escape(component.get("placeholder") or "Make a selection")}</span>'
        )
    if not live:
        return f'<div class="select{disabled}">{shown}{CHEVRON}</div>'
    cid = escape(str(component.get("custom_id") or ""))
    low, high = int(component.get("min_values", 1)), int(component.get("max_values", 1))
    options = "".join(_option(option) for option in component.get("options") or [])
    return (
        f'<div class="picker"><button type="button" class="select{disabled}" data-cid="{cid}" '
        f'data-kind="{int(component.get("type") or 3)}" data-min="{low}" data-max="{high}"{disabled}>'
        f'{shown}{CHEVRON}</button><div class="menu" hidden>{options}</div></div>'
    )


def _option(option: dict[str, Any]) -> str:
    """One option of a live menu: its emoji, label and description, chosen when it is the default."""
    chosen = " chosen" if option.get("default") else ""
    description = option.get("description")
    below = f'<span class="description">{escape(description)}</span>' if description else ""
    return (
        f'<div class="option{chosen}" role="option" data-value="{escape(str(option.get("value") or ""))}">'
        f'{emoji_html(option.get("emoji"))}<span class="label">{escape(option.get("label") or "")}</span>'
        f"{below}</div>"
    )


def action_row(row: dict[str, Any], live: bool = False) -> str:
    items = []
    for component in row.get("components") or []:
        kind = component.get("type")
        if kind == 2:
            items.append(button(component, live))
        elif kind in SELECT_TYPES:
            items.append(select(component, live))
    return f'<div class="row">{"".join(items)}</div>'


def v2(component: dict[str, Any], context: Context, pictures: Pictures) -> str:
    """One Components V2 component (or an action row among them), its children in their order."""
    kind = component.get("type")
    if kind == 1:
        return action_row(component, context.live)
    if kind == 2:
        return button(component, context.live)
    if kind == 10:
        return f'<div class="text">{render(component.get("content") or "", context)}</div>'
    if kind == 9:
        texts = "".join(v2(child, context, pictures) for child in component.get("components") or [])
        accessory = v2(component.get("accessory") or {}, context, pictures)
        return f'<div class="section"><div class="section-text">{texts}</div>{accessory}</div>'
    if kind == 11:
        url = (component.get("media") or {}).get("url", "")
        return f'<div class="thumbnail">{pictures.img(url)}</div>'
    if kind == 12:
        items = component.get("items") or []
        columns = 1 if len(items) == 1 else 2 if len(items) in (2, 4) else 3
        images = "".join(pictures.img((item.get("media") or {}).get("url", "")) for item in items)
        return f'<div class="gallery n{columns}">{images}</div>'
    if kind == 13:
        return file_box(component, pictures)
    if kind == 14:
        spacing = "large" if component.get("spacing") == 2 else "small"
        divider = " divider" if component.get("divider", True) else ""
        return f'<div class="separator {spacing}{divider}"></div>'
    if kind == 17:
        accent = component.get("accent_color")
        style = f' style="--accent:#{int(accent):06x}"' if accent is not None else ""
        children = "".join(v2(child, context, pictures) for child in component.get("components") or [])
        return f'<div class="container{" accent" if accent is not None else ""}"{style}>{children}</div>'
    if kind in SELECT_TYPES:
        return select(component, context.live)
    return ""


def file_box(component: dict[str, Any], pictures: Pictures) -> str:
    url = (component.get("file") or {}).get("url", "")
    name = url.removeprefix("attachment://")
    blob = pictures.files.get(name)
    pictures.used.add(name)
    size = f"{len(blob) / 1024:.1f} KB" if blob is not None else "missing"
    return (
        f'<div class="file"><span class="emoji">📄</span><div><div class="name">{escape(name)}</div>'
        f'<div class="size">{size}</div></div></div>'
    )


def components_html(
    seen_components: list[dict[str, Any]], v2_flag: bool, context: Context, pictures: Pictures
) -> str:
    if v2_flag:
        return "".join(v2(component, context, pictures) for component in seen_components)
    return "".join(action_row(row, context.live) for row in seen_components if row.get("type") == 1)
