"""The anti-plurality (veto) rule as a fairagents plug-in.

Every ballot vetoes what it ranks last (a tie for last splits the veto); the alternatives with
the fewest vetoes win — the positional rule with score vector (1, …, 1, 0) (see Zwicker 2016,
"Introduction to the Theory of Voting", *Handbook of Computational Social Choice*, ch. 2).
Installed, it is a rule like the built-in ones: ``fairagents rules`` lists it, a scenario names
it (``rule: antiplurality``) and ``fairagents.testing.check_rule`` checks it.

>>> from fairagents import Profile, aggregate
>>> profile = Profile.from_rankings([["a", "b", "c"], ["b", "a", "c"], ["c", "a", "b"]])
>>> outcome = aggregate(profile, AntiPlurality())
>>> outcome.winners, outcome.explanation
(('a',), 'vetoes (last places): a 0, b 1, c 2; the fewest win')
"""

from __future__ import annotations

import numpy as np

from fairagents import InputKind, Profile, Rule
from fairagents.aggregators import Evaluation

__all__ = ["AntiPlurality"]


class AntiPlurality(Rule):
    """Fewest last places wins (ballot weights count; a tie for last splits the veto)."""

    name = "antiplurality"
    input_kind = InputKind.ORDINAL
    axioms = frozenset({"anonymity", "neutrality"})

    def _evaluate(self, profile: Profile) -> Evaluation:
        last = profile.ranks == profile.ranks.max(axis=1, keepdims=True)
        share = last / last.sum(axis=1, keepdims=True)  # a tie for last splits one veto
        vetoes = profile.weights @ share
        listed = ", ".join(f"{a} {v:g}" for a, v in zip(profile.alternatives, vetoes, strict=True))
        return Evaluation(
            scores=-np.asarray(vetoes, dtype=np.float64),
            explanation=f"vetoes (last places): {listed}; the fewest win",
        )
