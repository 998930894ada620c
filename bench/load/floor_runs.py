"""The floor's runs: the clicks of a level replayed, at the same offsets, to a fresh floor client.

``bench.load.floor`` connects to the same fake and receives the same interactions (same users, channels,
data and messages) at the same offsets from the phase's start: the do-nothing floor always, and with
``--same-calls-floor`` the floor that makes as many calls as the bot (short text) and the floor that
makes the bot's own calls (``bodies.py``). What the floors' calls break of Discord's rules is reported
as a problem of the run, not among the bot's violations.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from bench.load.fake import EXEMPT_ROUTES, LoadFake, Sample
from bench.load.floor import BODIES_VARIABLE, CALLS_VARIABLE
from bench.load.processes import FloorProcess, cpu_seconds, cpu_split, stop, timed_start
from bench.load.stats import latencies
from bot.local.standin.models import Interaction

if TYPE_CHECKING:
    from bench.load.level import LevelReport


async def run_floors(
    fake: LoadFake, pattern: list[Sample], root: Path, report: LevelReport, *, same_calls: bool
) -> None:
    """Replay ``pattern`` to each floor in turn; their latencies, CPU and calls go into ``report``."""
    bots_violations = len(fake.violations)
    floor = await floor_replay(fake, pattern, root / "floor")
    report.floor_latency = latencies(floor.samples)
    report.floor_cpu_seconds, report.floor_system_seconds = floor.cpu_seconds, floor.system_seconds
    report.floor_calls = floor.calls
    report.exempt_calls_per_interaction = exempt(report.calls) / len(pattern) if pattern else 0.0
    if same_calls:
        calls = Fraction(exempt(report.calls), len(pattern))  # exact: the floor makes the same total
        same = await floor_replay(fake, pattern, root / "floor-same-calls", calls)
        report.same_calls_floor_cpu_seconds, report.same_calls_floor_calls = same.cpu_seconds, same.calls
        in_replay_order = [s.interaction.token for s in sorted(pattern, key=lambda s: s.offset)]
        kept = fake.route_counts.bodies.write((root / "bot-calls.json").resolve(), in_replay_order)
        bodies = await floor_replay(fake, pattern, root / "floor-same-bodies", calls, kept)
        report.same_bodies_floor_cpu_seconds = bodies.cpu_seconds
        report.same_bodies_floor_calls, report.same_bodies_floor_uploads = bodies.calls, bodies.uploads
    report.violations = list(fake.violations[:bots_violations])
    if floors := fake.violations[bots_violations:]:
        report.problems.append(f"the floors' calls broke {len(floors)} of Discord's rules: {floors[:3]}")


@dataclass
class FloorRun:
    samples: list[Sample]
    cpu_seconds: float  # what the floor spent on the replayed interactions
    system_seconds: float  # of which the kernel's
    calls: int  # the exempt calls it made
    uploads: int  # the files it uploaded


async def floor_replay(
    fake: LoadFake,
    pattern: list[Sample],
    where: Path,
    calls_per_interaction: Fraction = Fraction(1),
    bodies: Path | None = None,
) -> FloorRun:
    """A fresh floor client answers the same interactions at the same offsets (``replay``); with
    ``bodies``, with the bot's own calls (``bodies.py``)."""
    settings = {CALLS_VARIABLE: str(calls_per_interaction)}
    if bodies is not None:
        settings[BODIES_VARIABLE] = str(bodies)
    floor = FloorProcess(fake, where.with_suffix(".sqlite3"), where, settings=settings)
    try:
        await timed_start(floor, fake)
        cpu_before, system_before = cpu_seconds(floor), cpu_split(floor)[1]
        calls_before, uploads_before = exempt(fake.route_counts.counts), uploaded(fake)
        samples = await replay(fake, pattern)
        await fake.wait_quiet(timeout=5.0)  # an edit made after its click's answer has reached the fake
        # Every call has reached the fake: what the floor spent on the same interactions.
        cpu, system = cpu_seconds(floor) - cpu_before, cpu_split(floor)[1] - system_before
        calls = exempt(fake.route_counts.counts) - calls_before
        return FloorRun(samples, cpu, system, calls, uploaded(fake) - uploads_before)
    finally:
        if floor.process is not None:
            await stop(floor)


def uploaded(fake: LoadFake) -> int:
    """Files uploaded so far (``PictureUploads`` also counts each kind per file name: those are left out)."""
    return sum(n for kind, n in fake.route_counts.uploads.items() if ":" not in kind)


def exempt(calls_by_route: Mapping[str, int]) -> int:
    """The calls outside Discord's global limit, of calls counted by route."""
    return sum(n for route, n in calls_by_route.items() if route in EXEMPT_ROUTES)


@contextlib.contextmanager
def paused_gc() -> Iterator[None]:
    """The measuring process must not pause while it times: a collection over the fake's world would
    delay every answer it receives and show up as the bot's (or the floor's) latency. The bot keeps its GC."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


async def replay(fake: LoadFake, pattern: list[Sample]) -> list[Sample]:
    """Send the same interactions at the same offsets from a new phase start; wait for every answer."""
    with paused_gc():
        return await _replay(fake, pattern)


async def _replay(fake: LoadFake, pattern: list[Sample]) -> list[Sample]:
    fake.start_phase()
    loop = asyncio.get_running_loop()
    sent: list[Interaction] = []
    for sample in sorted(pattern, key=lambda s: s.offset):
        delay = fake.phase_start + sample.offset - loop.time()
        if delay > 0:
            await asyncio.sleep(delay)
        message = fake.messages.get(sample.message_id) if sample.message_id else None
        sent.append(
            await fake.send_sample(
                sample.label, sample.user, sample.channel, sample.kind, sample.data, message
            )
        )
    deadline = loop.time() + fake.ack_window + 0.5
    for interaction in sent:
        if not interaction.acked.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(interaction.acked.wait(), max(0.0, deadline - loop.time()))
    fake.recording = False
    return fake.samples
