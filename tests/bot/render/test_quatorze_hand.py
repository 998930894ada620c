"""The private hand screen: names its table and whose turn it is, shows the hand in order of arrival (the
positions Wonders counts), what only this player knows, a compact table, and the decision of the moment —
or a wait; at the end the scoring, and whether this player won."""

from __future__ import annotations

from bot.render.kit.layout import PICTURED_MARK
from games.quatorze.state import End
from tests.bot.render.quatorze_views import (
    act,
    act_as,
    finished,
    hand,
    lucky,
    luminaries,
    on_table,
    opening,
    queens,
    wonders,
)


def test_the_first_line_names_the_game_channel_turn_and_whose_turn() -> None:
    assert (
        hand(opening(), 0).content.splitlines()[0]
        == "**Your hand — Quatorze in #cards · turn 1 · your turn**"
    )
    assert hand(opening(), 2).content.splitlines()[0] == (
        "**Your hand — Quatorze in #cards · turn 1 · alice's turn**"
    )


def test_a_notice_comes_right_after_the_header() -> None:
    lines = hand(opening(), 0, notice="That button was out of date.").content.splitlines()
    assert lines[1] == "That button was out of date."


def test_the_hand_in_order_of_arrival_on_one_line_and_a_compact_table() -> None:
    lines = hand(opening(), 1).content.splitlines()
    # Waiting: the picture just below draws the cards, so with pictures on the line is the picture's
    # description (``pictured``), and with pictures off the hand (issue 36: each card once).
    assert lines[1] == PICTURED_MARK + "**Your hand (#1 = held longest)** #1 DS4🫐I · #2 WO1🟣V · #3 HV6🟠O"
    assert lines[2:4] == [
        "**Now** Wild colour 🔴 red (CO1🔴R) · wild number — · deck 39",
        "Top cards (⚓ = anchor only): Colors (1/7) ⚓CO1🔴R",  # one block with **Now**
    ]
    assert not hand(opening(), 1).words_show_hand


def test_a_power_step_shows_the_hand_in_words_instead_of_a_picture() -> None:
    # The cards are not the choice (whom to ask): one line says them, and no picture takes a phone
    # screen's room (``words_show_hand``: the adapter leaves it out unless the player chose it).
    shown = hand(queens(), 0)
    assert shown.words_show_hand and not shown.buttons_show_hand
    first = shown.content.splitlines()[1]
    assert first.startswith("**Your hand (#1 = held longest)** #1 ")
    assert not hand(opening(), 0).words_show_hand  # the play form: its buttons are the hand


def test_the_columns_show_their_top_card_the_anchor_alone_marked_and_the_wild_colour_and_number_now() -> None:
    # The Days 6 on top was discarded there: the wild number stays the played Days 2 below it.
    columns = {"CO": ["CO1", "CO5"], "DA": ["DA2", "DA6"], "QU": ["QU3", "QU1", "QU4", "QU2", "QU7", "QU5"]}
    arrived = {"CO": ["played", "played"], "DA": ["played", "discarded"]}
    lines = hand(on_table(opening(), columns, arrived=arrived), 1).content.splitlines()
    assert "**Now** Wild colour 🔵 blue (CO5🔵B) · wild number 2 (DA2🟡Y) · deck 39" in lines
    assert (
        "Top cards (⚓ = anchor only): Colors (2/7) CO5🔵B · Days (2/7) DA6🟣V · Queens (6/7)⚠️ QU5🟣V"
        in lines
    )


def test_waiting_says_for_whom() -> None:
    shown = hand(opening(), 1)
    assert shown.content.splitlines()[-1] == "Waiting for alice to play a card."
    assert shown.rows == ()  # redrawn by itself when a turn begins: no Refresh


def test_bonus_cards_and_the_last_luminaries_exchange_are_shown_to_their_owner() -> None:
    state = act_as(act_as(act(luminaries(), "pass:left:QU2"), 2, "pass:SA3"), 1, "pass:NO1")
    text = hand(state, 1).content
    assert "🔁 Luminaries (turn 1): you gave NO1🔵B to carol, got QU2🟢G from alice." in text
    assert "QU2🟢G from alice" not in hand(state, 2).content
    with_bonus = on_table(opening(), {"CO": ["CO1"]}, bonus=[["LG2", "LG5"], [], []])
    assert "Your bonus cards: LG2🫐I LG5🟠O (+4)" in hand(with_bonus, 0).content


def test_wonders_looks_stay_with_the_looker_until_the_next_turn() -> None:
    state = act(wonders(), "look:1:1", "look:1:2", "look:2:3")  # bob's AM3 and HV2, carol's LG5
    seen = (
        "👁 **You saw (only you)**: bob's #1: AM3🟢G Ages of Man 3 (green) · bob's #2: HV2🔵B Holy Virtues 2"
    )
    assert seen in hand(state, 0).content
    assert "You saw" not in hand(state, 1).content and "You saw" not in hand(state, 2).content
    played = act(state, "play:HV2:HV", "play:AM3:AM")  # bob's cards leave his hand: those looks go
    text = hand(played, 0).content
    assert "👁 **You saw (only you)**: carol's #3: LG5🟠O Lucky Gods 5 (orange)" in text
    assert "AM3🟢G Ages" not in text and "HV2🔵B Holy" not in text


def test_the_finished_screen_shows_the_scoring_and_who_won() -> None:
    state = finished({"AM": ["AM1"]}, [["DS1", "DS2", "DS3"], ["HV2", "HV4"]], end=End("no_cards"))
    mine = hand(state, 0)
    assert mine.content.splitlines()[0] == "**Your hand — Quatorze in #cards · game over**"
    assert "🏁 Nobody holds a card any more" in mine.content
    assert mine.content.endswith("🏆 **alice** wins\n🏆 You win!")
    assert hand(state, 1).content.endswith("🏆 **alice** wins") and mine.rows == ()


def test_a_lucky_gods_call_shows_the_hand_without_destinations() -> None:
    text = hand(lucky(), 0).content
    assert "**Your hand (#1 = held longest)** #1 AM2🟡Y · " in text
    assert "→" not in text.split("**Lucky Gods:")[0]


def test_choices_the_columns_play_no_part_in_leave_out_the_table_block() -> None:
    # Where to look, whom to ask: the table block took up to six lines of a phone screen (issue 36).
    for state in (wonders(), queens(), lucky()):
        assert "**Now**" not in hand(state, 0).content and "Top cards (⚓" not in hand(state, 0).content
    assert "**Now**" in hand(wonders(), 1).content  # the others, waiting, keep it
    assert "**Now**" in hand(opening(), 0).content  # where to play: the columns are the choice
