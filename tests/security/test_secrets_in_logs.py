"""A kept interaction token never shows in a log line or a traceback that prints the object holding it.

The adapter keeps a table's and each open hand's interaction token (``rest.Token``) for up to 15 minutes;
anyone holding the token can edit those messages and send followups as the bot. A dataclass's repr
names every field, and a repr is what a log line, a ``%r`` or a traceback's locals print. (The whole
bot's DEBUG log is searched for interaction tokens in tests/process/test_logs_carry_no_secrets.py.)
"""

from __future__ import annotations

import asyncio

from bot.adapter import rest
from bot.local.standin import FakeDiscord
from tests.loopback import conftest as loopback
from tests.loopback.conftest import LibraryBot

# The loopback fake and the real discord.py logged in to it (tests/loopback/conftest.py).
fake = loopback.fake
library = loopback.library


async def test_a_kept_interaction_token_is_not_in_its_repr_and_still_edits_the_answer(
    library: LibraryBot, fake: FakeDiscord
) -> None:
    await library.http.bulk_upsert_global_commands(
        library.application_id, [{"name": "hand", "description": "d"}]
    )
    alice = next(u for u in fake.users.values() if u.name == "alice")
    task = asyncio.ensure_future(fake.slash(alice, "hand"))
    interaction = await library.next_interaction()
    await rest.answer(interaction, content="Your hand", ephemeral=True)
    await task
    kept = rest.Token.of(interaction)
    assert len(interaction.token) > 20
    assert interaction.token not in repr(kept)
    assert interaction.token not in str(kept) and interaction.token not in f"{kept!r}"
    assert "Token(" in repr(kept), "the repr still says what it is"
    shown = await rest.edit_original(kept, content="Your hand, later")
    assert shown is not None
    assert fake.messages[str(shown.id)].content == "Your hand, later", "the kept token still works"
    fake.assert_clean()
