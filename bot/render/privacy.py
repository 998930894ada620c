"""The texts of /privacy (Discord-free): what is stored about you, and forgetting it."""

from __future__ import annotations

from collections.abc import Mapping

from babel.numbers import format_decimal

from bot.i18n import N_, _, current, ngettext, number
from bot.render.game_names import game_title
from bot.render.names import safe_name
from bot.tables.privacy import DAY, DataPolicy
from storage.privacy import Forgotten, UserData

STATUS_WORDS = {"lobby": N_("lobby"), "playing": N_("game under way")}
FORGET_LABEL = N_("Forget me")  # button labels: the adapter shows them as _(FORGET_LABEL)
KEEP_LABEL = N_("Keep")


def _days(seconds: float) -> str:
    days = seconds / DAY
    count = format_decimal(
        days if days >= 1 else float(f"{days:.2g}"), format="#,##0.######", locale=current()
    )
    # i18n: {n} may be a fraction ("0.5 days"); "day" only for exactly one.
    return ngettext("{count} day", "{count} days", 1 if days == 1 else 2, count=count)


def _channel(channel_id: int) -> str:
    return f"<#{channel_id}>"  # a channel mention: shows as #name, never pings


def kept_text(policy: DataPolicy) -> str:
    return _(
        "Game states and moves are deleted {retention} after the game ends; "
        "results (leaderboards, /stats) and preferences stay until you ask to be forgotten; "
        "a server's tables and results are deleted {grace} after Cardroom leaves it.",
        retention=_days(policy.retention_seconds),
        grace=_days(policy.guild_grace_seconds),
    )


def show_text(data: UserData, policy: DataPolicy, game_names: Mapping[str, str]) -> str:
    """Everything stored under the user's id, in a few lines only they see."""
    lines = ["🔒 **" + _("What Cardroom stores about you") + "**"]
    if data.prefs is None:
        lines.append(_("• Preferences: none stored (you never changed /settings)."))
    elif data.prefs.dm_hands:
        lines.append(_("• Preferences: hands by DM on."))
    else:
        lines.append(_("• Preferences: hands by DM off."))
    if data.active:
        seats = ", ".join(
            _(
                "{game} in {channel} ({status})",
                game=game_title(game_names.get(seat.game_id, seat.game_id)),
                channel=_channel(seat.channel_id),
                status=_(STATUS_WORDS[seat.status]) if seat.status in STATUS_WORDS else seat.status,
            )
            for seat in data.active
        )
        lines.append(_("• Tables you sit at now: {tables}.", tables=seats))
    else:
        lines.append(_("• Tables you sit at now: none."))
    lines.append(_("• Finished games in the results (leaderboards, /stats): {n}.", n=number(data.results)))
    if data.ended_tables:
        lines.append(
            _(
                "• Ended tables with your seat: {ended}; "
                "{kept} of them still keep their game state and moves.",
                ended=number(data.ended_tables),
                kept=number(data.ended_with_log),
            )
        )
    if data.names:
        listed = ", ".join(safe_name(name) for name in data.names)
        lines.append(_("• Names you played under: {names}.", names=listed))
    lines.append(_("• How long: {policy}", policy=kept_text(policy)))
    lines.append(_("Your user id is stored with each of these. /privacy forget removes them."))
    return "\n".join(lines)


def seated_text(channel_id: int) -> str:
    return _(
        "You're seated at the table in {channel}; leave it first (/leave), then try again.",
        channel=_channel(channel_id),
    )


# Shown by the adapter as _(CONFIRM_TEXT) and _(KEPT_TEXT).
CONFIRM_TEXT = N_(
    "⚠️ **Forget me?** Your preferences are deleted, and your name and id in finished games are replaced "
    "by “Former player” (the other players' results stay). This can't be undone."
)
KEPT_TEXT = N_("Nothing was deleted: Cardroom keeps your data as it was.")


def forgotten_text(forgotten: Forgotten) -> str:
    if not forgotten.prefs_deleted and forgotten.anonymous_id is None:
        return _("✅ Cardroom stores nothing about you (any more): there was nothing to forget.")
    if forgotten.anonymous_id is None:
        return _("✅ Forgotten: your preferences were deleted.")
    shown = ngettext(
        "{n} finished game now shows “Former player” instead of you",
        "{n} finished games now show “Former player” instead of you",
        forgotten.results,
    )
    if forgotten.prefs_deleted:
        return _("✅ Forgotten: your preferences were deleted; {games}.", games=shown)
    return _("✅ Forgotten: {games}.", games=shown)
