"""Emergence counted as a referee would: against every proposal, by kind, beside chance.

What runs record (:mod:`fairagents.fairness._emergence`) counts a criterion as emerged when the
final joint outcome meets it and no agent's *final* proposal does. That overstates it: an agent
may have proposed an outcome meeting the criterion in round 1 and drifted away. This table
recounts, from the subjects every run stores, per run:

- **against every proposal** of every round (the headline): a criterion emerged when the joint
  outcome meets it and no agent proposed, in any round, an outcome meeting it; beside it the
  count against the agents' **first** proposals and against their **final** ones (the recorded
  figure);
- split by kind: **fairness** criteria (:data:`~fairagents.fairness._emergence.FAIRNESS_CRITERIA`:
  maximin, EQ, envy-freeness and its relaxations, proportionality, MMS, Pareto, JR/PJR/EJR) and
  **framework optima** (the utilitarian optimum and each ethical framework's), since "fairness
  emerged" should not be read off another framework's optimum;
- **a chance baseline**: the probability that an outcome drawn uniformly from the feasible set
  (the exact set where it can be enumerated, else the problem's menu) meets a criterion of the
  kind that no proposal of the run met — the emergence a mediator's random candidate would
  score. ``X − chance`` is the paired difference run by run (the run's 0/1 minus its
  probability): mean, seeded bootstrap interval, Wilcoxon p, Holm-adjusted over the table;
- **losses**, as prominent: a criterion some agent's final proposal met and the joint outcome
  does not, by kind.

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fairagents.agents._records import JOINT
from fairagents.errors import SweepError
from fairagents.experiments._statistics import paired_difference
from fairagents.experiments.table_columns import (
    MEANS,
    TableStatistics,
    adjust_pvalues,
    flag_constant,
    flag_degenerate,
    plain,
    share_columns,
    tidy_columns,
)
from fairagents.experiments.tables import varying_axes
from fairagents.fairness._emergence import FAIRNESS_CRITERIA, criterion_kind

if TYPE_CHECKING:
    import pandas as pd

    from fairagents.problems import Problem

__all__ = [
    "KINDS",
    "chance_of_emergence",
    "emergence_recount",
    "emergence_recount_table",
    "feasible_criteria",
    "sweep_problems",
]

KINDS = ("fairness", "framework")
"""The two kinds of criteria the table keeps apart (:func:`criterion_kind`)."""

SHARES = tuple(
    f"{kind} {what}" for kind in KINDS for what in ("emerged", "vs first", "vs final", "lost")
)
"""The table's share columns: per kind, emerged against every proposal, against the first
proposals, against the final proposals (as recorded), and lost."""


def _pd() -> Any:
    from fairagents.experiments._frame import pandas

    return pandas()


def _criteria(subjects: pd.DataFrame) -> list[str]:
    return [c for c in subjects.columns if subjects[c].dtype == "boolean"]


def _met(rows: pd.DataFrame, criteria: Sequence[str]) -> set[str]:
    """The criteria any of ``rows`` meets."""
    return {c for c in criteria if bool(rows[c].fillna(False).astype(bool).any())}


def emergence_recount(subjects: pd.DataFrame) -> pd.DataFrame:
    """One row per finished run: for each kind, whether a criterion emerged against every
    proposal, against the first proposals, against the final ones, and whether one was lost
    (see the module docstring); ``proposed`` lists every criterion some proposal met."""
    from fairagents.experiments._execute import BASE_DESIGN

    pd = _pd()
    criteria = _criteria(subjects)
    out: list[dict[str, Any]] = []
    proposals_of = ~subjects["who"].astype(str).str.startswith(BASE_DESIGN)
    for run_id, run in subjects[proposals_of].groupby("run_id", sort=False):
        last_round = run["round"].max()
        joint = run[(run["who"] == JOINT) & (run["round"] == last_round)]
        agents = run[run["who"] != JOINT]
        if joint.empty or agents.empty:
            continue
        met = _met(joint, criteria)
        every = _met(agents, criteria)
        first = _met(agents[agents["round"] == agents["round"].min()], criteria)
        final = _met(agents[agents["round"] == last_round], criteria)
        row: dict[str, Any] = {"run_id": run_id, "proposed": ", ".join(sorted(every))}
        for kind in KINDS:
            mine = {c for c in criteria if criterion_kind(c) == kind}
            row[f"{kind} emerged"] = bool((met - every) & mine)
            row[f"{kind} vs first"] = bool((met - first) & mine)
            row[f"{kind} vs final"] = bool((met - final) & mine)
            row[f"{kind} lost"] = bool((final - met) & mine)
        out.append(row)
    frame = pd.DataFrame(out)
    if frame.empty:
        raise SweepError("no finished run with agents' proposals and a joint outcome")
    for column in SHARES:
        frame[column] = frame[column].astype("boolean")
    return frame


def feasible_criteria(problem: Problem, criteria: Sequence[str]) -> list[set[str]]:
    """The ``criteria`` each feasible outcome meets (the exact feasible set, else the menu)."""
    from fairagents.agents._objectives import feasible_outcomes
    from fairagents.fairness import judge_of

    judge = judge_of(problem)
    _, options = feasible_outcomes(problem)
    met = [judge.judge(option.outcome).criteria for option in options]
    return [{c for c in criteria if m.get(c, False)} for m in met]


def chance_of_emergence(options: Sequence[set[str]], proposed: set[str]) -> dict[str, float]:
    """Per kind, the probability that one of ``options`` (each the criteria a feasible outcome
    meets, :func:`feasible_criteria`) drawn uniformly meets a criterion of that kind that is
    not in ``proposed``.

    >>> chance_of_emergence([{"eq", "rawls_optimal"}, {"eq"}, set(), {"pareto"}], {"eq"})
    {'fairness': 0.25, 'framework': 0.25}
    """
    if not options:
        return dict.fromkeys(KINDS, float("nan"))
    hits = dict.fromkeys(KINDS, 0)
    for met in options:
        kinds = {criterion_kind(c) for c in met - proposed}
        for kind in kinds:
            hits[kind] += 1
    return {kind: hits[kind] / len(options) for kind in KINDS}


def sweep_problems(
    results: str | Path, sweep: str, *, base: str | Path | None = None
) -> dict[str, Problem]:
    """Each planned run's problem, from the sweep the store records (expanded again: the same
    seeds draw the same cases); ``base``: the folder its scenario paths are relative to
    (default: the one the store recorded when the sweep ran, else the working directory)."""
    from fairagents.experiments._grid import expand
    from fairagents.experiments._store import ResultsStore
    from fairagents.experiments._sweep import Sweep

    with ResultsStore(results, create=False) as store, store.reading():
        recorded = Sweep.model_validate_json(store.sweep_json(sweep))
        folder = base if base is not None else (store.sweep_base(sweep) or ".")
    return {run.run_id: run.scenario.problem for run in expand(recorded, base=folder).runs}


def emergence_recount_table(
    subjects: pd.DataFrame,
    problems: Mapping[str, Problem] | None = None,
    *,
    lottery: Mapping[str, bool] | None = None,
    group_by: Sequence[str] | None = None,
    alpha: float = 0.05,
    statistics: bool = True,
) -> pd.DataFrame:
    """Per group of the varying axes: the :data:`SHARES` (Wilson intervals), and with
    ``problems`` (run id → its problem) each kind's chance baseline and the paired difference
    of emergence and chance (see the module docstring); with ``lottery`` (run id → whether the
    seeded lottery decided it) emergence among the runs no lottery decided, apart."""
    _pd()
    runs = emergence_recount(subjects)
    labels = subjects.drop_duplicates("run_id").set_index("run_id")
    groups = list(varying_axes(subjects) if group_by is None else group_by)
    groups = [g for g in groups if g not in ("case", "seed", "repetition")]
    runs = runs.join(labels[groups], on="run_id") if groups else runs.assign(runs_of="all")
    keys = groups or ["runs_of"]
    names = list(SHARES)
    if lottery is not None:  # the runs a coin did not decide, counted apart
        settled = runs["run_id"].map(lottery).fillna(False).astype(bool)
        for kind in KINDS:
            column = f"{kind} emerged, no lottery"
            runs[column] = runs[f"{kind} emerged"].astype("boolean").mask(settled)
            names.append(column)
    table = share_columns(runs, keys, names, confidence=1 - alpha)
    table.insert(0, "runs", runs.groupby(keys, sort=True, dropna=False)["run_id"].nunique())
    tests: list[str] = []
    if problems is not None:
        criteria = _criteria(subjects)
        # Runs of one case share its problem: each distinct problem is judged once.
        judged: dict[str, list[set[str]]] = {}

        def options(run_id: str) -> list[set[str]]:
            key = problems[run_id].model_dump_json()
            if key not in judged:
                judged[key] = feasible_criteria(problems[run_id], criteria)
            return judged[key]

        chances = [
            chance_of_emergence(options(r), set(filter(None, p.split(", "))))
            if r in problems
            else dict.fromkeys(KINDS, float("nan"))
            for r, p in zip(runs["run_id"], runs["proposed"], strict=True)
        ]
        for kind in KINDS:
            runs[f"{kind} chance"] = [c[kind] for c in chances]
        extra: dict[str, list[Any]] = {}
        for _, part in runs.groupby(keys, sort=True, dropna=False):
            for kind in KINDS:
                seen = part[f"{kind} emerged"].astype(float).to_numpy()
                chance = part[f"{kind} chance"].astype(float).to_numpy()
                d = paired_difference(seen, chance, confidence=1 - alpha)
                column = f"{kind} − chance"
                extra.setdefault(f"{kind} chance", []).append(float(chance.mean()))
                figures = {"": d.mean, ".n": d.n, ".low": d.low, ".high": d.high, ".p": d.p}
                for suffix, value in figures.items():
                    extra.setdefault(column + suffix, []).append(value)
        for column, values in extra.items():
            table[column] = values
        tests.append(
            "X − chance: the run's emergence against every proposal (0/1) minus the chance "
            "that a uniformly drawn feasible outcome meets a criterion of that kind no proposal "
            "met, run by run: mean, seeded bootstrap interval, Wilcoxon signed-rank p"
        )
    if "decision" in groups and runs["decision"].nunique() > 1:
        table = _against_reference(table, runs, subjects, groups, names)
        tests.append(
            f"on each protocol's row, X b:c: the exact McNemar test of its runs against "
            f"{_reference(runs)}'s on the same debates (b: only this protocol's run has X, c: "
            "only the reference's)"
        )
    table.attrs["statistics"] = TableStatistics(
        confidence=1 - alpha,
        alpha=alpha,
        means=MEANS if problems is not None else "",
        tests=tuple(tests),
        notes=(
            "emerged: the final joint outcome meets a criterion that no agent proposed in any "
            "round; vs first / vs final: against the first or the final proposals only; lost: "
            "an agent's final proposal met it, the joint outcome does not; no lottery: among "
            "the runs the seeded lottery did not decide",
            f"fairness criteria: {', '.join(FAIRNESS_CRITERIA)}; framework: the utilitarian "
            "optimum and each ethical framework's (…_optimal)",
        ),
        shown=statistics,
    )
    table = flag_degenerate(flag_constant(table, runs, names))
    table = tidy_columns(adjust_pvalues(table))
    return table if statistics else plain(table)


def _reference(runs: pd.DataFrame) -> str:
    values = [str(v) for v in dict.fromkeys(runs["decision"])]
    return "vote" if "vote" in values else values[0]


def _against_reference(
    table: pd.DataFrame,
    runs: pd.DataFrame,
    subjects: pd.DataFrame,
    groups: Sequence[str],
    names: Sequence[str],
) -> pd.DataFrame:
    """``X.b``, ``X.c``, ``X.p`` on each protocol's row: McNemar against the reference protocol
    on the runs that share every other label (the reference's own row has none)."""
    pd = _pd()
    from fairagents.experiments._comparison_tables import pairing_labels
    from fairagents.experiments._statistics import mcnemar_counts

    reference = _reference(runs)
    pairing = [c for c in pairing_labels(subjects) if c != "decision"]
    labelled = runs.join(
        subjects.drop_duplicates("run_id").set_index("run_id")[
            [c for c in pairing if c not in runs.columns]
        ],
        on="run_id",
    )
    others = [g for g in groups if g != "decision"]
    out = table.copy()
    for column in names:
        out[f"{column}.b"] = pd.array([pd.NA] * len(out), dtype="Int64")
        out[f"{column}.c"] = pd.array([pd.NA] * len(out), dtype="Int64")
        out[f"{column}.p"] = float("nan")
    for position, key in enumerate(out.index):
        values = key if isinstance(key, tuple) else (key,)
        row = dict(zip(table.index.names, values, strict=True))
        if row["decision"] == reference:
            continue
        # The row's group first (its labels may be pairing labels too), then pair by the rest.
        chosen = labelled
        for g in others:
            chosen = chosen[chosen[g] == row[g]]
        indexed = chosen.set_index(pairing)
        mine = indexed[indexed["decision"] == row["decision"]]
        base = indexed[indexed["decision"] == reference]
        both = mine.index.intersection(base.index)
        for column in names:
            pair = pd.concat([mine.loc[both, column], base.loc[both, column]], axis=1).dropna()
            a = pair.iloc[:, 0].astype(bool).to_numpy()
            z = pair.iloc[:, 1].astype(bool).to_numpy()
            test = mcnemar_counts(int((a & ~z).sum()), int((~a & z).sum()), len(a))
            out.iloc[position, out.columns.get_loc(f"{column}.b")] = test.b
            out.iloc[position, out.columns.get_loc(f"{column}.c")] = test.c
            out.iloc[position, out.columns.get_loc(f"{column}.p")] = test.p
    return out
