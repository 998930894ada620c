"""``python -m bench.lines``: every file of an example game counted once, lines as ``wc -l`` counts them,
and Oh Hell on today's kits within issue 18's target (60% of its first attempt's 1,416 lines)."""

from __future__ import annotations

import subprocess
import sys

from bench import lines


def test_every_file_of_the_package_is_counted_in_exactly_one_group_as_wc_counts_it() -> None:
    groups = lines.measure("example_oh_hell")
    files = [name for group in groups.values() for name in group]
    package = lines.TESTS / "example_oh_hell"
    on_disk = sorted(p.name for p in package.iterdir() if p.suffix in {".py", ".po"})
    assert sorted(files) == on_disk
    engine = groups["engine"]["engine.py"]
    assert engine.physical == (lines.TESTS / "example_oh_hell" / "engine.py").read_bytes().count(b"\n")
    assert engine.non_blank < engine.physical


def test_oh_hell_takes_at_most_sixty_percent_of_its_first_attempts_lines() -> None:
    counted = lines.total(lines.measure("example_oh_hell"), lines.COUNTED)
    assert counted.physical <= round(lines.BASELINE_TOTAL * lines.TARGET_SHARE) == 850


def test_the_command_reports_every_example_against_the_baseline() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "bench.lines"],
        capture_output=True,
        text=True,
        check=True,
        cwd=lines.TESTS.parent,
    ).stdout
    assert all(f"tests/{package}/" in out for package in lines.examples()) and "of 1,416" in out
