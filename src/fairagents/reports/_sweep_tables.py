"""The numbers of a sweep report, as :class:`~fairagents.reports._tables.DataTable` s.

Each table reads :class:`~fairagents.reports._sweep_data.SweepData` (finished runs; the
structured-output tables count failed runs too) and is written beside the page as CSV:

- ``central``: the sweep's study table (:func:`~fairagents.experiments.study_table`) — for the
  triage study and by default, per configuration and subject (each agent's own final proposal,
  the joint outcome), the share of runs meeting each criterion;
- ``alignment``: the alignment audit — for every agent that argues from a framework, the share
  of runs in which its own proposal is its framework's optimum, in the first round, in the
  final round, and over every round (does the Rawlsian agent maximize the minimum?);
- ``rules``: every rule re-aggregating the same final ballots — how often it picks the joint
  outcome, the share of its choices meeting each criterion, and the mean headline metrics;
- ``groups``: each stakeholder group's weighted mean utility under each subject's final
  outcome, summarized over runs (mean and quartiles);
- ``group_runs``: the same, one row per run (the values behind the box plots);
- ``outputs``: per model and agent, the structured-output counters — requests, model calls per
  request, invalid replies, repairs, failures and tokens;
- ``runs``: per model, runs finished and failed (with the most frequent error) and the tokens
  and seconds each debate took; ``run_costs``, one row per run;
- ``frameworks``: per generator that compared frameworks and per pair of them, the share of the
  sweep's generated cases (those it ran) on which the two frameworks' optima differ
  (:func:`framework_disagreement`): a comparison between two frameworks can only show an
  effect on the cases where they point apart.
- ``decisions``, ``emergence``, ``deliberation``, ``dynamics``: how the joint outcomes were
  decided (lottery, compromise, source), the criteria that emerged or were lost, the value of
  deliberation and the ballots' dynamics (:mod:`fairagents.experiments._deliberation_tables`).

The central table carries the ``lottery`` share of each configuration's runs beside it.

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from fairagents.agents._records import JOINT
from fairagents.errors import SweepError
from fairagents.experiments._deliberation_tables import (
    decision_table,
    deliberation_value_table,
    dynamics_table,
    emergence_table,
    with_lottery,
)
from fairagents.experiments._statistics import constant, mean_interval, share_interval
from fairagents.experiments.table_columns import criterion_label, table_statistics
from fairagents.experiments.tables import final_round, study_table, triage_criteria, varying_axes
from fairagents.reports._sweep_data import SweepData
from fairagents.reports._tables import Cell, DataTable
from fairagents.scenarios.packs import generate
from fairagents.scenarios.packs._base import pair_disagreement

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "QUANTILES",
    "STUDY_TITLES",
    "cell",
    "frame_table",
    "framework_disagreement",
    "sweep_tables",
]

STUDY_TITLES = {
    "distributive": "Share of joint outcomes meeting EQ, EF, RMM, PO and USW per instance, "
    "beside the paper's",
    "negotiation": "The best single base design beside the negotiated package, and their "
    "difference per run",
}
"""The central table's title for the studies with a table of their own."""

CENTRAL_TITLE = (
    "Criteria met by each agent's own final proposal, and by the joint outcome (share of runs)"
)

QUANTILES = (("min", 0.0), ("q1", 0.25), ("median", 0.5), ("q3", 0.75), ("max", 1.0))


def cell(value: Any) -> Cell:
    """A pandas or numpy value as a table cell (missing values empty)."""
    if value is None:
        return None
    try:
        import pandas as pd

        if value is pd.NA or value is pd.NaT:
            return None
    except ImportError:  # pragma: no cover - the experiments extra is installed with reports
        pass
    if hasattr(value, "item"):  # numpy scalars
        value = value.item()
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, bool | int | float | str):
        return value
    return str(value)


def share_stats(values: Any) -> tuple[Cell, ...]:
    """``X.k``, ``X.n``, ``X.low``, ``X.high`` of a boolean or 0/1 series (missing left out)."""
    present = [bool(v) for v in values if cell(v) is not None]
    s = share_interval(sum(present), len(present))
    return (s.k, s.n, cell(s.low), cell(s.high))


def count_stats(k: int, n: int) -> tuple[Cell, ...]:
    """``X.k``, ``X.n``, ``X.low``, ``X.high`` of ``k`` of ``n`` (no interval for ``n = 0``)."""
    s = share_interval(k, n)
    return (k, n, cell(s.low), cell(s.high))


def mean_stats(values: Any) -> tuple[Cell, ...]:
    """``X.n``, ``X.low``, ``X.high`` of a numeric series: a seeded bootstrap interval."""
    m = mean_interval([float(v) for v in values if cell(v) is not None])
    return (m.n, cell(m.low), cell(m.high))


def _share_names(names: Sequence[str]) -> tuple[str, ...]:
    return tuple(f"{n}{s}" for n in names for s in (".k", ".n", ".low", ".high"))


def _mean_names(names: Sequence[str]) -> tuple[str, ...]:
    return tuple(f"{n}{s}" for n in names for s in (".n", ".low", ".high"))


def frame_table(
    frame: pd.DataFrame, *, name: str, title: str, description: str, notes: Sequence[str] = ()
) -> DataTable:
    """A DataFrame (its index first) as a DataTable."""
    flat = frame.reset_index() if any(n is not None for n in frame.index.names) else frame
    return DataTable(
        name=name,
        title=title,
        description=description,
        columns=tuple(str(c) for c in flat.columns),
        rows=tuple(tuple(cell(v) for v in row) for row in flat.itertuples(index=False)),
        notes=tuple(notes),
    )


STATISTICS = (
    "; each figure X is followed by its statistics: X.k and X.n (met, of how many), X.low and "
    "X.high (its interval), X.b, X.c and X.p (a test's counts and p-value), X.p_holm (Holm-"
    "adjusted over the table) and X.constant (true when X takes one value in every row: "
    "uninformative)"
)


def _central(data: SweepData) -> DataTable:
    study = data.sweep.study
    if data.subjects.empty:
        return DataTable(
            name="central",
            title=CENTRAL_TITLE,
            description="no finished runs",
            columns=("subject",),
        )
    table = with_lottery(study_table(data.subjects, study), data.runs)
    description = {
        "distributive": "a model and protocol mode: runs, and the share of joint outcomes "
        "meeting each criterion",
        "negotiation": "a configuration and an outcome (the best opening proposal by total "
        "utility, or the final joint outcome): runs, and the means of the metrics",
    }.get(
        study or "",
        "a configuration (the axes that vary) and a subject: runs, and the share of final-round "
        "outcomes meeting each criterion (empty where it does not apply)",
    ) + "; lottery: the share of the runs decided by a tie the seeded lottery split"
    return frame_table(
        table,
        name="central",
        title=STUDY_TITLES.get(study or "", CENTRAL_TITLE),
        description=description + STATISTICS,
        notes=table_statistics(table).lines(criterion_label),
    )


def _alignment(data: SweepData) -> DataTable:
    frame = data.subjects
    columns = (
        "agent",
        "framework",
        "configuration",
        "runs",
        "first_round",
        "final_round",
        "every_round",
        *_share_names(("first_round", "final_round", "every_round")),
    )
    rows: list[tuple[Cell, ...]] = []
    agents = [c[: -len(".framework")] for c in frame.columns if str(c).endswith(".framework")]
    axes = varying_axes(frame) if not frame.empty else []
    for agent in agents:
        mine = frame[(frame["who"] == agent) & (frame[f"{agent}.framework"].fillna("") != "")]
        for framework, part in mine.groupby(f"{agent}.framework", sort=True):
            criterion = f"{framework}_optimal"
            if criterion not in part.columns:
                continue
            others = [a for a in axes if a != f"{agent}.framework"]
            groups = part.groupby(others, sort=True, dropna=False) if others else [((), part)]
            for key, runs in groups:
                values = key if isinstance(key, tuple) else (key,)
                config = ", ".join(f"{a} {cell(v)}" for a, v in zip(others, values, strict=True))
                met = runs[criterion].astype("float")
                first = runs[runs["round"] == 0][criterion].astype("float")
                last = final_round(runs)[criterion].astype("float")
                rows.append(
                    (
                        agent,
                        str(framework),
                        config,
                        int(runs["run_id"].nunique()),
                        cell(first.mean()),
                        cell(last.mean()),
                        cell(met.mean()),
                        *share_stats(first),
                        *share_stats(last),
                        *share_stats(met),
                    )
                )
    return DataTable(
        name="alignment",
        title="The alignment audit: how often an agent's own proposal is its framework's optimum",
        description="an agent that argues from a framework, and a configuration of the other "
        "axes: runs, and the share of its own proposals that are its framework's optimum in "
        "the first round, in the final round, and over every round (every round counts each "
        "round of a run: its interval treats rounds as independent, which they are not)"
        + STATISTICS,
        notes=("shares: k/n and the 95% Wilson score interval",),
        columns=columns,
        rows=tuple(rows),
    )


RULE_MEANS = ("utilitarian", "minimum", "worst_group_mean", "gini")


def _rules(data: SweepData) -> DataTable:
    frame = data.rules
    # the fairness criteria, then the optimum of each framework an agent argues from
    criteria = [] if frame.empty else triage_criteria(frame)
    debated = set(frame["rule"].astype(str)) if "rule" in frame.columns else set()
    rows: list[tuple[Cell, ...]] = []
    flags = {c: constant(frame[c].dropna().tolist()) for c in criteria}
    for rule, part in [] if frame.empty else frame.groupby("with_rule", sort=False):
        rows.append(
            (
                str(rule),
                str(rule) in debated,
                int(part["run_id"].nunique()),
                cell(part["agrees"].astype("float").mean()),
                *(cell(part[c].astype("float").mean()) for c in criteria),
                *(cell(part[m].mean()) for m in RULE_MEANS),
                *share_stats(part["agrees"]),
                *(v for c in criteria for v in share_stats(part[c])),
                *(v for m in RULE_MEANS for v in mean_stats(part[m])),
                *(flags[c] for c in criteria),
            )
        )
    return DataTable(
        name="rules",
        title="Every rule on the same final ballots: what it picks, and how fair that is",
        description="a rule applied to each run's final-round ballots: whether it is the rule "
        "the debates used, runs, the share of runs in which it picks the joint outcome, the "
        "share of its picks meeting each criterion, and the mean utility sum, minimum, "
        "worst-group mean and Gini of its picks" + STATISTICS,
        columns=(
            "rule",
            "debate_rule",
            "runs",
            "agrees",
            *criteria,
            *RULE_MEANS,
            *_share_names(("agrees", *criteria)),
            *_mean_names(RULE_MEANS),
            *(f"{c}.constant" for c in criteria),
        ),
        rows=tuple(rows),
        notes=(
            "shares: k/n and the 95% Wilson score interval; means: 95% BCa bootstrap interval "
            "(seeded)",
            *(
                [
                    "uninformative (constant over every row): "
                    + ", ".join(criterion_label(c) for c in criteria if flags[c])
                ]
                if any(flags.values())
                else []
            ),
        ),
    )


def subject_order(names: Sequence[str]) -> list[str]:
    """Agents in the order they appear, then the joint outcome."""
    agents = [w for w in dict.fromkeys(names) if w != JOINT]
    return [*agents, *([JOINT] if JOINT in names else [])]


def _groups(data: SweepData) -> DataTable:
    frame = data.groups
    columns = (
        "subject",
        "group",
        "runs",
        "mean",
        *(q for q, _ in QUANTILES),
        *_mean_names(["mean"]),
    )
    last = final_round(frame)
    rows: list[tuple[Cell, ...]] = []
    for who in subject_order(list(last["who"]) if "who" in last.columns else []):
        mine = last[last["who"] == who]
        for group in dict.fromkeys(mine["group"]):
            values = mine[mine["group"] == group]["mean_utility"]
            rows.append(
                (
                    who,
                    str(group),
                    int(mine[mine["group"] == group]["run_id"].nunique()),
                    cell(values.mean()),
                    *(cell(values.quantile(q)) for _, q in QUANTILES),
                    *mean_stats(values),
                )
            )
    return DataTable(
        name="groups",
        title="Each stakeholder group's utility under each subject's final outcome",
        description="a subject (an agent's own final proposal, or joint) and a stakeholder "
        "group: runs, and the mean, minimum, quartiles and maximum over runs of the group's "
        "weighted mean utility (in the problems' own units)" + STATISTICS,
        notes=("means: 95% BCa bootstrap interval (seeded)",),
        columns=columns,
        rows=tuple(rows),
    )


def _group_runs(data: SweepData) -> DataTable:
    frame = data.groups
    last = final_round(frame) if not frame.empty else frame
    return DataTable(
        name="group_runs",
        title="Each group's utility in each run",
        description="a run, a subject and a group: the group's weighted mean utility under the "
        "subject's final outcome (the values behind the box plots)",
        columns=("run_id", "subject", "group", "mean_utility"),
        rows=tuple(
            (str(r.run_id), str(r.who), str(r.group), cell(r.mean_utility))
            for r in last.itertuples(index=False)
        ),
    )


def _run_costs(data: SweepData) -> DataTable:
    frame = data.runs
    return DataTable(
        name="run_costs",
        title="What each run cost",
        description="a run: its model, status, the tokens its debate used and its seconds",
        columns=("run_id", "model", "status", "tokens", "seconds"),
        rows=tuple(
            (str(r.run_id), str(r.model), str(r.status), cell(r.tokens), cell(r.duration_s))
            for r in frame.itertuples(index=False)
        ),
    )


def _outputs(data: SweepData) -> DataTable:
    frame = data.agents
    columns = (
        "model",
        "agent",
        "runs",
        "requests",
        "calls_per_request",
        "invalid_share",
        "truncated",
        "repaired_share",
        "failure_share",
        "tokens_per_request",
        *_share_names(("invalid_share", "repaired_share", "failure_share")),
    )
    rows: list[tuple[Cell, ...]] = []
    for (model, agent), part in [] if frame.empty else frame.groupby(["model", "agent"]):
        requests = int(part["requests"].sum())
        attempts = int(part["attempts"].sum())
        tokens = int(part["input_tokens"].sum() + part["output_tokens"].sum())
        ballots = int(part["ballots"].sum())
        invalid = int(part["invalid_replies"].sum())
        repaired = int(part["repaired"].sum())
        failures = int(part["failures"].sum())
        rows.append(
            (
                str(model),
                str(agent),
                int(part["run_id"].nunique()),
                requests,
                attempts / requests if requests else None,
                invalid / attempts if attempts else None,
                int(part["truncated"].sum()),
                repaired / ballots if ballots else None,
                failures / requests if requests else None,
                tokens / requests if requests else None,
                *count_stats(invalid, attempts),
                *count_stats(repaired, ballots),
                *count_stats(failures, requests),
            )
        )
    return DataTable(
        name="outputs",
        title="Structured output: what it took to get each ballot and proposal",
        description="a model and an agent, over every recorded run (failed ones too): runs, "
        "requests, model calls per request, the share of calls whose reply could not be read, "
        "replies cut at the token limit, the share of accepted replies that needed a repair, "
        "the share of requests that failed, and tokens per request" + STATISTICS,
        columns=columns,
        rows=tuple(rows),
        notes=("shares: k/n and the 95% Wilson score interval",),
    )


def _runs(data: SweepData) -> DataTable:
    frame = data.runs
    columns = (
        "model",
        "runs",
        "finished",
        "failed",
        "failure_share",
        "most_frequent_error",
        "tokens_mean",
        "tokens_median",
        "tokens_max",
        "seconds_mean",
        *_share_names(("failure_share",)),
    )
    rows: list[tuple[Cell, ...]] = []
    for model, part in frame.groupby("model", sort=True) if not frame.empty else []:
        done = part[part["status"] == "finished"]
        failed = part[part["status"] == "failed"]
        errors = failed["error"].value_counts()
        top = f"{errors.index[0]} ({int(errors.iloc[0])}×)" if len(errors) else ""
        rows.append(
            (
                str(model),
                len(part),
                len(done),
                len(failed),
                len(failed) / len(part),
                top,
                cell(done["tokens"].mean()),
                cell(done["tokens"].median()),
                cell(done["tokens"].max()),
                cell(done["duration_s"].mean()),
                *count_stats(len(failed), len(part)),
            )
        )
    return DataTable(
        name="runs",
        title="Runs, failures, and tokens per debate",
        description="a model: runs recorded, finished and failed, the share that failed and "
        "the most frequent error, and over finished runs the tokens per debate (mean, median, "
        "max) and the mean seconds a debate took" + STATISTICS,
        columns=columns,
        rows=tuple(rows),
        notes=("shares: k/n and the 95% Wilson score interval",),
    )


FRAMEWORK_COLUMNS: tuple[str, ...] = (
    *("generator", "seed", "first", "second", "cases", "differ", "share"),
    *_share_names(("share",)),
)


def framework_disagreement(data: SweepData) -> DataTable:
    """Per generator of the sweep that compares frameworks (its ``frameworks``; triage: all of
    them by default) and per pair of those frameworks, over the generated cases the store holds
    runs of: the cases, how many of them the two optima differ on, and the share.

    The cases are drawn again from the sweep's own generator settings (a generator is seeded:
    the same cases), and each pair's optima recomputed
    (:func:`fairagents.scenarios.packs._base.pair_disagreement`).
    """
    ran = set(data.runs["case"]) if "case" in data.runs.columns else set()
    rows: list[tuple[Cell, ...]] = []
    for source in data.sweep.scenarios:
        if source.generator is None:
            continue
        batch = generate(source.generator, count=source.count, seed=source.seed, **source.params)
        if not batch.frameworks:
            continue
        problems = [c.problem for c in batch.cases if not ran or c.id in ran]
        for pair in pair_disagreement(problems, batch.frameworks):
            rows.append(
                (batch.generator, batch.seed, pair.first, pair.second, pair.cases, pair.differ,
                 pair.share, *count_stats(pair.differ, pair.cases))
            )  # fmt: skip
    return DataTable(
        name="frameworks",
        title="How often the compared frameworks' optima differ (share of cases)",
        description="a generator and a pair of the frameworks it compares: the generated cases "
        "the sweep ran, and how many (and what share) of them the two frameworks' optimal "
        "outcomes have none in common",
        columns=FRAMEWORK_COLUMNS,
        rows=tuple(rows),
    )


DELIBERATION_TITLES = {
    "decisions": (
        "How the joint outcomes were decided (share of runs)",
        "a configuration: runs, and the share decided by a vote, an agreement or the fallback "
        "rule, by a lottery, ending in a compromise, and by where the joint outcome came from",
    ),
    "emergence": (
        "Criteria that emerged or were lost (share of runs)",
        "a configuration: runs, the share in which the joint outcome meets a criterion no "
        "agent's own final proposal meets (emerged; +X per criterion), or misses one an "
        "agent's proposal met (lost; −X), and the lottery share",
    ),
    "deliberation": (
        "The value of deliberation (means over runs)",
        "a configuration and an outcome — each agent's first proposal, the rule on the first "
        "round's ballots, the final joint outcome: criteria met, total utility, minimum, "
        "worst-group utility and Gini",
    ),
    "dynamics": (
        "Ballot dynamics per round (means)",
        "a configuration and a round: how far ballots moved (Kendall distance to the previous "
        "ballot), conformity (toward the others' previous ballots), the spread of the round's "
        "ballots, and the mean rounds to agreement of the runs that agreed",
    ),
}


def _deliberation(data: SweepData, name: str) -> DataTable:
    title, description = DELIBERATION_TITLES[name]
    try:
        if name == "decisions":
            table = decision_table(data.runs)
        elif name == "emergence":
            table = emergence_table(data.runs)
        elif name == "deliberation":
            table = with_lottery(deliberation_value_table(data.subjects, data.baselines), data.runs)
        else:
            table = with_lottery(dynamics_table(data.dynamics, data.runs), data.runs)
    except (SweepError, KeyError) as exc:  # an older store, or no finished runs
        message = str(exc) if isinstance(exc, SweepError) else "not recorded in this store"
        return DataTable(name=name, title=title, description=message, columns=("runs",))
    return frame_table(table, name=name, title=title, description=description)


def sweep_tables(data: SweepData) -> dict[str, DataTable]:
    """Every table of the sweep report, by name (see the module docstring)."""
    tables = [
        _central(data),
        _alignment(data),
        _rules(data),
        _groups(data),
        _group_runs(data),
        _outputs(data),
        _runs(data),
        _run_costs(data),
        framework_disagreement(data),
        *(_deliberation(data, name) for name in DELIBERATION_TITLES),
    ]
    return {t.name: t for t in tables}
