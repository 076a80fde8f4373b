"""Candidate choice: pick one of finitely many alternatives; each stakeholder has utilities.

This is the problem the aggregators of the core already consume: its profile is simply each
stakeholder's utility for each alternative. Its menu is the alternatives themselves, labelled
with the welfare criteria each one optimizes.

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Literal

from pydantic import Field, field_validator, model_validator

from fairagents.errors import ProblemError
from fairagents.models import Alternative, Stakeholder
from fairagents.models._stakeholder import check_stakeholder_map
from fairagents.models.base import InputModel, Real

__all__ = ["CandidateChoice"]


_KEPT: OrderedDict[int, tuple[tuple[Alternative, ...], tuple[str, ...], dict[str, Alternative]]]
_KEPT = OrderedDict()
_KEPT_SIZE = 64
_KEPT_LOCK = threading.Lock()  # sweeps' thread workers share it


def _kept(
    alternatives: tuple[Alternative, ...],
) -> tuple[tuple[str, ...], dict[str, Alternative]]:
    """The ids of ``alternatives`` and their index, built once per tuple.

    Kept here, not on the model: a ``cached_property`` puts the value in the pydantic
    instance's ``__dict__`` (a scenario built from the problem then revalidated it: ages 78
    became 78.0 and every run id changed), and a private attribute takes part in ``==``. The
    entry holds the tuple itself, so its ``id`` is not reused while kept; a few recent
    problems are kept (bounded).
    """
    key = id(alternatives)
    with _KEPT_LOCK:
        found = _KEPT.get(key)
        if found is not None and found[0] is alternatives:
            _KEPT.move_to_end(key)
            return found[1], found[2]
    ids = tuple(a.id for a in alternatives)
    index = {a.id: a for a in alternatives}
    with _KEPT_LOCK:
        _KEPT[key] = (alternatives, ids, index)
        while len(_KEPT) > _KEPT_SIZE:
            _KEPT.popitem(last=False)
    return ids, index


class CandidateChoice(InputModel):
    """Choose one alternative; ``utilities[stakeholder][alternative]`` are the true utilities.

    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"ann": {"a": 1, "b": 0}, "bob": {"a": 0, "b": 2}})
    >>> c.utilities_of("b")
    {'ann': 0.0, 'bob': 2.0}
    """

    validation_error = ProblemError

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
        # Kept once built: asked once per alternative by fairness reports and agents, rebuilding
        # it each time was quadratic in the alternatives.
        return _kept(self.alternatives)[0]

    def stakeholder(self, who: str) -> Stakeholder:
        """The stakeholder record of ``who`` (a default one if none was given)."""
        return self.stakeholders.get(who) or Stakeholder(id=who)

    @property
    def _by_id(self) -> dict[str, Alternative]:
        # A lookup, not a scan: fairness reports look up every alternative (quadratic scans
        # took minutes on 10,000 alternatives). Kept like alternative_ids.
        return _kept(self.alternatives)[1]

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
