"""How a screen looks in Discord: an embed in the game's colour with its picture, or plain text.

The renderers write text (``Screen``); the pictures draw views (``bot.pictures``). Here the two meet:
the screen's text becomes an embed (``layout_of``: title, description, a field per scoreboard row) with
the picture shown inside it, or, for people who turned pictures off, stays the plain message it always
was. The text is the same either way, so screen readers and search read every word.

Discord keeps a message's attachments across edits unless told otherwise, and shows a kept image a
second time, outside the embed, when the embed is edited without naming it again. So every edit names
the one attachment the message must keep: the picture uploaded before when it has not changed (no
upload), or the new one. A message never holds more than one picture, and never a stale one.

What is kept per message is small: the picture's digest and the attachment's id (``Kept``), not its bytes
nor discord.py's whole ``Attachment``; the memo lets go of a picture's bytes once Discord holds them
(``bot/pictures/memo.py``). A table's entries go when it closes (``forget_table``), so memory comes back
after any number of tables (issue 41).

That rule holds only if a message's edits take turns: a redraw that read "the message keeps picture A"
while a click's answer was replacing A with B would name a picture the message no longer has, and
Discord refuses the edit. So whoever edits a message holds ``Looks.editing(message_id)`` from reading
what to show until Discord's answer is noted (``Looks.sent``).

A picture is drawn on the event loop's own thread once the kind of picture (its game and drawing) has
been measured to be cheap (``DrawCosts``), and in a worker thread otherwise. A worker is no free lunch:
Pillow lets go of the GIL around every paste and every encode step, so a worker drawing while the loop
is busy trades the GIL back and forth dozens of times per picture, and each hand-off wakes a thread and
then the loop (at 200 tables this cost more CPU than the drawing itself: bench/HISTORY.md, "Pictures per
action"). A picture of a few milliseconds is cheaper drawn where it is needed; the first pictures of a
game (every card face painted afresh, tens of milliseconds) still go to a worker, so the loop never
stalls on them.
"""

from __future__ import annotations

import asyncio
import io
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Hashable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.i18n import N_, current
from bot.pictures import Picture
from bot.pictures.memo import PictureMemo, Reads, Slot, render
from bot.render.kit.layout import layout_of
from bot.render.screen import Screen
from bot.tables import TableInfo

TABLE_FILE = "table.png"
HAND_FILE = "hand.png"
# The pictures' descriptions for screen readers, translated where a look is built (``_(TABLE_ALT)``).
# With pictures on the message leaves out what the picture draws (docs/ux.md#the-table-message): say where
# the words are.
TABLE_ALT = N_("The table, drawn: the cards in play (in words with /settings pictures off)")
HAND_ALT = N_("Your hand, drawn: the cards you may play now are bright (the buttons name them too)")
# A hand whose words about the cards are left out of the embed (``pictured``: the picture shows them) has
# them in the picture's description instead.
HAND_ALT_WORDS = N_("Your hand, drawn: {words}")
# Messages whose uploaded picture is remembered (to be kept, not uploaded again, on the next edit): beyond
# every open table's messages, the least recently shown is uploaded again when next edited.
MAX_KEPT = 4096
# A kind of picture whose recent drawings cost at most this much CPU is drawn on the loop thread: about
# what a worker's hand-off and GIL trading cost a busy loop (see the module's docstring), and short
# enough that no click waits noticeably behind it.
INLINE_MS = 4.0
SMOOTHING = 0.25  # weight of the newest drawing in a kind's running cost


class DrawCosts:
    """The recent CPU cost of each kind of picture (game id, drawing function, language), in ms: a running
    average, so one expensive drawing (faces painted for the first time) sends the next few to a worker."""

    def __init__(self) -> None:
        self._ms: dict[Hashable, float] = {}

    def cheap(self, kind: Hashable) -> bool:
        ms = self._ms.get(kind)
        return ms is not None and ms <= INLINE_MS

    def note(self, kind: Hashable, ms: float) -> None:
        last = self._ms.get(kind)
        self._ms[kind] = ms if last is None else last + SMOOTHING * (ms - last)


def _timed_render(view: dict[str, Any], draw: Any) -> tuple[Picture, Reads, float]:
    """``render``, with the CPU time it took in ms. Thread CPU time, not wall time, on the loop as in a
    worker: a busy machine (other processes on the core) must not make a cheap kind look expensive and
    send it to a worker, and a worker's GIL waits are not the drawing's cost."""
    started = time.thread_time()
    picture, reads = render(view, draw)
    return picture, reads, (time.thread_time() - started) * 1000


@dataclass(frozen=True, slots=True)
class Kept:
    """An attachment a message keeps on its next edit, as the edit names it: by its id alone (Discord's
    partial attachment; discord.py sends ``to_dict()`` of each kept attachment)."""

    id: int

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id}


@dataclass(frozen=True, slots=True)
class Drawn:
    """Which picture a look shows: its memo slot and its digest."""

    slot: Slot
    digest: bytes


class Upload(discord.File):
    """A picture's file, freed with its request. discord.py's ``File.close`` puts the stream's own
    ``close`` back as an attribute of the stream: the stream then refers to itself, a cycle that keeps
    the picture's bytes until the next full garbage collection (rare on purpose, ``bot/heap.py``)."""

    __slots__ = ()

    def close(self) -> None:
        super().close()
        vars(self.fp).pop("close", None)  # the class's own ``close`` again, without the cycle


@dataclass(frozen=True, slots=True)
class Look:
    """A message's text, embed and picture, ready to send or to replace a message's whole look."""

    content: str | None
    embed: discord.Embed | None = None
    picture: Picture | None = None  # its bytes, unless the message keeps it (``keep``)
    keep: Kept | None = None  # the message already shows exactly this picture
    filename: str = TABLE_FILE
    alt: str = ""  # the picture's description, for screen readers (the text says the details)
    drawn: Drawn | None = None  # which picture it shows (None: none)

    def _upload(self, picture: Picture) -> discord.File:
        return Upload(io.BytesIO(picture.png), filename=self.filename, description=self.alt)

    def send_kwargs(self) -> dict[str, Any]:
        """For a new message (``send``, ``send_message``, ``followup.send``): a new message has nothing
        to keep, so its picture is always uploaded (a look built for an edit that keeps its picture
        has no bytes to send: build the look again without ``message_id``)."""
        if self.drawn is not None and self.picture is None:
            raise ValueError("a look that keeps its picture cannot start a new message")
        return {
            "content": self.content,
            "embed": self.embed if self.embed is not None else discord.utils.MISSING,
            "file": self._upload(self.picture) if self.picture is not None else discord.utils.MISSING,
        }

    def edit_kwargs(self) -> dict[str, Any]:
        """For an edit: the whole look is replaced, and only this picture (or none) stays attached."""
        kept: list[Kept | discord.File] = []
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
    costs: DrawCosts = field(default_factory=DrawCosts)
    # Per message: the memo key, digest and attachment of the picture it shows.
    _kept: OrderedDict[int, tuple[Hashable, bytes, Kept]] = field(default_factory=OrderedDict)
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
        on the loop when its kind is cheap, else in a worker thread (the bot keeps answering meanwhile)."""
        if not pictures:
            return Look(screen.content)
        image, keep, drawn = None, None, None
        if picture is not None:
            key, game_id, view, draw, names = picture
            slot = self.memo.slot(key)
            known = self.memo.known(slot, view, names)
            if known is None:
                image, reads = await self._draw(game_id, view, draw, names)
                digest, _changed = self.memo.remember(slot, names, image, reads)
            else:
                digest, image = known
            kept = self._kept.get(message_id) if message_id is not None else None
            if kept is not None and kept[1] == digest:
                keep, image = kept[2], None
            elif image is None:  # Discord holds it, but not on this message: drawn again to upload
                self.memo.redrawn += 1
                image, _reads = await self._draw(game_id, view, draw, names)
            drawn = Drawn(slot, digest)
        layout = layout_of(screen.content)
        embed = discord.Embed(title=layout.title, description=layout.description or None, colour=accent)
        for row in layout.fields:
            embed.add_field(name=row.name, value=row.value, inline=False)
        if drawn is not None:
            embed.set_image(url=f"attachment://{filename}")
        return Look(None, embed, image, keep, filename, alt, drawn)

    async def _draw(
        self, game_id: str, view: dict[str, Any], draw: Any, names: Sequence[str]
    ) -> tuple[Picture, Reads]:
        """Draw on the loop when the kind is cheap, else in a worker thread; note what it cost."""
        kind = (game_id, draw, current())  # a face's words are per language: painted per language
        drawer = lambda v: draw(game_id, v, names)  # noqa: E731
        if self.costs.cheap(kind):
            image, reads, ms = _timed_render(view, drawer)
        else:
            image, reads, ms = await asyncio.to_thread(_timed_render, view, drawer)
        self.costs.note(kind, ms)
        return image, reads

    def sent(self, look: Look, message: Any) -> None:
        """Remember the picture ``message`` (a discord.py message, or None) now shows, to keep it next,
        and let the memo go of its bytes. A look without a picture (a hand whose buttons show every card,
        text only) left the message none: the next picture is uploaded, not named as kept."""
        if message is None:
            return
        shown = None
        if look.drawn is not None:
            shown = next(
                (a for a in getattr(message, "attachments", ()) if a.filename == look.filename), None
            )
        if look.drawn is None or shown is None:
            self._kept.pop(message.id, None)
            return
        self._kept[message.id] = (look.drawn.slot[0], look.drawn.digest, Kept(int(shown.id)))
        self._kept.move_to_end(message.id)
        while len(self._kept) > MAX_KEPT:
            self._kept.popitem(last=False)
        self.memo.uploaded(look.drawn.slot, look.drawn.digest)

    def forget_table(self, table_id: int) -> None:
        """A table closed: its pictures and what its messages keep go."""
        of_table = lambda key: isinstance(key, tuple) and len(key) > 1 and key[1] == table_id  # noqa: E731
        self.memo.forget(of_table)
        for message_id in [m for m, (key, _digest, _kept) in self._kept.items() if of_table(key)]:
            del self._kept[message_id]


def picture_names(table: TableInfo) -> tuple[str, ...]:
    """The seats' display names, as typed: a picture cleans and fits each label itself
    (``bot.pictures.labels``), and nothing drawn can ping or format."""
    return tuple(player.name for player in table.players)
