"""Headless Chromium, one launch per batch: ``--dump-dom`` to read layouts, ``--screenshot`` to draw.

Debian's ``chromium`` package (``.ci/run`` installs it); ``CHROMIUM`` names another binary. Each launch
gets a profile folder of its own, so workers running side by side never share one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
# Seconds a launch may take before it is taken for hung: a loaded 2-core machine takes ~5, not 120.
TIMEOUT_S = 120
# Virtual time lets the page finish loading its fonts and run its script before the DOM is dumped or the
# screenshot taken, without waiting that long in real time when it is done sooner.
BUDGET_MS = 10_000


class ChromiumMissing(RuntimeError):
    pass


def binary() -> str | None:
    named = os.environ.get("CHROMIUM")
    if named:
        return shutil.which(named) or (named if Path(named).is_file() else None)
    return next((found for name in NAMES if (found := shutil.which(name))), None)


def why_missing() -> str | None:
    """None when chromium can run, else a sentence saying how to get it."""
    if binary() is None:
        return "chromium is not installed (apt-get install chromium; .ci/run installs it on Debian)"
    return None


def _run(page: str, *args: str) -> str:
    found = binary()
    if found is None:
        raise ChromiumMissing(why_missing())
    with tempfile.TemporaryDirectory(prefix="cardroom-screens-") as folder:
        html = Path(folder) / "page.html"
        html.write_text(page, encoding="utf-8")
        command = [
            found,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
            "--disable-extensions",
            "--allow-file-access-from-files",
            f"--user-data-dir={folder}/profile",
            f"--virtual-time-budget={BUDGET_MS}",
            *args,
            html.as_uri(),
        ]
        done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"chromium failed ({done.returncode}): {done.stderr[-2000:]}")
        return done.stdout


def dump_dom(page: str, width: int) -> str:
    """The page's DOM after its scripts ran, laid out in a window ``width`` px wide."""
    return _run(page, f"--window-size={width},800", "--dump-dom")


def screenshot(page: str, width: int, height: int, path: Path, scale: float = 1) -> None:
    """A PNG of the page's top ``width`` x ``height`` CSS px (times ``scale`` in real pixels)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _run(
        page,
        f"--window-size={width},{height}",
        f"--force-device-scale-factor={scale}",
        f"--screenshot={path.resolve()}",
    )
