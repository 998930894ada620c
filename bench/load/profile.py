"""Where the bot's time goes under load: py-spy samples the running bot process during the measured phase.

py-spy is not a project dependency (``pip install py-spy`` into the venv to use ``--profile``). It
samples the process from outside (``--nonblocking``: the bot is never paused), so the bot runs exactly
as measured. The report is the collapsed stacks summarised two ways: own time (the innermost frame
of each sample) and inclusive time (every frame of each sample), as shares of all samples.
"""

from __future__ import annotations

import asyncio
import shutil
import sys
from collections import Counter
from pathlib import Path

RATE = 250  # samples per second


def py_spy() -> str | None:
    found = Path(sys.executable).parent / "py-spy"
    return str(found) if found.exists() else shutil.which("py-spy")


async def record(pid: int, seconds: float, output: Path) -> asyncio.subprocess.Process:
    """Start sampling ``pid`` for ``seconds`` into ``output`` (collapsed stacks); await ``wait()`` on it."""
    executable = py_spy()
    if executable is None:
        raise RuntimeError("--profile needs py-spy: pip install py-spy (in the venv that runs the benchmark)")
    return await asyncio.create_subprocess_exec(
        executable,
        "record",
        "--pid",
        str(pid),
        "--duration",
        str(max(1, round(seconds))),
        "--rate",
        str(RATE),
        "--nonblocking",
        "--format",
        "raw",
        "--output",
        str(output),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )


def summarise(collapsed: Path, top: int = 25) -> dict[str, list[tuple[str, float]]]:
    """Own and inclusive time per function (``name (file:line)`` without the line), as % of samples."""
    own: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    total = 0
    for line in collapsed.read_text().splitlines():
        stack, _, count_text = line.rpartition(" ")
        if not stack or not count_text.isdigit():
            continue
        count = int(count_text)
        total += count
        frames = [_function(frame) for frame in stack.split(";")]
        own[frames[-1]] += count
        for frame in set(frames):
            inclusive[frame] += count
    if not total:
        return {"own": [], "inclusive": []}
    return {
        "own": [(name, round(100 * n / total, 1)) for name, n in own.most_common(top)],
        "inclusive": [(name, round(100 * n / total, 1)) for name, n in inclusive.most_common(top)],
    }


def _function(frame: str) -> str:
    """``fn (path/to/file.py:123)`` -> ``fn (file.py)``: one entry per function, not per line."""
    name, _, where = frame.partition(" (")
    path = where.rstrip(")").rsplit(":", 1)[0]
    parts = Path(path).parts
    short = "/".join(parts[-2:]) if len(parts) >= 2 else path
    return f"{name} ({short})"
