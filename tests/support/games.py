"""Example tables for the shared tests, read from the registry by what a test needs (docs/adding-a-game.md).

A shared test names no game: it asks for "a game three can play" or "a game for exactly two", and gets the
first registered game that fits, so a new game needs no edit here and a removed one breaks nothing."""

from __future__ import annotations

import random

from games import bots, registry
from games.base import GameRules


def game_for(players: int) -> GameRules:
    """The first registered game a table of ``players`` can play."""
    return next(r for r in registry.all() if r.min_players <= players <= r.max_players)


def game_for_exactly(players: int) -> GameRules:
    """The first registered game played by exactly ``players`` (no seat left open, none to add)."""
    return next(r for r in registry.all() if r.min_players == players == r.max_players)


def game_id_for(players: int) -> str:
    return game_for(players).id


def phone_table_seats(game_id: str) -> int:
    """Seats for a table measured on a phone: as many as a busy table has (four), within the game's range."""
    rules = registry.get(game_id)
    return max(rules.min_players, min(4, rules.max_players))


def game_everyone_starts(players: int) -> GameRules:
    """The first registered game whose ``players`` seats all act at once at the start (simultaneous bids)."""
    seats = tuple(range(players))
    fits = (r for r in registry.all() if r.min_players <= players <= r.max_players)
    return next(r for r in fits if r.to_act(r.new_game(players, 0)) == seats)


def game_taking_turns(players: int) -> GameRules:
    """The first registered game ``players`` can play that begins with one seat to act (a turn clock runs
    out on one person, the first ping names one player)."""
    fits = (r for r in registry.all() if r.min_players <= players <= r.max_players)
    return next(r for r in fits if len(r.to_act(r.new_game(players, 0))) == 1)


def game_with_level(level: str, players: int) -> GameRules:
    """The first registered game ``players`` can play whose bots really play ``level`` (a game may ship
    casual only)."""
    fits = (r for r in registry.all() if r.min_players <= players <= r.max_players)
    return next(r for r in fits if level in bots.levels(r.id))


def decisions_in_a_random_game(rules: GameRules, players: int, seed: int = 1) -> int:
    """How many actions a seeded game of random legal moves takes to its end."""
    state, rng, count = rules.new_game(players, seed), random.Random(seed), 0
    while acting := rules.to_act(state):
        seat = rng.choice(acting)
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        count += 1
    return count


def shortest_games(count: int, level: str | None = None) -> list[GameRules]:
    """The ``count`` registered games with the fewest decisions at their smallest table (the cheapest whole
    games to play in a test), shortest first, among those whose bots play ``level`` when one is asked."""
    fits = [r for r in registry.all() if level is None or level in bots.levels(r.id)]
    return sorted(fits, key=lambda r: decisions_in_a_random_game(r, r.min_players))[:count]


def shortest_game(level: str | None = None) -> GameRules:
    return shortest_games(1, level)[0]


def pick_count(rules: GameRules) -> int | None:
    """How many distinct values the game's lobby option of several picks takes (``json_schema_extra``
    ``{"pick": {"count": n}}``, ``bot.tables.conversions.option_update``), or None if it has none."""
    for field in rules.Options.model_fields.values():
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        pick = extra.get("pick")
        if isinstance(pick, dict) and pick.get("count"):
            return int(pick["count"])
    return None


def game_with_a_pick(players: int) -> GameRules:
    """The first registered game ``players`` can play whose lobby has an option of several picks."""
    fits = (r for r in registry.all() if r.min_players <= players <= r.max_players)
    return next(r for r in fits if pick_count(r))
