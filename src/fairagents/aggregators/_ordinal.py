"""Ordinal rules: they read each ballot as a weak order (see :class:`fairagents.Profile`).

Plurality, Borda, Copeland, minimax (Simpson–Kramer) and Schulze. Instant runoff, a sequence
of eliminations, lives in :mod:`fairagents.aggregators._runoff`; Kemeny–Young, a search over
rankings, in :mod:`fairagents.aggregators._kemeny`.

Everything here is computed from the profile's distinct orders (``Profile.distinct_ranks``) or
its weighted pairwise-majority matrix ``M`` (``Profile.majority``, built once, vectorized), never
ballot by ballot. Ballots are weak orders: tie groups are allowed and omitted alternatives tie
last, so every rule documents how it reads a tie; where pref_voting (Holliday & Pacuit) defines
the rule on profiles with ties, the convention here matches it, and the tests check the winner
sets against it. Pairwise contests closer than ``1e-9`` of the total weight count as ties
(:func:`fairagents.numeric.tolerance` of the weights), so float weights cannot invent a
majority, and rescaling every weight never changes a winner.

Not here: rules that break ties by a fixed order inside the rule (e.g. pref_voting's
``instant_runoff_tb``: here IRV eliminates tied last places together, or branches on them; see
:class:`InstantRunoff`), and the many other Condorcet methods (ranked pairs, split cycle, …).

Internal to :mod:`fairagents.aggregators`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import (
    LINEAR_ADVICE,
    LINEAR_LIMIT,
    PAIRWISE_ADVICE,
    PAIRWISE_LIMIT,
    Evaluation,
    InputKind,
    Rule,
)
from fairagents.errors import InputError
from fairagents.models import Profile
from fairagents.models._outcome import ParamValue
from fairagents.numeric import tolerance, top_group

__all__ = ["Borda", "Copeland", "Minimax", "Plurality", "Schulze", "borda_scores", "top_shares"]

FloatArray = NDArray[np.float64]

_PAIRWISE = frozenset({"anonymity", "neutrality", "condorcet_winner", "monotonicity"})


def top_shares(
    columns: NDArray[np.int64], totals: FloatArray
) -> tuple[FloatArray, NDArray[np.intp]]:
    """Each alternative's share of first places, and how many alternatives each order ties first.

    ``columns`` holds one distinct order per *column* (alternatives × orders: reducing over the
    short first axis is several times faster than over rows); ``totals`` their weights. An order
    with k alternatives tied first gives each 1/k of its weight.

    >>> shares, tied = top_shares(np.array([[0, 0], [1, 0], [1, 1]]), np.array([2.0, 1.0]))
    >>> shares.tolist(), tied.tolist()
    ([2.5, 0.5, 0.0], [1, 2])
    """
    top = columns == columns.min(axis=0)
    tied = top.sum(axis=0)
    shares: FloatArray = top @ (totals / tied)
    return shares, tied


def borda_scores(profile: Profile) -> FloatArray:
    """Each alternative's Borda score with ties averaged (see :class:`Borda`).

    >>> borda_scores(Profile.from_rankings([["a", ["b", "c"]]])).tolist()
    [2.0, 0.5, 0.5]
    """
    m, total = profile.n_alternatives, float(profile.weights.sum())
    # Σ_j margin(i, j) is, per weak order, (alternatives below i) − (alternatives above i):
    # counted per distinct order, O(k·m), never the m × m margins (800 MB for 10,000
    # alternatives).
    orders, weights = profile.distinct_ranks
    # All orders at once, not one per order (a Python loop: 50 ms on 8,800 orders): each row's
    # values shifted past the previous row's, one histogram over all of them, and its running
    # sums per row count the alternatives above (strictly lower values) and below each one.
    # In blocks of rows, so the temporaries stay a few times 2**20 cells whatever k and m.
    low = int(orders.min())
    span = int(orders.max()) - low + 1
    step = max(1, 2**20 // max(m, span))
    net = np.zeros(m)
    for first in range(0, len(orders), step):
        block = orders[first : first + step]
        k = len(block)
        keyed = block - low + (np.arange(k, dtype=np.int64) * span)[:, None]
        counts = np.bincount(keyed.ravel(), minlength=k * span)
        at_most = np.cumsum(counts.reshape(k, span), axis=1).ravel()  # values <= each level
        below = m - at_most[keyed]
        above = at_most[keyed] - counts[keyed]
        net += weights[first : first + step] @ (below - above)
    scores: FloatArray = ((m - 1) * total + net) / 2
    return scores


def quote_names(profile: Profile, indices: Iterable[int | np.integer[Any]]) -> str:
    return ", ".join(repr(profile.alternatives[int(i)]) for i in indices)


def format_tally(
    profile: Profile,
    scores: FloatArray,
    indices: Iterable[int | np.integer[Any]] | None = None,
    *,
    ascending: bool = False,
) -> str:
    idx = [int(i) for i in (range(profile.n_alternatives) if indices is None else indices)]
    ranked = sorted(idx, key=lambda i: scores[i] if ascending else -scores[i])
    return ", ".join(f"{profile.alternatives[i]} {scores[i]:g}" for i in ranked)


class Plurality(Rule):
    """Plurality: the alternative ranked first by the most weight wins.

    Ties at the top of a ballot split it: a ballot (of weight w) with k alternatives tied first
    gives each w/k. pref_voting's ``plurality`` refuses such ballots; the split convention is its
    ``ProfileWithTies.tops_scores(score_type="split")``, which the oracle tests compare with. A
    dominated alternative never wins (it is never first), but two alternatives that are never
    first tie socially, so the strict ``pareto`` axiom is not claimed.
    """

    name = "plurality"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.ORDINAL
    axioms = frozenset({"anonymity", "neutrality", "monotonicity"})
    description = "the alternative ranked first by the most weight wins (tied tops split 1/k)"

    def _evaluate(self, profile: Profile) -> Evaluation:
        orders, totals = profile.distinct_ranks
        scores, tied = top_shares(np.ascontiguousarray(orders.T), totals)
        tol = tolerance(profile.weights)
        win = top_group(scores, tol)
        split = bool((tied > 1).any())
        return Evaluation(
            scores=scores,
            tolerance=tol,
            explanation=(
                f"Plurality: {quote_names(profile, win)} "
                f"{'is' if len(win) == 1 else 'are'} ranked first by the most weight "
                f"({scores[win[0]]:g} of {totals.sum():g}); "
                f"first places: {format_tally(profile, scores)}."
                + (" Ballots with k alternatives tied first give each 1/k." if split else "")
            ),
        )


class Borda(Rule):
    """Borda count (Borda 1781) with ties averaged.

    On a ballot of weight w an alternative scores w per alternative ranked strictly below it and
    w/2 per alternative tied with it — the average of the positions its tie group spans. On
    linear orders of m alternatives this is the familiar m−1, m−2, …, 0; it equals
    ``((m−1)·W + Σ_j margin[i, j]) / 2``, an affine image of pref_voting's *symmetric* Borda
    score (Terzopoulou & Endriss 2021), so winners match ``borda_for_profile_with_ties``.
    """

    name = "borda"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.ORDINAL
    axioms = frozenset({"anonymity", "neutrality", "pareto", "monotonicity", "condorcet_loser"})
    description = "points for every alternative ranked below (half for ties); the highest wins"

    def _evaluate(self, profile: Profile) -> Evaluation:
        m, total = profile.n_alternatives, float(profile.weights.sum())
        scores = borda_scores(profile)
        tol = tolerance(profile.weights)
        win = top_group(scores, tol)
        return Evaluation(
            scores=scores,
            tolerance=tol,
            explanation=(
                f"Borda: each alternative scores the weight of ballots ranking it above each "
                f"other alternative (half for a tie); {quote_names(profile, win)} "
                f"{'has' if len(win) == 1 else 'share'} the highest total "
                f"({scores[win[0]]:g} of a possible {total * (m - 1):g}); "
                f"totals: {format_tally(profile, scores)}."
            ),
        )


class Copeland(Rule):
    """Copeland (Copeland 1951): 1 point per pairwise majority win, ½ per pairwise tie.

    pref_voting scores win 1 / tie 0 / loss −1; that is ``2·score − (m−1)``, the same winners.
    """

    name = "copeland"
    max_alternatives = PAIRWISE_LIMIT
    size_advice = PAIRWISE_ADVICE
    input_kind = InputKind.ORDINAL
    axioms = _PAIRWISE | {"pareto", "condorcet_loser"}
    description = "one point per head-to-head majority win, half per tie; the most points wins"

    def _evaluate(self, profile: Profile) -> Evaluation:
        margins, tol, m = profile.margins, tolerance(profile.weights), profile.n_alternatives
        wins = (margins > tol).sum(axis=1)
        ties = (np.abs(margins) <= tol).sum(axis=1) - 1  # minus the diagonal
        scores = wins + 0.5 * ties
        win = top_group(scores)  # counts of contests: exact, whatever the weights' scale
        best = int(win[0])
        return Evaluation(
            scores=scores.astype(np.float64),
            explanation=(
                f"Copeland: {quote_names(profile, win)} "
                f"{'wins' if len(win) == 1 else 'each win'} {wins[best]} of {m - 1} head-to-head "
                f"majority contests and {'ties' if len(win) == 1 else 'tie'} {ties[best]} "
                f"(score {scores[best]:g}); scores: {format_tally(profile, scores)}."
            ),
        )


class Minimax(Rule):
    """Minimax, the Simpson–Kramer rule (Simpson 1969; Kramer 1977): the alternative whose worst
    pairwise defeat is smallest wins. ``scores`` are minus that worst defeat (0 if undefeated).

    ``measure`` says how a defeat is sized, as in pref_voting's ``minimax_scores``:
    ``"margins"`` (default; pref_voting ``minimax``) — the margin of each rival that beats it;
    ``"winning_votes"`` (``minimax_support``) — the weight of the rival's majority;
    ``"pairwise_opposition"`` — the weight preferring any rival, beaten or not. The three agree
    on linear orders and differ when ballots have ties.
    """

    name = "minimax"
    max_alternatives = PAIRWISE_LIMIT
    size_advice = PAIRWISE_ADVICE
    input_kind = InputKind.ORDINAL
    axioms = _PAIRWISE
    description = "the alternative whose worst head-to-head defeat is smallest wins"
    MEASURES = ("margins", "winning_votes", "pairwise_opposition")

    def __init__(
        self, *, measure: str = "margins", tie_break: str = "lexicographic", seed: int = 0
    ) -> None:
        super().__init__(tie_break=tie_break, seed=seed)
        if measure not in self.MEASURES:
            raise InputError(f"measure {measure!r} is unknown; known: {', '.join(self.MEASURES)}")
        self.measure = measure

    def _params(self) -> dict[str, ParamValue]:
        return {} if self.measure == "margins" else {"measure": self.measure}

    def _evaluate(self, profile: Profile) -> Evaluation:
        margins, majority, tol = profile.margins, profile.majority, tolerance(profile.weights)
        if self.measure == "pairwise_opposition":
            against = majority.copy()
        else:
            size = margins if self.measure == "margins" else majority
            against = np.where(margins > tol, size, 0.0)
        np.fill_diagonal(against, 0.0)
        worst = against.max(axis=0)  # column i: the rivals' strength against i
        scores = 0.0 - worst  # 0.0 - x, not -x: no negative zero for the undefeated
        win = top_group(scores, tol)
        best = int(win[0])
        what = "maximal opposition" if self.measure == "pairwise_opposition" else "worst defeat"
        if worst[best] <= tol:
            why = "undefeated head to head"
        else:
            beater = int(against[:, best].argmax())
            why = (
                f"{what} {worst[best]:g} ({self.measure.replace('_', ' ')}, "
                f"from {profile.alternatives[beater]!r})"
            )
        return Evaluation(
            scores=scores,
            explanation=(
                f"Minimax: {quote_names(profile, win)} {'has' if len(win) == 1 else 'share'} the "
                f"smallest {what}: {why}; "
                f"{what}s: {format_tally(profile, worst, ascending=True)}."
            ),
            tolerance=tol,
        )


class Schulze(Rule):
    """Schulze's strongest-path rule (Schulze 2011), "beat path" in pref_voting.

    The link a→b has strength d[a,b] when a beats b head to head (0 otherwise); a path is as
    strong as its weakest link; p[a,b] is the strongest path from a to b (a widest-path
    Floyd–Warshall, vectorized). a defeats b when p[a,b] > p[b,a]; this relation is transitive
    (Schulze 2011, §4.1). Winners are the undefeated; ``scores`` are minus the number of rivals
    that defeat an alternative, so sorting by score extends the Schulze order.

    ``strength``: ``"margins"`` (default; pref_voting's ``beat_path``) or ``"winning_votes"``
    (Schulze's own recommendation; pref_voting ``beat_path`` with ``strength_function=support``).
    They agree on linear orders.
    """

    name = "schulze"
    input_kind = InputKind.ORDINAL
    axioms = _PAIRWISE | {"pareto", "condorcet_loser", "independence_of_clones"}
    description = "the alternative no rival beats on strongest majority paths wins"
    STRENGTHS = ("margins", "winning_votes")
    max_alternatives = 1_000
    size_advice = (
        "strongest paths take O(m³) time (1,000 alternatives: about a second, 3,000: over a "
        "minute); use 'copeland' or 'minimax' for large alternative sets"
    )

    def __init__(
        self, *, strength: str = "margins", tie_break: str = "lexicographic", seed: int = 0
    ) -> None:
        super().__init__(tie_break=tie_break, seed=seed)
        if strength not in self.STRENGTHS:
            raise InputError(
                f"strength {strength!r} is unknown; known: {', '.join(self.STRENGTHS)}"
            )
        self.strength = strength

    def _params(self) -> dict[str, ParamValue]:
        return {} if self.strength == "margins" else {"strength": self.strength}

    def _evaluate(self, profile: Profile) -> Evaluation:
        margins, tol = profile.margins, tolerance(profile.weights)
        size = margins if self.strength == "margins" else profile.majority
        paths = np.where(margins > tol, size, 0.0)
        for k in range(profile.n_alternatives):
            paths = np.maximum(paths, np.minimum(paths[:, k : k + 1], paths[k : k + 1, :]))
        np.fill_diagonal(paths, 0.0)
        defeats = paths > paths.T + tol  # defeats[a, b]: a defeats b
        scores = 0.0 - defeats.sum(axis=0).astype(np.float64)
        win = top_group(scores)  # counts of defeats: exact
        best = int(win[0])
        alts = profile.alternatives
        shown = [
            f"p[{alts[best]},{alts[j]}]={paths[best, j]:g} "
            f"{'>' if defeats[best, j] else '='} p[{alts[j]},{alts[best]}]={paths[j, best]:g}"
            for j in range(profile.n_alternatives)
            if j != best
        ]
        return Evaluation(
            scores=scores,
            explanation=(
                f"Schulze ({self.strength.replace('_', ' ')}): {quote_names(profile, win)} "
                f"{'is' if len(win) == 1 else 'are'} beaten by no rival on strongest paths: "
                + "; ".join(shown)
                + "."
            ),
        )
