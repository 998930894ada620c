"""The public table message: open cards, the virtual players' face-up cards, visits, stops, mulligans,
whose turn it is, and the final comparison explained — never a hidden card."""

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


def content(view: dict) -> str:
    return UI.table_screen(CTX, view).content


def public_of(view: dict) -> dict:
    return {k: v for k, v in view.items() if k not in {"seat", "hand", "legal", "my_choice", "received"}}


def test_header_names_the_game_and_the_step() -> None:
    """The English title keeps the game's own name, 콰트로; the step is English only."""
    assert content(public()).splitlines()[0] == "**Quattro Exchange · 콰트로 — exchange phase 2/3**"
    assert content(public_of(opening_view(0))).splitlines()[0].endswith("— opening 3/4**")
    assert content(public_of(mulligan_view(0))).splitlines()[0].endswith("— mulligans**")


def test_each_player_line_has_role_open_cards_hidden_count_visits_mulligans_and_stop() -> None:
    lines = content(public()).splitlines()
    assert lines[1] == "**alice** · plays first · open ♠6 ♦5 · hidden 2 · visited V1 V3 (2/6) · mulligans 1"
    assert lines[2] == (
        "**bob** · plays second · open ♥3 ♣1 · hidden 2 · visited V3 (1/6) · mulligans 0 · stopped"
    )


def test_pass_mode_says_passed() -> None:
    view = public(options={"stop_mode": "pass"})
    assert "mulligans 0 · passed" in content(view)


def test_virtual_players_show_face_up_cards_and_who_visited_them() -> None:
    text = content(public())
    assert text.count("**Virtual players**") == 1
    assert "V1  ▢ ♥4 ▢ · visited by alice" in text
    assert "V2  ▢ ▢ ▢\n" in text
    assert "V3  🔘0 ▢ ♣2 · visited by alice and bob" in text


def test_who_stopped_first_in_earlier_phases() -> None:
    stops = "**Stops**  phase 1: bob stopped first (the first to stop plays second in the next phase)"
    assert stops in content(public())


def test_whose_turn_is_the_last_line() -> None:
    assert content(public()).splitlines()[-1] == "⏳ alice to exchange or stop"


def test_phase_3_turn_names_the_virtual_players_still_to_visit() -> None:
    view = public(round=3, may_stop=[False, True])
    assert content(view).endswith("⏳ alice to exchange — still to visit: V2 V4 V5 V6")


def test_simultaneous_opening_shows_who_has_chosen_but_not_what() -> None:
    view = public_of(opening_view(0, to_act=[0], open_chosen=[False, True]))
    lines = content(view).splitlines()
    assert lines[1].endswith("choosing…") and lines[2].endswith("chosen ✓")
    assert lines[-1] == "⏳ alice to choose a card to open"


def test_mulligans_show_counts_and_who_decides() -> None:
    text = content(public_of(mulligan_view(1, mulligan_done=[True, False])))
    assert "**alice** · plays first · 4 cards · mulligans 0 · kept ✓" in text
    assert "**bob** · plays second · 4 cards · mulligans 1 · deciding…" in text
    assert "Virtual players" not in text
    assert text.endswith("⏳ bob to keep their hand or take a mulligan")


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


def test_the_last_turns_public_happenings_are_shown_before_whose_turn() -> None:
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
    assert lines[-2].startswith("↩️ Last · bob gives ♥5 face up to V4 and takes a hidden card")
    assert lines[-2].endswith("· bob stops for this phase")
    assert lines[-1].startswith("⏳")
