"""The bonus bid (spec §3 c): one chance each, from the dealer's left round to the dealer, to reveal
the top bid card; the best revealed card makes its player the BONUS player, who reveals the whole bid."""

from __future__ import annotations

from games.base import Event, IllegalActionError
from games.four_seasons.cards import bid_total, reveal_strength
from games.four_seasons.events import BonusDecided, BonusPassed, TopCardRevealed
from games.four_seasons.state import PLAYING, State
from games.twins import builder, drafter

REVEAL = "reveal"
PASS = "pass"
ACTIONS = [REVEAL, PASS]
thaw, freeze = drafter(State)  # the one copy of a decision
make_top_card_revealed, make_bonus_passed = (
    builder(TopCardRevealed),
    builder(BonusPassed),
)  # both always legal: every player is asked, even one who cannot beat the best


def asker(state: State) -> int:
    """The seat to decide now: the dealer's left first, clockwise, the dealer last."""
    reveals = state.reveals
    asked = len(reveals) - reveals.count(None)  # None: not asked yet
    return (state.dealer + 1 + asked) % state.players


def best_reveal(state: State) -> int | None:
    """The seat whose revealed top card is the best so far (Worth, then season), or None."""
    return best_of(state.reveals, state.bids, state.trump)


def best_of(
    reveals: tuple[bool | None, ...], bids: tuple[tuple[str, ...] | None, ...], trump: str | None
) -> int | None:
    """``best_reveal`` of a state with these reveals, bids and trump."""
    best, strength = None, (-1, -1)
    for seat, revealed in enumerate(reveals):
        if revealed:
            bid = bids[seat]
            assert bid is not None
            card_strength = reveal_strength(bid[0], trump)
            if card_strength > strength:
                best, strength = seat, card_strength
    return best


def decide(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    bid = state.bids[seat]
    assert bid is not None
    events: list[Event] = []
    if action == REVEAL:
        leader = best_reveal(state)
        best = leader is None or reveal_strength(bid[0], state.trump) > reveal_strength(
            state.bids[leader][0],  # type: ignore[index]
            state.trump,
        )
        events.append(make_top_card_revealed(seat, bid[0], best))
    elif action == PASS:
        events.append(make_bonus_passed(seat))
    elif action.startswith("play:"):
        raise IllegalActionError("First the bonus bids: reveal your top bid card (reveal) or pass (pass).")
    else:
        raise IllegalActionError("Reveal your top bid card (reveal) or pass (pass).")
    draft = thaw(state)  # the one copy of this action (games.twins)
    draft.reveals = (*state.reveals[:seat], action == REVEAL, *state.reveals[seat + 1 :])
    if seat != state.dealer:  # the dealer is asked last
        return freeze(draft), events
    bonus = best_of(draft.reveals, state.bids, state.trump)  # a draft has no ``trump`` property
    cards = state.bids[bonus] if bonus is not None else ()
    assert cards is not None
    events.append(
        BonusDecided(seat=bonus, cards=cards, bid=None if bonus is None else bid_total(cards, state.trump))
    )
    draft.bonus = bonus
    draft.phase = PLAYING
    draft.leader = (state.dealer + 1) % state.players
    return freeze(draft), events
