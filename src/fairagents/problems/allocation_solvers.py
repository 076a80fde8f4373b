"""Exact solvers for indivisible-goods allocation (with optional money), by MILP.

Each solver returns one optimal :class:`Allocation`, chosen deterministically; ``method`` picks
``"milp"`` (``scipy.optimize.milp``/HiGHS with an exact gap), ``"brute"`` (enumeration, only
for small instances, :mod:`fairagents.problems.bruteforce`) or ``"auto"`` (enumeration up to
:data:`AUTO_BRUTE_FORCE` assignments, else MILP, else enumeration again where the MILP cannot
resolve the numbers; see :mod:`fairagents.problems._precision`). Every MILP answer is checked
against the problem before it is returned. Enumeration is exact; the MILP is exact to the
solver's resolution (:data:`~fairagents.numeric.SOLVER_RESOLUTION` of the largest number), on
numbers it resolves; among tied optima the two may pick different allocations.

Definitions (``u_i = v_i(A_i) + p_i``; money, when present, is split with ``p_i >= 0``):

- ``max_usw``: maximize ``Σ u_i`` (utilitarian); ties → the fairest such split (max min).
- ``maximin``: maximize ``min u_i`` (Rawls 1971; "RMM" in Hosseini & Khanna 2025); ties → max
  ``Σ u_i``. ``maximin_value`` gives the value.
- ``leximin``: lexicographically maximize the sorted utility vector, by the ordered-outcomes
  MILP of Ogryczak & Śliwiński (2003): stage ``k`` maximizes the sum of the ``k`` smallest
  utilities, ``k·r - Σ d_i`` with ``d_i >= r - u_i, d_i >= 0``.
- ``max_nash_welfare``: maximize the number of agents with positive utility, then the product
  of their utilities (Caragiannis et al. 2019), by MILP with lazily added tangent cuts of
  ``log`` (exact; see :mod:`fairagents.milp`).
- ``min_eq_gap``: minimize ``max u_i - min u_i`` (equitability); ties → max ``Σ u_i``.
- ``pareto_improvement``: a witness that weakly improves everyone and strictly someone (an
  exact check of one given allocation, as is the next).
- ``maximin_share``: agent ``i``'s MMS (Budish 2011): the best worst bundle over partitions of
  the goods (and the money) into ``n`` bundles.

``time_limit`` (seconds per MILP solve, default ``None``: exact however long) makes a solver
raise :class:`~fairagents.milp.SolverTimeout` instead of running on. Leximin is the
hard one: its later stages must prove pigeonhole-like bounds that LP relaxations miss (e.g.
20 patients and 10 beds), which can take minutes.

Envy-freeness (``envy_free``, ``ef1`` and payments) lives in :mod:`fairagents.problems._envy`.
Solvers ignore stakeholder weights: the criteria are the unweighted textbook ones.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import NDArray
from scipy.sparse import csr_array
from scipy.sparse.csgraph import maximum_bipartite_matching

from fairagents.errors import InfeasibleError, ProblemError
from fairagents.milp import Expr, evaluate, maximize_log_sum
from fairagents.problems._allocation import Allocation, IndivisibleAllocation
from fairagents.problems._allocation_model import (
    AllocationModel,
    add_aux,
    bundle_values,
    clean_payments,
    min_var,
    numbers,
    scale_free,
    solve_allocation,
)
from fairagents.problems._envy_free import equalizing_payments
from fairagents.problems._precision import Method, dominance_check, stage_slack
from fairagents.problems.bruteforce import BruteForce, Criterion

__all__ = [
    "leximin",
    "max_nash_welfare",
    "max_usw",
    "maximin",
    "maximin_share",
    "maximin_value",
    "min_eq_gap",
    "nash_key",
    "pareto_improvement",
]

FloatArray = NDArray[np.float64]


# -- utilitarian ------------------------------------------------------------------------------


@scale_free
def max_usw(problem: IndivisibleAllocation, *, method: Method = "auto") -> Allocation:
    """A utilitarian-optimal allocation; among those, one maximizing the minimum utility.

    >>> p = IndivisibleAllocation(agents=("a", "b"), goods=("x", "y"),
    ...     valuations={"a": {"x": 3, "y": 1}, "b": {"x": 2, "y": 2}})
    >>> max_usw(p, method="milp").key()
    'a:x | b:y'
    """
    return solve_allocation(
        "max_usw", problem, method, milp=lambda: _max_usw_milp(problem), brute=lambda: _usw(problem)
    )


def _usw(problem: IndivisibleAllocation) -> Allocation:
    brute = BruteForce(problem)
    rows = brute.optimal_rows("usw")
    mins = brute.utilities[rows].min(axis=1)
    return brute.allocation(int(rows[int(np.argmax(mins >= mins.max() - brute.tol))]))


def _max_usw_milp(problem: IndivisibleAllocation) -> Allocation:
    matrix = problem.value_matrix()
    best = matrix.max(axis=0)
    # Utilitarian optimum: every good to one of its top valuers (goods nobody values may stay
    # unallocated if allowed; giving them away changes nothing).
    allowed = matrix >= best[None, :] - problem.tolerance()
    am = AllocationModel(problem, allowed)
    floor = float(best.sum()) + (problem.money or 0.0) - stage_slack(*numbers(problem))
    am.model.add_row(am.total(), floor, math.inf)
    _, objective = min_var(am)
    return am.allocation(am.model.solve(objective, maximize=True), refill=True)


# -- maximin and leximin ----------------------------------------------------------------------


@scale_free
def maximin(
    problem: IndivisibleAllocation, *, method: Method = "auto", time_limit: float | None = None
) -> Allocation:
    """An allocation maximizing the minimum utility; among those, one maximizing the sum."""
    return solve_allocation(
        "maximin",
        problem,
        method,
        milp=lambda: _maximin_milp(problem, time_limit),
        brute=lambda: BruteForce(problem).best_optimal("maximin"),
    )


def _maximin_milp(problem: IndivisibleAllocation, time_limit: float | None) -> Allocation:
    am = AllocationModel(problem, time_limit=time_limit)
    t, objective = min_var(am)
    solution = am.model.solve(objective, maximize=True)
    am.model.fix_objective(
        objective,
        solution[t],
        maximize=True,
        slack=stage_slack(*numbers(problem)),
    )
    solution = am.model.solve(am.total(), maximize=True)
    return am.allocation(solution, refill=True)


def maximin_value(problem: IndivisibleAllocation, *, method: Method = "auto") -> float:
    """The maximin value: the largest achievable minimum utility."""
    return float(problem.utility_vector(maximin(problem, method=method)).min())


@scale_free
def leximin(
    problem: IndivisibleAllocation, *, method: Method = "auto", time_limit: float | None = None
) -> Allocation:
    """A leximin-optimal allocation (Ogryczak & Śliwiński 2003 ordered outcomes)."""
    return solve_allocation(
        "leximin",
        problem,
        method,
        milp=lambda: _leximin_milp(problem, time_limit),
        brute=lambda: _first_optimal(problem, "leximin"),
    )


def _first_optimal(problem: IndivisibleAllocation, criterion: Criterion) -> Allocation:
    brute = BruteForce(problem)
    return brute.allocation(int(brute.optimal_rows(criterion)[0]))


def _leximin_milp(problem: IndivisibleAllocation, time_limit: float | None) -> Allocation:
    am = AllocationModel(problem, time_limit=time_limit)
    n = problem.n_agents
    slack = stage_slack(*numbers(problem))
    solution: FloatArray | None = None
    # At most ``positive`` agents can have positive utility (a matching bound), so the
    # n - positive smallest utilities are 0: skip those stages, which a MILP can only prove
    # by pigeonhole-style branching.
    first = n - _max_positive_agents(problem) + 1
    if first > n:  # nobody can get anything: every allocation is leximin-optimal
        return _max_usw_milp(problem)
    for k in range(first, n + 1):
        # sum of the k smallest utilities = max_{r, d >= 0} k·r - Σ d_i,  d_i >= r - u_i
        r = add_aux(am)
        d = [add_aux(am, 0.0) for _ in range(n)]
        for i in range(n):
            am.model.add_row({**am.utility[i], d[i]: 1.0, r: -1.0}, 0.0, math.inf)
        objective: Expr = {r: float(k), **{v: -1.0 for v in d}}
        solution = am.model.solve(objective, maximize=True)
        value = evaluate(objective, solution)
        am.model.fix_objective(objective, value, maximize=True, slack=slack)
    assert solution is not None
    return am.allocation(solution, refill=True)


# -- Nash welfare -----------------------------------------------------------------------------


def nash_key(utilities: FloatArray, tol: float = 0.0) -> tuple[int, float]:
    """The key max Nash welfare maximizes, compared lexicographically: ``(number of utilities
    above tol, Σ log of them)`` (Caragiannis et al. 2019). The product itself is
    :func:`fairagents.fairness.nash_welfare`.

    >>> nash_key(np.array([2.0, 0.0, 1.0]))
    (2, 0.6931471805599453)
    """
    positive = utilities[utilities > tol]
    return len(positive), float(np.log(positive).sum())


def _max_positive_agents(problem: IndivisibleAllocation) -> int:
    """How many agents can get positive utility at once: a maximum bipartite matching."""
    if problem.money is not None and problem.money > 0:
        return problem.n_agents
    graph = csr_array((problem.value_matrix() > 0).astype(np.int8))
    match = maximum_bipartite_matching(graph, perm_type="column")
    return int((np.asarray(match) >= 0).sum())


@scale_free
def max_nash_welfare(
    problem: IndivisibleAllocation, *, method: Method = "auto", time_limit: float | None = None
) -> Allocation:
    """A max-Nash-welfare allocation (Caragiannis et al. 2019).

    First maximize the number of agents with positive utility, then the product of their
    utilities. Exact: the MILP bounds ``log u_i`` by tangent cuts added until the solution
    attains its bound. Each agent's utility is scaled so its smallest positive value is 1
    (the product's argmax is scale-invariant per agent when everyone counts; when only ``k < n``
    agents can be positive, all share the smallest positive value as scale).
    """
    return solve_allocation(
        "max Nash welfare",
        problem,
        method,
        milp=lambda: _max_nash_welfare_milp(problem, time_limit),
        brute=lambda: _first_optimal(problem, "mnw"),
    )


def _max_nash_welfare_milp(problem: IndivisibleAllocation, time_limit: float | None) -> Allocation:
    matrix = problem.value_matrix()
    n = problem.n_agents
    money = problem.money or 0.0
    k = _max_positive_agents(problem)
    if k == 0:  # nobody can be made better off: any allocation is MNW
        return _max_usw_milp(problem)
    am = AllocationModel(problem, time_limit=time_limit)
    positive_values = matrix[matrix > 0]
    common = float(positive_values.min()) if len(positive_values) else 1.0
    lower, upper, scaled = [], [], []
    for i in range(n):
        row = matrix[i]
        positive = row[row > 0]
        if money > 0:
            # At the optimum everyone is at or above the water level, which is >= M/n.
            floor = min(float(positive.min()), money / n) if len(positive) else money / n
        elif k == n:
            floor = float(positive.min())
        else:
            # Who is in varies, so all agents share one scale (the products stay comparable).
            floor = common
        lower.append(1.0)
        upper.append(max(1.0, (float(row.sum()) + money) / floor) * (1 + 1e-12))
        scaled.append({var: coef / floor for var, coef in am.utility[i].items()})
    if k == n:
        for i in range(n):
            am.model.add_row(scaled[i], 1.0, math.inf)
        solution = maximize_log_sum(am.model, scaled, lower, upper)
    else:
        y = [am.model.add_var(binary=True) for _ in range(n)]
        am.model.add_row(dict.fromkeys(y, 1.0), k, k)
        for i in range(n):
            am.model.add_row({**scaled[i], y[i]: -1.0}, 0.0, math.inf)
        solution = maximize_log_sum(am.model, scaled, lower, upper, active=y)
    return am.allocation(solution, refill=True)


# -- equitability -----------------------------------------------------------------------------


@scale_free
def min_eq_gap(
    problem: IndivisibleAllocation, *, method: Method = "auto", time_limit: float | None = None
) -> Allocation:
    """An allocation minimizing ``max u_i - min u_i``; among those, one maximizing ``Σ u_i``.

    With money the payments are part of the optimization (for fixed bundles the best
    equalizing payments are those of :func:`fairagents.problems._envy.equalizing_payments`).
    """
    return solve_allocation(
        "min_eq_gap",
        problem,
        method,
        milp=lambda: _min_eq_gap_milp(problem, time_limit),
        brute=lambda: BruteForce(problem).best_optimal("eq"),
    )


def _min_eq_gap_milp(problem: IndivisibleAllocation, time_limit: float | None) -> Allocation:
    am = AllocationModel(problem, time_limit=time_limit)
    low = add_aux(am)
    high = add_aux(am)
    for expr in am.utility:
        am.model.add_row({**expr, low: -1.0}, 0.0, math.inf)
        am.model.add_row({**expr, high: -1.0}, -math.inf, 0.0)
    gap: Expr = {high: 1.0, low: -1.0}
    solution = am.model.solve(gap, maximize=False)
    value = evaluate(gap, solution)
    am.model.fix_objective(gap, value, maximize=False, slack=stage_slack(*numbers(problem)))
    solution = am.model.solve(am.total(), maximize=True)
    allocation = am.allocation(solution)
    if problem.money is not None:
        return equalizing_payments(problem, allocation)
    return allocation


# -- Pareto -----------------------------------------------------------------------------------


@scale_free
def pareto_improvement(
    problem: IndivisibleAllocation, allocation: Allocation, *, method: Method = "auto"
) -> Allocation | None:
    """An allocation Pareto-dominating ``allocation``, or ``None`` if it is Pareto-optimal.

    Utilities within the problem's tolerance of each other are equal, so a witness leaves
    nobody worse by more than it and someone better by more. By enumeration: the dominating
    allocation with the largest total (:meth:`BruteForce.pareto_witness`). By MILP: maximize
    ``Σ u_i`` subject to ``u_i >= u_i(allocation)``; a larger sum means someone is better off.
    The witness's payments are recomputed exactly (each agent's shortfall, then the surplus
    split equally), and the witness is checked before it is returned.
    """
    base = problem.utility_vector(allocation)
    dominates = dominance_check(
        base,
        problem.tolerance(),
        check=problem.check,
        utilities=problem.utility_vector,
        what="allocation",
    )
    return solve_allocation(
        "pareto improvement",
        problem,
        method,
        milp=lambda: _pareto_improvement_milp(problem, base),
        brute=lambda: BruteForce(problem).pareto_witness(base),
        valid=dominates,
    )


def _pareto_improvement_milp(problem: IndivisibleAllocation, base: FloatArray) -> Allocation | None:
    tol = problem.tolerance()
    am = AllocationModel(problem)
    for i, expr in enumerate(am.utility):
        am.model.add_row(expr, float(base[i]) - tol, math.inf)
    solution = am.model.try_solve(am.total(), maximize=True)
    if solution is None:
        # The allocation itself satisfies every row: "infeasible" is the solver's misreading.
        raise InfeasibleError("the solver called a feasible model infeasible")
    if evaluate(am.total(), solution) <= base.sum() + 10 * tol:
        return None
    owners = am.owners(solution)
    values = bundle_values(problem, owners)
    if problem.money is None:
        if np.all(values >= base - tol) and np.any(values > base + tol):
            return problem.allocation_from_owners(owners)
        return None
    need = np.maximum(0.0, base - values)
    surplus = problem.money - float(need.sum())
    if surplus < -tol:
        return None
    paid = need + max(surplus, 0.0) / problem.n_agents
    return problem.allocation_from_owners(owners, clean_payments(paid, problem.money).tolist())


# -- maximin share ----------------------------------------------------------------------------


def maximin_share(problem: IndivisibleAllocation, agent: str, *, method: Method = "auto") -> float:
    """``agent``'s maximin share (Budish 2011): partition goods (and money) into ``n`` bundles,
    take the worst by ``agent``'s valuation, and maximize it.

    Exact: the worst bundle of an optimal partition, found by enumeration or MILP on a problem
    of ``n`` copies of ``agent`` (so only the agent's own numbers set the solver's scale).

    >>> p = IndivisibleAllocation(agents=("a", "b"), goods=("x", "y", "z"),
    ...     valuations={"a": {"x": 2, "y": 1, "z": 1}, "b": {"x": 1, "y": 1, "z": 1}})
    >>> maximin_share(p, "a"), maximin_share(p, "b")
    (2.0, 1.0)
    """
    if agent not in problem.agents:
        raise ProblemError(
            f"maximin_share: agent {agent!r} is unknown; known: {', '.join(problem.agents)}"
        )
    # The agent's own valuation for every bundle: a problem with n copies of the agent.
    copies = tuple(f"bundle {b + 1}" for b in range(problem.n_agents))
    row = problem.valuations[agent]
    clone = IndivisibleAllocation(
        agents=copies,
        goods=problem.goods,
        valuations={c: dict(row) for c in copies},
        money=problem.money,
    )
    return float(clone.utility_vector(_best_partition(clone, method=method)).min())


@scale_free
def _best_partition(clone: IndivisibleAllocation, *, method: Method) -> Allocation:
    """A partition of ``clone``'s goods (and money) maximizing its worst bundle."""
    return solve_allocation(
        "maximin share",
        clone,
        method,
        milp=lambda: _mms_milp(clone),
        brute=lambda: BruteForce(clone).best_optimal("maximin"),
    )


def _mms_milp(clone: IndivisibleAllocation) -> Allocation:
    am = AllocationModel(clone)
    # Bundles are interchangeable: order them by value to cut symmetric branches.
    for b in range(clone.n_agents - 1):
        am.model.add_row({**am.utility[b], **_neg(am.utility[b + 1])}, -math.inf, 0.0)
    _, objective = min_var(am)
    return am.allocation(am.model.solve(objective, maximize=True), refill=True)


def _neg(expr: Expr) -> Expr:
    return {var: -coef for var, coef in expr.items()}
