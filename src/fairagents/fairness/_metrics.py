"""Welfare and inequality metrics on a vector of stakeholders' utilities (pure numpy).

Each function takes the utilities as a 1-D array-like (one entry per stakeholder, any order) and
returns a float. Every metric here is *symmetric*: relabelling the stakeholders (permuting the
vector together with its weights and groups) does not change the value. What this module leaves
out: anything that needs the allocation itself (envy, proportionality: :mod:`.envy`), and
anything that needs the problem (optimality against exact solvers: :mod:`.report`).

- utilitarian sum (Bentham/Mill): ``Σ wᵢ uᵢ``
- minimum (Rawls' maximin value) and worst-group mean
- Nash welfare (Nash 1950; Kaneko & Nakamura 1979): ``Π uᵢ`` and its log form ``Σ log uᵢ``
- Gini coefficient (Gini 1912), weighted, as half the relative mean absolute difference
- min–max normalized satisfaction and its 20th percentile
- equitability gap (EQ; Freeman, Sikdar, Vaish & Xia 2019): ``max uᵢ − min uᵢ``

Internal to :mod:`fairagents.fairness`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from numpy.typing import ArrayLike, NDArray

from fairagents.errors import InputError

__all__ = [
    "eq_gap",
    "gini",
    "group_means",
    "log_nash_welfare",
    "minimum",
    "nash_welfare",
    "normalized_satisfaction",
    "percentile_satisfaction",
    "utilitarian",
    "worst_group_mean",
]

FloatArray = NDArray[np.float64]


def _vector(values: ArrayLike, what: str = "utilities") -> FloatArray:
    array = np.asarray(values, dtype=np.float64).reshape(-1)
    if array.size == 0:
        raise InputError(f"{what}: need at least one stakeholder, got an empty vector")
    if not np.all(np.isfinite(array)):
        raise InputError(f"{what}: every value must be a finite number")
    return array


def _weights(weights: ArrayLike | None, n: int) -> FloatArray:
    if weights is None:
        return np.ones(n, dtype=np.float64)
    w = _vector(weights, "weights")
    if w.size != n:
        raise InputError(f"weights: {w.size} weights given for {n} utilities")
    if np.any(w <= 0):
        raise InputError("weights: every weight must be positive")
    return w


def utilitarian(utilities: ArrayLike, weights: ArrayLike | None = None) -> float:
    """Utilitarian welfare ``Σ wᵢ uᵢ`` (weights default to 1).

    >>> utilitarian([1, 2, 3])
    6.0
    >>> utilitarian([1, 2], weights=[2, 1])
    4.0
    """
    u = _vector(utilities)
    return float(np.dot(_weights(weights, u.size), u))


def minimum(utilities: ArrayLike) -> float:
    """The worst-off stakeholder's utility (Rawls' maximin value).

    >>> minimum([3, 1, 2])
    1.0
    """
    return float(_vector(utilities).min())


def group_means(
    utilities: ArrayLike, groups: Sequence[str], weights: ArrayLike | None = None
) -> dict[str, float]:
    """(Weighted) mean utility of each group, groups in order of first appearance.

    >>> group_means([1, 3, 10], ["a", "a", "b"])
    {'a': 2.0, 'b': 10.0}
    >>> group_means([1, 3], ["a", "a"], weights=[3, 1])
    {'a': 1.5}
    """
    u = _vector(utilities)
    w = _weights(weights, u.size)
    if len(groups) != u.size:
        raise InputError(f"groups: {len(groups)} group labels given for {u.size} utilities")
    sums: dict[str, list[tuple[float, float]]] = {}
    for value, weight, group in zip(u.tolist(), w.tolist(), groups, strict=True):
        sums.setdefault(group, []).append((weight * value, weight))
    return {
        g: math.fsum(x for x, _ in vs) / math.fsum(wt for _, wt in vs) for g, vs in sums.items()
    }


def worst_group_mean(
    utilities: ArrayLike, groups: Sequence[str], weights: ArrayLike | None = None
) -> float:
    """The smallest group mean: the worst-off *group* (one group = the plain mean).

    >>> worst_group_mean([1, 3, 10], ["a", "a", "b"])
    2.0
    """
    return min(group_means(utilities, groups, weights).values())


def nash_welfare(utilities: ArrayLike, weights: ArrayLike | None = None) -> float:
    """Nash welfare ``Π uᵢ^wᵢ`` (Nash 1950); 0 when someone has utility 0.

    Defined for non-negative utilities only: a product of negative numbers ranks nothing. A
    product beyond the float range is ``inf``; compare with :func:`log_nash_welfare` instead.

    >>> nash_welfare([2, 3, 4])
    24.0
    >>> nash_welfare([0, 5])
    0.0
    """
    u = _vector(utilities)
    if np.any(u < 0):
        raise InputError("Nash welfare is defined for non-negative utilities only")
    w = _weights(weights, u.size)
    if np.any(u == 0):
        return 0.0
    # Past the float range the product is inf (or 0): that is its value in floats, not an error;
    # log_nash_welfare stays finite and is what comparisons should use.
    with np.errstate(over="ignore", under="ignore"):
        return float(np.prod(np.power(u, w)))


def log_nash_welfare(utilities: ArrayLike, weights: ArrayLike | None = None) -> float:
    """Log Nash welfare ``Σ wᵢ log uᵢ``; ``-inf`` when someone has utility 0.

    The log form is what solvers maximize: it does not overflow for many stakeholders.

    >>> round(log_nash_welfare([1, math.e]), 12)
    1.0
    """
    u = _vector(utilities)
    if np.any(u < 0):
        raise InputError("Nash welfare is defined for non-negative utilities only")
    if np.any(u == 0):
        return -math.inf
    return float(np.dot(_weights(weights, u.size), np.log(u)))


def gini(utilities: ArrayLike, weights: ArrayLike | None = None) -> float:
    """Gini coefficient (Gini 1912): half the relative mean absolute difference.

    ``G = Σᵢ Σⱼ wᵢ wⱼ |uᵢ − uⱼ| / (2 W² μ)`` with ``W = Σ wᵢ`` and ``μ`` the weighted mean; 0 is
    perfect equality, and with n equally weighted people G ≤ 1 − 1/n < 1. All-zero utilities
    count as perfectly equal (0). Defined for non-negative utilities only. Integer weights give
    the Gini of the vector with each entry repeated weight times.

    >>> gini([1, 1, 1])
    0.0
    >>> gini([0, 0, 0, 1])          # one person has everything: 1 - 1/n
    0.75
    >>> round(gini([1, 2, 3, 4]), 6)
    0.25
    """
    u = _vector(utilities)
    if np.any(u < 0):
        raise InputError("the Gini coefficient is defined for non-negative utilities only")
    w = _weights(weights, u.size)
    total = float(w.sum())
    mean = float(np.dot(w, u)) / total
    if mean == 0:
        return 0.0
    diffs = np.abs(u[:, None] - u[None, :])
    return float(w @ diffs @ w) / (2.0 * total * total * mean)


def normalized_satisfaction(utilities: ArrayLike, worst: ArrayLike, best: ArrayLike) -> FloatArray:
    """Min–max normalize each utility within the scenario: ``(uᵢ − worstᵢ) / (bestᵢ − worstᵢ)``.

    ``worstᵢ``/``bestᵢ`` are stakeholder i's least and most attainable utility over the
    scenario's feasible outcomes, so 0 means "the worst this scenario can do to me" and 1 "the
    best it can do for me". A stakeholder with ``bestᵢ = worstᵢ`` is indifferent and counts as
    fully satisfied (1). Results are clipped to [0, 1] against rounding.

    >>> normalized_satisfaction([5, 2], worst=[0, 2], best=[10, 2]).tolist()
    [0.5, 1.0]
    """
    u = _vector(utilities)
    lo = _vector(worst, "worst")
    hi = _vector(best, "best")
    if not lo.size == hi.size == u.size:
        raise InputError("utilities, worst and best must have one entry per stakeholder")
    if np.any(hi < lo):
        raise InputError("best must be at least worst for every stakeholder")
    span = hi - lo
    out = np.ones_like(u)
    moving = span > 0
    out[moving] = (u[moving] - lo[moving]) / span[moving]
    return np.clip(out, 0.0, 1.0)


def percentile_satisfaction(
    satisfaction: ArrayLike, q: float = 20.0, weights: ArrayLike | None = None
) -> float:
    """The q-th percentile (lower, inverted-CDF) of the stakeholders' satisfaction.

    The smallest value s such that stakeholders holding at least q% of the weight have
    satisfaction ≤ s (Hyndman & Fan 1996, definition 1): always one of the observed values, so
    "the 20th-percentile stakeholder" is a real person. With q = 20 it reads: at least 80% of the
    weight is at or above this satisfaction.

    >>> percentile_satisfaction([0.1, 0.5, 0.9, 1.0, 0.7])
    0.1
    >>> percentile_satisfaction([0.1, 0.5, 0.9, 1.0, 0.7], q=50)
    0.7
    """
    if not 0 <= q <= 100:
        raise InputError(f"percentile q={q} must lie in [0, 100]")
    s = _vector(satisfaction, "satisfaction")
    w = _weights(weights, s.size)
    order = np.argsort(s, kind="stable")
    cumulative = np.cumsum(w[order]) / w.sum()
    # Tolerance: 0.2 reached by 1/5 weight must count as reached despite rounding.
    index = int(np.searchsorted(cumulative, q / 100.0 - 1e-12, side="left"))
    return float(s[order][min(index, s.size - 1)])


def eq_gap(utilities: ArrayLike) -> float:
    """Equitability gap ``max uᵢ − min uᵢ``; 0 iff the outcome is equitable (EQ).

    Equitability compares utilities directly, so it assumes a common scale, as in the
    Herreiner & Puppe (2007) instances where each person's values sum to 100.

    >>> eq_gap([3, 7, 5])
    4.0
    """
    u = _vector(utilities)
    return float(u.max() - u.min())
