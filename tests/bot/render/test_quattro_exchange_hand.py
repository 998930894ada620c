"""The private hand screen: names its table, shows the hidden hand and the card just received, and
offers the decision of the moment (Keep/Mulligan, the card to open), or waits."""

from __future__ import annotations

from typing import Any

from bot.render.quattro_exchange import UI
from bot.render.quattro_exchange.tokens import card
from bot.render.screen import Screen
from tests.bot.render.discord_limits import assert_within_discord_limits
from tests.bot.render.quattro_exchange_views import CTX, finished_view, mulligan_view, opening_view, seat_view


def screen(view: dict, **kw: Any) -> Screen:
    shown = UI.hand_screen(CTX, view, **kw)
    assert_within_discord_limits(shown)
    return shown


def test_first_line_names_game_channel_and_step() -> None:
    first = screen(seat_view(1)).content.splitlines()[0]
    assert first == "**Your hand — Quattro Exchange · 콰트로 in #cards · exchange phase 2/3**"


def test_notice_comes_right_after_the_header() -> None:
    lines = screen(seat_view(1), notice="That button was out of date.").content.splitlines()
    assert lines[1] == "That button was out of date."


def test_hidden_hand_open_cards_and_the_card_just_received() -> None:
    view = seat_view(0, hand=["H6", "S2"], received={"virtual": 3, "card": "S2"})
    text = screen(view).content
    assert "Hidden (only you): ♠2 ♥6 · your open cards: ♠6 ♦5" in text
    assert "bob's open cards: ♥3 ♣1" in text
    assert "You received ♠2 from V3 in your last exchange." in text


def test_waiting_shows_who_is_to_act() -> None:
    shown = screen(seat_view(1))
    assert "Waiting for alice to exchange or stop." in shown.content
    assert shown.rows == ()  # redrawn by itself when a turn begins: no Refresh


def test_mulligan_decision_keep_or_mulligan() -> None:
    shown = screen(mulligan_view(1))
    assert "Your cards (only you): ♠4 ♥4 ♣3 🔘0" in shown.content
    assert "**Keep this hand or take a mulligan?** Used 1 of 2." in shown.content
    assert "This would be your last mulligan: you keep whatever it deals you." in shown.content
    (row,) = shown.rows
    assert [(b.label, b.action, b.disabled) for b in row] == [
        ("Keep hand", "keep", False),
        ("Mulligan (2 of 2)", "mulligan", False),
    ]


def test_mulligan_of_the_other_player_is_waited_for() -> None:
    shown = screen(mulligan_view(0, viewer=1))
    assert "Waiting for alice to keep their hand or take a mulligan." in shown.content
    assert shown.rows == ()  # redrawn by itself when a turn begins: no Refresh


def test_simultaneous_opening_offers_each_hidden_card() -> None:
    shown = screen(opening_view(1, hand=["K0", "D3", "K0"]))
    assert "**Choose a hidden card to open** — opening 3/4." in shown.content
    assert "Both players choose in secret; the two cards are turned face up together." in shown.content
    (row,) = shown.rows
    assert [(b.label, b.action) for b in row] == [("♦3", "open:D3"), ("🔘0", "open:K0")]


def test_after_choosing_the_card_stays_private_until_both_chose() -> None:
    view = opening_view(1, to_act=[0], open_chosen=[False, True], my_choice="C5")
    shown = screen(view)
    assert "You chose ♣5 to open; it is turned face up once the other player has chosen." in shown.content
    assert "Waiting for alice to choose a card to open." in shown.content
    assert shown.rows == ()  # redrawn by itself when a turn begins: no Refresh


def test_sequential_opening_second_player_sees_the_first_card() -> None:
    options = {"opening_mode": "sequential"}
    view = opening_view(0, to_act=[0], options=options, opens=[["S6", "D5"], ["H3", "C1", "H2"]])
    assert "bob has opened ♥2." in screen(view).content
    first = opening_view(1, to_act=[1], options=options)
    assert "You open first; alice sees your card before choosing." in screen(first).content


def test_a_draft_outside_the_exchange_form_says_the_form_is_closed() -> None:
    assert "That form is closed — here is your hand now." in screen(seat_view(1), draft="3:D3").content


def test_finished_explains_the_result_to_each_player() -> None:
    assert screen(finished_view(0)).content.splitlines()[-1] == "🏆 You win!"
    text = screen(finished_view(1)).content
    assert "→ Only alice has a Quattro, and a Quattro beats any hand without one." in text
    assert text.endswith("alice wins this time.")
    assert screen(finished_view(1)).rows == ()


def test_the_virtual_players_still_owed_are_always_on_the_hand() -> None:
    waiting = UI.hand_screen(CTX, opening_view(1, to_act=[0])).content  # bob waits while alice opens
    assert "**Still owed:** V1 V2 V4 V5 V6 (1/6 done; each once, all before the 4th opening)" in waiting
    done = UI.hand_screen(CTX, opening_view(0, visited=[[1, 2, 3, 4, 5, 6], [3]])).content
    assert "Exchanges: all 6 virtual players done ✓" in done
    assert "Still owed" not in UI.hand_screen(CTX, mulligan_view(0)).content  # not dealt yet


# Marks Discord draws black or near-black: lost against its dark theme.
DARK_MARKS = ("⚫", "⬛", "◼", "▪", "🖤")


def test_the_black_zero_token_shows_on_a_dark_theme() -> None:
    assert card("K0") == "🔘0"  # a grey ring around the black dot
    assert not [code for code in ("S6", "D5", "H3", "C1", "K0") if any(m in card(code) for m in DARK_MARKS)]
