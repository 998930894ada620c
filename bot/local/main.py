"""``python -m bot local``: the real bot against the Discord stand-in, played in a browser.

Prints one address per local person (open each in its own tab, or switch person on the page) and runs
until Ctrl-C. The bot's database and log live in a temporary folder, removed at the end unless ``--keep``;
nothing is sent anywhere but 127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import signal
import sys
import tempfile
from pathlib import Path
from urllib.parse import quote

from aiohttp import web

from bot.local.page.app import make_app
from bot.local.page.words import LANGUAGES
from bot.local.room import LocalRoom

DEFAULT_PORT = 8765  # unlikely to be taken by a developer's own servers (8000, 8080)
STOP_S = 0.5
HOST = "127.0.0.1"  # loopback only: the page acts as every local person without asking who you are


def arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot local", description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="the page's port (0: any free one)")
    parser.add_argument("--language", choices=LANGUAGES, default="en", help="the server's language")
    parser.add_argument("--keep", type=Path, help="keep the database and the bot's log in this folder")
    return parser.parse_args(argv)


async def serve(options: argparse.Namespace, stop: asyncio.Event) -> None:
    workdir = options.keep or Path(tempfile.mkdtemp(prefix="cardroom-local-"))
    room = LocalRoom(workdir, options.language)
    # A page's long poll would hold the shutdown up to its WAIT_S: Ctrl-C answers at once instead.
    runner = web.AppRunner(make_app(room), access_log=None, handle_signals=False, shutdown_timeout=STOP_S)
    try:
        print("Starting Cardroom against the local Discord stand-in…", flush=True)
        await room.start()
        await runner.setup()
        site = web.TCPSite(runner, HOST, options.port)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        print(f"Cardroom is at a local table: http://{HOST}:{port}/", flush=True)
        for person in room.people:
            print(f"  as {person.name}: http://{HOST}:{port}/?as={quote(person.name)}", flush=True)
        assert room.bot is not None
        print(f"The bot's log: {room.bot.log}. Ctrl-C stops it.", flush=True)
        await stop.wait()
    finally:
        await runner.cleanup()
        await room.close()
        if options.keep is None:
            shutil.rmtree(workdir, ignore_errors=True)


def main(argv: list[str]) -> int:
    options = arguments(argv)

    async def run() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signum, stop.set)
        await serve(options, stop)

    try:
        asyncio.run(run())
    except OSError as error:  # the port is taken
        print(f"Could not start the local table: {error}", file=sys.stderr)
        return 2
    except AssertionError as error:  # the bot did not start: its own words say why
        print(f"The bot did not start against the local stand-in:\n{error}", file=sys.stderr)
        return 2
    print("Stopped.")
    return 0
