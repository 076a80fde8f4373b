"""What every domain case shares: an id, a description, a summary agents read, and a problem.

A *case* (:class:`~fairagents.scenarios.packs.triage.TriageCase`,
:class:`~fairagents.scenarios.packs.outpatient.OutpatientCase`,
:class:`~fairagents.scenarios.packs.tourism.TourismCase`,
:class:`~fairagents.scenarios.packs.education.EducationCase`, each in its pack beside its
generator) describes a decision in its domain's terms — patients and beds, slots and travel hours,
places and districts, tutoring blocks — and compiles to a core problem whose utilities are its
stakeholders' stated objectives.

Internal to :mod:`fairagents.scenarios`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Protocol, TypeVar

from fairagents.models import Alternative, Stakeholder
from fairagents.models.base import FrozenModel
from fairagents.problems import CandidateChoice, Problem

__all__ = ["Case", "distinct_ids"]


class _HasId(Protocol):
    @property
    def id(self) -> str: ...


T = TypeVar("T", bound=_HasId)


def distinct_ids(items: Sequence[T], what: str) -> Sequence[T]:
    """``items`` unchanged, or ``ValueError`` naming the first id listed twice.

    >>> distinct_ids([Alternative(id="a"), Alternative(id="a")], "slot")
    Traceback (most recent call last):
    ValueError: slot 'a' is listed twice
    """
    seen: set[str] = set()
    for item in items:
        if item.id in seen:
            raise ValueError(f"{what} {item.id!r} is listed twice")
        seen.add(item.id)
    return items


class Case(FrozenModel, ABC):
    """A decision in a domain's own terms; :meth:`to_problem` is the core problem."""

    id: str = ""
    description: str = ""

    @abstractmethod
    def to_problem(self) -> Problem:
        """The core problem, each stakeholder's utility its stated objective."""

    @abstractmethod
    def summary(self) -> str:
        """A plain description of the case (what agents read when no description is given)."""

    def choice(
        self,
        alternatives: Sequence[Alternative],
        utilities: dict[str, dict[str, float]],
        stakeholders: Mapping[str, Stakeholder],
    ) -> CandidateChoice:
        """The case as a choice among ``alternatives``, described by its summary unless it has
        a description of its own."""
        return CandidateChoice(
            id=self.id,
            description=self.description or self.summary(),
            alternatives=tuple(alternatives),
            utilities=utilities,
            stakeholders=dict(stakeholders),
        )
