"""The suite's two tiers and its order (docs/testing.md#the-quick-tier), as a pytest plugin that
tests/conftest.py loads.

* Slow tests run first, the longest (``pytest.mark.slow(first=True)``) at the head: pytest-xdist's
  work stealing splits the list between the workers and lets an idle worker take over the rest of a
  busy one's share, so with the slow tests at the front the quick ones fill the last minutes instead
  of one slow test running on alone.
* In a run of the quick tier alone, a test that ran longer than ``QUICK_TEST_BUDGET_S`` is named at the
  end, so the quick tier stays quick as the suite grows (a hint, never a failure: a busy machine makes
  any test slow, and so do slow tests beside it in a whole run, where ``--durations`` speaks instead).
"""

from __future__ import annotations

import pytest

# A quick test takes well under this; one that takes more belongs in the slow tier.
QUICK_TEST_BUDGET_S = 2.0

_RUN_FIRST, _SLOW, _QUICK = range(3)
_over_budget: list[tuple[float, str]] = []
_slow_ran = False


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run-first, then slow, then quick; collection order within each, so a module's tests (and its
    module-scoped bot process) stay together."""

    def rank(item: pytest.Item) -> int:
        slow = item.get_closest_marker("slow")
        if slow is None:
            return _QUICK
        return _RUN_FIRST if slow.kwargs.get("first") else _SLOW

    items.sort(key=rank)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    # On the controller too (xdist sends each worker's reports there); the marks travel as keywords.
    global _slow_ran
    if report.when != "call":
        return
    if "slow" in report.keywords:
        _slow_ran = True
    elif report.duration > QUICK_TEST_BUDGET_S:
        _over_budget.append((report.duration, report.nodeid))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _slow_ran or not _over_budget:
        return
    terminalreporter.write_sep("-", f"not marked slow, yet over {QUICK_TEST_BUDGET_S:g} s")
    for seconds, nodeid in sorted(_over_budget, reverse=True)[:10]:
        terminalreporter.write_line(f"{seconds:6.2f}s {nodeid}")
    terminalreporter.write_line("(a busy machine slows every test; if it is slow on a quiet one, mark it:")
    terminalreporter.write_line(" docs/testing.md#the-quick-tier)")
