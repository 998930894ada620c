"""The trick kit's screens, as a player reads them: the last trick card by card and who won it (a polite no
before the round's first trick is won), the score sheet a row per round with the totals and what is
being played, and the game-over message with the standings and the winner."""

from __future__ import annotations

from bot.i18n import language
from bot.render.base import TableContext
from bot.render.kit import french
from bot.render.kit.tricks import final_standings, last_trick, plays_text, score_sheet, turn_prompt
from tests.support.locales import hangul_share

CTX = TableContext(table_id=1, game_name="Whist", channel_name="cards", names=("alice", "bob", "carol"))
LAST = {"cards": [[1, "HT"], [2, "HQ"], [0, "H2"]], "winner": 2}


def test_a_trick_reads_seat_by_seat_in_the_order_played() -> None:
    assert plays_text(CTX, LAST["cards"], french.card) == "bob ♥️10 · carol ♥️Q · alice ♥️2"
    assert plays_text(CTX, [], french.card) == "—"


def test_the_last_trick_shows_its_cards_then_who_won_with_which_card() -> None:
    screen = last_trick(CTX, {"last_trick": LAST}, french.card)
    assert screen.content.splitlines() == [
        "🂠 **Last trick**: bob ♥️10 · carol ♥️Q · alice ♥️2",
        "Won by carol with ♥️Q.",
    ]
    numbered = last_trick(CTX, {"last_trick": {**LAST, "no": 4, "card": "HQ"}}, french.card)
    assert numbered.content.startswith("🂠 **Last trick** (trick 4): bob ♥️10")


def test_before_the_first_trick_is_won_there_is_a_polite_no() -> None:
    assert last_trick(CTX, {"last_trick": None}, french.card).content.startswith(
        "🙈 No trick has been completed"
    )


def test_the_score_sheet_has_a_row_per_round_the_totals_and_the_round_being_played() -> None:
    view = {
        "round_history": [{"round": 1, "points": [11, 0, -2]}, {"round": 2, "points": [0, 13, 10]}],
        "scores": [11, 13, 8],
        "round": 3,
        "rounds": 5,
    }
    text = score_sheet(CTX, view, "Whist").content
    assert text.startswith("📋 **Score sheet — Whist**\n1. alice · 2. bob · 3. carol")
    assert text.splitlines()[3:] == [
        "        alice bob carol",
        "-----------------------",
        "R1        +11   0    -2",
        "R2          0 +13   +10",
        "-----------------------",
        "Total      11  13     8",
        "```",
        "Round 3 of 5 is being played.",
    ]


def test_before_any_round_is_scored_the_sheet_says_so_and_at_the_end_it_says_the_final_standings() -> None:
    fresh = score_sheet(CTX, {"scores": [0, 0, 0], "round": 1, "rounds": 5}, "Whist").content
    assert "No round has been scored yet." in fresh
    over = {"round_history": [{"round": 1, "points": [3, 1, 2]}], "scores": [3, 1, 2], "phase": "finished"}
    assert score_sheet(CTX, over, "Whist").content.endswith("🏁 Final: alice 3 · carol 2 · bob 1")


def test_a_game_adds_its_own_notes_and_cells() -> None:
    view = {"round_history": [{"round": 1, "points": [3, 1, 2]}], "scores": [3, 1, 2], "round": 2}
    text = score_sheet(CTX, view, "Whist", lambda e: ("a", "b", "c"), ["`x` = missed"], "Round 2.").content
    assert "R1          a   b     c" in text.splitlines() and text.endswith("`x` = missed\nRound 2.")


def test_the_game_over_message_ranks_everyone_then_names_the_winner() -> None:
    assert final_standings(CTX, [31, 20, 31]).splitlines() == [
        "🏁 **Final standings**: 1. alice 31 · 1. carol 31 · 3. bob 20",
        "🏆 **alice** and **carol** share the victory",
    ]
    assert final_standings(CTX, [5, 9, 1], [2]).endswith("🏆 **carol** wins")


def test_the_screens_read_korean() -> None:
    with language("ko"):
        assert last_trick(CTX, {"last_trick": LAST}, french.card).content.splitlines() == [
            "🂠 **마지막 트릭**: bob ♥️10 · carol ♥️Q · alice ♥️2",
            "승자: carol (♥️Q)",
        ]
        assert hangul_share(score_sheet(CTX, {"scores": [0, 0, 0]}, "Whist").content) > 0.2


def test_the_turn_prompt_of_a_game_that_bids_then_plays() -> None:
    bidding = {"phase": "bidding", "to_act": [0, 1]}
    assert [turn_prompt(bidding, s) for s in range(3)] == ["to bid", "to bid", ""]
    assert (
        turn_prompt({"phase": "playing", "to_act": [1], "trick": [], "trick_no": 3}, 1) == "to lead trick 3"
    )
    assert turn_prompt({"phase": "playing", "to_act": [2], "trick": [[1, "H2"]]}, 2) == "to play"
    assert turn_prompt({"phase": "finished", "to_act": [0]}, 0) == ""
