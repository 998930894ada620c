"""The bonus bid (spec §3 c): one chance each from the dealer's left to the dealer, Worth then season,
the BONUS player's whole bid revealed."""

from __future__ import annotations

import games.four_seasons as fs
from games.four_seasons.cards import DECK, reveal_strength
from games.four_seasons.events import BonusDecided, BonusPassed, TopCardRevealed
from tests.games.four_seasons.scenarios import (
    ENRICO,
    KARIN,
    PETER,
    RULEBOOK_BIDS,
    RULEBOOK_BONUS,
    TAMARA,
    bid_all,
    decide_bonus,
    refused,
    rulebook_game,
)


def bonus_step(bids: dict[int, str] | None = None, **options: object) -> fs.State:
    """The rulebook deal after everyone has bid (the rulebook's bids unless changed)."""
    return bid_all(rulebook_game(**options), {**RULEBOOK_BIDS, **(bids or {})})


def test_the_rulebook_example_tamara_reveals_higher_and_plays_the_bonus() -> None:
    """Peter deals. Enrico passes, Karin reveals, Tamara reveals a higher card, Peter passes: Tamara
    plays the BONUS bid and reveals all her bid cards: 4 tricks."""
    state = bonus_step()
    events: list = []
    asked = []
    while state.phase == "bonus":
        (seat,) = fs.to_act(state)
        asked.append(seat)
        state, new = fs.apply(state, seat, RULEBOOK_BONUS[seat])
        events += new
    assert asked == [ENRICO, KARIN, TAMARA, PETER]
    assert events == [
        BonusPassed(seat=ENRICO),
        TopCardRevealed(seat=KARIN, card="G7", best=True),
        TopCardRevealed(seat=TAMARA, card="R8", best=True),
        BonusPassed(seat=PETER),
        BonusDecided(seat=TAMARA, cards=("R8", "G1"), bid=4),
    ]
    public = fs.view(state, None)
    assert public["bonus"] == TAMARA and public["bonus_bid"] == 4
    assert public["shown_bids"] == [[], [], ["G7"], ["R8", "G1"]]  # Karin's other card stays hidden
    assert "R3" not in str(public)
    assert state.phase == "playing" and fs.to_act(state) == (ENRICO,)  # the dealer's left leads


def test_one_at_a_time_and_everyone_is_asked_even_when_they_cannot_win() -> None:
    state = bonus_step({TAMARA: "bid:G1,R8"})  # Tamara's top card is now the green 1
    state, _ = fs.apply(state, ENRICO, "pass")
    state, _ = fs.apply(state, KARIN, "reveal")
    with refused("It is not your turn."):
        fs.apply(state, PETER, "pass")
    assert fs.legal_actions(state, TAMARA) == ["reveal", "pass"]  # G1 cannot beat G7, still asked
    state, events = fs.apply(state, TAMARA, "reveal")
    assert events == [TopCardRevealed(seat=TAMARA, card="G1", best=False)]
    assert fs.view(state, None)["best_reveal"] == KARIN
    state, events = fs.apply(state, PETER, "pass")
    assert events[-1] == BonusDecided(seat=KARIN, cards=("G7", "R3"), bid=4)
    assert fs.view(state, None)["shown_bids"] == [[], [], ["G7", "R3"], ["G1"]]


def test_equal_worth_is_decided_by_season_autumn_highest() -> None:
    state = bonus_step({ENRICO: "bid:B3,B2", KARIN: "bid:R3,G7"})
    state = decide_bonus(state, {ENRICO: "reveal", KARIN: "reveal", TAMARA: "pass", PETER: "pass"})
    assert state.bonus == KARIN  # R3 beats B3: same Worth, autumn > winter


def test_with_butterfly_may_bid_it_bids_as_trump_and_wins_every_bonus_reveal() -> None:
    """House rule on: Karin's butterfly on top is a 10 of trump (yellow), above Tamara's autumn 9 and
    Peter's spring 9; her bid counts it as summer: 2 + 3."""
    bids = {KARIN: "bid:BF,R1", TAMARA: "bid:R9,G1", PETER: "bid:G9,B1"}
    state = bonus_step(bids, butterfly_may_bid=True)
    events: list = []
    state = decide_bonus(state, {ENRICO: "pass", KARIN: "reveal", TAMARA: "reveal", PETER: "reveal"}, events)
    assert events[1:4] == [
        TopCardRevealed(seat=KARIN, card="BF", best=True),
        TopCardRevealed(seat=TAMARA, card="R9", best=False),
        TopCardRevealed(seat=PETER, card="G9", best=False),
    ]
    assert events[-1] == BonusDecided(seat=KARIN, cards=("BF", "R1"), bid=2 + 3)
    assert state.bonus == KARIN and fs.view(state, None)["bonus_bid"] == 5
    for trump in "RYGB":  # whatever the trump, no card could beat it in a reveal
        assert all(reveal_strength("BF", trump) > reveal_strength(card, trump) for card in DECK[:-1])


def test_nobody_reveals_a_standard_round() -> None:
    state = decide_bonus(bonus_step(), dict.fromkeys(range(4), "pass"))
    assert state.bonus is None and state.phase == "playing"


def test_the_bonus_step_refuses_other_actions() -> None:
    state = bonus_step()
    with refused("Reveal your top bid card (reveal) or pass (pass)."):
        fs.apply(state, ENRICO, "bid:B2,B3")
    with refused("First the bonus bids: reveal your top bid card (reveal) or pass (pass)."):
        fs.apply(state, ENRICO, "play:G5")


def test_the_team_variant_has_no_bonus_bids() -> None:
    state = bid_all(rulebook_game(variant="team"), RULEBOOK_BIDS)
    assert state.phase == "playing"
