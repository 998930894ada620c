"""Pure rules engines. See docs/engine-contract.md for the contract every game follows."""

from games import registry
from games.base import Event, GameRules, IllegalActionError, Outcome

__all__ = ["Event", "GameRules", "IllegalActionError", "Outcome", "registry"]
