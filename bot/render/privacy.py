"""The texts of /privacy (Discord-free): what is stored about you, and forgetting it."""

from __future__ import annotations

from collections.abc import Mapping

from bot.render.names import safe_name
from bot.tables.privacy import DAY, DataPolicy
from storage.privacy import Forgotten, UserData

STATUS_WORDS = {"lobby": "lobby", "playing": "game under way"}
FORGET_LABEL = "Forget me"
KEEP_LABEL = "Keep"


def _days(seconds: float) -> str:
    days = seconds / DAY
    count = f"{days:g}" if days >= 1 else f"{days:.2g}"
    return f"{count} day{'' if days == 1 else 's'}"


def _channel(channel_id: int) -> str:
    return f"<#{channel_id}>"  # a channel mention: shows as #name, never pings


def kept_text(policy: DataPolicy) -> str:
    return (
        f"Game states and moves are deleted {_days(policy.retention_seconds)} after the game ends; "
        "results (leaderboards, /stats) and preferences stay until you ask to be forgotten; "
        f"a server's tables and results are deleted {_days(policy.guild_grace_seconds)} after Cardroom "
        "leaves it."
    )


def show_text(data: UserData, policy: DataPolicy, game_names: Mapping[str, str]) -> str:
    """Everything stored under the user's id, in a few lines only they see."""
    lines = ["🔒 **What Cardroom stores about you**"]
    if data.prefs is None:
        lines.append("• Preferences: none stored (you never changed /settings).")
    else:
        dm = "on" if data.prefs.dm_hands else "off"
        lines.append(f"• Preferences: hands by DM {dm}.")
    if data.active:
        seats = ", ".join(
            f"{game_names.get(seat.game_id, seat.game_id)} in {_channel(seat.channel_id)} "
            f"({STATUS_WORDS.get(seat.status, seat.status)})"
            for seat in data.active
        )
        lines.append(f"• Tables you sit at now: {seats}.")
    else:
        lines.append("• Tables you sit at now: none.")
    lines.append(f"• Finished games in the results (leaderboards, /stats): {data.results}.")
    if data.ended_tables:
        lines.append(
            f"• Ended tables with your seat: {data.ended_tables}; "
            f"{data.ended_with_log} of them still keep their game state and moves."
        )
    if data.names:
        lines.append("• Names you played under: " + ", ".join(safe_name(name) for name in data.names) + ".")
    lines.append(f"• How long: {kept_text(policy)}")
    lines.append("Your user id is stored with each of these. /privacy forget removes them.")
    return "\n".join(lines)


def seated_text(channel_id: int) -> str:
    return f"You're seated at the table in {_channel(channel_id)}; leave it first (/leave), then try again."


CONFIRM_TEXT = (
    "⚠️ **Forget me?** Your preferences are deleted, and your name and id in finished games are replaced "
    "by “Former player” (the other players' results stay). This can't be undone."
)
KEPT_TEXT = "Nothing was deleted: Cardroom keeps your data as it was."


def forgotten_text(forgotten: Forgotten) -> str:
    if not forgotten.prefs_deleted and forgotten.anonymous_id is None:
        return "✅ Cardroom stores nothing about you (any more): there was nothing to forget."
    parts = []
    if forgotten.prefs_deleted:
        parts.append("your preferences were deleted")
    if forgotten.anonymous_id is not None:
        parts.append(
            f"{forgotten.results} finished game{'' if forgotten.results == 1 else 's'} now show "
            "“Former player” instead of you"
        )
    return "✅ Forgotten: " + "; ".join(parts) + "."
