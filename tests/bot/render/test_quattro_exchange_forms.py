"""The exchange form: pick an unvisited virtual player and a hidden card (two steps carried in
``ui:draft:<v>:<card>``), see what will be submitted, then Confirm the exact ``exchange:<v>:<card>``;
STOP is disabled, with the reason, when it is not allowed."""

from __future__ import annotations

from itertools import product
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.render.quattro_exchange import UI
from bot.render.quattro_exchange.tokens import card
from bot.render.screen import Button, Screen
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.quattro_exchange_views import CTX, seat_view


def form(draft: str | None = None, **over: Any) -> Screen:
    shown = UI.hand_screen(CTX, seat_view(0, **over), draft=draft)
    assert_within_discord_limits(shown)
    return shown


def rows(shown: Screen) -> list[list[tuple[str, str, bool]]]:
    return [[(b.label, b.action, b.disabled) for b in row] for row in shown.rows]  # type: ignore[union-attr]


def by_label(shown: Screen) -> dict[str, Button]:
    return {b.label: b for b in shown.buttons()}


def click(shown: Screen, label: str) -> str:
    button = by_label(shown)[label]
    assert not button.disabled
    return button.action.removeprefix("ui:draft:")


def test_the_empty_form_virtual_players_in_two_rows_then_the_cards_then_confirm_and_stop() -> None:
    shown = form()
    assert rows(shown) == [
        [
            ("V1 · ♥4 · done", "ui:draft:1:", True),
            ("V2", "ui:draft:2:", False),
            ("V3 · 🔘0 ♣2 · done", "ui:draft:3:", True),
        ],
        [("V4", "ui:draft:4:", False), ("V5", "ui:draft:5:", False), ("V6", "ui:draft:6:", False)],
        [("♠2", "ui:draft::S2", False), ("♥6", "ui:draft::H6", False)],
        [
            ("Confirm exchange", "ui:draft::", True),
            ("Stop", "stop", False),
            ("?", "ui:help:give", False),
        ],
    ]
    assert "**Your turn to exchange** — you play first in this phase." in shown.content
    assert "**Still owed:** V2 V4 V5 V6 (2/6 done; each once, all before the 4th opening)" in shown.content
    assert shown.content.splitlines()[-1] == "Pick a virtual player and one of your hidden cards to give."
    assert "its black zero" not in shown.content  # two exchanges made: the give rule is behind "?"
    assert "its black zero 🔘 if it has one, else its highest card whose suit and number are not among" in (
        UI.help_text("give", None) or ""
    )


def test_the_first_exchange_of_the_game_explains_the_give_rule_once() -> None:
    first = form(round=1, visited=[[], []])
    assert "its black zero 🔘 if it has one" in first.content
    assert "?" not in [b.label for b in first.buttons()]
    assert "**Still owed:** V1 V2 V3 V4 V5 V6 (0/6 done" in first.content


def test_two_steps_in_either_order_lead_to_the_exact_exchange_action() -> None:
    for first, second in (("V4", "♥6"), ("♥6", "V4")):
        draft = click(form(), first)
        step = form(draft)
        assert "picked — now pick" in step.content
        final = form(click(step, second))
        assert (
            "**This exchange: give ♥6 face up to V4** and take V4's card (only you will see it)."
            in final.content
        )
        confirm = by_label(final)["Confirm: ♥6 to V4"]
        assert (confirm.action, confirm.disabled, confirm.style) == ("exchange:4:H6", False, "success")


def test_a_picked_button_is_shown_chosen_and_another_click_switches() -> None:
    """Issue 36 item 6: a pick reads as chosen on a phone, as in every game's forms: green with ✓, not
    a faded disabled button; a click on it takes the pick back."""
    shown = form("4:H6")
    v4, h6 = by_label(shown)["✓ V4"], by_label(shown)["✓ ♥6"]
    assert (v4.style, v4.disabled, v4.action) == ("success", False, "ui:draft::H6")
    assert (h6.style, h6.disabled, h6.action) == ("success", False, "ui:draft:4:")
    assert by_label(shown)["V5"].action == "ui:draft:5:H6"
    assert by_label(shown)["♠2"].action == "ui:draft:4:S2"


@pytest.mark.parametrize(("v", "code"), list(product(["", *map(str, range(1, 7))], ["", "S2", "H6"])))
def test_every_draft_renders_with_unique_custom_ids(v: str, code: str) -> None:
    shown = form(f"{v}:{code}")  # Screen refuses duplicate custom_ids
    confirms = [b for b in shown.buttons() if b.action.startswith("exchange:")]
    if v in {"2", "4", "5", "6"} and code:
        assert [b.action for b in confirms] == [f"exchange:{v}:{code}"]
    else:
        assert confirms == []


def test_phase_3_stop_is_disabled_with_the_reason() -> None:
    shown = form(round=3, may_stop=[False, True])
    stop = by_label(shown)["Stop"]
    assert stop.disabled and stop.action == "stop"
    assert (
        "Stop is not allowed yet: you must still exchange with V2, V4, V5, V6 before the last opening."
        in (shown.content)
    )


def test_stop_explains_what_it_does() -> None:
    assert (
        "Stop ends your exchanges until the next opening; the first to stop plays second next."
        in form().content
    )
    shown = form(options={"stop_mode": "pass"})
    assert by_label(shown)["Pass"].action == "stop"
    assert "Pass skips this turn; the phase ends when both of you pass in a row." in shown.content


def test_a_draft_that_is_no_longer_possible_is_dropped_with_a_notice() -> None:
    shown = form("3:H6")  # V3 already visited
    assert "That choice is no longer possible — please choose again." in shown.content
    assert "♥6 picked — now pick a virtual player." in shown.content
    shown = form("4:D5")  # ♦5 is open, not hidden
    assert "V4 picked — now pick the hidden card to give." in shown.content


@given(st.text(max_size=30))
def test_any_draft_text_renders_a_valid_form(draft: str) -> None:
    shown = form(draft)
    for b in shown.buttons():
        if b.action.startswith("exchange:") and not b.disabled:
            assert b.action in seat_view(0)["legal"]


def test_unreadable_drafts_say_so() -> None:
    for draft in ("nonsense", "9:S2", "x:"):
        assert "That form state could not be read — please choose again." in form(draft).content


def test_confirm_needs_the_action_in_legal() -> None:
    shown = form("4:H6", legal=["stop"])
    assert by_label(shown)["Confirm exchange"].disabled


def test_both_black_zeros_are_one_button() -> None:
    shown = form(hand=["K0", "K0"])
    assert [b.label for b in shown.rows[2]] == ["✓ 🔘0"]  # type: ignore[union-attr]  # the only one: chosen


def test_no_select_menus_so_draft_from_pick_refuses() -> None:
    with pytest.raises(ValueError):
        UI.draft_from_pick(seat_view(0), "ui:pick:anything", ["1"])


def test_one_hidden_card_left_is_pre_selected_so_an_exchange_is_a_virtual_player_and_confirm() -> None:
    """Fewer clicks for forced moves: with one hidden card there is no card to choose."""
    import random

    from bot.render.quattro_exchange.exchange_form import exchange_form
    from games import registry

    rules = registry.get("quattro-exchange")
    rng = random.Random(9)
    for seed in range(40):
        state = rules.new_game(players=2, seed=seed)
        while rules.to_act(state):
            seat = rng.choice(rules.to_act(state))
            view = rules.view(state, seat)
            exchanges = [a for a in view["legal"] if a.startswith("exchange:")]
            if exchanges and len(view["hand"]) == 1:
                (only,) = view["hand"]
                form = exchange_form(view, None)
                picked = [b for row in form.rows for b in row if b.label.startswith("✓ ")]
                # chosen, and not clickable: taking it back would change nothing
                assert [b.label for b in picked] == [f"✓ {card(only)}"] and picked[0].disabled
                v = exchanges[0].split(":")[1]
                confirm = exchange_form(view, f"{v}:{only}").rows[-1][0]
                assert confirm.action == f"exchange:{v}:{only}" and not confirm.disabled
                return
            state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    raise AssertionError("no exchange with one hidden card in 40 seeded games")
