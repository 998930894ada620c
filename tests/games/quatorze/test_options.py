"""Table options (spec §2.1; issue #5): the 7 types in play, and the Ages/Peaks count flag."""

from __future__ import annotations

import typing

import pytest
from pydantic import ValidationError

import games.quatorze as qz
from games.quatorze.cards import NEW_TYPES, SEVEN7S


def test_defaults_are_the_original_seven7s() -> None:
    options = qz.Options()
    assert options.types == "seven7s" and options.chosen_types(1) == SEVEN7S
    assert options.count_any_type_in_column is False
    assert qz.new_game(2, 1).types == SEVEN7S


def test_the_new_types_preset() -> None:
    assert qz.Options(types="quatorze").chosen_types(1) == NEW_TYPES


def test_random_draws_7_types_from_the_game_seed() -> None:
    a = qz.new_game(3, 11, qz.Options(types="random"))
    b = qz.new_game(3, 11, {"types": "random"})
    assert a.types == b.types and len(a.types) == 7
    assert {qz.new_game(3, seed, {"types": "random"}).types for seed in range(20)} != {a.types}


def test_custom_types_are_normalised_and_imply_custom() -> None:
    options = qz.Options.model_validate({"custom_types": "qu, pe ,NO da ds co am"})
    assert options.types == "custom"
    assert options.custom_types == "AM,CO,DS,DA,NO,PE,QU"  # canonical type order
    assert options.chosen_types(1) == ("AM", "CO", "DS", "DA", "NO", "PE", "QU")


@pytest.mark.parametrize(
    ("custom", "problem"),
    [
        ("AM,CO,DS", "exactly 7"),
        ("AM,CO,DS,HV,LG,SE,SE", "twice"),
        ("AM,CO,DS,HV,LG,SE,XX", "unknown type code"),
    ],
)
def test_a_bad_custom_selection_is_refused(custom: str, problem: str) -> None:
    with pytest.raises(ValidationError, match=problem) as error:
        qz.Options(types="custom", custom_types=custom)
    assert error.value.errors()[0]["loc"] == ("custom_types",)


def test_custom_without_types_is_refused_on_the_types_field() -> None:
    with pytest.raises(ValidationError) as error:
        qz.Options(types="custom")
    assert error.value.errors()[0]["loc"] == ("types",)


def test_custom_types_are_ignored_under_another_preset_so_the_host_can_switch() -> None:
    options = qz.Options(types="seven7s", custom_types="DA,LU,NO,PE,PL,QU,SA")
    assert options.chosen_types(1) == SEVEN7S


def test_the_lobby_can_offer_every_shown_option_as_a_select() -> None:
    fields = qz.Options.model_fields
    assert len(fields) <= 4
    shown = [
        name
        for name, f in fields.items()
        if f.annotation is bool or typing.get_origin(f.annotation) is typing.Literal
    ]
    assert shown == ["types", "count_any_type_in_column"]
    for name in shown:
        extra = fields[name].json_schema_extra
        assert isinstance(extra, dict) and fields[name].title
        assert all(len(hint) <= 100 for hint in extra["hints"].values())  # type: ignore[union-attr]


def test_options_are_frozen_and_strict() -> None:
    with pytest.raises(ValidationError):
        qz.Options.model_validate({"colours": "on"})
    with pytest.raises(ValidationError):
        qz.Options().types = "random"  # type: ignore[misc]


@pytest.mark.parametrize("players", [1, 5])
def test_only_two_to_four_players(players: int) -> None:
    with pytest.raises(ValueError, match="2-4 players"):
        qz.new_game(players, 1)
