"""Quattro Trick-Taking bots: the casual heuristics (``casual.py``) and the sampler for the strong level.

What a seat may know (docs/views-quattro-tricks.md): its hand, every bid, the current and the last trick,
tricks-won counts, the face-up stacks (an A player's winning cards, a D4 bidder's 7s, D5 colours) and
every bid's progress (the B sections broken, the C chips filled, the D missions achieved or failed).
Older tricks are face down, so the sampler rebuilds them from the unseen cards: the right winners (the
counts), the A players' known winning cards in order, the D4 players' known 7s (no other 7 among their
tricks), the D5 colours and the winning cards the progress asks for (``stacks.py``), retrying the deal
until the rebuilt view equals the seat's view.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise
from typing import Any

from games import trickhidden
from games.base import GameRules
from games.bots.base import deal_constrained, evolve
from games.bots.quattro_tricks.casual import casual, ranked
from games.bots.quattro_tricks.inference import likelihood  # the expert level's inference
from games.bots.quattro_tricks.reasons import explain as explain  # hints (issue 39)
from games.bots.quattro_tricks.stacks import Slot, two_in_a_row, winning_slots
from games.bots.roundplay import round_playouts
from games.hidden import trick_voids
from games.quattro_tricks.cards import COLOUR, deck, sort_hand
from games.quattro_tricks.rounds import base_sets
from games.quattro_tricks.state import Choosing, RoundRecord, Trick
from games.quattro_tricks.views import lazy_view as playout_view  # the view, read key by key in playouts

MAX_CANDIDATES = 5
# 1800 until the playouts read the view key by key (games/lazyview.py): the same time now buys 1.5×
# the simulated actions (bench/README.md, "Faster engines, stronger bots").
ACTION_BUDGET = 2700
MAX_DEALS = 40
SAMPLE_TRIES = 40
IN_A_ROW_SHUFFLES = 60  # tries to order the older winners so a D1 bidder's two-in-a-row reads the same
MATCHED_KEYS = ("face_up", "face_up_colours", "progress")  # what older tricks show, checked on a rebuild
# Playouts to the end of the round, worth its points against the best other seat's (games.bots.roundplay).
playout_done, playout_value = round_playouts()

__all__ = [
    "ACTION_BUDGET",
    "MAX_CANDIDATES",
    "MAX_DEALS",
    "casual",
    "likelihood",
    "playout_done",
    "playout_value",
    "playout_view",
    "ranked",
    "sample_state",
]


def _skeleton(rules: GameRules, view: dict[str, Any], rng: random.Random) -> Any:
    n = view["players"]
    options = rules.Options.model_validate(view["options"])
    base = rules.new_game(players=n, seed=rng.getrandbits(32), options=options)
    history = []
    for record in view["round_history"]:
        r = record["round"]
        history.append(
            RoundRecord(
                r, base_sets(n, r), (r - 1) % n, ("",) * n, tuple(record["points"]), tuple(record["scores"])
            )
        )
    _my_used_sets(view, history)
    choosing = None
    if view["choosing"] is not None:
        c = view["choosing"]
        order = tuple(c["order"])
        chosen = tuple(
            (int(s), v) for s, v in sorted(c["chosen"].items(), key=lambda kv: order.index(int(kv[0])))
        )
        choosing = Choosing(c["mode"], order, chosen)
    return evolve(
        base,
        phase=view["phase"],
        round=view["round"],
        scores=tuple(view["scores"]),
        history=tuple(history),
        sets=tuple(view["sets"]),
        starter=view["starter"],
        choosing=choosing,
        bids=tuple(view["bids"]),
        leader=view["leader"],
        trick=trickhidden.plays(view["trick"]),
    )


def _my_used_sets(view: dict[str, Any], history: list[RoundRecord]) -> None:
    """Strict set selection: the sets the seat used before are not in the view, but its legal choices show
    them; rewrite the seat's sets in the rebuilt history so that the same choices come out."""
    c = view["choosing"]
    if c is None or not view["options"].get("strict_unused") or not history:
        return
    me = view["seat"]
    legal = [a.split(":")[2] for a in view["legal"] if a.startswith("choose:set:")]
    if not legal:
        return
    remaining = c["remaining_sets"]
    used = [x for x in remaining if x not in legal]
    others = [x for x in ("A", "B", "C", "D")[: view["players"]] if x not in legal]
    if not used and len(legal) == len(remaining):
        others = [x for x in others if x not in remaining] or others
    mine = (used + others * len(history))[: len(history)]
    for i, record in enumerate(history):
        sets = list(record.sets)
        sets[me] = mine[i]
        history[i] = RoundRecord(
            record.round, tuple(sets), record.starter, record.bids, record.points, record.scores
        )


def sample_state(rules: GameRules, view: dict[str, Any], rng: random.Random) -> Any:
    me, n = view["seat"], view["players"]
    state = _skeleton(rules, view, rng)
    sizes = view["hand_sizes"]
    all_cards = deck(n)
    if view["phase"] != "playing":
        unseen = [c for c in all_cards if c not in set(view["hand"])]
        places = {s: sizes[s] for s in range(n) if s != me}
        dealt = deal_constrained(rng, unseen, places)
        hands = trickhidden.hands(view, dealt, sort_hand)
        return evolve(state, hands=hands, tricks=())
    last = view["last_trick"]
    done = view["trick_no"] - 1
    visible = (
        set(view["hand"]) | {c for _, c in view["trick"]} | ({c for _, c in last["cards"]} if last else set())
    )
    sets, bids = view["sets"], view["bids"]
    missions = [set(b[9:].split(",")) if sets[s] == "D" and b else set() for s, b in enumerate(bids)]
    fixed_wins: dict[int, list[str]] = {}  # A players: their winning cards of the older tricks, in order
    fixed_sevens: dict[int, list[str]] = {}  # D4 players: the 7s among their older tricks
    for s in range(n):
        shown = [c for c in view["face_up"][s] if c not in visible]
        if sets[s] == "A":
            fixed_wins[s] = shown
        elif missions[s] & {"D4a", "D4b"}:
            fixed_sevens[s] = shown
    counts = Counter({s: w for s, w in enumerate(view["tricks_won"])})
    if last is not None:
        counts[last["winner"]] -= 1
    slots = winning_slots(view, counts)  # what the bids' progress says about the older winning cards
    in_a_row = two_in_a_row(view)
    fixed = {c for cards in (*fixed_wins.values(), *fixed_sevens.values()) for c in cards}
    fixed |= {slot for seat_slots in slots.values() for slot in seat_slots if isinstance(slot, str)}
    pool = [c for c in all_cards if c not in visible and c not in fixed]
    voids = trick_voids(view, COLOUR.__getitem__)  # colours a seat failed to follow in a visible trick
    places: dict[Any, int] = {s: sizes[s] for s in range(n) if s != me}
    places["past"] = max(0, (done - 1) * n - len(fixed)) if last else 0

    def allowed(place: Any, card: str) -> bool:
        return place == "past" or card[0] not in voids[place]

    best = None
    for _ in range(SAMPLE_TRIES):
        dealt = deal_constrained(rng, pool, places, allowed)
        tricks = _old_tricks(
            rng, n, counts, fixed_wins, fixed_sevens, dealt.get("past", []), slots, in_a_row, last
        )
        if tricks is None:
            continue
        if last is not None:
            tricks.append(Trick(last["no"], trickhidden.plays(last["cards"]), last["winner"], last["card"]))
        hands = trickhidden.hands(view, dealt, sort_hand)
        candidate = evolve(state, hands=hands, tricks=tuple(tricks))
        best = candidate
        public = playout_view(candidate)  # reads only the matched keys of the public view
        if all(public[key] == view[key] for key in MATCHED_KEYS):
            return candidate
    if best is None:  # no rebuild kept the constraints: fall back to an unconstrained one
        dealt = deal_constrained(rng, pool, places, allowed)
        # every card of the older tricks, the fixed ones included (without them a short pile left the
        # older tricks out: a playout from such a deal ran out of cards before the round's end)
        past = dealt.get("past", []) + sorted(fixed)
        tricks = _old_tricks(rng, n, counts, {}, {}, past) or _plain_tricks(rng, n, counts, past)
        if last is not None:
            tricks.append(Trick(last["no"], trickhidden.plays(last["cards"]), last["winner"], last["card"]))
        hands = trickhidden.hands(view, dealt, sort_hand)
        best = evolve(state, hands=hands, tricks=tuple(tricks))
    return best


def _old_tricks(
    rng: random.Random,
    n: int,
    counts: Counter,
    fixed_wins: dict[int, list[str]],
    fixed_sevens: dict[int, list[str]],
    pile: list[str],
    slots: dict[int, list[Slot]] | None = None,
    in_a_row: dict[int, bool] | None = None,
    last: dict[str, Any] | None = None,
) -> list[Trick] | None:
    """Face-down tricks 1..k (k = sum of counts) with those winners, from the pile and the fixed cards.

    ``slots`` rule the B and C players' winning cards (``stacks.py``); ``in_a_row`` whether a D1 bidder's
    wins (with the last trick) include two consecutive tricks."""
    winners = _winner_order(rng, counts, in_a_row or {}, last)
    if not winners:
        return []
    pile = pile[:]
    rng.shuffle(pile)
    sevens = [c for c in pile if c[1:] == "7"]
    others = [c for c in pile if c[1:] != "7"]
    d4 = set(fixed_sevens)
    open_slots = sum(n for w in winners if w not in d4)  # tricks that may take an unknown 7
    if len(sevens) > open_slots:
        return None
    wins = {s: list(cards) for s, cards in fixed_wins.items()}
    sev = {s: list(cards) for s, cards in fixed_sevens.items()}
    ruled = {s: list(rules) for s, rules in (slots or {}).items()}
    tricks = []
    need_sevens = sevens
    for no, w in enumerate(winners, start=1):
        cards: list[str] = []
        if w in wins:
            if not wins[w]:
                return None
            cards.append(wins[w].pop(0))
        elif ruled.get(w):
            slot = ruled[w].pop(0)
            if isinstance(slot, str):
                cards.append(slot)
            else:
                fitting = [i for i, card in enumerate(others) if slot(card)]
                if not fitting:
                    return None
                cards.append(others.pop(rng.choice(fitting)))
        if w in sev:
            take = min(len(sev[w]), n - len(cards))
            cards += sev[w][:take]
            del sev[w][:take]
        elif need_sevens:
            room = n - len(cards)
            cards += need_sevens[:room]
            need_sevens = need_sevens[room:]
        while len(cards) < n:
            if not others:
                if not need_sevens:
                    return None
                cards.append(need_sevens.pop())
                continue
            cards.append(others.pop())
        tricks.append(Trick(no, tuple(((w + i) % n, card) for i, card in enumerate(cards)), w, cards[0]))
    if any(wins.values()) or any(sev.values()) or any(ruled.values()) or need_sevens or others:
        return None
    return tricks


def _plain_tricks(rng: random.Random, n: int, counts: Counter, pile: list[str]) -> list[Trick]:
    """Older tricks with the right winners, the pile's cards in any order: the last resort of a rebuild
    (a rule of the older tricks may then be broken; the trick count and the hand sizes never are)."""
    winners = _winner_order(rng, counts, {}, None)
    pile = pile[:]
    rng.shuffle(pile)
    return trickhidden.face_down_tricks(winners, pile, n, Trick)


def _winner_order(
    rng: random.Random, counts: Counter, in_a_row: dict[int, bool], last: dict[str, Any] | None
) -> list[int]:
    """The older tricks' winners in a random order; a D1 bidder's wins (the last trick included) have two
    in a row exactly when its progress says so (the last shuffle is kept if none fits)."""
    winners = [s for s, c in counts.items() for _ in range(c)]
    for _ in range(IN_A_ROW_SHUFFLES):
        rng.shuffle(winners)
        order = winners + ([last["winner"]] if last else [])
        if all(_has_pair(order, seat) == wanted for seat, wanted in in_a_row.items()):
            break
    return winners


def _has_pair(order: list[int], seat: int) -> bool:
    return any(a == b == seat for a, b in pairwise(order))
