"""The private hand screen: names its table, shows every card, disables illegal ones with the reason, the
bonus step, the butterfly lead and the partner's bid."""

from __future__ import annotations

import pytest

from bot.render.four_seasons import UI
from bot.render.screen import Button, Screen
from tests.bot.render.four_seasons_views import CTX, bonus_view, seat_view


def buttons_by_action(screen: Screen) -> dict[str, Button]:
    return {b.action: b for b in screen.buttons()}


def test_first_line_names_game_channel_round_and_trump() -> None:
    first = UI.hand_screen(CTX, seat_view(3)).content.splitlines()[0]
    assert first == "**Your hand — 4 Seasons in #cards, round 2 · trump ☀️ summer (turn-up ☀️4)**"
    no_trump = seat_view(3, turn_up="BF", trump=None, trick=[[1, "Y3"]])
    assert "· no trump (turn-up 🦋)**" in UI.hand_screen(CTX, no_trump).content


def test_notice_comes_right_after_the_header() -> None:
    notice = "That button was out of date — here is your hand now."
    assert UI.hand_screen(CTX, seat_view(3), notice=notice).content.splitlines()[1] == notice


def test_illegal_cards_are_disabled_not_hidden_with_the_reason() -> None:
    screen = UI.hand_screen(CTX, seat_view(3))
    cards = buttons_by_action(screen)
    assert [[b.action for b in row] for row in screen.rows] == [  # type: ignore[union-attr]
        ["play:Y6"],  # trump (summer) first, one row per season
        ["play:R5"],
        ["play:G2"],
        ["play:B8"],
    ]
    assert [a for a, b in cards.items() if not b.disabled] == ["play:Y6"]
    assert screen.content.splitlines()[-1] == "You must follow ☀️ summer."  # one line above the buttons
    assert "Cards:" not in screen.content  # the buttons are the hand


def test_my_bid_with_its_top_card_what_it_still_needs_and_the_bonus_star() -> None:
    text = UI.hand_screen(CTX, seat_view(3)).content
    assert (
        "Your bid: ☀️9 🍂2 (top ☀️9) = **5 tricks** · won 0 · **need 5 more** · ⭐ you play the BONUS bid"
    ) in text
    assert "Trick 4: bob ☀️3 · carol 🦋=☀️10" in text


@pytest.mark.parametrize(("won", "need"), [(0, "need 1 more"), (1, "made it — no more"), (3, "over by 2")])
def test_the_need_line_in_each_state(won: int, need: str) -> None:
    view = seat_view(0, tricks_won=[won, 0, 2, 0])  # alice bid 🌱9 ❄️3 = 1 trick
    assert f"Your bid: 🌱9 ❄️3 (top 🌱9) = **1 trick** · won {won} · **{need}**" in (
        UI.hand_screen(CTX, view).content
    )


def test_the_other_players_see_the_bonus_players_target() -> None:
    assert "⭐ BONUS dave: bid 5, won 0 · needs 5 more" in UI.hand_screen(CTX, seat_view(0)).content
    made = seat_view(1, tricks_won=[1, 0, 1, 5])
    assert "⭐ BONUS dave: bid 5, won 5 · made it — no more" in UI.hand_screen(CTX, made).content
    assert "⭐ BONUS" not in UI.hand_screen(CTX, seat_view(3)).content  # dave has it in his own bid line


def test_holding_the_butterfly_the_hand_has_a_help_button() -> None:
    view = seat_view(3, hand=["R5", "BF", "G2"], trick=[[1, "B3"], [2, "B9"]], led="B")
    screen = UI.hand_screen(CTX, view)
    assert [[b.label for b in row] for row in screen.rows] == [["🍂5"], ["🌱2"], ["🦋", "?"]]  # type: ignore[union-attr]
    assert buttons_by_action(screen)["ui:help:butterfly"].label == "?"
    assert "Worth 10 of the led season" in (UI.help_text("butterfly", None) or "")
    assert UI.help_text("nonsense", None) is None


def test_void_in_the_led_season_may_play_anything_the_butterfly_too() -> None:
    view = seat_view(3, hand=["R5", "BF", "G2"], trick=[[1, "B3"], [2, "B9"]], led="B")
    screen = UI.hand_screen(CTX, view)
    assert not any(b.disabled for b in screen.buttons())
    assert buttons_by_action(screen)["play:BF"].label == "🦋"
    assert "You have no ❄️ winter — play any card." in screen.content


def test_a_hand_all_of_the_led_season_must_follow_it_not_play_any_card() -> None:
    view = seat_view(3, hand=["B2", "B7"], trick=[[1, "B3"], [2, "B9"]], led="B")
    screen = UI.hand_screen(CTX, view)
    assert not any(b.disabled for b in screen.buttons())  # every card follows…
    assert screen.content.splitlines()[-1] == "You must follow ❄️ winter."  # …so none is "any card"
    assert "You have no" not in screen.content


def test_holding_the_led_season_the_butterfly_is_disabled() -> None:
    view = seat_view(3, hand=["Y6", "BF", "G2"])
    assert buttons_by_action(UI.hand_screen(CTX, view))["play:BF"].disabled


def leading(hand: list[str]) -> dict:
    return seat_view(3, hand=hand, trick=[], led=None, leader=3, last_trick=None)


def test_leading_the_butterfly_first_asks_for_a_season() -> None:
    view = leading(["R5", "G2", "BF"])
    screen = UI.hand_screen(CTX, view)
    assert "Trick 4: you to lead." in screen.content and "You lead — play any card." in screen.content
    butterfly = next(b for b in screen.buttons() if b.label == "🦋")
    assert butterfly.action == "ui:draft:bf" and not butterfly.disabled
    chosen = UI.hand_screen(CTX, view, draft="bf")
    seasons = [b for b in chosen.buttons() if b.action.startswith("play:BF:")]
    assert [(b.label, b.action) for b in seasons] == [
        ("🍂 autumn", "play:BF:R"),
        ("☀️ summer (trump)", "play:BF:Y"),
        ("🌱 spring", "play:BF:G"),
        ("❄️ winter", "play:BF:B"),
    ]
    assert not any(b.disabled for b in seasons)
    assert chosen.rows[-1][-1] == Button(label="Back", action="ui:hand")
    assert chosen.content.splitlines()[-1] == (
        "Leading 🦋: name the season it counts as (Worth 0); the others must follow it."
    )


def test_the_butterfly_draft_when_not_leading_is_a_closed_form() -> None:
    screen = UI.hand_screen(CTX, seat_view(3, hand=["Y6", "BF"]), draft="bf")
    assert "That form is closed — here is your hand now." in screen.content
    assert not any(b.action.startswith("play:BF:") for b in screen.buttons())


def test_not_my_turn_all_cards_disabled_with_the_waiting_line_and_no_refresh() -> None:
    screen = UI.hand_screen(CTX, seat_view(0))
    cards = [b for b in screen.buttons() if b.action.startswith("play:")]
    assert len(cards) == 4 and all(b.disabled for b in cards)
    assert "Waiting for dave to play." in screen.content
    assert screen.buttons() == cards  # an open hand is redrawn when the turn begins: no Refresh
    assert screen.buttons_show_hand  # a picture would show the cards again


def test_the_partner_bid_in_the_team_variant() -> None:
    view = seat_view(
        0,
        teams=[[0, 2], [1, 3]],
        partner=2,
        partner_bid_cards=["R7", "G4"],
        partner_bid=4,
        options={"variant": "team", "bonus_bids": True, "butterfly_may_bid": True},
    )
    text = UI.hand_screen(CTX, view).content
    assert (
        "Partner carol's bid (only you see it): 🍂7 🌱4 = 4 tricks · together 5 tricks, taken 3 · "
        "need 2 more (exactly together: +8)"
    ) in text


# --- the bonus step ------------------------------------------------------------------------------------
def test_my_turn_in_the_bonus_step_reveal_or_pass() -> None:
    view = bonus_view(3, my_bid_cards=["Y9", "R2"])
    screen = UI.hand_screen(CTX, view)
    assert [(b.label, b.action) for b in screen.buttons()] == [
        ("Reveal ☀️9", "reveal"),
        ("Pass", "pass"),
        ("?", "ui:help:bonus"),  # round 2: the BONUS scoring is one click away
    ]
    text = screen.content
    assert "**Bonus bids**  bob passed · carol 🍂7 ⭐ best · dave … · alice …" in text
    assert "Best so far: carol with 🍂7." in text
    assert (
        text.splitlines()[-1]
        == "Reveal your top bid card to try for the BONUS bid (+12 if you make it), or pass."
    )
    assert "everyone else scores +6" in (UI.help_text("bonus", None) or "")


def test_round_one_explains_the_bonus_bid_in_full() -> None:
    screen = UI.hand_screen(CTX, bonus_view(3, my_bid_cards=["Y9", "R2"], round=1))
    assert "if they miss, everyone else scores +6" in screen.content
    assert [b.label for b in screen.buttons()] == ["Reveal ☀️9", "Pass"]


def test_a_top_card_that_cannot_win_asks_for_confirmation() -> None:
    view = bonus_view(3, my_bid_cards=["G3", "R2"])
    screen = UI.hand_screen(CTX, view)
    reveal = screen.buttons()[0]
    assert (reveal.label, reveal.action) == ("Reveal 🌱3 …", "ui:draft:reveal?")
    confirm = UI.hand_screen(CTX, view, draft="reveal?")
    assert (
        "Your 🌱3 can't beat carol's 🍂7 (best so far): revealing it only shows it to everyone."
        in confirm.content
    )
    assert [b.action for b in confirm.buttons()] == ["reveal", "pass", "ui:hand"]


def test_an_equal_worth_in_a_higher_season_needs_no_confirmation() -> None:
    view = bonus_view(3, shown_bids=[[], [], ["Y7"], []], my_bid_cards=["R7", "B1"])
    assert UI.hand_screen(CTX, view).buttons()[0].action == "reveal"


def test_waiting_in_the_bonus_step() -> None:
    screen = UI.hand_screen(CTX, bonus_view(3, viewer=0))
    assert "Waiting for dave to reveal their top bid card or pass." in screen.content
    assert "Your bid: 🌱9 ❄️3 (top 🌱9) = **1 trick**" in screen.content
    assert screen.buttons() == [] and not screen.buttons_show_hand  # the picture shows the cards


# --- drafts ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("draft", ["zzz", "play:R1", "b:R1,R1,R1,R1,R1"])
def test_unreadable_or_foreign_drafts_never_crash(draft: str) -> None:
    screen = UI.hand_screen(CTX, seat_view(3), draft=draft)
    assert screen.content.splitlines()[1] in (
        "That form state could not be read — please choose again.",
        "That form is closed — here is your hand now.",
    )


def test_draft_from_pick_refuses_every_pick() -> None:
    with pytest.raises(ValueError):
        UI.draft_from_pick(seat_view(3), "ui:pick:anything", ["R1"])


def test_finished_shows_the_result_and_my_place() -> None:
    view = seat_view(1, hand=[], phase="finished", to_act=[], scores=[30, 51, 12, 40], winners=[1])
    screen = UI.hand_screen(CTX, view)
    assert "game over" in screen.content.splitlines()[0]
    assert "🏆 **bob** wins" in screen.content and "You won with 51 points. 🎉" in screen.content
    view = seat_view(0, hand=[], phase="finished", to_act=[], scores=[30, 51, 12, 40], winners=[1])
    assert "You finished 3rd with 30 points." in UI.hand_screen(CTX, view).content
    assert screen.rows == ()


def test_in_profi_the_top_score_without_the_win_finishes_second() -> None:
    """A Profi win needs 77+ points and a bid made in that round, so the top score can lose."""
    profi = {"variant": "profi", "bonus_bids": True, "butterfly_may_bid": False}
    over = dict(hand=[], phase="finished", to_act=[], scores=[80, 81, 40, 20], winners=[0], options=profi)
    top_score = UI.hand_screen(CTX, seat_view(1, **over)).content
    assert "You finished 2nd with 81 points." in top_score and "1st" not in top_score
    assert "Final standings: 1. alice 80 · 2. bob 81" in top_score
    assert "You won with 80 points. 🎉" in UI.hand_screen(CTX, seat_view(0, **over)).content
