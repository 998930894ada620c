"""The loopback fake's Components V2 rules (message flag IS_COMPONENTS_V2, 1 << 15), each checked without
the bot, as test_fake_discord.py checks the others: every refusal is Discord's 400 (50035 Invalid Form
Body), recorded, and leaves every message as it was. The last tests drive the real discord.py 2.7.1
(``LayoutView``), so the bodies are exactly what the bot would send."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio

from bot.local.standin.fake import FakeDiscord
from bot.local.standin.limits import MAX_V2_COMPONENTS, MAX_V2_TEXT
from bot.local.standin.models import COMPONENTS_V2
from tests.loopback.conftest import LibraryBot
from tests.loopback.test_fake_discord import (
    RawBot,
    button,
    picture,
    png,
    row,
    seen,
    table_channel,
    user,
)


@pytest_asyncio.fixture
async def raw(fake: FakeDiscord) -> AsyncIterator[RawBot]:
    """The bot's side of the wire by hand (as in test_fake_discord.py)."""
    fake.waits_for_deferred_answers = False
    async with aiohttp.ClientSession() as session:
        bot = RawBot(fake, session)
        yield bot
        if bot.ws is not None:
            await bot.ws.close()


def text(content: str) -> dict[str, Any]:
    return {"type": 10, "content": content}


def container(*children: dict[str, Any], accent: int = 0x3BA55C) -> dict[str, Any]:
    return {"type": 17, "accent_color": accent, "components": list(children)}


def gallery(url: str) -> dict[str, Any]:
    return {"type": 12, "items": [{"media": {"url": url}}]}


def v2(*components: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"flags": COMPONENTS_V2, "components": list(components), **extra}


def snapshot(fake: FakeDiscord) -> dict[str, Any]:
    return {mid: (m.data(), m.revision) for mid, m in fake.messages.items()}


async def send(raw: RawBot, body: dict[str, Any], mid: str | None = None) -> tuple[int, Any]:
    path = f"/channels/{raw.fake.channel.id}/messages" + (f"/{mid}" if mid else "")
    status, data, _ = await raw.request("PATCH" if mid else "POST", path, body)
    return status, data


async def refused(raw: RawBot, body: dict[str, Any], mid: str | None = None, why: str = "") -> None:
    """``body`` (a new message, or an edit of ``mid``) gets Discord's 400 and changes nothing."""
    before, violations = snapshot(raw.fake), len(raw.fake.violations)
    status, data = await send(raw, body, mid)
    assert status == 400 and data["code"] == 50035, data
    assert snapshot(raw.fake) == before
    assert len(raw.fake.violations) == violations + 1 and why in raw.fake.violations[-1]


async def test_a_v2_message_carries_no_content_and_no_embeds(raw: RawBot) -> None:
    layout = container(text("## Hearts"), row(button("show")))
    await refused(raw, v2(layout, content="hello"), why="cannot carry content")
    await refused(raw, v2(layout, embeds=[{"title": "Hearts"}]), why="cannot carry embeds")
    await refused(raw, v2(), why="at least one component")
    status, data = await send(raw, v2(layout))
    assert status == 200 and data["flags"] & COMPONENTS_V2 and data["content"] == ""
    assert "Hearts" in raw.fake.messages[data["id"]].text()  # a text display is read like content


async def test_once_v2_always_v2(raw: RawBot) -> None:
    _, data = await send(raw, v2(container(text("turn 1"))))
    mid = data["id"]
    await refused(
        raw, {"flags": 0, "components": [row(button("b"))], "content": "x"}, mid, "cannot be removed"
    )
    await refused(raw, {"flags": 0, "components": [container(text("turn 2"))]}, mid, "cannot be removed")
    # An edit without flags is still a V2 message: no content, no embeds.
    await refused(raw, {"content": "turn 2"}, mid, "cannot carry content")
    await refused(raw, {"embeds": [{"title": "turn 2"}]}, mid, "cannot carry embeds")
    status, data = await send(raw, {"components": [container(text("turn 2"))]}, mid)
    assert status == 200 and data["flags"] & COMPONENTS_V2
    assert raw.fake.messages[mid].text() == "turn 2"


async def test_a_legacy_message_becomes_v2_only_without_its_content(raw: RawBot) -> None:
    _, data = await send(raw, {"content": "table", "components": [row(button("b"))]})
    mid = data["id"]
    await refused(raw, v2(container(text("table"))), mid, "cannot carry content")  # content kept
    status, data = await send(raw, v2(container(text("table")), content=""), mid)
    assert status == 200 and data["flags"] & COMPONENTS_V2 and data["content"] == ""


async def test_at_most_40_components_counted_nested(raw: RawBot) -> None:
    # A container (1) holding 7 rows (7) of 5 buttons (35) is 43; with 4 rows of 5 and 15 texts, 40.
    rows = [row(*(button(f"r{r}b{b}") for b in range(5))) for r in range(7)]
    await refused(raw, v2(container(*rows)), why=f"43 components > {MAX_V2_COMPONENTS}")
    fits = [*rows[:4], *(text(f"line {i}") for i in range(15))]
    status, data = await send(raw, v2(container(*fits)))
    assert status == 200 and len(data["components"][0]["components"]) == 19
    section = {"type": 9, "components": [text("a")], "accessory": button("acc")}
    await refused(raw, v2(container(*fits[:-2], section)), why="41 components")  # the accessory counts


async def test_at_most_4000_characters_of_text_display(raw: RawBot) -> None:
    half = "x" * (MAX_V2_TEXT // 2)
    await refused(raw, v2(text(half), container(text(half + "y"))), why="4001 characters of text display")
    status, _ = await send(raw, v2(text(half), container(text(half))))
    assert status == 200


async def test_only_layout_types_at_the_top_of_a_v2_message(raw: RawBot) -> None:
    await refused(raw, v2(button("alone")), why="top-level component of type 2")
    thumbnail = {"type": 11, "media": {"url": "https://example.com/a.png"}}
    await refused(raw, v2(thumbnail), why="top-level component of type 11")
    seven = [row(button(f"b{i}")) for i in range(6)] + [text("six rows are fine in V2")]
    status, _ = await send(raw, v2(*seven, {"type": 14, "divider": True, "spacing": 1}))
    assert status == 200


async def test_legacy_messages_keep_todays_rules(raw: RawBot) -> None:
    await refused(raw, {"content": "hi", "components": [container(text("no flag"))]}, why="type 17")
    await refused(raw, {"content": "hi", "components": [text("no flag")]}, why="not an action row")
    await refused(raw, {"components": [row(button(f"b{i}")) for i in range(6)]}, why="6 action rows")


async def test_a_pictured_layout_needs_its_attachment_uploaded(raw: RawBot, fake: FakeDiscord) -> None:
    await refused(raw, v2(container(gallery("attachment://table.png"))), why="attachment://table.png")
    form = aiohttp.FormData()
    body = v2(container(gallery("attachment://table.png"), text("Hearts")))
    form.add_field("payload_json", json.dumps(body), content_type="application/json")
    form.add_field("files[0]", png("R1"), filename="table.png")
    url = f"{fake.api_base}/channels/{fake.channel.id}/messages"
    async with raw.session.post(url, data=form, headers={"Authorization": f"Bot {fake.token}"}) as r:
        assert r.status == 200
        mid = (await r.json())["id"]
    assert [a["filename"] for a in fake.messages[mid].attachments] == ["table.png"]
    assert fake.messages[mid].loose_pictures() == [] and fake.recorder.strays == []
    # An edit that drops the attachment its gallery still shows is refused too.
    await refused(raw, {"attachments": []}, mid, "attachment://table.png")


async def test_an_interaction_answer_follows_the_same_rules(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    await raw.sync([{"name": "hand", "type": 1, "description": "d"}])
    pending = asyncio.ensure_future(fake.slash(user(fake, "alice"), "hand"))
    interaction = await raw.next_event("INTERACTION_CREATE")
    before = snapshot(fake)
    status, data = await raw.callback(interaction, {"type": 4, "data": v2(text("x"), content="x", flags=64)})
    assert status == 400 and data["code"] == 50035 and snapshot(fake) == before
    hand = {**v2(container(text("Your hand"), row(button("R1")))), "flags": 64 | COMPONENTS_V2}
    status, _ = await raw.callback(interaction, {"type": 4, "data": hand})
    assert status == 200
    reply = await pending
    assert reply.message.ephemeral and reply.message.flags & COMPONENTS_V2
    assert "Your hand" in fake.text_visible_to(user(fake, "alice"))
    assert fake.text_visible_to(user(fake, "bob")) == ""


async def test_discord_py_layout_view_with_a_picture(library: LibraryBot, fake: FakeDiscord) -> None:
    """discord.py 2.7.1's own V2 classes: a LayoutView sends the flag, the picture and the layout."""

    class Table(discord.ui.LayoutView):
        box = discord.ui.Container(
            discord.ui.TextDisplay("## Hearts · round 1"),
            discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://table.png")),
            discord.ui.Separator(),
            discord.ui.ActionRow(discord.ui.Button(label="Show my hand", custom_id="show")),
            accent_colour=discord.Colour(0x3BA55C),
        )

    channel = await table_channel(library, fake)
    sent = await channel.send(view=Table(), file=picture(png("R1")))
    message = seen(fake, sent)
    assert message.flags & COMPONENTS_V2 and sent.flags.components_v2
    assert [c["type"] for c in message.components[0]["components"]] == [10, 12, 14, 1]
    assert message.loose_pictures() == [] and fake.recorder.strays == []
    with pytest.raises(discord.HTTPException) as refusal:
        await sent.edit(content="a V2 message has no content")
    assert refusal.value.status == 400 and refusal.value.code == 50035
    assert seen(fake, sent).content == ""
    # A click on a button inside the container reaches the bot as any other.
    click = asyncio.ensure_future(fake.click(user(fake, "bob"), message, "show"))
    interaction = await library.next_interaction()
    assert interaction.data is not None and interaction.data.get("custom_id") == "show"
    await interaction.response.defer()
    await click
