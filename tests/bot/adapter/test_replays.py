"""/history, the replay screen and the export file at a real table (SimCord): every answer is private,
the replay steps in place and back to the same screen, the export replays exactly, and a game still
running is neither listed for replay nor replayed; a stale control changes nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from simcord.actors import _component_interaction  # sends a component click with any custom_id

from bot.adapter.custom_ids import make
from bot.adapter.handlers import FOREIGN_ID
from bot.render.replays import EXPORT, OPEN
from bot.replay import main
from bot.tables.history import LOG_GONE
from tests.support.games import game_for, game_id_for
from tests.support.harness import Harness, tail_of, text_of, walk


def stored(h: Harness, message: Any) -> Any:
    return h.env.backend.get_message(message.channel_id, message.id)


def tails(message: Any) -> list[str]:
    return [tail_of(c) for c in walk(message.components or []) if c.get("type") == 2]


async def privately(h: Harness, name: str, action: Any) -> Any:
    """Run ``action``; its answer must be ephemeral and nobody else may see anything new."""
    others = [p for n, p in h.players.items() if n != name]
    before = [len(h.visible_messages(p)) for p in others]
    result = await action
    # A new reply is ephemeral; an edit of the private replay keeps the replay message ephemeral.
    assert result.ephemeral or result.response.ephemeral, "answered in public"
    assert [len(h.visible_messages(p)) for p in others] == before, "the channel changed"
    return result


async def press(h: Harness, name: str, message: Any, ending: str) -> Any:
    """Press the button whose tail ends with ``ending`` (replay tails carry the step they lead to)."""
    tail = next(t for t in tails(stored(h, message)) if t.endswith(ending))
    return await h.click_tail(h.players[name], stored(h, message), tail)


async def test_history_replay_and_export_are_private_and_exact(harness: Harness, tmp_path: Path) -> None:
    h = harness
    two = game_for(2)
    await h.open_and_start(two.id, ("alice", "bob"))
    await h.play_until_over()
    finished = h.table_id

    listing = await privately(h, "carol", h.slash(h.players["carol"], "history"))  # anyone on the server
    text = text_of(listing.response)
    assert two.name in text and "alice" in text and "bob" in text and "<t:" in text
    assert tails(stored(h, listing.response)) == [OPEN]

    opened = await privately(h, "carol", h.click_tail(h.players["carol"], stored(h, listing.response), OPEN))
    replay = stored(h, opened.response)
    first = text_of(replay)
    assert "🎬 **Replay**" in first and "the deal" in first and "**Every hand**" in first

    await privately(h, "carol", press(h, "carol", replay, ":last"))
    last = text_of(stored(h, replay))  # edited in place
    assert "move " in last and "🏆" in last
    ends = [tail_of(c).rsplit(":", 1)[-1] for c in walk(stored(h, replay).components) if c.get("disabled")]
    assert ends == ["next", "last"]  # nothing further to go at the end
    await privately(h, "carol", press(h, "carol", replay, ":first"))
    assert text_of(stored(h, replay)) == first

    exported = await privately(h, "carol", h.click_tail(h.players["carol"], stored(h, replay), EXPORT))
    (attachment,) = stored(h, exported.response).attachments
    document = json.loads(h.env.backend.cdn.get(attachment["url"]))
    assert document["game"] == two.id and sorted(document["seats"]) == ["alice", "bob"]
    file = tmp_path / attachment["filename"]
    file.write_text(json.dumps(document))
    assert main([str(file)]) == 0  # the file replays exactly to the stored end

    # A game under way is not offered for replay, and a replay control forged for it is refused.
    await h.open_and_start(game_id_for(3), ("alice", "bob", "carol"))
    running = (await h.bot.tables.table_in_channel(h.channel.id)).table.id  # type: ignore[union-attr]
    listing = await privately(h, "dave", h.slash(h.players["dave"], "history"))
    assert tails(stored(h, listing.response)) == [OPEN]  # only the finished game
    click = {"custom_id": make(running, 0, OPEN), "component_type": 2}
    forged = await _component_interaction(h.players["dave"], stored(h, listing.response), click)
    assert forged.ephemeral and text_of(forged.response) == FOREIGN_ID

    # Its log deleted by the retention sweep since the replay was opened: the next click is refused.
    record = await h.store.get_table(finished or 0)
    assert record is not None and record.finished_at is not None
    await h.store.purge_ended_games(record.finished_at)
    before = text_of(stored(h, replay))
    refused = await privately(h, "carol", press(h, "carol", replay, ":next"))
    assert text_of(refused.response) == LOG_GONE
    assert text_of(stored(h, replay)) == before
    listing = await privately(h, "carol", h.slash(h.players["carol"], "history"))
    assert "(moves no longer kept)" in text_of(listing.response) and not tails(stored(h, listing.response))
