"""Emergence: the criteria a joint outcome meets that no agent's own proposal meets, and the
criteria the joint outcome lost.

"Fairness emerged from the negotiation" is a claim about criteria, measured here on the
criteria maps of assessed outcomes (criterion → met, as a
:class:`~fairagents.agents._records.Assessment` or a sweep's subject holds them):

- a criterion **emerged** when the joint outcome meets it and *none* of the agents' own final
  proposals meets it (a criterion that does not apply to an agent's proposal — missing from its
  map — counts as not met there);
- a criterion was **lost** when at least one agent's own final proposal meets it and the joint
  outcome does not (a criterion missing from the joint map does not apply to it and is never
  lost).

With no agent proposals to compare, nothing emerges and nothing is lost: the question has no
answer, which :attr:`Emergence.compared` says (0 proposals compared).

Criteria are of two kinds (:func:`criterion_kind`): **fairness** criteria
(:data:`FAIRNESS_CRITERIA`) and **framework optima** — the utilitarian optimum and each ethical
framework's (``rawls_optimal`` …), an outcome some theory ranks first. A framework's optimum
emerging is not fairness emerging: the two are reported apart
(:mod:`fairagents.experiments._emergence_tables`, which also counts emergence against every
proposal of every round and beside a chance baseline).

Not here: *why* it emerged (the mediator's candidate, a compromise, a lucky lottery): the run's
decision record says how the joint outcome was decided (:mod:`fairagents.graph._measures`).

>>> e = emergence({"pareto": True, "ef": True, "ef1": False},
...               {"ann": {"pareto": True, "ef": False, "ef1": True},
...                "bob": {"pareto": False, "ef": False, "ef1": False}})
>>> e.emergent, e.lost, e.emerged
(('ef',), ('ef1',), True)

Internal to :mod:`fairagents.fairness`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pydantic import Field

from fairagents.models.base import FrozenModel

__all__ = ["FAIRNESS_CRITERIA", "Emergence", "criterion_kind", "emergence"]

FAIRNESS_CRITERIA = (
    "maximin_optimal",
    "eq",
    "ef",
    "ef1",
    "efx",
    "proportionality",
    "mms",
    "pareto",
    "jr",
    "pjr",
    "ejr",
)
"""The criteria of fairness (and Pareto efficiency, which fairness notions presuppose); every
other criterion a report names is a framework's optimum."""


def criterion_kind(name: str) -> Literal["fairness", "framework"]:
    """``"fairness"`` for a fairness criterion, ``"framework"`` for an optimum.

    >>> criterion_kind("maximin_optimal"), criterion_kind("rawls_optimal")
    ('fairness', 'framework')
    """
    return "fairness" if name in FAIRNESS_CRITERIA else "framework"


class Emergence(FrozenModel):
    """What the joint outcome gained and lost against the agents' own proposals."""

    emergent: tuple[str, ...] = Field(
        default=(), description="criteria the joint outcome meets and no agent's proposal meets"
    )
    lost: tuple[str, ...] = Field(
        default=(), description="criteria some agent's proposal meets and the joint one does not"
    )
    compared: int = Field(default=0, ge=0, description="agents' proposals compared")

    @property
    def emerged(self) -> bool:
        """Whether any criterion emerged."""
        return bool(self.emergent)


def emergence(joint: Mapping[str, bool], own: Mapping[str, Mapping[str, bool]]) -> Emergence:
    """The criteria that emerged in ``joint`` and were lost from ``own`` (agent → criteria),
    in the joint map's order (see the module docstring)."""
    if not own:
        return Emergence()
    emergent = tuple(
        c for c, met in joint.items() if met and not any(o.get(c, False) for o in own.values())
    )
    lost = tuple(
        c for c, met in joint.items() if not met and any(o.get(c, False) for o in own.values())
    )
    return Emergence(emergent=emergent, lost=lost, compared=len(own))
