"""What a committee rule decided: the winning committees, the one chosen, and why each member is in.

A committee (multiwinner) rule elects ``size`` alternatives at once — a slate of itineraries, the
projects a group gets, a board. Several committees can tie; :class:`Committee` keeps them apart
from the one the rule's named tie-break chose, as :class:`~fairagents.models.Outcome` keeps the
tied winners apart from the choice. :class:`CohesiveGroup` is the witness that a committee
under-represents a group of voters (justified representation and its refinements, see
:mod:`fairagents.axioms.proportionality`).

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from fairagents.models.base import FrozenModel

__all__ = ["CohesiveGroup", "Committee", "Representation"]

Representation = Literal["jr", "pjr", "ejr"]
"""Justified representation (JR), proportional JR (PJR) and extended JR (EJR)."""


class Committee(FrozenModel):
    """The committees a rule elected and the one its tie-break chose.

    ``tied`` lists the winning committees found, each in the profile's order of alternatives,
    the list sorted; ``count`` is how many there are, or — when ``count_exact`` is false because
    the search stopped at the rule's ``max_committees`` — how many were found, a lower bound.
    ``members`` is the chosen committee, ``size`` alternatives in the rule's own order (the order
    of election, or of score). ``satisfaction`` is each voter's satisfaction with ``members``, in
    the unit ``satisfaction_measure`` names; ``reasons`` says, for each member, why it is in.
    ``without_completion`` is set by rules that fill the seats their own method leaves empty
    (the Method of Equal Shares): the members chosen before the completion, possibly none.
    """

    size: int = Field(ge=1)
    members: tuple[str, ...]
    tied: tuple[tuple[str, ...], ...] = Field(min_length=1)
    count: int = Field(ge=1)
    count_exact: bool = True
    satisfaction: dict[str, float]
    satisfaction_measure: str
    reasons: dict[str, str]
    without_completion: tuple[str, ...] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Committee:
        if len(set(self.members)) != len(self.members) or len(self.members) != self.size:
            raise ValueError(f"members {self.members} must be {self.size} distinct alternatives")
        if self.without_completion is not None and not set(self.without_completion) <= set(
            self.members
        ):
            raise ValueError("the members chosen before completion must be members")
        if set(self.members) not in [set(c) for c in self.tied]:
            raise ValueError(f"members {self.members} are not one of the tied committees")
        if self.count < len(self.tied):
            raise ValueError(f"count {self.count} is less than the {len(self.tied)} listed")
        if set(self.reasons) != set(self.members):
            raise ValueError("reasons must give one reason per member")
        return self

    @property
    def alternatives(self) -> tuple[str, ...]:
        """Every alternative in some listed winning committee, each once, in listed order."""
        return tuple(dict.fromkeys(a for c in self.tied for a in c))


class CohesiveGroup(FrozenModel):
    """A group of voters a committee leaves under-represented: the witness of a violation.

    ``voters`` (total ``weight``, at least ``quota`` = ``ell`` × total weight / committee size)
    all approve the ``ell`` alternatives in ``candidates``, yet: for JR (``ell`` = 1) none of
    them approves a member; for PJR fewer than ``ell`` members are approved by any of them; for
    EJR each of them approves fewer than ``ell`` members.
    """

    kind: Representation
    ell: int = Field(ge=1)
    voters: tuple[str, ...] = Field(min_length=1)
    candidates: tuple[str, ...] = Field(min_length=1)
    weight: float
    quota: float
    explanation: str
