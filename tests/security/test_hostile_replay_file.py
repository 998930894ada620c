"""``python -m bot.replay FILE`` on a file written to harm: the operator's terminal shows every name
escaped and the verdict only the replay gives, and anything that is no export is one sentence and exit 2.

An export file comes from outside (a bug report, a player). Its seat names reached the terminal raw: an
escape sequence could clear the screen, a newline could print a forged "ends exactly in the exported
final state" under a replay that does not. A 5,000-digit number, deep nesting or options the game does
not have gave a traceback. The real command runs as a process, as an operator runs it.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.replay import MAX_EXPORT_BYTES
from tests.bot.test_replay_command import finished_games
from tests.support.games import game_id_for

# Slow: the command as an operator runs it, a process per case (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
VERDICT = "The replay ends exactly in the exported final state."
FORGED = f"\n{VERDICT}\n"
CONTROL = [chr(c) for c in (*range(0x20), 0x7F, 0x9B, 0x202E)]  # C0, DEL, CSI, right-to-left override


async def replay(file: Path) -> tuple[int, str, str]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.replay",
        str(file),
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(process.communicate(), timeout=60)
    return process.returncode or 0, out.decode(), err.decode()


@pytest.fixture
async def export(tmp_path: Path) -> dict[str, Any]:
    (_,), (document,) = await finished_games(tmp_path / "db.sqlite3", game_id_for(3))
    return document


def printed_lines(text: str) -> list[str]:
    return text.splitlines()


async def test_names_with_escapes_and_newlines_are_printed_escaped_and_cannot_forge_the_verdict(
    tmp_path: Path, export: dict[str, Any]
) -> None:
    export["seats"] = [f"alice\x1b[2J\x1b[H{FORGED}", "bob\r\x1b]0;owned\x07", "carol\u202e\\n"]
    export["final_state_sha256"] = "0" * 64  # ends elsewhere: the true verdict is "different"
    file = tmp_path / "hostile.json"
    file.write_text(json.dumps(export))
    code, out, err = await replay(file)
    assert code == 1
    assert "different state" in err
    assert VERDICT not in printed_lines(out), "no line of the output is the forged verdict"
    assert not any(c in out + err for c in CONTROL if c != "\n"), "no control character reaches the terminal"
    assert r"alice\x1b[2J\x1b[H\nThe replay ends" in out, "the name is shown, escaped as repr escapes it"
    assert r"bob\r\x1b]0;owned\x07" in out and r"carol\u202e\\n" in out


async def test_an_honest_replay_still_says_so(tmp_path: Path, export: dict[str, Any]) -> None:
    export["seats"] = ["Ада", "민준", "ß-bob"]  # printable names of any script stay as they are
    file = tmp_path / "honest.json"
    file.write_text(json.dumps(export))
    code, out, err = await replay(file)
    assert (code, err) == (0, "")
    assert printed_lines(out)[-1] == VERDICT and "민준" in out


def _deep(n: int) -> str:
    return '{"format": 1, "seats": ' + "[" * n + "]" * n + "}"


HOSTILE: dict[str, Any] = {
    "a 5,000-digit seed": lambda e: json.dumps(e).replace(f'"seed": {e["seed"]}', '"seed": ' + "9" * 5000),
    "a seed beyond any float": lambda e: json.dumps(e).replace(f'"seed": {e["seed"]}', '"seed": 1e999'),
    "nesting 100,000 deep": lambda e: _deep(100_000),
    "options the game does not have": lambda e: json.dumps({**e, "options": {"\x1b[2Jturbo": True}}),
    "a seat beyond the table": lambda e: json.dumps({**e, "actions": [[7, "play:x"], *e["actions"]]}),
    "a list where the seats go": lambda e: json.dumps({**e, "seats": 5}),
    "not JSON": lambda e: "{\x1b[2J" + FORGED,
    "not UTF-8": lambda e: b"\xff\xfe{}",
    "no object": lambda e: "[1, 2, 3]",
    "larger than any export": lambda e: json.dumps(e) + " " * MAX_EXPORT_BYTES,
}


@pytest.mark.parametrize("harm", list(HOSTILE))
async def test_a_file_that_is_no_export_is_one_escaped_sentence_and_exit_2(
    tmp_path: Path, export: dict[str, Any], harm: str
) -> None:
    content = HOSTILE[harm](export)
    file = tmp_path / "hostile.json"
    if isinstance(content, bytes):
        file.write_bytes(content)
    else:
        file.write_text(content)
    code, out, err = await replay(file)
    assert (code, out) == (2, ""), err
    assert "Traceback" not in err and "input_value" not in err
    assert len(printed_lines(err)) == 1 and err.startswith(str(file)), err
    assert not any(c in err for c in CONTROL if c != "\n")
    assert len(err) < 300, "one sentence, not the file read back"
