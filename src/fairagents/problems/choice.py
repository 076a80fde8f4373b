"""Candidate choice: pick one of finitely many alternatives; each stakeholder has utilities.

This is the problem the aggregators of the core already consume: its profile is simply each
stakeholder's utility for each alternative. Its menu is the alternatives themselves, labelled
with the welfare criteria each one optimizes.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, PrivateAttr, field_validator, model_validator

from fairagents.errors import ProblemError
from fairagents.models import Alternative, Stakeholder
from fairagents.models.base import InputModel, Real
from fairagents.models.stakeholder import check_stakeholder_map

__all__ = ["CandidateChoice"]


class CandidateChoice(InputModel):
    """Choose one alternative; ``utilities[stakeholder][alternative]`` are the true utilities.

    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"ann": {"a": 1, "b": 0}, "bob": {"a": 0, "b": 2}})
    >>> c.utilities_of("b")
    {'ann': 0.0, 'bob': 2.0}
    """

    validation_error = ProblemError
    # Built once from ``alternatives`` (model_copy carries private attributes over: each
    # remembers the list it was built from, so a copy with other alternatives rebuilds).
    _ids: tuple[object, tuple[str, ...]] | None = PrivateAttr(default=None)
    _index: tuple[object, dict[str, Alternative]] | None = PrivateAttr(default=None)

    kind: Literal["choice"] = "choice"
    id: str = ""
    description: str = ""
    alternatives: tuple[Alternative, ...] = Field(min_length=1)
    utilities: dict[str, dict[str, Real]] = Field(min_length=1)
    stakeholders: dict[str, Stakeholder] = Field(default_factory=dict)

    @field_validator("alternatives")
    @classmethod
    def _distinct_alternatives(cls, value: tuple[Alternative, ...]) -> tuple[Alternative, ...]:
        seen: set[str] = set()
        for alt in value:
            if alt.id in seen:
                raise ValueError(f"alternative {alt.id!r} is listed twice")
            seen.add(alt.id)
        return value

    @model_validator(mode="after")
    def _utilities_complete(self) -> CandidateChoice:
        ids = tuple(a.id for a in self.alternatives)  # not the kept one: still validating
        listed = set(ids)  # a set: with thousands of alternatives a tuple's scan is quadratic
        for who, row in self.utilities.items():
            for alt in row:
                if alt not in listed:
                    raise ValueError(
                        f"utilities[{who!r}][{alt!r}]: alternative {alt!r} is unknown; "
                        f"known: {', '.join(ids)}"
                    )
            missing = [a for a in ids if a not in row]
            if missing:
                raise ValueError(
                    f"utilities[{who!r}]: no utility for {', '.join(map(repr, missing))}; "
                    "give one number per alternative"
                )
        check_stakeholder_map(self.stakeholders, tuple(self.utilities), "utilities")
        return self

    @property
    def stakeholder_ids(self) -> tuple[str, ...]:
        return tuple(self.utilities)

    @property
    def alternative_ids(self) -> tuple[str, ...]:
        # Kept once built (the model is frozen): asked once per alternative by fairness reports
        # and agents, rebuilding it each time was quadratic in the alternatives. A private
        # attribute, not a cached_property: a value in the instance's __dict__ makes pydantic
        # revalidate the problem when a scenario is built from it (ints became floats).
        if self._ids is None or self._ids[0] is not self.alternatives:
            self._ids = (self.alternatives, tuple(a.id for a in self.alternatives))
        return self._ids[1]

    def stakeholder(self, who: str) -> Stakeholder:
        """The stakeholder record of ``who`` (a default one if none was given)."""
        return self.stakeholders.get(who) or Stakeholder(id=who)

    @property
    def _by_id(self) -> dict[str, Alternative]:
        # A lookup, not a scan: fairness reports look up every alternative (quadratic scans
        # took minutes on 10,000 alternatives). Kept like alternative_ids.
        if self._index is None or self._index[0] is not self.alternatives:
            self._index = (self.alternatives, {alt.id: alt for alt in self.alternatives})
        return self._index[1]

    def alternative(self, alt_id: str) -> Alternative:
        """The alternative with id ``alt_id``; :class:`ProblemError` if unknown."""
        found = self._by_id.get(alt_id)
        if found is not None:
            return found
        raise ProblemError(
            f"alternative {alt_id!r} is unknown; known: {', '.join(self.alternative_ids)}"
        )

    def utilities_of(self, alt_id: str) -> dict[str, float]:
        """Each stakeholder's utility for alternative ``alt_id``."""
        self.alternative(alt_id)
        return {who: float(row[alt_id]) for who, row in self.utilities.items()}
