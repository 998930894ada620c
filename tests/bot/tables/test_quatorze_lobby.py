"""Quatorze's lobby through the table service: the custom types a host picks (docs/rules/quatorze.md)."""

from __future__ import annotations

import pytest

from bot.tables import TableService
from bot.tables.errors import TableError
from tests.bot.tables.test_service import ALICE, CHANNEL, GUILD


async def test_quatorze_custom_types_are_picked_in_the_lobby(service: TableService) -> None:
    state = await service.open_table(
        guild_id=GUILD, channel_id=CHANNEL, game_id="quatorze", host_id=ALICE, host_name="alice"
    )
    with pytest.raises(TableError, match="exactly 7"):
        await service.set_option(state.table.id, ALICE, "custom_types", ["AM", "CO"])
    picked = ["NO", "AM", "CO", "DA", "DS", "PE", "QU"]
    state = await service.set_option(state.table.id, ALICE, "custom_types", picked)
    assert state.table.options.types == "custom"
    assert set(state.table.options.custom_types.split(",")) == set(picked)
