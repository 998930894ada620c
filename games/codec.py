"""One exact JSON round trip for every game's immutable state, driven by the state's type hints.

Why: the table service stores the state after every action (``rules.dump``) and reads it back for the
next one (``rules.load``), so the text must give back an equal state, and a stored game must keep
loading after the code changes. Each game used to spell this out field by field; now a game declares its
state class, its format version, and only what the hints cannot say (``Hook``, ``upgrades``)::

    codec = StateCodec(State, game="quattro-tricks", version=FORMAT_VERSION)
    dump, load = codec.dump, codec.load

The stored format (unchanged from the hand-written codecs, so every stored game loads as before):

- the state: a JSON object of its fields by name plus ``"v"``, the format version; keys sorted, no spaces;
- a nested dataclass or ``NamedTuple``: a JSON array of its fields in declaration order;
- tuples (``tuple[X, ...]`` and fixed ``tuple[X, Y]``) as arrays; ``X | None`` as the value or null;
- a pydantic model (the table options) as ``model_dump(mode="json")``, read by ``model_validate``;
- an enum as its value; a frozenset as a sorted array; a ``dict`` as an object (int keys as strings);
- a type with a ``Hook`` (and its subclasses) as the hook writes it: an event as its own record.

A field with a default may be missing from a stored state (it was added later): it loads as its default.
A state of an older format version goes through ``upgrades[version]`` (the older data -> the current
data) before it is read; any other version raises ``ValueError``.

Speed: this is on the hot path of every stored action. Once per state class the hints are resolved and
Python source for a ``dump`` and a ``load`` function is generated (like ``games.fastcopy``), with one
expression per field: nothing is looked up per value at run time, and a value JSON already writes as it
is (an int, a tuple of strings, a ``NamedTuple`` of them) is passed through untouched.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel

T = TypeVar("T")

VERSION_KEY = "v"
_SCALARS = (int, str, bool, float, type(None))
_ENCODE = json.JSONEncoder(sort_keys=True, separators=(",", ":")).encode  # == json.dumps(..., same options)


@dataclass(frozen=True, slots=True)
class Hook:
    """How values of one type (and of its subclasses) are stored when their hints cannot say how: e.g. an
    event field typed as the base ``Event``, stored as a record naming its own kind."""

    dump: Callable[[Any], Any]
    load: Callable[[Any], Any]


class StateCodec(Generic[T]):
    """``dump(state) -> str`` and ``load(text) -> state`` for the frozen dataclass (or ``NamedTuple``)
    state class ``cls``: see the module docstring for the format."""

    def __init__(
        self,
        cls: type[T],
        *,
        game: str,
        version: int,
        upgrades: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]] | None = None,
        hooks: Mapping[type, Hook] | None = None,
    ) -> None:
        self.cls = cls
        self.game = game
        self.version = version
        self.upgrades = dict(upgrades or {})
        self.dump: Callable[[T], str]
        self.load: Callable[[str], T]
        compiler = _Compiler(dict(hooks or {}))
        self.dump, self.load = compiler.state(cls, version, self._upgrade)
        self.source = compiler.text  # the generated functions, for a reader (``print(codec.source)``)

    def _upgrade(self, data: dict[str, Any]) -> dict[str, Any]:
        """``data`` of another format version brought to the current one, or ``ValueError``."""
        version = data.get(VERSION_KEY)
        upgrade = self.upgrades.get(version) if type(version) is int else None  # not a bool
        if upgrade is None:
            raise ValueError(f"unsupported {self.game} state version {version!r}")
        return upgrade(data)


def record_fields(cls: type) -> list[tuple[str, Any, Any]]:
    """(name, resolved type hint, default or ``dataclasses.MISSING``) of each field of a dataclass or
    ``NamedTuple``, in declaration order. ``TypeError`` for any other class, or a field the class's
    ``__init__`` does not take positionally."""
    hints = typing.get_type_hints(cls)
    if dataclasses.is_dataclass(cls):
        for f in dataclasses.fields(cls):  # records are rebuilt from their fields, in order, positionally
            if not f.init or f.kw_only:
                raise TypeError(f"{cls.__qualname__}.{f.name}: init=False and kw_only fields are not stored")
        return [
            (
                f.name,
                hints[f.name],
                f.default if f.default_factory is dataclasses.MISSING else f.default_factory(),
            )
            for f in dataclasses.fields(cls)
        ]
    if issubclass(cls, tuple) and hasattr(cls, "_fields"):
        defaults = cls._field_defaults  # type: ignore[attr-defined]
        return [(name, hints[name], defaults.get(name, dataclasses.MISSING)) for name in cls._fields]  # type: ignore[attr-defined]
    raise TypeError(f"{cls.__qualname__} is neither a dataclass nor a NamedTuple")


class _Compiler:
    """Writes the source of the dump and load functions of one state class, then runs it once.

    ``*_expr(tp, v)`` is the expression converting the value of expression ``v`` of type ``tp`` (None when
    the value needs no conversion). A record held by a loop variable is written out inline (no call per
    record); one at a path, or inside itself, gets a helper function written once per class."""

    def __init__(self, hooks: dict[type, Hook]) -> None:
        self.hooks = hooks
        self.namespace: dict[str, Any] = {}
        self.source: list[str] = []
        self.helpers: dict[tuple[str, type], str | None] = {}
        self.expanding: set[type] = set()  # records being written out now (one inside itself: a helper)
        self.count = 0

    def name(self, value: Any, prefix: str) -> str:
        self.count += 1
        name = f"_{prefix}{self.count}"
        self.namespace[name] = value
        return name

    def var(self) -> str:
        self.count += 1
        return f"_x{self.count}"

    def state(self, cls: type, version: int, upgrade: Callable[[dict], dict]) -> tuple[Callable, Callable]:
        fields = record_fields(cls)
        if any(name == VERSION_KEY for name, _, _ in fields):
            raise TypeError(f"{cls.__qualname__}: the field name {VERSION_KEY!r} is the format version's key")
        items = [f"{VERSION_KEY!r}: {version!r}"]
        args = []
        for name, tp, default in fields:
            items.append(f"{name!r}: {self.dump_expr(tp, f'_s.{name}') or f'_s.{name}'}")
            value = f"_d[{name!r}]"
            arg = self.load_expr(tp, value) or value
            if default is not dataclasses.MISSING:
                arg = f"({arg} if {name!r} in _d else {self.name(default, 'default')})"
            args.append(arg)
        self.namespace.update(_encode=_ENCODE, _decode=json.JSONDecoder().decode, _upgrade=upgrade)
        self.namespace["_cls"] = cls
        self.source += [
            "def dump(_s):",
            f"    return _encode({{{', '.join(items)}}})",
            "def load(_text):",
            "    _d = _decode(_text)",
            f"    if _d.get({VERSION_KEY!r}) != {version!r}:",
            "        _d = _upgrade(_d)",
            f"    return _cls({', '.join(args)})",
        ]
        self.text = "\n".join(self.source)
        exec(self.text, self.namespace)  # built above from validated field names only
        dump, load = self.namespace["dump"], self.namespace["load"]
        for function in (dump, load):
            function.__qualname__ = f"{cls.__qualname__}.{function.__name__}"
            function.__module__ = cls.__module__
        return dump, load

    def dump_expr(self, tp: Any, v: str) -> str | None:
        return self._expr(tp, v, dumping=True)

    def load_expr(self, tp: Any, v: str) -> str | None:
        return self._expr(tp, v, dumping=False)

    def _expr(self, tp: Any, v: str, dumping: bool) -> str | None:  # one branch per kind of type
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if tp in _SCALARS or origin is typing.Literal:
            return None
        if origin in (typing.Union, types.UnionType):
            rest = [arg for arg in args if arg is not type(None)]
            w = v if v.isidentifier() else self.var()  # a path is read once, into w
            inner = [self._expr(arg, w, dumping) for arg in rest]
            if all(expr is None for expr in inner):
                return None
            if len(rest) == 1 and len(args) == 2:
                test = v if w == v else f"({w} := {v})"
                return f"(None if {test} is None else {inner[0]})"
            raise TypeError(f"cannot tell the members of {tp} apart in JSON")
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
            x = self.var()
            inner_expr = self._expr(args[0], x, dumping)
            if dumping:
                return None if inner_expr is None else f"[{inner_expr} for {x} in {v}]"
            return f"tuple({v})" if inner_expr is None else f"tuple([{inner_expr} for {x} in {v}])"
        if origin is tuple and args:
            parts = [self._expr(arg, f"{v}[{i}]", dumping) for i, arg in enumerate(args)]
            if all(part is None for part in parts):
                return None if dumping else f"tuple({v})"
            joined = ", ".join(part or f"{v}[{i}]" for i, part in enumerate(parts))
            return f"[{joined}]" if dumping else f"({joined},)"
        if origin in (frozenset, set):
            x = self.var()
            inner_expr = self._expr(args[0], x, dumping)
            items = v if inner_expr is None else f"[{inner_expr} for {x} in {v}]"
            return f"sorted({items})" if dumping else f"{origin.__name__}({items})"
        if origin in (dict, Mapping):
            return self._mapping(args, v, dumping)
        if isinstance(tp, type):
            return self._class(tp, v, dumping)
        raise TypeError(f"no JSON form for the type {tp!r}")

    def _mapping(self, args: tuple[Any, ...], v: str, dumping: bool) -> str:
        key_type, value_type = args
        k, x = self.var(), self.var()
        if key_type is str:
            key = k
        elif key_type is int:
            key = f"str({k})" if dumping else f"int({k})"
        else:
            raise TypeError(f"no JSON object key for {key_type!r}")
        value = self._expr(value_type, x, dumping) or x
        return f"{{{key}: {value} for {k}, {x} in {v}.items()}}"

    def _class(self, tp: type, v: str, dumping: bool) -> str | None:
        for base, hook in self.hooks.items():
            if issubclass(tp, base):
                return f"{self.name(hook.dump if dumping else hook.load, 'hook')}({v})"
        if issubclass(tp, enum.Enum):
            return f"{v}.value" if dumping else f"{self.name(tp, 'enum')}({v})"
        if issubclass(tp, BaseModel):
            return (
                f"{v}.model_dump(mode='json')" if dumping else f"{self.name(tp, 'model')}.model_validate({v})"
            )
        if v.isidentifier() and tp not in self.expanding:  # a loop variable: the record inline
            self.expanding.add(tp)
            try:
                return self._record(tp, v, dumping)
            finally:
                self.expanding.discard(tp)
        helper = self._record_helper(tp, dumping)
        return None if helper is None else f"{helper}({v})"

    def _record(self, cls: type, v: str, dumping: bool) -> str | None:
        """The expression converting the ``cls`` record ``v`` (None: a ``NamedTuple`` JSON writes as it
        is): an array of its fields in order, or the record built from one."""
        fields = record_fields(cls)
        if dumping:
            parts = [self._expr(tp, f"{v}.{field}", True) for field, tp, _ in fields]
            if issubclass(cls, tuple) and all(part is None for part in parts):
                return None
            names = [field for field, _, _ in fields]
            return f"[{', '.join(part or f'{v}.{name}' for part, name in zip(parts, names, strict=True))}]"
        kind = self.name(cls, "record")
        parts = [self._expr(tp, f"{v}[{i}]", False) for i, (_, tp, _) in enumerate(fields)]
        if all(part is None for part in parts):
            return f"{kind}(*{v})"
        return f"{kind}({', '.join(part or f'{v}[{i}]' for i, part in enumerate(parts))})"

    def _record_helper(self, cls: type, dumping: bool) -> str | None:
        """The name of a function converting one ``cls`` record, for a record at a path (not a loop
        variable) or inside itself: written once per class and direction (None: nothing to convert)."""
        key = ("dump" if dumping else "load", cls)
        if key not in self.helpers:
            name = self.helpers[key] = f"_{key[0]}_{cls.__name__}_{self.var()}"
            self.expanding.add(cls)
            try:
                body = self._record(cls, "_r", dumping)
            finally:
                self.expanding.discard(cls)
            if body is None:
                self.helpers[key] = None
            else:
                self.source += [f"def {name}(_r):", f"    return {body}"]
        return self.helpers[key]
