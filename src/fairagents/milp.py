"""A small mixed-integer linear programming layer over ``scipy.optimize.milp`` (HiGHS).

:class:`LinearModel` collects variables (bounds, integrality) and sparse linear rows, solves with
an exact MIP gap (HiGHS' default 1e-4 relative gap would return near-optimal, not optimal,
solutions), and supports lexicographic optimization by fixing a stage's optimum as a
constraint. A model may carry a *lazy* check: every solution the solver returns is checked
exactly, and the rows the check returns (constraints the solution breaks, which the solver's
tolerances let through) are added before solving again.

:func:`maximize_log_sum` maximizes ``Σ log(e_i)`` of linear expressions by outer approximation
with tangent cuts added lazily (Kelley 1960): tangents of a concave function lie
above it, so the master problem's value bounds the optimum from above; when the master's
solution attains its own bound, it is optimal. Each new cut removes the current solution's
overestimate, and there are finitely many integer assignments, so it terminates.

What it leaves out: general nonlinear objectives, warm starts, and solver choice.
"""

from __future__ import annotations

import math
import os
import sys
import threading
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray

from fairagents.deadline import remaining
from fairagents.errors import InfeasibleError, SolverError, SolverTimeout

__all__ = ["Expr", "LinearModel", "maximize_log_sum"]

Expr = dict[int, float]
"""A linear expression: variable index → coefficient."""

Row = tuple[Expr, float, float]
"""A constraint ``lower <= expr <= upper``."""

TOLERANCES = {"mip_feasibility_tolerance": 1e-9, "primal_feasibility_tolerance": 1e-9}
"""HiGHS' feasibility tolerances, a thousand times tighter than its defaults (1e-6 for rows of
integer programs, 1e-7 for LPs). With the defaults a row fixing a stage's optimum may be broken
by 1e-6 of the largest number, so a worst-off agent's share of that size was lost between
stages; measured on small allocations whose numbers span up to six orders of magnitude, the
tight values gave no answer off by more than :data:`fairagents.numeric.SOLVER_RESOLUTION`."""

LAZY_ROUNDS = 50
"""How many times a lazy check may send the solver back before the model is given up."""


@dataclass
class LinearModel:
    """Variables and sparse rows ``lo <= Σ coef·x <= hi`` of one MILP."""

    lower: list[float] = field(default_factory=list)
    upper: list[float] = field(default_factory=list)
    integer: list[int] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    time_limit: float | None = None
    lazy: Callable[[NDArray[np.float64]], Sequence[Row]] | None = None
    """Checks a solution exactly; returns the rows it breaks (none: it stands)."""

    def add_var(self, lower: float = 0.0, upper: float = math.inf, *, binary: bool = False) -> int:
        """Add a variable and return its index (binary variables get bounds 0..1)."""
        self.lower.append(0.0 if binary else lower)
        self.upper.append(1.0 if binary else upper)
        self.integer.append(1 if binary else 0)
        return len(self.lower) - 1

    def add_row(self, expr: Mapping[int, float], lower: float, upper: float) -> None:
        """Add ``lower <= expr <= upper`` (use ±inf for one-sided rows)."""
        self.rows.append((dict(expr), lower, upper))

    @property
    def n_vars(self) -> int:
        return len(self.lower)

    def solve(self, objective: Mapping[int, float], *, maximize: bool) -> NDArray[np.float64]:
        """Optimize ``objective``; return the solution, or raise :class:`InfeasibleError`."""
        solution = self.try_solve(objective, maximize=maximize)
        if solution is None:
            raise InfeasibleError("the MILP is infeasible")
        return solution

    def try_solve(
        self, objective: Mapping[int, float], *, maximize: bool
    ) -> NDArray[np.float64] | None:
        """Optimize ``objective``; return the solution, or ``None`` if infeasible.

        With a :attr:`lazy` check, a solution that breaks it gets the rows it returns and the
        model is solved again, up to :data:`LAZY_ROUNDS` times.
        """
        for _ in range(LAZY_ROUNDS):
            x = self._solve_once(objective, maximize=maximize)
            cuts = () if x is None or self.lazy is None else self.lazy(x)
            if not cuts:
                return x
            for expr, lower, upper in cuts:
                self.add_row(expr, lower, upper)
        raise SolverError(
            f"the solver's solutions failed the exact check {LAZY_ROUNDS} times in a row"
        )

    def _solve_once(
        self, objective: Mapping[int, float], *, maximize: bool
    ) -> NDArray[np.float64] | None:
        n = self.n_vars
        c = np.zeros(n)
        for index, coef in objective.items():
            c[index] = -coef if maximize else coef
        # The optimum does not depend on the objective's scale, but HiGHS' dual tolerances are
        # absolute: weights of 1e-12 would look like no objective at all.
        # Imported here: scipy.optimize costs a third of a second, and most commands (an
        # ordinal rule on a file) never solve a program.
        from scipy.optimize import Bounds, LinearConstraint, milp
        from scipy.sparse import csr_array

        largest = float(np.abs(c).max()) if n else 0.0
        if largest > 0:
            c /= largest
        constraints = []
        if self.rows:
            data: list[float] = []
            cols: list[int] = []
            indptr = [0]
            for expr, _, _ in self.rows:
                cols.extend(expr)
                data.extend(expr.values())
                indptr.append(len(cols))
            matrix = csr_array((data, cols, indptr), shape=(len(self.rows), n))
            lo = np.array([r[1] for r in self.rows])
            hi = np.array([r[2] for r in self.rows])
            constraints.append(LinearConstraint(matrix, lo, hi))
        options: dict[str, float | bool] = {"mip_rel_gap": 0.0, "presolve": True, **TOLERANCES}
        # The tighter of this model's own limit and what is left of the caller's time budget.
        left = remaining()
        limit = self.time_limit if left is None else min(left, self.time_limit or left)
        if left is not None and left <= 0:
            raise SolverTimeout("the time limit was reached before this solve could start")
        if limit is not None:
            options["time_limit"] = limit
        with _solving():
            result = milp(
                c,
                integrality=np.array(self.integer),
                bounds=Bounds(np.array(self.lower), np.array(self.upper)),
                constraints=constraints,
                options=options,
            )
        if result.status == 2:  # infeasible
            return None
        if result.status == 1:  # time or node limit
            raise SolverTimeout(
                f"the MILP solver hit its time limit ({limit:.3g} s) before proving "
                "optimality; raise the time limit or use a smaller instance"
            )
        if result.x is None or result.status != 0:
            raise SolverError(f"MILP solver stopped without an optimum: {result.message}")
        x: NDArray[np.float64] = np.asarray(result.x, dtype=np.float64)
        return x

    def fix_objective(
        self, objective: Mapping[int, float], value: float, *, maximize: bool, slack: float
    ) -> None:
        """Constrain ``objective`` to stay within ``slack`` of its optimum ``value``."""
        if maximize:
            self.add_row(objective, value - slack, math.inf)
        else:
            self.add_row(objective, -math.inf, value + slack)


_GUARD = threading.Lock()
_guarded = 0  # solves inside the guard right now, in any thread
_saved_stdout: int | None = None
_PASSED_ON = "Unrecognized options"
"""scipy's warning that it passes :data:`TOLERANCES` on to HiGHS (it names only some options)."""
_filter: Any = None  # the warnings filter entry _solving added


@contextmanager
def _solving() -> Iterator[None]:
    """What the process holds while HiGHS runs: file descriptor 1 sent to stderr, and scipy's
    warning about the options it passes on silenced.

    HiGHS occasionally prints debug lines (``HighsMipSolverData::...``) straight to the C-level
    stdout, whatever ``disp`` says; that would corrupt JSON a CLI prints on stdout. File
    descriptors and warning filters belong to the process while agents solve in parallel
    threads, so the first solve to enter redirects and adds the filter, and the last to leave
    restores both (saving per call, as ``warnings.catch_warnings`` does, a call could restore
    another's state: stdout left on stderr for good, or the warning raised mid-solve where
    warnings are errors).
    """
    global _guarded, _saved_stdout, _filter
    with _GUARD:
        if _guarded == 0:
            warnings.filterwarnings("ignore", _PASSED_ON, RuntimeWarning)
            _filter = warnings.filters[0]
            try:
                sys.stdout.flush()
                _saved_stdout = os.dup(1)
                os.dup2(2, 1)
            except (OSError, ValueError):  # no real stdout (embedded interpreters): no guard
                _saved_stdout = None
        _guarded += 1
    try:
        yield
    finally:
        with _GUARD:
            _guarded -= 1
            if _guarded == 0:
                _drop_filter()
                if _saved_stdout is not None:
                    os.dup2(_saved_stdout, 1)
                    os.close(_saved_stdout)
                    _saved_stdout = None


def _drop_filter() -> None:
    """Remove the filter :func:`_solving` added, wherever it now is in the list."""
    with suppress(ValueError):
        cast(list[Any], warnings.filters).remove(_filter)
    warnings._filters_mutated()  # type: ignore[attr-defined]  # as catch_warnings does


def evaluate(expr: Mapping[int, float], x: NDArray[np.float64], constant: float = 0.0) -> float:
    """The value of ``constant + expr`` at ``x``."""
    return constant + float(sum(coef * x[i] for i, coef in expr.items()))


def maximize_log_sum(
    model: LinearModel,
    exprs: Sequence[Expr],
    lower: Sequence[float],
    upper: Sequence[float],
    *,
    active: Sequence[int] | None = None,
    tolerance: float = 1e-7,
    max_rounds: int = 500,
) -> NDArray[np.float64]:
    """Maximize ``Σ_{i active} log(exprs[i])`` over ``model``'s feasible set, exactly.

    Each expression must be bounded by ``lower[i] > 0`` and ``upper[i]`` at the optimum (the
    caller adds ``exprs[i] >= lower[i]`` as a constraint). ``active`` lists the expressions that
    count when a cardinality constraint decides who is in (binary variables ``active[i]``: when
    0, the term is 0 and ``exprs[i]`` is free); by default all count.

    Stops when every term's bound is within ``tolerance`` of its true log (HiGHS' own
    feasibility tolerance is about 1e-7, so asking for less would loop on solver noise): the
    result's ``Σ log`` is then within ``n·tolerance`` of the optimum. With integer
    assignments only this is the exact optimum unless two assignments' Nash products differ by
    less than that relative amount.
    """
    n = len(exprs)
    w_vars = []
    for i in range(n):
        lo, hi = math.log(lower[i]), math.log(upper[i])
        if active is None:
            w_vars.append(model.add_var(lo, hi))
        else:
            # W_i = log(e_i) - log(lower_i) in [0, log(upper/lower)] when i counts, else 0.
            w = model.add_var(0.0, hi - lo)
            model.add_row({w: 1.0, active[i]: -(hi - lo)}, -math.inf, 0.0)
            w_vars.append(w)

    def add_cut(i: int, point: float) -> None:
        # W_i <= log(point) + (e_i - point)/point   (tangent of log at ``point``)
        shift = math.log(lower[i]) if active is not None else 0.0
        row: Expr = {w_vars[i]: 1.0}
        for var, coef in exprs[i].items():
            row[var] = row.get(var, 0.0) - coef / point
        bound = math.log(point) - 1.0 - shift
        if active is not None:
            # Relax the cut by 1 when i is out (y_i = 0): W_i = 0 there, and the shifted tangent
            # at point >= lower is >= -1 for every e_i >= 0, so +1 makes it non-binding.
            row[active[i]] = row.get(active[i], 0.0) + 1.0
            bound += 1.0
        model.add_row(row, -math.inf, bound)

    for i in range(n):
        point = lower[i]
        while point < upper[i]:
            add_cut(i, point)
            point *= 2.0
        add_cut(i, upper[i])

    objective = {w: 1.0 for w in w_vars}
    cuts: list[set[float]] = [set() for _ in range(n)]
    for _ in range(max_rounds):
        x = model.solve(objective, maximize=True)
        new_cut = False
        for i in range(n):
            if active is not None and x[active[i]] < 0.5:
                continue
            value = evaluate(exprs[i], x)
            shift = math.log(lower[i]) if active is not None else 0.0
            true = math.log(max(value, 1e-300)) - shift
            point = round(max(value, lower[i]), 12)
            if x[w_vars[i]] > true + tolerance and point not in cuts[i]:
                cuts[i].add(point)
                add_cut(i, point)
                new_cut = True
        if not new_cut:
            return x
    raise SolverError(f"Nash welfare cutting planes did not converge in {max_rounds} rounds")
