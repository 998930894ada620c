"""The messages the channel keeps: the round's scoring with every bid revealed, and the final standings.
Who has bid, reveals, the BONUS player and the tricks live in the table message only (taken tricks may
not be looked at again)."""

from __future__ import annotations

from bot.render.four_seasons import UI
from games.base import Event
from games.four_seasons.events import (
    BidMade,
    BonusDecided,
    BonusPassed,
    CardPlayed,
    GameEnded,
    RoundScored,
    RoundStarted,
    ScoreLine,
    TeamLine,
    TopCardRevealed,
    TrickWon,
)
from games.four_seasons.scoring import score_round
from tests.bot.render.four_seasons_views import CTX


def line(event: Event) -> str:
    (text,) = UI.history_messages(CTX, [event])
    return text


def test_deals_bids_reveals_cards_and_tricks_leave_no_message() -> None:
    events = [
        RoundStarted(round=2, dealer=1, turn_up="Y4", trump="Y"),
        BidMade(seat=2),
        BonusPassed(seat=1),
        TopCardRevealed(seat=2, card="G7", best=True),
        BonusDecided(seat=3, cards=("R8", "G1"), bid=4),
        CardPlayed(seat=1, card="BF", named="G"),
        TrickWon(trick=2, winner=1, card="BF", cards=((1, "BF"), (2, "R9"), (3, "B9")), named="G"),
    ]
    assert UI.history_messages(CTX, events) == []


def test_the_rulebook_bonus_round_scored_every_bid_revealed() -> None:
    cards = [("G9", "B1"), ("B2", "B3"), ("G7", "R3"), ("R8", "G1")]
    lines, teams, points = score_round(cards, [1, 0, 4, 4], [0, 0, 4, 3], 3)
    text = line(RoundScored(round=1, bonus=3, lines=lines, teams=teams, points=points, scores=points))
    assert text.splitlines() == [
        "**Round 1 scored** — BONUS round (dave); every bid revealed:",
        "**alice** bid 🌱9 ❄️1 = 1, took 0 → ❌ missed · 0 + 6 = +6",
        "**bob** bid ❄️2 ❄️3 = 0, took 0 → ✅ made · 0 + 3 + 6 = +9",
        "**carol** bid 🌱7 🍂3 = 4, took 4 → ✅ made · 4 + 3 + 6 = +13",
        "⭐ **dave** bid 🍂8 🌱1 = 4, took 3 → ❌ missed · +3",
        "Standings: carol 13 · bob 9 · alice 6 · dave 3",
    ]


def test_a_standard_round_scored() -> None:
    lines, teams, points = score_round([("R1", "B1")] * 4, [2, 0, 4, 2], [3, 0, 4, 0], None)
    text = line(
        RoundScored(round=3, bonus=None, lines=lines, teams=teams, points=points, scores=(30, 6, 10, 1))
    )
    assert "**Round 3 scored** — standard; every bid revealed:" in text
    assert "**carol** bid 🍂1 ❄️1 = 4, took 4 → ✅ made · 4 + 6 = +10" in text


def test_a_team_round_scored_with_the_premium() -> None:
    lines, teams, points = score_round([("B1", "R1")] * 4, [0, 0, 4, 4], [0, 0, 4, 3], None, team=True)
    event = RoundScored(round=1, bonus=None, lines=lines, teams=teams, points=points, scores=points)
    text = line(event)
    assert "Team alice+carol: bid 4, took 4 → 3 + 7 + 8 (took exactly 4 together) = **+18**" in text
    assert "Team bob+dave: bid 4, took 3 → 3 + 3 = **+6**" in text
    assert text.endswith("Standings: alice+carol 18 · bob+dave 6")
    assert isinstance(teams[0], TeamLine) and isinstance(lines[0], ScoreLine)


def test_game_ended() -> None:
    assert line(GameEnded(scores=(51, 40, 55, 20), winners=(2,))) == (
        "🏁 **Final standings**: 1. carol 55 · 2. alice 51 · 3. bob 40 · 4. dave 20\n🏆 **carol** wins"
    )
    assert line(GameEnded(scores=(52, 46, 52, 46), winners=(0, 2))).endswith("🏆 **alice** and **carol** win")


def test_unknown_events_are_skipped() -> None:
    assert UI.history_messages(CTX, [Event()]) == []
