"""The public table message reads like docs/ux.md's sketch: the title, whose turn, the trick (while
playing), scores, trump and the bids, and no secrets."""

from __future__ import annotations

from bot.render.four_seasons import UI
from bot.render.screen import MAX_CONTENT
from tests.bot.render.four_seasons_views import CTX, bidding_view, bonus_view, public
from tests.bot.render.table_lines import visible


def content(view: dict) -> str:
    screen = UI.table_screen(CTX, view)
    assert screen.rows == ()  # the adapter adds Show my hand / Rules; nothing else is needed
    return visible(screen.content)


def lines(view: dict) -> list[str]:
    return content(view).splitlines()


def without_seat(view: dict) -> dict:
    for key in (
        "seat",
        "hand",
        "legal",
        "my_bid_cards",
        "my_bid",
        "partner",
        "partner_bid_cards",
        "partner_bid",
    ):
        view.pop(key, None)
    return view


def test_header_names_game_round_and_trick() -> None:
    assert lines(public())[0] == "**4 Seasons · round 2 · trick 4/7**"


def test_whose_turn_then_the_trick_the_picture_shows_while_playing() -> None:
    raw = UI.table_screen(CTX, public()).content.splitlines()
    assert raw[1] == "⏳ dave to play"
    assert raw[2] == "\u2063**Trick 4**  bob ☀️3 · carol 🦋=☀️10 · dave …"  # pictured: not in the embed


def test_scores_sorted_with_the_target() -> None:
    assert lines(public())[3] == "**Scores**  dave 21 · alice 13 · bob 9 · carol 4  (to 50)"
    profi = public(target=77, options={"variant": "profi", "bonus_bids": True, "butterfly_may_bid": True})
    assert "(to 77, Profi: 77 and a made bid)" in content(profi)


def test_dealer_turn_up_and_trump_with_the_season_named() -> None:
    assert lines(public())[4] == "**Dealer** alice · **turn-up** ☀️4 → trump ☀️ summer"
    no_trump = public(turn_up="BF", trump=None, trick=[[1, "Y3"], [2, "R1"]])
    assert "**turn-up** 🦋 → no trump this round" in content(no_trump)


def test_the_bonus_player_their_whole_bid_and_the_other_revealed_top_cards() -> None:
    text = content(public())
    assert (
        "⭐ **BONUS** dave: ☀️9 🍂2 = 5 tricks · 0 of 5 · need 5 more · revealed carol 🍂7"
    ) in text  # the scoring (+12 made, +6 to everyone else missed) is in Rules and the round's message
    assert "· 5 of 5 · made it — no more" in content(public(tricks_won=[1, 0, 1, 5]))
    assert "**Revealed**" not in text  # the BONUS line carries the other revealed top cards


def test_a_standard_round_says_so_when_nobody_revealed() -> None:
    view = public(bonus=None, bonus_bid=None, shown_bids=[[], [], [], []], reveals=[False] * 4)
    assert "**Standard round** (nobody revealed): +6 for each bid made" in content(view)
    off = public(
        bonus=None, shown_bids=[[], [], [], []], options={**public()["options"], "bonus_bids": False}
    )
    assert "Standard round" not in content(off) and "BONUS" not in content(off)


def test_tricks_and_the_current_trick_with_what_the_butterfly_counts_as() -> None:
    text = content(public())
    assert "**Tricks**  alice 1 · bob 0 · carol 2 · dave 0" in text
    assert "**Trick 4**  bob ☀️3 · carol 🦋=☀️10 · dave …" in text
    assert text.splitlines()[1] == "⏳ dave to play"


def test_a_led_butterfly_shows_the_named_season_at_0() -> None:
    view = public(trick=[[1, "BF"]], named="G", led="G", to_act=[2])
    assert "**Trick 4**  bob 🦋=🌱0 · carol …" in content(view)


def test_the_trick_just_completed_is_shown_until_the_next_lead() -> None:
    last = {
        "no": 3,
        "cards": [[0, "G5"], [1, "BF"], [2, "Y2"], [3, "G1"]],
        "named": None,
        "winner": 2,
        "card": "Y2",
    }
    view = public(trick=[], led=None, leader=2, to_act=[2], last_trick=last)
    text = content(view)
    assert (
        "**Trick 4**  carol to lead — trick 3: carol with ☀️2 (alice 🌱5 · bob 🦋=🌱10 · carol ☀️2 · dave 🌱1)"
        in text
    )
    assert text.splitlines()[1] == "⏳ carol to lead trick 4"


def test_secret_bids_show_who_has_bid_never_what() -> None:
    view = without_seat(bidding_view())
    text = content(view)
    assert "round 2 · secret bids" in text
    assert "**Bids** (2 cards each, secret)  alice ✅ · bob … · carol ✅ · dave …" in text
    assert text.splitlines()[1] == "⏳ bob and dave to choose 2 bid cards"
    for token in ("🌱9", "❄️3", "🍂7", "🌱4"):  # alice's and carol's bid cards
        assert token not in text
    assert "**Trick" not in text


def test_the_bonus_step_in_asking_order_from_the_dealers_left() -> None:
    text = content(without_seat(bonus_view(3)))
    assert "round 2 · bonus bids" in text
    assert "**Bonus bids**  bob passed · carol 🍂7 ⭐ best · dave … · alice …" in text
    assert text.splitlines()[1] == "⏳ dave to reveal their top bid card or pass"


def test_teams_show_team_scores_and_team_tricks() -> None:
    view = public(
        teams=[[0, 2], [1, 3]],
        scores=[17, 30, 17, 30],
        bonus=None,
        shown_bids=[[], [], [], []],
        options={"variant": "team", "bonus_bids": True, "butterfly_may_bid": True},
    )
    text = content(view)
    assert "**Scores**  bob+dave 30 · alice+carol 17  (to 50, teams)" in text
    assert "(alice+carol 3 · bob+dave 0)" in text
    assert "Standard round" not in text  # teams never play bonus bids


def finished(**over: object) -> dict:
    history = [
        {
            "round": r,
            "dealer": (r - 1) % 4,
            "trump": "Y",
            "bonus": 3 if r == 2 else None,
            "bids": [1, 0, 4, 2],
            "tricks": [1, 3, 2, 1],
            "made": [True, False, False, False],
            "points": [7, 3, 2, 1],
            "scores": [7 * r, 3 * r, 2 * r, r],
        }
        for r in range(1, 41)
    ]
    fields = dict(
        phase="finished",
        round=40,
        to_act=[],
        trick=[],
        led=None,
        scores=[80, 81, 40, 20],
        winners=[0],
        hand_sizes=[0, 0, 0, 0],
        shown_bids=[["G9", "B3"], ["B4", "B5"], ["R7", "G4"], ["Y9", "R2"]],
        round_history=history,
        options={"variant": "profi", "bonus_bids": True, "butterfly_may_bid": True},
    )
    fields.update(over)
    return public(**fields)


def test_the_finished_table_names_the_winner_and_every_bid_the_rounds_are_on_the_score_sheet() -> None:
    text = content(finished())
    assert text.splitlines()[0] == "**4 Seasons · game over**"
    # In Profi the winner may have fewer points: the winner comes first, the others follow by points.
    assert "**Final standings**  1. alice 80 · 2. bob 81 · 3. carol 40 · 4. dave 20" in text
    assert "🏆 **alice** wins with 77+ points and a bid made in the last round" in text  # Profi
    assert (
        "**Last round's bids**  alice 🌱9 ❄️3 = 1 · bob ❄️4 ❄️5 = 0 · carol 🍂7 🌱4 = 4 · dave ☀️9 🍂2 = 5"
        in text
    )
    assert "Round 40" not in text  # a phone's screen: each round's points are on the Score sheet
    assert len(text) <= MAX_CONTENT


def test_the_finished_team_table_names_both_partners() -> None:
    text = content(
        finished(winners=[1, 3], options={"variant": "team", "bonus_bids": True, "butterfly_may_bid": True})
    )
    assert "🏆 **bob** and **dave** win as a team" in text


def test_names_cannot_restyle_the_table() -> None:
    from bot.render.base import TableContext

    ctx = TableContext(7, "4 Seasons", "cards", ("**al**", "bob", "carol", "@everyone"))
    text = UI.table_screen(ctx, public()).content
    assert "\\*\\*al\\*\\*" in text and "@everyone" not in text and "everyone" in text
