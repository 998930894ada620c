"""Decks a game may use as they are (``games.decks.french``: the standard 52 cards)."""
