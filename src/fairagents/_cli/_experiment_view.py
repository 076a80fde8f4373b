"""How ``fairagents experiment table`` draws a study's tables on the terminal.

- :func:`print_table` — a results table, then its tests and its footnotes, as wide as the table
  needs (a table is read whole: wider than a narrow terminal beats cut-off columns);
- :func:`print_deliberation_tables` — the tables under the study's: how the debates decided, what
  emerged or was lost, emergence recounted, the value of deliberation, protocols compared on the
  same debates (when the sweep varies ``decision``) and the dynamics;
- :func:`caption` — what the rows of a study's table are.

The tables themselves are built in :mod:`fairagents.experiments`; this module only draws them
(as :mod:`fairagents._cli._run_view` draws what ``fairagents run`` shows).

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table

from fairagents._cli._app import console, safe

if TYPE_CHECKING:
    import pandas as pd

    from fairagents.problems import Problem

__all__ = ["caption", "print_deliberation_tables", "print_table"]

MAX_TABLE_WIDTH = 400
"""The widest a table is drawn, whatever the terminal's width."""


def print_table(table: pd.DataFrame, title: str, *, percent: bool, alpha: float) -> None:
    """A results table, its tests, and its footnotes."""
    from fairagents.experiments.table_columns import criterion_label, table_statistics

    rendered, tests = _rich_tables(table, title, percent=percent, alpha=alpha)
    # A results table is read whole: wider than a narrow terminal beats cut-off columns.
    for part in (rendered, tests):
        if part is None:
            continue
        needed = Console(width=MAX_TABLE_WIDTH).measure(part).maximum
        wide = Console(width=max(console.width, min(needed, MAX_TABLE_WIDTH)), file=console.file)
        wide.print(part)
    for line in table_statistics(table).lines(criterion_label):
        console.print(f"[dim]{safe(line)}[/]", highlight=False, soft_wrap=True)


def print_deliberation_tables(
    results: Path,
    sweep: str,
    subjects: pd.DataFrame,
    runs: pd.DataFrame,
    *,
    alpha: float,
    statistics: bool,
) -> None:
    """How the debates decided, what emerged, the value of deliberation and the dynamics
    (:mod:`fairagents.experiments._deliberation_tables`), each under the study's table."""
    from fairagents.errors import FairagentsError, SweepError
    from fairagents.experiments import load_results
    from fairagents.experiments._comparison_tables import COMPARED_AXIS, comparison_table
    from fairagents.experiments._deliberation_tables import (
        decision_table,
        deliberation_value_table,
        dynamics_table,
        emergence_table,
        with_lottery,
    )
    from fairagents.experiments._emergence_tables import emergence_recount_table, sweep_problems

    def baselines() -> pd.DataFrame:
        return load_results(results, sweep=sweep, level="baselines")

    def dynamics() -> pd.DataFrame:
        return load_results(results, sweep=sweep, level="dynamics")

    def lottery_of(runs: pd.DataFrame) -> dict[str, bool] | None:
        if "lottery" not in runs or runs["lottery"].notna().sum() == 0:
            return None
        known = runs.dropna(subset=["lottery"])
        return dict(zip(known["run_id"], known["lottery"].astype(bool), strict=True))

    def problems() -> dict[str, Problem] | None:
        """The runs' problems for the chance baseline, or None (and a note) when the sweep's
        scenario files cannot be found from here."""
        try:
            return sweep_problems(results, sweep)
        except FairagentsError as exc:
            console.print(f"[dim]chance baseline left out: {safe(str(exc))}[/]", highlight=False)
            return None

    options: dict[str, Any] = {"alpha": alpha, "statistics": statistics}
    shown: tuple[tuple[str, bool, Callable[[], pd.DataFrame]], ...] = (
        (
            "how the joint outcomes were decided, % of runs",
            True,
            lambda: decision_table(runs, **options),
        ),
        (
            "criteria that emerged or were lost, % of runs",
            True,
            lambda: emergence_table(runs, **options),
        ),
        (
            "emergence recounted against every proposal of every round, fairness apart from "
            "framework optima, beside chance, % of runs",
            True,
            lambda: with_lottery(
                emergence_recount_table(subjects, problems(), lottery=lottery_of(runs), **options),
                runs,
                **options,
            ),
        ),
        (
            "value of deliberation: first proposals, the rule on the first ballots, the final "
            "joint outcome (means over runs)",
            False,
            lambda: with_lottery(
                deliberation_value_table(subjects, baselines(), **options), runs, **options
            ),
        ),
        *(
            (
                (
                    "protocols on the same debates: final joint outcomes, and each minus the "
                    "reference pair by pair (means)",
                    False,
                    lambda: with_lottery(
                        comparison_table(subjects, lottery=lottery_of(runs), **options),
                        runs,
                        **options,
                    ),
                ),
            )
            if COMPARED_AXIS in subjects and subjects[COMPARED_AXIS].nunique() > 1
            else ()
        ),
        (
            "ballot dynamics per round (means)",
            False,
            lambda: with_lottery(dynamics_table(dynamics(), runs, **options), runs, **options),
        ),
    )
    for title, percent, make in shown:
        try:
            table = make()
        except SweepError as exc:
            console.print(f"[dim]{safe(title)}: {safe(str(exc))}[/]", highlight=False)
            continue
        print_table(table, f"{sweep}: {title}", percent=percent, alpha=alpha)


def caption(study: str | None, table: pd.DataFrame) -> str:
    """What the rows of ``study``'s ``table`` are: a sweep of the paper's own menus is
    tabulated option by option (``distributive_menu_table``), not notion by notion."""
    if study == "distributive" and "option" in table.index.names:
        return (
            "% of joint outcomes that are each option of the paper's menu, per instance, beside "
            "the paper's shares"
        )
    if study == "distributive":
        return "% of joint outcomes meeting each notion, per instance, beside the paper's shares"
    if study == "negotiation":
        return "best single base design vs the negotiated package, and their difference per run"
    return "% of final-round outcomes meeting each criterion, per subject"


def _rich_tables(
    frame: pd.DataFrame, title: str, *, percent: bool, alpha: float
) -> tuple[Table, Table | None]:
    from fairagents.experiments.table_columns import criterion_label, shown_table, table_statistics

    flat = frame.reset_index()
    index = [str(c) for c in frame.index.names]
    shown = shown_table(
        [str(c) for c in flat.columns],
        [list(r) for r in flat.itertuples(index=False)],
        keys=len(index),
        percent=percent,
        alpha=alpha,
        label=criterion_label,
        shares=table_statistics(frame).shares,
    )
    table = _rich(shown.header, shown.rows, index, safe(title))
    if not shown.tests_rows:
        return table, None
    tests = _rich(
        shown.tests_header,
        shown.tests_rows,
        index,
        f"tests: counts, and p Holm-adjusted over the table (* at p <= {alpha:g}); "
        "what each compares is said below",
    )
    return table, tests


def _rich(header: list[str], rows: list[list[str]], index: list[str], title: str) -> Table:
    agents = [c.split(".")[0] for c in index if "." in c]
    table = Table(title=safe(title))
    for k, name in enumerate(header):
        if k < len(index) and "." in name and agents.count(name.split(".")[0]) == 1:
            name = name.split(".")[0]  # the agent's one varying field: its name says enough
        table.add_column(safe(name), justify="left" if k < len(index) else "right", no_wrap=True)
    previous: list[str] = []
    for values in rows:
        cells = []
        for i, value in enumerate(values):
            if i < len(index) and previous[: i + 1] == values[: i + 1]:
                cells.append("")  # the group's label once, as in a printed table
            else:
                cells.append(safe(value))
        table.add_row(*cells)
        previous = values
    return table
