"""A loopback fake Discord: one aiohttp app with the REST routes the bot calls and the gateway websocket.

Design and pitfalls: docs/testing.md (the project's notes on offline Discord
testing). In short:

* REST under ``/api/v10/…``, gateway at ``/gateway``; bodies are exact ``application/json``.
* World state: the bot, users, one guild with text channels and members, DM channels, and messages,
  each with its **audience**: ``channel``, ``ephemeral:<user id>`` or ``dm:<user id>``.
* Strict where Discord is: 3 s to acknowledge (10062), one acknowledgement (40060), no followup
  before it (10015), the first followup after a defer fills the deferred message and keeps its
  ephemerality, type 7 edits the clicked message, clicks only on components that exist on a message
  the user can see and that are not disabled, slash options checked against the synced schema, and
  Discord's message limits (50035), attachments included (10 files, the size limit: 413/40005), and
  Components V2's (flag 1 << 15: no content or embeds, the flag stays, 40 components, 4,000 characters
  of text display, layout types at the top, ``attachment://`` media uploaded).
* Loud about the rest: an unknown route gets a 404 and is recorded in ``unknown``; every broken rule
  is recorded in ``violations``. ``assert_clean()`` fails a test on either.
* Records every REST call (``calls``) and every gateway frame both ways (``frames``).

The test side acts as Discord's client would: ``slash``, ``click`` and ``select`` send a real
INTERACTION_CREATE and return once the bot acknowledged it. ``forge`` sends what only a modified
client could. ``visible_to(user)`` answers "what can this user read".

Modules, one job each:

* ``fake``: ``FakeDiscord`` and ``Reply``, the test-facing API (life, acting as users, waiting, faults).
* ``models`` and ``world``: the world's objects, the world itself, and who sees what.
* ``recorder``: REST calls, frames, unknown routes, violations, ``assert_clean``.
* ``gateway``: hello, identify and READY, resume, heartbeats, member chunks.
* ``rest``, ``responses`` and ``faults``: the REST front door, how it answers, injected faults.
* ``app_routes``, ``interaction_routes``, ``channel_routes``, ``thread_routes``: login, sync and
  membership; interaction callbacks, followups and webhook edits; channel messages and DMs; threads.
* ``mentions``: who a new message pings (``Message.pings``), by its ``allowed_mentions``.
* ``client_rules`` and ``limits``: what Discord's client refuses to send; what Discord refuses to post.
* ``attachments``: uploaded files on messages (create, edit, limits), the CDN's bytes, and the pictures
  a message shows in its embeds or loose (``strays``); ``pictures``/``newly_visible_pictures`` on the world.
"""

from bot.local.standin.fake import FakeDiscord

__all__ = ["FakeDiscord"]
