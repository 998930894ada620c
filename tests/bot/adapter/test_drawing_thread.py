"""Where a picture is drawn: a kind of picture measured to be cheap is drawn on the event loop's thread,
the first pictures of a game in a language (and any kind that turned out expensive) in a worker thread,
so a slow drawing never holds up the other clicks. Either way the player gets the very same picture, in
the message's language."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

from bot.adapter.looks import INLINE_MS, Looks
from bot.i18n import language
from bot.pictures import Picture, hand_picture
from bot.render.screen import Screen
from games import registry
from tests.bot.pictures.playouts import seat_views, states

SCREEN = Screen("**A table**\nIt is your turn.")


def _views(game_id: str, count: int) -> list[dict[str, Any]]:
    """Seat views with a hand, their card faces already painted (as in a bot that has run a while)."""
    rules = registry.get(game_id)
    found = []
    for state in states(game_id, rules.max_players, seed=5, every=3):
        found += [view for view in seat_views(game_id, state) if view.get("hand")]
        if len(found) >= count:
            break
    for view in found[:count]:
        hand_picture(game_id, view)
    return found[:count]


class Recorded:
    """A real drawing (``hand_picture``) that notes the thread it ran on, and can be made expensive."""

    def __init__(self) -> None:
        self.threads: list[bool] = []  # True: drawn on the loop's thread
        self.extra_ms = 0.0

    def __call__(self, game_id: str, view: dict[str, Any], names: Any) -> Picture:
        self.threads.append(threading.current_thread() is threading.main_thread())
        started = time.thread_time()
        while (time.thread_time() - started) * 1000 < self.extra_ms:  # CPU, as a cold face costs
            pass
        return hand_picture(game_id, view)


async def _show(looks: Looks, draw: Recorded, game_id: str, view: dict[str, Any], n: int) -> Picture:
    look = await looks.look(
        SCREEN, accent=0, pictures=True, picture=(("hand", 1, n), game_id, view, draw, ())
    )
    assert look.picture is not None
    return look.picture


async def test_the_first_picture_goes_to_a_worker_and_cheap_ones_then_stay_on_the_loop() -> None:
    game_id = registry.ids()[0]
    looks, draw = Looks(), Recorded()
    for n, view in enumerate(_views(game_id, 6)):
        await _show(looks, draw, game_id, view, n)
    assert draw.threads[0] is False, "nothing is known of the first picture: a worker draws it"
    assert all(draw.threads[1:]), "a hand costs well under the limit: drawn where it is needed"


async def test_an_expensive_drawing_sends_the_next_pictures_of_its_kind_to_a_worker() -> None:
    game_id = registry.ids()[0]
    looks, draw = Looks(), Recorded()
    views = _views(game_id, 12)
    for n, view in enumerate(views[:3]):
        await _show(looks, draw, game_id, view, n)
    assert draw.threads[-1] is True
    draw.extra_ms = 10 * INLINE_MS  # faces painted afresh: far above the limit
    await _show(looks, draw, game_id, views[3], 3)
    draw.extra_ms = 0
    for n, view in enumerate(views[4:], start=4):
        await _show(looks, draw, game_id, view, n)
    assert draw.threads[4] is False, "right after an expensive drawing, a worker draws"
    assert draw.threads[-1] is True, "cheap drawings bring the kind back to the loop"


async def test_a_picture_drawn_on_the_loop_is_the_one_a_worker_draws_in_the_messages_language() -> None:
    for game_id in registry.ids():
        for code in ("en", "ko"):
            with language(code):
                views = _views(game_id, 4)
                looks, draw = Looks(), Recorded()
                shown = [(await _show(looks, draw, game_id, view, n)).png for n, view in enumerate(views)]
                in_worker = [(await asyncio.to_thread(hand_picture, game_id, view)).png for view in views]
            assert any(draw.threads), "some were drawn on the loop"
            assert shown == in_worker


async def test_a_kind_cheap_in_one_language_is_drawn_in_a_worker_first_in_another() -> None:
    game_id = registry.ids()[0]
    looks, draw = Looks(), Recorded()
    views = _views(game_id, 4)
    for n, view in enumerate(views[:3]):
        await _show(looks, draw, game_id, view, n)
    assert draw.threads[-1] is True
    with language("ko"):  # every face's words painted afresh in Korean
        await _show(looks, draw, game_id, views[3], 3)
    assert draw.threads[-1] is False
