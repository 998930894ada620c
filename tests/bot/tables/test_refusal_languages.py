"""The service's refusals are written in the language in force when they are raised (the clicking
player's: the adapter sets it), never frozen in English when the module was imported."""

from __future__ import annotations

import pytest

from bot.i18n import _, language
from bot.tables import TableService
from bot.tables.errors import (
    NO_TABLE,
    NOT_THE_HOST,
    AlreadyDoneError,
    GameNotRunningError,
    LobbyClosedError,
    NoTableError,
    NotHostError,
    NotSeatedError,
    StaleActionError,
    TableError,
)
from tests.bot.tables.test_service import ALICE, BOB, CAROL, DAVE, open_with, started
from tests.support.locales import hangul_share

KOREAN = "ko"
MOSTLY_KOREAN = 0.5
ERRORS_WITHOUT_ARGUMENTS = (NoTableError, NotSeatedError, NotHostError, GameNotRunningError, StaleActionError)


@pytest.mark.parametrize("error", ERRORS_WITHOUT_ARGUMENTS, ids=lambda e: e.__name__)
def test_each_refusal_reads_the_language_it_is_raised_in(error: type[TableError]) -> None:
    english = error().message
    with language(KOREAN):
        korean = error().message
    assert korean != english and hangul_share(korean) >= MOSTLY_KOREAN
    assert hangul_share(english) == 0
    assert error().message == english, "the language ends with its block"


def test_a_double_click_is_answered_in_the_clickers_language() -> None:
    with language(KOREAN):
        played, done = AlreadyDoneError("play:S5").message, AlreadyDoneError("bid:2").message
    assert played != done and min(hangul_share(played), hangul_share(done)) >= MOSTLY_KOREAN


def test_default_sentences_are_the_catalogs() -> None:
    with language(KOREAN):
        assert NoTableError().message == _(NO_TABLE) and NotHostError().message == _(NOT_THE_HOST)


async def test_the_services_refusals_follow_the_language_of_the_request(service: TableService) -> None:
    table_id = await open_with(service, ALICE, BOB)
    with language(KOREAN), pytest.raises(TableError) as seated_twice:
        await service.join(table_id, BOB, "bob")
    with pytest.raises(TableError) as seated_twice_in_english:
        await service.join(table_id, BOB, "bob")
    assert hangul_share(seated_twice.value.message) >= MOSTLY_KOREAN
    assert seated_twice_in_english.value.message == "You're already seated at this table."
    with language(KOREAN), pytest.raises(NotHostError) as not_host:
        await service.start(table_id, BOB)
    assert "방장" in not_host.value.message


async def test_a_closed_lobby_says_why_in_one_whole_sentence(service: TableService) -> None:
    table_id = await started(service, ALICE, BOB, CAROL)
    with pytest.raises(LobbyClosedError) as english:
        await service.join(table_id, DAVE, "dave")
    with language(KOREAN), pytest.raises(LobbyClosedError) as korean:
        await service.join(table_id, DAVE, "dave")
    assert english.value.message == "This table has already started; you can't join now."
    assert hangul_share(korean.value.message) >= MOSTLY_KOREAN
