"""Who may read which card: the oracle behind every "no hand ever leaks" assertion.

The oracle reads each seat's secrets from the service (never shown to a user) and looks for their
prints in what every user can newly read. What is secret, known or public, and how a card prints, is
the game's own declaration (``registry.facts``, ``games.facts``), spelled in its package independently of
its renderer: a renderer that printed a hidden card in some new way would still have to match one of them.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from babel.messages.pofile import read_po

from bot.i18n import DOMAIN, LOCALES, SOURCE_LANGUAGE
from games import registry
from games.facts import GameFacts, no_event_cards
from storage.models import ActionRecord, TableRecord
from tests.support.harness import Harness


def card_patterns(game_id: str, card: str) -> list[re.Pattern[str]]:
    """The raw code as a word, and each print the game declares, not run on into a longer rank (ranks
    may be numbers or letters: "🟥R1" is not found in "🟥R12", "♠K" not in "♠KQ")."""
    code, *prints = registry.facts(game_id).cards.tokens(card)
    patterns = [re.compile(rf"(?<![A-Za-z]){re.escape(code)}(?![A-Za-z0-9])")]
    for token in prints:
        tail = r"(?!\d)" if token[-1].isdigit() else r"(?![A-Za-z0-9])" if token[-1].isalpha() else ""
        patterns.append(re.compile(re.escape(token) + tail))
    return patterns


PLACEHOLDER = re.compile(r"\{[^}]*\}")
BOLD = re.compile(r"\*\*(.+?)\*\*")


def reveal_patterns(facts: GameFacts, language: str) -> list[re.Pattern[str]]:
    """How the round's reveals read in ``language`` (``facts.reveals`` are the English ones): every
    catalog message whose English, its values filled in, reads as a reveal gives its translation's
    bold heading (else the whole translation), its values read as anything."""
    if language == SOURCE_LANGUAGE or not facts.reveals:
        return [re.compile(pattern) for pattern in facts.reveals]
    path = LOCALES / language / "LC_MESSAGES" / f"{DOMAIN}.po"
    with path.open("rb") as po:
        catalog = read_po(po)
    found = []
    for message in catalog:
        if not isinstance(message.id, str) or not isinstance(message.string, str) or not message.string:
            continue
        english = PLACEHOLDER.sub("1", message.id).replace("**", "")
        if any(re.search(pattern, english) for pattern in facts.reveals):
            heading = BOLD.search(message.string)
            text = heading.group(1) if heading else message.string
            parts = PLACEHOLDER.split(text)
            found.append(re.compile(".+?".join(re.escape(part) for part in parts)))
    assert found, f"no {language} translation of the reveals {facts.reveals}"
    return found


@dataclass
class PublicRecord:
    """The cards public right now in one game: the public view's (``facts.public``) and those events
    showed (``facts.event_cards``); where cards are dealt once a game (``facts.public_persists``) a card
    once public stays so, else the latest view and events count, and the cards public when the step
    began: a check reads everything a step made (one click, and every bot move after it), and a message
    made before a new deal in that step (the last card of a round: the hand that showed the round's
    trump turned up) may show a card the deal then gave someone (found by the trial game of issue 40)."""

    facts: GameFacts
    seen: set[str] = field(default_factory=set)
    recent: set[str] = field(default_factory=set)  # event cards since the last ``now``
    before: set[str] = field(default_factory=set)  # the cards public at the last ``now``
    replayed: Any = None  # the state the stored log has been replayed to (``saw_log``)
    applied: int = 0

    def saw_events(self, events: Iterable[Any]) -> None:
        for event in events:
            self.recent |= self.facts.event_cards(event)

    def saw_log(self, table: TableRecord, players: int, log: list[ActionRecord]) -> None:
        """The events of the stored log, replayed through the engine from the table's seed (the views
        don't keep them; bots' moves included), read since the last call."""
        rules = registry.get(table.game_id)
        if self.replayed is None:
            options = rules.Options.model_validate_json(table.options)
            self.replayed = rules.new_game(players=players, seed=table.seed, options=options)
        for action in log[self.applied :]:
            self.replayed, events = rules.apply(self.replayed, action.seat, action.action)
            self.saw_events(events)
        self.applied = len(log)

    def now(self, public_view: dict | None) -> set[str]:
        current = (self.facts.public(public_view) if public_view else set()) | self.recent
        self.recent = set()
        if not self.facts.public_persists:
            current, self.before = current | self.before, current
            return current
        self.seen |= current
        return set(self.seen)


async def seat_views(h: Harness) -> dict[str, dict]:
    """Every seated player's own view now, read from the service (the oracle; no user sees this)."""
    state = await h.bot.tables.table_in_channel(h.channel.id)
    if state is None or state.table.status != "playing":
        return {}
    by_id = {member.id: name for name, member in h.players.items()}
    views = {}
    for player in state.table.players:
        private = await h.bot.tables.private_view(state.table.id, player.user_id)
        # A bot has no Discord account: its hand is a secret under its own name.
        views[by_id.get(player.user_id, player.name)] = private.view
    return views


async def secrets_by_player(h: Harness, game_id: str) -> dict[str, set[str]]:
    secret = registry.facts(game_id).secret
    return {name: secret(view) for name, view in (await seat_views(h)).items()}


async def assert_no_leaks(h: Harness, game_id: str, record: PublicRecord | None = None) -> None:
    """Nothing any user can newly read names a card that is secret to another player.

    Secret: ``facts.secret`` of each seat's view. Allowed anyway: the cards public now (``record``, or
    the public view alone), which then cannot be attributed (a code printed twice in the deck), and the
    other seats' cards the rules let the viewer know (``facts.known``). Public messages that may show
    hands (``facts.reveals``, the end of a round: hands are dealt anew) are not read.
    """
    facts = registry.facts(game_id)
    record = record or PublicRecord(facts)
    views = await seat_views(h)
    state = await h.bot.tables.table_in_channel(h.channel.id)
    if state is not None and state.table.status == "playing" and facts.event_cards is not no_event_cards:
        table = await h.store.get_table(state.table.id)
        assert table is not None
        record.saw_log(table, len(views), await h.store.actions(state.table.id))
    public = record.now(state.public if state else None)
    skip = facts.is_reveal if facts.reveals else None
    for viewer, member in h.players.items():
        text = h.newly_visible_text(member, skip=skip)
        allowed = public | (facts.known(views[viewer]) if viewer in views else set())
        # A code the viewer holds too (a code printed twice in the deck) can't be attributed.
        mine = facts.secret(views[viewer]) if viewer in views else set()
        for owner, view in views.items():
            if owner == viewer:
                continue
            leaked = sorted(
                card
                for card in facts.secret(view) - allowed - mine
                if any(pattern.search(text) for pattern in card_patterns(game_id, card))
            )
            assert not leaked, f"{viewer} can read {owner}'s secret {leaked}"


def leak_check(h: Harness, game_id: str) -> Callable[[], Awaitable[None]]:
    """The game's privacy oracle at this harness's table, as one call to make after every decision: what
    has been public stays so where the game says it does (``facts.public_persists``), the cards events
    showed read from the stored log."""
    record = PublicRecord(registry.facts(game_id))
    return lambda: assert_no_leaks(h, game_id, record)
