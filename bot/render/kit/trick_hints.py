"""The words of the trick-play reasons (``games.bots.trick_reasons``) for a game's 💡 hints, given how the
game writes a card (its tokens), so each trick-taking game's ``hints.py`` words them the same way."""

from __future__ import annotations

from collections.abc import Callable

from bot.i18n import N_, _, ngettext
from games.bots import trick_reasons as keys
from games.bots.hints import Reason

TRICK_WORDS = {
    keys.LEAD_WIN: N_("Lead {card}: it should take the trick."),
    keys.LEAD_LOW: N_("Lead your lowest card, {card}, and keep your strong cards for later."),
    keys.LEAD: N_("Lead {card} and keep your strongest cards for later."),
    keys.WIN_CHEAPLY: N_("Win the trick with your lowest winning card, {card}."),
    keys.WIN_HIGH: N_("Win the trick with {card}, high enough that the players after you can't beat it."),
    keys.PLAY_UNDER: N_("You have your tricks: play under the trick with {card}."),
    keys.NOTHING_WINS: N_("Nothing you hold wins this trick: throw your lowest card, {card}."),
    keys.DISCARD: N_("Nothing you hold wins this trick: {card} is the card to give up."),
    keys.LET_GO: N_("Let this trick go: {card} loses it and keeps your winners for later."),
}


def trick_reason_text(reason: Reason, card: Callable[[str], str]) -> str | None:
    """The sentence for a trick-play reason, or None when ``reason`` is not one."""
    values = reason.values
    if reason.key == keys.NEED_TRICKS:
        return ngettext(
            "You need {n} more trick: take this one with {card}.",
            "You need {n} more tricks: take this one with {card}.",
            int(values["n"]),
            card=card(str(values["card"])),
        )
    message = TRICK_WORDS.get(reason.key)
    if message is None or "card" not in values:
        return None
    return _(message, card=card(str(values["card"])))
