"""Bad input over the wire: every case gets one clear private answer from the real bot process, and
nothing changes (no table's version, status, options, seats or action log; no public message).

Three kinds of bad input, one table:

* ``client``: what an ordinary Discord client sends: buttons of an aborted table, a button of an older
  hand, someone not seated, a lobby control that only the host may use.
* ``forged``: what only a modified client sends (``FakeDiscord.forge``). Discord has validated component
  interactions against the clicked message since 2021 (discord-api-docs PR #3207; the error a client
  gets is 50035 COMPONENT_VALIDATION_FAILED), so these should never arrive; the bot still answers them.
* ``refused``: what Discord itself refuses to carry (a custom_id over 100 characters, a slash option
  outside its choices or type): the fake refuses it as Discord does, and the bot never hears of it.

SimCord's ``tests/bot/adapter/test_forged_clicks.py`` checks the handler's answers in-process; here the
transport and the process are under test: one bot serves every case, with three tables (an aborted one
and a running one in #cards, a lobby in #lobby).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
import pytest_asyncio

from bot.adapter.custom_ids import make
from bot.adapter.handlers import FOREIGN_ID
from bot.local.standin.client_rules import DiscordRefusal
from bot.local.standin.fake import Reply
from bot.local.standin.models import SELECTS, Message, User, walk
from tests.loopback.driver import Table
from tests.loopback.together import answer_text, callbacks
from tests.process.conftest import Wire, open_wire
from tests.process.test_two_clicks_at_once import OUT_OF_DATE
from tests.support.games import game_taking_turns, game_with_a_pick, pick_count

pytestmark = pytest.mark.asyncio(loop_scope="module")

NOT_RUNNING = "not running any more"
NOT_SEATED = "not seated"
SHORT = 200  # characters: a refusal is one sentence, not a screen


@dataclass
class Arena:
    """One bot, an aborted table and a running one in #cards, a lobby in #lobby, and what the cases need."""

    wire: Wire
    running: Table
    lobby: Table
    aborted_id: int
    old_hand: Message  # alice's hand at the aborted table, an action ready on it
    old_action: str
    old_ping: Message  # the aborted table's "your turn" message, its Show my hand button still there
    mover: User  # the player who acted last at the running table
    older_hand: Message  # mover's second hand, opened before acting: its buttons are out of date
    older_action: str
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> dict[str, User]:
        return self.running.players

    def ping(self) -> Message:
        """The running table's newest "your turn" message."""
        return self.running.last_channel_message()

    def lobby_select(self, multi: bool) -> dict[str, Any]:
        menus = [c for c in walk(self.lobby.table_message().components) if c.get("type") in SELECTS]
        return next(m for m in menus if (m.get("max_values", 1) > 1) == multi)

    def tables(self) -> list[Any]:
        """Everything about every table a bad input must not change."""
        oracle = self.wire.oracle
        found = []
        for table_id in (self.aborted_id, self.running.record().id, self.lobby.record().id):
            r = oracle.table(table_id)
            players = [(p.user_id, p.seat) for p in oracle.players(table_id)]
            log = [(a.seat, a.action) for a in oracle.actions(table_id)]
            found.append((table_id, r.status, r.version, r.options, r.state, players, log))
        return found

    def public(self) -> list[tuple[str, int]]:
        """Every public message and how often it was edited."""
        fake = self.wire.fake
        return [(m.id, m.revision) for m in fake.messages.values() if m.audience == "channel"]


# The two running tables are a game that begins with one seat to act (a mover, and an older hand of
# theirs that is out of turn once they acted); the lobby is a game with an option of several picks.
TURNS = game_taking_turns(3).id
LOBBY_GAME = game_with_a_pick(2)
PICKS = pick_count(LOBBY_GAME)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def arena(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Arena]:
    async with open_wire(tmp_path_factory.mktemp("bad-input"), channels=("lobby",)) as wire:
        yield await build_arena(wire)


async def build_arena(wire: Wire) -> Arena:
    fake, t = wire.fake, wire.table
    alice = t.players["alice"]
    # An aborted table: alice keeps her hand (an action ready on it) and the turn message.
    await t.open_and_start(TURNS, ("alice", "bob", "carol"), table_seed=7001)
    aborted_id = t.record().id
    old_ping = t.last_channel_message()
    old_hand = await t.open_hand(alice)
    old_action = await t.choose(alice, old_hand)
    assert (await fake.slash(alice, "abort")).ack == 4 and t.record().status == "playing"  # a vote opens
    assert (await fake.slash(t.players["bob"], "abort")).ack == 4 and t.record().status == "aborted"
    # Its turn ping went with it: no Show my hand of an ended game is left in the channel to click.
    await fake.wait_until(lambda: fake.messages[old_ping.id].deleted, what="the aborted table's ping deleted")
    # The running table: its mover opened a second hand before acting on the first.
    running = Table(fake, wire.oracle, t.players, rng=t.rng)
    await running.open_and_start(TURNS, ("alice", "bob", "carol"), table_seed=7002)
    ((mover, first),) = await running.find_deciders()
    older_hand = await running.open_hand(mover)
    older_action = await running.choose(mover, older_hand)
    await running.decide(mover, first)
    # A lobby in #lobby, hosted by alice; bob has joined.
    lobby = wire.table_in("lobby")
    reply = await fake.slash(alice, "play", lobby.channel, game=LOBBY_GAME.id)
    await fake.wait_until(lambda: lobby.record().message_id == int(reply.message.id), what="the lobby")
    await lobby.click_tail(t.players["bob"], lobby.table_message(), "lobby:join")
    return Arena(
        wire, running, lobby, aborted_id, old_hand, old_action, old_ping, mover, older_hand, older_action
    )


# ------------------------------------------------------------------------------------------ the cases
Act = Callable[[Arena], Awaitable[Reply]]


@dataclass(frozen=True)
class Case:
    kind: str  # "client", "forged" or "refused" (see the module's docstring)
    name: str
    answer: str  # what the private answer says ("" when Discord refuses to carry the input at all)
    act: Act


# What ordinary clients send.
async def aborted_tables_action(a: Arena) -> Reply:
    return await a.wire.fake.click(a.players["alice"], a.old_hand, a.old_action)


async def outsider_opens_hand(a: Arena) -> Reply:
    return await a.lobby.click_tail(a.players["dave"], a.running.table_message(), "ui:hand")


async def outsider_answers_ping(a: Arena) -> Reply:
    return await a.lobby.click_tail(a.players["dave"], a.ping(), "ui:hand")


async def older_hands_action(a: Arena) -> Reply:
    return await a.wire.fake.click(a.mover, a.older_hand, a.older_action)


async def guest_picks_option(a: Arena) -> Reply:
    menu = a.lobby_select(multi=False)
    other = next(o["value"] for o in menu["options"] if not o.get("default"))
    return await a.wire.fake.select(a.players["bob"], a.lobby.table_message(), menu["custom_id"], [other])


async def guest_starts(a: Arena) -> Reply:
    return await a.lobby.click_tail(a.players["bob"], a.lobby.table_message(), "lobby:start")


async def outsider_leaves(a: Arena) -> Reply:
    return await a.lobby.click_tail(a.players["dave"], a.lobby.table_message(), "lobby:leave")


# What only a modified client sends.
def forged(who: str, custom_id: Callable[[Arena], str]) -> Act:
    """``who`` sends ``custom_id`` as a click on the running table's message."""
    return lambda a: a.wire.fake.forge(a.players[who], a.running.table_message(), custom_id(a))


def now(tail: str) -> Callable[[Arena], str]:
    """An id of the running table at its current version, with any tail (unchecked, as forged)."""
    return lambda a: f"cr:{a.running.record().id}:{a.running.record().version}:{tail}"


def no_version(a: Arena) -> str:
    return f"cr:{a.running.record().id}:ui:hand"


def other_table(a: Arena) -> str:
    return make(a.running.record().id + 1000, 1, "ui:hand")


def hundred_chars(a: Arena) -> str:
    """Our grammar at the most Discord carries (100 characters), with a tail too long for an action."""
    prefix = now("")(a)
    return prefix + "play:" + "R" * (100 - len(prefix) - 5)


def forged_pick(values: Callable[[dict[str, Any]], list[str]], multi: bool = False) -> Act:
    """The host sends a pick from a lobby option's menu that the menu doesn't offer."""

    def act(a: Arena) -> Awaitable[Reply]:
        menu = a.lobby_select(multi)
        return a.wire.fake.forge(
            a.players["alice"],
            a.lobby.table_message(),
            menu["custom_id"],
            component_type=3,
            values=values(menu),
        )

    return act


def first_only(menu: dict[str, Any]) -> list[str]:
    return [menu["options"][0]["value"]]


# What Discord refuses to carry.
def slash(name: str, **options: Any) -> Act:
    return lambda a: a.wire.fake.slash(a.players["alice"], name, **options)


CASES = [
    Case("client", "an action on an aborted table's hand", NOT_RUNNING, aborted_tables_action),
    Case("client", "not seated: Show my hand on the table", NOT_SEATED, outsider_opens_hand),
    Case("client", "not seated: Show my hand on a ping", NOT_SEATED, outsider_answers_ping),
    Case("client", "out of turn: an older hand's action", OUT_OF_DATE, older_hands_action),
    Case("client", "lobby: a guest picks an option", "Only the host", guest_picks_option),
    Case("client", "lobby: a guest presses Start", "Only the host", guest_starts),
    Case("client", "lobby: not seated presses Leave", NOT_SEATED, outsider_leaves),
    Case("forged", "an id of another table", FOREIGN_ID, forged("alice", other_table)),
    Case("forged", "an unknown action tail", FOREIGN_ID, forged("alice", now("teleport:home"))),
    Case("forged", "a card no game has", FOREIGN_ID, forged("alice", now("play:ZZ99"))),
    Case("forged", "exactly 100 characters", FOREIGN_ID, forged("alice", hundred_chars)),
    Case("forged", "a non-ASCII tail", FOREIGN_ID, forged("alice", now("play:R1é"))),
    Case("forged", "non-ASCII digits", FOREIGN_ID, forged("alice", lambda a: "cr:１:１:ui:hand")),
    Case("forged", "a malformed prefix", FOREIGN_ID, forged("alice", lambda a: "xx" + now("ui:hand")(a)[2:])),
    Case("forged", "no version", FOREIGN_ID, forged("alice", no_version)),
    Case("forged", "table zero", FOREIGN_ID, forged("alice", lambda a: "cr:0:1:ui:hand")),
    Case("forged", "not seated: an action", FOREIGN_ID, forged("dave", now("play:R1"))),
    Case("forged", "lobby: a value the option lacks", "can't be set like that", forged_pick(lambda m: ["x"])),
    Case(
        "forged", f"lobby: 1 of a pick-{PICKS}", f"Pick exactly {PICKS}", forged_pick(first_only, multi=True)
    ),
    Case("refused", "101 characters", "", forged("alice", lambda a: hundred_chars(a) + "R")),
    Case("refused", "an empty custom_id", "", forged("alice", lambda a: "")),
    Case("refused", "/play: a game not in its choices", "", slash("play", game="poker")),
    Case("refused", "/play: an option it doesn't have", "", slash("play", game=LOBBY_GAME.id, seats=9)),
    Case("refused", "/settings: dm_hands not a boolean", "", slash("settings", dm_hands="yes")),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c.kind}: {c.name}" for c in CASES])
async def test_bad_input_gets_a_private_answer_and_changes_nothing(arena: Arena, case: Case) -> None:
    fake = arena.wire.fake
    tables, public, frames = arena.tables(), arena.public(), len(fake.frames)

    if case.kind == "refused":
        with pytest.raises(DiscordRefusal):
            await case.act(arena)
        assert not [f for f in fake.frames[frames:] if f[1].get("t") == "INTERACTION_CREATE"]
    else:
        reply = await case.act(arena)
        assert len(callbacks(fake, reply.interaction)) == 1  # one answer, to this interaction
        shown = reply.message
        assert shown is not None and shown.audience == f"ephemeral:{reply.interaction.user.id}"
        # A busy bot may acknowledge early and answer by its webhook: what the player reads either way.
        answer = answer_text(fake, reply.interaction)
        # A refusal on a hand redraws it with the refusal right under the heading.
        assert case.answer in "\n".join(answer.splitlines()[:2]), answer
        if reply.ack == 4:
            assert len(answer) <= SHORT, answer

    assert arena.tables() == tables
    assert arena.public() == public
