"""`fairagents run` and `fairagents reaggregate`, streaming, and resume after a real SIGKILL."""

from __future__ import annotations

import json
import os
import signal
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


def test_run_json_summary_has_each_proposal_beside_the_joint_outcome(tmp_path: Path) -> None:
    result = fairagents("run", TRIAGE, "--no-passages", "--json", "--out", str(tmp_path / "r"))
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["status"] == "finished" and summary["rounds"] == 3
    assert set(summary["agents"]) == {"rawlsian", "neutral"}
    # Rounds are numbered from 1, as the page and CSV number them; "round" is the files' index.
    assert [r["number"] for r in summary["rounds_detail"]] == [1, 2, 3]
    assert [r["round"] for r in summary["rounds_detail"]] == [0, 1, 2]
    for r in summary["rounds_detail"]:
        for who in [r["joint"], *r["agents"].values()]:
            assert {"pareto", "maximin_optimal", "usw_optimal", "rawls_optimal"} <= set(
                who["criteria"]
            )
    assert set(summary["order_bias"]) == {"rawlsian", "neutral"}


def test_overrides_reach_the_run_record(tmp_path: Path) -> None:
    out = tmp_path / "r"
    result = fairagents(
        "run",
        TRIAGE,
        "--no-passages",
        "--json",
        "--out",
        str(out),
        "--rounds",
        "2",
        "--rule",
        "copeland",
        "--seed",
        "5",
    )
    assert result.exit_code == 0, result.output
    record = json.loads((out / "run.json").read_text())
    scenario = record["scenario"]
    assert scenario["protocol"]["rounds"] == 2 and scenario["seed"] == 5
    assert scenario["rule"]["name"] == "copeland" and json.loads(result.stdout)["rounds"] == 2
    assert record["versions"]["fairagents"] and record["status"] == "finished"


def test_stream_prints_each_event_with_agent_and_round(tmp_path: Path) -> None:
    result = fairagents("run", TRIAGE, "--no-passages", "--stream", "--out", str(tmp_path / "r"))
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert any(line.startswith("round 1 · rawlsian · proposal") for line in lines)
    assert any(line.startswith("round 3 · rule · outcome · borda chooses") for line in lines)
    assert "joint decision:" in result.output


def test_reaggregate_shows_every_rule_on_the_final_ballots(tmp_path: Path) -> None:
    out = tmp_path / "r"
    assert fairagents("run", TRIAGE, "--no-passages", "--json", "--out", str(out)).exit_code == 0
    result = fairagents("reaggregate", str(out), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    rules = {row["rule"]: row for row in data["outcomes"]}
    assert data["round"] == 3 and {"borda", "copeland", "schulze", "utilitarian"} <= set(rules)
    outcome = json.loads((out / "outcome.json").read_text())["joint"]
    assert rules["borda"]["winners"] == outcome["winners"]
    assert rules["borda"]["choice"] == outcome["candidate"]  # the run's own tie-break, reproduced
    assert not {"stv", "sntv", "k_borda"} & set(rules)  # committee rules decide slates only
    first = json.loads(fairagents("reaggregate", str(out), "--json", "--round", "1").stdout)
    assert first["round"] == 1


def test_resume_of_a_finished_run_and_bad_run_dirs(tmp_path: Path) -> None:
    out = tmp_path / "r"
    first = fairagents("run", TRIAGE, "--no-passages", "--json", "--out", str(out))
    again = fairagents("run", "--resume", str(out), "--no-passages", "--json")
    assert (
        again.exit_code == 0
        and json.loads(again.stdout)["joint"] == json.loads(first.stdout)["joint"]
    )
    taken = fairagents("run", TRIAGE, "--no-passages", "--out", str(out))
    assert taken.exit_code == 2 and "already holds a run" in taken.output
    missing = fairagents("run", "--resume", str(tmp_path / "nowhere"))
    assert missing.exit_code == 2 and "not a run directory" in missing.output
    assert fairagents("reaggregate", str(tmp_path / "nowhere")).exit_code == 2


def _wait_for(path: Path, predicate: Any, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and predicate(path.read_text()):
            return
        time.sleep(0.05)
    raise AssertionError(f"{path} did not reach the expected state in {timeout} s")


def _in_round_two(text: str) -> bool:
    return any(
        json.loads(line).get("round") == 1 and json.loads(line)["kind"] == "ballot"
        for line in text.splitlines()
        if line.strip()
    )


def test_sigkill_mid_round_then_resume_loses_and_repeats_nothing(tmp_path: Path) -> None:
    script = str(ROOT / "tests" / "_slow_run.py")
    reference = tmp_path / "reference"
    subprocess.run([sys.executable, script, str(reference), "start", "0"], check=True, timeout=120)
    killed = tmp_path / "killed"
    process = subprocess.Popen([sys.executable, script, str(killed), "start", "0.4"])
    try:
        # kill once the first ballot of round 2 is checkpointed: the other is still in flight
        _wait_for(killed / "transcript.jsonl", _in_round_two)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        process.kill()
    assert json.loads((killed / "run.json").read_text())["status"] == "running"
    subprocess.run([sys.executable, script, str(killed), "resume", "0"], check=True, timeout=120)
    assert json.loads((killed / "run.json").read_text())["status"] == "finished"
    expected = (reference / "transcript.jsonl").read_text()
    assert (killed / "transcript.jsonl").read_text() == expected  # nothing lost, nothing twice
    kinds = [(e["kind"], e["round"], e["agent"]) for e in map(json.loads, expected.splitlines())]
    assert len(kinds) == len(set(kinds))


@pytest.fixture(scope="module")
def rag_cache(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A scratch index cache shared by the tests that retrieve from the real corpora."""
    return {**os.environ, "FAIRAGENTS_CACHE_DIR": str(tmp_path_factory.mktemp("rag-cache"))}


def test_cli_run_retrieves_and_cites_real_passages(
    tmp_path: Path, rag_cache: dict[str, str]
) -> None:
    out = tmp_path / "r"
    result = subprocess.run(
        [sys.executable, "-m", "fairagents", "run", TRIAGE, "--json", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
        env=rag_cache,
    )
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    retrieved = next(e for e in events if e["kind"] == "retrieval" and e["agent"] == "rawlsian")
    ids = [p["id"] for p in retrieved["passages"]]
    assert len(ids) == 2 and all(i.startswith("rawls-") for i in ids)
    proposal = next(e for e in events if e["kind"] == "proposal" and e["agent"] == "rawlsian")
    assert proposal["citations"] == ids and "As [rawls-" in proposal["argument"]


@pytest.mark.llm
def test_local_model_deliberation_killed_and_resumed_from_the_cli(
    tmp_path: Path, rag_cache: dict[str, str]
) -> None:
    out = tmp_path / "local"
    command = [
        sys.executable,
        "-m",
        "fairagents",
        "run",
        TRIAGE,
        "--model",
        "local",
        "--out",
        str(out),
        "--json",
    ]
    process = subprocess.Popen(
        command, cwd=ROOT, env=rag_cache, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        _wait_for(out / "transcript.jsonl", lambda t: '"kind": "ballot"' in t, timeout=400)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        process.kill()
    resumed = subprocess.run(
        [sys.executable, "-m", "fairagents", "run", "--resume", str(out), "--json"],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=ROOT,
        env=rag_cache,
    )
    assert resumed.returncode == 0, resumed.stderr
    summary = json.loads(resumed.stdout)
    assert summary["status"] == "finished" and summary["rounds"] == 3
    events = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    cast = [
        (e["kind"], e["round"], e["agent"]) for e in events if e["kind"] in ("ballot", "proposal")
    ]
    assert len(cast) == 12 and len(set(cast)) == 12  # 2 agents × 3 rounds × 2 phases, once each
    assert all(e["model"] == "smollm2" for e in events if e["kind"] == "ballot")


def test_an_unreachable_model_fails_fast_naming_the_url_and_cause(tmp_path: Path) -> None:
    started = time.monotonic()
    result = fairagents(
        "run",
        TRIAGE,
        "--no-passages",
        "--out",
        str(tmp_path / "r"),
        "--model",
        "openai-compatible:smollm2@http://127.0.0.1:9/v1",
    )
    assert result.exit_code == 1 and time.monotonic() - started < 30
    assert "http://127.0.0.1:9/v1" in result.output and "Connection refused" in result.output
    record = json.loads((tmp_path / "r" / "run.json").read_text())
    assert record["status"] == "failed" and "Connection refused" in record["error"]


def test_an_output_folder_that_cannot_be_made_is_one_line(tmp_path: Path) -> None:
    # A file in the way, a pseudo file system, a file as init's folder: exit 2, one clear line,
    # nothing written (issue 21: these were tracebacks).
    afile = tmp_path / "afile"
    afile.write_text("mine", encoding="utf-8")
    cases = [
        (("run", TRIAGE, "--no-passages", "--out", str(afile)), "is a file, not a folder"),
        (("run", TRIAGE, "--no-passages", "--out", "/proc/nope"), "cannot create this folder"),
        (("init", str(afile)), "is a file, not a folder"),
        (("experiment", "run", str(EXAMPLES / "sweeps" / "triage_600.yaml"), "--out",
          str(afile / "store.sqlite"), "--limit", "1"), "is a file, not a folder"),
    ]  # fmt: skip
    for args, message in cases:
        result = fairagents(*args)
        assert result.exit_code == 2, (args, result.output)
        assert message in result.output and "Traceback" not in result.output
    assert afile.read_text(encoding="utf-8") == "mine"


def test_a_refused_run_leaves_no_run_directory(tmp_path: Path) -> None:
    # The rule cannot decide this scenario, or the model file is missing: exit 2 before
    # anything is written, so the next run into the same folder starts afresh (issues 21, 22:
    # run.json said "running" and the next run was told to resume it).
    out = tmp_path / "x"
    refused = [
        ("run", "tourism", "--model", "scripted", "--rule", "pav", "--out", str(out)),
        ("run", TRIAGE, "--model", "local:/nonexistent.gguf", "--out", str(out)),
    ]
    for args in refused:
        result = fairagents(*args)
        assert result.exit_code == 2, result.output
        assert not out.exists()
    assert fairagents("run", TRIAGE, "--no-passages", "--out", str(out)).exit_code == 0
