"""The local table's page, over HTTP as its script uses it: each person's page holds only what that person
may see, a ping shows on the place it happened in, subcommands run as Discord's picker offers them, and
every request the page would never send gets a short refusal and changes nothing."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

from bot.adapter.custom_ids import parse
from bot.local.page.words import FAILED
from bot.local.standin import FakeDiscord
from bot.local.standin.models import Channel, Message, User, walk
from bot.render.threads import IN_THREAD
from games import registry
from tests.bot.local.conftest import LocalTable, OpenTable
from tests.support.games import game_id_for

# Slow: the real bot as its own process (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

GAME = game_id_for(2)


class Page:
    """One person's page: the same requests its script sends."""

    def __init__(self, http: aiohttp.ClientSession, local: LocalTable, person: User) -> None:
        self.http, self.local, self.person = http, local, person

    async def post(self, route: str, **body: Any) -> tuple[int, dict[str, Any]]:
        async with self.http.post(self.local.url + route, json={"as": self.person.id, **body}) as answer:
            return answer.status, await answer.json()

    async def view(self, place: str | None = None) -> dict[str, Any]:
        status, seen = await self.post("api/view", place=place, known={})
        assert status == 200, seen
        return seen

    async def click(self, message: Message, tail: str) -> tuple[int, dict[str, Any]]:
        custom_id = next(c["custom_id"] for c in walk(message.components) if _tail(c) == tail)
        return await self.post("api/click", message=message.id, cid=custom_id)

    async def select(self, message: Message, tail: str, values: list[str]) -> tuple[int, dict[str, Any]]:
        custom_id = next(c["custom_id"] for c in walk(message.components) if _tail(c) == tail)
        return await self.post("api/select", message=message.id, cid=custom_id, values=values)


def _tail(component: dict[str, Any]) -> str:
    parsed = parse(component.get("custom_id") or "")
    return parsed.tail if parsed else ""


async def open_lobby(page: Page) -> Message:
    fake = page.local.room.fake
    status, answer = await page.post("api/slash", place=fake.channel.id, name="play", options={"game": GAME})
    assert status == 200 and answer["ack"] in (4, 5), answer
    record = await fake.wait_until(lambda: page.local.oracle.latest_table(fake.channel.id), what="the lobby")
    return await fake.wait_until(
        lambda: fake.messages.get(str(page.local.oracle.table(record.id).message_id))
    )


async def host_panel(page: Page, offering: str = "lobby:place") -> Message:
    """The host's private lobby panel (the answer to Bots, clock & thread), offering that control."""
    fake, person = page.local.room.fake, page.person
    return await fake.wait_until(
        lambda: next(
            (
                m
                for m in reversed(fake.visible_to(person))
                if m.audience == f"ephemeral:{person.id}"
                and any(_tail(c) == offering for c in walk(m.components))
            ),
            None,
        ),
        what="the host's panel",
    )


def in_dm(fake: FakeDiscord, channel: Channel) -> list[Message]:
    """A DM channel's messages (the world's channel_messages lists a server channel's only)."""
    return [m for m in fake.messages.values() if m.channel_id == channel.id and not m.deleted]


def start_lit(lobby: Message) -> bool:
    return any(_tail(c) == "lobby:start" and not c.get("disabled") for c in walk(lobby.components))


async def test_a_private_reply_is_on_its_person_page_only(open_local_table: OpenTable) -> None:
    async with open_local_table() as local, aiohttp.ClientSession() as http:
        alice, bob = Page(http, local, local.person(0)), Page(http, local, local.person(1))
        lobby = await open_lobby(alice)
        status, answer = await alice.click(lobby, "lobby:setup")
        assert status == 200, answer
        panel = await host_panel(alice)
        mine = {m["id"] for m in (await alice.view())["messages"]}
        theirs = {m["id"] for m in (await bob.view())["messages"]}
        assert panel.id in mine and lobby.id in mine
        assert panel.id not in theirs and lobby.id in theirs, "Bob sees the lobby, never Alice's panel"
        # Bob's page clicking on Alice's panel: Discord's client would not send it, nothing happens.
        before = len(local.room.fake.interactions)
        status, answer = await bob.select(panel, "lobby:bot", ["add:casual"])
        assert (status, answer["error"]) == (409, FAILED)
        assert len(local.room.fake.interactions) == before


async def test_a_turn_ping_in_the_tables_thread_shows_on_that_thread_for_the_person_pinged(
    open_local_table: OpenTable,
) -> None:
    async with open_local_table() as local, aiohttp.ClientSession() as http:
        fake = local.room.fake
        alice, bob = Page(http, local, local.person(0)), Page(http, local, local.person(1))
        lobby = await open_lobby(alice)
        await bob.click(lobby, "lobby:join")
        await alice.click(lobby, "lobby:setup")
        panel = await host_panel(alice)
        await alice.select(panel, "lobby:place", [IN_THREAD])
        await fake.wait_until(lambda: start_lit(lobby), what="Start to light up")
        await alice.click(lobby, "lobby:start")
        thread = (await fake.wait_until(lambda: fake.threads_of(fake.channel), what="the thread"))[0]
        ping = await fake.wait_until(
            lambda: next((m for m in fake.channel_messages(thread) if m.pings), None), what="a turn ping"
        )
        pinged = alice if alice.person.id in ping.pings else bob
        other = bob if pinged is alice else alice
        places = {p["id"]: p for p in (await pinged.view(fake.channel.id))["places"]}
        assert places[thread.id]["kind"] == "thread" and places[thread.id]["pings"] == 1
        assert {p["id"]: p for p in (await other.view(fake.channel.id))["places"]}[thread.id]["pings"] == 0
        seen = await pinged.view(thread.id)  # they open the thread: read
        assert ping.id in {m["id"] for m in seen["messages"]}
        assert {p["id"]: p for p in seen["places"]}[thread.id]["pings"] == 0


async def test_a_hand_by_dm_is_in_its_persons_direct_messages_only(open_local_table: OpenTable) -> None:
    async with open_local_table() as local, aiohttp.ClientSession() as http:
        fake = local.room.fake
        alice, bob = Page(http, local, local.person(0)), Page(http, local, local.person(1))
        settings = {"dm_hands": "true"}  # as the command bar sends a yes/no option
        status, answer = await alice.post(
            "api/slash", place=fake.channel.id, name="settings", options=settings
        )
        assert status == 200, answer
        lobby = await open_lobby(alice)
        await alice.click(lobby, "lobby:setup")
        panel = await host_panel(alice, "lobby:bot")
        for _ in range(registry.get(GAME).min_players - 1):
            await alice.select(fake.messages[panel.id], "lobby:bot", ["add:casual"])
        await fake.wait_until(lambda: start_lit(lobby), what="Start to light up")
        await alice.click(lobby, "lobby:start")
        dm = await fake.wait_until(
            lambda: (c := fake.dm_channels.get(alice.person.id)) and in_dm(fake, c) and c,
            what="Alice's hand by DM",
        )
        places = {p["id"]: p for p in (await alice.view(fake.channel.id))["places"]}
        assert places[dm.id]["kind"] == "dm" and places[dm.id]["pings"] >= 1, "a DM notifies"
        assert dm.id not in {p["id"] for p in (await bob.view())["places"]}
        assert (await bob.view(dm.id))["place"] == fake.channel.id, "Bob cannot open Alice's DMs"
        hands = {m["id"] for m in (await alice.view(dm.id))["messages"]}
        assert hands and hands <= {m.id for m in in_dm(fake, dm)}


async def test_subcommands_are_offered_and_run_as_discords_picker_does(open_local_table: OpenTable) -> None:
    async with open_local_table() as local, aiohttp.ClientSession() as http:
        alice = Page(http, local, local.person(0))
        names = {c["name"] for c in (await alice.view())["commands"]}
        groups = {name.split()[0] for name in names if " " in name}
        assert groups, "some command has subcommands"
        assert not groups & names, "a command with subcommands is offered by its subcommands only"
        fake = local.room.fake
        entry = min((c for c in (await alice.view())["commands"] if c["name"].split()[0] in groups), key=str)
        # Each required option filled as the picker fills it: with its first choice.
        given = {o["name"]: o["choices"][0]["value"] for o in entry["options"] if o["required"]}
        status, answer = await alice.post(
            "api/slash", place=fake.channel.id, name=entry["name"], options=given
        )
        assert status == 200 and answer["ack"] in (4, 5), answer
        fake.assert_clean()


async def test_requests_the_page_never_sends_are_refused_and_change_nothing(
    open_local_table: OpenTable,
) -> None:
    async with open_local_table() as local, aiohttp.ClientSession() as http:
        fake = local.room.fake
        alice = Page(http, local, local.person(0))
        lobby = await open_lobby(alice)
        before = (len(fake.interactions), lobby.revision, len(fake.messages))

        stranger = Page(http, local, User("1", "Mallory"))
        assert (await stranger.post("api/view"))[0] == 400
        async with http.get(local.url + "api/world?as=1") as kept:  # an address from an earlier run
            assert (await kept.json())["me"] == local.person(0).id, "it opens, as the first person"
        assert (await alice.post("api/view", place="123"))[1]["place"] == fake.channel.id
        assert (await alice.post("api/slash", place="123", name="play"))[0] == 400
        forged = await alice.post("api/click", message=lobby.id, cid="cr:1:1:play:X" + "9" * 200)
        assert forged[0] == 409 and forged[1]["error"] == FAILED
        assert (await alice.post("api/select", message=lobby.id, cid="x", values="all"))[0] == 400
        bad_number = await alice.post("api/slash", place=fake.channel.id, name="play", options={"game": 7})
        assert bad_number[0] == 409
        assert (await alice.post("api/language", language="xx"))[0] == 400
        async with http.post(local.url + "api/view", data="as=1") as form:  # not JSON: another site's form
            assert form.status == 415
        async with http.get(local.url + "api/world", headers={"Host": "cardroom.example:80"}) as rebound:
            assert rebound.status == 403, "a name that resolved to 127.0.0.1 is not this page"

        assert (len(fake.interactions), lobby.revision, len(fake.messages)) == before
        fake.assert_clean()


def test_the_game_picked_for_these_tests_seats_two() -> None:
    assert registry.get(GAME).min_players <= 2
