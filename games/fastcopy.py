"""A fast copy-with-changes for the engines' frozen, slotted dataclass states.

Why: ``apply`` must return a new state, never mutate its input (docs/engine-contract.md): nearly every action
copies a 16-18 field state with one or a few fields changed. ``dataclasses.replace`` does that slowly: on
every call it walks ``fields()``, reads each unchanged field with ``getattr`` into a dict, then calls the
frozen ``__init__``, which sets each field through ``object.__setattr__`` (~4 µs for 18 fields, about 40%
of a card play in the profile of bench/HISTORY.md). ``fast_replace`` generates, once per class, a method
that reads the old slots and writes the new object's slots through their member descriptors: about 3x
faster, with exactly the same result.

Usage, the same spelling as a ``NamedTuple``'s ``_replace`` (Quattro Exchange's state)::

    @fast_replace
    @dataclass(frozen=True, slots=True)
    class State:
        ...

    new = state._replace(hands=hands, trick=trick)   # == dataclasses.replace(state, hands=..., trick=...)

What stays the same as ``dataclasses.replace``: the copy is an instance of the same class, equal to (and
hashing and printing like) what ``replace`` returns; the original is untouched; the copy is as frozen as
any instance (assigning an attribute still raises ``FrozenInstanceError``); an unknown field name or a
positional argument raises ``TypeError``. Nothing is validated or converted, as with ``replace`` (a
dataclass ``__init__`` validates nothing either). Classes for which a plain slot copy would *not* equal
``replace`` are refused when decorated: a ``__post_init__`` (``replace`` runs it), an ``init=False`` field
or an ``InitVar`` (``replace`` treats them specially), and a field that is not a slot. A subclass of a
decorated class inherits ``_replace`` but gets ``dataclasses.replace``'s behaviour (it may have more
fields), so the result always has the caller's class.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

METHOD = "_replace"
_PREFIX = "__fc_"  # every name of the generated code that is not a field starts with this


def replacer(cls: type[T]) -> Callable[..., T]:
    """The fast copy-with-changes function of ``cls`` (see the module docstring): ``f(obj, **changes)``.

    Raises ``TypeError`` when ``cls`` is not a slotted dataclass whose copy ``replace`` would make by
    copying its fields as they are."""
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise TypeError(f"{cls!r} is not a dataclass")
    name = cls.__qualname__
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{name} has __post_init__, which dataclasses.replace runs and a slot copy would not")
    initvar = getattr(dataclasses, "_FIELD_INITVAR", None)
    for pseudo in cls.__dataclass_fields__.values():  # type: ignore[attr-defined]
        if getattr(pseudo, "_field_type", None) is initvar:
            raise TypeError(f"{name}.{pseudo.name} is an InitVar, which dataclasses.replace treats specially")
    names = []
    setters: dict[str, Any] = {}
    for i, field in enumerate(dataclasses.fields(cls)):
        if not field.init:
            raise TypeError(f"{name}.{field.name} is init=False, which dataclasses.replace treats specially")
        if field.name.startswith(_PREFIX):
            raise TypeError(f"{name}.{field.name}: field names starting with {_PREFIX!r} are reserved")
        slot = getattr(cls, field.name, None)
        if not isinstance(slot, types.MemberDescriptorType):
            raise TypeError(f"{name}.{field.name} is not a slot: decorate with @dataclass(slots=True)")
        names.append(field.name)
        setters[f"__fc_set{i}"] = slot.__set__
    keywords = "".join(f", {n}=__fc_missing" for n in names)
    given = ", ".join(f"({n!r}, {n})" for n in names)
    lines = [
        f"def {METHOD}(__fc_self, /{', *' if names else ''}{keywords}):",
        "    if __fc_self.__class__ is not __fc_cls:",  # a subclass: let dataclasses.replace do it
        f"        __fc_changes = [{given}]",
        "        return __fc_replace(__fc_self, **{k: v for k, v in __fc_changes if v is not __fc_missing})",
        "    __fc_new = __fc_new_object(__fc_cls)",
        *(
            f"    __fc_set{i}(__fc_new, __fc_self.{n} if {n} is __fc_missing else {n})"
            for i, n in enumerate(names)
        ),
        "    return __fc_new",
    ]
    namespace: dict[str, Any] = {
        "__fc_cls": cls,
        "__fc_missing": _Missing(),
        "__fc_new_object": object.__new__,
        "__fc_replace": dataclasses.replace,
        **setters,
    }
    exec("\n".join(lines), namespace)  # the code is built above from validated field names only
    function = namespace[METHOD]
    function.__qualname__ = f"{name}.{METHOD}"
    if hasattr(function.__code__, "co_qualname"):  # error messages name the class: State._replace()
        function.__code__ = function.__code__.replace(co_qualname=function.__qualname__)
    function.__module__ = cls.__module__
    function.__doc__ = f"A copy of this {cls.__name__} with the given fields changed (games.fastcopy)."
    return function


def fast_replace(cls: type[T]) -> type[T]:
    """Class decorator: give a frozen, slotted dataclass the method ``_replace(**changes)``, a faster
    ``dataclasses.replace`` (see the module docstring). Put it above ``@dataclass(...)``."""
    function = replacer(cls)
    if METHOD in cls.__dict__:
        raise TypeError(f"{cls.__qualname__} already defines {METHOD}")
    setattr(cls, METHOD, function)
    return cls


class _Missing:
    """The default of every generated keyword parameter: "not given, keep the old value"."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<unchanged>"


def updater(cls: type[T]) -> Callable[..., T]:
    """``update(draft, **changes) -> draft``: set fields of a frozen, slotted dataclass instance in place.

    Why: an engine's ``apply`` that takes several steps (play a card, fire its power, end the turn) would
    otherwise copy the whole state at each step. With this, ``apply`` copies its input once (``_replace()``
    with no changes) and hands that *draft* to its steps, which update it in place: one copy per action
    whatever the steps, and the caller's state is never touched, so ``apply`` stays pure. Only for a draft
    the caller made itself and has not yet returned (a state anybody else holds must stay immutable).
    An unknown field name raises ``TypeError``, as ``_replace`` does."""
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise TypeError(f"{cls!r} is not a dataclass")
    setters: dict[str, Callable[[Any, Any], None]] = {}
    for field in dataclasses.fields(cls):
        slot = getattr(cls, field.name, None)
        if not isinstance(slot, types.MemberDescriptorType):
            raise TypeError(
                f"{cls.__qualname__}.{field.name} is not a slot: decorate with @dataclass(slots=True)"
            )
        setters[field.name] = slot.__set__

    def update(draft: T, /, **changes: Any) -> T:
        for name, value in changes.items():
            try:
                setter = setters[name]
            except KeyError:
                raise TypeError(f"{cls.__qualname__} has no field {name!r}") from None
            setter(draft, value)
        return draft

    update.__qualname__ = f"{cls.__qualname__}.update"
    update.__module__ = cls.__module__
    return update


def maker(cls: type[T]) -> Callable[..., T]:
    """``make(field, ...)``: build an instance of a frozen, slotted dataclass without its ``__init__``.

    Why: a frozen dataclass's ``__init__`` sets each field through ``object.__setattr__`` (~1 µs for an
    event of three fields); ``apply`` builds one or two events per action. This writes the new object's
    slots through their member descriptors (~0.3 µs): the same object the class would make (equal, same
    hash and repr, as frozen). The parameters are the fields in order, positional or by name, required
    as in the class: a field with a default value may be left out and gets that value. Refused, as by
    ``replacer``: a ``__post_init__``, an ``init=False`` field, an ``InitVar``, a field that is not a slot;
    and a ``default_factory`` (the generated function would not call it)."""
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise TypeError(f"{cls!r} is not a dataclass")
    replacer(cls)  # the same refusals: what a slot copy would not make the same way
    params = []
    setters: dict[str, Any] = {}
    for i, field in enumerate(dataclasses.fields(cls)):
        if field.default_factory is not dataclasses.MISSING:
            raise TypeError(
                f"{cls.__qualname__}.{field.name} has a default factory, which make() would not call"
            )
        if field.default is dataclasses.MISSING:
            params.append(field.name)
        else:
            setters[f"__fc_default{i}"] = field.default
            params.append(f"{field.name}=__fc_default{i}")
        setters[f"__fc_set{i}"] = getattr(cls, field.name).__set__
    names = [field.name for field in dataclasses.fields(cls)]
    lines = [
        f"def make({', '.join(params)}):",
        "    __fc_new = __fc_new_object(__fc_cls)",
        *(f"    __fc_set{i}(__fc_new, {n})" for i, n in enumerate(names)),
        "    return __fc_new",
    ]
    namespace: dict[str, Any] = {"__fc_cls": cls, "__fc_new_object": object.__new__, **setters}
    exec("\n".join(lines), namespace)  # the code is built above from validated field names only
    function = namespace["make"]
    function.__qualname__ = f"{cls.__qualname__}.make"
    function.__module__ = cls.__module__
    function.__doc__ = f"A new {cls.__name__}, built without its frozen __init__ (games.fastcopy.maker)."
    return function
