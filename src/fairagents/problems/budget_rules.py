"""Rules that pick a package of projects for a :class:`BudgetedSelection`.

- :func:`greedy_utilitarian`: projects by decreasing total utility (or utility per cost with
  ``per_cost=True``), each added if it still fits — the rule most cities use
  (Aziz & Shah 2021, "greedy approval").
- :func:`method_of_equal_shares`: the Method of Equal Shares (Peters & Skowron 2021; Peters,
  Pierczyński & Skowron 2021 for additive utilities). Each stakeholder gets an equal share of
  the budget (proportional to their weight); a project is bought when its supporters can pay
  for it, each paying at most ``ρ`` per unit of utility, choosing the project with the
  smallest ``ρ``. MES is not exhaustive; ``completion="greedy"`` (default) then adds projects
  greedily by total utility while they fit, ``completion="none"`` leaves the rest unspent. The
  price computation is the committee rule's
  (:mod:`fairagents.aggregators.committees._equal_shares`): a committee is a budget of k with
  unit costs, and this greedy completion is its ``completion="av"``.
- :func:`maximin_package`: maximize the minimum utility (ties → max total).
- :func:`max_nash_welfare_package`: maximize the number of stakeholders with positive utility,
  then the product of their utilities (lazy tangent cuts in the MILP).
- :func:`max_usw_package`: maximize the total utility (a knapsack).
- :func:`package_pareto_improvement`: a package that Pareto-dominates a given one, if any.

The last four are exact, by ``method`` as in :mod:`fairagents.problems._precision`: enumeration
(:mod:`fairagents.problems._budget_bruteforce`) for small problems, else a 0-1 MILP in solver
units. The MILP never sees a project that cannot fit alone, and every package it returns is
held to the problem's own budget test: one a hair over budget (within the solver's tolerance)
is cut off with a cover inequality — it and every package containing it — and the MILP solved
again.

Ties are broken by project order. Utilities are the problem's (approvals count 1 per project).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Literal, TypeVar

import numpy as np
from numpy.typing import ArrayLike, NDArray

from fairagents.aggregators.committees._equal_shares import equal_shares_purchases
from fairagents.errors import InfeasibleError
from fairagents.milp import Expr, LinearModel, Row, evaluate, maximize_log_sum
from fairagents.numeric import solver_unit, tolerance
from fairagents.problems._budget import BudgetedSelection, Package
from fairagents.problems._budget_bruteforce import (
    PackageBruteForce,
    count_packages,
    fitting_projects,
    package_limits,
    project_supporters,
    utility_matrix,
)
from fairagents.problems._precision import (
    Method,
    dominance_check,
    failed_check,
    solve_exactly,
    stage_slack,
)

__all__ = [
    "greedy_utilitarian",
    "max_nash_welfare_package",
    "max_usw_package",
    "maximin_package",
    "method_of_equal_shares",
    "package_pareto_improvement",
]

FloatArray = NDArray[np.float64]


T = TypeVar("T")


def _package(problem: BudgetedSelection, chosen: list[int]) -> Package:
    ids = problem.project_ids
    return Package(projects=tuple(ids[c] for c in sorted(chosen)))


def _greedy_fill(
    problem: BudgetedSelection, chosen: list[int], spent: float, *, per_cost: bool
) -> list[int]:
    costs = np.array(list(problem.projects.values()))
    totals = np.array([float(v.sum()) for v in project_supporters(problem)[1]])
    score = totals / costs if per_cost else totals
    for c in sorted(range(len(costs)), key=lambda c: (-score[c], c)):
        if c not in chosen and problem.affordable(spent + float(costs[c])):
            chosen.append(c)
            spent += float(costs[c])
    return chosen


def greedy_utilitarian(problem: BudgetedSelection, *, per_cost: bool = False) -> Package:
    """Add projects by decreasing total utility (per cost if ``per_cost``) while they fit.

    >>> b = BudgetedSelection(projects={"big": 5, "a": 2, "b": 2}, budget=5,
    ...     approvals={"x": ("big",), "y": ("big", "a"), "z": ("a", "b")})
    >>> greedy_utilitarian(b).projects, greedy_utilitarian(b, per_cost=True).projects
    (('big',), ('a', 'b'))
    """
    return _package(problem, _greedy_fill(problem, [], 0.0, per_cost=per_cost))


def method_of_equal_shares(
    problem: BudgetedSelection, *, completion: Literal["greedy", "none"] = "greedy"
) -> Package:
    """The Method of Equal Shares (Peters & Skowron 2021), completed greedily by default.

    >>> b = BudgetedSelection(projects={"big": 5, "a": 2, "b": 2}, budget=6,
    ...     approvals={"x": ("big",), "y": ("big",), "z": ("a", "b")})
    >>> method_of_equal_shares(b, completion="none").projects
    ('a',)
    """
    costs = np.array(list(problem.projects.values()), dtype=np.float64)
    given = problem.stakeholders  # the default stakeholder weighs 1: no record built per voter
    weights = (
        np.array([given[w].weight if w in given else 1.0 for w in problem.stakeholder_ids])
        if given
        else np.ones(problem.n_stakeholders)
    )
    money = problem.budget * weights / weights.sum()
    # The cheapest project each round; a tie (within the prices' tolerance) goes to the first
    # listed. Sparse and lazy: see equal_shares_purchases.
    chosen, _, _ = equal_shares_purchases(money, *project_supporters(problem), costs)
    if completion == "greedy":
        spent = float(costs[chosen].sum()) if chosen else 0.0
        chosen = _greedy_fill(problem, chosen, spent, per_cost=False)
    return _package(problem, chosen)


def _numbers(problem: BudgetedSelection, utilities: FloatArray) -> list[ArrayLike]:
    """What the MILP must tell apart: the utilities, and the costs of the projects that fit
    alone with what they may spend (the budget, or all of them when they all fit)."""
    fits = fitting_projects(problem)
    costs = np.array(list(problem.projects.values()), dtype=np.float64)[fits]
    return [utilities[:, fits], costs, min(problem.budget, float(costs.sum()))]


def _solve(
    what: str,
    problem: BudgetedSelection,
    method: Method,
    *,
    milp: Callable[[], T],
    brute: Callable[[], T],
    utilities: FloatArray | None = None,
    valid: Callable[[T], str | None] | None = None,
) -> T:
    """:func:`~fairagents.problems._precision.solve_exactly` for a budget problem; a
    :class:`Package` answer is checked against the problem unless ``valid`` says otherwise."""

    def check(answer: T) -> str | None:
        if valid is not None:
            return valid(answer)
        if isinstance(answer, Package):
            return failed_check(lambda: problem.check(answer))
        return None

    auto, limit = package_limits(problem)
    return solve_exactly(
        what,
        method,
        count=count_packages(problem),
        auto_limit=auto,
        limit=limit,
        values=_numbers(problem, utility_matrix(problem) if utilities is None else utilities),
        milp=milp,
        enumerate=brute,
        valid=check,
    )


def _knapsack(problem: BudgetedSelection) -> tuple[LinearModel, list[int], list[Expr], float]:
    """The 0-1 knapsack of ``problem``: binaries ``z``, each stakeholder's utility as an
    expression in solver units (see :func:`fairagents.numeric.solver_unit`), and that unit.

    Projects that cannot fit alone are fixed out; the model's lazy check cuts off any package
    the solver returns over budget (see the module docstring)."""
    model = LinearModel()
    z = [model.add_var(binary=True) for _ in problem.projects]
    fits = fitting_projects(problem)
    for c in set(range(len(z))) - set(fits):
        model.upper[z[c]] = 0.0
    costs = np.array(list(problem.projects.values()), dtype=np.float64)
    limit = min(problem.spending_limit, float(costs[fits].sum()))
    cost_unit = solver_unit(np.r_[costs[fits], limit])
    model.add_row({z[c]: float(costs[c]) / cost_unit for c in fits}, -math.inf, limit / cost_unit)

    def over_budget(solution: FloatArray) -> Sequence[Row]:
        chosen = _chosen(z, solution)
        if problem.affordable(problem.cost(_package(problem, chosen))):
            return ()
        # Costs are positive, so every package holding these projects is over budget too.
        return [({z[c]: 1.0 for c in chosen}, -math.inf, len(chosen) - 1.0)]

    model.lazy = over_budget
    utilities = utility_matrix(problem)
    unit = solver_unit(utilities)
    exprs = [{z[c]: float(u[c]) / unit for c in range(len(z)) if u[c]} for u in utilities]
    return model, z, exprs, unit


def _chosen(z: list[int], solution: FloatArray) -> list[int]:
    return [c for c, var in enumerate(z) if solution[var] > 0.5]


def _total(exprs: list[Expr]) -> Expr:
    out: Expr = {}
    for expr in exprs:
        for var, coef in expr.items():
            out[var] = out.get(var, 0.0) + coef
    return out


def max_usw_package(
    problem: BudgetedSelection,
    weights: NDArray[np.float64] | None = None,
    *,
    method: Method = "auto",
) -> Package:
    """A package maximizing the (optionally weighted) total utility within the budget.

    An exact 0-1 knapsack; ``weights`` are per stakeholder, in ``stakeholder_ids`` order.

    >>> b = BudgetedSelection(projects={"x": 2, "y": 2, "z": 3}, budget=4,
    ...     utilities={"a": {"x": 1, "z": 5}, "b": {"y": 2}})
    >>> max_usw_package(b).projects, max_usw_package(b, method="milp").projects
    (('z',), ('z',))
    """
    utilities = utility_matrix(problem)
    weighted = utilities if weights is None else utilities * np.asarray(weights)[:, None]
    return _solve(
        "max_usw",
        problem,
        method,
        milp=lambda: _max_usw_milp(problem, weights),
        brute=lambda: PackageBruteForce(problem).max_usw(weights),
        utilities=weighted,
    )


def _max_usw_milp(problem: BudgetedSelection, weights: NDArray[np.float64] | None) -> Package:
    model, z, exprs, _ = _knapsack(problem)
    if weights is not None:
        exprs = [
            {v: float(w) * c for v, c in e.items()} for w, e in zip(weights, exprs, strict=True)
        ]
    return _package(problem, _chosen(z, model.solve(_total(exprs), maximize=True)))


def package_pareto_improvement(
    problem: BudgetedSelection, package: Package, *, method: Method = "auto"
) -> Package | None:
    """A feasible package every stakeholder weakly prefers and someone strictly, or ``None``.

    Utilities within the problem's tolerance are equal. By enumeration: the dominating package
    with the largest total. By MILP: maximize the utilitarian sum subject to nobody losing; an
    optimum above the package's own sum is a Pareto improvement, and when there is none, Pareto
    optimality is proven (to the solver's resolution). A witness is checked before it is
    returned.
    """
    problem.check(package)
    utilities = utility_matrix(problem)
    chosen = np.array([p in package.projects for p in problem.project_ids], dtype=np.float64)
    current = utilities @ chosen
    dominates = dominance_check(
        current,
        tolerance(utilities),
        check=problem.check,
        utilities=lambda w: list(problem.utilities_of(w).values()),
        what="package",
    )
    return _solve(
        "pareto improvement",
        problem,
        method,
        milp=lambda: _pareto_milp(problem, current),
        brute=lambda: PackageBruteForce(problem).pareto_witness(current),
        valid=dominates,
    )


def _pareto_milp(problem: BudgetedSelection, current: FloatArray) -> Package | None:
    utilities = utility_matrix(problem)
    tol = tolerance(utilities)
    model, z, exprs, unit = _knapsack(problem)
    for expr, floor in zip(exprs, current, strict=True):
        model.add_row(expr, float(floor - tol) / unit, math.inf)
    solution = model.try_solve(_total(exprs), maximize=True)
    if solution is None:
        # The package itself satisfies every row: "infeasible" is the solver's misreading.
        raise InfeasibleError("the solver called a feasible model infeasible")
    better_rows = _chosen(z, solution)
    better = utilities[:, better_rows].sum(axis=1)
    if better.sum() > current.sum() + tol and np.all(better >= current - tol):
        return _package(problem, better_rows)
    return None


def maximin_package(problem: BudgetedSelection, *, method: Method = "auto") -> Package:
    """A package maximizing the minimum utility; among those, the largest total."""
    return _solve(
        "maximin",
        problem,
        method,
        milp=lambda: _maximin_milp(problem),
        brute=lambda: PackageBruteForce(problem).maximin(),
    )


def _maximin_milp(problem: BudgetedSelection) -> Package:
    model, z, exprs, unit = _knapsack(problem)
    t = model.add_var(-math.inf, math.inf)
    for expr in exprs:
        model.add_row({**expr, t: -1.0}, 0.0, math.inf)
    solution = model.solve({t: 1.0}, maximize=True)
    slack = stage_slack(utility_matrix(problem)) / unit
    model.fix_objective({t: 1.0}, solution[t], maximize=True, slack=slack)
    return _package(problem, _chosen(z, model.solve(_total(exprs), maximize=True)))


def max_nash_welfare_package(problem: BudgetedSelection, *, method: Method = "auto") -> Package:
    """Max Nash welfare: most stakeholders with positive utility, then the largest product."""
    return _solve(
        "max Nash welfare",
        problem,
        method,
        milp=lambda: _max_nash_welfare_milp(problem),
        brute=lambda: PackageBruteForce(problem).max_nash_welfare(),
    )


def _max_nash_welfare_milp(problem: BudgetedSelection) -> Package:
    utilities = utility_matrix(problem)
    n = len(utilities)
    model, z, exprs, unit = _knapsack(problem)
    y = [model.add_var(binary=True) for _ in range(n)]
    for i in range(n):
        # y_i = 1 only if some project i values is bought
        row: Expr = {y[i]: 1.0}
        for c, var in enumerate(z):
            if utilities[i, c] > 0:
                row[var] = -1.0
        model.add_row(row, -math.inf, 0.0)
    count = evaluate(dict.fromkeys(y, 1.0), model.solve(dict.fromkeys(y, 1.0), maximize=True))
    k = round(count)
    if k == 0:
        return _max_usw_milp(problem, None)
    model.add_row(dict.fromkeys(y, 1.0), k, k)
    lower, upper, scaled = [], [], []
    for i in range(n):
        positive = utilities[i][utilities[i] > 0]
        floor = float(positive.min()) if len(positive) else 1.0
        lower.append(1.0)
        upper.append(max(1.0, float(utilities[i].sum()) / floor) * (1 + 1e-12))
        scaled.append({var: coef * unit / floor for var, coef in exprs[i].items()})
        model.add_row({**scaled[i], y[i]: -1.0}, 0.0, math.inf)
    solution = maximize_log_sum(model, scaled, lower, upper, active=y)
    return _package(problem, _chosen(z, solution))
