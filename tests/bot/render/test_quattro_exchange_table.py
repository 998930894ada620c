"""The public table message: whose turn it is first, then open cards, the virtual players' face-up
cards, visits, stops, mulligans, the last turns, and the final comparison explained — never a hidden
card. What the table picture draws (open cards, the virtual players) is marked ``pictured``."""

from __future__ import annotations

from bot.render.quattro_exchange import UI
from bot.render.quattro_exchange.tokens import card
from bot.render.screen import MAX_CONTENT
from tests.bot.render.quattro_exchange_views import (
    CTX,
    HANDS,
    finished_view,
    mulligan_view,
    opening_view,
    public,
)
from tests.bot.render.table_lines import visible


def content(view: dict) -> str:
    return visible(UI.table_screen(CTX, view).content)


def public_of(view: dict) -> dict:
    return {k: v for k, v in view.items() if k not in {"seat", "hand", "legal", "my_choice", "received"}}


def test_header_names_the_game_and_the_step() -> None:
    """The English title keeps the game's own name, 콰트로; the step is English only."""
    assert content(public()).splitlines()[0] == "**Quattro Exchange · 콰트로 — exchange phase 2/3**"
    assert content(public_of(opening_view(0))).splitlines()[0].endswith("— opening 3/4**")
    assert content(public_of(mulligan_view(0))).splitlines()[0].endswith("— mulligans**")


def test_each_player_line_has_role_hidden_count_visits_mulligans_and_stop_then_the_open_cards() -> None:
    raw = UI.table_screen(CTX, public()).content.splitlines()
    assert raw[2:6] == [
        "alice · plays first · hidden 2 · visited V1 V3 (2/6) · mulligans 1",  # a line, not an embed field
        "\u2063open ♠6 ♦5",  # the picture draws the open cards: left out of the embed
        "bob · plays second · hidden 2 · visited V3 (1/6) · stopped",  # no mulligan: not said
        "\u2063open ♥3 ♣1",
    ]


def test_pass_mode_says_passed() -> None:
    view = public(options={"stop_mode": "pass"})
    assert "(1/6) · passed" in content(view)


def test_virtual_players_show_face_up_cards_and_who_visited_them() -> None:
    text = content(public())
    assert text.count("**Virtual players**") == 1
    assert "V1  ▢ ♥4 ▢ · visited by alice" in text
    assert "V2  ▢ ▢ ▢\n" in text
    assert "V3  🔘0 ▢ ♣2 · visited by alice and bob" in text


def test_who_stopped_first_in_earlier_phases() -> None:
    stops = "🛑 Stops: phase 1: bob stopped first"
    assert stops in content(public())


def test_whose_turn_comes_right_under_the_title() -> None:
    assert content(public()).splitlines()[1] == "⏳ alice to exchange or stop"


def test_phase_3_turn_names_the_virtual_players_still_to_visit() -> None:
    view = public(round=3, may_stop=[False, True])
    assert content(view).splitlines()[1] == "⏳ alice to exchange — still to visit: V2 V4 V5 V6"


def test_simultaneous_opening_shows_who_has_chosen_but_not_what() -> None:
    view = public_of(opening_view(0, to_act=[0], open_chosen=[False, True]))
    lines = content(view).splitlines()
    assert lines[1] == "⏳ alice to choose a card to open"
    players = [line for line in lines if line.startswith(("alice ·", "bob ·"))]
    assert players[0].endswith("choosing…") and players[1].endswith("chosen ✓")


def test_mulligans_show_counts_and_who_decides() -> None:
    text = content(public_of(mulligan_view(1, mulligan_done=[True, False])))
    assert "alice · plays first · 4 cards · mulligans 0 · kept ✓" in text
    assert "bob · plays second · 4 cards · mulligans 1 · deciding…" in text
    assert "Virtual players" not in text
    assert text.splitlines()[1] == "⏳ bob to keep their hand or take a mulligan"


def test_the_final_comparison_is_explained() -> None:
    lines = content(finished_view()).splitlines()
    assert lines == [
        "**Quattro Exchange · 콰트로 — game over**",
        "**alice** ♠6 ♦5 ♣4 🔘0 · 6 + 5 + 4 + 0 = 15 · Quattro ✓",
        "**bob** ♥6 ♣6 ♠5 ♥5 · 6 + 6 + 5 + 5 = 22 · no Quattro",
        "→ Only alice has a Quattro, and a Quattro beats any hand without one.",
        "🏆 **alice** wins",
    ]


def test_the_table_never_prints_a_hidden_card() -> None:
    text = content(public())
    hidden = [card(code) for hand in HANDS.values() for code in hand]
    assert hidden == ["♠2", "♥6", "♦3", "♣5"]
    assert not [token for token in hidden if token in text]


def test_fits_discord() -> None:
    assert len(content(public())) <= MAX_CONTENT
    assert UI.table_screen(CTX, public()).rows == ()


def test_the_last_turns_public_happenings_are_shown_on_one_last_line() -> None:
    """No channel line per exchange: the table message says what the other player just did."""
    last = [
        {
            "seat": 1,
            "events": [
                {"kind": "Exchanged", "seat": 1, "virtual": 4, "given": "H5", "visited": 2},
                {"kind": "Stopped", "seat": 1, "phase": 1, "auto": False},
                {"kind": "FromANewerEngine", "seat": 1},
            ],
        }
    ]
    lines = UI.table_screen(CTX, public(last_turns=last)).content.splitlines()
    assert lines[-1] == (
        "↩️ Last · bob gives ♥5 face up to V4 and takes a hidden card · visited 2/6 · bob stops for this phase"
    )
    assert lines[1].startswith("⏳")
