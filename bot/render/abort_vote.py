"""The public prompt of a vote to end a game early: one message, edited as answers come, then the result."""

from __future__ import annotations

from bot.render.screen import Button, Screen
from bot.tables.models import TableInfo
from bot.tables.votes import ABORT_VOTE_SECONDS, AbortVote

VOTE_YES = "ui:vote:yes"
VOTE_NO = "ui:vote:no"


def vote_screen(table: TableInfo, vote: AbortVote) -> Screen:
    """The open vote: who asked for it, how many agree of how many needed, and the two buttons."""
    closes = int(vote.opened_at + ABORT_VOTE_SECONDS)
    lines = [
        f"🗳️ End the **{table.game_name}** game now? Nothing would be scored.",
        f"Agreed: {_mentions(vote.agree)} · {len(vote.agree)} of {vote.needed} needed"
        f" (of {len(vote.voters)} players) · the vote closes <t:{closes}:R>",
    ]
    if vote.refuse:
        lines.append(f"Keep playing: {_mentions(vote.refuse)}")
    buttons = (Button("End the game", VOTE_YES, style="danger"), Button("Keep playing", VOTE_NO))
    return Screen("\n".join(lines), (buttons,))


def vote_passed_screen(table: TableInfo, vote: AbortVote) -> Screen:
    return Screen(
        f"🛑 The players ended the **{table.game_name}** game ({_mentions(vote.agree)} agreed). "
        "Nothing is scored."
    )


def vote_failed_screen(table: TableInfo) -> Screen:
    return Screen(f"▶️ The **{table.game_name}** game goes on: most players want to keep playing.")


def vote_lapsed_screen(table: TableInfo) -> Screen:
    return Screen(f"⌛ The vote to end the **{table.game_name}** game has closed; the game goes on.")


def vote_over_screen(table: TableInfo) -> Screen:
    """The table ended another way (a moderator, or the game's own end) while the vote was open."""
    return Screen(f"The vote is over: the **{table.game_name}** table has ended.")


def _mentions(user_ids: set[int]) -> str:
    return ", ".join(f"<@{user_id}>" for user_id in sorted(user_ids)) or "nobody yet"
