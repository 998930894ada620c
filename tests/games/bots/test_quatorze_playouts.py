"""Quatorze, the expert's playout policy (``games.bots.quatorze.playouts.expert_ranked``, issue 39): the
powers decided as a good player would, where casual's rules are rough. Each test sets up one decision and
shows what the policy does and what casual does; the last ones check that only the expert's search uses
it, that it always ranks exactly the legal actions and that it reads the seat's view only.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import games.quatorze as qz
from games import bots, registry
from games.bots.expert import expert_hooks
from games.bots.quatorze import casual
from games.bots.quatorze.casual import END_THRESHOLD, hand_value
from games.bots.quatorze.playouts import END_MARGIN, end_lead, expert_ranked
from games.quatorze.cards import COLOUR_OF, SEVEN7S, deck
from tests.games.quatorze.scenarios import act, game, on_table

GAME = "quatorze"  # this file tests that game's bot package
RED = 0  # the colour index of red (games.quatorze.cards.COLOURS)


def first(state: qz.State, seat: int) -> str:
    return expert_ranked(qz.view(state, seat), random.Random(0))[0]


def casual_choice(state: qz.State, seat: int) -> str:
    return casual(qz.view(state, seat), random.Random(0))


# --- Wonders ---------------------------------------------------------------------------------------
def looked_at_the_deck(anchor: str, draws: tuple[str, str, str]) -> qz.State:
    hands = [["WO1", "SE2", "SE4"], ["HV1", "HV3", "HV4"]]
    return act(game(hands, anchor, draws), "play:WO1:WO", "look:deck", "look:deck", "look:deck")


def test_wonders_puts_the_seen_card_worth_most_on_top_where_the_lookers_refill_draws_it() -> None:
    state = looked_at_the_deck("SE1", ("HV2", "LG6", "DS4"))
    # The best on top, then by rising worth: the next seat draws the worst (with 2 players the third
    # card, the middle one, comes back to the looker).
    assert first(state, 0) == "order:LG6,HV2,DS4"
    assert casual_choice(state, 0) == "order:HV2,LG6,DS4"  # casual leaves the deck as it was
    state = act(state, first(state, 0))
    assert "LG6" in state.hands[0] and state.deck[0] == "HV2"


def test_wonders_counts_a_card_the_ages_of_man_disable_as_worth_nothing() -> None:
    # The Ages of Man anchor is one Age: a 7 scores nothing, so the 5 goes on top and the 7 next.
    state = looked_at_the_deck("AM1", ("HV7", "LG5", "DS3"))
    assert first(state, 0) == "order:LG5,HV7,DS3"


# --- Seas ------------------------------------------------------------------------------------------
def seas_take(columns: dict[str, list[str]], hand: list[str]) -> qz.State:
    start = game([["SE2", "AM5", "AM6"], ["HV1", "HV3", "HV4"]], "SE1")
    start = on_table(start, columns, hands=[["SE2", *hand], ["HV1", "HV3", "HV4"]])
    return act(start, "play:SE2:SE")


def test_seas_takes_the_card_worth_most_on_the_table_not_the_highest_printed_value() -> None:
    # Colors 3 (played) makes yellow wild: the yellow Deadly Sins 1 is worth a 7, more than Holy Virtues 6.
    assert COLOUR_OF["DS1"] == COLOUR_OF["CO3"]
    state = seas_take({"SE": ["SE1"], "CO": ["CO1", "CO3"], "HV": ["HV2", "HV6"], "DS": ["DS2", "DS1"]},
                      ["AM4", "AM5"])  # fmt: skip
    assert set(qz.legal_actions(state, 0)) == {"take:CO3", "take:HV6", "take:DS1"}
    assert first(state, 0) == "take:DS1"
    assert casual_choice(state, 0) == "take:HV6"


def test_seas_counts_the_wild_lost_when_it_takes_the_card_that_sets_it() -> None:
    # Taking Colors 3 hands the wild colour to Colors 1 below it (red): the red Holy Virtues 5 and Lucky
    # Gods 4 in hand then score 7 each (17 with the 3 taken). Taking Holy Virtues 6 keeps yellow wild,
    # which no card in hand has (15).
    assert COLOUR_OF["HV5"] == COLOUR_OF["LG4"] == COLOUR_OF["CO1"] == RED
    state = seas_take({"SE": ["SE1"], "CO": ["CO1", "CO3"], "HV": ["HV2", "HV6"]}, ["HV5", "LG4"])
    assert first(state, 0) == "take:CO3"
    assert casual_choice(state, 0) == "take:HV6"


# --- Lucky Gods ------------------------------------------------------------------------------------
def test_lucky_gods_calls_the_colour_when_more_unseen_cards_share_it_than_any_value() -> None:
    reds = [card for card in deck(SEVEN7S) if COLOUR_OF[card] == RED]
    hand = ["SE2", "SE4"]
    others = [card for card in deck(SEVEN7S) if card not in reds and card not in hand and card != "LG1"]
    state = act(game([["LG1", *hand], ["HV1", "HV2", "HV3"]], "SE1"), "play:LG1:LG")
    by_type: dict[str, list[str]] = {}
    for card in ["LG1", *others]:
        by_type.setdefault(card[:2], []).append(card)
    state = on_table(state, by_type, draw_pile=reds)  # the seat has seen every card but the 7 red ones
    assert first(state, 0) == "call:red"
    assert casual_choice(state, 0) == "call:1"  # casual counts values only: each is 1 card of 7


# --- Deadly Sins -----------------------------------------------------------------------------------
def test_deadly_sins_targets_the_opponent_with_the_most_lucky_gods_bonus_cards() -> None:
    hands = [["DS1", "SE2", "SE3"], ["HV1", "HV2", "HV3"], ["LG1", "LG2", "LG3"]]
    state = act(game(hands, "SE1"), "play:DS1:DS")
    state = replace(state, bonus=((), (), ("WO5", "WO6")))
    assert first(state, 0) == "target:2"
    assert casual_choice(state, 0) == "target:1"  # casual: the fullest hand, all equal here


def test_deadly_sins_keeps_an_ages_of_man_card_off_its_column_when_the_hand_holds_sevens() -> None:
    hands = [["DS1", "SE7", "WO7"], ["AM3", "AM4", "AM5"]]
    state = act(game(hands, "SE1"), "play:DS1:DS", "target:1")
    assert qz.legal_actions(state, 0)[0] == "place:AM"  # an Age there would make both 7s worth nothing
    assert first(state, 0) != "place:AM"
    assert casual_choice(state, 0) == "place:AM"


# --- Plays -----------------------------------------------------------------------------------------
def test_a_seas_play_is_not_made_when_every_card_it_could_take_is_worth_less_than_a_draw() -> None:
    # Playing SE4 or AM4 leaves hands worth 10; Seas could only take a 1 (the take is compulsory, and
    # replaces the draw).
    start = game([["SE4", "AM4", "AM6"], ["HV1", "HV3", "HV5"]], "SE1")
    state = on_table(start, {"SE": ["SE1"], "WO": ["WO2", "WO1"]})
    assert first(state, 0).startswith("play:AM4:")
    assert casual_choice(state, 0) == "play:SE4:SE"  # casual counts Seas at a flat +3


# --- Ending the game -------------------------------------------------------------------------------
# Holy Virtues 6 on the Holy Virtues column is its 7th card: the game ends, the 6 joins the hand.
SIX_VIRTUES = ["HV1", "HV2", "HV3", "HV4", "HV5", "HV7"]


def test_the_game_is_not_ended_on_a_hand_of_11_when_an_opponents_bonus_cards_outweigh_it() -> None:
    hands = [["HV6", "SE3", "WO2"], ["LG1", "LG2", "LG3"]]
    state = on_table(game(hands, "SE1"), {"SE": ["SE1"], "HV": SIX_VIRTUES}, hands=hands,
                     bonus=[[], ["LG5", "LG6", "LG7"]])  # fmt: skip
    view = qz.view(state, 0)
    assert hand_value(hands[0], 0, None, None) == END_THRESHOLD  # casual's threshold: it ends
    assert casual_choice(state, 0) == "play:HV6:HV"
    # The opponent's 6 bonus points and three unseen cards (about 4 each) beat 11.
    assert end_lead(view, hands[0]) < END_MARGIN
    assert first(state, 0) != "play:HV6:HV"
    assert expert_ranked(view, random.Random(0))[-1] == "play:HV6:HV"


def test_the_game_is_ended_on_a_low_hand_when_the_ages_of_man_leave_the_others_less() -> None:
    # Four Ages of Man: only 1 to 3 score. A hand of 8 is under casual's threshold, but the cards the
    # seat has not seen are worth under 1 on average: it leads the opponent's expected hand by over 5.
    hands = [["HV3", "SE3", "WO2"], ["LG1", "LG2", "LG3"]]
    columns = {
        "SE": ["SE1"],
        "HV": ["HV1", "HV2", "HV4", "HV5", "HV6", "HV7"],
        "AM": ["AM1", "AM2", "AM3", "AM4"],
    }
    state = on_table(game(hands, "SE1"), columns, hands=hands)
    assert hand_value(hands[0], 4, None, None) < END_THRESHOLD
    assert casual_choice(state, 0) != "play:HV3:HV"  # casual avoids ending under its threshold
    assert end_lead(qz.view(state, 0), hands[0]) >= END_MARGIN
    assert first(state, 0) == "play:HV3:HV"


def test_deadly_sins_does_not_end_the_game_with_a_strong_hand_that_an_opponent_outscores() -> None:
    # Seat 1 holds only Ages of Man cards, which Deadly Sins may place on any column: on Holy Virtues (6
    # cards) it would be the 7th and end the game, with seat 0 holding 7 + 6 = 13, over casual's 11.
    hands = [["DS1", "SE7", "WO6"], ["AM3", "AM4", "AM5"]]
    state = on_table(game(hands, "SE1"), {"SE": ["SE1"], "HV": ["HV1", "HV2", "HV3", "HV4", "HV5", "HV6"]},
                     hands=hands, bonus=[[], ["LG5", "LG6", "LG7"]])  # fmt: skip
    state = act(state, "play:DS1:DS", "target:1")
    view = qz.view(state, 0)
    assert "place:HV" in view["legal"]
    assert hand_value(["SE7", "WO6"], 0, None, None) >= END_THRESHOLD  # the old rule would end here
    assert end_lead(view, ["SE7", "WO6"]) < END_MARGIN
    assert first(state, 0) != "place:HV"


# --- The expert's candidates -------------------------------------------------------------------------
def test_the_expert_searches_only_the_deck_look_at_a_wonders_look() -> None:
    """A look at an opponent's hand changes nothing but what the looker knows: the expert no longer
    spends its search on ten looks that play out as the same game, and looks at the deck."""
    hands = [["WO1", "SE2", "SE4"], ["HV1", "HV3", "HV4"], ["LG2", "LG3", "LG4"]]
    state = act(game(hands, "SE1"), "play:WO1:WO")
    view = qz.view(state, 0)
    assert len(view["legal"]) > 1 and view["legal"][0] == "look:deck"
    expert = expert_hooks(bots.strong_bot(GAME))
    assert expert.ranked(view, random.Random(0)) == ["look:deck"]
    assert sorted(expert_ranked(view, random.Random(0))) == sorted(view["legal"])  # the playouts' order
    for seed in range(3):
        assert bots.choose(GAME, bots.EXPERT, view, seed, 0) == "look:deck"
    # every deck card seen: only hand looks are left, all the same game; the first is taken
    state = replace(state, deck=state.deck[:1])
    state = act(state, "look:deck")
    view = qz.view(state, 0)
    assert expert.ranked(view, random.Random(0)) == [view["legal"][0]]


# --- Only the expert, always legal, from the view --------------------------------------------------
@pytest.mark.parametrize("switched_on", [True, False])
def test_only_the_experts_search_plays_it_when_its_package_says_so(switched_on: bool, monkeypatch) -> None:
    """Casual and strong always keep casual's rules (the ladder's other rungs); the expert searches with
    the policy where the package's ``EXPERT_PLAYOUTS`` is on, and with casual's where it is off."""
    monkeypatch.setattr(bots.game_bot(GAME), "EXPERT_PLAYOUTS", switched_on)
    state = looked_at_the_deck("SE1", ("HV2", "LG6", "DS4"))
    view = qz.view(state, 0)
    strong = bots.strong_bot(GAME)
    assert strong.casual(view, random.Random(0)) == "order:HV2,LG6,DS4"  # strong's playouts: casual
    assert strong.ranked(view, random.Random(0))[0] == "order:HV2,LG6,DS4"
    expert = expert_hooks(strong)
    wanted = "order:LG6,HV2,DS4" if switched_on else "order:HV2,LG6,DS4"
    assert expert.casual(view, random.Random(0)) == wanted  # the expert's playouts
    assert expert.ranked(view, random.Random(0))[0] == wanted  # and its candidates
    measured = expert_hooks(strong, own_playouts=True)  # what a measurement plays either way
    assert measured.casual(view, random.Random(0)) == "order:LG6,HV2,DS4"


def test_it_ranks_exactly_the_legal_actions_the_same_way_for_the_same_view() -> None:
    rules = registry.get(GAME)
    sampler = bots.strong_bot(GAME)
    for seed, players in ((3, 2), (4, 3), (5, 4)):
        state = rules.new_game(players=players, seed=seed, options=rules.Options())
        while seats := rules.to_act(state):
            view = rules.view(state, seats[0])
            order = expert_ranked(view, random.Random(1))
            assert sorted(order) == sorted(view["legal"])
            # another deal of the hidden cards showing the seat the same view: the same order
            other = sampler.sample_state(rules, view, random.Random(seed))
            assert expert_ranked(rules.view(other, seats[0]), random.Random(2)) == order
            state, _ = rules.apply(state, seats[0], order[0])
