"""The garbage collector of a running bot (bot/heap.py): start-up's heap frozen, so that a full collection
walks only what came after it, and garbage made after start-up still collected.

Each check runs in a process of its own: freezing is for the whole process, and the test run's own heap
must not be frozen."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bot.heap import YOUNG_THRESHOLD

ROOT = Path(__file__).resolve().parents[2]
START_UP_OBJECTS = 200_000  # what start-up leaves, in the child: far more than the collector holds after

_CHILD = f"""
import gc, json
from bot import heap
heap.tune()
start_up = [[n] for n in range({START_UP_OBJECTS})]  # caches, catalogs, modules: alive for good
before = len(gc.get_objects())
heap.freeze_start_up()
after_freeze = len(gc.get_objects())
class Node:
    pass
for _ in range(1000):  # garbage of a click after start-up: cycles only the collector frees
    a, b = Node(), Node()
    a.other, b.other = b, a
del a, b
collected = gc.collect()
print(json.dumps(dict(before=before, after=after_freeze, frozen=gc.get_freeze_count(),
                      collected=collected, threshold=gc.get_threshold()[0], kept=len(start_up))))
"""


def _child() -> dict[str, int]:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD], cwd=ROOT, capture_output=True, text=True, check=True, timeout=60
    )
    return json.loads(done.stdout)


def test_after_start_up_the_collector_walks_only_newer_objects_and_still_frees_their_cycles() -> None:
    child = _child()
    assert child["before"] > START_UP_OBJECTS
    assert child["frozen"] >= START_UP_OBJECTS  # start-up's objects: out of every generation
    assert child["after"] < child["before"] - START_UP_OBJECTS
    assert child["collected"] >= 2 * 1000  # the click's garbage cycles are still freed
    assert child["kept"] == START_UP_OBJECTS  # freezing frees nothing alive


def test_the_young_generation_is_collected_less_often_than_cpythons_default() -> None:
    assert _child()["threshold"] == YOUNG_THRESHOLD > 700
