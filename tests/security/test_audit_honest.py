"""``.ci/audit`` claims a pass only for an audit that happened.

pip-audit prints "No known vulnerabilities found" (and exits 0) when it skipped every package, as it does
where the package index serves no advisory data; ``.ci/audit`` printed that line as its verdict. Now it
reads pip-audit's JSON reports, of the installed environment and of requirements.lock: a run that
audited nothing, or not everything, says SKIPPED (exit 3, which .ci/run goes past: CI stays green
offline), a known vulnerability fails (exit 1), and only a whole clean audit passes (exit 0).

The reports in ``audit_reports/`` are pip-audit 2.10's JSON: the all-skipped ones recorded on the
project's machine, the others the same dependencies as pip-audit reports them once audited (one with
the published advisories of the setuptools a fresh Python 3.11 venv carries). The real ``.ci/audit``
script runs in a copy of the checkout whose ``.ci/.audit-venv/bin/pip-audit`` replays a report, as
pip-audit would have written it, so nothing is fetched.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REPORTS = Path(__file__).with_name("audit_reports")
PASSED, FAILED, SKIPPED = 0, 1, 3  # .ci/audit's documented exit statuses (docs/security.md#dependencies)

# Stands in for pip-audit: writes the report named by the environment where ``-o`` says, prints what
# pip-audit prints, and exits as pip-audit does (1 on a vulnerability, else 0; "No known
# vulnerabilities found" even when every dependency was skipped).
REPLAYING_PIP_AUDIT = """#!{python}
import json, os, sys
args = sys.argv[1:]
report = os.environ["AUDIT_LOCK_REPORT" if "-r" in args else "AUDIT_INSTALLED_REPORT"]
if not report:
    sys.exit("ConnectionError: HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded")
text = open(report).read()
if "-o" in args:
    open(args[args.index("-o") + 1], "w").write(text)
vulns = sum(len(d.get("vulns", [])) for d in json.loads(text)["dependencies"])
print(f"Found {{vulns}} known vulnerabilities" if vulns else "No known vulnerabilities found")
sys.exit(1 if vulns else 0)
"""


def run_audit(tmp_path: Path, installed: str, lock: str) -> tuple[int, str]:
    """``.ci/audit`` of this checkout's .venv, with pip-audit's reports ``installed`` and ``lock`` (file
    names in audit_reports/, or "" for a pip-audit that could not reach the advisory service)."""
    checkout = tmp_path / "checkout"
    (checkout / ".ci").mkdir(parents=True, exist_ok=True)
    for script in (ROOT / ".ci").iterdir():
        if script.is_file():
            shutil.copy2(script, checkout / ".ci" / script.name)
    shutil.copy2(ROOT / "requirements.lock", checkout / "requirements.lock")
    tool = checkout / ".ci" / ".audit-venv" / "bin" / "pip-audit"
    tool.parent.mkdir(parents=True, exist_ok=True)
    tool.write_text(REPLAYING_PIP_AUDIT.format(python=sys.executable))
    tool.chmod(0o755)
    env = {
        **os.environ,
        "AUDIT_INSTALLED_REPORT": str(REPORTS / installed) if installed else "",
        "AUDIT_LOCK_REPORT": str(REPORTS / lock) if lock else "",
    }
    venv = Path(sys.prefix)  # the environment running the tests: the project's .venv
    done = subprocess.run(
        ["bash", str(checkout / ".ci" / "audit"), str(venv)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return done.returncode, done.stdout + done.stderr


def test_an_audit_that_skipped_every_dependency_says_skipped_not_a_pass(tmp_path: Path) -> None:
    code, said = run_audit(tmp_path, "installed_all_skipped.json", "lock_all_skipped.json")
    assert code == SKIPPED, said
    assert said.startswith("dependency audit SKIPPED") and "installed (" in said and "0 of 47" in said
    assert "requirements.lock: 0 of 31" in said
    assert "No known vulnerabilities found" not in said and "PASSED" not in said


def test_an_audit_of_the_environment_alone_is_no_pass_while_the_lock_was_skipped(tmp_path: Path) -> None:
    code, said = run_audit(tmp_path, "installed_clean.json", "lock_all_skipped.json")
    assert code == SKIPPED, said
    assert "requirements.lock: 0 of 31" in said and "PASSED" not in said


def test_an_unreachable_advisory_service_says_skipped(tmp_path: Path) -> None:
    code, said = run_audit(tmp_path, "", "")
    assert code == SKIPPED, said
    assert "pip-audit wrote no report" in said and "Max retries exceeded" in said


def test_a_known_vulnerability_fails_and_names_the_package_and_advisory(tmp_path: Path) -> None:
    code, said = run_audit(tmp_path, "installed_vulnerable.json", "lock_all_skipped.json")
    assert code == FAILED, said
    assert said.startswith("dependency audit FAILED: 2 known vulnerabilities")
    assert "setuptools 65.5.0: PYSEC-2022-43012 (CVE-2022-40897); fixed in 65.5.1" in said


def test_a_whole_clean_audit_passes(tmp_path: Path) -> None:
    code, said = run_audit(tmp_path, "installed_clean.json", "lock_clean.json")
    assert code == PASSED, said
    audited = f"installed ({Path(sys.prefix)}): 47 of 47; requirements.lock: 31 of 31"
    assert said.strip() == f"dependency audit PASSED: no known vulnerabilities (packages audited: {audited})"
