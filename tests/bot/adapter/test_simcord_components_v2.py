"""What the pinned SimCord (3.2.1) does with Components V2 (message flag IS_COMPONENTS_V2, 1 << 15), sent
by the pinned discord.py's own classes (``LayoutView``, 2.6+): a probe of the fake, not of the product,
kept so that a SimCord upgrade that loses any of it fails here (docs/adapter.md, "Components V2")."""

from __future__ import annotations

import io

import discord
import pytest
from PIL import Image

from tests.support.harness import Harness

V2 = 1 << 15


def picture(name: str = "table.png") -> discord.File:
    out = io.BytesIO()
    Image.new("RGB", (8, 4), "green").save(out, format="PNG")
    return discord.File(io.BytesIO(out.getvalue()), filename=name)


class Table(discord.ui.LayoutView):
    box = discord.ui.Container(
        discord.ui.TextDisplay("## Hearts · round 1"),
        discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://table.png")),
        discord.ui.Separator(),
        discord.ui.Section(
            discord.ui.TextDisplay("⏳ **alice** to play"), accessory=discord.ui.Button(label="Rules")
        ),
        discord.ui.ActionRow(discord.ui.Button(label="Show my hand")),
        accent_colour=discord.Colour(0x3BA55C),
    )


class Missing(discord.ui.LayoutView):
    gallery = discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://missing.png"))


async def channel_of(h: Harness) -> discord.TextChannel:
    channel = h.bot.get_channel(h.channel.id)
    assert isinstance(channel, discord.TextChannel)
    return channel


async def test_simcord_stores_a_v2_layout_with_its_flag_and_picture(harness: Harness) -> None:
    channel = await channel_of(harness)
    sent = await channel.send(view=Table(), file=picture())
    stored = harness.env.backend.get_message(sent.channel.id, sent.id)
    assert stored.flags & V2 and sent.flags.components_v2
    assert not stored.content and not stored.embeds
    [container] = stored.components
    assert container["type"] == 17 and container["accent_color"] == 0x3BA55C
    assert [c["type"] for c in container["components"]] == [10, 12, 14, 9, 1]
    assert container["components"][3]["accessory"]["type"] == 2  # a section's accessory is kept
    # The gallery's attachment:// is resolved to the uploaded file's CDN address.
    [attachment] = stored.attachments
    assert container["components"][1]["items"][0]["media"]["url"] == attachment["url"]
    # The edit keeps the flag; discord.py reads the message back as V2.
    edited = await sent.edit(view=Table())
    assert harness.env.backend.get_message(sent.channel.id, sent.id).flags & V2 and edited.flags.components_v2


@pytest.mark.parametrize(
    "what",
    ["content", "embed", "flag removed", "41 components", "4,001 characters", "picture not uploaded"],
)
async def test_simcord_refuses_what_discord_refuses_in_v2(harness: Harness, what: str) -> None:
    channel = await channel_of(harness)
    sent = await channel.send(view=Table(), file=picture())
    before = harness.env.backend.get_message(sent.channel.id, sent.id)
    before = (before.components, before.content, before.flags)
    with pytest.raises(discord.HTTPException) as refusal:
        if what == "content":
            await sent.edit(content="a V2 message has no content")
        elif what == "embed":
            await sent.edit(embed=discord.Embed(title="no embeds either"))
        elif what == "flag removed":
            # discord.py sends no ``flags`` when a legacy View edits a V2 message (the message stays V2,
            # its row allowed there): only a body that names the flags without V2 removes it.
            legacy = [{"type": 1, "components": [_button(0)]}]
            await patch(harness, sent, {"components": legacy, "flags": 0})
        elif what == "41 components":
            # discord.py itself stops a LayoutView at 40: the raw route is what Discord (SimCord) sees.
            rows = [{"type": 1, "components": [_button(r * 5 + b) for b in range(5)]} for r in range(7)]
            layout = [{"type": 17, "components": rows[:6] + [{"type": 10, "content": "x"}] * 5}]
            await patch(harness, sent, {"components": layout, "flags": V2})
        elif what == "4,001 characters":
            layout = [{"type": 10, "content": "x" * 2000}, {"type": 10, "content": "y" * 2001}]
            await patch(harness, sent, {"components": layout, "flags": V2})
        else:
            await channel.send(view=Missing())  # its gallery names a file never uploaded
    assert refusal.value.status == 400 and refusal.value.code == 50035, refusal.value
    after = harness.env.backend.get_message(sent.channel.id, sent.id)
    assert (after.components, after.content, after.flags) == before


async def patch(h: Harness, message: discord.Message, body: dict[str, object]) -> None:
    """A raw edit, as Discord receives it: discord.py's classes would stop some of these before sending."""
    route = discord.http.Route(
        "PATCH",
        "/channels/{channel_id}/messages/{message_id}",
        channel_id=message.channel.id,
        message_id=message.id,
    )
    await h.bot.http.request(route, json=body)


def _button(index: int) -> dict[str, object]:
    return {"type": 2, "style": 2, "label": f"b{index}", "custom_id": f"b{index}"}
