"""The embed-or-layout measurement (bench/message_formats.py) on a tiny budget: both bodies are built
for every game from the same screens, and Discord would accept each (no timing is asserted)."""

from __future__ import annotations

from bench import message_formats
from games import registry

MAX_COMPONENTS_V2_TEXT = 4000  # Discord: all text displays of a components-v2 message together
MAX_EMBED_TOTAL = 6000


def test_every_game_builds_both_bodies_from_the_same_screens() -> None:
    for game_id in registry.ids():
        got = message_formats.measure(game_id, seeds=1, every=10)
        assert got["embed"]["messages"] == got["layout"]["messages"] > 0
        for kind in ("embed", "layout"):
            assert 0 < got[kind]["bytes_median"] <= got[kind]["bytes_max"]


def test_the_embed_carries_the_colour_title_fields_and_picture() -> None:
    game_id = registry.ids()[0]
    screen = next(message_formats.screens(game_id, seeds=1, every=1))
    panel = message_formats.layout_of(screen.content)
    embed = message_formats.as_embed(panel, 0x123456)["embeds"][0]
    assert embed["color"] == 0x123456 and embed["title"] == panel.title
    assert embed["image"]["url"] == "attachment://table.png"
    assert len(panel.text()) <= min(MAX_EMBED_TOTAL, MAX_COMPONENTS_V2_TEXT)
