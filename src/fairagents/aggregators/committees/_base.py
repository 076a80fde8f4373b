"""The committee-rule contract: :class:`CommitteeRule` elects ``committee_size`` alternatives.

A committee rule (class :class:`CommitteeRule`, historically ``CommitteeAggregator``, an alias of
the same class) is a :class:`~fairagents.aggregators._base.Rule` whose outcome carries a
:class:`~fairagents.models.Committee`: every winning committee (up to ``max_committees`` of them,
with their count), the one the named ``tie_break`` chose, each voter's satisfaction with it and
why each member is in. Subclasses implement :meth:`CommitteeRule._elect`, returning an
:class:`Election`; the base class validates the parameters, refuses profiles with fewer
alternatives than seats, breaks the tie among committees and writes the outcome.

Ties between committees are broken like ties between alternatives, one committee at a time:
``lexicographic`` takes the committee whose sorted ids come first, ``first`` the one whose
members come first in the profile's order, ``random`` draws one of the listed committees with
``random.Random(seed)``. With one seat this is exactly the single-winner tie-break. When more than
``max_committees`` committees tie, the tie-break picks among the listed ones.

``scores`` of a committee outcome: scoring rules (AV, SAV, SNTV, k-Borda) report their
per-alternative score; the others the share of the listed winning committees an alternative is
in (1: in every one). ``winners`` are the alternatives of the listed winning committees, and
the ``ranking`` puts them first, then the rest by score.

Internal to :mod:`fairagents.aggregators.committees`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from dataclasses import dataclass, field
from typing import ClassVar

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import Evaluation, Rule
from fairagents.errors import IncompatibleProfileError, ParameterError
from fairagents.models import Committee, Profile
from fairagents.models._outcome import ParamValue
from fairagents.numeric import tie_groups

__all__ = ["MAX_COMMITTEES", "CommitteeAggregator", "CommitteeRule", "Elected", "Election"]

FloatArray = NDArray[np.float64]

MAX_COMMITTEES = 100
"""How many tied committees a rule lists by default (``max_committees``)."""


@dataclass(frozen=True)
class Elected:
    """One winning committee as a rule found it: members (alternative indices) in the rule's
    order, a reason per member, and the members chosen before a completion (if the rule has one).
    """

    members: tuple[int, ...]
    reasons: dict[int, str]
    without_completion: tuple[int, ...] | None = None

    @property
    def key(self) -> tuple[int, ...]:
        return tuple(sorted(self.members))


@dataclass(frozen=True)
class Election:
    """What a committee rule computed: the winning committees found (distinct, in the order
    found), their count (a lower bound unless ``exact``), a sentence on the method, and, for
    scoring rules, one score per alternative."""

    committees: list[Elected]
    count: int
    exact: bool
    explanation: str
    scores: FloatArray | None = None
    tolerance: float | None = None
    extra: dict[str, ParamValue] = field(default_factory=dict)


def _positive_int(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ParameterError(f"{name} must be a whole number of at least 1, got {value!r:.60}")
    return value


class CommitteeRule(Rule):
    """A rule that elects ``committee_size`` alternatives (see the module docstring)."""

    satisfaction_measure: ClassVar[str]
    """What a voter's satisfaction with a committee counts (e.g. its approved members)."""

    def __init__(
        self,
        *,
        committee_size: int = 1,
        max_committees: int = MAX_COMMITTEES,
        tie_break: str = "lexicographic",
        seed: int = 0,
    ) -> None:
        super().__init__(tie_break=tie_break, seed=seed)
        self.committee_size = _positive_int("committee_size", committee_size)
        self.max_committees = _positive_int("max_committees", max_committees)

    def _params(self) -> dict[str, ParamValue]:
        out: dict[str, ParamValue] = {"committee_size": self.committee_size}
        if self.max_committees != MAX_COMMITTEES:
            out["max_committees"] = self.max_committees
        return out

    # -- which profiles it reads -------------------------------------------------------------------

    def _missing_input(self, profile: Profile) -> str | None:
        if profile.n_alternatives < self.committee_size:
            return f"at least {self.committee_size} alternatives"
        return super()._missing_input(profile)

    def check(self, profile: Profile) -> None:
        if profile.n_alternatives < self.committee_size:
            raise IncompatibleProfileError(
                f"rule {self.name!r} elects {self.committee_size} members, so it needs at least "
                f"{self.committee_size} alternatives; the profile has {profile.n_alternatives}. "
                "Lower committee_size"
            )
        super().check(profile)

    # -- electing ----------------------------------------------------------------------------------

    @abstractmethod
    def _elect(self, profile: Profile) -> Election:
        """The winning committees of a profile this rule accepts."""

    @abstractmethod
    def satisfaction(self, profile: Profile, members: tuple[int, ...]) -> FloatArray:
        """Each ballot's satisfaction with the committee ``members`` (alternative indices)."""

    def choose(self, profile: Profile, committees: list[Elected]) -> Elected:
        """The committee the tie-break picks among ``committees`` (see the module docstring)."""
        if len(committees) == 1:
            return committees[0]
        alts = profile.alternatives
        by_ids = sorted(committees, key=lambda c: sorted(alts[i] for i in c.members))
        if self.tie_break == "random":
            return random.Random(self.seed).choice(by_ids)
        if self.tie_break == "first":
            return min(committees, key=lambda c: c.key)
        return by_ids[0]

    def _evaluate(self, profile: Profile) -> Evaluation:
        found = self._elect(profile)
        alts = profile.alternatives
        listed = found.committees[: self.max_committees]
        chosen = self.choose(profile, listed)
        union = sorted({i for c in listed for i in c.members})
        if found.scores is not None:
            scores = found.scores
        else:
            counts = np.zeros(profile.n_alternatives)
            for c in listed:
                counts[list(c.members)] += 1
            scores = counts / len(listed)
        rest = [i for i in range(profile.n_alternatives) if i not in set(union)]
        ranking = [union] + [
            [rest[j] for j in group] for group in tie_groups(scores[rest], found.tolerance)
        ]
        satisfaction = self.satisfaction(profile, chosen.members)
        committee = Committee(
            size=self.committee_size,
            members=tuple(alts[i] for i in chosen.members),
            tied=tuple(sorted(tuple(alts[i] for i in c.key) for c in listed)),
            count=found.count,
            count_exact=found.exact,
            satisfaction={
                voter: float(s) for voter, s in zip(profile.voters, satisfaction, strict=True)
            },
            satisfaction_measure=self.satisfaction_measure,
            reasons={alts[i]: text for i, text in chosen.reasons.items()},
            without_completion=None
            if chosen.without_completion is None
            else tuple(alts[i] for i in chosen.without_completion),
        )
        return Evaluation(
            scores=scores,
            explanation=self._explain(profile, found, chosen, len(listed)),
            ranking=[g for g in ranking if g],
            committee=committee,
            extra_params=found.extra,
        )

    def _explain(self, profile: Profile, found: Election, chosen: Elected, listed: int) -> str:
        alts = profile.alternatives
        names = ", ".join(repr(alts[i]) for i in chosen.members)
        if found.count == 1:
            ties = "the winning committee is unique"
        else:
            many = f"{found.count}" if found.exact else f"at least {found.count}"
            shown = f", {listed} listed" if listed < found.count else ""
            ties = f"{many} committees tie{shown}; the {self.tie_break} tie-break chose this one"
        return f"{found.explanation} Elected ({self.committee_size} seats): {names}; {ties}."


CommitteeAggregator = CommitteeRule
"""The committee-rule base class under its historical name: the same class as
:class:`CommitteeRule`, kept for compatibility."""
