"""Building envy-free allocations: an envy-free one, an EF1 one, and payments that remove envy.

Agent ``i`` envies ``j`` when ``v_i(A_j) + p_j > v_i(A_i) + p_i`` (Foley 1967; with money,
quasi-linear utilities). EF1 (Lipton et al. 2004; Budish 2011): envy disappears after removing
some single good from the envied bundle. The checks themselves live in
:mod:`fairagents.problems._envy`.

- :func:`envy_free`: an envy-free allocation, or ``None`` when none exists. Without money, a
  MILP feasibility problem (ties → max utilitarian sum). With money ``M``: the envy-free
  allocation that moves the *least money*, operationalized as the minimal subsidy of Halpern &
  Shah (2019): the least total ``Σ q_i`` of payments making the bundles envy-free; the rest of
  the money, ``M - Σ q_i``, is split equally (which keeps envy-freeness). None if even the
  least subsidy exceeds ``M``. Ties → max utilitarian sum of the bundles.
- :func:`envy_free_payments`: the same for *fixed* bundles (an LP, ``scipy.optimize.linprog``).
  Bundles can be made envy-free by payments iff no reassignment of them raises the welfare
  (Halpern & Shah 2019), e.g. the utilitarian bundles (Maskin 1987).
- :func:`equalizing_payments`: for fixed bundles, the split of the money that minimizes the
  equitability gap (water-filling, in closed form).
- :func:`ef1`: an EF1 allocation by envy-cycle elimination (Lipton et al. 2004); it always
  exists for additive valuations. Money is split equally.

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math
from itertools import product

import numpy as np
from numpy.typing import NDArray
from scipy.optimize import linprog

from fairagents.milp import Expr, evaluate
from fairagents.problems._allocation import Allocation, IndivisibleAllocation
from fairagents.problems._allocation_model import (
    AllocationModel,
    clean_payments,
    invalid_allocation,
    numbers,
    scale_free,
    solve_allocation,
    with_water_filling,
)
from fairagents.problems._envy import is_envy_free
from fairagents.problems._precision import Method, stage_slack
from fairagents.problems.bruteforce import BruteForce, min_subsidy

__all__ = ["ef1", "envy_free", "envy_free_payments", "equalizing_payments"]

FloatArray = NDArray[np.float64]


@scale_free
def envy_free(problem: IndivisibleAllocation, *, method: Method = "auto") -> Allocation | None:
    """An envy-free allocation (with money: the one moving the least money), or ``None``.

    A MILP answer is checked for envy-freeness before it is returned (see
    :mod:`fairagents.problems._precision` for what happens when it fails).
    """

    def valid(answer: Allocation | None) -> str | None:
        if answer is None:
            return None
        wrong = invalid_allocation(problem, answer)
        if wrong is None and not is_envy_free(problem, answer):
            return "the allocation it found is not envy-free"
        return wrong

    return solve_allocation(
        "envy_free",
        problem,
        method,
        milp=lambda: _envy_free_milp(problem),
        brute=lambda: _envy_free(problem),
        valid=valid,
    )


def _envy_free(problem: IndivisibleAllocation) -> Allocation | None:
    brute = BruteForce(problem)
    mask, pay = brute.ef_payments_mask()
    rows = np.flatnonzero(mask)
    if not len(rows):
        return None
    if problem.money is not None:
        # least subsidy first, then the largest welfare
        subsidy = _subsidies(brute, rows)
        rows = rows[subsidy <= subsidy.min() + brute.tol]
    sums = brute.bundle_values[rows].sum(axis=1)
    row = int(rows[int(np.argmax(sums >= sums.max() - brute.tol))])
    return brute.allocation(row, pay[row] if problem.money is not None else None)


def _subsidies(brute: BruteForce, rows: NDArray[np.int64]) -> FloatArray:
    out = []
    for row in rows:
        q = min_subsidy(brute.cross_values(int(row)))
        out.append(math.inf if q is None else float(q.sum()))
    return np.array(out)


def _envy_free_milp(problem: IndivisibleAllocation) -> Allocation | None:
    tol = problem.tolerance()
    # The bundles alone (no money); subsidies q are separate variables, free of Σ = M.
    bare = problem.model_copy(update={"money": None})
    am = AllocationModel(bare)
    n = problem.n_agents
    q = [am.model.add_var(0.0, math.inf) for _ in range(n)] if problem.money is not None else []
    for i, j in product(range(n), repeat=2):
        if i == j:
            continue
        row: Expr = dict(am.utility[i])
        for var, coef in am.value_of(i, j).items():
            row[var] = row.get(var, 0.0) - coef
        if q:
            row[q[i]] = row.get(q[i], 0.0) + 1.0
            row[q[j]] = row.get(q[j], 0.0) - 1.0
        am.model.add_row(row, 0.0, math.inf)
    if q:
        assert problem.money is not None
        subsidy: Expr = dict.fromkeys(q, 1.0)
        solution = am.model.try_solve(subsidy, maximize=False)
        if solution is None or evaluate(subsidy, solution) > problem.money + tol:
            return None
        slack = stage_slack(*numbers(problem))
        am.model.fix_objective(subsidy, evaluate(subsidy, solution), maximize=False, slack=slack)
    solution = am.model.try_solve(am.total(), maximize=True)
    if solution is None:
        return None
    owners = am.owners(solution)
    allocation = problem.allocation_from_owners(owners)
    if problem.money is None:
        return allocation
    return envy_free_payments(problem, allocation)


@scale_free
def envy_free_payments(problem: IndivisibleAllocation, allocation: Allocation) -> Allocation | None:
    """The allocation's bundles with envy-free payments moving the least money, or ``None``.

    LP: minimize ``Σ q_i`` s.t. ``q_i - q_j >= v_i(A_j) - v_i(A_i)``, ``q >= 0``; then
    ``p = q + (M - Σ q)/n``. ``None`` without money (unless already envy-free), when no
    payments remove the envy, or when they would need more than ``M``.
    """
    problem.check(allocation)
    if problem.money is None:
        return allocation if is_envy_free(problem, allocation) else None
    n = problem.n_agents
    cross = np.array(
        [
            [problem.value_of(a, allocation.bundle(b)) for b in problem.agents]
            for a in problem.agents
        ]
    ).reshape(n, n)
    rows, rhs = [], []
    for i, j in product(range(n), repeat=2):
        if i != j:
            # -(q_i - q_j) <= v_i(A_i) - v_i(A_j)
            coeffs = np.zeros(n)
            coeffs[i], coeffs[j] = -1.0, 1.0
            rows.append(coeffs)
            rhs.append(cross[i, i] - cross[i, j])
    result = linprog(
        np.ones(n),
        A_ub=np.array(rows).reshape(-1, n) if rows else None,
        b_ub=np.array(rhs) if rhs else None,
        bounds=[(0, None)] * n,
        method="highs",
    )
    if result.status != 0:
        return None
    q = np.clip(np.asarray(result.x, dtype=np.float64), 0.0, None)
    tol = problem.tolerance()
    if q.sum() > problem.money + tol:
        return None
    paid = q + max(0.0, problem.money - float(q.sum())) / n
    owners = problem.owners(allocation)
    return problem.allocation_from_owners(owners, clean_payments(paid, problem.money).tolist())


def equalizing_payments(problem: IndivisibleAllocation, allocation: Allocation) -> Allocation:
    """The allocation's bundles with the split of the money that minimizes ``max u - min u``.

    Water-filling: the worst-off are raised to a common level ``L`` with
    ``Σ max(0, L - v_i(A_i)) = M``. No split does better: the lowest utility cannot pass ``L``
    (the money would run out) and the highest cannot fall below ``max v_i(A_i)``; and among
    the splits with the least gap it leaves nobody lower than needed (the largest minimum).
    A closed form, so exact at any scale of the numbers.

    >>> p = IndivisibleAllocation(agents=("a", "b", "c"), goods=("x",),
    ...     valuations={"a": {"x": 6}, "b": {"x": 1}, "c": {"x": 1}}, money=4)
    >>> paid = {"a": 4.0, "b": 0.0, "c": 0.0}
    >>> equalizing_payments(p, Allocation(bundles={"a": ("x",)}, payments=paid)).payments
    {'a': 0.0, 'b': 2.0, 'c': 2.0}
    """
    problem.check(allocation)
    if problem.money is None:
        return allocation
    return with_water_filling(problem, problem.owners(allocation))


def ef1(problem: IndivisibleAllocation) -> Allocation:
    """An EF1 allocation by envy-cycle elimination (Lipton et al. 2004); money split equally.

    Goods are handed out in the problem's order, each to the lowest-index agent nobody envies;
    when everyone is envied, the bundles rotate along an envy cycle (which removes envy edges).

    >>> p = IndivisibleAllocation(agents=("a", "b"), goods=("x", "y", "z"),
    ...     valuations={"a": {"x": 5, "y": 1, "z": 1}, "b": {"x": 5, "y": 1, "z": 1}})
    >>> ef1(p).key()
    'a:x | b:y+z'
    """
    matrix = problem.value_matrix()
    n = problem.n_agents
    bundles: list[list[int]] = [[] for _ in range(n)]
    tol = problem.tolerance()

    def envies() -> NDArray[np.bool_]:
        seen = np.array([[matrix[i, b].sum() for b in bundles] for i in range(n)]).reshape(n, n)
        return np.asarray(seen > np.diag(seen)[:, None] + tol)

    for g in range(problem.n_goods):
        graph = envies()
        while not np.any(~graph.any(axis=0)):
            bundles = _rotate_cycle(graph, bundles)
            graph = envies()
        receiver = int(np.flatnonzero(~graph.any(axis=0))[0])
        bundles[receiver].append(g)
    owners = [-1] * problem.n_goods
    for i, bundle in enumerate(bundles):
        for g in bundle:
            owners[g] = i
    return problem.allocation_from_owners(owners)


def _rotate_cycle(graph: NDArray[np.bool_], bundles: list[list[int]]) -> list[list[int]]:
    """Give every agent on an envy cycle the bundle it envies (walk back from agent 0)."""
    # Everyone is envied, so walking to an envier of the current agent never gets stuck.
    path = [0]
    seen = {0: 0}
    while True:
        enviers = np.flatnonzero(graph[:, path[-1]])
        nxt = int(enviers[0])
        if nxt in seen:
            cycle = path[seen[nxt] :]
            break
        seen[nxt] = len(path)
        path.append(nxt)
    # cycle[k+1] envies cycle[k]: cycle[k+1] takes cycle[k]'s bundle.
    rotated = [list(b) for b in bundles]
    for k in range(len(cycle)):
        taker, giver = cycle[(k + 1) % len(cycle)], cycle[k]
        rotated[taker] = list(bundles[giver])
    return rotated
