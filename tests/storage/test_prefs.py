"""User preferences (storage/prefs.py)."""

from __future__ import annotations

import pytest

from storage import HandLook, Store, TurnAlerts, UserPrefs
from tests.storage.factories import FakeClock

USER = 123456789012345678  # a real-sized Discord snowflake


async def stored_rows(store: Store) -> list[tuple[object, ...]]:
    async with store.database.read() as session:
        rows = await session.fetch_all("SELECT * FROM user_prefs ORDER BY user_id")
    return [tuple(row) for row in rows]


async def test_defaults_without_a_row_and_reading_writes_nothing(store: Store) -> None:
    assert await store.get_prefs(USER) == UserPrefs(user_id=USER, dm_hands=False, dm_fallback_told=False)
    assert await stored_rows(store) == []


async def test_set_dm_hands_upserts(store: Store, clock: FakeClock) -> None:
    assert await store.set_dm_hands(USER, True) == UserPrefs(USER, dm_hands=True, dm_fallback_told=False)
    assert await store.get_prefs(USER) == UserPrefs(USER, dm_hands=True)
    clock.advance()
    assert await store.set_dm_hands(USER, False) == UserPrefs(USER, dm_hands=False)
    assert await stored_rows(store) == [(USER, 0, 0, clock.now, 0, None, None, "away", "buttons")]


async def test_mark_dm_fallback_told(store: Store, clock: FakeClock) -> None:
    await store.mark_dm_fallback_told(USER)  # creates the row with the other defaults
    assert await store.get_prefs(USER) == UserPrefs(USER, dm_hands=False, dm_fallback_told=True)
    await store.mark_dm_fallback_told(USER)  # idempotent
    assert await stored_rows(store) == [(USER, 0, 1, clock.now, 0, None, None, "away", "buttons")]


async def test_the_two_flags_are_independent(store: Store) -> None:
    await store.set_dm_hands(USER, True)
    await store.mark_dm_fallback_told(USER)
    assert await store.get_prefs(USER) == UserPrefs(USER, dm_hands=True, dm_fallback_told=True)
    assert await store.set_dm_hands(USER, False) == UserPrefs(USER, dm_hands=False, dm_fallback_told=True)
    assert await store.get_prefs(USER + 1) == UserPrefs(USER + 1)


async def test_autoplay_is_off_by_default_and_upserts_alone(store: Store, clock: FakeClock) -> None:
    """Migration 0006: the new column defaults to off for rows stored before it, and changes alone."""
    await store.set_dm_hands(USER, True)
    assert (await store.get_prefs(USER)).autoplay is False
    assert await store.set_autoplay(USER, True) == UserPrefs(USER, dm_hands=True, autoplay=True)
    assert await stored_rows(store) == [(USER, 1, 0, clock.now, 1, None, None, "away", "buttons")]
    assert await store.with_autoplay([USER, USER + 1]) == {USER}
    assert await store.set_autoplay(USER, False) == UserPrefs(USER, dm_hands=True, autoplay=False)
    assert await store.with_autoplay([USER]) == frozenset()
    assert await store.with_autoplay([]) == frozenset()


async def test_the_autoplay_column_accepts_only_on_or_off(
    store: Store, integrity_error: tuple[type[Exception], ...]
) -> None:
    async with store.database.transaction() as session:
        await session.execute("INSERT INTO user_prefs (user_id, updated_at) VALUES (?, 0)", (USER,))
    with pytest.raises(integrity_error):
        async with store.database.transaction() as session:
            await session.execute("UPDATE user_prefs SET autoplay = 2 WHERE user_id = ?", (USER,))


async def test_turn_alerts_default_to_away_and_upsert_alone(store: Store) -> None:
    """Migration 0012: rows stored before it, and people who never chose, are told when away."""
    await store.set_dm_hands(USER, True)
    assert (await store.get_prefs(USER)).turn_alerts is TurnAlerts.AWAY
    chosen = await store.set_turn_alerts(USER, TurnAlerts.REMINDERS)
    assert chosen == UserPrefs(USER, dm_hands=True, turn_alerts=TurnAlerts.REMINDERS)
    assert await store.get_prefs(USER) == chosen
    assert (await store.set_turn_alerts(USER, TurnAlerts.EVERY)).turn_alerts is TurnAlerts.EVERY
    assert (await store.get_prefs(USER + 1)).turn_alerts is TurnAlerts.AWAY


async def test_the_turn_alerts_column_accepts_only_the_three_choices(
    store: Store, integrity_error: tuple[type[Exception], ...]
) -> None:
    with pytest.raises(integrity_error):
        async with store.database.transaction() as session:
            await session.execute(
                "INSERT INTO user_prefs (user_id, turn_alerts, updated_at) VALUES (?, ?, ?)",
                (USER, "never", 0),
            )


async def test_hand_look_defaults_to_buttons_and_upserts_alone(store: Store) -> None:
    """Migration 0013: rows stored before it, and people who never chose, see no picture beside buttons
    that show every card."""
    await store.set_turn_alerts(USER, TurnAlerts.EVERY)
    assert (await store.get_prefs(USER)).hand_look is HandLook.BUTTONS
    chosen = await store.set_hand_look(USER, HandLook.PICTURE)
    assert chosen == UserPrefs(USER, turn_alerts=TurnAlerts.EVERY, hand_look=HandLook.PICTURE)
    assert await store.get_prefs(USER) == chosen
    assert (await store.set_hand_look(USER, HandLook.BUTTONS)).hand_look is HandLook.BUTTONS
    assert (await store.get_prefs(USER + 1)).hand_look is HandLook.BUTTONS


async def test_the_hand_look_column_accepts_only_the_two_choices(
    store: Store, integrity_error: tuple[type[Exception], ...]
) -> None:
    with pytest.raises(integrity_error):
        async with store.database.transaction() as session:
            await session.execute(
                "INSERT INTO user_prefs (user_id, hand_look, updated_at) VALUES (?, ?, ?)",
                (USER, "both", 0),
            )
