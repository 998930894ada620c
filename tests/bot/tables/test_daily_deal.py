"""The daily deal's rules (docs/daily.md): one deal per day and game under a secret, the same opponents
for everyone, and the end of the deal where the game's format says."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from bot.tables import daily
from games import bots, registry

DAY = dt.date(2026, 12, 7)
SECRET = b"the operator's secret"


async def think(game_id: str, level: str, view: dict, seed: int, number: int) -> str:
    return bots.choose(game_id, level, view, seed, number)


def daily_games() -> list[str]:
    return [game_id for game_id in registry.ids() if daily.has_daily(game_id)]


async def play_out(deal: daily.DailyDeal, pick: random.Random) -> daily.Play:
    play = await daily.advance(daily.replay(deal, []), think)
    while not play.done:
        legal = registry.get(deal.game_id).legal_actions(play.state, daily.PERSON)
        play = await daily.person_moves(play, pick.choice(list(legal)), think)
    return play


def test_every_game_declares_a_daily_format_it_can_play() -> None:
    for game_id in registry.ids():
        fmt = daily.daily_format(game_id)
        rules = registry.get(game_id)
        assert rules.min_players <= fmt.players <= rules.max_players
        rules.Options(**dict(fmt.options))
        assert fmt.rounds is None or "round" in registry.step_marks(game_id)


def test_the_seed_differs_by_day_game_and_secret() -> None:
    games = daily_games()
    seeds = {daily.daily_seed(SECRET, DAY, game_id) for game_id in games}
    assert len(seeds) == len(games)
    game_id = games[0]
    today = daily.daily_seed(SECRET, DAY, game_id)
    assert daily.daily_seed(SECRET, DAY + dt.timedelta(days=1), game_id) != today
    assert daily.daily_seed(b"another secret", DAY, game_id) != today
    assert daily.daily_seed(SECRET, DAY, game_id) == today  # and stays the same all day


def test_the_seed_cannot_be_computed_without_the_secret() -> None:
    """No secret, no deal: the seed is the HMAC of the day and game, not a hash anyone can redo."""
    game_id = daily_games()[0]
    seed = daily.daily_seed(SECRET, DAY, game_id)
    guesses = (b"", game_id.encode(), DAY.isoformat().encode(), b"secret", b"cardroom")
    assert all(daily.daily_seed(guess, DAY, game_id) != seed for guess in guesses)
    assert seed < 2**daily.SEED_BITS


@pytest.mark.slow  # a whole daily of strong bots per game: seconds each on a busy machine
@pytest.mark.parametrize("game_id", daily_games())
async def test_the_same_moves_meet_the_same_bots_and_score(game_id: str) -> None:
    deal = daily.DailyDeal.of(SECRET, DAY, game_id)
    first = await play_out(deal, random.Random(5))
    second = await play_out(deal, random.Random(5))
    assert first.done and second.done
    assert first.moves == second.moves  # every bot reply the same
    assert (first.score, first.place) == (second.score, second.place)
    assert first.share_marks() == second.share_marks()


@pytest.mark.slow
@pytest.mark.parametrize("game_id", daily_games())
async def test_different_moves_give_a_different_game(game_id: str) -> None:
    deal = daily.DailyDeal.of(SECRET, DAY, game_id)
    games = [await play_out(deal, random.Random(pick)) for pick in range(2)]
    assert len({play.moves for play in games}) > 1


async def test_a_resumed_deal_is_the_same_deal() -> None:
    """Replaying the stored moves rebuilds the state exactly: a restart changes nothing."""
    deal = daily.DailyDeal.of(SECRET, DAY, daily_games()[0])
    play = await play_out(deal, random.Random(2))
    again = daily.replay(deal, play.moves)
    rules = registry.get(deal.game_id)
    assert rules.dump(again.state) == rules.dump(play.state) and again.done


def test_a_format_with_rounds_ends_after_them() -> None:
    game_id = next(g for g in daily_games() if daily.daily_format(g).rounds)
    deal = daily.DailyDeal.of(SECRET, DAY, game_id)
    rules = registry.get(game_id)
    state, pick, moves = deal.new_state(), random.Random(3), []
    while not (play := daily.replay(deal, moves)).done:
        seat = rules.to_act(state)[0]
        action = pick.choice(list(rules.legal_actions(state, seat)))
        state, _ = rules.apply(state, seat, action)
        moves.append((seat, action))
    assert rules.outcome(play.state) is None  # the whole game would go on
    assert len(play.scores()) == daily.daily_format(game_id).players


def test_the_next_deal_begins_at_midnight_utc() -> None:
    assert daily.next_deal_at(DAY) == int(dt.datetime(2026, 12, 8, tzinfo=dt.UTC).timestamp())
    assert daily.utc_day(daily.next_deal_at(DAY) - 1) == DAY
