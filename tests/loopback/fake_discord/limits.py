"""Discord's limits on one message body: the fake refuses what Discord refuses (50035)."""

from __future__ import annotations

import json
from typing import Any

from tests.loopback.fake_discord.models import LINK_STYLE, SELECTS

MAX_CONTENT, MAX_ROWS, MAX_BUTTONS, MAX_OPTIONS, MAX_CUSTOM_ID, MAX_LABEL = 2000, 5, 5, 25, 100, 80
MAX_EMBEDS_TOTAL = 6000


def message_problems(data: dict[str, Any]) -> list[str]:
    """Everything in a message body that Discord would refuse."""
    problems = []
    content = data.get("content") or ""
    if len(content) > MAX_CONTENT:
        problems.append(f"content is {len(content)} > {MAX_CONTENT} characters")
    embeds = data.get("embeds") or []
    if sum(len(json.dumps(e)) for e in embeds) > MAX_EMBEDS_TOTAL * 2 or len(embeds) > 10:
        problems.append("embeds over Discord's limits")
    rows = data.get("components") or []
    if len(rows) > MAX_ROWS:
        problems.append(f"{len(rows)} action rows > {MAX_ROWS}")
    ids = []
    for row in rows:
        children = row.get("components") or []
        if row.get("type") != 1:
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
