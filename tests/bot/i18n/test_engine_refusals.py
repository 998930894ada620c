"""The engines' refusals reach every player in their language: each template an engine raises, and each
game word filled into one, is in the catalog and translated (collected here from games/ by AST, apart
from the extractor); a refusal reads as one Korean sentence with the words in it Korean, the card codes
as they are; and refusals met in play (forged actions against real games) are all translated."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.i18n import language, read_language
from bot.i18n.catalogs import placeholders, strings
from bot.i18n.refusals import refusal
from games import IllegalActionError, registry
from games.base import Either
from tests.support.locales import hangul_share

ROOT = Path(__file__).resolve().parents[3]
GAMES = ROOT / "games"
MARKERS = {"IllegalActionError", "Words"}
KOREAN = "ko"
MOSTLY_KOREAN = 0.5


def _marked_calls() -> Iterator[tuple[str, ast.Call]]:
    for path in sorted(GAMES.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS:
                yield f"{path.relative_to(ROOT)}:{node.lineno}", node


def engine_templates() -> dict[str, str]:
    """Every literal refusal template and game word in games/, with where it is written."""
    found = {}
    for where, call in _marked_calls():
        first = call.args[0] if call.args else None
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            found[first.value] = where
    return found


def _built(call: ast.Call) -> bool:
    first = call.args[0] if call.args else None
    if isinstance(first, ast.JoinedStr | ast.BinOp):
        return True  # an f-string, ``+`` or ``%``
    return call.func.id == "Words" and not isinstance(first, ast.Constant)  # type: ignore[attr-defined]


def test_every_refusal_is_a_whole_template_not_a_built_string() -> None:
    """A refusal built with an f-string, ``+`` or ``%`` could not be found in the catalog: its words go in
    a literal template, its values in named params."""
    built = [where for where, call in _marked_calls() if _built(call)]
    assert not built, built


def test_the_scan_finds_the_engines_refusals() -> None:
    templates = engine_templates()
    assert "You don't hold {card}." in templates and "You must follow {season} ({colour})." in templates
    assert "winter" in templates and len(templates) > 100


def test_every_engine_refusal_is_translated_into_korean_with_its_placeholders() -> None:
    catalog = read_language(KOREAN)
    wrong = []
    for template, where in engine_templates().items():
        entry = catalog.get(template)
        if entry is None or not all(strings(entry)) or entry.fuzzy:
            wrong.append(f"{where}: not translated: {template!r}")
        elif any(placeholders(text) != placeholders(template) for text in strings(entry)):
            wrong.append(f"{where}: other placeholders: {template!r}")
    assert not wrong, "\n".join(wrong)


def test_card_codes_stay_as_they_are_and_a_choice_says_or_the_languages_way() -> None:
    held = IllegalActionError("You don't hold {card}.", card="R12")
    choice = IllegalActionError("You must pick a set you have not used yet: {allowed}.", allowed=Either("AB"))
    assert str(choice) == "You must pick a set you have not used yet: A or B."
    with language(KOREAN):
        assert "R12" in refusal(held) and hangul_share(refusal(held)) >= MOSTLY_KOREAN
        assert "A 또는 B" in refusal(choice) and " or " not in refusal(choice)


FORGED = (
    "nonsense", "play:ZZ", "play:R1", "play:BF", "play:BF:X", "play:QU5:ZZ", "play:QU5:QU:nopower", "bid:x",
    "bid:sum:0", "bid:R1,Y2", "choose:start", "choose:set:Z", "reveal", "stop", "keep", "open:ZZ",
    "exchange:9:S5", "exchange:1:ZZ", "target:9", "look:deck", "order:ZZ", "call:0", "pass:up:ZZ",
    "take:ZZ", "move:ZZ:YY", "place:ZZ",
)  # fmt: skip


# Digits Python's str.isdigit() accepts but int() refuses (superscripts, circled), and a decimal digit of
# another script, which int() reads: a forged action carrying one must be refused, never crash the engine.
NOT_ASCII_DIGITS = ("²", "①", "٣")


def with_foreign_digits(actions: list[str]) -> list[str]:
    """Each legal action with a number, its first digit swapped for each of ``NOT_ASCII_DIGITS``."""
    forged = []
    for action in actions:
        at = next((i for i, char in enumerate(action) if char.isascii() and char.isdigit()), None)
        if at is not None:
            forged += [action[:at] + digit + action[at + 1 :] for digit in NOT_ASCII_DIGITS]
    return forged


@pytest.mark.parametrize("rules", registry.all(), ids=lambda rules: rules.__name__.split(".")[1])
def test_every_refusal_met_in_play_is_translated(rules: object) -> None:
    """Random games, and at each moment forged actions from every seat: whatever an engine answers, a
    Korean player reads it in Korean (templates built at run time are caught here too)."""
    rng = random.Random(15)
    seen: set[str] = set()
    for seed in range(3):
        state = rules.new_game(rules.max_players, seed)  # type: ignore[attr-defined]
        for _step in range(120):
            acting = rules.to_act(state)  # type: ignore[attr-defined]
            if not acting:
                break
            foreign = with_foreign_digits(rules.legal_actions(state, acting[0]))  # type: ignore[attr-defined]
            for seat in range(rules.max_players):  # type: ignore[attr-defined]
                for action in (*FORGED, *foreign):
                    try:
                        rules.apply(state, seat, action)  # type: ignore[attr-defined]
                    except IllegalActionError as error:
                        seen.add(error.template)
                        with language(KOREAN):
                            assert refusal(error) != str(error) or not error.template, error.template
            seat = acting[0]
            state, _events = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))  # type: ignore[attr-defined]
    assert len(seen) >= 5, seen
