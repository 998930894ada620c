"""The public table message: whose turn it is first, the power being resolved in public terms, the wild
colour and number and the columns with anchors and top cards (what the table picture draws: marked
``pictured``), a column about to end the game, hand sizes, bonus cards — and at the end the scoring with
each card's value explained."""

from __future__ import annotations

import games.quatorze as qz
from bot.render.base import TableContext
from bot.render.quatorze import UI
from bot.render.screen import MAX_CONTENT
from games.quatorze.state import End
from tests.bot.render.quatorze_views import (
    act,
    act_as,
    finished,
    first_turn,
    luminaries,
    on_table,
    opening,
    planes,
    sins,
    table,
    virtues,
    wonders,
)
from tests.bot.render.table_lines import visible


def lines_of(state: object) -> list[str]:
    """The table message's lines as the text-only setting shows them (every line, no marks)."""
    return visible(table(state).content).splitlines()


SEED_TYPES = ("AM", "DA", "PE", "LG", "NO", "DS", "QU")
# The rulebook's scoring example (pages 4-5): two Ages of Man, the Days 6 on top, three Peaks.
SEED_TABLE = {
    "AM": ["AM3", "AM1"],
    "DA": ["DA1", "DA6"],
    "PE": ["PE2", "PE3", "PE4"],
    "NO": ["NO6", "NO5", "NO4"],
    "QU": ["QU5"],
    "LG": ["LG1", "LG7"],
    "DS": ["DS5"],
}


def test_the_opening_table() -> None:
    # The Colors 1 is the setup anchor: it sets no wild colour.
    assert table(first_turn()).content.splitlines() == [
        "**Quatorze — turn 1 · 39 cards in the deck**",
        "⏳ alice to play a card",
        "\u2063Wild colour — · wild number —",  # the picture draws these: left out of the embed
        "\u2063**Columns** (anchor first, top card last; a 7th card ends the game)",
        "\u2063Colors (1/7): CO1🔴R",
        "Not started yet: Ages of Man, Deadly Sins, Holy Virtues, Lucky Gods, Seas and Wonders",
        "**Cards in hand**  alice 3 · bob 3 · carol 3",
    ]


def test_the_wild_colour_names_the_played_card_setting_it() -> None:
    assert lines_of(opening())[2] == "Wild colour 🔴 red (CO1🔴R) · wild number —"


def test_a_discarded_colors_card_on_top_does_not_change_the_wild_colour_shown() -> None:
    # The indigo Colors 6 on top came from a Deadly Sins discard: the played green Colors 4 stays wild.
    columns = {"AM": ["AM1"], "CO": ["CO4", "CO6"]}
    lines = lines_of(on_table(first_turn(), columns, arrived={"CO": ["played", "discarded"]}))
    assert lines[2] == "Wild colour 🟢 green (CO4🟢G) · wild number —"
    assert "Colors (2/7): CO4🟢G CO6🫐I" in lines


def test_columns_in_creation_order_a_full_column_warns_and_bonus_cards_count() -> None:
    columns = {"CO": ["CO1"], "WO": ["WO1", "WO2", "WO3", "WO4", "WO5", "WO6"]}
    hands = [["LG4", "AM2", "SE5"], ["DS4"], []]
    state = on_table(opening(), columns, hands=hands, bonus=[[], ["LG2", "LG5"], []])
    lines = lines_of(state)
    assert "Wonders (6/7): WO1🟣V WO2🔴R WO3🟠O WO4🟡Y WO5🟢G WO6🔵B" in lines
    assert "⚠️ Wonders (6/7): the next card ends the game" in table(state).content.splitlines()  # not pictured
    assert "**Cards in hand**  alice 3 · bob 1 · bonus LG2🫐I LG5🟠O (+4) · carol 0" in lines


def test_the_power_being_resolved_is_shown_in_public_terms() -> None:
    # Right under whose turn it is; who played which card is on the "↩️ Last" line.
    assert lines_of(virtues())[2] == "⚡ **Holy Virtues**: alice drew 1 card and plays another"
    assert "HV4🟣V" in lines_of(virtues())[-1] and lines_of(virtues())[-1].startswith("↩️ Last · alice plays")
    placed = lines_of(act(sins(), "target:1"))
    assert placed[1:3] == [
        "⏳ alice to choose the column for AM3🟢G (Deadly Sins)",
        "⚡ **Deadly Sins**: AM3🟢G was taken from bob's hand; alice chooses its column (Ages of Man, "
        "Colors, Lucky Gods, Deadly Sins)",
    ]
    looked = lines_of(act(wonders(), "look:deck", "look:1:2"))
    assert looked[2] == "⚡ **Wonders**: alice looked at the deck's card 1, bob's card #2; 1 look left"
    assert lines_of(planes())[1] == "⏳ alice to move a top card to another column (Planes of Existence)"


def test_luminaries_shows_who_has_chosen_and_who_is_still_choosing() -> None:
    state = act_as(act(luminaries(), "pass:left:QU2"), 2, "pass:SA3")
    lines = lines_of(state)
    assert lines[1] == "⏳ bob to pass a card left (Luminaries)"
    assert lines[2].endswith("cards pass left, face down; chosen: alice and carol")
    both = lines_of(act(luminaries(), "pass:right:QU2"))
    assert both[1] == "⏳ bob and carol to pass a card right (Luminaries)"
    assert "**Cards in hand**  alice 2 · bob 3 · carol 3" in both  # the chosen card is out


def test_the_rulebook_scoring_example_explained_card_by_card() -> None:
    state = finished(SEED_TABLE, [["LG3", "DA4", "NO7"], ["LG6", "DS1", "QU4"]], SEED_TYPES)
    lines = table(state).content.splitlines()
    assert lines[0] == "**Quatorze — game over**"
    assert (
        "**Scoring** Ages of Man: 2 in the column → values above 5 score 0 · wild cards (number 6) are worth "
        "5 · Peaks: 3 in the column → +3 per value-1 card" in lines
    )
    assert "**Queens** most: 1, held by bob (+1 per Queen); everyone else's Queens score 0" in lines
    assert (
        "**alice 9**: LG3🟣V 3 · DA4🔵B 4 · NO7🟢G 0 (above 5) = 7 + 2 for Notes (1 Notes card × run 3-4)"
        in lines
    )
    assert (
        "**bob 14**: LG6🟡Y 5 (wild number) · DS1🟡Y 1 · QU4🫐I 4 = 10 + 1 for Queens + 3 for Peaks "
        "(3 × DS1🟡Y)" in lines
    )
    assert not any(line.startswith("**Final**") for line in lines)  # no tie: each total is on its line
    final = lines.index("🏆 **bob** wins")
    assert lines[final - 1].startswith("**bob 14**")
    # The final columns follow, drawn in the picture (left out of the embed).
    assert all(line.startswith("\u2063") for line in lines[final + 1 :] if not line.startswith("Never"))


def test_the_sideways_card_losing_queens_lucky_bonus_and_the_end_line() -> None:
    hands = [["LG3", "DA4", "NO2"], ["LG6", "DS1", "QU4"], ["NO1", "NO3", "QU2"], ["QU1", "QU3", "DS2"]]
    bonus = [["LG2"], [], ["LG4", "LG5"], []]
    state = finished(SEED_TABLE, hands, SEED_TYPES, bonus=bonus, end=End("played", "PE7", "PE", 2))
    text = table(state).content
    assert "🏁 **Peaks** got its 7th card: carol played PE7🔵B sideways — it counts in carol's hand" in text
    assert "QU4🫐I 0 (not most Queens)" in text
    assert (
        "**carol 17**: NO1🔵B 1 · NO3🟣V 3 · QU2🟢G 0 (not most Queens) · PE7🔵B sideways 0 (above 5) = 4 "
        "+ 3 for Peaks (3 × NO1🔵B) + 6 for Notes (2 Notes cards × run 1-2-3) + 4 for Lucky Gods "
        "(LG4🔴R LG5🟠O)" in text
    )
    assert "🏆 **carol** wins" in text and "**Final**" not in text


def test_a_seventh_card_by_a_power_scores_for_nobody() -> None:
    state = finished(SEED_TABLE, [["LG3"], ["LG6"]], SEED_TYPES, end=End("power", "AM2", "PE", None))
    assert "🏁 **Peaks** got its 7th card, AM2🟡Y, through a power: set aside, it scores for nobody." in (
        table(state).content
    )


def test_a_tie_is_broken_by_the_lowest_non_zero_card() -> None:
    state = finished({"AM": ["AM1"]}, [["DS1", "DS2", "DS3"], ["HV2", "HV4"]])
    lines = table(state).content.splitlines()
    assert "Tie at 6: the lowest non-zero card wins (alice 1 · bob 2)." in lines
    assert "**Final** 1. alice 6 · 2. bob 6" in lines and "🏆 **alice** wins" in lines
    shared = table(finished({"AM": ["AM1"]}, [["DS1", "DS5"], ["HV1", "HV5"]])).content
    assert (
        "**Final** 1. alice 6 · 1. bob 6" in shared and "🏆 **alice** and **bob** share the victory" in shared
    )


def test_the_longest_final_table_fits_one_message_with_long_names() -> None:
    hands = [
        ["QU1", "NO1", "DA6", "PE7"],
        ["QU2", "NO2", "DA5"],
        ["QU3", "NO3", "DA4"],
        ["LG1", "NO4", "DA3"],
    ]
    bonus = [["LG2", "LG3"], ["LG4"], ["LG5"], ["LG6"]]
    state = finished(SEED_TABLE, hands, SEED_TYPES, bonus=bonus, end=End("played", "PE7", "PE", 0))
    long_names = TableContext(7, "Quatorze", "cards", tuple("x" * 32 + str(i) for i in range(4)))
    shown = UI.table_screen(long_names, qz.view(state, None))  # Screen refuses more than 2000 characters
    assert shown.rows == () and len(shown.content) < MAX_CONTENT
