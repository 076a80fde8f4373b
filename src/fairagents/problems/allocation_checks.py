"""The exact checks of one allocation that need a solver: a Pareto improvement witness, and each
agent's maximin share.

Both are exact by ``method`` as the solvers are (:mod:`fairagents.problems.precision`):
enumeration for small instances, else a MILP whose answer is checked before it is returned.
:mod:`fairagents.problems.allocation_solvers` re-exports them.

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import NDArray

from fairagents.errors import InfeasibleError, ProblemError
from fairagents.milp import Expr, evaluate
from fairagents.problems.allocation import Allocation, IndivisibleAllocation
from fairagents.problems.allocation_model import (
    AllocationModel,
    bundle_values,
    clean_payments,
    min_var,
    scale_free,
    solve_allocation,
)
from fairagents.problems.bruteforce import BruteForce
from fairagents.problems.precision import Method, dominance_check

__all__ = ["maximin_share", "pareto_improvement"]

FloatArray = NDArray[np.float64]


# -- Pareto -----------------------------------------------------------------------------------


@scale_free
def pareto_improvement(
    problem: IndivisibleAllocation, allocation: Allocation, *, method: Method = "auto"
) -> Allocation | None:
    """An allocation Pareto-dominating ``allocation``, or ``None`` if it is Pareto-optimal.

    Utilities within the problem's tolerance of each other are equal, so a witness leaves
    nobody worse by more than it and someone better by more. By enumeration: the dominating
    allocation with the largest total (:meth:`BruteForce.pareto_witness`). By MILP: maximize
    ``Σ u_i`` subject to ``u_i >= u_i(allocation)``; a larger sum means someone is better off.
    The witness's payments are recomputed exactly (each agent's shortfall, then the surplus
    split equally), and the witness is checked before it is returned.
    """
    base = problem.utility_vector(allocation)
    dominates = dominance_check(
        base,
        problem.tolerance(),
        check=problem.check,
        utilities=problem.utility_vector,
        what="allocation",
    )
    return solve_allocation(
        "pareto improvement",
        problem,
        method,
        milp=lambda: _pareto_improvement_milp(problem, base),
        brute=lambda: BruteForce(problem).pareto_witness(base),
        valid=dominates,
    )


def _pareto_improvement_milp(problem: IndivisibleAllocation, base: FloatArray) -> Allocation | None:
    tol = problem.tolerance()
    am = AllocationModel(problem)
    for i, expr in enumerate(am.utility):
        am.model.add_row(expr, float(base[i]) - tol, math.inf)
    solution = am.model.try_solve(am.total(), maximize=True)
    if solution is None:
        # The allocation itself satisfies every row: "infeasible" is the solver's misreading.
        raise InfeasibleError("the solver called a feasible model infeasible")
    if evaluate(am.total(), solution) <= base.sum() + 10 * tol:
        return None
    owners = am.owners(solution)
    values = bundle_values(problem, owners)
    if problem.money is None:
        if np.all(values >= base - tol) and np.any(values > base + tol):
            return problem.allocation_from_owners(owners)
        return None
    need = np.maximum(0.0, base - values)
    surplus = problem.money - float(need.sum())
    if surplus < -tol:
        return None
    paid = need + max(surplus, 0.0) / problem.n_agents
    return problem.allocation_from_owners(owners, clean_payments(paid, problem.money).tolist())


# -- maximin share ----------------------------------------------------------------------------


def maximin_share(problem: IndivisibleAllocation, agent: str, *, method: Method = "auto") -> float:
    """``agent``'s maximin share (Budish 2011): partition goods (and money) into ``n`` bundles,
    take the worst by ``agent``'s valuation, and maximize it.

    Exact: the worst bundle of an optimal partition, found by enumeration or MILP on a problem
    of ``n`` copies of ``agent`` (so only the agent's own numbers set the solver's scale).

    >>> p = IndivisibleAllocation(agents=("a", "b"), goods=("x", "y", "z"),
    ...     valuations={"a": {"x": 2, "y": 1, "z": 1}, "b": {"x": 1, "y": 1, "z": 1}})
    >>> maximin_share(p, "a"), maximin_share(p, "b")
    (2.0, 1.0)
    """
    if agent not in problem.agents:
        raise ProblemError(
            f"maximin_share: agent {agent!r} is unknown; known: {', '.join(problem.agents)}"
        )
    # The agent's own valuation for every bundle: a problem with n copies of the agent.
    copies = tuple(f"bundle {b + 1}" for b in range(problem.n_agents))
    row = problem.valuations[agent]
    clone = IndivisibleAllocation(
        agents=copies,
        goods=problem.goods,
        valuations={c: dict(row) for c in copies},
        money=problem.money,
    )
    return float(clone.utility_vector(_best_partition(clone, method=method)).min())


@scale_free
def _best_partition(clone: IndivisibleAllocation, *, method: Method) -> Allocation:
    """A partition of ``clone``'s goods (and money) maximizing its worst bundle."""
    return solve_allocation(
        "maximin share",
        clone,
        method,
        milp=lambda: _mms_milp(clone),
        brute=lambda: BruteForce(clone).best_optimal("maximin"),
    )


def _mms_milp(clone: IndivisibleAllocation) -> Allocation:
    am = AllocationModel(clone)
    # Bundles are interchangeable: order them by value to cut symmetric branches.
    for b in range(clone.n_agents - 1):
        am.model.add_row({**am.utility[b], **_neg(am.utility[b + 1])}, -math.inf, 0.0)
    _, objective = min_var(am)
    return am.allocation(am.model.solve(objective, maximize=True), refill=True)


def _neg(expr: Expr) -> Expr:
    return {var: -coef for var, coef in expr.items()}
