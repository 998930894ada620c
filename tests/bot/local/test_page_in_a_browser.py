"""The local table in a real browser: a newcomer opens a table from the command bar, seats bots on the host's
panel, and plays a whole game of every game by clicking, half of them at a Korean server, while a second
person watches the same channel in a page of their own and never sees the first one's hand (in text,
pictures or private replies)."""

from __future__ import annotations

import asyncio
import base64
import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.async_api import TimeoutError as PlaywrightTimeout

from bot.adapter.custom_ids import parse
from bot.local.page.view import SHOWN
from bot.local.standin.models import BUTTON, SELECTS, Message, User, walk
from bot.pictures import cards_in_png
from games import registry
from games.facts import no_event_cards
from tests.bot.local.conftest import LocalTable, OpenTable
from tests.support.privacy import PublicRecord, card_patterns, reveal_patterns

# Slow: the real bot as its own process, and a browser (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

PHONE = {"width": 380, "height": 760}  # most players are on phones: the page is judged at 380 px
WAIT_S = 15.0
CLICK_MS = 15_000  # a page on a loaded machine may take a while to show what the bot sent
MAX_DECISIONS = 300
MAX_STEPS = 60  # clicks on one hand before it must have made a move
# A step on a hand: the page shows a new revision within moments; a button gone meanwhile (the hand was
# redrawn at a newer version) is given up after this and the hand read again.
STEP_CLICK_MS = 5_000
HANGUL = re.compile("[가-힣]")
UI = ("ui:", "lobby:")  # the hand's own steps; every other tail is an action of the game


def tail(custom_id: str) -> str:
    parsed = parse(custom_id)
    return parsed.tail if parsed else ""


def controls(message: Message) -> list[dict[str, Any]]:
    return [c for c in walk(message.components) if c.get("custom_id") and not c.get("disabled")]


async def press(page: Any, message: Message, custom_id: str, timeout: float = CLICK_MS) -> None:
    """Click the button as a person does: on the message as the page shows it."""
    await button(page, message, f'[data-cid="{custom_id}"]').click(timeout=timeout)


def button(page: Any, message: Message, which: str) -> Any:
    return page.locator(f'.live[data-mid="{message.id}"] button{which}')


async def pick(
    page: Any, message: Message, custom_id: str, values: list[str], timeout: float = CLICK_MS
) -> None:
    """Open the menu and click the options (and Done, for a menu of several)."""
    picker = page.locator(f'.live[data-mid="{message.id}"] .picker:has(button[data-cid="{custom_id}"])')
    await picker.locator("button.select").click(timeout=timeout)
    for value in values:
        await picker.locator(f'.option[data-value="{value}"]').click()
    if len(values) > 1 or await picker.locator(".done").count():
        await picker.locator(".done").click()


async def command(page: Any, name: str, **options: str) -> None:
    """Type the command, pick it from the suggestions, fill its options and send it."""
    await page.locator("#command").fill(f"/{name[:2]}")
    await page.locator(f'#suggestions [data-name="{name}"]').click()
    for option, value in options.items():
        await page.locator(f'#options [name="{option}"]').select_option(value)
    await page.locator("#send").click()


def newest_private(local: LocalTable, person: User, version: int) -> Message | None:
    """The person's newest private reply offering something to do at ``version`` or later."""
    room = local.room
    private = [
        m
        for m in room.fake.visible_to(person)
        if m.audience == f"ephemeral:{person.id}"
        and any(version <= getattr(parse(c["custom_id"]), "version", -1) for c in controls(m))
    ]
    return private[-1] if private else None


async def fits_a_phone(page: Any) -> None:
    """Nothing on the page is wider than the phone: no sideways scrolling, and the command bar in view."""
    width = await page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page is {width} px wide on a {PHONE['width']} px phone"
    wide, shown = await page.evaluate(
        "[document.getElementById('messages').scrollWidth, document.getElementById('messages').clientWidth]"
    )
    assert wide <= shown, f"the messages are {wide} px wide in {shown} px"
    assert await page.locator("#command").is_visible()


async def show_hand(page: Any, local: LocalTable, person: User) -> Message | None:
    """Press Show my hand on the table message, by its step (not its whole id); the hand it opens, or None
    when the page redrew the button meanwhile (bots bidding at the same time move the table on, and a
    loaded machine may take a while to show it): the turn is read again."""
    fake, oracle = local.room.fake, local.oracle
    record = oracle.latest_table(fake.channel.id)
    assert record is not None
    table = fake.messages[str(record.message_id)]
    try:
        await button(page, table, '[data-cid$=":ui:hand"]').click(timeout=STEP_CLICK_MS)
    except PlaywrightTimeout:
        return None
    return await private_at(local, person, record.version)


async def edited(local: LocalTable, message: Message, revision: int, what: str) -> None:
    await local.room.fake.wait_until(lambda: message.revision > revision, WAIT_S, what)


async def private_at(local: LocalTable, person: User, version: int) -> Message:
    fake = local.room.fake
    try:
        return await fake.wait_until(lambda: newest_private(local, person, version), WAIT_S, "the hand")
    except AssertionError:
        said = "\n---\n".join(f"{m.audience} {m.text()[:400]}" for m in fake.visible_to(person)[-3:])
        raise AssertionError(f"no hand at {version}; {person.name} reads:\n{said}") from None


async def what_the_page_shows(page: Any) -> dict[str, dict[str, Any]]:
    """Every message on the page by id: its revision, text and pictures (data: URIs)."""
    return await page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#messages .live')].map(node => [
            node.dataset.mid,
            {
                revision: Number(node.dataset.revision),
                text: node.innerText,
                pictures: [...node.querySelectorAll('img')].map(img => img.src),
            },
        ]))"""
    )


class Watcher:
    """The second person's page: what it newly shows after each step is checked against the first
    person's secret cards (the engine's own view of the stored state) and against who may see what."""

    def __init__(self, local: LocalTable, page: Any, watcher: User, player: User, game_id: str) -> None:
        self.local, self.page, self.watcher, self.player, self.game_id = local, page, watcher, player, game_id
        self.facts = registry.facts(game_id)
        self.reveals = reveal_patterns(self.facts, local.room.language)
        self.public = PublicRecord(self.facts)
        self.events_read = 0
        self.shown: dict[str, dict[str, Any]] = {}
        self.checks = 0

    async def check(self) -> None:
        """Once the watcher's page has caught up with the channel (the same messages, in order), nothing
        on it is another person's or names their secret cards."""
        fake = self.local.room.fake
        shown = await self.caught_up()
        own = ("channel", f"ephemeral:{self.watcher.id}", f"dm:{self.watcher.id}")
        for mid in shown:  # (a channel message may be deleted by now: a ping whose turn is over)
            assert fake.messages[mid].audience in own, f"{mid} is not for {self.watcher.name}"
        fresh = {mid: seen for mid, seen in shown.items() if self.shown.get(mid) != seen}
        # The end of a round shows the hands it was played with: public then (read in the table's language).
        fresh = {
            mid: seen
            for mid, seen in fresh.items()
            if not any(pattern.search(seen["text"]) for pattern in self.reveals)
        }
        self.shown = shown
        record = self.local.oracle.latest_table(fake.channel.id)
        if record is None or record.status != "playing" or not fresh:
            return
        if self.facts.event_cards is not no_event_cards:
            events = self.local.oracle.replay(record.id).events
            self.public.saw_events(events[self.events_read :])
            self.events_read = len(events)
        allowed = self.public.now(self.local.oracle.public_view(record.id))
        secret = self.facts.secret(self.local.oracle.views(record.id)[self.player.id]) - allowed
        text = "\n".join(seen["text"] for seen in fresh.values())
        pictured = {
            card
            for seen in fresh.values()
            for src in seen["pictures"]
            for card in cards_in_png(_bytes_of(src))
        }
        leaked = sorted(
            card
            for card in secret
            if card in pictured or any(p.search(text) for p in card_patterns(self.game_id, card))
        )
        assert not leaked, f"{self.watcher.name}'s page shows {self.player.name}'s {leaked}:\n{text}"
        self.checks += 1

    async def caught_up(self) -> dict[str, dict[str, Any]]:
        """What the page shows once it lists exactly the channel's messages the watcher can see now, each
        as last edited."""
        room = self.local.room
        loop_time = asyncio.get_running_loop().time
        deadline = loop_time() + WAIT_S
        while True:
            expected = [(m.id, m.revision) for m in room.messages(self.watcher, room.fake.channel, SHOWN)]
            shown = await what_the_page_shows(self.page)
            if [(mid, seen["revision"]) for mid, seen in shown.items()] == expected:
                return shown
            assert loop_time() < deadline, f"the watcher's page did not catch up: {list(shown)} {expected}"
            await asyncio.sleep(0.05)


def _bytes_of(src: str) -> bytes:
    return base64.b64decode(src.split(",", 1)[1]) if src.startswith("data:") else b""


async def wait_for_turn(local: LocalTable, person: User) -> bool:
    """Until the game is over (False) or it is the person's turn and the table shows it (True)."""
    oracle, fake = local.oracle, local.room.fake

    def settled() -> bool:
        record = oracle.latest_table(fake.channel.id)
        if record is None or record.status != "playing":
            return True
        seat = oracle.seat_of(record.id).get(person.id)
        public = oracle.public_view(record.id) or {}
        table = fake.messages.get(str(record.message_id))
        current = table is not None and any(
            parse(c["custom_id"]) and parse(c["custom_id"]).version == record.version for c in controls(table)
        )
        return seat in set(public.get("to_act") or []) and current

    await fake.wait_until(settled, WAIT_S, "the bot to move and the table to show the turn")
    record = oracle.latest_table(fake.channel.id)
    return record is not None and record.status == "playing"


# Every game, half of them at a Korean server (its people, the page's words and the table in Korean).
GAMES = [(game_id, ("en", "ko")[index % 2]) for index, game_id in enumerate(registry.ids())]


@pytest.mark.parametrize(("game_id", "language"), GAMES)
async def test_a_newcomer_plays_a_whole_game_by_clicking_and_the_watcher_never_sees_their_hand(
    open_local_table: OpenTable, browser: Any, game_id: str, language: str
) -> None:
    rng = random.Random(3)
    async with open_local_table(language) as local:
        alice, bob = local.person(0), local.person(1)
        page = await browser.new_page(viewport=PHONE)
        watching = await browser.new_page(viewport=PHONE)
        await page.goto(local.page_of(alice))
        await watching.goto(local.page_of(bob))
        watcher = Watcher(local, watching, bob, alice, game_id)
        fake, oracle = local.room.fake, local.oracle

        await command(page, "play", game=game_id)
        record = await fake.wait_until(lambda: oracle.latest_table(fake.channel.id), what="the table")
        lobby = await fake.wait_until(lambda: fake.messages.get(str(oracle.table(record.id).message_id)))
        await page.locator(f'.live[data-mid="{lobby.id}"]').wait_for()
        setup = next(c["custom_id"] for c in controls(lobby) if tail(c["custom_id"]) == "lobby:setup")
        await press(page, lobby, setup)
        panel = await fake.wait_until(lambda: newest_private(local, alice, oracle.table(record.id).version))
        assert panel.ephemeral, "the host's panel is the host's alone"
        for _ in range(registry.get(game_id).min_players - 1):
            menu = next(c["custom_id"] for c in controls(panel) if tail(c["custom_id"]) == "lobby:bot")
            revision = panel.revision
            await pick(page, panel, menu, ["add:casual"])
            await edited(local, panel, revision, "the panel to show the bot")
        start = await fake.wait_until(
            lambda: next((c for c in controls(lobby) if tail(c["custom_id"]) == "lobby:start"), None),
            what="Start to light up",
        )
        await press(page, lobby, start["custom_id"])
        await fake.wait_until(
            lambda: oracle.table(record.id).status == "playing", WAIT_S, "the game to start"
        )

        decisions = 0
        while await wait_for_turn(local, alice):
            # Checked when the bot has moved and the turn is the person's again: the same moments as every
            # privacy check of a whole game (tests/loopback/driver.py), so a card public for a while (a
            # virtual player's face-up card) is known public before it goes back into a hidden hand.
            await watcher.check()
            hand = await show_hand(page, local, alice)
            if hand is not None:
                await fits_a_phone(page)
                await decide(page, local, hand, rng)
            decisions += 1
            assert decisions < MAX_DECISIONS

        record = oracle.latest_table(fake.channel.id)
        assert record is not None and record.status == "finished"
        await watching.locator("#messages .live").last.wait_for()
        assert decisions > 0 and watcher.checks > 0
        fake.assert_clean()


async def decide(page: Any, local: LocalTable, hand: Message, rng: random.Random) -> None:
    """Fill the hand's form on the page until an action lights up, then press it, until the bot stored a
    move (an action it answers otherwise, a confirmation asked or a refusal, leaves the turn to go on)."""
    fake, oracle = local.room.fake, local.oracle
    person = local.person(0)

    def version() -> int:
        record = oracle.latest_table(fake.channel.id)
        assert record is not None
        return record.version

    before = version()

    def answered(shown: Message, revision: int, replies: int) -> Callable[[], bool]:
        return lambda: (
            version() != before or shown.revision > revision or len(fake.visible_to(person)) > replies
        )

    for _ in range(MAX_STEPS):
        if version() != before:  # moved on while deciding (a move made by the turn clock)
            return
        enabled = controls(hand)
        actions = [c for c in enabled if c["type"] == BUTTON and not tail(c["custom_id"]).startswith(UI)]
        selects = [c for c in enabled if c["type"] in SELECTS and tail(c["custom_id"]).startswith("ui:pick:")]
        drafts = [c for c in enabled if c["type"] == BUTTON and tail(c["custom_id"]).startswith("ui:draft:")]
        revision, replies = hand.revision, len(fake.visible_to(person))
        try:
            await act_on(page, hand, actions, selects, drafts, rng)
        except PlaywrightTimeout:  # redrawn meanwhile (a bot's simultaneous bid moved the version): re-read
            hand = newest_private(local, person, version()) or hand
            continue
        await fake.wait_until(answered(hand, revision, replies), WAIT_S, "the bot to answer the click")
        if version() != before:
            return
        hand = newest_private(local, person, before) or hand  # a refusal or a question: go on from there
    raise AssertionError(f"no decision reached: {hand.text()}")


async def act_on(
    page: Any,
    hand: Message,
    actions: list[dict[str, Any]],
    selects: list[dict[str, Any]],
    drafts: list[dict[str, Any]],
    rng: random.Random,
) -> None:
    """One step on the hand as the page shows it: an action, else a menu's pick, else a draft's button."""
    if actions:
        await press(page, hand, rng.choice(actions)["custom_id"], STEP_CLICK_MS)
    elif selects and (not drafts or rng.random() < 0.5):
        menu = rng.choice(selects)
        count = rng.randint(menu.get("min_values", 1), menu.get("max_values", 1))
        values = rng.sample([o["value"] for o in menu["options"]], count)
        await pick(page, hand, menu["custom_id"], values, STEP_CLICK_MS)
    elif drafts:
        await press(page, hand, rng.choice(drafts)["custom_id"], STEP_CLICK_MS)
    else:
        raise AssertionError(f"nothing to decide on: {hand.text()}")


async def test_a_korean_server_reads_korean_on_the_page_and_at_a_table_opened_by_a_typed_command(
    open_local_table: OpenTable, browser: Any
) -> None:
    async with open_local_table("ko") as local:
        host = local.person(0)
        page = await browser.new_page(viewport=PHONE)
        await page.goto(local.page_of(host))
        assert HANGUL.search(await page.locator("#you-are").inner_text())
        assert HANGUL.search(await page.locator("#command").get_attribute("placeholder") or "")
        # Typed in full, as one may type it in Discord, and sent with Enter.
        await page.locator("#command").fill(f"/play game:{registry.ids()[0]}")
        await page.locator("#command").press("Enter")
        lobby = page.locator("#messages .live").last
        await lobby.wait_for()
        assert HANGUL.search(await lobby.inner_text()), "the lobby speaks the server's language"
        assert host.name in await lobby.inner_text()
