"""An alternative: one option the group can pick.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

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
