"""A screen's lines read back as a panel: the bold first line is the title, scoreboard rows and headed
blocks are fields, sentences stay in the description; every word survives."""

from __future__ import annotations

from bot.i18n import N_, language
from bot.render.kit.layout import MAX_FIELD_VALUE, Field, heading, layout_of, row
from games import registry

NAME = registry.all()[0].name  # a game's name as a screen's title: any game reads the same


def test_the_bold_first_line_is_the_title_and_two_space_rows_are_fields() -> None:
    panel = layout_of(f"**{NAME} · round 1**\n**Scores**  Ann 0 · Bo 3\n⏳ Bo to lead")
    assert panel.title == f"{NAME} · round 1"
    assert panel.fields == (Field("Scores", "Ann 0 · Bo 3"),)
    assert panel.description == "⏳ Bo to lead"


def test_a_heading_takes_the_plain_lines_under_it_and_stops_at_a_sentence() -> None:
    panel = layout_of(
        f"**{NAME} — turn 2**\n**Columns** (anchor first)\nWonders (1/7): WO2🔴R\nSeas (2/7): SE1 SE4\n"
        "**Ann** · first · open ♦6\n↩️ Last · Ann plays SE4\n⏳ Bo to play"
    )
    assert panel.fields == (
        Field("Columns", "(anchor first)\nWonders (1/7): WO2🔴R\nSeas (2/7): SE1 SE4"),
        Field("Ann", "first · open ♦6"),
    )
    assert panel.description == "↩️ Last · Ann plays SE4\n⏳ Bo to play"


def test_a_row_of_a_single_line_takes_no_lines_under_it() -> None:
    panel = layout_of("**Face up**  Ann 🟥R9\nBo B: nothing broken yet")
    assert panel.title is None
    assert panel.fields == (Field("Face up", "Ann 🟥R9"),)
    assert panel.description == "Bo B: nothing broken yet"


def test_a_line_with_two_bold_labels_is_a_sentence() -> None:
    panel = layout_of("**Dealer** Ann · **turn-up** ☀️9")
    assert panel.fields == () and panel.description == "**Dealer** Ann · **turn-up** ☀️9"


def test_nothing_too_long_for_a_field_is_cut_it_stays_in_the_description() -> None:
    long = "x" * (MAX_FIELD_VALUE + 1)
    panel = layout_of(f"**Bids**  {long}")
    assert panel.fields == () and long in panel.description


def test_a_heading_with_nothing_under_it_shows_a_dash() -> None:
    assert layout_of(f"**{NAME}**\n**Stops**").fields == (Field("Stops", "—"),)


def test_every_word_of_the_screen_is_in_the_panel() -> None:
    content = "**QT · trick 3**\n**Scores**  A 1\n🟥 red always wins\n**Trick 3**  A 🟥R5 · B …\n⏳ B to play"
    words = set(content.replace("**", " ").split())
    assert words <= set(layout_of(content).text().replace("**", " ").split())


def test_a_heading_followed_by_a_dash_gives_a_field_that_starts_with_words_not_the_dash() -> None:
    panel = layout_of("**Your turn to exchange** — you play first in this phase.\nStop ends your exchanges.")
    assert panel.fields == (
        Field("Your turn to exchange", "you play first in this phase.\nStop ends your exchanges."),
    )
    dashed = layout_of("**QU5🟣 Queens 5 (violet)** — choose its column: · wild number —")
    assert dashed.fields == (Field("QU5🟣 Queens 5 (violet)", "choose its column: · wild number —"),)


def test_numbered_lines_stay_under_the_heading_that_introduces_them() -> None:
    panel = layout_of(
        "**Your hand** (only you; #1 = held longest):\n#1 DS4🫐 Deadly Sins 4\n#2 WO1🟣 Wonders 1\n⏳ Bo"
    )
    assert panel.fields == (
        Field("Your hand", "(only you; #1 = held longest):\n#1 DS4🫐 Deadly Sins 4\n#2 WO1🟣 Wonders 1"),
    )
    assert panel.description == "⏳ Bo"  # the cards are not above the heading that introduces them


def test_a_row_and_a_heading_show_their_label_in_the_readers_language() -> None:
    assert row(N_("Bids"), "alice 2 · bob ?") == "**Bids**  alice 2 · bob ?"
    assert heading(N_("Bids")) == "**Bids**" and heading(N_("Bids"), "(secret)") == "**Bids** (secret)"
    with language("ko"):
        assert row(N_("Bids"), "alice 2") == "**비드**  alice 2"
        assert layout_of(f"**{NAME}**\n" + row(N_("Bids"), "alice 2")).fields == (Field("비드", "alice 2"),)
