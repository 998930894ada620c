"""A hand fits one phone screen, and never shows the same cards twice (issue 36).

Every game is played at a SimCord table; at each decision the acting player's hand is kept as Discord's
phone client would show it (your turn), again after one step of a form (a form mid-way), and every few
decisions a waiting player's hand (waiting). Each distinct screen is measured at 380 px with headless
chromium: none may be taller than ``HAND_SCREEN_PX``, in English or in Korean (one player's Discord
speaks Korean: its words are often wider), and a hand whose buttons show every card it holds has no
picture of them (the default ``/settings hand``: buttons only). One player chose ``picture``: their hands
keep the picture (the choice works), and are reported, not held to the budget (the choice says so).
``pytest -s`` prints the tallest screen of each kind per game; ``--screens-dir DIR`` keeps a screenshot
of each game's tallest hands (``DIR/a-hand-fits-a-phone/<game>-380.png``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.adapter.hands import HAND_SCREEN_PX
from games import registry
from tests.support.games import phone_table_seats
from tests.support.harness import BUTTON, Harness, tail_of, walk
from tests.support.locales import KOREAN, speak
from tests.support.privacy import card_patterns
from tests.support.screens import measure_all, screenshot
from tests.support.screens.model import Seen
from tests.support.screens.plugin import BoundScreens

# Slow: whole games at a SimCord table, and chromium laying out every distinct hand
# (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

PHONE = 380
MAX_DECISIONS = 160  # a whole game of most games; enough rounds of the longest for every phase
WAITING_EVERY = 3  # a waiting player's hand every few decisions
PICTURE_FAN = "dave"  # chose /settings hand picture
KOREAN_PLAYER = "bob"  # Discord in Korean: every table seats at least two, so bob plays


@dataclass
class Moment:
    game_id: str
    kind: str  # "your turn", "form mid-way", "waiting"
    player: str
    seen: Seen
    pictured: list[str]  # the cards the hand's picture shows
    labels: list[str]  # its buttons' labels


def shown_as_buttons(game_id: str, cards: list[str], labels: list[str]) -> bool:
    """Whether every one of ``cards`` is named by a button's label (its print, as the game declares it)."""
    return bool(cards) and all(
        any(pattern.search(label) for label in labels for pattern in card_patterns(game_id, code))
        for code in cards
    )


class Recorder:
    def __init__(self, h: Harness, screens: BoundScreens, game_id: str) -> None:
        self.h, self.screens, self.game_id = h, screens, game_id
        self.moments: list[Moment] = []
        self._keys: set[tuple[Any, ...]] = set()

    def keep(self, kind: str, player: str, stored: Any) -> None:
        stored = self.h.env.backend.get_message(stored.channel_id, stored.id)
        labels = [c.get("label") or "" for c in walk(stored.components or []) if c.get("type") == BUTTON]
        pictured = self.h.pictured_cards(stored)
        key = (
            kind,
            player == PICTURE_FAN,
            stored.content,
            repr(stored.embeds),
            tuple(labels),
            tuple(pictured),
        )
        if key in self._keys:
            return
        self._keys.add(key)
        seen = self.screens.seen(stored, viewer=self.h.players[player])
        self.moments.append(Moment(self.game_id, kind, player, seen, pictured, labels))


async def play_and_record(
    h: Harness, screens: BoundScreens, game_id: str, options: dict[str, str | list[str]] | None = None
) -> list[Moment]:
    names = tuple(h.players)[: phone_table_seats(game_id)]
    if PICTURE_FAN in names:
        await h.slash(h.players[PICTURE_FAN], "settings", hand="picture")
    await h.open_and_start(game_id, names, options)
    record = Recorder(h, screens, game_id)
    rng = random.Random(36)
    for decision in range(MAX_DECISIONS):
        acting = await h.to_act()
        if not acting:
            break
        name = rng.choice(acting)
        player = h.players[name]
        waiting = [n for n in names if n not in acting]
        if waiting and decision % WAITING_EVERY == 0:
            other = rng.choice(waiting)
            record.keep("waiting", other, await h.open_hand(h.players[other]))
        hand = await h.open_hand(player)
        record.keep("your turn", name, hand)
        drafts = [
            c
            for c in walk(hand.components or [])
            if c.get("type") == BUTTON and not c.get("disabled") and tail_of(c).startswith("ui:draft:")
        ]
        if drafts:
            await player.click(h.live(hand), custom_id=rng.choice(drafts)["custom_id"])
            record.keep("form mid-way", name, hand)
        await h.decide(player, hand)
    return record.moments


def assert_each_hand_fits_and_shows_each_card_once(
    moments: list[Moment], game_id: str, label: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """Measure every hand kept; print the tallest of each kind (``pytest -s``) and keep their screenshot
    (``--screens-dir``, ``<label>-380.png``); fail on any hand over the budget or drawn twice."""
    kinds = {m.kind for m in moments}
    assert {"your turn", "waiting"} <= kinds, kinds
    layouts = measure_all((m.seen, PHONE) for m in moments)
    measured = list(zip(moments, layouts, strict=True))

    tallest: dict[tuple[str, bool, bool], tuple[int, Moment]] = {}
    for moment, layout in measured:
        key = (moment.kind, moment.player == PICTURE_FAN, moment.player == KOREAN_PLAYER)
        if layout.height_px > tallest.get(key, (0, moment))[0]:
            tallest[key] = (layout.height_px, moment)
    print(f"\n{label}: {len(moments)} distinct hands at {PHONE} px (budget {HAND_SCREEN_PX} px)")
    for (kind, fan, korean), (px, _moment) in sorted(tallest.items()):
        look = "picture" if fan else "buttons only"
        print(f"  {kind:<13} {look:<13} {'ko' if korean else 'en'} tallest {px} px")

    folder = request.config.getoption("--screens-dir")
    out = Path(folder) / "a-hand-fits-a-phone" if folder else tmp_path
    worst = [moment.seen for _px, moment in sorted(tallest.values(), key=lambda pair: -pair[0])]
    screenshot(worst, PHONE, out / f"{label}-{PHONE}.png")

    over = [
        (moment.kind, moment.player, layout.height_px, moment.seen.embeds[:1] or moment.seen.content[:80])
        for moment, layout in measured
        if moment.player != PICTURE_FAN and layout.height_px > HAND_SCREEN_PX
    ]
    print(f"  over the budget: {[(kind, px) for kind, _player, px, _seen in over]}")
    assert not over, f"every hand fits a phone screen: {over}"
    twice = [
        (moment.kind, moment.labels)
        for moment in moments
        if moment.player != PICTURE_FAN
        and moment.pictured
        and shown_as_buttons(game_id, moment.pictured, moment.labels)
    ]
    assert not twice, f"a hand drew its cards above buttons that show them all: {twice}"
    fan = [m for m in moments if m.player == PICTURE_FAN and m.kind == "your turn"]
    if fan:
        assert any(m.pictured for m in fan), "the player who chose the picture sees it"


@pytest.mark.parametrize("game_id", registry.ids())
async def test_a_hand_fits_a_phone_screen_and_shows_each_card_once(
    harness: Harness,
    screens: BoundScreens,
    game_id: str,
    request: pytest.FixtureRequest,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    speak(monkeypatch, {harness.players[KOREAN_PLAYER].id: KOREAN})
    moments = await play_and_record(harness, screens, game_id)
    assert any(m.player == KOREAN_PLAYER for m in moments), "a Korean hand was measured"
    assert_each_hand_fits_and_shows_each_card_once(moments, game_id, game_id, request, tmp_path)
