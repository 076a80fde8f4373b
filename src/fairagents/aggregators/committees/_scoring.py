"""Committee scoring rules: each alternative gets a score, the ``k`` best are elected.

- :class:`ApprovalVoting` (AV) — the approval score Σ wᵢ [c ∈ Aᵢ] (Kilgour 2010);
- :class:`SatisfactionApprovalVoting` (SAV) — each ballot splits its weight equally among the
  alternatives it approves, Σ wᵢ [c ∈ Aᵢ]/|Aᵢ| (Brams & Kilgour 2014); empty ballots give nothing;
- :class:`SNTV` — single non-transferable vote: first places, a ballot's tied first places split
  its weight equally (the ``plurality`` rule's tally);
- :class:`BlocBorda` (``k_borda``) — the ``borda`` rule's score (tied alternatives share their
  positions); the ``k`` highest are elected (Debord 1992).

Alternatives whose scores differ by less than the tolerance of the weights tie. Scores at the
cut-off tie for the last seats: every choice of them is a winning committee (their number is
the binomial coefficient, exact however many there are), listed in the profile's order.

None of them is proportional: AV elects the majority's k favourites (it fails JR, stored as a
counterexample), SAV and SNTV reward spreading or concentrating votes but guarantee no group its
seats. They are here as baselines and because users know them.

References: D. M. Kilgour, "Approval balloting for multi-winner elections", Handbook on Approval
Voting (2010); S. Brams and D. M. Kilgour, "Satisfaction approval voting", Voting Power and
Procedures (2014); C. Debord, "An axiomatic characterization of Borda's k-choice function",
Social Choice and Welfare 9 (1992).

Internal to :mod:`fairagents.aggregators.committees`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from itertools import combinations, islice
from math import comb

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import LINEAR_ADVICE, LINEAR_LIMIT, InputKind
from fairagents.aggregators._ordinal import borda_scores, top_shares
from fairagents.aggregators.committees._approval_base import ApprovalCommitteeRule
from fairagents.aggregators.committees._base import CommitteeRule, Elected, Election
from fairagents.models import Profile
from fairagents.numeric import tie_groups, tolerance

__all__ = [
    "SNTV",
    "ApprovalVoting",
    "BlocBorda",
    "SatisfactionApprovalVoting",
    "top_k_election",
    "top_k_satisfaction",
]

FloatArray = NDArray[np.float64]


def top_k_election(
    rule: CommitteeRule, profile: Profile, scores: FloatArray, what: str
) -> Election:
    """Every committee of ``rule.committee_size`` alternatives with the highest ``scores``
    (sums of weights: ties within the tolerance of the weights): the first
    ``rule.max_committees + 1`` of them in the profile's order, and their exact number.

    ``what`` names the score in the reasons (``"approval score"``).
    """
    alts = profile.alternatives
    k, limit, tol = rule.committee_size, rule.max_committees, tolerance(profile.weights)
    certain: list[int] = []
    possible: list[int] = []
    for group in tie_groups(scores, tol):
        if len(certain) + len(group) <= k:
            certain += group
            if len(certain) == k:
                break
        else:
            possible = group
            break
    missing = k - len(certain)
    cutoff = scores[possible[0]] if possible else None
    count = comb(len(possible), missing)
    committees = []
    for extra in islice(combinations(possible, missing), limit + 1):
        members = tuple(sorted(certain + list(extra), key=lambda i: (-scores[i], i)))
        reasons = {}
        for i in members:
            if i in certain:
                reasons[i] = f"its {what}, {scores[i]:.6g}, is among the {k} highest"
            else:
                others = ", ".join(repr(alts[j]) for j in possible if j != i)
                reasons[i] = (
                    f"its {what}, {scores[i]:.6g}, ties for the last "
                    f"{'seat' if missing == 1 else f'{missing} seats'} with {others}"
                )
        committees.append(Elected(members=members, reasons=reasons))
    tally = ", ".join(
        f"{alts[i]} {scores[i]:.6g}" for i in sorted(range(len(alts)), key=lambda i: -scores[i])
    )
    text = f"the {k} highest {what}s are elected; {what}s: {tally}"
    if cutoff is not None:
        text += f"; {len(possible)} alternatives tie at {cutoff:.6g} for {missing} seat(s)"
    return Election(
        committees=committees,
        count=count,
        exact=True,
        explanation=text[0].upper() + text[1:] + ".",
        scores=scores,
        tolerance=tol,
    )


class ApprovalVoting(ApprovalCommitteeRule):
    """Multiwinner approval voting (AV): the ``k`` alternatives approved by the most weight.

    >>> from fairagents import Profile
    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c"], "ballots": [
    ...     {"voter": "x", "approvals": ["a", "b"]}, {"voter": "y", "approvals": ["b", "c"]},
    ...     {"voter": "z", "approvals": ["b"]}]})
    >>> ApprovalVoting(committee_size=2)(p).committee.tied
    (('a', 'b'), ('b', 'c'))
    """

    name = "av"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    axioms = frozenset({"anonymity", "neutrality"})
    description = "committee: the k alternatives approved by the most weight (not proportional)"

    def _elect(self, profile: Profile) -> Election:
        groups = self.groups(profile)
        scores = groups.weights @ groups.rows.astype(np.float64)
        return top_k_election(self, profile, scores, "approval score")


class SatisfactionApprovalVoting(ApprovalCommitteeRule):
    """Satisfaction approval voting (SAV): each ballot splits its weight among its approvals.

    >>> from fairagents import Profile
    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c"], "ballots": [
    ...     {"voter": "x", "approvals": ["a", "b", "c"]}, {"voter": "y", "approvals": ["c"]}]})
    >>> SatisfactionApprovalVoting(committee_size=1)(p).scores
    {'a': 0.3333333333333333, 'b': 0.3333333333333333, 'c': 1.3333333333333333}
    """

    name = "sav"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    axioms = frozenset({"anonymity", "neutrality"})
    description = "committee: each ballot splits its weight among its approvals; the k best win"

    def _elect(self, profile: Profile) -> Election:
        groups = self.groups(profile)
        sizes = groups.rows.sum(axis=1)
        share = np.where(sizes > 0, groups.weights / np.maximum(sizes, 1), 0.0)
        scores = share @ groups.rows.astype(np.float64)
        return top_k_election(self, profile, scores, "satisfaction score")


def top_k_satisfaction(profile: Profile, members: tuple[int, ...], k: int) -> FloatArray:
    """How many of ``members`` each ballot ranks among its own top ``k`` (fewer than ``k``
    alternatives strictly above), as ordinal committee rules measure satisfaction."""
    ranks = profile.ranks
    above = (ranks[:, None, :] < ranks[:, list(members), None]).sum(axis=2)
    counts: FloatArray = (above < k).sum(axis=1).astype(np.float64)
    return counts


class _OrdinalScoring(CommitteeRule):
    input_kind = InputKind.ORDINAL
    axioms = frozenset({"anonymity", "neutrality"})
    satisfaction_measure = "members among the voter's own top k"

    def satisfaction(self, profile: Profile, members: tuple[int, ...]) -> FloatArray:
        return top_k_satisfaction(profile, members, self.committee_size)


class SNTV(_OrdinalScoring):
    """Single non-transferable vote: the ``k`` alternatives ranked first by the most weight.

    >>> from fairagents import Profile
    >>> p = Profile.from_rankings([["a", "b"], ["a", "b"], ["b", "a"], ["c", "a"]])
    >>> SNTV(committee_size=2)(p).committee.tied
    (('a', 'b'), ('a', 'c'))
    """

    name = "sntv"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    description = "committee: the k alternatives with the most first places (tied tops split)"

    def _elect(self, profile: Profile) -> Election:
        orders, totals = profile.distinct_ranks
        scores, _ = top_shares(np.ascontiguousarray(orders.T), totals)
        return top_k_election(self, profile, scores, "first-place score")


class BlocBorda(_OrdinalScoring):
    """k-Borda: the ``k`` alternatives with the highest Borda scores (as the ``borda`` rule).

    >>> from fairagents import Profile
    >>> p = Profile.from_rankings([["a", "b", "c"], ["b", "a", "c"], ["c", "b", "a"]])
    >>> BlocBorda(committee_size=2)(p).committee.members
    ('b', 'a')
    """

    name = "k_borda"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    description = "committee: the k alternatives with the highest Borda scores"

    def _elect(self, profile: Profile) -> Election:
        return top_k_election(self, profile, borda_scores(profile), "Borda score")
