"""How far apart two rankings are: the normalised Kendall distance between weak orders.

:func:`kendall_distance` counts, over every pair of candidates **both** rankings rank, the
pairs they order differently: a pair ordered oppositely counts 1, a pair one ranking ties and
the other orders counts ½, a pair both order alike (or both tie) counts 0 — Kendall's distance
with penalty p = ½ for ties (Fagin, Kumar, Mahdian, Sivakumar & Vee 2006, "Comparing partial
rankings", their K^(p); a metric for p in [½, 1]). The sum is divided by the number of pairs, so
the distance lies in [0, 1]: 0 for the same weak order, 1 for two strict orders that reverse
each other. For two strict orders it equals ``(1 − τ) / 2``, Kendall's τ (Kendall 1938).

Only candidates both rankings name are compared: a deliberation's table grows between rounds,
and a candidate one ballot never saw has no position to compare. Fewer than two shared
candidates leave no pair, and the distance is ``None`` (not 0: nothing was compared).

:func:`mean_pairwise_distance` is the spread of a set of rankings (the mean distance over
unordered pairs of them): how much a round's ballots disagree.

Not here: distances that weigh the top more (Spearman's footrule, weighted τ), and the Kemeny
consensus itself (:mod:`fairagents.aggregators.kemeny`).

>>> kendall_distance((("a",), ("b",), ("c",)), (("c",), ("b",), ("a",)))
1.0
>>> kendall_distance((("a",), ("b",), ("c",)), (("a", "b"), ("c",)))
0.166667
>>> kendall_distance((("a",), ("b",)), (("a",), ("z",))) is None  # one shared candidate
True
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

__all__ = ["kendall_distance", "mean_pairwise_distance"]

Ranking = Sequence[Sequence[str]]
"""A weak order as tie groups, best first (a :data:`~fairagents.models.TieGroups`)."""

DIGITS = 6
"""Distances are rounded to this many decimals, so equal distances compare equal in tables."""


def _levels(ranking: Ranking) -> dict[str, int]:
    return {c: i for i, group in enumerate(ranking) for c in group}


def kendall_distance(first: Ranking, second: Ranking) -> float | None:
    """The normalised Kendall distance (ties ½) between two weak orders over the candidates
    both rank, or ``None`` when they share fewer than two (see the module docstring)."""
    a, b = _levels(first), _levels(second)
    shared = [c for c in a if c in b]
    if len(shared) < 2:
        return None
    halves = 0  # twice the distance, so the sum stays an integer
    for x, y in combinations(shared, 2):
        da, db = a[x] - a[y], b[x] - b[y]
        if (da > 0 and db < 0) or (da < 0 and db > 0):
            halves += 2
        elif (da == 0) != (db == 0):
            halves += 1
    pairs = len(shared) * (len(shared) - 1) // 2
    return round(halves / (2 * pairs), DIGITS)


def mean_pairwise_distance(rankings: Sequence[Ranking]) -> float | None:
    """The mean :func:`kendall_distance` over the unordered pairs of ``rankings`` that share
    two candidates; ``None`` with fewer than two rankings (or no such pair).

    >>> mean_pairwise_distance([(("a",), ("b",)), (("b",), ("a",)), (("a",), ("b",))])
    0.666667
    """
    found = [d for x, y in combinations(rankings, 2) if (d := kendall_distance(x, y)) is not None]
    if not found:
        return None
    return round(sum(found) / len(found), DIGITS)
