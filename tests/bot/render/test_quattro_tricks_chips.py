"""The set C form: +/− per chip kind, limits as disabled buttons, unique custom_ids for every draft."""

from __future__ import annotations

import pytest

from bot.render.quattro_tricks import UI
from bot.render.screen import Button
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.quattro_tricks_views import CTX, bidding_view, legal_bids

C_SEAT = 3  # in bidding_view, seat 3 holds set C
VIEW = bidding_view(C_SEAT)


def screen_for(draft: str | None):
    return UI.hand_screen(CTX, VIEW, draft=draft)


def button(screen, label: str) -> Button:
    (found,) = [b for b in screen.buttons() if b.label == label]
    return found


def draft_of(b: Button) -> str:
    assert b.action.startswith("ui:draft:")
    return b.action.removeprefix("ui:draft:").partition("#")[0]


def test_initial_form_has_a_plus_row_no_minus_and_no_confirm() -> None:
    screen = screen_for(None)
    # the hand's colour order (red first), then white
    assert [b.label for b in screen.rows[0]] == ["+ 🟥R", "+ 🟦B", "+ 🟨Y", "+ 🟩G", "+ ⬜W"]
    assert [b.emoji for b in screen.rows[0]] == [None] * 5  # the square is in the label, beside its letter
    # Nothing to take away: no − at all (five disabled ones took two lines of a phone screen).
    assert not any(b.label.startswith("−") for b in screen.buttons())
    assert [(b.label, b.disabled) for b in screen.rows[1]] == [("Clear", True), ("?", False)]
    assert not any(b.action.startswith("bid:") for b in screen.buttons())
    # One line of rule (the rest behind "?") and no counts line: the + buttons start at nothing.
    said = "Your bid: one trick per chip, in its colour (⬜ white = any)."  # plain: no heading line
    assert said in screen.content and "Add chips with +, then confirm." in screen.content
    assert "Chips:" not in screen.content and "2 points per colour chip" not in screen.content


def test_the_minus_buttons_share_the_confirm_row_while_it_has_room() -> None:
    two = screen_for("bid:chips:R1,W2")
    assert len(two.rows) == 2  # a phone line saved: − 🟥R − ⬜W Confirm Clear ?
    assert [b.label for b in two.rows[1]] == ["− 🟥R", "− ⬜W", "Confirm bid", "Clear", "?"]
    assert "This bid: 🟥R×1 ⬜W×2 = **3 tricks, 4 points** if made." in two.content  # the counts, once
    four = screen_for("bid:chips:R1,B1,Y1,W1")  # 4 − and 3 more: a row holds 5
    assert [b.label for b in four.rows[1]] == ["− 🟥R", "− 🟦B", "− 🟨Y", "− ⬜W"]
    assert [b.label for b in four.rows[2]] == ["Confirm bid", "Clear", "?"]


def test_the_question_mark_answers_with_the_whole_chip_rule() -> None:
    assert button(screen_for(None), "?").action == "ui:help:chips"
    rule = UI.help_text("chips", None)
    assert rule is not None
    for said in (
        "use + and − to bid chips",
        "You must win exactly as many tricks as chips, each with a chip's colour",
        "⬜ white = any colour",
        "a 🟥 red win on another lead counts as either colour",
        "2 points per colour chip, 1 per white chip",
        "A bid with no chips is allowed but scores 0",
    ):
        assert said in rule
    assert UI.help_text("nothing", None) is None


def test_plus_builds_the_draft_in_canonical_order() -> None:
    screen = screen_for("bid:chips:B2")
    assert draft_of(button(screen, "+ 🟥R")) == "bid:chips:R1,B2"
    assert draft_of(button(screen_for("bid:chips:Y1"), "+ 🟩G")) == "bid:chips:G1,Y1"  # engine order
    assert draft_of(button(screen, "+ ⬜W")) == "bid:chips:B2,W1"
    assert draft_of(button(screen, "− 🟦B")) == "bid:chips:B1"


def test_the_seed_bid_shows_what_will_be_submitted_before_confirm() -> None:
    screen = screen_for("bid:chips:R1,B2,W1")
    assert "This bid: 🟥R×1 🟦B×2 ⬜W×1 = **4 tricks, 7 points** if made." in screen.content
    assert button(screen, "Confirm bid").action == "bid:chips:R1,B2,W1"


def test_limits_are_disabled_buttons() -> None:
    screen = screen_for("bid:chips:R3")
    assert button(screen, "+ 🟥R").disabled and not button(screen, "+ 🟦B").disabled
    full = screen_for("bid:chips:R3,B3,G3,Y2,W1")
    assert all(b.disabled for b in full.rows[0])
    assert not any(b.disabled for b in full.rows[1])


def test_no_chips_can_be_confirmed_with_a_warning() -> None:
    screen = screen_for("bid:chips:none")
    assert button(screen, "Confirm: no chips").action == "bid:chips:none"
    assert "always scores 0" in screen.content
    assert button(screen, "Clear").disabled


def test_clear_and_the_last_minus_do_not_share_a_custom_id() -> None:
    screen = screen_for("bid:chips:R1")
    assert draft_of(button(screen, "− 🟥R")) == draft_of(button(screen, "Clear")) == "bid:chips:none"
    assert button(screen, "− 🟥R").action != button(screen, "Clear").action


def all_drafts() -> list[str]:
    return [b.removeprefix("bid:") for b in legal_bids("C")]


def test_every_reachable_draft_renders_with_unique_ids_and_limits() -> None:
    legal = set(legal_bids("C"))
    assert len(legal) == 1792
    for payload in all_drafts():
        screen = screen_for("bid:" + payload)  # Screen itself checks rows, id uniqueness, lengths
        assert_within_discord_limits(screen)
        confirm = [b for b in screen.buttons() if b.action.startswith("bid:")]
        assert [b.action for b in confirm] == ["bid:" + payload]
        for b in screen.buttons():
            if b.action.startswith("ui:draft:") and not b.disabled:
                assert "bid:" + draft_of(b).removeprefix("bid:") in legal, (payload, b)


def test_every_enabled_button_leads_to_a_reachable_draft_from_the_empty_form() -> None:
    seen: set[str] = set()
    todo = [None]
    while todo:
        draft = todo.pop()
        for b in screen_for(draft).buttons():
            if b.action.startswith("ui:draft:") and not b.disabled:
                target = b.action.removeprefix("ui:draft:")
                if target not in seen:
                    seen.add(target)
                    todo.append(target)
    assert {d.partition("#")[0] for d in seen} == set(legal_bids("C"))


@pytest.mark.parametrize(
    "draft",
    [
        "bid:chips:R4",
        "bid:chips:W13",
        "bid:chips:R3,B3,G3,Y3,W1",
        "bid:chips:R1,R2",
        "bid:chips:X1",
        "bid:chips:",
        "bid:chips:R",
        "bid:chips:R-1",
        "bid:chips:R1#+R",
        "bid:chips:none#clear",
        "bid:sum:0,1-6",
        "ui:draft:bid:chips:R1",
        "bid:chips:R999",
        "bid:chips:R01",
    ],
)
def test_odd_drafts_render(draft: str) -> None:
    screen = screen_for(draft)
    legal = set(VIEW["legal"])
    assert all(b.action in legal for b in screen.buttons() if b.action.startswith("bid:"))


def test_over_limit_draft_is_clamped_with_a_notice() -> None:
    screen = screen_for("bid:chips:R5,W20")
    assert "3 chips of each colour, 12 in all" in screen.content
    assert button(screen, "Confirm bid").action == "bid:chips:R3,W9"
