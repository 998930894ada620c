"""A map that keeps only its most recently used keys: per-user memory that stays bounded however many
people a bot ever meets."""

from __future__ import annotations

from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Recent(Generic[K, V]):
    """At most ``cap`` entries; putting one more drops the least recently put or read."""

    def __init__(self, cap: int) -> None:
        if cap < 1:
            raise ValueError("a Recent map keeps at least one entry")
        self._cap = cap
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self._cap:
            self._items.popitem(last=False)

    def discard(self, key: K) -> None:
        self._items.pop(key, None)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)
