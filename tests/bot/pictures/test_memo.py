"""A picture is drawn again only when a view value it read changed, and never mixed between messages."""

from __future__ import annotations

import copy
import gc
from typing import Any

from bot.pictures import Picture, hand_picture, paint
from bot.pictures.memo import PictureMemo, digest
from games import registry
from games.base import Words

# Any game's hand pictures the same way: the first registered one, with three cards of a real deal.
RULES = registry.all()[0]
ONE, TWO, OTHER = RULES.view(RULES.new_game(RULES.min_players, 0), 0)["hand"][:3]
VIEW = {"hand": [ONE, TWO], "legal": [f"play:{ONE}", f"play:{TWO}"], "scores": [0, 0]}


def draw(view: dict[str, Any]) -> Picture:
    return hand_picture(RULES.id, view)


def test_a_change_the_picture_never_read_draws_nothing_and_uploads_nothing() -> None:
    memo = PictureMemo()
    first, changed = memo.picture("bob", VIEW, draw)
    assert changed and memo.drawn == 1
    again, changed = memo.picture("bob", {**VIEW, "scores": [5, 0], "to_act": [1]}, draw)
    assert again is first and not changed and memo.drawn == 1


def test_a_change_it_read_draws_it_again() -> None:
    memo = PictureMemo()
    memo.picture("bob", VIEW, draw)
    fewer, changed = memo.picture("bob", {**VIEW, "hand": [ONE], "legal": [f"play:{ONE}"]}, draw)
    assert changed and fewer.cards == (ONE,)
    memo.picture("bob", VIEW, draw)
    _, changed = memo.picture("bob", {**VIEW, "legal": [f"play:{ONE}"]}, draw)
    assert changed, "the second card no longer playable: drawn again, faded"
    _, changed = memo.picture("bob", {**VIEW, "legal": [f"play:{ONE}"], "hint": 1}, draw)
    assert not changed


def test_equal_values_built_apart_are_still_the_same_picture() -> None:
    memo = PictureMemo()
    first, _ = memo.picture("bob", VIEW, draw)
    again, changed = memo.picture("bob", copy.deepcopy(VIEW), draw)  # the next version's view, made anew
    assert again is first and not changed and memo.drawn == 1


def test_a_value_of_words_is_told_apart_like_any_other() -> None:
    def draw_reading_wild(view: dict[str, Any]) -> Picture:
        assert view["wild"]
        return draw(view)

    memo = PictureMemo()
    memo.picture("bob", {**VIEW, "wild": Words("red")}, draw_reading_wild)
    memo.picture("bob", {**VIEW, "wild": Words("red")}, draw_reading_wild)
    assert memo.drawn == 1
    memo.picture("bob", {**VIEW, "wild": Words("blue")}, draw_reading_wild)
    assert memo.drawn == 2


def test_the_memo_keeps_a_digest_of_what_a_picture_read_not_the_view_values() -> None:
    """Issue 41: the values a picture was drawn from took ~7 KiB a table; their digest tells as much."""
    memo = PictureMemo()
    hand = [ONE, TWO]
    memo.picture("bob", {**VIEW, "hand": hand}, draw)
    reachable, todo = set(), [memo._entries]
    while todo:
        item = todo.pop()
        if id(item) not in reachable:
            reachable.add(id(item))
            todo.extend(gc.get_referents(item))
    assert id(hand) not in reachable


def test_each_message_key_has_its_own_picture() -> None:
    memo = PictureMemo()
    bob, _ = memo.picture("bob", VIEW, draw)
    carol, changed = memo.picture("carol", {**VIEW, "hand": [OTHER], "legal": []}, draw)
    assert changed and carol.cards == (OTHER,) and sorted(bob.cards) == sorted((ONE, TWO))


def test_a_drawing_that_iterates_the_view_is_never_reused() -> None:
    memo = PictureMemo()
    memo.picture("table", VIEW, lambda view: draw(dict(view.items())))
    memo.picture("table", VIEW, lambda view: draw(dict(view.items())))
    assert memo.drawn == 2


def test_new_names_redraw_and_old_entries_go_first() -> None:
    memo = PictureMemo(max_entries=2)
    memo.picture("a", VIEW, draw, names=("Ann",))
    memo.picture("a", VIEW, draw, names=("Anne",))
    assert memo.drawn == 2
    memo.picture("b", VIEW, draw)
    memo.picture("c", VIEW, draw)
    memo.picture("a", VIEW, draw, names=("Anne",))
    assert memo.drawn == 5, "the least recently shown was dropped"
    memo.forget(lambda key: key == "c")
    memo.picture("c", VIEW, draw)
    assert memo.drawn == 6


def test_once_discord_holds_a_picture_the_memo_keeps_its_digest_and_draws_it_again_if_asked() -> None:
    memo = PictureMemo()
    first, _ = memo.picture("bob", VIEW, draw)
    assert memo.held_bytes() == len(first.png), "drawn, not shown yet: its bytes are kept for the upload"
    memo.uploaded(memo.slot("bob"), digest(first.png))
    assert memo.held_bytes() == 0 and memo.lookup("bob", VIEW) is None
    again, changed = memo.picture("bob", {**VIEW, "scores": [5, 0]}, draw)  # a new message needs it
    assert again.png == first.png and not changed, "the same picture"
    assert (memo.drawn, memo.redrawn) == (2, 1)


def test_a_digest_that_is_not_the_latest_picture_lets_go_of_nothing() -> None:
    memo = PictureMemo()
    first, _ = memo.picture("bob", VIEW, draw)
    fewer, _ = memo.picture("bob", {**VIEW, "hand": [ONE], "legal": [f"play:{ONE}"]}, draw)
    memo.uploaded(memo.slot("bob"), digest(first.png))  # the older picture's upload answered late
    assert memo.held_bytes() == len(fewer.png), "the newer picture is still to be uploaded"


def test_a_picture_lists_what_it_draws_to_be_read_only_when_asked() -> None:
    assert draw(VIEW).inks == (), "a running bot keeps no inks"
    with paint.recording_inks():
        assert {ink.card for ink in draw(VIEW).inks} >= {ONE, TWO}
