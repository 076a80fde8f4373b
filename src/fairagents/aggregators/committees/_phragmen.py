"""Phragmén's sequential rule (seq-Phragmén): members bought by their approvers' loads.

Every elected member has a cost of 1, shared by the voters who approve it; a voter's *load* is
what it has paid so far. In each round the rule elects the alternative whose approvers, pooling
their loads, could pay for it with the smallest maximum load: for alternative c with approver
weight W_c and approvers' current loads ℓᵢ, that is (1 + Σ wᵢ ℓᵢ) / W_c, after which each of
its approvers carries exactly that load (Phragmén 1894; Brill, Freeman, Janson & Lackner 2017).
Alternatives nobody approves come last, all tied. Every tie is followed (:mod:`.search`), and
loads closer than the tolerance of their magnitude tie.

seq-Phragmén satisfies PJR (and so JR) but not EJR — a stored counterexample; it is also the
completion :mod:`.equal_shares` uses by default, starting from loads equal to minus the budget
each voter has left (abcvoting's convention).

References: E. Phragmén, "Sur une méthode nouvelle pour réaliser, dans les élections, la
représentation proportionnelle des partis" (1894); M. Brill, R. Freeman, S. Janson and
M. Lackner, "Phragmén's voting methods and justified representation", AAAI 2017.

Internal to :mod:`fairagents.aggregators.committees`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from collections.abc import Hashable

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import LINEAR_ADVICE, LINEAR_LIMIT
from fairagents.aggregators.committees._approval_base import (
    PJR_CLAIMS,
    ApprovalCommitteeRule,
    VoterGroups,
)
from fairagents.aggregators.committees._base import Election
from fairagents.aggregators.committees._search import Step, parallel_universes
from fairagents.models import Profile
from fairagents.numeric import tolerance, top_group

__all__ = ["SequentialPhragmen", "phragmen_steps"]

FloatArray = NDArray[np.float64]


def phragmen_steps(
    groups: VoterGroups, loads: FloatArray, chosen: tuple[int, ...], label: str = "elected"
) -> list[tuple[int, FloatArray, str]]:
    """The tied next members of seq-Phragmén from ``loads`` (one per voter group): each with the
    loads after electing it and the reason."""
    m = groups.rows.shape[1]
    rows = groups.rows.astype(np.float64)
    approvers = groups.weights @ rows
    pooled = (groups.weights * loads) @ rows
    open_ = np.ones(m, dtype=bool)
    open_[list(chosen)] = False
    approved = open_ & (approvers > 0)
    round_ = len(chosen) + 1
    if not approved.any():
        reason = (
            f"{label} in round {round_}: no voter approves a remaining alternative, so they all "
            "tie for this seat"
        )
        return [(int(c), loads, reason) for c in np.flatnonzero(open_)]
    candidates = np.flatnonzero(approved)
    new = (pooled[candidates] + 1) / approvers[candidates]
    best = top_group(-new, tolerance(new, each=True))
    out = []
    for i in best:
        c = int(candidates[i])
        after = np.where(groups.rows[:, c], new[i], loads)
        reason = (
            f"{label} in round {round_}: its approvers (weight {approvers[c]:.6g}) can share "
            f"its cost with their loads rising to {new[i]:.6g}, the lowest maximum load any "
            "remaining alternative needs"
        )
        out.append((c, after, reason))
    return out


class SequentialPhragmen(ApprovalCommitteeRule):
    """Phragmén's sequential rule (see the module docstring).

    >>> from fairagents import Profile
    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c", "d"], "ballots": [
    ...     {"voter": "x", "weight": 3, "approvals": ["a", "b"]},
    ...     {"voter": "y", "weight": 1, "approvals": ["c", "d"]}]})
    >>> SequentialPhragmen(committee_size=3)(p).committee.tied
    (('a', 'b', 'c'), ('a', 'b', 'd'))
    """

    name = "seq_phragmen"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    axioms = PJR_CLAIMS
    description = "committee: approvers share each member's cost; least maximum load first (PJR)"

    def _elect(self, profile: Profile) -> Election:
        groups = self.groups(profile)

        def steps(chosen: tuple[int, ...], loads: FloatArray) -> list[Step[FloatArray]]:
            return [Step(c, after, why) for c, after, why in phragmen_steps(groups, loads, chosen)]

        def key(chosen: tuple[int, ...], loads: FloatArray) -> Hashable:
            return frozenset(chosen), loads.tobytes()

        start = np.zeros(len(groups.weights))
        committees, count, exact = parallel_universes(
            start, steps, self.committee_size, self.max_committees, key
        )
        return Election(
            committees=committees,
            count=count,
            exact=exact,
            explanation=(
                "Sequential Phragmén: each member costs 1, paid by its approvers; each round "
                "elects the alternative whose approvers can pay for it with the smallest "
                "maximum load."
            ),
        )
