"""How a screen looks in Discord: an embed in the game's colour with its picture, or plain text.

The renderers write text (``Screen``); the pictures draw views (``bot.pictures``). Here the two meet:
the screen's text becomes an embed (``layout_of``: title, description, a field per scoreboard row) with
the picture shown inside it, or, for people who turned pictures off, stays the plain message it always
was. The text is the same either way, so screen readers and search read every word.

Discord keeps a message's attachments across edits unless told otherwise, and shows a kept image a
second time, outside the embed, when the embed is edited without naming it again. So every edit names
the one attachment the message must keep: the picture uploaded before when it has not changed (no
upload), or the new one. A message never holds more than one picture, and never a stale one.

That rule holds only if a message's edits take turns: a redraw that read "the message keeps picture A"
while a click's answer was replacing A with B would name a picture the message no longer has, and
Discord refuses the edit. So whoever edits a message holds ``Looks.editing(message_id)`` from reading
what to show until Discord's answer is noted (``Looks.sent``).
"""

from __future__ import annotations

import asyncio
import io
from collections import OrderedDict
from collections.abc import AsyncIterator, Hashable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.i18n import N_
from bot.pictures import Picture
from bot.pictures.memo import PictureMemo, render
from bot.render.kit.layout import layout_of
from bot.render.screen import Screen
from bot.tables import TableInfo

TABLE_FILE = "table.png"
HAND_FILE = "hand.png"
# The pictures' descriptions for screen readers, translated where a look is built (``_(TABLE_ALT)``).
TABLE_ALT = N_("The table, drawn: the cards in play (the message lists them too)")
HAND_ALT = N_("Your hand, drawn: the cards you may play now are bright (the buttons name them too)")
# Messages whose uploaded picture is remembered (to be kept, not uploaded again, on the next edit).
MAX_KEPT = 4096


@dataclass(frozen=True, slots=True)
class Look:
    """A message's text, embed and picture, ready to send or to replace a message's whole look."""

    content: str | None
    embed: discord.Embed | None = None
    picture: Picture | None = None
    keep: discord.Attachment | None = None  # the message already shows exactly this picture
    filename: str = TABLE_FILE
    alt: str = ""  # the picture's description, for screen readers (the text says the details)

    def _upload(self, picture: Picture) -> discord.File:
        return discord.File(io.BytesIO(picture.png), filename=self.filename, description=self.alt)

    def send_kwargs(self) -> dict[str, Any]:
        """For a new message (``send``, ``send_message``, ``followup.send``): a new message has nothing
        to keep, so its picture is always uploaded."""
        return {
            "content": self.content,
            "embed": self.embed if self.embed is not None else discord.utils.MISSING,
            "file": self._upload(self.picture) if self.picture is not None else discord.utils.MISSING,
        }

    def edit_kwargs(self) -> dict[str, Any]:
        """For an edit: the whole look is replaced, and only this picture (or none) stays attached."""
        kept: list[discord.Attachment | discord.File] = []
        if self.keep is not None:
            kept.append(self.keep)
        elif self.picture is not None:
            kept.append(self._upload(self.picture))
        return {"content": self.content, "embed": self.embed, "attachments": kept}


@dataclass(slots=True)
class Looks:
    """Builds looks, drawing a picture only when what it shows changed (``PictureMemo``) and keeping a
    message's uploaded picture when it is still the right one."""

    memo: PictureMemo = field(default_factory=PictureMemo)
    _kept: OrderedDict[int, tuple[bytes, discord.Attachment]] = field(default_factory=OrderedDict)
    # Per message being edited: its lock and how many edits hold or wait for it (gone at zero).
    _editing: dict[int, tuple[asyncio.Lock, list[int]]] = field(default_factory=dict)

    @asynccontextmanager
    async def editing(self, message_id: int | None) -> AsyncIterator[None]:
        """Hold while reading what ``message_id`` should show, building its look, editing it and noting
        the answer (``sent``): the message's edits take turns, so each names the picture the one before
        left, and the last to go shows the newest state. ``None`` (a new message) waits for nobody."""
        if message_id is None:
            yield
            return
        lock, users = self._editing.setdefault(message_id, (asyncio.Lock(), [0]))
        users[0] += 1
        try:
            async with lock:
                yield
        finally:
            users[0] -= 1
            if not users[0]:
                del self._editing[message_id]

    async def look(
        self,
        screen: Screen,
        *,
        accent: int,
        pictures: bool,
        picture: tuple[Hashable, str, dict[str, Any], Any, Sequence[str]] | None = None,
        message_id: int | None = None,
        filename: str = TABLE_FILE,
        alt: str = "",
    ) -> Look:
        """``screen`` as an embed in ``accent`` with its picture (``picture``: memo key, game id, view,
        drawing function ``(game_id, view, names)``, names), or as plain text when ``pictures`` is off.
        ``message_id``: the message this look will replace, if it is an edit. A picture to draw is drawn
        in a worker thread, so the bot keeps answering other clicks meanwhile."""
        if not pictures:
            return Look(screen.content)
        drawn = None
        if picture is not None:
            key, game_id, view, draw, names = picture
            drawn = self.memo.lookup(key, view, names)
            if drawn is None:
                rendered = await asyncio.to_thread(render, view, lambda v: draw(game_id, v, names))
                drawn, _fresh = self.memo.remember(key, names, *rendered)
        layout = layout_of(screen.content)
        embed = discord.Embed(title=layout.title, description=layout.description or None, colour=accent)
        for row in layout.fields:
            embed.add_field(name=row.name, value=row.value, inline=False)
        if drawn is not None:
            embed.set_image(url=f"attachment://{filename}")
        keep = None
        if drawn is not None and message_id is not None and (kept := self._kept.get(message_id)):
            keep = kept[1] if kept[0] == drawn.png else None
        return Look(None, embed, drawn, keep, filename, alt)

    def sent(self, look: Look, message: Any) -> None:
        """Remember the picture ``message`` (a discord.py message, or None) now shows, to keep it next."""
        if message is None or look.picture is None:
            return
        shown = next((a for a in getattr(message, "attachments", ()) if a.filename == look.filename), None)
        if shown is None:
            self._kept.pop(message.id, None)
            return
        self._kept[message.id] = (look.picture.png, shown)
        self._kept.move_to_end(message.id)
        while len(self._kept) > MAX_KEPT:
            self._kept.popitem(last=False)

    def forget_table(self, table_id: int) -> None:
        self.memo.forget(lambda key: isinstance(key, tuple) and len(key) > 1 and key[1] == table_id)


def picture_names(table: TableInfo) -> tuple[str, ...]:
    """The seats' display names, as typed: a picture cleans and fits each label itself
    (``bot.pictures.labels``), and nothing drawn can ping or format."""
    return tuple(player.name for player in table.players)
