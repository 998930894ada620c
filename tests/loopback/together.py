"""Several interactions at the same moment: every INTERACTION_CREATE is on the wire before the bot has
answered any of them, as when two people (or one impatient one) click within a few milliseconds.

Each click is checked as Discord's client checks it (a message the user can see, an enabled button or a
pick the menu allows), then all are dispatched back to back, then all acknowledgements are awaited.
``callbacks`` counts how often the bot answered one interaction: Discord takes exactly one.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from bot.local.standin import client_rules as rules
from bot.local.standin.fake import FakeDiscord, Reply
from bot.local.standin.models import Interaction, Message, User
from bot.local.standin.payloads import interactions as ix
from bot.local.standin.recorder import Call
from tests.support.text import text_of


@dataclass(frozen=True)
class Click:
    user: User
    message: Message
    custom_id: str
    values: list[str] | None = None  # a select menu's pick; None for a button


async def click_together(fake: FakeDiscord, *clicks: Click, timeout: float | None = None) -> list[Reply]:
    """Send every click before the bot can answer one; return their replies once all are acknowledged, and
    those a busy bot acknowledged early (5, 6) once their answer came too, as one click's (``interact``)."""
    sent: list[Interaction] = []
    revisions: list[int] = []
    for click in clicks:
        message = rules.visible_message(fake, click.user, click.message)
        revisions.append(message.revision)
        component = rules.enabled_component(message, click.custom_id)
        if click.values is None:
            rules.check_button(component, click.custom_id)
            data = ix.component_data(click.custom_id, 2, None)
        else:
            kind = rules.check_select(component, click.custom_id, click.values)
            data = ix.component_data(click.custom_id, kind, click.values)
        channel = fake.channels[message.channel_id]
        sent.append(await fake.send_interaction(click.user, channel, 3, data, message))
    # Otherwise the clicks were not at the same moment, and the test would prove less than it says.
    early = [c.custom_id for c, i in zip(clicks, sent, strict=True) if callbacks(fake, i)]
    assert not early, f"the bot answered {early} before every click was on the wire"
    wait = timeout if timeout is not None else fake.ack_window + 0.5
    try:
        await asyncio.wait_for(asyncio.gather(*(i.acked.wait() for i in sent)), wait)
    except TimeoutError:
        late = [c.custom_id for c, i in zip(clicks, sent, strict=True) if i.ack is None]
        raise AssertionError(f"the bot did not acknowledge {late} within {wait} s") from None
    if fake.waits_for_deferred_answers:  # a busy bot acknowledges first and answers after: wait for it
        for interaction, revision in zip(sent, revisions, strict=True):
            await fake.answer_after_early_ack(interaction, revision)
    return [Reply(interaction, fake) for interaction in sent]


def callbacks(fake: FakeDiscord, interaction: Interaction) -> list[Call]:
    """Every acknowledgement the bot attempted for ``interaction`` (a second one is Discord's 40060)."""
    path = f"/interactions/{interaction.id}/{interaction.token}/callback"
    return [call for call in fake.calls if call.path == path]


def answer_text(fake: FakeDiscord, interaction: Interaction) -> str:
    """What the bot's answer to this interaction said: its acknowledgement, or after an early one (5, 6)
    what followed through its webhook (two replies may edit the same hand message, so the message's final
    text tells only the last one)."""
    (call,) = callbacks(fake, interaction)
    said = text_of((call.body or {}).get("data") or {})
    if interaction.ack in (5, 6):  # acknowledged early by a busy bot: the answer came by its webhook
        webhook = f"/webhooks/{fake.app_id}/{interaction.token}"
        said += " ".join(text_of(c.body or {}) for c in fake.calls if c.path.startswith(webhook))
    return said
