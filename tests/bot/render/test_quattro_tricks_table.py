"""The public table message reads like UX.md's sketch: state, whose turn, every public bid."""

from __future__ import annotations

from bot.render.base import TableContext
from bot.render.quattro_tricks import UI
from bot.render.screen import MAX_CONTENT
from tests.bot.render.quattro_views import CTX, bidding, public


def content(view: dict) -> str:
    return UI.table_screen(CTX, view).content


def test_header_names_game_round_and_trick() -> None:
    assert content(public()).splitlines()[0] == "**Quattro Trick-Taking · round 2/4 · trick 5/12**"


def test_scores_are_sorted_high_to_low() -> None:
    assert "dave 21 · alice 13 · bob 9 · carol 4" in content(public())


def test_every_public_bid_is_shown_in_human_form() -> None:
    text = content(public())
    assert "alice A: 1-6 / 5/15/25" in text
    assert "bob B: not 🟥, not odd" in text
    assert "carol C: 🟥🟦🟦⬜ (4 tricks)" in text
    assert "dave D: D1a two in a row, D3b last trick" in text


def test_no_chips_bid_reads_as_no_chips() -> None:
    assert "carol C: no chips" in content(public(bids=["sum:0,1-6", "not:odd", "chips:none", None]))


def test_whose_turn_is_the_last_line() -> None:
    assert content(public()).splitlines()[-1] == "⏳ dave to play"


def test_trick_line_shows_who_played_what_the_next_player_and_the_last_trick_card_by_card() -> None:
    text = content(public())
    assert (
        "**Trick 5**  bob 🟨10 · carol 🟦12 · dave … — trick 4: alice with 🟥6 "
        "(alice 🟥6 · bob 🟨9 · carol 🟦3 · dave 🟩2)"
    ) in text


def test_empty_trick_names_the_leader() -> None:
    text = content(public(trick=[], led=None, leader=0, to_act=[0]))
    assert "**Trick 5**  alice to lead" in text
    assert text.endswith("⏳ alice to lead trick 5")


def test_tricks_won_and_face_up_stacks_with_the_a_total() -> None:
    view = public(face_up=[["R6", "Y4", "B5"], [], [], ["Y7"]], face_up_colours=[[], [], [], ["R", "B"]])
    text = content(view)
    assert "**Tricks**  alice 2 · bob 1 · carol 0 · dave 1" in text
    assert "alice 🟥6 🟨4 🟦5 = 15" in text
    assert "dave 7s 🟨7 colours 🟥🟦" in text


def test_bidding_shows_pending_bids_and_who_bids() -> None:
    view = bidding(3)
    view.pop("_hand")
    text = content(public(**view))
    assert "round 2/4 · bidding" in text
    assert "bob A: 1-6 / 5/15/25" in text and "carol B: not 🟥, not odd" in text
    assert "dave C: …" in text and "alice D: …" in text
    assert text.endswith("⏳ dave to bid (set C)")
    assert "**Trick" not in text


def choosing_view(**choosing: object) -> dict:
    state = {
        "mode": "starting_choice",
        "order": [2, 1, 0, 3],
        "chosen": {"2": "B", "1": "start"},
        "remaining_sets": ["A", "C", "D"],
        "start_taken": 1,
    }
    state.update(choosing)
    return public(
        phase="choosing",
        round=3,
        trick_no=0,
        to_act=[0],
        sets=[None] * 4,
        starter=None,
        leader=None,
        bids=[None] * 4,
        trick=[],
        led=None,
        last_trick=None,
        choosing=state,
    )


def test_choosing_shows_the_order_what_was_chosen_and_whose_turn() -> None:
    text = content(choosing_view())
    assert "round 3/4 · choosing sets" in text
    assert "**Starting-Choice**  carol → set B · bob → starts · alice → … · dave → …" in text
    assert "**Sets left**  A C D · start taken by bob" in text
    assert text.endswith("⏳ alice to choose a set")


def test_choosing_with_the_start_still_open() -> None:
    text = content(choosing_view(chosen={}, start_taken=None, remaining_sets=["A", "B", "C", "D"]))
    assert text.endswith("⏳ alice to choose a set or to start")


def test_finished_shows_final_standings_and_the_winner() -> None:
    text = content(public(phase="finished", to_act=[], scores=[30, 12, 40, 31]))
    assert "1. carol 40 · 2. dave 31 · 3. alice 30 · 4. bob 12" in text
    assert "🏆 **carol** wins" in text
    assert "Round 1: alice +6 · bob +0 · carol +7 · dave +6" in text
    assert "⏳" not in text


def test_tied_winners_share_the_victory() -> None:
    text = content(public(phase="finished", to_act=[], scores=[30, 30, 12, 30]))
    assert "1. alice 30 · 1. bob 30 · 1. dave 30 · 4. carol 12" in text
    assert "🏆 **alice**, **bob** and **dave** share the victory" in text


def test_table_has_no_rows_the_adapter_adds_them() -> None:
    assert UI.table_screen(CTX, public()).rows == ()


def test_markdown_in_names_is_escaped() -> None:
    ctx = TableContext(1, "Quattro Trick-Taking", "cards", ("*al*", "b_o_b", "@everyone", "dave"))
    text = UI.table_screen(ctx, public()).content
    assert "\\*al\\*" in text and "b\\_o\\_b" in text and "@everyone" not in text


def test_long_names_at_the_end_of_a_round_stay_within_discord_limits() -> None:
    ctx = TableContext(1, "Quattro Trick-Taking", "cards", tuple("_*" * 16 for _ in range(4)))
    view = public(
        trick_no=12,
        trick=[[1, "Y10"], [2, "B12"], [3, "Y12"]],
        to_act=[0],
        bids=[
            "sum:5/15/25,55+",
            "not:blue,yellow,green,red",
            "chips:R3,B3,G3,Y3",
            "missions:D1a,D2b,D3b,D4b,D5b",
        ],
        face_up=[
            ["R6", "Y4", "B5", "G9", "R12", "B11", "Y8", "G7", "R10", "R11", "R9"],
            [],
            [],
            ["Y7", "R7", "B7", "G7"],
        ],
        face_up_colours=[[], [], [], ["R", "B", "Y", "G"]],
        tricks_won=[11, 0, 0, 0],
        scores=[-999, 12345, 999, 0],
    )
    assert len(UI.table_screen(ctx, view).content) <= MAX_CONTENT
    finished = public(
        phase="finished",
        to_act=[],
        round_history=[{"round": r, "points": [60, 60, 60, 60], "scores": [0, 0, 0, 0]} for r in range(1, 5)],
    )
    assert len(UI.table_screen(ctx, finished).content) <= MAX_CONTENT


def test_three_players() -> None:
    view = public(
        players=3,
        scores=[3, 9, 4],
        sets=["C", "A", "B"],
        bids=["chips:W2", None, None],
        trick=[[0, "Y1"]],
        to_act=[1],
        tricks_won=[1, 2, 0],
        face_up=[[], ["B9"], []],
        face_up_colours=[[], [], []],
        hand_sizes=[6, 7, 7],
        last_trick=None,
    )
    text = content(view)
    assert "dave" not in text
    assert "alice C: ⬜⬜ (2 tricks) · bob A: … · carol B: …" in text
    assert "bob 🟦9 = 9" in text
