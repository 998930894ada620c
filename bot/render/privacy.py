"""The texts of /privacy (Discord-free): what is stored about you, and forgetting it."""

from __future__ import annotations

from collections.abc import Mapping

from babel.numbers import format_decimal

from bot.i18n import N_, _, current, ngettext, number
from bot.render.game_names import game_title
from bot.render.names import safe_name
from bot.tables.privacy import DAY, DataPolicy
from bot.tables.ratings import display
from storage.models import HandLook, TurnAlerts, UserPrefs
from storage.personal_data import Field, StoredAbout
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


# What /privacy show calls each stored field (``storage.personal_data.SHOWN_AS`` maps every column about
# a person to one of these; tests/security/test_privacy_complete.py holds the two together).
FIELD_LABELS = {
    Field.ID: N_("your Discord user id"),
    Field.PREFS_UPDATED: N_("last changed"),
    Field.DM_HANDS: N_("hands by DM"),
    Field.AUTOPLAY: N_("forced moves played for you"),
    Field.PICTURES: N_("card pictures"),
    Field.TURN_ALERTS: N_("turn alerts"),
    Field.HAND_LOOK: N_("your hand"),
    Field.LOCALE: N_("your Discord language, as last seen"),
    Field.DM_FALLBACK_TOLD: N_("told that your DMs are closed"),
    Field.HOSTED: N_("tables you opened"),
    Field.OPENINGS: N_("tables you opened in the last hour (for the hourly limit)"),
    Field.SEATS: N_("seats (table, seat, order of joining, your name)"),
    Field.JOINED: N_("when you sat down"),
    Field.MISSED: N_("turn clocks run out on you"),
    Field.AUTOPILOT: N_("seats left on autopilot"),
    Field.DM_HAND_MESSAGES: N_("ids of hands sent to you by DM"),
    Field.LEFT_SERVER: N_("seats lost by leaving the server or a ban"),
    Field.RESULTS: N_("results (server, game, seat, score, place, team, time)"),
    Field.WINS: N_("wins"),
    Field.CASUAL: N_("games with bots at the table"),
    Field.DEPARTED: N_("games you left before the end"),
    Field.RATING_CHANGES: N_("your rating before and after each rated game"),
    Field.RATINGS: N_("ratings"),
    Field.NAMES: N_("names you played under"),
    Field.DAILY: N_("daily deals played (game, day, moves, score, place)"),
}
# The values of the preferences, as /settings offers them.
ON, OFF, SERVER_DEFAULT = N_("on"), N_("off"), N_("server default")
TURN_ALERT_WORDS = {
    TurnAlerts.AWAY: N_("when I'm away"),
    TurnAlerts.EVERY: N_("every turn"),
    TurnAlerts.REMINDERS: N_("only reminders"),
}
HAND_WORDS = {
    HandLook.BUTTONS: N_("buttons only (a picture while they don't show my cards)"),
    HandLook.PICTURE: N_("picture and buttons"),
}
YES, NO = N_("yes"), N_("no")


def _field(key: Field, value: str) -> str:
    return f"{_(FIELD_LABELS[key])}: {value}"


def _when(at: float | None) -> str:
    return "—" if at is None else f"<t:{int(at)}:f>"


def _on(value: bool) -> str:
    return _(ON if value else OFF)


def _prefs_line(prefs: UserPrefs, about: StoredAbout) -> str:
    pictures = _(SERVER_DEFAULT) if prefs.pictures is None else _on(prefs.pictures)
    fields = [
        _field(Field.DM_HANDS, _on(prefs.dm_hands)),
        _field(Field.AUTOPLAY, _on(prefs.autoplay)),
        _field(Field.PICTURES, pictures),
        _field(Field.TURN_ALERTS, _(TURN_ALERT_WORDS[prefs.turn_alerts])),
        _field(Field.HAND_LOOK, _(HAND_WORDS[prefs.hand_look])),
        _field(Field.LOCALE, prefs.locale or "—"),
        _field(Field.DM_FALLBACK_TOLD, _(YES if about.dm_fallback_told else NO)),
        _field(Field.PREFS_UPDATED, _when(about.prefs_updated_at)),
    ]
    return _("• Preferences: {fields}.", fields=" · ".join(fields))


def _seats_line(about: StoredAbout) -> str:
    hosted = _("{n}, {open} of them open now", n=number(about.hosted), open=number(about.hosted_open))
    fields = [
        _field(Field.HOSTED, hosted),
        _field(Field.OPENINGS, number(about.openings)),
        _field(Field.SEATS, number(about.seats)),
        _field(Field.JOINED, f"{_when(about.first_joined)} – {_when(about.last_joined)}"),
        _field(Field.MISSED, number(about.missed)),
        _field(Field.AUTOPILOT, number(about.autopilot)),
        _field(Field.DM_HAND_MESSAGES, number(about.dm_hand_messages)),
        _field(Field.LEFT_SERVER, number(about.left_server)),
    ]
    return _("• Tables: {fields}.", fields=" · ".join(fields))


def _results_line(data: UserData, about: StoredAbout, game_names: Mapping[str, str]) -> str:
    fields = [
        _field(Field.RESULTS, number(data.results)),
        _field(Field.WINS, number(about.wins)),
        _field(Field.CASUAL, number(about.casual)),
        _field(Field.DEPARTED, number(about.departed)),
        _field(Field.RATING_CHANGES, number(about.rating_changes)),
    ]
    held = ", ".join(
        ngettext(
            "{game} {rating} ({n} rated game)",
            "{game} {rating} ({n} rated games)",
            rating.skill.games,
            game=game_title(game_names.get(rating.game_id, rating.game_id)),
            rating=number(display(rating.skill)),
        )
        for rating in about.ratings
    )
    fields.append(_field(Field.RATINGS, held or "—"))
    fields.append(_field(Field.DAILY, number(about.daily)))
    return _("• Results (leaderboards, /stats): {fields}.", fields=" · ".join(fields))


def show_text(data: UserData, about: StoredAbout, policy: DataPolicy, game_names: Mapping[str, str]) -> str:
    """Everything stored under the user's id, in a few lines only they see: every field
    ``storage.personal_data.SHOWN_AS`` names."""
    lines = ["🔒 **" + _("What Cardroom stores about you") + "**"]
    lines.append(
        _(
            "• {field} ({id}), with each of the things below.",
            field=_(FIELD_LABELS[Field.ID]),
            id=data.user_id,
        )
    )
    if data.prefs is None:
        lines.append(_("• Preferences: none stored (you never changed /settings)."))
    else:
        lines.append(_prefs_line(data.prefs, about))
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
    lines.append(_seats_line(about))
    lines.append(_results_line(data, about, game_names))
    if data.ended_tables:
        lines.append(
            _(
                "• Ended tables with your seat: {ended}; "
                "{kept} of them still keep their game state and moves.",
                ended=number(data.ended_tables),
                kept=number(data.ended_with_log),
            )
        )
    listed = ", ".join(safe_name(name) for name in data.names) or "—"
    names = _field(Field.NAMES, listed)  # a field label starts lower case, and heads this line
    lines.append(f"• {names[:1].upper()}{names[1:]}.")
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
    "by “Former player” (the other players' results stay); Cardroom renames the threads of those games "
    "and redraws their table messages. It can't recall the rest: its other messages in channels (round "
    "results, final standings, turn pings), what other people wrote or quoted, and what Discord itself "
    "keeps still show the name you had. This can't be undone."
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


def unnaming_text(tables: int) -> str:
    """Said after the outcome when the bot goes on to redraw what it posted about the person's games."""
    return ngettext(
        "Your name is being taken out of {n} game's thread and table message; "
        "its other messages in channels keep the name you had.",
        "Your name is being taken out of {n} games' threads and table messages; "
        "their other messages in channels keep the name you had.",
        tables,
    )
