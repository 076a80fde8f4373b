"""``fairagents aggregate FILE.pb``: budget rules on a Pabulib election, and the files' warnings.

The budget rules by name (:data:`BUDGET_RULES`), each with the satisfaction it is run under
(``--satisfaction``: the vote type's own reading by default — cardinality for approvals, the
points for cumulative and scoring votes, Borda for ordinal ones — or ``cost`` / ``cardinality``).

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from rich.table import Table

from fairagents._cli._app import console, err_console, fail, print_json, safe
from fairagents._cli._repairs import reader_warnings
from fairagents.errors import FairagentsError
from fairagents.formats import PabulibElection, PabulibWarning, PrefLibWarning
from fairagents.problems import BudgetedSelection, Package
from fairagents.problems.budget_rules import (
    greedy_utilitarian,
    max_nash_welfare_package,
    max_usw_package,
    maximin_package,
    method_of_equal_shares,
)

BUDGET_RULES: dict[str, tuple[Callable[[BudgetedSelection], Package], str]] = {
    "mes": (
        lambda b: method_of_equal_shares(b, completion="none"),
        "Method of Equal Shares, not completed (pabutools' method_of_equal_shares)",
    ),
    "mes-greedy": (
        method_of_equal_shares,
        "Method of Equal Shares, completed greedily by total utility",
    ),
    "greedy": (
        lambda b: greedy_utilitarian(b, per_cost=True),
        "greedy by utility per cost (with cost satisfaction: by votes, as cities count)",
    ),
    "greedy-total": (greedy_utilitarian, "greedy by total utility"),
    "max-usw": (max_usw_package, "the largest total utility (exact knapsack)"),
    "maximin": (maximin_package, "the largest minimum utility (exact)"),
    "nash": (max_nash_welfare_package, "maximum Nash welfare (exact)"),
}
"""Budget rules by name: the function and what it does."""

ALL_BUDGET_RULES = ("mes", "mes-greedy", "greedy", "greedy-total", "max-usw")
"""The rules ``--all`` compares (the exact maximin and Nash rules can take long on a city)."""


@contextmanager
def reported_repairs() -> Iterator[None]:
    """Show the repairs a PrefLib or Pabulib reader made as warnings on stderr."""
    with reader_warnings(PabulibWarning, PrefLibWarning):
        yield


def budget_rule(name: str) -> Callable[[BudgetedSelection], Package]:
    if name not in BUDGET_RULES:
        fail(
            f"{name!r:.40} is not a budget rule; a .pb file is a budget election. Budget rules: "
            f"{', '.join(BUDGET_RULES)} (a committee rule takes a .pb file whose projects all "
            "cost the same)"
        )
    return BUDGET_RULES[name][0]


def _record(
    rule: str, satisfaction: str, problem: BudgetedSelection, package: Package
) -> dict[str, Any]:
    return {
        "rule": rule,
        "satisfaction": satisfaction,
        "projects": list(package.projects),
        "cost": problem.cost(package),
        "budget": problem.budget,
    }


def show_budget(
    election: PabulibElection,
    name: str,
    rules: list[str],
    satisfaction: str,
    as_json: bool,
) -> None:
    """Run ``rules`` on the election under ``satisfaction`` and print the packages."""
    problem = election.budget_problem(satisfaction)  # type: ignore[arg-type]
    shown = _satisfaction_name(election, satisfaction)
    records: list[dict[str, Any]] = []
    skipped: dict[str, str] = {}
    for chosen in rules:
        rule = budget_rule(chosen)
        if len(rules) == 1:
            records.append(_record(chosen, shown, problem, rule(problem)))
            continue
        # Comparing rules, one that cannot decide this election (an exact solver refusing its
        # numbers, say) is left out with its reason; the others are still shown.
        try:
            records.append(_record(chosen, shown, problem, rule(problem)))
        except FairagentsError as exc:
            skipped[chosen] = str(exc)
    if as_json and len(rules) > 1:
        print_json([*records, *({"rule": n, "error": e} for n, e in skipped.items())])
        return
    if as_json:
        print_json(records if len(rules) > 1 else records[0])
        return
    votes = problem.n_stakeholders
    console.print(
        f"[bold]{safe(name)}[/]: {election.vote_type} election, {len(problem.projects)} projects, "
        f"{votes} voters, budget {_money(problem.budget)}; satisfaction: {shown}"
    )
    if election.free_projects:
        console.print(
            f"free projects (funded by every rule): {safe(', '.join(election.free_projects))}"
        )
    if len(rules) > 1:
        table = Table("rule", "projects", "cost", "share of budget")
        for r in records:
            share = r["cost"] / problem.budget if problem.budget else 0.0
            table.add_row(
                r["rule"],
                safe(", ".join(r["projects"]) or "-"),
                _money(r["cost"]),
                f"{share:.1%}",
            )
        console.print(table)
        for left_out, why in skipped.items():
            err_console.print(f"[yellow]skipped {left_out}:[/] {safe(why)}", soft_wrap=True)
        return
    record = records[0]
    console.print(f"[bold]{record['rule']}[/]: {BUDGET_RULES[record['rule']][1]}")
    supporters = election.supporters()
    table = Table("project", "name", "cost", "supporters")
    for p in record["projects"]:
        info = election.project_info.get(p, {})
        table.add_row(
            safe(p), safe(info.get("name", "")), _money(problem.projects[p]), str(supporters[p])
        )
    console.print(table)
    console.print(
        f"funded {len(record['projects'])} of {len(problem.projects)} projects for "
        f"{_money(record['cost'])} of {_money(problem.budget)}"
    )


def _money(x: float) -> str:
    return f"{x:,.0f}" if float(x).is_integer() else f"{x:,.6g}"


def _satisfaction_name(election: PabulibElection, satisfaction: str) -> str:
    if satisfaction != "default":
        return satisfaction
    return {
        "approval": "cardinality",
        "cumulative": "points",
        "scoring": "points",
        "ordinal": "Borda",
    }[election.vote_type]
