"""``fairagents report``: a run directory or a results store as one self-contained HTML page.

The same command tells them apart: a directory is a run (``fairagents run --out``), an SQLite
file is a sweep's results store (``fairagents experiment run --out``).

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from fairagents._cli._app import app, console, fail, user_errors
from fairagents.validation import output_path


@app.command()
def report(
    source: Annotated[
        Path,
        typer.Argument(
            metavar="RUN_DIR|RESULTS",
            help="A run directory (`fairagents run --out`) or a results store "
            "(`fairagents experiment run --out`).",
        ),
    ],
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            "-o",
            help="The HTML page to write (default RUN_DIR/report.html, or RESULTS with .html).",
        ),
    ] = None,
    csv_dir: Annotated[
        Path | None,
        typer.Option(
            "--csv", help="Folder for the CSV files (default: <page name>-data/ beside the page)."
        ),
    ] = None,
    sweep: Annotated[
        str | None, typer.Option("--sweep", help="One sweep of a store that holds several.")
    ] = None,
) -> None:
    """Write a run or a sweep as a readable page, with plots; the numbers of every figure are
    also written as CSV, and the page loads nothing from anywhere.

    A run: rounds, arguments with their cited passages, ballots, the mediator, the joint outcome
    and the fairness of every proposal beside it. A sweep: the study's central table, the
    alignment audit, every rule on the same ballots, utility per stakeholder group, structured
    output failures and tokens per debate.
    """
    try:
        from fairagents.reports import is_results_store, write_run_report, write_sweep_report
    except ImportError as exc:
        fail(f"reports need the report extra ({exc}); pip install 'fairagents[report]'")
    with user_errors():
        # Before any work: a page that cannot be written is not made.
        for given, what, is_folder in ((out, "--out", False), (csv_dir, "--csv", True)):
            if given is not None:
                output_path(given, what=what, folder=is_folder)
        if is_results_store(source):
            try:
                import pandas  # noqa: F401  (a sweep report reads the store through pandas)
            except ImportError as exc:
                fail(f"sweep reports need pandas ({exc}); pip install 'fairagents[experiments]'")
            files = write_sweep_report(source, out=out, data_dir=csv_dir, sweep=sweep)
        else:
            if source.is_file():
                fail(
                    f"{source}: a file, but not a results store (it is not SQLite); give a run "
                    "directory (fairagents run --out) or a results store (experiment run --out)"
                )
            if sweep is not None:
                fail(f"{source}: --sweep is for a results store, and this is not one")
            files = write_run_report(source, out=out, data_dir=csv_dir)
    console.print(f"report: {escape(str(files.page))}", highlight=False, soft_wrap=True)
    folder = files.tables[0].parent if files.tables else None
    if folder is not None:
        names = ", ".join(p.name for p in files.tables)
        console.print(f"data: {escape(str(folder))} ({escape(names)})", highlight=False)


__all__ = ["report"]
