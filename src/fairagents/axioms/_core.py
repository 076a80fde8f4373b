"""The axiom contract: :class:`Axiom` (a counterexample search) and :class:`Counterexample`,
plus the profile edits the checks share (rebuilding, reading weak orders and preferences).

Profiles are edited as their ``model_dump()`` and validated afresh, never copied with
``model_copy``, so no cached numeric view of the original leaks into the edited profile.

Internal to :mod:`fairagents.axioms`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import AXIOMS, InputKind, Rule
from fairagents.errors import InputError
from fairagents.models import CohesiveGroup, Profile
from fairagents.models.base import FrozenModel

__all__ = [
    "ALL_KINDS",
    "Axiom",
    "Counterexample",
    "Data",
    "preferences",
    "rebuild",
    "weak_order",
    "winners_of",
]

ALL_KINDS = frozenset(InputKind)
Data = dict[str, Any]  # a profile's model_dump(), edited and re-validated in this package


class Counterexample(FrozenModel):
    """A profile (and, for invariance axioms, its transformed twin) on which a rule breaks an
    axiom, with the winner set the rule gave on each; for a committee axiom, the winning
    ``committee`` that breaks it and the ``witness`` group it leaves under-represented."""

    axiom: str
    rule: str
    profile: Profile
    winners: tuple[str, ...]
    transformed: Profile | None = None
    transformed_winners: tuple[str, ...] | None = None
    committee: tuple[str, ...] | None = None
    witness: CohesiveGroup | None = None
    explanation: str


class Axiom(ABC):
    """One axiom: a name from the shared vocabulary and a counterexample search."""

    name: ClassVar[str]
    kinds: ClassVar[frozenset[InputKind]] = ALL_KINDS

    @property
    def description(self) -> str:
        return AXIOMS[self.name]

    def applies_to(self, rule: Rule) -> bool:
        """Whether the axiom means something for rules of ``rule``'s input kind."""
        return rule.input_kind in self.kinds

    def find_counterexample(self, rule: Rule, profile: Profile) -> Counterexample | None:
        """A counterexample to ``rule`` satisfying this axiom at ``profile``, or ``None``."""
        if not self.applies_to(rule):
            kinds = ", ".join(sorted(self.kinds))
            raise InputError(
                f"axiom {self.name!r} applies to {kinds} rules; {rule!r} is {rule.input_kind}"
            )
        return self._search(rule, profile, winners_of(rule, profile))

    @abstractmethod
    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None: ...

    def _found(
        self,
        rule: Rule,
        profile: Profile,
        winners: tuple[str, ...],
        explanation: str,
        transformed: Profile | None = None,
        transformed_winners: tuple[str, ...] | None = None,
    ) -> Counterexample:
        return Counterexample(
            axiom=self.name,
            rule=repr(rule),
            profile=profile,
            winners=winners,
            transformed=transformed,
            transformed_winners=transformed_winners,
            explanation=explanation,
        )

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


# -- helpers ----------------------------------------------------------------------------------


def winners_of(rule: Rule, profile: Profile) -> tuple[str, ...]:
    return tuple(sorted(rule(profile).winners))


def rebuild(data: Data) -> Profile:
    # Validate afresh: never copy a Profile's cached numeric views along with its fields.
    return Profile.model_validate(data)


def weak_order(profile: Profile, row: int) -> list[list[str]]:
    """Ballot ``row``'s weak order as the rule reads it ordinally: every alternative, best first."""
    ranks = profile.ranks[row]
    return [
        [a for a, r in zip(profile.alternatives, ranks, strict=True) if r == level]
        for level in sorted(set(ranks.tolist()))
    ]


def preferences(rule: Rule, profile: Profile) -> NDArray[np.float64]:
    """How much each voter likes each alternative, as ``rule`` reads ballots; higher is better."""
    if rule.input_kind is InputKind.CARDINAL:
        return profile.utilities
    if rule.input_kind is InputKind.APPROVAL:
        return profile.approvals.astype(np.float64)
    return -profile.ranks.astype(np.float64)
