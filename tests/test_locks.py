"""One writer at a time, with real processes: a held lock, a stale lock, two resumes of a
paused run with different answers, two resumes of a killed run, two identical sweeps.

Each holder is a separate process (an ``flock`` is per open file, so a lock held in this
process would not tell whether the kernel drops it when its process dies).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from fairagents.errors import LockedError
from fairagents.graph._run_directory import LOCK, hold_run, read_run, run_status
from fairagents.locks import hold, holder
from fairagents.reports._run_data import load_run

from .conftest import EXAMPLES, ROOT

ENV = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "HF_HUB_OFFLINE": "1"}
MARKET = str(EXAMPLES / "scenarios" / "market_council.yaml")
TRIAGE = str(EXAMPLES / "scenarios" / "triage.yaml")
HOST = socket.gethostname()

HOLDER = """
import sys, time
from fairagents.locks import hold
with hold(sys.argv[1], "test"):
    print("held", flush=True)
    time.sleep(120)
"""

SLOW_RESUME = """
import sys
sys.path.insert(0, sys.argv[3])
from tests._slow_run import models
from fairagents.errors import LockedError
from fairagents.graph.runner import resume_run
try:
    resume_run(sys.argv[1], model=models(float(sys.argv[2])))
except LockedError as exc:
    print(exc, file=sys.stderr)
    sys.exit(2)
"""


def cli(*args: str, cwd: Path | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "fairagents", *args],
        cwd=cwd,
        env=ENV,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(process: subprocess.Popen[str], timeout: float = 180) -> tuple[int, str]:
    _, err = process.communicate(timeout=timeout)
    return process.returncode, err


@contextmanager
def held_by_another_process(path: Path) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)], env=ENV, stdout=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == "held"
        yield process
    finally:
        process.kill()
        process.communicate()  # and close its pipe


def wait_for(check: Callable[[], bool], timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        time.sleep(0.05)


@pytest.fixture(scope="module")
def paused(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A market-council run paused on the residents' ballot."""
    out = tmp_path_factory.mktemp("paused") / "m"
    code, err = finish(cli("run", MARKET, "--out", str(out), "--no-passages"))
    assert code == 0, err
    assert read_run(out).status == "paused"
    return out


def copy_run(run_dir: Path, to: Path) -> Path:
    to.mkdir()
    for path in run_dir.iterdir():
        (to / path.name).write_bytes(path.read_bytes())
    return to


def residents_ballots(run_dir: Path) -> list[dict[str, object]]:
    events = [json.loads(line) for line in (run_dir / "transcript.jsonl").read_text().splitlines()]
    return [e for e in events if e["kind"] == "ballot" and e["agent"] == "residents"]


# -- the lock itself -------------------------------------------------------------------------------


def test_a_held_lock_names_its_owner_and_dies_with_its_process(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    with held_by_another_process(path) as process:
        owner = holder(path)
        assert owner is not None and (owner.pid, owner.host) == (process.pid, HOST)
        with (
            pytest.raises(LockedError, match=rf"pid {process.pid} on {HOST}") as caught,
            hold(path, "the thing"),
        ):
            pass
        assert "the thing is in use by" in str(caught.value)
        process.send_signal(signal.SIGKILL)
        process.wait()
    assert holder(path) is None  # the kernel dropped it with the process
    with hold(path, "the thing") as lock:  # taken over, from the owner the file still names
        assert lock.stale is not None and lock.stale.pid == process.pid
        with hold(path, "the thing") as again:  # nested in one process: no deadlock
            assert again.nested
    with hold(path, "the thing") as lock:
        assert lock.stale is None  # released cleanly


def test_resume_of_a_run_someone_holds_exits_2_naming_the_holder(
    paused: Path, tmp_path: Path
) -> None:
    run_dir = copy_run(paused, tmp_path / "m")
    answer = tmp_path / "a.json"
    answer.write_text('{"residents": {"ranking": "square > harbour"}}')
    before = (run_dir / "checkpoint.sqlite").read_bytes()
    with held_by_another_process(run_dir / LOCK) as process:
        for extra in ([], ["--answer", str(answer)]):
            code, err = finish(cli("run", "--resume", str(run_dir), "--no-passages", *extra))
            assert code == 2, err
            assert f"in use by pid {process.pid} on {HOST}" in err
            assert len(err.strip().splitlines()) == 1
    assert (run_dir / "checkpoint.sqlite").read_bytes() == before
    assert read_run(run_dir).status == "paused"


def test_a_stale_lock_is_taken_over_and_the_run_reads_interrupted(tmp_path: Path) -> None:
    run_dir = tmp_path / "killed"
    slow = ROOT / "tests" / "_slow_run.py"
    process = subprocess.Popen([sys.executable, str(slow), str(run_dir), "start", "0.3"], env=ENV)
    try:
        wait_for(lambda: (run_dir / "transcript.jsonl").is_file())
        assert holder(run_dir / LOCK) is not None
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    record = read_run(run_dir)
    assert record.status == "running"  # what the killed process last wrote
    assert run_status(run_dir, record) == "interrupted"
    page = load_run(run_dir)
    assert page.record.status == "interrupted"
    assert "running" not in (run_dir / "run.json").read_text().split('"status"')[0]
    with hold_run(run_dir) as lock:  # the next writer records it before it goes on
        assert lock.stale is not None and lock.stale.pid == process.pid
        record = read_run(run_dir)
        assert record.status == "interrupted"
        assert f"pid {process.pid}" in record.error
    code = subprocess.run(
        [sys.executable, "-c", SLOW_RESUME, str(run_dir), "0", str(ROOT)], env=ENV, timeout=180
    ).returncode
    assert code == 0
    assert read_run(run_dir).status == "finished"


# -- two writers at once ------------------------------------------------------------------------


def test_two_resumes_of_a_paused_run_with_different_answers_cast_one(
    paused: Path, tmp_path: Path
) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text('{"residents": {"ranking": "square > harbour > car_park"}}')
    b.write_text('{"residents": {"ranking": "harbour > car_park > square"}}')
    for trial in range(3):
        run_dir = copy_run(paused, tmp_path / f"m{trial}")
        first = cli("run", "--resume", str(run_dir), "--answer", str(a), "--no-passages")
        second = cli("run", "--resume", str(run_dir), "--answer", str(b), "--no-passages")
        results = {"a": finish(first), "b": finish(second)}
        codes = sorted(code for code, _ in results.values())
        assert codes == [0, 2], results
        winner = "a" if results["a"][0] == 0 else "b"
        loser_err = results["b" if winner == "a" else "a"][1]
        assert len(loser_err.strip().splitlines()) == 1
        # refused while the winner held the run, or after it moved on past the question
        assert "is in use by pid" in loser_err or "waits on: council" in loser_err, loser_err
        ballots = residents_ballots(run_dir)
        assert len(ballots) == 1  # nothing cast twice
        top = ballots[0]["ballot"]["ranking"][0]  # type: ignore[index]
        assert top == ("square" if winner == "a" else "harbour")
        outcome = json.loads((run_dir / "outcome.json").read_text())
        assert outcome["status"] == read_run(run_dir).status == "paused"  # now on the council


def test_two_resumes_of_a_killed_run_finish_it_once(tmp_path: Path) -> None:
    run_dir = tmp_path / "killed"
    slow = ROOT / "tests" / "_slow_run.py"
    process = subprocess.Popen([sys.executable, str(slow), str(run_dir), "start", "0.3"], env=ENV)
    try:
        wait_for(lambda: (run_dir / "transcript.jsonl").is_file())
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    resumes = [
        subprocess.Popen(
            [sys.executable, "-c", SLOW_RESUME, str(run_dir), "0.3", str(ROOT)],
            env=ENV,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    results = [finish(p) for p in resumes]
    assert sorted(code for code, _ in results) == [0, 2], results
    loser = next(err for code, err in results if code == 2)
    winner = next(p for p, (code, _) in zip(resumes, results, strict=True) if code == 0)
    assert f"in use by pid {winner.pid} on {HOST}" in loser
    assert read_run(run_dir).status == "finished"


SWEEP = """\
id: locks
scenarios: [{triage}]
seeds: [{seeds}]
"""


def test_two_identical_sweeps_into_one_store_run_each_run_once(tmp_path: Path) -> None:
    sweep = tmp_path / "s.yaml"
    sweep.write_text(SWEEP.format(triage=TRIAGE, seeds=", ".join(map(str, range(1, 13)))))
    store = tmp_path / "r.sqlite"
    args = ("experiment", "run", str(sweep), "--out", str(store), "--no-progress", "-w", "1")
    first = cli(*args)
    try:
        wait_for(lambda: holder(tmp_path / "r.sqlite.lock") is not None)
        code, err = finish(cli(*args))
    finally:
        first_code, first_err = finish(first)
    assert first_code == 0, first_err
    # Refused while the first holds the store; on a fast machine the first may have finished all
    # 12 runs before the second started (then it finds nothing to run). The refusal itself is
    # tested deterministically below (a store someone holds); here: nothing runs twice.
    if code == 2:
        assert f"the results store {store} is in use by pid {first.pid} on {HOST}" in err
    else:
        assert code == 0 and "0 to run" in err, err
    code, err = finish(cli(*args))  # once the first is done, a rerun has nothing left to do
    assert code == 0, err
    with sqlite3.connect(store) as db:
        rows = db.execute("SELECT status, attempts FROM runs").fetchall()
    assert len(rows) == 12
    assert {r for r in rows} == {("finished", 1)}  # nothing run twice


def test_a_sweep_into_a_store_someone_holds_exits_2(tmp_path: Path) -> None:
    sweep = tmp_path / "s.yaml"
    sweep.write_text(SWEEP.format(triage=TRIAGE, seeds="1"))
    store = tmp_path / "r.sqlite"
    with held_by_another_process(tmp_path / "r.sqlite.lock") as process:
        code, err = finish(cli("experiment", "run", str(sweep), "--out", str(store)))
        assert code == 2 and f"in use by pid {process.pid} on {HOST}" in err, err
        # readers take no lock
        assert finish(cli("experiment", "status", str(store)))[0] in (0, 2)
    assert not store.exists() or sqlite3.connect(store).execute("SELECT 1").fetchone()


def test_a_run_asking_on_its_terminal_holds_its_directory(tmp_path: Path) -> None:
    run_dir = tmp_path / "m"
    asking = subprocess.Popen(
        [sys.executable, "-m", "fairagents", "run", MARKET, "--out", str(run_dir), "--no-passages"],
        env=ENV,
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        wait_for(lambda: (run_dir / "questions.json").is_file())
        answer = tmp_path / "a.json"
        answer.write_text('{"residents": {"ranking": "harbour > square"}}')
        code, err = finish(cli("run", "--resume", str(run_dir), "--answer", str(answer)))
        assert code == 2 and f"in use by pid {asking.pid}" in err, err
        _, err = asking.communicate("square > harbour\nquiet streets\n", timeout=180)
    finally:
        asking.kill()
        asking.wait()
    assert asking.returncode == 0, err
    (ballot,) = residents_ballots(run_dir)
    assert ballot["ballot"]["ranking"][0] == "square"  # type: ignore[index]
