"""The private hand screen: names its table, shows every card, disables illegal ones with the reason."""

from __future__ import annotations

from bot.render.quattro_tricks import UI
from bot.render.screen import Button, Select
from tests.bot.render.quattro_tricks_views import CTX, bidding_view, public, seat_view


def buttons_by_action(screen) -> dict[str, Button]:
    return {b.action: b for b in screen.buttons()}


def test_first_line_names_game_channel_round_and_set() -> None:
    screen = UI.hand_screen(CTX, seat_view(3))
    first = screen.content.splitlines()[0]
    assert first == "**Your hand — Quattro Trick-Taking in #cards, round 2 · you hold set D (Missions)**"


def test_notice_comes_right_after_the_header() -> None:
    notice = "That button was out of date — here is your hand now."
    lines = UI.hand_screen(CTX, seat_view(3), notice=notice).content.splitlines()
    assert lines[1] == notice


def test_illegal_cards_are_disabled_not_hidden_with_the_reason() -> None:
    screen = UI.hand_screen(CTX, seat_view(3))
    cards = buttons_by_action(screen)
    assert set(cards) == {f"play:{c}" for c in ["R3", "R9", "B1", "B5", "G4", "Y2", "Y7", "Y11"]}
    assert [a for a, b in cards.items() if not b.disabled] == ["play:Y2", "play:Y7", "play:Y11"]
    assert "You must follow 🟨Y (yellow)." in screen.content


def labels(screen) -> list[list[str]]:
    return [[b.label for b in row] for row in screen.rows]


def test_cards_are_grouped_one_row_per_colour_red_first() -> None:
    hand = ["G12", "R9", "Y2", "B5", "R3", "Y11", "B1", "G4", "Y7", "G8", "B10", "R12"]
    assert labels(UI.hand_screen(CTX, seat_view(3, hand=hand))) == [
        ["🟥R3", "🟥R9", "🟥R12"],
        ["🟦B1", "🟦B5", "🟦B10"],
        ["🟨Y2", "🟨Y7", "🟨Y11"],
        ["🟩G4", "🟩G8", "🟩G12"],
    ]


def test_a_long_colour_takes_two_rows_and_the_smallest_colours_share_one() -> None:
    hand = ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "B1", "Y1", "Y2", "G1", "G2"]
    waiting = UI.hand_screen(CTX, seat_view(2, hand=hand))  # not carol's turn: the same rows, disabled
    assert labels(waiting) == [
        ["🟥R1", "🟥R2", "🟥R3", "🟥R4", "🟥R5"],
        ["🟥R6", "🟥R7"],
        ["🟦B1", "🟨Y1", "🟨Y2"],
        ["🟩G1", "🟩G2"],
    ]


def test_red_always_wins_is_one_line_and_the_buttons_are_the_hand() -> None:
    text = UI.hand_screen(CTX, seat_view(3)).content
    assert "🟥 Red always wins: the highest red card takes any trick." in text.splitlines()
    assert "Cards:" not in text


def test_void_in_the_led_colour_may_play_anything() -> None:
    screen = UI.hand_screen(CTX, seat_view(3, hand=["R3", "B1", "G4"]))
    assert not any(b.disabled for b in screen.buttons())
    assert "You have no 🟨 yellow — play any card." in screen.content


def test_a_hand_all_of_the_led_colour_must_follow_it_not_play_any_card() -> None:
    screen = UI.hand_screen(CTX, seat_view(3, hand=["Y2", "Y7"]))
    assert not any(b.disabled for b in screen.buttons())  # every card follows…
    assert "You must follow 🟨Y (yellow)." in screen.content  # …so none is "any card"
    assert "You have no" not in screen.content


def test_leader_may_play_anything() -> None:
    view = seat_view(3, trick=[], led=None, leader=3)
    screen = UI.hand_screen(CTX, view)
    assert not any(b.disabled for b in screen.buttons())
    assert "Trick 5: you to lead." in screen.content and "You lead — play any card." in screen.content


def test_not_your_turn_all_cards_disabled_with_the_waiting_line() -> None:
    screen = UI.hand_screen(CTX, seat_view(0))
    cards = [b for b in screen.buttons() if b.action.startswith("play:")]
    assert len(cards) == 8 and all(b.disabled for b in cards)
    assert "Waiting for dave to play." in screen.content
    assert screen.buttons() == cards and screen.buttons_show_hand  # no Refresh; no picture by default


def test_current_trick_and_my_progress_are_shown() -> None:
    text = UI.hand_screen(CTX, seat_view(0)).content
    assert "Trick 5: bob 🟨Y10 · carol 🟦B12" in text
    assert "Your bid: 1-6 / 5/15/25 · tricks won: 2 · winning cards 🟥R6 🟨Y4 🟦B5 = 15" in text


def test_bidding_not_my_turn_shows_hand_bids_and_who_bids() -> None:
    screen = UI.hand_screen(CTX, bidding_view(3, viewer=1))
    text = screen.content
    assert "you hold set A (Sum board)" in text
    assert "Cards: red 🟥R3 🟥R9 🟥R12 ·" in text
    assert "Your bid: 1-6 / 5/15/25" in text
    assert "Waiting for dave to bid (set C)." in text
    assert screen.buttons() == [] and not screen.buttons_show_hand


def test_bidding_my_turn_shows_hand_as_text_and_the_form() -> None:
    screen = UI.hand_screen(CTX, bidding_view(3))
    assert "Cards: red 🟥R3 🟥R9 🟥R12 · blue 🟦B1 🟦B5 🟦B10 ·" in screen.content
    assert "you hold set C (Colour chips)" in screen.content  # the header names the set
    assert "Your bid: one trick per chip, in its colour (⬜ white = any)." in screen.content
    assert not any(b.action.startswith("play:") for b in screen.buttons())


def test_a_stale_draft_outside_the_form_is_explained() -> None:
    screen = UI.hand_screen(CTX, seat_view(3), draft="bid:chips:R1")
    assert "That form is closed — here is your hand now." in screen.content


def test_finished_shows_the_result_and_my_place() -> None:
    view = seat_view(1, hand=[], phase="finished", to_act=[], scores=[30, 31, 12, 40])
    screen = UI.hand_screen(CTX, view)
    assert "game over" in screen.content.splitlines()[0]
    assert "🏆 **dave** wins" in screen.content
    assert "You finished 2nd with 31 points." in screen.content
    assert screen.rows == ()


def choosing(seat: int, viewer: int, **state: object) -> dict:
    base = {
        "mode": "set_selection",
        "order": [2, 1, 0, 3],
        "chosen": {"2": "B"},
        "remaining_sets": ["A", "C", "D"],
        "start_taken": None,
    }
    base.update(state)
    fields = dict(
        phase="choosing",
        round=3,
        trick_no=0,
        to_act=[seat],
        sets=[None] * 4,
        starter=None,
        leader=None,
        bids=[None] * 4,
        trick=[],
        led=None,
        last_trick=None,
        choosing=base,
        face_up=[[], [], [], []],
        tricks_won=[0] * 4,
    )
    legal = []
    if seat == viewer:
        legal = [f"choose:set:{s}" for s in base["remaining_sets"]]
        if base["mode"] == "starting_choice" and base["start_taken"] is None:
            legal.append("choose:start")
    view = public(**fields)
    view.update(seat=viewer, hand=[], my_set=None, legal=legal)
    return view


def test_set_selection_offers_remaining_sets_and_disables_taken_ones() -> None:
    screen = UI.hand_screen(CTX, choosing(1, 1))
    buttons = buttons_by_action(screen)
    assert list(buttons) == ["choose:set:A", "choose:set:B", "choose:set:C", "choose:set:D"]
    assert buttons["choose:set:B"].disabled and not buttons["choose:set:A"].disabled
    assert "Order (lowest score first): carol → set B · you → … · alice → … · dave → …" in screen.content
    assert "B (taken)" in screen.content
    assert "sets are being chosen" in screen.content.splitlines()[0]


def test_starting_choice_offers_the_start() -> None:
    view = choosing(1, 1, mode="starting_choice")
    screen = UI.hand_screen(CTX, view)
    assert "choose:start" in buttons_by_action(screen)
    assert not buttons_by_action(screen)["choose:start"].disabled
    assert "or take the start" in screen.content


def test_strict_mode_explains_a_disabled_remaining_set() -> None:
    view = choosing(1, 1)
    view["legal"] = ["choose:set:C", "choose:set:D"]
    view["options"]["strict_unused"] = True
    screen = UI.hand_screen(CTX, view)
    assert buttons_by_action(screen)["choose:set:A"].disabled
    assert "A (you used it before; unused sets first)" in screen.content


def test_choosing_not_my_turn_waits() -> None:
    screen = UI.hand_screen(CTX, choosing(1, 3))
    assert "Waiting for bob to choose a set." in screen.content
    assert screen.buttons() == [] and not screen.buttons_show_hand
    assert not any(isinstance(r, Select) for r in screen.rows)


def test_my_bid_line_shows_my_bids_progress_as_the_table_does() -> None:
    chips = {
        "set": "C",
        "chips": ["R", "B", "B", "W"],
        "filled": ["B"],
        "status": "possible",
        "reason": None,
        "tricks_left": 8,
    }
    view = seat_view(2, tricks_won=[2, 1, 1, 1], progress=[None, None, chips, None])
    text = UI.hand_screen(CTX, view).content
    assert (
        "Your bid: 🟥R 🟦B 🟦B ⬜W (4 tricks) · tricks won: 1 · 1 of 4 filled (🟦B) · still possible" in text
    )
    missions = {"set": "D", "status": "open", "missions": [["D1a", "achieved"], ["D3b", "open"]]}
    view = seat_view(3, progress=[None, None, None, missions])
    assert "tricks won: 1 · D1a ✅ achieved · D3b open" in UI.hand_screen(CTX, view).content
    broken = {"set": "B", "status": "broken", "broken": [["odd", "Y9"]]}
    view = seat_view(1, progress=[None, broken, None, None])
    assert "tricks won: 1 · not odd broken (🟨Y9)" in UI.hand_screen(CTX, view).content
