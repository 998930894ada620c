"""The secret-bid form: pick the cards on the hand, see the bid they make, choose the top card, Confirm
with exactly the canonical ``bid:`` string."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.render.four_seasons import UI
from bot.render.screen import Button, Screen
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.four_seasons_views import CTX, OPTIONS, bidding_view, legal_bids

BUTTERFLY_BIDS = {**OPTIONS, "butterfly_may_bid": True}  # the house rule
THREE_PLAYER_HAND = ["R2", "R9", "Y5", "Y8", "G3", "G7", "B1", "B6", "B9", "BF", "R4", "G1"]


def form(draft: str | None = None, **over: object) -> Screen:
    return UI.hand_screen(CTX, bidding_view(**over), draft=draft)


def by_label(screen: Screen) -> dict[str, Button]:
    return {b.label: b for b in screen.buttons()}


def confirms(screen: Screen) -> list[Button]:
    return [b for b in screen.buttons() if b.action.startswith("bid:")]


def labels(screen: Screen) -> list[list[str]]:
    return [[b.label for b in row] for row in screen.rows]  # type: ignore[union-attr]


def test_the_empty_form_shows_the_hand_as_buttons_trump_first_and_the_values_on_one_line() -> None:
    screen = form()  # summer is trump; 5 seasons' groups in 3 card rows: the smallest neighbours share
    assert labels(screen) == [["☀️5", "🍂2", "🍂9"], ["🌱3", "🌱7"], ["❄️1", "❄️6", "❄️9", "🦋", "?"]]
    assert by_label(screen)["🍂2"].action == "ui:draft:b:R2"
    text = screen.content
    assert "Cards:" not in text  # the buttons are the hand
    assert text.splitlines()[-1] == (
        "Choose **2 cards** to set aside as your bid (0–6 tricks of 7): 🍂 3 · ☀️ 2 · 🌱 1 · ❄️ 0."
    )
    assert "Each bid card counts" not in text  # round 2: the explanation is behind "?"
    assert by_label(screen)["?"].action == "ui:help:bid"
    assert "**Bids** (2 cards each, secret)  alice ✅ · bob … · carol ✅ · dave …" in text
    assert not confirms(screen)


def test_round_one_explains_the_season_values_and_the_butterfly_once() -> None:
    text = form(round=1).content
    assert (
        "Each bid card counts tricks by its season: 🍂 autumn 3 · ☀️ summer 2 · 🌱 spring 1 · ❄️ winter 0."
        in text
    )
    assert "🦋 has no season, so it can't be a bid card." in text
    assert "?" not in labels(form(round=1))[-1]


def test_with_room_each_season_has_a_row_of_its_own_trump_first() -> None:
    screen = form(hand=["R2", "R9", "Y5", "B1", "B6"], hand_sizes=[7, 5, 7, 9])
    assert labels(screen) == [["☀️5"], ["🍂2", "🍂9"], ["❄️1", "❄️6", "?"]]


def test_one_card_chosen_shows_the_bid_so_far_and_can_be_put_back() -> None:
    screen = form("b:R9")
    assert by_label(screen)["✓ 🍂9"].action == "ui:draft:b:"  # click again to put it back
    assert by_label(screen)["🌱3"].action == "ui:draft:b:R9,G3"
    assert "Chosen: 🍂9 → 3 so far; choose 1 more." in screen.content
    assert len(screen.rows) == 3


def test_a_complete_choice_shows_the_bid_and_confirm_carries_the_canonical_string() -> None:
    screen = form("b:R9,G3")
    assert "This bid: 🍂9 🌱3 → 3 + 1 = **4 tricks** (of 7)." in screen.content
    assert "Top card: 🍂9 (the card you may reveal for a BONUS bid" in screen.content
    (confirm,) = confirms(screen)
    assert (confirm.label, confirm.action) == ("Confirm: bid 4 tricks", "bid:R9,G3")
    assert confirm.action in bidding_view()["legal"]
    others = [b for b in screen.buttons() if b.label in ("🍂2", "☀️5", "🦋")]
    assert all(b.disabled for b in others)  # two chosen: take one back first


def test_the_top_card_defaults_to_the_highest_and_can_be_changed() -> None:
    screen = form("b:R9,G3")
    tops = [b for b in screen.buttons() if "Top: " in b.label]
    # The chosen top card reads as chosen (green, ✓); a click on it would change nothing: disabled.
    assert [(b.label, b.disabled, b.style) for b in tops] == [
        ("✓ Top: 🍂9", True, "success"),
        ("Top: 🌱3", False, "secondary"),
    ]
    changed = form(tops[1].action.removeprefix("ui:draft:"))
    assert [b.action for b in confirms(changed)] == ["bid:G3,R9"]
    assert "This bid: 🌱3 🍂9 → 1 + 3 = **4 tricks**" in changed.content
    # Taking the chosen top card back forgets the choice.
    assert by_label(changed)["✓ 🌱3"].action == "ui:draft:b:R9"


def test_equal_worth_the_higher_season_is_the_default_top_and_the_butterfly_beats_all() -> None:
    assert [b.action for b in confirms(form("b:G7,R2", hand=["R2", "R7", "G7", "B1"]))] == ["bid:G7,R2"]
    assert [b.action for b in confirms(form("b:R7,G7", hand=["R2", "R7", "G7", "B1"]))] == ["bid:R7,G7"]
    assert [b.action for b in confirms(form("b:R9,BF", options=BUTTERFLY_BIDS))] == ["bid:BF,R9"]


def test_by_default_the_butterfly_is_shown_disabled_with_the_reason() -> None:
    screen = form()
    butterfly = by_label(screen)["🦋"]
    assert butterfly.disabled and butterfly.style == "secondary"
    assert "🦋 has no season, so it can't be a bid card." in form(round=1).content
    assert not confirms(form("b:R9,BF"))  # a draft forged with it offers no Confirm
    assert not any("BF" in action for action in bidding_view()["legal"])


def test_with_the_house_rule_the_butterfly_is_a_bid_card_counting_as_trump() -> None:
    screen = form(options=BUTTERFLY_BIDS)
    assert not by_label(screen)["🦋"].disabled
    assert "🦋 counts as trump (house rule): ☀️ summer 2." in form(round=1, options=BUTTERFLY_BIDS).content
    chosen = form("b:R9,BF", options=BUTTERFLY_BIDS)
    assert "This bid: 🦋 🍂9 → 2 + 3 = **5 tricks** (of 7)." in chosen.content
    assert [b.action for b in confirms(chosen)] == ["bid:BF,R9"]


def test_without_bonus_bids_there_is_no_top_card_to_choose() -> None:
    options = {"variant": "standard", "bonus_bids": False, "butterfly_may_bid": True}
    screen = form("b:R9,G3", options=options)
    assert not any("Top: " in b.label for b in screen.buttons())
    assert "Top card" not in screen.content
    assert [b.action for b in confirms(screen)] == ["bid:R9,G3"]


def test_three_players_choose_three_of_twelve_cards_in_five_rows() -> None:
    view = dict(hand=THREE_PLAYER_HAND, bid_cards=3, tricks_per_round=9, players=3, options=BUTTERFLY_BIDS)
    screen = form("b:R9,G3,BF", **view)
    assert len(screen.rows) == 5
    # trump ☀️ first; five groups in 3 card rows: the smallest neighbouring groups share a row
    assert labels(screen) == [
        ["☀️5", "☀️8", "🍂2", "🍂4", "✓ 🍂9"],
        ["🌱1", "✓ 🌱3", "🌱7"],
        ["❄️1", "❄️6", "❄️9", "✓ 🦋"],
        ["Top: 🍂9", "Top: 🌱3", "✓ Top: 🦋"],
        ["Confirm: bid 6 tricks", "?"],
    ]
    assert "This bid: 🦋 🍂9 🌱3 → 2 + 3 + 1 = **6 tricks** (of 9)." in screen.content
    assert [b.action for b in confirms(screen)] == ["bid:BF,R9,G3"]
    assert "Choose **3 cards** to set aside as your bid (0–9 tricks of 9)" in form(**view).content


def test_drafts_that_do_not_fit_the_hand_are_refused_with_a_notice() -> None:
    for draft in ("b:R1,R9", "b:R9,R9", "b:R9,G3,Y5", "b:R9,G3@Y5", "nonsense"):
        screen = form(draft)
        assert "That form state could not be read — please choose again." in screen.content, draft
        assert not confirms(screen)


def test_a_seat_that_has_bid_sees_its_bid_and_waits() -> None:
    view = bidding_view(seat=0, hand=["R3", "G5", "B1", "B6", "Y1", "Y2", "Y7"])
    screen = UI.hand_screen(CTX, view)
    assert "Your bid: 🌱9 ❄️3 (top 🌱9) = **1 trick**" in screen.content
    assert "Waiting for bob and dave to choose 2 bid cards." in screen.content
    assert screen.buttons() == []  # redrawn by itself when a turn begins: no Refresh
    stale = UI.hand_screen(CTX, view, draft="b:R3")
    assert "That form is closed — here is your hand now." in stale.content


@pytest.mark.parametrize(("options", "bids"), [(OPTIONS, 28 * 2), (BUTTERFLY_BIDS, 36 * 2)])
def test_every_legal_bid_has_exactly_one_path_to_its_confirm(options: dict, bids: int) -> None:
    view = bidding_view(options=options)
    reached = set()
    for bid in legal_bids(view["hand"], 2, options["butterfly_may_bid"]):
        top, other = bid.removeprefix("bid:").split(",")
        chosen = ",".join(c for c in view["hand"] if c in (top, other))
        screen = UI.hand_screen(CTX, view, draft=f"b:{chosen}@{top}")
        (confirm,) = confirms(screen)
        reached.add(confirm.action)
    assert reached == set(view["legal"]) and len(reached) == bids


@settings(max_examples=150, deadline=None)
@given(
    st.text(max_size=40)
    | st.from_regex(r"b:([RYGB][1-9]|BF)(,([RYGB][1-9]|BF)){0,3}(@([RYGB][1-9]|BF))?(#.*)?")
)
def test_any_draft_renders_a_valid_screen(draft: str) -> None:
    screen = form(draft)
    assert_within_discord_limits(screen)
    for confirm in confirms(screen):
        assert confirm.action in bidding_view()["legal"]
