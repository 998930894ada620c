"""/rules and the lobby: the table's options in words, and the option fields as lobby selects."""

from __future__ import annotations

import games.four_seasons as fs
from bot.render.four_seasons import UI
from bot.render.four_seasons.turn import turn_prompt
from bot.render.lobby import MAX_OPTION_SELECTS, option_selects
from tests.bot.render.four_seasons_views import bidding_view, bonus_view, public


def test_options_summary() -> None:
    assert UI.options_summary(fs.Options()) == "standard · bonus bids · 🦋 never a bid card"
    assert UI.options_summary(fs.Options(butterfly_may_bid=True)) == (
        "standard · bonus bids · 🦋 bids as trump (house rule)"
    )
    assert UI.options_summary(fs.Options(variant="profi", bonus_bids=False, butterfly_may_bid=False)) == (
        "Profi (77 and a made bid) · no bonus bids · 🦋 never a bid card"
    )
    assert UI.options_summary({"variant": "team"}) == "teams (partners opposite) · 🦋 never a bid card"


def test_rules_text_follows_the_options() -> None:
    text = UI.rules_text(fs.Options())
    assert "**4 Seasons**" in text and "🍂 3, ☀️ 2, 🌱 1, ❄️ 0" in text and "**BONUS bid**" in text
    assert "**Profi**" not in text and "**Teams**" not in text
    assert "**Profi**" in UI.rules_text(fs.Options(variant="profi"))
    team = UI.rules_text(fs.Options(variant="team"))
    assert "**Teams**" in team and "**BONUS bid**" not in team
    assert "**No bonus bids**" in UI.rules_text(fs.Options(bonus_bids=False))
    default = UI.rules_text(fs.Options())
    assert "🦋 has no season, so it can't be a bid card (the standard rule)" in default
    assert "house rule *Butterfly as a bid card*" in default  # the host learns the option exists
    house = UI.rules_text(fs.Options(butterfly_may_bid=True))
    assert "**House rule: butterfly as a bid card**" in house and "it counts as the trump season" in house
    assert "10 of trump, so it beats every card" in house and "can't be a bid card" not in house
    assert len(UI.rules_text(fs.Options(variant="profi"))) < 2000


def test_every_option_is_a_lobby_select_with_a_title_labels_and_short_hints() -> None:
    selects = option_selects(fs.Options())
    assert len(fs.Options.model_fields) <= MAX_OPTION_SELECTS == len(selects) + 1
    assert [s.placeholder for s in selects] == ["Variant", "Bonus bids", "Butterfly as a bid card"]
    variant = selects[0]
    assert [(o.value, o.label) for o in variant.options] == [
        ("standard", "Variant: standard"),
        ("profi", "Variant: Profi"),
        ("team", "Variant: teams (4 players)"),
    ]
    for select in selects:
        for option in select.options:
            assert option.description and len(option.description) <= 100


def test_the_lobby_says_what_the_butterfly_house_rule_does() -> None:
    butterfly = option_selects(fs.Options())[2]
    off, on = butterfly.options
    assert (off.value, off.label, off.default) == ("false", "Butterfly as a bid card: not allowed", True)
    assert off.description == "The butterfly has no season, so it can't be a bid card."
    assert (on.value, on.label, on.default) == (
        "true",
        "Butterfly as a bid card: allowed (house rule)",
        False,
    )
    assert (
        on.description
        == "🦋 bids as the trump season; revealed for a BONUS it is a 10 of trump, so it beats every card."
    )
    assert [o.default for o in option_selects(fs.Options(butterfly_may_bid=True))[2].options] == [False, True]


def test_turn_prompts() -> None:
    assert turn_prompt(bidding_view(), 1) == "to choose 2 bid cards"
    assert turn_prompt(bidding_view(), 0) == ""
    assert turn_prompt(bonus_view(3), 3) == "to reveal their top bid card or pass"
    assert turn_prompt(public(), 3) == "to play"
    assert turn_prompt(public(trick=[]), 3) == "to lead trick 4"
