"""One term, one translation: the game words every Korean message uses the same way.

Quattro Exchange's terms are the seed rulebook's own (콰트로); the other games' are the usual Korean
card-game words. ``tests/bot/i18n/test_glossary.py`` holds every translation to this table: a message
whose English names a term (as a whole word, any case) must use its Korean term. ``where`` limits a term
to the messages of one place (a path prefix of the message's source), for words that mean something
else elsewhere ("open" is a Quattro Exchange action, and also what a host does to a table).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Term:
    english: str
    korean: str
    where: str = "bot/"


KOREAN: tuple[Term, ...] = (
    Term("trick", "트릭"),
    Term("tricks", "트릭"),
    Term("trump", "으뜸패"),
    Term("bid", "비드"),
    Term("bids", "비드"),
    Term("round", "라운드"),
    Term("score", "점수"),
    Term("scores", "점수"),
    Term("deck", "덱"),
    Term("rules", "규칙"),
    Term("lobby", "대기실"),
    Term("autopilot", "자동 진행"),
    Term("butterfly", "나비"),
    Term("mulligan", "멀리건", "bot/render/quattro_exchange"),
    Term("mulligans", "멀리건", "bot/render/quattro_exchange"),
    Term("exchange", "교환", "bot/render/quattro_exchange"),
    Term("stop", "스톱", "bot/render/quattro_exchange"),
    Term("virtual player", "가상 플레이어", "bot/render/quattro_exchange"),
    Term("virtual players", "가상 플레이어", "bot/render/quattro_exchange"),
    Term("Quattro", "콰트로", "bot/render/quattro_exchange"),
    Term("column", "열", "bot/render/quatorze"),
    Term("columns", "열", "bot/render/quatorze"),
    Term("wild colour", "와일드 색", "bot/render/quatorze"),
    Term("wild number", "와일드 숫자", "bot/render/quatorze"),
    Term("4 Seasons", "사계절", "bot/render/four_seasons"),
    Term("autumn", "가을", "bot/render/four_seasons"),
    Term("summer", "여름", "bot/render/four_seasons"),
    Term("spring", "봄", "bot/render/four_seasons"),
    Term("winter", "겨울", "bot/render/four_seasons"),
    Term("bonus", "보너스", "bot/render/four_seasons"),
    Term("Profi", "프로피", "bot/render/four_seasons"),
    Term("team", "팀", "bot/render/four_seasons"),
    Term("teams", "팀", "bot/render/four_seasons"),
    Term("dealer", "딜러", "bot/render/four_seasons"),
    Term("turn-up", "뒤집힌 카드", "bot/render/four_seasons"),
    Term("top card", "맨 위 카드", "bot/render/four_seasons"),
    Term("Worth", "숫자", "bot/render/four_seasons"),
    # Quatorze: the 14 card types (each also names its column), the seven colours and the game's words.
    Term("Ages of Man", "인간의 시대", "bot/render/quatorze"),
    Term("Colors", "무지개", "bot/render/quatorze"),  # Seven7s' "Colors of the Rainbow"; 색 is any colour
    Term("Days", "요일", "bot/render/quatorze"),
    Term("Deadly Sins", "대죄", "bot/render/quatorze"),
    Term("Holy Virtues", "미덕", "bot/render/quatorze"),
    Term("Lucky Gods", "칠복신", "bot/render/quatorze"),
    Term("Luminaries", "천체", "bot/render/quatorze"),
    Term("Notes", "음표", "bot/render/quatorze"),
    Term("Peaks", "봉우리", "bot/render/quatorze"),
    Term("Planes of Existence", "존재의 차원", "bot/render/quatorze"),
    Term("Queens", "여왕", "bot/render/quatorze"),
    Term("Sages", "현자", "bot/render/quatorze"),
    Term("Seas", "바다", "bot/render/quatorze"),
    Term("Wonders", "불가사의", "bot/render/quatorze"),
    Term("red", "빨강", "bot/render/quatorze"),
    Term("orange", "주황", "bot/render/quatorze"),
    Term("yellow", "노랑", "bot/render/quatorze"),
    Term("green", "초록", "bot/render/quatorze"),
    Term("blue", "파랑", "bot/render/quatorze"),
    Term("indigo", "남색", "bot/render/quatorze"),
    Term("violet", "보라", "bot/render/quatorze"),
    Term("anchor", "앵커", "bot/render/quatorze"),
    Term("anchors", "앵커", "bot/render/quatorze"),
    Term("power", "능력", "bot/render/quatorze"),
    Term("powers", "능력", "bot/render/quatorze"),
    Term("bonus card", "보너스 카드", "bot/render/quatorze"),
    Term("bonus cards", "보너스 카드", "bot/render/quatorze"),
    Term("wild card", "와일드 카드", "bot/render/quatorze"),
    Term("wild cards", "와일드 카드", "bot/render/quatorze"),
)
