"""An outcome: what an aggregator decided and why.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from pydantic import Field, model_validator

from fairagents.models.ballot import TieGroups
from fairagents.models.base import FrozenModel
from fairagents.models.committee import Committee

ParamValue = str | float | int | bool | None


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
