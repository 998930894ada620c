"""The messages the channel keeps read like docs/ux.md: a round's scoring block and the final standings; every
other event (bids, cards, tricks) lives in the table message only."""

from __future__ import annotations

from bot.render.quattro_tricks import UI
from games.base import Event
from games.quattro_tricks.events import (
    BidMade,
    CardPlayed,
    GameEnded,
    RoundScored,
    RoundStarted,
    ScoreLine,
    SetChosen,
    StarterChosen,
    TrickWon,
)
from tests.bot.render.quattro_tricks_views import CTX


def line(event: Event) -> str:
    (text,) = UI.history_messages(CTX, [event])
    return text


def test_bids_cards_tricks_and_choices_leave_no_message() -> None:
    events = [
        BidMade(seat=0, set="A", bid="sum:1-6,5/15/25"),
        CardPlayed(seat=1, card="Y10"),
        TrickWon(trick=5, winner=0, card="R6", cards=((1, "Y10"), (2, "B12"), (0, "R6"))),
        RoundStarted(round=2, starter=1, sets=("D", "A", "B", "C")),
        SetChosen(seat=2, set="B"),
        StarterChosen(seat=1),
    ]
    assert UI.history_messages(CTX, events) == []


def round_two() -> RoundScored:
    return RoundScored(
        round=2,
        scores=(19, 9, 11, 27),
        lines=(
            ScoreLine(
                seat=0,
                set="A",
                bid="sum:1-6,5/15/25",
                points=6,
                success=True,
                won_with=("R6", "Y4", "B5"),
                tricks=3,
                detail=(("total", "15"), ("hit", "5/15/25")),
            ),
            ScoreLine(
                seat=1,
                set="B",
                bid="not:red,odd",
                points=0,
                success=False,
                won_with=("B2", "R7", "G4"),
                tricks=3,
                detail=(("broken_by", "R7"),),
            ),
            ScoreLine(
                seat=2,
                set="C",
                bid="chips:R1,B2,W1",
                points=7,
                success=True,
                won_with=("B9", "B12", "R2", "G5"),
                tricks=4,
                detail=(("needed", "4"),),
            ),
            ScoreLine(
                seat=3,
                set="D",
                bid="missions:D1a,D3b",
                points=6,
                success=True,
                won_with=("Y11", "G12"),
                tricks=2,
                detail=(("D1a", "yes"), ("D3b", "yes")),
            ),
        ),
    )


def test_round_scored_block() -> None:
    assert line(round_two()).splitlines() == [
        "**Round 2 scored**",
        "**alice** +6 — A (1-6 / 5/15/25): winning cards 6+4+5 = 15 → 5/15/25 hit",
        "**bob** +0 — B (not 🟥 red, not odd): won 3 tricks, one with 🟥R7 → failed",
        "**carol** +7 — C (🟥R 🟦B 🟦B ⬜W): won 4: 🟦B9 🟦B12 🟥R2 🟩G5 → all chips matched",
        "**dave** +6 — D (D1a two in a row, D3b last trick): D1a ✅ D3b ✅ → all missions done",
        "Standings: dave 27 · alice 19 · carol 11 · bob 9",
    ]


def test_round_scored_failures_say_why() -> None:
    event = RoundScored(
        round=1,
        scores=(0, 6, 0, 0),
        lines=(
            ScoreLine(
                seat=0,
                set="A",
                bid="sum:0,1-6",
                points=0,
                success=False,
                won_with=("R12", "B11"),
                tricks=2,
                detail=(("total", "23"), ("hit", "")),
            ),
            ScoreLine(
                seat=1,
                set="B",
                bid="not:blue,odd",
                points=6,
                success=True,
                won_with=("R2", "G4"),
                tricks=2,
                detail=(),
            ),
            ScoreLine(
                seat=2,
                set="C",
                bid="chips:R2",
                points=0,
                success=False,
                won_with=("B3",),
                tricks=1,
                detail=(("needed", "2"), ("reason", "count")),
            ),
            ScoreLine(
                seat=3,
                set="D",
                bid="missions:D3b",
                points=0,
                success=False,
                won_with=(),
                tricks=0,
                detail=(("D3b", "no"),),
            ),
        ),
    )
    lines = line(event).splitlines()
    assert lines[1].endswith("winning cards 12+11 = 23 → no space hit")
    assert lines[2].endswith("won 2 tricks, none broke it → 2 × 3")
    assert lines[3].endswith("won 1: 🟦B3, needed 2 → failed")
    assert lines[4].endswith("D3b ❌ → failed")


def test_game_ended() -> None:
    assert line(GameEnded(scores=(19, 9, 11, 27), winners=(3,))) == (
        "🏁 **Final standings**: 1. dave 27 · 2. alice 19 · 3. carol 11 · 4. bob 9\n🏆 **dave** wins"
    )
    assert line(GameEnded(scores=(20, 20, 3), winners=(0, 1))).endswith(
        "🏆 **alice** and **bob** share the victory"
    )


def test_a_round_scored_then_the_final_standings_are_two_messages_in_order() -> None:
    events = [
        CardPlayed(seat=3, card="Y2"),
        Event(),
        round_two(),
        GameEnded(scores=(1, 0, 0, 0), winners=(0,)),
    ]
    messages = UI.history_messages(CTX, events)
    assert len(messages) == 2
    assert messages[0].startswith("**Round 2 scored**") and messages[1].startswith("🏁 **Final standings**")
