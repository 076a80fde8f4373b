"""A resume continues only the run its files describe: run.json, the checkpoint and the
transcript must belong together, a checkpoint that is missing, empty or damaged is an error
(never a silent rerun from round 1), ``--restart`` starts over explicitly; and the messages
of issue 21 — answer files, stop conditions, an empty transcript, a damaged results store, bad
input to a served graph — each name what is wrong, in one line, exit 2.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
import yaml
from langgraph.checkpoint.memory import InMemorySaver
from typer.testing import CliRunner, Result

from fairagents._cli import app
from fairagents.errors import InputError, ScenarioError
from fairagents.graph._run_directory import read_run
from fairagents.graph._state import checkpoint_serde
from fairagents.graph.serving import served_graph
from fairagents.reports._run_data import load_run
from fairagents.scenarios import parse_scenario

from .conftest import EXAMPLES

runner = CliRunner()
MARKET = str(EXAMPLES / "scenarios" / "market_council.yaml")
TRIAGE = str(EXAMPLES / "scenarios" / "triage.yaml")


def fairagents(*args: str) -> Result:
    result = runner.invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result


def refused(result: Result, *needles: str) -> str:
    """The one-line error of a command that exited 2."""
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.strip().splitlines() if line.strip()]
    text = " ".join(line.strip() for line in lines)
    assert text.startswith("error:"), result.output
    for needle in needles:
        assert needle in text, text
    return text


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A market-council run paused on the residents, and a finished triage run."""
    root = tmp_path_factory.mktemp("runs")
    market, triage = root / "market", root / "triage"
    assert runner.invoke(app, ["run", MARKET, "--out", str(market), "--no-passages"]).exit_code == 0
    assert runner.invoke(app, ["run", TRIAGE, "--out", str(triage), "--no-passages"]).exit_code == 0
    assert read_run(market).status == "paused" and read_run(triage).status == "finished"
    return {"market": market, "triage": triage}


@pytest.fixture
def market(runs: dict[str, Path], tmp_path: Path) -> Path:
    return Path(shutil.copytree(runs["market"], tmp_path / "market"))


def answer(tmp_path: Path, data: Any) -> str:
    path = tmp_path / "answer.json"
    path.write_text(json.dumps(data))
    return str(path)


RESIDENTS = {"residents": {"ranking": "square > harbour"}}


def resume(run_dir: Path, *extra: str) -> Result:
    return fairagents("run", "--resume", str(run_dir), "--no-passages", *extra)


# -- files that do not belong together -----------------------------------------------------------


def test_run_json_with_another_scenario_is_refused_naming_the_digests(
    market: Path, runs: dict[str, Path], tmp_path: Path
) -> None:
    record = json.loads((market / "run.json").read_text())
    record["scenario"] = json.loads((runs["triage"] / "run.json").read_text())["scenario"]
    (market / "run.json").write_text(json.dumps(record))
    before = (market / "checkpoint.sqlite").read_bytes()
    text = refused(
        resume(market, "--answer", answer(tmp_path, RESIDENTS)),
        "its scenario 'triage-two-beds' is not the one the checkpoint was run with",
        "--restart",
    )
    assert "KeyError" not in text
    assert (market / "checkpoint.sqlite").read_bytes() == before


def test_a_run_from_before_the_digest_is_checked_by_its_agents(
    market: Path, runs: dict[str, Path]
) -> None:
    with sqlite3.connect(market / "checkpoint.sqlite") as db:  # as an older version wrote it
        db.execute(
            "UPDATE checkpoints SET metadata = json_remove(metadata, '$.fairagents_scenario')"
        )
    record = json.loads((market / "run.json").read_text())
    record["scenario"] = json.loads((runs["triage"] / "run.json").read_text())["scenario"]
    (market / "run.json").write_text(json.dumps(record))
    (market / "transcript.jsonl").unlink()
    refused(resume(market), "checkpoint.sqlite: holds ballots or proposals of", "not agents")


def test_run_json_of_another_thread_is_refused(market: Path) -> None:
    record = json.loads((market / "run.json").read_text())
    ours = record["thread_id"]
    record["thread_id"] = "market-council-000000000000"
    (market / "run.json").write_text(json.dumps(record))
    refused(resume(market), f"holds thread {ours}", "not run.json's market-council-000000000000")


def test_a_transcript_of_another_run_is_refused(market: Path, runs: dict[str, Path]) -> None:
    shutil.copy(runs["triage"] / "transcript.jsonl", market / "transcript.jsonl")
    refused(resume(market), "transcript.jsonl: ballots or proposals of", "another run")


@pytest.mark.parametrize("damage", ["missing", "empty", "truncated", "random"])
def test_a_missing_or_damaged_checkpoint_is_an_error_not_a_rerun(
    market: Path, tmp_path: Path, damage: str
) -> None:
    path = market / "checkpoint.sqlite"
    data = path.read_bytes()
    if damage == "missing":
        path.unlink()
    elif damage == "empty":
        path.write_bytes(b"")
    elif damage == "truncated":
        path.write_bytes(data[: len(data) // 3])
    else:
        path.write_bytes(bytes((i * 7919 + 13) % 256 for i in range(40_000)))
    transcript = (market / "transcript.jsonl").read_text()
    expected = {
        "missing": "missing, but the run has a transcript.jsonl",
        "empty": "holds no checkpoint, but the run has a transcript.jsonl",
        "truncated": "not a readable checkpoint",
        "random": "not a readable checkpoint",
    }[damage]
    refused(resume(market, "--answer", answer(tmp_path, RESIDENTS)), expected, "--restart")
    assert (market / "transcript.jsonl").read_text() == transcript  # nothing rerun
    assert read_run(market).status == "paused"


def test_restart_starts_over_explicitly(market: Path, tmp_path: Path) -> None:
    (market / "checkpoint.sqlite").write_bytes(b"garbage" * 1000)
    old = read_run(market).thread_id
    refused(resume(market, "--restart", "--answer", answer(tmp_path, RESIDENTS)), "no answers")
    assert fairagents("run", TRIAGE, "--restart").exit_code == 2
    result = resume(market, "--restart")
    assert result.exit_code == 0, result.output
    record = read_run(market)
    assert record.status == "paused" and record.thread_id != old  # asked again, from round 1
    result = resume(market, "--answer", answer(tmp_path, RESIDENTS))  # and it goes on from there
    assert result.exit_code == 0, result.output


def test_a_run_stopped_before_its_first_step_starts_without_a_checkpoint(
    runs: dict[str, Path], tmp_path: Path
) -> None:
    run_dir = tmp_path / "fresh"
    run_dir.mkdir()
    shutil.copy(runs["triage"] / "run.json", run_dir / "run.json")  # nothing else was written
    result = resume(run_dir)
    assert result.exit_code == 0, result.output
    assert read_run(run_dir).status == "finished"


# -- messages ------------------------------------------------------------------------------------


def test_an_answer_for_someone_not_asked_lists_who_is(market: Path, tmp_path: Path) -> None:
    text = refused(
        resume(market, "--answer", answer(tmp_path, {"nobody": {"ranking": "square"}})),
        "'nobody' is not asked anything; the run waits on: residents",
    )
    assert 'give "ranking"' not in text


def test_an_approval_that_is_neither_yes_nor_no_names_the_value(
    market: Path, tmp_path: Path
) -> None:
    assert resume(market, "--answer", answer(tmp_path, RESIDENTS)).exit_code == 0
    assert read_run(market).status == "paused"  # now on the council
    refused(resume(market, "--answer", answer(tmp_path, {"council": "maybe"})), "got 'maybe'")
    text = refused(
        resume(market, "--answer", answer(tmp_path, {"council": {"verdict": "maybe"}})),
        'give "accept"',
        "'verdict'",
    )
    assert "None" not in text


@pytest.mark.parametrize("entry", [{"token_budget": -5}, "token_budget"])
def test_a_token_budget_under_stop_when_points_to_its_field(entry: Any) -> None:
    data = yaml.safe_load(Path(TRIAGE).read_text())
    data.setdefault("protocol", {})["stop_when"] = [entry]
    with pytest.raises(ScenarioError, match=r"protocol\.token_budget: N") as caught:
        parse_scenario(data, "s.yaml")
    assert "'consensus' or 'convergence'" not in str(caught.value)


def test_an_empty_transcript_does_not_contradict_the_outcome(
    runs: dict[str, Path], tmp_path: Path
) -> None:
    run_dir = Path(shutil.copytree(runs["triage"], tmp_path / "t"))
    (run_dir / "transcript.jsonl").write_text("")
    rounds = json.loads((run_dir / "outcome.json").read_text())["rounds"]
    with pytest.raises(InputError, match=f"empty, but outcome.json records {rounds} rounds"):
        load_run(run_dir)
    refused(fairagents("report", str(run_dir), "--out", str(tmp_path / "p.html")), "--resume")
    assert resume(run_dir).exit_code == 0  # a resume rewrites it from the checkpoint
    assert load_run(run_dir).rounds


def test_experiment_run_on_a_store_with_garbage_is_one_line(tmp_path: Path) -> None:
    sweep = tmp_path / "s.yaml"
    seeds = ", ".join(map(str, range(1, 25)))
    sweep.write_text(f"id: garbage\nscenarios: [{TRIAGE}]\nseeds: [{seeds}]\n")
    store = tmp_path / "r.sqlite"
    args = ["experiment", "run", str(sweep), "--out", str(store), "--no-progress", "-w", "1"]
    assert fairagents(*args).exit_code == 0
    with sqlite3.connect(store) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(store.read_bytes())
    assert len(data) > 200_100
    # Garbage at byte 200,000: where it lands inside a value (a transcript's text) the file is
    # still a database and the sweep goes on, so it starts the page that byte is in (a b-tree
    # or overflow page's header, which every read of that page checks).
    page = 200_000 - 200_000 % 4096
    data[page : page + 64] = b"GARBAGE!" * 8
    store.write_bytes(bytes(data))
    refused(fairagents(*args), f"{store}: not a results store")


# -- served graphs ------------------------------------------------------------------------------


def test_bad_input_to_a_served_graph_is_an_error_and_the_thread_stays_readable() -> None:
    graph = served_graph("triage", passages=False)
    graph.checkpointer = InMemorySaver(serde=checkpoint_serde())
    config: Any = {"configurable": {"thread_id": "t"}}
    with pytest.raises(InputError, match=r"evaluations=\[1, 2\]; a deliberation starts from \{\}"):
        graph.invoke({"evaluations": [1, 2]}, config)
    snapshot = graph.get_state(config)  # was a TypeError on every read
    assert not snapshot.values.get("evaluations")  # the bad input never reached the state
    assert "InputError" in str(snapshot.tasks[0].error)
    assert graph.invoke({}, config)["stop"]  # and the thread still runs
