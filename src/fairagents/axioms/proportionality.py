"""Proportional representation of committees: JR, PJR and EJR, each checked exactly.

For approval ballots, total weight n and committee size k, a group S of voters is *ℓ-cohesive*
when its weight is at least ℓ·n/k and its members approve at least ℓ alternatives in common. A
committee W satisfies

- **JR**, justified representation (Aziz et al. 2017), if no 1-cohesive group is left with no
  voter approving a member;
- **PJR**, proportional JR (Sánchez-Fernández et al. 2017), if every ℓ-cohesive group approves,
  together, at least ℓ members: |W ∩ ⋃_{i∈S} Aᵢ| ≥ ℓ;
- **EJR**, extended JR (Aziz et al. 2017), if in every ℓ-cohesive group some voter approves at
  least ℓ members.

EJR implies PJR implies JR. Each checker returns the witness of a violation — a
:class:`~fairagents.models.CohesiveGroup`: the voters, the ℓ alternatives they share, and what
they lack — or ``None``, which is a proof, because every search is exhaustive: JR looks at every
alternative's unrepresented approvers (polynomial, Aziz et al.'s algorithm); PJR and EJR, which
are coNP-hard to check, solve for each ℓ = 2 … k an integer program over :mod:`fairagents.milp`
that looks for the heaviest group of voters sharing ℓ alternatives (and, for PJR, approving fewer
than ℓ members together; for EJR, each fewer than ℓ), after discarding the alternatives too few
eligible voters approve. Group weights are compared with ℓ·n/k within the tolerance of the
weights. A ballot of weight w counts as w voters, and ``k`` is the committee size asked for (a
rule may elect fewer: the quota stays n/k).

The :class:`Axiom` classes here let committee rules claim the three properties; their search
checks every listed winning committee of the rule at the profile.

References: H. Aziz, M. Brill, V. Conitzer, E. Elkind, R. Freeman and T. Walsh, "Justified
representation in approval-based committee voting", Social Choice and Welfare 48 (2017);
L. Sánchez-Fernández et al., "Proportional justified representation", AAAI 2017.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import InputKind, Rule
from fairagents.aggregators.committees import ApprovalCommitteeRule, voter_groups
from fairagents.axioms._core import Axiom, Counterexample
from fairagents.errors import InputError
from fairagents.milp import Expr, LinearModel
from fairagents.models import CohesiveGroup, Profile
from fairagents.models._committee import Representation
from fairagents.numeric import solver_unit, tolerance

__all__ = [
    "REPRESENTATIONS",
    "ExtendedJustifiedRepresentation",
    "JustifiedRepresentation",
    "ProportionalJustifiedRepresentation",
    "cohesive_group",
    "extended_justified_representation",
    "justified_representation",
    "proportional_justified_representation",
    "representation",
]

BoolArray = NDArray[np.bool_]
FloatArray = NDArray[np.float64]

_NAMES = {"jr": "JR", "pjr": "PJR", "ejr": "EJR"}
REPRESENTATIONS: tuple[Representation, ...] = ("jr", "pjr", "ejr")


def cohesive_group(
    kind: Representation,
    profile: Profile,
    committee: Sequence[str],
    committee_size: int | None = None,
    *,
    approvals: BoolArray | None = None,
) -> CohesiveGroup | None:
    """A group ``committee`` under-represents in the sense of ``kind`` (``"jr"``, ``"pjr"``,
    ``"ejr"``), or ``None`` when there is none (a proof: the search is exhaustive).

    ``committee_size`` defaults to the committee's size; ``approvals`` to the profile's own
    (pass a committee rule's reading, e.g. from utilities, to check what it elected).

    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c", "d"], "ballots": [
    ...     {"voter": "x", "weight": 4, "approvals": ["a", "b"]},
    ...     {"voter": "y", "weight": 2, "approvals": ["c", "d"]}]})
    >>> found = cohesive_group("ejr", p, ["a", "c", "d"])
    >>> found.voters, found.candidates, found.ell
    (('x',), ('a', 'b'), 2)
    >>> cohesive_group("ejr", p, ["a", "b", "c"]) is None
    True
    """
    if kind not in _NAMES:
        raise InputError(f"property {kind!r} is unknown; known: {', '.join(_NAMES)}")
    index = profile.index
    unknown = [a for a in committee if a not in index]
    if unknown:
        raise InputError(
            f"committee member {unknown[0]!r} is not an alternative; "
            f"known: {', '.join(profile.alternatives)}"
        )
    members = sorted({index[a] for a in committee})
    k = len(members) if committee_size is None else committee_size
    if k < 1:
        raise InputError("the committee size must be at least 1")
    matrix = profile.approvals if approvals is None else approvals
    return _Search(kind, profile, matrix, members, k).run()


def justified_representation(
    profile: Profile,
    committee: Sequence[str],
    committee_size: int | None = None,
    *,
    approvals: BoolArray | None = None,
) -> CohesiveGroup | None:
    """A witness that ``committee`` fails JR, or ``None`` (it satisfies JR)."""
    return cohesive_group("jr", profile, committee, committee_size, approvals=approvals)


def proportional_justified_representation(
    profile: Profile,
    committee: Sequence[str],
    committee_size: int | None = None,
    *,
    approvals: BoolArray | None = None,
) -> CohesiveGroup | None:
    """A witness that ``committee`` fails PJR, or ``None`` (it satisfies PJR)."""
    return cohesive_group("pjr", profile, committee, committee_size, approvals=approvals)


def extended_justified_representation(
    profile: Profile,
    committee: Sequence[str],
    committee_size: int | None = None,
    *,
    approvals: BoolArray | None = None,
) -> CohesiveGroup | None:
    """A witness that ``committee`` fails EJR, or ``None`` (it satisfies EJR)."""
    return cohesive_group("ejr", profile, committee, committee_size, approvals=approvals)


def representation(
    profile: Profile,
    committee: Sequence[str],
    committee_size: int | None = None,
    *,
    approvals: BoolArray | None = None,
) -> dict[Representation, CohesiveGroup | None]:
    """JR, PJR and EJR of one committee: each property's witness of a violation, or ``None``
    where it holds.

    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c"], "ballots": [
    ...     {"voter": "x", "weight": 2, "approvals": ["a", "b"]},
    ...     {"voter": "y", "approvals": ["c"]}]})
    >>> {kind: found is None for kind, found in representation(p, ["a", "c"]).items()}
    {'jr': True, 'pjr': True, 'ejr': True}
    """
    return {
        kind: cohesive_group(kind, profile, committee, committee_size, approvals=approvals)
        for kind in REPRESENTATIONS
    }


class _Search:
    """One exhaustive search for a cohesive group left under-represented."""

    def __init__(
        self,
        kind: Representation,
        profile: Profile,
        approvals: BoolArray,
        members: list[int],
        k: int,
    ) -> None:
        self.kind, self.profile, self.k, self.members = kind, profile, k, members
        self.groups = voter_groups(approvals, profile.weights)
        self.rows = self.groups.rows
        self.weights = self.groups.weights
        self.satisfied = self.rows[:, members].sum(axis=1)
        self.total = self.groups.total
        self.tol = tolerance(profile.weights)

    def run(self) -> CohesiveGroup | None:
        found = self._jr()
        if found is not None or self.kind == "jr":
            return found
        for ell in range(2, self.k + 1):
            found = self._at(ell)
            if found is not None:
                return found
        return None

    def _quota(self, ell: int) -> float:
        return ell * self.total / self.k

    def _jr(self) -> CohesiveGroup | None:
        # Aziz et al. (2017): JR fails iff some alternative is approved by unrepresented voters
        # of weight n/k or more; the heaviest such group is the witness.
        unrepresented = self.weights * (self.satisfied == 0)
        support = unrepresented @ self.rows
        best = int(np.argmax(support))
        if support[best] < self._quota(1) - self.tol:
            return None
        group = (self.satisfied == 0) & self.rows[:, best]
        return self._witness(1, group, [best])

    def _at(self, ell: int) -> CohesiveGroup | None:
        quota = self._quota(ell)
        eligible = self.satisfied < ell
        if self.weights[eligible].sum() < quota - self.tol:
            return None
        # Only alternatives that eligible voters of weight >= quota approve can be shared.
        shared = np.flatnonzero((self.weights * eligible) @ self.rows >= quota - self.tol)
        if len(shared) < ell:
            return None
        voters = np.flatnonzero(eligible)
        unit = solver_unit(self.weights[voters])
        model = LinearModel()
        x = {int(c): model.add_var(binary=True) for c in shared}
        y = {int(g): model.add_var(binary=True) for g in voters}
        model.add_row(dict.fromkeys(x.values(), 1.0), ell, ell)
        for g, yg in y.items():
            for c, xc in x.items():
                if not self.rows[g, c]:
                    model.add_row({yg: 1.0, xc: 1.0}, -math.inf, 1.0)  # g shares c
        if self.kind == "pjr":
            # z_w = 1 when some voter of the group approves member w; fewer than ell such.
            z = {w: model.add_var(0.0, 1.0) for w in self.members}
            for w, zw in z.items():
                for g, yg in y.items():
                    if self.rows[g, w]:
                        model.add_row({zw: 1.0, yg: -1.0}, 0.0, math.inf)
            model.add_row(dict.fromkeys(z.values(), 1.0), -math.inf, ell - 1)
        objective: Expr = {yg: float(self.weights[g] / unit) for g, yg in y.items()}
        solution = model.try_solve(objective, maximize=True)
        if solution is None:
            return None
        group = np.zeros(len(self.weights), dtype=bool)
        group[[g for g, yg in y.items() if solution[yg] > 0.5]] = True
        common = [c for c, xc in x.items() if solution[xc] > 0.5]
        if self.weights[group].sum() < quota - self.tol:
            return None
        return self._witness(ell, group, common)

    def _witness(self, ell: int, group: BoolArray, common: list[int]) -> CohesiveGroup:
        profile = self.profile
        alts = profile.alternatives
        ballots = np.flatnonzero(group[self.groups.of_ballot])
        voters = tuple(profile.voters[i] for i in ballots)
        weight = float(self.weights[group].sum())
        quota = self._quota(ell)
        shown = ", ".join(map(repr, voters[:5])) + (
            f" and {len(voters) - 5} more" if len(voters) > 5 else ""
        )
        names = ", ".join(repr(alts[c]) for c in common)
        committee = "{" + ", ".join(repr(alts[c]) for c in self.members) + "}"
        if ell == 1:
            lack = "none of them approves a member"
        elif self.kind == "pjr":
            together = int(self.rows[group][:, self.members].any(axis=0).sum())
            lack = f"together they approve only {together} member(s)"
        else:
            lack = f"each approves fewer than {ell} members"
        return CohesiveGroup(
            kind=self.kind,
            ell=ell,
            voters=voters,
            candidates=tuple(alts[c] for c in common),
            weight=weight,
            quota=quota,
            explanation=(
                f"{_NAMES[self.kind]} fails: voters {shown} (weight {weight:g}, at least "
                f"{ell}·n/k = {quota:.6g}) all approve {names}, yet {lack} of the committee "
                f"{committee} (k = {self.k})."
            ),
        )


class _Representation(Axiom):
    kind: Representation
    kinds = frozenset({InputKind.APPROVAL})

    def applies_to(self, rule: Rule) -> bool:
        return isinstance(rule, ApprovalCommitteeRule)

    def find_counterexample(self, rule: Rule, profile: Profile) -> Counterexample | None:
        if not isinstance(rule, ApprovalCommitteeRule):
            raise InputError(
                f"axiom {self.name!r} applies to approval committee rules; {rule!r} is not one"
            )
        outcome = rule(profile)
        winners = tuple(sorted(outcome.winners))
        assert outcome.committee is not None
        approvals = rule.approvals(profile)
        for committee in outcome.committee.tied:
            found = cohesive_group(
                self.kind, profile, committee, rule.committee_size, approvals=approvals
            )
            if found is not None:
                return Counterexample(
                    axiom=self.name,
                    rule=repr(rule),
                    profile=profile,
                    winners=winners,
                    committee=committee,
                    witness=found,
                    explanation=found.explanation,
                )
        return None

    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None:
        return self.find_counterexample(rule, profile)


class JustifiedRepresentation(_Representation):
    """Every winning committee satisfies JR (Aziz et al. 2017)."""

    name = "justified_representation"
    kind = "jr"


class ProportionalJustifiedRepresentation(_Representation):
    """Every winning committee satisfies PJR (Sánchez-Fernández et al. 2017)."""

    name = "proportional_justified_representation"
    kind = "pjr"


class ExtendedJustifiedRepresentation(_Representation):
    """Every winning committee satisfies EJR (Aziz et al. 2017)."""

    name = "extended_justified_representation"
    kind = "ejr"
