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
consensus itself (:mod:`fairagents.aggregators._kemeny`).

>>> kendall_distance((("a",), ("b",), ("c",)), (("c",), ("b",), ("a",)))
1.0
>>> kendall_distance((("a",), ("b",), ("c",)), (("a", "b"), ("c",)))
0.166667
>>> kendall_distance((("a",), ("b",)), (("a",), ("z",))) is None  # one shared candidate
True

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from itertools import combinations

__all__ = ["kendall_distance", "mean_pairwise_distance", "pair_counts"]

Ranking = Sequence[Sequence[str]]
"""A weak order as tie groups, best first (a :data:`~fairagents.models.TieGroups`)."""

DIGITS = 6
"""Distances are rounded to this many decimals, so equal distances compare equal in tables."""


def _levels(ranking: Ranking) -> dict[str, int]:
    return {c: i for i, group in enumerate(ranking) for c in group}


def _tied(keys: Iterable[Hashable]) -> int:
    return sum(t * (t - 1) // 2 for t in Counter(keys).values())


def pair_counts(first: Sequence[int], second: Sequence[int]) -> tuple[int, int, int, int]:
    """Over the pairs of positions of two equally long level sequences (lower is better):
    ``(discordant, tied in first only, tied in second only, tied in both)``; the rest are
    concordant. O(m log m) (Knight 1966: sort by the first, count the second's inversions),
    so a table of 10,000 candidates is compared in milliseconds, not in a minute.

    >>> pair_counts([0, 1, 2], [2, 1, 0])
    (3, 0, 0, 0)
    >>> pair_counts([0, 0, 1], [0, 1, 1])
    (0, 1, 1, 0)
    """
    pairs = sorted(zip(first, second, strict=True))
    both = _tied(pairs)
    only_first = _tied(a for a, _ in pairs) - both
    only_second = _tied(b for _, b in pairs) - both
    # Sorted by (first, second), a pair tied in the first is never an inversion of the second,
    # so the strict inversions of the second are exactly the discordant pairs. A Fenwick tree
    # over the second's ranks counts, for each position, the earlier ones strictly above it.
    ranks = {v: i + 1 for i, v in enumerate(sorted({b for _, b in pairs}))}
    tree = [0] * (len(ranks) + 1)
    discordant = 0
    for seen, (_, b) in enumerate(pairs):
        r = ranks[b]
        at_most = 0
        i = r
        while i > 0:
            at_most += tree[i]
            i -= i & -i
        discordant += seen - at_most
        while r < len(tree):
            tree[r] += 1
            r += r & -r
    return discordant, only_first, only_second, both


def kendall_distance(first: Ranking, second: Ranking) -> float | None:
    """The normalised Kendall distance (ties ½) between two weak orders over the candidates
    both rank, or ``None`` when they share fewer than two (see the module docstring)."""
    a, b = _levels(first), _levels(second)
    shared = [c for c in a if c in b]
    if len(shared) < 2:
        return None
    discordant, only_a, only_b, _ = pair_counts([a[c] for c in shared], [b[c] for c in shared])
    halves = 2 * discordant + only_a + only_b  # twice the distance: an integer
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
