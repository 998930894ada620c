"""``bot.adapter.rest`` sends exactly what discord.py's own methods send (the loopback fake compares the
two requests: route, query, body, uploaded bytes), and reads from Discord's answer what discord.py's
``Message`` would tell the bot: the message's id and its attachments."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.adapter import rest
from bot.adapter.components import SentComponents
from bot.local.standin import FakeDiscord
from bot.local.standin.recorder import Call
from tests.loopback import conftest as loopback
from tests.loopback.conftest import LibraryBot

# The loopback fake and the real discord.py logged in to it (tests/loopback/conftest.py).
fake = loopback.fake
library = loopback.library

ROWS = [{"type": 1, "components": [{"type": 2, "style": 1, "label": "Play", "custom_id": "cr:1:1:ui:hand"}]}]


def look(title: str, *, new: bool = False) -> dict[str, Any]:
    """A table's look: an embed showing its picture, the picture uploaded (a new message's ``file``, an
    edit's only attachment), buttons, no pings."""
    embed = discord.Embed(title=title, description="Trick 2").set_image(url="attachment://table.png")
    picture = discord.File(io.BytesIO(title.encode()), filename="table.png")
    return {
        "content": None,
        "embed": embed,
        **({"file": picture} if new else {"attachments": [picture]}),
        "view": SentComponents(ROWS),
        "allowed_mentions": discord.AllowedMentions.none(),
    }


def sent(call: Call) -> tuple[str, dict[str, str], Any, list[tuple[str, bytes]]]:
    """What a request said, without what differs between two interactions (their ids and tokens)."""
    return call.method, call.query, call.body, [(f.filename, f.data) for f in call.files]


def last(fake: FakeDiscord, method: str, fragment: str) -> Call:
    return next(c for c in reversed(fake.calls) if c.method == method and fragment in c.path)


def same_message(shown: rest.Shown | None, message: discord.Message) -> bool:
    return (
        shown is not None
        and shown.id == message.id
        and [(a.id, a.filename, a.url) for a in shown.attachments]
        == [(a.id, a.filename, a.url) for a in message.attachments]
    )


async def channel_message(library: LibraryBot, fake: FakeDiscord) -> discord.Message:
    channel = library.get_channel(int(fake.channel.id))
    assert isinstance(channel, discord.TextChannel)
    return await channel.send(**look("Table", new=True))


async def click(library: LibraryBot, fake: FakeDiscord, message: discord.Message) -> Any:
    player = next(u for u in fake.users.values() if u.name == "bob")
    task = asyncio.ensure_future(fake.click(player, str(message.id), "cr:1:1:ui:hand"))
    return task, await library.next_interaction()


async def slash(library: LibraryBot, fake: FakeDiscord) -> Any:
    await library.http.bulk_upsert_global_commands(
        library.application_id, [{"name": "hand", "description": "d"}]
    )
    player = next(u for u in fake.users.values() if u.name == "alice")
    task = asyncio.ensure_future(fake.slash(player, "hand"))
    return task, await library.next_interaction()


async def test_an_update_of_the_clicked_message_is_discord_pys_own(
    library: LibraryBot, fake: FakeDiscord
) -> None:
    message = await channel_message(library, fake)
    task, interaction = await click(library, fake, message)
    answer = await interaction.response.edit_message(**look("Turn 2"))
    await task
    theirs = sent(last(fake, "POST", "/callback"))
    task, interaction = await click(library, fake, message)
    shown = await rest.update(interaction, **look("Turn 2"))
    await task
    assert sent(last(fake, "POST", "/callback")) == theirs
    assert (
        interaction.response.is_done()
        and interaction.response.type is discord.InteractionResponseType.message_update
    )
    assert answer is not None and isinstance(answer.resource, discord.Message)
    assert shown is not None and shown.id == message.id and shown.id == answer.resource.id
    [picture] = shown.attachments
    assert (
        picture.filename == "table.png"
        and str(picture.id) == fake.messages[str(message.id)].attachments[0]["id"]
    )
    fake.assert_clean()


async def test_an_ephemeral_answer_then_its_edit_a_followup_and_its_edit_are_discord_pys_own(
    library: LibraryBot, fake: FakeDiscord
) -> None:
    # Each call is given the interaction and the answers so far (the followup's edit names the followup).
    calls: list[tuple[Callable[..., Awaitable[Any]], ...]] = [
        (
            lambda i, _a: i.response.send_message(**look("Hand", new=True), ephemeral=True),
            lambda i, _a: rest.answer(i, **look("Hand", new=True), ephemeral=True),
        ),
        (
            lambda i, _a: i.edit_original_response(**look("Hand 2")),
            lambda i, _a: rest.edit_original(i, **look("Hand 2")),
        ),
        (
            lambda i, _a: i.followup.send(**look("Ping", new=True), wait=True),
            lambda i, _a: rest.followup(i, **look("Ping", new=True)),
        ),
        (
            lambda i, a: a[2].edit(**look("Ping 2")),
            lambda i, a: rest.edit_followup(i, a[2].id, **look("Ping 2")),
        ),
    ]
    seen: dict[str, list[Any]] = {"discord.py": [], "rest": []}
    answers: dict[str, list[Any]] = {"discord.py": [], "rest": []}
    for side in seen:
        task, interaction = await slash(library, fake)
        for index, pair in enumerate(calls):
            answer = await pair[0 if side == "discord.py" else 1](interaction, answers[side])
            if index == 0:
                await task
            seen[side].append(sent(fake.calls[-1]))
            answers[side].append(answer)
    assert seen["rest"] == seen["discord.py"]
    first, edited, followed, followed_edit = answers["discord.py"]
    shown_first, shown_edit, shown_follow, shown_follow_edit = answers["rest"]
    assert shown_first is not None and shown_edit is not None and shown_follow is not None
    assert shown_follow_edit is not None
    assert first.message_id == edited.id and shown_first.id == shown_edit.id  # the answer is what was edited
    assert shown_follow.id != shown_first.id  # a followup is a message of its own
    assert shown_follow_edit.id == shown_follow.id and followed_edit.id == followed.id  # and was edited
    pairs = (
        (shown_first, first.resource),
        (shown_edit, edited),
        (shown_follow, followed),
        (shown_follow_edit, followed_edit),
    )
    for shown, message in pairs:
        assert [a.filename for a in shown.attachments] == [a.filename for a in message.attachments] != []
    fake.assert_clean()


async def test_a_channel_edit_is_discord_pys_own_and_reads_the_kept_picture(
    library: LibraryBot, fake: FakeDiscord
) -> None:
    message = await channel_message(library, fake)
    # As the bot edited its table message before: a partial message of the channel, by id.
    edited = await message.channel.get_partial_message(message.id).edit(**look("Turn 2"))
    theirs = sent(last(fake, "PATCH", f"/messages/{message.id}"))
    shown = await rest.edit_message(library, message.channel.id, message.id, **look("Turn 2"))
    assert sent(last(fake, "PATCH", f"/messages/{message.id}")) == theirs
    assert shown is not None and shown.id == message.id
    [picture] = shown.attachments
    assert picture.id != edited.attachments[0].id  # a new upload replaced the picture
    kept = await rest.edit_message(
        library, message.channel.id, message.id, content="later", attachments=[picture]
    )
    assert same_message(kept, await message.channel.fetch_message(message.id))
    assert [a["id"] for a in fake.messages[str(message.id)].attachments] == [str(picture.id)]
    fake.assert_clean()
