"""Every setting an operator can set is listed in `.env.example` (with a comment) and in the README."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.settings import Settings

ROOT = Path(__file__).parents[2]


@pytest.mark.parametrize("field", sorted(Settings.model_fields))
def test_every_setting_is_in_env_example_with_a_comment_and_in_the_readme(field: str) -> None:
    key = field.upper()
    lines = (ROOT / ".env.example").read_text().splitlines()
    at = next((i for i, line in enumerate(lines) if line.lstrip("# ").startswith(f"{key}=")), None)
    assert at is not None, f"{key} is not in .env.example"
    block = []  # the lines above it up to the blank line that starts its block (comments may be shared)
    for line in reversed(lines[:at]):
        if not line.strip():
            break
        block.append(line)
    assert any(line.startswith("#") for line in block), f"{key} in .env.example has no comment above it"
    assert f"`{key}`" in (ROOT / "README.md").read_text(), f"{key} is not in the README's Settings table"
