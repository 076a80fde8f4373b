"""Running sweeps: every backend gives the graph's own results, failures are recorded and the
sweep goes on, a dying worker costs only its runs, the store writes each run atomically."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from fairagents.errors import SweepError
from fairagents.experiments import (
    Expansion,
    LocalBackend,
    ResultsStore,
    RunSpec,
    StoredRun,
    expand,
    load_sweep,
    parse_sweep,
    plan_concurrency,
    run_one,
    run_sweep,
)
from fairagents.experiments._execute import least_eq_gap
from fairagents.fairness import evaluate
from fairagents.graph import build_deliberation_graph

from .conftest import EXAMPLES

TRIAGE_600 = EXAMPLES / "sweeps" / "triage_600.yaml"
UNREACHABLE = "openai-compatible:none@http://127.0.0.1:9/v1"


def slice_of_triage(n: int) -> Expansion:
    return expand(load_sweep(TRIAGE_600), base=TRIAGE_600.parent, limit=n)


def comparable(result: StoredRun) -> tuple[object, ...]:
    """What must not depend on where or when a run ran."""
    return (result.run_id, result.status, result.joint, result.stop, result.subjects)


def test_threads_and_processes_record_what_the_graph_itself_decides(tmp_path: Path) -> None:
    expansion = slice_of_triage(12)
    recorded = {}
    for kind in ("thread", "process"):
        with ResultsStore(tmp_path / f"{kind}.sqlite") as store:
            with LocalBackend(workers=2, kind=kind) as backend:
                counts = run_sweep(expansion, store, backend)
            assert (counts.finished, counts.failed) == (12, 0)
            recorded[kind] = [comparable(store.result(r.run_id)) for r in expansion.runs]
    assert recorded["thread"] == recorded["process"]
    for spec in expansion.runs[:4]:  # the reference: the graph run here, directly
        final = build_deliberation_graph(spec.scenario).compile().invoke({})
        evaluation = final["evaluations"][max(final["evaluations"])]
        with ResultsStore(tmp_path / "process.sqlite") as store:
            result = store.result(spec.run_id)
        joint = [s for s in result.subjects if s.who == "joint" and s.round == 2]
        assert result.joint == evaluation.outcome.choice == joint[0].candidate
        report = evaluate(spec.scenario.problem, evaluation.outcome.choice)
        gap = least_eq_gap(spec.scenario.problem)
        assert gap is not None
        # One judge, one list: the run's own criteria (its fairness.json) are the store's, eq
        # included, and eq is the least gap recomputed here.
        assert joint[0].criteria == evaluation.joint.criteria
        assert evaluation.joint.criteria["eq"] == (
            report.eq_gap <= gap + 1e-9 * sum(abs(s.utility) for s in report.stakeholders)
        )
        assert joint[0].utilitarian == pytest.approx(report.utilitarian)
        assert len(result.subjects) == 3 * 3  # two agents and the joint outcome, three rounds
        kinds = {e["kind"] for e in result.events()}
        assert {"proposal", "ballot", "outcome", "evaluation", "mediation", "stop"} <= kinds


def test_the_pool_is_sized_to_the_work() -> None:
    runs = slice_of_triage(5).runs
    assert plan_concurrency(runs, cpus=8).kind == "process"
    assert plan_concurrency(runs, cpus=8).workers == 5  # never more workers than runs
    assert plan_concurrency(runs, cpus=2).workers == 2
    triage = str(EXAMPLES / "scenarios" / "triage.yaml")
    api = expand(parse_sweep({"id": "a", "scenarios": [triage], "models": [UNREACHABLE],
                              "seeds": list(range(20))})).runs  # fmt: skip
    assert (plan_concurrency(api).kind, plan_concurrency(api).workers) == ("thread", 16)
    local = expand(parse_sweep({"id": "l", "scenarios": [triage], "models": ["local"]})).runs
    assert (plan_concurrency(local).kind, plan_concurrency(local).workers) == ("process", 1)
    assert plan_concurrency(local, workers=3).workers == 3
    # --workers 1000 on 2 cores: capped, and the plan says so (issue 21).
    capped = plan_concurrency(runs, 1000, cpus=2)
    assert (capped.kind, capped.workers) == ("process", 8) and "capped at 8" in capped.reason
    assert plan_concurrency(api, 1000).workers == 256


def test_failures_are_recorded_and_the_sweep_goes_on_and_a_rerun_retries_them(
    tmp_path: Path,
) -> None:
    sweep = parse_sweep(
        {
            "id": "mixed",
            "scenarios": [str(EXAMPLES / "scenarios" / "triage.yaml")],
            "models": ["analytic", UNREACHABLE],
            "seeds": [1, 2],
        }
    )
    expansion = expand(sweep)
    with ResultsStore(tmp_path / "r.sqlite") as store, LocalBackend() as backend:
        counts = run_sweep(expansion, store, backend)
        assert (counts.finished, counts.failed) == (2, 2)
        status = store.status()
        assert [(s.planned, s.finished, s.failed, s.remaining) for s in status.sweeps] == [
            (4, 2, 2, 2)
        ]
        # Grouped by message; which agent's call failed first may differ between the runs.
        assert sum(n for _, n in status.errors) == 2
        assert all("http://127.0.0.1:9/v1" in e and "Connection" in e for e, _ in status.errors)
        again = run_sweep(expansion, store, backend)
        assert (again.skipped, again.finished, again.failed) == (2, 0, 2)
        attempts = {r["run_id"]: r["attempts"] for r in store.run_rows()}
        failed = [r.run_id for r in expansion.runs if r.labels["model"] == UNREACHABLE]
        assert {attempts[f] for f in failed} == {2}


def die_on_eighth(spec: RunSpec) -> StoredRun:
    """A worker that dies (as an out-of-memory kill would) on the run of index 8."""
    if spec.index == 8:
        os._exit(3)
    return run_one(spec)


def die_always(spec: RunSpec) -> StoredRun:
    os._exit(3)


def test_a_dying_worker_fails_only_the_runs_in_flight_and_a_rerun_completes(
    tmp_path: Path,
) -> None:
    expansion = slice_of_triage(16)
    with ResultsStore(tmp_path / "r.sqlite") as store:
        with LocalBackend(workers=2, kind="process", fn=die_on_eighth) as backend:
            counts = run_sweep(expansion, store, backend)
        assert counts.failed >= 1 and counts.finished + counts.failed == 16
        errors = [r["error"] for r in store.run_rows() if r["status"] == "failed"]
        assert all("worker" in e for e in errors)
        assert 8 in {r["idx"] for r in store.run_rows() if r["status"] == "failed"}
        with LocalBackend(workers=2, kind="process") as backend:
            again = run_sweep(expansion, store, backend)
        assert (again.skipped, again.finished, again.failed) == (16 - counts.failed,
                                                                 counts.failed, 0)  # fmt: skip
        assert store.finished_ids() == {r.run_id for r in expansion.runs}


def test_workers_that_die_before_any_result_stop_the_sweep(tmp_path: Path) -> None:
    with (
        ResultsStore(tmp_path / "r.sqlite") as store,
        LocalBackend(workers=2, kind="process", fn=die_always) as backend,
        pytest.raises(SweepError, match="worker processes die before finishing a run"),
    ):
        run_sweep(slice_of_triage(6), store, backend)


def test_a_run_is_recorded_whole_or_not_at_all(tmp_path: Path) -> None:
    spec = slice_of_triage(1).runs[0]
    good = run_one(spec)
    with ResultsStore(tmp_path / "r.sqlite") as store:
        broken = good.model_copy(update={"subjects": (*good.subjects, good.subjects[0])})
        with pytest.raises(sqlite3.IntegrityError):
            store.record(broken)  # a duplicate subject fails inside the transaction
        assert store.run_rows() == [] and store.subject_rows() == []
        failed = good.model_copy(update={"status": "failed", "error": "boom", "subjects": ()})
        store.record(failed)
        store.record(good)
        (row,) = store.run_rows()
        assert (row["status"], row["attempts"], row["error"]) == ("finished", 2, "")
        assert store.result(good.run_id) == good
        with pytest.raises(SweepError, match="no run 'nope' recorded"):
            store.result("nope")


def test_a_store_is_created_by_a_run_and_only_read_by_the_other_commands(tmp_path: Path) -> None:
    with pytest.raises(SweepError, match="no results store here"):
        ResultsStore(tmp_path / "absent.sqlite", create=False)
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"this is not a database, just sixteen-plus bytes of text" * 20)
    with pytest.raises(SweepError, match="not a results store"):
        ResultsStore(junk)
    with (
        ResultsStore(tmp_path / "r.sqlite") as store,
        pytest.raises(SweepError, match="no sweep 'x' here; sweeps: none"),
    ):
        store.sweep_json("x")


def test_a_sweep_with_retrieval_has_its_aligned_agents_cite_the_real_corpora(
    tmp_path: Path,
) -> None:
    """Two worker processes open the index the parent built (in a scratch cache) and cite it."""
    import json
    import subprocess
    import sys

    sweep = tmp_path / "rag.yaml"
    triage = EXAMPLES / "scenarios" / "triage.yaml"
    sweep.write_text(
        json.dumps({"id": "rag", "scenarios": [str(triage)], "seeds": [1, 2], "retrieval": True})
    )
    env = {**os.environ, "FAIRAGENTS_CACHE_DIR": str(tmp_path / "cache")}
    store_path = tmp_path / "rag.sqlite"
    done = subprocess.run(
        [sys.executable, "-m", "fairagents", "experiment", "run", str(sweep), "--out",
         str(store_path), "--workers", "2", "--backend", "local"],
        capture_output=True, text=True, timeout=900, env=env,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    expansion = expand(load_sweep(sweep), base=tmp_path)
    with ResultsStore(store_path) as store:
        for spec in expansion.runs:
            assert spec.retrieval
            events = store.result(spec.run_id).events()
            found = next(e for e in events if e["kind"] == "retrieval" and e["agent"] == "rawlsian")
            ids = [p["id"] for p in found["passages"]]
            assert ids and all(i.startswith("rawls-") for i in ids)
            proposal = next(
                e for e in events if e["kind"] == "proposal" and e["agent"] == "rawlsian"
            )
            assert proposal["citations"] == ids and "As [rawls-" in proposal["argument"]
    plain = expand(parse_sweep({"id": "rag", "scenarios": [str(triage)], "seeds": [1, 2]}))
    assert {r.run_id for r in plain.runs}.isdisjoint(r.run_id for r in expansion.runs)
