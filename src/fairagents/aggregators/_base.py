"""The rule contract: a named social-choice rule Profile → Outcome.

A rule subclasses :class:`Rule` (historically ``Aggregator``, an alias of the same class), sets
``name``, ``input_kind`` and the ``axioms`` it claims, takes its parameters as keyword-only
constructor arguments (stored, never computed on), and implements :meth:`Rule._evaluate`, which
returns a :class:`Evaluation`: one score per alternative (higher is better) and, when the rule's
social order is not simply "by score", the order itself as tie groups. The base class checks the
input kind, derives winners and ranking, breaks ties by the named ``tie_break`` and writes the
Outcome.

``tie_break``: ``"lexicographic"`` (default) picks the smallest id among the winners in string
order; ``"random"`` picks one uniformly with ``random.Random(seed)``; ``"first"`` picks the winner
listed first in the profile's alternatives.

Internal to :mod:`fairagents.aggregators`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

import numpy as np
from numpy.typing import NDArray

from fairagents.errors import IncompatibleProfileError, ParameterError, ProfileError
from fairagents.models import Committee, Outcome, Profile
from fairagents.models._outcome import ParamValue
from fairagents.numeric import tie_groups

__all__ = [
    "AXIOMS",
    "LINEAR_LIMIT",
    "PAIRWISE_LIMIT",
    "TIE_BREAKS",
    "Aggregator",
    "Evaluation",
    "InputKind",
    "Rule",
]


class InputKind(StrEnum):
    """What a rule reads from each ballot."""

    ORDINAL = "ordinal"  # a weak order: an explicit ranking, or one induced by utilities/approvals
    CARDINAL = "cardinal"  # utilities for every alternative
    APPROVAL = "approval"  # an approval set


AXIOMS: dict[str, str] = {
    "anonymity": "permuting the voters does not change the winners",
    "neutrality": "permuting the alternatives permutes the winners alike",
    "pareto": "an alternative that every voter finds strictly worse than another never wins",
    "condorcet_winner": "a Condorcet winner, when one exists, is the unique winner",
    "condorcet_loser": "a Condorcet loser is never a winner",
    "monotonicity": "raising a winner on some ballots keeps it a winner",
    "independence_of_clones": (
        "adding a clone of an alternative does not change whether a non-clone wins"
    ),
    "scale_invariance": (
        "rescaling one voter's utilities by a positive factor does not change the winners"
    ),
    "individual_rationality": "every voter gets at least their disagreement utility",
    "justified_representation": (
        "committees: no group of n/k voters approving a common alternative is left without an "
        "approved member"
    ),
    "proportional_justified_representation": (
        "committees: a group of ℓ·n/k voters approving ℓ common alternatives approves, "
        "together, at least ℓ members"
    ),
    "extended_justified_representation": (
        "committees: in a group of ℓ·n/k voters approving ℓ common alternatives, some voter "
        "approves at least ℓ members"
    ),
}
"""The axiom vocabulary rules may claim; ``fairagents.axioms`` holds the checkers."""

TIE_BREAKS = ("lexicographic", "random", "first")

LINEAR_LIMIT = 100_000
"""The size limit of rules whose work grows about linearly with the alternatives (scores, sums,
sorts, greedy steps; 10,000 alternatives × 3 voters take at most a few seconds, see the Limits
page): it bounds the ballots × alternatives tables they read."""

PAIRWISE_LIMIT = 3_000
"""The size limit of rules on the m × m majority margins: 3,000 alternatives are three 72 MB
matrices and about a second; 10,000 would be 2.4 GB."""

LINEAR_ADVICE = "shortlist the alternatives (keep those some voter ranks high) first"
PAIRWISE_ADVICE = (
    "it computes on every pair of alternatives (m × m margins); use borda, instant_runoff or "
    "a cardinal rule for more"
)


@dataclass(frozen=True)
class Evaluation:
    """What a rule computed: scores (higher is better), optionally its own social order.

    Without a ``ranking``, alternatives rank by score and scores closer than ``tolerance`` tie
    (default: :func:`fairagents.numeric.tolerance` of the scores, ``each=True``); a rule whose
    scores are sums should pass the tolerance of what it summed, so that its explanation and
    its winners use the same one. A committee rule sets ``committee`` (and a ``ranking`` headed
    by its members); the outcome's ``choice`` is then the chosen committee's first member.
    """

    scores: NDArray[np.float64]
    """One score per alternative, in the profile's order; higher is better."""
    explanation: str
    """Why these winners, from the maths (the outcome's ``explanation``)."""
    ranking: list[list[int]] | None = None
    """The social order as tie groups of alternative indices, best first, when it is not the
    order of the scores."""
    lottery: NDArray[np.float64] | None = None
    """A probability per alternative, for a rule whose outcome is a lottery."""
    extra_params: dict[str, ParamValue] = field(default_factory=dict)
    """Parameters added to the outcome's ``params`` beside the constructor's own."""
    tolerance: float | None = None
    """How close two scores must be to tie (default: the scores' own tolerance)."""
    committee: Committee | None = None
    """The elected committee, for a committee rule."""


class Rule(ABC):
    """A social-choice rule. Subclasses set the class attributes and implement ``_evaluate``."""

    name: ClassVar[str]
    """The rule's name (``borda``, ``schulze``): what :func:`~fairagents.get_rule` and a
    scenario's ``rule`` take, the registry's key (unless
    :func:`~fairagents.aggregators.register_rule` is given another) and the outcome's
    ``rule``."""
    input_kind: ClassVar[InputKind]
    """What the rule reads from every ballot (:class:`InputKind`): :meth:`check` refuses a
    profile with a ballot that lacks it. An ordinal rule reads a ranking, or one induced by
    utilities or approvals."""
    axioms: ClassVar[frozenset[str]] = frozenset()
    """The properties the rule claims, by their names in :data:`~fairagents.aggregators.AXIOMS`;
    the built-in rules' claims are each held by a property test searching for a counterexample
    (:mod:`fairagents.axioms`)."""
    description: ClassVar[str] = ""
    """One line on what the rule does, for ``fairagents rules`` and the Rules page."""
    max_alternatives: ClassVar[int | None] = None
    """The most alternatives the rule computes on; it refuses larger profiles, so a size that
    would take minutes or gigabytes is said, not discovered. Every built-in rule states one
    (:data:`LINEAR_LIMIT` when its work is about linear); ``None`` (no limit stated) is left
    for rules of others, and the Limits page says so."""
    size_advice: ClassVar[str] = ""
    """Why :attr:`max_alternatives` exists and what to use beyond it (for the refusal)."""

    def __init__(self, *, tie_break: str = "lexicographic", seed: int = 0) -> None:
        if tie_break not in TIE_BREAKS:
            raise ParameterError(
                f"tie_break {tie_break!r} is unknown; known: {', '.join(TIE_BREAKS)}"
            )
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ParameterError(f"seed must be an integer, got {seed!r:.60}")
        self.tie_break = tie_break
        self.seed = seed

    # -- parameters -----------------------------------------------------------------------------

    def params(self) -> dict[str, ParamValue]:
        """The rule's own parameters, plus the tie-break when it is not the default."""
        out = self._params()
        if self.tie_break != "lexicographic":
            out["tie_break"] = self.tie_break
            if self.tie_break == "random":
                out["seed"] = self.seed
        return out

    def _params(self) -> dict[str, ParamValue]:
        """Rule-specific parameters; override in rules that have some."""
        return {}

    def __repr__(self) -> str:
        shown = {**self._params(), "tie_break": self.tie_break}
        if self.tie_break == "random":
            shown["seed"] = self.seed
        args = ", ".join(f"{k}={v!r}" for k, v in shown.items())
        return f"{type(self).__name__}({args})"

    # -- applying the rule ----------------------------------------------------------------------

    def accepts(self, profile: Profile) -> bool:
        """Whether this rule can read ``profile``."""
        return self._missing_input(profile) is None

    def _too_large(self, profile: Profile) -> bool:
        limit = self.max_alternatives
        return limit is not None and profile.n_alternatives > limit

    def _missing_input(self, profile: Profile) -> str | None:
        if self._too_large(profile):
            return f"at most {self.max_alternatives} alternatives"
        if self.input_kind is InputKind.CARDINAL and not profile.all_utilities:
            return "utilities"
        if self.input_kind is InputKind.APPROVAL and not profile.all_approvals:
            return "approvals"
        return None

    def check(self, profile: Profile) -> None:
        """Raise :class:`IncompatibleProfileError` if this rule cannot read ``profile``."""
        if self._too_large(profile):
            raise IncompatibleProfileError(
                f"rule {self.name!r}: the profile has {profile.n_alternatives} alternatives, "
                f"more than its limit of {self.max_alternatives}; {self.size_advice}"
            )
        missing = self._missing_input(profile)
        if missing is not None:
            lacking = [b.voter for b in profile.ballots if getattr(b, missing) is None]
            raise IncompatibleProfileError(
                f"rule {self.name!r} needs {missing} on every ballot; "
                f"missing for voter(s) {', '.join(map(repr, lacking[:5]))}"
                + (f" and {len(lacking) - 5} more" if len(lacking) > 5 else "")
            )

    def __call__(self, profile: Profile) -> Outcome:
        if not isinstance(profile, Profile):
            raise ProfileError(
                f"rule {self.name!r} aggregates a Profile, got {type(profile).__name__}; build "
                "one with Profile.from_rankings, Profile.from_utilities or Profile.model_validate"
            )
        self.check(profile)
        ev = self._evaluate(profile)
        alts = profile.alternatives
        groups = ev.ranking if ev.ranking is not None else tie_groups(ev.scores, ev.tolerance)
        winners = [alts[i] for i in groups[0]]
        chosen = ev.committee
        # Outcome(...) as it would validate, without building its validator (see _of_rule).
        return Outcome._of_rule(
            rule=self.name,
            params={**self.params(), **ev.extra_params},
            winners=tuple(winners),
            choice=self.break_tie(winners, alts) if chosen is None else chosen.members[0],
            ranking=tuple(tuple(alts[i] for i in g) for g in groups),
            scores={a: float(s) for a, s in zip(alts, ev.scores, strict=True)},
            explanation=ev.explanation,
            lottery=None
            if ev.lottery is None
            else {a: float(p) for a, p in zip(alts, ev.lottery, strict=True)},
            committee=chosen,
        )

    def break_tie(self, winners: Sequence[str], alternatives: Sequence[str]) -> str:
        """Pick one of ``winners`` by this rule's ``tie_break``."""
        if len(winners) == 1:
            return winners[0]
        if self.tie_break == "random":
            return random.Random(self.seed).choice(sorted(winners))
        if self.tie_break == "first":
            return min(winners, key=alternatives.index)
        return min(winners)

    @abstractmethod
    def _evaluate(self, profile: Profile) -> Evaluation:
        """Compute scores (and optionally a social order) for a profile this rule accepts."""


Aggregator = Rule
"""The rule base class under its historical name: the same class as :class:`Rule`, kept for
compatibility (``class MyRule(Aggregator)`` and ``isinstance(x, Aggregator)`` keep working)."""
