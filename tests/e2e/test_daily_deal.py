"""The daily deal through the real discord.py client on SimCord (docs/daily.md): everyone plays the same
deal against the same bots, privately; the channel gets one line per finished deal; a second attempt is
refused; the day's board ranks the players; a restart loses nothing."""

from __future__ import annotations

import random
import re
from typing import Any

from bot.adapter.custom_ids import parse_daily
from bot.tables import daily
from games import registry
from tests.support.harness import BUTTON, SELECTS, Harness, message_text, walk

# The quickest daily deal to play through: the fewest seats, so the fewest bots thinking.
GAME = min(
    (g for g in registry.ids() if daily.has_daily(g)), key=lambda g: daily.daily_format(g).players
)
NAME = registry.get(GAME).name


def daily_tail(component: dict[str, Any]) -> str:
    parsed = parse_daily(component.get("custom_id", ""))
    return parsed.tail if parsed else ""


def channel_posts(h: Harness) -> list[Any]:
    """The messages of the channel everyone reads (no ephemeral reply)."""
    messages = h.env.backend.messages.get(h.channel.id, {}).values()
    return [m for m in sorted(messages, key=lambda m: m.id) if not (m.flags and m.flags & 64)]


async def open_daily(h: Harness, name: str) -> Any:
    result = await h.slash(h.players[name], "daily play", game=GAME)
    reply = result.response
    assert result.ephemeral, "only the player sees their daily deal"
    return h.env.backend.get_message(reply.channel_id, reply.id)


async def decide(h: Harness, name: str, message: Any, rng: random.Random) -> Any:
    """One decision on the daily message, as a player: a move, or a form step towards one."""
    player = h.players[name]
    for _ in range(12):
        message = h.env.backend.get_message(message.channel_id, message.id)
        enabled = [c for c in walk(message.components or []) if not c.get("disabled") and daily_tail(c)]
        actions = [c for c in enabled if c.get("type") == BUTTON and not daily_tail(c).startswith("ui:")]
        if actions:
            await player.click(h.live(message), custom_id=rng.choice(actions)["custom_id"])
            return h.env.backend.get_message(message.channel_id, message.id)
        selects = [c for c in enabled if c.get("type") in SELECTS]
        drafts = [c for c in enabled if c.get("type") == BUTTON and daily_tail(c).startswith("ui:draft:")]
        if selects and (not drafts or rng.random() < 0.5):
            menu = rng.choice(selects)
            count = rng.randint(menu.get("min_values", 1), menu.get("max_values", 1))
            values = rng.sample([o["value"] for o in menu["options"]], count)
            await player.select(h.live(message), values, custom_id=menu["custom_id"])
        elif drafts:
            await player.click(h.live(message), custom_id=rng.choice(drafts)["custom_id"])
        else:
            raise AssertionError(f"nothing to decide on: {message_text(message)}")
    raise AssertionError(f"no decision reached: {message_text(message)}")


def over(message: Any) -> bool:
    return "deal is over" in message_text(message)


async def play_daily(h: Harness, name: str, moves_seed: int, *, each: Any = None) -> Any:
    rng = random.Random(moves_seed)
    message = await open_daily(h, name)
    for _ in range(200):
        if over(message):
            return message
        message = await decide(h, name, message, rng)
        if each is not None:
            message = await each(message)
    raise AssertionError("the daily deal did not end")


def score_of(message: Any) -> int:
    found = re.search(r"over: (-?\d+) points", message_text(message))
    assert found, message_text(message)
    return int(found.group(1))


async def test_two_players_with_the_same_moves_meet_the_same_bots(harness: Harness) -> None:
    h = harness
    alice = await play_daily(h, "alice", moves_seed=3)
    bob = await play_daily(h, "bob", moves_seed=3)
    assert message_text(alice) == message_text(bob).replace("bob", "alice")
    assert score_of(alice) == score_of(bob)
    assert "```" in message_text(alice), "a share line to copy"
