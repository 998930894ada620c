"""Every generator of recorded files takes ``--game ID`` (repeatable) and writes that game's files only
(docs/adding-a-game.md): the stored-state fixtures (``tests.fixtures.generate``), the golden screens'
digests (``tests.bot.render.golden_screens``) and the golden pictures (``tests.bot.pictures.regenerate``).
Each writes into a temporary folder here (``--into``): for a production game in this process, for every
example game in a process of its own (its id registers it there, never here), and what it writes is the
game's recorded files, byte for byte, or for fixtures states the stored-state tests accept.

This file names no game (it is a shared test: it reads them from the registry and the examples)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from games import registry
from tests.bot.pictures import regenerate
from tests.bot.render import golden_screens
from tests.fixtures import generate
from tests.support import examples
from tests.support.games import shortest_game

ROOT = Path(__file__).resolve().parents[1]
GENERATORS = {  # module -> the arguments that make it write into a folder
    "tests.fixtures.generate": ("--note", "a test"),
    "tests.bot.render.golden_screens": ("--write",),
    "tests.bot.pictures.regenerate": (),
}


def written(folder: Path) -> list[str]:
    return sorted(path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file())


def pictures_of(game_id: str) -> list[str]:
    """The game's golden picture files (``<id>-<step>-...png``: an id that is another's prefix is not it)."""
    mine = re.compile(rf"{re.escape(game_id)}-\d+-")
    return sorted(path.name for path in regenerate.GOLDEN.glob("*.png") if mine.match(path.name))


def test_the_fixtures_of_one_game_are_its_two_files_of_mid_game_states_that_load_and_dump_the_same(
    tmp_path: Path,
) -> None:
    game_id = shortest_game().id
    rules = registry.get(game_id)
    generate.main(["--game", game_id, "--into", str(tmp_path / "first")])
    generate.main(["--game", game_id, "--into", str(tmp_path / "again")])
    assert written(tmp_path / "first") == [f"main_dumps/{game_id}.json", f"stored_states/{game_id}.json"]
    for kind in generate.KINDS:
        text = (tmp_path / "first" / kind / f"{game_id}.json").read_text()
        assert (
            text == (tmp_path / "again" / kind / f"{game_id}.json").read_text()
        )  # the same code, the same file
        stored = json.loads(text)
        assert set(stored) == {"generated_from", "states"}
        assert {json.dumps(s["options"]) for s in stored["states"]} != {"{}"}  # more than the defaults
        for s in stored["states"]:
            assert set(s) == {"players", "options", "seed", "actions_played", "state"}
            assert rules.dump(rules.load(s["state"])) == s["state"]
    mid_game = json.loads((tmp_path / "first" / "stored_states" / f"{game_id}.json").read_text())["states"]
    assert all(rules.to_act(rules.load(s["state"])) for s in mid_game)


def test_the_fixture_generator_keeps_a_games_stored_states_unless_told_to_replace_them(
    tmp_path: Path,
) -> None:
    game_id = shortest_game().id
    kept = tmp_path / "stored_states" / f"{game_id}.json"
    kept.parent.mkdir()
    kept.write_text("written by the first release")
    generate.main(["--game", game_id, "--into", str(tmp_path)])
    assert kept.read_text() == "written by the first release"
    generate.main(["--game", game_id, "--into", str(tmp_path), "--replace"])
    assert json.loads(kept.read_text())["states"]


def test_the_golden_screens_of_one_game_are_its_digest_alone(tmp_path: Path) -> None:
    game_id = shortest_game().id
    golden_screens.main(["--write", "--game", game_id, "--into", str(tmp_path)])
    assert written(tmp_path) == [f"{game_id}.json"]
    assert (tmp_path / f"{game_id}.json").read_bytes() == (
        golden_screens.DIGESTS / f"{game_id}.json"
    ).read_bytes()


def test_the_golden_pictures_of_one_game_are_its_files_alone_drawn_as_recorded(tmp_path: Path) -> None:
    game_id = shortest_game().id
    regenerate.main(["--game", game_id, "--into", str(tmp_path)])
    assert written(tmp_path) == pictures_of(game_id)
    for name in written(tmp_path):
        assert (tmp_path / name).read_bytes() == (regenerate.GOLDEN / name).read_bytes()


@pytest.mark.slow  # a process of its own per case, a few seeded whole games in it
@pytest.mark.parametrize("package", examples.packages())
@pytest.mark.parametrize("module", sorted(GENERATORS))
def test_an_example_game_asked_by_id_gets_its_files_alone(module: str, package: str, tmp_path: Path) -> None:
    game_id = examples.example_id(package)
    run = subprocess.run(
        [sys.executable, "-m", module, "--game", game_id, "--into", str(tmp_path), *GENERATORS[module]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,  # a few seeded games of a small example
    )
    assert run.returncode == 0, run.stderr[-2000:]
    files = written(tmp_path)
    assert files and all(Path(name).name.startswith(game_id) for name in files)
    if module == "tests.bot.render.golden_screens":
        assert files == [f"{game_id}.json"]
        assert (tmp_path / files[0]).read_bytes() == (golden_screens.DIGESTS / files[0]).read_bytes()
    if module == "tests.bot.pictures.regenerate":
        assert files == pictures_of(game_id)


def test_the_picture_regenerator_asks_which_games_before_drawing_any(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        regenerate.main(["--into", str(tmp_path)])
    assert written(tmp_path) == []


@pytest.mark.parametrize("module", sorted(GENERATORS))
def test_an_unknown_game_is_refused_by_name_and_nothing_is_written(module: str, tmp_path: Path) -> None:
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            module,
            "--game",
            "no-such-game",
            "--into",
            str(tmp_path),
            *GENERATORS[module],
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode != 0
    assert "unknown game no-such-game" in run.stderr and shortest_game().id in run.stderr
    assert written(tmp_path) == []
