"""Menus: distinct candidates, labels that are true of their items, Pareto fillers, profiles."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings

from fairagents import aggregate
from fairagents.errors import ProblemError
from fairagents.models import Alternative, Stakeholder
from fairagents.problems import (
    Allocation,
    BudgetedSelection,
    CandidateChoice,
    IndivisibleAllocation,
    Menu,
    MenuItem,
    build_menu,
    menu_profile,
)
from fairagents.problems._menu_builders import allocation_menu
from fairagents.problems.bruteforce import BruteForce, is_pareto_optimal_bruteforce
from tests.allocation_strategies import allocation_problems, budget_problems

CRITERIA = {"max_usw": "usw", "maximin": "maximin", "leximin": "leximin", "mnw": "mnw", "eq": "eq"}


# Envy by hand, from the definitions (Foley 1967; Lipton et al. 2004), independent of the
# package's envy module that sets the labels: agent a's value for b's share, goods one by one.
def _share(problem: IndivisibleAllocation, a: str, goods: tuple[str, ...], paid: float) -> float:
    return sum(problem.valuations[a][g] for g in goods) + paid


def _envies(problem: IndivisibleAllocation, allocation: Allocation) -> list[tuple[str, str, float]]:
    out = []
    for a in problem.agents:
        own = _share(problem, a, allocation.bundle(a), allocation.payment(a))
        for b in problem.agents:
            other = _share(problem, a, allocation.bundle(b), allocation.payment(b))
            if a != b and other - own > 1e-9:
                out.append((a, b, other - own))
    return out


def _hand_ef(problem: IndivisibleAllocation, allocation: Allocation) -> bool:
    return not _envies(problem, allocation)


def _hand_ef1(problem: IndivisibleAllocation, allocation: Allocation) -> bool:
    return all(
        any(envy - problem.valuations[a][g] <= 1e-9 for g in allocation.bundle(b))
        for a, b, envy in _envies(problem, allocation)
    )


def _check_allocation_menu(problem: IndivisibleAllocation, menu: Menu) -> None:
    brute = BruteForce(problem)
    keys = [item.allocation.key() for item in menu.items if item.allocation is not None]
    assert len(set(keys)) == len(keys) == len(menu.items)
    assert len(set(menu.ids)) == len(menu.ids)
    for label, criterion in CRITERIA.items():
        assert menu.with_label(label), label  # every criterion's optimum is on the menu
        optimal = {tuple(brute.owners[r]) for r in brute.optimal_rows(criterion)}  # type: ignore[arg-type]
        for item in menu.items:
            assert item.allocation is not None
            owners = tuple(problem.owners(item.allocation))
            if label in item.labels:
                assert owners in optimal, (label, item.label)
    for item in menu.items:
        assert item.allocation is not None
        problem.check(item.allocation)
        assert item.utilities == problem.utilities(item.allocation)
        assert ("ef" in item.labels) == _hand_ef(problem, item.allocation)
        assert ("ef1" in item.labels) == _hand_ef1(problem, item.allocation)
        if "pareto_filler" in item.labels:
            assert is_pareto_optimal_bruteforce(problem, item.allocation)
    assert bool(menu.with_label("ef")) == bool(len(brute.optimal_rows("ef")))
    assert menu.with_label("ef1")


@settings(max_examples=30)
@given(allocation_problems(money=None, unallocated=None))
def test_allocation_menu_labels_are_true(problem: IndivisibleAllocation) -> None:
    _check_allocation_menu(problem, build_menu(problem))


def test_milp_menu_on_an_instance_beyond_auto_enumeration() -> None:
    rng = np.random.default_rng(3)
    matrix = rng.integers(0, 10, size=(4, 7))
    agents = tuple(f"a{i}" for i in range(4))
    goods = tuple(f"g{g}" for g in range(7))
    problem = IndivisibleAllocation(
        agents=agents,
        goods=goods,
        valuations={
            a: {g: float(matrix[i, k]) for k, g in enumerate(goods)} for i, a in enumerate(agents)
        },
        money=3.0,
    )
    menu = allocation_menu(problem, fillers=3, method="milp")
    _check_allocation_menu(problem, menu)
    assert menu.with_label("pareto_filler")


def test_menu_profile_carries_true_utilities_and_weights() -> None:
    problem = IndivisibleAllocation(
        agents=("ann", "bob"),
        goods=("x", "y", "z"),
        valuations={"ann": {"x": 5, "y": 1, "z": 0}, "bob": {"x": 4, "y": 4, "z": 1}},
        stakeholders={"bob": Stakeholder(id="bob", weight=2.5)},
    )
    menu = build_menu(problem)
    profile = menu_profile(problem, menu)
    assert profile.alternatives == menu.ids
    assert profile.voters == ("ann", "bob")
    assert profile.weights.tolist() == [1.0, 2.5]
    for ballot in profile.ballots:
        for item in menu.items:
            assert ballot.utilities is not None
            assert ballot.utilities[item.id] == item.utilities[ballot.voter]
    assert aggregate(profile, "borda").choice in menu.ids
    assert {a.id for a in menu.alternatives()} == set(menu.ids)
    assert "optimizes:" in menu.alternatives()[0].description


@settings(max_examples=25)
@given(budget_problems())
def test_budget_menu(problem: BudgetedSelection) -> None:
    menu = build_menu(problem)
    keys = [item.package.key() for item in menu.items if item.package is not None]
    assert len(set(keys)) == len(keys) == len(menu.items)
    for label in ("max_usw", "maximin", "mnw", "greedy", "mes"):
        assert menu.with_label(label), label
    for item in menu.items:
        assert item.package is not None
        problem.check(item.package)
        assert item.utilities == problem.utilities_of(item.package)
    best = max(sum(i.utilities.values()) for i in menu.items)
    for item in menu.with_label("max_usw"):
        assert sum(item.utilities.values()) == pytest.approx(best)
    profile = menu_profile(problem, menu)
    assert profile.alternatives == menu.ids


def test_choice_menu_labels_each_alternative() -> None:
    problem = CandidateChoice(
        alternatives=(
            Alternative(id="a", label="Plan A"),
            Alternative(id="b"),
            Alternative(id="c"),
        ),
        utilities={"v1": {"a": 10, "b": 4, "c": 5}, "v2": {"a": 0, "b": 4, "c": 3}},
    )
    menu = build_menu(problem)
    assert menu.ids == ("a", "b", "c")
    assert menu.get("a").labels == ("max_usw",)
    assert menu.get("b").labels == ("maximin", "leximin", "mnw", "eq")
    assert menu.get("c").labels == ()
    assert menu.get("a").label == "Plan A"
    with pytest.raises(ProblemError, match="menu item 'z' is unknown"):
        menu.get("z")
    assert menu_profile(problem, menu).utilities.tolist() == [[10, 4, 5], [0, 4, 3]]


def test_menu_item_needs_exactly_one_payload() -> None:
    with pytest.raises(ValueError, match="exactly one of allocation, package, alternative"):
        MenuItem(id="m1", label="x")
    with pytest.raises(ValueError, match="exactly one"):
        MenuItem(
            id="m1",
            label="x",
            allocation=Allocation(bundles={}),
            alternative=Alternative(id="a"),
        )
