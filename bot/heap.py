"""Python's garbage collector, set for a long-running bot: the start-up heap frozen, fewer young passes.

CPython's cyclic collector stops the event loop while it runs. A full (generation 2) pass walks every
tracked object: the modules, discord.py's caches, the catalogs and the pictures' glyphs loaded at start-up
as much as the tables' states, and it took 0.4 s at 200 tables (bench/HISTORY.md, "What stalls at 200
tables"): every click then waiting in line counted the bot behind. ``gc.freeze()`` moves what start-up
made into a generation the collector never walks again, so a full pass walks only what came since; the
young generation's larger threshold makes fewer passes, each over a short-lived click's garbage rather
than half-way through a click, whose objects a pass would otherwise promote to the old generations.
"""

from __future__ import annotations

import gc

# Allocations (less deallocations) between two passes over the young generation (CPython: 700). Each pass
# then walks up to this many objects: ~1 ms.
YOUNG_THRESHOLD = 10_000


def tune() -> None:
    """The thresholds: a pass over the young generation every ``YOUNG_THRESHOLD`` net allocations."""
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)


def freeze_start_up() -> None:
    """Once start-up is over: collect what it left (a frozen cycle is never collected), then freeze the
    rest. A frozen object is still freed when nothing refers to it; what start-up made (modules, caches,
    catalogs, the guilds' state) mostly lives as long as the process anyway."""
    gc.collect()
    gc.freeze()
