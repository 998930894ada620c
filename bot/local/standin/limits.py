"""Discord's limits on one message body: the fake refuses what Discord refuses (50035).

A message with the flag ``IS_COMPONENTS_V2`` (1 << 15) follows Discord's Components V2 rules instead of
the legacy ones: no ``content`` and no ``embeds``; top-level components of the layout types only (action
row, section, text display, media gallery, file, separator, container); at most ``MAX_V2_COMPONENTS``
components counted nested (rows, their buttons, a section's accessory…) and ``MAX_V2_TEXT`` characters
of text display content in all; and the flag, once on a message, stays (an edit that names ``flags``
without it is refused). A body is judged as the message it makes: an edit of a V2 message is V2 even
without the flag, and content it leaves in place counts. ``attachments`` checks that every
``attachment://`` a V2 layout shows is uploaded.
"""

from __future__ import annotations

import json
from typing import Any

from bot.local.standin.models import COMPONENTS_V2, LINK_STYLE, SELECTS, Message, walk

MAX_CONTENT, MAX_ROWS, MAX_BUTTONS, MAX_OPTIONS, MAX_CUSTOM_ID, MAX_LABEL = 2000, 5, 5, 25, 100, 80
MAX_EMBEDS_TOTAL = 6000
MAX_V2_COMPONENTS, MAX_V2_TEXT = 40, 4000
ACTION_ROW, SECTION, TEXT_DISPLAY, CONTAINER = 1, 9, 10, 17
V2_TOP_LEVEL = {ACTION_ROW, SECTION, TEXT_DISPLAY, 12, 13, 14, CONTAINER}  # 12 gallery, 13 file, 14 separator
V2_ONLY = V2_TOP_LEVEL - {ACTION_ROW} | {11}  # and 11, the thumbnail (a section's accessory)


def is_v2(data: dict[str, Any], before: Message | None = None) -> bool:
    """Whether the message ``data`` makes (a new one, or an edit of ``before``) is a Components V2 one."""
    return bool((data.get("flags") or 0) & COMPONENTS_V2) or bool(before and before.flags & COMPONENTS_V2)


def after(data: dict[str, Any], before: Message | None, key: str) -> Any:
    """A field of the message once ``data`` is applied: what the body sends, else what it keeps."""
    return data.get(key, getattr(before, key) if before else None)


def _v2_problems(data: dict[str, Any], before: Message | None) -> list[str]:
    problems = []
    removed = "flags" in data and not (data.get("flags") or 0) & COMPONENTS_V2
    if before is not None and before.flags & COMPONENTS_V2 and removed:
        problems.append("the IS_COMPONENTS_V2 flag cannot be removed from a message")
    content, embeds = after(data, before, "content"), after(data, before, "embeds")
    if content:
        problems.append("a Components V2 message cannot carry content")
    if embeds:
        problems.append("a Components V2 message cannot carry embeds")
    components = after(data, before, "components")
    if not components:
        problems.append("a Components V2 message needs at least one component")
    everything = list(walk(components or []))
    if len(everything) > MAX_V2_COMPONENTS:
        problems.append(f"{len(everything)} components > {MAX_V2_COMPONENTS}")
    text = sum(len(c.get("content") or "") for c in everything if c.get("type") == TEXT_DISPLAY)
    if text > MAX_V2_TEXT:
        problems.append(f"{text} characters of text display > {MAX_V2_TEXT}")
    for component in components or []:
        if component.get("type") not in V2_TOP_LEVEL:
            problems.append(f"top-level component of type {component.get('type')} in a V2 layout")
    return problems


def message_problems(data: dict[str, Any], before: Message | None = None) -> list[str]:
    """Everything in a message body (creating a message, or editing ``before``) that Discord would refuse."""
    v2 = is_v2(data, before)
    problems = _v2_problems(data, before) if v2 else []
    content = data.get("content") or ""
    if len(content) > MAX_CONTENT:
        problems.append(f"content is {len(content)} > {MAX_CONTENT} characters")
    embeds = data.get("embeds") or []
    if sum(len(json.dumps(e)) for e in embeds) > MAX_EMBEDS_TOTAL * 2 or len(embeds) > 10:
        problems.append("embeds over Discord's limits")
    top = data.get("components") or []
    rows = [c for c in walk(top) if c.get("type") == ACTION_ROW] if v2 else top
    if len(rows) > MAX_ROWS and not v2:
        problems.append(f"{len(rows)} action rows > {MAX_ROWS}")
    if not v2 and any(c.get("type") in V2_ONLY for c in walk(top)):
        problems.append("Components V2 types need the IS_COMPONENTS_V2 flag")
    accessories = [c["accessory"] for c in walk(top) if isinstance(c.get("accessory"), dict)] if v2 else []
    ids = [a.get("custom_id") for a in accessories if a.get("type") == 2 and a.get("style") != LINK_STYLE]
    for row in rows:
        children = row.get("components") or []
        if row.get("type") != ACTION_ROW:
            problems.append(f"top-level component of type {row.get('type')} is not an action row")
        selects = [c for c in children if c.get("type") in SELECTS]
        if selects and len(children) != 1:
            problems.append("a select menu must be alone in its row")
        if len(children) > MAX_BUTTONS or not children:
            problems.append(f"a row holds {len(children)} components")
        for component in children:
            custom_id = component.get("custom_id")
            if component.get("style") != LINK_STYLE:
                if not custom_id or len(custom_id) > MAX_CUSTOM_ID:
                    problems.append(f"custom_id {custom_id!r} missing or over {MAX_CUSTOM_ID} characters")
                ids.append(custom_id)
            if len(component.get("label") or "") > MAX_LABEL:
                problems.append(f"label over {MAX_LABEL} characters")
            options = component.get("options")
            if options is not None and not 1 <= len(options) <= MAX_OPTIONS:
                problems.append(f"a select has {len(options)} options")
            if options is not None and len({o.get("value") for o in options}) != len(options):
                problems.append("a select repeats an option value")
            if options is not None and component.get("max_values", 1) > len(options):
                problems.append("max_values exceeds the number of options")
    if len(ids) != len(set(ids)):
        problems.append("custom_ids repeat within the message")
    return problems
