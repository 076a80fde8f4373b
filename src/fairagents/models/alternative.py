"""An alternative: one option the group can pick."""

from __future__ import annotations

from pydantic import Field

from fairagents.models._base import FrozenModel

AttributeValue = str | float | int | bool


class Alternative(FrozenModel):
    """One option the group can pick: an itinerary, a street package, an allocation of beds.

    >>> Alternative(id="a", label="Plan A").id
    'a'
    """

    id: str = Field(min_length=1)
    label: str = ""
    description: str = ""
    attributes: dict[str, AttributeValue] = Field(default_factory=dict)
