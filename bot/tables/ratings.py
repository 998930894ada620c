"""Skill ratings (issue 16): OpenSkill's Plackett–Luce model, per server and game. Pure: no Discord, no SQL.

Which games are rated: every game in a server with at least two people at its start (storage's
``MIN_RATED_PEOPLE``), rated among those people by their places (counted among every seat, so finishing
behind a bot is still behind it); the bots' seats are left out (bots have no results, so no rating). One
person against bots is *casual*, never rated, and so is a game whose people all played on one side against
bots (one competitor: ``rate_game`` changes nobody). A person who joins a full lobby takes a bot's seat
before the start, so the people at the end are those of the start.

A player who left a game under way (their seat handed to a bot: /leave, a ban, or two turn clocks run out
in a row) and was still away when it ended is ``departed``. The game stays rated — it started with its
people — and every departed player shares the last place, below everyone who played it out; the others are
ranked by the game's outcome among themselves. Someone who pressed I'm back before the end played it out.

Sides (4 Seasons Team): the seats of one side in ``Outcome.teams`` are one competitor of the model; a
departed partner is split off to the last place alone, and their partner keeps the side's place.

What a player reads is one number, ``display(skill)``: the conservative ordinal μ − 3σ (the skill the
player is very likely above), scaled so that a new player reads ``DISPLAY_ORIGIN``, marked provisional for
their first ``PROVISIONAL_GAMES`` rated games.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from openskill.models import PlackettLuce, PlackettLuceRating

from storage.models import ResultRecord, Skill

# The model with OpenSkill's published defaults: μ₀ = 25, σ₀ = 25/3, β = 25/6, τ = 25/300. Changing
# anything here changes every rating: run ``python -m bot.maintenance rebuild-ratings`` afterwards.
MODEL = PlackettLuce()
ORDINAL_Z = 3.0  # μ − Zσ: the skill a player is above with about 99.7 % confidence
# A new player's ordinal is μ₀ − 3σ₀ = 0, shown as 1,000; each point of ordinal is 20 on the display, so a
# settled player of average skill (μ ≈ 25, σ ≈ 1–2) reads about 1,400–1,500, and a strong one above.
DISPLAY_ORIGIN = 1000
DISPLAY_SCALE = 20
PROVISIONAL_GAMES = 5  # rated games before a rating is shown without "provisional"


def display(skill: Skill) -> int:
    """The number a player reads: the scaled conservative ordinal, rounded."""
    return round(DISPLAY_ORIGIN + DISPLAY_SCALE * (skill.mu - ORDINAL_Z * skill.sigma))


def is_provisional(skill: Skill) -> bool:
    return skill.games < PROVISIONAL_GAMES


def new_skill() -> Skill:
    return Skill(MODEL.mu, MODEL.sigma, 0)


def competitors(results: Sequence[ResultRecord]) -> list[tuple[list[ResultRecord], int]]:
    """The model's competitors — one per side, or per player — each with its rank (lower is better).

    Departed players are competitors of their own and share the rank after everyone else's.
    """
    staying = [r for r in results if not r.departed]
    sides: dict[object, list[ResultRecord]] = {}
    for result in staying:
        key = ("team", result.team) if result.team is not None else ("seat", result.seat)
        sides.setdefault(key, []).append(result)
    placed = [(members, min(m.rank for m in members)) for members in sides.values()]
    last = 1 + max((rank for _, rank in placed), default=0)
    placed += [([result], last) for result in results if result.departed]
    return placed


def rate_game(results: Sequence[ResultRecord], priors: Mapping[int, Skill]) -> dict[int, Skill]:
    """Every player's rating after this rated game (storage's ``Rater``): a player without a prior starts
    from ``new_skill()``. A game with fewer than two competitors changes nobody."""
    placed = competitors(results)
    if len(placed) < 2:
        return {}
    teams = [
        [MODEL.rating(mu=_prior(priors, m).mu, sigma=_prior(priors, m).sigma) for m in members]
        for members, _ in placed
    ]
    rated: list[list[PlackettLuceRating]] = MODEL.rate(teams, ranks=[float(rank) for _, rank in placed])
    return {
        member.user_id: Skill(rating.mu, rating.sigma, _prior(priors, member).games + 1)
        for (members, _), team in zip(placed, rated, strict=True)
        for member, rating in zip(members, team, strict=True)
    }


def _prior(priors: Mapping[int, Skill], result: ResultRecord) -> Skill:
    return priors.get(result.user_id) or new_skill()
