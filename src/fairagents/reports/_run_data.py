"""A run directory read back as typed records: everything a report of one deliberation shows.

:func:`load_run` reads ``run.json`` (through :func:`fairagents.graph._run_directory.read_run`) and
``transcript.jsonl`` into :class:`RunData`: the passages each agent retrieved, and per round the
proposals, ballots, the rule's outcome, the fairness of each agent's own proposal beside the joint
outcome, the mediator's turn and a human approver's verdict. Each transcript line becomes the
record the graph held (:class:`~fairagents.agents._records.Proposal`,
:class:`~fairagents.agents._records.CastBallot`, :class:`~fairagents.models.Outcome`,
:class:`~fairagents.agents._records.Mediation`); an evaluation becomes one :class:`Assessed` per
proposal — the rows of ``fairness.json``.

``outcome.json`` and ``fairness.json`` add what the run reports beyond fairness
(:class:`~fairagents.graph._measures.RunMeasures`: how it was decided, what emerged, the rule on
the first round's ballots, the ballots' dynamics); a run directory written before they were
recorded has none (``measures`` is None).

It reads the files only, never the checkpoint, so any run directory a reader was handed can be
reported on. A line that does not read is an :class:`~fairagents.errors.InputError` naming the
file and line; event kinds it does not know (written by a newer graph) are left out.

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError

from fairagents.agents._candidates import Candidate
from fairagents.agents._records import (
    JOINT,
    ApproverVerdict,
    CastBallot,
    Headline,
    Mediation,
    Proposal,
)
from fairagents.errors import InputError
from fairagents.fairness import _metrics as metrics
from fairagents.fairness._emergence import Emergence
from fairagents.graph._measures import BallotMove, Decision, RoundSpread, RunMeasures
from fairagents.graph._run_directory import (
    FAIRNESS,
    OUTCOME,
    TRANSCRIPT,
    RunRecord,
    read_run,
    run_status,
)
from fairagents.models import Outcome, Passage
from fairagents.models.base import FrozenModel
from fairagents.problems import Problem
from fairagents.rag._retriever import RetrievedPassage
from fairagents.validation import decode_text, file_name, parse_json, read_bytes

__all__ = ["Assessed", "RoundData", "RunData", "load_run"]

"""The name the joint outcome goes by beside the agents' own proposals."""


class Assessed(Headline):
    """The fairness of one outcome in one round, as ``fairness.json`` records it."""

    utilities: dict[str, float] = Field(description="each stakeholder's utility, by id")

    @property
    def met(self) -> int:
        """How many criteria the outcome meets."""
        return sum(self.criteria.values())


class RoundData(FrozenModel):
    """Everything recorded in one round (``round`` counts from 0, as in the files)."""

    round: int = Field(ge=0)
    proposals: dict[str, Proposal] = Field(default_factory=dict)
    ballots: dict[str, CastBallot] = Field(default_factory=dict)
    outcome: Outcome | None = None
    joint: Assessed | None = None
    agents: dict[str, Assessed] = Field(
        default_factory=dict, description="each agent's own proposal, assessed"
    )
    mediation: Mediation | None = None
    approval: ApproverVerdict | None = Field(
        default=None, description="a human approver's verdict on the round's decision"
    )

    @property
    def assessed(self) -> dict[str, Assessed]:
        """Each agent's proposal, then the joint outcome (under ``JOINT``)."""
        out = dict(sorted(self.agents.items()))
        if self.joint is not None:
            out[JOINT] = self.joint
        return out


class RunData(FrozenModel):
    """One run directory, read back (see the module docstring)."""

    run_dir: str
    record: RunRecord
    passages: dict[str, tuple[RetrievedPassage | Passage, ...]] = Field(
        default_factory=dict, description="what each agent retrieved, by agent"
    )
    rounds: tuple[RoundData, ...] = ()
    candidates: dict[str, Candidate] = Field(
        default_factory=dict, description="every outcome that joined the table, by id"
    )
    stop: str = ""
    measures: RunMeasures | None = Field(
        default=None, description="how it was decided, what emerged, the ballots' dynamics"
    )
    protocol_measures: dict[str, Any] | None = Field(
        default=None, description="what the run's decision protocol reports of it, as recorded"
    )

    @property
    def problem(self) -> Problem:
        return self.record.scenario.problem

    @property
    def evaluated(self) -> tuple[RoundData, ...]:
        """The rounds that reached evaluation (a failed run may end before it)."""
        return tuple(r for r in self.rounds if r.joint is not None)

    def group_of(self, stakeholder: str) -> str:
        return self.problem.stakeholder(stakeholder).group

    def group_means(self, assessed: Assessed) -> dict[str, float]:
        """The weighted mean utility of each group, as the fairness report computes it."""
        ids = list(assessed.utilities)
        return metrics.group_means(
            [assessed.utilities[i] for i in ids],
            [self.group_of(i) for i in ids],
            [self.problem.stakeholder(i).weight for i in ids],
        )

    def passage_index(self) -> dict[str, RetrievedPassage | Passage]:
        """Every retrieved passage by id (the first retrieval of an id wins)."""
        out: dict[str, RetrievedPassage | Passage] = {}
        for _, passages in sorted(self.passages.items()):
            for p in passages:
                out.setdefault(p.id, p)
        return out


def _passage(data: Any) -> RetrievedPassage | Passage:
    # Retrieval from the corpora records provenance (title, author, source …); a retriever of
    # one's own may return plain passages.
    if isinstance(data, Mapping) and "passage_id" in data:
        return RetrievedPassage.model_validate(data)
    return Passage.model_validate(data)


def _without(event: Mapping[str, Any], *keys: str) -> dict[str, Any]:
    return {k: v for k, v in event.items() if k not in keys}


def _read_event(
    event: Mapping[str, Any], rounds: dict[int, dict[str, Any]], out: dict[str, Any]
) -> None:
    """Add one transcript event to ``rounds`` (the fields of each :class:`RoundData`) or ``out``."""
    kind = event.get("kind")
    if kind == "retrieval":
        out["passages"][str(event["agent"])] = tuple(_passage(p) for p in event["passages"])
        return
    if kind == "stop":
        out["stop"] = str(event.get("reason", ""))
        return
    if kind == "candidate":
        candidate = Candidate.model_validate(_without(event, "kind", "agent"))
        out["candidates"][candidate.id] = candidate
        return
    if kind not in ("proposal", "ballot", "outcome", "evaluation", "mediation", "approval"):
        return  # a kind this reader does not know: see the module docstring
    number = int(event["round"])
    fields = rounds.setdefault(
        number, {"round": number, "proposals": {}, "ballots": {}, "agents": {}}
    )
    if kind == "proposal":
        fields["proposals"][event["agent"]] = Proposal.model_validate(_without(event, "kind"))
    elif kind == "ballot":
        fields["ballots"][event["agent"]] = CastBallot.model_validate(_without(event, "kind"))
    elif kind == "outcome":
        fields["outcome"] = Outcome.model_validate(_without(event, "kind", "round", "agent"))
    elif kind == "evaluation":
        fields["joint"] = Assessed.model_validate(event["joint"])
        fields["agents"] = {a: Assessed.model_validate(x) for a, x in event["agents"].items()}
    elif kind == "approval":
        fields["approval"] = ApproverVerdict.model_validate(_without(event, "kind", "agent"))
    else:
        fields["mediation"] = Mediation.model_validate(_without(event, "kind", "agent"))


def _reason(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        return f"{where}: {first['msg']}" if where else str(first["msg"])
    if isinstance(exc, KeyError):
        return f"the field {exc} is missing"
    return str(exc).splitlines()[0]


def _json_object(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as exc:
        raise InputError(f"{path}: cannot be read ({exc})") from exc
    if not isinstance(data, dict):
        raise InputError(f"{path}: not a JSON object")
    return data


def _measures(run_dir: Path) -> RunMeasures | None:
    """The run's measures from ``outcome.json`` and ``fairness.json`` (None before a round was
    evaluated, or for a run directory written before they were recorded)."""
    outcome = _json_object(run_dir / OUTCOME)
    if "decision" not in outcome:
        return None
    fairness = _json_object(run_dir / FAIRNESS)
    dynamics = fairness.get("dynamics") or {}
    first = (fairness.get("deliberation") or {}).get("first_rule")
    emerged = outcome.get("emergence") or {}
    try:
        return RunMeasures(
            decision=Decision.model_validate(outcome["decision"]),
            emergence=Emergence.model_validate(_without(emerged, "emerged")),
            first_rule=None if first is None else Headline.model_validate(first),
            moves=tuple(BallotMove.model_validate(m) for m in dynamics.get("moves", [])),
            spreads=tuple(RoundSpread.model_validate(x) for x in dynamics.get("spreads", [])),
            rounds_to_agreement=outcome.get("rounds_to_agreement"),
        )
    except (ValidationError, AttributeError, TypeError) as exc:
        raise InputError(
            f"{run_dir / OUTCOME}: not what this version records ({_reason(exc)})"
        ) from exc


def load_run(run_dir: str | Path) -> RunData:
    """Read ``run_dir`` (see the module docstring).

    Raises :class:`InputError` when it is not a run directory or a transcript line is unreadable.
    """
    run_dir = Path(run_dir)
    record = read_run(run_dir)
    # "running" only while a process holds the run; otherwise it was interrupted.
    record = record.model_copy(update={"status": run_status(run_dir, record)})
    path = run_dir / TRANSCRIPT
    missing = not path.exists()  # stopped before its first step: nothing to show but the scenario
    # Through the input boundary (size cap, encoding, nesting depth): a run directory handed over
    # is untrusted input.
    text = "" if missing else decode_text(read_bytes(path, what="transcript"), file_name(path))
    rounds: dict[int, dict[str, Any]] = {}
    out: dict[str, Any] = {"passages": {}, "candidates": {}, "stop": ""}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        event = parse_json(line, f"{file_name(path)}:{number}")
        try:
            if not isinstance(event, dict):
                raise ValueError("not a JSON object")
            _read_event(event, rounds, out)
        except (ValueError, KeyError, TypeError) as exc:
            raise InputError(
                f"{path}:{number}: not a transcript event ({_reason(exc)}); the run directory may "
                "come from another fairagents version"
            ) from exc
    rounds_recorded = _json_object(run_dir / OUTCOME).get("rounds")
    if not rounds and isinstance(rounds_recorded, int) and rounds_recorded > 0:
        # The transcript lost what outcome.json records: a page would contradict the outcome.
        raise InputError(
            f"{path}: {'missing' if missing else 'empty'}, but {OUTCOME} records "
            f"{rounds_recorded} rounds; rebuild it from the checkpoint with "
            f"`fairagents run --resume {run_dir}`"
        )
    return RunData(
        run_dir=str(run_dir),
        record=record,
        passages=out["passages"],
        rounds=tuple(RoundData.model_validate(rounds[n]) for n in sorted(rounds)),
        candidates=out["candidates"],
        stop=out["stop"],
        measures=_measures(run_dir),
        protocol_measures=_protocol_measures(run_dir),
    )


def _protocol_measures(run_dir: Path) -> dict[str, Any] | None:
    """What the decision protocol reported of the run (``outcome.json``), if anything."""
    reported = _json_object(run_dir / OUTCOME).get("protocol_measures")
    if reported is not None and not isinstance(reported, dict):
        raise InputError(f"{run_dir / OUTCOME}: protocol_measures is not a JSON object")
    return reported
