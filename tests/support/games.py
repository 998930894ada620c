"""Example tables for the shared tests, read from the registry by what a test needs (docs/adding-a-game.md).

A shared test names no game: it asks for "a game three can play" or "a game for exactly two", and gets the
first registered game that fits, so a new game needs no edit here and a removed one breaks nothing."""

from __future__ import annotations

from games import registry
from games.base import GameRules


def game_for(players: int) -> GameRules:
    """The first registered game a table of ``players`` can play."""
    return next(r for r in registry.all() if r.min_players <= players <= r.max_players)


def game_for_exactly(players: int) -> GameRules:
    """The first registered game played by exactly ``players`` (no seat left open, none to add)."""
    return next(r for r in registry.all() if r.min_players == players == r.max_players)


def game_id_for(players: int) -> str:
    return game_for(players).id


def game_everyone_starts(players: int) -> GameRules:
    """The first registered game whose ``players`` seats all act at once at the start (simultaneous bids)."""
    seats = tuple(range(players))
    fits = (r for r in registry.all() if r.min_players <= players <= r.max_players)
    return next(r for r in fits if r.to_act(r.new_game(players, 0)) == seats)
