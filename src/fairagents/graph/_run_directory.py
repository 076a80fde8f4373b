"""A run directory: everything one deliberation leaves behind, rewritten from the checkpoint.

::

    run.json            the scenario as run (problem resolved), model, rule, seed, thread id,
                        package versions, status ("running", "paused", "finished", "failed",
                        "interrupted") and any error
    run.lock            who writes the run now (pid, host): one writer at a time
    checkpoint.sqlite   LangGraph's SQLite checkpoints: resume, replay, inspect
    transcript.jsonl    every retrieval, candidate on the table, proposal, ballot, outcome,
                        evaluation and mediation, one JSON object per line, in round order
    outcome.json        the final joint outcome, each agent's final proposal, why the run stopped,
                        how it was decided (vote, agreement, fallback; a lottery; its source;
                        a compromise or not), what emerged and was lost, rounds to agreement
    fairness.json       per round: each criterion for each agent's own proposal and the joint
                        outcome, with the headline metrics; the value of deliberation (the final
                        joint outcome beside the rule on the first round's ballots and each
                        agent's first proposal); the ballots' dynamics per agent and round
                        (:mod:`fairagents.graph._measures` defines every measure)
    questions.json      while the run is paused: what each person it waits on is asked

The transcript, outcome and fairness files are derived from the checkpointed *state*, never
appended from inside a node: a node that re-runs after a crash would otherwise write twice.
Each file is replaced atomically (write to a temporary file, then rename), so a reader never
sees half a file and a crash loses nothing that the checkpoint holds.

**One writer.** Whoever starts or resumes a run holds ``run.lock`` (:func:`hold_run`, an OS lock
of :mod:`fairagents.locks` that ends with its process); a second writer is refused with the
holder's pid and host. A run whose ``run.json`` says ``running`` while nobody holds the lock was
stopped without finishing (killed, or its machine went down): :func:`run_status` reads it as
``interrupted``, and the next writer records that before it continues.

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, datetime
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from fairagents.agents._answers import Question
from fairagents.agents._candidates import Candidate, table_order
from fairagents.agents._records import Assessment
from fairagents.errors import InputError
from fairagents.graph._measures import RunMeasures, run_measures
from fairagents.graph._state import round_key, this_round
from fairagents.graph.protocols import get_protocol
from fairagents.locks import Lock, hold, holder
from fairagents.models.base import FrozenModel
from fairagents.scenarios import Scenario
from fairagents.scenarios._model import SINCE_CHECKPOINT_DIGESTS, later_defaults_excluded
from fairagents.validation import file_name, read_data_file, validate_data

__all__ = [
    "CHECKPOINT",
    "LOCK",
    "QUESTIONS",
    "RunRecord",
    "deliberation_summary",
    "fairness_summary",
    "hold_run",
    "measures_summary",
    "outcome_summary",
    "read_run",
    "run_status",
    "scenario_digest",
    "transcript_events",
    "write_json",
    "write_outputs",
    "write_questions",
]

RUN_FILE = "run.json"
CHECKPOINT = "checkpoint.sqlite"
TRANSCRIPT = "transcript.jsonl"
OUTCOME = "outcome.json"
FAIRNESS = "fairness.json"
QUESTIONS = "questions.json"
LOCK = "run.lock"
DERIVED = (TRANSCRIPT, OUTCOME, FAIRNESS, QUESTIONS)
"""The files rewritten from the checkpoint (a restart removes them with it)."""

Status = Literal["running", "finished", "failed", "paused", "interrupted"]

_PACKAGES = ("fairagents", "langgraph", "langchain-core", "pydantic", "numpy", "scipy")


def package_versions() -> dict[str, str]:
    """Versions of Python and the packages a run depends on."""
    out = {"python": platform.python_version()}
    for name in _PACKAGES:
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            out[name] = "not installed"
    return out


class RunRecord(FrozenModel):
    """``run.json``: what was run, with what, and how it ended."""

    scenario: Scenario
    model: str | None = Field(default=None, description="the run's model spec (None: scenario's)")
    thread_id: str
    created: str
    versions: dict[str, str] = Field(default_factory=package_versions)
    status: Status = "running"
    error: str = ""
    corpora: str | None = None


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def write_json(path: Path, data: Any) -> None:
    """Replace ``path`` atomically with ``data`` as indented JSON."""
    _atomic_write(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def _atomic_write(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.chmod(tmp, 0o644)  # mkstemp makes it private; run files are for reading
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_record(run_dir: Path, record: RunRecord) -> None:
    write_json(run_dir / RUN_FILE, record.model_dump(mode="json"))


def read_run(run_dir: str | Path) -> RunRecord:
    """The run record of ``run_dir``; :class:`InputError` if it is not a run directory."""
    path = Path(run_dir) / RUN_FILE
    if not path.is_file():
        raise InputError(f"{file_name(run_dir)}: not a run directory (it has no {RUN_FILE})")
    # The user names the directory, so its files are user input: the same boundary as any file.
    data = read_data_file(path, what="run record")
    return validate_data(RunRecord, data, source=f"{file_name(path)}: not a valid run record")


def scenario_digest(scenario: Scenario) -> str:
    """The sha256 of the scenario as run: the checkpoint records it, a resume compares it.

    How the run calls a served model (``transport``: timeouts, retries) is left out, as from
    the run id: a resume with a longer timeout continues the same run.
    """
    # Fields added since digests were first taken, at their defaults, are left out, so a run
    # checkpointed before them still resumes (SINCE_CHECKPOINT_DIGESTS).
    data = scenario.model_dump(mode="json", exclude={"transport"})
    later = later_defaults_excluded(data, SINCE_CHECKPOINT_DIGESTS)
    return hashlib.sha256(
        scenario.model_dump_json(exclude={"transport": True, **later}).encode()
    ).hexdigest()


def run_status(run_dir: str | Path, record: RunRecord) -> Status:
    """The run's status as a reader should show it: ``running`` only while a process holds
    the run, ``interrupted`` when ``run.json`` says running and nobody does."""
    if record.status == "running" and holder(Path(run_dir) / LOCK) is None:
        return "interrupted"
    return record.status


@contextmanager
def hold_run(run_dir: str | Path) -> Iterator[Lock]:
    """Hold the run directory's lock for the block (see the module docstring).

    Raises :class:`~fairagents.errors.LockedError` naming the process that holds it. A run
    that said ``running`` is recorded as ``interrupted`` first: its process ended without
    finishing (the lock died with it).
    """
    run_dir = Path(run_dir)
    with hold(run_dir / LOCK, f"the run directory {run_dir}") as lock:
        if not lock.nested and (run_dir / RUN_FILE).is_file():
            try:
                record = read_run(run_dir)
            except InputError:
                record = None  # the resume that follows says what is wrong with it
            if record is not None and record.status == "running":
                who = "" if lock.stale is None else f" ({lock.stale.describe()})"
                why = f"its process{who} ended before the run finished"
                write_record(
                    run_dir, record.model_copy(update={"status": "interrupted", "error": why})
                )
        yield lock


def _dump(value: Any) -> Any:
    return value.model_dump(mode="json") if hasattr(value, "model_dump") else value


def transcript_events(state: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """Every record of the state as one event each, in round order (retrievals first)."""
    for agent, passages in sorted((state.get("passages") or {}).items()):
        yield {
            "kind": "retrieval",
            "round": 0,
            "agent": agent,
            "passages": [_dump(p) for p in passages],
        }
    last = int(state.get("round", 0))
    candidates = sorted((state.get("table") or {}).values(), key=table_order)
    for r in range(last + 1):
        for c in (c for c in candidates if c.round == r):
            yield _candidate_event(c, r)
        for agent, p in sorted(this_round(state.get("proposals"), r).items()):
            yield {"kind": "proposal", "round": r, "agent": agent, **_dump(p)}
        rk = round_key(r)
        if rk in (state.get("drafts") or {}):  # a bargaining protocol's draft
            yield {"kind": "draft", "round": r, "agent": "mediator", **_dump(state["drafts"][rk])}
        for agent, b in sorted(this_round(state.get("ballots"), r).items()):
            yield {"kind": "ballot", "round": r, "agent": agent, **_dump(b)}
        if rk in (state.get("outcomes") or {}):
            yield {"kind": "outcome", "round": r, "agent": "rule", **_dump(state["outcomes"][rk])}
        for agent, response in sorted(this_round(state.get("responses"), r).items()):
            yield {"kind": "response", "round": r, "agent": agent, **_dump(response)}
        if rk in (state.get("decisions") or {}):
            decision = state["decisions"][rk]
            yield {"kind": "decision", "agent": "mediator", **_dump(decision)}
        if rk in (state.get("evaluations") or {}):
            evaluation = state["evaluations"][rk]
            yield {
                "kind": "evaluation",
                "round": r,
                "agent": "evaluator",
                "joint": _assessment(evaluation.joint),
                "agents": {a: _assessment(x) for a, x in evaluation.agents.items()},
            }
        if rk in (state.get("mediations") or {}):
            yield {
                "kind": "mediation",
                "round": r,
                "agent": "mediator",
                **_dump(state["mediations"][rk]),
            }
        if rk in (state.get("approvals") or {}):
            approval = state["approvals"][rk]
            yield {"kind": "approval", "agent": approval.approver, **_dump(approval)}
    for c in (c for c in candidates if c.round > last):  # put forward in the last round
        yield _candidate_event(c, c.round)
    if state.get("stop"):
        yield {"kind": "stop", "round": last, "agent": "mediator", "reason": state["stop"]}


def _candidate_event(candidate: Candidate, round: int) -> dict[str, Any]:
    # The candidate's own ``round`` is when it joined the table, the event's ``round`` too.
    author = candidate.authors[0] if candidate.authors else ""
    return {"kind": "candidate", "agent": author, **_dump(candidate)}


def _assessment(a: Assessment) -> dict[str, Any]:
    return {**a.headline(), "utilities": a.report.utilities}


def fairness_summary(
    state: Mapping[str, Any],
    scenario: Scenario | None = None,
    measures: RunMeasures | None = None,
) -> dict[str, Any]:
    """``fairness.json``: per round, each agent's own proposal beside the joint outcome; with
    the ``scenario``, the value of deliberation and the ballots' dynamics too."""
    rounds = []
    for _, evaluation in sorted((state.get("evaluations") or {}).items()):
        rounds.append(
            {
                "round": evaluation.round,
                "joint": _assessment(evaluation.joint),
                "agents": {a: _assessment(x) for a, x in evaluation.agents.items()},
            }
        )
    out: dict[str, Any] = {"rounds": rounds}
    if scenario is not None and rounds:
        measures = measures if measures is not None else run_measures(state, scenario)
        if measures is not None:
            out.update(deliberation_summary(state, measures))
    return out


def deliberation_summary(state: Mapping[str, Any], measures: RunMeasures) -> dict[str, Any]:
    """The value of deliberation (final joint outcome, the rule on the first round's ballots,
    each agent's first proposal) and the ballots' dynamics, as ``fairness.json`` keeps them."""
    evaluations = state.get("evaluations") or {}
    first, last = evaluations[min(evaluations)], evaluations[max(evaluations)]
    return {
        "deliberation": {
            "joint": last.joint.headline(),
            "first_rule": None if measures.first_rule is None else _dump(measures.first_rule),
            "first_proposals": {a: x.headline() for a, x in first.agents.items()},
        },
        "dynamics": {
            "moves": [_dump(m) for m in measures.moves],
            "spreads": [_dump(s) for s in measures.spreads],
            "rounds_to_agreement": measures.rounds_to_agreement,
        },
    }


def measures_summary(measures: RunMeasures | None) -> dict[str, Any]:
    """How the run decided and what emerged, as ``outcome.json`` keeps it."""
    if measures is None:
        return {}
    return {
        "decision": _dump(measures.decision),
        "emergence": {
            "emerged": measures.emergence.emerged,
            "emergent": list(measures.emergence.emergent),
            "lost": list(measures.emergence.lost),
            "compared": measures.emergence.compared,
        },
        "rounds_to_agreement": measures.rounds_to_agreement,
    }


def outcome_summary(
    state: Mapping[str, Any], record: RunRecord, measures: RunMeasures | None = None
) -> dict[str, Any]:
    """``outcome.json``: the final decision, each agent's final position, why it stopped, how
    it was decided and what emerged (``measures``: computed from the state when not given)."""
    evaluations = state.get("evaluations") or {}
    if not evaluations:
        return {"scenario": record.scenario.id, "status": record.status, "rounds": 0}
    last = evaluations[max(evaluations)]
    table = state.get("table") or {}
    decision = (state.get("decisions") or {}).get(max(evaluations))
    # The decision's candidate (an agreement's; the rule's under vote, or older runs).
    joint = last.outcome.choice if decision is None else decision.candidate
    return {
        "scenario": record.scenario.id,
        "status": record.status,
        "stop": state.get("stop", ""),
        "rounds": last.round + 1,
        "rule": last.outcome.rule,
        "joint": {
            "candidate": joint,
            "label": table[joint].label if joint in table else "",
            "winners": list(last.outcome.winners),
            "ranking": [list(g) for g in last.outcome.ranking],
            "params": last.outcome.params,
            "explanation": last.outcome.explanation,
            **(
                {}
                if last.outcome.committee is None
                else {
                    "slate": list(last.outcome.committee.members),
                    "slate_label": last.joint.label,
                }
            ),
        },
        "agents": {
            name: {"candidate": a.candidate, "label": a.label} for name, a in last.agents.items()
        },
        **measures_summary(
            measures if measures is not None else run_measures(state, record.scenario)
        ),
        **_protocol_measures(state, record.scenario),
    }


def _protocol_measures(state: Mapping[str, Any], scenario: Scenario) -> dict[str, Any]:
    """The protocol's own figures of the run (its :meth:`~fairagents.graph.protocols.
    DecisionProtocol.measures`), under ``protocol_measures``; nothing when it reports none."""
    protocol = get_protocol(scenario.protocol.decision)(scenario.protocol, seed=scenario.seed)
    represents = {a.name: a.represents for a in scenario.agents if a.represents}
    reported = protocol.measures(state, scenario.problem, represents)
    return {} if reported is None else {"protocol_measures": dict(reported)}


def write_questions(run_dir: Path, questions: list[Question]) -> None:
    """``questions.json`` while the run waits on people; removed once it does not."""
    path = run_dir / QUESTIONS
    if questions:
        write_json(path, [q.model_dump(mode="json") for q in questions])
    else:
        path.unlink(missing_ok=True)


def write_outputs(run_dir: Path, state: Mapping[str, Any], record: RunRecord) -> None:
    """Rewrite transcript, outcome and fairness files from ``state`` (idempotent, atomic)."""
    lines = "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in transcript_events(state))
    _atomic_write(run_dir / TRANSCRIPT, lines)
    measures = run_measures(state, record.scenario)
    write_json(run_dir / OUTCOME, outcome_summary(state, record, measures))
    write_json(run_dir / FAIRNESS, fairness_summary(state, record.scenario, measures))
