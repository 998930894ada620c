"""Who is to act, as every game prints it: "⏳ alice and bob to bid" on the table, "Waiting for dave to
play." on a hand. Seats with the same task share one clause; the viewer may be called "you"."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.kit.form import Form
from bot.render.people import join, name

Prompt = Callable[[dict[str, Any], int], str]  # a game's ``turn_prompt``: the task after a name


def waiting_for(
    ctx: TableContext,
    view: dict[str, Any],
    prompt: Prompt,
    me: int | None = None,
) -> str:
    """``dave to play``; ``alice and bob to choose a card to open``; ``you to play`` for ``me``.

    ``prompt`` is the game's ``turn_prompt``, already in the current language."""
    clauses: dict[str, list[str]] = {}
    for seat in to_act(view):
        # i18n: the viewer among the seats to act ("alice and you to bid").
        clauses.setdefault(prompt(view, seat), []).append(_("you") if seat == me else name(ctx, seat))
    return " · ".join(_clause(join(who), task) for task, who in clauses.items())


def _clause(who: str, task: str) -> str:
    if not task.strip():
        return who
    # i18n: {who} are names ("alice and bob"), {task} the game's words for what they must do ("to bid").
    return _("{who} {task}", who=who, task=task)


def to_act(view: dict[str, Any]) -> Sequence[int]:
    return [s for s in view.get("to_act") or [] if isinstance(s, int)]


def waiting_line(text: str) -> str:
    """The hand's line while others decide."""
    # i18n: {text} is who must act and how ("dave to play · alice to bid").
    return _("Waiting for {text}.", text=text)


def turn_line(text: str) -> str:
    """The table's line: whose turn it is."""
    return f"⏳ {text}"


def waiting_form(ctx: TableContext, view: dict[str, Any], prompt: Prompt, lines: Sequence[str] = ()) -> Form:
    """The hand of a seat with nothing to decide now: ``lines`` and who the table waits for (when anyone).
    No button: an open hand is redrawn by itself when the seat's turn begins (bot/adapter/live_hands.py),
    and a player whose hand can no longer be redrawn is told by a turn ping or DM with Show my hand."""
    form = Form(lines=list(lines))
    add_waiting(form, ctx, view, prompt)
    return form


def add_waiting(form: Form, ctx: TableContext, view: dict[str, Any], prompt: Prompt) -> None:
    """Append "Waiting for …." to ``form`` while anyone is to act (none once the round is scored)."""
    if view.get("to_act"):
        form.lines.append(waiting_line(waiting_for(ctx, view, prompt)))


def table_turn(ctx: TableContext, view: dict[str, Any], prompt: Prompt) -> list[str]:
    """The table message's "⏳ …" line while anyone is to act, else nothing."""
    return [turn_line(waiting_for(ctx, view, prompt))] if view.get("to_act") else []
