"""The private forms: a card then its column, and every power's follow-up, each a short sequence of
screens. Every acting button carries exactly an entry of ``legal``; every legal action is reachable by
clicking; choices that are not allowed are shown disabled with the reason; drafts are untrusted."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import games.quatorze as qz
from bot.render.quatorze import UI
from tests.bot.render.quatorze_views import (
    act,
    act_as,
    actions,
    busy_table,
    by_label,
    click,
    ctx,
    game,
    hand,
    labels,
    lucky,
    luminaries,
    notes,
    on_table,
    opening,
    planes,
    queens,
    reachable,
    seas,
    sins,
    virtues,
    wonders,
)

POSITIONS = {
    "play": opening,
    "virtues_play": virtues,
    "sins_target": sins,
    "lucky_call": lucky,
    "luminaries_pass": luminaries,
    "notes_take": notes,
    "planes_move": planes,
    "queens_target": queens,
    "seas_take": seas,
    "wonders_look": wonders,
}


def legal_of(state: qz.State, seat: int) -> set[str]:
    return set(qz.legal_actions(state, seat))


@pytest.mark.parametrize("kind", sorted(POSITIONS))
def test_every_legal_action_is_reachable_and_nothing_else_is_offered(kind: str) -> None:
    state = POSITIONS[kind]()
    (seat,) = qz.to_act(state)
    view = qz.view(state, seat)
    assert view["decision"]["kind"] == kind
    assert reachable(view, state.players) == set(view["legal"])


# --- play: a card, then its column ------------------------------------------------------------------
def test_the_play_form_offers_the_cards_once_as_buttons_with_the_rules_behind_a_question_mark() -> None:
    shown = hand(opening(), 0)
    assert "**Your turn: play a card.** Pick a card, then its column." in shown.content
    # The buttons are the hand, in its order: no list of the same cards above them (issue 36).
    assert "**Your hand**" not in shown.content and "#1 " not in shown.content
    assert labels(shown) == [
        [
            ("LG4🔴R", "ui:draft:p:LG4", False),
            ("AM2🟡Y", "ui:draft:p:AM2", False),
            ("SE5🟡Y → Seas", "play:SE5:SE", False),  # one place only: plays at once
            ("?", "ui:help:play", False),
        ]
    ]
    assert "one place only" not in shown.content  # said behind "?"


def test_when_every_card_has_one_place_the_form_does_not_ask_for_a_column() -> None:
    shown = hand(busy_table([["SE5", "HV6", "DS4"], ["DS2", "WO7", "HV3"], ["CO2", "SE2", "LG6"]]), 0)
    assert [b.action for b in shown.buttons()] == [
        "play:SE5:SE",
        "play:HV6:HV",
        "play:DS4:DS",
        "ui:help:play",
    ]
    said = "**Your turn: play a card.** Each button plays its card on the column after its →."
    assert said in shown.content
    assert "then its column" not in shown.content and "one place only" not in shown.content


def test_a_card_with_one_column_skips_the_column_step() -> None:
    """Fewer clicks for forced moves: the only legal play of a card is on the card's own button."""
    view = qz.view(opening(), 0)
    by_card: dict[str, list[str]] = {}
    for action in view["legal"]:
        by_card.setdefault(action.split(":")[1], []).append(action)
    for button in hand(opening(), 0).buttons()[:-1]:  # the last is "?"
        code = button.label.split()[0][:3]
        if len(by_card.get(code, [])) == 1:
            assert button.action == by_card[code][0]
        else:
            assert button.action == f"ui:draft:p:{code}"


def test_picking_a_card_shows_its_destinations_as_the_exact_play_actions() -> None:
    state = opening()
    shown = hand(state, 0, click(hand(state, 0), "LG4🔴R"))
    assert "**LG4🔴R Lucky Gods 4 (red)** — choose its column (⚡ = power fires):" in shown.content
    assert "**Your turn: play a card.**" not in shown.content  # the card's heading says what to do
    # What each power does waits behind "?" (a line of them took five lines of a phone screen).
    assert "guess the top card" not in shown.content and "It may leave its own column" not in shown.content
    assert "Lucky Gods: guess the top card" in UI.help_text("play", {})
    # The picked card reads as chosen on a phone (green, ✓, not faded); a click takes it back.
    assert labels(shown)[0][0] == ("✓ LG4🔴R", "ui:draft:", False)
    assert labels(shown)[1] == [
        ("Lucky Gods (new column) ⚡", "play:LG4:LG", False),
        ("Colors (wild) · no effect", "play:LG4:CO", False),  # neither a power nor none: said in full
        ("?", "ui:help:play", False),
    ]
    assert by_label(shown)["✓ LG4🔴R"].style == "success"
    assert "choose its column" not in hand(state, 0, "").content


def test_a_wild_ages_of_man_card_offers_each_power_and_without_it_one_step_on() -> None:
    state = busy_table([["AM7", "LG4", "SE5"], ["DS4", "WO1", "HV6"], ["CO2", "SE2", "LG6"]])
    shown = hand(state, 0, "p:AM7")
    legal = [a for a in qz.legal_actions(state, 0) if a.startswith("play:AM7:")]
    assert len(legal) == 11  # its own column, and with and without the power on four more, and the 7th
    # One button a column: the power where it fires; "No power…" shows the same columns without it.
    rows = labels(shown)
    assert rows[1:] == [
        [
            ("Ages of Man (new column)", "play:AM7:AM", False),
            ("Colors", "play:AM7:CO", False),
            ("Lucky Gods ⚡", "play:AM7:LG", False),
            ("Seas ⚡", "play:AM7:SE", False),
            ("Deadly Sins ⚡", "play:AM7:DS", False),
        ],
        [
            ("Wonders · ends the game", "play:AM7:WO", False),
            ("Holy Virtues ⚡", "play:AM7:HV", False),
            ("No power…", "ui:draft:p:AM7:plain", False),
            ("?", "ui:help:play", False),
        ],
    ]
    assert by_label(shown)["Wonders · ends the game"].style == "danger"
    assert "**AM7🔴R Ages of Man 7 (red)** — choose its column (⚡ = power fires):" in shown.content
    plain = hand(state, 0, click(shown, "No power…"))
    assert "**AM7🔴R Ages of Man 7 (red)** — choose its column, without its power:" in plain.content
    assert labels(plain)[0][0] == ("✓ AM7🔴R", "ui:draft:", False)  # a click takes the card back
    assert labels(plain)[1:] == [
        [
            ("Lucky Gods", "play:AM7:LG:nopower", False),
            ("Seas", "play:AM7:SE:nopower", False),
            ("Deadly Sins", "play:AM7:DS:nopower", False),
            ("Holy Virtues", "play:AM7:HV:nopower", False),
            ("⚡ With power…", "ui:draft:p:AM7", False),
        ],
        [("?", "ui:help:play", False)],
    ]
    offered = [a for a in actions(shown) + actions(plain) if a.startswith("play:AM7:")]
    assert sorted(offered) == sorted(legal)  # every play of the card, each once
    # A card without a no-power form has no such step: its draft is stale.
    assert "That choice is no longer possible" in hand(state, 0, "p:LG4:plain").content


def test_own_colors_and_days_cards_say_what_becomes_wild() -> None:
    state = busy_table([["CO5", "LG4", "SE5"], ["DS4", "WO1", "HV6"]])
    shown = hand(state, 0, "p:CO5")
    assert by_label(shown)["Colors · wild colour → blue ⚡"].action == "play:CO5:CO"
    days = act(game_days(), "play:AM2:AM")
    shown = hand(days, 1, "p:DA3")
    assert by_label(shown)["Days (new column) · wild number → 3 ⚡"].action == "play:DA3:DA"


def game_days() -> qz.State:
    types = ("AM", "DA", "PE", "QU", "SA", "NO", "LU")
    return game([["AM2", "QU1", "QU2"], ["DA3", "NO1", "NO5"]], "NO4", ["SA1", "SA2"], types=types)


def test_a_notes_card_says_whether_it_will_take_a_card() -> None:
    state = act(game_days(), "play:AM2:AM")  # the Notes column: the 4 anchor
    shown = hand(state, 1, "p:NO5")
    assert by_label(shown)["Notes ⚡"].action == "play:NO5:NO"
    shown = hand(state, 1, "p:NO1")  # no ⚡: the button says why in full
    assert by_label(shown)["Notes · no take (not next to the top note)"].action == "play:NO1:NO"
    assert "(⚡ = power fires)" not in shown.content


def test_holy_virtues_asks_for_the_second_play() -> None:
    shown = hand(virtues(), 0)
    assert (
        "**Holy Virtues: you drew 1 card — now play another card.** Pick it, then its column."
        in shown.content
    )
    assert [b.label for b in shown.buttons()] == ["AM2🟡Y", "SE5🟡Y → Seas", "LG4🔴R → Lucky Gods", "?"]


def test_a_draft_for_a_card_no_longer_held_is_dropped_with_a_notice() -> None:
    shown = hand(opening(), 0, "p:DS4")
    assert "That choice is no longer possible — please choose again." in shown.content
    assert actions(shown) == ["play:SE5:SE"]  # no column step open; only the one-column card plays at once


# --- Deadly Sins ---------------------------------------------------------------------------------------
def test_deadly_sins_target_an_opponent_holding_a_card() -> None:
    shown = hand(sins(), 0)
    said = "**Deadly Sins: choose an opponent.** A random card of theirs goes onto a column; they draw 1."
    assert said in shown.content
    # The rule in full behind "?": only a wild or Ages of Man card may go elsewhere (a Peaks one goes to
    # its own column).
    assert "if it is wild or an Ages of Man card, onto a column you choose" in UI.help_text("sins", {})
    assert labels(shown) == [
        [
            ("bob · 3 cards", "target:1", False),
            ("carol · 3 cards", "target:2", False),
            ("?", "ui:help:sins", False),
        ]
    ]
    shown = hand(sins(empty_seat=True), 0)
    assert labels(shown) == [
        [
            ("bob · 3 cards", "target:1", False),
            ("carol · no card — can't be chosen", "ui:draft:#off", True),
            ("?", "ui:help:sins", False),
        ]
    ]


def test_deadly_sins_place_an_ages_of_man_card_on_any_column() -> None:
    state = act(sins(), "target:1")
    discard = qz.view(state, None)["decision"]["discard"]
    shown = hand(state, 0)
    assert "was taken from bob's hand. Choose its column (no power fires there):" in shown.content
    assert discard.startswith("AM")
    assert labels(shown) == [
        [
            ("Ages of Man (new column)", "place:AM", False),
            ("Colors", "place:CO", False),
            ("Lucky Gods", "place:LG", False),
            ("Deadly Sins", "place:DS", False),
        ]
    ]


# --- Lucky Gods --------------------------------------------------------------------------------------
def test_lucky_gods_offers_seven_numbers_and_seven_colours_with_the_odds() -> None:
    shown = hand(lucky(), 0)
    assert "**Lucky Gods: call a number or a colour.** A match with the deck's top card: +2." in shown.content
    odds = "Out of sight (45): 1:6 2:6 3:7 4:6 5:6 6:7 7:7 · 🔴R:5 🟠O:7 🟡Y:5 🟢G:7 🔵B:7 🫐I:7 🟣V:7"
    assert odds in shown.content
    assert [[a for _, a, _ in row] for row in labels(shown)] == [
        ["call:1", "call:2", "call:3", "call:4"],
        ["call:5", "call:6", "call:7", "ui:help:lucky"],
        ["call:red", "call:orange", "call:yellow", "call:green"],
        ["call:blue", "call:indigo", "call:violet"],
    ]
    assert by_label(shown)["violet"].emoji == "🟣" and by_label(shown)["indigo"].emoji == "🫐"


# --- Luminaries ----------------------------------------------------------------------------------------
def test_luminaries_the_active_player_picks_direction_and_card_in_one_click() -> None:
    shown = hand(luminaries(), 0)
    assert "Left → bob · right → carol" in shown.content
    assert labels(shown) == [
        [("QU1🟡Y left → bob", "pass:left:QU1", False), ("QU2🟢G left → bob", "pass:left:QU2", False),
         ("DA4🔵B left → bob", "pass:left:DA4", False)],
        [("QU1🟡Y right → carol", "pass:right:QU1", False), ("QU2🟢G right → carol", "pass:right:QU2", False),
         ("DA4🔵B right → carol", "pass:right:DA4", False)],
    ]  # fmt: skip


def test_luminaries_with_two_players_only_passes_left() -> None:
    shown = hand(luminaries(2), 0)
    assert "With 2 players both ways lead to bob." in shown.content
    assert actions(shown) == ["pass:left:QU1", "pass:left:QU2", "pass:left:DA4"]


def test_luminaries_asks_every_other_player_at_once() -> None:
    state = act(luminaries(), "pass:left:QU2")
    assert qz.to_act(state) == (1, 2)
    bob, carol = hand(state, 1), hand(state, 2)
    assert (
        "**Luminaries: alice passes left.** Choose a card to pass face down to carol; you receive alice's"
        in (bob.content)
    )
    assert actions(bob) == ["pass:NO1", "pass:NO2", "pass:NO3"]
    assert "to alice; you receive bob's card." in carol.content
    assert actions(carol) == ["pass:SA1", "pass:SA2", "pass:SA3"]
    alice = hand(state, 0)
    assert "You chose QU2🟢G Queens 2 (green) to pass (face down)" in alice.content
    assert "Waiting for bob and carol to pass a card left (Luminaries)." in alice.content
    chosen = act_as(state, 2, "pass:SA3")
    carol = hand(chosen, 2)
    assert "You chose SA3🟡Y Sages 3 (yellow) to pass (face down)" in carol.content
    assert actions(carol) == [] and actions(hand(chosen, 1)) == ["pass:NO1", "pass:NO2", "pass:NO3"]


# --- Notes -----------------------------------------------------------------------------------------
def test_notes_pick_a_column_then_one_of_its_cards_or_skip() -> None:
    shown = hand(notes(), 1)
    assert labels(shown) == [
        [("Ages of Man (1)", "ui:draft:n:AM", False), ("Notes (1)", "ui:draft:n:NO", False)],
        [("Skip — take nothing", "skip", False)],
    ]
    assert "Not from: Sages (anchor only)." in shown.content  # one line, not a disabled button each
    shown = hand(notes(), 1, click(shown, "Notes (1)"))
    assert "Notes: NO1🔵B AM3🟢G NO2🫐I — the anchor NO1🔵B stays." in shown.content
    assert "Not from:" not in shown.content
    # The column picked alone (a click takes it back), then its cards.
    assert labels(shown) == [
        [
            ("✓ Notes (1)", "ui:draft:", False),
            ("Take AM3🟢G", "take:AM3", False),
            ("NO2🫐I — just played", "ui:draft:#off", True),
        ],
        [("Skip — take nothing", "skip", False)],
    ]


def test_notes_pages_every_take_when_many_cards_lie_on_the_table() -> None:
    state = qz.new_game(2, 1, qz.Options(types="custom", custom_types="AM,CO,DS,HV,LG,NO,WO"))
    columns = {
        "AM": ["AM1", "AM2", "AM3", "AM4", "AM5", "AM6"],
        "CO": ["CO1", "CO2", "CO3", "CO4", "CO5", "CO6"],
        "DS": ["DS1", "DS2", "DS3", "DS4", "DS5", "DS6"],
        "HV": ["HV1", "HV2", "HV3", "HV4", "HV5", "HV6"],
        "LG": ["LG1", "LG2", "LG3", "LG4", "LG5", "LG6"],
        "WO": ["WO1", "WO2", "WO3", "WO4", "WO5", "WO6"],
    }
    state = act(
        on_table(state, columns, [["NO1", "NO2", "NO3"], ["AM7", "CO7", "DS7"]], ["LG7"]), "play:NO1:NO"
    )
    view = qz.view(state, 0)
    assert len(view["legal"]) == 31  # 30 takes and skip
    assert reachable(view, 2) == set(view["legal"])
    shown = hand(state, 0, "n:WO")
    assert [b.action for b in shown.rows[0]] == ["ui:draft:", "take:WO2", "take:WO3", "take:WO4", "take:WO5"]
    assert [b.action for b in shown.rows[1]] == ["take:WO6"]


# --- Planes of Existence ---------------------------------------------------------------------------
def test_planes_pick_the_card_to_move_then_where_with_the_seventh_card_warning() -> None:
    shown = hand(planes(), 0)
    # The top card alone on its button (the top cards above say where it lies); the columns it can't
    # come from on one line with the reason.
    assert labels(shown) == [
        [
            ("AM3🟢G", "ui:draft:m:AM", False),
            ("PE6🟢G", "ui:draft:m:PE", False),
            ("?", "ui:help:planes", False),
        ]
    ]
    said = "Not from: Sages (anchor only) · Planes of Existence (anchor only)."
    assert said in shown.content
    assert "scores for nobody" in UI.help_text("planes", {})  # the rule in full behind "?"
    shown = hand(planes(), 0, click(shown, "AM3🟢G"))
    assert "**Planes of Existence: move AM3🟢G** from Ages of Man to:" in shown.content
    assert "Not from:" not in shown.content
    assert labels(shown) == [
        [
            ("✓ AM3🟢G", "ui:draft:", False),
            ("→ Peaks · ends the game", "move:AM:PE", False),
            ("→ Sages (2/7)", "move:AM:SA", False),
            ("→ Planes of Existence (2/7)", "move:AM:PL", False),
            ("?", "ui:help:planes", False),
        ]
    ]


# --- Queens, Seas ------------------------------------------------------------------------------------
def test_queens_ask_any_opponent() -> None:
    shown = hand(queens(), 0)
    assert '**Queens: ask an opponent "Do you have any Queens?"** Everyone hears the answer' in shown.content
    assert labels(shown) == [
        [("Ask bob · 3 cards", "target:1", False), ("Ask carol · 3 cards", "target:2", False)]
    ]


def test_seas_take_another_columns_top_card_the_others_named_with_the_reason() -> None:
    shown = hand(seas(), 0)
    # The card alone on its button (the table block above says where it lies); the columns it can't
    # come from are one line, not a disabled button each.
    assert labels(shown) == [[("AM2🟡Y", "take:AM2", False)]]
    assert "Lucky Gods (2/7) AM2🟡Y" in shown.content
    said = "Not from: Ages of Man (anchor only) · Colors (anchor only) · Seas (you played here)."
    assert said in shown.content


# --- Wonders -------------------------------------------------------------------------------------------
def test_wonders_looks_one_at_a_time_seen_places_disabled_and_shown_only_to_the_looker() -> None:
    state = act(wonders(), "look:deck", "look:1:2")
    shown = hand(state, 0)
    assert "**Wonders: look at 1 more card**" in shown.content
    assert (
        "👁 **You saw (only you)**: deck card 1 from the top: SE1🫐I Seas 1 (indigo) · bob's #2: HV2🔵B Holy "
        "Virtues 2 (blue)" in shown.content
    )
    assert labels(shown) == [
        [("Deck · card 2 from the top", "look:deck", False)],
        [("bob #1", "look:1:1", False), ("bob #2 ✓ seen", "ui:draft:#off", True),
         ("bob #3", "look:1:3", False)],
        [("carol #1", "look:2:1", False), ("carol #2", "look:2:2", False), ("carol #3", "look:2:3", False)],
    ]  # fmt: skip
    for other in (1, 2):
        assert "SE1" not in hand(state, other).content and "You saw" not in hand(state, other).content


def test_wonders_order_is_built_card_by_card_then_confirmed() -> None:
    state = act(wonders(), "look:deck", "look:deck", "look:deck")
    view = qz.view(state, 0)
    assert view["decision"]["kind"] == "wonders_order" and len(view["legal"]) == 6
    assert reachable(view, 3) == set(view["legal"])
    shown = hand(state, 0)
    assert "As seen: SE1🫐I SE2🟣V SE3🔴R." in shown.content
    assert labels(shown) == [
        [("Top: SE1🫐I", "ui:draft:o:SE1", False), ("Top: SE2🟣V", "ui:draft:o:SE2", False),
         ("Top: SE3🔴R", "ui:draft:o:SE3", False)],
        [("Keep as seen", "order:SE1,SE2,SE3", False)],
    ]  # fmt: skip
    shown = hand(state, 0, click(shown, "Top: SE3🔴R"))
    assert "New order so far (top first): SE3🔴R" in shown.content
    shown = hand(state, 0, click(shown, "Then: SE1🫐I"))  # the last card follows by itself
    assert labels(shown) == [
        [("Confirm: SE3🔴R SE1🫐I SE2🟣V (top first)", "order:SE3,SE1,SE2", False),
         ("Keep as seen", "order:SE1,SE2,SE3", False), ("Start over", "ui:draft:o:#restart", False)],
    ]  # fmt: skip


def test_confirming_the_order_as_seen_is_one_button() -> None:
    state = act(wonders(), "look:deck", "look:1:1", "look:deck")
    shown = hand(state, 0, "o:SE1")
    assert [b.action for b in shown.buttons()] == ["order:SE1,SE2", "ui:draft:o:#restart"]


# --- drafts are untrusted ----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", sorted(POSITIONS))
@given(draft=st.text(max_size=40))
def test_any_draft_text_renders_a_valid_screen_offering_only_legal_actions(kind: str, draft: str) -> None:
    state = POSITIONS[kind]()
    (seat,) = qz.to_act(state)
    shown = hand(state, seat, draft)
    assert set(actions(shown)) <= legal_of(state, seat)


def test_unreadable_and_foreign_drafts_say_so() -> None:
    assert "That form state could not be read — please choose again." in hand(opening(), 0, "zz").content
    assert "That form is closed — here is your hand now." in hand(opening(), 0, "n:AM").content
    assert "That form is closed — here is your hand now." in hand(lucky(), 0, "p:AM2").content
    waiting = hand(opening(), 1, "p:DS4")
    assert "That form is closed — here is your hand now." in waiting.content and actions(waiting) == []


def test_no_select_menus_so_draft_from_pick_refuses() -> None:
    with pytest.raises(ValueError):
        UI.draft_from_pick(qz.view(opening(), 0), "cards", ["LG4"])
    assert ctx(3).names == ("alice", "bob", "carol")


# --- the "?" answers: what the form no longer says on every turn -----------------------------------------
def test_the_play_question_mark_says_where_a_card_may_go_and_why() -> None:
    shown = hand(opening(), 0, "p:LG4")
    assert by_label(shown)["?"].action == "ui:help:play"
    answer = UI.help_text("play", None)
    assert answer is not None
    for said in (
        "A card goes on the column of its type and uses that column's power.",
        # what "It may leave its own column: red is the wild colour (…)" said under the picked card
        "A card of the wild colour or the wild number may go on any column and uses that column's power",
        # what "… cards may go on any column without its power" said
        "Ages of Man and Peaks cards may go on any column without its power.",
        # the line under the prompt, and the hand list's heading
        "A card with one place only plays at once (→ on its button).",
        "#1 is the card held longest.",
    ):
        assert said in answer


def test_the_lucky_gods_question_mark_says_the_whole_call() -> None:
    assert by_label(hand(lucky(), 0))["?"].action == "ui:help:lucky"
    answer = UI.help_text("lucky", None)
    assert answer is not None
    for said in (
        "the top card of the deck is revealed",
        "if it matches, it becomes a bonus card in front of you (+2 at the end)",
        "if not, it goes into your hand",
        "Out of sight counts the cards you have not seen (the deck and the other hands)",
    ):
        assert said in answer
    assert UI.help_text("nonsense", None) is None
