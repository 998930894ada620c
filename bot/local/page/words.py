"""The page's own words around Discord's messages: the sidebar, the person switcher, the command bar and
Discord's answers to a click that went wrong. In the catalogs like every word a player reads, shown in
the language of the person the page is for."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, language, language_name
from bot.local.html.message import Chrome

WORDS = {
    "you_are": N_("You are"),
    "language": N_("Language"),
    "channels": N_("Text channels"),
    "dms": N_("Direct messages"),
    "command_bar": N_("Type / for a command"),
    "send": N_("Send"),
    "done": N_("Done"),
    "dismiss": N_("Dismiss"),
    "failed": N_("This interaction failed"),
    "no_answer": N_("The application did not respond"),
    "local": N_("A local table: everything stays on this computer."),
    "new_pings": N_("New mentions"),
    # i18n: an option of a slash command that may be left empty, in the command bar
    "optional": N_("optional"),
    # i18n: the two values of a yes/no option of a slash command, in the command bar (Discord's words)
    "true": N_("True"),
    "false": N_("False"),
}
# Discord's own words around a message, as its client shows them in the viewer's language.
# i18n: above a message, when it was sent today: "Today at 16:51" (Discord's own words)
TODAY_AT = N_("Today at {time}")
# i18n: under a private reply (Discord's own words)
ONLY_YOU = N_("Only you can see this")
# i18n: under a private reply: hides it (Discord's own words)
DISMISS_MESSAGE = N_("Dismiss message")
# Discord's answer when the bot did not acknowledge within 3 s ("The application did not respond").
NO_ANSWER = WORDS["no_answer"]
FAILED = WORDS["failed"]
# i18n: the line above a reply to a slash command, as Discord shows it: "Alice used /play"
USED_COMMAND = N_("{name} used /{command}")
LANGUAGES = ("en", "ko")


def words(code: str) -> dict[str, Any]:
    """Every chrome word in ``code``, with the languages the switcher offers, each in its own name."""
    with language(code):
        found: dict[str, Any] = {key: _(text) for key, text in WORDS.items()}
    found["languages"] = {code: language_name(code) for code in LANGUAGES}
    return found


def chrome(code: str) -> Chrome:
    """Discord's words around a message in ``code``; ``{time}`` is filled in when drawn."""
    with language(code):
        return Chrome(today_at=_(TODAY_AT, time="{time}"), only_you=_(ONLY_YOU), dismiss=_(DISMISS_MESSAGE))


def used_command(code: str, name: str, command: str) -> str:
    with language(code):
        return _(USED_COMMAND, name=name, command=command)


def said(code: str, text: str) -> str:
    with language(code):
        return _(text)
