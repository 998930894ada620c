"""The public table message reads like docs/ux.md's sketch: the title, whose turn, the trick, the one
rule to keep in mind, the scores, then every bid with how it is going, one line a seat."""

from __future__ import annotations

from bot.render.base import TableContext
from bot.render.quattro_tricks import UI
from bot.render.screen import MAX_CONTENT
from tests.bot.render.quattro_tricks_views import CTX, bidding, public
from tests.bot.render.table_lines import visible


def content(view: dict) -> str:
    return visible(UI.table_screen(CTX, view).content)


def seat_line(text: str, who: str) -> str:
    """The line of the Bids block that starts with ``who`` ("bob B: …")."""
    return next(line for line in text.splitlines() if line.startswith(f"{who} "))


def test_header_names_game_round_and_trick() -> None:
    assert content(public()).splitlines()[0] == "**Quattro Trick-Taking · round 2/4 · trick 5/12**"


def test_red_always_wins_is_one_short_line_under_the_trick_while_playing() -> None:
    lines = content(public()).splitlines()
    assert lines[lines.index("🟥 red always wins") - 1].startswith("**Trick 5**")
    assert "red always wins" not in content(bidding(0))


def test_scores_are_sorted_high_to_low() -> None:
    assert "dave 21 · alice 13 · bob 9 · carol 4" in content(public())


def test_every_public_bid_is_shown_in_human_form() -> None:
    text = content(public())
    assert "alice A: 1-6 / 5/15/25" in text
    assert "bob B: not 🟥R, not odd" in text
    assert "carol C: 🟥R 🟦B 🟦B ⬜W ·" in text
    assert "dave D: D1a D3b ·" in text


def test_while_bidding_the_bids_read_in_their_long_form() -> None:
    view = bidding(3)
    view.pop("_hand")
    view["bids"][3] = "chips:R1,B2,W1"
    text = content(public(**view))
    assert "dave C: 🟥R 🟦B 🟦B ⬜W (4 tricks)" in text


def test_no_chips_bid_reads_as_no_chips() -> None:
    assert "carol C: no chips" in content(public(bids=["sum:0,1-6", "not:odd", "chips:none", None]))


def test_whose_turn_comes_right_under_the_title_then_the_trick() -> None:
    lines = UI.table_screen(CTX, public()).content.splitlines()
    assert lines[1] == "⏳ dave to play"
    assert lines[2] == "\u2063" + visible(lines[2])  # the picture shows the trick: left out of the embed
    assert visible(lines[2]).startswith("**Trick 5**")


def test_trick_line_shows_who_played_what_the_next_player_and_the_last_trick_card_by_card() -> None:
    text = content(public())
    assert (
        "**Trick 5**  bob 🟨Y10 · carol 🟦B12 · dave … — trick 4: alice with 🟥R6 "
        "(alice 🟥R6 · bob 🟨Y9 · carol 🟦B3 · dave 🟩G2)"
    ) in text


def test_empty_trick_names_the_leader() -> None:
    text = content(public(trick=[], led=None, leader=0, to_act=[0]))
    assert "**Trick 5**  alice to lead" in text
    assert text.splitlines()[1] == "⏳ alice to lead trick 5"


def test_tricks_won_and_face_up_stacks_with_the_a_total() -> None:
    missions = {"set": "D", "status": "open", "missions": [["D4b", "open"], ["D5b", "open"]]}
    view = public(
        bids=["sum:1-6,5/15/25", "not:red,odd", "chips:R1,B2,W1", "missions:D4b,D5b"],
        face_up=[["R6", "Y4", "B5"], [], [], ["Y7"]],
        face_up_colours=[[], [], [], ["R", "B"]],
        progress=progress(s3=missions),
    )
    text = content(view)
    assert "alice A: 1-6 / 5/15/25 · 🟥R6 🟨Y4 🟦B5 = 15 · won 2" in text
    assert "bob B: not 🟥R, not odd · won 1" in text
    assert "dave D: D4b 🟨Y7 D5b 🟥R 🟦B · won 1" in text  # each mission's 7s and colours after it


def test_bidding_shows_pending_bids_and_who_bids() -> None:
    view = bidding(3)
    view.pop("_hand")
    text = content(public(**view))
    assert "round 2/4 · bidding" in text
    assert "bob A: 1-6 / 5/15/25" in text and "carol B: not 🟥R, not odd" in text
    assert "dave C: …" in text and "alice D: …" in text
    assert text.splitlines()[1] == "⏳ dave to bid (set C)"
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
    assert text.splitlines()[1] == "⏳ alice to choose a set"


def test_choosing_with_the_start_still_open() -> None:
    text = content(choosing_view(chosen={}, start_taken=None, remaining_sets=["A", "B", "C", "D"]))
    assert text.splitlines()[1] == "⏳ alice to choose a set or to start"


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
        progress=None,
    )
    text = content(view)
    assert "dave" not in text
    assert "alice C: ⬜W ⬜W · won 1" in text and "carol B: … · won 0" in text
    assert "bob A: … · 🟦B9 = 9 · won 2" in text


# --- spec §8 (revised): what a real table shows in front of each bidder -----------------------------


def progress(**entries: dict) -> list:
    """The fixture's progress with some seats' entries replaced (seat index as ``s0``…``s3``)."""
    rows = list(public()["progress"])
    for key, value in entries.items():
        rows[int(key[1:])] = value
    return rows


def chips_entry(
    filled: list[str], status: str = "possible", reason: str | None = None, left: int = 8
) -> dict:
    return {
        "set": "C",
        "chips": ["R", "B", "B", "W"],
        "filled": filled,
        "status": status,
        "reason": reason,
        "tricks_left": left,
    }


def test_c_line_shows_the_chips_filled_so_far_and_that_the_bid_is_still_possible() -> None:
    view = public(tricks_won=[2, 1, 2, 1], progress=progress(s2=chips_entry(["B", "B"])))
    assert seat_line(content(view), "carol") == "carol C: 🟥R 🟦B 🟦B ⬜W · 2 of 4 filled (🟦B 🟦B) · won 2"


def test_c_line_marks_a_bid_lost_by_one_trick_too_many() -> None:
    lost = chips_entry(["R", "B", "B", "W"], "lost", "too_many")
    view = public(tricks_won=[0, 1, 5, 1], progress=progress(s2=lost))
    line = seat_line(content(view), "carol")
    assert line == "carol C: 🟥R 🟦B 🟦B ⬜W ❌ · won 5"  # lost (the bidder's hand says why)


def test_c_line_marks_a_bid_lost_with_fewer_tricks_left_than_chips_unfilled() -> None:
    lost = chips_entry(["W"], "lost", "too_few_left", 2)
    view = public(tricks_won=[5, 4, 1, 1], progress=progress(s2=lost))
    line = seat_line(content(view), "carol")
    assert line == "carol C: 🟥R 🟦B 🟦B ⬜W ❌ · won 1"


def test_c_line_marks_a_bid_lost_when_a_won_trick_fits_no_chip() -> None:
    view = public(tricks_won=[0, 1, 2, 1], progress=progress(s2=chips_entry(["B"], "lost", "misfit")))
    line = seat_line(content(view), "carol")
    assert line == "carol C: 🟥R 🟦B 🟦B ⬜W ❌ · won 2"


def test_d_line_marks_each_mission_achieved_failed_or_open() -> None:
    missions = {"set": "D", "status": "failed", "missions": [["D1a", "achieved"], ["D3b", "failed"]]}
    line = seat_line(content(public(progress=progress(s3=missions))), "dave")
    assert line == "dave D: D1a ✅ D3b ❌ · won 1"
    assert seat_line(content(public()), "dave") == "dave D: D1a D3b · won 1"  # both still open


def test_b_line_names_the_broken_section_and_the_card_that_broke_it() -> None:
    broken = {"set": "B", "status": "broken", "broken": [["red", "R7"]]}
    line = seat_line(content(public(progress=progress(s1=broken))), "bob")
    assert line == "bob B: not 🟥R ❌ 🟥R7, not odd · won 1"  # the section broken and the card that broke it
    assert seat_line(content(public()), "bob") == "bob B: not 🟥R, not odd · won 1"  # nothing broken yet


def test_the_bids_block_is_last_one_line_a_seat_in_seat_order() -> None:
    lines = content(public()).splitlines()
    assert lines[-5:] == [
        "**Bids**",
        "alice A: 1-6 / 5/15/25 · 🟥R6 🟨Y4 🟦B5 = 15 · won 2",
        "bob B: not 🟥R, not odd · won 1",
        "carol C: 🟥R 🟦B 🟦B ⬜W · 0 of 4 filled · won 0",
        "dave D: D1a D3b · won 1",
    ]
    assert lines[-6] == "Scores: dave 21 · alice 13 · bob 9 · carol 4"  # a line, not an embed field


def test_no_progress_lines_outside_trick_play_or_without_progress_in_the_view() -> None:
    view = bidding(3)
    view.pop("_hand")
    assert "filled" not in content(public(**view))
    assert "filled" not in content(public(progress=None))


def test_with_long_names_every_bid_line_stays_within_discord_limits() -> None:
    ctx = TableContext(1, "Quattro Trick-Taking", "cards", tuple("_*" * 16 for _ in range(4)))
    missions = [[m, "failed"] for m in ("D1a", "D2b", "D3b", "D4b", "D5b")]
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
        progress=progress(
            s1={"set": "B", "status": "intact", "broken": []},
            s2={
                "set": "C",
                "chips": list("RRRBBBGGGYYY"),
                "filled": [],
                "status": "lost",
                "reason": "too_few_left",
                "tricks_left": 1,
            },
            s3={"set": "D", "status": "failed", "missions": missions},
        ),
    )
    text = UI.table_screen(ctx, view).content
    assert len(text) <= MAX_CONTENT
    chips = "🟥R 🟥R 🟥R 🟦B 🟦B 🟦B 🟨Y 🟨Y 🟨Y 🟩G 🟩G 🟩G"
    assert f" C: {chips} ❌ · won 0" in text
    assert " D: D1a ❌ D2b ❌ D3b ❌ D4b ❌ 🟨Y7 🟥R7 🟦B7 🟩G7 D5b ❌ 🟥R 🟦B 🟨Y 🟩G · won 0" in text
