"""An outcome: what an aggregator decided and why.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math
from typing import Any

from pydantic import Field, model_validator

from fairagents.models._ballot import TieGroups
from fairagents.models._committee import Committee
from fairagents.models.base import FrozenModel

ParamValue = str | float | int | bool | None

_PARAM_TYPES = (str, int, bool, type(None))  # exactly these: pydantic keeps them as they are


class Outcome(FrozenModel):
    """The collective decision of one rule on one profile.

    ``winners`` is the tied set before tie-breaking; ``choice`` the one alternative picked by the
    rule's explicit ``tie_break``; ``ranking`` the social order as tie groups, best first.
    ``lottery`` is set only by rules whose solution is a probability distribution over
    alternatives (``choice`` is then its most likely alternative).

    ``committee`` is set only by committee rules, which elect several alternatives at once: it
    holds the winning committees and the chosen one. ``winners`` is then every alternative in a
    listed winning committee, and ``choice`` the chosen committee's first member in the rule's
    order (for one seat, exactly the single-winner reading).
    """

    rule: str
    params: dict[str, ParamValue] = Field(default_factory=dict)
    winners: tuple[str, ...] = Field(min_length=1)
    choice: str
    ranking: TieGroups
    scores: dict[str, float]
    explanation: str
    lottery: dict[str, float] | None = None
    committee: Committee | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Outcome:
        if self.choice not in self.winners:
            raise ValueError(f"choice {self.choice!r} is not among the winners {self.winners}")
        if self.ranking and set(self.ranking[0]) != set(self.winners):
            raise ValueError("the first tie group of the ranking must be the winners")
        if self.committee is not None:
            if self.choice not in self.committee.members:
                raise ValueError(f"choice {self.choice!r} is not a member of the committee")
            if set(self.committee.alternatives) != set(self.winners):
                raise ValueError("the winners must be the members of the tied committees")
        return self

    @classmethod
    def _of_rule(cls, **fields: Any) -> Outcome:
        """``Outcome(**fields)`` for :class:`~fairagents.aggregators.Rule`, which passes every
        field: the same outcome, or the same ValidationError.

        When every value already is the exact builtin type its field declares (strings, finite
        floats, tuples and dicts of them, no committee), pydantic's validation would return it
        unchanged, so the outcome is constructed and checked by :meth:`_consistent` here, and
        the model's validator is not built for it: a fresh process that reads a file and
        applies one rule builds no pydantic validator at all (nor looks for pydantic plugins,
        which costs ~60 ms of a ~0.3 s start-up; a plugin then sees no validation of such an
        outcome). Anything else — a committee, a numpy scalar, a NaN — goes through
        ``Outcome(**fields)``, as does an inconsistent outcome, so that it raises as before.
        """
        if _plain(fields):
            outcome = cls.model_construct(**fields)
            try:
                return outcome._consistent()  # type: ignore[operator,no-any-return]
            except ValueError:
                pass
        return cls(**fields)


def _finite_floats(values: Any) -> bool:
    return type(values) is dict and all(
        type(k) is str and type(v) is float and math.isfinite(v) for k, v in values.items()
    )


def _strings(values: Any) -> bool:
    return type(values) is tuple and all(type(v) is str for v in values)


def _plain(fields: dict[str, Any]) -> bool:
    """Whether ``fields`` are every field of an Outcome, each of the exact type declared."""
    params = fields.get("params")
    lottery = fields.get("lottery")
    return (
        fields.keys() == Outcome.model_fields.keys()
        and fields["committee"] is None
        and type(fields["rule"]) is str
        and type(fields["choice"]) is str
        and type(fields["explanation"]) is str
        and type(params) is dict
        and all(
            type(k) is str and (type(v) in _PARAM_TYPES or (type(v) is float and math.isfinite(v)))
            for k, v in params.items()
        )
        and _strings(fields["winners"])
        and len(fields["winners"]) > 0
        and type(fields["ranking"]) is tuple
        and all(_strings(group) for group in fields["ranking"])
        and _finite_floats(fields["scores"])
        and (lottery is None or _finite_floats(lottery))
    )
