"""What each game contributes to the table UI. The adapter is generic over this protocol."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pydantic import BaseModel

from bot.render.screen import Screen
from games.base import Event
from games.bots.hints import Reason


@dataclass(frozen=True, slots=True)
class TableContext:
    """Plain facts about the table a renderer may print (never state)."""

    table_id: int
    game_name: str
    channel_name: str  # e.g. "cards" (rendered as #cards)
    names: tuple[str, ...]  # display name per seat
    # Seats whose only legal move was just played for them (/settings autoplay): the table message says
    # so with the last turn, until the table's next action (bot/adapter/table_message.py).
    forced: tuple[int, ...] = ()
    in_thread: bool = False  # channel_name is the name of the table's own thread (bot/render/threads.py)


class GameUI(Protocol):
    game_id: str

    def table_screen(self, ctx: TableContext, view: dict[str, Any]) -> Screen:
        """The public table message from ``view(state, None)``; the adapter appends the Show-my-hand row."""

    def hand_screen(
        self, ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
    ) -> Screen:
        """A seat's private screen from ``view(state, seat)``: hand, legal choices, the bid form.

        ``draft`` is the text after ``ui:draft:`` of the clicked button, verbatim (untrusted), or the
        result of ``draft_from_pick``; ``notice`` is a sentence to show first (a refusal, a stale click).
        """

    def draft_from_pick(self, view: dict[str, Any], pick: str, values: Sequence[str]) -> str:
        """Turn the values chosen in a form select into a draft for ``hand_screen``.

        ``pick`` is the ``<name>`` of the select's ``ui:pick:<name>`` tail. ``values`` come from the client
        and are untrusted: raise ``ValueError`` (nothing else) when they make no sense.
        """

    def history_messages(self, ctx: TableContext, events: Sequence[Event]) -> list[str]:
        """The new channel messages worth keeping in the history, one string per message: a round
        scored, the final standings. Everything else an action changed is shown by ``table_screen``
        (edited in place), so this is empty for almost every action."""

    def turn_prompt(self, view: dict[str, Any], seat: int) -> str:
        """What the seat must do now, after its name: "to bid (set C)", "to lead trick 5", "to play"."""

    def rules_text(self, options: BaseModel) -> str:
        """A readable summary of the rules for /rules, with the table's options."""

    def options_summary(self, options: BaseModel) -> str:
        """One line for the lobby: "base rules (sets pass to the left)"."""

    # Optional (``GameRenderer`` defaults it to ``no_help``): the answer to a "?" button, ``ui:help:<topic>``.
    def help_text(self, topic: str, options: BaseModel) -> str | None:
        """A short private explanation of ``topic`` (untrusted text from the client); None if unknown."""

    def score_sheet(self, ctx: TableContext, view: dict[str, Any]) -> Screen:
        """The score per round and player from ``view(state, None)``, answered privately (``ui:sheet``)."""

    def last_trick(self, ctx: TableContext, view: dict[str, Any]) -> Screen | None:
        """The last completed trick, or a polite refusal (none yet, or face down by the rules), from the
        public view (``ui:last``); None for a game without tricks (its table shows no Last trick button)."""

    @property
    def has_tricks(self) -> bool:
        """Whether the table message offers the Last trick button."""

    def hand_text(self, view: dict[str, Any]) -> str:
        """One line of the cards in ``view(state, seat)``'s hand, for a replay of an ended game, which
        shows every hand (``bot.render.replays``)."""

    # Optional (``GameRenderer`` defaults them to ``no_words``): a 💡 hint's words (bot/render/hints.py).
    def reason_text(self, view: dict[str, Any], reason: Reason) -> str | None:
        """The sentence for a reason of the game's ``explain`` (games/bots/<game>/reasons.py); None for a
        reason it has no words for (the generic sentence is shown)."""

    def action_text(self, view: dict[str, Any], action: str) -> str | None:
        """A legal action as the player reads it, where no button of the hand holds it (a bid built from
        several choices); None: the hand's own button label, else the action text."""


def no_selects(view: dict[str, Any], pick: str, values: Sequence[str]) -> str:
    """``draft_from_pick`` of a game whose forms are all buttons: any select pick is forged."""
    raise ValueError(f"This game's forms have no select menu {pick!r}.")


def no_help(topic: str, options: BaseModel) -> str | None:
    """``help_text`` of a game without "?" buttons: every topic is unknown."""
    return None


def no_tricks(ctx: TableContext, view: dict[str, Any]) -> Screen | None:
    """``last_trick`` of a game without tricks."""
    return None


def no_words(view: dict[str, Any], said: Any) -> str | None:
    """``reason_text`` / ``action_text`` of a game without hint words of its own."""
    return None


def card_codes(view: dict[str, Any]) -> str:
    """``hand_text`` of a game without its own: the hand's card codes as they are."""
    return " ".join(str(card) for card in view.get("hand") or []) or "—"


@dataclass(frozen=True, slots=True)
class GameRenderer:
    """A ``GameUI`` assembled from a renderer package's plain functions (one object per game)."""

    game_id: str
    table_screen: Callable[[TableContext, dict[str, Any]], Screen]
    hand_screen: Callable[..., Screen]  # (ctx, view, draft=None, notice=None)
    history_messages: Callable[[TableContext, Sequence[Event]], list[str]]
    turn_prompt: Callable[[dict[str, Any], int], str]
    rules_text: Callable[[BaseModel], str]
    options_summary: Callable[[BaseModel], str]
    score_sheet: Callable[[TableContext, dict[str, Any]], Screen]
    draft_from_pick: Callable[[dict[str, Any], str, Sequence[str]], str] = no_selects
    help_text: Callable[[str, BaseModel], str | None] = no_help
    last_trick: Callable[[TableContext, dict[str, Any]], Screen | None] = no_tricks
    hand_text: Callable[[dict[str, Any]], str] = card_codes
    reason_text: Callable[[dict[str, Any], Reason], str | None] = no_words
    action_text: Callable[[dict[str, Any], str], str | None] = no_words

    @property
    def has_tricks(self) -> bool:
        return self.last_trick is not no_tricks
