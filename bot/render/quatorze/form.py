"""A private form's parts and the draft language shared by the multi-step forms.

A *draft* is form state carried in a custom_id (``ui:draft:<draft>``), never kept on the server:
``<step>:<payload>`` where the step names the form (``p`` the card to play, ``n`` the Notes column,
``m`` the Planes source column, ``o`` the Wonders deck order so far). Anything after ``#`` is a tag that
only keeps custom_ids unique and is ignored (the kit's ``Form`` tags repeated disabled tails, and a
disabled button that only shows something carries ``OFF``). Drafts come from the client, so they are read
defensively: garbage renders the empty form with a notice, never an error.
"""

from __future__ import annotations

from bot.i18n import N_
from bot.render.kit.form import DRAFT, OFF, UNREADABLE, Form, chosen_button, untag
from bot.render.kit.form import FORM_CLOSED as CLOSED
from bot.render.screen import Button

STALE = N_("That choice is no longer possible — please choose again.")  # shown with _(STALE)


def tail(step: str, payload: str) -> str:
    return f"{DRAFT}{step}:{payload}"


def read(draft: str | None, step: str) -> tuple[str | None, str | None]:
    """(payload, notice) of a draft for the form ``step``: no draft → (None, None); a draft of another
    form → (None, CLOSED); unreadable → (None, UNREADABLE)."""
    text = untag(draft)
    if not text:
        return None, None
    found, sep, payload = text.partition(":")
    if not sep or found not in STEPS:
        return None, UNREADABLE
    if found != step:
        return None, CLOSED
    return payload, None


def picked_button(label: str) -> Button:
    """The first step's choice, made: shown chosen (green, ✓); a click takes it back (the form's first
    step again, the empty draft)."""
    return chosen_button(label, DRAFT)


STEPS = frozenset({"p", "n", "m", "o"})


__all__ = ["CLOSED", "DRAFT", "OFF", "STALE", "STEPS", "UNREADABLE", "Form", "untag"]
