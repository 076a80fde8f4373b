"""Axioms as objects that search for a counterexample to a rule's claim.

Each axiom transforms or inspects one given profile and returns a :class:`Counterexample` (the
profiles involved, each one's winner set, one sentence saying what went wrong) or ``None``. The
property tests feed them random small profiles; the conformance kit and the CLI can feed them any
profile. The keys of :data:`AXIOM_CHECKS` are exactly the vocabulary
:data:`fairagents.aggregators._base.AXIOMS` that rules claim from.

Every check is about the *winner set* (the tied set before tie-breaking), never the tie-broken
``choice``. What the checks leave out: they search only the transformations named in each
docstring (a few permutations, a raise by one position, clones next to the original), so a
``None`` means "no counterexample at this profile", not a proof; and the Pareto check is the
weak (every voter strictly prefers) version on winners, not on the whole social ranking.

Sources: anonymity and neutrality after May (1952); Pareto and monotonicity after Arrow (1951);
Condorcet winner and loser after Condorcet (1785); independence of clones after Tideman (1987);
scale invariance and individual rationality after Nash (1950). For committee rules, justified
representation and its refinements PJR and EJR (Aziz et al. 2017; Sánchez-Fernández et al. 2017)
are checked exactly on every winning committee, with the under-represented group as witness
(:mod:`fairagents.axioms.proportionality`); anonymity and neutrality then read ``winners`` as the
alternatives of the winning committees.

Public modules: :mod:`~fairagents.axioms.proportionality`.

Internal modules: ``_core``, ``_bargaining``, ``_voting``.
"""

from __future__ import annotations

from fairagents.aggregators._base import Rule
from fairagents.axioms._bargaining import IndividualRationality, ScaleInvariance
from fairagents.axioms._core import ALL_KINDS, Axiom, Counterexample
from fairagents.axioms._voting import (
    Anonymity,
    CondorcetLoser,
    CondorcetWinner,
    IndependenceOfClones,
    Monotonicity,
    Neutrality,
    Pareto,
)
from fairagents.axioms.proportionality import (
    ExtendedJustifiedRepresentation,
    JustifiedRepresentation,
    ProportionalJustifiedRepresentation,
)
from fairagents.models import Profile

__all__ = [
    "ALL_KINDS",
    "AXIOM_CHECKS",
    "Anonymity",
    "Axiom",
    "CondorcetLoser",
    "CondorcetWinner",
    "Counterexample",
    "ExtendedJustifiedRepresentation",
    "IndependenceOfClones",
    "IndividualRationality",
    "JustifiedRepresentation",
    "Monotonicity",
    "Neutrality",
    "Pareto",
    "ProportionalJustifiedRepresentation",
    "ScaleInvariance",
    "claimed_violations",
]

AXIOM_CHECKS: dict[str, Axiom] = {
    axiom.name: axiom
    for axiom in (
        Anonymity(),
        Neutrality(),
        Pareto(),
        CondorcetWinner(),
        CondorcetLoser(),
        Monotonicity(),
        IndependenceOfClones(),
        ScaleInvariance(),
        IndividualRationality(),
        JustifiedRepresentation(),
        ProportionalJustifiedRepresentation(),
        ExtendedJustifiedRepresentation(),
    )
}
"""One checker per name in :data:`fairagents.aggregators._base.AXIOMS`."""


def claimed_violations(rule: Rule, profile: Profile) -> list[Counterexample]:
    """Counterexamples at ``profile`` to the axioms ``rule`` claims (empty if none found).

    >>> from fairagents import get_rule
    >>> p = Profile.from_rankings([["a", "b", "c"], ["b", "c", "a"], ["a", "c", "b"]])
    >>> claimed_violations(get_rule("borda"), p)
    []
    """
    return [
        found
        for name in sorted(rule.axioms)
        if (found := AXIOM_CHECKS[name].find_counterexample(rule, profile)) is not None
    ]
