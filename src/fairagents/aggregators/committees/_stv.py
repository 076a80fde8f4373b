"""Single transferable vote (STV) for committees, with the quota and transfers spelled out.

Each ballot carries a value (its weight) that counts, split equally, for its most preferred
*continuing* alternatives. In each count:

1. **Quota** — the Droop quota in its exact form, q = W/(k+1), where W is the weight of the
   ballots that rank some alternative above another; an alternative is elected when its votes
   *exceed* q (for whole votes, the same as reaching ⌊W/(k+1)⌋ + 1). At most k can.
2. **Election and transfer** — every continuing alternative above the quota is elected at once,
   and each passes on its surplus by the *inclusive Gregory method* (as Scotland's weighted
   inclusive Gregory method): every ballot counting for it keeps the fraction (votes − q)/votes
   of the value it gave it, which moves to the ballot's next preferences.
3. **Elimination** — when nobody exceeds the quota, the continuing alternative with the fewest
   votes is eliminated and its ballots move on at full value. Tied last places are eliminated
   one at a time in every order ("parallel universes"): the winning committees are those some
   order elects.
4. **Filling** — when no more alternatives continue than seats are left, they are all elected.

A ballot whose top continuing alternatives tie splits its value equally among them; a ballot
indifferent among all continuing alternatives (for instance one whose ranked alternatives are
all gone: omitted ones tie last) is *exhausted* and counts no more. Votes closer than the
tolerance of the weights tie.

A voter's satisfaction is the number of members among its own top k, as for the other ordinal
committee rules. STV elects, for every solid coalition of more than ℓ quotas, ℓ of the
alternatives it ranks first (Droop proportionality; Dummett 1984) — a property of rankings that
the approval axioms JR/PJR/EJR do not measure.

References: T. Hare, *The Election of Representatives* (1859); H. R. Droop, "On methods of
electing representatives" (1881); M. Dummett, *Voting Procedures* (1984); the Scottish Local
Government Elections Order 2007 (weighted inclusive Gregory method).

Internal to :mod:`fairagents.aggregators.committees`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import InputKind
from fairagents.aggregators.committees._base import CommitteeRule, Election
from fairagents.aggregators.committees._scoring import top_k_satisfaction
from fairagents.aggregators.committees._search import Step, parallel_universes
from fairagents.models import Profile
from fairagents.numeric import tolerance, top_group

__all__ = ["SingleTransferableVote"]

FloatArray = NDArray[np.float64]
BoolArray = NDArray[np.bool_]


@dataclass(frozen=True)
class _Count:
    values: FloatArray  # each distinct order's remaining value
    continuing: BoolArray  # alternatives neither elected nor eliminated
    pending: tuple[tuple[int, str], ...] = ()  # elected in the last count, not yet seated
    count: int = 1

    def key(self, chosen: tuple[int, ...]) -> Hashable:
        return chosen, self.pending, self.continuing.tobytes(), self.values.tobytes()


class SingleTransferableVote(CommitteeRule):
    """STV with the Droop quota and inclusive Gregory transfers (see the module docstring).

    >>> from fairagents import Profile
    >>> p = Profile.from_rankings(
    ...     [["a", "b", "c", "d"]] * 5 + [["b", "a", "c", "d"]] + [["c", "d", "a", "b"]] * 4)
    >>> out = SingleTransferableVote(committee_size=2)(p)
    >>> out.committee.members
    ('a', 'c')
    """

    name = "stv"
    max_alternatives = 100
    size_advice = (
        "its count slows sharply beyond (measured on 3 random ballots: 100 alternatives 0.1 s, "
        "200 alternatives 14 s); use seq_phragmen, k_borda or sntv for more"
    )
    input_kind = InputKind.ORDINAL
    axioms = frozenset({"anonymity", "neutrality"})
    description = "committee: Droop quota, surpluses passed on by inclusive Gregory transfers"
    satisfaction_measure = "members among the voter's own top k"

    def satisfaction(self, profile: Profile, members: tuple[int, ...]) -> FloatArray:
        return top_k_satisfaction(profile, members, self.committee_size)

    def _elect(self, profile: Profile) -> Election:
        orders, totals = profile.distinct_ranks
        m, k = profile.n_alternatives, self.committee_size
        alts = profile.alternatives
        indifferent = (orders == orders[:, :1]).all(axis=1)
        valid = float(totals[~indifferent].sum())
        quota = valid / (k + 1)
        tol = tolerance(profile.weights)

        def tally(state: _Count) -> tuple[FloatArray, BoolArray]:
            """Votes per alternative, and the orders whose top continuing alternatives tie."""
            ranks = np.where(state.continuing, orders, np.iinfo(np.int64).max)
            top = ranks == ranks.min(axis=1, keepdims=True)
            exhausted = (top == state.continuing).all(axis=1)
            share = np.where(exhausted, 0.0, state.values / top.sum(axis=1))
            votes: FloatArray = share @ top
            return votes, top & ~exhausted[:, None]

        def steps(chosen: tuple[int, ...], state: _Count) -> list[Step[_Count]]:
            if state.pending:
                (c, why), *rest = state.pending
                return [Step(c, replace(state, pending=tuple(rest)), why)]
            votes, top = tally(state)
            continuing = np.flatnonzero(state.continuing)
            seats = k - len(chosen)
            by_votes = sorted(continuing.tolist(), key=lambda c: (-votes[c], c))
            if len(continuing) <= seats:
                pending = tuple(
                    (
                        c,
                        f"elected in count {state.count} with {votes[c]:.6g} votes, without "
                        f"reaching the quota {quota:.6g}: {len(continuing)} alternative(s) "
                        f"continued for {seats} seat(s)",
                    )
                    for c in by_votes
                )
                nobody = np.zeros(m, dtype=bool)
                return steps(chosen, replace(state, pending=pending, continuing=nobody))
            over = [c for c in by_votes if votes[c] > quota + tol][:seats]
            if over:
                values = state.values.copy()
                elected: list[tuple[int, str]] = []
                for c in over:
                    keep = (votes[c] - quota) / votes[c]
                    shares = state.values / np.maximum(top.sum(axis=1), 1)
                    portion = np.where(top[:, c], shares, 0.0)
                    values -= portion * (1 - keep)
                    elected.append(
                        (
                            c,
                            f"elected in count {state.count} with {votes[c]:.6g} votes, more "
                            f"than the quota {quota:.6g}; its ballots passed on {keep:.4g} of "
                            "the value they gave it",
                        )
                    )
                continuing_after = state.continuing.copy()
                continuing_after[over] = False
                after = _Count(values, continuing_after, tuple(elected), state.count + 1)
                return steps(chosen, after)
            lowest = [int(continuing[i]) for i in top_group(-votes[continuing], tol)]
            out = []
            for c in lowest:
                continuing_after = state.continuing.copy()
                continuing_after[c] = False
                out.append(Step(None, _Count(state.values, continuing_after, (), state.count + 1)))
            return out

        start = _Count(values=totals.astype(np.float64), continuing=np.ones(m, dtype=bool))
        committees, count, exact = parallel_universes(
            start, steps, k, self.max_committees, lambda chosen, s: s.key(chosen)
        )
        return Election(
            committees=committees,
            count=count,
            exact=exact,
            explanation=(
                f"STV: Droop quota {quota:.6g} (= {valid:g} / {k + 1}); alternatives above it are "
                "elected and pass their surplus on (inclusive Gregory), otherwise the fewest "
                f"votes are eliminated; {len(alts)} alternatives for {k} seats."
            ),
        )
