"""Kemeny–Young, exactly: the rankings that agree with the most weighted pairwise preferences.

A ranking's Kemeny score is ``Σ M[x, y]`` over the pairs it puts ``x`` above ``y`` (``M`` the
weighted pairwise-majority matrix); the optimal rankings maximize it, equivalently minimize the
total Kendall-tau distance to the ballots (Kemeny 1959; Young & Levenglick 1978). With weak-order
ballots this is the same as maximizing the sum of margins, pref_voting's ``kemeny_young``
("marginal") definition: whichever way a ranking orders a pair, ``M[x, y] + M[y, x]`` is the
same, so the two objectives differ by a constant.

The search is a dynamic programme over subsets (Held–Karp style, O(2^m·m²) time, vectorized one
subset size at a time): ``best(R)`` is the best score of ranking the set ``R`` by itself, and
``best(R) = max over x in R of [Σ_{y in R} M[x, y] + best(R − x)]`` — put ``x`` first, it beats
the rest of ``R`` on those ballots. Ten alternatives take milliseconds, sixteen a fraction of a
second, twenty a few seconds; the rule refuses more than :data:`MAX_ALTERNATIVES` (the problem
is NP-hard; Bartholdi, Tovey & Trick 1989).

Not here: approximate Kemeny (for large m use Schulze or Copeland, which share its Condorcet
behaviour), and enumerating every optimal ranking (only their number is reported).

Internal to :mod:`fairagents.aggregators`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import Evaluation, InputKind, Rule
from fairagents.models import Profile
from fairagents.numeric import tolerance

__all__ = ["MAX_ALTERNATIVES", "KemenyYoung", "kemeny_table"]

MAX_ALTERNATIVES = 20
"""The largest alternative set the exact search accepts (2^20 subsets: seconds, ~100 MB)."""

FloatArray = NDArray[np.float64]


def _layers(m: int) -> list[NDArray[np.int64]]:
    """All subsets of ``range(m)`` as bit masks, grouped by size."""
    masks = np.arange(1 << m, dtype=np.int64)
    sizes = np.zeros_like(masks)
    for x in range(m):
        sizes += (masks >> x) & 1
    order = np.argsort(sizes, kind="stable")
    bounds = np.searchsorted(sizes[order], np.arange(m + 2))
    return [order[bounds[k] : bounds[k + 1]] for k in range(m + 1)]


def kemeny_table(majority: FloatArray, tol: float) -> tuple[FloatArray, FloatArray]:
    """``best`` and ``count`` per subset mask: the best Kemeny score of ranking that subset, and
    how many rankings of it reach that score (within ``tol``).

    >>> best, count = kemeny_table(np.array([[0.0, 2.0], [1.0, 0.0]]), 1e-9)
    >>> best.tolist(), count.tolist()
    ([0.0, 0.0, 0.0, 2.0], [1.0, 1.0, 1.0, 1.0])
    """
    m = majority.shape[0]
    best = np.zeros(1 << m, dtype=np.float64)
    count = np.ones(1 << m, dtype=np.float64)
    bits = np.arange(m, dtype=np.int64)
    for layer in _layers(m)[2:]:
        member = ((layer[:, None] >> bits) & 1).astype(bool)  # (L, m)
        above = member.astype(np.float64) @ majority.T  # above[R, x] = Σ_{y in R} M[x, y]
        rest = layer[:, None] ^ (1 << bits)  # R − x (or R + x when x ∉ R, masked off below)
        value = np.where(member, above + best[np.where(member, rest, 0)], -np.inf)
        top = value.max(axis=1)
        reach = value >= top[:, None] - tol
        best[layer] = top
        count[layer] = np.where(reach, count[np.where(member, rest, 0)], 0.0).sum(axis=1)
    return best, count


class KemenyYoung(Rule):
    """Kemeny–Young (Kemeny 1959; Young & Levenglick 1978), computed exactly.

    Winners: every alternative that tops *some* optimal ranking (pref_voting's definition).
    ``scores[x]``: the best Kemeny score of a ranking that puts ``x`` first, so the winners are
    exactly the alternatives at the maximum. ``ranking``: the winners tied first, then the other
    alternatives in the order of one optimal ranking — the one that, position by position, takes
    the alternative listed first in the profile among those that keep it optimal. With a unique
    optimal ranking this is that ranking; the explanation says how many optimal rankings exist.

    Not claimed: independence of clones (Kemeny fails it; Tideman 1987).
    """

    name = "kemeny_young"
    input_kind = InputKind.ORDINAL
    axioms = frozenset(
        {
            "anonymity",
            "neutrality",
            "pareto",
            "condorcet_winner",
            "condorcet_loser",
            "monotonicity",
        }
    )
    description = "the ranking agreeing with the most pairwise preferences (exact); its top wins"
    max_alternatives = MAX_ALTERNATIVES
    size_advice = (
        "the exact search is exponential; use 'schulze' or 'copeland' for large alternative sets"
    )

    def _evaluate(self, profile: Profile) -> Evaluation:
        majority = profile.majority
        m = profile.n_alternatives
        tol = tolerance(majority)  # a ranking's score sums entries of the majority matrix
        best, count = kemeny_table(majority, tol)
        full = (1 << m) - 1
        scores = np.array(
            [majority[x].sum() + best[full ^ (1 << x)] for x in range(m)], dtype=np.float64
        )
        optimum = float(best[full])
        winners = [x for x in range(m) if scores[x] >= optimum - tol]
        order: list[int] = []
        remaining = full
        while remaining:
            for x in range(m):  # the first alternative (profile order) that stays optimal
                if remaining >> x & 1:
                    rest = remaining ^ (1 << x)
                    gain = sum(majority[x, y] for y in range(m) if rest >> y & 1)
                    if gain + best[rest] >= best[remaining] - tol:
                        order.append(x)
                        remaining = rest
                        break
        ranking = [winners] + [[x] for x in order if x not in winners]
        alts = profile.alternatives
        pairs = float((majority + majority.T).sum() / 2)
        n_opt = round(float(count[full]))
        shown = " > ".join(alts[x] for x in order)
        return Evaluation(
            scores=scores,
            ranking=ranking,
            explanation=(
                f"Kemeny–Young: the ranking {shown} agrees with {optimum:g} of the {pairs:g} "
                f"weighted pairwise preferences on the ballots, the most any ranking reaches"
                + (
                    "; it is the only optimal ranking."
                    if n_opt == 1
                    else f"; {n_opt} rankings tie for that, and "
                    + ", ".join(repr(alts[x]) for x in winners)
                    + (" tops one of them." if len(winners) == 1 else " each top one of them.")
                )
            ),
        )
