"""The floor that makes the bot's own calls sends the bot's bodies, on messages that are not the bot's."""

from __future__ import annotations

import json
from pathlib import Path

from bench.load.bodies import KeptBodies, body_of, read
from bot.local.standin.recorder import Call, Upload

TABLE = {"title": "Table", "image": {"url": "attachment://table.png"}}


def test_an_edit_that_kept_its_picture_by_id_is_sent_without_it() -> None:
    # The bot's table edit keeps the picture already on its message: the floor's followup has no such
    # attachment, so it names none and its embed shows no picture (Discord would refuse the id).
    edit = Call(
        "PATCH", "/webhooks/1/tok/messages/@original", {}, {"embeds": [TABLE], "attachments": [{"id": "9"}]}
    )
    body = body_of(edit)
    assert body.files == ()
    assert body.payload() == {"embeds": [{"title": "Table"}]}


def test_an_edit_with_a_new_picture_uploads_as_many_bytes_under_its_name() -> None:
    upload = Upload(0, "table.png", b"\x89PNG" + bytes(996))
    payload = {"embeds": [TABLE], "attachments": [{"id": 0, "filename": "table.png"}, {"id": "9"}]}
    body = body_of(Call("PATCH", "/webhooks/1/tok/messages/5", {}, payload, files=[upload]))
    assert body.files == (("table.png", 1000),)
    assert body.payload() == {"embeds": [TABLE], "attachments": [{"id": 0, "filename": "table.png"}]}


def test_a_callback_keeps_its_type_and_its_message_is_its_data() -> None:
    update = {"type": 7, "data": {"embeds": [TABLE], "components": [{"type": 1, "components": []}]}}
    body = body_of(Call("POST", "/interactions/1/tok/callback", {}, update))
    assert body.payload() == {
        "type": 7,
        "data": {"embeds": [{"title": "Table"}], "components": update["data"]["components"]},
    }
    assert body_of(Call("POST", "/interactions/1/tok/callback", {}, {"type": 6})).payload() == {"type": 6}


def test_callbacks_are_read_back_in_the_replays_order_and_an_unanswered_click_defers(tmp_path: Path) -> None:
    kept = KeptBodies(keeping=True)
    for token, kind in (("b", 7), ("a", 4)):
        kept.saw(Call("POST", f"/interactions/1/{token}/callback", {}, {"type": kind}), exempt=True)
    kept.saw(Call("POST", "/webhooks/1/a", {}, {"content": "hi", "flags": 64}), exempt=True)
    kept.saw(Call("POST", "/channels/3/messages", {}, {"content": "limited"}), exempt=False)
    kept.keeping = False
    kept.saw(Call("POST", "/webhooks/1/a", {}, {"content": "after the phase"}), exempt=True)

    callbacks, others = read(kept.write(tmp_path / "calls.json", ["a", "never-answered", "b"]))
    assert [None if c is None else json.loads(c.json)["type"] for c in callbacks] == [4, None, 7]
    assert [o.payload() for o in others] == [{"content": "hi", "flags": 64}]
