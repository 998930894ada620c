"""/privacy and the table service's refusals speak the asker's Discord language: a Korean player reads
what Cardroom stores, the forget question, its buttons and its outcome, and a refusal of the lobby in
Korean, while an English player asking the same reads English (real discord.py on SimCord; the locale
comes with each interaction, as Discord sends it)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.adapter.privacy import FORGET_ID, KEEP_ID
from bot.render.privacy import CONFIRM_TEXT, FORGET_LABEL, KEEP_LABEL, KEPT_TEXT
from tests.support.games import game_for
from tests.support.harness import Harness, message_text, text_of, walk
from tests.support.locales import KOREAN, hangul_share, korean, speak

GAME = game_for(3)
MOSTLY_KOREAN = 0.5
# Not words of a language: the bot's name, commands, the game's name, the player's own names.
NOT_WORDS = (
    "Cardroom",
    "/privacy forget",
    "/privacy",
    "/stats",
    "/leave",
    "/settings",
    GAME.name,
    "dave",
)


@pytest.fixture(autouse=True)
def dave_reads_korean(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """dave's Discord is in Korean; everyone else's in English (US)."""
    speak(monkeypatch, {harness.players["dave"].id: KOREAN})


async def privacy(h: Harness, name: str, step: str) -> Any:
    result = await h.slash(h.players[name], f"privacy {step}")
    assert result.ephemeral, "privacy answers are for the asker alone"
    return h.env.backend.get_message(result.response.channel_id, result.response.id)


def labels(stored: Any) -> list[str]:
    return [component["label"] for component in walk(stored.components or []) if component.get("label")]


async def answer(h: Harness, name: str, question: Any, custom_id: str) -> str:
    await h.players[name].click(h.live(question), custom_id=custom_id)
    answered = h.env.backend.get_message(question.channel_id, question.id)
    assert not answered.components, "the question's buttons are gone once answered"
    return text_of(answered)


async def test_what_cardroom_stores_is_shown_in_the_askers_language(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["dave"], "settings", dm_hands=True)
    await h.slash(h.players["erin"], "settings", dm_hands=True)
    dave, erin = text_of(await privacy(h, "dave", "show")), text_of(await privacy(h, "erin", "show"))
    assert hangul_share(dave, ignore=NOT_WORDS) >= MOSTLY_KOREAN
    assert hangul_share(erin) == 0 and "What Cardroom stores about you" in erin
    assert len(dave.splitlines()) == len(erin.splitlines()), "the same facts, line for line"


async def test_the_forget_question_its_buttons_and_keep_in_korean(harness: Harness) -> None:
    h = harness
    question = await privacy(h, "dave", "forget")
    assert text_of(question) == korean(CONFIRM_TEXT) != CONFIRM_TEXT
    assert hangul_share(text_of(question), ignore=NOT_WORDS) >= MOSTLY_KOREAN
    assert labels(question) == [korean(FORGET_LABEL), korean(KEEP_LABEL)]
    assert hangul_share(" ".join(labels(question))) == 1
    assert await answer(h, "dave", question, KEEP_ID) == korean(KEPT_TEXT) != KEPT_TEXT
    english = await privacy(h, "erin", "forget")
    assert text_of(english) == CONFIRM_TEXT and labels(english) == [FORGET_LABEL, KEEP_LABEL]


async def test_forgetting_says_what_was_done_in_korean(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["dave"], "settings", dm_hands=True)  # something stored to forget
    outcome = await answer(h, "dave", await privacy(h, "dave", "forget"), FORGET_ID)
    assert hangul_share(outcome, ignore=NOT_WORDS) >= MOSTLY_KOREAN
    assert (await h.store.user_data(h.players["dave"].id)).prefs is None, "the preferences are gone"


async def test_forget_refused_while_seated_in_korean(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=GAME.id)
    await h.click_tail(h.players["dave"], await h.table_message(), "lobby:join")
    refusal = text_of(await privacy(h, "dave", "forget"))
    assert f"<#{h.channel.id}>" in refusal and "/leave" in refusal
    assert hangul_share(refusal, ignore=(*NOT_WORDS, f"<#{h.channel.id}>")) >= MOSTLY_KOREAN


async def test_the_lobby_refuses_in_the_clickers_language_and_stays_in_the_servers(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["dave"], "play", game=GAME.id)  # dave hosts, in an English-speaking server
    await h.click_tail(h.players["erin"], await h.table_message(), "lobby:join")
    before = (await h.bot.tables.table_in_channel(h.channel.id)).table
    dave = await h.click_tail(h.players["dave"], await h.table_message(), "lobby:leave")
    erin = await h.click_tail(h.players["erin"], await h.table_message(), "lobby:join")
    dave_again = await h.click_tail(h.players["dave"], await h.table_message(), "lobby:join")
    for refusal in (dave, erin, dave_again):
        assert refusal.ephemeral and text_of(refusal.response)
    assert hangul_share(text_of(dave.response)) >= MOSTLY_KOREAN
    assert "방장" in text_of(dave.response), "the host, as Korean lobbies say it"
    assert hangul_share(text_of(dave_again.response)) >= MOSTLY_KOREAN
    assert text_of(dave_again.response) != text_of(dave.response), "each refusal says its own reason"
    assert hangul_share(text_of(erin.response)) == 0 and "already seated" in text_of(erin.response)
    after = (await h.bot.tables.table_in_channel(h.channel.id)).table
    assert after.players == before.players and after.host_id == before.host_id, "nothing changed"
    assert hangul_share(message_text(await h.table_message())) == 0, "the lobby speaks the server's language"
