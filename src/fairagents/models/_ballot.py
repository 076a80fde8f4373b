"""A ballot: what one voter (stakeholder or agent) reports in one round.

A ballot may carry any mix of a ranking (best first, inner lists are tie groups), utilities (one
finite number per alternative) and approvals. Which of them an aggregator reads is the
aggregator's business; whether the alternatives named exist is checked by the Profile, which
knows the alternative set.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from itertools import chain
from typing import Any

from pydantic import Field, field_serializer, field_validator, model_validator

from fairagents.errors import ProfileError
from fairagents.models.base import InputModel, PositiveReal, Real

TieGroups = tuple[tuple[str, ...], ...]
"""A weak order as tie groups, best group first."""

RankingInput = list[str | list[str]]
"""A ranking as written in JSON: ids best first; an inner list is a tie group."""


def as_tie_groups(ranking: Any) -> TieGroups:
    """Normalize ``["a", ["b", "c"], "d"]`` to ``(("a",), ("b", "c"), ("d",))``.

    >>> as_tie_groups(["a", ["b", "c"]])
    (('a',), ('b', 'c'))
    """
    if isinstance(ranking, str) or not isinstance(ranking, list | tuple):
        raise ValueError("a ranking must be a list of alternatives or of tie groups (lists)")
    if set(map(type, ranking)) == {str}:  # the common case, a linear order: C-speed path
        return tuple(zip(ranking, strict=True))
    groups: list[tuple[str, ...]] = []
    for item in ranking:
        if isinstance(item, str):
            groups.append((item,))
        elif isinstance(item, list | tuple) and all(isinstance(x, str) for x in item):
            if not item:
                raise ValueError("a tie group must not be empty")
            groups.append(tuple(item))
        else:
            raise ValueError(
                f"a ranking entry must be an alternative id or a list of ids, got {item!r}"
            )
    return tuple(groups)


class Ballot(InputModel):
    """One voter's report.

    >>> Ballot(voter="v1", ranking=["a", ["b", "c"]]).ranking
    (('a',), ('b', 'c'))
    """

    validation_error = ProfileError

    voter: str = Field(min_length=1)
    weight: PositiveReal = 1.0
    ranking: TieGroups | None = None
    utilities: dict[str, Real] | None = None
    approvals: tuple[str, ...] | None = None
    proposal: str | None = None
    argument: str = ""
    citations: tuple[str, ...] = ()

    # One plain validator reads, normalizes and checks a ranking in a single pass: pydantic would
    # otherwise re-validate the normalized tie groups element by element, which made ballot
    # validation ~40% slower on large profiles.
    @field_validator("ranking", mode="plain", json_schema_input_type=RankingInput | None)
    @classmethod
    def _read_ranking(cls, value: Any) -> TieGroups | None:
        if value is None:
            return None
        groups = as_tie_groups(value)
        if len(set(chain.from_iterable(groups))) != sum(map(len, groups)):
            flat = list(chain.from_iterable(groups))
            twice = next(a for i, a in enumerate(flat) if a in flat[:i])
            raise ValueError(f"alternative {twice!r} is listed twice")
        return groups

    @field_validator("approvals")
    @classmethod
    def _no_repeats_in_approvals(cls, value: tuple[str, ...] | None) -> tuple[str, ...] | None:
        if value is not None and len(set(value)) != len(value):
            twice = sorted({a for a in value if value.count(a) > 1})
            raise ValueError(f"alternative {twice[0]!r} is listed twice")
        return value

    @model_validator(mode="after")
    def _has_some_preference(self) -> Ballot:
        if self.ranking is None and self.utilities is None and self.approvals is None:
            raise ValueError("a ballot needs a ranking, utilities or approvals")
        return self

    @field_serializer("ranking")
    def _ranking_as_json(self, value: TieGroups | None) -> list[str | list[str]] | None:
        # Singleton groups print as plain ids, as in the documented JSON format.
        if value is None:
            return None
        return [group[0] if len(group) == 1 else list(group) for group in value]
