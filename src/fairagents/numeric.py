"""Comparing floats at the scale of their inputs: the package's one tolerance, one tie-grouping.

Two quantities computed in floating point from the same inputs can differ by rounding alone, by
a few units in the last place of the *inputs'* magnitude. So every comparison in fairagents
treats two numbers as equal when they differ by less than :data:`RELATIVE` (1e-9) times the
magnitude of what they were built from — never by an absolute amount. With no absolute floor,
rescaling every input by a positive factor rescales the tolerance alike, so it never changes
which quantities tie: utilities of 3e-10 and 1e-10 are as far apart as 3 and 1. Inputs that are
integers (or small-denominator fractions) compare exactly, since their differences are whole
units, far above the tolerance.

- :func:`tolerance` — ``RELATIVE · Σ|x|`` for quantities *summed* from ``x`` (scores, welfare
  totals), or ``RELATIVE · max|x|`` with ``each=True`` for comparing the values themselves;
- :func:`tie_groups` / :func:`top_group` — indices grouped by score, best first, within a tolerance;
- :func:`lex_tie_groups` / :func:`lex_top_group` — the same for lexicographic keys (tuples compared
  entry by entry, each entry at the scale of that entry over all keys);
- :func:`solver_unit` — the unit in which to hand values to an LP/MILP solver, whose own
  tolerances are absolute (HiGHS: about 1e-7), so tiny or huge inputs must be brought near 1;
- :data:`SOLVER_RESOLUTION` / :func:`magnitude_span` / :func:`within_solver_resolution` — how
  far apart in magnitude numbers may be for such a solver to see them all: a unit moves every
  number alike, so it cannot bring both 1e-6 and 1e7 near 1.

Left out: exact rational arithmetic (no rule here needs it: the tolerance is far below any
difference of rational inputs with small denominators) and interval bounds on rounding.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cmp_to_key

import numpy as np
from numpy.typing import ArrayLike, NDArray

__all__ = [
    "RELATIVE",
    "SOLVER_RESOLUTION",
    "close",
    "lex_compare",
    "lex_tie_groups",
    "lex_top_group",
    "magnitude_span",
    "solver_unit",
    "tie_groups",
    "tolerance",
    "top_group",
    "within_solver_resolution",
]

RELATIVE = 1e-9
"""Numbers closer than this fraction of their inputs' magnitude are equal."""

SOLVER_RESOLUTION = 1e-6
"""The smallest fraction of the largest number an LP/MILP solver still tells from zero.

HiGHS works to absolute tolerances (feasibility 1e-7, integrality and MIP gap 1e-6) on numbers
brought near 1 by :func:`solver_unit`, so a number below about 1e-6 of the largest is lost in
them: measured on small allocations, MILP optima are right when the non-zero numbers span at
most six orders of magnitude and often wrong (a worst-off agent's 0.04 treated as 0 beside a
1.7e7) beyond. Differences of optima finer than this fraction are also beyond it."""


def _finite_abs(values: ArrayLike) -> NDArray[np.float64]:
    array = np.abs(np.asarray(values, dtype=np.float64)).reshape(-1)
    finite: NDArray[np.float64] = array[np.isfinite(array)]
    return finite


def tolerance(*values: ArrayLike, each: bool = False) -> float:
    """The absolute tolerance for comparing numbers built from ``values``.

    ``RELATIVE · Σ|x|`` over every finite entry (the rounding of a sum grows with its terms);
    with ``each=True``, ``RELATIVE · max|x|``, for comparing the values themselves or anything
    no larger (a minimum, a sorted entry). 0 when every value is 0: then only equal numbers tie.

    >>> tolerance([3.0, -1.0]) == 4e-9, tolerance([3.0, -1.0], each=True) == 3 * RELATIVE
    (True, True)
    >>> tolerance([3e-10, 1e-10]) < 2e-10     # tiny inputs, tiny tolerance
    True
    """
    parts = [_finite_abs(v) for v in values]
    if each:
        return RELATIVE * max((float(p.max()) for p in parts if p.size), default=0.0)
    return RELATIVE * math.fsum(float(p.sum()) for p in parts)


def close(a: float, b: float, tol: float) -> bool:
    """Whether ``a`` and ``b`` are equal within ``tol`` (infinities only equal themselves).

    >>> close(1.0, 1.0 + 1e-12, tolerance([1.0])), close(float("inf"), 1e308, 1.0)
    (True, False)
    """
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= tol


def tie_groups(scores: ArrayLike, tol: float | None = None) -> list[list[int]]:
    """Indices grouped by score, highest first; a score within ``tol`` of its group's best joins
    it. ``tol`` defaults to ``tolerance(scores, each=True)``. Each group is sorted by index.

    >>> tie_groups([1.0, 3.0, 1.0])
    [[1], [0, 2]]
    >>> tie_groups([3e-10, 1e-10, 3e-10 + 1e-25])    # relative: tiny scores still differ
    [[0, 2], [1]]
    """
    values = np.asarray(scores, dtype=np.float64).reshape(-1)
    if tol is None:
        tol = tolerance(values, each=True)
    order = sorted(range(len(values)), key=lambda i: -values[i])
    groups: list[list[int]] = []
    for i in order:
        if groups and close(float(values[groups[-1][0]]), float(values[i]), tol):
            groups[-1].append(i)
        else:
            groups.append([i])
    return [sorted(g) for g in groups]


def top_group(scores: ArrayLike, tol: float | None = None) -> list[int]:
    """Indices of the highest scores within ``tol`` (the first group of :func:`tie_groups`).

    >>> top_group([2.0, 5.0, 5.0 - 1e-12])
    [1, 2]
    """
    return tie_groups(scores, tol)[0] if np.size(scores) else []


Key = Sequence[float]


def _entry_tolerances(keys: Sequence[Key]) -> list[float]:
    depth = max((len(k) for k in keys), default=0)
    return [tolerance([k[t] for k in keys if t < len(k)], each=True) for t in range(depth)]


def lex_compare(a: Key, b: Key, tols: Sequence[float]) -> int:
    """1 if key ``a`` is lexicographically better than ``b``, -1 if worse, 0 if they tie, with
    entry ``t`` compared within ``tols[t]``; a missing entry counts as -inf.

    >>> lex_compare((1.0, 2.0), (1.0 + 1e-15, 3.0), [1e-9, 1e-9])
    -1
    """
    for t, tol in enumerate(tols):
        x = a[t] if t < len(a) else -math.inf
        y = b[t] if t < len(b) else -math.inf
        if not close(x, y, tol):
            return 1 if x > y else -1
    return 0


def lex_tie_groups(keys: Sequence[Key]) -> list[list[int]]:
    """Indices of lexicographic keys grouped, best first; entry ``t`` of two keys ties when
    the two differ by less than ``tolerance`` of entry ``t`` over all keys (``each=True``).

    >>> lex_tie_groups([(1.0, 2.0), (1.0, 3.0), (0.5, 9.0), (1.0 + 1e-12, 3.0)])
    [[1, 3], [0], [2]]
    """
    tols = _entry_tolerances(keys)

    def better_first(i: int, j: int) -> int:
        return lex_compare(keys[j], keys[i], tols)

    order = sorted(range(len(keys)), key=cmp_to_key(better_first))
    groups: list[list[int]] = []
    for i in order:
        if groups and lex_compare(keys[groups[-1][0]], keys[i], tols) == 0:
            groups[-1].append(i)
        else:
            groups.append([i])
    return [sorted(g) for g in groups]


def lex_top_group(keys: Sequence[Key]) -> list[int]:
    """Indices of the lexicographically largest keys (the first group of
    :func:`lex_tie_groups`).

    >>> lex_top_group([(1.0, 2.0), (1.0, 3.0), (0.5, 9.0)])
    [1]
    """
    return lex_tie_groups(keys)[0] if keys else []


def solver_unit(values: ArrayLike) -> float:
    """The unit to divide ``values`` by before an LP/MILP solver sees them.

    Solvers such as HiGHS use absolute tolerances (about 1e-7), so values of 1e-12 would all
    look alike to them and values of 1e12 would lose their last digits. When every value is a
    whole multiple of the smallest non-zero magnitude (integers, or integers times any factor),
    that magnitude is the unit: the solver then sees integers, which it prunes far better.
    Otherwise the unit is the largest magnitude, so the solver sees values in [-1, 1]. Already
    normalized values give 1, so applying this twice changes nothing.

    >>> solver_unit([0.0, 3e-12, 6e-12]), solver_unit([2.0, 7.0]), solver_unit([0.5, 0.25])
    (3e-12, 1.0, 0.25)
    >>> solver_unit([0.3, 1.7])
    1.7
    """
    magnitudes = _finite_abs(values)
    magnitudes = magnitudes[magnitudes > 0]
    if not magnitudes.size:
        return 1.0
    smallest, largest = float(magnitudes.min()), float(magnitudes.max())
    if largest <= 1e9 and np.all(magnitudes == np.round(magnitudes)):
        return 1.0  # integers already: leave integer data untouched
    ratios = magnitudes / smallest
    if largest / smallest <= 1e9 and np.all(np.abs(ratios - np.round(ratios)) <= RELATIVE * ratios):
        return smallest
    return largest


def magnitude_span(*values: ArrayLike) -> tuple[float, float]:
    """The smallest and the largest non-zero finite magnitude among ``values`` (``(0, 0)``
    when there is none): how many orders of magnitude a solver would have to see at once.

    >>> magnitude_span([0.0, -2e-6, 3.0], 7e7)
    (2e-06, 70000000.0)
    """
    parts = [_finite_abs(v) for v in values]
    magnitudes = np.concatenate(parts) if parts else np.zeros(0)
    magnitudes = magnitudes[magnitudes > 0]
    if not magnitudes.size:
        return 0.0, 0.0
    return float(magnitudes.min()), float(magnitudes.max())


def within_solver_resolution(*values: ArrayLike) -> bool:
    """Whether every non-zero number among ``values`` is at least :data:`SOLVER_RESOLUTION`
    times the largest, so that an LP/MILP solver sees them all (zeros are exact anyway).

    >>> within_solver_resolution([0.0, 1e-6, 0.5, 1.0]), within_solver_resolution([1e-7, 1.0])
    (True, False)
    >>> within_solver_resolution([3e-12, 6e-12])    # one unit fits any common scale
    True
    """
    smallest, largest = magnitude_span(*values)
    return smallest >= largest * SOLVER_RESOLUTION
