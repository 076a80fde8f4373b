"""`fairagents run --durability`: the choice reaches LangGraph, an unknown one is refused, and
what a run killed under ``exit`` promises on ``--resume``.

``exit`` writes the checkpoint once, when the run ends: a run SIGKILLed before its end has no
completed checkpoint and no transcript, so ``--resume`` runs it again from round 1 — for models
that answer alike (analytic, or this test's scripted ones), the same run, with nothing twice.
"""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from fairagents._cli import app

from .conftest import EXAMPLES, ROOT

TRIAGE = str(EXAMPLES / "scenarios" / "triage.yaml")
runner = CliRunner()


def fairagents(*args: str) -> Any:
    return runner.invoke(app, list(args))


def _checkpoints(run_dir: Path) -> int:
    conn = sqlite3.connect(run_dir / "checkpoint.sqlite")
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "checkpoints" not in tables:
            return 0
        return int(conn.execute("SELECT count(*) FROM checkpoints").fetchone()[0])
    finally:
        conn.close()


def test_the_durability_flag_reaches_langgraph(tmp_path: Path) -> None:
    written = {}
    for durability in ("async", "sync", "exit"):
        run_dir = tmp_path / durability
        result = fairagents(
            "run", TRIAGE, "--no-passages", "--model", "analytic", "--json",
            "--durability", durability, "--out", str(run_dir),
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        written[durability] = _checkpoints(run_dir)
        assert (run_dir / "outcome.json").read_bytes() == (
            tmp_path / "async" / "outcome.json"
        ).read_bytes()
    # async and sync checkpoint every step of the run; exit only its input and its end
    assert written["async"] == written["sync"] > 20
    assert written["exit"] <= 2


def test_an_unknown_durability_is_one_line_and_starts_nothing(tmp_path: Path) -> None:
    result = fairagents(
        "run", TRIAGE, "--no-passages", "--model", "analytic",
        "--durability", "often", "--out", str(tmp_path / "r"),
    )  # fmt: skip
    assert result.exit_code == 2
    assert "--durability 'often' is unknown; known: sync, async, exit" in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "r" / "run.json").exists()
    done = tmp_path / "done"
    assert fairagents("run", TRIAGE, "--no-passages", "--out", str(done)).exit_code == 0
    before = (done / "run.json").read_bytes()
    result = fairagents("run", "--resume", str(done), "--durability", "never")
    assert result.exit_code == 2 and "--durability 'never' is unknown" in result.output
    assert (done / "run.json").read_bytes() == before


@pytest.mark.parametrize("decision", ["vote", "concession"])
def test_sigkill_under_exit_then_resume_reruns_from_round_one_with_nothing_twice(
    tmp_path: Path, decision: str
) -> None:
    script = str(ROOT / "tests" / "_slow_run.py")
    reference = tmp_path / "reference"
    subprocess.run(
        [sys.executable, script, str(reference), "start", "0", decision, "exit"],
        check=True,
        timeout=120,
    )
    killed = tmp_path / "killed"
    process = subprocess.Popen(
        [sys.executable, script, str(killed), "start", "0.3", decision, "exit"]
    )
    try:
        deadline = time.monotonic() + 60
        while not _running(killed):
            assert time.monotonic() < deadline and process.poll() is None
            time.sleep(0.05)
        time.sleep(2.0)  # into the run: a 3-round run takes ≥ 5 s at 0.3 s a call
        assert process.poll() is None, "the run ended before it was killed"
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        process.kill()
    # What exit promises after a kill: no completed checkpoint, no transcript yet.
    assert json.loads((killed / "run.json").read_text())["status"] == "running"
    assert (
        not (killed / "transcript.jsonl").exists() or not (killed / "transcript.jsonl").read_text()
    )
    assert not (killed / "checkpoint.sqlite").exists() or _checkpoints(killed) == 0
    subprocess.run(
        [sys.executable, script, str(killed), "resume", "0", decision, "exit"],
        check=True,
        timeout=120,
    )
    assert json.loads((killed / "run.json").read_text())["status"] == "finished"
    expected = (reference / "transcript.jsonl").read_text()
    assert (killed / "transcript.jsonl").read_text() == expected  # run again whole, once
    casts = [
        (e["kind"], e["round"], e["agent"])
        for e in map(json.loads, expected.splitlines())
        if e["kind"] in ("proposal", "ballot")
    ]
    assert casts and len(casts) == len(set(casts))  # each agent's once a round
    for name in ("outcome.json", "fairness.json"):
        assert (killed / name).read_bytes() == (reference / name).read_bytes()


def _running(run_dir: Path) -> bool:
    try:
        return json.loads((run_dir / "run.json").read_text())["status"] == "running"
    except (OSError, ValueError, KeyError):
        return False
