"""The bot's exempt calls, kept for a floor that makes them again: each call's JSON body and its files.

The same-calls floor (``floor.py``) prices the transport of as many calls as the bot makes, but each of
its calls is a line of text, where the bot's carry embeds, components and pictures: discord.py and
aiohttp serialise, frame and upload those, and parse the bigger answers. This floor makes the bot's own
calls instead (``--same-calls-floor``, the second replay): the fake keeps, while the bot plays, the
body of every callback (by the interaction it answers) and of every other exempt call, with its files'
names and sizes; the floor answers the nth interaction of its replay with the callback the bot sent for
the nth, and sends the other bodies, in the bot's order, as its further calls. A file is sent as that
many bytes (what aiohttp frames costs the same whatever the bytes are), so only sizes are kept.

So the CPU above this floor is what the bot does beyond making its calls: reading the click, the table
service, the engines, storage, screens and pictures.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the floor reads these files and imports nothing of the bot
    from bot.local.standin.recorder import Call

_CALLBACK_TOKEN = re.compile(r"/interactions/\d+/(?P<token>[^/]+)/callback")
_ATTACHMENT = "attachment://"
_EMBED_PICTURES = ("image", "thumbnail")


@dataclass(frozen=True, slots=True)
class Body:
    """One call as the floor sends it again: its JSON (compact text) and its files, by name and size."""

    json: str
    files: tuple[tuple[str, int], ...] = ()

    def payload(self) -> dict[str, Any]:
        return json.loads(self.json)


def body_of(call: Call) -> Body:
    """The call's body as the floor may send it on any message: its messages are not the bot's (a
    followup for an edit; a clicked message the bot changed since), so the body names only the files it
    uploads, and its embeds show only those (an edit kept the bot's pictures by attachment id)."""
    payload = call.body if isinstance(call.body, dict) else {}
    files = tuple((upload.filename, len(upload.data)) for upload in call.files)
    if isinstance(payload.get("data"), dict):  # a callback: the message is its data
        payload = {**payload, "data": _own_files_only(payload["data"], files)}
    elif "type" not in payload:
        payload = _own_files_only(payload, files)
    return Body(json.dumps(payload, separators=(",", ":"), ensure_ascii=False), files)


def _own_files_only(message: dict[str, Any], files: tuple[tuple[str, int], ...]) -> dict[str, Any]:
    names = {name for name, _ in files}
    message = {key: value for key, value in message.items() if key != "attachments"}
    if files:  # as discord.py lists its uploads
        message["attachments"] = [{"id": i, "filename": name} for i, (name, _) in enumerate(files)]
    if isinstance(message.get("embeds"), list):
        message["embeds"] = [_shown_pictures(embed, names) for embed in message["embeds"]]
    return message


def _shown_pictures(embed: Any, names: set[str]) -> Any:
    if not isinstance(embed, dict):
        return embed
    return {
        key: value
        for key, value in embed.items()
        if key not in _EMBED_PICTURES
        or not str((value or {}).get("url", "")).startswith(_ATTACHMENT)
        or str(value["url"]).removeprefix(_ATTACHMENT) in names
    }


@dataclass
class KeptBodies:
    """What the fake saw the bot send while ``keeping``: callbacks by interaction token, the rest in order."""

    keeping: bool = False
    callbacks: dict[str, Body] = field(default_factory=dict)
    others: list[Body] = field(default_factory=list)

    def saw(self, call: Call, exempt: bool) -> None:
        if not (self.keeping and exempt):
            return
        if (match := _CALLBACK_TOKEN.fullmatch(call.path)) is not None:
            self.callbacks.setdefault(match["token"], body_of(call))
        else:
            self.others.append(body_of(call))

    def write(self, path: Path, tokens_in_replay_order: Iterable[str]) -> Path:
        """The file the floor reads (``read``): the callbacks in the order the replay sends their
        interactions (a click the bot never answered gets a bare deferral), then the other calls."""
        lines = {
            "callbacks": [_plain(self.callbacks.get(token)) for token in tokens_in_replay_order],
            "others": [_plain(body) for body in self.others],
        }
        path.write_text(json.dumps(lines))
        return path


def _plain(body: Body | None) -> list[Any] | None:
    return None if body is None else [body.json, [list(f) for f in body.files]]


def read(path: Path) -> tuple[list[Body | None], list[Body]]:
    """The callbacks in replay order (None: answer with a bare deferral) and the other calls."""
    kept = json.loads(path.read_text())

    def body(plain: list[Any] | None) -> Body | None:
        return None if plain is None else Body(plain[0], tuple((name, size) for name, size in plain[1]))

    return [body(p) for p in kept["callbacks"]], [b for p in kept["others"] if (b := body(p)) is not None]
