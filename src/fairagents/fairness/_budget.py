"""Exact package optima for budgeted selection, as small integer programs (scipy ``milp``).

Private helpers of the fairness report: the utilitarian optimum (a 0-1 knapsack), the maximin
optimum and a Pareto improvement of a given package. ``fairagents.problems.budget_rules`` holds
the *rules* (greedy, Method of Equal Shares, …); these are exact *references* to measure any
package against. Each program is tiny (one binary per project), so HiGHS solves them exactly.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray
from scipy.optimize import Bounds, LinearConstraint, milp

from fairagents.errors import ProblemError
from fairagents.problems import BudgetedSelection, Package

__all__ = ["best_package", "maximin_package", "package_pareto_improvement", "utility_matrix"]

FloatArray = NDArray[np.float64]


def utility_matrix(problem: BudgetedSelection) -> FloatArray:
    """``U[i, p]``: stakeholder i's utility for project p (stakeholders × projects)."""
    return np.array(
        [
            [problem.project_utility(s, p) for p in problem.project_ids]
            for s in problem.stakeholder_ids
        ],
        dtype=np.float64,
    ).reshape(len(problem.stakeholder_ids), len(problem.project_ids))


def _solve(
    problem: BudgetedSelection,
    objective: FloatArray,
    extra: Sequence[LinearConstraint] = (),
    n_continuous: int = 0,
) -> FloatArray:
    m = len(problem.project_ids)
    costs = np.array([problem.projects[p] for p in problem.project_ids], dtype=np.float64)
    row = np.concatenate([costs, np.zeros(n_continuous)])
    budget = LinearConstraint(row[None, :], -np.inf, problem.budget * (1 + 1e-12))
    integrality = np.concatenate([np.ones(m), np.zeros(n_continuous)])
    lower = np.concatenate([np.zeros(m), np.full(n_continuous, -np.inf)])
    upper = np.concatenate([np.ones(m), np.full(n_continuous, np.inf)])
    result = milp(
        -objective,  # milp minimizes
        constraints=[budget, *extra],
        integrality=integrality,
        bounds=Bounds(lower, upper),
        options={"mip_rel_gap": 0.0},  # HiGHS' default 1e-4 gap would be near-optimal only
    )
    if not result.success:
        raise ProblemError(f"budget problem {problem.id!r}: the solver failed: {result.message}")
    return np.asarray(result.x, dtype=np.float64)


def _package(problem: BudgetedSelection, x: FloatArray) -> Package:
    chosen = [p for p, v in zip(problem.project_ids, x, strict=False) if v > 0.5]
    return Package(projects=tuple(chosen))


def best_package(problem: BudgetedSelection, weights: FloatArray) -> Package:
    """A package maximizing ``Σᵢ wᵢ uᵢ`` within the budget (exact 0-1 knapsack)."""
    U = utility_matrix(problem)
    return _package(problem, _solve(problem, weights @ U))


def maximin_package(problem: BudgetedSelection) -> Package:
    """A package maximizing the minimum utility within the budget (exact)."""
    U = utility_matrix(problem)
    n, m = U.shape
    # Variables: x (m binaries) then t; maximize t subject to t ≤ Uᵢ·x for every i.
    objective = np.concatenate([np.zeros(m), [1.0]])
    rows = np.hstack([-U, np.ones((n, 1))])
    return _package(problem, _solve(problem, objective, [LinearConstraint(rows, -np.inf, 0.0)], 1))


def package_pareto_improvement(problem: BudgetedSelection, package: Package) -> Package | None:
    """A feasible package every stakeholder weakly prefers and one strictly, or ``None``.

    Maximizes the utilitarian sum subject to nobody losing; an optimum above the package's own
    sum is a Pareto improvement, and none exists otherwise (Pareto optimality is then proven).
    """
    U = utility_matrix(problem)
    current = U @ np.array([1.0 if p in package.projects else 0.0 for p in problem.project_ids])
    tol = 1e-9 * max(1.0, float(np.abs(U).sum()))
    keep = LinearConstraint(U, current - tol, np.inf)
    x = _solve(problem, U.sum(axis=0), [keep])
    better = U @ np.round(x)
    if better.sum() > current.sum() + tol and np.all(better >= current - tol):
        return _package(problem, x)
    return None
