"""``python -m bot local`` as a newcomer runs it: with no token and no Discord, it prints where the page is
(one address per local person), serves it, and Ctrl-C stops it cleanly, leaving no database behind."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
from pathlib import Path

import aiohttp
import pytest

from bot.local.child import ROOT

# Slow: the bot as its own process, twice over (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

START_S = 30.0
STOP_S = 15.0


async def test_python_m_bot_local_serves_the_page_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if not key.startswith("DISCORD_")}
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "local",
        "--port",
        "0",
        cwd=tmp_path,  # no .env here, and no token anywhere: the local table needs none
        env=env | {"PYTHONPATH": str(ROOT)},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    assert process.stdout is not None
    printed = []
    try:
        while not printed or "Ctrl-C" not in printed[-1]:
            line = await asyncio.wait_for(process.stdout.readline(), START_S)
            assert line, "the local table stopped:\n" + "".join(printed)
            printed.append(line.decode())
        said = "".join(printed)
        page = re.search(r"http://127\.0\.0\.1:\d+/", said)
        assert page is not None, said
        people = re.findall(r"as (\S+): (http://127\.0\.0\.1:\d+/\?as=\S+)", said)
        assert len(people) >= 2, said
        log = Path(re.search(r"The bot's log: (\S+)\.", said).group(1))  # type: ignore[union-attr]
        async with aiohttp.ClientSession() as http:
            async with http.get(page.group(0)) as answer:
                assert answer.status == 200 and "<title>Cardroom" in await answer.text()
            async with http.get(people[1][1].replace("/?as=", "/api/world?as=")) as answer:
                world = await answer.json()
                assert world["me"] != world["people"][0]["id"], "the address opens the page as that person"
        process.send_signal(signal.SIGINT)
        rest = await asyncio.wait_for(process.stdout.read(), STOP_S)
        assert await asyncio.wait_for(process.wait(), STOP_S) == 0, rest.decode()
        assert not log.parent.parent.exists(), "the temporary database and log are removed"
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
