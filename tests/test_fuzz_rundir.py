"""Random truncations and byte flips of a run directory's files and of a results store: every
resume, sweep and status is either a clean error (exit 2, one line) or a correct resume — the
answer cast once, the run paused on its next question or finished — never a traceback.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner, Result

from fairagents._cli import app
from fairagents.graph._run_directory import read_run

from .conftest import EXAMPLES

runner = CliRunner()
MARKET = str(EXAMPLES / "scenarios" / "market_council.yaml")
TRIAGE = str(EXAMPLES / "scenarios" / "triage.yaml")
FUZZ = settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
RUN_FILES = ["checkpoint.sqlite", "run.json", "transcript.jsonl", "outcome.json", "questions.json"]


def clean(result: Result, allowed: tuple[int, ...] = (0, 2)) -> None:
    """Exit 0, or 2 with one line of error; never an escaped exception."""
    escaped = result.exception is not None and not isinstance(result.exception, SystemExit)
    assert not escaped, f"{result.output}\n{result.exception!r}"
    assert result.exit_code in allowed, result.output
    if result.exit_code == 2:
        lines = [line for line in result.output.splitlines() if line.strip()]
        assert (lines and lines[-1].startswith("error:")) or lines[0].startswith("error:")
        assert "Traceback" not in result.output


damages = st.one_of(
    st.tuples(st.just("truncate"), st.floats(0, 1), st.just(b"")),
    st.tuples(
        st.just("flip"),
        st.floats(0, 1),
        st.binary(min_size=1, max_size=16),
    ),
)


def damage(path: Path, how: tuple[str, float, bytes]) -> None:
    kind, where, junk = how
    data = bytearray(path.read_bytes())
    at = int(where * len(data))
    if kind == "truncate":
        del data[at:]
    else:
        data[at : at + len(junk)] = bytes(b ^ 0xA5 for b in junk)  # flipped, never equal
    path.write_bytes(bytes(data))


@pytest.fixture(scope="module")
def paused(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("fuzz") / "market"
    assert runner.invoke(app, ["run", MARKET, "--out", str(out), "--no-passages"]).exit_code == 0
    return out


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("store")
    sweep = root / "s.yaml"
    sweep.write_text(f"id: fuzz\nscenarios: [{TRIAGE}]\nseeds: [1, 2]\n")
    path = root / "r.sqlite"
    args = ["experiment", "run", str(sweep), "--out", str(path), "--no-progress", "-w", "1"]
    assert runner.invoke(app, args).exit_code == 0
    return sweep, path


@FUZZ
@given(target=st.sampled_from(RUN_FILES), how=damages)
def test_a_damaged_run_directory_resumes_correctly_or_says_why(
    paused: Path, tmp_path: Path, target: str, how: tuple[str, float, bytes]
) -> None:
    copy = tmp_path / "copy"
    if copy.exists():
        shutil.rmtree(copy)
    shutil.copytree(paused, copy)
    damage(copy / target, how)
    answer = tmp_path / "a.json"
    answer.write_text('{"residents": {"ranking": "square > harbour"}}')
    result = runner.invoke(
        app, ["run", "--resume", str(copy), "--no-passages", "--answer", str(answer)]
    )
    clean(result)
    if result.exit_code == 0:  # a correct resume: the answer cast once, the run moved on
        assert read_run(copy).status in ("paused", "finished")
        events = [json.loads(line) for line in (copy / "transcript.jsonl").read_text().splitlines()]
        ballots = [e for e in events if e["kind"] == "ballot" and e["agent"] == "residents"]
        assert len(ballots) == 1 and ballots[0]["ballot"]["ranking"][0] == "square"
    clean(runner.invoke(app, ["report", str(copy), "--out", str(tmp_path / "page.html")]))


@FUZZ
@given(how=damages)
def test_a_damaged_results_store_is_read_and_resumed_or_refused(
    store: tuple[Path, Path], tmp_path: Path, how: tuple[str, float, bytes]
) -> None:
    sweep, original = store
    path = tmp_path / "r.sqlite"
    shutil.copy(original, path)
    damage(path, how)
    clean(runner.invoke(app, ["experiment", "status", str(path)]))
    clean(runner.invoke(app, ["experiment", "table", str(path), "--no-stats"]))
    args = ["experiment", "run", str(sweep), "--out", str(path), "--no-progress", "-w", "1"]
    clean(runner.invoke(app, args))
