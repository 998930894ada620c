"""The kit's form: disabled buttons get unique custom_ids by themselves, so a game never hand-makes tags."""

from __future__ import annotations

import pytest

from bot.render.kit.form import OFF, Form, help_button, off, unique_tails, untag
from bot.render.screen import Button, Screen


def tails(form: Form) -> list[str]:
    return [b.action for b in form.screen(["head"]).buttons()]


def test_repeated_disabled_tails_are_tagged_until_unique_and_read_back_as_the_same_draft() -> None:
    form = Form(rows=[(off("a"), off("b"), off("c")), (Button("Go", "ui:draft:p:X"),)])
    form.rows.append((Button("X", "ui:draft:p:X", disabled=True),))  # the same redraw as Go, disabled
    assert tails(form) == [OFF, f"{OFF}#2", f"{OFF}#3", "ui:draft:p:X", "ui:draft:p:X#2"]
    assert {untag(t.removeprefix("ui:draft:")) for t in tails(form)} == {"", "p:X"}


def test_enabled_tails_are_never_changed_and_a_repeated_enabled_tail_is_still_refused() -> None:
    rows = [(Button("A", "play:R1"), Button("B", "play:R1", disabled=True))]
    assert [b.action for b in unique_tails(rows)[0]] == ["play:R1", "play:R1#2"]  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="unique"):
        Form(rows=[(Button("A", "play:R1"), Button("B", "play:R1"))]).screen([])


def test_without_the_kit_the_same_screen_is_refused() -> None:
    with pytest.raises(ValueError, match="unique"):
        Screen(content="x", rows=((off("a"), off("b")),))


def test_buttons_fill_rows_of_five_and_never_more_than_five_rows() -> None:
    form = Form()
    form.add_buttons([off(str(i)) for i in range(27)])
    assert [len(r) for r in form.rows] == [5, 5, 5, 5, 5]  # type: ignore[arg-type]
    assert not form.add_to_last_row(help_button("x"))


def test_groups_stay_whole_and_the_help_button_joins_the_last_row_with_room() -> None:
    form = Form()
    form.add_groups([[off("a"), off("b"), off("c")], [off("d"), off("e"), off("f")], [off("g")]])
    assert [len(r) for r in form.rows] == [3, 4]  # type: ignore[arg-type]
    assert form.add_to_last_row(help_button("give"))
    assert form.rows[-1][-1] == Button(label="?", action="ui:help:give")  # type: ignore[index]
    assert form.screen(["**Header**", "notice"]).content == "**Header**\nnotice"
