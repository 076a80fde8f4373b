"""An alternative: one option the group can pick; and the ids of a profile's alternatives
(:data:`Alternatives`: at least one, none empty, none twice).

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field, TypeAdapter

from fairagents.models.base import MAX_MAGNITUDE, InputModel, Real

AttributeValue = (
    str | Real | Annotated[int, Field(strict=True, ge=-MAX_MAGNITUDE, le=MAX_MAGNITUDE)] | bool
)
"""A free-form attribute: text, a bounded number, or a flag."""


class Alternative(InputModel):
    """One option the group can pick: an itinerary, a street package, an allocation of beds.

    >>> Alternative(id="a", label="Plan A").id
    'a'
    """

    id: str = Field(min_length=1)
    label: str = ""
    description: str = ""
    attributes: dict[str, AttributeValue] = Field(default_factory=dict)


def _distinct(value: tuple[str, ...]) -> tuple[str, ...]:
    seen: set[str] = set()
    for alt in value:
        if not alt:
            raise ValueError("an alternative id must not be empty")
        if alt in seen:
            raise ValueError(f"alternative {alt!r} is listed twice")
        seen.add(alt)
    return value


Alternatives = Annotated[tuple[str, ...], Field(min_length=1), AfterValidator(_distinct)]
"""The alternatives of a profile, by id: at least one, none empty, none listed twice."""
ALTERNATIVES: TypeAdapter[tuple[str, ...]] = TypeAdapter(Alternatives)
