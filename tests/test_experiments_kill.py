"""A sweep killed with SIGKILL resumes with no lost and no duplicate results (a real kill of the
real command), and its worker processes do not outlive it."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from .conftest import EXAMPLES

SWEEP = str(EXAMPLES / "sweeps" / "triage_600.yaml")
RUNS = 120
SUBJECTS_PER_RUN = 3 * 3  # two agents and the joint outcome, three rounds


def command(out: Path) -> list[str]:
    return [sys.executable, "-m", "fairagents", "experiment", "run", SWEEP, "--out", str(out),
            "--limit", str(RUNS), "--workers", "2", "--no-progress"]  # fmt: skip


def query(path: Path, sql: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def finished(path: Path) -> int:
    if not path.exists():
        return 0
    try:
        return int(query(path, "SELECT COUNT(*) FROM runs")[0][0])
    except sqlite3.OperationalError:  # the schema is being created
        return 0


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie child of ours is dead for this purpose; ours are reaped by the test's Popen.
    status = Path(f"/proc/{pid}/status")
    return not (status.exists() and "State:\tZ" in status.read_text())


def results(path: Path) -> dict[str, tuple[Any, ...]]:
    runs = query(path, "SELECT run_id, status, joint, stop, rounds FROM runs")
    subjects = query(
        path,
        "SELECT run_id, round, who, candidate, criteria, utilitarian, gini FROM subjects "
        "ORDER BY run_id, seq",
    )
    out: dict[str, tuple[Any, ...]] = {r[0]: (r[1:], []) for r in runs}
    for s in subjects:
        out[s[0]][1].append(s[1:])
    return {k: (v[0], tuple(v[1])) for k, v in out.items()}


def test_sigkill_mid_sweep_then_rerun_loses_and_repeats_nothing(tmp_path: Path) -> None:
    reference = tmp_path / "reference.sqlite"
    subprocess.run(command(reference), check=True, timeout=300, capture_output=True)

    store = tmp_path / "killed.sqlite"
    log = tmp_path / "killed.log"
    with log.open("w") as stderr:
        process = subprocess.Popen(command(store), stdout=subprocess.DEVNULL, stderr=stderr)
        deadline = time.monotonic() + 240
        while finished(store) < RUNS // 4:
            assert process.poll() is None, log.read_text()
            assert time.monotonic() < deadline, "the sweep did not get going"
            time.sleep(0.02)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL

    # Whatever was recorded at the kill is whole: each run with all its subjects.
    before = results(store)
    assert RUNS // 4 <= len(before) < RUNS
    assert all(len(subjects) == SUBJECTS_PER_RUN for _, subjects in before.values())
    assert query(store, "PRAGMA integrity_check") == [("ok",)]
    # The workers notice that their sweep is gone and exit.
    workers = {int(w.split(":")[1]) for (w,) in query(store, "SELECT DISTINCT worker FROM runs")}
    assert workers
    deadline = time.monotonic() + 15
    while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(alive(pid) for pid in workers)

    resumed = subprocess.run(command(store), timeout=300, capture_output=True, text=True)
    assert resumed.returncode == 0, resumed.stderr
    assert f"{len(before)} already done" in resumed.stderr
    after = results(store)
    assert after == results(reference)  # nothing lost, nothing different
    assert len(after) == RUNS
    assert query(store, "SELECT COUNT(*), COUNT(DISTINCT run_id) FROM runs") == [(RUNS, RUNS)]
    assert query(store, "SELECT COUNT(*) FROM subjects") == [(RUNS * SUBJECTS_PER_RUN,)]
    # The runs finished before the kill were not run again.
    attempts = dict(query(store, "SELECT run_id, attempts FROM runs"))
    assert {attempts[r] for r in before} == {1}
