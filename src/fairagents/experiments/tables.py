"""The studies' tables, computed from :func:`~fairagents.experiments.frame.load_results`.

Each table reads the **final round** of every finished run (the outcome the debate ended on):

- :func:`criteria_table` — the triage study's central table, and the default for any sweep:
  grouped by the configuration axes that vary (say ``aligned.framework`` × ``opponent.stance``),
  for each subject — each agent's own proposal and the joint outcome — the share of runs in
  which each criterion is met;
- :func:`distributive_table` — the distributive-fairness study: per model and protocol mode
  (agents *generate* an allocation vs *choose* from the exact menu), the share of joint
  outcomes meeting EQ (the least equitability gap), EF, RMM (maximin), PO and USW;
- :func:`negotiation_table` — the negotiative-alignment study: the best single base design
  (the opening proposal, of any agent, with the highest total utility) beside the negotiated
  package (the final joint outcome): total utility, worst-group utility, 20th-percentile
  satisfaction and Gini, averaged over the runs of each configuration.

:func:`study_table` picks the table a sweep's ``study`` names.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from fairagents.errors import SweepError
from fairagents.experiments.execute import JOINT

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "DISTRIBUTIVE_CRITERIA",
    "criteria_table",
    "criterion_label",
    "distributive_table",
    "final_round",
    "negotiation_table",
    "study_table",
    "triage_criteria",
    "varying_axes",
]

NOT_AXES = {"case", "seed", "repetition"}
"""Labels that sample rather than configure: tables average over them."""

FIRST_CRITERIA = ("pareto", "maximin_optimal", "usw_optimal", "eq", "ef", "ef1", "efx")
"""Fairness criteria shown before the frameworks' optimality, in this order."""

DISTRIBUTIVE_CRITERIA = {
    "EQ": "eq",
    "EF": "ef",
    "RMM": "maximin_optimal",
    "PO": "pareto",
    "USW": "usw_optimal",
}
"""The distributive study's columns and the criteria they read (Hosseini & Khanna 2025)."""

SHORT = {"pareto": "PO", "maximin_optimal": "RMM", "usw_optimal": "USW", "eq": "EQ"}


def criterion_label(name: str) -> str:
    """A criterion's column header: its short name, a framework's optimality as the framework.

    >>> [criterion_label(c) for c in ("pareto", "rawls_optimal", "ef1")]
    ['PO', 'rawls', 'ef1']
    """
    return SHORT.get(name, name.removesuffix("_optimal"))


NEGOTIATION_METRICS = {
    "total utility": "utilitarian",
    "worst-group utility": "worst_group_mean",
    "p20 satisfaction": "p20_satisfaction",
    "Gini": "gini",
}


def _label_columns(frame: pd.DataFrame) -> list[str]:
    fixed = {"run_id", "sweep", "status", "round", "who", "candidate", "label", "worst_group"}
    metrics = {"utilitarian", "minimum", "worst_group_mean", "gini", "p20_satisfaction", "eq_gap"}
    return [c for c in frame.columns if c not in fixed | metrics and frame[c].dtype != "boolean"]


def varying_axes(frame: pd.DataFrame) -> list[str]:
    """Configuration labels that take more than one value, leaving out any that an earlier one
    determines (an opponent's favoured group follows from its stance)."""
    out: list[str] = []
    for column in _label_columns(frame):
        if column in NOT_AXES or frame[column].nunique(dropna=False) < 2:
            continue
        if out and (frame.groupby(out, sort=False)[column].nunique(dropna=False) <= 1).all():
            continue
        out.append(column)
    return out


def final_round(frame: pd.DataFrame) -> pd.DataFrame:
    """Only the rows of each run's last round."""
    if frame.empty:
        return frame
    last = frame.groupby("run_id")["round"].transform("max")
    return frame[frame["round"] == last]


def _criteria(frame: pd.DataFrame) -> list[str]:
    present = [c for c in frame.columns if frame[c].dtype == "boolean"]
    first = [c for c in FIRST_CRITERIA if c in present]
    return first + sorted(c for c in present if c not in first)


def _require(frame: pd.DataFrame) -> None:
    if frame.empty:
        raise SweepError("no finished runs to tabulate yet")


def criteria_table(
    frame: pd.DataFrame,
    *,
    group_by: Sequence[str] | None = None,
    subjects: Sequence[str] | None = None,
    criteria: Sequence[str] | None = None,
) -> pd.DataFrame:
    """Share of final-round outcomes meeting each criterion, per group and subject.

    Rows: ``group_by`` (default :func:`varying_axes`) then ``subject`` (each agent, in the order
    they speak, then ``joint``); columns: ``runs`` and each criterion (a share in [0, 1]; missing
    where it does not apply).
    """
    _require(frame)
    last = final_round(frame)
    groups = list(varying_axes(frame) if group_by is None else group_by)
    names = list(subjects) if subjects is not None else _subjects(last)
    chosen = list(criteria) if criteria is not None else _criteria(last)
    last = last[last["who"].isin(names)].copy()
    last["subject"] = last["who"].map({n: i for i, n in enumerate(names)})
    keys = [*groups, "subject"]
    grouped = last.groupby(keys, sort=True, dropna=False)
    table = grouped[chosen].mean()
    table.insert(0, "runs", grouped["run_id"].nunique())
    table = table.reset_index()
    table["subject"] = table["subject"].map(dict(enumerate(names)))
    return table.set_index(keys)


def _subjects(frame: pd.DataFrame) -> list[str]:
    agents = [w for w in dict.fromkeys(frame["who"]) if w != JOINT]
    return [*agents, JOINT]


def distributive_table(frame: pd.DataFrame) -> pd.DataFrame:
    """Per model and mode, the share of joint outcomes meeting EQ, EF, RMM, PO and USW."""
    _require(frame)
    last = final_round(frame)
    joint = last[last["who"] == JOINT]
    missing = [c for c in DISTRIBUTIVE_CRITERIA.values() if c not in joint.columns]
    if missing:
        raise SweepError(
            f"the distributive table needs allocation problems (criteria {missing} are missing)"
        )
    grouped = joint.groupby(["model", "mode"], sort=True)
    table = grouped[list(DISTRIBUTIVE_CRITERIA.values())].mean()
    table.columns = list(DISTRIBUTIVE_CRITERIA)
    table.insert(0, "runs", grouped["run_id"].nunique())
    return table


def negotiation_table(frame: pd.DataFrame) -> pd.DataFrame:
    """Best single base design vs the negotiated package, per varying configuration axis."""
    _require(frame)
    pd = _pd()
    groups = varying_axes(frame)
    opening = frame[(frame["round"] == 0) & (frame["who"] != JOINT)]
    best = opening.sort_values(["run_id", "utilitarian"], ascending=[True, False], kind="stable")
    best = best.drop_duplicates("run_id").assign(outcome="best single base design")
    last = final_round(frame)
    negotiated = last[last["who"] == JOINT].assign(outcome="negotiated package")
    both = pd.concat([best, negotiated], ignore_index=True)
    order = {"best single base design": 0, "negotiated package": 1}
    both["order"] = both["outcome"].map(order)
    keys = [*groups, "order", "outcome"]
    grouped = both.groupby(keys, sort=True)
    table = grouped[list(NEGOTIATION_METRICS.values())].mean()
    table.columns = list(NEGOTIATION_METRICS)
    table.insert(0, "runs", grouped["run_id"].nunique())
    return table.reset_index().drop(columns="order").set_index([*groups, "outcome"])


def _pd() -> Any:
    from fairagents.experiments.frame import pandas

    return pandas()


def study_table(frame: pd.DataFrame, study: str | None) -> pd.DataFrame:
    """The table of ``study`` (``triage``, ``distributive``, ``negotiation``; None: criteria)."""
    if study == "distributive":
        return distributive_table(frame)
    if study == "negotiation":
        return negotiation_table(frame)
    if study == "triage":
        return criteria_table(frame, criteria=triage_criteria(frame))
    return criteria_table(frame)


def triage_criteria(frame: pd.DataFrame) -> list[str]:
    """The triage table's columns: the fairness criteria, then the optimality of each
    framework an agent of the sweep argues from (the others' optima say little here)."""
    _require(frame)
    present = _criteria(frame)
    argued = {
        value
        for column in frame.columns
        if column.endswith(".framework")
        for value in frame[column].dropna().unique()
        if value
    }
    first = [c for c in FIRST_CRITERIA if c in present]
    return first + [c for c in present if c.endswith("_optimal") and c[:-8] in argued]
