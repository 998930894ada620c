"""``python -m bench.sampler.report FILE [--top N] [--under FUNCTION]``: what ``sitecustomize.py`` sampled.

Each project function (a file under the repository, not in a virtualenv) gets its **inclusive** share
(samples with it anywhere on the stack, once per sample) and its **own** share (samples where it is the
innermost project function: the libraries it called are counted with it). ``--under path.py:name``
splits that function's samples by the frame just below it, project or library.
"""

from __future__ import annotations

import argparse
import collections
import pickle
from collections.abc import Iterable
from pathlib import Path

REPO = str(Path(__file__).resolve().parents[2]) + "/"
LIBRARIES = "<libraries only>"

Stacks = dict[tuple[tuple[str, int, str], ...], int]


def is_project(filename: str) -> bool:
    return filename.startswith(REPO) and "/.venv/" not in filename


def name_of(filename: str, function: str) -> str:
    """``bot/adapter/hands.py:show_hand`` for the repository's files, else the file's tail."""
    if is_project(filename):
        return f"{filename[len(REPO) :]}:{function}"
    return f"{filename.split('site-packages/')[-1]}:{function}"


def shares(stacks: Stacks) -> tuple[int, collections.Counter[str], collections.Counter[str]]:
    """The samples in all, and per project function its inclusive and its own samples."""
    inclusive: collections.Counter[str] = collections.Counter()
    own: collections.Counter[str] = collections.Counter()
    for stack, n in stacks.items():
        names = [name_of(f, fn) for f, _line, fn in stack if is_project(f)]  # innermost first
        for name in set(names):
            inclusive[name] += n
        own[names[0] if names else LIBRARIES] += n
    return sum(stacks.values()), inclusive, own


def under(stacks: Stacks, function: str) -> collections.Counter[str]:
    """``function``'s samples by the frame just below its outermost call ("<own>": itself)."""
    split: collections.Counter[str] = collections.Counter()
    for stack, n in stacks.items():
        names = [name_of(f, fn) for f, _line, fn in stack]
        if function not in names:
            continue
        outermost = len(names) - 1 - names[::-1].index(function)
        split[names[outermost - 1] if outermost else "<own>"] += n
    return split


def _lines(title: str, counts: Iterable[tuple[str, int]], total: int) -> list[str]:
    return [f"== {title}"] + [f"{100 * n / total:6.1f}%  {name}" for name, n in counts]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("file", type=Path)
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--under", metavar="FUNCTION", help="e.g. bot/adapter/hands.py:show_hand")
    args = parser.parse_args(argv)
    stacks: Stacks = pickle.loads(args.file.read_bytes())
    total, inclusive, own = shares(stacks)
    lines = [f"{total} samples"]
    if args.under:
        lines += _lines(f"under {args.under}", under(stacks, args.under).most_common(args.top), total)
    else:
        lines += _lines("inclusive", inclusive.most_common(args.top), total)
        lines += _lines("own (the innermost project function)", own.most_common(args.top), total)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
