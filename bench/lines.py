"""How many lines an example game takes on today's kits, against issue 18's baseline and target.

Issue 18's first try at Oh Hell took 1,416 lines for the engine, the renderer and the bots (engine 682,
renderer 560, bots 174; physical lines as ``wc -l`` counts them); the target is at most 60% of that.
This counts an example game of ``tests/`` (a package with a ``plugin.py``: docs/adding-a-game.md) by the
checklist's layout of its files, every file of the package in exactly one group, so nothing is left out:

- engine: ``engine.py`` and the package's ``__init__.py`` (the module-level contract);
- renderer: ``render.py`` and ``pictures.py`` (the table UI and its look);
- bots: ``bot.py``;
- facts: ``facts.py`` (counted apart, as the baseline did not have it; it holds the hidden places that
  give the strong level, so the total with facts is printed too);
- registration, words, tests and anything else: counted apart.

``python -m bench.lines`` (every example game) or ``python -m bench.lines example_oh_hell``.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1] / "tests"
BASELINE = {"engine": 682, "renderer": 560, "bots": 174}  # issue 18's first Oh Hell, ``wc -l``
BASELINE_TOTAL = sum(BASELINE.values())  # 1,416
TARGET_SHARE = 0.60  # of the baseline, across engine, renderer and bots
GROUPS = {
    "__init__.py": "engine",
    "engine.py": "engine",
    "render.py": "renderer",
    "pictures.py": "renderer",
    "bot.py": "bots",
    "facts.py": "facts",
    "registration.py": "registration",
    "plugin.py": "registration",
    "ko.po": "words",
}
COUNTED = ("engine", "renderer", "bots")  # the baseline's three
ORDER = (*COUNTED, "facts", "registration", "words", "tests", "other")


@dataclass(frozen=True)
class Count:
    physical: int  # as ``wc -l``: newline characters
    non_blank: int


def count(path: Path) -> Count:
    text = path.read_text(encoding="utf-8")
    return Count(text.count("\n"), sum(1 for line in text.splitlines() if line.strip()))


def group_of(path: Path) -> str:
    if path.name in GROUPS:
        return GROUPS[path.name]
    return "tests" if path.name.startswith("test_") else "other"


def examples() -> list[str]:
    return sorted(plugin.parent.name for plugin in TESTS.glob("*/plugin.py"))


def measure(package: str) -> dict[str, dict[str, Count]]:
    """Group -> file name -> its count, for every file of the package (caches left out)."""
    groups: dict[str, dict[str, Count]] = {group: {} for group in ORDER}
    for path in sorted((TESTS / package).iterdir()):
        if path.is_file() and path.suffix in {".py", ".po"}:
            groups[group_of(path)][path.name] = count(path)
    return groups


def total(groups: dict[str, dict[str, Count]], names: tuple[str, ...]) -> Count:
    counts = [c for name in names for c in groups[name].values()]
    return Count(sum(c.physical for c in counts), sum(c.non_blank for c in counts))


def report(package: str) -> str:
    groups = measure(package)
    target = round(BASELINE_TOTAL * TARGET_SHARE)  # 850
    lines = [f"tests/{package}/  (physical lines as wc -l, then non-blank)"]
    for name in ORDER:
        if not groups[name]:
            continue
        sub = total(groups, (name,))
        files = ", ".join(f"{file} {c.physical}" for file, c in groups[name].items())
        base = f"  (baseline {BASELINE[name]})" if name in BASELINE else ""
        lines.append(f"  {name:<13}{sub.physical:>6}{sub.non_blank:>6}   {files}{base}")
    counted = total(groups, COUNTED)
    with_facts = total(groups, (*COUNTED, "facts"))
    for label, value in (("engine+renderer+bots", counted), ("  with facts", with_facts)):
        share = value.physical / BASELINE_TOTAL
        verdict = "within" if value.physical <= target else "OVER"
        lines.append(
            f"  {label:<22}{value.physical:>5} ({value.non_blank} non-blank) = {share:.0%} of "
            f"{BASELINE_TOTAL:,}: {verdict} the 60% target ({target})"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("packages", nargs="*", help="example game packages of tests/ (default: all)")
    args = parser.parse_args()
    print("\n\n".join(report(package) for package in args.packages or examples()))


if __name__ == "__main__":
    main()
