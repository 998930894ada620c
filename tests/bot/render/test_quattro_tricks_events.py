"""Public event lines read like UX.md: a finished trick, a round's scoring block, the final standings."""

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
from tests.bot.render.quattro_views import CTX


def line(event: Event) -> str:
    (text,) = UI.event_lines(CTX, [event])
    return text


def test_bid_made() -> None:
    assert line(BidMade(seat=0, set="A", bid="sum:1-6,5/15/25")) == "alice bids A: 1-6 / 5/15/25"
    assert line(BidMade(seat=1, set="B", bid="not:red,odd")) == "bob bids B: not 🟥, not odd"
    assert line(BidMade(seat=2, set="C", bid="chips:R1,B2,W1")) == "carol bids C: 🟥🟦🟦⬜ (4 tricks)"
    assert line(BidMade(seat=3, set="D", bid="missions:D1a,D3b")) == (
        "dave bids D: D1a two in a row, D3b last trick"
    )


def test_card_played() -> None:
    assert line(CardPlayed(seat=1, card="Y10")) == "bob plays 🟨10"


def test_trick_won() -> None:
    event = TrickWon(trick=5, winner=0, card="R6", cards=((1, "Y10"), (2, "B12"), (0, "R6")))
    assert line(event) == "Trick 5 → **alice** wins with 🟥6 (bob 🟨10 · carol 🟦12 · alice 🟥6)"


def test_round_started_and_choices() -> None:
    assert line(RoundStarted(round=2, starter=1, sets=("D", "A", "B", "C"))) == (
        "**Round 2** — sets: alice D · bob A · carol B · dave C. bob bids first and leads trick 1."
    )
    assert line(SetChosen(seat=2, set="B")) == "carol takes set B (Not set)"
    assert line(StarterChosen(seat=1)) == "bob will start the round (bids first, leads trick 1)"


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
        "**bob** +0 — B (not 🟥 red, not odd): won 3 tricks, one with 🟥7 → failed",
        "**carol** +7 — C (🟥🟦🟦⬜): won 4: 🟦9 🟦12 🟥2 🟩5 → all chips matched",
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
    assert lines[3].endswith("won 1: 🟦3, needed 2 → failed")
    assert lines[4].endswith("D3b ❌ → failed")


def test_game_ended() -> None:
    assert line(GameEnded(scores=(19, 9, 11, 27), winners=(3,))) == (
        "🏁 **Final standings**: 1. dave 27 · 2. alice 19 · 3. carol 11 · 4. bob 9\n🏆 **dave** wins"
    )
    assert line(GameEnded(scores=(20, 20, 3), winners=(0, 1))).endswith(
        "🏆 **alice** and **bob** share the victory"
    )


def test_several_events_in_order_and_unknown_ones_skipped() -> None:
    events = [CardPlayed(seat=3, card="Y2"), Event(), GameEnded(scores=(1, 0, 0, 0), winners=(0,))]
    lines = UI.event_lines(CTX, events)
    assert len(lines) == 2 and lines[0] == "dave plays 🟨2"
