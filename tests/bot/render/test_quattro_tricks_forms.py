"""Bid forms for sets A, B and D: a select, a summary of what will be submitted, then Confirm."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.render.quattro_tricks import UI
from bot.render.screen import Button, Select
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.quattro_tricks_views import CTX, bidding_view, legal_bids

A_SEAT, B_SEAT, D_SEAT = 1, 2, 0  # in bidding_view, seat 1 holds A, seat 2 B, seat 0 D


def form(seat: int, draft: str | None = None, **over: object):
    return UI.hand_screen(CTX, bidding_view(seat, **over), draft=draft)


def select_of(screen) -> Select:
    (select,) = [r for r in screen.rows if isinstance(r, Select)]
    return select


def confirms(screen) -> list[Button]:
    return [b for b in screen.buttons() if b.action.startswith("bid:")]


# -- set A -----------------------------------------------------------------------------------------------


def test_a_form_offers_the_twelve_spaces_two_at_a_time() -> None:
    select = select_of(form(A_SEAT))
    assert select.pick == "ui:pick:sum" and select.min_values == select.max_values == 2
    assert [o.value for o in select.options][:6] == ["0", "1-6", "7-12", "13-18", "19-24", "5/15/25"]
    assert len(select.options) == 12
    assert select.options[1].label == "1–6 · 7 pts"
    assert not confirms(form(A_SEAT))


def test_a_pick_becomes_the_canonical_bid_and_confirm_carries_it_exactly() -> None:
    view = bidding_view(A_SEAT)
    draft = UI.draft_from_pick(view, "ui:pick:sum", ["5/15/25", "1-6"])
    assert draft == "bid:sum:1-6,5/15/25"
    screen = UI.hand_screen(CTX, view, draft=draft)
    assert [b.action for b in confirms(screen)] == ["bid:sum:1-6,5/15/25"]
    assert "This bid: **1–6** (7 pts) and **5, 15 or 25** (6 pts)" in screen.content
    assert {o.value for o in select_of(screen).options if o.default} == {"1-6", "5/15/25"}


def test_a_bonus_option_removes_the_bonus_space() -> None:
    options = {"custom_rule": "none", "strict_unused": False, "a_bonus_without_chip": True}
    view = bidding_view(A_SEAT, options=options)
    assert "5/15/25" not in [o.value for o in select_of(UI.hand_screen(CTX, view)).options]
    assert UI.draft_from_pick(view, "ui:pick:sum", ["5/15/25", "1-6"]) == ""
    screen = UI.hand_screen(CTX, view, draft="bid:sum:1-6,5/15/25")
    assert not confirms(screen)


@pytest.mark.parametrize("bid", legal_bids("A"))
def test_every_a_bid_can_be_confirmed(bid: str) -> None:
    view = bidding_view(A_SEAT)
    values = bid.removeprefix("bid:sum:").split(",")
    draft = UI.draft_from_pick(view, "ui:pick:sum", values)
    assert [b.action for b in confirms(UI.hand_screen(CTX, view, draft=draft))] == [bid]


# -- set B -----------------------------------------------------------------------------------------------


def test_b_form_offers_six_sections_with_points() -> None:
    select = select_of(form(B_SEAT))
    assert select.pick == "ui:pick:not" and (select.min_values, select.max_values) == (1, 4)
    assert [o.label for o in select.options] == [
        "not 🟦 blue · 1 pt",
        "not 🟨 yellow · 1 pt",
        "not 🟩 green · 1 pt",
        "not 🟥 red · 2 pts",
        "not even · 2 pts",
        "not odd · 2 pts",
    ]


def test_b_summary_computes_points_per_trick() -> None:
    view = bidding_view(B_SEAT)
    draft = UI.draft_from_pick(view, "ui:pick:not", ["odd", "blue"])
    assert draft == "bid:not:blue,odd"
    screen = UI.hand_screen(CTX, view, draft=draft)
    assert "not 🟦 blue, not odd = **3 pts per trick you win**" in screen.content
    assert [b.action for b in confirms(screen)] == ["bid:not:blue,odd"]


def test_b_warns_but_allows_both_parities() -> None:
    screen = form(B_SEAT, draft="bid:not:even,odd")
    assert "can only score 0" in screen.content
    assert [b.action for b in confirms(screen)] == ["bid:not:even,odd"]


# -- set D -----------------------------------------------------------------------------------------------


def test_d_form_offers_ten_mission_sides() -> None:
    select = select_of(form(D_SEAT))
    assert select.pick == "ui:pick:missions" and (select.min_values, select.max_values) == (1, 5)
    assert len(select.options) == 10
    assert select.options[0].label == "D1a · Win two consecutive tricks · 3 pts"


def test_d_two_sides_of_one_card_cannot_be_confirmed() -> None:
    view = bidding_view(D_SEAT)
    draft = UI.draft_from_pick(view, "ui:pick:missions", ["D1b", "D1a"])
    assert draft == "bid:missions:D1a,D1b"
    screen = UI.hand_screen(CTX, view, draft=draft)
    assert "Choose one side per mission card." in screen.content
    assert not confirms(screen)


def test_d_summary_adds_the_points() -> None:
    screen = form(D_SEAT, draft="bid:missions:D1a,D3b")
    assert "= **6 pts** if every mission is done" in screen.content
    assert [b.action for b in confirms(screen)] == ["bid:missions:D1a,D3b"]


@pytest.mark.parametrize("letter,seat", [("B", B_SEAT), ("D", D_SEAT)])
def test_every_b_and_d_bid_can_be_confirmed(letter: str, seat: int) -> None:
    view = bidding_view(seat)
    pick = "ui:pick:not" if letter == "B" else "ui:pick:missions"
    for bid in legal_bids(letter):
        draft = UI.draft_from_pick(view, pick, bid.split(":")[2].split(","))
        assert draft == bid
        assert [b.action for b in confirms(UI.hand_screen(CTX, view, draft=draft))] == [bid]


# -- confirm only what is legal; garbage never crashes ------------------------------------------------


def test_confirm_only_when_the_bid_is_legal() -> None:
    view = bidding_view(A_SEAT)
    view["legal"] = [b for b in view["legal"] if b != "bid:sum:0,1-6"]
    screen = UI.hand_screen(CTX, view, draft="bid:sum:0,1-6")
    assert not confirms(screen)
    assert "not allowed" in screen.content


@pytest.mark.parametrize(
    "pick,values",
    [
        ("ui:pick:sum", ["1-6"]),
        ("ui:pick:sum", ["1-6", "1-6"]),
        ("ui:pick:sum", ["x", "y"]),
        ("ui:pick:sum", []),
        ("ui:pick:not", ["blue,odd"]),
        ("ui:pick:missions", ["D6a"]),
        ("ui:pick:nope", ["blue"]),
        ("ui:pick:not", [None]),
        ("ui:pick:not", "blue"),
        ("ui:pick:sum", None),
        ("ui:pick:missions", ["D1a#x"]),
        ("ui:pick:not", ["blue"] * 30),
    ],
)
def test_garbage_select_values_give_a_draft_that_renders(pick: str, values: object) -> None:
    for seat in (A_SEAT, B_SEAT, D_SEAT, 3):
        view = bidding_view(seat)
        draft = UI.draft_from_pick(view, pick, values)  # type: ignore[arg-type]
        UI.hand_screen(CTX, view, draft=draft)


def test_a_draft_for_another_set_is_ignored_with_a_notice() -> None:
    screen = form(A_SEAT, draft="bid:not:blue")
    assert "could not be read" in screen.content and not confirms(screen)


@given(
    pick=st.sampled_from(["ui:pick:sum", "ui:pick:not", "ui:pick:missions", "sum", "x"]),
    values=st.lists(
        st.one_of(
            st.text(max_size=12),
            st.sampled_from(["0", "1-6", "5/15/25", "55+", "blue", "odd", "D1a", "D1b", "D5b"]),
        ),
        max_size=8,
    ),
    seat=st.sampled_from([A_SEAT, B_SEAT, D_SEAT, 3]),
)
def test_any_select_values_render(pick: str, values: list[str], seat: int) -> None:
    view = bidding_view(seat)
    draft = UI.draft_from_pick(view, pick, values)
    assert isinstance(draft, str)
    assert_within_discord_limits(UI.hand_screen(CTX, view, draft=draft))


@given(draft=st.text(max_size=80), seat=st.sampled_from([A_SEAT, B_SEAT, D_SEAT, 3]))
def test_any_draft_renders(draft: str, seat: int) -> None:
    UI.hand_screen(CTX, bidding_view(seat), draft=draft)


@given(
    suffix=st.text(alphabet="RBGYWnoe0123456789,:-/#abD", max_size=20),
    prefix=st.sampled_from(["bid:sum:", "bid:not:", "bid:chips:", "bid:missions:"]),
    seat=st.sampled_from([A_SEAT, B_SEAT, D_SEAT, 3]),
)
def test_near_miss_drafts_render(prefix: str, suffix: str, seat: int) -> None:
    screen = UI.hand_screen(CTX, bidding_view(seat), draft=prefix + suffix)
    legal = set(bidding_view(seat)["legal"])
    assert all(b.action in legal for b in confirms(screen))
