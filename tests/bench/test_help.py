"""Every benchmark command answers ``--help`` with its options (an operator's first step with it)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# Slow: runs the benchmark command on a small budget (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
COMMANDS = sorted(
    f"bench.{path.stem}" if path.name != "__main__.py" else f"bench.{path.parent.name}"
    for path in [*ROOT.glob("bench/*.py"), *ROOT.glob("bench/*/__main__.py")]
    if "argparse" in path.read_text(encoding="utf-8")
)


@pytest.mark.parametrize("module", COMMANDS)
def test_the_command_prints_its_options(module: str) -> None:
    run = subprocess.run(
        [sys.executable, "-m", module, "--help"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.startswith("usage:") and "--help" in run.stdout
