"""How the fake answers over REST: exact JSON, and refusals that are also recorded as violations."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

from bot.local.standin.limits import message_problems
from bot.local.standin.models import Message
from bot.local.standin.payloads import resources as res
from bot.local.standin.recorder import Recorder


def json_response(data: Any, status: int = 200) -> web.Response:
    # Exactly "application/json": discord.py reads any other content type as text (pitfall 2).
    return web.Response(
        status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"}
    )


def refuse(
    recorder: Recorder, status: int, code: int, text: str, why: str, errors: dict[str, Any] | None = None
) -> web.Response:
    """Discord's error answer to a call that broke one of its rules; the broken rule is recorded."""
    recorder.violations.append(f"{code} {text}: {why}")
    return json_response(res.error(code, text, errors), status)


def check_message_body(
    recorder: Recorder, data: dict[str, Any], before: Message | None = None
) -> web.Response | None:
    """Discord's limits on a message (``before``: the message the body edits or fills); a body over them
    gets 50035 and is recorded."""
    problems = message_problems(data, before)
    if problems:
        return refuse(recorder, 400, 50035, "Invalid Form Body", "; ".join(problems), {"problems": problems})
    return None
