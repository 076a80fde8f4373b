"""Approval-based committee rules: what they read from ballots, and the voters' groups they use.

An approval committee rule reads each ballot's approval set. Ballots that carry only utilities
are read as approvals **only when the user asks**, with ``utility_threshold=θ`` (0 < θ ≤ 1): a
ballot approves the alternatives at least θ of the way from its worst utility to its best, i.e.
whose utility normalized to [0, 1] per ballot (as the ``score`` rule normalizes it) is at least
θ; θ = 1 approves a ballot's favourites only. A ballot giving every alternative the same utility
approves nothing (it expresses no preference to represent). The reading is per ballot, so
rescaling one voter's utilities changes nothing. With a threshold the rule reads utilities even
where a ballot also has approvals.

A voter's satisfaction with a committee is the number of its members the voter approves — the
quantity JR, PJR and EJR (:mod:`fairagents.axioms.proportionality`) are stated in.

Rules compute on *voter groups*: ballots with the same approval set, their weights added. Every
rule here treats a ballot of weight w as w identical ballots of weight 1, so grouping changes no
result and only saves work (1,000 voters often have far fewer distinct ballots).

Internal to :mod:`fairagents.aggregators.committees`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import InputKind
from fairagents.aggregators.committees._base import MAX_COMMITTEES, CommitteeRule
from fairagents.errors import ParameterError
from fairagents.models import Profile
from fairagents.models._outcome import ParamValue
from fairagents.numeric import RELATIVE

__all__ = [
    "EJR_CLAIMS",
    "JR_CLAIMS",
    "PJR_CLAIMS",
    "ApprovalCommitteeRule",
    "VoterGroups",
    "approval_matrix",
    "voter_groups",
]

JR_CLAIMS = frozenset({"anonymity", "neutrality", "justified_representation"})
"""What a rule guaranteeing justified representation claims."""
PJR_CLAIMS = JR_CLAIMS | {"proportional_justified_representation"}
"""... and proportional JR (which implies JR)."""
EJR_CLAIMS = PJR_CLAIMS | {"extended_justified_representation"}
"""... and extended JR (which implies PJR)."""

FloatArray = NDArray[np.float64]
BoolArray = NDArray[np.bool_]


def approval_matrix(profile: Profile, utility_threshold: float | None = None) -> BoolArray:
    """``(ballots × alternatives)`` approvals: the ballots' own, or read from their utilities
    with ``utility_threshold`` (see the module docstring).

    >>> p = Profile.from_utilities([{"a": 0, "b": 5, "c": 10}, {"a": 1, "b": 1, "c": 1}])
    >>> approval_matrix(p, 0.5).astype(int).tolist()
    [[0, 1, 1], [0, 0, 0]]
    """
    if utility_threshold is None:
        return profile.approvals
    utilities = profile.utilities
    low = utilities.min(axis=1, keepdims=True)
    span = utilities.max(axis=1, keepdims=True) - low
    # A spread that is rounding noise at the ballot's own scale is no spread (as in `score`).
    moving = span > RELATIVE * np.abs(utilities).max(axis=1, keepdims=True)
    normalized = (utilities - low) / np.where(moving, span, 1.0)
    approved: BoolArray = moving & (normalized >= utility_threshold - RELATIVE)
    return approved


@dataclass(frozen=True)
class VoterGroups:
    """Distinct approval sets (``rows``, groups × alternatives), each group's total weight, and
    the group of each ballot."""

    rows: BoolArray
    weights: FloatArray
    of_ballot: NDArray[np.intp]

    @property
    def total(self) -> float:
        return float(self.weights.sum())


def voter_groups(approvals: BoolArray, weights: FloatArray) -> VoterGroups:
    """Ballots grouped by approval set, weights added (order of first appearance not kept).

    >>> g = voter_groups(np.array([[1, 0], [0, 1], [1, 0]], dtype=bool), np.array([1.0, 2, 3]))
    >>> g.rows.astype(int).tolist(), g.weights.tolist(), g.of_ballot.tolist()
    ([[0, 1], [1, 0]], [2.0, 4.0], [1, 0, 1])
    """
    rows, inverse = np.unique(approvals, axis=0, return_inverse=True)
    inverse = inverse.reshape(-1)
    totals = np.bincount(inverse, weights=weights, minlength=len(rows)).astype(np.float64)
    return VoterGroups(rows=rows.astype(bool), weights=totals, of_ballot=inverse)


class ApprovalCommitteeRule(CommitteeRule):
    """A committee rule over approval ballots (see the module docstring)."""

    input_kind = InputKind.APPROVAL
    satisfaction_measure = "approved members"

    def __init__(
        self,
        *,
        committee_size: int = 1,
        utility_threshold: float | None = None,
        max_committees: int = MAX_COMMITTEES,
        tie_break: str = "lexicographic",
        seed: int = 0,
    ) -> None:
        super().__init__(
            committee_size=committee_size,
            max_committees=max_committees,
            tie_break=tie_break,
            seed=seed,
        )
        if utility_threshold is not None:
            if isinstance(utility_threshold, bool) or not isinstance(
                utility_threshold, int | float
            ):
                raise ParameterError(
                    f"utility_threshold must be a number in (0, 1], got {utility_threshold!r:.60}"
                )
            if not 0 < utility_threshold <= 1:
                raise ParameterError(
                    f"utility_threshold must be in (0, 1] (a share of each ballot's utility "
                    f"range), got {utility_threshold!r}"
                )
            utility_threshold = float(utility_threshold)
        self.utility_threshold = utility_threshold

    def _params(self) -> dict[str, ParamValue]:
        out = super()._params()
        if self.utility_threshold is not None:
            out["utility_threshold"] = self.utility_threshold
        return out

    def _missing_input(self, profile: Profile) -> str | None:
        if self.utility_threshold is not None and profile.n_alternatives >= self.committee_size:
            if self._too_large(profile):
                return f"at most {self.max_alternatives} alternatives"
            return None if profile.all_utilities else "utilities"
        return super()._missing_input(profile)

    def approvals(self, profile: Profile) -> BoolArray:
        """The approvals this rule reads from ``profile`` (its own, or read from utilities)."""
        return approval_matrix(profile, self.utility_threshold)

    def groups(self, profile: Profile) -> VoterGroups:
        """The profile's voter groups as this rule reads them."""
        return voter_groups(self.approvals(profile), profile.weights)

    def satisfaction(self, profile: Profile, members: tuple[int, ...]) -> FloatArray:
        counts: FloatArray = self.approvals(profile)[:, list(members)].sum(axis=1).astype(float)
        return counts
