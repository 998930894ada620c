"""The CPU sampler (``bench/sampler``): a process started with it on ``PYTHONPATH`` writes its stacks at
exit, the samples are CPU time (a function that sleeps gets none, one that computes gets them), and the
report gives each function its inclusive share and splits a function by what it called."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from bench.sampler import report

SAMPLER = Path(report.__file__).parent

BUSY = """
import time

def spin():
    end = time.process_time() + 0.8
    while time.process_time() < end:
        inner()

def inner():
    sum(range(200))

def idle():
    time.sleep(0.4)

idle()
spin()
"""


@pytest.fixture
def sampled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> report.Stacks:
    script = tmp_path / "busy.py"
    script.write_text(BUSY, encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    env = {**os.environ, "CPUPROBE_OUT": str(out), "PYTHONPATH": str(SAMPLER)}
    subprocess.run([sys.executable, str(script)], env=env, check=True, timeout=60)
    (written,) = out.glob("*.pickle")
    monkeypatch.setattr(report, "REPO", f"{tmp_path}/")  # the script's folder stands for the repository
    return pickle.loads(written.read_bytes())


def test_a_computing_function_gets_the_samples_and_a_sleeping_one_none(sampled: report.Stacks) -> None:
    total, inclusive, own = report.shares(sampled)
    # 0.8 s of CPU: 400 samples at 2 ms, 200 where the kernel's tick is 4 ms (HZ=250), as here.
    assert total >= 100
    assert inclusive["busy.py:spin"] >= 0.8 * total  # the rest: the interpreter starting and ending
    assert inclusive["busy.py:idle"] == 0
    assert own["busy.py:inner"] + own["busy.py:spin"] >= 0.8 * total


def test_under_splits_a_function_by_what_it_called(sampled: report.Stacks) -> None:
    _total, inclusive, _own = report.shares(sampled)
    split = report.under(sampled, "busy.py:spin")
    assert sum(split.values()) == inclusive["busy.py:spin"]
    assert split["busy.py:inner"] >= 0.3 * inclusive["busy.py:spin"]  # most of the loop is its call


def test_without_the_setting_the_sampler_does_nothing(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "CPUPROBE_OUT"} | {"PYTHONPATH": str(SAMPLER)}
    run = subprocess.run(
        [sys.executable, "-c", "import signal; print(signal.getitimer(signal.ITIMER_PROF))"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert run.stdout.strip() == "(0.0, 0.0)"
