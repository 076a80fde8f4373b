"""Thiele's rules, sequential: seq-PAV and seq-CC (greedy Chamberlin–Courant).

A Thiele rule (Thiele 1895) scores a committee W by Σᵢ wᵢ · (f(1) + … + f(|Aᵢ ∩ W|)): PAV takes
f(j) = 1/j (the harmonic series: a voter's j-th approved member counts 1/j), Chamberlin–Courant
f(1) = 1 and f(j) = 0 beyond (a voter counts once they have one approved member). The exact
rules maximize that score (:mod:`.thiele_exact`); the sequential ones here add, k times, the
alternative that raises it most, following every tie (:mod:`.search`).

seq-CC keeps justified representation (Aziz et al. 2017: each member it adds covers at least as
many unrepresented voters as any cohesive group could claim); seq-PAV does not (a stored
counterexample), although it is proportional in a weaker, average sense.

References: T. N. Thiele, "Om Flerfoldsvalg" (1895); S. Janson, "Phragmén's and Thiele's election
methods" (2016); H. Aziz et al., "Justified representation in approval-based committee voting",
Social Choice and Welfare 48 (2017); M. Lackner and P. Skowron, *Multi-Winner Voting with
Approval Preferences* (Springer, 2023).

Internal to :mod:`fairagents.aggregators.committees`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Hashable
from typing import ClassVar

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import LINEAR_ADVICE, LINEAR_LIMIT
from fairagents.aggregators.committees._approval_base import (
    JR_CLAIMS,
    ApprovalCommitteeRule,
    VoterGroups,
)
from fairagents.aggregators.committees._base import Election
from fairagents.aggregators.committees._search import Step, parallel_universes
from fairagents.models import Profile
from fairagents.numeric import tolerance, top_group

__all__ = ["SequentialCC", "SequentialPAV", "ThieleWeights", "thiele_score"]

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]


class ThieleWeights:
    """The weights f(1), f(2), … of a Thiele rule: ``"pav"`` (1/j) or ``"cc"`` (1, then 0)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def of(self, j: IntArray | int) -> FloatArray:
        """f(j) for j ≥ 1 (element-wise)."""
        j = np.asarray(j, dtype=np.float64)
        out: FloatArray = 1.0 / j if self.kind == "pav" else (j == 1).astype(np.float64)
        return out

    def cumulative(self, s: IntArray) -> FloatArray:
        """f(1) + … + f(s) for each s ≥ 0."""
        s = np.asarray(s)
        if self.kind == "cc":
            out: FloatArray = (s > 0).astype(np.float64)
            return out
        top = int(s.max()) if s.size else 0
        harmonic = np.concatenate([[0.0], np.cumsum(1.0 / np.arange(1, top + 1))])
        out = harmonic[s]
        return out


def thiele_score(groups: VoterGroups, members: tuple[int, ...] | list[int], kind: str) -> float:
    """The Thiele score of a committee: Σ over voter groups of weight × (f(1) + … + f(s)).

    >>> from fairagents.aggregators.committees._approval_base import voter_groups
    >>> g = voter_groups(np.array([[1, 1, 0], [0, 0, 1]], dtype=bool), np.array([2.0, 1.0]))
    >>> thiele_score(g, [0, 1], "pav"), thiele_score(g, [0, 1], "cc")
    (3.0, 2.0)
    """
    satisfied = groups.rows[:, list(members)].sum(axis=1)
    return float(groups.weights @ ThieleWeights(kind).cumulative(satisfied))


class _SequentialThiele(ApprovalCommitteeRule):
    kind: ClassVar[str]
    method: ClassVar[str]

    @abstractmethod
    def _reason(self, round_: int, gain: float) -> str:
        """Why the alternative elected in ``round_`` with marginal ``gain`` is in."""

    def _elect(self, profile: Profile) -> Election:
        groups = self.groups(profile)
        rows = groups.rows.astype(np.float64)
        f = ThieleWeights(self.kind)
        tol = tolerance(groups.weights)
        m = profile.n_alternatives

        def steps(chosen: tuple[int, ...], satisfied: IntArray) -> list[Step[IntArray]]:
            gains = (groups.weights * f.of(satisfied + 1)) @ rows
            open_ = np.ones(m, dtype=bool)
            open_[list(chosen)] = False
            candidates = np.flatnonzero(open_)
            best = [int(candidates[i]) for i in top_group(gains[candidates], tol)]
            return [
                Step(c, satisfied + groups.rows[:, c], self._reason(len(chosen) + 1, gains[c]))
                for c in best
            ]

        def key(chosen: tuple[int, ...], _: IntArray) -> Hashable:
            return frozenset(chosen)  # the state depends only on the set chosen

        start = np.zeros(len(groups.weights), dtype=np.int64)
        committees, count, exact = parallel_universes(
            start, steps, self.committee_size, self.max_committees, key
        )
        return Election(committees=committees, count=count, exact=exact, explanation=self.method)


class SequentialPAV(_SequentialThiele):
    """Sequential PAV: add, k times, the alternative that raises the PAV score most.

    >>> from fairagents import Profile
    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c"], "ballots": [
    ...     {"voter": "x", "weight": 3, "approvals": ["a", "b"]},
    ...     {"voter": "y", "weight": 2, "approvals": ["c"]}]})
    >>> SequentialPAV(committee_size=2)(p).committee.members
    ('a', 'c')
    """

    name = "seq_pav"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    kind = "pav"
    axioms = frozenset({"anonymity", "neutrality"})
    description = "committee: add the alternative raising the PAV score most, k times"
    method = (
        "Sequential PAV: k times, the alternative whose approvers add the most to the PAV "
        "score (1/(s+1) per approver who has s approved members) is elected."
    )

    def _reason(self, round_: int, gain: float) -> str:
        return (
            f"elected in round {round_}: it raises the PAV score by {gain:.6g} (a voter with s "
            "approved members so far adds 1/(s+1)), the most of any remaining alternative"
        )


class SequentialCC(_SequentialThiele):
    """Sequential Chamberlin–Courant (greedy CC): add, k times, the alternative approved by the
    most weight of voters who have no approved member yet.

    >>> from fairagents import Profile
    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c"], "ballots": [
    ...     {"voter": "x", "weight": 3, "approvals": ["a", "b"]},
    ...     {"voter": "y", "weight": 2, "approvals": ["c"]}]})
    >>> SequentialCC(committee_size=2)(p).committee.tied
    (('a', 'c'), ('b', 'c'))
    """

    name = "seq_cc"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    kind = "cc"
    axioms = JR_CLAIMS
    description = "committee: add the alternative covering the most unrepresented weight, k times"
    method = (
        "Sequential Chamberlin–Courant: k times, the alternative approved by the most weight "
        "of voters without an approved member yet is elected."
    )

    def _reason(self, round_: int, gain: float) -> str:
        return (
            f"elected in round {round_}: it gives a first approved member to voters of weight "
            f"{gain:.6g}, more than any remaining alternative"
        )
