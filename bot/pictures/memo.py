"""Draw a picture again only when what it shows changed.

A table message is refreshed after every action, but its picture changes only when a card moves: a bid,
a score, a clock tick or a new name on the waiting line leave it as it was. Rather than keeping, per
game, a list of the view keys each picture depends on (which would go stale silently the day a picture
reads one more key), the memo records the top-level keys the drawing actually read. Drawing is a
deterministic function of those values and of the language in force (a picture's words are drawn in
the message's language: ``bot.i18n.language``), so while each of them is unchanged the previous picture
is still exact, and it is returned without drawing or uploading anything. The language is part of every
entry's key: an English and a Korean picture of the same message never stand in for each other.

Once Discord holds a picture (``uploaded``: the message shows it, and its next edits name it as kept) the
memo lets go of its bytes and keeps only their digest: enough to know that the message already shows the
exact picture. The rare message that needs those bytes again (a hand opened afresh, the table message
posted again) has the picture drawn again (``redrawn``). A running bot thus keeps a few dozen bytes per
message rather than its PNG (~5-15 KB each; issue 41).

Nor does the memo keep the view values a picture read: a digest of them (``values_digest``) tells as well
whether they changed, in 32 bytes where the values took ~7 KiB a table (issue 41). Two equal values give
the same digest unless they were built in a different order (a dict's keys, a set's members), and then
the picture is only drawn again, never shown stale.
"""

from __future__ import annotations

import hashlib
import marshal
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import Any

from bot.i18n import current
from bot.pictures.png import Picture

# Per message one entry (a table's picture, a player's hand): a few thousand cover every table a bot has
# open at once; beyond that the least recently shown is simply drawn again when next needed.
MAX_ENTRIES = 4096

_EVERY_KEY = object()  # the drawing iterated over the view: any change counts


class _ReadRecorder(dict[str, Any]):
    """The view, noting which keys are read (``get``, ``[]``, ``in``; iterating reads them all)."""

    def __init__(self, view: dict[str, Any]) -> None:
        super().__init__(view)
        self.read: set[object] = set()

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        self.read.add(key)
        return super().__contains__(key)

    def __iter__(self) -> Iterator[str]:
        self.read.add(_EVERY_KEY)
        return super().__iter__()

    def keys(self) -> Any:
        self.read.add(_EVERY_KEY)
        return super().keys()

    def items(self) -> Any:
        self.read.add(_EVERY_KEY)
        return super().items()

    def values(self) -> Any:
        self.read.add(_EVERY_KEY)
        return super().values()


# The view keys a drawing read, sorted, and the digest of their values (None: it read all of them).
Reads = tuple[tuple[object, ...], bytes] | None
Slot = tuple[Hashable, str]  # a message's key and the language its picture is drawn in
# The view values read, the names, the picture's digest, and its bytes until Discord holds them.
_Entry = tuple[Reads, tuple[str, ...], bytes, Picture | None]
DIGEST_BYTES = 16  # BLAKE2b-128: no two different pictures of a bot's lifetime share a digest


def digest(png: bytes) -> bytes:
    """What tells one picture from another without keeping it: ~5 µs for a 10 KB PNG."""
    return hashlib.blake2b(png, digest_size=DIGEST_BYTES).digest()


# marshal's format 2 writes equal plain values (dicts, lists, tuples, strings, numbers) as equal bytes:
# the later formats refer back to an object already written, by identity, so equal values built apart
# would differ. A value marshal does not take (a ``str`` subclass such as ``games.Words``) falls back to
# its ``repr``, which equal values share as well.
_MARSHAL_VERSION = 2


def values_digest(view: dict[str, Any], keys: tuple[object, ...]) -> bytes:
    """The digest of ``view``'s values at ``keys`` (a missing key counts as such): ~5 µs for a view."""
    values = tuple((key in view, view.get(key)) for key in keys)  # type: ignore[call-overload]
    try:
        data = marshal.dumps(values, _MARSHAL_VERSION)
    except ValueError:
        data = repr(values).encode()
    return hashlib.blake2b(data, digest_size=DIGEST_BYTES).digest()


def render(view: dict[str, Any], draw: Callable[[dict[str, Any]], Picture]) -> tuple[Picture, Reads]:
    """Draw ``view``, noting what the drawing read. Touches no memo, so it may run in a worker thread
    (drawing only reads the view and Pillow's shared caches; Pillow releases the GIL as it works); the
    adapter draws cheap kinds on the loop instead (bot/adapter/looks.py).
    ``asyncio.to_thread`` runs it in a copy of the caller's context, so it draws in the caller's
    language."""
    recorder = _ReadRecorder(view)
    picture = draw(recorder)
    if _EVERY_KEY in recorder.read:
        return picture, None
    keys = tuple(sorted(recorder.read, key=repr))  # one order for the same keys, however they were read
    return picture, (keys, values_digest(view, keys))


class PictureMemo:
    """The last picture drawn for each message key and language (the one in force when asked), with the
    view values it was drawn from: its digest always, its bytes until Discord holds them."""

    def __init__(self, max_entries: int = MAX_ENTRIES) -> None:
        self._entries: OrderedDict[Slot, _Entry] = OrderedDict()
        self._max = max_entries
        self.drawn = 0  # pictures actually drawn (the rest were reused): for tests and the benchmark
        self.redrawn = 0  # of those, pictures drawn again because their bytes had been let go

    def picture(
        self,
        key: Hashable,
        view: dict[str, Any],
        draw: Callable[[dict[str, Any]], Picture],
        names: Sequence[str] = (),
    ) -> tuple[Picture, bool]:
        """The picture of ``view`` for the message ``key``, and whether it differs from the last one
        returned for that key (False: nothing to upload). Drawn again if its bytes were let go."""
        slot = self.slot(key)
        known = self.known(slot, view, names)
        if known is not None:
            if known[1] is not None:
                return known[1], False
            self.redrawn += 1
        picture, reads = render(view, draw)
        _digest, changed = self.remember(slot, names, picture, reads)
        return picture, changed

    @staticmethod
    def slot(key: Hashable) -> Slot:
        """Where ``key``'s picture in the current language is kept."""
        return (key, current())

    def known(
        self, slot: Slot, view: dict[str, Any], names: Sequence[str] = ()
    ) -> tuple[bytes, Picture | None] | None:
        """The digest of the last picture of ``slot``, and the picture while its bytes are kept, if it is
        still exact for ``view`` (nothing it read changed); None when it must be drawn."""
        entry = self._entries.get(slot)
        if entry is None or entry[1] != tuple(names) or not _still(entry[0], view):
            return None
        self._entries.move_to_end(slot)
        return entry[2], entry[3]

    def lookup(self, key: Hashable, view: dict[str, Any], names: Sequence[str] = ()) -> Picture | None:
        """The last picture of ``key`` in the current language if it is still exact for ``view`` and its
        bytes are still kept."""
        known = self.known(self.slot(key), view, names)
        return None if known is None else known[1]

    def remember(
        self, slot: Slot, names: Sequence[str], picture: Picture, reads: Reads
    ) -> tuple[bytes, bool]:
        """Keep a picture ``render`` drew for ``slot`` (its key, in the language it was drawn in); its
        digest, and True when it differs from the last one."""
        self.drawn += 1
        entry = self._entries.get(slot)
        new = digest(picture.png)
        changed = entry is None or entry[2] != new
        self._entries[slot] = (reads, tuple(names), new, picture)
        self._entries.move_to_end(slot)
        while len(self._entries) > self._max:
            self._entries.popitem(last=False)
        return new, changed

    def uploaded(self, slot: Slot, shown: bytes) -> None:
        """Discord now holds the picture of digest ``shown`` for ``slot``: let go of its bytes (a picture
        drawn since, not yet shown, keeps its own)."""
        entry = self._entries.get(slot)
        if entry is not None and entry[2] == shown and entry[3] is not None:
            self._entries[slot] = (entry[0], entry[1], entry[2], None)

    def held_bytes(self) -> int:
        """The PNG bytes the memo still keeps (pictures Discord does not hold yet)."""
        return sum(len(entry[3].png) for entry in self._entries.values() if entry[3] is not None)

    def forget(self, match: Callable[[Hashable], bool]) -> None:
        """Drop the entries whose key matches (a table that closed), in every language."""
        for slot in [slot for slot in self._entries if match(slot[0])]:
            del self._entries[slot]


def _still(reads: Reads, view: dict[str, Any]) -> bool:
    if reads is None:
        return False
    keys, values = reads
    return values_digest(view, keys) == values
