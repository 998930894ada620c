"""The screens in pytest (loaded by tests/conftest.py).

* The ``screens`` fixture: ``screens.height(stored, 380)``, ``screens.measure(stored, 380)``,
  ``screens.screenshot([stored, ...], 380, path)`` on SimCord's stored messages (or ``Seen``), as
  ``viewer`` sees them; skips, saying why, where chromium is missing.
* ``--screens-dir DIR``: every test that ran SimCord leaves ``DIR/<test>/messages.json`` (every message
  in every channel, as its pinged player, or its owner for an ephemeral one, sees it) and, once the run
  ends, its screenshots ``DIR/<test>/<channel>-<width>.png`` at 380 and 760 px.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from tests.support import screens as shots
from tests.support.screens.model import Seen, from_simcord

_written: list[Path] = []


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--screens-dir",
        default=None,
        help="write every SimCord message a test saw, and its screenshots at 380 and 760 px, under DIR",
    )


class BoundScreens:
    """The screens API on one SimCord world: stored messages in, as ``viewer`` sees them."""

    def __init__(self, env: Any) -> None:
        self.env = env

    def seen(self, message: Any, viewer: Any = None) -> Seen:
        if isinstance(message, Seen):
            return message
        stored = self.env.backend.get_message(message.channel_id, message.id)
        return from_simcord(self.env, stored, viewer)

    def measure(self, message: Any, width: int, viewer: Any = None) -> shots.Layout:
        return shots.measure(self.seen(message, viewer), width)

    def height(self, message: Any, width: int, viewer: Any = None) -> int:
        return self.measure(message, width, viewer).height_px

    def screenshot(self, messages: Sequence[Any], width: int, path: Path, viewer: Any = None) -> list[Path]:
        return shots.screenshot([self.seen(m, viewer) for m in messages], width, path)


@pytest.fixture
def screens(simcord_env: Any) -> BoundScreens:
    reason = shots.why_missing()
    if reason:
        pytest.skip(reason)
    return BoundScreens(simcord_env)


def every_message(env: Any) -> Iterator[tuple[str, Seen]]:
    """Every message in SimCord's world by channel, each as the person it is for sees it."""
    for channel_id, messages in env.backend.messages.items():
        channel = env.backend.get_channel(channel_id)
        label = channel.name or f"dm-{channel_id}"
        for stored in sorted(messages.values(), key=lambda m: m.id):
            owner = ((stored.interaction_metadata or {}).get("user") or {}).get("id")
            pinged = (stored.ping_user_ids or [None])[0]
            viewer_id = int(owner) if stored.is_ephemeral and owner else pinged
            viewer = env.backend.users.get(viewer_id) if viewer_id is not None else None
            yield label, from_simcord(env, stored, viewer)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> None:
    """Before the test's fixtures are torn down (SimCord's world still there), dump what it holds."""
    folder = item.config.getoption("--screens-dir")
    env = getattr(item, "funcargs", {}).get("simcord_env")
    if not folder or env is None:
        return
    by_channel: dict[str, list[dict[str, Any]]] = {}
    for label, seen in every_message(env):
        by_channel.setdefault(label, []).append(seen.to_json())
    if not by_channel:
        return
    target = Path(folder) / re.sub(r"[^\w.-]+", "_", item.nodeid).strip("_")
    target.mkdir(parents=True, exist_ok=True)
    (target / "messages.json").write_text(json.dumps(by_channel), encoding="utf-8")
    _written.append(target)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Draw what this process dumped (each xdist worker draws its own tests')."""
    if not _written or shots.why_missing():
        return
    from tests.support.screens.__main__ import draw

    for folder in _written:
        draw(folder / "messages.json", folder)
