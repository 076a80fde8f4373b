"""A stakeholder: a party whose interests count, with a group, a weight and attributes.

The stakeholder's *true* utilities live in the problem it belongs to (valuations of an
allocation problem, utilities of a budget or choice problem); this model carries only who the
stakeholder is: group membership (for worst-group metrics), a weight (for weighted rules),
free-form attributes such as ``vulnerability`` or ``dependency`` (read by the care-ethics
functional), and prior ``claims`` to goods or projects (read by the libertarian functional).

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pydantic import Field

from fairagents.models._alternative import AttributeValue
from fairagents.models.base import InputModel, PositiveReal


class Stakeholder(InputModel):
    """A party whose interests count.

    >>> s = Stakeholder(id="p1", group="elderly", attributes={"vulnerability": 0.8})
    >>> s.weight, s.attributes["vulnerability"]
    (1.0, 0.8)
    """

    id: str = Field(min_length=1)
    group: str = ""
    weight: PositiveReal = 1.0
    attributes: dict[str, AttributeValue] = Field(default_factory=dict)
    claims: tuple[str, ...] = ()


def check_stakeholder_map(
    stakeholders: Mapping[str, Stakeholder], known: Sequence[str], role: str
) -> None:
    """Check a problem's ``stakeholders`` map: every key is one of ``known`` and matches its id.

    ``role`` says what a known stakeholder has in this problem (e.g. ``"valuations"``), so the
    error tells the user where to look. Raises ``ValueError`` for pydantic to report.

    >>> check_stakeholder_map({"x": Stakeholder(id="x")}, ["a"], "utilities")
    Traceback (most recent call last):
    ValueError: stakeholders['x']: 'x' has no utilities; known: a
    """
    for key, stakeholder in stakeholders.items():
        if key not in known:
            raise ValueError(
                f"stakeholders[{key!r}]: {key!r} has no {role}; known: {', '.join(known)}"
            )
        if stakeholder.id != key:
            raise ValueError(
                f"stakeholders[{key!r}]: id {stakeholder.id!r} differs from its key {key!r}"
            )
