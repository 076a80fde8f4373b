"""The results store's layout: its tables, their columns, and the codecs between a run and rows.

::

    meta         key → JSON: each sweep as run ("sweep:ID") and its generators' notes
    planned      run_id, sweep, idx, case_id, labels — every run a sweep asked for
    runs         run_id (primary key), sweep, idx, case_id, labels, status ("finished" or
                 "failed"), error, started, duration_s, worker, rounds, stop, joint, tokens,
                 order_bias, transcript (zlib JSON lines), attempts
    subjects     (run_id, round, who) primary key: each agent's own proposal and the joint
                 outcome per round — candidate, label, criteria (JSON), utilitarian, minimum,
                 worst_group, worst_group_mean, gini, p20_satisfaction, eq_gap, and seq (the
                 order the run listed them: by round, each agent, then the joint outcome)
    subject_groups   (run_id, round, who, grp) primary key: each group's weighted mean utility
                 under each subject, and seq
    rule_outcomes    (run_id, rule) primary key: what every rule chooses from the final round's
                 ballots — winners (JSON), agrees (with the joint outcome), then the columns
                 of ``subjects`` (who is the rule)
    agent_stats      (run_id, agent) primary key: each agent's structured-output counters —
                 requests, ballots, failures, attempts, invalid_replies, truncated, repaired,
                 repairs (JSON), calls_with_usage, input_tokens, output_tokens; failed runs too

    run_measures     run_id primary key: how the final joint outcome was decided and what
                 emerged (:mod:`fairagents.graph._measures`) — round, protocol, how, candidate,
                 tied, lottery, accepted_by (JSON), source, authors (JSON), proposed_by (JSON),
                 compromise, emergent (JSON), lost (JSON), compared, rounds_to_agreement (NULL:
                 never agreed)
    baselines        (run_id, who) primary key: the value of deliberation's baseline — the rule
                 on the first round's ballots (who "first_rule"), with the columns of
                 ``subjects``
    dynamics         (run_id, round, agent) primary key: each agent's ballot per round — moved
                 (Kendall distance to its previous ballot), conformity, and the round's spread
                 (NULL where undefined), and seq

The tables after ``subjects`` (:data:`LATER_TABLES`) came later; how a store written before
them is read and resumed: :mod:`fairagents.experiments._store`.

The codecs turn one part of a :class:`~fairagents.experiments._execute.StoredRun` into the
values of its table's row, in the order of that table's columns, and a row read back (a dict by
column) into the part again: JSON for the fields SQLite has no type for, the rule's name where
a subject has ``who``. What SQL runs, and when, is :mod:`fairagents.experiments._store`'s.

>>> from fairagents.llm._stats import AgentRoundStats
>>> stats = AgentRoundStats(agent="rawls", round=None, requests=3, repairs={"fence": 1})
>>> row = dict(zip(AGENT_COLUMNS, agent_row("run-1", stats), strict=True))
>>> row["repairs"]
'{"fence": 1}'
>>> agent_of(row) == stats
True

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from fairagents.experiments._execute import RuleResult, StoredRun, SubjectResult
from fairagents.fairness._emergence import Emergence
from fairagents.graph._measures import BallotMove, Decision, RoundSpread
from fairagents.llm._stats import AgentRoundStats

__all__ = [
    "AGENT_COLUMNS",
    "DYNAMICS_COLUMNS",
    "LATER_TABLES",
    "MEASURE_COLUMNS",
    "MEASURE_TABLES",
    "RULE_COLUMNS",
    "RUN_COLUMNS",
    "SCHEMA",
    "SUBJECT_COLUMNS",
    "TABLES",
    "agent_of",
    "agent_row",
    "dynamics_rows",
    "measure_row",
    "measures_of",
    "rule_of",
    "rule_row",
    "run_of",
    "run_row",
    "subject_of",
    "subject_row",
]

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS planned (
    run_id TEXT PRIMARY KEY, sweep TEXT NOT NULL, idx INTEGER NOT NULL,
    case_id TEXT NOT NULL, labels TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY, sweep TEXT NOT NULL, idx INTEGER NOT NULL, case_id TEXT NOT NULL,
    labels TEXT NOT NULL, status TEXT NOT NULL, error TEXT NOT NULL, started TEXT NOT NULL,
    duration_s REAL NOT NULL, worker TEXT NOT NULL, rounds INTEGER NOT NULL, stop TEXT NOT NULL,
    joint TEXT NOT NULL, tokens INTEGER NOT NULL, order_bias TEXT NOT NULL,
    transcript BLOB NOT NULL, attempts INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS subjects (
    run_id TEXT NOT NULL, round INTEGER NOT NULL, who TEXT NOT NULL, candidate TEXT NOT NULL,
    label TEXT NOT NULL, criteria TEXT NOT NULL, utilitarian REAL NOT NULL, minimum REAL NOT NULL,
    worst_group TEXT NOT NULL, worst_group_mean REAL NOT NULL, gini REAL,
    p20_satisfaction REAL NOT NULL, eq_gap REAL NOT NULL, seq INTEGER NOT NULL,
    PRIMARY KEY (run_id, round, who));
CREATE TABLE IF NOT EXISTS subject_groups (
    run_id TEXT NOT NULL, round INTEGER NOT NULL, who TEXT NOT NULL, grp TEXT NOT NULL,
    mean_utility REAL NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (run_id, round, who, grp));
CREATE TABLE IF NOT EXISTS rule_outcomes (
    run_id TEXT NOT NULL, rule TEXT NOT NULL, winners TEXT NOT NULL, agrees INTEGER NOT NULL,
    round INTEGER NOT NULL, candidate TEXT NOT NULL, label TEXT NOT NULL, criteria TEXT NOT NULL,
    utilitarian REAL NOT NULL, minimum REAL NOT NULL, worst_group TEXT NOT NULL,
    worst_group_mean REAL NOT NULL, gini REAL, p20_satisfaction REAL NOT NULL,
    eq_gap REAL NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (run_id, rule));
CREATE TABLE IF NOT EXISTS agent_stats (
    run_id TEXT NOT NULL, agent TEXT NOT NULL, requests INTEGER NOT NULL,
    ballots INTEGER NOT NULL, failures INTEGER NOT NULL, attempts INTEGER NOT NULL,
    invalid_replies INTEGER NOT NULL, truncated INTEGER NOT NULL, repaired INTEGER NOT NULL,
    repairs TEXT NOT NULL, calls_with_usage INTEGER NOT NULL, input_tokens INTEGER NOT NULL,
    output_tokens INTEGER NOT NULL, PRIMARY KEY (run_id, agent));
CREATE TABLE IF NOT EXISTS run_measures (
    run_id TEXT PRIMARY KEY, round INTEGER NOT NULL, protocol TEXT NOT NULL, how TEXT NOT NULL,
    candidate TEXT NOT NULL, tied INTEGER NOT NULL, lottery INTEGER NOT NULL,
    accepted_by TEXT NOT NULL, source TEXT NOT NULL, authors TEXT NOT NULL,
    proposed_by TEXT NOT NULL, compromise INTEGER NOT NULL, emergent TEXT NOT NULL,
    lost TEXT NOT NULL, compared INTEGER NOT NULL, rounds_to_agreement INTEGER);
CREATE TABLE IF NOT EXISTS baselines (
    run_id TEXT NOT NULL, round INTEGER NOT NULL, who TEXT NOT NULL, candidate TEXT NOT NULL,
    label TEXT NOT NULL, criteria TEXT NOT NULL, utilitarian REAL NOT NULL, minimum REAL NOT NULL,
    worst_group TEXT NOT NULL, worst_group_mean REAL NOT NULL, gini REAL,
    p20_satisfaction REAL NOT NULL, eq_gap REAL NOT NULL, PRIMARY KEY (run_id, who));
CREATE TABLE IF NOT EXISTS dynamics (
    run_id TEXT NOT NULL, round INTEGER NOT NULL, agent TEXT NOT NULL, moved REAL,
    conformity REAL, spread REAL, seq INTEGER NOT NULL, PRIMARY KEY (run_id, round, agent));
"""

TABLES = "SELECT name FROM sqlite_master WHERE type = 'table'"

RUN_COLUMNS = (
    "run_id", "sweep", "idx", "case_id", "labels", "status", "error", "started", "duration_s",
    "worker", "rounds", "stop", "joint", "tokens", "order_bias", "transcript",
)  # fmt: skip
SUBJECT_COLUMNS = (
    "run_id", "round", "who", "candidate", "label", "criteria", "utilitarian", "minimum",
    "worst_group", "worst_group_mean", "gini", "p20_satisfaction", "eq_gap",
)  # fmt: skip
RULE_COLUMNS = (
    "run_id",
    "rule",
    "winners",
    "agrees",
    *(c for c in SUBJECT_COLUMNS[1:] if c != "who"),
)  # the rule stands where a subject has who
AGENT_COLUMNS = (
    "run_id", "agent", "requests", "ballots", "failures", "attempts", "invalid_replies",
    "truncated", "repaired", "repairs", "calls_with_usage", "input_tokens", "output_tokens",
)  # fmt: skip
MEASURE_COLUMNS = (
    "run_id", "round", "protocol", "how", "candidate", "tied", "lottery", "accepted_by",
    "source", "authors", "proposed_by", "compromise", "emergent", "lost", "compared",
    "rounds_to_agreement",
)  # fmt: skip
DYNAMICS_COLUMNS = ("run_id", "round", "agent", "moved", "conformity", "spread")
LATER_TABLES = (
    "subject_groups", "rule_outcomes", "agent_stats", "run_measures", "baselines", "dynamics",
)  # fmt: skip
MEASURE_TABLES = ("run_measures", "baselines", "dynamics")
"""The later tables of what a run reports beyond fairness (a store may have the first three
later tables and not these)."""

_DECISION_JSON = ("accepted_by", "authors", "proposed_by")
_DECISION_FLAGS = ("tied", "lottery", "compromise")

# The runs columns whose names differ from StoredRun's fields, or that hold JSON.
_RENAMED_OR_JSON = ("idx", "case_id", "labels", "order_bias")
_MEASURES = ("decision", "emergence", "first_rule", "moves", "spreads", "rounds_to_agreement")


def run_row(result: StoredRun) -> tuple[Any, ...]:
    """``result``'s row of ``runs`` in :data:`RUN_COLUMNS` order (without its subjects, rules
    and agents, which have tables of their own)."""
    row = result.model_dump(exclude={"subjects", "rules", "agents", "index", "case", *_MEASURES})
    values = {
        **row,
        "idx": result.index,
        "case_id": result.case,
        "labels": json.dumps(result.labels),
        "order_bias": json.dumps(result.order_bias),
    }
    return tuple(values[c] for c in RUN_COLUMNS)


def run_of(
    row: Mapping[str, Any],
    subjects: Sequence[SubjectResult],
    rules: Sequence[RuleResult],
    agents: Sequence[AgentRoundStats],
    measures: Mapping[str, Any] | None = None,
) -> StoredRun:
    """The run whose ``runs`` row (by :data:`RUN_COLUMNS`) is ``row``, with its parts
    (``measures``: the fields :func:`measures_of` read back, none for an older store)."""
    return StoredRun(
        **(measures or {}),
        **{k: v for k, v in row.items() if k not in _RENAMED_OR_JSON},
        index=row["idx"],
        case=row["case_id"],
        labels=json.loads(row["labels"]),
        order_bias=json.loads(row["order_bias"]),
        subjects=tuple(subjects),
        rules=tuple(rules),
        agents=tuple(agents),
    )


def subject_row(run_id: str, s: SubjectResult) -> tuple[Any, ...]:
    """``s``'s row of ``subjects`` in :data:`SUBJECT_COLUMNS` order (``seq`` is the caller's)."""
    data = s.model_dump()
    data["run_id"] = run_id
    data["criteria"] = json.dumps(s.criteria)
    return tuple(data[c] for c in SUBJECT_COLUMNS)


def subject_of(
    row: Mapping[str, Any], groups: Mapping[tuple[int, str], dict[str, float]]
) -> SubjectResult:
    """The subject read back from its row, with its group means from ``groups`` (keyed by
    round and who; a store without ``subject_groups`` gives none)."""
    data = {**row, "criteria": json.loads(row["criteria"])}
    data.pop("run_id")
    data["groups"] = groups.get((data["round"], data["who"]), {})
    return SubjectResult.model_validate(data)


def rule_row(run_id: str, r: RuleResult) -> tuple[Any, ...]:
    """``r``'s row of ``rule_outcomes`` in :data:`RULE_COLUMNS` order (``seq`` is the caller's)."""
    data = r.model_dump()
    data.update(
        run_id=run_id,
        rule=r.who,
        winners=json.dumps(list(r.winners)),
        agrees=int(r.agrees),
        criteria=json.dumps(r.criteria),
    )
    return tuple(data[c] for c in RULE_COLUMNS)


def rule_of(row: Mapping[str, Any]) -> RuleResult:
    """The rule's outcome read back from its row."""
    data = {k: v for k, v in row.items() if k not in ("run_id", "rule")}
    data.update(
        who=row["rule"],
        winners=tuple(json.loads(row["winners"])),
        agrees=bool(row["agrees"]),
        criteria=json.loads(row["criteria"]),
    )
    return RuleResult.model_validate(data)


def agent_row(run_id: str, a: AgentRoundStats) -> tuple[Any, ...]:
    """``a``'s row of ``agent_stats`` in :data:`AGENT_COLUMNS` order."""
    data = a.model_dump()
    data.update(run_id=run_id, repairs=json.dumps(a.repairs))
    return tuple(data[c] for c in AGENT_COLUMNS)


def agent_of(row: Mapping[str, Any]) -> AgentRoundStats:
    """The agent's counters read back from their row (over the whole run: ``round`` is None)."""
    data = {k: v for k, v in row.items() if k != "run_id"}
    data["repairs"] = json.loads(row["repairs"])
    return AgentRoundStats.model_validate({**data, "round": None})


def measure_row(result: StoredRun) -> tuple[Any, ...] | None:
    """``result``'s row of ``run_measures`` in :data:`MEASURE_COLUMNS` order (None: a run
    without a decision, failed or never evaluated)."""
    d, e = result.decision, result.emergence
    if d is None or e is None:
        return None
    data = d.model_dump()
    data.update({k: json.dumps(list(data[k])) for k in _DECISION_JSON})
    data.update({k: int(data[k]) for k in _DECISION_FLAGS})
    data.update(
        run_id=result.run_id,
        emergent=json.dumps(list(e.emergent)),
        lost=json.dumps(list(e.lost)),
        compared=e.compared,
        rounds_to_agreement=result.rounds_to_agreement,
    )
    return tuple(data[c] for c in MEASURE_COLUMNS)


def dynamics_rows(result: StoredRun) -> list[tuple[Any, ...]]:
    """``result``'s rows of ``dynamics`` in :data:`DYNAMICS_COLUMNS` order, then ``seq``."""
    spread = {s.round: s.spread for s in result.spreads}
    return [
        (result.run_id, m.round, m.agent, m.moved, m.conformity, spread.get(m.round), i)
        for i, m in enumerate(result.moves)
    ]


def measures_of(
    row: Mapping[str, Any] | None,
    baseline: SubjectResult | None,
    dynamics: Sequence[Mapping[str, Any]],
) -> dict[str, Any]:
    """The measures of a run read back from its ``run_measures`` row (None: none recorded),
    its first-round baseline and its ``dynamics`` rows (in ``seq`` order), as
    :class:`~fairagents.experiments._execute.StoredRun` fields."""
    out: dict[str, Any] = {"first_rule": baseline}
    if row is not None:
        data = {k: v for k, v in row.items() if k in Decision.model_fields}
        data.update({k: tuple(json.loads(row[k])) for k in _DECISION_JSON})
        data.update({k: bool(row[k]) for k in _DECISION_FLAGS})
        out["decision"] = Decision.model_validate(data)
        out["emergence"] = Emergence(
            emergent=tuple(json.loads(row["emergent"])),
            lost=tuple(json.loads(row["lost"])),
            compared=row["compared"],
        )
        out["rounds_to_agreement"] = row["rounds_to_agreement"]
    out["moves"] = tuple(
        BallotMove(round=d["round"], agent=d["agent"], moved=d["moved"], conformity=d["conformity"])
        for d in dynamics
    )
    spreads: dict[int, list[float | None]] = {}
    for d in dynamics:
        spreads.setdefault(d["round"], []).append(d["spread"])
    out["spreads"] = tuple(
        RoundSpread(round=r, spread=values[0], ballots=len(values))
        for r, values in sorted(spreads.items())
    )
    return out
