"""One outcome of a problem as data: an allocation, a package of projects, or an alternative.

Records that carry an outcome — a candidate on a deliberation's table, an agent's proposal, a
model's proposal reply — hold it in exactly one of three fields, so their JSON says plainly what
kind of outcome it is; :class:`HoldsOutcome` is that shape, written once.

>>> class Pick(HoldsOutcome):
...     pass
>>> Pick(**outcome_fields("hike")).outcome
'hike'
>>> Pick()  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pydantic_core._pydantic_core.ValidationError: 1 validation error for Pick
  Value error, give exactly one of allocation, package, alternative [type=value_error, ...

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from pydantic import model_validator

from fairagents.models.base import FrozenModel
from fairagents.problems._allocation import Allocation
from fairagents.problems._budget import Package

__all__ = ["HoldsOutcome", "ProblemOutcome", "outcome_fields", "outcome_key"]

ProblemOutcome = Allocation | Package | str
"""An outcome of a problem: an allocation, a package, or the id of an alternative."""


def outcome_key(outcome: ProblemOutcome) -> str:
    """The identity of an outcome: equal keys mean the same outcome.

    >>> outcome_key(Package(projects=("b", "a"))) == outcome_key(Package(projects=("a", "b")))
    True
    """
    if isinstance(outcome, Allocation):
        return "allocation:" + outcome.key()
    if isinstance(outcome, Package):
        return "package:" + outcome.key()
    return "alternative:" + outcome


def outcome_fields(outcome: ProblemOutcome) -> dict[str, ProblemOutcome]:
    """The one field of :class:`HoldsOutcome` that holds ``outcome``."""
    if isinstance(outcome, Allocation):
        return {"allocation": outcome}
    if isinstance(outcome, Package):
        return {"package": outcome}
    return {"alternative": outcome}


class HoldsOutcome(FrozenModel):
    """A record holding one outcome in exactly one of ``allocation``, ``package``,
    ``alternative`` (an alternative's id)."""

    allocation: Allocation | None = None
    package: Package | None = None
    alternative: str | None = None

    @model_validator(mode="after")
    def _exactly_one(self) -> HoldsOutcome:
        given = [x for x in (self.allocation, self.package, self.alternative) if x is not None]
        if len(given) != 1:
            raise ValueError("give exactly one of allocation, package, alternative")
        return self

    @property
    def outcome(self) -> ProblemOutcome:
        """The outcome held."""
        if self.allocation is not None:
            return self.allocation
        if self.package is not None:
            return self.package
        assert self.alternative is not None  # exactly one: checked on construction
        return self.alternative

    @property
    def outcome_key(self) -> str:
        """The outcome's identity (see :func:`outcome_key`)."""
        return outcome_key(self.outcome)
