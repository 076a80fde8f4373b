"""Running one deliberation of a sweep and summarizing it for the results store.

:func:`run_one` is what every backend calls, in whatever process or machine runs it: it builds
the deliberation graph for the run's scenario, runs it to the end in memory (a sweep's unit of
durability is the whole run: a run cut short is simply run again), and returns a
:class:`StoredRun` — picklable, self-contained — with, for every round, each agent's own
proposal and the joint outcome assessed (:class:`SubjectResult`: every criterion met or not,
and the headline metrics), the stop reason, tokens, order bias, and the run's transcript
(compressed JSON lines, the same events as a run directory's ``transcript.jsonl``).

Each subject carries the criteria of the deliberation's judge — the same list a run's
``fairness.json`` holds, ``eq`` included (:class:`~fairagents.fairness.FairnessJudge`) — and
``groups``: each stakeholder group's weighted mean utility. A budget problem's base designs are
assessed too, in round 0, as subjects named :data:`BASE_DESIGN` and the design. For the sweep
report a run also records :class:`RuleResult` s — what every rule would have chosen from the
final round's ballots (:mod:`fairagents.experiments._reaggregate`), assessed the same way — and
each agent's structured-output counters (:class:`~fairagents.llm._stats.AgentRoundStats`:
requests, model calls, invalid replies, repairs, failures, tokens), failed runs included.

What the run reports beyond fairness (:mod:`fairagents.graph._measures` defines each): how the
final joint outcome was decided (:class:`~fairagents.graph._measures.Decision`: vote, agreement
or fallback, a lottery, its source, a compromise or not), the criteria that emerged and were
lost (:class:`~fairagents.fairness._emergence.Emergence`, over the subjects' criteria, ``eq``
included), the scenario's rule on the first round's ballots assessed as ``first_rule`` (the
value of deliberation's baseline), each agent's ballot moves per round and each round's spread,
and the rounds to agreement.

A run of a sweep with ``retrieval: true`` retrieves through :func:`shared_retriever`: one
index and Chroma client per worker process, opened on its first such run.

A run that raises is returned as ``status="failed"`` with the error, never raised: the sweep
goes on.

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import json
import os
import socket
import threading
import time
import zlib
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from fairagents.agents._candidates import Candidate
from fairagents.agents._records import JOINT, Assessment, Headline
from fairagents.deprecation import renamed
from fairagents.experiments._grid import RunSpec
from fairagents.experiments._reaggregate import every_rule
from fairagents.fairness import FairnessJudge, FairnessReport, judge_of
from fairagents.fairness._emergence import Emergence, emergence
from fairagents.graph import Deliberation
from fairagents.graph._measures import (
    BallotMove,
    Decision,
    RoundSpread,
    first_rule_assessment,
    judge_for,
    run_measures,
)
from fairagents.graph._round_choice import RoundRule
from fairagents.graph._run_directory import transcript_events
from fairagents.graph._state import round_key
from fairagents.llm._cache import CacheSession, open_cache
from fairagents.llm._stats import AgentRoundStats, BallotStats
from fairagents.models import PassageRetriever
from fairagents.models.base import FrozenModel
from fairagents.problems import BudgetedSelection, Problem
from fairagents.scenarios import Scenario

__all__ = [
    "BASE_DESIGN",
    "RuleResult",
    "StoredRun",
    "SubjectResult",
    "least_eq_gap",
    "run_one",
    "summarize",
]


BASE_DESIGN = "base:"
"""The subject name of a budget problem's base design is this prefix and the design's name
(``base:accessibility``): assessed in round 0, the reference a negotiated package is measured
against."""

ERROR_LIMIT = 2000


class SubjectResult(Headline):
    """One outcome assessed in one round: an agent's own proposal, or the joint outcome."""

    round: int = Field(ge=0)
    who: str = Field(description="an agent's name, or 'joint'")
    eq_gap: float
    groups: dict[str, float] = Field(
        default_factory=dict, description="each group's weighted mean utility"
    )


class RuleResult(SubjectResult):
    """What one rule chooses from the final round's ballots (``who`` is the rule's name;
    ``groups`` stays empty)."""

    winners: tuple[str, ...]
    agrees: bool = Field(description="the same choice as the run's joint outcome")


class StoredRun(FrozenModel):
    """A finished or failed run, as the results store keeps it."""

    run_id: str
    sweep: str
    index: int
    case: str
    labels: dict[str, str]
    status: Literal["finished", "failed"]
    error: str = ""
    started: str
    duration_s: float = Field(ge=0)
    worker: str
    rounds: int = 0
    stop: str = ""
    joint: str = Field(default="", description="the final joint outcome's candidate id")
    tokens: int = 0
    order_bias: dict[str, float | None] = Field(default_factory=dict)
    subjects: tuple[SubjectResult, ...] = ()
    rules: tuple[RuleResult, ...] = Field(default=(), description="every rule, final ballots")
    agents: tuple[AgentRoundStats, ...] = Field(
        default=(), description="each agent's structured-output counters (the mediator too)"
    )
    transcript: bytes = Field(default=b"", description="zlib-compressed JSON lines")
    decision: Decision | None = Field(default=None, description="how the joint outcome came")
    emergence: Emergence | None = None
    first_rule: SubjectResult | None = Field(
        default=None, description="the rule on the first round's ballots, assessed"
    )
    moves: tuple[BallotMove, ...] = Field(default=(), description="each agent's, per round")
    spreads: tuple[RoundSpread, ...] = Field(default=(), description="the ballots', per round")
    rounds_to_agreement: int | None = None

    def events(self) -> list[dict[str, Any]]:
        """The run's transcript events (empty for a failed run)."""
        if not self.transcript:
            return []
        text = zlib.decompress(self.transcript).decode("utf-8")
        return [json.loads(line) for line in text.splitlines() if line]


def least_eq_gap(problem: Problem) -> float | None:
    """The least equitability gap any feasible outcome of ``problem`` attains (from its exact
    menu), or None when the menu has no equitability item.

    >>> from fairagents.problems import CandidateChoice
    >>> least_eq_gap(CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"x": {"a": 1, "b": 2}, "y": {"a": 5, "b": 2}}))
    0.0
    """
    return judge_of(problem).least_eq_gap


def _subject(round_: int, a: Assessment) -> SubjectResult:
    r: FairnessReport = a.report
    return SubjectResult(
        **a.headline(),
        round=round_,
        who=a.who,
        eq_gap=r.eq_gap,
        groups=dict(r.group_means),
    )


def _rules(
    state: Mapping[str, Any], scenario: Scenario, judge: FairnessJudge
) -> tuple[RuleResult, ...]:
    evaluations = state.get("evaluations") or {}
    if not evaluations:
        return ()
    last = evaluations[max(evaluations)]
    # Rules mostly agree: each distinct choice is assessed once (the round's own assessments
    # first), and the criteria are not recomputed for every rule that picked it.
    done: dict[str, SubjectResult] = {}
    for a in [*last.agents.values(), last.joint]:
        done.setdefault(a.candidate, _subject(last.round, a))
    out = []
    for outcome in every_rule(state, scenario):
        if outcome.choice not in done:
            assessed = Assessment.judged(outcome.rule, state["table"][outcome.choice], judge)
            done[outcome.choice] = _subject(last.round, assessed)
        subject = done[outcome.choice]
        out.append(
            RuleResult(
                **subject.model_dump(exclude={"groups", "who"}),
                who=outcome.rule,
                winners=outcome.winners,
                agrees=outcome.choice == last.outcome.choice,
            )
        )
    return tuple(out)


def _joint(state: Mapping[str, Any], last: Any) -> str:
    """The final joint outcome: the decision's candidate (the rule's choice under ``vote``)."""
    decision = (state.get("decisions") or {}).get(round_key(last.round))
    return str(last.outcome.choice if decision is None else decision.candidate)


def summarize(state: Mapping[str, Any], scenario: Scenario) -> dict[str, Any]:
    """The store's summary of a final deliberation state: subjects per round, every rule on the
    final ballots, stop, tokens, order bias, and the compressed transcript."""
    problem = scenario.problem
    subjects: list[SubjectResult] = []
    if isinstance(problem, BudgetedSelection) and problem.base_designs:
        judge = judge_of(problem)
        for name, package in problem.base_packages().items():
            design = Candidate.of(package, id=f"base-{name}", authors=("base design",), round=0)
            subjects.append(_subject(0, Assessment.judged(f"{BASE_DESIGN}{name}", design, judge)))
    evaluations = state.get("evaluations") or {}
    for _, evaluation in sorted(evaluations.items()):
        for assessment in evaluation.agents.values():
            subjects.append(_subject(evaluation.round, assessment))
        subjects.append(_subject(evaluation.round, evaluation.joint))
    taus: dict[str, list[float]] = {}
    tokens = 0
    for cast in (state.get("ballots") or {}).values():
        tokens += cast.usage.tokens
        if cast.order_tau is not None:
            taus.setdefault(cast.agent, []).append(cast.order_tau)
        else:
            taus.setdefault(cast.agent, [])
    for record in [
        *(state.get("proposals") or {}).values(),
        *(state.get("mediations") or {}).values(),
        *(state.get("responses") or {}).values(),  # a bargaining protocol's replies
    ]:
        tokens += record.usage.tokens
    lines = "".join(
        json.dumps(e, ensure_ascii=False, separators=(",", ":")) + "\n"
        for e in transcript_events(state)
    )
    last = evaluations[max(evaluations)] if evaluations else None
    return {
        **_measures(state, scenario, subjects),
        "rounds": 0 if last is None else last.round + 1,
        "stop": str(state.get("stop") or ""),
        "joint": "" if last is None else _joint(state, last),
        "tokens": tokens,
        "order_bias": {a: (sum(t) / len(t) if t else None) for a, t in sorted(taus.items())},
        "subjects": tuple(subjects),
        "rules": _rules(state, scenario, judge_of(problem)),
        "transcript": zlib.compress(lines.encode("utf-8"), 6),
    }


def _measures(
    state: Mapping[str, Any],
    scenario: Scenario,
    subjects: list[SubjectResult],
) -> dict[str, Any]:
    """The run's decision, emergence (over the final subjects' criteria, ``eq`` included),
    first-round rule, dynamics and rounds to agreement."""
    judge = judge_for(scenario.problem, RoundRule.of(scenario))
    first = first_rule_assessment(state, scenario, judge)  # once: the measures need it too
    measures = run_measures(state, scenario, judge, first=first)
    if measures is None:
        return {}
    final = max(s.round for s in subjects)
    joint = next(s for s in subjects if s.round == final and s.who == JOINT)
    own = {s.who: s.criteria for s in subjects if s.round == final and s.who != JOINT}
    return {
        "decision": measures.decision,
        "emergence": emergence(joint.criteria, own),
        # Without its group means (the store keeps those for subjects only; rules have none).
        "first_rule": None
        if first is None
        else _subject(0, first[1]).model_copy(update={"groups": {}}),
        "moves": measures.moves,
        "spreads": measures.spreads,
        "rounds_to_agreement": measures.rounds_to_agreement,
    }


_RETRIEVER_LOCK = threading.Lock()
_RETRIEVERS: dict[str, PassageRetriever] = {}


def shared_retriever() -> PassageRetriever:
    """This process's retriever over the corpora, opened on first use and kept for its runs.

    The corpus folder is resolved as ``fairagents run`` resolves it (``$FAIRAGENTS_CORPORA``,
    ``./corpora``, the shipped ones); the index is built if it is missing, so the sweep's parent
    calls this once before its workers start, and they find it built.
    """
    from fairagents.graph.runner import LazyRetriever

    key = os.environ.get("FAIRAGENTS_CORPORA", "")
    with _RETRIEVER_LOCK:  # threads of one worker share one Chroma client
        if key not in _RETRIEVERS:
            _RETRIEVERS[key] = LazyRetriever().open()  # opened (and built) now, not lazily
        return _RETRIEVERS[key]


def worker_name() -> str:
    """``host:pid`` of the process running a run."""
    return f"{socket.gethostname()}:{os.getpid()}"


def run_one(spec: RunSpec) -> StoredRun:
    """Run one deliberation of a sweep to the end (see the module docstring); never raises for
    a failing run."""
    started = datetime.now(UTC).isoformat(timespec="seconds")
    began = time.perf_counter()
    common: dict[str, Any] = {
        "run_id": spec.run_id,
        "sweep": spec.sweep,
        "index": spec.index,
        "case": spec.case,
        "labels": spec.labels,
        "started": started,
        "worker": worker_name(),
    }
    stats = BallotStats()  # kept apart, so a failed run still reports what its agents cost
    try:
        retriever = shared_retriever() if spec.retrieval else None
        cache = None
        if spec.cache is not None:  # one session per run: its repetition keys its samples
            cache = CacheSession(open_cache(spec.cache), repetition=spec.repetition)
        deliberation = Deliberation(spec.scenario, stats=stats, retriever=retriever, cache=cache)
        # One compiled graph per shape and worker, analytic agents' turns batched: the same
        # records as one task per agent (nothing of a sweep's run is checkpointed).
        state = deliberation.invoke(batch=True)
        summary = summarize(state, spec.scenario)
    except Exception as exc:  # any failure is the run's result, not the sweep's end
        error = f"{type(exc).__name__}: {exc}"
        return StoredRun(
            **common,
            status="failed",
            error=error[:ERROR_LIMIT],
            duration_s=time.perf_counter() - began,
            agents=tuple(stats.by_agent().values()),
        )
    return StoredRun(
        **common,
        status="finished",
        duration_s=time.perf_counter() - began,
        agents=tuple(stats.by_agent().values()),
        **summary,
    )


# The old name, for one release (it also named a run directory's run, now graph.runner's
# DirectoryRun): it resolves, with a DeprecationWarning; type checkers read it as the new one.
if TYPE_CHECKING:
    RunResult = StoredRun
else:
    __getattr__ = renamed(__name__, {"RunResult": "StoredRun"})
