"""Every registered game declares its facts (``games.facts``, docs/adding-a-game.md): the shared tests
read nothing else about a game, so a game without them, or with facts that do not fit its engine, would
be checked by nothing. These tests read the declaration against the game's own engine."""

from __future__ import annotations

import random
import re
import types

import pytest

from games import registry
from games.facts import CardPrint, GameFacts, Variant

GAMES = registry.ids()
STEPS = 60  # random legal moves into a game, so hands, bids and passes are under way


def views_along_a_game(game_id: str, players: int, variant: Variant, seed: int = 3) -> list[dict]:
    """Every seat's view and the public view at each of the first ``STEPS`` random legal moves."""
    rules = registry.get(game_id)
    state = rules.new_game(players=players, seed=seed, options=rules.Options(**variant.options))
    rng = random.Random(seed)
    views: list[dict] = []
    for _ in range(STEPS):
        views.extend(rules.view(state, seat) for seat in range(players))
        views.append(rules.view(state, None))
        acting = rules.to_act(state)
        if not acting:
            break
        seat = rng.choice(acting)
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return views


@pytest.mark.parametrize("game_id", GAMES)
def test_every_registered_game_declares_its_facts(game_id: str) -> None:
    facts = registry.facts(game_id)
    assert isinstance(facts, GameFacts) and isinstance(facts.cards, CardPrint)
    assert facts.cards.suits, "no card prints: the privacy oracle would look for raw codes only"
    assert facts.variants and not facts.variants[0].options, "the first variant is the defaults"
    for pattern in facts.reveals:
        re.compile(pattern)
    assert isinstance(facts.proper_names, tuple), "proper names are a tuple of words"
    for name in facts.proper_names:
        assert isinstance(name, str) and name and name == name.strip(), f"{name!r} is not a name"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_declared_variant_starts_at_every_count_it_allows(game_id: str) -> None:
    rules = registry.get(game_id)
    allowed = registry.facts(game_id).allowed(rules.min_players, rules.max_players)
    played = [variant.name for _, variant in allowed]
    assert all(v.name in played for v in registry.facts(game_id).variants), "a variant never plays"
    for players, variant in allowed:
        assert rules.min_players <= players <= rules.max_players
        rules.new_game(players=players, seed=1, options=rules.Options(**variant.options))
        lobby = rules.Options.model_validate(variant.lobby_options())  # as the lobby's menus spell it
        assert lobby == rules.Options(**variant.options)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_variants_player_counts_are_its_rules_and_the_engine_refuses_the_others(game_id: str) -> None:
    """``Variant.players`` means one thing: the counts the rules allow (the lobby starts nothing else). A
    count left out only to save test time is ``test_players``, which the engine must still play."""
    rules = registry.get(game_id)
    for variant in registry.facts(game_id).variants:
        for players in range(rules.min_players, rules.max_players + 1):
            if variant.allows(players):
                continue
            with pytest.raises(ValueError):
                rules.new_game(players=players, seed=1, options=rules.Options(**variant.options))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_shared_tests_play_each_variant_at_counts_it_allows(game_id: str) -> None:
    rules = registry.get(game_id)
    facts = registry.facts(game_id)
    plays = facts.plays(rules.min_players, rules.max_players)
    assert {variant.name for _, variant in plays} == {v.name for v in facts.variants}, (
        "a variant never tested"
    )
    assert all(variant.allows(players) for players, variant in plays)
    for variant in facts.variants:
        assert all(variant.allows(n) for n in variant.test_players), (
            f"{variant.name}: a test count it refuses"
        )


@pytest.mark.parametrize("game_id", GAMES)
def test_the_secret_cards_of_a_view_are_its_hand_and_more_and_all_print(game_id: str) -> None:
    """``secret`` reads a seat's own view: at least its hand, every card with a declared print (so the
    oracle looks for how a player would read it, not only the raw code); ``known`` and ``public`` read
    views too."""
    rules = registry.get(game_id)
    facts = registry.facts(game_id)
    printed = 0
    for players, variant in facts.plays(rules.min_players, rules.max_players):
        for view in views_along_a_game(game_id, players, variant):
            facts.public(view)
            if view.get("seat") is None:
                continue
            secret = facts.secret(view)
            assert set(view["hand"]) <= secret
            assert all(isinstance(card, str) for card in facts.known(view))
            for card in secret:
                assert len(facts.cards.tokens(card)) > 1, f"{card} has no declared print"
                printed += 1
    assert printed, "no secret card was ever dealt: the facts were checked against nothing"


def test_card_prints_take_ranks_of_any_kind() -> None:
    """A game whose ranks are letters declares how its codes split and how ranks print."""
    cards = CardPrint(suits={"S": ("♠",), "H": ("♥", "hearts ")}, code=r"(?P<suit>[SH])(?P<rank>[2-9TJQKA])")
    cards = CardPrint(suits=cards.suits, code=cards.code, ranks={"T": "10"})
    assert cards.tokens("HT") == ("HT", "♥10", "hearts 10")
    assert cards.tokens("SK") == ("SK", "♠K")
    assert cards.tokens("X9") == ("X9",)  # a code it does not know prints as itself


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_module_without_facts_is_refused(game_id: str) -> None:
    """The guard's other half: the same game module with everything but its facts cannot be read."""
    factless = types.ModuleType(f"factless_{game_id}")
    factless.__dict__.update({k: v for k, v in vars(registry.get(game_id)).items() if k != "FACTS"})
    with pytest.raises(registry.MissingFactsError, match=game_id):
        registry.declared_facts(factless)  # type: ignore[arg-type]
