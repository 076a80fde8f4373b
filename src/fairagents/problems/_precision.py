"""Which method gives an exact answer, and what happens when the MILP solver cannot.

The exact solvers of allocation and budget problems have two methods. *Enumeration* visits
every allocation or package and compares them with the package's one tolerance
(:mod:`fairagents.numeric`): exact, but only for small instances. The *MILP* (HiGHS) handles any
size, but works to absolute tolerances on numbers brought near 1, so it sees no number below
about :data:`~fairagents.numeric.SOLVER_RESOLUTION` of the largest: with valuations from 1e-6
to 1e7 it would treat a worst-off agent's share as nothing, call a feasible model infeasible, or
buy a project a tiny cost over budget. ``method`` picks:

- ``"brute"`` — enumeration (refused beyond its limit, with a :class:`ProblemError`);
- ``"milp"`` — the MILP alone: refused with :class:`~fairagents.errors.PrecisionError` when the
  problem's non-zero numbers span more than the solver resolves, or when its answer fails the
  exact check against the problem;
- ``"auto"`` (the default everywhere) — enumeration for small instances; else the MILP; and
  where the MILP is refused or fails, enumeration again up to its larger limit; beyond that,
  the :class:`~fairagents.errors.PrecisionError`, which says how far the numbers span and what
  to do.

So an answer is either exact, or a MILP optimum of numbers the solver resolves, checked
against the problem; never a solver's misreading. Left out: exact rational MILP solving, and
certifying MILP optima finer than the solver's resolution.

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Literal, TypeVar

import numpy as np
from numpy.typing import ArrayLike

from fairagents.errors import PrecisionError, ProblemError, SolverError, SolverTimeout
from fairagents.numeric import (
    SOLVER_RESOLUTION,
    magnitude_span,
    tolerance,
    within_solver_resolution,
)

__all__ = [
    "Method",
    "dominance_check",
    "failed_check",
    "precision_error",
    "solve_exactly",
    "stage_slack",
]

Method = Literal["auto", "milp", "brute"]

T = TypeVar("T")
W = TypeVar("W")


def precision_error(
    what: str, values: Sequence[ArrayLike], *, count: int, limit: int, reason: str
) -> PrecisionError:
    """The error for ``what`` when the MILP cannot be trusted and ``count`` candidates are
    more than enumeration's ``limit``: how far the numbers span, and what to do.

    >>> print(precision_error("maximin", [[1e-6, 3.0, 2e7]], count=10**6, limit=250_000,
    ...     reason="the solver called a feasible model infeasible"))
    maximin: the MILP solver cannot be trusted on these numbers (the solver called a feasible \
model infeasible): their non-zero magnitudes run from 1e-06 to 2e+07, 13.3 orders of magnitude, \
and the solver resolves about 6; 1,000,000 candidates are too many to enumerate instead (limit \
250,000); round the smallest numbers to 0 or rescale them to matter beside the largest, or \
solve a smaller instance
    """
    smallest, largest = magnitude_span(*values)
    orders = math.log10(largest / smallest) if smallest > 0 else 0.0
    resolves = -math.log10(SOLVER_RESOLUTION)
    return PrecisionError(
        f"{what}: the MILP solver cannot be trusted on these numbers ({reason}): their "
        f"non-zero magnitudes run from {smallest:.3g} to {largest:.3g}, {orders:.1f} orders of "
        f"magnitude, and the solver resolves about {resolves:.0f}; {count:,} candidates are "
        f"too many to enumerate instead (limit {limit:,}); round the smallest numbers to 0 or "
        "rescale them to matter beside the largest, or solve a smaller instance"
    )


def stage_slack(*values: ArrayLike) -> float:
    """How far below a stage's optimum the next stage may go when it fixes it, for a model of
    ``values`` (in solver units): the package's tolerance, but no less than the solver's
    resolution, unless the values are integers.

    The solver knows an optimum of real numbers only to its resolution, so fixing it within the
    package's tolerance (1e-9) can make the next stage infeasible to the solver, or let it
    break the fixed row by its own tolerance. Integer optima are whole units apart, which the
    solver tells apart exactly: there the package's tolerance stays.

    >>> stage_slack([3.5, 1.0]) == 3.5 * SOLVER_RESOLUTION, stage_slack([3.0, 1.0]) == 4e-9
    (True, True)
    """
    parts = [np.asarray(v, dtype=np.float64) for v in values]
    if all(np.all(p == np.round(p)) for p in parts):
        return tolerance(*values)
    return max(tolerance(*values), SOLVER_RESOLUTION * magnitude_span(*values)[1])


def solve_exactly(
    what: str,
    method: Method,
    *,
    count: int,
    auto_limit: int,
    limit: int,
    values: Sequence[ArrayLike],
    milp: Callable[[], T],
    enumerate: Callable[[], T],
    valid: Callable[[T], str | None] = lambda _: None,
) -> T:
    """Solve by ``method`` (see the module docstring) and return the answer.

    ``count`` is how many candidates enumeration visits, ``values`` the problem's numbers,
    ``valid`` the exact check of a MILP answer (``None`` when valid, else what is wrong).
    A time limit (:class:`SolverTimeout`) is never turned into enumeration: it is the caller's.
    """
    if method == "brute" or (method == "auto" and count <= auto_limit):
        return enumerate()
    fallback = method == "auto" and count <= limit

    def refuse(reason: str) -> PrecisionError:
        return precision_error(
            what, values, count=count, limit=limit if method == "auto" else 0, reason=reason
        )

    if not within_solver_resolution(*values):
        if fallback:
            return enumerate()
        raise refuse("they are beyond its resolution")
    try:
        answer = milp()
    except SolverTimeout:
        raise
    except SolverError as exc:
        if fallback:
            return enumerate()
        raise refuse(str(exc)) from exc
    problem = valid(answer)
    if problem is None:
        return answer
    if fallback:
        return enumerate()
    raise refuse(f"its answer failed the exact check: {problem}")


def failed_check(check: Callable[[], None]) -> str | None:
    """What ``check`` found wrong (its :class:`ProblemError`'s message), or ``None``.

    >>> def over() -> None:
    ...     raise ProblemError("over budget")
    >>> failed_check(over), failed_check(lambda: None)
    ('over budget', None)
    """
    try:
        check()
    except ProblemError as exc:
        return str(exc)
    return None


def dominance_check(
    before: ArrayLike,
    tol: float,
    *,
    check: Callable[[W], None],
    utilities: Callable[[W], ArrayLike],
    what: str,
) -> Callable[[W | None], str | None]:
    """The exact check of a Pareto-improvement answer: ``None`` (there is none) stands; a
    witness must pass the problem's ``check`` and leave nobody worse than ``before`` by more
    than ``tol`` and someone better by more.

    >>> valid = dominance_check([1.0, 2.0], 1e-9, check=lambda w: None, utilities=lambda w: w,
    ...     what="package")
    >>> valid(None), valid([1.0, 3.0]), valid([2.0, 1.0])
    (None, None, 'the witness does not Pareto-dominate the package')
    """
    base = np.asarray(before, dtype=np.float64)

    def valid(witness: W | None) -> str | None:
        if witness is None:
            return None
        wrong = failed_check(lambda: check(witness))
        if wrong is not None:
            return wrong
        after = np.asarray(utilities(witness), dtype=np.float64)
        if np.all(after >= base - tol) and np.any(after > base + tol):
            return None
        return f"the witness does not Pareto-dominate the {what}"

    return valid
