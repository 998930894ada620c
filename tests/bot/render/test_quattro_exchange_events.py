"""Public event lines: mulligans, openings, exchanges (the card given, never the card received), stops,
the phase order, and the final comparison explained."""

from __future__ import annotations

import pytest

from bot.render.quattro_exchange import UI, announce
from games.base import Event
from games.quattro_exchange.events import (
    CardsOpened,
    Exchanged,
    ExchangePhaseEnded,
    ExchangePhaseStarted,
    GameEnded,
    GameScored,
    HandKept,
    MulliganTaken,
    OpeningChosen,
    Passed,
    Stopped,
    VirtualsDealt,
)
from tests.bot.render.quattro_exchange_views import CTX


def worded(context, events) -> list[str]:  # type: ignore[no-untyped-def]
    """Each event in words: a "Last: …" line of the table message, or a message the channel keeps."""
    return [
        text
        for e in events
        for text in announce.event_lines(context, [e]) or UI.history_messages(context, [e])
    ]


def line(event: Event) -> str:
    (text,) = worded(CTX, [event])
    return text


def test_mulligans() -> None:
    assert line(MulliganTaken(seat=1, count=1)) == "bob takes a mulligan — 1 of 2"
    assert line(HandKept(seat=0, mulligans=0, auto=False)) == "alice keeps their hand"
    assert line(HandKept(seat=1, mulligans=1, auto=False)) == "bob keeps their hand after 1 mulligan"
    assert line(HandKept(seat=1, mulligans=2, auto=True)) == "bob has used both mulligans and keeps that hand"


def test_the_virtual_deal_announces_opening_1() -> None:
    assert line(VirtualsDealt(virtual_players=6, cards_each=3)) == (
        "The dealer deals 3 cards face down to each of the 6 virtual players V1–V6. "
        "**Opening 1**: choose a card to open."
    )


def test_openings() -> None:
    assert line(OpeningChosen(round=2, seat=0)) == (
        "alice has chosen a card to open — it stays hidden until both have chosen"
    )
    assert line(CardsOpened(round=2, cards=((0, "S6"), (1, "K0")), auto=False)) == (
        "**Opening 2**: alice ♠6 · bob 🔘0"
    )
    assert line(CardsOpened(round=4, cards=((0, "D1"), (1, "H3")), auto=True)) == (
        "**Opening 4** — the last hidden cards turn face up: alice ♦1 · bob ♥3"
    )


def test_exchange_phase_start_names_who_plays_first_and_second() -> None:
    assert line(ExchangePhaseStarted(phase=2, first=1)) == (
        "**Exchange phase 2** — turn order bob, alice, alice, bob: bob plays first, alice plays second"
    )


def test_an_exchange_shows_the_card_given_face_up_and_not_the_card_received() -> None:
    assert line(Exchanged(seat=0, virtual=3, given="S5", visited=2)) == (
        "alice gives ♠5 face up to V3 and takes a hidden card · visited 2/6"
    )


def test_stops_and_passes() -> None:
    assert line(Stopped(seat=1, phase=1, auto=False)) == "bob stops for this phase"
    assert line(Stopped(seat=0, phase=2, auto=True)) == (
        "alice has exchanged with all six virtual players and stops"
    )
    assert line(Passed(seat=1, phase=1, auto=False)) == "bob passes"
    assert line(Passed(seat=1, phase=1, auto=True)) == (
        "bob has exchanged with all six virtual players and passes"
    )


def test_phase_end_says_who_plays_first_next() -> None:
    assert line(ExchangePhaseEnded(phase=1, first_stopper=1, next_first=0)) == (
        "Exchange phase 1 is over — bob stopped first, so bob plays second and alice plays first next. "
        "**Opening 2**: choose a card."
    )
    assert line(ExchangePhaseEnded(phase=3, first_stopper=0, next_first=None)) == (
        "Exchange phase 3 is over (alice stopped first)."
    )


def scored(**over: object) -> GameScored:
    fields: dict = {
        "cards": (("H6", "S5", "C2", "D1"), ("H5", "S4", "C3", "D2")),
        "sums": (14, 14),
        "quattro": (True, True),
        "zero": (False, False),
        "decided_by": "highest_card",
        "deciding": ("H6", "H5"),
        "winner": 0,
    }
    return GameScored(**(fields | over))


def test_final_comparison_seed_example_highest_card() -> None:
    assert line(scored()).splitlines() == [
        "**Final comparison**",
        "**alice** ♥6 ♠5 ♣2 ♦1 · 6 + 5 + 2 + 1 = 14 · Quattro ✓",
        "**bob** ♥5 ♠4 ♣3 ♦2 · 5 + 4 + 3 + 2 = 14 · Quattro ✓",
        "→ Equal sums (14): the highest cards decide, ♥6 beats ♥5.",
    ]


@pytest.mark.parametrize(
    ("over", "reason"),
    [
        (
            {
                "cards": (("H6", "S5", "D1", "C2"), ("S6", "H5", "C1", "D2")),
                "deciding": ("H6", "S6"),
                "winner": 1,
            },
            "→ Equal sums (14): the highest cards decide, ♠6 beats ♥6 (♠ > ♦ > ♥ > ♣).",
        ),
        (
            {"decided_by": "lexicographic", "deciding": ("S4", "H5"), "winner": 1},
            "→ Equal sums (14): the cards compared from the top decide, ♥5 beats ♠4.",
        ),
        (
            {"decided_by": "sum", "sums": (14, 19), "winner": 1},
            "→ Both have a Quattro, so the higher sum wins: bob 19 to 14.",
        ),
        (
            {"decided_by": "sum", "quattro": (False, False), "sums": (20, 9)},
            "→ Neither has a Quattro, so the higher sum wins: alice 20 to 9.",
        ),
        (
            {"decided_by": "quattro", "quattro": (False, True), "winner": 1},
            "→ Only bob has a Quattro, and a Quattro beats any hand without one.",
        ),
        (
            {"decided_by": "zero", "zero": (True, False), "winner": 1},
            "→ alice has a 🔘0 open and loses by the Season 2 zero rule.",
        ),
    ],
)
def test_final_comparison_reasons(over: dict, reason: str) -> None:
    assert line(scored(**over)).splitlines()[-1] == reason


def test_game_ended() -> None:
    assert line(GameEnded(scores=(0, 1), winners=(1,))) == "🏆 **bob** wins"


def test_unknown_events_are_skipped() -> None:
    assert worded(CTX, [Event()]) == []
