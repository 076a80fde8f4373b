"""The report of a sweep: ``fairagents report RESULTS`` as one self-contained page.

The page (``sweep.html`` on the shared skeleton of :mod:`fairagents.reports._page`) shows, in
order: the sweep — what it ran, how many runs finished and failed, what its generators kept;
the study's central table (for the triage study: each criterion met by the aligned agent's own
proposal, the opponent's, and the joint outcome) as a grid; the alignment audit; every rule on
the same final ballots; each stakeholder group's utility under each subject's final outcome;
structured-output failure rates and tokens per debate. Each section's numbers are a table of
:mod:`~fairagents.reports._sweep_tables`, written as CSV beside the page; each plot is drawn from
one of them (:mod:`~fairagents.reports._sweep_plots`). The same store gives the same bytes.

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairagents.errors import SweepError
from fairagents.experiments.table_columns import criterion_label, shown_table
from fairagents.experiments.tables import varying_axes
from fairagents.reports._page import Anchors, ReportFiles, package_version, publish
from fairagents.reports._plots import Plot
from fairagents.reports._sweep_data import SweepData, load_sweep_results
from fairagents.reports._sweep_plots import sweep_plots
from fairagents.reports._sweep_tables import sweep_tables
from fairagents.reports._tables import Cell, DataTable

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


def _central_sections(table: DataTable, study: str | None) -> tuple[Section, Section]:
    """The central table as shown (each figure with its interval and N) and its tests apart."""
    if not table.rows:
        empty = Section(table=table, header=list(table.columns), rows=[])
        return empty, empty
    keys = _keys(table)
    shown = shown_table(
        table.columns,
        table.rows,
        keys=keys,
        percent=study != "negotiation",
        label=criterion_label,
    )
    figures = Section(table=table, header=shown.header, rows=[list(r) for r in shown.rows])
    tests = Section(
        table=table, header=shown.tests_header, rows=[list(r) for r in shown.tests_rows]
    )
    return figures, tests


def _shown_section(table: DataTable, *, keys: int) -> Section:
    """A table with statistics columns as shown: each share (a figure with ``.k``) as a
    percentage with k/n and its interval, each mean with its interval, other numbers as they
    are (calls per request, tokens)."""
    shown = shown_table(table.columns, table.rows, keys=keys, percent=False, label=criterion_label)
    return Section(table=table, header=shown.header, rows=[list(r) for r in shown.rows])


DELIBERATION_TABLES = ("decisions", "emergence", "deliberation", "dynamics")
"""The section on how the debates decided (:mod:`fairagents.experiments._deliberation_tables`)."""


def _deliberation_section(table: DataTable) -> Section:
    if not table.rows:  # a store that did not record it: the page says so
        return Section(table=table, header=list(table.columns), rows=[])
    return _shown_section(table, keys=_keys(table))


def _keys(table: DataTable) -> int:
    """How many leading columns of the central table are labels (all before ``runs``)."""
    return table.columns.index("runs") if "runs" in table.columns else 0


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
    shown = (
        ("alignment", 3),
        ("rules", 2),
        ("groups", 2),
        ("outputs", 2),
        ("runs", 1),
        ("frameworks", 4),
    )
    sections = {name: _shown_section(tables[name], keys=keys) for name, keys in shown}
    sections["central"], sections["central_tests"] = _central_sections(tables["central"], study)
    for name in DELIBERATION_TABLES:
        sections[name] = _deliberation_section(tables[name])
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
