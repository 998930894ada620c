"""The words of turn alerts (bot/adapter/turn_alerts.py): the reminder of a table without a clock, and the
small DMs that tell players whose hand goes by DM that their turn began or is waiting.

A DM is read away from the table, so it names the game and the place (a channel mention, which Discord
shows as a link) and ends with a jump to the table message; it is in the player's own language.
"""

from __future__ import annotations

from bot.i18n import _
from bot.render.clock_lines import deadline_suffix, relative
from bot.render.game_names import game_title
from bot.render.names import mention


def place(channel_id: int) -> str:
    """The table's channel or thread as Discord shows a mention of it: a link with its name."""
    return f"<#{channel_id}>"


def waiting_line(user_id: int, prompt: str) -> str:
    """The one reminder of a table without a clock (public, in the table's language)."""
    # i18n: {prompt} follows a player's name ("to play", "to bid (set C)").
    return _(
        "⏳ {mention}, the table is still waiting for you {prompt}.", mention=mention(user_id), prompt=prompt
    )


def dm_turn_line(game_name: str, channel_id: int, prompt: str, deadline: float | None) -> str:
    """A DM: a turn of theirs just began."""
    # i18n: a DM; {place} is a link to the channel; {prompt} follows a player's name ("to play").
    line = _(
        "⏳ Your turn at **{game}** in {place}: you are {prompt}.",
        game=game_title(game_name),
        place=place(channel_id),
        prompt=prompt,
    )
    return line + deadline_suffix(deadline)


def dm_reminder_line(game_name: str, channel_id: int, prompt: str, deadline: float | None) -> str:
    """A DM: the reminder of a turn still waiting (a clock about to run out, or the one without a clock)."""
    game, where = game_title(game_name), place(channel_id)
    if deadline is None:
        # i18n: a DM; {place} is a link to the channel; {prompt} follows a player's name ("to play").
        return _(
            "⏳ **{game}** in {place} is still waiting for you: you are {prompt}.",
            game=game,
            place=where,
            prompt=prompt,
        )
    # i18n: a DM; {when} is a Discord relative time ("in 30 seconds").
    return _(
        "⏰ Your time at **{game}** in {place} runs out {when}: then a bot plays for you.",
        game=game,
        place=where,
        when=relative(deadline),
    )
