"""``fairagents experiment run|plan|status|export|table``: sweeps and their results.

``run`` expands a sweep file into runs and executes those not yet in the results store, locally
(processes or threads, sized to the work) or on Ray, recording each run as it finishes; on a
terminal a progress bar shows done / failed / remaining, throughput and ETA. Interrupted or
killed, the same command resumes. ``status`` says how far each sweep in a store has got and why
runs failed; ``export`` writes the results as CSV or Parquet; ``table`` prints the study's table;
``plan`` prints what a sweep will run, the smallest difference its N can detect, and the model
calls, tokens and cost it will spend.

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal

import typer
from rich.progress import BarColumn, Progress, SpinnerColumn, TaskID, TextColumn
from rich.table import Table

from fairagents._cli._app import (
    JsonOpt,
    app,
    console,
    err_console,
    fail,
    print_json,
    safe,
    user_errors,
)
from fairagents._cli._cache import CacheOpt, NoCacheOpt, cache_path
from fairagents._cli._run import (
    AttemptsOpt,
    BackoffOpt,
    MaxConcurrencyOpt,
    MaxRpmOpt,
    TimeoutOpt,
    with_transport,
)
from fairagents.validation import output_path

if TYPE_CHECKING:
    from fairagents.experiments import Counts, StoredRun

experiment_app = typer.Typer(
    help="Sweeps of deliberations: run them locally or on Ray, then status, export, tables.",
    no_args_is_help=True,
)
app.add_typer(experiment_app, name="experiment")

EXIT_RUNS_FAILED = 1
EXIT_INTERRUPTED = 130
EXIT_BUDGET_REACHED = 3
"""``experiment run --token-budget``: the budget was spent before every run had started."""

ResultsArg = Annotated[
    Path, typer.Argument(metavar="RESULTS", help="A results store (SQLite) written by run.")
]
SweepOpt = Annotated[
    str | None, typer.Option("--sweep", help="One sweep of a store that holds several.")
]


def _eta(counts: Counts) -> str:
    if counts.throughput <= 0 or counts.remaining <= 0:
        return "—" if counts.remaining else "0:00"
    seconds = int(counts.remaining / counts.throughput)
    return f"{seconds // 60}:{seconds % 60:02d}"


class _Bar:
    """The live progress bar of a sweep (a no-op off a terminal)."""

    def __init__(self, enabled: bool) -> None:
        self.progress: Progress | None = None
        self.task: TaskID | None = None
        if enabled:
            self.progress = Progress(
                SpinnerColumn(),
                TextColumn("[bold]{task.description}"),
                BarColumn(),
                TextColumn(
                    "[green]{task.fields[done]} done[/]  [red]{task.fields[failed]} failed[/]  "
                    "{task.fields[remaining]} remaining  {task.fields[rate]}/s  "
                    "ETA {task.fields[eta]}"
                ),
                console=console,
                transient=False,
            )

    def start(self, counts: Counts, title: str) -> None:
        if self.progress is None:
            return
        self.progress.start()
        self.task = self.progress.add_task(
            title,
            total=max(counts.to_run, 1),
            done=0,
            failed=0,
            remaining=counts.remaining,
            rate="0.0",
            eta="—",
        )
        self.update(counts)

    def update(self, counts: Counts) -> None:
        if self.progress is None or self.task is None:
            return
        self.progress.update(
            self.task,
            completed=counts.finished + counts.failed,
            done=counts.finished,
            failed=counts.failed,
            remaining=counts.remaining,
            rate=f"{counts.throughput:.1f}",
            eta=_eta(counts),
        )

    def stop(self) -> None:
        if self.progress is not None:
            self.progress.stop()


@experiment_app.command("run")
def run_command(
    sweep_path: Annotated[Path, typer.Argument(metavar="SWEEP", help="Sweep YAML or JSON file.")],
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="Results store (default results/SWEEP_ID.sqlite)."),
    ] = None,
    backend: Annotated[
        str, typer.Option("--backend", "-b", help="Where runs execute: local or ray.")
    ] = "local",
    address: Annotated[
        str | None, typer.Option("--address", help="A Ray cluster to join (default: start one).")
    ] = None,
    workers: Annotated[
        int | None, typer.Option("--workers", "-w", min=1, help="Workers (default: sized to it).")
    ] = None,
    limit: Annotated[
        int | None, typer.Option("--limit", min=1, help="Only the first N runs of the grid.")
    ] = None,
    progress: Annotated[
        bool | None, typer.Option("--progress/--no-progress", help="Progress bar (default: tty).")
    ] = None,
    timeout: TimeoutOpt = None,
    attempts: AttemptsOpt = None,
    backoff: BackoffOpt = None,
    max_rpm: MaxRpmOpt = None,
    max_concurrency: MaxConcurrencyOpt = None,
    cache: CacheOpt = None,
    no_cache: NoCacheOpt = False,
    # --- cost: the sweep-wide token budget (see experiments.runner) ---
    token_budget: Annotated[
        int | None,
        typer.Option(
            "--token-budget",
            min=1,
            help="Start no more runs once this call's runs spent N tokens (prompt + completion); "
            "runs in flight finish and are recorded; rerun to continue.",
        ),
    ] = None,
) -> None:
    """Run a sweep into a results store; rerun the same command to resume after any stop:
    finished runs are kept, failed ones (a provider that kept failing) are run again."""
    from fairagents.experiments import ResultsStore, expand, load_sweep, make_backend, run_sweep

    if backend not in ("local", "ray"):
        fail(f"--backend {backend!r} is unknown; known: local, ray")
    if address is not None and backend != "ray":
        fail("--address is for --backend ray")
    with user_errors():
        if out is not None:  # before any work: a store that cannot be written is not started
            output_path(out, what="--out")
        sweep = load_sweep(sweep_path)
        expansion = expand(sweep, base=sweep_path.parent, source=str(sweep_path), limit=limit)
        given = {"timeout": timeout, "attempts": attempts, "backoff": backoff}
        given |= {"max_rpm": max_rpm, "max_concurrency": max_concurrency}
        if any(v is not None for v in given.values()):  # how runs call, not what: ids stay
            runs = tuple(
                r.model_copy(
                    update={
                        "scenario": r.scenario.model_copy(
                            update={"transport": with_transport(r.scenario.transport, **given)}
                        )
                    }
                )
                for r in expansion.runs
            )
            expansion = expansion.model_copy(update={"runs": runs})
    store_path = out if out is not None else Path("results") / f"{sweep.id}.sqlite"
    responses = cache_path(cache, no_cache)
    calls = {"model": 0, "cached": 0}
    kind: Literal["local", "ray"] = "ray" if backend == "ray" else "local"
    bar = _Bar(console.is_terminal if progress is None else progress)
    for note in expansion.notes():
        err_console.print(f"[dim]{safe(note)}[/]", highlight=False)

    def on_start(counts: Counts) -> None:
        err_console.print(
            f"{safe(sweep.id)}: {counts.planned} runs, {counts.skipped} already done, "
            f"{counts.to_run} to run → {safe(str(store_path))} ({safe(runner.describe())})",
            highlight=False,
            soft_wrap=True,
        )
        bar.start(counts, sweep.id)

    def on_result(result: StoredRun, counts: Counts) -> None:
        bar.update(counts)
        for agent in result.agents:
            calls["model"] += agent.model_calls
            calls["cached"] += agent.cache_hits
        if result.status == "failed" and bar.progress is None:
            err_console.print(
                f"[red]failed[/] {result.run_id} ({safe(result.case)}): "
                f"{safe(result.error.splitlines()[0] if result.error else '')}",
                highlight=False,
                soft_wrap=True,
            )

    try:
        with user_errors(), ResultsStore(store_path) as store:
            runner = make_backend(kind, workers=workers, address=address)
            with runner:
                counts = run_sweep(
                    expansion,
                    store,
                    runner,
                    on_start=on_start,
                    on_result=on_result,
                    cache=responses,
                    token_budget=token_budget,
                )
    except KeyboardInterrupt:
        bar.stop()
        err_console.print("interrupted: the finished runs are recorded; rerun to resume")
        raise typer.Exit(EXIT_INTERRUPTED) from None
    finally:
        bar.stop()
    spent = f", {counts.tokens:,} tokens" if token_budget is not None else ""
    console.print(
        f"{safe(sweep.id)}: {counts.finished} finished, {counts.failed} failed, "
        f"{counts.skipped} done before, in {counts.elapsed:.1f} s "
        f"({counts.throughput:.1f} runs/s{spent}) → {safe(str(store_path))}",
        highlight=False,
        soft_wrap=True,
    )
    if responses is not None and responses.is_file():  # only a cached model makes the file
        console.print(
            f"{calls['model']} model calls, {calls['cached']} answered from the response cache "
            f"{safe(str(responses))}",
            highlight=False,
            soft_wrap=True,
        )
    if counts.failed:
        err_console.print(
            f"{counts.failed} runs failed: see `fairagents experiment status {store_path}`; "
            "a rerun tries them again",
            highlight=False,
            soft_wrap=True,
        )
    if counts.budget_reached and counts.remaining:
        err_console.print(
            f"token budget reached: {counts.tokens:,} tokens spent (budget "
            f"{counts.token_budget:,}); {counts.remaining} runs not started — run the same "
            "command again to continue",
            highlight=False,
            soft_wrap=True,
        )
        raise typer.Exit(EXIT_BUDGET_REACHED)
    if counts.failed:
        raise typer.Exit(EXIT_RUNS_FAILED)


@experiment_app.command("status")
def status_command(results: ResultsArg, as_json: JsonOpt = False) -> None:
    """How far each sweep in a results store has got, and why runs failed."""
    from fairagents.experiments import ResultsStore

    with user_errors(), ResultsStore(results, create=False) as store, store.reading():
        status = store.status()
        notes = {s.sweep: store.notes(s.sweep) for s in status.sweeps}
    if as_json:
        print_json(
            {
                "path": str(status.path),
                "sweeps": [
                    {
                        "sweep": s.sweep,
                        "planned": s.planned,
                        "finished": s.finished,
                        "failed": s.failed,
                        "remaining": s.remaining,
                        "notes": notes[s.sweep],
                    }
                    for s in status.sweeps
                ],
                "errors": [{"error": e, "runs": n} for e, n in status.errors],
            }
        )
        return
    table = Table("sweep", "planned", "finished", "failed", "remaining", title=str(results))
    for s in status.sweeps:
        table.add_row(
            safe(s.sweep), str(s.planned), str(s.finished), str(s.failed), str(s.remaining)
        )
    console.print(table)
    for sweep, lines in notes.items():
        for line in lines:
            console.print(f"[dim]{safe(sweep)}: {safe(line)}[/]", highlight=False)
    for error, n in status.errors:
        console.print(f"[red]{n} failed:[/] {safe(error)}", highlight=False, soft_wrap=True)


@experiment_app.command("export")
def export_command(
    results: ResultsArg,
    fmt: Annotated[str, typer.Option("--format", "-f", help="csv or parquet.")] = "csv",
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="File (default RESULTS with .csv …).")
    ] = None,
    level: Annotated[
        str, typer.Option("--level", help="subjects (per run, round, agent) or runs.")
    ] = "subjects",
    sweep: SweepOpt = None,
) -> None:
    """Write the results as CSV or Parquet: one row per subject (default) or per run."""
    from fairagents.experiments import load_results

    if fmt not in ("csv", "parquet"):
        fail(f"--format {fmt!r} is unknown; known: csv, parquet")
    if level not in ("subjects", "runs"):
        fail(f"--level {level!r} is unknown; known: subjects, runs")
    target = output if output is not None else results.with_suffix(f".{fmt}")
    with user_errors():
        output_path(target, what="--output")
        frame = load_results(results, sweep=sweep, level="runs" if level == "runs" else "subjects")
    try:
        if fmt == "csv":
            frame.to_csv(target, index=False)
        else:
            frame.to_parquet(target, index=False)
    except (OSError, ImportError) as exc:
        fail(f"{target}: cannot write: {exc}")
    console.print(f"{len(frame)} rows → {safe(str(target))}", highlight=False)


@experiment_app.command("plan")
def plan_command(
    sweep_path: Annotated[Path, typer.Argument(metavar="SWEEP", help="A sweep file (YAML).")],
    alpha: Annotated[
        float, typer.Option("--alpha", min=0.0001, max=0.5, help="Test level (default 0.05).")
    ] = 0.05,
    power: Annotated[
        float, typer.Option("--power", min=0.05, max=0.99, help="Power (default 0.8).")
    ] = 0.8,
    model: Annotated[
        str | None,
        typer.Option("--model", "-m", help="Plan every run on this model (default: its own)."),
    ] = None,
    price_input: Annotated[
        float | None,
        typer.Option("--price-input", min=0.0, help="USD per million prompt tokens."),
    ] = None,
    price_output: Annotated[
        float | None,
        typer.Option("--price-output", min=0.0, help="USD per million completion tokens."),
    ] = None,
    samples: Annotated[
        int,
        typer.Option("--samples", min=1, max=20, help="Dry-run debates per shape (default 2)."),
    ] = 2,
    as_json: JsonOpt = False,
) -> None:
    """Print what a sweep will run (runs, grid, configurations), for its study's main
    comparison the smallest difference its N detects with the given power, and the model calls
    and tokens it will spend — counted on dry-run debates of each shape of its grid, the real
    prompts — with the cost at the given prices."""
    from dataclasses import asdict

    from fairagents.experiments import expand, load_sweep
    from fairagents.experiments._costs import estimate_costs
    from fairagents.experiments._plan import plan
    from fairagents.llm._specs import parse_spec

    with user_errors():
        if model is not None:
            parse_spec(model)
        sweep = load_sweep(sweep_path)
        expansion = expand(sweep, base=sweep_path.parent, source=str(sweep_path))
        found = plan(expansion, alpha=alpha, power=power)
        costs = estimate_costs(
            expansion,
            model=model,
            price_input=price_input,
            price_output=price_output,
            samples=samples,
        )
    for note in expansion.notes():
        err_console.print(f"[dim]{safe(note)}[/]", highlight=False)
    if as_json:
        print_json({**asdict(found), "cost": costs.as_dict()})
        return
    for line in [*found.lines(), *costs.lines()]:
        console.print(safe(line), highlight=False, soft_wrap=True)


@experiment_app.command("table")
def table_command(
    results: ResultsArg,
    sweep: SweepOpt = None,
    study: Annotated[
        str | None,
        typer.Option("--study", help="triage, distributive or negotiation (default: the sweep's)."),
    ] = None,
    alpha: Annotated[
        float,
        typer.Option(
            "--alpha",
            min=0.0001,
            max=0.5,
            help="Test level; intervals are at 1 - alpha (default 0.05: 95% intervals).",
        ),
    ] = 0.05,
    no_stats: Annotated[
        bool, typer.Option("--no-stats", help="Plain shares and means: no intervals or tests.")
    ] = False,
    csv: Annotated[
        Path | None,
        typer.Option("--csv", help="Also write the table, every statistic a column, as CSV."),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Print the study's table: criteria met per configuration and subject, or the study's own,
    each share with its Wilson interval and N, each mean with a bootstrap interval, the paired
    tests Holm-adjusted (see the docs, docs/how-to/study-tables.md)."""
    import json

    from fairagents.experiments import ResultsStore, load_results, study_table
    from fairagents.experiments._deliberation_tables import with_lottery
    from fairagents.experiments._sweep import STUDIES, Sweep

    if study is not None and study not in STUDIES:
        fail(f"--study {study!r} is unknown; known: {', '.join(STUDIES)}")
    with user_errors():
        if csv is not None:
            output_path(csv, what="--csv")
        with ResultsStore(results, create=False) as store, store.reading():
            sweeps = store.sweep_ids()
            chosen = sweep or (sweeps[0] if len(sweeps) == 1 else None)
            if chosen is None:
                fail(f"{results} holds sweeps {', '.join(sweeps) or 'none'}: pick one with --sweep")
            declared = Sweep.model_validate_json(store.sweep_json(chosen)).study
        frame = load_results(results, sweep=chosen)
        runs = load_results(results, sweep=chosen, level="runs")
        table = study_table(frame, study or declared, alpha=alpha, statistics=not no_stats)
        table = with_lottery(table, runs, alpha=alpha, statistics=not no_stats)
    if csv is not None:
        try:
            table.reset_index().to_csv(csv, index=False)
        except OSError as exc:
            fail(f"{csv}: cannot write: {exc}")
    if as_json:
        print_json(json.loads(table.reset_index().to_json(orient="records")))
        return
    from fairagents._cli._experiment_view import caption, print_deliberation_tables, print_table

    kind = study or declared
    print_table(
        table, f"{chosen}: {caption(kind, table)}", percent=kind != "negotiation", alpha=alpha
    )
    with user_errors():
        print_deliberation_tables(
            results, chosen, frame, runs, alpha=alpha, statistics=not no_stats
        )
    if csv is not None:
        console.print(f"→ {safe(str(csv))}", highlight=False)


__all__ = ["experiment_app"]
