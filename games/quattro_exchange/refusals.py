"""The exchange phase's refusals: what a player is told when an action is not an exchange they may make
(an action of another phase, a virtual player out of range or already visited, a card not held).

``exchange.act`` looks a well-formed, allowed exchange up directly; anything else comes here, where the
text is split and each way it can be wrong is worded for the player.
"""

from __future__ import annotations

from games.base import IllegalActionError, Words
from games.quattro_exchange.actions import KEEP, OPEN, TAKE_MULLIGAN, VIRTUAL_TEXT
from games.quattro_exchange.cards import CODES, token
from games.quattro_exchange.state import State

ASK = Words("It is your turn to exchange with a virtual player (exchange:<1-6>:<card>) or to stop.")
# What an action of another phase is told: one whole sentence each ("not to …" is worded differently in
# every language).
NOT_NOW = {
    KEEP: Words("It is time to exchange or stop, not to keep your hand."),
    TAKE_MULLIGAN: Words("It is time to exchange or stop, not to take a mulligan."),
    OPEN: Words("It is time to exchange or stop, not to open a card."),
}


def parse(state: State, seat: int, action: str) -> tuple[int, str]:
    """``action`` as (virtual, card) when it is an exchange ``seat`` may make; otherwise the refusal."""
    kind, _, rest = action.partition(":")  # the refusal, worded for what is wrong
    if kind != "exchange":
        raise IllegalActionError(NOT_NOW.get(kind, ASK))
    number, _, card = rest.partition(":")
    virtual = VIRTUAL_TEXT.get(number)
    if virtual is None:
        raise IllegalActionError("Choose one of the virtual players V1 to V6 (exchange:<1-6>:<card>).")
    if virtual in state.visits[seat]:
        raise IllegalActionError("You have already exchanged with V{v}; each one only once.", v=virtual)
    if card not in state.hands[seat]:
        if card not in CODES:
            raise IllegalActionError("{card!r} is not a card; cards look like S5, D2 or K0.", card=card)
        if card in state.opens[seat]:
            raise IllegalActionError("{card} is open: open cards can't be exchanged.", card=token(card))
        raise IllegalActionError("You don't hold {card}.", card=token(card))
    return virtual, card
