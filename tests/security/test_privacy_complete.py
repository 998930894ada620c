"""Issue 37, finding 12: /privacy show states every stored field about the person, and /privacy forget
takes their name out of what the bot posted and can still edit (docs/security.md, "Leaving a server and
erasure"), through the real discord.py client on SimCord and a real SQLite file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.adapter.privacy import FORGET_ID
from bot.i18n import _, language
from bot.render.privacy import CONFIRM_TEXT, FIELD_LABELS, show_text
from bot.render.screen import MAX_CONTENT, pages
from bot.tables.privacy import DataPolicy
from bot.tables.ratings import display
from storage.models import Skill
from storage.personal_data import SHOWN_AS, HeldRating, StoredAbout
from storage.privacy import FORMER_PLAYER, UserData
from tests.e2e.test_a_table_in_its_thread import posts_in, threads_on
from tests.support.games import game_for
from tests.support.harness import Harness, message_text, text_of

TWO = game_for(2)
PLAYERS = ("alice", "bob")
PERSON_COLUMNS = ("user_id", "host_id")
AN_ID = 10**17  # a realistic Discord id  # the columns that hold a person's Discord id


def personal_columns(database: Path) -> dict[str, set[str]]:
    """From the real schema: every column of a table keyed by a person, and every person's id column
    of any other table."""
    found: dict[str, set[str]] = {}
    with sqlite3.connect(database) as raw:
        tables = [row[0] for row in raw.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            columns = {row[1] for row in raw.execute(f"PRAGMA table_info({table})")}
            if "user_id" in columns:
                found[table] = columns
            elif columns & set(PERSON_COLUMNS):
                found[table] = columns & set(PERSON_COLUMNS)
    return found


async def show(h: Harness, name: str) -> str:
    answer = await h.slash(h.players[name], "privacy show")
    assert answer.ephemeral
    return text_of(h.stored(answer.response))


async def test_privacy_show_states_every_stored_field_about_the_person(harness: Harness) -> None:
    h = harness
    alice = h.players["alice"]
    await h.slash(
        alice, "settings", dm_hands=True, autoplay=True, pictures="off", turn_alerts="every", hand="picture"
    )
    await h.open_and_start(TWO.id, PLAYERS)
    await h.play_until_over()
    text = await show(h, "alice")

    assert isinstance(h.location, Path)
    schema = personal_columns(h.location)
    unshown = {(table, column) for table, columns in schema.items() for column in columns}
    unshown -= {(table, column) for table, columns in SHOWN_AS.items() for column in columns}
    assert not unshown, "a column about people that /privacy show does not state"
    for key in {key for columns in SHOWN_AS.values() for key in columns.values()}:
        assert _(FIELD_LABELS[key]).casefold() in text.casefold(), key

    assert str(alice.id) in text
    for shown in (
        "hands by DM: on",
        "forced moves played for you: on",
        "card pictures: off",
        "turn alerts: every turn",
        "your hand: picture and buttons",
        "tables you opened: 1, 0 of them open now",
        "tables you opened in the last hour (for the hourly limit): 1",
        "seats lost by leaving the server or a ban: 0",
        "seats (table, seat, order of joining, your name): 1",
        "games with bots at the table: 0",
        "your rating before and after each rated game: 1",
        "Names you played under: alice",
    ):
        assert shown in text, f"{shown} not in {text}"
    with sqlite3.connect(h.location) as raw:
        locale, won = raw.execute(
            "SELECT p.locale, r.won FROM user_prefs AS p, results AS r WHERE p.user_id = ? AND r.user_id = ?",
            (alice.id, alice.id),
        ).fetchone()
        (dm_hands,) = raw.execute(
            "SELECT COUNT(dm_hand_message_id) FROM players WHERE user_id = ?", (alice.id,)
        ).fetchone()
        mu, sigma, games = raw.execute(
            "SELECT mu, sigma, games FROM ratings WHERE user_id = ?", (alice.id,)
        ).fetchone()
    assert f"your Discord language, as last seen: {locale or '—'}" in text
    assert f"wins: {won}" in text and f"ids of hands sent to you by DM: {dm_hands}" in text
    assert f"{TWO.name} {display(Skill(mu, sigma, games)):,} (1 rated game)" in text


async def test_forgetting_renames_the_games_thread_and_redraws_what_the_bot_posted(harness: Harness) -> None:
    h = harness
    await threads_on(h)
    parent = h.channel
    await h.open_and_start(TWO.id, PLAYERS)
    (thread,) = parent.threads
    (line,) = [m for m in posts_in(h, parent) if m.id == thread.id]
    h.channel = thread
    await h.play_until_over()
    table = await h.table_message()
    alice = h.players["alice"]
    assert "alice" in thread.name and f"<@{alice.id}>" in text_of(h.stored(line))
    assert "alice" in message_text(h.stored(table))

    h.channel = parent
    question = await h.slash(alice, "privacy forget")
    with language("en"):
        assert text_of(h.stored(question.response)) == CONFIRM_TEXT
    assert "can't recall" in CONFIRM_TEXT and "final standings" in CONFIRM_TEXT
    await alice.click(h.live(question.response), custom_id=FORGET_ID)
    outcome = text_of(h.stored(question.response))
    assert "Your name is being taken out of 1 game's thread and table message" in outcome

    renamed = h.env.backend.get_channel(thread.id)
    assert "alice" not in renamed.name and FORMER_PLAYER in renamed.name and "bob" in renamed.name
    assert renamed.thread_metadata.archived, "archived again"
    line_now = text_of(h.stored(line))
    assert f"<@{alice.id}>" not in line_now and "alice" not in line_now and FORMER_PLAYER in line_now
    table_now = message_text(h.stored(table))
    assert "alice" not in table_now and FORMER_PLAYER in table_now and "bob" in table_now


def test_a_long_record_is_shown_whole_in_messages_discord_accepts() -> None:
    """Someone on many servers: every rating and every name, in as many messages as it takes."""
    names = tuple(f"player number {n}" for n in range(300))
    data = UserData(AN_ID, None, (), results=900, ended_tables=900, ended_with_log=0, names=names)
    ratings = tuple(HeldRating(guild, TWO.id, Skill(25.0, 8.0, 3)) for guild in range(60))
    about = StoredAbout(None, False, 0, 0, 0, 900, None, None, 0, 0, 0, 0, 300, 0, 0, 900, ratings)
    with language("en"):
        shown = pages(show_text(data, about, DataPolicy(), {TWO.id: TWO.name}))
    assert len(shown) > 1 and all(len(page) <= MAX_CONTENT for page in shown)
    whole = "".join(shown)
    assert all(name in whole for name in names) and whole.count(TWO.name) == len(ratings)


async def test_forgetting_redraws_the_table_message_of_a_game_played_in_the_channel(harness: Harness) -> None:
    h = harness
    await h.open_and_start(TWO.id, PLAYERS)
    await h.play_until_over()
    table = await h.table_message()
    assert "bob" in message_text(h.stored(table))
    bob = h.players["bob"]
    question = await h.slash(bob, "privacy forget")
    await bob.click(h.live(question.response), custom_id=FORGET_ID)
    redrawn = message_text(h.stored(table))
    assert "bob" not in redrawn and FORMER_PLAYER in redrawn and "alice" in redrawn
