"""The ten published instances (Hosseini & Khanna 2025): built in, and for each the sets of
USW, maximin, EQ-best, EF and Pareto-optimal allocations, computed by the solvers and the
vectorized enumeration and cross-checked against a naive loop-and-LP oracle."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from fairagents.datasets import CITATION, INSTANCES_FILE, description, load_instance, load_instances
from fairagents.errors import ProblemError
from fairagents.problems import IndivisibleAllocation, build_menu
from fairagents.problems import allocation_solvers as solvers
from fairagents.problems._envy import is_envy_free
from fairagents.problems._envy_free import envy_free
from fairagents.problems.bruteforce import BruteForce
from tests.allocation_strategies import (
    assignments,
    cross,
    lp_ef_subsidy,
    lp_maximin_payments,
    lp_min_gap,
)

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / INSTANCES_FILE
INSTANCES = load_instances()
IDS = [p.id for p in INSTANCES]
TOL = 1e-6


def test_ten_instances_with_citation() -> None:
    assert [f"I{k}" for k in range(1, 11)] == IDS
    assert "Hosseini" in CITATION and "Herreiner" in CITATION and "2502.00313" in CITATION
    assert "Herreiner & Puppe (2007)" in description()
    assert load_instance("I3") == INSTANCES[2]
    with pytest.raises(ProblemError, match="'I11' is unknown; known: I1, I2"):
        load_instance("I11")


@pytest.mark.skipif(not SHARED.exists(), reason="the shared data directory is not beside the repo")
def test_packaged_copy_matches_shared_file() -> None:
    shared = json.loads(SHARED.read_text(encoding="utf-8"))
    for raw, problem in zip(shared["instances"], INSTANCES, strict=True):
        assert problem.agents == tuple(raw["agents"])
        assert problem.goods == tuple(raw["goods"])
        assert problem.valuations == {
            a: {g: float(v) for g, v in row.items()} for a, row in raw["valuations"].items()
        }
        assert problem.money == raw["money"]
        assert (
            problem.stakeholder(problem.agents[0]).attributes.get("decision_maker") is True
        ) == (raw["decision_maker_is_agent"])


def _naive_sets(problem: IndivisibleAllocation) -> dict[str, set[tuple[int, ...]]]:
    """Sets of owner tuples per criterion, by plain loops and per-assignment LPs."""
    money = problem.money
    usw, maximin, gap, ef = {}, {}, {}, set()
    for owners in assignments(problem):
        w = cross(problem, owners)
        n = problem.n_agents
        values = [w[i][i] for i in range(n)]
        usw[owners] = sum(values)
        if money is None:
            maximin[owners] = min(values)
            gap[owners] = max(values) - min(values)
            if all(w[i][i] >= w[i][j] - TOL for i in range(n) for j in range(n)):
                ef.add(owners)
        else:
            pay = lp_maximin_payments(values, money)
            maximin[owners] = min(v + p for v, p in zip(values, pay, strict=True))
            gap[owners] = lp_min_gap(values, money)
            if lp_ef_subsidy(w) <= money + TOL:
                ef.add(owners)

    def best(scores: dict[tuple[int, ...], float], sign: float) -> set[tuple[int, ...]]:
        top = max(sign * s for s in scores.values())
        return {o for o, s in scores.items() if sign * s >= top - TOL}

    return {"usw": best(usw, 1), "maximin": best(maximin, 1), "eq": best(gap, -1), "ef": ef}


def _rows_to_owners(brute: BruteForce, criterion: str) -> set[tuple[int, ...]]:
    return {tuple(int(o) for o in brute.owners[r]) for r in brute.optimal_rows(criterion)}  # type: ignore[arg-type]


@pytest.mark.parametrize("problem", INSTANCES, ids=IDS)
def test_optimal_sets_agree_with_naive_oracle(problem: IndivisibleAllocation) -> None:
    brute = BruteForce(problem)
    naive = _naive_sets(problem)
    for criterion, expected in naive.items():
        assert _rows_to_owners(brute, criterion) == expected, criterion
    # Non-emptiness where theory guarantees it.
    assert naive["usw"] and naive["maximin"] and naive["eq"]


@pytest.mark.parametrize("problem", INSTANCES, ids=IDS)
def test_pareto_set_agrees_with_naive_dominance(problem: IndivisibleAllocation) -> None:
    brute = BruteForce(problem)
    money = problem.money or 0.0
    vectors = {
        tuple(int(o) for o in brute.owners[r]): brute.utilities[r].tolist()
        for r in range(len(brute.owners))
    }
    bundles = {o: [cross(problem, o)[i][i] for i in range(problem.n_agents)] for o in vectors}
    expected = set()
    for owners, u in vectors.items():
        dominated = False
        for other, b in bundles.items():
            if problem.money is None:
                v = vectors[other]
                if all(x >= y - TOL for x, y in zip(v, u, strict=True)) and any(
                    x > y + TOL for x, y in zip(v, u, strict=True)
                ):
                    dominated = True
                    break
            else:
                # Cheapest payments lifting everyone to u with bundles b; surplus makes it strict.
                need = sum(max(0.0, y - x) for x, y in zip(b, u, strict=True))
                if need <= money + TOL and sum(b) + money > sum(u) + TOL:
                    dominated = True
                    break
        if not dominated:
            expected.add(owners)
    assert _rows_to_owners(brute, "pareto") == expected
    assert expected, "some allocation is always Pareto-optimal"


def _owners(problem: IndivisibleAllocation, allocation: object) -> tuple[int, ...]:
    return tuple(problem.owners(allocation))  # type: ignore[arg-type]


@pytest.mark.parametrize("problem", INSTANCES, ids=IDS)
@pytest.mark.parametrize("method", ["milp", "brute"])
def test_solvers_pick_from_the_optimal_sets(problem: IndivisibleAllocation, method: str) -> None:
    brute = BruteForce(problem)
    picks = {
        "usw": solvers.max_usw(problem, method=method),  # type: ignore[arg-type]
        "maximin": solvers.maximin(problem, method=method),  # type: ignore[arg-type]
        "leximin": solvers.leximin(problem, method=method),  # type: ignore[arg-type]
        "mnw": solvers.max_nash_welfare(problem, method=method),  # type: ignore[arg-type]
        "eq": solvers.min_eq_gap(problem, method=method),  # type: ignore[arg-type]
    }
    for criterion, allocation in picks.items():
        problem.check(allocation)
        assert _owners(problem, allocation) in _rows_to_owners(brute, criterion), criterion
        # The solver's payments achieve the criterion's optimal value, not just its bundles.
        u = problem.utility_vector(allocation)
        best = brute.utilities[brute.optimal_rows(criterion)[0]]
        if criterion == "maximin":
            assert u.min() == pytest.approx(best.min(), abs=1e-6)
        if criterion == "leximin":
            assert sorted(u) == pytest.approx(sorted(best), abs=1e-6)
        if criterion == "mnw":
            assert solvers.nash_key(u)[0] == solvers.nash_key(best)[0]
            assert solvers.nash_key(u)[1] == pytest.approx(solvers.nash_key(best)[1])
        if criterion == "eq":
            assert u.max() - u.min() == pytest.approx(best.max() - best.min(), abs=1e-6)
        if criterion == "usw":
            assert u.sum() == pytest.approx(best.sum(), abs=1e-6)
    ef = envy_free(problem, method=method)  # type: ignore[arg-type]
    ef_set = _rows_to_owners(brute, "ef")
    assert (ef is None) == (not ef_set)
    if ef is not None:
        assert is_envy_free(problem, ef)
        assert _owners(problem, ef) in ef_set


@pytest.mark.parametrize("problem", INSTANCES, ids=IDS)
def test_solver_outputs_are_pareto_optimal_where_theory_says(
    problem: IndivisibleAllocation,
) -> None:
    """USW, leximin and MNW allocations are Pareto-optimal; pareto_improvement finds nothing."""
    for solver in (solvers.max_usw, solvers.leximin, solvers.max_nash_welfare):
        allocation = solver(problem)
        assert solvers.pareto_improvement(problem, allocation) is None, solver.__name__


@pytest.mark.parametrize("problem", INSTANCES, ids=IDS)
def test_menu_of_each_instance_labels_the_optima(problem: IndivisibleAllocation) -> None:
    menu = build_menu(problem)
    brute = BruteForce(problem)
    keys = [item.allocation.key() for item in menu.items if item.allocation]
    assert len(keys) == len(set(keys)) == len(menu.items)
    for label, criterion in [
        ("max_usw", "usw"),
        ("maximin", "maximin"),
        ("eq", "eq"),
        ("leximin", "leximin"),
        ("mnw", "mnw"),
    ]:
        labelled = menu.with_label(label)
        assert labelled, label
        optimal = _rows_to_owners(brute, criterion)
        for item in labelled:
            assert item.allocation is not None
            assert _owners(problem, item.allocation) in optimal, (label, item.label)
    assert bool(menu.with_label("ef")) == bool(_rows_to_owners(brute, "ef"))
    assert menu.with_label("ef1")
    assert math.isfinite(sum(sum(i.utilities.values()) for i in menu.items))
