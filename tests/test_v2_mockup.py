"""tests/support/screens/v2_mockup.py (the Components V2 evaluation, docs/adapter.md): the V2 version of a
message keeps every word, picture and button, and is a body Discord (the loopback fake) would take."""

from __future__ import annotations

import pytest

from bot.local.standin.limits import message_problems
from bot.local.standin.models import Message, walk
from tests.support.screens.model import IS_COMPONENTS_V2, Seen
from tests.support.screens.v2_mockup import as_v2, count

ROW = {
    "type": 1,
    "components": [{"type": 2, "style": 1, "label": "Show my hand", "custom_id": "cr:1:1:hand"}],
}
TABLE = Seen(
    content="<@1> to play",
    embeds=[
        {
            "title": "Hearts · round 1",
            "description": "⏳ alice to play",
            "color": 0x3BA55C,
            "fields": [{"name": "Scores", "value": "alice 0 · bob 0", "inline": True}],
            "image": {"url": "attachment://table.png"},
            "footer": {"text": "seed 7"},
        }
    ],
    components=[ROW],
    files={"table.png": b"png"},
)


def words(seen: Seen) -> str:
    return Message("1", "1", None, {}, "", seen.content, seen.components, seen.embeds).text()


@pytest.mark.parametrize("box", ["boxed", "rows-outside", "bare"])
@pytest.mark.parametrize("order", ["as-embed", "picture-first"])
def test_the_v2_version_says_the_same_and_discord_would_take_it(order: str, box: str) -> None:
    v2 = as_v2(TABLE, order, box)  # type: ignore[arg-type]
    assert v2.flags & IS_COMPONENTS_V2 and not v2.content and not v2.embeds
    assert message_problems({"flags": v2.flags, "components": v2.components}) == []
    said = words(v2)
    for part in (
        "<@1> to play",
        "Hearts · round 1",
        "⏳ alice to play",
        "Scores",
        "alice 0 · bob 0",
        "seed 7",
    ):
        assert part in said
    shown = [c for c in walk(v2.components) if c.get("type") == 12]
    assert [item["media"]["url"] for g in shown for item in g["items"]] == ["attachment://table.png"]
    assert [c.get("label") for c in walk(v2.components) if c.get("type") == 2] == ["Show my hand"]
    containers = [c for c in v2.components if c.get("type") == 17]
    assert [c["accent_color"] for c in containers] == ([] if box == "bare" else [0x3BA55C])
    assert count(v2.components)[0] == len(list(walk(v2.components)))


def test_picture_first_puts_the_turn_line_under_the_picture() -> None:
    kinds = [c["type"] for c in as_v2(TABLE, "picture-first", "bare").components]
    assert kinds == [10, 10, 12, 10, 10, 10, 1]  # content, title, picture, description, fields, footer, row
