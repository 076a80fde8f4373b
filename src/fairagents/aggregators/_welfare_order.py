"""Ordering alternatives by welfare: the pieces the cardinal, bargaining and approval rules share.

- :func:`refine_groups` — split tie groups by one more key (lexicographic ranking);
- :func:`leximin_compare` / :func:`leximin_groups` — the leximin order of weighted utility
  distributions (Sen 1970), weights read as multiplicities;
- :func:`describe_winners` / :func:`runner_up` — how explanations name the winners and the
  next alternative.

Values within :func:`fairagents.numeric.tolerance` of each other tie, as everywhere.

Internal to :mod:`fairagents.aggregators`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cmp_to_key

import numpy as np
from numpy.typing import NDArray

from fairagents.numeric import RELATIVE, close, tie_groups, tolerance

__all__ = [
    "describe_winners",
    "leximin_compare",
    "leximin_groups",
    "refine_groups",
    "runner_up",
]

FloatArray = NDArray[np.float64]


def refine_groups(
    groups: list[list[int]], key: FloatArray, tol: float | None = None
) -> list[list[int]]:
    """Split each tie group by ``key`` (higher first), keeping the groups' order.

    Applying this with successive keys ranks lexicographically, each key breaking the ties left
    by the ones before. Values of ``key`` within ``tol`` tie (default: the tolerance of the
    whole key, ``each=True``, so every group is split at the same scale).

    >>> refine_groups([[0, 1, 2], [3]], np.array([1.0, 2.0, 1.0, 0.0]))
    [[1], [0, 2], [3]]
    """
    if tol is None:
        tol = tolerance(key, each=True)
    out: list[list[int]] = []
    for group in groups:
        for sub in tie_groups(key[group], tol):
            out.append(sorted(group[j] for j in sub))
    return out


def _weighted_levels(
    values: FloatArray, weights: FloatArray, tol: float
) -> list[tuple[float, float]]:
    """``(utility, total weight)`` pairs, worst first; a utility within ``tol`` of the one
    before it joins that level (vectorized: this runs once per alternative)."""
    order = np.argsort(values, kind="stable")
    v, w = values[order], weights[order]
    gap = np.abs(np.diff(v)) > tol
    starts = np.flatnonzero(np.r_[True, gap])
    totals = np.add.reduceat(w, starts)
    return list(zip(v[starts].tolist(), totals.tolist(), strict=True))


def leximin_compare(
    a: Sequence[tuple[float, float]],
    b: Sequence[tuple[float, float]],
    total: float | None = None,
    tol: float | None = None,
) -> int:
    """Compare two weighted utility distributions by leximin: 1 if ``a`` is better, -1, or 0.

    Each argument lists ``(utility, weight)`` levels worst first (as built from one
    alternative's column) with the same total weight. Picture every voter as an interval of
    length wᵢ laid out from worst-off to best-off; the distribution whose utility is higher at
    the first point where the two differ is better. With integer weights this is exactly the
    leximin comparison of the sorted vectors in which voter i appears wᵢ times (Sen 1970).
    ``total`` is the total weight (computed when not given); utilities within ``tol`` are equal
    (default: the tolerance of the utilities listed, ``each=True``).

    >>> leximin_compare([(1.0, 1.0), (5.0, 1.0)], [(1.0, 1.0), (3.0, 1.0)])
    1
    >>> leximin_compare([(1.0, 2.0)], [(1.0, 1.0), (1.0 + 1e-13, 1.0)])
    0
    """
    if total is None:
        total = sum(w for _, w in a)
    if tol is None:
        tol = tolerance([v for v, _ in a], [v for v, _ in b], each=True)
    eps = RELATIVE * total
    i = j = 0
    left_a = a[0][1] if a else 0.0
    left_b = b[0][1] if b else 0.0
    while i < len(a) and j < len(b):
        va, vb = a[i][0], b[j][0]
        if not close(va, vb, tol):
            return 1 if va > vb else -1
        step = min(left_a, left_b)
        left_a -= step
        left_b -= step
        if left_a <= eps:
            i += 1
            left_a = a[i][1] if i < len(a) else 0.0
        if left_b <= eps:
            j += 1
            left_b = b[j][1] if j < len(b) else 0.0
    return 0


def leximin_groups(columns: FloatArray, weights: FloatArray) -> list[list[int]]:
    """The leximin social order of the alternatives (columns of ``columns``) as tie groups."""
    tol = tolerance(columns, each=True)
    levels = [_weighted_levels(columns[:, k], weights, tol) for k in range(columns.shape[1])]
    total = float(weights.sum())

    def better_first(x: int, y: int) -> int:
        return -leximin_compare(levels[x], levels[y], total, tol)

    order = sorted(range(len(levels)), key=cmp_to_key(better_first))
    groups: list[list[int]] = []
    for k in order:
        if groups and leximin_compare(levels[groups[-1][0]], levels[k], total, tol) == 0:
            groups[-1].append(k)
        else:
            groups.append([k])
    return [sorted(g) for g in groups]


def describe_winners(alts: Sequence[str], winners: Sequence[int]) -> str:
    """How explanations name the winners: ``'a'``, or ``'a' (tied with 'b')``.

    >>> describe_winners(("a", "b", "c"), [0, 2])
    "'a' (tied with 'c')"
    """
    head = repr(alts[winners[0]])
    if len(winners) == 1:
        return head
    return f"{head} (tied with {', '.join(repr(alts[k]) for k in winners[1:])})"


def runner_up(alts: Sequence[str], groups: list[list[int]], scores: FloatArray) -> str:
    """``"; next: 'x' with 1.2"`` for the best alternative outside the winners, if any."""
    if len(groups) < 2:
        return "; every alternative ties"
    k = groups[1][0]
    return f"; next: {alts[k]!r} with {scores[k]:.4g}"
