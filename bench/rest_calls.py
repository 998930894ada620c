"""CPU per REST call kind, the bot's side only: discord.py's own methods against ``bot.adapter.rest``.

A stand-in Discord runs in a child process (an aiohttp server answering each route with the message a
table's answer carries: an embed with four fields, five rows of buttons, a picture's attachment, as
the loopback fake writes them: ``bot.local.standin.payloads``), so the process time measured here is the
client's alone: building the body, discord.py's request path, aiohttp, the socket writes and reads,
and reading the answer. Each call kind is timed around the awaited call only (a fresh interaction is
parsed outside the timing, and timed on its own as the cost every interaction pays, the floor too).
Last, the memory one interaction holds when kept (tracemalloc), against the ``rest.Token`` the bot keeps
of it instead.

    python -m bench.rest_calls [--calls 2000]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import socket
import time
import tracemalloc
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord
from aiohttp import web

from bot.adapter import rest
from bot.adapter.components import SentComponents
from bot.local.standin.payloads import interactions as payloads
from bot.local.standin.payloads import resources

APP_ID = "1"
BOT_USER = resources.user("900", "cardroom", bot=True)
PLAYER = resources.user("901", "alice")
CHANNEL = resources.text_channel("800", "700", "cards")
ROWS = [
    {
        "type": 1,
        "components": [
            {"type": 2, "style": 2, "label": f"{rank}♠", "custom_id": f"t:12:34:play:{row}{rank}"}
            for rank in range(5)
        ],
    }
    for row in range(5)
]
EMBED = {
    "type": "rich",
    "title": "Quattro Tricks — table 12",
    "description": "Trick 3 · alice leads\n" * 4,
    "color": 0x2266AA,
    "fields": [
        {"name": f"Seat {seat}", "value": "12 points · 3 tricks", "inline": False} for seat in range(4)
    ],
    "image": {"url": "attachment://table.png"},
}
ATTACHMENT = {
    "id": "555",
    "filename": "table.png",
    "size": 20_000,
    "url": "http://cdn/table.png",
    "proxy_url": "http://cdn/table.png",
    "content_type": "image/png",
    "width": 600,
    "height": 300,
}


def message_payload() -> dict[str, Any]:
    return resources.message(
        message_id="1000",
        channel_id=CHANNEL["id"],
        guild_id=CHANNEL["guild_id"],
        author=BOT_USER,
        content="",
        components=ROWS,
        embeds=[EMBED],
        flags=0,
        created=resources.timestamp(),
        edited=None,
        attachments=[ATTACHMENT],
    )


def interaction_payload(number: int) -> dict[str, Any]:
    return payloads.interaction(
        interaction_id=str(3000 + number),
        app_id=APP_ID,
        kind=3,
        token=f"token{number}",
        user_data=PLAYER,
        channel=CHANNEL,
        guild_id=CHANNEL["guild_id"],
        permissions=payloads.ALL_PERMISSIONS,
        data=payloads.component_data("t:12:34:play:00", 2, None),
        message_data={**message_payload(), "flags": 64},
    )


# ------------------------------------------------------------------------------ the stand-in Discord
def _json(data: Any) -> web.Response:
    # Exactly ``application/json`` (no charset), as Discord sends it: discord.py parses nothing else.
    return web.Response(body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


def _serve(port: int) -> None:
    message = message_payload()

    async def callback(request: web.Request) -> web.Response:
        body = await request.json()
        return _json(payloads.callback_response("1", 3, body["type"], message, loading=False, ephemeral=True))

    async def a_message(request: web.Request) -> web.Response:
        await request.read()
        return _json(message)

    async def me(_request: web.Request) -> web.Response:
        return _json(BOT_USER)

    async def application(_request: web.Request) -> web.Response:
        return _json(resources.application(APP_ID, BOT_USER))

    app = web.Application()
    app.router.add_post("/api/v10/interactions/{iid}/{token}/callback", callback)
    app.router.add_patch("/api/v10/webhooks/{app}/{token}/messages/@original", a_message)
    app.router.add_post("/api/v10/webhooks/{app}/{token}", a_message)
    app.router.add_patch("/api/v10/channels/{cid}/messages/{mid}", a_message)
    app.router.add_get("/api/v10/users/@me", me)
    app.router.add_get("/api/v10/oauth2/applications/@me", application)
    web.run_app(app, host="127.0.0.1", port=port, print=None, handle_signals=False)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


# ------------------------------------------------------------------------------------------ the calls
def look() -> dict[str, Any]:
    embed = discord.Embed.from_dict(EMBED)
    return {"content": None, "embed": embed, "view": SentComponents(ROWS)}


async def measure(calls: int, port: int) -> tuple[list[tuple[str, float, float]], tuple[float, float]]:
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    client = discord.Client(intents=discord.Intents(guilds=True))
    await client.login("bench-token")
    state = client._connection
    state.application_id = int(APP_ID)
    state.user = discord.ClientUser(state=state, data=BOT_USER)
    counter = iter(range(10**9))

    def fresh() -> discord.Interaction[Any]:
        return discord.Interaction(data=interaction_payload(next(counter)), state=state)

    async def timed(call: Callable[[discord.Interaction[Any]], Awaitable[Any]]) -> float:
        total = 0.0
        for _ in range(calls):
            interaction = fresh()
            start = time.process_time()
            await call(interaction)
            total += time.process_time() - start
        return 1e6 * total / calls

    async def channel_edit_dpy(_i: discord.Interaction[Any]) -> Any:
        partial = client.get_partial_messageable(800, guild_id=700).get_partial_message(1000)
        return await partial.edit(**look(), attachments=[])

    kinds: list[tuple[str, Callable[[discord.Interaction[Any]], Awaitable[Any]], Callable[..., Any]]] = [
        (
            "callback: update the clicked message (type 7)",
            lambda i: i.response.edit_message(**look(), attachments=[]),
            lambda i: rest.update(i, **look(), attachments=[]),
        ),
        (
            "callback: a new ephemeral message (type 4)",
            lambda i: i.response.send_message(**look(), ephemeral=True),
            lambda i: rest.answer(i, **look(), ephemeral=True),
        ),
        (
            "webhook edit of the original message",
            lambda i: i.edit_original_response(**look(), attachments=[]),
            lambda i: rest.edit_original(i, **look(), attachments=[]),
        ),
        (
            "followup (a new message)",
            lambda i: i.followup.send(**look(), wait=True),
            lambda i: rest.followup(i, **look()),
        ),
        (
            "channel message edit",
            channel_edit_dpy,
            lambda _i: rest.edit_message(client, 800, 1000, **look(), attachments=[]),
        ),
    ]
    results = []
    for name, library, ours in kinds:
        await timed(ours)  # warm the connections and caches
        before = await timed(library)
        after = await timed(ours)
        results.append((name, before, after))
    parse_start = time.process_time()
    for _ in range(calls):
        fresh()
    results.append(
        (
            "parse one interaction (every click; the floor too)",
            1e6 * (time.process_time() - parse_start) / calls,
            0.0,
        )
    )
    # What the bot keeps for 15 minutes per table (its token) and per open hand: the whole interaction
    # (before), its rest.Token (now).
    kept = (kept_kib(fresh), kept_kib(lambda: rest.Token.of(fresh())))
    await client.close()
    return results, kept


def kept_kib(make: Callable[[], Any], count: int = 1000) -> float:
    """The memory one kept object holds, in KiB (tracemalloc, after a collection: what is left once
    its payload is garbage)."""
    gc.collect()
    tracemalloc.start()
    try:
        objects = [make() for _ in range(count)]
        gc.collect()
        size, _peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del objects
    return size / count / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000, help="calls per kind and side")
    args = parser.parse_args()
    port = _free_port()
    server = multiprocessing.Process(target=_serve, args=(port,), daemon=True)
    server.start()
    try:
        asyncio.run(_wait_for(port))
        try:
            import uvloop  # the bot runs on uvloop when it is installed (bot/__main__.py)

            runner: Any = uvloop.run
        except ImportError:
            runner = asyncio.run
        results, (whole, token) = runner(measure(args.calls, port))
    finally:
        server.terminate()
        server.join()
    with open("/proc/loadavg") as load:
        print(f"{args.calls} calls per kind and side; load average {' '.join(load.read().split()[:3])}")
    print(f"{'call':52s} {'discord.py µs':>14s} {'rest µs':>9s} {'saved':>7s}")
    for name, before, after in results:
        saved = f"{100 * (before - after) / before:5.0f}%" if after else ""
        print(f"{name:52s} {before:14.0f} {after or float('nan'):9.0f} {saved:>7s}")
    print(
        "kept for 15 minutes (a table's token, an open hand): "
        f"the interaction {whole:.1f} KiB, its rest.Token {token:.2f} KiB"
    )
    return 0


async def _wait_for(port: int) -> None:
    async with aiohttp.ClientSession() as session:
        for _ in range(100):
            try:
                async with session.get(f"http://127.0.0.1:{port}/api/v10/users/@me"):
                    return
            except aiohttp.ClientConnectionError:
                await asyncio.sleep(0.05)
    raise RuntimeError("the stand-in Discord did not start")


if __name__ == "__main__":
    raise SystemExit(main())
