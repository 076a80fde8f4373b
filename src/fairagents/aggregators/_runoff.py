"""Instant runoff (Hare 1859): eliminate the fewest first places until one alternative remains.

Reads ballots as weak orders like the other ordinal rules (:mod:`fairagents.aggregators._ordinal`,
whose first-place tally it shares) and computes on the profile's distinct orders. Not here: IRV
with a fixed tie-breaking order inside the rule (pref_voting's ``instant_runoff_tb``) and
multi-winner STV.

Internal to :mod:`fairagents.aggregators`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import (
    LINEAR_ADVICE,
    LINEAR_LIMIT,
    Evaluation,
    InputKind,
    Rule,
)
from fairagents.aggregators._ordinal import (
    FloatArray,
    format_tally,
    quote_names,
    top_shares,
)
from fairagents.errors import InputError
from fairagents.models import Profile
from fairagents.models._outcome import ParamValue
from fairagents.numeric import tolerance

__all__ = ["InstantRunoff"]


class InstantRunoff(Rule):
    """Instant runoff (Hare; "alternative vote", "ranked choice"): eliminate the alternative(s)
    with the fewest first places among those remaining, until one remains.

    Ties, documented because definitions differ:

    - *tied last places* are eliminated together, as in pref_voting's ``instant_runoff``
      (without ``tie_breaker``); if every remaining alternative ties, they all win. pref_voting's
      ``instant_runoff_put`` instead takes the union over every elimination order (parallel
      universes) and can name more winners; ``instant_runoff_tb`` breaks ties by a fixed order.
      Simultaneous elimination costs axioms: it fails ``condorcet_loser`` (a 3-way tie of first
      places elects all three) and ``independence_of_clones`` (two clones tied last both fall),
      so neither is claimed; nor is ``monotonicity`` (Fishburn & Brams 1983).
    - *tied first places* on a ballot split its weight 1/k among them, as in pref_voting's
      ``split_irv`` (``instant_runoff(..., score_method="split")``). A ballot whose ranked
      alternatives are all gone (omitted ones tie last) thus spreads evenly over the remaining
      ones, which moves no one relative to another: it behaves as an exhausted ballot.
      pref_voting's default for weak orders counts every tied first in full ("approval").

    ``ties="parallel_universes"`` follows ``instant_runoff_put`` / ``split_irv_put`` instead:
    a tie for last place branches on which one goes, and the winners are everyone who wins in
    some branch (explored once per set of remaining alternatives; alternatives with no first
    place at all go together, which changes no branch's winner). It never elects a Condorcet
    loser, but the class claims only what the default satisfies.

    Stopping at a strict majority of first places, as pref_voting does, elects the same winner
    (a majority holder is never last), so this runs to the end. ``scores`` count the
    eliminations an alternative outlived (in its best branch, for parallel universes): sorting
    by them is the reverse elimination order.
    """

    name = "instant_runoff"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.ORDINAL
    axioms = frozenset({"anonymity", "neutrality"})
    description = "repeatedly eliminate the fewest first places (ties eliminated together)"
    TIES = ("eliminate_all", "parallel_universes")

    def __init__(
        self, *, ties: str = "eliminate_all", tie_break: str = "lexicographic", seed: int = 0
    ) -> None:
        super().__init__(tie_break=tie_break, seed=seed)
        if ties not in self.TIES:
            raise InputError(f"ties {ties!r} is unknown; known: {', '.join(self.TIES)}")
        self.ties = ties

    def _params(self) -> dict[str, ParamValue]:
        return {} if self.ties == "eliminate_all" else {"ties": self.ties}

    def _evaluate(self, profile: Profile) -> Evaluation:
        orders, totals = profile.distinct_ranks
        columns = np.ascontiguousarray(orders.T)
        if self.ties == "parallel_universes":
            return self._parallel(profile, columns, totals)
        m, tol = profile.n_alternatives, tolerance(profile.weights)
        alive = np.ones(m, dtype=bool)
        outlived = np.zeros(m, dtype=np.float64)
        rounds: list[str] = []
        while True:
            live = np.flatnonzero(alive)
            shares = np.zeros(m, dtype=np.float64)
            shares[live] = top_shares(columns[live], totals)[0]
            low = live[shares[live] <= shares[live].min() + tol]
            tally = f"round {len(rounds) + 1}: {format_tally(profile, shares, live)}"
            if len(low) == len(live):
                rounds.append(tally)
                break
            rounds.append(f"{tally} → {quote_names(profile, low)} out")
            alive[low] = False
            outlived[alive] += len(low)
        return Evaluation(
            scores=outlived,
            explanation=(
                f"Instant runoff: {quote_names(profile, live)} "
                f"{'survives' if len(live) == 1 else 'survive'} every elimination "
                f"(first places, tied tops split): " + "; ".join(rounds) + "."
            ),
        )

    def _parallel(
        self, profile: Profile, columns: NDArray[np.int64], totals: FloatArray
    ) -> Evaluation:
        m, tol = profile.n_alternatives, tolerance(profile.weights)
        outlived = np.zeros(m, dtype=np.float64)
        winners: set[int] = set()
        seen: set[int] = set()
        branched = 0
        stack = [(1 << m) - 1]  # the remaining alternatives as a bit mask
        first = ""
        while stack:
            mask = stack.pop()
            if mask in seen:
                continue
            seen.add(mask)
            live = [i for i in range(m) if mask >> i & 1]
            if len(live) == 1:
                winners.add(live[0])
                outlived[live[0]] = m - 1
                continue
            shares = top_shares(columns[live], totals)[0]
            low = [live[j] for j in np.flatnonzero(shares <= shares.min() + tol)]
            if not first:
                full = np.zeros(m, dtype=np.float64)
                full[live] = shares
                first = format_tally(profile, full)
            gone = m - len(live)
            if shares.min() <= tol and len(low) < len(live):
                outlived[low] = np.maximum(outlived[low], gone)
                stack.append(mask & ~sum(1 << x for x in low))  # no first places: all go
                continue
            branched += len(low) > 1
            for x in low:
                outlived[x] = max(outlived[x], gone)
                stack.append(mask ^ (1 << x))
        names = quote_names(profile, sorted(winners))
        return Evaluation(
            scores=outlived,
            explanation=(
                f"Instant runoff (parallel universes): first places {first} (tied tops split); "
                f"{names} {'wins' if len(winners) == 1 else 'each win'} in some order of "
                f"eliminating tied last places ({len(seen)} distinct stages explored, "
                f"{branched} with a tie for last)."
            ),
        )
