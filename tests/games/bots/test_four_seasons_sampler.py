"""4 Seasons bots and the butterfly as a bid card: by default it has no season and is never a bid card,
so the strong level's sampler never hides it among another seat's bid cards (it is in some hand); with
the house rule ``butterfly_may_bid`` it may be."""

from __future__ import annotations

import random

import games.four_seasons as fs
from games import bots
from tests.games.four_seasons.scenarios import (
    ENRICO,
    KARIN,
    PETER,
    RULEBOOK_BIDS,
    TAMARA,
    bid_all,
    rulebook_game,
)

SAMPLES = 200


def butterfly_places(karin_bid: str, **options: object) -> set[str]:
    """Where Tamara (still to bid, butterfly unseen) imagines the butterfly, over many samples."""
    bids = {PETER: RULEBOOK_BIDS[PETER], ENRICO: RULEBOOK_BIDS[ENRICO], KARIN: karin_bid}
    state = bid_all(rulebook_game(**options), bids)
    view = fs.view(state, TAMARA)
    assert "BF" not in str(view)  # Karin's butterfly is hidden from Tamara
    strong = bots.strong_bot(fs.id)
    assert strong is not None
    places = set()
    for i in range(SAMPLES):
        sampled = strong.sample_state(fs, view, random.Random(i))
        assert fs.view(sampled, TAMARA) == view
        in_bid = any("BF" in (bid or ()) for bid in sampled.bids)
        in_hand = any("BF" in hand for hand in sampled.hands)
        assert in_bid != in_hand  # exactly one place
        places.add("bid" if in_bid else "hand")
    return places


def test_by_default_the_sampler_never_puts_the_butterfly_among_bid_cards() -> None:
    assert butterfly_places(RULEBOOK_BIDS[KARIN]) == {"hand"}


def test_with_butterfly_may_bid_the_sampler_may_put_it_among_bid_cards() -> None:
    assert butterfly_places("bid:BF,R1", butterfly_may_bid=True) == {"bid", "hand"}


def test_no_level_bids_the_butterfly_by_default() -> None:
    state = rulebook_game()
    view = fs.view(state, KARIN)
    assert "BF" in view["hand"]
    for level in bots.LEVELS:
        for seed in range(3):
            action = bots.choose("four-seasons", level, view, seed, 0)
            assert action in view["legal"] and "BF" not in action
