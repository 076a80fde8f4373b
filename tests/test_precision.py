"""Solver answers on numbers spanning many orders of magnitude (1e-6 … 1e7): optimal or refused.

Each property draws small problems whose non-zero numbers are mantissas times powers of ten
from 1e-6 to 1e7 (and zeros), and accepts exactly two results from an exact solver: an answer
that is feasible (checked against the problem itself) and optimal (against enumeration, to the
solver's resolution when the MILP answered), or a :class:`PrecisionError` that says how far the
numbers span and what to do. Never a misleading "infeasible", a package over budget, or a
wrong optimum. Menus and :func:`fairagents.fairness.evaluate` on such problems always answer
(small instances are enumerated).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fairagents.errors import PrecisionError
from fairagents.fairness import evaluate
from fairagents.numeric import SOLVER_RESOLUTION, magnitude_span, within_solver_resolution
from fairagents.problems import BudgetedSelection, IndivisibleAllocation, build_menu
from fairagents.problems import allocation_solvers as solvers
from fairagents.problems._allocation_model import numbers
from fairagents.problems._budget_bruteforce import PackageBruteForce
from fairagents.problems._envy import is_envy_free
from fairagents.problems._envy_free import envy_free
from fairagents.problems.bruteforce import BruteForce, is_pareto_optimal_bruteforce
from fairagents.problems.budget_rules import (
    max_nash_welfare_package,
    max_usw_package,
    maximin_package,
    package_pareto_improvement,
)

MIXED = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

SOLVERS: dict[str, Callable[..., object]] = {
    "usw": solvers.max_usw,
    "maximin": solvers.maximin,
    "leximin": solvers.leximin,
    "mnw": solvers.max_nash_welfare,
    "eq": solvers.min_eq_gap,
}


def magnitudes(low: int = -6, high: int = 7) -> st.SearchStrategy[float]:
    """Zero, or a five-digit mantissa times ``10^low`` … ``10^high``."""
    scaled = st.builds(
        lambda m, e: float(f"{m}e{e}"), st.integers(10_000, 99_999), st.integers(low - 4, high - 4)
    )
    return st.one_of(st.just(0.0), scaled)


@st.composite
def mixed_allocations(draw: st.DrawFn, *, spread: int = 13) -> IndivisibleAllocation:
    """2–3 agents, 1–4 goods, valuations (and money) within ``spread`` orders of magnitude."""
    low = draw(st.integers(-6, 7 - min(spread, 13)))
    values = magnitudes(low, low + spread)
    n, m = draw(st.integers(2, 3)), draw(st.integers(1, 4))
    agents = tuple(f"p{i}" for i in range(n))
    goods = tuple(f"t{g}" for g in range(m))
    valuations = {a: {g: draw(values) for g in goods} for a in agents}
    money = draw(st.none() | values)
    return IndivisibleAllocation(
        agents=agents, goods=goods, valuations=valuations, money=money, allow_unallocated=False
    )


@st.composite
def mixed_budgets(draw: st.DrawFn, *, spread: int = 13) -> BudgetedSelection:
    """1–5 projects, 1–3 stakeholders, costs, budget and utilities across the magnitudes."""
    low = draw(st.integers(-6, 7 - min(spread, 13)))
    values = magnitudes(low, low + spread)
    k, n = draw(st.integers(1, 5)), draw(st.integers(1, 3))
    projects = {f"t{c}": draw(values.filter(lambda v: v > 0)) for c in range(k)}
    utilities = {f"p{i}": {c: draw(values) for c in projects} for i in range(n)}
    budget = draw(st.just(0.0) | values | st.sampled_from(sorted(projects.values())))
    return BudgetedSelection(projects=projects, budget=budget, utilities=utilities)


def assert_clear(exc: PrecisionError) -> None:
    """The refusal says how far the numbers span and what to do, on one line."""
    text = str(exc)
    assert "\n" not in text
    assert "orders of magnitude" in text and "round the smallest numbers to 0" in text


def resolution(*values: object) -> float:
    """How far a MILP optimum may be from the exact one: the solver's resolution of the
    largest number, with room for the few rounding steps of a lexicographic solve."""
    return 10 * SOLVER_RESOLUTION * magnitude_span(*values)[1]  # type: ignore[arg-type]


def _prefix_sums(u: np.ndarray) -> np.ndarray:
    return np.cumsum(np.sort(u))


@MIXED
@given(mixed_allocations())
def test_allocation_milp_is_optimal_or_refused(problem: IndivisibleAllocation) -> None:
    brute = BruteForce(problem)
    eps = resolution(*numbers(problem))
    for criterion, solver in SOLVERS.items():
        try:
            found = solver(problem, method="milp")
        except PrecisionError as exc:
            assert_clear(exc)
            continue
        problem.check(found)  # type: ignore[arg-type]
        u = problem.utility_vector(found)  # type: ignore[arg-type]
        best = brute.utilities[brute.optimal_rows(criterion)[0]]  # type: ignore[arg-type]
        if criterion == "usw":
            assert u.sum() == pytest.approx(best.sum(), abs=eps)
        elif criterion == "maximin":
            assert u.min() == pytest.approx(best.min(), abs=eps)
        elif criterion == "leximin":
            assert _prefix_sums(u) == pytest.approx(_prefix_sums(best), abs=len(u) * eps)
        elif criterion == "mnw":
            tol = brute.tol
            assert int((u > tol).sum()) == int((best > tol).sum())
        else:
            assert u.max() - u.min() == pytest.approx(best.max() - best.min(), abs=eps)


@MIXED
@given(mixed_allocations(spread=5))
def test_allocation_milp_answers_numbers_it_resolves(problem: IndivisibleAllocation) -> None:
    # Within six orders of magnitude the MILP is trusted: it must answer, never refuse.
    assert within_solver_resolution(*numbers(problem))
    usw = solvers.max_usw(problem, method="milp")
    low = solvers.maximin(problem, method="milp")
    brute = BruteForce(problem)
    eps = resolution(*numbers(problem))
    assert problem.utility_vector(usw).sum() == pytest.approx(
        brute.utilities.sum(axis=1).max(), abs=eps
    )
    assert problem.utility_vector(low).min() == pytest.approx(
        brute.utilities.min(axis=1).max(), abs=eps
    )


@MIXED
@given(mixed_allocations())
def test_allocation_answers_by_auto_are_exact(problem: IndivisibleAllocation) -> None:
    # Small instances are enumerated: every answer valid, envy-freeness and Pareto optimality
    # of the witness exact, maximin shares equal to enumeration's.
    for solver in SOLVERS.values():
        problem.check(solver(problem))  # type: ignore[arg-type]
    found = envy_free(problem)
    brute = BruteForce(problem)
    assert (found is None) == (not brute.ef_payments_mask()[0].any())
    if found is not None:
        assert is_envy_free(problem, found)
    usw = solvers.max_usw(problem)
    witness = solvers.pareto_improvement(problem, usw)
    assert witness is None and is_pareto_optimal_bruteforce(problem, usw)
    for agent in problem.agents:
        share = solvers.maximin_share(problem, agent)
        try:
            by_milp = solvers.maximin_share(problem, agent, method="milp")
        except PrecisionError as exc:
            assert_clear(exc)
        else:
            assert by_milp == pytest.approx(share, abs=resolution(*numbers(problem)))


@MIXED
@given(mixed_allocations())
def test_allocation_menu_and_reports_always_answer(problem: IndivisibleAllocation) -> None:
    menu = build_menu(problem)
    assert not menu.omitted
    for item in menu.items:
        report = evaluate(problem, item.id, menu=menu)
        assert report.pareto is not None and report.maximin_optimal is not None
        allocation = item.outcome
        assert report.pareto.holds == is_pareto_optimal_bruteforce(problem, allocation)  # type: ignore[arg-type]


def _package_vectors(problem: BudgetedSelection) -> np.ndarray:
    return PackageBruteForce(problem).utilities


@MIXED
@given(mixed_budgets())
def test_budget_milp_is_affordable_and_optimal_or_refused(problem: BudgetedSelection) -> None:
    vectors = _package_vectors(problem)
    utilities = [list(u.values()) for u in problem.utilities.values()]  # type: ignore[union-attr]
    eps = resolution(utilities)
    rules = {"usw": max_usw_package, "maximin": maximin_package, "mnw": max_nash_welfare_package}
    for name, rule in rules.items():
        try:
            package = rule(problem, method="milp")
        except PrecisionError as exc:
            assert_clear(exc)
            continue
        problem.check(package)  # within the budget, by the problem's own test
        u = np.array(list(problem.utilities_of(package).values()))
        if name == "usw":
            assert u.sum() == pytest.approx(vectors.sum(axis=1).max(), abs=eps)
        elif name == "maximin":
            assert u.min() == pytest.approx(vectors.min(axis=1).max(), abs=eps)
        else:
            tol = PackageBruteForce(problem).tol
            assert int((u > tol).sum()) == int((vectors > tol).sum(axis=1).max())


@MIXED
@given(mixed_budgets())
def test_budget_menu_and_reports_always_answer(problem: BudgetedSelection) -> None:
    menu = build_menu(problem)
    assert not menu.omitted
    vectors = _package_vectors(problem)
    tol = PackageBruteForce(problem).tol
    for item in menu.items:
        problem.check(item.outcome)  # type: ignore[arg-type]
        report = evaluate(problem, item.id, menu=menu)
        assert report.pareto is not None
        u = np.array(list(problem.utilities_of(item.outcome).values()))  # type: ignore[arg-type]
        dominated = np.all(vectors >= u - tol, axis=1) & np.any(vectors > u + tol, axis=1)
        assert report.pareto.holds == (not dominated.any())
        witness = package_pareto_improvement(problem, item.outcome)  # type: ignore[arg-type]
        assert (witness is None) == report.pareto.holds


def test_tiny_costs_never_buy_a_package_over_budget() -> None:
    # HiGHS' feasibility tolerance swallows a cost of 1e-6 against a budget of 0: the MILP must
    # still not buy it (projects that cannot fit alone never reach it).
    problem = BudgetedSelection(
        projects={"x": 1e-6, "y": 3e-6, "z": 2.0}, budget=0, utilities={"a": {"x": 5, "y": 1e5}}
    )
    for rule in (max_usw_package, maximin_package, max_nash_welfare_package):
        assert rule(problem, method="milp").projects == ()


def test_mid_sized_mixed_allocation_falls_back_to_enumeration() -> None:
    # 3 agents × 9 goods: past "auto"'s enumeration (5,000) so the MILP is tried first; its
    # numbers span 13 orders of magnitude, so enumeration (19,683 assignments) answers instead.
    rng = np.random.default_rng(7)
    goods = tuple(f"t{g}" for g in range(9))
    values = 10.0 ** rng.integers(-6, 8, size=(3, 9))
    problem = IndivisibleAllocation(
        agents=("a", "b", "c"),
        goods=goods,
        valuations={
            a: dict(zip(goods, row.tolist(), strict=True))
            for a, row in zip("abc", values, strict=True)
        },
    )
    assert not within_solver_resolution(*numbers(problem))
    found = solvers.maximin(problem)
    assert problem.utility_vector(found).min() == pytest.approx(
        problem.utility_vector(solvers.maximin(problem, method="brute")).min()
    )
    with pytest.raises(PrecisionError, match="orders of magnitude"):
        solvers.maximin(problem, method="milp")


def test_large_mixed_allocation_is_refused_clearly() -> None:
    # Too many assignments to enumerate and numbers the MILP cannot resolve: a clear refusal,
    # and menus name what they skipped instead of failing.
    goods = tuple(f"t{g}" for g in range(14))
    valuations = {
        a: {g: (1e-6 if (i + k) % 3 else 1e7) for k, g in enumerate(goods)}
        for i, a in enumerate(("a", "b", "c"))
    }
    problem = IndivisibleAllocation(agents=("a", "b", "c"), goods=goods, valuations=valuations)
    with pytest.raises(PrecisionError) as caught:
        solvers.maximin(problem)
    assert_clear(caught.value)
    assert "13.0 orders of magnitude" in str(caught.value)
    assert "too many to enumerate" in str(caught.value)
    menu = build_menu(problem)
    assert "maximin" in menu.omitted and "orders of magnitude" in menu.omitted["maximin"]
