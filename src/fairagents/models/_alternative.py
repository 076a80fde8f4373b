"""An alternative: one option the group can pick; and the ids of a profile's alternatives
(:data:`Alternatives`: at least one, none empty, none twice).

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, ConfigDict, Field, TypeAdapter

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
ALTERNATIVES: TypeAdapter[tuple[str, ...]] = TypeAdapter(
    Alternatives, config=ConfigDict(defer_build=True)
)
"""Validates :data:`Alternatives`; built on first use (see :func:`validate_alternatives`)."""


def validate_alternatives(value: Any) -> tuple[str, ...]:
    """``ALTERNATIVES.validate_python(value)``: the same tuple, or the same ValidationError.

    A list or tuple of distinct non-empty ``str`` (what every reader and ``from_*`` hands over)
    is what pydantic would return as it is, so it is checked here in plain Python; anything
    else goes to pydantic, which converts or reports it. The adapter is then built only for
    such input, not in every process that reads a file.

    >>> validate_alternatives(["a", "b"])
    ('a', 'b')
    >>> validate_alternatives(["a", "a"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pydantic_core._pydantic_core.ValidationError: 1 validation error for function-after[...]
    ...
    """
    if (
        type(value) in (list, tuple)
        and value
        and all(type(alt) is str for alt in value)
        and "" not in value
        and len(set(value)) == len(value)
    ):
        return tuple(value)
    return ALTERNATIVES.validate_python(value)
