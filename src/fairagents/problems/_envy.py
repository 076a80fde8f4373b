"""Envy-based fairness of an allocation of indivisible goods (with optional money): the one
implementation of EF, EF1, EFX and proportionality that solvers, menus and reports share.

The checks take positional inputs: a value matrix ``V`` (agents × goods, ``V[i, g] = vᵢ(g)
≥ 0``, additive), the bundles as lists of good indices (one per agent), and optional payments
(one amount of money per agent). Agent i's utility for agent j's share is ``vᵢ(Aⱼ) + pⱼ``.

- EF, envy-freeness (Foley 1967): ``vᵢ(Aᵢ) + pᵢ ≥ vᵢ(Aⱼ) + pⱼ`` for all i, j.
- EF1, envy-free up to one good (Lipton, Markakis, Mossel & Saberi 2004; Budish 2011): for
  every pair, envy disappears once *some* good is removed from ``Aⱼ`` (an empty ``Aⱼ`` must not
  be envied at all).
- EFX, envy-free up to any good (Caragiannis, Kurokawa, Moulin, Procaccia, Shah & Wang 2019):
  envy disappears once *any* good that i values positively is removed from ``Aⱼ``; when ``Aⱼ``
  holds no such good, i must not envy j at all. This is the "positive-value" variant; it gives
  EF ⇒ EFX ⇒ EF1, also with money.
- PROP, proportionality (Steinhaus 1948): ``uᵢ ≥ (vᵢ(all goods) + M) / n``.

Money is never "removed" by EF1/EFX: only goods are. Every check returns the violating pairs
as witnesses and a *slack*: the smallest margin over all ordered pairs (≥ 0 iff the criterion
holds; ``None`` with fewer than two agents). :func:`positions` turns an allocation of a problem
into those inputs; :func:`is_envy_free` and :func:`is_ef1` are the verdicts for one.

Margins are compared within :func:`fairagents.numeric.tolerance` of the values and payments, so
a verdict never depends on the scale of the valuations. What this module leaves out: building
envy-free or EF1 allocations (:mod:`fairagents.problems._envy_free`), maximin shares and Pareto
optimality (:mod:`fairagents.problems.allocation_solvers`).

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike, NDArray

from fairagents.errors import InputError
from fairagents.numeric import tolerance
from fairagents.problems._allocation import Allocation, IndivisibleAllocation

__all__ = [
    "EnvyCheck",
    "EnvyWitness",
    "check_ef",
    "check_ef1",
    "check_efx",
    "envy_matrix",
    "is_ef1",
    "is_envy_free",
    "positions",
    "proportionality_slack",
]

FloatArray = NDArray[np.float64]


@dataclass(frozen=True)
class EnvyWitness:
    """Agent ``envier`` envies agent ``envied`` by ``envy``; ``residual`` is what remains after
    removing good ``removed`` from the envied bundle (``None`` for plain EF)."""

    envier: int
    envied: int
    envy: float
    removed: int | None
    residual: float


@dataclass(frozen=True)
class EnvyCheck:
    """The verdict of one envy criterion, its slack and the violating pairs."""

    holds: bool
    slack: float | None
    violations: tuple[EnvyWitness, ...]


def _prepare(
    values: ArrayLike, bundles: Sequence[Sequence[int]], payments: ArrayLike | None
) -> tuple[FloatArray, FloatArray, FloatArray]:
    V = np.asarray(values, dtype=np.float64)
    if V.ndim != 2:
        raise InputError("values must be a matrix: one row per agent, one column per good")
    n, m = V.shape
    if len(bundles) != n:
        raise InputError(f"{len(bundles)} bundles given for {n} agents")
    incidence = np.zeros((n, m), dtype=np.float64)
    for j, bundle in enumerate(bundles):
        for g in bundle:
            if not 0 <= g < m:
                raise InputError(f"bundle {j} names good index {g}; there are {m} goods")
            incidence[j, g] = 1.0
    if np.any(incidence.sum(axis=0) > 1):
        raise InputError("a good is given to more than one agent")
    p = np.zeros(n) if payments is None else np.asarray(payments, dtype=np.float64).reshape(-1)
    if p.size != n:
        raise InputError(f"{p.size} payments given for {n} agents")
    return V, incidence, p


def envy_matrix(
    values: ArrayLike, bundles: Sequence[Sequence[int]], payments: ArrayLike | None = None
) -> FloatArray:
    """``E[i, j] = uᵢ(Aⱼ) − uᵢ(Aᵢ)``: how much i prefers j's share to its own (diagonal 0).

    >>> envy_matrix([[3, 1], [2, 2]], [[1], [0]]).tolist()
    [[0.0, 2.0], [0.0, 0.0]]
    """
    V, incidence, p = _prepare(values, bundles, payments)
    cross = V @ incidence.T + p[None, :]  # cross[i, j] = vᵢ(Aⱼ) + pⱼ
    return cross - np.diag(cross)[:, None]


def _check(
    values: ArrayLike,
    bundles: Sequence[Sequence[int]],
    payments: ArrayLike | None,
    mode: str,
) -> EnvyCheck:
    V, _, p = _prepare(values, bundles, payments)
    E = envy_matrix(V, bundles, p)
    tol = tolerance(V, p)
    n = V.shape[0]
    worst_margin: float | None = None
    violations: list[EnvyWitness] = []
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            removed: int | None = None
            relief = 0.0
            held = list(bundles[j])
            if mode == "ef1" and held:
                removed = max(held, key=lambda g: (V[i, g], -g))
                relief = float(V[i, removed])
            elif mode == "efx":
                positive = [g for g in held if V[i, g] > 0]
                if positive:
                    removed = min(positive, key=lambda g: (V[i, g], g))
                    relief = float(V[i, removed])
            residual = float(E[i, j]) - relief
            margin = 0.0 - residual  # not -residual: -0.0 would print as a negative slack
            worst_margin = margin if worst_margin is None else min(worst_margin, margin)
            if residual > tol:
                violations.append(
                    EnvyWitness(
                        envier=i,
                        envied=j,
                        envy=float(E[i, j]),
                        removed=removed if mode != "ef" else None,
                        residual=residual,
                    )
                )
    return EnvyCheck(holds=not violations, slack=worst_margin, violations=tuple(violations))


def check_ef(
    values: ArrayLike, bundles: Sequence[Sequence[int]], payments: ArrayLike | None = None
) -> EnvyCheck:
    """Envy-freeness (Foley 1967), with every envious pair as a witness.

    >>> check_ef([[3, 1], [2, 2]], [[1], [0]]).holds      # agent 0 wants good 0
    False
    >>> check_ef([[3, 1], [2, 2]], [[0], [1]]).slack
    0.0
    """
    return _check(values, bundles, payments, "ef")


def check_ef1(
    values: ArrayLike, bundles: Sequence[Sequence[int]], payments: ArrayLike | None = None
) -> EnvyCheck:
    """Envy-freeness up to one good; a witness names the best good to remove and what remains.

    >>> check_ef1([[1, 1, 1]] * 2, [[0], [1, 2]]).holds   # envy 1, gone without one good
    True
    >>> check_ef1([[1, 1, 1]] * 2, [[], [0, 1, 2]]).holds
    False
    """
    return _check(values, bundles, payments, "ef1")


def check_efx(
    values: ArrayLike, bundles: Sequence[Sequence[int]], payments: ArrayLike | None = None
) -> EnvyCheck:
    """Envy-freeness up to any (positively valued) good; witnesses as for EF1.

    >>> V = [[1, 1, 3], [1, 1, 3]]         # agent 0 holds {0}, agent 1 holds {1, 2}: envy 3
    >>> check_ef1(V, [[0], [1, 2]]).holds   # removing good 2 leaves 1 ≤ 1
    True
    >>> w = check_efx(V, [[0], [1, 2]]).violations[0]   # removing good 1 leaves 3 > 1
    >>> (w.envier, w.envied, w.removed, w.residual)
    (0, 1, 1, 2.0)
    """
    return _check(values, bundles, payments, "efx")


def proportionality_slack(
    values: ArrayLike,
    bundles: Sequence[Sequence[int]],
    payments: ArrayLike | None = None,
    money: float = 0.0,
) -> FloatArray:
    """Each agent's ``uᵢ − (vᵢ(all goods) + M)/n``: PROP holds iff every entry is ≥ 0.

    >>> proportionality_slack([[4, 2], [1, 5]], [[0], [1]]).tolist()
    [1.0, 2.0]
    """
    V, incidence, p = _prepare(values, bundles, payments)
    n = V.shape[0]
    own = (V * incidence).sum(axis=1) + p
    share = (V.sum(axis=1) + float(money)) / n
    return np.asarray(own - share, dtype=np.float64)


def positions(
    problem: IndivisibleAllocation, allocation: Allocation
) -> tuple[FloatArray, list[list[int]], list[float]]:
    """``(values, bundles, payments)`` of ``allocation``: the positional inputs of the checks.

    >>> p = IndivisibleAllocation(agents=("a", "b"), goods=("x", "y"),
    ...     valuations={"a": {"x": 3, "y": 1}, "b": {"x": 2, "y": 2}})
    >>> V, bundles, pay = positions(p, Allocation(bundles={"a": ("y",), "b": ("x",)}))
    >>> bundles, pay
    ([[1], [0]], [0.0, 0.0])
    """
    problem.check(allocation)
    index = {g: k for k, g in enumerate(problem.goods)}
    bundles = [[index[g] for g in allocation.bundle(a)] for a in problem.agents]
    payments = [allocation.payment(a) for a in problem.agents]
    return problem.value_matrix(), bundles, payments


def is_envy_free(problem: IndivisibleAllocation, allocation: Allocation) -> bool:
    """Whether nobody envies anybody (see :func:`check_ef`)."""
    return check_ef(*positions(problem, allocation)).holds


def is_ef1(problem: IndivisibleAllocation, allocation: Allocation) -> bool:
    """Whether every envy disappears after removing some single good (see :func:`check_ef1`)."""
    return check_ef1(*positions(problem, allocation)).holds
