"""``fairagents aggregate`` and ``fairagents rules``.

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
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
from fairagents._cli._committees import committee_rules, show_committee, show_committees
from fairagents.aggregators import available_rules, get_rule, get_rule_class
from fairagents.aggregators.committees import CommitteeRule
from fairagents.majority import condorcet_winner, majority_cycle
from fairagents.models import Outcome, Profile

PROGRESS_MIN_BYTES = 32 * 2**20
"""Election files from this size (32 MiB: a few seconds to read) show a progress bar."""


@contextmanager
def _reading(path: Path, enabled: bool) -> Iterator[Callable[[int], None] | None]:
    """A progress bar on stderr while a large election file is read, on a terminal only (as
    ``corpus build`` shows its own); ``None`` — no bar — otherwise."""
    try:
        size = path.stat().st_size
    except (OSError, ValueError):
        size = 0  # the reader says what is wrong with the path
    if not enabled or not err_console.is_terminal or size < PROGRESS_MIN_BYTES:
        yield None
        return
    from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(
        TextColumn("[bold]reading[/] {task.description}"),
        BarColumn(),
        DownloadColumn(),
        TimeRemainingColumn(),
        console=err_console,
        transient=True,
    ) as bar:
        task = bar.add_task(safe(path.name), total=size)
        yield lambda done: bar.update(task, completed=done)


def _parse_params(pairs: list[str]) -> dict[str, Any]:
    params: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key:
            fail(f"--param {pair!r:.80}: expected KEY=VALUE, e.g. --param alpha=0.5")
        try:
            params[key] = json.loads(raw)
        except (ValueError, RecursionError):  # not JSON (or absurdly nested): the text itself
            params[key] = raw
    return params


def _fmt_groups(groups: tuple[tuple[str, ...], ...]) -> str:
    """Tie groups as ``a > {b, c}``, ready for markup."""
    return " > ".join(
        "{" + ", ".join(map(safe, g)) + "}" if len(g) > 1 else safe(g[0]) for g in groups
    )


def _majority_line(profile: Profile) -> str:
    winner = condorcet_winner(profile)
    if winner is not None:
        return f"Condorcet winner: {safe(winner)} (beats every other alternative head to head)"
    cycle = majority_cycle(profile)
    if cycle is not None:
        shown = " > ".join(map(safe, [*cycle, cycle[0]]))
        return f"No Condorcet winner: majority cycle {shown} (Arrow's problem)"
    return "No Condorcet winner: the top alternatives tie head to head"


def _show_one(outcome: Outcome) -> None:
    console.print(f"[bold]{safe(outcome.rule)}[/] {safe(outcome.params or '')}".rstrip())
    winners = ", ".join(map(safe, outcome.winners))
    console.print(f"winners: {winners}   choice: [bold]{safe(outcome.choice)}[/]")
    console.print(f"ranking: {_fmt_groups(outcome.ranking)}")
    lottery = outcome.lottery
    table = Table("alternative", "score", *(["probability"] if lottery else []))
    for alt, score in outcome.scores.items():
        table.add_row(safe(alt), f"{score:.6g}", *([f"{lottery[alt]:.4f}"] if lottery else []))
    console.print(table)
    console.print(safe(outcome.explanation, newlines=True), soft_wrap=True)


@app.command()
def aggregate(
    profile_path: Annotated[
        Path,
        typer.Argument(
            metavar="PROFILE",
            help="Profile: JSON or YAML, a PrefLib file (.soc .soi .toc .toi .cat), or a "
            "Pabulib election (.pb).",
        ),
    ],
    rule: Annotated[
        str | None,
        typer.Option(
            "--rule", "-r", help="Rule name; see `rules` (default: borda; mes for a .pb file)."
        ),
    ] = None,
    param: Annotated[
        list[str] | None,
        typer.Option("--param", "-p", help="Rule parameter KEY=VALUE (repeatable)."),
    ] = None,
    all_rules: Annotated[
        bool, typer.Option("--all", help="Re-aggregate under every rule that accepts the ballots.")
    ] = False,
    committee_size: Annotated[
        int | None,
        typer.Option(
            "--committee-size",
            "-k",
            min=1,
            help="Seats to fill: elect a committee (committee rules; with --all, all of them).",
        ),
    ] = None,
    satisfaction: Annotated[
        str,
        typer.Option(
            "--satisfaction",
            help="A .pb file's utilities: default (the vote type's: cardinality for approvals, "
            "points, Borda), cost or cardinality.",
        ),
    ] = "default",
    as_json: JsonOpt = False,
) -> None:
    """Turn a profile of ballots into a collective decision.

    With --all, the same ballots are aggregated under every registered rule that can read them,
    side by side. With --committee-size K, committee rules elect K alternatives; --all then
    compares every committee rule, with which of JR, PJR and EJR each committee satisfies. The
    human-readable output also names the Condorcet winner, or the majority cycle when there is
    none.

    A Pabulib .pb file is a budget election: a budget rule (mes, mes-greedy, greedy,
    greedy-total, max-usw, maximin, nash) picks the projects, under --satisfaction; --all
    compares them. A committee rule takes a .pb file whose projects all cost the same.
    """
    # Lazily: the readers bring the problems package, which `fairagents --help` does not need;
    # the Pabulib reader and the budget commands (the problems package and scipy.optimize, ~0.7 s)
    # only for a .pb file.
    from fairagents._cli._repairs import reader_warnings
    from fairagents.formats import PrefLibWarning, is_pabulib, load_profile

    pabulib = is_pabulib(profile_path)
    categories: tuple[type[Warning], ...] = (PrefLibWarning,)
    if pabulib or satisfaction != "default":
        from fairagents.formats import SATISFACTIONS

        if satisfaction not in SATISFACTIONS:
            fail(f"--satisfaction {satisfaction!r:.30}: expected {', '.join(SATISFACTIONS)}")
    if pabulib:
        from fairagents._cli._budgets import ALL_BUDGET_RULES, BUDGET_RULES, show_budget
        from fairagents.formats import PabulibWarning, read_pabulib

        categories = (PabulibWarning, PrefLibWarning)
        chosen_rule = rule or "mes"
        # Budget rules first: "mes" on a .pb file is the budget MES (on unit costs, the same
        # as the committee rule with its approval-voting completion).
        committee = not all_rules and chosen_rule not in BUDGET_RULES
        committee = committee and chosen_rule in _committee_names()
        if not committee:
            if param or committee_size is not None:
                fail("--param and --committee-size apply to ballot rules, not to budget rules")
            with user_errors(), reader_warnings(*categories):
                with _reading(profile_path, not as_json) as progress:
                    election = read_pabulib(profile_path, progress=progress)
                rules = list(ALL_BUDGET_RULES) if all_rules else [chosen_rule]
                show_budget(election, profile_path.name, rules, satisfaction, as_json)
            return
    elif satisfaction != "default":
        fail("--satisfaction applies to a Pabulib (.pb) file")
    rule = rule or "borda"
    with user_errors(), reader_warnings(*categories):
        with _reading(profile_path, not as_json) as progress:
            if pabulib:
                profile, seats = read_pabulib(profile_path, progress=progress).committee()
                committee_size = seats if committee_size is None else committee_size
            else:
                profile = load_profile(profile_path, progress=progress)
        if all_rules:
            if param:
                fail("--param applies to one rule; drop it or use --rule")
            if committee_size is not None:
                checked = [
                    (r, r(profile)) for r in committee_rules(committee_size) if r.accepts(profile)
                ]
                show_committees(profile, profile_path.name, checked, committee_size, as_json)
                return
            singles = [
                cls()
                for cls in map(get_rule_class, available_rules())
                if not issubclass(cls, CommitteeRule)
            ]
            outcomes = [r(profile) for r in singles if r.accepts(profile)]
        else:
            params = _parse_params(param or [])
            chosen = get_rule_class(rule)
            if issubclass(chosen, CommitteeRule):
                params = _with_size(rule, params, committee_size)
            elif committee_size is not None:
                fail(
                    f"--committee-size applies to committee rules; {rule!r} elects one "
                    f"alternative (committee rules: {', '.join(_committee_names())})"
                )
            agg = get_rule(rule, **params)
            outcome = agg(profile)
            if isinstance(agg, CommitteeRule) and not as_json:
                show_committee(profile, agg, outcome)
                console.print(_majority_line(profile))
                return
            outcomes = [outcome]

    dumped = [o.model_dump(mode="json", exclude_none=True) for o in outcomes]
    if as_json:
        print_json(dumped if all_rules else dumped[0])
        return
    if all_rules:
        table = Table("rule", "winners", "choice", "ranking", title=safe(profile_path.name))
        for o in outcomes:
            winners = ", ".join(map(safe, o.winners))
            table.add_row(safe(o.rule), winners, safe(o.choice), _fmt_groups(o.ranking))
        console.print(table)
        skipped = sorted(
            set(available_rules()) - {o.rule for o in outcomes} - set(_committee_names())
        )
        if skipped:
            console.print(f"[dim]not applicable to these ballots: {safe(', '.join(skipped))}[/]")
        console.print(
            "[dim]committee rules elect several alternatives: compare them with "
            "--all --committee-size K[/]"
        )
    else:
        _show_one(outcomes[0])
    console.print(_majority_line(profile))


def _committee_names() -> list[str]:
    return [name for name in available_rules() if issubclass(get_rule_class(name), CommitteeRule)]


def _with_size(rule: str, params: dict[str, Any], size: int | None) -> dict[str, Any]:
    """A committee rule's parameters with its size from --committee-size (or --param)."""
    given = params.get("committee_size")
    if size is None and given is None:
        fail(
            f"rule {rule!r} elects a committee: give its size with --committee-size K "
            "(e.g. --committee-size 3)"
        )
    if size is not None and given is not None and given != size:
        fail(f"--committee-size {size} and --param committee_size={given!r} disagree; give one")
    return {**params, "committee_size": given if size is None else size}


@app.command()
def rules(
    as_json: JsonOpt = False,
) -> None:
    """List every registered rule with its input kind and the axioms it claims.

    Committee rules (which elect --committee-size alternatives) are marked as such.
    """
    rows: list[dict[str, Any]] = []
    for name in available_rules():
        cls = get_rule_class(name)
        rows.append(
            {
                "name": name,
                "input": cls.input_kind.value,
                "committee": issubclass(cls, CommitteeRule),
                "axioms": sorted(cls.axioms),
                "description": cls.description,
            }
        )
    if as_json:
        print_json(rows)
        return
    table = Table("rule", "input", "claimed axioms", "what it does")
    for row in rows:
        kind = f"{row['input']} (committee)" if row["committee"] else row["input"]
        table.add_row(safe(row["name"]), kind, ", ".join(row["axioms"]), safe(row["description"]))
    console.print(table)
