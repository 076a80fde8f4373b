"""Building menus: run every exact solver, merge equal candidates, label, add Pareto fillers.

The order of items is deterministic: the solvers' candidates in the order of
:data:`fairagents.problems._menu.MENU_LABELS`, then the fillers. Labels are then given to every
item that attains each criterion's optimum (computed once), so equal-value ties all get it.

Pareto fillers maximize a weighted sum of normalized utilities (each agent's utility divided
by their total valuation) with one agent's weight raised in turn (×1.25, then ×1.5, ×2, ×4),
mild tilts that give each agent a Pareto-optimal alternative leaning its way: with strictly
positive weights every maximizer is Pareto-optimal. With money the weighted-sum bundles get
water-filling payments and, if that split is dominated, the Pareto improvement's witness
(which maximizes the sum among dominating allocations, hence is Pareto-optimal).

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np
from numpy.typing import NDArray

from fairagents.deadline import step
from fairagents.errors import PrecisionError, SolverTimeout
from fairagents.numeric import tolerance, top_group
from fairagents.problems import allocation_solvers as solvers
from fairagents.problems._allocation import Allocation, IndivisibleAllocation
from fairagents.problems._allocation_model import with_water_filling
from fairagents.problems._budget import BudgetedSelection, Package
from fairagents.problems._budget_bruteforce import utility_matrix
from fairagents.problems._choice import CandidateChoice
from fairagents.problems._envy import is_ef1, is_envy_free
from fairagents.problems._envy_free import ef1, envy_free
from fairagents.problems._loading import Problem
from fairagents.problems._menu import MENU_LABELS, Menu, MenuItem
from fairagents.problems._precision import Method
from fairagents.problems.allocation_solvers import nash_key
from fairagents.problems.budget_rules import (
    greedy_utilitarian,
    max_nash_welfare_package,
    max_usw_package,
    maximin_package,
    method_of_equal_shares,
)

__all__ = ["allocation_menu", "budget_menu", "build_menu", "choice_menu", "welfare_labels"]

FloatArray = NDArray[np.float64]
WELFARE = ("max_usw", "maximin", "leximin", "mnw", "eq")


def welfare_labels(
    vectors: list[FloatArray], tol: float, criteria: tuple[str, ...] = WELFARE
) -> list[set[str]]:
    """For each utility vector, the ``criteria`` whose best value among all it attains."""
    matrix = np.array(vectors)
    labels: list[set[str]] = [set() for _ in vectors]

    def best(scores: FloatArray, label: str) -> None:
        if label in criteria:
            for winner in top_group(scores, tol):
                labels[winner].add(label)

    best(matrix.sum(axis=1), "max_usw")
    best(matrix.min(axis=1), "maximin")
    best(-(matrix.max(axis=1) - matrix.min(axis=1)), "eq")
    ordered = np.sort(matrix, axis=1)
    rows = np.arange(len(matrix))
    for col in range(ordered.shape[1]):
        column = ordered[rows, col]
        rows = rows[column >= column.max() - tol]
    for k in rows if "leximin" in criteria else ():
        labels[int(k)].add("leximin")
    if "mnw" not in criteria:
        return labels
    nash = [nash_key(v, tol) for v in vectors]
    top = max(c for c, _ in nash)
    logs = np.array([s if c == top else -np.inf for c, s in nash])
    # Σ log compares products: 1e-7 in logs is the relative accuracy of the MNW solver's cuts.
    for winner in top_group(logs, 1e-7):
        labels[winner].add("mnw")
    return labels


def _some_found(items: Mapping[str, object], omitted: dict[str, str]) -> None:
    if not items:
        raise SolverTimeout(
            f"the time limit ran out before any candidate was found (skipped: "
            f"{', '.join(omitted)}); allow more time"
        )


def _ordered(labels: set[str]) -> tuple[str, ...]:
    return tuple(label for label in MENU_LABELS if label in labels)


def build_menu(problem: Problem, *, fillers: int = 2, time_limit: float | None = 20.0) -> Menu:
    """The labelled menu of any problem (see :mod:`fairagents.problems._menu`).

    ``fillers`` Pareto-optimal fillers are added (allocations and budgets; a choice problem's
    menu is its alternatives). ``time_limit`` bounds each MILP solve of an allocation problem in
    seconds; criteria whose solver hits it are listed in ``Menu.omitted`` (``None``: wait for
    every exact optimum), as are those whose MILP cannot resolve the problem's numbers on an
    instance too large to enumerate (:class:`~fairagents.errors.PrecisionError`).

    >>> from fairagents.problems import CandidateChoice
    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"x": {"a": 1, "b": 0}, "y": {"a": 1, "b": 3}})
    >>> [(item.id, item.labels) for item in build_menu(c).items]
    [('a', ('maximin', 'leximin', 'mnw', 'eq')), ('b', ('max_usw',))]
    """
    if isinstance(problem, IndivisibleAllocation):
        return allocation_menu(problem, fillers=fillers, time_limit=time_limit)
    if isinstance(problem, BudgetedSelection):
        return budget_menu(problem, fillers=fillers)
    return choice_menu(problem)


# -- allocations ------------------------------------------------------------------------------


def _filler_weights(n: int, count: int) -> list[FloatArray]:
    out = []
    for factor in (1.25, 1.5, 2.0, 4.0):
        for j in range(n):
            w = np.ones(n)
            w[j] = factor
            out.append(w)
    return out[: max(count * 3, n)]


def _weighted_owners(problem: IndivisibleAllocation, weights: FloatArray) -> list[int]:
    matrix = problem.value_matrix()
    totals = np.maximum(matrix.sum(axis=1), 1e-300)
    scores = matrix * (weights / totals)[:, None]
    # Near-ties go to the first agent, so rounding (which differs with the valuations' scale)
    # never picks the owner.
    return [top_group(scores[:, g])[0] for g in range(problem.n_goods)]


def allocation_menu(
    problem: IndivisibleAllocation,
    *,
    fillers: int = 2,
    method: Method = "auto",
    time_limit: float | None = 20.0,
) -> Menu:
    """The labelled menu of an allocation problem (see :mod:`fairagents.problems._menu`).

    ``time_limit`` bounds each MILP solve (seconds); a solver that hits it, or whose MILP cannot
    resolve the numbers of an instance too large to enumerate, is left out and named in
    ``Menu.omitted`` (its label is then given to no item, since its optimum is unknown).
    ``None`` waits for every exact optimum. Inside a
    :func:`~fairagents.deadline.time_budget` the whole menu shares that budget: steps
    that no longer fit are skipped and named in ``Menu.omitted`` too.
    """
    steps: list[tuple[str, Callable[[], Allocation | None]]] = [
        ("max_usw", lambda: solvers.max_usw(problem, method=method)),
        ("maximin", lambda: solvers.maximin(problem, method=method, time_limit=time_limit)),
        ("leximin", lambda: solvers.leximin(problem, method=method, time_limit=time_limit)),
        ("mnw", lambda: solvers.max_nash_welfare(problem, method=method, time_limit=time_limit)),
        ("eq", lambda: solvers.min_eq_gap(problem, method=method, time_limit=time_limit)),
        ("ef", lambda: envy_free(problem, method=method)),
        ("ef1", lambda: ef1(problem)),
    ]
    found: list[tuple[str, Allocation | None]] = []
    omitted: dict[str, str] = {}
    for label, solve in steps:
        step(f"menu: {label} ({len(found) + len(omitted) + 1} of {len(steps)})")
        try:
            found.append((label, solve()))
        except (SolverTimeout, PrecisionError) as exc:
            omitted[label] = str(exc)
    items: dict[str, Allocation] = {}
    for _, allocation in found:
        if allocation is not None:
            items.setdefault(allocation.key(), allocation)
    filler_keys: list[str] = []
    step("menu: Pareto fillers")
    for weights in _filler_weights(problem.n_agents, fillers):
        if len(filler_keys) >= fillers:
            break
        candidate: Allocation | None = with_water_filling(
            problem, _weighted_owners(problem, weights)
        )
        if problem.has_money and candidate is not None:
            try:
                witness = solvers.pareto_improvement(problem, candidate, method=method)
            except (SolverTimeout, PrecisionError) as exc:
                omitted["pareto_filler"] = str(exc)
                break
            candidate = witness or candidate
        if candidate is not None and candidate.key() not in items:
            items[candidate.key()] = candidate
            filler_keys.append(candidate.key())
    _some_found(items, omitted)
    allocations = list(items.values())
    vectors = [problem.utility_vector(a) for a in allocations]
    criteria = tuple(c for c in WELFARE if c not in omitted)
    labels = welfare_labels(vectors, problem.tolerance(), criteria)
    for k, allocation in enumerate(allocations):
        if is_envy_free(problem, allocation):
            labels[k].add("ef")
        if is_ef1(problem, allocation):
            labels[k].add("ef1")
        if allocation.key() in filler_keys:
            labels[k].add("pareto_filler")
    return Menu(
        items=tuple(
            MenuItem(
                id=f"m{k + 1}",
                label=allocation.label(),
                labels=_ordered(labels[k]),
                allocation=allocation,
                utilities=dict(zip(problem.agents, vectors[k].tolist(), strict=True)),
            )
            for k, allocation in enumerate(allocations)
        ),
        omitted=omitted,
    )


# -- budgets ----------------------------------------------------------------------------------


def budget_menu(problem: BudgetedSelection, *, fillers: int = 2) -> Menu:
    """The labelled menu of a budget problem: greedy, MES, welfare optima, Pareto fillers."""
    rules: list[tuple[str, Callable[[BudgetedSelection], Package]]] = [
        ("max_usw", max_usw_package),
        ("maximin", maximin_package),
        ("mnw", max_nash_welfare_package),
        ("greedy", greedy_utilitarian),
        ("mes", method_of_equal_shares),
    ]
    items: dict[str, Package] = {}
    rule_labels: dict[str, set[str]] = {}
    omitted: dict[str, str] = {}
    for k, (label, rule) in enumerate(rules):
        step(f"menu: {label} ({k + 1} of {len(rules)})")
        try:
            package = rule(problem)
        except (SolverTimeout, PrecisionError) as exc:
            omitted[label] = str(exc)
            continue
        items.setdefault(package.key(), package)
        if label in ("greedy", "mes"):
            rule_labels.setdefault(package.key(), set()).add(label)
    utilities = utility_matrix(problem)
    n = len(utilities)
    filler_keys: list[str] = []
    step("menu: Pareto fillers")
    for j in range(n * 3):
        if len(filler_keys) >= fillers:
            break
        weights = np.ones(n)
        weights[j % n] = (1.25, 1.5, 2.0)[j // n]
        try:
            package = max_usw_package(problem, weights / np.maximum(utilities.sum(axis=1), 1e-300))
        except (SolverTimeout, PrecisionError) as exc:
            omitted["pareto_filler"] = str(exc)
            break
        if package.key() not in items:
            items[package.key()] = package
            filler_keys.append(package.key())
    _some_found(items, omitted)
    packages = list(items.values())
    vectors = [np.array(list(problem.utilities_of(p).values())) for p in packages]
    tol = tolerance(utilities)
    # Only the criteria a rule above optimizes exactly over all packages.
    labels = welfare_labels(
        vectors, tol, tuple(c for c in ("max_usw", "maximin", "mnw") if c not in omitted)
    )
    for k, package in enumerate(packages):
        labels[k] |= rule_labels.get(package.key(), set())
        if package.key() in filler_keys:
            labels[k].add("pareto_filler")
    return Menu(
        items=tuple(
            MenuItem(
                id=f"m{k + 1}",
                label=package.label(),
                labels=_ordered(labels[k]),
                package=package,
                utilities=dict(zip(problem.stakeholder_ids, vectors[k].tolist(), strict=True)),
            )
            for k, package in enumerate(packages)
        ),
        omitted=omitted,
    )


# -- candidate choice -------------------------------------------------------------------------


def choice_menu(problem: CandidateChoice) -> Menu:
    """Every alternative, labelled with the welfare criteria it optimizes among them."""
    vectors = [np.array(list(problem.utilities_of(a.id).values())) for a in problem.alternatives]
    labels = welfare_labels(vectors, tolerance(vectors))
    return Menu(
        items=tuple(
            MenuItem(
                id=alt.id,
                label=alt.label or alt.id,
                labels=_ordered(labels[k]),
                alternative=alt,
                utilities=dict(zip(problem.stakeholder_ids, vectors[k].tolist(), strict=True)),
            )
            for k, alt in enumerate(problem.alternatives)
        )
    )
