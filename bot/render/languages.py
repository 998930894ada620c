"""The words about languages: the lobby's line naming the table's language, and the host's choice of it
on the lobby panel. Each language is listed by its own name ("English", "한국어"), so a player finds
theirs whatever language the panel speaks."""

from __future__ import annotations

from bot.i18n import N_, _, language_name, supported
from bot.render.screen import Select, SelectOption
from bot.tables.models import TableInfo

LANGUAGE_STEP = "lang"  # the panel's select: lobby:lang
LANGUAGE_LINE = N_("Language of the table: {language}")
LANGUAGE_PLACEHOLDER = N_("Language of the table's messages")
# i18n: the hint under each language in the host's select; {language} is that language's own name.
LANGUAGE_HINT = N_("The table, its announcements and pings in {language}; hands in each player's own.")


def language_line(table: TableInfo) -> str:
    return _(LANGUAGE_LINE, language=language_name(table.language))


def language_select(table: TableInfo) -> Select:
    """The host's choice on the lobby panel; a table starts in its server's language."""
    return Select(
        pick=f"lobby:{LANGUAGE_STEP}",
        placeholder=_(LANGUAGE_PLACEHOLDER),
        options=tuple(
            SelectOption(
                label=language_name(code),
                value=code,
                description=_(LANGUAGE_HINT, language=language_name(code))[:100],
                default=code == table.language,
            )
            for code in supported()
        ),
    )


def parse_language(value: str) -> str:
    """A language select value back to its code; ``ValueError`` for anything that isn't one."""
    if value not in supported():
        raise ValueError(value)
    return value
