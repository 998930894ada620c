"""A whole game of every game at a Korean server's table, through real discord.py on SimCord.

alice's Discord speaks Korean, bob's English; the server's language is Korean, so the table is. Bots fill
the other seats. alice takes her hands by DM too; both look at every help page, the rules, the score
sheet and the last trick as they play. Every message and every edit the bot makes is read as it is made
(not only the last state of each message), and each goes to someone: the channel, or one person.

What a Korean player notices: every public message and every one of alice's is Korean (the share of
Hangul among its letters, once names, card codes, mentions and command names are set aside), no English
word is left on them, and each fits Discord (Korean is shorter or longer than English). What bob notices:
his own messages are English, the table's Korean messages notwithstanding. Run with ``-s`` for figures.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from bot.i18n import language
from bot.render.game_names import game_title
from bot.tables.lobby import BOT_NAMES
from games import registry
from tests.e2e.test_bots_and_clock_at_the_table import table_with_bots
from tests.support.harness import BUTTON, SELECTS, Harness, message_text, tail_of, walk
from tests.support.locales import HANGUL, LETTER, speak

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

KOREAN, ENGLISH = "ko", "en-US"
# Once names and tokens are set aside, what is left on a Korean screen is Korean: the screens measured
# when this test was written read 0.98–1.0 . One untranslated sentence among a short
# message's few Korean lines brings it under 0.9; the word check below catches a single English word.
MOSTLY_KOREAN = 0.9
# Proper names, the same in every language: the games' names that have no Korean one, each language's own
# name on the language select (English, 한국어), and "DM", what Discord's own Korean screens call a direct
# message; and the game's own (``GameFacts.proper_names``: where its card types come from, its name in the
# language it was first played in), read per game.
with language(KOREAN):
    PROPER_NAMES = (
        *(rules.name for rules in registry.all() if game_title(rules.name) == rules.name),
        "English",
        "DM",
    )
KOREAN_PROPER_NAMES = ("한국어",)
# What no language translates: mentions, Discord timestamps, links, slash commands, channel names, and
# card codes of two letters and a number (AM7🔴R); a lone Latin letter is a token too (bid set A, virtual
# player V1, V2…).
NEUTRAL = re.compile(
    r"<[@#t:][^>]*>|https?://\S+|(?<!\w)/[a-z][a-z-]*|#[a-z][a-z-]*|(?<![A-Za-z])[A-Z]{2}[1-7](?!\d)"
    r"|(?<![A-Za-z])[A-Za-z](?![A-Za-z])"
)
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
HANGUL_WORD = re.compile(r"[\uac00-\ud7a3]+")
LOOKS = ("ui:help", "ui:rules", "ui:sheet", "ui:last")  # what a player may read besides their hand
MAX_DECISIONS = 2000

# Discord's limits (https://discord.com/developers/docs/resources/message, …/channel#embed-limits).
MAX_CONTENT = 2000
MAX_EMBED_TITLE, MAX_EMBED_DESCRIPTION, MAX_EMBED_FIELDS = 256, 4096, 25
MAX_FIELD_NAME, MAX_FIELD_VALUE, MAX_FOOTER, MAX_EMBED_TOTAL = 256, 1024, 2048, 6000
MAX_BUTTON_LABEL, MAX_OPTION_TEXT, MAX_PLACEHOLDER = 80, 100, 150


@dataclass(frozen=True)
class Shown:
    """One message as the bot made or edited it, and who reads it (a user id; None: the channel)."""

    reader: int | None
    by_dm: bool
    text: str
    message: dict[str, Any]

    @property
    def where(self) -> str:
        return self.text.strip().splitlines()[0][:90] if self.text.strip() else "(no text)"


def watch_every_message(h: Harness, monkeypatch: pytest.MonkeyPatch) -> list[Shown]:
    """Every message the bot posts and every edit, as it happens (a message edited twice between two
    clicks is read twice), with its reader: the person of an ephemeral reply or a DM, else everyone."""
    backend, shown = h.env.backend, []
    commit, edit = backend.commit_message, backend.edit_message

    def read(message: Any) -> Any:
        if message.author_id == backend.bot_user.id:
            channel = backend.get_channel(message.channel_id)
            if message.is_ephemeral:
                reader = int(message.interaction_metadata["user"]["id"])
            elif channel.guild_id is None:
                reader = next(user for user in channel.recipient_ids if user != backend.bot_user.id)
            else:
                reader = None
            body = {"content": message.content, "embeds": message.embeds, "components": message.components}
            shown.append(Shown(reader, channel.guild_id is None, message_text(message), copy_of(body)))
        return message

    monkeypatch.setattr(backend, "commit_message", lambda message, **kw: read(commit(message, **kw)))
    monkeypatch.setattr(backend, "edit_message", lambda *args: read(edit(*args)))
    return shown


def copy_of(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: copy_of(item) for key, item in value.items()}
    if isinstance(value, list):
        return [copy_of(item) for item in value]
    return value


def words_of(text: str, names: tuple[str, ...]) -> str:
    """``text`` without what no translation decides: names, proper names, codes, mentions, commands."""
    for name in sorted((*names, *PROPER_NAMES), key=len, reverse=True):
        text = re.sub(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", " ", text)
    return NEUTRAL.sub(" ", text)


def hangul_share(text: str, names: tuple[str, ...]) -> float | None:
    """Hangul among the letters a translation decides; None when there are none (a row of cards)."""
    letters = LETTER.findall(words_of(text, names))
    return sum(1 for letter in letters if HANGUL.match(letter)) / len(letters) if letters else None


def limits_broken(message: dict[str, Any]) -> list[str]:
    """What Discord would refuse in a message body, named."""
    broken = []
    if len(message["content"] or "") > MAX_CONTENT:
        broken.append(f"content {len(message['content'])} > {MAX_CONTENT}")
    for embed in message["embeds"] or []:
        fields = embed.get("fields") or []
        sizes = {
            "title": (len(embed.get("title") or ""), MAX_EMBED_TITLE),
            "description": (len(embed.get("description") or ""), MAX_EMBED_DESCRIPTION),
            "footer": (len((embed.get("footer") or {}).get("text") or ""), MAX_FOOTER),
            "fields": (len(fields), MAX_EMBED_FIELDS),
        }
        for f in fields:
            sizes[f"field {f['name'][:20]!r}"] = (len(f["name"]), MAX_FIELD_NAME)
            sizes[f"value of {f['name'][:20]!r}"] = (len(f["value"]), MAX_FIELD_VALUE)
        total = sum(size for key, (size, _limit) in sizes.items() if key != "fields" and "field " not in key)
        sizes["embed total"] = (total + sum(len(f["name"]) for f in fields), MAX_EMBED_TOTAL)
        broken += [f"{key} {size} > {limit}" for key, (size, limit) in sizes.items() if size > limit]
    for label, size, limit in component_texts(message):
        if not size <= limit:
            broken.append(f"{label} {size} > {limit}")
    return broken


def component_texts(message: dict[str, Any]) -> Iterator[tuple[str, int, int]]:
    """Each button label, select placeholder and option text: (what, its length, Discord's limit)."""
    for component in walk(message["components"] or []):
        if component.get("type") == BUTTON and component.get("label"):
            yield f"button {component['label']!r}", len(component["label"]), MAX_BUTTON_LABEL
        if component.get("type") in SELECTS:
            yield (
                f"placeholder {component.get('placeholder')!r}",
                len(component.get("placeholder") or ""),
                (MAX_PLACEHOLDER),
            )
            for option in component.get("options") or []:
                yield f"option {option['label']!r}", len(option["label"]), MAX_OPTION_TEXT
                yield (
                    f"description of {option['label']!r}",
                    len(option.get("description") or ""),
                    (MAX_OPTION_TEXT),
                )


async def look_around(h: Harness, player: Any, looked: set[tuple[int, str]]) -> Any:
    """What a curious player reads on their turn: each help page, the rules, the score sheet and the
    last trick, once a game; then their hand, opened afresh."""
    table = await h.table_message()
    for tail in [tail_of(c) for c in walk(table.components or []) if tail_of(c).startswith(LOOKS)]:
        if (player.id, tail) not in looked:
            looked.add((player.id, tail))
            await h.click_tail(player, table, tail)
    hand = await h.open_hand(player)
    for tail in [tail_of(c) for c in walk(hand.components or []) if tail_of(c).startswith(LOOKS)]:
        if (player.id, tail) not in looked:
            looked.add((player.id, tail))
            await h.click_tail(player, hand, tail)
            hand = await h.open_hand(player)
    return hand


async def play_a_whole_game(h: Harness, game_id: str) -> int:
    """alice (Korean) hosts, bob (English) joins, casual bots take the other seats the game needs."""
    rules = registry.get(game_id)
    await table_with_bots(h, game_id, ("alice", "bob"), ("casual",) * max(0, rules.max_players - 2))
    looked: set[tuple[int, str]] = set()
    for decisions in range(MAX_DECISIONS):
        acting = await h.to_act()
        if not acting:
            return decisions
        player = h.players[h.rng.choice(acting)]
        await h.decide(player, await look_around(h, player, looked))
    raise AssertionError(f"{game_id} did not end within {MAX_DECISIONS} decisions")


def report(game_id: str, korean: list[Shown], names: tuple[str, ...], seconds: float, decisions: int) -> None:
    measured = [(share, s) for s in korean if (share := hangul_share(s.text, names)) is not None]
    lowest, at = min(measured, key=lambda pair: pair[0])
    longest = max(korean, key=lambda s: len(s.message["content"] or ""))
    texts = [t for s in korean for t in component_texts(s.message)]
    label = max((t for t in texts if t[0].startswith("button")), key=lambda t: t[1])
    option = max((t for t in texts if t[0].startswith(("option", "description"))), key=lambda t: t[1])
    print(
        f"\n[korean table] {game_id}: {decisions} decisions, {len(korean)} Korean screens, {seconds:.1f} s; "
        f"lowest Hangul share {lowest:.2f} on {at.where!r}; longest content "
        f"{len(longest.message['content'] or '')}/{MAX_CONTENT} ({longest.where!r}); longest label "
        f"{label[1]}/{label[2]} {label[0]}; longest option text {option[1]}/{option[2]} {option[0]}"
    )


@pytest.mark.parametrize("game_id", registry.ids())
async def test_a_korean_table_reads_korean_and_each_player_their_own_language(
    harness: Harness, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    speak(monkeypatch, {alice.id: KOREAN, bob.id: ENGLISH})
    h.env.backend.get_guild(h.channel.guild.id).preferred_locale = KOREAN
    await h.slash(alice, "settings", dm_hands=True)
    shown = watch_every_message(h, monkeypatch)
    started = time.perf_counter()
    decisions = await play_a_whole_game(h, game_id)
    seconds = time.perf_counter() - started
    assert (await h.bot.tables.table(h.table_id)).table.status == "finished"

    own = registry.facts(game_id).proper_names
    names = (*h.players, *BOT_NAMES, *own)
    korean = [s for s in shown if s.reader in (None, alice.id)]
    english = [s for s in shown if s.reader == bob.id]
    assert any(s.reader == alice.id for s in korean) and english, "both read messages of their own"
    assert any(s.by_dm for s in korean), "alice's hands by DM are read too"
    for s in shown:
        assert not limits_broken(s.message), (limits_broken(s.message), s.text)
    for s in korean:
        words = set(LATIN_WORD.findall(words_of(s.text, names)))
        assert not words, f"English on a Korean screen: {sorted(words)}\n{s.text}"
        share = hangul_share(s.text, names)
        assert share is None or share >= MOSTLY_KOREAN, (round(share, 2), s.text)
    for s in english:
        hangul = set(HANGUL_WORD.findall(s.text)) - set(KOREAN_PROPER_NAMES) - set(own)
        assert not hangul, f"bob reads Korean {sorted(hangul)} on his own message:\n{s.text}"
    report(game_id, korean, names, seconds, decisions)
