"""Attachments as Discord handles them: uploaded files become attachment objects whose bytes the fake's
CDN serves; creating and editing a message keeps, adds or drops them; Discord's limits; and which
pictures a message shows inside its embeds and which outside (loose).

* Create (a channel message, a callback of type 4, a followup): every uploaded file is attached; an
  entry ``{id: <upload index>, filename, description}`` of the body's ``attachments`` names its details.
* Edit (a channel message PATCH, a callback of type 7, a webhook PATCH of ``@original`` or a followup):
  with an ``attachments`` key the message keeps exactly the listed existing attachments (by id) and the
  listed uploads (by index), so ``[]`` removes all; without it the existing ones stay and every upload
  is appended.
* Limits: at most ``MAX_ATTACHMENTS`` (400, 50035 Invalid Form Body); each file at most
  ``MAX_ATTACHMENT_BYTES`` (413, 40005 Request entity too large); an id that is neither is 50035.
* An embed image or thumbnail ``attachment://NAME`` that names no attachment of the resulting message
  shows nothing: a violation. An image attachment no embed shows is displayed loose, under the message:
  recorded in ``strays``. That includes Discord's quirk (discord/discord-api-docs#5675): an edit that
  sends ``embeds`` but no ``attachments`` array shows the embed's picture a second time, outside it.
* Components V2 (flag 1 << 15): a media gallery item, thumbnail or file ``attachment://NAME`` must name
  an attachment the message will have, or Discord refuses the whole body (50035); a V2 message shows
  only the attachments its components name, none loose.
"""

from __future__ import annotations

import mimetypes
import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from bot.local.standin.limits import after, is_v2
from bot.local.standin.models import ATTACHMENT_SCHEME, Message, media_refs
from bot.local.standin.payloads import resources as res
from bot.local.standin.payloads.interactions import ATTACHMENT_SIZE_LIMIT
from bot.local.standin.recorder import Call, Recorder, Stray, Upload
from bot.local.standin.responses import refuse
from bot.local.standin.world import World

MAX_ATTACHMENTS = 10  # files on one message
MAX_ATTACHMENT_BYTES = ATTACHMENT_SIZE_LIMIT  # per file: what every interaction advertises
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
EMBED_PICTURES = ("image", "thumbnail")


@dataclass
class Plan:
    """The attachments a message will have once the call is applied: kept objects and new uploads."""

    kept: list[dict[str, Any]]
    new: list[tuple[Upload, dict[str, Any]]]  # the upload and its entry in the body's ``attachments``
    listed: bool  # the body carried an ``attachments`` array (or created the message)


def _index(key: str, uploads: dict[int, Upload]) -> bool:
    """Whether an ``attachments`` entry's id names an uploaded file (its index) of this call."""
    return key.isdigit() and int(key) in uploads


def embed_refs(message: Message) -> tuple[set[str], set[str]]:
    """The ``attachment://`` names and the plain URLs the message's embeds show as pictures."""
    names, urls = set(), set()
    for embed in message.embeds:
        for key in EMBED_PICTURES:
            url = str((embed.get(key) or {}).get("url") or "")
            if url.startswith(ATTACHMENT_SCHEME):
                names.add(url.removeprefix(ATTACHMENT_SCHEME))
            elif url:
                urls.add(url)
    return names, urls


class Attachments:
    def __init__(self, world: World, recorder: Recorder, base: Callable[[], str]) -> None:
        self.world = world
        self.recorder = recorder
        self.base = base  # the fake's address, known once it listens: attachment URLs point at it

    def plan(self, call: Call, data: dict[str, Any], message: Message | None) -> Plan | web.Response:
        """What the message will carry after ``call`` (``message`` None: it creates one), or Discord's
        refusal of it."""
        for upload in call.files:
            if len(upload.data) > MAX_ATTACHMENT_BYTES:
                why = f"{upload.filename} is {len(upload.data)} bytes > {MAX_ATTACHMENT_BYTES}"
                return refuse(self.recorder, 413, 40005, "Request entity too large", why)
        uploads = {upload.index: upload for upload in call.files}
        entries = {str(e.get("id")): e for e in data.get("attachments") or [] if isinstance(e, dict)}
        existing = {a["id"]: a for a in message.attachments} if message else {}
        if message is None:  # a new message: every upload, its details from its entry
            plan = Plan([], [(u, entries.get(str(u.index), {})) for u in uploads.values()], True)
            unknown = [key for key in entries if not _index(key, uploads)]
        elif "attachments" in data:
            kept = [existing[key] for key in entries if key in existing]
            new = [
                (uploads[int(k)], e) for k, e in entries.items() if k not in existing and _index(k, uploads)
            ]
            unknown = [key for key in entries if key not in existing and not _index(key, uploads)]
            plan = Plan(kept, new, True)
        else:
            plan = Plan(list(message.attachments), [(u, {}) for u in uploads.values()], False)
            unknown = []
        if unknown:
            why = f"attachments {unknown} are neither kept nor uploaded"
            return self._invalid("ATTACHMENT_NOT_FOUND", why)
        count = len(plan.kept) + len(plan.new)
        if count > MAX_ATTACHMENTS:
            return self._invalid("BASE_TYPE_MAX_LENGTH", f"{count} attachments > {MAX_ATTACHMENTS}")
        if is_v2(data, message):
            components = after(data, message, "components")
            names = {a["filename"] for a in plan.kept}
            names |= {str(entry.get("filename") or upload.filename) for upload, entry in plan.new}
            missing = sorted(
                url
                for url in media_refs(components or [])
                if url.startswith(ATTACHMENT_SCHEME) and url.removeprefix(ATTACHMENT_SCHEME) not in names
            )
            if missing:
                why = f"{missing} are not uploaded"
                return self._invalid("UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND", why)
        return plan

    def _invalid(self, code: str, why: str) -> web.Response:
        errors = {"attachments": {"_errors": [{"code": code, "message": why}]}}
        return refuse(self.recorder, 400, 50035, "Invalid Form Body", why, errors)

    def apply(self, message: Message, plan: Plan, data: dict[str, Any]) -> None:
        """Give ``message`` the planned attachments (its content already applied), then check its pictures."""
        message.attachments = plan.kept + [self._store(message, u, e) for u, e in plan.new]
        if is_v2(data, message):  # only what its components name is shown, never a picture loose
            message.in_embed = {a["id"] for a in message.attachments}
            message.attachment_history.append(tuple(a["id"] for a in message.attachments))
            return
        names, urls = embed_refs(message)
        have = {a["filename"] for a in message.attachments}
        for name in sorted(names - have):
            self.recorder.violations.append(
                f"an embed of message {message.id} shows attachment://{name}, which is no attachment of it"
            )
        shown = {a["id"] for a in message.attachments if a["filename"] in names or a["url"] in urls}
        if plan.listed:
            message.in_embed = shown
        elif "embeds" in data:
            message.in_embed = set()  # discord/discord-api-docs#5675: re-sent embeds, no attachments array
        else:
            message.in_embed &= shown
        for attachment in message.loose_pictures():
            self.recorder.strays.append(
                Stray(message.id, message.revision, attachment["filename"], attachment["id"])
            )
        message.attachment_history.append(tuple(a["id"] for a in message.attachments))

    def _store(self, message: Message, upload: Upload, entry: dict[str, Any]) -> dict[str, Any]:
        attachment_id = res.snowflake()
        filename = str(entry.get("filename") or upload.filename)
        path = f"/attachments/{message.channel_id}/{attachment_id}/{filename}"
        attachment: dict[str, Any] = {
            "id": attachment_id,
            "filename": filename,
            "size": len(upload.data),
            "url": f"{self.base()}{path}",
            "proxy_url": f"{self.base()}/media{path}",
        }
        content_type = "image/png" if upload.data.startswith(PNG_MAGIC) else mimetypes.guess_type(filename)[0]
        if content_type:
            attachment["content_type"] = content_type
        if upload.data.startswith(PNG_MAGIC) and len(upload.data) >= 24:
            attachment["width"], attachment["height"] = struct.unpack(">II", upload.data[16:24])
        if entry.get("description") is not None:
            attachment["description"] = entry["description"]
        if message.ephemeral:
            attachment["ephemeral"] = True
        self.world.cdn[attachment["url"]] = self.world.cdn[attachment["proxy_url"]] = upload.data
        return attachment
