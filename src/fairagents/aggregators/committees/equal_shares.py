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
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import Literal

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators.committees.approval_base import (
    EJR_CLAIMS,
    ApprovalCommitteeRule,
    VoterGroups,
)
from fairagents.aggregators.committees.base import MAX_COMMITTEES, Election
from fairagents.aggregators.committees.phragmen import phragmen_steps
from fairagents.aggregators.committees.search import Step, parallel_universes
from fairagents.errors import ParameterError
from fairagents.models import Profile
from fairagents.models.outcome import ParamValue
from fairagents.numeric import RELATIVE, tolerance, top_group

__all__ = ["COMPLETIONS", "MethodOfEqualShares", "pay", "prices"]

FloatArray = NDArray[np.float64]

Completion = Literal["seq_phragmen", "av"]
COMPLETIONS: tuple[Completion, ...] = ("seq_phragmen", "av")


def prices(money: FloatArray, utility: FloatArray, costs: FloatArray) -> FloatArray:
    """For each column c of ``utility`` (voters × options), the least price ρ with
    Σᵢ min(moneyᵢ, ρ·utilityᵢ꜀) ≥ ``costs[c]``; ``inf`` where the supporters (utility > 0)
    cannot pay it together (within the tolerance of the amounts). All options at once.

    >>> prices(np.array([1.0, 0.2, 5.0]), np.array([[1.0, 0.0], [1.0, 0.0], [0.0, 1.0]]),
    ...        np.array([1.0, 6.0])).tolist()
    [0.8, inf]
    """
    supports = utility > 0
    # Supporters pay by increasing capacity ρᵢ = moneyᵢ/utilityᵢ (non-supporters last): if the
    # first j pay all they have, the rest share what is left at ρ = (cost − paid)/(their
    # utility); the first supporter j whose capacity that ρ fits gives the price.
    capacity = np.where(supports, money[:, None] / np.where(supports, utility, 1.0), np.inf)
    order = np.argsort(capacity, axis=0, kind="stable")
    capacity = np.take_along_axis(capacity, order, axis=0)
    value = np.take_along_axis(np.where(supports, utility, 0.0), order, axis=0)
    have = np.take_along_axis(np.where(supports, money[:, None], 0.0), order, axis=0)
    paid = np.cumsum(have, axis=0) - have
    rest = value[::-1].cumsum(axis=0)[::-1]
    with np.errstate(divide="ignore", invalid="ignore"):
        rho = np.where(rest > 0, (costs - paid) / rest, np.inf)
    fits = (rho <= capacity) & (value > 0)
    first = np.argmax(fits, axis=0)
    found = np.take_along_axis(rho, first[None, :], axis=0)[0]
    total = have.sum(axis=0)
    tol = RELATIVE * (total + np.abs(costs))
    # Within tolerance of the cost, everyone pays all they have: the largest capacity.
    last = np.where(
        supports.any(axis=0), np.nanmax(np.where(value > 0, capacity, -np.inf), axis=0), np.inf
    )
    out: FloatArray = np.where(total < costs - tol, np.inf, np.where(fits.any(axis=0), found, last))
    return out


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
