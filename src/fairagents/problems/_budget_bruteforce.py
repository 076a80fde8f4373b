"""Exhaustive enumeration of packages: the exact method for small budget problems.

Every subset of the projects that fit the budget alone is a candidate; those within the
problem's own limit (:attr:`BudgetedSelection.spending_limit`, what
:meth:`BudgetedSelection.affordable` tests) are the feasible packages, so no package is a hair
over budget. Packages are enumerated so that earlier projects are preferred: the first
candidate holds every project, and each later one drops projects from the end first (the
subsets in decreasing binary order, the first project the most significant digit). "The first
optimal package" is therefore a deterministic tie-break.

Utilities are compared within :func:`fairagents.numeric.tolerance` of the problem's utilities,
as everywhere. Enumeration is refused beyond :func:`package_limits` (``2^k`` subsets times the
stakeholders must fit in memory); larger problems belong to the MILP rules of
:mod:`fairagents.problems.budget_rules`.

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from functools import cached_property

import numpy as np
from numpy.typing import NDArray

from fairagents.errors import ProblemError
from fairagents.numeric import tolerance
from fairagents.problems._budget import BudgetedSelection, BudgetVotes, Package

__all__ = [
    "AUTO_PACKAGE_ENTRIES",
    "PACKAGE_ENTRY_LIMIT",
    "PackageBruteForce",
    "count_packages",
    "fitting_projects",
    "package_limits",
    "utility_matrix",
]

AUTO_PACKAGE_ENTRIES = 2**16
"""``method="auto"`` enumerates while packages × stakeholders stay below this (instant)."""

PACKAGE_ENTRY_LIMIT = 2**22
"""Enumeration's limit on packages × stakeholders (about 32 MB of utilities)."""

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.intp]


def _entries(problem: BudgetedSelection) -> tuple[IntArray, IntArray, FloatArray]:
    """Every (stakeholder, project, utility) a stakeholder gives, as three arrays."""
    column = {p: j for j, p in enumerate(problem.project_ids)}
    prefs = problem.approvals if problem.approvals is not None else problem.utilities
    assert prefs is not None
    lengths = [len(entries) for entries in prefs.values()]
    rows = np.repeat(np.arange(len(lengths)), lengths)
    cols = np.array([column[p] for entries in prefs.values() for p in entries], dtype=np.intp)
    if problem.utilities is None:
        values = np.ones(len(cols))
    else:
        values = np.array(
            [v for row in problem.utilities.values() for v in row.values()], dtype=np.float64
        )
    return rows, cols, values


def utility_matrix(problem: BudgetedSelection) -> FloatArray:
    """``(n_stakeholders, n_projects)`` utilities in ``stakeholder_ids × project_ids`` order.

    Built from the entries each stakeholder gives (approved projects, or its utilities), so a
    city's election of tens of thousands of voters costs one pass over its ballots.

    >>> b = BudgetedSelection(projects={"x": 1, "y": 2}, budget=2, approvals={"a": ("y",)})
    >>> utility_matrix(b).tolist()
    [[0.0, 1.0]]
    """
    votes = problem.votes
    if votes is not None:
        return votes.rows(0, len(votes.voters))
    out = np.zeros((len(problem.stakeholder_ids), len(problem.projects)), dtype=np.float64)
    rows, cols, values = _entries(problem)
    out[rows, cols] = values
    return out


def project_supporters(problem: BudgetedSelection) -> tuple[list[IntArray], list[FloatArray]]:
    """Each project's supporters (stakeholder indices with utility > 0, increasing) and their
    utilities — the sparse columns of :func:`utility_matrix`, without building it.

    >>> b = BudgetedSelection(projects={"x": 1, "y": 2}, budget=2,
    ...     approvals={"a": ("y",), "b": ("x", "y")})
    >>> [s.tolist() for s in project_supporters(b)[0]]
    [[1], [0, 1]]
    """
    if problem.votes is not None:
        return _supporters_of(problem.votes)
    rows, cols, values = _entries(problem)
    keep = values > 0
    rows, cols, values = rows[keep], cols[keep], values[keep]
    order = np.argsort(cols, kind="stable")  # stable: supporters stay in stakeholder order
    ends = np.cumsum(np.bincount(cols, minlength=len(problem.projects)))
    starts = np.r_[0, ends[:-1]]
    rows, values = rows[order], values[order]
    return (
        [rows[a:b] for a, b in zip(starts, ends, strict=True)],
        [values[a:b] for a, b in zip(starts, ends, strict=True)],
    )


_CELLS = 2**23  # votes × projects looked at at once: bounded temporaries on a city's election


def _supporters_of(votes: BudgetVotes) -> tuple[list[IntArray], list[FloatArray]]:
    """:func:`project_supporters` of votes kept as arrays, a block of voters at a time: each
    project's supporters fill an array sized in advance (no temporary the size of the votes),
    and approvals or costs share one array of their values."""
    n, m = votes.approvals.shape
    step = max(1, _CELLS // max(m, 1))

    def gives(start: int) -> NDArray[np.bool_]:
        block = votes.approvals[start : start + step]
        if votes.utilities is not None:
            return block & (votes.utilities[start : start + step] > 0)
        if votes.worth is not None:
            return block & (votes.worth > 0)
        return block

    sizes = np.zeros(m, dtype=np.int64)
    for start in range(0, n, step):
        sizes += gives(start).sum(axis=0)
    supporters = [np.empty(int(size), dtype=np.intp) for size in sizes]
    filled = np.zeros(m, dtype=np.int64)
    for start in range(0, n, step):
        cols, rows = np.nonzero(gives(start).T)  # by project, then voter: supporters increasing
        ends = np.cumsum(np.bincount(cols, minlength=m))
        for c, block in enumerate(np.split(rows, ends[:-1])):
            supporters[c][filled[c] : filled[c] + len(block)] = block + start
            filled[c] += len(block)
    if votes.utilities is not None:
        values = [votes.utilities[s, c] for c, s in enumerate(supporters)]
    else:
        longest = max(map(len, supporters), default=0)
        unit = np.ones(longest)  # views of one array: an approval counts 1, a cost its cost
        unit.flags.writeable = False
        values = [
            unit[: len(s)] if votes.worth is None else np.full(len(s), votes.worth[c])
            for c, s in enumerate(supporters)
        ]
    return supporters, values


def fitting_projects(problem: BudgetedSelection) -> list[int]:
    """Indices of the projects that fit the budget on their own: no package holds the others.

    >>> b = BudgetedSelection(projects={"x": 1e-6, "y": 2}, budget=0, approvals={"a": ("x",)})
    >>> fitting_projects(b)
    []
    """
    return [c for c, cost in enumerate(problem.projects.values()) if problem.affordable(cost)]


def count_packages(problem: BudgetedSelection) -> int:
    """How many subsets enumeration visits: ``2^k`` for the ``k`` projects that fit alone."""
    return int(2 ** len(fitting_projects(problem)))


def package_limits(problem: BudgetedSelection) -> tuple[int, int]:
    """How many packages ``method="auto"`` enumerates, and how many enumeration ever visits:
    :data:`AUTO_PACKAGE_ENTRIES` and :data:`PACKAGE_ENTRY_LIMIT` over the stakeholders."""
    n = max(1, len(problem.stakeholder_ids))
    return max(1, AUTO_PACKAGE_ENTRIES // n), max(1, PACKAGE_ENTRY_LIMIT // n)


class PackageBruteForce:
    """Every feasible package of one small budget problem, with its utilities, computed once.

    >>> b = BudgetedSelection(projects={"x": 2, "y": 2, "z": 3}, budget=4,
    ...     utilities={"a": {"x": 1, "z": 5}, "b": {"y": 2}})
    >>> brute = PackageBruteForce(b)
    >>> [p.key() for p in brute.packages][:3], brute.maximin().key()
    (['x+y', 'x', 'y'], 'x+y')
    """

    def __init__(self, problem: BudgetedSelection, *, limit: int | None = None) -> None:
        limit = package_limits(problem)[1] if limit is None else limit
        count = count_packages(problem)
        if count > limit:
            raise ProblemError(
                f"{len(fitting_projects(problem))} projects that fit the budget make {count:,} "
                f"packages, more than the enumeration limit {limit:,} for "
                f"{len(problem.stakeholder_ids)} stakeholders; use the MILP rules"
            )
        self.problem = problem
        fits = np.array(fitting_projects(problem), dtype=np.int64)
        k = len(fits)
        # Row r holds fitting project j when bit (k-1-j) of (2^k - 1 - r) is set.
        codes = (2**k - 1 - np.arange(2**k, dtype=np.int64))[:, None]
        bits = ((codes >> np.arange(k - 1, -1, -1, dtype=np.int64)[None, :]) & 1).astype(bool)
        chosen = np.zeros((2**k, len(problem.projects)), dtype=bool)
        chosen[:, fits] = bits
        costs = np.array(list(problem.projects.values()), dtype=np.float64)
        spent = chosen.astype(np.float64) @ costs
        self.chosen: NDArray[np.bool_] = chosen[spent <= problem.spending_limit]
        self.matrix = utility_matrix(problem)
        self.tol = tolerance(self.matrix)

    @cached_property
    def utilities(self) -> FloatArray:
        """``(k, n)``: each stakeholder's utility for each feasible package."""
        out: FloatArray = self.chosen.astype(np.float64) @ self.matrix.T
        return out

    @property
    def packages(self) -> list[Package]:
        """The feasible packages, in enumeration order."""
        return [self.package(r) for r in range(len(self.chosen))]

    def package(self, row: int) -> Package:
        ids = self.problem.project_ids
        return Package(projects=tuple(ids[c] for c in np.flatnonzero(self.chosen[row])))

    def _first_best(self, rows: NDArray[np.int64], scores: FloatArray, tol: float) -> int:
        return int(rows[int(np.argmax(scores[rows] >= scores[rows].max() - tol))])

    def max_usw(self, weights: FloatArray | None = None) -> Package:
        """The first package maximizing the (weighted) total utility."""
        terms = self.utilities if weights is None else self.utilities * weights[None, :]
        rows = np.arange(len(terms), dtype=np.int64)
        tol = tolerance(self.matrix if weights is None else self.matrix * weights[:, None])
        return self.package(self._first_best(rows, terms.sum(axis=1), tol))

    def maximin(self) -> Package:
        """The first package maximizing the minimum utility; among those, the total."""
        u = self.utilities
        low = u.min(axis=1)
        rows = np.flatnonzero(low >= low.max() - self.tol).astype(np.int64)
        return self.package(self._first_best(rows, u.sum(axis=1), self.tol))

    def max_nash_welfare(self) -> Package:
        """The first package with the most positive utilities, then the largest product."""
        u = self.utilities
        positive = u > self.tol
        count = positive.sum(axis=1)
        rows = np.flatnonzero(count == count.max()).astype(np.int64)
        logs = np.where(positive, np.log(np.where(positive, u, 1.0)), 0.0).sum(axis=1)
        # Σ log is the log of a product: an absolute tolerance here is a relative one on it.
        return self.package(self._first_best(rows, logs, 1e-9))

    def pareto_witness(self, vec: FloatArray) -> Package | None:
        """A package every stakeholder weakly prefers to utilities ``vec`` and someone
        strictly (within the tolerance), the first with the largest total: anything dominating
        it would dominate ``vec`` with a larger total, so it is Pareto-optimal. ``None`` if
        there is none."""
        u = self.utilities
        weakly = np.all(u >= vec[None, :] - self.tol, axis=1)
        strictly = np.any(u > vec[None, :] + self.tol, axis=1)
        rows = np.flatnonzero(weakly & strictly).astype(np.int64)
        if not len(rows):
            return None
        return self.package(self._first_best(rows, u.sum(axis=1), self.tol))
