"""Mutable twins of frozen, slotted dataclasses: objects built with plain attribute stores.

Why: an engine's ``apply`` builds a new frozen state, and events, on every action. A frozen dataclass
refuses attribute stores, so ``games.fastcopy`` writes each slot through its member descriptor
(``slot.__set__(obj, value)``): a call through a method wrapper, ~750 machine instructions a field
(callgrind; a 17-field state copy ~13,000). A *twin* is a subclass with the very same slots that is not
frozen: ``twin.field = value`` is one specialised bytecode (~100 instructions). Once built, the object
is given the frozen class (``obj.__class__ = cls``, ~300 instructions, allowed because the two layouts
are the same) and is from then on exactly what the class would have made: the same type, equal, the
same hash and repr, frozen. bench/HISTORY.md ("Issue 18: Quatorze's step restructured") has the figures.

- ``drafter(cls) -> (thaw, freeze)``: ``thaw(obj)`` is a mutable copy of ``obj`` (a *draft*, an
  instance of the twin) whose fields a step sets as plain attributes; ``freeze(draft)`` makes it an
  instance of ``cls``, the draft itself, returned. A draft is private to the code that thawed it until
  frozen; once frozen it is an immutable value like any other.
- ``builder(cls)``: ``make(field, ...)`` as ``fastcopy.maker``, built through the twin.
- ``setter(cls, names)``: ``put(obj, value, ...)``, a copy of ``obj`` with the named fields set to the
  values (in that order), thawed, set and frozen in one call: ``replace(obj, **dict(zip(names, values)))``
  for a step that always changes the same few fields.

Refused, as by ``fastcopy.replacer``: a class whose instance a slot copy would not make the way its
``__init__`` does (``__post_init__``, ``init=False`` fields, ``InitVar``), or whose fields are not slots.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

from games.fastcopy import replacer

T = TypeVar("T")

_PREFIX = "__tw_"  # every name of the generated code that is not a field starts with this


def twin(cls: type) -> type:
    """The mutable class with ``cls``'s slots, whose instances may become ``cls``.

    It subclasses ``cls`` and adds no slot, so the layouts are the same; ``cls``'s (frozen)
    ``__setattr__`` is replaced by ``object``'s, so a store is a plain slot write. Being a subclass also
    makes the freeze cheap: CPython accepts ``draft.__class__ = cls`` on seeing ``cls`` as the twin's own
    layout base, without comparing the two classes' slot names one by one (~390 fewer machine
    instructions per freeze, bench/HISTORY.md "Issue 18: Quatorze, fewer calls")."""
    replacer(cls)  # refuses what a slot copy would build differently (and non-dataclasses)
    cached = _TWINS.get(cls)
    if cached is not None:
        return cached
    namespace: dict[str, Any] = {
        "__slots__": (),
        "__module__": cls.__module__,
        "__qualname__": f"{cls.__qualname__}.Draft",
        "__doc__": f"A {cls.__name__} being built: the same slots, not frozen (games.twins).",
        "__setattr__": object.__setattr__,
        "__delattr__": object.__delattr__,
    }
    made = type(f"{cls.__name__}Draft", (cls,), namespace)
    probe = object.__new__(made)
    try:
        probe.__class__ = cls  # the two layouts must be the same: this is checked by CPython
    except TypeError as error:
        raise TypeError(f"{cls.__qualname__}: no twin with the same layout ({error})") from None
    _TWINS[cls] = made
    return made


_TWINS: dict[type, type] = {}


def _names(cls: type) -> list[str]:
    return [field.name for field in dataclasses.fields(cls)]


def drafter(cls: type[T]) -> tuple[Callable[[T], Any], Callable[[Any], T]]:
    """``(thaw, freeze)`` for ``cls`` (see the module docstring)."""
    made = twin(cls)
    names = _names(cls)
    lines = [
        "def thaw(__tw_obj, /):",
        "    __tw_new = __tw_new_object(__tw_twin)",
        *(f"    __tw_new.{n} = __tw_obj.{n}" for n in names),
        "    return __tw_new",
        "def freeze(__tw_draft, /):",
        "    __tw_draft.__class__ = __tw_cls",
        "    return __tw_draft",
    ]
    namespace: dict[str, Any] = {"__tw_cls": cls, "__tw_twin": made, "__tw_new_object": object.__new__}
    exec("\n".join(lines), namespace)  # the code is built above from the dataclass's own field names only
    thaw, freeze = namespace["thaw"], namespace["freeze"]
    for function in (thaw, freeze):
        function.__qualname__ = f"{cls.__qualname__}.{function.__name__}"
        function.__module__ = cls.__module__
    return thaw, freeze


def builder(cls: type[T]) -> Callable[..., T]:
    """``make(field, ...)``: a new instance of ``cls`` built through its twin, as ``fastcopy.maker``
    builds it (the fields in order, positional or by name; a field with a default may be left out).
    Refused as by ``maker``: a ``default_factory`` (it would not be called)."""
    made = twin(cls)
    params = []
    defaults: dict[str, Any] = {}
    for i, field in enumerate(dataclasses.fields(cls)):
        if field.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__qualname__}.{field.name} has a default factory, which make() won't call")
        if field.default is dataclasses.MISSING:
            params.append(field.name)
        else:
            defaults[f"__tw_default{i}"] = field.default
            params.append(f"{field.name}=__tw_default{i}")
    lines = [
        f"def make({', '.join(params)}):",
        "    __tw_new = __tw_new_object(__tw_twin)",
        *(f"    __tw_new.{n} = {n}" for n in _names(cls)),
        "    __tw_new.__class__ = __tw_cls",
        "    return __tw_new",
    ]
    namespace: dict[str, Any] = {"__tw_cls": cls, "__tw_twin": made, "__tw_new_object": object.__new__}
    namespace.update(defaults)
    exec("\n".join(lines), namespace)  # the code is built above from the dataclass's own field names only
    function = namespace["make"]
    function.__qualname__ = f"{cls.__qualname__}.make"
    function.__module__ = cls.__module__
    function.__doc__ = f"A new {cls.__name__}, built through its mutable twin (games.twins.builder)."
    return function


def setter(cls: type[T], names: tuple[str, ...]) -> Callable[..., T]:
    """``put(obj, value, ...)``: a copy of ``obj`` with the fields ``names`` set to the values given in
    that order, the others copied, built through the twin and frozen (see the module docstring)."""
    made = twin(cls)
    fields = _names(cls)
    unknown = [name for name in names if name not in fields]
    if unknown or len(set(names)) != len(names) or not names:
        raise TypeError(f"{cls.__qualname__} has no distinct fields {names!r} to set")
    values = [f"__tw_v{i}" for i in range(len(names))]
    given = dict(zip(names, values, strict=True))
    lines = [
        f"def put(__tw_obj, {', '.join(values)}, /):",
        "    __tw_new = __tw_new_object(__tw_twin)",
        *(f"    __tw_new.{n} = {given.get(n, f'__tw_obj.{n}')}" for n in fields),
        "    __tw_new.__class__ = __tw_cls",
        "    return __tw_new",
    ]
    namespace: dict[str, Any] = {"__tw_cls": cls, "__tw_twin": made, "__tw_new_object": object.__new__}
    exec("\n".join(lines), namespace)  # the code is built above from the dataclass's own field names only
    function = namespace["put"]
    function.__qualname__ = f"{cls.__qualname__}.put_{'_'.join(names)}"
    function.__module__ = cls.__module__
    return function
