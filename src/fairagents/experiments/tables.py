"""The studies' tables, computed from :func:`~fairagents.experiments._frame.load_results`.

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

**Statistics** ride in the same frame, beside the figure they qualify (``X.k``, ``X.n``,
``X.low``, ``X.high``, ``X.p``, ``X.p_holm``, ``X.constant``): the convention and the toolkit
that builds those columns are :mod:`fairagents.experiments.table_columns`. Its names also
import from here, where they lived first.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from fairagents.agents._records import JOINT
from fairagents.errors import FairagentsError, SweepError
from fairagents.experiments._statistics import (
    McNemar,
    constant,
    fisher,
    mcnemar,
    share_interval,
)

# The statistics-column toolkit was part of this module: its names still import from here.
from fairagents.experiments.table_columns import MEANS as MEANS
from fairagents.experiments.table_columns import STAT_SUFFIXES as STAT_SUFFIXES
from fairagents.experiments.table_columns import ShownTable as ShownTable
from fairagents.experiments.table_columns import TableStatistics as TableStatistics
from fairagents.experiments.table_columns import adjust_pvalues as adjust_pvalues
from fairagents.experiments.table_columns import base_columns as base_columns
from fairagents.experiments.table_columns import coinciding as coinciding
from fairagents.experiments.table_columns import (
    coinciding_configurations as coinciding_configurations,
)
from fairagents.experiments.table_columns import coinciding_subjects as coinciding_subjects
from fairagents.experiments.table_columns import criterion_label as criterion_label
from fairagents.experiments.table_columns import figure_columns as figure_columns
from fairagents.experiments.table_columns import flag_constant as flag_constant
from fairagents.experiments.table_columns import flag_degenerate as flag_degenerate
from fairagents.experiments.table_columns import is_missing, label_columns
from fairagents.experiments.table_columns import mean_columns as mean_columns
from fairagents.experiments.table_columns import paired_mcnemar_columns as paired_mcnemar_columns
from fairagents.experiments.table_columns import plain as plain
from fairagents.experiments.table_columns import reference_columns as reference_columns
from fairagents.experiments.table_columns import share_columns as share_columns
from fairagents.experiments.table_columns import shown_table as shown_table
from fairagents.experiments.table_columns import table_statistics as table_statistics
from fairagents.experiments.table_columns import tidy_columns as tidy_columns

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "DISTRIBUTIVE_CRITERIA",
    "criteria_table",
    "distributive_menu_table",
    "distributive_table",
    "final_round",
    "menu_against_generate",
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

NEGOTIATION_METRICS = {
    "total utility": "utilitarian",
    "worst-group utility": "worst_group_mean",
    "p20 satisfaction": "p20_satisfaction",
    "Gini": "gini",
}


def varying_axes(frame: pd.DataFrame) -> list[str]:
    """Configuration labels that take more than one value, leaving out any that an earlier one
    determines (an opponent's favoured group follows from its stance)."""
    out: list[str] = []
    for column in label_columns(frame):
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
    alpha: float = 0.05,
    statistics: bool = True,
) -> pd.DataFrame:
    """Share of final-round outcomes meeting each criterion, per group and subject.

    Rows: ``group_by`` (default :func:`varying_axes`) then ``subject`` (each agent, in the order
    they speak, then ``joint``); columns: ``runs`` and each criterion (a share in [0, 1]; missing
    where it does not apply). With ``statistics`` (the default) each share carries its count,
    N and Wilson interval at confidence ``1 - alpha``, and each agent's row the exact McNemar
    test of the joint outcome against that agent's own proposal over the same debates
    (``X.b``: debates where only the joint outcome meets ``X``; ``X.c``: only the agent's),
    Holm-adjusted over the table. A criterion constant over every row is flagged
    (``X.constant``) in either case. See the module docstring for the columns.
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
    table = share_columns(last, keys, chosen, confidence=1 - alpha)
    if statistics:
        paired = paired_mcnemar_columns(last, groups, [n for n in names if n != JOINT], chosen)
        table = table.join(paired.rename(index={n: i for i, n in enumerate(names)}, level=-1))
    table.insert(0, "runs", grouped["run_id"].nunique())
    table = table.reset_index()
    table["subject"] = table["subject"].map(dict(enumerate(names)))
    table = table.set_index(keys)
    table.attrs["statistics"] = TableStatistics(
        confidence=1 - alpha,
        alpha=alpha,
        tests=(MCNEMAR_TEST,) if statistics and JOINT in names and len(names) > 1 else (),
        shown=statistics,
    )
    table = flag_degenerate(flag_constant(table, last, chosen))
    joint = last[last["who"] == JOINT]
    table.attrs["statistics"] = replace(
        table_statistics(table),
        coincide=coinciding(last, chosen),
        configurations=coinciding_configurations(joint, groups, chosen),
        subjects=coinciding_subjects(last, groups, names),
    )
    return tidy_columns(adjust_pvalues(table) if statistics else plain(table))


MCNEMAR_TEST = (
    "exact McNemar test, each agent's row: the joint outcome against that agent's own proposal "
    "over the same debates (X.b: only the joint outcome meets X; X.c: only the agent's proposal)"
)


def _subjects(frame: pd.DataFrame) -> list[str]:
    from fairagents.experiments._execute import BASE_DESIGN

    # A one-round run's final round is round 0, which also holds a budget's base designs: they
    # are no agent's proposal (the negotiation table compares them).
    agents = [
        w for w in dict.fromkeys(frame["who"]) if w != JOINT and not str(w).startswith(BASE_DESIGN)
    ]
    return [*agents, JOINT]


def distributive_table(
    frame: pd.DataFrame, *, alpha: float = 0.05, statistics: bool = True
) -> pd.DataFrame:
    """Per model, mode, instance and notion (EQ, EF, RMM, PO, USW), the share of joint outcomes
    meeting it, beside the distributive paper's reference shares.

    Rows: ``(model, mode, case, notion)``. Columns: ``runs``; ``share`` (with ``.k``, ``.n`` and
    its Wilson interval); ``human`` — the share of Herreiner & Puppe's respondents (how many
    there were is not published, so no test: :data:`~fairagents.datasets.reference.HUMAN_N`);
    and for each published model (GPT-4o, Claude-3.5-Sonnet, Llama3-70b, Gemini-1.5-Pro) its
    share of 100 generated responses (``.k``, ``.n`` = 100, Wilson interval) and ``.p``,
    Fisher's exact test of the run's share against it, Holm-adjusted over the table. The
    published figures are for *generating* an allocation, so only ``generate`` rows get them;
    menu-mode runs on the paper's own menus are compared option by option in
    :func:`distributive_menu_table`. Each ``menu`` row carries ``share.b``, ``share.c`` and
    ``share.p``: the exact McNemar test of choosing against generating on the runs that differ
    only in the mode (:func:`menu_against_generate`), the paper's own comparison. Where exact
    equality is reached only by giving nobody anything (I1, I3 under the paper's rules) the
    run's EQ means that allocation, while the paper's EQ column there counts Herreiner &
    Puppe's most equal allocation: no test, a note.
    """
    _require(frame)
    pd = _pd()
    from fairagents.datasets.reference import HUMAN_N, PUBLISHED_N, load_reference

    last = final_round(frame)
    joint = last[last["who"] == JOINT]
    missing = [c for c in DISTRIBUTIVE_CRITERIA.values() if c not in joint.columns]
    if missing:
        raise SweepError(
            f"the distributive table needs allocation problems (criteria {missing} are missing)"
        )
    reference = load_reference()
    notion_of = {c: n for n, c in DISTRIBUTIVE_CRITERIA.items()}
    long = joint.melt(
        id_vars=["run_id", "model", "mode", "case"],
        value_vars=list(DISTRIBUTIVE_CRITERIA.values()),
        var_name="criterion",
        value_name="share",
    )
    long["share"] = long["share"].astype("boolean")
    long["notion"] = pd.Categorical(
        long["criterion"].map(notion_of), categories=list(DISTRIBUTIVE_CRITERIA), ordered=True
    )
    cases = sorted(long["case"].unique(), key=_instance_order)
    long["case"] = pd.Categorical(long["case"], categories=cases, ordered=True)
    keys = ["model", "mode", "case", "notion"]
    grouped = long.groupby(keys, sort=True, observed=True)
    table = share_columns(long, keys, ["share"], confidence=1 - alpha)
    table = table.loc[grouped.size().index]
    table.insert(0, "runs", grouped["run_id"].nunique())
    trivial = _trivial_equality(cases)
    rows = list(table.index)
    table["human"] = [
        _percent(reference.human.get(str(case), {}).get(notion)) for _, _, case, notion in rows
    ]
    table["human.n"] = pd.array([HUMAN_N] * len(rows), dtype="Int64")
    for model in reference.models:
        published = reference.published_generation[model]
        values, ks, lows, highs, ps = [], [], [], [], []
        for (_, task, case, notion), k, n in zip(  # task: the paper's, generate or choose
            rows, table["share.k"], table["share.n"], strict=True
        ):
            value = published.get(str(case), {}).get(notion) if task == "generate" else None
            if value is None:
                values.append(math.nan)
                ks.append(pd.NA)
                lows.append(math.nan)
                highs.append(math.nan)
                ps.append(math.nan)
                continue
            count = round(value * PUBLISHED_N / 100)
            interval = share_interval(count, PUBLISHED_N, confidence=1 - alpha)
            values.append(interval.value)
            ks.append(count)
            lows.append(interval.low)
            highs.append(interval.high)
            comparable = not (notion == "EQ" and str(case) in trivial)
            ps.append(fisher(int(k), int(n), count, PUBLISHED_N).p if comparable else math.nan)
        table[model] = values
        table[f"{model}.k"] = pd.array(ks, dtype="Int64")
        table[f"{model}.n"] = pd.array(
            [PUBLISHED_N if v == v else pd.NA for v in values], dtype="Int64"
        )
        table[f"{model}.low"] = lows
        table[f"{model}.high"] = highs
        table[f"{model}.p"] = ps
    tests = [FISHER_REFERENCE_TEST]
    versus = menu_against_generate(joint, DISTRIBUTIVE_CRITERIA)
    if versus:
        # On each menu row: choosing against generating, paired run by run (the paper's claim
        # is that models choose fair allocations far better than they generate them).
        found = [
            versus.get((model, str(case), str(notion))) if task == "menu" else None
            for model, task, case, notion in rows
        ]
        table["share.b"] = pd.array([pd.NA if t is None else t.b for t in found], dtype="Int64")
        table["share.c"] = pd.array([pd.NA if t is None else t.c for t in found], dtype="Int64")
        table["share.p"] = [math.nan if t is None else t.p for t in found]
        tests.append(MENU_GENERATE_TEST)
    notes = [
        "task rules (the paper's): goods may be thrown away, at most the money given out",
        "human: Herreiner & Puppe's respondents; how many answered is not published, so the "
        "human shares carry no interval and no test",
        f"published models: the share of their {PUBLISHED_N} generated responses per instance "
        "(temperature 1); p: Fisher's exact test of the run's share against it",
    ]
    if trivial:
        notes.append(
            f"EQ in {', '.join(sorted(trivial, key=_instance_order))}: exact equality only by "
            "giving nobody anything; the paper's EQ there is Herreiner & Puppe's most equal "
            "allocation, a different one: not tested"
        )
    if (table.index.get_level_values("mode") != "generate").any():
        notes.append(
            "menu rows: the published figures are for generating; the paper's own menus are "
            "compared option by option in distributive_menu_table"
        )
    table.attrs["statistics"] = TableStatistics(
        confidence=1 - alpha,
        alpha=alpha,
        tests=tuple(tests),
        notes=tuple(notes),
        shown=statistics,
    )
    table = flag_degenerate(flag_constant(table, long, ["share"]))
    # Rows are notions here, so a notion that holds in every joint outcome of the sweep (or in
    # none) is flagged on its own rows: ``notion.constant``, and by name in the footnotes.
    steady = [
        notion
        for criterion, notion in notion_of.items()
        if constant(joint[criterion].dropna().tolist())
    ]
    table["notion.constant"] = [notion in steady for *_, notion in rows]
    stats = table_statistics(table)
    # The rows pool every agent configuration (the deciders): those that behave alike count
    # one behaviour as several runs of the N beside each share.
    pooled = [a for a in varying_axes(frame) if "." in a]
    table.attrs["statistics"] = replace(
        stats,
        uninformative=tuple(dict.fromkeys([*stats.uninformative, *steady])),
        configurations=coinciding_configurations(joint, pooled, _criteria(joint)),
    )
    if not statistics:
        return plain(table)
    return tidy_columns(adjust_pvalues(table))


FISHER_REFERENCE_TEST = (
    "Fisher's exact test, each published model's column: the run's share against that "
    "model's share of its 100 responses (MODEL.p)"
)
MENU_GENERATE_TEST = (
    "exact McNemar test, each menu row's share: choosing from the menu against generating, "
    "paired run by run (the same model, instance, decider and seed; b: met only when "
    "choosing, c: only when generating)"
)


def menu_against_generate(
    joint: pd.DataFrame, criteria: dict[str, str]
) -> dict[tuple[str, str, str], McNemar]:
    """Per ``(model, case, notion)``: the exact McNemar test of the joint outcomes of ``menu``
    runs against those of the ``generate`` runs that differ from them only in the mode.

    ``joint`` holds one row per run (its final joint outcome); ``criteria`` maps a notion to
    its criterion column. Runs are paired on every configuration label but the mode; a label
    set that more than one run of a mode shares pairs none of them. Empty when no run pairs.
    """
    keys = [c for c in label_columns(joint) if c != "mode"]
    if "mode" not in joint.columns or not keys:
        return {}
    by_mode: dict[str, dict[tuple[str, ...], Any]] = {}
    for mode in ("generate", "menu"):
        part = joint[joint["mode"] == mode]
        labels = list(part[keys].astype(str).itertuples(index=False, name=None))
        runs = Counter(labels)  # a label set that several runs share pairs none of them
        rows = (row for _, row in part.iterrows())
        by_mode[mode] = {k: r for k, r in zip(labels, rows, strict=True) if runs[k] == 1}
    pairs: dict[tuple[str, str], list[tuple[Any, Any]]] = {}
    for label, menu in by_mode["menu"].items():
        generated = by_mode["generate"].get(label)
        if generated is not None:
            pairs.setdefault((str(menu["model"]), str(menu["case"])), []).append((menu, generated))
    out: dict[tuple[str, str, str], McNemar] = {}
    for (model, case), paired in pairs.items():
        for notion, column in criteria.items():
            met = [
                (bool(m[column]), bool(g[column]))
                for m, g in paired
                if not (is_missing(m[column]) or is_missing(g[column]))
            ]
            if met:
                choosing, generating = zip(*met, strict=True)
                out[(model, case, notion)] = mcnemar(choosing, generating)
    return out


def distributive_menu_table(
    frame: pd.DataFrame, *, alpha: float = 0.05, statistics: bool = True
) -> pd.DataFrame:
    """The paper's menu question: per model, instance and option, the share of menu-mode runs
    on the paper's own menus (``protocol.menu: paper`` or ``paper_options``) whose joint outcome
    is that option, beside each published model's share choosing it (Fisher's exact test,
    Holm-adjusted). Options are named as the paper names them, by the notions they meet
    (``Oth.``: the joint outcome is none of the options, e.g. a mediator's compromise).

    Rows: ``(model, variant, case, option)``; columns as in :func:`distributive_table`.
    """
    _require(frame)
    pd = _pd()
    from fairagents.datasets.paper_menus import option_of, paper_options
    from fairagents.datasets.reference import PUBLISHED_N, load_reference

    reference = load_reference()
    last = final_round(frame)
    joint = last[(last["who"] == JOINT) & (last["mode"] == "menu")].copy()
    found = [option_of(str(c)) for c in joint["candidate"]]
    variants = {f[0] for f in found if f is not None}
    if not variants:
        raise SweepError("no run chose from the paper's own menus (protocol.menu: paper)")
    if len(variants) > 1:
        raise SweepError("runs of both paper menu variants: tabulate them one at a time")
    (variant,) = variants
    menus = reference.published_menu[variant]
    records: list[dict[str, Any]] = []
    for (_, row), hit in zip(joint.iterrows(), found, strict=True):
        case = str(row["case"])
        if case not in menus:
            continue
        options = paper_options(case, variant)
        bucket = options[hit[1]].bucket if hit is not None and hit[1] < len(options) else None
        records.append(
            {
                "run_id": row["run_id"],
                "model": row["model"],
                "case": case,
                "bucket": len(menus[case].buckets) - 1 if bucket is None else bucket,
            }
        )
    if not records:
        raise SweepError("no run chose from the paper's own menus (protocol.menu: paper)")
    runs = pd.DataFrame(records)
    out: list[dict[str, Any]] = []
    index: list[tuple[Any, ...]] = []
    for (model, case), part in runs.groupby(["model", "case"], sort=True):
        n = len(part)
        buckets = menus[str(case)].buckets
        for b, name in enumerate(buckets):
            k = int((part["bucket"] == b).sum())
            share = share_interval(k, n, confidence=1 - alpha)
            row_out: dict[str, Any] = {
                "runs": n,
                "share": share.value,
                "share.k": k,
                "share.n": n,
                "share.low": share.low,
                "share.high": share.high,
            }
            for published, shares in menus[str(case)].shares_per_model.items():
                count = round(shares[b] * PUBLISHED_N / 100)
                theirs = share_interval(count, PUBLISHED_N, confidence=1 - alpha)
                row_out[published] = theirs.value
                row_out[f"{published}.k"] = count
                row_out[f"{published}.n"] = PUBLISHED_N
                row_out[f"{published}.low"] = theirs.low
                row_out[f"{published}.high"] = theirs.high
                row_out[f"{published}.p"] = fisher(k, n, count, PUBLISHED_N).p
            out.append(row_out)
            index.append((model, variant, case, f"{b + 1}: {name}"))
    table = pd.DataFrame(
        out, index=pd.MultiIndex.from_tuples(index, names=["model", "variant", "case", "option"])
    )
    table = table.loc[sorted(table.index, key=lambda i: (i[0], _instance_order(i[2])))]
    table.attrs["statistics"] = TableStatistics(
        confidence=1 - alpha,
        alpha=alpha,
        tests=(FISHER_REFERENCE_TEST.replace("its 100 responses", "its 100 menu answers"),),
        notes=(
            f"options as the paper names them, by the notions they meet ({variant} variant); "
            "Oth.: none of the options",
        ),
        configurations=coinciding_configurations(
            joint, [a for a in varying_axes(frame) if "." in a], _criteria(joint)
        ),
        shown=statistics,
    )
    table = flag_degenerate(table)
    if not statistics:
        return plain(table)
    return tidy_columns(adjust_pvalues(table))


def _instance_order(case: str) -> tuple[int, str]:
    """I2 before I10; cases that are not numbered instances after them, by name."""
    digits = case[1:]
    return (int(digits), case) if case[:1] == "I" and digits.isdigit() else (10**9, case)


def _percent(value: float | None) -> float:
    return math.nan if value is None else value / 100


def _trivial_equality(cases: Sequence[str]) -> set[str]:
    """The published instances among ``cases`` whose only exactly equal allocation gives
    nobody anything."""
    from fairagents.datasets.paper_menus import paper_instance
    from fairagents.problems.allocation_solvers import min_eq_gap

    out: set[str] = set()
    for case in cases:
        try:
            problem = paper_instance(str(case))
        except FairagentsError:
            continue
        utilities = problem.utilities(min_eq_gap(problem))
        if max(utilities.values()) <= problem.tolerance():
            out.add(str(case))
    return out


def negotiation_table(
    frame: pd.DataFrame, *, alpha: float = 0.05, statistics: bool = True
) -> pd.DataFrame:
    """The negotiated package against the best base design, run by run, per varying axis.

    The **best base design** of a run is the base design (:data:`~fairagents.experiments.
    execute.BASE_DESIGN` subjects: the problem's fixed designs, e.g. one per theme) with the
    highest total utility; runs without base designs fall back on the best opening proposal of
    any agent (said in a note). Rows per group: ``best base design`` and ``negotiated package``
    (means of total utility, worst-group utility, p20 satisfaction and Gini, with seeded
    bootstrap intervals), then ``difference`` — the mean of negotiated minus best base design
    over the same runs, its bootstrap interval, ``X.b`` runs that improve (a lower Gini
    improves), ``X.c`` runs that get worse, ``X.p`` the Wilcoxon signed-rank test (Holm over the
    table) — and ``all four`` (on the difference row: the share of runs improving every metric).
    """
    _require(frame)
    pd = _pd()
    from fairagents.experiments._execute import BASE_DESIGN
    from fairagents.experiments._statistics import paired_difference

    groups = varying_axes(frame)
    opening = frame[frame["round"] == 0]
    based = opening[opening["who"].astype(str).str.startswith(BASE_DESIGN)]
    notes = [
        "p20 satisfaction: the 20th percentile of each stakeholder's utility min-max normalised "
        "within the scenario (0 = their worst feasible outcome, 1 = their best)",
        "difference: negotiated package minus the best base design, run by run; b: runs that "
        "improve (Gini: that fall), c: runs that get worse",
    ]
    if based.empty:
        based = opening[opening["who"] != JOINT]
        notes.append(
            "no base designs in these runs: each run's best opening proposal stands in for its "
            "best single base design"
        )
    best = based.sort_values(["run_id", "utilitarian"], ascending=[True, False], kind="stable")
    best = best.drop_duplicates("run_id").set_index("run_id")
    last = final_round(frame)
    negotiated = last[last["who"] == JOINT].set_index("run_id")
    runs = negotiated.index.intersection(best.index)
    best, negotiated = best.loc[runs], negotiated.loc[runs]
    columns = list(NEGOTIATION_METRICS)
    metric = NEGOTIATION_METRICS
    both = pd.concat(
        [
            best.reset_index().assign(outcome="best single base design", order=0),
            negotiated.reset_index().assign(outcome="negotiated package", order=1),
        ],
        ignore_index=True,
    ).rename(columns={v: k for k, v in metric.items()})
    keys = [*groups, "order", "outcome"]
    confidence = 1 - alpha
    means = mean_columns(both, keys, columns, confidence=confidence)
    means.insert(0, "runs", both.groupby(keys, sort=True)["run_id"].nunique())
    means = means.reset_index().drop(columns="order")
    rows: list[dict[str, Any]] = [dict(r) for _, r in means.iterrows()]
    parts = negotiated.groupby(groups, sort=True) if groups else [((), negotiated)]
    for key, part in parts:
        values = key if isinstance(key, tuple) else (key,)
        mine = best.loc[part.index]
        row: dict[str, Any] = dict(zip(groups, values, strict=True))
        row.update(outcome="difference", runs=len(part))
        every = pd.Series(True, index=part.index)
        for name, column in metric.items():
            after = part[column].astype(float).to_numpy()
            before = mine[column].astype(float).to_numpy()
            d = paired_difference(after, before, confidence=confidence)
            lower_is_better = column == "gini"
            better = (after < before - 1e-9) if lower_is_better else (after > before + 1e-9)
            every &= better
            row[name] = d.mean
            row[f"{name}.n"] = d.n
            row[f"{name}.low"] = d.low
            row[f"{name}.high"] = d.high
            row[f"{name}.b"] = d.worse if lower_is_better else d.improved
            row[f"{name}.c"] = d.improved if lower_is_better else d.worse
            row[f"{name}.p"] = d.p
        share = share_interval(int(every.sum()), len(part), confidence=confidence)
        row.update(
            {
                "all four": share.value,
                "all four.k": share.k,
                "all four.n": share.n,
                "all four.low": share.low,
                "all four.high": share.high,
            }
        )
        rows.append(row)
    table = pd.DataFrame(rows)
    order = {"best single base design": 0, "negotiated package": 1, "difference": 2}
    table["_order"] = table["outcome"].map(order)
    table = table.sort_values([*groups, "_order"], kind="stable").drop(columns="_order")
    table = table.set_index([*groups, "outcome"])
    for name in columns:
        for suffix in (".b", ".c"):
            table[f"{name}{suffix}"] = table[f"{name}{suffix}"].astype("Int64")
    table.attrs["statistics"] = TableStatistics(
        confidence=confidence,
        alpha=alpha,
        means=MEANS,
        tests=(PAIRED_TEST,),
        notes=tuple(notes),
        shown=statistics,
    )
    table = flag_degenerate(flag_constant(table, both, columns))
    if not statistics:
        return plain(table)
    return tidy_columns(adjust_pvalues(table))


PAIRED_TEST = (
    "Wilcoxon signed-rank test, difference rows: the negotiated package against the best base "
    "design over the same runs (zero differences dropped)"
)


def _pd() -> Any:
    from fairagents.experiments._frame import pandas

    return pandas()


def study_table(
    frame: pd.DataFrame, study: str | None, *, alpha: float = 0.05, statistics: bool = True
) -> pd.DataFrame:
    """The table of ``study`` (``triage``, ``distributive``, ``negotiation``; None: criteria),
    its statistics at level ``alpha`` (or none: plain figures)."""
    options: dict[str, Any] = {"alpha": alpha, "statistics": statistics}
    if study == "distributive":
        if _paper_menus_only(frame):
            return distributive_menu_table(frame, **options)
        return distributive_table(frame, **options)
    if study == "negotiation":
        return negotiation_table(frame, **options)
    if study == "triage":
        return criteria_table(frame, criteria=triage_criteria(frame), **options)
    return criteria_table(frame, **options)


def _paper_menus_only(frame: pd.DataFrame) -> bool:
    """Whether every run chose in menu mode and some chose one of the paper's own options (the
    sweep posed the paper's menu question)."""
    from fairagents.datasets.paper_menus import option_of

    if frame.empty or "candidate" not in frame.columns:
        return False
    joint = final_round(frame)
    joint = joint[joint["who"] == JOINT]
    if joint.empty or (joint["mode"] != "menu").any():
        return False
    return any(option_of(str(c)) is not None for c in joint["candidate"])


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
