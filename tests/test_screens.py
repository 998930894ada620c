"""The screens tool (tests/support/screens): what it draws is what Discord's phone client would show.

Laid out by real headless Chromium: one launch lays out every case of this module (a module fixture,
uncached), one more draws a screenshot. Skipped, saying why, where chromium is not installed.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.local.html.markdown import Context, render
from tests.support.screens import Layout, Screens, Seen, message_html, why_missing

PHONE, WIDE = 380, 760
NOW = 1_800_000_000
HOSTILE = '<img src=x onerror="window.injected=1"><script>window.injected=2</script>'


def png(width: int, height: int, colour: tuple[int, int, int] = (20, 90, 40)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(out, "PNG")
    return out.getvalue()


def buttons(*labels: str, style: int = 2) -> dict[str, Any]:
    return {"type": 1, "components": [{"type": 2, "style": style, "label": label} for label in labels]}


def text(content: str) -> dict[str, Any]:
    return {"type": 10, "content": content}


CASES: dict[str, Seen] = {
    "one line": Seen(content="one line"),
    "three lines": Seen(content="one line\ntwo lines\nthree lines"),
    "five buttons": Seen(
        content="pick", components=[buttons("Show my hand", "Score sheet", "Last trick", "Rules", "Leave")]
    ),
    "embed image": Seen(
        embeds=[{"title": "Table", "color": 0xE67E22, "image": {"url": "attachment://table.png"}}],
        files={"table.png": png(1200, 630)},
    ),
    "attached image": Seen(content="a picture", files={"table.png": png(1200, 630)}),
    "container": Seen(
        flags=1 << 15,
        files={"thumb.png": png(200, 200)},
        components=[
            {
                "type": 17,
                "accent_color": 0x5865F2,
                "components": [
                    text("first child"),
                    {"type": 14, "divider": True, "spacing": 2},
                    {
                        "type": 9,
                        "components": [text("second child")],
                        "accessory": {"type": 11, "media": {"url": "attachment://thumb.png"}},
                    },
                    text("third child"),
                    buttons("fourth child", style=1),
                ],
            }
        ],
    ),
    "hostile": Seen(
        content=f"{HOSTILE} <@7> **{HOSTILE}**",
        author=HOSTILE,
        names={7: HOSTILE},
        embeds=[{"title": HOSTILE, "description": HOSTILE, "fields": [{"name": HOSTILE, "value": HOSTILE}]}],
        components=[buttons(HOSTILE)],
    ),
    "private in DMs": Seen(content="your hand", flags=1 << 6, dm=True, pinged=True),
}


@pytest.fixture(scope="module")
def tool() -> Screens:
    """Kept for the module, in memory only: every case laid out afresh by chromium, once."""
    reason = why_missing()
    if reason:
        pytest.skip(reason)
    return Screens(cache_dir=None)


@pytest.fixture(scope="module")
def laid_out(tool: Screens) -> dict[tuple[str, int], Layout]:
    pairs = [(name, width) for name in CASES for width in (PHONE, WIDE)]
    layouts = tool.measure_all((CASES[name], width) for name, width in pairs)
    return dict(zip(pairs, layouts, strict=True))


def test_a_message_with_more_lines_is_taller(laid_out: dict[tuple[str, int], Layout]) -> None:
    one, three = laid_out["one line", PHONE], laid_out["three lines", PHONE]
    assert three.height_px - one.height_px == 2 * 22  # two more lines of 22 px


def test_buttons_wrap_onto_more_lines_on_a_phone(laid_out: dict[tuple[str, int], Layout]) -> None:
    phone, wide = laid_out["five buttons", PHONE], laid_out["five buttons", WIDE]
    assert (wide.button_rows, len(wide.buttons)) == (1, 5)
    assert phone.button_rows > 1
    assert phone.height_px > wide.height_px
    assert phone.all_buttons_visible and all(b.x + b.w <= PHONE for b in phone.buttons)


def test_an_embed_picture_is_narrower_than_an_attached_one_on_a_phone(
    laid_out: dict[tuple[str, int], Layout],
) -> None:
    [in_embed] = laid_out["embed image", PHONE].images
    [attached] = laid_out["attached image", PHONE].images
    assert 250 <= in_embed.w <= 290  # inside the embed's bar and padding
    assert in_embed.h == pytest.approx(in_embed.w * 630 / 1200, abs=1)  # never stretched
    assert attached.w > in_embed.w and attached.x + attached.w <= PHONE - 12  # the content's width
    [wide] = laid_out["embed image", WIDE].images
    assert wide.w == 400  # Discord's largest embed picture


def test_a_container_shows_its_children_in_order(laid_out: dict[tuple[str, int], Layout]) -> None:
    layout = laid_out["container", PHONE]
    words = ["first child", "second child", "third child", "fourth child"]
    assert [layout.text.index(w) for w in words] == sorted(layout.text.index(w) for w in words)
    tops = {b.text: b.y for b in layout.blocks}
    assert tops["separator large divider"] < tops["section"] < tops["row"]
    [thumbnail] = layout.images
    assert (thumbnail.w, thumbnail.h) == (85, 85) and thumbnail.y == pytest.approx(tops["section"])
    assert "container accent" in tops


def test_hostile_text_is_shown_as_typed_never_as_html(laid_out: dict[tuple[str, int], Layout]) -> None:
    layout = laid_out["hostile", PHONE]
    assert layout.text.count(HOSTILE) >= 7  # author, content, mention, bold, title, description, field...
    assert f"@{HOSTILE}" in layout.text  # the mention, as @name
    assert not {"img", "script"} & layout.tags  # nothing it names became an element


def test_a_private_message_in_dms_says_so(laid_out: dict[tuple[str, int], Layout]) -> None:
    layout = laid_out["private in DMs", PHONE]
    assert "Only you can see this" in layout.text
    assert layout.frame_height > layout.height_px  # the DM bar above it


def test_markdown_as_discord_reads_it() -> None:
    context = Context(names={7: "alice"}, now=NOW)
    shown = render(
        f"**bold** *it* `a<b>` <@7> <t:{NOW + 120}:R> <t:{NOW - 3 * 3600}:R> [x](https://e.org)", context
    )
    assert "<strong>bold</strong>" in shown and "<em>it</em>" in shown and "<code>a&lt;b&gt;</code>" in shown
    assert "@alice" in shown and "in 2 minutes" in shown and "3 hours ago" in shown
    assert '<a class="link" href="https://e.org">x</a>' in shown
    assert "<blockquote>" in render("> quoted", context)
    assert "<img" not in message_html(Seen(content=HOSTILE, author=HOSTILE))


def test_a_screenshot_is_in_discords_colours(
    tool: Screens, laid_out: dict[tuple[str, int], Layout], tmp_path: Path
) -> None:
    messages = [CASES["one line"], CASES["five buttons"]]
    launches = tool.launches
    layouts = tool.measure_all((m, PHONE) for m in messages)
    assert tool.launches == launches, "measured already: the cache answers"
    [path] = tool.screenshot(messages, PHONE, tmp_path / "shot.png")
    assert tool.launches == launches + 1
    with Image.open(path) as image:
        picture = image.convert("RGB")
    assert picture.width == PHONE
    assert picture.height == pytest.approx(sum(layout.frame_height for layout in layouts) + 8, abs=1)
    assert picture.getpixel((PHONE - 5, 5)) == (0x31, 0x33, 0x38)  # the channel's background
    first = layouts[1].buttons[0]  # a grey (secondary) button, in the second message
    inside = (int(first.x + 4), int(layouts[0].frame_height + 8 + first.y + 4))
    assert picture.getpixel(inside) == (0x4E, 0x50, 0x58)
