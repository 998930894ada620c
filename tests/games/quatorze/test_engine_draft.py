"""``engine.apply`` copies the state into its draft field by field, spelled out without a call: every field
of ``State`` but ``recent`` (which ``apply`` sets from the events) must be on that list."""

from __future__ import annotations

import dataclasses
import inspect
import re

from games.quatorze import engine
from games.quatorze.state import State


def test_apply_copies_every_field_but_recent() -> None:
    copied = re.findall(r"^\s+draft\.(\w+) = state\.\1$", inspect.getsource(engine.apply), re.MULTILINE)
    fields = [field.name for field in dataclasses.fields(State)]
    assert copied == [name for name in fields if name != "recent"]
    assert "recent" in fields
