"""Exhaustive enumeration of allocations: the reference oracle for small instances.

Every assignment of goods to agents (or to no one, when allowed) is enumerated as an array of
owner indices, in lexicographic order of owners (good 1's owner varies slowest), so "the first
optimal allocation" is a deterministic tie-break. Enumeration is refused beyond
:data:`BRUTE_FORCE_LIMIT` assignments: ``n^m`` explodes, and large instances belong to the MILP
solvers of :mod:`fairagents.problems.allocation_solvers`.

With money ``M``, utilities are quasi-linear and, for a fixed bundle assignment with bundle
values ``b``, the same payments are best for maximin, leximin, Nash welfare and the
equitability gap: *water-filling*, ``p_i = max(0, L - b_i)`` with the level ``L`` such that
``Σ p_i = M`` (the KKT conditions of each objective give it). So each bundle assignment is
paired with its water-filling payments, except for envy-freeness, where it gets the
minimal-subsidy payments of Halpern & Shah (2019) plus an equal share of the rest (see
:func:`min_subsidy`). Sets of optimal allocations are therefore sets of *bundle assignments*.

Criteria (names shared with the solvers and the menu): ``usw``, ``maximin``, ``leximin``,
``mnw``, ``eq``, ``ef``, ``ef1``, ``pareto``.
"""

from __future__ import annotations

import itertools
from functools import cached_property
from typing import Literal

import numpy as np
from numpy.typing import NDArray

from fairagents.errors import ProblemError
from fairagents.numeric import tolerance
from fairagents.problems._allocation import Allocation, IndivisibleAllocation

__all__ = [
    "BRUTE_FORCE_LIMIT",
    "CRITERIA",
    "BruteForce",
    "Criterion",
    "all_allocations",
    "all_optimal",
    "count_allocations",
    "is_pareto_optimal_bruteforce",
    "min_subsidy",
    "water_fill",
]

BRUTE_FORCE_LIMIT = 250_000
"""Most assignments enumeration will visit (3 agents × 11 goods is 177,147)."""

Criterion = Literal["usw", "maximin", "leximin", "mnw", "eq", "ef", "ef1", "pareto"]
CRITERIA: tuple[Criterion, ...] = ("usw", "maximin", "leximin", "mnw", "eq", "ef", "ef1", "pareto")

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]


def _floats(array: object) -> FloatArray:
    return np.asarray(array, dtype=np.float64)


def count_allocations(problem: IndivisibleAllocation) -> int:
    """How many bundle assignments exist: ``n^m`` (``(n+1)^m`` if goods may stay unallocated)."""
    options = problem.n_agents + (1 if problem.allow_unallocated else 0)
    return int(options**problem.n_goods)


def water_fill(bundle_values: FloatArray, money: float) -> FloatArray:
    """Water-filling payments for each row of ``bundle_values`` (shape ``(k, n)``).

    >>> water_fill(np.array([[5.0, 1.0, 0.0]]), 4.0).tolist()
    [[0.0, 1.5, 2.5]]
    """
    values = np.atleast_2d(bundle_values)
    k, n = values.shape
    if money <= 0:
        return np.zeros((k, n))
    ordered = np.sort(values, axis=1)
    sizes = np.arange(1, n + 1)
    # L_j solves Σ_{t<=j} (L - s_t) = M over the j lowest bundles; each L_j is >= the true
    # level (dropping the max(0, ·) can only lower the sum), and the true one is among them.
    level = ((money + np.cumsum(ordered, axis=1)) / sizes).min(axis=1)
    payments: FloatArray = np.maximum(0.0, level[:, None] - values)
    return payments


def min_subsidy(bundle_values_matrix: FloatArray) -> FloatArray | None:
    """The least payments making one assignment envy-free, or ``None`` if none can.

    ``q_i >= q_j + v_i(A_j) - v_i(A_i)`` is a system of difference constraints; its least
    non-negative solution is the heaviest path ending at ``i`` in the envy graph (Halpern &
    Shah 2019), found by Bellman–Ford. A positive cycle means no payments make it envy-free.
    ``bundle_values_matrix`` is the ``(n, n)`` matrix ``W[i, j] = v_i(A_j)``.
    """
    n = bundle_values_matrix.shape[0]
    own = np.diag(bundle_values_matrix)
    envy = bundle_values_matrix - own[:, None]  # envy[i, j] = v_i(A_j) - v_i(A_i)
    q = np.zeros(n)
    scale = tolerance(bundle_values_matrix)
    for _ in range(n + 1):
        updated = np.maximum(q, (q[None, :] + envy).max(axis=1))
        if np.all(updated <= q + scale):
            return q
        q = updated
    return None


class BruteForce:
    """All bundle assignments of one small problem, with their utilities, computed once."""

    def __init__(self, problem: IndivisibleAllocation, *, limit: int = BRUTE_FORCE_LIMIT) -> None:
        count = count_allocations(problem)
        if count > limit:
            raise ProblemError(
                f"{problem.n_agents} agents × {problem.n_goods} goods have {count:,} allocations, "
                f"more than the brute-force limit {limit:,}; use the MILP solvers"
            )
        self.problem = problem
        self.tol = problem.tolerance()
        self.money = problem.money or 0.0

    @cached_property
    def owners(self) -> IntArray:
        """``(k, m)`` owner index of each good in each assignment (-1: unallocated)."""
        p = self.problem
        options = list(range(p.n_agents)) + ([-1] if p.allow_unallocated else [])
        grid = np.array(list(itertools.product(options, repeat=p.n_goods)), dtype=np.int64)
        return grid.reshape(-1, p.n_goods)

    @cached_property
    def bundle_values(self) -> FloatArray:
        """``(k, n)``: ``v_i(A_i)`` in each assignment."""
        matrix = self.problem.value_matrix()
        cols = [(self.owners == i) @ matrix[i] for i in range(self.problem.n_agents)]
        return np.stack(cols, axis=1).astype(np.float64)

    @cached_property
    def payments(self) -> FloatArray:
        """``(k, n)`` water-filling payments (zeros without money)."""
        return water_fill(self.bundle_values, self.money)

    @cached_property
    def utilities(self) -> FloatArray:
        """``(k, n)`` utilities with water-filling payments."""
        return self.bundle_values + self.payments

    def allocation(self, row: int, payments: FloatArray | None = None) -> Allocation:
        """The allocation of assignment ``row`` (water-filling payments unless given)."""
        paid = self.payments[row] if payments is None else payments
        return self.problem.allocation_from_owners(
            [int(o) for o in self.owners[row]], paid.tolist() if self.problem.has_money else None
        )

    # -- criteria: each returns the rows that are optimal / satisfy it --------------------------

    def scores(self, criterion: Criterion) -> FloatArray:
        """A score per assignment, higher is better, for the scalar criteria."""
        u = self.utilities
        if criterion == "usw":
            return _floats(u.sum(axis=1))
        if criterion == "maximin":
            return _floats(u.min(axis=1))
        if criterion == "eq":
            return _floats(-(u.max(axis=1) - u.min(axis=1)))
        raise ProblemError(f"criterion {criterion!r} has no scalar score")

    def _argmax_rows(self, score: FloatArray) -> IntArray:
        return np.flatnonzero(score >= score.max() - self.tol).astype(np.int64)

    def optimal_rows(self, criterion: Criterion) -> IntArray:
        """Rows of every assignment that is optimal for (or satisfies) ``criterion``."""
        if criterion in ("usw", "maximin", "eq"):
            return self._argmax_rows(self.scores(criterion))
        if criterion == "leximin":
            return self._leximin_rows()
        if criterion == "mnw":
            return self._mnw_rows()
        if criterion == "ef":
            return np.flatnonzero(self.ef_payments_mask()[0]).astype(np.int64)
        if criterion == "ef1":
            return np.flatnonzero(self._ef1_mask()).astype(np.int64)
        if criterion == "pareto":
            return self._pareto_rows()
        raise ProblemError(f"unknown criterion {criterion!r}; known: {', '.join(CRITERIA)}")

    def _leximin_rows(self) -> IntArray:
        ordered = np.sort(self.utilities, axis=1)
        rows = np.arange(len(ordered))
        for col in range(ordered.shape[1]):
            column = ordered[rows, col]
            rows = rows[column >= column.max() - self.tol]
        return np.asarray(rows, dtype=np.int64)

    def _mnw_rows(self) -> IntArray:
        u = self.utilities
        positive = u > self.tol
        count = positive.sum(axis=1)
        rows = np.flatnonzero(count == count.max())
        logs = np.where(positive[rows], np.log(np.where(positive[rows], u[rows], 1.0)), 0.0)
        total = logs.sum(axis=1)
        # Σ log is the log of a product: an absolute tolerance here is a relative one on products.
        return np.asarray(rows[total >= total.max() - 1e-9], dtype=np.int64)

    @cached_property
    def _onehot(self) -> FloatArray:
        """``(k, n, m)``: 1 where agent j owns good g."""
        n = self.problem.n_agents
        return _floats(self.owners[:, None, :] == np.arange(n)[None, :, None])

    @cached_property
    def cross(self) -> FloatArray:
        """``(k, n, n)``: ``W[k, i, j] = v_i(A_j)`` in assignment ``k``."""
        return _floats(np.einsum("ig,kjg->kij", self.problem.value_matrix(), self._onehot))

    def cross_values(self, row: int) -> FloatArray:
        """``W[i, j] = v_i(A_j)`` for assignment ``row``."""
        return np.asarray(self.cross[row])

    def ef_payments_mask(self) -> tuple[NDArray[np.bool_], FloatArray]:
        """Which assignments can be made envy-free with the money, and their EF payments.

        Payments are the minimal subsidy plus an equal share of the rest (Halpern & Shah 2019).
        """
        cross = self.cross
        k, n, _ = cross.shape
        own = np.diagonal(cross, axis1=1, axis2=2)
        envy = cross - own[:, :, None]  # envy[k, i, j] = v_i(A_j) - v_i(A_i)
        if not self.problem.has_money:
            return np.all(envy <= self.tol, axis=(1, 2)), np.zeros((k, n))
        # Bellman–Ford on every assignment at once: q_i = max(q_i, max_j q_j + envy_ij).
        q = np.zeros((k, n))
        for _ in range(n):
            q = np.maximum(q, (q[:, None, :] + envy).max(axis=2))
        stable = np.all((q[:, None, :] + envy).max(axis=2) <= q + self.tol, axis=1)
        mask = stable & (q.sum(axis=1) <= self.money + self.tol)
        pay = q + (self.money - q.sum(axis=1))[:, None] / n
        return mask, np.where(mask[:, None], pay, 0.0)

    def _ef1_mask(self) -> NDArray[np.bool_]:
        # Money is split equally for EF1, so it cancels out of every comparison.
        cross = self.cross
        own = np.diagonal(cross, axis1=1, axis2=2)
        best = np.einsum("ig,kjg->kijg", self.problem.value_matrix(), self._onehot).max(axis=3)
        ok = own[:, :, None] >= cross - best - self.tol
        return np.asarray(np.all(ok, axis=(1, 2)))

    def _pareto_rows(self) -> IntArray:
        u = self.utilities
        k = len(u)
        keep = np.ones(k, dtype=bool)
        # Compare every assignment with every other, in chunks that keep memory bounded.
        chunk = max(1, 4_000_000 // max(1, k * u.shape[1]))
        for start in range(0, k, chunk):
            vec = u[start : start + chunk, None, :]
            weakly = np.all(u[None, :, :] >= vec - self.tol, axis=2)
            strictly = np.any(u[None, :, :] > vec + self.tol, axis=2)
            keep[start : start + chunk] = ~np.any(weakly & strictly, axis=1)
            if self.problem.has_money:
                b = self.bundle_values[None, :, :]
                need = np.maximum(0.0, vec - b).sum(axis=2)
                gains = (need < self.money - self.tol) | np.any(b > vec + self.tol, axis=2)
                dominated = np.any((need <= self.money + self.tol) & gains, axis=1)
                keep[start : start + chunk] &= ~dominated
        return np.flatnonzero(keep).astype(np.int64)

    def _dominating_rows(self, vec: FloatArray) -> IntArray:
        """Rows whose bundles (with some payments) Pareto-dominate utilities ``vec``.

        Without money, the bundle values must be weakly above ``vec`` and strictly above it
        somewhere. With money, for bundles ``b'`` the cheapest payments reaching ``vec`` are
        ``max(0, vec - b')``; domination needs them to fit in the money, with a strict gain
        somewhere (money left over, or a bundle already above).
        """
        b = self.bundle_values
        if not self.problem.has_money:
            weakly = np.all(b >= vec[None, :] - self.tol, axis=1)
            strictly = np.any(b > vec[None, :] + self.tol, axis=1)
            return np.flatnonzero(weakly & strictly).astype(np.int64)
        need = np.maximum(0.0, vec[None, :] - b).sum(axis=1)
        fits = need <= self.money + self.tol
        gains = (need < self.money - self.tol) | np.any(b > vec[None, :] + self.tol, axis=1)
        return np.flatnonzero(fits & gains).astype(np.int64)

    def pareto_witness(self, vec: FloatArray) -> Allocation | None:
        """An allocation Pareto-dominating utilities ``vec``, or ``None`` if none does.

        Among the dominating bundles, the first with the largest total value: anything that
        dominated it would dominate ``vec`` with a larger total, so the witness is itself
        Pareto-optimal. With money, each agent is paid what it needs to reach ``vec`` and the
        rest is split equally.
        """
        rows = self._dominating_rows(vec)
        if not len(rows):
            return None
        sums = self.bundle_values[rows].sum(axis=1)
        row = int(rows[int(np.argmax(sums >= sums.max() - self.tol))])
        if not self.problem.has_money:
            return self.allocation(row)
        need = np.maximum(0.0, vec - self.bundle_values[row])
        short = float(need.sum())
        if short > self.money:  # over by less than the tolerance: everyone a hair below
            paid = need * (self.money / short)
        else:
            paid = need + (self.money - short) / self.problem.n_agents
        return self.allocation(row, paid)

    def best_optimal(self, criterion: Criterion) -> Allocation:
        """The first of ``criterion``'s optimal assignments with the largest welfare (bundle
        values: with money, every assignment pays the same total)."""
        rows = self.optimal_rows(criterion)
        sums = self.bundle_values[rows].sum(axis=1)
        return self.allocation(int(rows[int(np.argmax(sums >= sums.max() - self.tol))]))

    def optimal(self, criterion: Criterion) -> list[Allocation]:
        """Every optimal assignment for ``criterion``, as allocations, in enumeration order."""
        rows = self.optimal_rows(criterion)
        if criterion == "ef" and self.problem.has_money:
            pay = self.ef_payments_mask()[1]
            return [self.allocation(int(r), pay[r]) for r in rows]
        if criterion == "ef1" and self.problem.has_money:
            equal = np.full(self.problem.n_agents, self.money / self.problem.n_agents)
            return [self.allocation(int(r), equal) for r in rows]
        return [self.allocation(int(r)) for r in rows]

    def first_optimal(self, criterion: Criterion) -> Allocation | None:
        """The first optimal assignment in enumeration order (None if none satisfies it)."""
        found = self.optimal(criterion) if criterion in ("ef", "ef1") else None
        if found is not None:
            return found[0] if found else None
        rows = self.optimal_rows(criterion)
        return self.allocation(int(rows[0])) if len(rows) else None


def all_allocations(problem: IndivisibleAllocation) -> list[Allocation]:
    """Every bundle assignment (with water-filling payments when there is money).

    Refused (:class:`ProblemError`) beyond :data:`BRUTE_FORCE_LIMIT` assignments.

    >>> p = IndivisibleAllocation(agents=("a", "b"), goods=("x",),
    ...     valuations={"a": {"x": 1}, "b": {"x": 2}})
    >>> [a.key() for a in all_allocations(p)]
    ['a:x', 'b:x']
    """
    brute = BruteForce(problem)
    return [brute.allocation(row) for row in range(len(brute.owners))]


def all_optimal(problem: IndivisibleAllocation, criterion: Criterion) -> list[Allocation]:
    """Every allocation optimal for ``criterion`` (or satisfying ``ef``/``ef1``/``pareto``)."""
    return BruteForce(problem).optimal(criterion)


def is_pareto_optimal_bruteforce(problem: IndivisibleAllocation, allocation: Allocation) -> bool:
    """Whether no allocation (any bundles, any payments) Pareto-dominates ``allocation``."""
    brute = BruteForce(problem)
    return not len(brute._dominating_rows(problem.utility_vector(allocation)))
