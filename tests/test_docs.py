"""Every document the repository names is in the repository: a clone of Cardroom alone has no dangling
reference.

Two rules, over every tracked text file:

* nothing points outside the repository at the old shared documents (the design and UX notes, the rules
  and seeds folders beside the checkout): what a maintainer needs is in ``docs/``;
* every ``docs/<path>.md`` named anywhere, and every relative ``.md`` link inside a Markdown file, names a
  file that exists, and an ``#anchor`` after it names one of that file's headings.
"""

from __future__ import annotations

import re
import subprocess
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BINARY_SUFFIXES = {
    ".png",
    ".jpg",
    ".jpeg",
    ".gif",
    ".webp",
    ".ttf",
    ".otf",
    ".woff",
    ".woff2",
    ".mo",
    ".gz",
    ".zip",
}
SKIPPED_DIRS = {".git", ".venv", "node_modules", "__pycache__", ".mypy_cache", ".ruff_cache"}

# Spelled in pieces so that this file does not match its own rule.
OUTSIDE = re.compile(
    "|".join(
        (
            re.escape("../" + "shared"),
            r"\bDESIGN" + re.escape(".md"),
            r"\bDESIGN §",
            r"\bUX" + re.escape(".md"),
            r"\bshared/(?:rules|notes|seeds)/",
        )
    )
)
# docs/views-example.md, docs/rules/example.md#33-decisions; stops at characters a path never has
DOCS_MENTION = re.compile(r"(?<![\w/.-])docs/(?P<path>[\w./-]+?\.md)(?:#(?P<anchor>[\w-]+))?")
# [text](views-example.md#anchor) inside a Markdown file: relative to that file
MARKDOWN_LINK = re.compile(r"\]\((?P<target>(?![a-z]+:)[^)#\s]*\.md)?(?:#(?P<anchor>[^)\s]+))?\)")
HEADING = re.compile(r"^#{1,6}\s+(?P<title>.+?)\s*#*\s*$", re.MULTILINE)


def tracked_files() -> list[Path]:
    """The files git tracks (a clone's content); every file under the root when git is not there."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True, text=True
        ).stdout.split("\0")
        paths = [ROOT / name for name in listed if name]
    except (OSError, subprocess.CalledProcessError):
        paths = [p for p in ROOT.rglob("*") if not SKIPPED_DIRS & set(p.relative_to(ROOT).parts)]
    # This file is left out: its examples name missing documents on purpose.
    here = Path(__file__).resolve()
    return sorted(
        p for p in paths if p.is_file() and p.suffix.lower() not in BINARY_SUFFIXES and p.resolve() != here
    )


def read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return None


def slug(title: str) -> str:
    """The anchor a Markdown heading gets (GitHub's rule): lower case, punctuation dropped, spaces to
    hyphens."""
    text = re.sub(r"[^\w\- ]", "", title.strip().lower())
    return text.replace(" ", "-")


@cache
def anchors(path: Path) -> frozenset[str]:
    return frozenset(slug(m["title"]) for m in HEADING.finditer(read(path) or ""))


def dangling(path: Path, text: str) -> list[str]:
    """Every reference in ``text`` (the content of ``path``) that names a missing doc or heading."""
    found: list[str] = []
    mentions = DOCS_MENTION.finditer(text) if "docs/" in text else ()
    targets: list[tuple[str, Path, str | None]] = [
        (m[0], ROOT / "docs" / m["path"], m["anchor"]) for m in mentions
    ]
    if path.suffix == ".md":
        for m in MARKDOWN_LINK.finditer(text):
            target = (path.parent / m["target"]) if m["target"] else path
            if m["target"] or m["anchor"]:
                targets.append((m[0], target.resolve(), m["anchor"]))
    for shown, target, anchor in targets:
        if not target.is_file():
            found.append(f"{shown}: no such file")
        elif anchor and target.suffix == ".md" and anchor not in anchors(target):
            found.append(f"{shown}: no heading #{anchor} in {target.relative_to(ROOT)}")
    return found


def references(files: list[Path]) -> dict[str, list[str]]:
    """Per file, what it names that a clone does not hold."""
    problems: dict[str, list[str]] = {}
    for path in files:
        text = read(path)
        if text is None:
            continue
        suspect = any(word in text for word in ("shared", "DESIGN", "UX"))  # a cheap test first
        lines = [f"outside the repository: {m[0]!r}" for m in OUTSIDE.finditer(text)] if suspect else []
        lines += dangling(path, text)
        if lines:
            problems[str(path.relative_to(ROOT))] = lines
    return problems


def test_the_scan_reads_the_repository() -> None:
    files = tracked_files()
    assert ROOT / "README.md" in files
    assert ROOT / "docs" / "architecture.md" in files or not (ROOT / ".git").exists()


def test_no_document_names_a_file_outside_the_repository_or_a_missing_doc() -> None:
    assert references(tracked_files()) == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("see docs/engine-contract.md", []),
        ("see docs/engine-contract.md#stored-states", []),
        ("see docs/no-such-page.md", ["docs/no-such-page.md: no such file"]),
        (
            "see docs/ux.md#nowhere",
            ["docs/ux.md#nowhere: no heading #nowhere in docs/ux.md"],
        ),
    ],
)
def test_a_docs_reference_is_checked_file_and_heading(text: str, expected: list[str]) -> None:
    assert dangling(ROOT / "games" / "example.py", text) == expected


def test_a_relative_markdown_link_is_checked_from_its_own_folder() -> None:
    page = ROOT / "docs" / "rules" / "example.md"
    assert dangling(page, "[contract](../engine-contract.md#actions)") == []
    assert dangling(page, "[contract](engine-contract.md)") == ["](engine-contract.md): no such file"]
    assert dangling(page, "[site](https://example.org/page.md)") == []


def test_a_mention_of_the_old_shared_documents_is_refused(tmp_path: Path) -> None:
    names = (
        "../" + "shared/rules/example.md",
        "DESIGN" + ".md §2",
        "DESIGN" + " §2",
        "UX" + '.md "Card tokens"',
    )
    for name in names:
        page = tmp_path / "page.py"
        page.write_text(f'"""Rules: {name}."""\n', encoding="utf-8")
        assert OUTSIDE.search(page.read_text(encoding="utf-8")), name


@pytest.mark.parametrize(
    ("title", "anchor"),
    [
        ("## 3.3 Decisions", "33-decisions"),
        ("## Stored states (`dump` / `load`)", "stored-states-dump--load"),
        ("### b) Secret bids", "b-secret-bids"),
    ],
)
def test_headings_get_the_anchors_a_reader_links_to(title: str, anchor: str) -> None:
    assert slug(HEADING.match(title)["title"]) == anchor  # type: ignore[index]
