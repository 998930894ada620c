"""The four §5 variants are table options the lobby can show: a title, and a label and hint per value."""

from __future__ import annotations

from typing import Literal, get_args, get_origin

import pytest
from pydantic import ValidationError

from games.quattro_exchange import Options

MAX_LOBBY_OPTIONS = 4
MAX_HINT = 100


def values(annotation: object) -> list[str]:
    if annotation is bool:
        return ["false", "true"]
    assert get_origin(annotation) is Literal
    return [str(v) for v in get_args(annotation)]


def test_four_options_each_with_a_title_and_a_short_hint_per_value() -> None:
    assert list(Options.model_fields) == ["opening_mode", "stop_mode", "original_zero_rule", "tiebreak_mode"]
    assert len(Options.model_fields) <= MAX_LOBBY_OPTIONS
    for key, field in Options.model_fields.items():
        extra = field.json_schema_extra
        assert field.title and field.description, key
        assert isinstance(extra, dict)
        hints = extra["hints"]
        assert isinstance(hints, dict)
        for value in values(field.annotation):
            assert 0 < len(hints[value]) <= MAX_HINT, (key, value)
            if field.annotation is not bool:
                assert extra["labels"][value]  # type: ignore[index]


def test_defaults_follow_the_seed() -> None:
    options = Options()
    assert (options.opening_mode, options.stop_mode) == ("simultaneous", "permanent")
    assert (options.original_zero_rule, options.tiebreak_mode) == (False, "highest_card")


def test_unknown_values_and_keys_are_refused() -> None:
    with pytest.raises(ValidationError):
        Options(stop_mode="sometimes")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        Options.model_validate({"mulligans": 3})
