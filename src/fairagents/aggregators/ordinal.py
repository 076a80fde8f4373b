"""Ordinal rules: they read each ballot as a weak order (see :class:`fairagents.Profile`).

Everything here is computed from the profile's distinct orders or its weighted pairwise-majority
matrix ``M`` (built once, vectorized), never ballot by ballot.
"""

from __future__ import annotations

from fairagents.aggregators.base import Aggregator, Evaluation, InputKind
from fairagents.models import Profile

__all__ = ["Borda"]


class Borda(Aggregator):
    """Borda count (Borda 1781): an alternative scores one point per alternative it beats on
    each ballot, weighted — the row sums of the pairwise-majority matrix. On linear orders of m
    alternatives this is the familiar m−1, m−2, …, 0.
    """

    name = "borda"
    input_kind = InputKind.ORDINAL
    axioms = frozenset({"anonymity", "neutrality", "pareto", "monotonicity", "condorcet_loser"})
    description = "points for every alternative ranked below; the highest total wins"

    def _evaluate(self, profile: Profile) -> Evaluation:
        scores = profile.majority.sum(axis=1)
        best = int(scores.argmax())
        return Evaluation(
            scores=scores,
            explanation=(
                f"Borda: each alternative scores the weight of ballots ranking it above each "
                f"other alternative; {profile.alternatives[best]!r} has the highest total "
                f"({scores[best]:g} of a possible "
                f"{profile.weights.sum() * (profile.n_alternatives - 1):g})."
            ),
        )
