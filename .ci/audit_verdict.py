"""The verdict of .ci/audit from pip-audit's JSON reports: PASSED only when every dependency was audited.

    python3 .ci/audit_verdict.py LABEL REPORT [LABEL REPORT ...]

Each REPORT is the file ``pip-audit --format json --output REPORT`` wrote (missing or unreadable: that
audit did not happen; the log pip-audit printed beside it, ``REPORT`` with ``.log`` for ``.json``, is
quoted). pip-audit itself says "No known vulnerabilities found" when it skipped every package, as it
does where the package index serves no advisory data: that is no pass, and this says SKIPPED.

Exit status (documented in docs/security.md#dependencies and the README):
  0  PASSED   every dependency of every report was audited, and none has a known vulnerability
  1  FAILED   a known vulnerability (whatever else was skipped)
  3  SKIPPED  some or all dependencies were not audited, and none audited has a known vulnerability
Standard library only: it runs with the machine's python3 before any environment exists.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

PASSED, FAILED, SKIPPED = 0, 1, 3
# pip-audit's skip reason for the project itself (``pip install -e .``): not a dependency, never audited.
EDITABLE = "distribution marked as editable"


def _report(path: Path) -> list[dict[str, Any]] | None:
    """The report's dependencies, or None when pip-audit wrote no (readable) report."""
    try:
        dependencies = json.loads(path.read_text(encoding="utf-8"))["dependencies"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return dependencies if isinstance(dependencies, list) else None


def _last_log_line(report: Path) -> str:
    try:
        lines = report.with_suffix(".log").read_text(encoding="utf-8", errors="replace").strip().splitlines()
    except OSError:
        return ""
    return f" ({lines[-1].strip()})" if lines else ""


def verdict(reports: list[tuple[str, Path]]) -> tuple[int, list[str]]:
    """The exit status and the lines to print for these (label, report) pairs."""
    found: list[str] = []
    counts: list[str] = []
    missing: list[str] = []
    audited_all = bool(reports)
    for label, path in reports:
        dependencies = _report(path)
        if dependencies is None:
            missing.append(f"{label}: pip-audit wrote no report{_last_log_line(path)}")
            audited_all = False
            continue
        ours = [d for d in dependencies if d.get("skip_reason") != EDITABLE]
        audited = [d for d in ours if "skip_reason" not in d]
        for dependency in audited:
            for vuln in dependency.get("vulns") or ():
                aliases = ", ".join(vuln.get("aliases") or ())
                fixed = ", ".join(vuln.get("fix_versions") or ()) or "no fixed version yet"
                found.append(
                    f"  {label}: {dependency['name']} {dependency.get('version', '?')}: {vuln.get('id')}"
                    f"{f' ({aliases})' if aliases else ''}; fixed in {fixed}"
                )
        counts.append(f"{label}: {len(audited)} of {len(ours)}")
        audited_all = audited_all and bool(ours) and len(audited) == len(ours)
        if len(audited) < len(ours):
            skipped = next(d for d in ours if "skip_reason" in d)
            missing.append(f"{label}: e.g. {skipped['name']}: {skipped['skip_reason']}")
    audited_text = "; ".join(counts) or "nothing"
    if found:
        return FAILED, [
            f"dependency audit FAILED: {len(found)} known vulnerabilities (packages audited: {audited_text})",
            *found,
        ]
    if not audited_all:
        return SKIPPED, [
            f"dependency audit SKIPPED: not every dependency was audited (packages audited: {audited_text}), "
            "so this is no pass",
            *(f"  {line}" for line in missing),
        ]
    return PASSED, [f"dependency audit PASSED: no known vulnerabilities (packages audited: {audited_text})"]


def main(argv: list[str]) -> int:
    if not argv or len(argv) % 2:
        print("usage: audit_verdict.py LABEL REPORT [LABEL REPORT ...]", file=sys.stderr)
        return 2
    status, lines = verdict([(argv[i], Path(argv[i + 1])) for i in range(0, len(argv), 2)])
    print("\n".join(lines))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
