"""``fairagents report``: a run directory as one self-contained HTML page, with CSV beside it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from fairagents.cli._app import app, console, fail, user_errors


@app.command()
def report(
    run_dir: Annotated[
        Path, typer.Argument(metavar="RUN_DIR", help="A run directory (`fairagents run --out`).")
    ],
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="The HTML page to write (default RUN_DIR/report.html)."),
    ] = None,
    csv_dir: Annotated[
        Path | None,
        typer.Option(
            "--csv", help="Folder for the CSV files (default: <page name>-data/ beside the page)."
        ),
    ] = None,
) -> None:
    """Write one deliberation as a readable page: rounds, arguments with their cited passages,
    ballots, the mediator, the joint outcome and the fairness of every proposal beside it, with
    plots. The page loads nothing from anywhere; the numbers of every figure are also written as
    CSV.
    """
    try:
        from fairagents.reports import write_run_report
    except ImportError as exc:
        fail(f"reports need the report extra ({exc}); pip install 'fairagents[report]'")
    with user_errors():
        files = write_run_report(run_dir, out=out, data_dir=csv_dir)
    console.print(f"report: {escape(str(files.page))}", highlight=False, soft_wrap=True)
    folder = files.tables[0].parent if files.tables else None
    if folder is not None:
        names = ", ".join(p.name for p in files.tables)
        console.print(f"data: {escape(str(folder))} ({escape(names)})", highlight=False)


__all__ = ["report"]
