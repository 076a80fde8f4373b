"""The Nash bargaining solution over lotteries, as a concave program (Nash 1950).

Given each voter's gains over the disagreement point per alternative (n × m, best divided by a
per-voter scale), find the probability vector p maximizing Σ wᵢ log(rᵢ · p) over the simplex.
Two small LPs (scipy's HiGHS) settle feasibility and, in degenerate cases, which voters can
gain; SLSQP with the analytic gradient solves the program; Newton steps on the support polish
the answer to about 1e-9. :class:`fairagents.aggregators._bargaining.NashBargainingLottery`
turns the result into an Outcome.

SLSQP is dense in the number of alternatives (100 took 8 s, 300 more than two minutes), so
beyond :data:`COLUMNS_FROM` alternatives the usual case — some lottery lets every voter gain — is
solved by **column generation**: the program over a few columns (the max-min lottery's support
and each voter's best alternative), then every alternative priced by the optimality condition
Σᵢ wᵢ rᵢⱼ / (rᵢ·p) ≤ Σᵢ wᵢ (which holds with equality on the support); the most violating ones
join and the small program is solved again, until none violates. An optimum over n voters
needs at most n alternatives in its support, so the programs stay small. The degenerate case
(only some voters can gain) keeps the dense program, and beyond :data:`DENSE_LIMIT`
alternatives it is refused with :class:`~fairagents.errors.IncompatibleProfileError`.

Left out: lotteries for other bargaining solutions.

Internal to :mod:`fairagents.aggregators`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np
from numpy.typing import NDArray
from scipy import sparse
from scipy.optimize import linprog, minimize

from fairagents.errors import IncompatibleProfileError, SolverError
from fairagents.numeric import RELATIVE

__all__ = ["COLUMNS_FROM", "DENSE_LIMIT", "LotteryCase", "LotterySolution", "solve_nash_lottery"]

COLUMNS_FROM = 20
"""Beyond this many alternatives the all-gain program is solved by column generation."""

DENSE_LIMIT = 40
"""The most alternatives the degenerate program (only some voters can gain) is solved over at
once (SLSQP, dense: 100 alternatives took 8 s on an idle machine, and minutes under load);
beyond it that case is refused, naming the limit."""

_GROWTH = 8
"""Alternatives added per round of column generation (at most), besides the voters' count."""

FloatArray = NDArray[np.float64]
BoolArray = NDArray[np.bool_]

LotteryCase = Literal["all_gain", "some_gain", "none_gain", "no_ir", "indifferent"]


@dataclass(frozen=True)
class LotterySolution:
    """A Nash lottery and which case produced it.

    ``case``: ``all_gain`` (some lottery lets every voter gain: Nash's solution proper),
    ``some_gain`` / ``none_gain`` (only some / no voters can gain without another falling below
    d), ``no_ir`` (every lottery leaves someone below d), ``indifferent`` (no voters).
    ``min_gain`` is the best achievable smallest normalized expected gain (the first LP).
    """

    lottery: FloatArray
    case: LotteryCase
    min_gain: float


def solve_nash_lottery(
    rel: FloatArray, weights: FloatArray, *, tol: float = 1e-6
) -> LotterySolution:
    """Maximize Σ wᵢ log(rᵢ · p) over the probability simplex (Nash 1950 over lotteries).

    ``rel`` holds each voter's gains over d (n × m), best divided by a per-voter scale so the
    rows are comparable in size; rows may be negative where a voter falls below d.

    An LP first finds the lottery maximizing the smallest expected gain t*. If t* > 0 the
    program is well posed and solved by SLSQP with the analytic gradient from that strictly
    feasible start. If t* = 0, a second LP over the cone {q ≥ 0 : rᵢ·q ≥ 0} finds every voter
    who can gain while nobody falls below d (by convexity they can all gain at once), and the
    product is maximized over them subject to the others staying at d. If t* < 0 the first LP's
    lottery is returned. Probabilities below ``tol``/100 are set to 0.

    >>> sol = solve_nash_lottery(np.array([[1.0, 0.0], [0.0, 1.0]]), np.array([2.0, 1.0]))
    >>> np.round(sol.lottery, 4).tolist(), sol.case
    ([0.6667, 0.3333], 'all_gain')
    """
    n, m = rel.shape
    if n == 0:
        return LotterySolution(np.full(m, 1.0 / m), "indifferent", 0.0)
    # Only the weights' proportions matter; the LPs' absolute tolerances want them near 1.
    weights = weights / weights.sum()
    # Likewise one common factor on the gains changes neither program's solution (max-min
    # scales t, the cone is a cone, log-products shift by a constant) but keeps LP coefficients
    # within what HiGHS accepts: a disagreement point far outside a voter's range makes
    # gains/range huge ("Model error").
    scale = float(np.abs(rel).max()) or 1.0
    rel = rel / scale
    # LP 1: max t s.t. rᵢ·p ≥ t for all i, p in the simplex.
    lp = linprog(
        c=np.r_[np.zeros(m), -1.0],
        A_ub=np.c_[-rel, np.ones(n)],
        b_ub=np.zeros(n),
        A_eq=np.r_[np.ones(m), 0.0][None, :],
        b_eq=[1.0],
        bounds=[(0.0, None)] * m + [(None, None)],
        method="highs",
    )
    if lp.status != 0:  # the LP is always feasible and bounded; anything else is a solver bug
        raise SolverError(f"Nash lottery: max-min LP failed: {lp.message}")
    p_lp = _clean(np.asarray(lp.x[:m], dtype=np.float64), tol)
    t_scaled = float(-lp.fun)
    t_star = t_scaled * scale
    eps = RELATIVE  # rel is dimensionless: gains divided by each voter's scale
    if t_scaled > eps:
        if m > COLUMNS_FROM:
            return LotterySolution(_column_generation(rel, weights, p_lp, tol), "all_gain", t_star)
        p = _maximize_log_product(rel, weights, np.ones(n, dtype=bool), p_lp, tol)
        return LotterySolution(p, "all_gain", t_star)
    if t_scaled < -eps:
        return LotterySolution(p_lp, "no_ir", t_star)
    # LP 2: max Σ wᵢ sᵢ s.t. sᵢ ≤ rᵢ·q, rᵢ·q ≥ 0, 0 ≤ s ≤ 1, q ≥ 0 (a cone: scale q freely).
    # Only voters with some positive gain get an sᵢ; the constraint matrix is sparse, since
    # with thousands of voters a dense one would not fit in memory.
    hopeful = np.flatnonzero(rel.max(axis=1) > eps)
    if not len(hopeful):
        return LotterySolution(p_lp, "none_gain", t_star)
    if m > DENSE_LIMIT:
        raise IncompatibleProfileError(
            f"Nash lottery: no lottery lets every voter gain, and that case is solved over all "
            f"alternatives at once, for at most {DENSE_LIMIT} (this profile has {m}); "
            "use nash_bargaining (one alternative) or fewer alternatives"
        )
    k = len(hopeful)
    picks = sparse.csr_matrix((np.ones(k), (hopeful, np.arange(k))), shape=(n, k))
    cone = linprog(
        c=np.r_[np.zeros(m), -weights[hopeful]],
        A_ub=sparse.vstack(
            [
                sparse.hstack([sparse.csr_matrix(-rel[hopeful]), sparse.identity(k)]),
                sparse.hstack([sparse.csr_matrix(-rel), sparse.csr_matrix((n, k))]),
            ],
            format="csr",
        ),
        b_ub=np.zeros(k + n),
        bounds=[(0.0, None)] * m + [(0.0, 1.0)] * k,
        method="highs",
    )
    if cone.status != 0:
        raise SolverError(f"Nash lottery: gainer LP failed: {cone.message}")
    q = np.asarray(cone.x[:m], dtype=np.float64)
    gainers = np.asarray(picks @ (np.asarray(cone.x[m:]) > 0.5), dtype=bool)
    if not gainers.any() or q.sum() <= 0:
        return LotterySolution(p_lp, "none_gain", t_star)
    p = _maximize_log_product(rel, weights, gainers, q / q.sum(), tol)
    return LotterySolution(p, "some_gain", t_star)


def _column_generation(
    rel: FloatArray, weights: FloatArray, p_lp: FloatArray, tol: float
) -> FloatArray:
    """The all-gain program over every alternative, solved over a few at a time (see the
    module docstring): Newton steps (:func:`_polish`) over the support, which drop an
    alternative whose probability reaches 0; pricing, which adds the most violating ones.

    ``p_lp`` (the max-min lottery) gives every voter a positive gain, and so does every lottery
    after it (Newton and :func:`_admit` only raise the objective), so the program stays well
    posed throughout and cannot return to a lottery it left.
    """
    n, m = rel.shape
    p = p_lp.copy()
    best = rel.argmax(axis=1)
    p = _admit(rel, weights, p, best[p[best] == 0])
    no_basis = np.zeros((0, m))
    for _ in range(4 * m + 50):  # each round adds or improves; the bound only guards bugs
        p = _polish(p, rel, weights, no_basis, tol / 100)
        # Each alternative's price Σᵢ wᵢ rᵢⱼ / (rᵢ·p) is at most Σᵢ wᵢ = 1 at the optimum, with
        # equality on the support.
        price = rel.T @ (weights / (rel @ p))
        violating = np.flatnonzero(price > 1.0 + 1e-9)
        if not len(violating):
            return _clean(p, tol)
        entrants = violating[p[violating] == 0]
        if len(entrants):
            worst = entrants[np.argsort(-price[entrants], kind="stable")][: n + _GROWTH]
            p = _admit(rel, weights, p, worst)
    raise SolverError("Nash lottery: column generation did not settle")  # pragma: no cover


def _admit(
    rel: FloatArray, weights: FloatArray, p: FloatArray, entrants: NDArray[np.intp]
) -> FloatArray:
    """``p`` moved toward each of ``entrants`` in turn by an exact line search.

    Moving mass t from ``p`` to alternative j changes the objective at rate (price_j − 1) at
    t = 0, positive for an entrant that violates the optimality condition, so each move raises
    the objective (a Frank–Wolfe step) and the method cannot cycle; every gain stays positive.
    """
    x = rel @ p
    for j in entrants:
        step = rel[:, j] - x
        if weights @ (step / x) <= 0:
            continue
        falling = step < 0
        limit = float(np.min(-x[falling] / step[falling])) if falling.any() else np.inf
        lo, hi = 0.0, min(1.0, limit * (1.0 - 1e-9))
        for _ in range(60):  # bisection on the concave objective's derivative along the step
            mid = (lo + hi) / 2
            if weights @ (step / (x + mid * step)) > 0:
                lo = mid
            else:
                hi = mid
        if lo <= 0.0:
            continue
        p = (1.0 - lo) * p
        p[j] += lo
        x = x + lo * step
    return p


def _clean(p: FloatArray, tol: float) -> FloatArray:
    # Drop dust, then round to 10 decimals (the solver is good to about 1e-9): ties between
    # symmetric alternatives come out exact and the printed lottery reads cleanly.
    p = np.where(p > tol / 100, p, 0.0)
    return np.asarray(np.round(p / p.sum(), 10))


def _maximize_log_product(
    rel: FloatArray, weights: FloatArray, gainers: BoolArray, start: FloatArray, tol: float
) -> FloatArray:
    """SLSQP on −Σ_{gainers} wᵢ log(rᵢ·p) over the simplex, the other voters kept at d.

    The other voters cannot gain in the individually rational cone, so there rᵢ·p = 0 for each
    of them exactly: their (possibly thousands of) inequalities become a few equalities, an
    orthonormal basis of their rows' span.
    """
    r_g, w_g = rel[gainers], weights[gainers] / weights[gainers].sum()
    others = rel[~gainers]
    if len(others):
        _, sv, vt = np.linalg.svd(others, full_matrices=False)
        basis = vt[sv > RELATIVE * float(sv[0])]
    else:
        basis = np.zeros((0, rel.shape[1]))
    equalities = np.vstack([np.ones((1, rel.shape[1])), basis])
    target = np.r_[1.0, np.zeros(len(basis))]
    floor = 1e-12

    def objective(p: FloatArray) -> tuple[float, FloatArray]:
        x = np.maximum(r_g @ p, floor)
        return float(-(w_g * np.log(x)).sum()), -(r_g.T @ (w_g / x))

    res = minimize(
        objective,
        start,
        jac=True,
        method="SLSQP",
        bounds=[(0.0, 1.0)] * len(start),
        constraints=[
            {"type": "eq", "fun": lambda p: equalities @ p - target, "jac": lambda p: equalities}
        ],
        options={"ftol": 1e-15, "maxiter": 1000},
    )
    p = np.clip(np.asarray(res.x, dtype=np.float64), 0.0, None)
    p /= p.sum()
    # SLSQP can stop a hair short; never return something worse than the start.
    if objective(start)[0] < objective(p)[0]:
        p = start
    return _clean(_polish(p, r_g, w_g, basis, tol / 100), tol)


def _polish(
    p: FloatArray, r_g: FloatArray, w_g: FloatArray, basis: FloatArray, cut: float
) -> FloatArray:
    """Newton steps on the support of ``p`` (kept summing to 1), with backtracking.

    SLSQP stops with first-order conditions met to about 1e-7; equal probabilities that should
    tie (symmetric alternatives) need better, and Newton converges quadratically once the
    support is right. A step that would push an alternative below 0 is cut short there and
    that alternative leaves the support (an active-set step). A step that breaks a constraint
    or lowers the objective is refused, so this never makes ``p`` worse.
    """
    support = p > cut
    p = np.where(support, p, 0.0)

    def value(q: FloatArray) -> float:
        x = r_g @ q
        if (x <= 0).any() or q.min() < 0:
            return -np.inf
        return float((w_g * np.log(x)).sum())

    current = value(p)
    for _ in range(50):
        k = int(support.sum())
        if k < 2 or not np.isfinite(current):
            break
        rs = r_g[:, support]
        x = r_g @ p
        grad = rs.T @ (w_g / x)
        hess = -(rs.T * (w_g / x**2)) @ rs
        eq = np.vstack([np.ones((1, k)), basis[:, support]])
        kkt = np.block([[hess, eq.T], [eq, np.zeros((len(eq), len(eq)))]])
        step = np.linalg.lstsq(kkt, np.r_[-grad, np.zeros(len(eq))], rcond=None)[0][:k]
        # Ratio test: the longest step (up to 1) that keeps every probability ≥ 0.
        inside = p[support]
        falling = step < 0
        ratios = np.where(falling, inside / np.where(falling, -step, 1.0), np.inf)
        blocking = int(ratios.argmin())
        size = min(1.0, float(ratios[blocking]))
        clipped = size < 1.0
        while size > 1e-10:
            q = p.copy()
            q[support] = np.maximum(inside + size * step, 0.0)
            new = value(q)
            if new >= current:
                break
            size /= 2
            clipped = False
        else:
            break
        if clipped:  # the blocking alternative reached 0: it leaves the support
            where = np.flatnonzero(support)[blocking]
            q[where] = 0.0
            support[where] = False
        done = not clipped and np.abs(q - p).max() < 1e-15
        p, current = q / q.sum(), value(q / q.sum())
        if done:
            break
    return p
