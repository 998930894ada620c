"""Issue 37, finding 14: one rule for names in text and pictures (docs/security.md#names). A thread's
name (made of display names) links and pings nobody in a hand's header; zalgo is capped; a name that
looks blank reads "Seat N" in text as in pictures; a right-to-left name is isolated; an invite written
without its scheme is no link; and a picture shows what the text shows."""

from __future__ import annotations

import re
import unicodedata

import discord
import pytest

from bot.pictures.labels import drawable, picture_name
from bot.render.base import TableContext
from bot.render.people import name, scores_line, seat_label
from tests.support.games import game_id_for
from tests.support.harness import Harness, text_of

LINK = "[nitro](https://evil.example)"
# Letters that draw nothing yet are no "format" characters: a name of them looked empty in text.
BLANK_LOOKING = ("\u3164", "\u2800", "\u115f", "\u1160", "\uffa0", "\u3164\u2800\u115f")
ZALGO = "Z" + "\u0334\u0321\u031b\u0353\u0349\u0338\u0322" * 6 + "oe"
RIGHT_TO_LEFT = ("מרים", "مريم", "٣٣")
INVITES = ("discord.gg/x", "join discord.gg/abc now", "DISCORD.COM/invite/x", "discordapp.com/invite/x")
HOSTILE = (
    LINK,
    "<@123> @everyone",
    "**bold** __under__ # heading",
    "\u202eevil.exe\u200b",
    ZALGO,
    "x" + "\u0301" * 50,
    *BLANK_LOOKING,
    "\u3164\u3164Bo",
    *RIGHT_TO_LEFT,
    *INVITES,
    "W" * 20,
    "김민준",
    "Zoë",
)
SEAT = 2  # "Seat 3"
# Discord links a bare invite when it reads like one of these (its own clients' pattern, loosely).
BARE_INVITE = re.compile(r"(discord(?:app)?\.(?:gg|com|me|io|li|new))", re.IGNORECASE)


def text_name(raw: str, seat: int = SEAT) -> str:
    """The seat's name as every game's message text prints it."""
    return name(TableContext(1, "Game", "cards", ("alice", "bob", raw)), seat)


def label_text(raw: str, seat: int = SEAT) -> str:
    """The seat's name on a button or a select option."""
    return seat_label(TableContext(1, "Game", "cards", ("alice", "bob", raw)), seat)


async def test_a_thread_hands_header_names_the_thread_without_a_link_or_a_mention(harness: Harness) -> None:
    """With pictures off, the hand's header (which names the table's thread, made of display names) shows
    the names as typed, inert: no clickable link, no mention chip."""
    h = harness
    guild = h.env.guild
    admins = guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    admin = guild.add_member(h.env.create_user("admin"), roles=[admins])
    await h.slash(admin, "server-settings", threads="on", pictures="off")
    victim = guild.add_member(h.env.create_user("victim"))
    h.players["mallory"] = guild.add_member(h.env.create_user("mallory"), nick=LINK)
    h.players["trudy"] = guild.add_member(h.env.create_user("trudy"), nick=f"<@{victim.id}>")
    await h.open_and_start(game_id_for(3), ("alice", "mallory", "trudy"))
    (thread,) = h.channel.threads
    assert LINK in thread.name, "the thread is named after its players, as typed"
    h.channel = thread
    hand = await h.open_hand(h.players["alice"])
    header = text_of(hand).splitlines()[0]
    assert "nitro" in header and "Your hand" in header
    assert "](" not in header and "https://" not in header, f"a link in the header: {header!r}"
    assert f"<@{victim.id}>" not in header, f"a mention in the header: {header!r}"
    assert victim.id not in hand.ping_user_ids


def test_zalgo_is_capped_to_a_few_marks_per_letter() -> None:
    for raw in (ZALGO, "x" + "\u0301" * 50):
        for shown in (text_name(raw), label_text(raw)):
            runs = re.findall(r"[\u0300-\u036f]+", shown)
            assert runs and max(len(run) for run in runs) <= 3, repr(shown)
    assert text_name("Phở Thái ไทย") == "Phở Thái ไทย", "real accents and tone marks stay"


@pytest.mark.parametrize("raw", BLANK_LOOKING)
def test_a_name_that_looks_blank_reads_seat_n_in_text_as_in_pictures(raw: str) -> None:
    assert picture_name(raw, SEAT) == "Seat 3"
    assert text_name(raw) == label_text(raw) == "Seat 3"
    assert text_name("\u3164\u3164Bo") == "Bo", "the blank letters go, the rest stays"


@pytest.mark.parametrize("raw", RIGHT_TO_LEFT)
def test_a_right_to_left_name_is_isolated_so_the_numbers_after_it_keep_their_place(raw: str) -> None:
    line = scores_line(TableContext(1, "Game", "cards", ("alice", raw)), [3, 12])
    assert f"\u2068{raw}\u2069 12" in line, repr(line)
    assert text_name("alice", 0) == "alice", "a left-to-right name is printed as it is"


@pytest.mark.parametrize("raw", INVITES)
def test_an_invite_written_without_its_scheme_is_not_linkable(raw: str) -> None:
    shown = text_name(raw)
    assert not BARE_INVITE.search(shown), repr(shown)
    assert shown.replace("\u2060", "").lower() == raw.lower(), "it reads as typed"


@pytest.mark.parametrize("raw", HOSTILE)
def test_text_and_picture_show_the_same_name(raw: str) -> None:
    """A picture draws what the text shows of a name (less what its font cannot draw): drawing the
    text's name gives the same label, and a name is "Seat N" in text exactly when it is in the picture,
    but for letters the picture's font lacks (Hebrew, Arabic: the text shows them, the picture its seat)."""
    text, picture = label_text(raw), picture_name(raw, SEAT)
    assert picture_name(text, SEAT) == picture, (text, picture)
    letters = [ch for ch in text if ch != " " and not unicodedata.category(ch).startswith("M")]
    if text == "Seat 3" or all(drawable(ch) for ch in letters):
        assert (text == "Seat 3") == (picture == "Seat 3"), (text, picture)
    if picture == "Seat 3":
        return
    drawn = {ch for ch in picture if ch not in " …"}
    seen = {unicodedata.normalize("NFD", ch)[0] for ch in text}
    assert drawn <= seen | set(text), f"the picture shows what the text hides: {picture!r} / {text!r}"
