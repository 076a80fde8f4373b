"""The Method of Equal Shares (MES) for committees, and the price computation it shares with
participatory budgeting.

MES (Peters & Skowron 2020; "Rule X") gives every voter an equal share of the budget — for a
committee of k, each voter holds k·wᵢ/W where an alternative costs 1 — and repeatedly buys the
alternative its approvers can afford at the lowest price ρ: each approver pays ρ per unit of
weight, or everything it has left if that is less (:func:`prices`, :func:`pay`). It stops
when no alternative is affordable, usually with seats left. The committee without completion
satisfies EJR; :class:`MethodOfEqualShares` fills the remaining seats with a completion:

- ``completion="seq_phragmen"`` (default, as abcvoting's ``equal-shares``): Phragmén's rule
  (:mod:`.phragmen`) continues, each voter starting from a load of minus the money it has left;
- ``completion="av"`` (abcvoting's ``equal-shares-with-av-completion``): the remaining seats go
  by approval score — the same as the greedy completion of
  :func:`fairagents.problems.budget_rules.method_of_equal_shares`, which is this method with
  unit costs and a budget of k.

Completing only adds members, so the completed committee keeps EJR. The committee MES bought by
itself is the outcome's ``committee.without_completion`` (abcvoting's
``equal-shares-without-completion``): it may be empty, which is why it is reported inside every
MES outcome rather than as a rule of its own (an outcome always elects someone). Every tie is
followed (:mod:`.search`); prices closer than the tolerance of their magnitude tie.

The budgeting rule shares :func:`prices` and :func:`pay`: the method is the same, only costs,
budget and utilities differ.

References: D. Peters and P. Skowron, "Proportionality and the limits of welfarism", EC 2020;
D. Peters, G. Pierczyński and P. Skowron, "Proportional participatory budgeting with additive
utilities", NeurIPS 2021.

Internal to :mod:`fairagents.aggregators.committees`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import LINEAR_ADVICE, LINEAR_LIMIT
from fairagents.aggregators.committees._approval_base import (
    EJR_CLAIMS,
    ApprovalCommitteeRule,
    VoterGroups,
)
from fairagents.aggregators.committees._base import MAX_COMMITTEES, Election
from fairagents.aggregators.committees._phragmen import phragmen_steps
from fairagents.aggregators.committees._search import Step, parallel_universes
from fairagents.errors import ParameterError
from fairagents.models import Profile
from fairagents.models._outcome import ParamValue
from fairagents.numeric import RELATIVE, tolerance, top_group

__all__ = [
    "COMPLETIONS",
    "MethodOfEqualShares",
    "equal_shares_purchases",
    "pay",
    "price_of",
    "prices",
    "sparse_columns",
]

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.intp]

Completion = Literal["seq_phragmen", "av"]
COMPLETIONS: tuple[Completion, ...] = ("seq_phragmen", "av")


def price_of(money: FloatArray, utility: FloatArray, cost: float) -> float:
    """The least price ρ with Σᵢ min(moneyᵢ, ρ·utilityᵢ) ≥ ``cost``, over one option's
    supporters alone (every ``utility`` > 0); ``inf`` where they cannot pay it together (within
    the tolerance of the amounts). Only supporters enter: O(s log s) for s supporters.

    >>> price_of(np.array([1.0, 0.2]), np.array([1.0, 1.0]), 1.0)
    0.8
    """
    if not len(money):
        return math.inf
    # Supporters pay by increasing capacity ρᵢ = moneyᵢ/utilityᵢ: if the first j pay all they
    # have, the rest share what is left at ρ = (cost − paid)/(their utility); the first
    # supporter j whose capacity that ρ fits gives the price.
    capacity = money / utility
    order = np.argsort(capacity, kind="stable")
    capacity = capacity[order]
    value = utility[order]
    have = money[order]
    total = float(have.sum())
    if total < cost - RELATIVE * (total + abs(cost)):
        return math.inf
    paid = np.cumsum(have) - have
    rho = (cost - paid) / value[::-1].cumsum()[::-1]
    fits = rho <= capacity
    # Within tolerance of the cost, everyone pays all they have: the largest capacity.
    return float(rho[int(np.argmax(fits))]) if fits.any() else float(capacity[-1])


def prices(money: FloatArray, utility: FloatArray, costs: FloatArray) -> FloatArray:
    """For each column c of ``utility`` (voters × options), the least price ρ with
    Σᵢ min(moneyᵢ, ρ·utilityᵢ꜀) ≥ ``costs[c]``; ``inf`` where the supporters (utility > 0)
    cannot pay it together (within the tolerance of the amounts): :func:`price_of` on each
    column's supporters.

    >>> prices(np.array([1.0, 0.2, 5.0]), np.array([[1.0, 0.0], [1.0, 0.0], [0.0, 1.0]]),
    ...        np.array([1.0, 6.0])).tolist()
    [0.8, inf]
    """
    out = np.empty(utility.shape[1], dtype=np.float64)
    for c in range(utility.shape[1]):
        supporters = np.flatnonzero(utility[:, c] > 0)
        out[c] = price_of(money[supporters], utility[supporters, c], float(costs[c]))
    return out


def sparse_columns(utility: FloatArray) -> tuple[list[IntArray], list[FloatArray]]:
    """Each column's supporters (rows with utility > 0, increasing) and their utilities.

    >>> sparse_columns(np.array([[0.0, 2.0], [1.0, 3.0]]))[0]
    [array([1]), array([0, 1])]
    """
    supporters = [np.flatnonzero(utility[:, c] > 0) for c in range(utility.shape[1])]
    return supporters, [utility[s, c] for c, s in enumerate(supporters)]


def equal_shares_purchases(
    money: FloatArray,
    supporters: Sequence[IntArray],
    values: Sequence[FloatArray],
    costs: FloatArray,
) -> tuple[list[int], FloatArray, int]:
    """What the Method of Equal Shares buys, in order, from each voter's ``money``: option
    ``c`` is supported by the voters ``supporters[c]`` with utilities ``values[c]`` (all > 0;
    :func:`sparse_columns` reads them from a voters × options matrix). Returns the options
    bought, the money left, and how many rounds had tied cheapest options (prices within
    :data:`~fairagents.numeric.RELATIVE` of the cheapest; the first listed is bought).

    Sparse and incremental: each option's price involves only its supporters, and prices are
    recomputed lazily — money only decreases, so a price only rises, and an option's last price
    is a lower bound on its current one. Each round prices options by increasing bound and
    stops once the bound exceeds the cheapest price found (plus the tie tolerance): an option
    none of whose supporters paid since is never re-priced before it could win.

    >>> utility = np.array([[1.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.0, 1.0]])
    >>> equal_shares_purchases(np.array([2.0, 2.0, 2.0]), *sparse_columns(utility),
    ...     np.array([5.0, 2.0, 2.0]))[0]
    [1]
    """
    money = money.astype(np.float64, copy=True)
    n_options = len(supporters)
    bound = np.zeros(n_options)
    open_ = np.ones(n_options, dtype=bool)
    chosen: list[int] = []
    ties = 0
    while open_.any():
        best = math.inf
        found: dict[int, float] = {}
        candidates = np.flatnonzero(open_)
        for c in candidates[np.argsort(bound[candidates], kind="stable")]:
            if bound[c] > best * (1 + RELATIVE):
                break
            rho = price_of(money[supporters[c]], values[c], float(costs[c]))
            bound[c] = rho
            if math.isinf(rho):
                open_[c] = False  # money only decreases: never affordable again
                continue
            found[int(c)] = rho
            best = min(best, rho)
        if math.isinf(best):
            break
        tied = sorted(c for c, rho in found.items() if rho <= best * (1 + RELATIVE))
        ties += len(tied) > 1
        c = tied[0]
        rho = found[c]
        s = supporters[c]
        money[s] = pay(money[s], values[c], rho)
        open_[c] = False
        chosen.append(c)
    return chosen, money, ties


def pay(money: FloatArray, utility: FloatArray, rho: float) -> FloatArray:
    """What is left after each supporter pays ρ per unit of utility, or all it has."""
    left: FloatArray = money - np.minimum(money, rho * utility)
    return left


@dataclass(frozen=True)
class _State:
    money: FloatArray  # per voter group
    bought: tuple[int, ...] | None = None  # set once the completion starts
    loads: FloatArray | None = None  # the seq-Phragmén completion's loads

    def key(self, chosen: tuple[int, ...]) -> Hashable:
        loads = None if self.loads is None else self.loads.tobytes()
        return frozenset(chosen), self.money.tobytes(), self.bought is None, loads


class MethodOfEqualShares(ApprovalCommitteeRule):
    """The Method of Equal Shares with a completion (see the module docstring).

    >>> from fairagents import Profile
    >>> p = Profile.model_validate({"alternatives": ["a", "b", "c", "d"], "ballots": [
    ...     {"voter": "x", "weight": 3, "approvals": ["a", "b"]},
    ...     {"voter": "y", "weight": 1, "approvals": ["c", "d"]}]})
    >>> out = MethodOfEqualShares(committee_size=2)(p)
    >>> out.committee.members, out.committee.without_completion
    (('a', 'b'), ('a',))
    """

    name = "mes"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    axioms = EJR_CLAIMS
    description = "committee: equal budgets; buy what approvers afford at the lowest price (EJR)"

    def __init__(
        self,
        *,
        committee_size: int = 1,
        completion: str = "seq_phragmen",
        utility_threshold: float | None = None,
        max_committees: int = MAX_COMMITTEES,
        tie_break: str = "lexicographic",
        seed: int = 0,
    ) -> None:
        super().__init__(
            committee_size=committee_size,
            utility_threshold=utility_threshold,
            max_committees=max_committees,
            tie_break=tie_break,
            seed=seed,
        )
        if completion not in COMPLETIONS:
            raise ParameterError(
                f"completion {completion!r:.60} is unknown; known: {', '.join(COMPLETIONS)} "
                "(the committee without completion is in every outcome: "
                "committee.without_completion)"
            )
        self.completion = completion

    def _params(self) -> dict[str, ParamValue]:
        return {**super()._params(), "completion": self.completion}

    def _elect(self, profile: Profile) -> Election:
        groups = self.groups(profile)
        k = self.committee_size
        start = _State(money=k * groups.weights / groups.total)

        def steps(chosen: tuple[int, ...], state: _State) -> list[Step[_State]]:
            if state.bought is None:
                bought = self._buy(groups, chosen, state)
                if bought:
                    return bought
                state = _State(state.money, bought=chosen, loads=-state.money / groups.weights)
            return self._complete(groups, chosen, state)

        committees, count, exact = parallel_universes(
            start,
            steps,
            k,
            self.max_committees,
            lambda chosen, state: state.key(chosen),
            before_completion=lambda state: state.bought,
        )
        # A committee MES filled by itself has no completion: all of it was bought.
        committees = [
            c if c.without_completion is not None else replace(c, without_completion=c.members)
            for c in committees
        ]
        filler = "seq-Phragmén" if self.completion == "seq_phragmen" else "approval voting"
        return Election(
            committees=committees,
            count=count,
            exact=exact,
            explanation=(
                f"Method of Equal Shares: each voter holds {k}/n of the budget (by weight), a "
                "seat costs 1, and the alternative its approvers can pay at the lowest price "
                "per unit of weight is bought, until none is affordable; "
                f"{filler} fills the seats left."
            ),
        )

    def committees_without_completion(self, profile: Profile) -> list[tuple[str, ...]]:
        """Every committee MES buys by itself, following every tie (abcvoting's
        ``equal-shares-without-completion``), sorted; each may have fewer than k members, or
        none. At most ``max_committees`` are listed.

        >>> from fairagents import Profile
        >>> p = Profile.model_validate({"alternatives": ["a", "b", "c"], "ballots": [
        ...     {"voter": "x", "approvals": ["a", "b"]}, {"voter": "y", "approvals": ["c"]},
        ...     {"voter": "z", "approvals": ["c"]}]})
        >>> MethodOfEqualShares(committee_size=2).committees_without_completion(p)
        [('c',)]
        """
        self.check(profile)
        groups = self.groups(profile)
        start = _State(money=self.committee_size * groups.weights / groups.total)
        found: set[tuple[int, ...]] = set()
        seen: set[Hashable] = set()
        stack: list[tuple[tuple[int, ...], _State]] = [((), start)]
        while stack and len(found) < self.max_committees:
            chosen, state = stack.pop()
            if state.key(chosen) in seen:
                continue
            seen.add(state.key(chosen))
            steps = [] if len(chosen) == self.committee_size else self._buy(groups, chosen, state)
            if not steps:
                found.add(tuple(sorted(chosen)))
            for step in steps:
                assert step.candidate is not None
                stack.append(((*chosen, step.candidate), step.state))
        alts = profile.alternatives
        return sorted(tuple(alts[i] for i in c) for c in found)

    def _buy(
        self, groups: VoterGroups, chosen: tuple[int, ...], state: _State
    ) -> list[Step[_State]]:
        """The tied cheapest affordable alternatives (none: the completion takes over)."""
        payers = groups.weights[:, None] * groups.rows
        price = prices(state.money, payers, np.ones(groups.rows.shape[1]))
        price[list(chosen)] = np.inf
        candidates = [int(c) for c in np.flatnonzero(np.isfinite(price))]
        if not candidates:
            return []
        values = price[candidates]
        out = []
        for i in top_group(-values, tolerance(values, each=True)):
            c = candidates[i]
            supporters = groups.weights @ groups.rows[:, c]
            reason = (
                f"bought in round {len(chosen) + 1}: its approvers (weight {supporters:.6g}) "
                f"could pay for it at {values[i]:.6g} per unit of weight (or all they had "
                "left), the lowest price of any alternative"
            )
            money = pay(state.money, payers[:, c], float(values[i]))
            out.append(Step(c, _State(money), reason))
        return out

    def _complete(
        self, groups: VoterGroups, chosen: tuple[int, ...], state: _State
    ) -> list[Step[_State]]:
        """The tied next members of the completion."""
        if self.completion == "seq_phragmen":
            assert state.loads is not None
            return [
                Step(c, _State(state.money, state.bought, after), why)
                for c, after, why in phragmen_steps(
                    groups, state.loads, chosen, label="added by the seq-Phragmén completion"
                )
            ]
        scores = groups.weights @ groups.rows.astype(np.float64)
        open_ = [c for c in range(len(scores)) if c not in chosen]
        best = top_group(scores[open_], tolerance(groups.weights))
        return [
            Step(
                open_[i],
                state,
                f"added by the approval-voting completion in round {len(chosen) + 1}: its "
                f"approval score, {scores[open_[i]]:.6g}, is the highest left",
            )
            for i in best
        ]
