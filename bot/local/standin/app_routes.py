"""REST routes for logging in and syncing: the bot user, the application, the gateway URL, commands; and
whether a user is a member of a guild (the bot asks before taking a click from DMs)."""

from __future__ import annotations

import re
from collections.abc import Callable

from aiohttp import web

from bot.local.standin.payloads import resources as res
from bot.local.standin.recorder import Call, Recorder
from bot.local.standin.responses import json_response, refuse
from bot.local.standin.rest import Route
from bot.local.standin.world import World


class AppRoutes:
    def __init__(self, world: World, recorder: Recorder, gateway_url: Callable[[], str]) -> None:
        self.world = world
        self.recorder = recorder
        self.gateway_url = gateway_url

    def routes(self) -> list[Route]:
        return [
            ("GET", re.compile(r"/users/@me"), self._get_me),
            ("GET", re.compile(r"/oauth2/applications/@me"), self._get_application),
            ("GET", re.compile(r"/gateway(/bot)?"), self._get_gateway),
            ("PUT", re.compile(r"/applications/(?P<app>\d+)(/guilds/(?P<guild>\d+))?/commands"), self._sync),
            ("GET", re.compile(r"/guilds/(?P<guild>\d+)/members/(?P<user>\d+)"), self._get_member),
        ]

    async def _get_member(self, call: Call, guild: str, user: str) -> web.Response:
        """A member's payload; Discord's 404 "Unknown Member" (10007) for anyone not in the guild, which
        is an answer, not a broken rule; 403 "Missing Access" for a guild the bot is not in."""
        if guild not in self.world.guilds:
            return refuse(self.recorder, 403, 50001, "Missing Access", f"member of unknown guild {guild}")
        found = self.world.users.get(user)
        if found is None or not found.member:
            return json_response(res.error(10007, "Unknown Member"), 404)
        return json_response(res.member(found.data))

    async def _get_me(self, call: Call) -> web.Response:
        return json_response(self.world.bot_data())

    async def _get_application(self, call: Call) -> web.Response:
        world = self.world
        owner = world.owner.data if world.owner else world.bot_data()
        return json_response(res.application(world.app_id, owner))

    async def _get_gateway(self, call: Call) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return json_response({"url": self.gateway_url(), "shards": 1, "session_start_limit": limit})

    async def _sync(self, call: Call, app: str, guild: str | None) -> web.Response:
        world = self.world
        if app != world.app_id:
            return refuse(self.recorder, 403, 50001, "Missing Access", f"sync for application {app}")
        if guild is not None and guild not in world.guilds:
            return refuse(self.recorder, 403, 50001, "Missing Access", f"sync to unknown guild {guild}")
        synced = []
        for command in call.body or []:
            entry = dict(command, id=res.snowflake(), application_id=world.app_id, version=res.snowflake())
            if guild is not None:
                entry["guild_id"] = guild
            synced.append(entry)
        world.commands[guild] = synced
        return json_response(synced)
