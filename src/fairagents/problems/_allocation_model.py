"""The MILP model of an allocation problem that every exact solver builds on.

:class:`AllocationModel` holds one binary per (agent, good), the payment variables when there is
money, and each agent's utility as a linear expression; solvers add their objective and stages.
Also here: when to enumerate instead (:func:`use_brute_force`) and how a solution's money is
cleaned and split (:func:`with_water_filling`). The solvers themselves live in
:mod:`fairagents.problems.allocation_solvers`.

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import update_wrapper
from typing import Any, Concatenate, ParamSpec, TypeVar, cast

import numpy as np
from numpy.typing import ArrayLike, NDArray

from fairagents.milp import Expr, LinearModel
from fairagents.numeric import RELATIVE, solver_unit
from fairagents.problems._allocation import Allocation, IndivisibleAllocation
from fairagents.problems._precision import Method, failed_check, solve_exactly
from fairagents.problems.bruteforce import BRUTE_FORCE_LIMIT, count_allocations, water_fill

__all__ = [
    "AUTO_BRUTE_FORCE",
    "AllocationModel",
    "add_aux",
    "bundle_values",
    "clean_payments",
    "integral_utilities",
    "invalid_allocation",
    "min_var",
    "numbers",
    "scale_free",
    "solve_allocation",
    "solver_scale",
    "use_brute_force",
    "with_water_filling",
]

AUTO_BRUTE_FORCE = 5_000
"""``method="auto"`` enumerates up to this many assignments (fast below it), else uses MILP;
where the MILP cannot resolve the numbers, it enumerates up to
:data:`~fairagents.problems.bruteforce.BRUTE_FORCE_LIMIT`."""

FloatArray = NDArray[np.float64]
T = TypeVar("T")


def use_brute_force(problem: IndivisibleAllocation, method: Method) -> bool:
    """Whether ``method`` starts with enumeration for ``problem`` (small enough, or asked)."""
    if method == "auto":
        return count_allocations(problem) <= AUTO_BRUTE_FORCE
    return method == "brute"


def numbers(problem: IndivisibleAllocation) -> list[ArrayLike]:
    """The numbers a solver of ``problem`` must tell apart: its valuations and its money."""
    return [problem.value_matrix(), problem.money or 0.0]


def invalid_allocation(problem: IndivisibleAllocation, allocation: Allocation) -> str | None:
    """What is wrong with ``allocation`` for ``problem`` (``None``: it is valid)."""
    return failed_check(lambda: problem.check(allocation))


def solve_allocation(
    what: str,
    problem: IndivisibleAllocation,
    method: Method,
    *,
    milp: Callable[[], T],
    brute: Callable[[], T],
    valid: Callable[[T], str | None] | None = None,
) -> T:
    """:func:`~fairagents.problems._precision.solve_exactly` for an allocation problem: its
    valuations and money are the numbers the MILP must resolve, its assignments what
    enumeration visits. An :class:`Allocation` answer is checked against the problem unless
    ``valid`` says otherwise."""

    def check(answer: T) -> str | None:
        if valid is not None:
            return valid(answer)
        return invalid_allocation(problem, answer) if isinstance(answer, Allocation) else None

    return solve_exactly(
        what,
        method,
        count=count_allocations(problem),
        auto_limit=AUTO_BRUTE_FORCE,
        limit=BRUTE_FORCE_LIMIT,
        values=numbers(problem),
        milp=milp,
        enumerate=brute,
        valid=check,
    )


class AllocationModel:
    """The MILP of one problem: ``x[i][g]`` binaries, payments ``p[i]``, utility expressions.

    ``allowed[i, g] = False`` forbids giving good ``g`` to agent ``i``.
    """

    def __init__(
        self,
        problem: IndivisibleAllocation,
        allowed: NDArray[np.bool_] | None = None,
        *,
        time_limit: float | None = None,
    ) -> None:
        self.problem = problem
        self.model = LinearModel(time_limit=time_limit)
        matrix = problem.value_matrix()
        n, m = matrix.shape
        self.x = [
            [
                self.model.add_var(0.0, 1.0 if allowed is None or allowed[i, g] else 0.0)
                for g in range(m)
            ]
            for i in range(n)
        ]
        for i in range(n):
            for g in range(m):
                self.model.integer[self.x[i][g]] = 1
        money = problem.money
        self.p = [self.model.add_var(0.0, money) for _ in range(n)] if money is not None else []
        for g in range(m):
            upper = 1.0
            lower = 0.0 if problem.allow_unallocated else 1.0
            self.model.add_row({self.x[i][g]: 1.0 for i in range(n)}, lower, upper)
        if money is not None:
            # All the money is paid out even where it may be withheld: withholding never raises
            # any criterion's optimum (the argument is in fairagents.problems._allocation).
            self.model.add_row(dict.fromkeys(self.p, 1.0), money, money)
        self.utility: list[Expr] = []
        for i in range(n):
            expr: Expr = {self.x[i][g]: float(matrix[i, g]) for g in range(m) if matrix[i, g]}
            if self.p:
                expr[self.p[i]] = 1.0
            self.utility.append(expr)

    def value_of(self, i: int, j: int) -> Expr:
        """``v_i(A_j)`` as an expression (agent ``i``'s value of ``j``'s bundle)."""
        matrix = self.problem.value_matrix()
        return {self.x[j][g]: float(matrix[i, g]) for g in range(matrix.shape[1]) if matrix[i, g]}

    def total(self) -> Expr:
        """``Σ_i u_i`` as an expression."""
        out: Expr = {}
        for expr in self.utility:
            for var, coef in expr.items():
                out[var] = out.get(var, 0.0) + coef
        return out

    def owners(self, solution: FloatArray) -> list[int]:
        n, m = self.problem.n_agents, self.problem.n_goods
        owners = []
        for g in range(m):
            owner = next((i for i in range(n) if solution[self.x[i][g]] > 0.5), -1)
            owners.append(owner)
        return owners

    def allocation(self, solution: FloatArray, *, refill: bool = False) -> Allocation:
        """The allocation of a MILP solution; payments cleaned of solver noise.

        ``refill=True`` replaces the payments by water-filling ones for the chosen bundles.
        """
        owners = self.owners(solution)
        if self.problem.money is None:
            return self.problem.allocation_from_owners(owners)
        if refill:
            return with_water_filling(self.problem, owners)
        paid = np.clip(np.array([solution[v] for v in self.p]), 0.0, None)
        paid = clean_payments(paid, self.problem.money)
        return self.problem.allocation_from_owners(owners, paid.tolist())


def clean_payments(paid: FloatArray, money: float) -> FloatArray:
    """Payments rescaled to add up to ``money`` exactly, with solver dust (below 1e-12 of the
    money) rounded away, at any scale of money."""
    total = float(paid.sum())
    if total <= 0:
        return np.full(len(paid), money / len(paid))
    out: FloatArray = np.round(paid / total, 12) * money
    out[int(np.argmax(out))] += money - float(out.sum())
    return out


def bundle_values(problem: IndivisibleAllocation, owners: list[int]) -> FloatArray:
    matrix = problem.value_matrix()
    return np.array(
        [sum(matrix[i, g] for g, o in enumerate(owners) if o == i) for i in range(problem.n_agents)]
    )


def with_water_filling(problem: IndivisibleAllocation, owners: list[int]) -> Allocation:
    """The allocation with these bundles and the water-filling split of the money."""
    if problem.money is None:
        return problem.allocation_from_owners(owners)
    paid = water_fill(bundle_values(problem, owners)[None, :], problem.money)[0]
    return problem.allocation_from_owners(owners, clean_payments(paid, problem.money).tolist())


def integral_utilities(problem: IndivisibleAllocation) -> bool:
    """Whether every utility is an integer (integer values, no money): auxiliary variables
    such as a minimum or a gap can then be declared integer, which lets HiGHS recognize an
    integral objective and prune far more (10 agents × 30 goods leximin: minutes → seconds).
    """
    matrix = problem.value_matrix()
    return problem.money is None and bool(np.all(matrix == np.round(matrix)))


def add_aux(am: AllocationModel, lower: float = -math.inf) -> int:
    """An auxiliary variable, integer when all utilities are integers."""
    var = am.model.add_var(lower, math.inf)
    if integral_utilities(am.problem):
        am.model.integer[var] = 1
    return var


def min_var(am: AllocationModel) -> tuple[int, Expr]:
    """Add ``t <= u_i`` for all i; return t's index and the objective ``{t: 1}``."""
    t = add_aux(am)
    for expr in am.utility:
        am.model.add_row({**expr, t: -1.0}, 0.0, math.inf)
    return t, {t: 1.0}


# -- presenting a problem to the solvers at a scale they resolve ------------------------------


def solver_scale(problem: IndivisibleAllocation) -> tuple[IndivisibleAllocation, float]:
    """``problem`` with valuations and money divided by their :func:`fairagents.numeric.
    solver_unit`, and that unit. HiGHS' tolerances are absolute (about 1e-7), so valuations of
    1e-12 would all look equal to it; in solver units they are integers or lie in [0, 1].
    Values that become integers up to rounding are made exact, so integer MILPs stay integer.
    """
    matrix = problem.value_matrix()
    money = problem.money
    unit = solver_unit(np.r_[matrix.ravel(), money or 0.0])
    if unit == 1.0:
        return problem, 1.0

    def snap(x: FloatArray) -> FloatArray:
        near = np.round(x)
        return np.where(np.abs(x - near) <= RELATIVE * np.abs(x), near, x)

    scaled = snap(matrix / unit)
    return (
        IndivisibleAllocation(
            id=problem.id,
            agents=problem.agents,
            goods=problem.goods,
            valuations={
                a: {g: float(scaled[i, k]) for k, g in enumerate(problem.goods)}
                for i, a in enumerate(problem.agents)
            },
            money=None if money is None else float(snap(np.array([money / unit]))[0]),
            allow_unallocated=problem.allow_unallocated,
            allow_withholding=problem.allow_withholding,
        ),
        unit,
    )


def _rescaled(problem: IndivisibleAllocation, allocation: Allocation, factor: float) -> Allocation:
    if problem.money is None:
        return allocation
    paid = np.array([allocation.payment(a) * factor for a in problem.agents])
    total = float(paid.sum())
    if problem.allow_withholding and total < problem.money:
        # Money kept back stays kept back at any scale (only rounding noise is cleaned).
        paid = clean_payments(paid, total) if total > 0 else np.zeros(len(paid))
    else:
        paid = clean_payments(paid, problem.money)
    return Allocation(
        bundles=dict(allocation.bundles),
        payments=dict(zip(problem.agents, paid.tolist(), strict=True)),
    )


P = ParamSpec("P")
R = TypeVar("R")


def scale_free(
    solver: Callable[Concatenate[IndivisibleAllocation, P], R],
) -> Callable[Concatenate[IndivisibleAllocation, P], R]:
    """Run ``solver`` on :func:`solver_scale` of its problem and bring the answer back: an
    allocation's payments (and an allocation argument's) are rescaled, a number multiplied by
    the unit. Bundles do not depend on the scale, so the answer is the solver's exact one."""

    def run(problem: IndivisibleAllocation, /, *args: P.args, **kwargs: P.kwargs) -> R:
        scaled, unit = solver_scale(problem)
        if unit == 1.0:
            return solver(problem, *args, **kwargs)
        down = [_rescaled(scaled, a, 1 / unit) if isinstance(a, Allocation) else a for a in args]
        result: Any = solver(scaled, *down, **kwargs)  # type: ignore[arg-type]
        if isinstance(result, Allocation):
            return cast(R, _rescaled(problem, result, unit))
        if isinstance(result, float):
            return cast(R, result * unit)
        return cast(R, result)

    update_wrapper(run, solver)  # name and docstring, for help() and the doctests
    return run
