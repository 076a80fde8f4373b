"""Budget rules: exact packages against enumeration; MES on a proportionality example."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given, settings

from fairagents.models import Stakeholder
from fairagents.problems import BudgetedSelection, Package
from fairagents.problems._precision import Method
from fairagents.problems.budget_rules import (
    greedy_utilitarian,
    max_nash_welfare_package,
    max_usw_package,
    maximin_package,
    method_of_equal_shares,
)
from tests.allocation_strategies import budget_problems


def _feasible(problem: BudgetedSelection) -> list[Package]:
    ids = problem.project_ids
    out = []
    for size in range(len(ids) + 1):
        for combo in itertools.combinations(ids, size):
            if sum(problem.projects[c] for c in combo) <= problem.budget + 1e-9:
                out.append(Package(projects=combo))
    return out


def _vector(problem: BudgetedSelection, package: Package) -> list[float]:
    return list(problem.utilities_of(package).values())


def _nash(u: list[float]) -> tuple[int, float]:
    positive = [x for x in u if x > 0]
    return len(positive), sum(math.log(x) for x in positive)


@pytest.mark.parametrize("method", ["milp", "brute"])
@settings(max_examples=40)
@given(problem=budget_problems())
def test_exact_packages_match_enumeration(problem: BudgetedSelection, method: Method) -> None:
    vectors = [_vector(problem, p) for p in _feasible(problem)]
    usw = _vector(problem, max_usw_package(problem, method=method))
    assert sum(usw) == pytest.approx(max(sum(v) for v in vectors))
    low = _vector(problem, maximin_package(problem, method=method))
    best_min = max(min(v) for v in vectors)
    assert min(low) == pytest.approx(best_min)
    assert sum(low) == pytest.approx(max(sum(v) for v in vectors if min(v) >= best_min - 1e-9))
    count, log = _nash(_vector(problem, max_nash_welfare_package(problem, method=method)))
    best_count = max(_nash(v)[0] for v in vectors)
    assert count == best_count
    assert log == pytest.approx(
        max(_nash(v)[1] for v in vectors if _nash(v)[0] == best_count), abs=1e-6
    )


@settings(max_examples=60)
@given(budget_problems())
def test_rules_stay_within_budget_and_completion_extends(problem: BudgetedSelection) -> None:
    bare = method_of_equal_shares(problem, completion="none")
    full = method_of_equal_shares(problem)
    for package in (
        bare,
        full,
        greedy_utilitarian(problem),
        greedy_utilitarian(problem, per_cost=True),
    ):
        problem.check(package)
    assert set(bare.projects) <= set(full.projects)
    # greedy completion is exhaustive: no remaining project fits
    left = problem.budget - problem.cost(full)
    assert all(
        problem.projects[c] > left + 1e-9 for c in problem.projects if c not in full.projects
    )


def test_mes_is_proportional_where_greedy_is_not() -> None:
    """Three voters approve p1..p4, one voter approves q; four unit-cost projects fit.

    Greedy buys the four most approved (p1..p4): the minority gets nothing. Under MES each voter
    has 1; the majority can pay for three projects (ρ = 1/3 each), the minority for q (ρ = 1).
    """
    majority = ("p1", "p2", "p3", "p4")
    problem = BudgetedSelection(
        projects={p: 1.0 for p in (*majority, "q")},
        budget=4,
        approvals={"a1": majority, "a2": majority, "a3": majority, "b": ("q",)},
    )
    assert greedy_utilitarian(problem).projects == majority
    assert method_of_equal_shares(problem).projects == ("p1", "p2", "p3", "q")
    # Weights scale the shares: with weight 3 the minority voter alone is half the electorate.
    weighted = problem.model_copy(update={"stakeholders": {"b": Stakeholder(id="b", weight=3)}})
    assert method_of_equal_shares(weighted, completion="none").projects == ("p1", "p2", "q")


# -- a problem kept as arrays (BudgetVotes) is the problem its mappings make ----------------------


def _as_arrays(problem: BudgetedSelection) -> BudgetedSelection:
    import numpy as np

    from fairagents.problems import BudgetVotes

    ids, voters = problem.project_ids, problem.stakeholder_ids
    named = np.zeros((len(voters), len(ids)), dtype=bool)
    values = np.zeros(named.shape)
    for i, who in enumerate(voters):
        given_ = problem.utilities[who] if problem.utilities is not None else None
        for j, p in enumerate(ids):
            if given_ is not None and p in given_:
                named[i, j], values[i, j] = True, given_[p]
            elif given_ is None and problem.approvals is not None:
                named[i, j] = p in problem.approvals[who]
    votes = BudgetVotes(voters, named, utilities=None if problem.utilities is None else values)
    return BudgetedSelection.from_votes(problem.projects, problem.budget, votes)


@settings(max_examples=40, deadline=None)
@given(budget_problems())
def test_a_problem_kept_as_arrays_decides_as_its_mappings_do(problem: BudgetedSelection) -> None:
    if problem.stakeholders or problem.base_designs or problem.labels:
        problem = problem.model_copy(update={"stakeholders": {}, "base_designs": {}, "labels": {}})
    arrays = _as_arrays(problem)
    assert arrays.votes is not None and arrays.n_stakeholders == len(problem.stakeholder_ids)
    for rule in (method_of_equal_shares, greedy_utilitarian, max_usw_package):
        assert rule(arrays) == rule(problem)
    assert arrays == problem  # the mappings, made when read, are the problem's own
    assert arrays.model_dump() == problem.model_dump()


def test_an_update_of_a_problem_kept_as_arrays_is_validated_anew() -> None:
    problem = BudgetedSelection(
        projects={"x": 3, "y": 2}, budget=4, approvals={"a": ("x",), "b": ("x", "y")}
    )
    copy = _as_arrays(problem).model_copy(update={"approvals": {"c": ("y",)}})
    assert copy.votes is None and copy.approvals == {"c": ("y",)}
    assert method_of_equal_shares(copy).projects == ("y",)
