"""A message as one person sees it: what the message HTML is drawn from (``bot.local.html.message``).

Built by the local table from the stand-in's messages (``bot.local.page``), by the tests from SimCord's
(``tests.support.screens.model``), or read back from a JSON dump (``to_json``/``from_json``: the pictures
as base64).
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field
from typing import Any

EPHEMERAL = 1 << 6
IS_COMPONENTS_V2 = 1 << 15


@dataclass
class Seen:
    """One message on one person's screen.

    ``files`` are the message's attachments by filename (what ``attachment://name.png`` names);
    ``names`` turn ``<@id>`` into ``@name``; ``now`` (unix seconds) is when it is looked at, for
    relative timestamps; ``pinged`` is whether it mentions the viewer (Discord highlights it);
    ``dm`` whether it is in the viewer's DMs with the bot; ``command`` the slash command it answers
    ("alice used /hand" above it), if any."""

    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    files: dict[str, bytes] = field(default_factory=dict)
    author: str = "Cardroom"
    bot: bool = True
    names: dict[int, str] = field(default_factory=dict)
    now: float = 0.0
    pinged: bool = False
    dm: bool = False
    command: str | None = None
    channels: dict[int, str] = field(default_factory=dict)  # channel and thread names, for <#id>

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def components_v2(self) -> bool:
        return bool(self.flags & IS_COMPONENTS_V2)

    def to_json(self) -> dict[str, Any]:
        data = self.__dict__ | {"files": {n: base64.b64encode(b).decode() for n, b in self.files.items()}}
        keyed = {key: {str(k): v for k, v in getattr(self, key).items()} for key in ("names", "channels")}
        return data | keyed

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seen:
        files = {name: base64.b64decode(blob) for name, blob in (data.get("files") or {}).items()}
        keyed = {key: {int(k): v for k, v in (data.get(key) or {}).items()} for key in ("names", "channels")}
        return cls(**(data | {"files": files} | keyed))
