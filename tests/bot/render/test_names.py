"""A nickname is text anyone chooses: printed, it stays plain text that pings and links nobody."""

from __future__ import annotations

from bot.i18n import _, language
from bot.render.names import MAX_NAME, UNNAMED, label_name, safe_name


def test_a_mention_in_a_nickname_is_not_a_mention() -> None:
    assert "<@123>" not in safe_name("<@123>") and "123" in safe_name("<@123>")
    assert "@everyone" not in safe_name("@everyone") and "@here" not in safe_name("@here")


def test_a_masked_link_in_a_nickname_is_not_a_link() -> None:
    text = safe_name("[nitro](https://evil.example)")
    assert "](" not in text and "https://" not in text and "nitro" in text


def test_markdown_in_a_nickname_is_escaped() -> None:
    assert safe_name("**b** ~~x~~ ||s|| `c`") == "\\*\\*b\\*\\* \\~\\~x\\~\\~ \\|\\|s\\|\\| \\`c\\`"
    assert safe_name("# heading").startswith("\\#") and safe_name("> quote").startswith("\\>")
    assert safe_name("Mary-Jane O'Neil") == "Mary-Jane O'Neil"


def test_invisible_and_reordering_characters_are_dropped() -> None:
    assert safe_name("al\u202eecila") == "alecila"  # a right-to-left override would flip what follows
    assert label_name("z\u200be\u200dro\ufeff\u0000") == "zero"
    assert label_name("two\nlines\tand   spaces") == "two lines and spaces"


def test_a_long_name_is_cut_and_an_empty_one_still_reads() -> None:
    assert len(label_name("x" * 200)) == MAX_NAME and label_name("x" * 200).endswith("…")
    assert label_name("\u200b\u200b") == UNNAMED and safe_name("") == UNNAMED


def test_a_name_without_a_visible_character_reads_in_each_readers_language() -> None:
    """Names are cleaned once each (bot/render/names.py keeps them): not the word for a blank one."""
    assert label_name("\u200b") == UNNAMED
    with language("ko"):
        assert label_name("\u200b") == safe_name("\u200b") == _(UNNAMED) != UNNAMED
    assert safe_name("\u200b") == UNNAMED


def test_other_scripts_pass_untouched() -> None:
    assert safe_name("김철수") == "김철수" and safe_name("José 🦋") == "José 🦋"
