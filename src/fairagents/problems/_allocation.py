"""Indivisible-goods allocation problems and their allocations.

An :class:`IndivisibleAllocation` has agents, indivisible goods, additive valuations
``v_i(g) >= 0`` and optionally an amount of divisible money ``M >= 0`` that is split among the
agents; agent ``i`` with bundle ``A_i`` and payment ``p_i`` has utility ``u_i = v_i(A_i) + p_i``
(quasi-linear utilities, as in Maskin (1987) and Halpern & Shah (2019)). By default every good
must be given to someone and all the money paid out; ``allow_unallocated=True`` lets goods stay
with no one (thrown away) and ``allow_withholding=True`` lets payments add up to less than
``M`` (at most ``M`` is given out) — the task rules of Hosseini & Khanna (2025).

Withholding money never raises the optimum of the criteria the solvers decide: total utility
and every agent's utility grow with the money paid, so the utilitarian, maximin, leximin and
Nash optima and the Pareto frontier are reached by paying all of it; an envy-free allocation
stays envy-free when the rest is split equally; and the least equitability gap for given
bundles is the water-filling one, which paying the remainder equally keeps. So the solvers
search the full-payment allocations and their answers are optimal over the larger space too;
what withholding changes is which *given* allocations are valid (an answer that keeps money
back is checked, and judged — it is never Pareto-optimal when it keeps back more than the
tolerance).

An :class:`Allocation` maps agents to bundles (and payments). It is validated against a problem
with :meth:`IndivisibleAllocation.check`, which says exactly what is wrong.

The solvers live in :mod:`fairagents.problems.allocation_solvers`; this module only defines the
data and its arithmetic.

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import Literal

import numpy as np
from numpy.typing import NDArray
from pydantic import Field, field_validator, model_validator

from fairagents.errors import ProblemError
from fairagents.models import Stakeholder
from fairagents.models._stakeholder import check_stakeholder_map
from fairagents.models.base import BoundedFloat, InputModel, Real
from fairagents.numeric import tolerance

__all__ = ["MONEY_TOLERANCE", "Allocation", "IndivisibleAllocation"]

MONEY_TOLERANCE = 1e-6
"""Payments may miss the money to split by this fraction of it (JSON round trips, solvers)."""


def _distinct(value: tuple[str, ...], what: str) -> tuple[str, ...]:
    seen: set[str] = set()
    for item in value:
        if not item:
            raise ValueError(f"a {what} id must not be empty")
        if item in seen:
            raise ValueError(f"{what} {item!r} is listed twice")
        seen.add(item)
    return value


def _fmt(x: float) -> str:
    return f"{x:.6g}"


class Allocation(InputModel):
    """Bundles of goods (and payments of money) per agent.

    Agents left out of ``bundles`` get nothing; agents left out of ``payments`` get no money.

    >>> a = Allocation(bundles={"ann": ("g2", "g1"), "bob": ()}, payments={"bob": 2.5})
    >>> a.key()
    'ann:g1+g2 | bob:- | $bob=2.5'
    >>> a.label()
    'ann: g2, g1; bob: nothing + 2.5 money'
    """

    validation_error = ProblemError

    bundles: dict[str, tuple[str, ...]]
    payments: dict[str, BoundedFloat] = Field(default_factory=dict)

    def bundle(self, agent: str) -> tuple[str, ...]:
        """The goods of ``agent`` (empty if the agent is not listed)."""
        return self.bundles.get(agent, ())

    def payment(self, agent: str) -> float:
        """The money of ``agent`` (0 if the agent is not listed)."""
        return self.payments.get(agent, 0.0)

    def key(self) -> str:
        """A stable identity: equal keys mean the same allocation (order of goods ignored)."""
        # Agents with nothing (no goods, no money) are left out: listing them changes nothing.
        agents = sorted(
            a for a in set(self.bundles) | set(self.payments) if self.bundle(a) or self.payment(a)
        )
        parts = [f"{a}:{'+'.join(sorted(self.bundle(a))) or '-'}" for a in agents]
        # Nine significant digits, at any scale: solver noise in the last digits is not identity.
        paid = [f"${a}={self.payment(a):.9g}" for a in agents if self.payment(a)]
        return " | ".join(parts + paid)

    def label(self) -> str:
        """A short human-readable description: ``"ann: g1, g2; bob: g3 + 2.5 money"``."""
        parts = []
        for agent in dict.fromkeys([*self.bundles, *self.payments]):
            goods = ", ".join(self.bundle(agent)) or "nothing"
            paid = self.payment(agent)
            parts.append(f"{agent}: {goods}" + (f" + {_fmt(paid)} money" if paid else ""))
        return "; ".join(parts)


class IndivisibleAllocation(InputModel):
    """Allocate indivisible goods (and optionally divisible money) among agents.

    >>> p = IndivisibleAllocation(agents=("ann", "bob"), goods=("g1", "g2"),
    ...     valuations={"ann": {"g1": 3, "g2": 1}, "bob": {"g1": 2, "g2": 2}})
    >>> p.utilities(Allocation(bundles={"ann": ("g1",), "bob": ("g2",)}))
    {'ann': 3.0, 'bob': 2.0}

    Under the distributive paper's rules a good may be thrown away and money kept back:

    >>> q = IndivisibleAllocation(agents=("ann", "bob"), goods=("g1",), money=4,
    ...     valuations={"ann": {"g1": 1}, "bob": {"g1": 1}},
    ...     allow_unallocated=True, allow_withholding=True)
    >>> q.utilities(Allocation(bundles={}, payments={"ann": 1, "bob": 1}))
    {'ann': 1.0, 'bob': 1.0}
    """

    validation_error = ProblemError

    kind: Literal["allocation"] = "allocation"
    id: str = ""
    description: str = ""
    agents: tuple[str, ...] = Field(min_length=1)
    goods: tuple[str, ...] = Field(min_length=1)
    valuations: dict[str, dict[str, Real]]
    money: Real | None = None
    allow_unallocated: bool = False
    allow_withholding: bool = False
    stakeholders: dict[str, Stakeholder] = Field(default_factory=dict)

    @field_validator("agents")
    @classmethod
    def _distinct_agents(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _distinct(value, "agent")

    @field_validator("goods")
    @classmethod
    def _distinct_goods(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _distinct(value, "good")

    @field_validator("money")
    @classmethod
    def _money_not_negative(cls, value: float | None) -> float | None:
        if value is not None and value < 0:
            raise ValueError(f"money {value} is negative; give an amount >= 0 (or null)")
        return value

    @model_validator(mode="after")
    def _valuations_complete(self) -> IndivisibleAllocation:
        agents, goods = set(self.agents), set(self.goods)
        known_agents, known_goods = ", ".join(self.agents), ", ".join(self.goods)
        for agent, row in self.valuations.items():
            if agent not in agents:
                raise ValueError(
                    f"valuations[{agent!r}]: agent {agent!r} is unknown; known: {known_agents}"
                )
            for good, value in row.items():
                where = f"valuations[{agent!r}][{good!r}]"
                if good not in goods:
                    raise ValueError(f"{where}: good {good!r} is unknown; known: {known_goods}")
                if value < 0:
                    raise ValueError(f"{where}: value {value} is negative; valuations are >= 0")
        for agent in self.agents:
            given = self.valuations.get(agent)
            if given is None:
                raise ValueError(
                    f"valuations: agent {agent!r} has no valuations; give one value per good"
                )
            missing = [g for g in self.goods if g not in given]
            if missing:
                raise ValueError(
                    f"valuations[{agent!r}]: no value for {', '.join(map(repr, missing))}; "
                    "give one value per good"
                )
        check_stakeholder_map(self.stakeholders, self.agents, "valuations")
        return self

    # -- shape ----------------------------------------------------------------------------------

    @property
    def stakeholder_ids(self) -> tuple[str, ...]:
        """The agents, in order: the stakeholders whose utilities count."""
        return self.agents

    @property
    def n_agents(self) -> int:
        return len(self.agents)

    @property
    def n_goods(self) -> int:
        return len(self.goods)

    @property
    def has_money(self) -> bool:
        """Whether there is money to split (``money`` given, even 0)."""
        return self.money is not None

    def stakeholder(self, agent: str) -> Stakeholder:
        """The stakeholder record of ``agent`` (a default one if none was given)."""
        return self.stakeholders.get(agent) or Stakeholder(id=agent)

    @cached_property
    def _matrix(self) -> NDArray[np.float64]:
        matrix = np.array(
            [[self.valuations[a][g] for g in self.goods] for a in self.agents], dtype=np.float64
        ).reshape(self.n_agents, self.n_goods)
        matrix.flags.writeable = False
        return matrix

    def value_matrix(self) -> NDArray[np.float64]:
        """Valuations as a read-only ``(n_agents, n_goods)`` array in ``agents × goods`` order."""
        return self._matrix

    def tolerance(self) -> float:
        """Utilities of this problem closer than this are equal: :func:`fairagents.numeric.
        tolerance` of every valuation and the money (the largest total any utilities reach)."""
        return tolerance(self._matrix, self.money or 0.0)

    # -- allocations ----------------------------------------------------------------------------

    def check(self, allocation: Allocation) -> None:
        """Raise :class:`ProblemError` if ``allocation`` is not a valid allocation of this problem.

        >>> p = IndivisibleAllocation(agents=("a", "b"), goods=("x",),
        ...     valuations={"a": {"x": 1}, "b": {"x": 1}})
        >>> p.check(Allocation(bundles={"a": ("x",), "b": ("x",)}))
        Traceback (most recent call last):
        ...
        fairagents.errors.ProblemError: allocation: good 'x' is given twice (to 'a' and 'b')
        """
        agents, goods = set(self.agents), set(self.goods)
        owner: dict[str, str] = {}
        for agent, bundle in allocation.bundles.items():
            if agent not in agents:
                raise ProblemError(
                    f"allocation: agent {agent!r} is unknown; known: {', '.join(self.agents)}"
                )
            for good in bundle:
                if good not in goods:
                    raise ProblemError(
                        f"allocation[{agent!r}]: good {good!r} is unknown; "
                        f"known: {', '.join(self.goods)}"
                    )
                if good in owner:
                    raise ProblemError(
                        f"allocation: good {good!r} is given twice "
                        f"(to {owner[good]!r} and {agent!r})"
                    )
                owner[good] = agent
        if not self.allow_unallocated:
            left = [g for g in self.goods if g not in owner]
            if left:
                raise ProblemError(
                    f"allocation: {', '.join(map(repr, left))} not allocated; this problem "
                    "requires every good to be given (set allow_unallocated to allow it)"
                )
        self._check_payments(allocation.payments)

    def _check_payments(self, payments: Mapping[str, float]) -> None:
        if self.money is None:
            if any(payments.values()):
                raise ProblemError(
                    "allocation.payments: this problem has no money to split; remove payments"
                )
            return
        for agent, amount in payments.items():
            if agent not in self.agents:
                raise ProblemError(
                    f"allocation.payments: agent {agent!r} is unknown; "
                    f"known: {', '.join(self.agents)}"
                )
            if not math.isfinite(amount) or amount < -MONEY_TOLERANCE * self.money:
                raise ProblemError(
                    f"allocation.payments[{agent!r}]: {amount} is negative; payments are >= 0"
                )
        total = sum(payments.values())
        if self.allow_withholding:
            if total - self.money > MONEY_TOLERANCE * self.money:
                raise ProblemError(
                    f"allocation.payments: they add up to {_fmt(total)} but only "
                    f"{_fmt(self.money)} may be given out"
                )
            return
        if abs(total - self.money) > MONEY_TOLERANCE * self.money:
            raise ProblemError(
                f"allocation.payments: they add up to {_fmt(total)} but the money to split is "
                f"{_fmt(self.money)}; split all of it (set allow_withholding to allow less)"
            )

    def bundle_values(self, allocation: Allocation) -> dict[str, float]:
        """``v_i(A_i)`` per agent, without money (the allocation is checked first)."""
        self.check(allocation)
        return {
            a: float(sum(self.valuations[a][g] for g in allocation.bundle(a))) for a in self.agents
        }

    def utilities(self, allocation: Allocation) -> dict[str, float]:
        """``u_i = v_i(A_i) + p_i`` per agent, in agent order (the allocation is checked first)."""
        values = self.bundle_values(allocation)
        return {a: values[a] + allocation.payment(a) for a in self.agents}

    def utilities_of(self, allocation: Allocation) -> dict[str, float]:
        """Same as :meth:`utilities`: the name every problem kind shares."""
        return self.utilities(allocation)

    def utility_vector(self, allocation: Allocation) -> NDArray[np.float64]:
        """:meth:`utilities` as an array in agent order."""
        return np.array(list(self.utilities(allocation).values()), dtype=np.float64)

    def value_of(self, agent: str, goods: Sequence[str]) -> float:
        """``v_agent(goods)``: what ``agent`` thinks the goods are worth (e.g. another's bundle)."""
        return float(sum(self.valuations[agent][g] for g in goods))

    def allocation_from_owners(
        self, owners: Sequence[int], payments: Sequence[float] | None = None
    ) -> Allocation:
        """Build an :class:`Allocation` from the owner index of each good (-1: unallocated).

        >>> p = IndivisibleAllocation(agents=("a", "b"), goods=("x", "y"),
        ...     valuations={"a": {"x": 1, "y": 0}, "b": {"x": 0, "y": 1}})
        >>> p.allocation_from_owners([0, 1]).bundles
        {'a': ('x',), 'b': ('y',)}
        """
        bundles: dict[str, list[str]] = {a: [] for a in self.agents}
        for good, owner in zip(self.goods, owners, strict=True):
            if owner >= 0:
                bundles[self.agents[owner]].append(good)
        paid: dict[str, float] = {}
        if self.money is not None:
            amounts = [self.money / self.n_agents] * self.n_agents if payments is None else payments
            paid = {a: float(x) for a, x in zip(self.agents, amounts, strict=True)}
        return Allocation(bundles={a: tuple(b) for a, b in bundles.items()}, payments=paid)

    def owners(self, allocation: Allocation) -> list[int]:
        """The owner index of each good (-1: unallocated); inverse of allocation_from_owners."""
        self.check(allocation)
        index = {a: i for i, a in enumerate(self.agents)}
        owner = dict.fromkeys(self.goods, -1)
        for agent, bundle in allocation.bundles.items():
            for good in bundle:
                owner[good] = index[agent]
        return [owner[g] for g in self.goods]
