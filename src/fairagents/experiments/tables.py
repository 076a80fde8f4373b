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

**Statistics** (:mod:`fairagents.experiments.statistics`) ride in the same frame, beside the
figure they qualify, so the CLI, the CSV and the sweep page show the same numbers. For a share
column ``X``: ``X.k`` and ``X.n`` (met, of how many), ``X.low`` and ``X.high`` (its Wilson
interval); for a mean: ``X.n``, ``X.low``, ``X.high`` (a seeded BCa bootstrap interval); for a
test: ``X.p`` and, over every ``.p`` of the table at once, ``X.p_holm`` (Holm's adjustment), with
a test's counts beside it (``X.b`` and ``X.c`` for McNemar). ``X.constant`` is True in every row
when ``X`` takes one value over the whole table's subjects: the column is then uninformative,
flagged, not hidden. ``table.attrs["statistics"]`` holds a :class:`TableStatistics` saying which
interval, which tests, the Holm family's size and the uninformative columns. :func:`plain` drops
every statistic (``--no-stats``).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from fairagents.agents.records import JOINT
from fairagents.errors import FairagentsError, SweepError
from fairagents.experiments.statistics import (
    RESAMPLES,
    McNemar,
    constant,
    fisher,
    holm,
    mcnemar,
    mcnemar_counts,
    mean_interval,
    share_interval,
)

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "DISTRIBUTIVE_CRITERIA",
    "STAT_SUFFIXES",
    "ShownTable",
    "TableStatistics",
    "adjust_pvalues",
    "base_columns",
    "coinciding",
    "coinciding_configurations",
    "coinciding_subjects",
    "criteria_table",
    "criterion_label",
    "distributive_menu_table",
    "distributive_table",
    "figure_columns",
    "final_round",
    "flag_constant",
    "flag_degenerate",
    "mean_columns",
    "menu_against_generate",
    "negotiation_table",
    "paired_mcnemar_columns",
    "plain",
    "reference_columns",
    "share_columns",
    "shown_table",
    "study_table",
    "table_statistics",
    "tidy_columns",
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
    from fairagents.experiments.execute import BASE_DESIGN

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
    keys = [c for c in _label_columns(joint) if c != "mode"]
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
                if not (_missing(m[column]) or _missing(g[column]))
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
    from fairagents.experiments.execute import BASE_DESIGN
    from fairagents.experiments.statistics import paired_difference

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
    from fairagents.experiments.frame import pandas

    return pandas()


# --- statistics in a table (the convention of the module docstring) --------------------------

STAT_SUFFIXES = (
    ".k", ".n", ".low", ".high", ".b", ".c", ".p", ".p_holm", ".constant", ".ref", ".ref_n",
)  # fmt: skip
"""Suffixes of the columns that qualify a figure ``X`` (``X.k``, ``X.low`` …)."""


@dataclass(frozen=True)
class TableStatistics:
    """What a table's statistics are: kept in ``table.attrs["statistics"]`` and printed under
    the table (:meth:`lines`) by the CLI and the sweep page."""

    confidence: float = 0.95
    alpha: float = 0.05
    interval: str = "Wilson score"
    means: str = ""
    """How mean intervals were drawn, when the table has means."""
    tests: tuple[str, ...] = ()
    """What each test whose ``X.p`` is in the table compares."""
    family: int = 0
    """How many p-values Holm's adjustment treated as one family."""
    uninformative: tuple[str, ...] = ()
    coincide: tuple[tuple[str, ...], ...] = ()
    """Groups of columns that take the same value in every observation (:func:`coinciding`)."""
    configurations: tuple[tuple[str, ...], ...] = ()
    """Groups of configurations whose joint outcomes agree in every run
    (:func:`coinciding_configurations`)."""
    subjects: tuple[str, ...] = ()
    """Subjects of a row group whose outcome was the same in every run of it
    (:func:`coinciding_subjects`), as ``group: a = b``."""
    degenerate: tuple[str, ...] = ()
    """Rows (or groups of rows, or a row's figures) that rest on a single run or observation
    (:func:`flag_degenerate`): no interval or test can say anything there."""
    notes: tuple[str, ...] = ()
    shown: bool = True
    """False for a plain table (``--no-stats``): shares only."""
    shares: tuple[str, ...] = ()
    """A plain table's share columns (their ``X.k`` gone with the statistics), shown as
    percentages like a share with its statistics (:func:`shown_table`)."""

    def lines(self, label: Any = None) -> list[str]:
        """The table's footnotes, columns named by ``label`` (default: as they are)."""
        name = label or (lambda c: c)
        out: list[str] = []
        level = f"{100 * self.confidence:.0f}%"
        if self.shown:
            if self.interval:
                out.append(f"shares: k/n and the {level} {self.interval} interval")
            if self.means:
                out.append(f"means: {self.means}, {level} interval")
            out.extend(self.tests)
            if self.family:
                out.append(
                    f"p-values Holm-adjusted over the {self.family} tests of this table "
                    f"(p_holm); * marks p_holm <= {self.alpha:g}"
                )
        if self.uninformative:
            out.append(
                "uninformative (constant over every row): "
                + ", ".join(str(name(c)) for c in self.uninformative)
            )
        if self.coincide:
            out.append(
                "coincide (the same in every outcome here: one finding, not two): "
                + "; ".join(" = ".join(str(name(c)) for c in group) for group in self.coincide)
            )
        if self.degenerate:
            out.append(
                "degenerate (N = 1: one run or one observation, no interval or test can tell "
                "anything; not evidence): " + "; ".join(self.degenerate)
            )
        if self.subjects:
            out.append(
                "subjects with the same outcome in every run of their rows (one position "
                "counted as two, or a joint outcome that is always one agent's proposal): "
                + "; ".join(self.subjects)
            )
        if self.configurations:
            out.append(
                "configurations whose joint outcome met the same criteria with the same "
                "metrics in every run (one behaviour counted as several): "
                + "; ".join(" = ".join(group) for group in self.configurations)
            )
        out.extend(self.notes)
        return out


def table_statistics(table: pd.DataFrame) -> TableStatistics:
    """The :class:`TableStatistics` of ``table`` (a default one for a table without)."""
    found = table.attrs.get("statistics")
    return found if isinstance(found, TableStatistics) else TableStatistics(shown=False)


def base_columns(table: pd.DataFrame) -> list[str]:
    """The figures of ``table``: its columns that are not a statistic of another column."""
    return figure_columns([str(c) for c in table.columns])


def figure_columns(names: Sequence[str]) -> list[str]:
    """The names among ``names`` that are figures, not a statistic of another one.

    >>> figure_columns(["runs", "pareto", "pareto.k", "pareto.low", "aligned.framework"])
    ['runs', 'pareto', 'aligned.framework']
    """
    present = set(names)
    return [c for c in names if not _statistic_of(c, present)]


@dataclass(frozen=True)
class ShownTable:
    """A table as printed: its figures (``header``, ``rows``) and, apart, its tests."""

    header: list[str]
    rows: list[list[str]]
    tests_header: list[str]
    tests_rows: list[list[str]]


def shown_table(
    columns: Sequence[str],
    rows: Sequence[Sequence[Any]],
    *,
    keys: int,
    percent: bool = True,
    alpha: float = 0.05,
    label: Any = None,
    shares: Collection[str] = (),
) -> ShownTable:
    """Cells of a table that follows the statistics convention, as text: a share ``62% (5/8)
    [41–79]``, a mean ``3.1 [2.4, 3.9]``, a test ``b:c p=0.031*`` (Holm-adjusted p, ``*`` at or
    below ``alpha``) or ``ref 45% p=…``; a constant figure's header says ``(constant)``. The
    first ``keys`` columns are labels; tests come apart, one row per row that has any. A column
    of ``shares`` (a plain table's, :attr:`TableStatistics.shares`) is a percentage even where
    other figures are not (``percent`` False), as it would be with its count.

    >>> t = shown_table(["who", "runs", "PO", "PO.k", "PO.n", "PO.low", "PO.high",
    ...     "PO.constant"], [["a", 8, 1.0, 8, 8, 0.676, 1.0, True]], keys=1)
    >>> t.header, t.rows
    (['who', 'runs', 'PO (constant)'], [['a', '8', '100% (8/8) [68–100]']])
    """
    name = label or (lambda c: c)
    present = list(columns)
    figures = [c for c in figure_columns(present)[keys:] if not c.endswith(".constant")]
    index = {c: i for i, c in enumerate(present)}
    records = [dict(zip(present, row, strict=True)) for row in rows]

    def flagged(column: str) -> bool:
        flag = f"{column}.constant"
        return flag in index and any(_true(r.get(flag)) for r in records)

    header = [
        *present[:keys],
        *(f"{name(c)}{' (constant)' if flagged(c) else ''}" for c in figures),
    ]
    body = [
        [
            *(_text(r[c]) for c in present[:keys]),
            *(_figure(r, c, percent or c in shares) for c in figures),
        ]
        for r in records
    ]
    tested = [c for c in figures if f"{c}.p" in index]
    tests_header = [*present[:keys], *(str(name(c)) for c in tested)]
    tests_rows = []
    for r in records:
        cells = [_test(r, c, alpha) for c in tested]
        if any(cells):
            tests_rows.append([*(_text(r[c]) for c in present[:keys]), *cells])
    return ShownTable(header, body, tests_header if tested else [], tests_rows)


def _true(value: Any) -> bool:
    return value is True or (not _missing(value) and bool(value) and value is not False)


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "✓" if value else ""
    if _missing(value):
        return "—"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _number(value: Any, percent: bool) -> str:
    if _missing(value):
        return "—"
    number = float(value)
    if percent:
        return f"{100 * number:.0f}"
    if isinstance(value, int) or (number.is_integer() and abs(number) < 1e15):
        return str(int(number))  # counts and token totals in full
    return f"{number:.3g}"


def _figure(record: dict[str, Any], column: str, percent: bool) -> str:
    value = record[column]
    if _missing(value):
        return "—"
    if isinstance(value, bool | str) or column == "runs":
        return _text(value)
    share = f"{column}.k" in record
    as_percent = share or (percent and f"{column}.low" not in record)
    text = _number(value, as_percent) + ("%" if as_percent else "")
    if share:
        text += f" ({_text(record[f'{column}.k'])}/{_text(record[f'{column}.n'])})"
    low, high = record.get(f"{column}.low"), record.get(f"{column}.high")
    if f"{column}.low" in record and not (_missing(low) or _missing(high)):
        if share:
            text += f" [{_number(low, True)}–{_number(high, True)}]"
        else:
            text += f" [{_number(low, False)}, {_number(high, False)}]"
    return text


def _test(record: dict[str, Any], column: str, alpha: float) -> str:
    raw: Any = record.get(f"{column}.p_holm", record.get(f"{column}.p"))
    if _missing(raw):
        return ""
    p = float(raw)
    shown = f"p={p:.2g}{'*' if p <= alpha else ''}"
    if f"{column}.b" in record and not _missing(record[f"{column}.b"]):
        return f"{_text(record[f'{column}.b'])}:{_text(record[f'{column}.c'])} {shown}"
    if f"{column}.ref" in record and not _missing(record[f"{column}.ref"]):
        return f"ref {_number(record[f'{column}.ref'], True)}% {shown}"
    return shown


def _statistic_of(column: str, present: set[str]) -> str | None:
    for suffix in STAT_SUFFIXES:
        if column.endswith(suffix) and column[: -len(suffix)] in present:
            return column[: -len(suffix)]
    return None


def plain(table: pd.DataFrame) -> pd.DataFrame:
    """``table`` without its statistics (the ``X.constant`` flags stay): ``--no-stats``."""
    present = {str(c) for c in table.columns}
    keep = [
        c
        for c in table.columns
        if str(c).endswith(".constant") or not _statistic_of(str(c), present)
    ]
    out = table[keep].copy()
    stats = table_statistics(table)
    dropped = [str(c) for c in table.columns if f"{c}.k" in present]
    out.attrs["statistics"] = replace(
        stats, shown=False, family=0, shares=tuple(dict.fromkeys([*stats.shares, *dropped]))
    )
    return out


def share_columns(
    frame: pd.DataFrame, keys: Sequence[str], columns: Sequence[str], *, confidence: float = 0.95
) -> pd.DataFrame:
    """Per group of ``keys``, each boolean column ``X`` as ``X`` (the share), ``X.k``, ``X.n``
    (missing values not counted), ``X.low`` and ``X.high`` (Wilson interval)."""
    pd = _pd()
    grouped = frame.groupby(list(keys), sort=True, dropna=False)
    met = grouped[list(columns)].sum()
    seen = grouped[list(columns)].count()
    out: dict[str, Any] = {}
    for column in columns:
        shares = [
            share_interval(int(k), int(n), confidence=confidence)
            for k, n in zip(met[column], seen[column], strict=True)
        ]
        out[column] = [s.value for s in shares]
        out[f"{column}.k"] = [s.k for s in shares]
        out[f"{column}.n"] = [s.n for s in shares]
        out[f"{column}.low"] = [s.low for s in shares]
        out[f"{column}.high"] = [s.high for s in shares]
    return pd.DataFrame(out, index=met.index)


def mean_columns(
    frame: pd.DataFrame,
    keys: Sequence[str],
    columns: Sequence[str],
    *,
    confidence: float = 0.95,
    seed: int = 0,
) -> pd.DataFrame:
    """Per group of ``keys``, each numeric column ``X`` as ``X`` (the mean), ``X.n``, ``X.low``
    and ``X.high`` (seeded BCa bootstrap interval)."""
    pd = _pd()
    grouped = frame.groupby(list(keys), sort=True, dropna=False)
    index = grouped.size().index
    out: dict[str, list[Any]] = {}
    for column in columns:
        means = [
            mean_interval(part[column].astype(float).to_numpy(), confidence=confidence, seed=seed)
            for _, part in grouped
        ]
        out[column] = [m.mean for m in means]
        out[f"{column}.n"] = [m.n for m in means]
        out[f"{column}.low"] = [m.low for m in means]
        out[f"{column}.high"] = [m.high for m in means]
    return pd.DataFrame(out, index=index)


MEANS = f"BCa bootstrap (scipy.stats.bootstrap), {RESAMPLES} resamples, seed 0"
"""How :func:`mean_columns` draws its intervals, for a table's :class:`TableStatistics`."""


def paired_mcnemar_columns(
    last: pd.DataFrame,
    groups: Sequence[str],
    agents: Sequence[str],
    criteria: Sequence[str],
) -> pd.DataFrame:
    """Per group and agent, for each criterion ``X``: the exact McNemar test of the joint outcome
    against the agent's own proposal in the same runs (``X.b``, ``X.c``, ``X.p``); indexed by
    ``(*groups, subject)`` with the agent's name as the subject."""
    pd = _pd()
    rows: list[dict[str, Any]] = []
    index: list[tuple[Any, ...]] = []
    parts = last.groupby(list(groups), sort=True, dropna=False) if groups else [((), last)]
    for key, part in parts:
        values = key if isinstance(key, tuple) else (key,)
        joint = part[part["who"] == JOINT].set_index("run_id")
        for agent in agents:
            mine = part[part["who"] == agent].set_index("run_id")
            row: dict[str, Any] = {}
            for column in criteria:
                pair = pd.concat([joint[column], mine[column]], axis=1, join="inner").dropna()
                if pair.empty:
                    row.update({f"{column}.b": pd.NA, f"{column}.c": pd.NA})
                    row[f"{column}.p"] = math.nan
                    continue
                a = pair.iloc[:, 0].astype(bool).to_numpy()
                z = pair.iloc[:, 1].astype(bool).to_numpy()
                test = mcnemar_counts(int((a & ~z).sum()), int((~a & z).sum()), len(a))
                row.update({f"{column}.b": test.b, f"{column}.c": test.c, f"{column}.p": test.p})
            rows.append(row)
            index.append((*values, agent))
    names = [*groups, "subject"]
    out = pd.DataFrame(rows, index=pd.MultiIndex.from_tuples(index, names=names))
    for column in criteria:
        for suffix in (".b", ".c"):
            if f"{column}{suffix}" in out.columns:
                out[f"{column}{suffix}"] = out[f"{column}{suffix}"].astype("Int64")
    return out


def reference_columns(
    table: pd.DataFrame,
    column: str,
    reference: Callable[[tuple[Any, ...]], tuple[float, int | None] | None],
) -> pd.DataFrame:
    """Add ``X.ref``, ``X.ref_n`` and ``X.p`` for the share column ``X`` (with ``X.k``, ``X.n``):
    ``reference(row key)`` gives a published share and the N behind it (or None: no reference
    for that row), and ``X.p`` is Fisher's exact test of ``X.k / X.n`` against it, the
    reference's count taken as ``round(share * N)``. An unknown N (None) keeps the share and
    leaves ``X.p`` missing: no test without a sample size. Holm comes after, with
    :func:`adjust_pvalues`.

    >>> pd = _pd()
    >>> t = pd.DataFrame({"EQ": [0.3], "EQ.k": [3], "EQ.n": [10]},
    ...     index=pd.Index(["I1"], name="case"))
    >>> out = reference_columns(t, "EQ", lambda key: (0.8, 100))
    >>> row = out.iloc[0]
    >>> float(row["EQ.ref"]), int(row["EQ.ref_n"]), round(float(row["EQ.p"]), 4)
    (0.8, 100, 0.0019)
    """
    pd = _pd()
    refs: list[float] = []
    sizes: list[Any] = []
    pvalues: list[float] = []
    for key, k, n in zip(table.index, table[f"{column}.k"], table[f"{column}.n"], strict=True):
        found = reference(key if isinstance(key, tuple) else (key,))
        if found is None:
            refs.append(math.nan)
            sizes.append(pd.NA)
            pvalues.append(math.nan)
            continue
        share, size = found
        refs.append(float(share))
        sizes.append(pd.NA if size is None else int(size))
        if size is None or _missing(k) or _missing(n):
            pvalues.append(math.nan)
        else:
            pvalues.append(fisher(int(k), int(n), round(share * size), int(size)).p)
    table = table.copy()
    table[f"{column}.ref"] = refs
    table[f"{column}.ref_n"] = pd.array(sizes, dtype="Int64")
    table[f"{column}.p"] = pvalues
    return table


def flag_constant(
    table: pd.DataFrame, rows: pd.DataFrame, columns: Sequence[str], *, label: str | None = None
) -> pd.DataFrame:
    """Add ``X.constant`` for each ``X`` of ``columns``: True in every row of ``table`` when
    ``rows[X]`` (the observations behind it) takes one value over all of them; record the
    constant ones in the table's statistics."""
    table = table.copy()
    flagged: list[str] = []
    for column in columns:
        values = rows[column].dropna().tolist() if column in rows.columns else []
        is_constant = constant(values)
        where = table.columns.get_loc(column)
        position = where + 1 if isinstance(where, int) else len(table.columns)
        for suffix in (".k", ".n", ".low", ".high", ".b", ".c", ".p"):
            if f"{column}{suffix}" in table.columns:
                last = table.columns.get_loc(f"{column}{suffix}")
                position = max(position, last + 1 if isinstance(last, int) else position)
        table.insert(position, f"{column}.constant", is_constant)
        if is_constant:
            flagged.append(label or column)
    stats = table_statistics(table)
    table.attrs["statistics"] = replace(
        stats, uninformative=tuple(dict.fromkeys([*stats.uninformative, *flagged]))
    )
    return table


def flag_degenerate(table: pd.DataFrame) -> pd.DataFrame:
    """Record in the table's statistics where it rests on one observation: its rows of a single
    run (``runs`` = 1), and elsewhere its figures ``X`` with ``X.n`` = 1 (``row: X, Y``). A group
    of rows all degenerate is named once (its leading labels), every row as ``every row``. A
    share of 1/1 has a Wilson interval, but one from a single run, and a mean or a paired
    difference of one value none; its test cannot reject: the cells look like evidence and are
    not. Call it before :func:`plain` (it reads ``X.n``).

    >>> import pandas as pd
    >>> t = pd.DataFrame({"runs": [1, 1, 3, 3], "x": [0.0, 1.0, 0.5, 0.5],
    ...     "x.n": [1, 1, 3, 1]}, index=pd.MultiIndex.from_tuples(
    ...     [("a", "p"), ("a", "q"), ("b", "p"), ("b", "q")], names=["g", "o"]))
    >>> table_statistics(flag_degenerate(t)).degenerate
    ('a', 'b / q: x')
    """
    present = {str(c) for c in table.columns}
    figures = [c for c in base_columns(table) if f"{c}.n" in present]
    flagged: dict[tuple[Any, ...], str] = {}
    for position, (label, row) in enumerate(table.iterrows()):
        key = (*(label if isinstance(label, tuple) else (label,)), position)
        if "runs" in present and _count(row["runs"]) == 1:
            flagged[key] = ""
            continue
        single = [c for c in figures if _count(row[f"{c}.n"]) == 1]
        if single:
            flagged[key] = ", ".join(str(criterion_label(c)) for c in single)
    keys = [(*(k if isinstance(k, tuple) else (k,)), i) for i, k in enumerate(table.index)]
    found = _degenerate_groups(keys, flagged) if flagged else []
    if found == ["every row"] and len(keys) == 1:
        found = ["the only row"]
    out = table.copy()
    stats = table_statistics(table)
    out.attrs["statistics"] = replace(stats, degenerate=tuple(found))
    return out


def _count(value: Any) -> int | None:
    return None if _missing(value) else int(value)


def _degenerate_groups(
    keys: Sequence[tuple[Any, ...]], flagged: dict[tuple[Any, ...], str], depth: int = 0
) -> list[str]:
    """Name the flagged rows among ``keys`` (row labels, then the row's position): a group all
    of whose rows are flagged wholly (no figures named) by its labels up to ``depth``."""
    if all(flagged.get(k) == "" for k in keys):
        return ["every row"] if depth == 0 else [" / ".join(str(v) for v in keys[0][:depth])]
    if len(keys[0]) - 1 == depth:  # a single row, some of its figures flagged
        (key,) = keys
        labels = " / ".join(str(v) for v in key[:depth])
        return [f"{labels}: {flagged[key]}"] if flagged.get(key) else [labels]
    out: list[str] = []
    groups: dict[Any, list[tuple[Any, ...]]] = {}
    for k in keys:
        groups.setdefault(k[depth], []).append(k)
    for part in groups.values():
        if any(k in flagged for k in part):
            out.extend(_degenerate_groups(part, flagged, depth + 1))
    return out


def coinciding(rows: pd.DataFrame, columns: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """Groups of two or more ``columns`` that take the same value in every observation of
    ``rows`` (missing in the same places), constant ones left out (they are flagged apart).

    Frameworks can coincide on a kind of problem (in triage any reading of gains picks Mill's
    beds, so ``mill_optimal`` is ``usw_optimal``): a table then shows one finding twice.

    >>> pd = _pd()
    >>> rows = pd.DataFrame({"usw": [True, False], "mill": [True, False], "rawls": [False, True],
    ...     "po": [True, True]})
    >>> coinciding(rows, ["usw", "mill", "rawls", "po"])
    (('usw', 'mill'),)
    """
    groups: dict[tuple[Any, ...], list[str]] = {}
    for column in columns:
        if column not in rows.columns:
            continue
        values = tuple(None if _missing(v) else v for v in rows[column].tolist())
        if constant([v for v in values if v is not None]):
            continue
        groups.setdefault(values, []).append(column)
    return tuple(tuple(g) for g in groups.values() if len(g) > 1)


def coinciding_configurations(
    joint: pd.DataFrame, axes: Sequence[str], criteria: Sequence[str]
) -> tuple[tuple[str, ...], ...]:
    """Groups of two or more configurations (value combinations of ``axes``) whose joint
    outcomes are indistinguishable run by run: for every setting of the other labels (case,
    mode, seed …) they ran, the same ``criteria`` met and the same headline metrics.

    A table that pools such configurations (the distributive table pools the deciders) counts
    one behaviour as several runs, and one that shows them apart shows the same row twice. Each
    configuration is named by its axes' values (``mill``; ``no framework`` for a missing one).
    """
    if not axes or joint.empty:
        return ()
    axes = list(axes)
    # the labels a configuration runs over (case, mode, seed …), not those it determines
    within = joint.groupby(axes, dropna=False)
    others = [
        c
        for c in _label_columns(joint)
        if c not in axes and c != "subject" and within[c].nunique(dropna=False).max() > 1
    ]
    metrics = [c for c in ("utilitarian", "minimum", "gini") if c in joint.columns]
    facts = [c for c in criteria if c in joint.columns]
    seen: dict[tuple[Any, ...], dict[tuple[Any, ...], tuple[Any, ...]]] = {}
    for row in joint[[*axes, *others, *facts, *metrics]].itertuples(index=False):
        values = tuple(row)
        config = values[: len(axes)]
        key = values[len(axes) : len(axes) + len(others)]
        outcome = tuple(
            None if _missing(v) else (round(float(v), 9) if isinstance(v, float) else v)
            for v in values[len(axes) + len(others) :]
        )
        seen.setdefault(config, {})[key] = outcome
    groups: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
    for config, outcomes in seen.items():
        groups.setdefault(tuple(sorted(outcomes.items(), key=repr)), []).append(config)

    def name(config: tuple[Any, ...]) -> str:
        return ", ".join(
            (f"no {axis.rsplit('.', 1)[-1]}" if _missing(v) or v == "" else str(v))
            for axis, v in zip(axes, config, strict=True)
        )

    return tuple(
        tuple(sorted(name(c) for c in configs)) for configs in groups.values() if len(configs) > 1
    )


def coinciding_subjects(
    last: pd.DataFrame, groups: Sequence[str], subjects: Sequence[str]
) -> tuple[str, ...]:
    """Per group of ``groups``' values, the ``subjects`` (agents and ``joint``) whose outcome
    was the same candidate in every run of the group: two agents voicing one position (on the
    packs a Mill-aligned agent and a neutral one propose alike), or a joint outcome that is
    always one agent's own proposal. Named ``group: a = b`` (just ``a = b`` without groups).

    ``last`` holds the final round, one row per run and subject, with its ``candidate``.

    >>> import pandas as pd
    >>> last = pd.DataFrame({"g": ["x"] * 6 + ["y"] * 3, "run_id": list("112233") + list("445"),
    ...     "who": ["a", "b"] * 3 + ["a", "b", "a"], "candidate": list("ppqqrrstu")})
    >>> coinciding_subjects(last, ["g"], ["a", "b"])
    ('x: a = b',)
    """
    if "candidate" not in last.columns or last.empty:
        return ()
    found: list[str] = []
    parts = last.groupby(list(groups), sort=True, dropna=False) if groups else [((), last)]
    for key, part in parts:
        values = key if isinstance(key, tuple) else (key,)
        outcomes: dict[tuple[tuple[str, str], ...], list[str]] = {}
        for who in subjects:
            mine = part[part["who"] == who]
            if mine.empty or mine["candidate"].isna().any():
                continue
            pairs = zip(mine["run_id"].astype(str), mine["candidate"].astype(str), strict=True)
            runs = tuple(sorted(pairs))
            outcomes.setdefault(runs, []).append(who)
        where = ", ".join("none" if _missing(v) or v == "" else str(v) for v in values)
        for alike in outcomes.values():
            if len(alike) > 1:
                found.append(f"{where}: {' = '.join(alike)}" if where else " = ".join(alike))
    return tuple(found)


def adjust_pvalues(table: pd.DataFrame) -> pd.DataFrame:
    """Add ``X.p_holm`` beside every ``X.p`` of ``table``: Holm's adjustment over all the
    table's p-values at once (missing ones left out, and those of tests that cannot reject: a
    constant column's, or a test with counts ``X.b`` and ``X.c`` both 0), recorded in its
    statistics as the family's size."""
    table = table.copy()
    present = {str(c) for c in table.columns}
    pcolumns = [
        c
        for c in table.columns
        if str(c).endswith(".p")
        and (base := _statistic_of(str(c), present)) is not None
        # A constant column's tests have no discordant pair (p = 1): they can never reject, so
        # leaving them out of the family keeps the error rate (Tarone 1990) and the power.
        and not _all_true(table, f"{base}.constant")
    ]
    cells = [(c, i) for c in pcolumns for i in range(len(table))]
    values = [
        float(table[c].iloc[i]) if not _missing(table[c].iloc[i]) else math.nan for c, i in cells
    ]
    # Likewise a single test without a discordant pair (b = c = 0): its p is 1 whatever the
    # data, so it stays out of the family and its adjusted p is its raw p.
    left_out = [_no_discordant_pair(table, c, i) for c, i in cells]
    adjusted = holm([math.nan if out else v for v, out in zip(values, left_out, strict=True)])
    adjusted = tuple(v if out else a for v, a, out in zip(values, adjusted, left_out, strict=True))
    for c in pcolumns:
        position = table.columns.get_loc(c)
        at = position + 1 if isinstance(position, int) else len(table.columns)
        column = [adjusted[k] for k, (name, _) in enumerate(cells) if name == c]
        table.insert(at, f"{c}_holm", column)
    for c in sorted(present):
        base = c[:-2] if c.endswith(".p") else None
        if (
            base is not None
            and base in present
            and c not in pcolumns
            and _all_true(table, f"{base}.constant")
        ):
            # left out of the family; their adjusted p is their raw p, 1
            table.insert(len(table.columns), f"{c}_holm", table[c].astype(float))
    family = sum(
        1 for v, out in zip(values, left_out, strict=True) if not math.isnan(v) and not out
    )
    table.attrs["statistics"] = replace(table_statistics(table), family=family)
    return table


def _no_discordant_pair(table: pd.DataFrame, pcolumn: str, row: int) -> bool:
    """Whether the test in ``pcolumn`` at ``row`` counts its pairs (``X.b``, ``X.c``) and found
    none that differ: an exact McNemar or sign-count test that cannot reject at any level."""
    base = pcolumn[: -len(".p")]
    if f"{base}.b" not in table.columns or f"{base}.c" not in table.columns:
        return False
    b, c = table[f"{base}.b"].iloc[row], table[f"{base}.c"].iloc[row]
    return not _missing(b) and not _missing(c) and int(b) + int(c) == 0


def _all_true(table: pd.DataFrame, column: str) -> bool:
    return column in table.columns and bool(table[column].fillna(False).astype(bool).all())


def tidy_columns(table: pd.DataFrame) -> pd.DataFrame:
    """``table`` with each figure's statistics right after it, in :data:`STAT_SUFFIXES` order."""
    present = {str(c) for c in table.columns}
    order: list[Any] = []
    for column in base_columns(table):
        order.append(column)
        for suffix in STAT_SUFFIXES:
            for extra in (suffix, suffix + "_holm") if suffix == ".p" else (suffix,):
                if f"{column}{extra}" in present and f"{column}{extra}" not in order:
                    order.append(f"{column}{extra}")
    order += [c for c in table.columns if c not in order]
    out = table[order]
    out.attrs = dict(table.attrs)
    return out


def _missing(value: Any) -> bool:
    """None, NaN, pandas' NA (a nullable count's gap) or NaT; never a sequence.

    >>> pd = _pd()
    >>> [_missing(v) for v in (None, math.nan, pd.NA, 0, "", [1])]
    [True, True, True, False, False, False]
    """
    if value is None:
        return True
    try:
        # pd.NA != pd.NA is NA, whose truth raises: ask pandas, which knows every missing kind
        return bool(_pd().isna(value))
    except (TypeError, ValueError):
        return False


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
