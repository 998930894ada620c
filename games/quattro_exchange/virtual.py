"""The virtual players' deterministic give rule (spec §3.5).

A virtual player looks only at the exchanging player's open cards and decides before it receives the
card handed to it [Interp]:

1. a black 0, whatever the situation (rule 4, highest priority; it applies to every virtual player);
2. otherwise the highest card that can still complete a Quattro with the open cards (its suit and its
   number both unused among them; rule 1);
3. if no card can, the highest card (rule 2);
ties at the highest number go by suit, spade > diamond > heart > club (rule 3).
"""

from __future__ import annotations

from collections.abc import Sequence

from games.quattro_exchange.cards import NUMBER, RANK, SUIT
from games.quattro_exchange.config import ZERO


def virtual_give(hand: Sequence[str], opens: Sequence[str]) -> str:
    """The card a virtual player holding ``hand`` gives to a player whose open cards are ``opens``."""
    if ZERO in hand:
        return ZERO
    used_suits = {SUIT[o] for o in opens}  # includes BLACK when a 0 is open
    used_numbers = {NUMBER[o] for o in opens}  # includes 0 when a 0 is open
    compatible = [h for h in hand if SUIT[h] not in used_suits and NUMBER[h] not in used_numbers]
    return max(compatible or hand, key=RANK.__getitem__)
