"""``fairagents evaluate``, ``fairagents menu`` and ``fairagents frameworks``.

All three read a problem file (allocation, budget or choice; JSON or YAML) or a Pabulib
election (``.pb``, read as :func:`fairagents.formats.read_pabulib` reads it: its vote type's
own utilities; repairs are warned on stderr). ``evaluate`` also reads the outcome to judge:
an allocation (``{"bundles": …, "payments": …}``), a package (``{"projects": […]}``), an
Outcome printed by ``fairagents aggregate --json``, or ``{"choice": ID}`` naming an
alternative or a menu item — or ``--choice ID`` directly.

Exact solves can take long on large allocations: ``--time-limit`` (default
:data:`DEFAULT_TIME_LIMIT` seconds) bounds the whole command — reading the file included,
every solve getting at most what is left — and the command shows which stage it is solving on
a terminal and says which criteria it skipped when the time ran out.

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
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
from fairagents.deadline import time_budget
from fairagents.errors import ProblemError
from fairagents.models.base import preview
from fairagents.validation import file_name, read_data_file, validate_data

ProblemArg = Annotated[
    Path,
    typer.Argument(
        metavar="PROBLEM", help="Problem JSON (or YAML) file, or a Pabulib election (.pb)."
    ),
]

DEFAULT_TIME_LIMIT = 20.0
"""Seconds the whole command may take (after Python's start-up) before it skips what is left."""

RESERVE = 0.5
"""Seconds kept back from the solves for what follows the last one (the output)."""

TimeLimitOpt = Annotated[
    float,
    typer.Option(
        "--time-limit",
        min=0.1,
        max=86_400,
        help="Seconds the whole command may take, reading the file included; criteria whose "
        "solves do not fit are skipped and named.",
    ),
]


@contextmanager
def _solving(what: str, seconds: float) -> Iterator[None]:
    """One deadline for the rest of the command — reading the file, every solve, the report —
    of ``seconds`` less :data:`RESERVE` (kept for the output); every solve inside gets at most
    the time left, and the criteria whose solves cannot start in time are skipped and named. A
    spinner names each stage on a terminal."""
    left = max(0.05, seconds - RESERVE)
    if not err_console.is_terminal:
        with time_budget(left):
            yield
        return
    with (
        err_console.status(f"{what}…") as status,
        time_budget(left, on_step=lambda label: status.update(f"{what}: {safe(label)}…")),
    ):
        yield


def _load(path: Path) -> Any:
    """The problem in ``path`` (JSON, YAML or .pb), with a .pb file's repairs on stderr."""
    from fairagents._cli._budgets import reported_repairs
    from fairagents.formats import load_any_problem

    with reported_repairs():
        return load_any_problem(path)


def _fmt(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.4g}"


def _verdict(holds: bool | None) -> str:
    if holds is None:
        return "[dim]n/a[/]"
    return "[green]yes[/]" if holds else "[red]no[/]"


def _read_outcome(path: Path, problem: Any) -> tuple[Any, Any]:
    """The outcome in ``path`` for ``problem`` and the menu used to look it up (or ``None``).

    The outcome is checked against the problem here, so every error names the file.
    """
    from fairagents.models import Outcome
    from fairagents.problems import (
        Allocation,
        CandidateChoice,
        IndivisibleAllocation,
        Package,
        build_menu,
    )

    source = file_name(path)
    data = read_data_file(path, what="outcome", error=ProblemError)
    if not isinstance(data, dict):
        raise ProblemError(
            f'{source}: expected an object, e.g. {{"bundles": {{...}}}}; got {preview(data)}'
        )
    outcome: Any
    if "rule" in data:
        outcome = validate_data(Outcome, data, source=source, error=ProblemError).choice
    elif set(data) == {"choice"} and isinstance(data["choice"], str):
        outcome = data["choice"]
    elif isinstance(problem, IndivisibleAllocation):
        outcome = validate_data(Allocation, data, source=source)
    elif "projects" in data:
        outcome = validate_data(Package, data, source=source)
    else:
        expected = (
            '{"projects": [...]} or {"choice": ID}'
            if problem.kind == "budget"
            else '{"choice": ALTERNATIVE_ID}'
        )
        raise ProblemError(
            f"{source}: cannot read an outcome for a {problem.kind} problem; give {expected}"
        )
    menu = None
    try:
        if isinstance(outcome, str):
            if not (isinstance(problem, CandidateChoice) and outcome in problem.alternative_ids):
                menu = build_menu(problem)
                menu.get(outcome)
        else:
            problem.check(outcome)
    except ProblemError as exc:
        raise ProblemError(f"{source}: {exc}") from exc
    return outcome, menu


def _envy_evidence(criterion: Any) -> str:
    if criterion.holds:
        return f"slack {_fmt(criterion.slack)}"
    shown = []
    for pair in criterion.violations[:4]:
        removed = f" without {safe(pair.removed)}" if pair.removed else ""
        envy = f"{safe(pair.envier)}→{safe(pair.envied)}"
        shown.append(f"{envy} ({_fmt(pair.residual)}{removed})")
    more = f" +{len(criterion.violations) - 4} more" if len(criterion.violations) > 4 else ""
    return "envy: " + ", ".join(shown) + more


def _show_report(report: Any) -> None:
    title = safe(report.problem_id or "problem")
    console.print(f"[bold]{title}[/] ({report.kind}): {safe(report.outcome)}")
    people = Table("stakeholder", "group", "utility", "satisfaction", title="Stakeholders")
    for s in report.stakeholders:
        people.add_row(safe(s.id), safe(s.group), _fmt(s.utility), f"{s.satisfaction:.3f}")
    console.print(people)
    metrics = Table("metric", "value", title="Welfare and inequality")
    rows = [
        ("utilitarian sum", report.utilitarian),
        ("minimum", report.minimum),
        (f"worst-group mean ({safe(report.worst_group or 'all')})", report.worst_group_mean),
        ("Nash welfare", report.nash_welfare),
        ("Gini", report.gini),
        ("20th-percentile satisfaction", report.p20_satisfaction),
        ("equitability gap", report.eq_gap),
    ]
    for name, value in rows:
        metrics.add_row(name, _fmt(value))
    console.print(metrics)
    checks = Table("criterion", "holds", "evidence", title="Fairness and efficiency")
    for name, crit in (("EF", report.ef), ("EF1", report.ef1), ("EFX", report.efx)):
        if crit is not None:
            checks.add_row(name, _verdict(crit.holds), _envy_evidence(crit))
    if report.proportionality is not None:
        worst = min(report.proportionality.slack.items(), key=lambda kv: kv[1])
        checks.add_row(
            "proportional",
            _verdict(report.proportionality.holds),
            f"least slack {_fmt(worst[1])} ({safe(worst[0])})",
        )
    if report.mms is not None:
        worst = min(report.mms.slack.items(), key=lambda kv: kv[1])
        ratio = (
            "every share is 0" if report.mms.ratio is None else f"min u/MMS {report.mms.ratio:.4g}"
        )
        checks.add_row(
            "MMS",
            _verdict(report.mms.holds),
            f"{ratio}; least slack {_fmt(worst[1])} ({safe(worst[0])})",
        )
    if report.pareto is not None:
        evidence = (
            "no dominating outcome"
            if report.pareto.holds
            else f"dominated by: {safe(report.pareto.witness_label)}"
        )
        checks.add_row("Pareto optimal", _verdict(report.pareto.holds), evidence)
    for name, opt in (
        ("maximin-optimal", report.maximin_optimal),
        ("USW-optimal", report.usw_optimal),
    ):
        if opt is not None:
            checks.add_row(
                name, _verdict(opt.holds), f"{_fmt(opt.value)} of optimum {_fmt(opt.optimum)}"
            )
    console.print(checks)
    frameworks = Table("framework", "welfare", title="Ethical frameworks")
    for name, value in report.frameworks.items():
        frameworks.add_row(safe(name), _fmt(value.welfare))
    console.print(frameworks)
    for note in report.notes:
        console.print(f"[dim]note: {safe(note)}[/]", soft_wrap=True)


def _show_skipped(omitted: dict[str, str]) -> None:
    for criterion, why in omitted.items():
        console.print(f"[yellow]skipped {safe(criterion)}:[/] {safe(why)}", soft_wrap=True)


@app.command()
def evaluate(
    problem_path: ProblemArg,
    allocation: Annotated[
        Path | None,
        typer.Option(
            "--allocation",
            "-a",
            help='Outcome file: an allocation, a package, an Outcome, or {"choice": ID}.',
        ),
    ] = None,
    choice: Annotated[
        str | None, typer.Option("--choice", "-c", help="An alternative or menu-item id.")
    ] = None,
    time_limit: TimeLimitOpt = DEFAULT_TIME_LIMIT,
    as_json: JsonOpt = False,
) -> None:
    """Evaluate an outcome of a problem: welfare, inequality, envy, optimality, frameworks."""
    from fairagents.fairness import evaluate as evaluate_outcome

    if (allocation is None) == (choice is None):
        fail("give exactly one of --allocation FILE or --choice ID")
    with user_errors(), _solving("evaluating", time_limit):
        problem = _load(problem_path)
        if allocation is not None:
            outcome, menu = _read_outcome(allocation, problem)
        else:
            outcome, menu = str(choice), None
        report = evaluate_outcome(problem, outcome, menu=menu)
    if as_json:
        print_json(report.model_dump(mode="json"))
        return
    _show_report(report)


@app.command()
def menu(
    problem_path: ProblemArg,
    time_limit: TimeLimitOpt = DEFAULT_TIME_LIMIT,
    as_json: JsonOpt = False,
) -> None:
    """Print the problem's labelled menu: the candidates exact solvers prefer, and why."""
    from fairagents.problems import MENU_LABELS, build_menu

    with user_errors(), _solving("building the menu", time_limit):
        problem = _load(problem_path)
        items = build_menu(problem)
    if as_json:
        print_json(items.model_dump(mode="json", exclude_none=True))
        return
    title = f"Menu of {safe(problem_path.name)}"
    table = Table("id", "optimizes", "candidate", "utilities", title=title)
    for item in items.items:
        utilities = ", ".join(f"{safe(k)}={_fmt(v)}" for k, v in item.utilities.items())
        table.add_row(safe(item.id), ", ".join(item.labels) or "-", safe(item.label), utilities)
    console.print(table)
    used = sorted({label for item in items.items for label in item.labels})
    for label in used:
        console.print(f"[dim]{label}: {MENU_LABELS.get(label, '')}[/]", soft_wrap=True)
    _show_skipped(items.omitted)


@app.command()
def frameworks(
    problem_path: ProblemArg,
    time_limit: TimeLimitOpt = DEFAULT_TIME_LIMIT,
    as_json: JsonOpt = False,
) -> None:
    """Each ethical framework's optimal outcome, and whether the frameworks disagree at all."""
    from fairagents.fairness import non_degeneracy

    with user_errors(), _solving("comparing the frameworks", time_limit):
        problem = _load(problem_path)
        report = non_degeneracy(problem)
    if as_json:
        print_json(report.model_dump(mode="json"))
        return
    table = Table(
        "framework",
        "welfare",
        "optima",
        "an optimal outcome",
        title=f"Frameworks on {safe(problem_path.name)}",
    )
    for name, opt in report.optima.items():
        shown = safe(opt.labels[0]) if opt.labels else ""
        table.add_row(safe(name), _fmt(opt.welfare), str(opt.n_optima), shown)
    console.print(table)
    style = "bold green" if report.non_degenerate else "bold yellow"
    console.print(f"[{style}]{safe(report.explanation)}[/]", soft_wrap=True)
    if report.disagreeing_pairs:
        pairs = ", ".join(f"{safe(a)}/{safe(b)}" for a, b in report.disagreeing_pairs)
        console.print(f"frameworks with no optimum in common: {pairs}", soft_wrap=True)
    _show_skipped(report.skipped)
