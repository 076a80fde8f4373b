"""Where commands write (``run --out``, ``experiment run --out``, ``experiment export -o``,
``experiment table --csv``, ``report --out`` / ``--csv``) is checked before any work, by one
helper (:func:`fairagents.validation.output_path`): a file in the way, ``..`` after a file or a
missing folder, a folder where a file goes, a name too long — one line, exit 2, nothing run.
Before, a name too long ended ``run`` and ``experiment run`` in a traceback, and the others
were said only after the work (a sweep's cases generated, a store read)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.errors import InputError
from fairagents.validation import output_path

from .conftest import EXAMPLES

runner = CliRunner()
SCENARIO = EXAMPLES / "scenarios" / "triage.yaml"
SWEEP = EXAMPLES / "sweeps" / "budgets.yaml"
LONG = "x" * 300  # longer than a file name may be


@pytest.fixture
def place(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder holding a file ``afile`` and a folder ``adir``, as the working directory."""
    (tmp_path / "afile").write_text("not a folder", encoding="utf-8")
    (tmp_path / "adir").mkdir()
    monkeypatch.chdir(tmp_path)
    return tmp_path


def commands(out: str) -> list[list[str]]:
    """Every command that writes where it is told, told ``out``."""
    run = ["run", str(SCENARIO), "--model", "analytic", "--no-passages", "--rounds", "1"]
    return [
        [*run, "--out", out],
        ["experiment", "run", str(SWEEP), "--no-progress", "--out", out],
        ["experiment", "export", "afile", "--output", out],
        ["experiment", "table", "afile", "--csv", out],
        ["report", "adir", "--out", out],
        ["report", "adir", "--csv", out],
    ]


CASES = [
    ("afile/../x", "afile is a file, not a folder"),
    ("afile/x", "afile is a file, not a folder"),
    ("missing/../x", "`..` after missing, which is not a folder"),
    (f"{LONG}/x", "cannot be used (File name too long)"),
    (LONG, "File name too long"),
]


@pytest.mark.parametrize(("out", "message"), CASES)
@pytest.mark.parametrize("command", range(6))
def test_a_bad_out_is_one_line_before_any_work(
    place: Path, out: str, message: str, command: int
) -> None:
    args = commands(out)[command]
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    (line,) = result.stderr.splitlines()
    assert line.startswith("error: ") and message in line, line
    assert "cases kept" not in result.output  # a sweep generated nothing
    assert sorted(p.name for p in place.iterdir()) == ["adir", "afile"]  # nothing written


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["run", str(SCENARIO), "--out", "afile"], "--out afile is a file, not a folder"),
        (["experiment", "run", str(SWEEP), "--out", "adir"], "--out adir: a folder; name a file"),
        (["report", "adir", "--out", "adir"], "--out adir: a folder; name a file"),
        (["report", "adir", "--csv", "afile"], "--csv afile is a file, not a folder"),
        (["experiment", "table", "afile", "--csv", "adir"], "--csv adir: a folder; name a file"),
    ],
)
def test_a_file_where_a_folder_goes_and_a_folder_where_a_file_goes(
    place: Path, args: list[str], message: str
) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and message in result.stderr, result.output


def test_the_helper_accepts_what_can_be_written_and_returns_it_as_given(place: Path) -> None:
    assert output_path("adir/new/page.html") == Path("adir/new/page.html")
    assert output_path("adir/../adir/x.csv") == Path("adir/../adir/x.csv")  # `..` after a folder
    assert output_path("adir", folder=True) == Path("adir")
    assert output_path("afile") == Path("afile")  # a file to replace
    with pytest.raises(InputError, match=r"cannot be used \(embedded null byte\)"):
        output_path("a\x00b")


def test_an_unwritable_folder_is_said(place: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    # Tests may run as root, for whom every folder is writable: the check itself is asked.
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path).name != "adir")
    with pytest.raises(InputError, match=r"--out adir/x\.csv: cannot write in .*adir"):
        output_path("adir/x.csv")
