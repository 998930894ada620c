"""Embeds or layout components for the table message? (``python -m bench.message_formats``)

Both show the same screen: its text through ``layout_of`` (title, description, a field per row) and the
table picture. The embed is what the adapter sends (``bot.adapter.looks``); the layout is the same
content as discord.py's components v2 (``LayoutView``: a ``Container`` in the game's colour holding a
``TextDisplay`` per part and a ``MediaGallery`` for the picture), built as a bot would build it.

Measured per game over random playouts (public table screens, every ``--every``-th state): the time to
build the message body (``perf_counter_ns``; for the embed, ``Embed`` + ``to_dict``; for the layout,
``LayoutView`` + ``to_components``) and the JSON bytes of what goes over the wire (the part that differs:
``embeds`` vs ``components``, plus the buttons row that both carry). The picture itself is the same
multipart file either way and is left out.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Iterator
from typing import Any

import discord

from bot.adapter.components import to_view
from bot.pictures.games import accent
from bot.render.base import TableContext
from bot.render.kit.layout import Layout, layout_of
from bot.render.registry import ui_for
from bot.render.screen import Button, Screen
from games import registry

NAMES = ("Ann", "김민준", "Zoë", "Bartholomew")
CONTROLS = (Button("Show my hand", "ui:hand", style="primary"), Button("Rules", "ui:rules"))


def screens(game_id: str, seeds: int, every: int) -> Iterator[Screen]:
    rules = registry.get(game_id)
    ui = ui_for(game_id)
    players = rules.max_players
    ctx = TableContext(1, "", "cards", NAMES[:players])
    for seed in range(seeds):
        rng = random.Random(seed)
        state = rules.new_game(players, seed=seed)
        step = 0
        while acting := rules.to_act(state):
            if step % every == 0:
                body = ui.table_screen(ctx, rules.view(state, None))
                yield Screen(body.content, (*body.rows, CONTROLS))
            seat = rng.choice(acting)
            state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
            step += 1


def as_embed(panel: Layout, colour: int) -> dict[str, Any]:
    embed = discord.Embed(title=panel.title, description=panel.description or None, colour=colour)
    for row in panel.fields:
        embed.add_field(name=row.name, value=row.value, inline=False)
    embed.set_image(url="attachment://table.png")
    return {"embeds": [embed.to_dict()]}


def as_layout(panel: Layout, colour: int) -> dict[str, Any]:
    view = discord.ui.LayoutView()
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=colour)
    if panel.title:
        container.add_item(discord.ui.TextDisplay(f"### {panel.title}"))
    if panel.description:
        container.add_item(discord.ui.TextDisplay(panel.description))
    for row in panel.fields:
        container.add_item(discord.ui.TextDisplay(f"**{row.name}**\n{row.value}"))
    container.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://table.png")))
    view.add_item(container)
    return {"components": view.to_components(), "flags": 1 << 15}  # IS_COMPONENTS_V2


def measure(game_id: str, seeds: int, every: int) -> dict[str, Any]:
    colour = accent(game_id)
    times: dict[str, list[int]] = {"embed": [], "layout": []}
    sizes: dict[str, list[int]] = {"embed": [], "layout": []}
    for screen in screens(game_id, seeds, every):
        buttons = to_view(screen, 1, 1)
        assert buttons is not None
        rows = buttons.to_components()
        for kind, build in (("embed", as_embed), ("layout", as_layout)):
            start = time.perf_counter_ns()
            body = build(layout_of(screen.content), colour)
            times[kind].append(time.perf_counter_ns() - start)
            if kind == "embed":
                body["components"] = rows
            else:
                body["components"] += rows
            sizes[kind].append(len(json.dumps(body, ensure_ascii=False).encode()))
    return {
        kind: {
            "median_us": statistics.median(times[kind]) / 1000,
            "bytes_median": statistics.median(sizes[kind]),
            "bytes_max": max(sizes[kind]),
            "messages": len(times[kind]),
        }
        for kind in times
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--every", type=int, default=3)
    args = parser.parse_args(argv)
    print(
        "| game | messages | embed build µs | layout build µs | embed bytes median / max "
        "| layout bytes median / max |"
    )
    print("|---|---:|---:|---:|---:|---:|")
    for game_id in registry.ids():
        got = measure(game_id, args.seeds, args.every)
        embed, layout = got["embed"], got["layout"]
        print(
            f"| {game_id} | {embed['messages']} | {embed['median_us']:.0f} | {layout['median_us']:.0f} | "
            f"{embed['bytes_median']:.0f} / {embed['bytes_max']} | "
            f"{layout['bytes_median']:.0f} / {layout['bytes_max']} |"
        )


if __name__ == "__main__":
    main()
