"""The report of a sweep: ``fairagents report RESULTS`` as one self-contained page.

The page (``sweep.html`` on the shared skeleton of :mod:`fairagents.reports.page`) shows, in
order: the sweep — what it ran, how many runs finished and failed, what its generators kept;
the study's central table (for the triage study: each criterion met by the aligned agent's own
proposal, the opponent's, and the joint outcome) as a grid; the alignment audit; every rule on
the same final ballots; each stakeholder group's utility under each subject's final outcome;
structured-output failure rates and tokens per debate. Each section's numbers are a table of
:mod:`~fairagents.reports.sweep_tables`, written as CSV beside the page; each plot is drawn from
one of them (:mod:`~fairagents.reports.sweep_plots`). The same store gives the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairagents.errors import SweepError
from fairagents.experiments.tables import criterion_label, varying_axes
from fairagents.reports.page import Anchors, ReportFiles, package_version, publish
from fairagents.reports.plots import Plot
from fairagents.reports.sweep_data import SweepData, load_sweep_results
from fairagents.reports.sweep_plots import sweep_plots
from fairagents.reports.sweep_tables import sweep_tables
from fairagents.reports.tables import Cell, DataTable

__all__ = ["SECTIONS", "Section", "sweep_page_context", "write_sweep_report"]

SECTIONS = (
    ("central", "The central table"),
    ("alignment", "The alignment audit"),
    ("deliberation", "How the debates decided"),
    ("rules", "Every rule on the same ballots"),
    ("groups", "Utility per stakeholder group"),
    ("outputs", "Structured output and cost"),
)
"""The page's sections after the overview: anchor and heading."""

PAGE_TABLES = (
    "central", "alignment", "rules", "groups", "outputs", "runs", "decisions", "emergence",
    "deliberation", "dynamics",
)  # fmt: skip
"""The tables the page shows (the others are written as CSV only)."""

SHARES = {
    "alignment": {"first_round", "final_round", "every_round"},
    "outputs": {"invalid_share", "repaired_share", "failure_share"},
    "runs": {"failure_share"},
}
"""Columns shown as percentages (the central and rules tables: every criterion and ``agrees``)."""

FIXED = {"runs", "debate_rule", "utilitarian", "minimum", "worst_group_mean", "gini", "subject"}
LABELS = {"model", "mode", "rule", "case", "seed", "rounds", "concession", "visibility"}
"""Columns that are a configuration, not a share."""

MISSING = {
    "subject_groups": "each group's utility",
    "rule_outcomes": "every rule on the same ballots",
    "agent_stats": "structured-output counters",
    "run_measures": "how each run decided and what emerged",
    "baselines": "the rule on the first round's ballots",
    "dynamics": "the ballots' dynamics",
}


@dataclass(frozen=True)
class Section:
    """One table on the page: its header and rows as shown, and the table behind them."""

    table: DataTable
    header: list[str]
    rows: list[list[Cell]]


def _percent_columns(table: DataTable, study: str | None) -> set[str]:
    if table.name == "central" and study != "negotiation":
        return {c for c in table.columns if c not in FIXED | LABELS and "." not in c}
    if table.name in ("decisions", "emergence"):
        return {c for c in table.columns if c not in FIXED | LABELS}
    if table.name == "rules":
        return {c for c in table.columns if c not in FIXED and c != "rule"}
    return SHARES.get(table.name, set())


def _shown(value: Cell, percent: bool) -> Cell:
    if isinstance(value, bool):
        return "✓" if value else ""
    if percent and isinstance(value, float):
        return f"{value:.0%}"
    return value


def _section(table: DataTable, study: str | None, criteria: bool) -> Section:
    percent = _percent_columns(table, study)
    flags = [c in percent for c in table.columns]
    header = [criterion_label(c) if criteria and c in percent else c for c in table.columns]
    rows = [[_shown(v, f) for v, f in zip(row, flags, strict=True)] for row in table.rows]
    return Section(table=table, header=header, rows=rows)


def _facts(data: SweepData) -> list[tuple[str, Any]]:
    runs = data.runs
    finished = int((runs["status"] == "finished").sum()) if len(runs) else 0
    failed = int((runs["status"] == "failed").sum()) if len(runs) else 0
    axes = varying_axes(data.subjects) if not data.subjects.empty else []
    labels = data.subjects if not data.subjects.empty else runs

    def values(column: str) -> str:
        if column not in labels.columns:
            return ""
        return ", ".join(str(v) for v in dict.fromkeys(labels[column]))

    return [
        ("sweep", data.sweep.id),
        ("study", data.sweep.study or "none (criteria per configuration)"),
        ("runs", f"{data.planned} planned, {finished} finished, {failed} failed"),
        ("axes that vary", ", ".join(axes) or "none"),
        ("models", values("model")),
        ("rules", values("rule")),
        ("cases", f"{labels['case'].nunique()}" if "case" in labels.columns else ""),
        ("results store", data.path.name),
    ]


def sweep_page_context(data: SweepData) -> tuple[dict[str, Any], dict[str, DataTable]]:
    """Everything ``sweep.html`` shows, and the tables written beside it."""
    tables = sweep_tables(data)
    anchors = Anchors()  # plots are "plot-…", apart from the sections' own anchors
    plots: dict[str, Plot] = sweep_plots(tables, anchors)
    study = data.sweep.study
    sections = {
        name: _section(tables[name], study, criteria=name in ("central", "rules"))
        for name in PAGE_TABLES
    }
    toc = [("overview", "The sweep"), *SECTIONS]
    context = {
        "version": package_version(),
        "title": data.sweep.title or data.sweep.id,
        "subtitle": f"The report of a sweep: {data.sweep.id}",
        "toc": toc,
        "facts": _facts(data),
        "sweep": data.sweep,
        "notes": list(data.notes),
        "missing": [MISSING[t] for t in data.missing],
        "sections": sections,
        "plots": plots,
        "study": study,
    }
    return context, tables


def write_sweep_report(
    results: str | Path,
    *,
    out: str | Path | None = None,
    data_dir: str | Path | None = None,
    sweep: str | None = None,
) -> ReportFiles:
    """Write the report of the sweep in the results store ``results`` (default: ``<store
    stem>.html`` beside it); its CSV files go into ``data_dir`` (default ``<page stem>-data/``).

    Raises :class:`~fairagents.errors.SweepError` when ``results`` is not a results store, or
    holds several sweeps and ``sweep`` names none of them.
    """
    results = Path(results)
    data = load_sweep_results(results, sweep=sweep)
    page = Path(out) if out is not None else results.with_suffix(".html")
    if page.resolve() == results.resolve():
        raise SweepError(f"{results}: the page would overwrite the results store; give --out")
    context, tables = sweep_page_context(data)
    return publish(
        "sweep.html",
        context,
        tables.values(),
        out=page,
        data_dir=None if data_dir is None else Path(data_dir),
    )
