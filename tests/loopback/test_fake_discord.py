"""The loopback fake's own rules, each checked without the bot: a raw websocket and raw HTTP calls
play the bot's part, so a rule that the fake forgot to enforce cannot hide behind discord.py."""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio
from PIL import Image
from PIL.PngImagePlugin import PngInfo

from bot.local.standin.attachments import MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS
from bot.local.standin.client_rules import DiscordRefusal
from bot.local.standin.fake import FakeDiscord, Reply
from bot.local.standin.models import Message
from bot.pictures import cards_in_png
from tests.loopback.conftest import LibraryBot
from tests.loopback.pictures import cards_on, newly_seen_cards

GUILD_ONLY = [0]


class RawBot:
    """The bot's side of the wire, by hand: one websocket and an HTTP session."""

    def __init__(self, fake: FakeDiscord, session: aiohttp.ClientSession) -> None:
        self.fake = fake
        self.session = session
        self.ws: aiohttp.ClientWebSocketResponse | None = None

    async def connect(
        self,
        *,
        token: str | None = None,
        intents: int = 1,
        shard: tuple[int, int] | None = None,
        guilds: int = 1,
    ) -> list[dict[str, Any]]:
        """IDENTIFY (as ``shard``, if given); returns READY and the ``guilds`` GUILD_CREATEs after it."""
        self.ws = await self.session.ws_connect(self.fake.gateway_url + "?v=10&encoding=json")
        hello = await self.ws.receive_json()
        assert hello["op"] == 10
        identify: dict[str, Any] = {"token": token or self.fake.token, "intents": intents, "properties": {}}
        if shard is not None:
            identify["shard"] = list(shard)
        await self.ws.send_json({"op": 2, "d": identify})
        return [await self.ws.receive_json() for _ in range(1 + guilds)]

    async def next_event(self, name: str) -> dict[str, Any]:
        assert self.ws is not None
        while True:
            frame = await asyncio.wait_for(self.ws.receive_json(), 5)
            if frame.get("t") == name:
                return frame["d"]

    async def request(
        self, method: str, path: str, body: Any = None, auth: bool = True
    ) -> tuple[int, Any, str]:
        headers = {"Authorization": f"Bot {self.fake.token}"} if auth else {}
        async with self.session.request(
            method, self.fake.api_base + path, json=body, headers=headers
        ) as response:
            raw = await response.read()
            data = json.loads(raw) if raw else None
            return response.status, data, response.headers.get("Content-Type", "")

    async def callback(self, interaction: dict[str, Any], body: dict[str, Any]) -> tuple[int, Any]:
        path = f"/interactions/{interaction['id']}/{interaction['token']}/callback?with_response=1"
        status, data, _ = await self.request("POST", path, body, auth=False)
        return status, data

    async def followup(self, interaction: dict[str, Any], body: dict[str, Any]) -> tuple[int, Any]:
        status, data, _ = await self.request(
            "POST", f"/webhooks/{self.fake.app_id}/{interaction['token']}?wait=1", body, auth=False
        )
        return status, data

    async def sync(self, commands: list[dict[str, Any]], guild: str | None = None) -> None:
        scope = f"/guilds/{guild}" if guild else ""
        status, _, _ = await self.request(
            "PUT", f"/applications/{self.fake.app_id}{scope}/commands", commands
        )
        assert status == 200


@pytest_asyncio.fixture
async def raw(fake: FakeDiscord) -> AsyncIterator[RawBot]:
    fake.waits_for_deferred_answers = False  # the raw client answers a deferral after the click returns
    async with aiohttp.ClientSession() as session:
        bot = RawBot(fake, session)
        yield bot
        if bot.ws is not None:
            await bot.ws.close()


def user(fake: FakeDiscord, name: str):
    return next(u for u in fake.users.values() if u.name == name)


def button(custom_id: str, **extra: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": custom_id, "custom_id": custom_id, **extra}


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


async def interact(fake: FakeDiscord, raw: RawBot, start: Any, answer: dict[str, Any]) -> tuple[Reply, Any]:
    """Start an interaction as a user (``start`` is the fake's coroutine) and answer it as the bot."""
    task = asyncio.ensure_future(start)
    interaction = await raw.next_event("INTERACTION_CREATE")
    status, body = await raw.callback(interaction, answer)
    assert status == 200, body
    return await task, interaction


async def post(raw: RawBot, content: str, components: list[dict[str, Any]] | None = None) -> str:
    status, data, _ = await raw.request(
        "POST",
        f"/channels/{raw.fake.channel.id}/messages",
        {"content": content, "components": components or []},
    )
    assert status == 200, data
    return data["id"]


# ------------------------------------------------------------------------------------- REST surface
async def test_replies_are_exact_application_json(raw: RawBot) -> None:
    status, data, content_type = await raw.request("GET", "/users/@me")
    assert status == 200 and content_type == "application/json"  # not "…; charset=utf-8" (pitfall 2)
    assert data["id"] == raw.fake.bot.id and isinstance(data["id"], str)


async def test_a_wrong_token_is_refused_at_login(raw: RawBot) -> None:
    async with raw.session.get(raw.fake.api_base + "/users/@me", headers={"Authorization": "Bot nope"}) as r:
        assert r.status == 401


async def test_unknown_routes_are_404_recorded_and_fail_the_test(raw: RawBot) -> None:
    status, _, _ = await raw.request("GET", "/guilds/1/roles")
    assert status == 404
    assert [c.path for c in raw.fake.unknown] == ["/guilds/1/roles"]
    with pytest.raises(AssertionError, match="does not implement"):
        raw.fake.assert_clean()


async def test_message_limits_are_refused_with_50035(raw: RawBot) -> None:
    path = f"/channels/{raw.fake.channel.id}/messages"
    status, data, _ = await raw.request("POST", path, {"content": "x" * 2001})
    assert status == 400 and data["code"] == 50035
    six_rows = [row(button(f"b{i}")) for i in range(6)]
    status, data, _ = await raw.request("POST", path, {"content": "hi", "components": six_rows})
    assert status == 400 and data["code"] == 50035
    status, data, _ = await raw.request(
        "POST", path, {"content": "hi", "components": [row(button("x" * 101))]}
    )
    assert status == 400 and data["code"] == 50035
    assert len(raw.fake.violations) == 3


async def test_dms_closed_answer_50007(raw: RawBot) -> None:
    bob = user(raw.fake, "bob")
    bob.dms_open = False
    status, channel, _ = await raw.request("POST", "/users/@me/channels", {"recipient_id": bob.id})
    assert status == 200 and channel["type"] == 1
    status, data, _ = await raw.request(
        "POST", f"/channels/{channel['id']}/messages", {"content": "your hand"}
    )
    assert status == 403 and data["code"] == 50007
    assert raw.fake.violations == []  # closed DMs are the user's choice, not a bot bug


async def test_an_injected_429_carries_retry_after_and_via(raw: RawBot) -> None:
    raw.fake.fail_next("POST", r"/channels/\d+/messages", 429, retry_after=0.25)
    async with raw.session.post(
        f"{raw.fake.api_base}/channels/{raw.fake.channel.id}/messages",
        json={"content": "hi"},
        headers={"Authorization": f"Bot {raw.fake.token}"},
    ) as r:
        assert r.status == 429 and r.headers["Via"] and r.headers["Retry-After"] == "0.25"
        assert (await r.json())["retry_after"] == 0.25
    await post(raw, "hi")  # only the next call was refused


# ------------------------------------------------------------------------------------------ gateway
async def test_identify_gets_ready_then_the_full_guild(raw: RawBot) -> None:
    ready, guild = await raw.connect()
    assert ready["t"] == "READY" and ready["s"] == 1
    assert ready["d"]["guilds"] == [{"id": raw.fake.guild_id, "unavailable": True}]
    assert guild["t"] == "GUILD_CREATE" and guild["d"]["id"] == raw.fake.guild_id
    names = {m["user"]["username"] for m in guild["d"]["members"]}
    assert {"alice", "bob", "Cardroom"} <= names
    assert any(r["id"] == raw.fake.guild_id for r in guild["d"]["roles"])  # @everyone


async def test_heartbeats_are_acknowledged(raw: RawBot) -> None:
    await raw.connect()
    assert raw.ws is not None
    await raw.ws.send_json({"op": 1, "d": 2})
    assert (await raw.ws.receive_json())["op"] == 11


async def test_a_bad_token_closes_4004_and_a_privileged_intent_4014(raw: RawBot) -> None:
    raw.ws = await raw.session.ws_connect(raw.fake.gateway_url)
    await raw.ws.receive_json()
    await raw.ws.send_json({"op": 2, "d": {"token": "wrong", "intents": 1}})
    await raw.ws.receive()
    assert raw.ws.close_code == 4004
    raw.ws = await raw.session.ws_connect(raw.fake.gateway_url)
    await raw.ws.receive_json()
    await raw.ws.send_json({"op": 2, "d": {"token": raw.fake.token, "intents": 1 << 15}})
    await raw.ws.receive()
    assert raw.ws.close_code == 4014


async def test_member_requests_get_one_chunk_with_the_nonce(raw: RawBot) -> None:
    await raw.connect()
    assert raw.ws is not None
    await raw.ws.send_json(
        {"op": 8, "d": {"guild_id": raw.fake.guild_id, "query": "", "limit": 0, "nonce": "n1"}}
    )
    chunk = await raw.next_event("GUILD_MEMBERS_CHUNK")
    assert chunk["nonce"] == "n1" and chunk["chunk_count"] == 1


async def test_resume_replays_what_was_missed(raw: RawBot, fake: FakeDiscord) -> None:
    ready, _ = await raw.connect()
    session_id = ready["d"]["session_id"]
    await fake.drop_gateway()
    assert raw.ws is not None
    await raw.ws.receive()
    await fake.gateway.dispatch("GUILD_UPDATE", {"id": fake.guild_id})  # sent while the bot is away
    raw.ws = await raw.session.ws_connect(fake.gateway_url)
    await raw.ws.receive_json()
    await raw.ws.send_json({"op": 6, "d": {"token": fake.token, "session_id": session_id, "seq": 2}})
    missed = await raw.ws.receive_json()
    assert missed["t"] == "GUILD_UPDATE" and missed["s"] == 3
    assert (await raw.ws.receive_json())["t"] == "RESUMED"
    assert fake.resume_count == 1


async def test_an_event_before_the_resume_is_answered_comes_once_after_it(
    raw: RawBot, fake: FakeDiscord
) -> None:
    ready, _ = await raw.connect()
    await fake.drop_gateway()
    assert raw.ws is not None
    await raw.ws.receive()
    raw.ws = await raw.session.ws_connect(fake.gateway_url)
    await raw.ws.receive_json()  # HELLO: connected again, not resumed yet
    await fake.gateway.dispatch("GUILD_UPDATE", {"id": fake.guild_id})
    session_id = ready["d"]["session_id"]
    await raw.ws.send_json({"op": 6, "d": {"token": fake.token, "session_id": session_id, "seq": 2}})
    frames = [await raw.ws.receive_json() for _ in range(2)]
    assert [(f["t"], f["s"]) for f in frames] == [("GUILD_UPDATE", 3), ("RESUMED", 4)]


async def test_each_shard_gets_ready_and_the_guilds_of_its_own_shard_only(fake: FakeDiscord) -> None:
    first_guild = fake.add_guild("Evens", shard=(0, 2))
    second_guild = fake.add_guild("Odds", shard=(1, 2))
    on_shard_0 = fake.guilds_of_shard(0, 2)  # the fake's first guild lands on either shard
    async with aiohttp.ClientSession() as session:
        zero, one = RawBot(fake, session), RawBot(fake, session)
        ready_0, *created_0 = await zero.connect(shard=(0, 2), guilds=len(on_shard_0))
        ready_1, *created_1 = await one.connect(shard=(1, 2), guilds=3 - len(on_shard_0))
        assert ready_0["d"]["shard"] == [0, 2] and ready_1["d"]["shard"] == [1, 2]
        assert first_guild in on_shard_0 and second_guild not in on_shard_0
        assert [g["id"] for g in ready_0["d"]["guilds"]] == [g["d"]["id"] for g in created_0] == on_shard_0
        assert [g["d"]["id"] for g in created_1] == fake.guilds_of_shard(1, 2)
        assert ready_0["d"]["session_id"] != ready_1["d"]["session_id"]
        assert all((int(g) >> 22) % 2 == 1 for g in fake.guilds_of_shard(1, 2))


async def test_a_guilds_interactions_go_to_its_shard_and_dms_to_shard_0(fake: FakeDiscord) -> None:
    odds = fake.add_guild("Odds", shard=(1, 2))
    odd_channel = fake.add_channel("odd-cards", odds)
    alice = user(fake, "alice")
    async with aiohttp.ClientSession() as session:
        zero, one = RawBot(fake, session), RawBot(fake, session)
        await zero.connect(shard=(0, 2), guilds=len(fake.guilds_of_shard(0, 2)))
        await zero.sync([{"name": "hand", "type": 1, "description": "d", "options": [], "contexts": [0, 1]}])
        await one.connect(shard=(1, 2), guilds=len(fake.guilds_of_shard(1, 2)))
        answer = {"type": 4, "data": {"content": "ok"}}
        in_guild, _ = await interact(fake, one, fake.slash(alice, "hand", odd_channel), answer)
        assert in_guild.interaction.channel is odd_channel
        in_dm, _ = await interact(fake, zero, fake.slash(alice, "hand", fake.dm_channel(alice)), answer)
        assert in_dm.ack == 4
        assert one.ws is not None and zero.ws is not None
        with pytest.raises(TimeoutError):  # neither connection saw the other's interaction
            await asyncio.wait_for(one.next_event("INTERACTION_CREATE"), 0.3)


async def test_a_connection_with_another_shard_count_is_refused(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        first, second = RawBot(fake, session), RawBot(fake, session)
        await first.connect(shard=(0, 2), guilds=len(fake.guilds_of_shard(0, 2)))
        second.ws = await session.ws_connect(fake.gateway_url)
        await second.ws.receive_json()
        await second.ws.send_json({"op": 2, "d": {"token": fake.token, "intents": 1, "shard": [1, 3]}})
        await second.ws.receive()
        assert second.ws.close_code == 4011


# ------------------------------------------------------------------------------------- interactions
async def test_an_interaction_payload_has_what_discord_py_2_7_needs(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    await raw.sync(
        [{"name": "hand", "type": 1, "description": "d", "options": [], "contexts": GUILD_ONLY}],
        fake.guild_id,
    )
    reply, interaction = await interact(
        fake, raw, fake.slash(user(fake, "alice"), "hand"), {"type": 4, "data": {"content": "ok"}}
    )
    assert interaction["attachment_size_limit"] > 0
    assert interaction["channel"]["id"] == fake.channel.id  # the channel object, not only channel_id
    assert interaction["data"]["guild_id"] == fake.guild_id  # a guild command names its guild
    assert interaction["member"]["user"]["id"] == user(fake, "alice").id
    assert reply.ack == 4 and reply.content == "ok" and not reply.ephemeral


async def test_the_callback_answers_with_the_response_json(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    await raw.sync([{"name": "hand", "type": 1, "description": "d", "options": []}])
    task = asyncio.ensure_future(fake.slash(user(fake, "alice"), "hand"))
    interaction = await raw.next_event("INTERACTION_CREATE")
    assert "guild_id" not in interaction["data"]  # a global command does not
    status, body = await raw.callback(interaction, {"type": 4, "data": {"content": "hi", "flags": 64}})
    await task
    assert status == 200
    assert body["interaction"]["response_message_ephemeral"] is True
    assert body["resource"]["message"]["id"] == body["interaction"]["response_message_id"]


async def test_three_seconds_to_acknowledge(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    await raw.sync([{"name": "hand", "type": 1, "description": "d"}])
    fake.ack_window = 0.05
    task = asyncio.ensure_future(fake.slash(user(fake, "alice"), "hand"))
    interaction = await raw.next_event("INTERACTION_CREATE")
    await asyncio.sleep(0.1)
    status, body = await raw.callback(interaction, {"type": 4, "data": {"content": "late"}})
    assert status == 404 and body["code"] == 10062
    with pytest.raises(AssertionError, match="did not acknowledge"):
        await task
    assert fake.visible_to(user(fake, "alice")) == []


async def test_one_acknowledgement_only(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    await raw.sync([{"name": "hand", "type": 1, "description": "d"}])
    _, interaction = await interact(
        fake, raw, fake.slash(user(fake, "alice"), "hand"), {"type": 5, "data": {}}
    )
    status, body = await raw.callback(interaction, {"type": 4, "data": {"content": "again"}})
    assert status == 400 and body["code"] == 40060
    assert any("40060" in v for v in fake.violations)


async def test_no_followup_before_the_acknowledgement(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    await raw.sync([{"name": "hand", "type": 1, "description": "d"}])
    task = asyncio.ensure_future(fake.slash(user(fake, "alice"), "hand"))
    interaction = await raw.next_event("INTERACTION_CREATE")
    status, body = await raw.followup(interaction, {"content": "too early"})
    assert status == 404 and body["code"] == 10015
    await raw.callback(interaction, {"type": 4, "data": {"content": "ok"}})
    await task


async def test_the_first_followup_after_a_public_defer_is_public(raw: RawBot, fake: FakeDiscord) -> None:
    """Pitfall 15: ``followup.send(secret, ephemeral=True)`` after a public defer shows it to everyone."""
    await raw.connect()
    await raw.sync([{"name": "hand", "type": 1, "description": "d"}])
    alice, bob = user(fake, "alice"), user(fake, "bob")
    reply, interaction = await interact(fake, raw, fake.slash(alice, "hand"), {"type": 5, "data": {}})
    status, filled = await raw.followup(interaction, {"content": "alice's secret", "flags": 64})
    assert status == 200 and filled["id"] == reply.message.id  # it filled the thinking message
    assert "alice's secret" in fake.text_visible_to(bob)
    await raw.followup(interaction, {"content": "second secret", "flags": 64})
    assert "second secret" not in fake.text_visible_to(bob)  # later followups follow their own flag
    assert "second secret" in fake.text_visible_to(alice)


async def test_an_ephemeral_defer_keeps_the_followup_private(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    await raw.sync([{"name": "hand", "type": 1, "description": "d"}])
    _, interaction = await interact(
        fake, raw, fake.slash(user(fake, "alice"), "hand"), {"type": 5, "data": {"flags": 64}}
    )
    await raw.followup(interaction, {"content": "only alice"})  # no flag: still the deferred message's
    assert "only alice" in fake.text_visible_to(user(fake, "alice"))
    assert "only alice" not in fake.text_visible_to(user(fake, "bob"))


async def test_type_7_edits_the_clicked_message(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    mid = await post(raw, "table", [row(button("cr:1:1:ui:hand"))])
    reply, _ = await interact(
        fake,
        raw,
        fake.click(user(fake, "bob"), mid, "cr:1:1:ui:hand"),
        {"type": 7, "data": {"content": "edited"}},
    )
    assert reply.message.id == mid and fake.messages[mid].content == "edited"


async def test_a_deferred_update_is_answered_by_its_own_edit_not_a_sibling_clicks(
    raw: RawBot, fake: FakeDiscord
) -> None:
    """Two clicks on one message at once, both deferred (type 6): the first click's answer edits the
    message, and the second's answer has not come until its own edit (or one that is not another click's)."""
    await raw.connect()
    mid = await post(raw, "hand", [row(button("cr:1:1:play"))])
    message, channel = fake.messages[mid], fake.channel
    revision = message.revision
    data = {"custom_id": "cr:1:1:play", "component_type": 2}
    first = await fake.send_interaction(user(fake, "bob"), channel, 3, data, message)
    second = await fake.send_interaction(user(fake, "bob"), channel, 3, data, message)
    for _ in (first, second):
        event = await raw.next_event("INTERACTION_CREATE")
        assert (await raw.callback(event, {"type": 6}))[0] == 200
    edit_first = f"/webhooks/{fake.app_id}/{first.token}/messages/@original"
    assert (await raw.request("PATCH", edit_first, {"content": "played"}, auth=False))[0] == 200

    waiting = asyncio.ensure_future(fake.answer_after_early_ack(second, revision))
    await asyncio.sleep(0.3)
    assert not waiting.done(), "the first click's edit was taken for the second click's answer"
    edit_second = f"/webhooks/{fake.app_id}/{second.token}/messages/@original"
    await raw.request("PATCH", edit_second, {"content": "already done"}, auth=False)
    await asyncio.wait_for(waiting, 2)

    third = await fake.send_interaction(user(fake, "bob"), channel, 3, data, message)
    assert (await raw.callback(await raw.next_event("INTERACTION_CREATE"), {"type": 6}))[0] == 200
    revision = message.revision
    await raw.request("PATCH", f"/channels/{channel.id}/messages/{mid}", {"content": "table"})
    await asyncio.wait_for(fake.answer_after_early_ack(third, revision), 2)  # a channel edit answers it


# ------------------------------------------------------------------------------------ what users can do
async def test_only_synced_commands_with_options_that_fit(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    play = {
        "name": "play",
        "type": 1,
        "description": "d",
        "options": [
            {
                "name": "game",
                "type": 3,
                "description": "g",
                "required": True,
                "choices": [{"name": "Q", "value": "q"}],
            },
            {"name": "count", "type": 4, "description": "c", "min_value": 1, "max_value": 5},
        ],
    }
    await raw.sync([play])
    alice = user(fake, "alice")
    with pytest.raises(DiscordRefusal, match="not a synced command"):
        await fake.slash(alice, "deal")
    with pytest.raises(DiscordRefusal, match="needs"):
        await fake.slash(alice, "play")
    with pytest.raises(DiscordRefusal, match="choices"):
        await fake.slash(alice, "play", game="chess")
    with pytest.raises(DiscordRefusal, match="above"):
        await fake.slash(alice, "play", game="q", count=9)
    with pytest.raises(DiscordRefusal, match="option type"):
        await fake.slash(alice, "play", game="q", count="3")
    with pytest.raises(DiscordRefusal, match="no option"):
        await fake.slash(alice, "play", game="q", colour="red")
    _, interaction = await interact(
        fake, raw, fake.slash(alice, "play", game="q", count=5), {"type": 4, "data": {"content": "ok"}}
    )
    assert interaction["data"]["options"] == [
        {"name": "game", "type": 3, "value": "q"},
        {"name": "count", "type": 4, "value": 5},
    ]


async def test_a_user_option_is_resolved_by_its_string_id(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    await raw.sync(
        [
            {
                "name": "stats",
                "type": 1,
                "description": "d",
                "options": [{"name": "player", "type": 6, "description": "p"}],
            }
        ]
    )
    bob = user(fake, "bob")
    _, interaction = await interact(
        fake, raw, fake.slash(user(fake, "alice"), "stats", player=bob), {"type": 4, "data": {"content": "x"}}
    )
    option = interaction["data"]["options"][0]
    assert option["value"] == bob.id and bob.id in interaction["data"]["resolved"]["users"]


async def test_clicks_only_on_what_the_user_can_see_and_is_enabled(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    await raw.sync([{"name": "hand", "type": 1, "description": "d"}])
    alice, bob = user(fake, "alice"), user(fake, "bob")
    components = [row(button("cr:1:1:play:R1"), button("cr:1:1:play:R2", disabled=True))]
    reply, _ = await interact(
        fake,
        raw,
        fake.slash(alice, "hand"),
        {"type": 4, "data": {"content": "hand", "flags": 64, "components": components}},
    )
    hand = reply.message
    assert [m.id for m in fake.visible_to(bob)] == [] and [m.id for m in fake.visible_to(alice)] == [hand.id]
    with pytest.raises(DiscordRefusal, match="cannot see"):
        await fake.click(bob, hand, "cr:1:1:play:R1")
    with pytest.raises(DiscordRefusal, match="disabled"):
        await fake.click(alice, hand, "cr:1:1:play:R2")
    with pytest.raises(DiscordRefusal, match="no component"):
        await fake.click(alice, hand, "cr:1:1:play:R3")
    # Not even a modified client gets Discord to carry a custom_id outside 1..100 characters.
    for custom_id in ("", "cr:1:1:" + "x" * 94):
        with pytest.raises(DiscordRefusal, match="custom_id of"):
            await fake.forge(bob, hand, custom_id)
    # A modified client can still send it; the bot must cope (bad-input tests use this).
    task = asyncio.ensure_future(fake.forge(bob, hand, "cr:1:1:play:R3"))
    interaction = await raw.next_event("INTERACTION_CREATE")
    assert interaction["message"]["id"] == hand.id and interaction["message"]["flags"] == 64
    await raw.callback(interaction, {"type": 4, "data": {"content": "no", "flags": 64}})
    await task


async def test_select_values_must_be_options_within_the_bounds(raw: RawBot, fake: FakeDiscord) -> None:
    await raw.connect()
    menu = {
        "type": 3,
        "custom_id": "cr:1:0:lobby:opt:x",
        "min_values": 1,
        "max_values": 2,
        "options": [{"label": v, "value": v} for v in ("a", "b", "c")],
    }
    mid = await post(raw, "lobby", [row(menu)])
    alice = user(fake, "alice")
    with pytest.raises(DiscordRefusal, match="not options"):
        await fake.select(alice, mid, menu["custom_id"], ["z"])
    with pytest.raises(DiscordRefusal, match=r"pick 1\.\.2"):
        await fake.select(alice, mid, menu["custom_id"], ["a", "b", "c"])
    _, interaction = await interact(
        fake, raw, fake.select(alice, mid, menu["custom_id"], ["a", "c"]), {"type": 6}
    )
    assert interaction["data"] == {"custom_id": menu["custom_id"], "component_type": 3, "values": ["a", "c"]}


async def test_dms_are_seen_only_by_their_recipient(raw: RawBot, fake: FakeDiscord) -> None:
    alice, bob = user(fake, "alice"), user(fake, "bob")
    _, channel, _ = await raw.request("POST", "/users/@me/channels", {"recipient_id": alice.id})
    await raw.request("POST", f"/channels/{channel['id']}/messages", {"content": "alice's hand"})
    assert "alice's hand" in fake.text_visible_to(alice)
    assert "alice's hand" not in fake.text_visible_to(bob)
    await post(raw, "public")
    assert "public" in fake.text_visible_to(bob)


async def test_ephemeral_messages_cannot_be_edited_through_the_channel(
    raw: RawBot, fake: FakeDiscord
) -> None:
    await raw.connect()
    await raw.sync([{"name": "hand", "type": 1, "description": "d"}])
    reply, _ = await interact(
        fake, raw, fake.slash(user(fake, "alice"), "hand"), {"type": 4, "data": {"content": "h", "flags": 64}}
    )
    status, body, _ = await raw.request(
        "PATCH", f"/channels/{fake.channel.id}/messages/{reply.message.id}", {"content": "x"}
    )
    assert status == 404 and body["code"] == 10008


# -------------------------------------------------------------------------------------- attachments
# Driven by the real discord.py (``library``), so the multipart bodies are exactly what the bot sends.
def png(*cards: str) -> bytes:
    """A small picture that records the card codes it shows, as bot.pictures' do."""
    info = PngInfo()
    info.add_text("cards", ",".join(cards))
    out = io.BytesIO()
    Image.new("RGB", (6, 4)).save(out, format="PNG", pnginfo=info)
    return out.getvalue()


def picture(data: bytes, name: str = "table.png") -> discord.File:
    return discord.File(io.BytesIO(data), filename=name)


def framed(name: str = "table.png", title: str = "Table") -> discord.Embed:
    return discord.Embed(title=title).set_image(url=f"attachment://{name}")


def seen(fake: FakeDiscord, sent: discord.Message) -> Message:
    return fake.messages[str(sent.id)]


async def table_channel(library: LibraryBot, fake: FakeDiscord) -> discord.TextChannel:
    channel = library.get_channel(int(fake.channel.id))
    assert isinstance(channel, discord.TextChannel)
    return channel


async def test_a_file_in_an_embed_is_an_attachment_the_embed_shows(
    library: LibraryBot, fake: FakeDiscord
) -> None:
    channel = await table_channel(library, fake)
    data = png("R1", "B2")
    sent = await channel.send(embed=framed(), file=picture(data))
    message = seen(fake, sent)
    [attachment] = message.attachments
    assert attachment["filename"] == "table.png" and attachment["size"] == len(data)
    assert attachment["content_type"] == "image/png" and (attachment["width"], attachment["height"]) == (6, 4)
    assert fake.attachment_bytes(attachment) == data and fake.pictures(message) == [data]
    assert cards_on(fake, message) == ["R1", "B2"]
    # discord.py reads it back as Discord serialises it: the embed points at the attachment's URL.
    assert sent.attachments[0].id == int(attachment["id"]) and sent.embeds[0].image.url == attachment["url"]
    assert await sent.attachments[0].read() == data  # the fake's CDN serves the bytes
    assert message.loose_pictures() == [] and fake.recorder.strays == []
    fake.assert_clean()


async def test_an_edit_keeps_replaces_or_removes_the_attachments(
    library: LibraryBot, fake: FakeDiscord
) -> None:
    channel = await table_channel(library, fake)
    sent = await channel.send(embed=framed(), file=picture(png("R1")))
    first = seen(fake, sent).attachments[0]["id"]
    sent = await sent.edit(embed=framed(title="Turn 2"), attachments=sent.attachments)  # keep
    assert [a["id"] for a in seen(fake, sent).attachments] == [first]
    sent = await sent.edit(embed=framed(title="Turn 3"), attachments=[picture(png("R2"))])  # replace
    [second] = seen(fake, sent).attachments
    assert second["id"] != first and cards_in_png(fake.attachment_bytes(second)) == ["R2"]
    sent = await sent.edit(embed=None, attachments=[])  # remove
    assert seen(fake, sent).attachments == [] and sent.attachments == []
    assert fake.recorder.strays == []
    assert seen(fake, sent).attachment_history == [(first,), (first,), (second["id"],), ()]
    fake.assert_clean()


async def test_an_edit_without_the_attachments_array_keeps_them_and_shows_the_picture_loose(
    library: LibraryBot, fake: FakeDiscord
) -> None:
    """discord/discord-api-docs#5675: re-sending an embed that shows attachment://… without the
    attachments array shows the picture a second time, outside the embed."""
    channel = await table_channel(library, fake)
    sent = await channel.send(embed=framed(), file=picture(png("R1")))
    sent = await sent.edit(content="only the text changes")  # no embeds, no attachments: as it was
    assert seen(fake, sent).loose_pictures() == [] and len(sent.attachments) == 1
    sent = await sent.edit(embed=framed(title="Turn 2"))
    message = seen(fake, sent)
    assert len(message.attachments) == 1 and len(sent.attachments) == 1  # still there...
    assert [a["filename"] for a in message.loose_pictures()] == ["table.png"]  # ...and shown loose too
    assert [(s.message_id, s.filename) for s in fake.recorder.strays] == [(message.id, "table.png")]


async def test_uploads_without_the_attachments_array_are_appended(raw: RawBot, fake: FakeDiscord) -> None:
    mid = await post(raw, "table")
    form = aiohttp.FormData()
    form.add_field("payload_json", json.dumps({"content": "two pictures"}), content_type="application/json")
    for index in range(2):
        form.add_field(f"files[{index}]", png(f"R{index}"), filename=f"p{index}.png")
    for _ in range(2):
        url = f"{fake.api_base}/channels/{fake.channel.id}/messages/{mid}"
        async with raw.session.patch(url, data=form, headers={"Authorization": f"Bot {fake.token}"}) as r:
            assert r.status == 200
        form = aiohttp.FormData()
        form.add_field("payload_json", json.dumps({"content": "more"}), content_type="application/json")
        form.add_field("files[0]", png("R9"), filename="p9.png")
    assert [a["filename"] for a in fake.messages[mid].attachments] == ["p0.png", "p1.png", "p9.png"]
    assert len(fake.messages[mid].loose_pictures()) == 3  # no embed shows them


async def test_a_file_over_the_size_limit_is_refused_with_413(library: LibraryBot, fake: FakeDiscord) -> None:
    channel = await table_channel(library, fake)
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send(file=picture(b"\0" * (MAX_ATTACHMENT_BYTES + 1), "big.bin"))
    assert refused.value.status == 413 and refused.value.code == 40005
    assert fake.channel_messages() == [] and any("40005" in v for v in fake.violations)


async def test_eleven_attachments_are_refused_with_50035(library: LibraryBot, fake: FakeDiscord) -> None:
    channel = await table_channel(library, fake)
    files = [picture(png(f"R{i}"), f"p{i}.png") for i in range(MAX_ATTACHMENTS)]
    sent = await channel.send(files=files)
    assert len(seen(fake, sent).attachments) == MAX_ATTACHMENTS
    with pytest.raises(discord.HTTPException) as refused:
        await sent.edit(attachments=[*sent.attachments, picture(png("B1"), "one-more.png")])
    assert refused.value.status == 400 and refused.value.code == 50035
    assert len(seen(fake, sent).attachments) == MAX_ATTACHMENTS  # the refused edit changed nothing


async def test_an_embed_naming_a_missing_attachment_is_a_violation(
    library: LibraryBot, fake: FakeDiscord
) -> None:
    channel = await table_channel(library, fake)
    await channel.send(embed=framed("hand.png"), file=picture(png("R1"), "table.png"))
    assert any("attachment://hand.png" in v for v in fake.violations)
    with pytest.raises(AssertionError, match=r"attachment://hand\.png"):
        fake.assert_clean()


async def slash_hand(library: LibraryBot, fake: FakeDiscord, user_name: str = "alice") -> tuple[Any, Any]:
    """``user_name`` runs /hand; returns the task of the fake's side and the library's interaction."""
    await library.http.bulk_upsert_global_commands(
        library.application_id, [{"name": "hand", "description": "d"}]
    )
    task = asyncio.ensure_future(fake.slash(user(fake, user_name), "hand"))
    return task, await library.next_interaction()


async def test_an_ephemeral_followup_carries_its_picture_to_its_owner_only(
    library: LibraryBot, fake: FakeDiscord
) -> None:
    task, interaction = await slash_hand(library, fake)
    await interaction.response.defer(ephemeral=True)
    await task
    hand = png("R3", "Y4")
    await interaction.followup.send(embed=framed("hand.png", "Your hand"), file=picture(hand, "hand.png"))
    alice, bob = user(fake, "alice"), user(fake, "bob")
    [message] = fake.visible_to(alice)
    assert message.ephemeral and fake.pictures(message) == [hand] and message.attachments[0]["ephemeral"]
    assert fake.visible_to(bob) == [] and newly_seen_cards(fake, bob) == {}
    assert set(newly_seen_cards(fake, alice)) == {"R3", "Y4"}
    assert newly_seen_cards(fake, alice) == {}  # each picture is news once
    fake.assert_clean()


async def test_edit_original_response_replaces_the_picture(library: LibraryBot, fake: FakeDiscord) -> None:
    task, interaction = await slash_hand(library, fake)
    await interaction.response.send_message(embed=framed(), file=picture(png("R1")))
    await task
    edited = await interaction.edit_original_response(
        embed=framed(title="later"), attachments=[picture(png("R2"))]
    )
    [message] = fake.channel_messages()
    assert cards_on(fake, message) == ["R2"] and edited.attachments[0].id == int(message.attachments[0]["id"])
    await interaction.edit_original_response(embed=framed(title="again"))  # forgot the attachments array
    assert len(message.loose_pictures()) == 1 and len(fake.recorder.strays) == 1
    fake.assert_clean()


async def test_an_update_of_the_clicked_message_keeps_or_drops_its_picture(
    library: LibraryBot, fake: FakeDiscord, raw: RawBot
) -> None:
    channel = await table_channel(library, fake)
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="Show", custom_id="cr:1:1:ui:hand"))
    sent = await channel.send(embed=framed(), file=picture(png("R1")), view=view)
    for keep in (True, False):
        task = asyncio.ensure_future(fake.click(user(fake, "bob"), str(sent.id), "cr:1:1:ui:hand"))
        interaction = await library.next_interaction()
        kept = {"attachments": interaction.message.attachments} if keep else {"attachments": []}
        await interaction.response.edit_message(embed=framed(title=f"keep={keep}") if keep else None, **kept)
        await task
        assert len(seen(fake, sent).attachments) == (1 if keep else 0)
    assert fake.recorder.strays == []
    fake.assert_clean()
