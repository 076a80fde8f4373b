"""Hypothesis strategies for small allocation and budget problems, and a naive oracle.

Sizes stay where brute force is instant (2–3 agents, 1–5 goods). Valuations are small integers
so that ties are frequent and sums exact. ``naive_*`` functions recompute the criteria with
plain Python loops over ``itertools.product`` — an oracle independent of the vectorized
:class:`fairagents.problems.bruteforce.BruteForce`.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

import numpy as np
from hypothesis import strategies as st
from scipy.optimize import linprog

from fairagents.problems import BudgetedSelection, IndivisibleAllocation


@st.composite
def allocation_problems(
    draw: st.DrawFn,
    *,
    max_agents: int = 3,
    max_goods: int = 5,
    money: bool | None = None,
    unallocated: bool | None = False,
) -> IndivisibleAllocation:
    n = draw(st.integers(2, max_agents))
    m = draw(st.integers(1, max_goods))
    agents = tuple(f"p{i}" for i in range(n))
    goods = tuple(f"g{g}" for g in range(m))
    valuations = {a: {g: float(draw(st.integers(0, 9))) for g in goods} for a in agents}
    with_money = draw(st.booleans()) if money is None else money
    amount = float(draw(st.integers(0, 12))) if with_money else None
    allow = draw(st.booleans()) if unallocated is None else unallocated
    return IndivisibleAllocation(
        agents=agents, goods=goods, valuations=valuations, money=amount, allow_unallocated=allow
    )


@st.composite
def budget_problems(draw: st.DrawFn, *, approvals: bool | None = None) -> BudgetedSelection:
    k = draw(st.integers(1, 6))
    projects = {f"c{c}": float(draw(st.integers(1, 6))) for c in range(k)}
    n = draw(st.integers(1, 4))
    voters = [f"v{i}" for i in range(n)]
    budget = float(draw(st.integers(0, int(sum(projects.values())))))
    use_approvals = draw(st.booleans()) if approvals is None else approvals
    if use_approvals:
        approved = {v: tuple(c for c in projects if draw(st.booleans())) for v in voters}
        return BudgetedSelection(projects=projects, budget=budget, approvals=approved)
    utilities = {v: {c: float(draw(st.integers(0, 5))) for c in projects} for v in voters}
    return BudgetedSelection(projects=projects, budget=budget, utilities=utilities)


# -- naive oracle -----------------------------------------------------------------------------


def assignments(problem: IndivisibleAllocation) -> Iterator[tuple[int, ...]]:
    options = list(range(problem.n_agents)) + ([-1] if problem.allow_unallocated else [])
    yield from itertools.product(options, repeat=problem.n_goods)


def cross(problem: IndivisibleAllocation, owners: tuple[int, ...]) -> list[list[float]]:
    """W[i][j] = v_i(A_j) by plain loops."""
    n = problem.n_agents
    out = [[0.0] * n for _ in range(n)]
    for i, a in enumerate(problem.agents):
        for g, o in zip(problem.goods, owners, strict=True):
            if o >= 0:
                out[i][o] += problem.valuations[a][g]
    return out


def lp_maximin_payments(values: list[float], money: float) -> list[float]:
    """Payments maximizing the minimum utility for fixed bundle values (linprog), then the
    next-lowest, etc. are not needed: the maximin LP alone fixes the minimum."""
    n = len(values)
    # variables p_0..p_{n-1}, t ; maximize t s.t. t <= v_i + p_i, Σ p = M
    c = np.zeros(n + 1)
    c[n] = -1.0
    a_ub = np.zeros((n, n + 1))
    for i in range(n):
        a_ub[i, i] = -1.0
        a_ub[i, n] = 1.0
    res = linprog(
        c,
        A_ub=a_ub,
        b_ub=np.array(values),
        A_eq=np.r_[np.ones(n), 0.0][None, :],
        b_eq=[money],
        bounds=[(0, None)] * n + [(None, None)],
        method="highs",
    )
    return [float(x) for x in res.x[:n]]


def lp_min_gap(values: list[float], money: float) -> float:
    """The least max-min gap reachable by splitting ``money`` over fixed bundle values (LP)."""
    n = len(values)
    c = np.r_[np.zeros(n), -1.0, 1.0]
    rows, rhs = [], []
    for i in range(n):
        r = np.zeros(n + 2)
        r[i], r[n] = -1.0, 1.0
        rows.append(r)
        rhs.append(values[i])
        r = np.zeros(n + 2)
        r[i], r[n + 1] = 1.0, -1.0
        rows.append(r)
        rhs.append(-values[i])
    res = linprog(
        c,
        A_ub=np.array(rows),
        b_ub=np.array(rhs),
        A_eq=np.r_[np.ones(n), 0.0, 0.0][None, :],
        b_eq=[money],
        bounds=[(0, None)] * n + [(None, None)] * 2,
        method="highs",
    )
    return float(res.fun)


def lp_ef_subsidy(w: list[list[float]]) -> float:
    """Least Σ q making bundles envy-free (LP), inf if impossible."""
    n = len(w)
    rows, rhs = [], []
    for i in range(n):
        for j in range(n):
            if i != j:
                r = np.zeros(n)
                r[i], r[j] = -1.0, 1.0
                rows.append(r)
                rhs.append(w[i][i] - w[i][j])
    if not rows:
        return 0.0
    res = linprog(
        np.ones(n),
        A_ub=np.array(rows),
        b_ub=np.array(rhs),
        bounds=[(0, None)] * n,
        method="highs",
    )
    return float(res.fun) if res.status == 0 else math.inf


def naive_utilities(problem: IndivisibleAllocation) -> dict[tuple[int, ...], list[float]]:
    """Each assignment's utilities, money split by the maximin LP (the fairest split)."""
    out = {}
    for owners in assignments(problem):
        w = cross(problem, owners)
        values = [w[i][i] for i in range(problem.n_agents)]
        if problem.money is not None:
            pay = lp_maximin_payments(values, problem.money)
            values = [v + p for v, p in zip(values, pay, strict=True)]
        out[owners] = values
    return out
