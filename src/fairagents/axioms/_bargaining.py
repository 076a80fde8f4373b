"""The bargaining axioms of Nash (1950): scale invariance and individual rationality.

Both concern rules that read utilities (cardinal rules); the disagreement point is the
profile's (:meth:`fairagents.Profile.disagreement_vector`: given, else each voter's worst).

Internal to :mod:`fairagents.axioms`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from typing import ClassVar

import numpy as np

from fairagents.aggregators._base import InputKind, Rule
from fairagents.axioms._core import Axiom, Counterexample, rebuild, winners_of
from fairagents.models import Profile
from fairagents.numeric import RELATIVE

__all__ = ["IndividualRationality", "ScaleInvariance"]


class ScaleInvariance(Axiom):
    """Multiplying one voter's utilities (and disagreement utility, if given) by c > 0 leaves the
    winners unchanged (Nash 1950). Searched: every voter, c ∈ {3, 1/4}."""

    name = "scale_invariance"
    kinds = frozenset({InputKind.CARDINAL})
    factors: ClassVar[tuple[float, ...]] = (3.0, 0.25)

    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None:
        data = profile.model_dump()
        for row, voter in enumerate(profile.voters):
            for c in self.factors:
                ballots = list(data["ballots"])
                utils = ballots[row]["utilities"]
                ballots[row] = {**ballots[row], "utilities": {a: c * u for a, u in utils.items()}}
                d = data["disagreement"]
                if d is not None and voter in d:
                    d = {**d, voter: c * d[voter]}
                other = rebuild({**data, "ballots": ballots, "disagreement": d})
                other_winners = winners_of(rule, other)
                if set(other_winners) != set(winners):
                    return self._found(
                        rule,
                        profile,
                        winners,
                        f"multiplying the utilities of voter {voter!r} by {c:g} changed the "
                        f"winners from {list(winners)} to {list(other_winners)}.",
                        other,
                        other_winners,
                    )
        return None


class IndividualRationality(Axiom):
    """Every voter gets at least their disagreement utility (Nash 1950): from every winner, or
    in expectation from the outcome's lottery. Checked only where some alternative is
    individually rational for all voters at once (otherwise no rule could comply)."""

    name = "individual_rationality"
    kinds = frozenset({InputKind.CARDINAL})

    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None:
        u = profile.utilities
        d = profile.disagreement_vector()
        # Each voter's slack is at their own scale: utilities are not comparable across voters.
        scale = np.maximum(np.abs(u).max(axis=1), np.abs(d))
        slack = RELATIVE * scale
        if not bool(np.any(np.all(u >= (d - slack)[:, None], axis=0))):
            return None
        outcome = rule(profile)
        if outcome.lottery is not None:
            p = np.array([outcome.lottery[a] for a in profile.alternatives])
            # A lottery comes from a numerical solver: allow it solver-sized slack.
            short = u @ p < d - 1e-6 * scale
            gets = "the lottery gives"
        else:
            rows = [profile.index[w] for w in winners]
            short = np.any(u[:, rows] < (d - slack)[:, None], axis=1)
            gets = "a winner gives"
        if bool(np.any(short)):
            i = int(np.argmax(short))
            return self._found(
                rule,
                profile,
                winners,
                f"{gets} voter {profile.voters[i]!r} less than their disagreement utility "
                f"{d[i]:g}, although some alternative gives everyone at least theirs.",
            )
        return None
