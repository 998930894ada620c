"""The public prompt of a vote to end a game early: one message, edited as answers come, then the result."""

from __future__ import annotations

from bot.i18n import _, number
from bot.render.clock_lines import relative
from bot.render.game_names import game_title
from bot.render.screen import Button, Screen
from bot.tables.models import TableInfo
from bot.tables.votes import ABORT_VOTE_SECONDS, AbortVote

VOTE_YES = "ui:vote:yes"
VOTE_NO = "ui:vote:no"


def vote_screen(table: TableInfo, vote: AbortVote) -> Screen:
    """The open vote: who asked for it, how many agree of how many needed, and the two buttons."""
    closes = int(vote.opened_at + ABORT_VOTE_SECONDS)
    lines = [
        _("🗳️ End the **{game}** game now? Nothing would be scored.", game=game_title(table.game_name)),
        # i18n: {when} is a Discord relative time ("in 2 minutes"), shown in each reader's own language.
        _(
            "Agreed: {who} · {agree} of {needed} needed (of {players} players) · the vote closes {when}",
            who=_mentions(vote.agree),
            agree=number(len(vote.agree)),
            needed=number(vote.needed),
            players=number(len(vote.voters)),
            when=relative(closes),
        ),
    ]
    if vote.refuse:
        lines.append(_("Keep playing: {who}", who=_mentions(vote.refuse)))
    buttons = (Button(_("End the game"), VOTE_YES, style="danger"), Button(_("Keep playing"), VOTE_NO))
    return Screen("\n".join(lines), (buttons,))


def vote_passed_screen(table: TableInfo, vote: AbortVote) -> Screen:
    return Screen(
        _(
            "🛑 The players ended the **{game}** game ({who} agreed). Nothing is scored.",
            game=game_title(table.game_name),
            who=_mentions(vote.agree),
        )
    )


def vote_failed_screen(table: TableInfo) -> Screen:
    return Screen(
        _(
            "▶️ The **{game}** game goes on: most players want to keep playing.",
            game=game_title(table.game_name),
        )
    )


def vote_lapsed_screen(table: TableInfo) -> Screen:
    return Screen(
        _(
            "⌛ The vote to end the **{game}** game has closed; the game goes on.",
            game=game_title(table.game_name),
        )
    )


def vote_over_screen(table: TableInfo) -> Screen:
    """The table ended another way (a moderator, or the game's own end) while the vote was open."""
    return Screen(_("The vote is over: the **{game}** table has ended.", game=game_title(table.game_name)))


def _mentions(user_ids: set[int]) -> str:
    return ", ".join(f"<@{user_id}>" for user_id in sorted(user_ids)) or _("nobody yet")
