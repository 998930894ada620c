"""The local table's web page: an aiohttp app on 127.0.0.1 that shows the stand-in's server as Discord would.

Routes (JSON in, JSON out, for the page's script, ``static/main.js`` and its modules):

* ``GET /`` the page; ``?as=<person id>`` opens it as that person (one tab per person works too).
* ``GET /api/world?as=`` the people, the server, the person's places and commands, the chrome words.
* ``POST /api/view`` what the person sees in a place, long-polled: it answers at the next change of the
  world after ``after`` (or within ``WAIT_S``), with HTML only for messages the page lacks.
* ``POST /api/click``, ``/api/select``, ``/api/slash``: act as the person, exactly as Discord's client
  would (the stand-in refuses what the client would not send); the answer is Discord's short word when
  the interaction failed.
* ``POST /api/language``: the person's Discord language (their private replies follow it).

Only requests addressed to this machine's loopback name are served (``Host``), and every action is a JSON
POST, so another site open in the same browser can neither read the page nor click for the person.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pylopdf_fonts_ko
from aiohttp import web

import bot.local.html
from bot.i18n import resolve
from bot.local.page import commands, view
from bot.local.page.words import FAILED, LANGUAGES, NO_ANSWER, said, words
from bot.local.room import LOCALES, LocalRoom
from bot.local.standin.client_rules import DiscordRefusal
from bot.local.standin.models import Channel, User

STATIC = Path(__file__).resolve().parent / "static"
LOOK = Path(bot.local.html.__file__).resolve().parent / "discord.css"
WAIT_S = 20.0  # a long poll's longest wait: under the browser's and proxies' idle timeouts
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]")
ROOM: web.AppKey[LocalRoom] = web.AppKey("room", LocalRoom)


class Refused(web.HTTPException):
    """A request the page never sends (an unknown person, a malformed body): 400 with one sentence."""

    status_code = 400

    def __init__(self, why: str) -> None:
        super().__init__(text=json.dumps({"error": why}), content_type="application/json")


def make_app(room: LocalRoom) -> web.Application:
    app = web.Application(middlewares=[_loopback_only])
    app[ROOM] = room
    app.router.add_get("/", _index)
    app.router.add_get("/static/discord.css", _stylesheet)
    app.router.add_get("/static/sans.ttf", _font)
    app.router.add_static("/static/", STATIC)
    app.router.add_get("/api/world", _world)
    app.router.add_post("/api/view", _view)
    app.router.add_post("/api/click", _click)
    app.router.add_post("/api/select", _select)
    app.router.add_post("/api/slash", _slash)
    app.router.add_post("/api/language", _language)
    app.router.add_get("/favicon.ico", _no_icon)
    return app


@web.middleware
async def _loopback_only(request: web.Request, handler: Any) -> web.StreamResponse:
    host = (request.host or "").rsplit(":", 1)[0]
    if host not in LOOPBACK_HOSTS:  # a page of another site that resolved its name to 127.0.0.1
        raise web.HTTPForbidden(text="the local table answers on the loopback address only")
    if request.method == "POST" and request.content_type != "application/json":
        raise web.HTTPUnsupportedMediaType(text="JSON only")
    return await handler(request)


async def _index(request: web.Request) -> web.FileResponse:
    return web.FileResponse(STATIC / "index.html")


async def _no_icon(request: web.Request) -> web.Response:
    return web.Response(status=204)


async def _stylesheet(request: web.Request) -> web.FileResponse:
    return web.FileResponse(LOOK)


async def _font(request: web.Request) -> web.FileResponse:
    return web.FileResponse(Path(pylopdf_fonts_ko.sans_path()))


# ---------------------------------------------------------------------------------------- reading
def _room(request: web.Request) -> LocalRoom:
    return request.app[ROOM]


def _person(room: LocalRoom, person_id: object) -> User:
    person = room.person(str(person_id or ""))
    if person is None:
        raise Refused("no such person at this table")
    return person


async def _body(request: web.Request) -> dict[str, Any]:
    try:
        body = await request.json()
    except ValueError:
        raise Refused("the body is not JSON") from None
    if not isinstance(body, dict):
        raise Refused("the body is not a JSON object")
    return body


def _place(room: LocalRoom, person: User, place_id: object) -> Channel:
    place = next((p for p in room.places(person) if p.id == str(place_id or "")), None)
    if place is None:
        raise Refused("no such place for this person")
    return place


async def _world(request: web.Request) -> web.Response:
    room = _room(request)
    # The page's way in is forgiving: an address kept from an earlier run (ids are new each run) opens
    # the page as the first person rather than not at all.
    person = room.person(request.query.get("as") or "") or room.people[0]
    code = resolve(person.locale)
    return web.json_response(
        {
            "me": person.id,
            "people": [{"id": p.id, "name": p.name} for p in room.people],
            "server": room.fake.guilds[room.fake.guild_id],
            "language": code,
            "words": words(code),
        }
    )


async def _view(request: web.Request) -> web.Response:
    room = _room(request)
    body = await _body(request)
    person = _person(room, body.get("as"))
    after = body.get("after")
    if isinstance(after, int):
        await room.wait_for_change(after, WAIT_S)
    changes = room.fake.recorder.changes  # read before drawing: a change while drawing is seen next time
    places = room.places(person)
    place = next((p for p in places if p.id == body.get("place")), places[0])
    known = body.get("known") if isinstance(body.get("known"), dict) else {}
    shown = room.by_place(person)
    here = shown.get(place.id, [])
    drawn = view.draw(room, person, here, {str(k): v for k, v in known.items() if isinstance(v, int)})
    room.mark_read(person, place, here)
    return web.json_response(
        {
            "after": changes,
            "place": place.id,
            "places": [view.place_entry(room, person, p, shown.get(p.id, [])) for p in places],
            "commands": commands.schema(room.fake, place.guild_id),
            "messages": [{"id": d.id, "revision": d.revision, "html": d.html} for d in drawn],
            "problems": room.fake.violations[-5:] + [f"{c.method} {c.path}" for c in room.fake.unknown[-5:]],
        }
    )


# ---------------------------------------------------------------------------------------- acting
async def _act(person: User, action: Any) -> web.Response:
    """Run one interaction; Discord's client shows a failed one in one short line under the message."""
    try:
        reply = await action
    except DiscordRefusal as refusal:  # what Discord's client would not send
        return _failed(person, FAILED, refusal)
    except AssertionError as late:  # not acknowledged within 3 s: the stand-in says so, and so does Discord
        return _failed(person, NO_ANSWER, late)
    return web.json_response({"ack": reply.ack})


def _failed(person: User, text: str, why: Exception | None = None) -> web.Response:
    """Discord's short word for a failed interaction, in the person's language, and why (for developers)."""
    answer = {"error": said(resolve(person.locale), text)} | ({"detail": str(why)} if why else {})
    return web.json_response(answer, status=409)


async def _click(request: web.Request) -> web.Response:
    room = _room(request)
    body = await _body(request)
    person = _person(room, body.get("as"))
    return await _act(person, room.fake.click(person, str(body.get("message")), str(body.get("cid"))))


async def _select(request: web.Request) -> web.Response:
    room = _room(request)
    body = await _body(request)
    person = _person(room, body.get("as"))
    values = body.get("values")
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise Refused("values must be a list of strings")
    action = room.fake.select(person, str(body.get("message")), str(body.get("cid")), values)
    return await _act(person, action)


async def _slash(request: web.Request) -> web.Response:
    room = _room(request)
    body = await _body(request)
    person = _person(room, body.get("as"))
    place = _place(room, person, body.get("place"))
    given = body.get("options") if isinstance(body.get("options"), dict) else {}
    schema = {c["name"]: c for c in commands.schema(room.fake, place.guild_id)}
    command = schema.get(str(body.get("name") or ""))
    if command is None:
        return _failed(person, FAILED)
    try:
        options = commands.typed(command, given)
    except DiscordRefusal as refusal:
        return _failed(person, FAILED, refusal)
    return await _act(person, room.fake.slash(person, command["name"], place, **options))


async def _language(request: web.Request) -> web.Response:
    room = _room(request)
    body = await _body(request)
    person = _person(room, body.get("as"))
    code = str(body.get("language") or "")
    if code not in LANGUAGES:
        raise Refused("no such language")
    person.locale = LOCALES[code]
    return web.json_response({"language": code})
