"""The processes under measure: the real bot and the floor client, their start-up times and memory."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from dataclasses import dataclass
from pathlib import Path

from bench.load import floor
from bench.load.profile import py_spy
from bot.local.standin import FakeDiscord
from tests.loopback.process import READY_TIMEOUT, BotProcess

REPO = Path(__file__).resolve().parents[2]
POLL = 0.005  # start-up is timed by polling the log this often (the bot prints its ready line)


class FloorProcess(BotProcess):
    """``python -m bench.load.floor`` with the bot's environment (same fake, same token)."""

    module = "bench.load.floor"
    ready_line = floor.READY_LINE

    def env(self) -> dict[str, str]:
        # The process runs in its own directory like the bot; bench is not an installed package.
        return {**super().env(), "PYTHONPATH": str(REPO)}


@dataclass
class StartTimes:
    """Seconds from spawning the process: its IDENTIFY reaching the fake, then its ready line."""

    identify: float
    ready: float


async def timed_start(process: BotProcess, fake: FakeDiscord) -> StartTimes:
    """Start ``process`` and time it to the fake's IDENTIFY and to the process's ready line."""
    identified = fake.identify_count
    started = time.perf_counter()
    await process.start(wait=False)
    identify = None
    loop = asyncio.get_running_loop()
    deadline = loop.time() + READY_TIMEOUT
    while True:
        now = time.perf_counter() - started
        if identify is None and fake.identify_count > identified:
            identify = now
        if identify is not None and process.ready_line in process.stderr():
            return StartTimes(identify, now)
        assert process.process is not None
        if process.process.returncode is not None:
            raise AssertionError(
                f"{process.module} exited with {process.process.returncode}:\n{process.stderr()}"
            )
        if loop.time() > deadline:
            raise AssertionError(
                f"{process.module} was not ready within {READY_TIMEOUT} s:\n{process.stderr()}"
            )
        await asyncio.sleep(POLL)


def rss_kib(process: BotProcess) -> int:
    """Resident memory of the running process (VmRSS), in KiB."""
    assert process.process is not None, "not running"
    for line in Path(f"/proc/{process.process.pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/<pid>/status")


def cpu_seconds(process: BotProcess) -> float:
    """User + system CPU time the running process has used so far."""
    user, system = cpu_split(process)
    return user + system


def cpu_split(process: BotProcess) -> tuple[float, float]:
    """User and system CPU time the running process has used so far: the system share is the kernel's
    work for it (on loopback a socket write also runs the receiving side's TCP path)."""
    assert process.process is not None, "not running"
    fields = Path(f"/proc/{process.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / ticks, int(fields[12]) / ticks


def tracebacks(process: BotProcess) -> int:
    """discord.py logs handler exceptions instead of raising them: count the tracebacks in the logs."""
    return process.all_stderr().count("Traceback")


async def stop(process: BotProcess, timeout: float = 15.0) -> tuple[int | None, str | None]:
    """SIGINT, as Ctrl-C, and wait for the exit code. A process still running after ``timeout`` is
    dumped with py-spy (every thread's stack: where the shutdown hangs), then killed: (None, dump)."""
    assert process.process is not None, "not running"
    running = process.process
    running.send_signal(signal.SIGINT)
    try:
        await asyncio.wait_for(running.wait(), timeout)
    except TimeoutError:
        pass
    else:
        process.process = None
        return running.returncode, None
    executable = py_spy()
    dump = "py-spy is not installed: no stack dump"
    if executable is not None:
        spy = await asyncio.create_subprocess_exec(
            executable,
            "dump",
            "--pid",
            str(running.pid),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        dump = (await spy.communicate())[0].decode(errors="replace")
    await process.kill9()
    return None, dump


def workdir(root: Path, name: str) -> Path:
    path = root / name
    path.mkdir(parents=True, exist_ok=True)
    return path
