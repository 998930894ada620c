"""What a private form contributes to the hand screen, and the drafts it reads.

A *draft* is form state carried in a custom_id (``ui:draft:<draft>``); it comes from the client, so it is
read defensively: garbage renders the plain screen with a notice, never an error. Anything after ``#``
is a tag that only keeps custom_ids unique and is ignored. Drafts of 4 Seasons:

- ``b:<cards>[@<top>]`` — the bid form: the chosen bid cards in card order, and the top card when the
  player picked one (``b:R2,G3,R9@G3``); ``b:`` is the empty form;
- ``reveal?`` — confirm revealing a top card that cannot beat the best revealed card;
- ``bf`` — leading the butterfly: choose the season it names.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.render.screen import Button, Row

DRAFT = "ui:draft:"
BID_DRAFT = "b:"
REVEAL_DRAFT = "reveal?"
BUTTERFLY_DRAFT = "bf"
UNREADABLE = "That form state could not be read — please choose again."
FORM_CLOSED = "That form is closed — here is your hand now."
REFRESH = Button(label="Refresh", action="ui:hand", emoji="🔄")
BACK = Button(label="Back", action="ui:hand")


@dataclass
class Form:
    lines: list[str] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)


def untag(draft: str | None) -> str:
    return (draft or "").partition("#")[0]
