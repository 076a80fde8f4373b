"""One time budget for many solves: honoured by every MILP, reported stage by stage, and what
did not fit is named (menus, fairness reports, framework comparisons)."""

from __future__ import annotations

import time

import pytest

from fairagents.deadline import remaining, step, time_budget
from fairagents.errors import SolverTimeout
from fairagents.fairness import evaluate, non_degeneracy
from fairagents.problems import IndivisibleAllocation, build_menu, load_problem
from fairagents.problems.allocation_solvers import maximin

from .conftest import EXAMPLES


def _big() -> IndivisibleAllocation:
    """Large enough that exact solves go through the MILP (8^12 assignments)."""
    agents = tuple(f"p{i}" for i in range(8))
    goods = tuple(f"g{j}" for j in range(12))
    valuations = {
        a: {g: float((5 * i + 3 * j) % 7) for j, g in enumerate(goods)}
        for i, a in enumerate(agents)
    }
    return IndivisibleAllocation(agents=agents, goods=goods, valuations=valuations)


def test_budgets_nest_and_never_extend() -> None:
    assert remaining() is None
    with time_budget(100):
        outer = remaining()
        assert outer is not None and 99 < outer <= 100
        with time_budget(1_000):
            inner = remaining()
            assert inner is not None and inner <= outer
        with time_budget(None):
            assert remaining() is not None  # still bounded by the outer budget
    assert remaining() is None
    with pytest.raises(ValueError, match="must be > 0"), time_budget(0):
        pass


def test_steps_reach_the_callback_and_are_silent_elsewhere() -> None:
    seen: list[str] = []
    step("nobody listens")
    with time_budget(None, on_step=seen.append):
        step("leximin")
        build_menu(load_problem(EXAMPLES / "problems" / "icu_triage.json"))
    assert seen[0] == "leximin"
    assert any(label.startswith("menu: maximin") for label in seen)


def test_a_spent_budget_stops_solves_at_once() -> None:
    problem = _big()
    with time_budget(0.001):
        time.sleep(0.01)
        start = time.monotonic()
        with pytest.raises(SolverTimeout, match="time limit was reached before this solve"):
            maximin(problem, method="milp")
        assert time.monotonic() - start < 1


def test_menu_report_and_frameworks_say_what_they_skipped() -> None:
    problem = _big()
    with time_budget(0.001):
        time.sleep(0.01)
        menu = build_menu(problem)
        report = evaluate(problem, menu.items[0].id, menu=menu)
        frameworks = non_degeneracy(problem, menu=menu)
    # Fillers need no solver, so the menu still has candidates; every solved criterion is named.
    assert {"max_usw", "maximin", "leximin", "mnw", "eq", "ef"} <= set(menu.omitted)
    # An optimum that was not computed labels nothing ("ef" stays a checked fact of each item).
    welfare = set(menu.omitted) - {"ef", "ef1", "pareto_filler"}
    assert all(not set(item.labels) & welfare for item in menu.items)
    assert report.pareto is None and report.maximin_optimal is None
    assert any(note.startswith("pareto: skipped") for note in report.notes)
    assert frameworks.skipped == menu.omitted and "skipped: " in frameworks.explanation
