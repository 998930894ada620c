"""What a private form contributes to the hand screen, and the drafts it reads.

A *draft* is form state carried in a custom_id (``ui:draft:<draft>``); it comes from the client, so it is
read defensively: garbage renders the plain screen with a notice, never an error. Anything after ``#``
is a tag that only keeps custom_ids unique and is ignored (the kit's ``Form`` adds one automatically to a
repeated disabled button). Drafts of 4 Seasons:

- ``b:<cards>[@<top>]`` — the bid form: the chosen bid cards in card order, and the top card when the
  player picked one (``b:R2,G3,R9@G3``); ``b:`` is the empty form;
- ``reveal?`` — confirm revealing a top card that cannot beat the best revealed card;
- ``bf`` — leading the butterfly: choose the season it names.
"""

from __future__ import annotations

from bot.render.kit.form import BACK, DRAFT, FORM_CLOSED, UNREADABLE, Form, untag

BID_DRAFT = "b:"
REVEAL_DRAFT = "reveal?"
BUTTERFLY_DRAFT = "bf"
FIRST_ROUND = 1  # explanations are printed in round 1; later rounds have them behind the "?" button

__all__ = [
    "BACK",
    "BID_DRAFT",
    "BUTTERFLY_DRAFT",
    "DRAFT",
    "FIRST_ROUND",
    "FORM_CLOSED",
    "REVEAL_DRAFT",
    "UNREADABLE",
    "Form",
    "untag",
]
