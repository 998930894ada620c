"""The bot's answers to clicks and its edits of messages, sent without building what it never reads.

discord.py turns the answer to every call into a full ``Message`` (author, member, embeds, components,
mentions, a channel lookup), and the answer to a click's callback into an ``InteractionCallbackResponse``
around one. The bot reads two things from those answers: the message's id, and its attachments (to keep
a picture on the next edit, ``Looks.sent``). So the calls here are discord.py's own, one level down:
the same request bodies (``interaction_message_response_params``, ``handle_message_parameters``), the
same senders (the webhook adapter for an interaction's token, exempt from the global limit;
``HTTPClient`` for channel messages, behind the global budget of ``bot/adapter/budget.py``), so the
same retries, 429 handling, per-route rate limits and logs, and the same exceptions (``NotFound``,
``HTTPException``); only the answer is read as a ``Shown`` (bench/HISTORY.md, "Answers read as ids").
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from discord.http import handle_message_parameters
from discord.utils import MISSING
from discord.webhook.async_ import (
    async_context,
    interaction_message_response_params,
    interaction_response_params,
)

if TYPE_CHECKING:
    from discord.state import ConnectionState

Interaction = discord.Interaction[Any]
# The interactions whose clicked message a callback of type 7 (update) may replace; discord.py sends
# nothing for any other (``InteractionResponse.edit_message``).
_UPDATABLE = (discord.InteractionType.component, discord.InteractionType.modal_submit)


@dataclass(frozen=True, slots=True)
class Shown:
    """A message as Discord now shows it, as far as the bot reads it: its id and its attachments."""

    id: int
    attachments: tuple[discord.Attachment, ...] = ()


@dataclass(frozen=True, slots=True)
class Token:
    """What an edit through an interaction's webhook needs, kept instead of the interaction: a table's
    token and each open hand live for up to 15 minutes, and a whole ``Interaction`` carries the clicked
    message, the member and the channel (~8 KiB each, ``bench/README.md``). ``edit_original`` and
    ``edit_followup`` take it where they take an interaction."""

    application_id: int
    # Out of the repr, which log lines and tracebacks print: the token lets anyone answer as the bot.
    token: str = field(repr=False)
    expires_at: datetime.datetime
    locale: discord.Locale
    _state: ConnectionState
    _session: aiohttp.ClientSession

    @classmethod
    def of(cls, interaction: Interaction) -> Token:
        return cls(
            interaction.application_id,
            interaction.token,
            interaction.expires_at,
            interaction.locale,
            interaction._state,
            interaction._session,
        )

    def is_expired(self) -> bool:
        return discord.utils.utcnow() >= self.expires_at


def release(interaction: Interaction) -> None:
    """The bot is done with this click or command: break discord.py's cycle between the interaction and
    its response (``InteractionResponse._parent``), so that the interaction, with its clicked message,
    member and components (~8 KiB), is freed as soon as the last task holding it ends, not at the next
    full garbage collection (rare on purpose: ``bot/heap.py``). Only once it is answered: discord.py's
    response reads its parent to answer, and an answered response never answers again (it raises
    ``InteractionResponded``, as before). What comes later (followups, edits) reads the interaction
    itself, never through its response; the one later reader in discord.py, ``send_message``'s
    ``delete_after`` timer, the bot never uses."""
    response = getattr(interaction, "_cs_response", None)  # None: nothing asked for the response yet
    if response is not None and response.is_done():
        response._parent = None


def shown(data: Any, state: ConnectionState) -> Shown | None:
    """The id and attachments of a message payload (None: Discord sent no message)."""
    if not isinstance(data, dict) or "id" not in data:
        return None
    found = tuple(discord.Attachment(data=a, state=state) for a in data.get("attachments") or ())
    return Shown(int(data["id"]), found)


def _through(interaction: Interaction | Token) -> dict[str, Any]:
    """The connection an interaction's webhook calls go through, as discord.py's adapter takes it."""
    http = interaction._state.http
    return {"session": interaction._session, "proxy": http.proxy, "proxy_auth": http.proxy_auth}


def _flags(ephemeral: bool) -> discord.MessageFlags:
    if not ephemeral:
        return MISSING
    flags = discord.MessageFlags._from_value(0)
    flags.ephemeral = True
    return flags


async def answer(interaction: Interaction, *, ephemeral: bool = False, **fields: Any) -> Shown | None:
    """The click's or command's answer as a new message (callback type 4), like
    ``interaction.response.send_message``; returns the message it posted."""
    return await _callback(
        interaction, discord.InteractionResponseType.channel_message, flags=_flags(ephemeral), **fields
    )


async def update(interaction: Interaction, **fields: Any) -> Shown | None:
    """The click's answer as the clicked message's new look (callback type 7), like
    ``interaction.response.edit_message``; returns the message as it now is (None: not a component's
    interaction, so nothing was sent, as in discord.py)."""
    if interaction.type not in _UPDATABLE:
        return None
    if fields.get("view", MISSING) is not MISSING and interaction.message is not None:
        interaction._state.prevent_view_updates_for(interaction.message.id)
    return await _callback(interaction, discord.InteractionResponseType.message_update, **fields)


async def _callback(
    interaction: Interaction, kind: discord.InteractionResponseType, **fields: Any
) -> Shown | None:
    response = interaction.response
    if response.is_done():
        raise discord.InteractionResponded(interaction)
    state = interaction._state
    params = interaction_message_response_params(
        type=kind.value, previous_allowed_mentions=state.allowed_mentions, **fields
    )
    try:
        with params:
            data = await async_context.get().create_interaction_response(
                interaction.id, interaction.token, params=params, **_through(interaction)
            )
    finally:
        gate = getattr(interaction.client, "gate", None)  # Cardroom's: public work waits for answers
        if gate is not None:
            gate.answered(interaction.id)
    # What discord.py records after its own callback: ``is_done()`` and ``type`` read it.
    response._response_type = kind
    resource = data.get("resource") if isinstance(data, dict) else None
    return shown(resource.get("message"), state) if isinstance(resource, dict) else None


async def modal(interaction: Interaction, payload: dict[str, Any]) -> None:
    """Answer with a modal (callback type 9) written as the payload Discord receives, like
    ``interaction.response.send_modal`` but without keeping a ``Modal`` in discord.py's view store: its
    submission reaches ``CardroomBot.on_interaction`` by its custom_id, after a restart too."""
    if interaction.response.is_done():
        raise discord.InteractionResponded(interaction)
    params = interaction_response_params(discord.InteractionResponseType.modal.value, payload)
    try:
        await async_context.get().create_interaction_response(
            interaction.id, interaction.token, params=params, **_through(interaction)
        )
    finally:
        gate = getattr(interaction.client, "gate", None)
        if gate is not None:
            gate.answered(interaction.id)
    interaction.response._response_type = discord.InteractionResponseType.modal


async def edit_original(interaction: Interaction | Token, **fields: Any) -> Shown | None:
    """Edit the interaction's own message through its token (exempt), like
    ``interaction.edit_original_response``."""
    state = interaction._state
    with handle_message_parameters(previous_allowed_mentions=state.allowed_mentions, **fields) as params:
        data = await async_context.get().edit_original_interaction_response(
            interaction.application_id,
            interaction.token,
            **_through(interaction),
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
        )
    return shown(data, state)


async def edit_followup(interaction: Interaction | Token, message_id: int, **fields: Any) -> Shown | None:
    """Edit one of the interaction's followups through its token (exempt), like
    ``interaction.followup.edit_message``."""
    state = interaction._state
    with_components = fields.get("view", MISSING) is not MISSING
    with handle_message_parameters(previous_allowed_mentions=state.allowed_mentions, **fields) as params:
        data = await async_context.get().edit_webhook_message(
            interaction.application_id,
            interaction.token,
            message_id,
            **_through(interaction),
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
            with_components=with_components,
        )
    return shown(data, state)


async def followup(interaction: Interaction, *, ephemeral: bool = False, **fields: Any) -> Shown | None:
    """A new message through the interaction's webhook (exempt), like ``interaction.followup.send``
    (which always waits for the message, as an application webhook)."""
    state = interaction._state
    if fields.get("content") is None:  # as ``Webhook.send``: no content key rather than a null one
        fields["content"] = MISSING
    with_components = fields.get("view", MISSING) is not MISSING
    with handle_message_parameters(
        previous_allowed_mentions=state.allowed_mentions, flags=_flags(ephemeral), **fields
    ) as params:
        data = await async_context.get().execute_webhook(
            interaction.application_id,
            interaction.token,
            **_through(interaction),
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
            wait=True,
            with_components=with_components,
        )
    return shown(data, state)


async def delete_followup(token: Token, message_id: int) -> None:
    """Delete one of the interaction's followups through its token (exempt), like
    ``interaction.followup.delete_message``."""
    await async_context.get().delete_webhook_message(
        token.application_id, token.token, message_id, **_through(token)
    )


async def edit_message(
    client: discord.Client, channel_id: int, message_id: int, **fields: Any
) -> Shown | None:
    """Edit a channel or DM message (globally limited: through ``HTTPClient``, so behind the budget),
    like ``PartialMessage.edit``."""
    state = client._connection
    if fields.get("view", MISSING) is not MISSING:
        state.prevent_view_updates_for(message_id)
    previous = state.allowed_mentions if fields.get("content", MISSING) is not MISSING else None
    with handle_message_parameters(previous_allowed_mentions=previous, **fields) as params:
        data = await client.http.edit_message(channel_id, message_id, params=params)
    return shown(data, state)
