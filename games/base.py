"""The engine contract shared by every game (docs/engine-contract.md).

A game is a module object (see ``GameRules``) with pure functions over an immutable state.
Engines never do I/O, never touch module-level ``random`` and never know about Discord or storage.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, TypeVar

from pydantic import BaseModel


class Words(str):
    """English words a player reads that an engine keeps outside a refusal's own sentence: a refusal kept
    as a constant, or a game word filled into one (a colour's name, a season's). Engines know no language:
    the bot finds these in its catalog (its extractor collects ``Words("…")`` and ``IllegalActionError("…")``
    from games/) and shows them in the reader's language. Card codes and action syntax are not words."""

    __slots__ = ()


class Either(tuple[str, ...]):
    """Codes a player may choose among (set letters): "A or B" in English; the bot lists them the way the
    reader's language says "or"."""

    __slots__ = ()

    def __str__(self) -> str:
        return " or ".join(self)


class IllegalActionError(Exception):
    """An action a seat may not take now: a whole English sentence a player can read, with ``{name}``
    placeholders filled from ``params`` (card codes, numbers, or ``Words`` such as a colour's name).

    ``str()`` is the English sentence; the bot translates ``template`` and the ``Words`` among the
    params instead (``bot.i18n.refusals``), so the sentence must be whole: never glue refusals together.
    """

    def __init__(self, template: str, /, **params: object) -> None:
        super().__init__(template.format(**params) if params else template)
        self.template = template
        self.params = params


GAME_OVER = Words("The game is over.")
NOT_AN_ACTION = Words("That is not an action.")
NOT_YOUR_TURN = Words("It is not your turn.")


def ascii_number(text: str) -> int | None:
    """A whole number written in ASCII digits (``"12"``), else None. Not ``str.isdigit`` alone: it holds
    for ``"²"`` and ``"①"``, which ``int`` refuses, so a forged action or value would crash its reader."""
    return int(text) if text.isascii() and text.isdigit() else None


def require_turn(
    *, finished: bool, acting: tuple[int, ...], seat: int, action: object, why_not: str = NOT_YOUR_TURN
) -> None:
    """The checks every ``apply`` starts with, in one place and with the same words for every game.

    ``why_not`` is the game's own explanation when ``seat`` is not in ``acting`` (e.g. "You have already
    bid this round"); it defaults to "It is not your turn."
    """
    if finished:
        raise IllegalActionError(GAME_OVER)
    if not isinstance(action, str):
        raise IllegalActionError(NOT_AN_ACTION)
    if seat not in acting:
        raise IllegalActionError(why_not)


OptionsT = TypeVar("OptionsT", bound=BaseModel)


def new_game_checks(
    game_name: str,
    players: int,
    min_players: int,
    max_players: int,
    options_type: type[OptionsT],
    options: OptionsT | dict[str, Any] | None,
) -> OptionsT:
    """What every ``new_game`` starts with: the player count checked (``ValueError`` with the game's
    name), and the options as the game's model (None means the defaults; a dict is validated)."""
    if not min_players <= players <= max_players:
        allowed = f"exactly {min_players}" if min_players == max_players else f"{min_players}-{max_players}"
        raise ValueError(f"{game_name} is for {allowed} players, not {players}.")
    if options is None:
        return options_type()
    if isinstance(options, options_type):
        return options
    return options_type.model_validate(options)


@dataclass(frozen=True, slots=True)
class Event:
    """A public, past-tense fact produced by ``apply``. Subclasses are frozen dataclasses."""

    kind: ClassVar[str] = "Event"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": type(self).__name__, **dataclasses.asdict(self)}


@dataclass(frozen=True, slots=True)
class Outcome:
    """Final result of a finished game. Tied players share the victory (all are in ``winners``).

    ``teams``: the seats that played as one side (partners), when the game has sides; empty when everyone
    plays for themselves. Ratings treat a side as one competitor (bot/tables/ratings.py).
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...] = ()

    def team_of(self, seat: int) -> int | None:
        """The index of ``seat``'s side in ``teams``, or None when everyone plays for themselves."""
        return next((index for index, team in enumerate(self.teams) if seat in team), None)

    def rank_of(self, seat: int) -> int:
        """Competition ranking (1, 2, 2, 4). Winners share rank 1 even when a variant lets a lower score
        win (4 Seasons Profi); the others follow by score."""
        if seat in self.winners:
            return 1
        higher = sum(
            1
            for other, score in enumerate(self.scores)
            if other not in self.winners and score > self.scores[seat]
        )
        return 1 + len(self.winners) + higher


class GameRules(Protocol):
    """What ``registry.get(game_id)`` returns: the public face of one game."""

    id: str
    name: str
    min_players: int
    max_players: int
    Options: type[BaseModel]

    def new_game(
        self,
        players: int,
        seed: int,
        options: BaseModel | None = None,
        deals: Sequence[Sequence[str]] | None = None,
    ) -> Any: ...
    def to_act(self, state: Any) -> tuple[int, ...]: ...
    def legal_actions(self, state: Any, seat: int) -> Sequence[str]: ...  # docs/engine-contract.md
    def apply(self, state: Any, seat: int, action: str) -> tuple[Any, list[Event]]: ...
    def view(self, state: Any, seat: int | None) -> dict[str, Any]: ...
    def outcome(self, state: Any) -> Outcome | None: ...
    # The stored state and back, exactly (``load(dump(s)) == s``); every game's pair is a ``games.codec``
    # ``StateCodec`` over its state class, so the format follows the type hints.
    def dump(self, state: Any) -> str: ...
    def load(self, text: str) -> Any: ...
