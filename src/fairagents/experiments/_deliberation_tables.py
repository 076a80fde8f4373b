"""The tables of how debates decided: decisions, emergence, the value of deliberation, dynamics.

Beside the studies' tables (:mod:`fairagents.experiments.tables`), these read what every run
records beyond fairness (:mod:`fairagents.graph._measures` defines each measure), grouped by the
configuration axes that vary, with the same statistics convention (shares with their count,
N and Wilson interval, means with a seeded bootstrap interval, constant columns flagged):

- :func:`decision_table` — per configuration, the share of runs decided by each procedure
  (vote, agreement, fallback), by a **lottery** (a tie the seeded tie-break split), that end
  in a **compromise** (the joint outcome differs from every agent's own final proposal), and
  where the joint outcome came from (an agent's own proposal, an earlier proposal, the
  mediator's candidate or negotiated text, the menu), and the share that reached agreement;
- :func:`emergence_table` — the share of runs in which some criterion **emerged** (the joint
  outcome meets it, no agent's own final proposal does) or was **lost** (an agent's proposal
  met it, the joint outcome does not), and per criterion;
- :func:`deliberation_value_table` — the final joint outcome beside the scenario's rule on the
  first round's ballots and beside each agent's first proposal: criteria met (of those that
  apply), total utility, minimum, worst-group mean utility and Gini, averaged over runs, and
  the paired difference of the final outcome and the first round's rule in the same runs
  (Wilcoxon signed-rank p, Holm-adjusted over the table);
- protocols compared on the same debates, pair by pair: :mod:`fairagents.experiments.
  comparison_tables`;
- :func:`dynamics_table` — per round, how far agents' ballots moved (Kendall distance to their
  previous ballot), their conformity, and the spread of the round's ballots;
- :func:`with_lottery` — any table grouped by configuration gains the lottery share of its
  groups: a decision that is mostly a coin flip is visible in every table.

Each takes the frames of :func:`~fairagents.experiments._frame.load_results` (``runs``,
``subjects``, ``baselines``, ``dynamics``); a store written before runs recorded these measures
has no rows for them and the tables say so (:class:`~fairagents.errors.SweepError`).

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from fairagents.agents._records import JOINT
from fairagents.errors import SweepError
from fairagents.experiments._frame import MEASURE_FIELDS, RUN_FIELDS
from fairagents.experiments._statistics import paired_difference
from fairagents.experiments.table_columns import (
    MEANS,
    TableStatistics,
    adjust_pvalues,
    flag_constant,
    flag_degenerate,
    mean_columns,
    plain,
    share_columns,
    table_statistics,
    tidy_columns,
)
from fairagents.experiments.tables import final_round, varying_axes

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "DECISION_SHARES",
    "decision_table",
    "deliberation_value_table",
    "dynamics_table",
    "emergence_table",
    "met",
    "renamed",
    "run_axes",
    "with_groups",
    "with_lottery",
]

DECISION_SHARES = {
    "lottery": ("lottery", None),
    "compromise": ("compromise", None),
    "agreement": ("decided_by", "agreement"),
    "fallback": ("decided_by", "fallback"),
    "vote": ("decided_by", "vote"),
    "own proposal": ("source", "own_proposal"),
    "earlier proposal": ("source", "earlier_proposal"),
    "mediator": ("source", "mediator"),
    "negotiated text": ("source", "negotiated_text"),
    "menu": ("source", "menu"),
    "agreed": ("rounds_to_agreement", None),
}
"""The decision table's share columns: name → (the runs frame's column, the value counted;
None: the column's truth, or for ``rounds_to_agreement`` whether it is set)."""

VALUE_METRICS = {
    "criteria met": "criteria met",
    "total utility": "utilitarian",
    "minimum": "minimum",
    "worst-group utility": "worst_group_mean",
    "Gini": "gini",
}
"""The value-of-deliberation table's means, by the subjects frame's column."""

DYNAMICS_RESULTS = {"run_id", "sweep", "status", "round", "agent", "moved", "conformity", "spread"}
"""The dynamics frame's columns that are results, not configuration."""

FIRST_RULE_LABEL = "first-round rule"
FINAL_LABEL = "final joint outcome"

_NOT_LABELS = {
    "run_id", "sweep", "status", *RUN_FIELDS.values(), *MEASURE_FIELDS.values(), "emerged",
    "lost_any",
}  # fmt: skip


def _pd() -> Any:
    from fairagents.experiments._frame import pandas

    return pandas()


def run_axes(runs: pd.DataFrame) -> list[str]:
    """:func:`~fairagents.experiments.tables.varying_axes` of a ``level="runs"`` frame (its
    run-level columns are results, not configuration)."""
    labels = [c for c in runs.columns if c not in _NOT_LABELS and not c.startswith("order_bias.")]
    return varying_axes(runs[labels])


def _measured(runs: pd.DataFrame) -> pd.DataFrame:
    finished = runs[(runs["status"] == "finished") & runs["decided_by"].notna()]
    if finished.empty:
        raise SweepError(
            "no finished run recorded how it decided (a store written before runs recorded "
            "their decisions: rerun the sweep into a new store)"
        )
    return finished


def with_groups(frame: pd.DataFrame, keys: Sequence[str]) -> tuple[pd.DataFrame, list[str]]:
    """``frame`` and its group keys; with no varying axis, one group of every run, named
    ``all`` (column ``runs_of``)."""
    if keys:
        return frame, list(keys)
    return frame.assign(runs_of="all"), ["runs_of"]


def _finish(
    table: pd.DataFrame,
    rows: pd.DataFrame,
    columns: Sequence[str],
    *,
    alpha: float,
    statistics: bool,
    means: str = "",
    notes: Sequence[str] = (),
) -> pd.DataFrame:
    table.attrs["statistics"] = TableStatistics(
        confidence=1 - alpha, alpha=alpha, means=means, notes=tuple(notes), shown=statistics
    )
    table = tidy_columns(flag_degenerate(flag_constant(table, rows, columns)))
    return table if statistics else plain(table)


def decision_table(
    runs: pd.DataFrame,
    *,
    group_by: Sequence[str] | None = None,
    alpha: float = 0.05,
    statistics: bool = True,
) -> pd.DataFrame:
    """How the final joint outcomes were decided, per group (see the module docstring):
    ``runs`` then the shares of :data:`DECISION_SHARES`, each with its count, N and Wilson
    interval at confidence ``1 - alpha``."""
    measured = _measured(runs)
    groups = list(run_axes(runs) if group_by is None else group_by)
    rows = measured.copy()
    for name, (column, value) in DECISION_SHARES.items():
        if column == "rounds_to_agreement":
            rows[name] = rows[column].notna()
        elif value is None:
            rows[name] = rows[column].astype(bool)
        else:
            rows[name] = rows[column] == value
    names = list(DECISION_SHARES)
    rows[names] = rows[names].astype("boolean")
    rows, keys = with_groups(rows, groups)
    table = share_columns(rows, keys, names, confidence=1 - alpha)
    table.insert(0, "runs", rows.groupby(keys, sort=True, dropna=False)["run_id"].nunique())
    return _finish(
        table,
        rows,
        names,
        alpha=alpha,
        statistics=statistics,
        notes=(
            "lottery: the rule's tied winners were split by the seeded tie-break; compromise: "
            "the joint outcome differs from every agent's own final proposal",
        ),
    )


def emergence_table(
    runs: pd.DataFrame,
    *,
    group_by: Sequence[str] | None = None,
    alpha: float = 0.05,
    statistics: bool = True,
) -> pd.DataFrame:
    """Per group: ``runs``, the share of runs in which some criterion emerged
    (``emerged``), some was lost (``lost``), the ``lottery`` share, then per criterion that
    emerged or was lost in any run, ``+X`` (it emerged) and ``−X`` (it was lost)."""
    measured = _measured(runs)
    groups = list(run_axes(runs) if group_by is None else group_by)
    rows = measured.copy()
    split = {
        "+": rows["emergent"].fillna("").map(_criteria_of),
        "−": rows["lost"].fillna("").map(_criteria_of),
    }
    rows["lost"] = rows["lost_any"]  # the column now says whether any criterion was lost
    criteria = {
        sign: sorted(set().union(*values)) if len(values) else [] for sign, values in split.items()
    }
    names = ["emerged", "lost", "lottery"]
    for sign, found in criteria.items():
        for criterion in found:
            rows[f"{sign}{criterion}"] = split[sign].map(lambda s, c=criterion: c in s)
            names.append(f"{sign}{criterion}")
    rows[names] = rows[names].astype("boolean")
    rows, keys = with_groups(rows, groups)
    table = share_columns(rows, keys, names, confidence=1 - alpha)
    table.insert(0, "runs", rows.groupby(keys, sort=True, dropna=False)["run_id"].nunique())
    return _finish(
        table,
        rows,
        names,
        alpha=alpha,
        statistics=statistics,
        notes=(
            "emerged: the final joint outcome meets a criterion no agent's own final proposal "
            "meets (+X: that criterion); lost: an agent's own proposal met it, the joint "
            "outcome does not (−X)",
        ),
    )


def _criteria_of(text: str) -> set[str]:
    return {c for c in text.split(", ") if c}


def met(frame: pd.DataFrame, criteria: Sequence[str]) -> pd.Series[Any]:
    """How many of ``criteria`` each row meets (a criterion that does not apply counts 0)."""
    return frame[list(criteria)].astype("Float64").sum(axis=1, skipna=True)


def deliberation_value_table(
    subjects: pd.DataFrame,
    baselines: pd.DataFrame,
    *,
    group_by: Sequence[str] | None = None,
    alpha: float = 0.05,
    statistics: bool = True,
) -> pd.DataFrame:
    """Per group and outcome — each agent's first proposal, the rule on the first round's
    ballots, the final joint outcome — the mean of :data:`VALUE_METRICS` over runs, with a
    seeded bootstrap interval; ``criteria met`` counts the criteria that apply (the same for
    every outcome of a run)."""
    if subjects.empty or baselines.empty:
        raise SweepError(
            "no finished run recorded the rule on its first round's ballots (a store written "
            "before runs recorded it, or no first-round ballots the rule can read)"
        )
    pd = _pd()
    from fairagents.experiments._execute import BASE_DESIGN

    groups = list(varying_axes(subjects) if group_by is None else group_by)
    criteria = [c for c in subjects.columns if subjects[c].dtype == "boolean"]
    # A budget's base designs are assessed in round 0 too, but no agent proposed them.
    proposed = ~subjects["who"].astype(str).str.startswith(BASE_DESIGN)
    first = subjects[(subjects["round"] == 0) & (subjects["who"] != JOINT) & proposed]
    agents = list(dict.fromkeys(first["who"]))
    parts = [first.assign(outcome="first proposal: " + first["who"])]
    parts.append(baselines.assign(outcome=FIRST_RULE_LABEL))
    last = final_round(subjects)
    parts.append(last[last["who"] == JOINT].assign(outcome=FINAL_LABEL))
    rows = pd.concat(parts, ignore_index=True)
    rows = rows[rows["run_id"].isin(set(baselines["run_id"]))]  # the runs with all three
    present = [c for c in criteria if c in rows.columns]
    rows["criteria met"] = met(rows, present)
    order = [*(f"first proposal: {a}" for a in agents), FIRST_RULE_LABEL, FINAL_LABEL]
    rows["order"] = rows["outcome"].map({o: i for i, o in enumerate(order)})
    rows, groups = with_groups(rows, groups)
    keys = [*groups, "order"]
    metrics = list(VALUE_METRICS.values())
    table = mean_columns(rows, keys, metrics, confidence=1 - alpha)
    table.insert(0, "runs", rows.groupby(keys, sort=True, dropna=False)["run_id"].nunique())
    order.append(PAIRED_LABEL)
    table = pd.concat([table, _paired(rows, groups, metrics, len(order) - 1, alpha)])
    table = table.rename(columns=lambda c: renamed(str(c)))
    table = table.sort_index().reset_index()
    table.insert(len(groups), "outcome", table["order"].map(dict(enumerate(order))))
    table = table.drop(columns="order").set_index([*groups, "outcome"])
    names = list(VALUE_METRICS)
    observed = rows.rename(columns={v: k for k, v in VALUE_METRICS.items()})
    table.attrs["statistics"] = TableStatistics(
        confidence=1 - alpha,
        alpha=alpha,
        means=MEANS,
        tests=(PAIRED_TEST,),
        notes=(
            f"{FIRST_RULE_LABEL}: the scenario's rule on the first round's ballots (what the "
            f"group would have decided without debating); criteria met: of the "
            f"{len(present)} criteria that apply",
        ),
        shown=statistics,
    )
    table = flag_degenerate(flag_constant(table, observed, names))
    table = tidy_columns(adjust_pvalues(table))
    return table if statistics else plain(table)


PAIRED_LABEL = "final − first-round rule (paired)"
PAIRED_TEST = (
    "paired row: the final joint outcome minus the rule on the first round's ballots, run by "
    "run (mean difference, seeded bootstrap interval, Wilcoxon signed-rank p)"
)


def _paired(
    rows: pd.DataFrame, groups: Sequence[str], metrics: Sequence[str], at: int, alpha: float
) -> pd.DataFrame:
    """Per group, each metric's paired difference: the final joint outcome minus the first
    round's rule in the same runs (``X``, ``X.n``, ``X.low``, ``X.high``, ``X.p``)."""
    pd = _pd()
    out: list[dict[str, Any]] = []
    index: list[tuple[Any, ...]] = []
    parts = rows.groupby(list(groups), sort=True, dropna=False) if groups else [((), rows)]
    for key, part in parts:
        final = part[part["outcome"] == FINAL_LABEL].set_index("run_id")
        first = part[part["outcome"] == FIRST_RULE_LABEL].set_index("run_id")
        both = final.index.intersection(first.index)
        row: dict[str, Any] = {"runs": len(both)}
        for metric in metrics:
            d = paired_difference(
                final.loc[both, metric].astype(float).to_numpy(),
                first.loc[both, metric].astype(float).to_numpy(),
                confidence=1 - alpha,
            )
            row.update(
                {metric: d.mean, f"{metric}.n": d.n, f"{metric}.low": d.low}
                | {f"{metric}.high": d.high, f"{metric}.p": d.p}
            )
        out.append(row)
        index.append((*(key if isinstance(key, tuple) else (key,)), at))
    names = [*groups, "order"]
    return pd.DataFrame(out, index=pd.MultiIndex.from_tuples(index, names=names))


def renamed(column: str) -> str:
    """A subjects-frame column (``utilitarian.low``) under its name in a table
    (``total utility.low``)."""
    by_column = {v: k for k, v in VALUE_METRICS.items()}
    base, dot, suffix = column.partition(".")
    return by_column.get(base, base) + dot + suffix


def dynamics_table(
    dynamics: pd.DataFrame,
    runs: pd.DataFrame | None = None,
    *,
    group_by: Sequence[str] | None = None,
    alpha: float = 0.05,
    statistics: bool = True,
) -> pd.DataFrame:
    """Per group and round: ``moved`` and ``conformity`` (means over agents' ballots),
    ``spread`` (mean over runs of the round's ballots' mean pairwise distance), with seeded
    bootstrap intervals; with ``runs``, the mean ``rounds to agreement`` of the runs that
    agreed is in the round-0 row's ``rounds to agreement`` column."""
    if dynamics.empty:
        raise SweepError(
            "no finished run recorded its ballots' dynamics (a store written before runs "
            "recorded them)"
        )
    labels = [c for c in dynamics.columns if c not in DYNAMICS_RESULTS]
    groups = list(varying_axes(dynamics[labels]) if group_by is None else group_by)
    keyed, keys = with_groups(dynamics, groups)
    by_round = [*keys, "round"]
    table = mean_columns(keyed, by_round, ["moved", "conformity"], confidence=1 - alpha)
    spreads = keyed.drop_duplicates(["run_id", "round"])
    table = table.join(mean_columns(spreads, by_round, ["spread"], confidence=1 - alpha))
    table.insert(0, "runs", keyed.groupby(by_round, sort=True)["run_id"].nunique())
    names = ["moved", "conformity", "spread"]
    observed = [keyed[["moved", "conformity"]], spreads[["spread"]]]
    if runs is not None and "rounds_to_agreement" in runs:
        agreed = runs[runs["rounds_to_agreement"].notna()].copy()
        if not agreed.empty:
            agreed["rounds to agreement"] = agreed["rounds_to_agreement"].astype(float)
            agreed, _ = with_groups(agreed.assign(round=0), groups)
            table = table.join(
                mean_columns(agreed, by_round, ["rounds to agreement"], confidence=1 - alpha)
            )
            names.append("rounds to agreement")
            observed.append(agreed[["rounds to agreement"]])
    return _finish(
        table,
        _pd().concat(observed, ignore_index=True),
        names,
        alpha=alpha,
        statistics=statistics,
        means=MEANS,
        notes=(
            "moved: normalised Kendall distance (ties ½) of an agent's ballot to its previous "
            "one, over the candidates both rank; conformity: how much closer it came to the "
            "others' previous ballots; spread: mean pairwise distance of a round's ballots; "
            "rounds to agreement: of the runs that agreed (round-0 row)",
        ),
    )


def with_lottery(
    table: pd.DataFrame, runs: pd.DataFrame, *, alpha: float = 0.05, statistics: bool = True
) -> pd.DataFrame:
    """``table`` (indexed by configuration axes, perhaps then a subject or outcome) with the
    ``lottery`` share of each row's runs beside it — with ``statistics``, its count, N and
    Wilson interval; without, named among the plain table's shares (shown as a percentage
    like the others) — or ``table`` unchanged when no run recorded how it decided."""
    if "decided_by" not in runs or runs["decided_by"].notna().sum() == 0:
        return table
    measured = runs[(runs["status"] == "finished") & runs["decided_by"].notna()].copy()
    measured["lottery"] = measured["lottery"].astype("boolean")
    keys = [n for n in table.index.names if n is not None and n in measured.columns]
    if not keys:
        shares = share_columns(measured.assign(_all=0), ["_all"], ["lottery"], confidence=1 - alpha)
        out = table.copy()
        for column in shares.columns:
            out[column] = shares[column].iloc[0]
    else:
        shares = share_columns(measured, keys, ["lottery"], confidence=1 - alpha)
        out = table.join(shares, on=keys if len(keys) > 1 else keys[0])
    if not statistics:
        out = out.drop(columns=[c for c in shares.columns if c != "lottery"])
    out.attrs = dict(table.attrs)
    if not statistics:
        stats = table_statistics(table)
        out.attrs["statistics"] = replace(
            stats, shown=False, shares=tuple(dict.fromkeys([*stats.shares, "lottery"]))
        )
    return out
