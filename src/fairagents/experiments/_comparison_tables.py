"""Protocols compared on the same debates: one configuration axis, pair by pair.

A sweep that varies one axis — the decision protocol, say — runs every value on the same cases,
seeds and everything else, so the fair comparison is pair by pair. :func:`comparison_table`
gives, per group of the other varying axes:

- each value's final joint outcomes: the means of
  :data:`~fairagents.experiments._deliberation_tables.VALUE_METRICS` (criteria met, total,
  minimum, worst group, Gini) with seeded bootstrap intervals;
- each value minus the reference value (``vote`` where the axis has it) pair by pair — runs
  that share every other label (case, seed, agents, rule …) — with an interval at the
  family-wise level 1 − α/m (Bonferroni over the table's m paired tests: simultaneous, so one
  that excludes zero is a finding after correction) and the Wilcoxon signed-rank p,
  Holm-adjusted over the table;
- given the runs' lottery flags, the same paired rows again over the pairs in which no
  seeded lottery decided either run (a vote between two parties is often a coin flip: its
  figure conditioned on no coin);
- in the footnotes, in how many pairs both reached the same joint outcome (a difference of zero
  because nothing differed, said in words).

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from fairagents.agents._records import JOINT
from fairagents.errors import SweepError
from fairagents.experiments._deliberation_tables import (
    VALUE_METRICS,
    met,
    renamed,
    with_groups,
)
from fairagents.experiments._statistics import paired_difference
from fairagents.experiments.table_columns import (
    MEANS,
    TableStatistics,
    adjust_pvalues,
    flag_constant,
    flag_degenerate,
    mean_columns,
    plain,
    tidy_columns,
)
from fairagents.experiments.tables import final_round, varying_axes

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["COMPARED_AXIS", "UNITS", "comparison_table", "pairing_labels"]


def _pd() -> Any:
    from fairagents.experiments._frame import pandas

    return pandas()


COMPARED_AXIS = "decision"
"""The axis :func:`comparison_table` compares unless told otherwise: the decision protocol."""

UNITS = ("case", "seed", "repetition")
"""The labels that tell debates of one configuration apart: pairs share them, groups do not."""


def comparison_table(
    subjects: pd.DataFrame,
    *,
    axis: str = COMPARED_AXIS,
    against: str | None = None,
    lottery: Mapping[str, bool] | None = None,
    alpha: float = 0.05,
    statistics: bool = True,
) -> pd.DataFrame:
    """The values of ``axis`` compared on the same debates (see the module docstring):
    ``against`` is the reference (default ``vote`` where the axis has it, else its first
    value). Rows: per group of the other varying axes, each value's final joint outcomes,
    then ``"<value> − <against> (paired)"`` for every other value, and with ``lottery`` (run
    id → whether the seeded lottery decided it) ``"… (paired, no lottery)"``."""
    pd = _pd()
    last = final_round(subjects)
    last = last[last["who"] == JOINT].copy()
    if axis not in last.columns or last[axis].nunique() < 2:
        raise SweepError(f"the sweep does not vary {axis!r}: nothing to compare")
    values = [str(v) for v in dict.fromkeys(last[axis].astype(str))]
    reference = against or ("vote" if "vote" in values else values[0])
    if reference not in values:
        raise SweepError(f"{axis} {reference!r} is not in the sweep; it has {', '.join(values)}")
    last[axis] = last[axis].astype(str)
    groups = [a for a in varying_axes(last) if a != axis and a not in UNITS]
    pairing = [c for c in pairing_labels(last) if c != axis]
    shared = [c for c in pairing if last[c].nunique(dropna=False) > 1] or pairing
    criteria = [c for c in last.columns if last[c].dtype == "boolean"]
    last["criteria met"] = met(last, criteria)
    metrics = list(VALUE_METRICS.values())
    order = [reference, *(v for v in values if v != reference)]
    last["order"] = last[axis].map({v: i for i, v in enumerate(order)})
    rows, groups = with_groups(last, groups)
    keys = [*groups, "order"]
    table = mean_columns(rows, keys, metrics, confidence=1 - alpha)
    table.insert(0, "runs", rows.groupby(keys, sort=True, dropna=False)["run_id"].nunique())
    pairs = _pairs(rows, groups, pairing, axis, order)
    if lottery is not None:
        settled = {r for r, by_lottery in lottery.items() if by_lottery}
        pairs += _pairs(rows, groups, pairing, axis, order, leaving_out=settled)
    family = sum(1 for *_, diffs in pairs for d in diffs.values() if len(d[0]))
    level = 1 - alpha / max(family, 1)
    paired = []
    index = []
    for key, at, count, diffs in pairs:
        row: dict[str, Any] = {"runs": count}
        for metric, (after, before) in diffs.items():
            d = paired_difference(after, before, confidence=level)
            row.update(
                {metric: d.mean, f"{metric}.n": d.n, f"{metric}.low": d.low}
                | {f"{metric}.high": d.high, f"{metric}.p": d.p}
            )
        paired.append(row)
        index.append((*key, at))
    labels = {i: v for i, v in enumerate(order)}
    labels |= {
        len(order) + k - 1: f"{v} − {reference} (paired)" for k, v in enumerate(order[1:], start=1)
    }
    labels |= {
        2 * len(order) + k - 2: f"{v} − {reference} (paired, no lottery)"
        for k, v in enumerate(order[1:], start=1)
    }
    if paired:
        names = [*groups, "order"]
        table = pd.concat(
            [table, pd.DataFrame(paired, index=pd.MultiIndex.from_tuples(index, names=names))]
        )
    table = table.rename(columns=lambda c: renamed(str(c)))
    table = table.sort_index().reset_index()
    table.insert(len(groups), axis, table["order"].map(labels))
    table = table.drop(columns="order").set_index([*groups, axis])
    observed = rows.rename(columns={v: k for k, v in VALUE_METRICS.items()})
    table.attrs["statistics"] = TableStatistics(
        confidence=1 - alpha,
        alpha=alpha,
        interval="",
        means=MEANS,
        tests=(
            f"paired rows: each {axis} minus {reference} on the debates that share every other "
            f"label (those that vary: {', '.join(shared)}): mean difference, an interval at "
            f"{100 * level:.2f}% (1 − α/m, Bonferroni over the table's m = {family} paired "
            "tests: simultaneous), Wilcoxon signed-rank p",
        ),
        notes=(
            f"criteria met: of the {len(criteria)} criteria that apply",
            *_same_outcomes(rows, groups, pairing, axis, order),
        ),
        shown=statistics,
    )
    table = flag_degenerate(flag_constant(table, observed, list(VALUE_METRICS)))
    table = tidy_columns(adjust_pvalues(table))
    return table if statistics else plain(table)


def pairing_labels(frame: pd.DataFrame) -> list[str]:
    """The configuration labels of a subjects frame: every column but the results (runs that
    agree on all of them but one axis are a pair for that axis)."""
    results = {"run_id", "sweep", "status", "round", "who", "candidate", "label", "order"}
    results |= {*VALUE_METRICS.values(), "worst_group", "p20_satisfaction", "eq_gap"}
    return [c for c in frame.columns if c not in results and frame[c].dtype != "boolean"]


def _same_outcomes(
    rows: pd.DataFrame,
    groups: Sequence[str],
    pairing: Sequence[str],
    axis: str,
    order: Sequence[str],
) -> list[str]:
    """Per group and compared value, in how many pairs both reached the same joint outcome:
    a difference of zero because nothing differed, said in words."""
    out = []
    for key, part in rows.groupby(list(groups), sort=True, dropna=False):
        frame = part.set_index(list(pairing))
        base = frame[frame[axis] == order[0]]["label"]
        for value in order[1:]:
            mine = frame[frame[axis] == value]["label"]
            both = mine.index.intersection(base.index)
            same = int((mine.loc[both] == base.loc[both]).sum())
            where = "" if key in ("all", ("all",)) else f" ({key})"
            out.append(
                f"{value} and {order[0]} reached the same joint outcome in {same} of "
                f"{len(both)} paired debates{where}"
            )
    return out


def _pairs(
    rows: pd.DataFrame,
    groups: Sequence[str],
    pairing: Sequence[str],
    axis: str,
    order: Sequence[str],
    *,
    leaving_out: set[str] | None = None,
) -> list[tuple[tuple[Any, ...], int, int, dict[str, tuple[Any, Any]]]]:
    """Per group and compared value: its position among the table's rows, how many pairs, and
    per metric the two paired arrays (the value's, the reference's); ``leaving_out``: run ids
    whose pairs are left out (the no-lottery rows, placed after the others)."""
    out = []
    if leaving_out is not None:
        rows = rows[~rows["run_id"].isin(leaving_out)]
    after = 0 if leaving_out is None else len(order) - 1
    parts = rows.groupby(list(groups), sort=True, dropna=False)
    for key, part in parts:
        key = key if isinstance(key, tuple) else (key,)
        frame = part.set_index(list(pairing))
        base = frame[frame[axis] == order[0]]
        for k, value in enumerate(order[1:], start=1):
            mine = frame[frame[axis] == value]
            both = mine.index.intersection(base.index)
            diffs = {
                m: (
                    mine.loc[both, m].astype(float).to_numpy(),
                    base.loc[both, m].astype(float).to_numpy(),
                )
                for m in VALUE_METRICS.values()
            }
            out.append((key, len(order) + after + k - 1, len(both), diffs))
    return out
