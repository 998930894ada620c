"""The public happenings of the last turns, kept in a game's state so the public view can carry them.

Why: a turn's public facts (a power's public result, an exchange, a stop) used to live only in channel
lines; the table message now shows them ("Last: …") and must still show them after a restart, so they
belong to the stored state. Events are public by contract (a game's events never carry a hidden card);
the views still leave out any card that sits in a hand now (``public_records(hidden=…)``).

A turn is the run of actions of one seat with the automatic events that followed them; a game keeps the
last few turns (``keep``: one full go-round but the reader's own turn is enough for everyone to catch up).
States hold the event objects themselves (cheap in ``apply``, which bots call thousands of times per
decision); ``dump`` and the views turn them into plain records, ``load`` back into events.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from games.base import Event
from games.codec import Hook

Turn = tuple[int, tuple[Event, ...]]  # (seat, its public events in order)


def remember(recent: tuple[Turn, ...], seat: int, events: Sequence[Event], keep: int) -> tuple[Turn, ...]:
    """``recent`` after ``seat`` acted with ``events``: the same seat's run goes on, another seat's
    starts a new turn; only the last ``keep`` turns stay."""
    if recent and recent[-1][0] == seat:
        return (*recent[:-1], (seat, (*recent[-1][1], *events)))
    return (*recent, (seat, tuple(events)))[-max(keep, 1) :]


def record(event: Event, hidden: Collection[str] = ()) -> dict[str, Any]:
    """A JSON-ready record of an event: ``kind`` and its fields (tuples as lists); a string field naming
    a card in ``hidden`` becomes None."""
    data: dict[str, Any] = {"kind": event.kind}
    for field in dataclasses.fields(event):  # type: ignore[arg-type]
        data[field.name] = _plain(getattr(event, field.name), hidden)
    return data


def public_records(recent: Iterable[Turn], hidden: Collection[str] = ()) -> list[dict[str, Any]]:
    """The view's ``last_turns``: ``[{"seat": int, "events": [record, …]}, …]``, oldest first."""
    return [{"seat": seat, "events": [record(e, hidden) for e in events]} for seat, events in recent]


def load_turns(data: Iterable[Any], classes: Mapping[str, type[Event]]) -> tuple[Turn, ...]:
    """Turns from ``[[seat, [record, …]], …]``; ``classes`` maps each event ``kind`` to its class."""
    return tuple((seat, tuple(event_of(r, classes) for r in records)) for seat, records in data)


def from_view(view: Mapping[str, Any], classes: Mapping[str, type[Event]]) -> tuple[Turn, ...]:
    """The turns of a view's ``last_turns`` (the bots' samplers rebuild a state from a view)."""
    return load_turns(([t["seat"], t["events"]] for t in view.get("last_turns") or []), classes)


def event_of(data: Mapping[str, Any], classes: Mapping[str, type[Event]]) -> Event:
    """An event rebuilt from its record (lists as tuples again). Raises KeyError for an unknown kind."""
    cls = classes[data["kind"]]
    return cls(**{k: _tuples(v) for k, v in data.items() if k != "kind"})


def kinds(module: Any) -> dict[str, type[Event]]:
    """Every event class of an events module, by ``kind``."""
    found = {}
    for value in vars(module).values():
        if isinstance(value, type) and issubclass(value, Event) and value is not Event:
            kind = getattr(value, "kind", None)
            if isinstance(kind, str):
                found[kind] = value
    return found


def _plain(value: Any, hidden: Collection[str]) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v, hidden) for v in value]
    if isinstance(value, str) and value in hidden:
        return None
    return value


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def hook(classes: Mapping[str, type[Event]]) -> Hook:
    """How a state stores the events it keeps (``games.codec``): each as its ``record``, read back as the
    class of its kind in ``classes``."""
    return Hook(dump=record, load=lambda data: event_of(data, classes))
