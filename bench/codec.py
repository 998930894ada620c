"""How long a stored state's round trip takes: ``dump`` and ``load`` in µs per state, per game.

The table service dumps the new state at every stored action and loads it at every action it reads, so
this is on the hot path of play. The states are the mid-game and finished dumps of
``tests/fixtures/main_dumps`` (real games of every option variant). Best of ``--repeats``::

    python -m bench.codec [--repeats 15] [--loops 40] [--against /path/to/other/checkout]

``--against`` also times another checkout's ``dump``/``load`` in the same process, interleaved repeat by
repeat with this one (on a shared machine, separate runs differ more than the two versions): the module
defining each game's ``dump`` is loaded from that checkout's file of the same name, under another name.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from games import registry

FIXTURES = Path(__file__).parents[1] / "tests" / "fixtures" / "main_dumps"


def time_once(function: Callable[[Any], Any], items: list[Any], loops: int) -> float:
    start = time.perf_counter()
    for _ in range(loops):
        for item in items:
            function(item)
    return (time.perf_counter() - start) / (loops * len(items)) * 1e6


def other_codec(rules: Any, checkout: Path) -> tuple[Callable[[Any], str], Callable[[str], Any]]:
    """``dump`` and ``load`` of the same module in ``checkout``. Its imports resolve here, except the
    ``games`` modules that lack a name they define there: those are loaded from ``checkout`` too."""
    module_name = rules.dump.__module__
    here = Path(__file__).parents[1]
    differing = [
        name
        for name, module in list(sys.modules.items())
        if _differs(name, module, module_name, here, checkout)
    ]
    saved = {name: sys.modules[name] for name in differing}
    try:
        for name in differing:  # `from games import recent` reads the package's attribute, so set both
            other = _load(name, checkout / Path(saved[name].__file__).relative_to(here))
            sys.modules[name] = other
            parent, _, leaf = name.rpartition(".")
            setattr(sys.modules[parent], leaf, other)
        module = _load(module_name, checkout / (module_name.replace(".", "/") + ".py"))
    finally:
        for name, original in saved.items():
            sys.modules[name] = original
            parent, _, leaf = name.rpartition(".")
            setattr(sys.modules[parent], leaf, original)
    return module.dump, module.load


def _differs(name: str, module: Any, module_name: str, here: Path, checkout: Path) -> bool:
    """Whether the other checkout's version of ``module`` defines a top-level name this one lacks (then
    the other state module needs that version; a module with the same names stays shared, so classes
    such as ``games.base.Event`` keep one identity)."""
    path = getattr(module, "__file__", None)
    if not name.startswith("games.") or name == module_name or path is None:
        return False
    other = checkout / Path(path).relative_to(here)
    if not other.is_file() or other.read_text() == Path(path).read_text():
        return False
    names = set()
    for node in ast.parse(other.read_text()).body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
    return not all(hasattr(module, n) for n in names)


def _load(name: str, path: Path) -> Any:
    spec = importlib.util.spec_from_file_location(f"other_{name.replace('.', '_')}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses looks its class's module up while decorating
    spec.loader.exec_module(module)
    return module


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--loops", type=int, default=40)
    parser.add_argument("--against", type=Path, help="another checkout of Cardroom to compare with")
    args = parser.parse_args()
    print(f"{'game':<18}{'states':>7}{'':>8}{'dump µs':>10}{'load µs':>10}{'both µs':>10}")
    for game_id in registry.ids():
        rules = registry.get(game_id)
        texts = [s["state"] for s in json.loads((FIXTURES / f"{game_id}.json").read_text())["states"]]
        states = [rules.load(text) for text in texts]
        versions = {"this": (rules.dump, rules.load)}
        if args.against:
            versions["other"] = other_codec(rules, args.against)
            assert [versions["other"][0](s) for s in states] == texts, "the other checkout dumps otherwise"
        best = {(name, step): float("inf") for name in versions for step in ("dump", "load")}
        for _ in range(args.repeats):
            for name, (dump, load) in versions.items():
                best[name, "dump"] = min(best[name, "dump"], time_once(dump, states, args.loops))
                best[name, "load"] = min(best[name, "load"], time_once(load, texts, args.loops))
        for name in versions:
            dump_us, load_us = best[name, "dump"], best[name, "load"]
            label = game_id if name == "this" else ""
            both = dump_us + load_us
            print(f"{label:<18}{len(states):>7}{name:>8}{dump_us:>10.1f}{load_us:>10.1f}{both:>10.1f}")


if __name__ == "__main__":
    main()
