"""Thiele's rules, exact: proportional approval voting (PAV) and Chamberlin–Courant (CC).

Each elects the committees of size k with the highest Thiele score (see :mod:`.thiele`), found by
a mixed-integer program over :mod:`fairagents.milp` (HiGHS): a binary xₐ per alternative with
Σ xₐ = k, and for each voter group g continuous y_g1 … y_gd in [0, 1] with
Σⱼ y_gj ≤ Σ_{a ∈ A_g} xₐ, maximizing Σ_g w_g Σⱼ f(j)·y_gj. Because f is non-increasing the
optimum fills y_g1, y_g2, … in order, so y needs no integrality (Lackner & Skowron 2023, §7).
Every optimal committee is then listed, up to ``max_committees``, first by a branch and bound
over the alternatives that keeps every partial committee whose score plus its best possible
completion (the sum of its largest marginal gains: a Thiele score is submodular) can still reach
the optimum — milliseconds where a solve costs tens; if that search has not finished after
:data:`NODE_BUDGET` partial committees, by re-solving with the cut Σ_{a ∈ W} xₐ ≤ k − 1 after
each committee found and the score held at its optimum. Scores are re-computed exactly in
floating point, and committees whose scores differ by less than the tolerance of the weights
tie.

PAV satisfies EJR (Aziz et al. 2017), and so PJR and JR; CC satisfies JR but not PJR. Both are
NP-hard to compute: the rules refuse profiles with more than :data:`MAX_ALTERNATIVES`
alternatives, where the sequential rules (``seq_pav``, ``seq_cc``) or ``mes`` answer at once.

References: T. N. Thiele (1895); J. R. Chamberlin and P. N. Courant, "Representative
deliberations and representative decisions", Am. Polit. Sci. Rev. 77 (1983); H. Aziz et al.,
"Justified representation in approval-based committee voting", Social Choice and Welfare 48
(2017); M. Lackner and P. Skowron, *Multi-Winner Voting with Approval Preferences* (2023).

Internal to :mod:`fairagents.aggregators.committees`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

import math
from typing import ClassVar

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators.committees._approval_base import (
    EJR_CLAIMS,
    JR_CLAIMS,
    ApprovalCommitteeRule,
    VoterGroups,
)
from fairagents.aggregators.committees._base import Elected, Election
from fairagents.aggregators.committees._thiele import ThieleWeights, thiele_score
from fairagents.milp import Expr, LinearModel
from fairagents.models import Profile
from fairagents.numeric import solver_unit, tolerance

__all__ = [
    "MAX_ALTERNATIVES",
    "ChamberlinCourant",
    "ProportionalApprovalVoting",
    "optimal_committees",
]

FloatArray = NDArray[np.float64]

MAX_ALTERNATIVES = 200
"""The most alternatives the exact rules take (the integer program grows with them)."""

TIME_LIMIT = 120.0
"""Seconds one solve may take before :class:`~fairagents.errors.SolverTimeout`."""

NODE_BUDGET = 20_000
"""Partial committees the branch and bound may explore before ties are listed by re-solving."""


def _chosen(x: list[int], solution: FloatArray) -> tuple[int, ...]:
    return tuple(c for c, var in enumerate(x) if solution[var] > 0.5)


def optimal_committees(
    groups: VoterGroups, k: int, kind: str, limit: int
) -> tuple[list[tuple[int, ...]], float, bool]:
    """The committees of size ``k`` with the highest Thiele score (``kind``: ``"pav"`` or
    ``"cc"``): ``(committees, score, exact)``, at most ``limit + 1`` committees; ``exact`` is
    false when there may be more.
    """
    f = ThieleWeights(kind)
    m = groups.rows.shape[1]
    unit = solver_unit(groups.weights)
    model = LinearModel(time_limit=TIME_LIMIT)
    x = [model.add_var(binary=True) for _ in range(m)]
    model.add_row(dict.fromkeys(x, 1.0), k, k)
    objective: Expr = {}
    for g, weight in enumerate(groups.weights / unit):
        approved = np.flatnonzero(groups.rows[g])
        depth = 1 if kind == "cc" else min(k, len(approved))
        if weight == 0 or len(approved) == 0:
            continue
        ys = [model.add_var(0.0, 1.0) for _ in range(depth)]
        row: Expr = dict.fromkeys(ys, 1.0)
        for c in approved:
            row[x[c]] = -1.0
        model.add_row(row, -math.inf, 0.0)
        for j, y in enumerate(ys, start=1):
            objective[y] = float(weight * f.of(j))
    first = _chosen(x, model.solve(objective, maximize=True))
    scores = {first: thiele_score(groups, first, kind)}
    tol = tolerance(groups.weights) * float(f.cumulative(np.array(k)))
    found, finished = _reaching(groups, k, f, scores[first] - tol, limit)
    scores.update(found)
    top = max(scores.values())
    ties = [c for c, s in scores.items() if abs(s - top) <= tol]
    if finished or len(ties) > limit:
        return ties[: limit + 1], top, len(ties) <= limit
    # Hold the score at the optimum, a little loosely for the solver's own absolute tolerances;
    # the exact re-scoring below decides what ties.
    best_units = scores[first] / unit
    model.add_row(objective, best_units - 1e-6 * max(1.0, abs(best_units)), math.inf)
    for known in scores:
        model.add_row({x[c]: 1.0 for c in known}, -math.inf, k - 1)
    exact = False
    for _ in range(limit + 20):  # a few extra solves for near-ties the re-scoring rejects
        solution = model.try_solve(objective, maximize=True)
        if solution is None:
            exact = True
            break
        last = _chosen(x, solution)
        scores[last] = thiele_score(groups, last, kind)
        model.add_row({x[c]: 1.0 for c in last}, -math.inf, k - 1)
        top = max(scores.values())
        if sum(abs(s - top) <= tol for s in scores.values()) > limit:
            break
    top = max(scores.values())
    return [c for c, s in scores.items() if abs(s - top) <= tol], top, exact


def _reaching(
    groups: VoterGroups, k: int, f: ThieleWeights, target: float, limit: int
) -> tuple[dict[tuple[int, ...], float], bool]:
    """The committees of size ``k`` scoring at least ``target``, by branch and bound (at most
    ``limit + 1`` of them), and whether the search finished within :data:`NODE_BUDGET`."""
    weights, rows = groups.weights, groups.rows
    m = rows.shape[1]
    # Alternatives by decreasing first-round gain: good committees are found first.
    order = np.argsort(-(weights @ rows), kind="stable")
    columns = rows[:, order].astype(np.float64)
    found: dict[tuple[int, ...], float] = {}
    stack: list[tuple[tuple[int, ...], int, NDArray[np.int64]]] = [
        ((), 0, np.zeros(len(weights), dtype=np.int64))
    ]
    nodes = 0
    while stack:
        nodes += 1
        if nodes > NODE_BUDGET:
            return found, False
        chosen, i, satisfied = stack.pop()
        score = float(weights @ f.cumulative(satisfied))
        need = k - len(chosen)
        if need == 0:
            if score >= target:
                found[tuple(sorted(int(order[j]) for j in chosen))] = score
                if len(found) > limit:
                    break
            continue
        if m - i < need:
            continue
        gains = (weights * f.of(satisfied + 1)) @ columns[:, i:]
        best = np.partition(gains, len(gains) - need)[len(gains) - need :].sum()
        if score + best < target:
            continue
        stack.append((chosen, i + 1, satisfied))  # without alternative i ...
        stack.append(((*chosen, i), i + 1, satisfied + rows[:, order[i]]))  # ... with it first
    return found, True


class _ExactThiele(ApprovalCommitteeRule):
    kind: ClassVar[str]
    label: ClassVar[str]
    max_alternatives = MAX_ALTERNATIVES

    def _elect(self, profile: Profile) -> Election:
        groups = self.groups(profile)
        k = self.committee_size
        found, score, exact = optimal_committees(groups, k, self.kind, self.max_committees)
        committees = [self._explained(profile, groups, c, score) for c in found]
        return Election(
            committees=committees,
            count=len(committees),
            exact=exact,
            explanation=(
                f"{self.label}: the committees of {k} with the highest {self.label} score "
                f"({score:.6g}; {self._score_text()}), found by an exact integer program."
            ),
        )

    def _score_text(self) -> str:
        if self.kind == "pav":
            return "a voter's j-th approved member counts 1/j"
        return "a voter counts once they approve a member"

    def _explained(
        self, profile: Profile, groups: VoterGroups, members: tuple[int, ...], score: float
    ) -> Elected:
        """Why each member is in: what the score loses without it, and the best swap."""
        f = ThieleWeights(self.kind)
        satisfied = groups.rows[:, list(members)].sum(axis=1)
        outside = [d for d in range(groups.rows.shape[1]) if d not in set(members)]
        reasons, losses = {}, {}
        for c in members:
            without = satisfied - groups.rows[:, c]
            loss = float(groups.weights @ (f.cumulative(satisfied) - f.cumulative(without)))
            losses[c] = loss
            gains = (groups.weights * f.of(without + 1)) @ groups.rows[:, outside]
            text = f"without it the {self.label} score ({score:.6g}) drops by {loss:.6g}"
            if outside:
                best = int(np.argmax(gains))
                text += (
                    f"; the best replacement, {profile.alternatives[outside[best]]!r}, "
                    f"would bring back {float(gains[best]):.6g}"
                )
            reasons[c] = text
        order = tuple(sorted(members, key=lambda c: (-losses[c], c)))
        return Elected(members=order, reasons=reasons)


class ProportionalApprovalVoting(_ExactThiele):
    """Proportional approval voting (PAV, Thiele 1895), exact: the committees maximizing
    Σᵢ wᵢ (1 + 1/2 + … + 1/|Aᵢ ∩ W|).

    >>> from fairagents import Profile
    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c", "d"], "ballots": [
    ...     {"voter": "x", "weight": 2, "approvals": ["a", "b"]},
    ...     {"voter": "y", "weight": 1, "approvals": ["c", "d"]}]})
    >>> PAV = ProportionalApprovalVoting
    >>> PAV(committee_size=3)(p).committee.tied
    (('a', 'b', 'c'), ('a', 'b', 'd'))
    """

    name = "pav"
    kind = "pav"
    label = "PAV"
    axioms = EJR_CLAIMS
    description = "committee: maximize Σ (1 + 1/2 + … + 1/|approved members|) (exact, EJR)"
    size_advice = "PAV is NP-hard; use seq_pav or mes (both EJR-close and fast) for more"


class ChamberlinCourant(_ExactThiele):
    """Chamberlin–Courant (CC), exact: the committees maximizing the weight of voters who
    approve at least one member.

    >>> from fairagents import Profile
    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c"], "ballots": [
    ...     {"voter": "x", "weight": 3, "approvals": ["a", "b"]},
    ...     {"voter": "y", "weight": 2, "approvals": ["c"]}]})
    >>> ChamberlinCourant(committee_size=2)(p).committee.tied
    (('a', 'c'), ('b', 'c'))
    """

    name = "cc"
    kind = "cc"
    label = "CC"
    axioms = JR_CLAIMS
    description = "committee: maximize the weight of voters approving a member (exact, JR)"
    size_advice = "CC is NP-hard; use seq_cc (also JR) for more"
