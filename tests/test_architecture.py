"""The one direction of dependencies (docs/architecture.md#layers), checked on every import statement."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# package (or module path prefix) -> top-level modules it must never import
FORBIDDEN = {
    "games": {"discord", "aiosqlite", "asyncio", "bot", "storage", "sqlite3"},
    "storage": {"discord", "bot", "games"},
    "bot/tables": {"discord"},
    "bot/render": {"discord", "aiosqlite"},
    "bot/pictures": {"discord", "aiosqlite", "storage"},
    # The local table is Discord's stand-in and a web page: it runs the bot as a process of its own and
    # knows nothing of the games, the storage or discord.py.
    "bot/local": {"discord", "aiosqlite", "asyncpg", "storage", "games"},
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layer_imports_only_what_it_may(package: str) -> None:
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"no Python files under {package}"
    offenders = {str(path.relative_to(ROOT)): sorted(_imports(path) & FORBIDDEN[package]) for path in files}
    assert {path: bad for path, bad in offenders.items() if bad} == {}


def test_only_adapter_modules_import_discord() -> None:
    allowed = {"adapter"}
    for path in sorted((ROOT / "bot").rglob("*.py")):
        relative = path.relative_to(ROOT / "bot")
        if "discord" in _imports(path):
            assert relative.parts[0] in allowed or relative.name == "__main__.py", relative
