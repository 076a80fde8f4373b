"""Allocation solvers: MILP against enumeration and a naive oracle on small random instances."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fairagents.errors import ProblemError
from fairagents.problems import Allocation, IndivisibleAllocation
from fairagents.problems import allocation_solvers as solvers
from fairagents.problems._allocation_model import use_brute_force
from fairagents.problems._envy import is_ef1, is_envy_free
from fairagents.problems._envy_free import ef1, envy_free, envy_free_payments, equalizing_payments
from fairagents.problems._precision import Method
from fairagents.problems.bruteforce import (
    BruteForce,
    all_allocations,
    count_allocations,
    is_pareto_optimal_bruteforce,
    water_fill,
)
from tests.allocation_strategies import (
    allocation_problems,
    lp_maximin_payments,
    lp_min_gap,
    naive_utilities,
)

TOL = 1e-6
SOLVERS = {
    "usw": solvers.max_usw,
    "maximin": solvers.maximin,
    "leximin": solvers.leximin,
    "mnw": solvers.max_nash_welfare,
    "eq": solvers.min_eq_gap,
}


def _value(criterion: str, u: np.ndarray) -> object:
    """The value a criterion optimizes, comparable across tied optima."""
    if criterion == "usw":
        return round(float(u.sum()), 6)
    if criterion == "maximin":
        return round(float(u.min()), 6)
    if criterion == "leximin":
        return tuple(round(float(x), 6) for x in sorted(u))
    if criterion == "mnw":
        count, log = solvers.nash_key(u, 1e-9)
        return count, round(log, 5)
    return round(float(u.max() - u.min()), 6)


@settings(max_examples=30)
@given(allocation_problems(money=None, unallocated=None))
def test_milp_matches_enumeration(problem: IndivisibleAllocation) -> None:
    brute = BruteForce(problem)
    for criterion, solver in SOLVERS.items():
        milp = solver(problem, method="milp")
        problem.check(milp)  # bundles valid, money adds up, no negative payment
        best = brute.utilities[brute.optimal_rows(criterion)[0]]  # type: ignore[arg-type]
        assert _value(criterion, problem.utility_vector(milp)) == _value(criterion, best)


@settings(max_examples=25)
@given(allocation_problems(money=None))
def test_usw_and_maximin_bound_every_allocation(problem: IndivisibleAllocation) -> None:
    usw = problem.utility_vector(solvers.max_usw(problem, method="milp")).sum()
    best_min = solvers.maximin_value(problem, method="milp")
    for utilities in naive_utilities(problem).values():
        assert sum(utilities) <= usw + TOL
        assert min(utilities) <= best_min + TOL


@settings(max_examples=12)
@given(allocation_problems(money=None, unallocated=None), st.data())
def test_relabelling_agents_keeps_optimal_values(
    problem: IndivisibleAllocation, data: st.DataObject
) -> None:
    order = data.draw(st.permutations(range(problem.n_agents)))
    renamed = {a: f"q{order[i]}" for i, a in enumerate(problem.agents)}
    agents = tuple(sorted(renamed.values()))
    relabelled = IndivisibleAllocation(
        agents=agents,
        goods=problem.goods,
        valuations={renamed[a]: dict(row) for a, row in problem.valuations.items()},
        money=problem.money,
        allow_unallocated=problem.allow_unallocated,
    )
    for criterion, solver in SOLVERS.items():
        a = problem.utility_vector(solver(problem, method="milp"))
        b = relabelled.utility_vector(solver(relabelled, method="milp"))
        assert _value(criterion, a) == _value(criterion, b), criterion
    assert (envy_free(problem, method="milp") is None) == (
        envy_free(relabelled, method="milp") is None
    )


@settings(max_examples=40)
@given(allocation_problems(money=None, unallocated=None), st.data())
def test_pareto_improvement_witness_dominates(
    problem: IndivisibleAllocation, data: st.DataObject
) -> None:
    candidates = all_allocations(problem)
    allocation = candidates[data.draw(st.integers(0, len(candidates) - 1))]
    witness = solvers.pareto_improvement(problem, allocation)
    assert (witness is None) == is_pareto_optimal_bruteforce(problem, allocation)
    if witness is not None:
        problem.check(witness)
        before, after = problem.utility_vector(allocation), problem.utility_vector(witness)
        assert np.all(after >= before) and np.any(after > before)
        assert solvers.pareto_improvement(problem, witness) is None  # the witness is PO


@settings(max_examples=40)
@given(allocation_problems(money=None, unallocated=None))
def test_ef1_output_is_ef1_and_envy_free_agrees_with_enumeration(
    problem: IndivisibleAllocation,
) -> None:
    allocation = ef1(problem)
    problem.check(allocation)
    assert is_ef1(problem, allocation)
    brute = BruteForce(problem)
    assert problem.owners(allocation) in brute.owners[brute.optimal_rows("ef1")].tolist()
    found = envy_free(problem, method="milp")
    rows = brute.optimal_rows("ef")
    assert (found is None) == (len(rows) == 0)
    if found is not None:
        assert is_envy_free(problem, found)
        if problem.money is not None:
            # the least subsidy: no EF assignment needs less of the money moved unevenly
            least = min(
                _subsidy(problem, brute.allocation(int(r), brute.ef_payments_mask()[1][r]))
                for r in rows
            )
            assert _subsidy(problem, found) == pytest.approx(least, abs=1e-6)


def _subsidy(problem: IndivisibleAllocation, allocation: Allocation) -> float:
    """Money not split equally: Σ p - n · min p."""
    pay = [allocation.payment(a) for a in problem.agents]
    return sum(pay) - len(pay) * min(pay)


@settings(max_examples=15)
@given(allocation_problems(money=True))
def test_payment_lps_match_closed_forms(problem: IndivisibleAllocation) -> None:
    assert problem.money is not None
    for allocation in all_allocations(problem)[:20]:
        values = np.array(list(problem.bundle_values(allocation).values()))
        equal = equalizing_payments(problem, allocation)
        problem.check(equal)
        u = problem.utility_vector(equal)
        assert u.max() - u.min() == pytest.approx(
            lp_min_gap(values.tolist(), problem.money), abs=1e-6
        )
        filled = values + water_fill(values[None, :], problem.money)[0]
        assert u.min() == pytest.approx(filled.min(), abs=1e-6)
        lp = values + np.array(lp_maximin_payments(values.tolist(), problem.money))
        assert filled.min() == pytest.approx(lp.min(), abs=1e-6)
        paid = envy_free_payments(problem, allocation)
        if paid is not None:
            problem.check(paid)
            assert is_envy_free(problem, paid)


def _mms_bruteforce(problem: IndivisibleAllocation, agent: str) -> float:
    n = problem.n_agents
    row = problem.valuations[agent]
    best = -1.0
    for owners in itertools.product(range(n), repeat=problem.n_goods):
        bundles = [0.0] * n
        for good, o in zip(problem.goods, owners, strict=True):
            bundles[o] += row[good]
        if problem.money:
            bundles = [
                b + p
                for b, p in zip(bundles, lp_maximin_payments(bundles, problem.money), strict=True)
            ]
        best = max(best, min(bundles))
    return best


@pytest.mark.parametrize("method", ["milp", "brute"])
@settings(max_examples=12)
@given(problem=allocation_problems(money=None))
def test_maximin_share_matches_enumeration(problem: IndivisibleAllocation, method: Method) -> None:
    for agent in problem.agents:
        assert solvers.maximin_share(problem, agent, method=method) == pytest.approx(
            _mms_bruteforce(problem, agent), abs=TOL
        )


def test_maximin_share_rejects_unknown_agent() -> None:
    problem = IndivisibleAllocation(agents=("a",), goods=("x",), valuations={"a": {"x": 1}})
    with pytest.raises(ProblemError, match="agent 'z' is unknown"):
        solvers.maximin_share(problem, "z")


def test_enumeration_refuses_large_instances() -> None:
    problem = IndivisibleAllocation(
        agents=tuple(f"a{i}" for i in range(10)),
        goods=tuple(f"g{g}" for g in range(30)),
        valuations={f"a{i}": {f"g{g}": 1.0 for g in range(30)} for i in range(10)},
    )
    assert count_allocations(problem) == 10**30
    with pytest.raises(ProblemError, match="more than the brute-force limit"):
        BruteForce(problem)
    assert not use_brute_force(problem, "auto")


def test_mnw_on_a_mid_sized_instance_beats_round_robin() -> None:
    """6 agents × 14 goods: far beyond enumeration; MNW is EF1 and PO (Caragiannis et al.)."""
    rng = np.random.default_rng(7)
    matrix = rng.integers(0, 20, size=(6, 14))
    agents = tuple(f"a{i}" for i in range(6))
    goods = tuple(f"g{g}" for g in range(14))
    problem = IndivisibleAllocation(
        agents=agents,
        goods=goods,
        valuations={
            a: {g: float(matrix[i, k]) for k, g in enumerate(goods)} for i, a in enumerate(agents)
        },
    )
    mnw = solvers.max_nash_welfare(problem)
    u = problem.utility_vector(mnw)
    assert np.all(u > 0)
    assert is_ef1(problem, mnw)
    assert solvers.pareto_improvement(problem, mnw) is None
    assert solvers.nash_key(u) >= solvers.nash_key(problem.utility_vector(ef1(problem)))
    small = problem.model_copy(
        update={
            "goods": goods[:8],
            "valuations": {
                a: {g: row[g] for g in goods[:8]} for a, row in problem.valuations.items()
            },
        }
    )
    small = IndivisibleAllocation.model_validate(small.model_dump())
    lex = small.utility_vector(solvers.leximin(small))
    assert lex.min() == pytest.approx(solvers.maximin_value(small), abs=TOL)
    assert solvers.pareto_improvement(small, solvers.leximin(small)) is None
