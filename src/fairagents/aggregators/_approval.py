"""Evaluative rules: approval voting and score (range) voting.

- :class:`Approval` — each alternative scores the weight of the ballots approving it
  (Brams & Fishburn 1978).
- :class:`Score` — score voting on each ballot's utilities after normalizing them to [0, 1]
  per voter (worst 0, best 1; a ballot giving every alternative the same score counts 0
  everywhere). This is *relative utilitarianism* (Dhillon & Mertens 1999), the same as
  pref_voting's ``relative_utilitarian``: every voter gets the same say however wide the scale
  they used, so it needs no interpersonal comparison of utilities and is invariant to
  rescaling one voter's scores. Raw, un-normalized score sums are :class:`Utilitarian`.

Left out: majority judgment and other median-based grading rules, cumulative voting, and
multi-winner (committee) approval rules.

References: S. Brams and P. Fishburn, "Approval voting", Am. Polit. Sci. Rev. 72 (1978);
A. Dhillon and J.-F. Mertens, "Relative utilitarianism", Econometrica 67 (1999).

Internal to :mod:`fairagents.aggregators`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import numpy as np

from fairagents.aggregators._base import (
    LINEAR_ADVICE,
    LINEAR_LIMIT,
    Evaluation,
    InputKind,
    Rule,
)
from fairagents.aggregators._welfare_order import describe_winners, runner_up
from fairagents.models import Profile
from fairagents.numeric import RELATIVE, tie_groups, tolerance

__all__ = ["Approval", "Score"]


class Approval(Rule):
    """Approval voting (Brams & Fishburn 1978): the alternative approved by the most ballot
    weight wins.

    >>> from fairagents import Profile
    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c"], "ballots": [
    ...     {"voter": "x", "approvals": ["a", "b"]}, {"voter": "y", "approvals": ["b"]}]})
    >>> Approval()(p).scores
    {'a': 1.0, 'b': 2.0, 'c': 0.0}
    """

    name = "approval"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.APPROVAL
    axioms = frozenset({"anonymity", "neutrality", "pareto", "monotonicity"})
    description = "the alternative approved by the most (weighted) ballots wins"

    def _evaluate(self, profile: Profile) -> Evaluation:
        scores = profile.weights @ profile.approvals.astype(np.float64)
        tol = tolerance(profile.weights)
        groups = tie_groups(scores, tol)
        best = groups[0][0]
        top = describe_winners(profile.alternatives, groups[0])
        total = profile.weights.sum()
        return Evaluation(
            scores=scores,
            tolerance=tol,
            explanation=(
                f"approval: {top} is approved by ballots of total "
                f"weight {scores[best]:g} of {total:g} ({scores[best] / total:.0%})"
                f"{runner_up(profile.alternatives, groups, scores)}."
            ),
        )


class Score(Rule):
    """Score voting with per-ballot normalization, i.e. relative utilitarianism (Dhillon &
    Mertens 1999): maximize Σ wᵢ (uᵢ(a) − minᵢ)/(maxᵢ − minᵢ).

    >>> from fairagents import Profile
    >>> p = Profile.from_utilities(
    ...     [{"a": 10.0, "b": 0.0, "c": 5.0}, {"a": 0.0, "b": 1.0, "c": 0.8}])
    >>> Score()(p).scores   # a: 1 + 0, b: 0 + 1, c: 0.5 + 0.8
    {'a': 1.0, 'b': 1.0, 'c': 1.3}
    """

    name = "score"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.CARDINAL
    axioms = frozenset({"anonymity", "neutrality", "pareto", "monotonicity", "scale_invariance"})
    description = "sum of scores normalized to [0, 1] per ballot (relative utilitarianism)"

    def _evaluate(self, profile: Profile) -> Evaluation:
        utilities = profile.utilities
        low = utilities.min(axis=1, keepdims=True)
        span = utilities.max(axis=1, keepdims=True) - low
        # A ballot whose spread is rounding noise at its own scale scores every alternative alike.
        moving = span > RELATIVE * np.abs(utilities).max(axis=1, keepdims=True)
        flat = ~moving[:, 0]
        normalized = np.where(moving, (utilities - low) / np.where(moving, span, 1.0), 0.0)
        scores = profile.weights @ normalized
        tol = tolerance(profile.weights)  # each term is a weight times a number in [0, 1]
        groups = tie_groups(scores, tol)
        best = groups[0][0]
        top = describe_winners(profile.alternatives, groups[0])
        text = (
            f"score: with each ballot rescaled so its worst alternative scores 0 and its best 1, "
            f"{top} has the largest weighted total, {scores[best]:.4g} "
            f"of a possible {profile.weights.sum():g}"
            f"{runner_up(profile.alternatives, groups, scores)}"
        )
        if flat.any():
            text += f"; {int(flat.sum())} ballot(s) scoring every alternative alike count 0"
        return Evaluation(scores=scores, explanation=text + ".", tolerance=tol)
