"""The fairness report: a hand-computed case, invariances, brute-force oracles, the ten
published instances end to end, and budget and choice problems."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fairagents.datasets import load_instances
from fairagents.errors import ProblemError
from fairagents.fairness import (
    FairnessReport,
    check_ef,
    evaluate,
    satisfaction_bounds,
    welfare_context,
)
from fairagents.frameworks import FRAMEWORKS
from fairagents.models import Outcome, Stakeholder
from fairagents.problems import (
    Allocation,
    BudgetedSelection,
    CandidateChoice,
    IndivisibleAllocation,
    Package,
    build_menu,
    load_problem,
)
from fairagents.problems.allocation_solvers import leximin, max_usw, maximin
from fairagents.problems.bruteforce import (
    all_allocations,
    all_optimal,
    is_pareto_optimal_bruteforce,
)

from .conftest import EXAMPLES

TWO = IndivisibleAllocation(
    id="two",
    agents=("ann", "bob"),
    goods=("x", "y"),
    valuations={"ann": {"x": 3, "y": 1}, "bob": {"x": 2, "y": 2}},
)


def test_hand_computed_report() -> None:
    r = evaluate(TWO, Allocation(bundles={"ann": ("y",), "bob": ("x",)}))
    assert r.utilities == {"ann": 1.0, "bob": 2.0}
    assert [s.satisfaction for s in r.stakeholders] == [0.25, 0.5]  # best is 4 for both
    assert (r.utilitarian, r.minimum, r.nash_welfare, r.eq_gap) == (3.0, 1.0, 2.0, 1.0)
    assert r.gini == pytest.approx(1 / 6)  # |1 - 2|·2 / (2·4·1.5)
    assert r.p20_satisfaction == 0.25
    assert r.log_nash_welfare == pytest.approx(np.log(2.0))
    # ann envies bob by v_ann(x) - v_ann(y) = 2; removing x leaves none: EF1 and EFX hold
    assert r.ef is not None and not r.ef.holds
    assert [(p.envier, p.envied, p.envy) for p in r.ef.violations] == [("ann", "bob", 2.0)]
    assert r.ef1 is not None and r.ef1.holds and r.efx is not None and r.efx.holds
    assert r.proportionality is not None and not r.proportionality.holds
    assert r.proportionality.slack == {"ann": -1.0, "bob": 0.0}
    assert r.mms is not None and r.mms.holds and r.mms.shares == {"ann": 1.0, "bob": 2.0}
    assert r.pareto is not None and not r.pareto.holds
    assert r.pareto.witness_utilities == {"ann": 3.0, "bob": 2.0}
    assert r.maximin_optimal is not None and r.maximin_optimal.slack == 1.0
    assert r.usw_optimal is not None
    assert (r.usw_optimal.holds, r.usw_optimal.optimum) == (False, 5.0)
    assert set(r.frameworks) == set(FRAMEWORKS)
    assert r.frameworks["mill"].welfare == 3.0 and r.frameworks["rawls"].key == (1.0, 2.0)
    assert r.frameworks["dworkin"].key[0] == -2.0  # the largest envy
    assert r.notes == ()


def test_report_round_trips_through_json() -> None:
    r = evaluate(TWO, Allocation(bundles={"ann": ("x",), "bob": ("y",)}))
    again = FairnessReport.model_validate_json(r.model_dump_json())
    assert again == r


def test_outcome_forms_are_accepted() -> None:
    menu = build_menu(TWO)
    item = menu.items[0]
    assert item.allocation is not None
    direct = evaluate(TWO, item.allocation)
    by_id = evaluate(TWO, item.id)
    outcome = Outcome(
        rule="borda", winners=(item.id,), choice=item.id, ranking=((item.id,),), scores={},
        explanation="",
    )  # fmt: skip
    assert evaluate(TWO, outcome) == by_id == direct
    with pytest.raises(ProblemError, match="menu item 'zzz' is unknown"):
        evaluate(TWO, "zzz")
    with pytest.raises(ProblemError, match="evaluate an Allocation, not Package"):
        evaluate(TWO, Package(projects=()))


def test_invalid_allocations_raise_problem_errors() -> None:
    with pytest.raises(ProblemError, match="given twice"):
        evaluate(TWO, Allocation(bundles={"ann": ("x",), "bob": ("x", "y")}))
    with pytest.raises(ProblemError, match="not allocated"):
        evaluate(TWO, Allocation(bundles={"ann": ("x",)}))
    money = TWO.model_copy(update={"money": 10.0})
    with pytest.raises(ProblemError, match="add up to 4"):
        evaluate(money, Allocation(bundles={"ann": ("x",), "bob": ("y",)}, payments={"ann": 4}))


@st.composite
def small_problems(draw: st.DrawFn) -> IndivisibleAllocation:
    n = draw(st.integers(2, 3))
    m = draw(st.integers(1, 4))
    agents = tuple(f"a{i}" for i in range(n))
    goods = tuple(f"g{k}" for k in range(m))
    values = {a: {g: draw(st.integers(0, 9)) for g in goods} for a in agents}
    groups = {a: Stakeholder(id=a, group=draw(st.sampled_from(["x", "y"]))) for a in agents}
    return IndivisibleAllocation(agents=agents, goods=goods, valuations=values, stakeholders=groups)  # type: ignore[arg-type]


@settings(max_examples=25)
@given(small_problems(), st.data())
def test_report_agrees_with_brute_force(
    problem: IndivisibleAllocation, data: st.DataObject
) -> None:
    everything = all_allocations(problem)
    allocation = data.draw(st.sampled_from(everything))
    r = evaluate(problem, allocation)
    sums = [sum(problem.utilities(a).values()) for a in everything]
    mins = [min(problem.utilities(a).values()) for a in everything]
    # USW ≥ every allocation's sum; the flag is exactly "attains the brute-force maximum"
    assert r.usw_optimal is not None and r.usw_optimal.optimum == pytest.approx(max(sums))
    assert r.usw_optimal.holds == (r.utilitarian >= max(sums) - 1e-9)
    # no allocation has a higher minimum than the maximin optimum
    assert r.maximin_optimal is not None and r.maximin_optimal.optimum == pytest.approx(max(mins))
    assert r.maximin_optimal.holds == (r.minimum >= max(mins) - 1e-9)
    assert r.pareto is not None
    assert r.pareto.holds == is_pareto_optimal_bruteforce(problem, allocation)
    if not r.pareto.holds:  # the witness really dominates
        assert isinstance(r.pareto.witness, Allocation)
        better = problem.utilities(r.pareto.witness)
        assert better == r.pareto.witness_utilities
        assert all(better[a] >= r.utilities[a] for a in problem.agents)
        assert any(better[a] > r.utilities[a] for a in problem.agents)
    assert r.ef is not None and r.ef1 is not None and r.efx is not None
    assert (not r.ef.holds) or r.efx.holds
    assert (not r.efx.holds) or r.ef1.holds


@settings(max_examples=15)
@given(small_problems(), st.data())
def test_report_invariant_under_relabelling_agents(
    problem: IndivisibleAllocation, data: st.DataObject
) -> None:
    allocation = data.draw(st.sampled_from(all_allocations(problem)))
    order = data.draw(st.permutations(problem.agents))
    rename = {old: f"z{k}" for k, old in enumerate(order)}
    relabelled = IndivisibleAllocation(
        agents=tuple(rename[a] for a in order),
        goods=problem.goods,
        valuations={rename[a]: problem.valuations[a] for a in order},
        stakeholders={
            rename[a]: problem.stakeholder(a).model_copy(update={"id": rename[a]}) for a in order
        },
    )
    moved = Allocation(bundles={rename[a]: allocation.bundle(a) for a in order})
    r, s = evaluate(problem, allocation), evaluate(relabelled, moved)
    for field in ("utilitarian", "minimum", "worst_group_mean", "nash_welfare", "gini", "eq_gap",
                  "p20_satisfaction"):  # fmt: skip
        assert getattr(s, field) == pytest.approx(getattr(r, field)), field
    assert {rename[k]: v for k, v in r.utilities.items()} == s.utilities
    for crit in ("ef", "ef1", "efx", "pareto", "maximin_optimal", "usw_optimal"):
        assert getattr(r, crit).holds == getattr(s, crit).holds, crit
    assert r.ef is not None and s.ef is not None
    assert {(rename[p.envier], rename[p.envied]) for p in r.ef.violations} == {
        (p.envier, p.envied) for p in s.ef.violations
    }
    for name in FRAMEWORKS:
        assert s.frameworks[name].key == pytest.approx(r.frameworks[name].key), name


@pytest.mark.parametrize("problem", load_instances(), ids=lambda p: p.id)
def test_published_instances_end_to_end(problem: IndivisibleAllocation) -> None:
    solved = {"max_usw": max_usw(problem), "maximin": maximin(problem), "leximin": leximin(problem)}
    reports = {name: evaluate(problem, a) for name, a in solved.items()}
    assert reports["max_usw"].usw_optimal is not None and reports["max_usw"].usw_optimal.holds
    assert reports["maximin"].maximin_optimal is not None
    assert reports["maximin"].maximin_optimal.holds
    assert reports["leximin"].maximin_optimal.holds  # type: ignore[union-attr]
    for r in reports.values():
        assert r.pareto is not None and r.ef1 is not None and r.mms is not None
        assert set(r.frameworks) == set(FRAMEWORKS)
        assert 0 <= (r.gini or 0.0) < 1
    # leximin allocations are Pareto-optimal
    assert reports["leximin"].pareto is not None and reports["leximin"].pareto.holds
    for item in build_menu(problem).items:
        r = evaluate(problem, item.id)
        assert r.utilities == pytest.approx(item.utilities)
        if "ef1" in item.labels:
            assert r.ef1 is not None and r.ef1.holds
        if "ef" in item.labels:
            assert r.ef is not None and r.ef.holds
        if "max_usw" in item.labels:
            assert r.usw_optimal is not None and r.usw_optimal.holds
        if "maximin" in item.labels:
            assert r.maximin_optimal is not None and r.maximin_optimal.holds
    if problem.money is None:
        # our envy check finds exactly the brute-force set of envy-free allocations
        V = problem.value_matrix()
        index = {g: k for k, g in enumerate(problem.goods)}
        ours = {
            a.key()
            for a in all_allocations(problem)
            if check_ef(V, [[index[g] for g in a.bundle(x)] for x in problem.agents]).holds
        }
        assert ours == {a.key() for a in all_optimal(problem, "ef")}


def _budget() -> BudgetedSelection:
    return BudgetedSelection(
        id="b",
        projects={"x": 3, "y": 2, "z": 2},
        budget=4,
        utilities={"a": {"x": 6, "y": 1, "z": 0}, "b": {"x": 0, "y": 2, "z": 3}},
        stakeholders={"b": Stakeholder(id="b", claims=("z",))},
    )


def test_budget_report_against_enumeration() -> None:
    problem = _budget()
    feasible = [
        Package(projects=c)
        for r in range(4)
        for c in itertools.combinations(("x", "y", "z"), r)
        if problem.cost(Package(projects=c)) <= 4
    ]
    sums = [sum(problem.utilities_of(p).values()) for p in feasible]
    mins = [min(problem.utilities_of(p).values()) for p in feasible]
    for package in feasible:
        r = evaluate(problem, package)
        assert r.ef is r.ef1 is r.efx is r.proportionality is r.mms is None
        assert any("not applicable to a budget" in n for n in r.notes)
        assert r.usw_optimal is not None and r.usw_optimal.optimum == max(sums)
        assert r.maximin_optimal is not None and r.maximin_optimal.optimum == max(mins)
        assert r.pareto is not None
        others = [problem.utilities_of(o) for o in feasible]
        dominated = any(
            all(v[i] >= r.utilities[i] for i in v) and sum(v.values()) > r.utilitarian
            for v in others
        )
        assert r.pareto.holds == (not dominated)
        if dominated:
            assert isinstance(r.pareto.witness, Package)
    # satisfaction bounds: each stakeholder's own best package, from the empty one
    assert satisfaction_bounds(problem) == {"a": (0.0, 6.0), "b": (0.0, 5.0)}
    # nozick reads the claim on z through the holdings
    r = evaluate(problem, Package(projects=("y", "z")))
    assert r.frameworks["nozick"].key == (1.0, 6.0)
    assert evaluate(problem, Package(projects=("x",))).frameworks["nozick"].key == (0.0, 6.0)


def test_choice_report_by_hand_with_negative_utilities() -> None:
    problem = CandidateChoice(
        alternatives=[{"id": "p"}, {"id": "q"}, {"id": "r"}],
        utilities={"a": {"p": 10, "q": 4, "r": 3}, "b": {"p": -1, "q": 4, "r": 3}},
    )
    r = evaluate(problem, "r")
    assert r.pareto is not None and not r.pareto.holds and r.pareto.witness == "q"
    assert r.maximin_optimal is not None and r.maximin_optimal.optimum == 4.0
    assert r.usw_optimal is not None and r.usw_optimal.optimal_label == "p"  # 10 - 1 > 4 + 4
    # normalized within the scenario, one scale for both: utilities span [-1, 10]
    assert [s.satisfaction for s in r.stakeholders] == pytest.approx([4 / 11, 4 / 11])
    p = evaluate(problem, "p")
    assert p.gini is None and p.nash_welfare is None
    assert any("negative" in n for n in p.notes)
    assert p.pareto is not None and p.pareto.holds


def test_welfare_context_and_examples() -> None:
    problem = load_problem(EXAMPLES / "problems" / "icu_triage.json")
    allocation = Allocation.model_validate_json(
        (EXAMPLES / "problems" / "icu_allocation.json").read_text()
    )
    ctx = welfare_context(problem, allocation)
    assert ctx.holdings is not None and ctx.holdings["p1"] == ("ventilator",)
    assert ctx.max_envy == 5.0  # p3 holds dialysis (2) and values p4's nurse + physio at 3 + 4
    r = evaluate(problem, allocation)
    assert r.frameworks["nozick"].key[0] == 1.0  # both claims (p1 ventilator, p3 dialysis) kept
    assert r.group_means == {"elderly": 6.0, "child": 7.0, "adult": 4.5}
    assert (r.worst_group, r.worst_group_mean) == ("adult", 4.5)
    assert r.mms is not None and not r.mms.holds  # p3's share exceeds the 2 it gets


@settings(max_examples=15)
@given(small_problems(), st.integers(0, 10), st.data())
def test_money_reports_hold_their_witnesses(
    problem: IndivisibleAllocation, money: int, data: st.DataObject
) -> None:
    with_money = problem.model_copy(update={"money": float(money)})
    owners = data.draw(
        st.lists(st.integers(0, problem.n_agents - 1), min_size=problem.n_goods,
                 max_size=problem.n_goods)
    )  # fmt: skip
    split = data.draw(st.integers(0, problem.n_agents - 1))
    payments = [float(money) if i == split else 0.0 for i in range(problem.n_agents)]
    allocation = with_money.allocation_from_owners(owners, payments)
    r = evaluate(with_money, allocation)
    # the USW optimum with money: every good to whoever values it most, plus all the money
    best = float(with_money.value_matrix().max(axis=0).sum()) + money
    assert r.usw_optimal is not None and r.usw_optimal.optimum == pytest.approx(best)
    assert r.proportionality is not None
    assert sum(r.proportionality.share.values()) == pytest.approx(
        (float(with_money.value_matrix().sum()) + problem.n_agents * money) / problem.n_agents
    )
    assert r.pareto is not None
    if not r.pareto.holds:
        assert isinstance(r.pareto.witness, Allocation)
        with_money.check(r.pareto.witness)
        better = with_money.utilities(r.pareto.witness)
        assert all(better[a] >= r.utilities[a] - 1e-9 for a in problem.agents)
        assert any(better[a] > r.utilities[a] + 1e-9 for a in problem.agents)
    assert r.ef is not None and r.ef1 is not None and r.efx is not None
    assert (not r.ef.holds) or (r.efx.holds and r.ef1.holds)


@settings(max_examples=20)
@given(st.data())
def test_budget_optima_agree_with_enumeration(data: st.DataObject) -> None:
    k = data.draw(st.integers(1, 5))
    projects = {f"q{j}": float(data.draw(st.integers(1, 5))) for j in range(k)}
    utilities = {
        f"s{i}": {p: float(data.draw(st.integers(0, 6))) for p in projects} for i in range(3)
    }
    problem = BudgetedSelection(
        projects=projects, budget=float(data.draw(st.integers(0, 12))), utilities=utilities
    )
    feasible = [
        Package(projects=c)
        for r in range(k + 1)
        for c in itertools.combinations(projects, r)
        if problem.cost(Package(projects=c)) <= problem.budget
    ]
    package = data.draw(st.sampled_from(feasible))
    report = evaluate(problem, package)
    values = [problem.utilities_of(p) for p in feasible]
    assert report.usw_optimal is not None and report.maximin_optimal is not None
    assert report.usw_optimal.optimum == pytest.approx(max(sum(v.values()) for v in values))
    assert report.maximin_optimal.optimum == pytest.approx(max(min(v.values()) for v in values))
    dominated = any(
        all(v[i] >= report.utilities[i] for i in v) and sum(v.values()) > report.utilitarian
        for v in values
    )
    assert report.pareto is not None and report.pareto.holds == (not dominated)
    if dominated:
        assert isinstance(report.pareto.witness, Package)
        better = problem.utilities_of(report.pareto.witness)
        assert all(better[i] >= report.utilities[i] for i in better)
