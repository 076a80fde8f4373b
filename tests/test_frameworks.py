"""Ethical frameworks: hand-computed welfare values, the registry, and non-degeneracy."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fairagents.datasets import load_instance, load_instances
from fairagents.errors import InputError
from fairagents.fairness import key_of, non_degeneracy, rank_menu, welfare_of
from fairagents.frameworks import (
    FRAMEWORKS,
    WelfareContext,
    available_frameworks,
    care_weight,
    get_framework,
)
from fairagents.models import Stakeholder
from fairagents.problems import (
    BudgetedSelection,
    CandidateChoice,
    IndivisibleAllocation,
    build_menu,
    load_problem,
)
from fairagents.problems.allocation_solvers import leximin, max_usw
from fairagents.problems.bruteforce import count_allocations

from .conftest import EXAMPLES

BOUNDS = WelfareContext(bounds={"a": (0.0, 10.0), "b": (0.0, 10.0), "c": (0.0, 10.0)})


def test_registry_names_sources_and_unknown_names() -> None:
    assert available_frameworks() == [
        "mill", "rawls", "parfit", "dworkin", "nozick", "gilligan", "sen", "kant",
    ]  # fmt: skip
    for fw in FRAMEWORKS.values():
        assert fw.source and fw.title and fw.operationalization
        assert fw.key_function.__doc__, fw.name  # every functional documents itself
    with pytest.raises(
        InputError, match=r"'rawl' is unknown \(did you mean rawls\?\); known: mill"
    ):
        get_framework("rawl")
    with pytest.raises(InputError, match="unknown parameter 'beta'; accepted: eta"):
        get_framework("parfit", beta=2.0)
    with pytest.raises(InputError, match="accepted: none"):
        get_framework("mill", eta=0.5)
    with pytest.raises(InputError, match="strictly between 0 and 1"):
        get_framework("parfit", eta=1.5)
    assert get_framework(" Rawls ") is FRAMEWORKS["rawls"]


def test_mill_rawls_parfit_by_hand() -> None:
    u = {"a": 4.0, "b": 1.0}
    heavy = {"a": Stakeholder(id="a", weight=2.0)}
    assert get_framework("mill").welfare(u) == 5.0
    assert get_framework("mill").welfare(u, heavy) == 9.0
    assert get_framework("rawls").key({"a": 3.0, "b": 1.0, "c": 2.0}) == (1.0, 2.0, 3.0)
    # eta = 0.5: Σ 2√u = 2·2 + 2·1 = 6
    assert get_framework("parfit").welfare(u) == pytest.approx(6.0)
    # absolute levels: a's own worst (1) is not subtracted, so the levels stay 4 and 1
    ctx = WelfareContext(bounds={"a": (1.0, 9.0), "b": (0.0, 9.0)})
    assert get_framework("parfit").welfare(u, context=ctx) == pytest.approx(6.0)
    # negative utilities: one origin for everyone, the least attainable (-2): levels 4 and 3
    ctx = WelfareContext(bounds={"a": (1.0, 9.0), "b": (-2.0, 9.0)})
    assert get_framework("parfit").key({"a": 2.0, "b": 1.0}, context=ctx) == pytest.approx(
        (2 * 2 + 2 * math.sqrt(3), 3.0)
    )
    with pytest.raises(InputError, match="below the common origin 0"):
        get_framework("parfit").welfare({"a": -1.0})


def test_rawls_leximin_breaks_ties_that_maximin_leaves() -> None:
    rawls = get_framework("rawls")
    x, y = {"a": 1.0, "b": 5.0, "c": 2.0}, {"a": 1.0, "b": 3.0, "c": 3.0}
    assert rawls.welfare(x) == rawls.welfare(y) == 1.0
    assert rawls.key(y) > rawls.key(x)  # second-worst 3 > 2


def test_parfit_prefers_a_benefit_to_the_worse_off() -> None:
    parfit = get_framework("parfit", eta=0.8)
    assert parfit.welfare({"a": 2.0, "b": 8.0}) > parfit.welfare({"a": 1.0, "b": 9.0})
    assert get_framework("mill").welfare({"a": 2.0, "b": 8.0}) == 10.0


def test_dworkin_envy_first_then_equality_without_levelling_down() -> None:
    dworkin = get_framework("dworkin")
    # pairwise minima of (5, 3): (5 + 3 + 3 + 3) / 4 = 3.5
    assert dworkin.key({"a": 5.0, "b": 3.0}, context=WelfareContext(max_envy=1.0)) == (
        -1.0, 3.5, -2.0, 8.0,
    )  # fmt: skip
    assert dworkin.welfare({"a": 5.0, "b": 3.0}, context=WelfareContext(max_envy=-2.0)) == 0.0
    # equality never bought by levelling down: (0, 0) is not better than (0, 4)
    assert dworkin.key({"a": 0.0, "b": 4.0}) > dworkin.key({"a": 0.0, "b": 0.0})
    assert dworkin.key({"a": 3.0, "b": 3.0}) > dworkin.key({"a": 2.0, "b": 4.0})


def test_nozick_claims_first_then_sum() -> None:
    nozick = get_framework("nozick")
    st_ = {"a": Stakeholder(id="a", claims=("x", "y")), "b": Stakeholder(id="b")}
    held = WelfareContext(holdings={"a": ("x",), "b": ("y", "z")})
    assert nozick.key({"a": 1.0, "b": 9.0}, st_, context=held) == (0.5, 10.0)
    kept = WelfareContext(holdings={"a": ("x", "y"), "b": ("z",)})
    assert nozick.key({"a": 2.0, "b": 1.0}, st_, context=kept) > nozick.key(
        {"a": 1.0, "b": 9.0}, st_, context=held
    )
    # with no claims at stake: the sum alone
    assert nozick.key({"a": 1.0, "b": 2.0}) == (3.0,)


def test_gilligan_care_weights() -> None:
    s = Stakeholder(
        id="p",
        weight=2.0,
        attributes={"vulnerability": "high", "dependency": True, "relationships": 0.5},
    )
    assert care_weight(s) == 2.0 * (1 + 1 + 1 + 0.5)
    people = {"p": s, "q": Stakeholder(id="q")}
    assert get_framework("gilligan").key({"p": 1.0, "q": 2.0}, people) == (7.0 + 2.0, 1.0)
    with pytest.raises(InputError, match="is not a level"):
        care_weight(Stakeholder(id="x", attributes={"vulnerability": "extreme"}))
    with pytest.raises(InputError, match="negative"):
        care_weight(Stakeholder(id="x", attributes={"dependency": -1}))


def test_sen_and_kant_on_normalized_satisfaction() -> None:
    u = {"a": 6.0, "b": 2.0, "c": 5.0}  # satisfaction 0.6, 0.2, 0.5 on [0, 10]
    # Sen: shortfall ratios below 0.5 are 0, 0.6, 0; b is in 5 of the 9 ordered pairs, so the
    # mean of pairwise maxima is 5·0.6/9 = 1/3; 2 of 3 reach the threshold; Σ s = 1.3
    sen = get_framework("sen").key(u, context=BOUNDS)
    assert sen == pytest.approx((-1 / 3, 2 / 3, 1.3))
    kant = get_framework("kant").key(u, context=BOUNDS)
    assert kant == pytest.approx((2 / 3, 1.3))
    assert get_framework("kant", floor=0.1).welfare(u, context=BOUNDS) == 1.0
    # Kant counts persons, Sen weights them: with b weighing 4 (W = 6), the pairs with b weigh
    # 4·4 + 2·4·(1 + 1) = 32 of 36, and 2 of 6 units of weight reach the threshold
    heavy = {"b": Stakeholder(id="b", weight=4.0)}
    assert get_framework("sen").key(u, heavy, context=BOUNDS)[:2] == pytest.approx(
        (-32 * 0.6 / 36, 2 / 6)
    )
    assert get_framework("kant").welfare(u, heavy, context=BOUNDS) == pytest.approx(2 / 3)


def test_non_finite_or_empty_utilities_are_refused() -> None:
    with pytest.raises(InputError, match="no utilities"):
        get_framework("mill").welfare({})
    with pytest.raises(InputError, match="utility of 'a' is nan"):
        get_framework("mill").welfare({"a": math.nan})


@given(
    st.lists(st.floats(0, 50), min_size=1, max_size=6),
    st.lists(st.sampled_from(["low", "high", 0.5, True]), min_size=6, max_size=6),
    st.randoms(use_true_random=False),
)
def test_welfare_invariant_under_relabelling(
    values: list[float], levels: list[str | float | bool], rnd: random.Random
) -> None:
    ids = [f"s{i}" for i in range(len(values))]
    people = {
        i: Stakeholder(id=i, group="g", attributes={"vulnerability": levels[k]})
        for k, i in enumerate(ids)
    }
    u = dict(zip(ids, values, strict=True))
    ctx = WelfareContext(bounds=dict.fromkeys(ids, (0.0, 50.0)), max_envy=0.0)
    shuffled = ids[:]
    rnd.shuffle(shuffled)
    renamed = {
        new: old for new, old in zip([f"t{i}" for i in range(len(ids))], shuffled, strict=True)
    }
    u2 = {new: u[old] for new, old in renamed.items()}
    people2 = {new: people[old].model_copy(update={"id": new}) for new, old in renamed.items()}
    ctx2 = WelfareContext(bounds=dict.fromkeys(renamed, (0.0, 50.0)), max_envy=0.0)
    for fw in FRAMEWORKS.values():
        assert fw.key(u2, people2, context=ctx2) == pytest.approx(fw.key(u, people, context=ctx))


def test_non_degeneracy_identical_agents_is_degenerate() -> None:
    p = IndivisibleAllocation(
        agents=("a", "b"),
        goods=("x", "y"),
        valuations={"a": {"x": 1, "y": 1}, "b": {"x": 1, "y": 1}},
    )
    report = non_degeneracy(p)
    assert report.method == "exact" and report.n_candidates == 4
    assert not report.non_degenerate
    assert set(report.common) == {"a:x | b:y", "a:y | b:x"}


def test_non_degeneracy_exact_optima_match_the_solvers() -> None:
    for problem in load_instances():
        report = non_degeneracy(problem)
        if problem.money is not None:
            # Money is divisible: the candidates are the menu, and mill's optimum is the best
            # utilitarian sum among its items, summed here by hand.
            menu = build_menu(problem)
            assert report.method == "menu" and report.n_candidates == len(menu.items)
            best_on_menu = max(sum(item.utilities.values()) for item in menu.items)
            assert report.optima["mill"].welfare == pytest.approx(best_on_menu)
            continue
        assert report.method == "exact"
        assert report.n_candidates == count_allocations(problem)
        best_sum = sum(problem.utilities(max_usw(problem)).values())
        assert report.optima["mill"].welfare == pytest.approx(best_sum)
        lex = sorted(problem.utilities(leximin(problem)).values())
        assert report.optima["rawls"].key == pytest.approx(tuple(lex))


def test_example_problems_are_non_degenerate() -> None:
    for name in ("icu_triage", "urban_budget", "tourism_choice"):
        problem = load_problem(EXAMPLES / "problems" / f"{name}.json")
        report = non_degeneracy(problem)
        assert report.method == "exact"
        assert report.non_degenerate, name
        assert report.disagreeing_pairs
        assert "non-degenerate" in report.explanation


def test_non_degeneracy_on_budget_and_choice_by_hand() -> None:
    budget = BudgetedSelection(
        projects={"x": 1, "y": 1},
        budget=1,
        utilities={"a": {"x": 3, "y": 0}, "b": {"x": 0, "y": 2}},
    )
    report = non_degeneracy(budget)
    assert report.n_candidates == 3  # {}, {x}, {y}
    assert report.optima["mill"].optima == ("x",)
    assert report.optima["rawls"].optima in {("x",), ("y",)}
    choice = CandidateChoice(
        alternatives=[{"id": "p"}, {"id": "q"}],
        utilities={"a": {"p": 10, "q": 4}, "b": {"p": 1, "q": 4}},
    )
    report = non_degeneracy(choice)
    assert report.optima["mill"].optima == ("p",)
    assert report.optima["rawls"].optima == ("q",)
    assert report.non_degenerate and ("mill", "rawls") in report.disagreeing_pairs


def test_money_instances_use_the_menu_or_say_why() -> None:
    problem = load_instance("I7")
    report = non_degeneracy(problem)
    assert report.method == "menu"
    assert "money is divisible" in report.explanation


def test_sen_and_kant_refuse_raw_utilities_without_bounds() -> None:
    with pytest.raises(InputError, match=r"outside \[0, 1\].*welfare_context"):
        get_framework("sen").welfare({"a": 7.0, "b": 0.5})
    assert get_framework("kant").welfare({"a": 0.1, "b": 0.5}) == 0.5


def test_welfare_of_uses_true_utilities_and_context() -> None:
    problem = load_problem(EXAMPLES / "problems" / "tourism_choice.json")
    # one scale for the scenario, 0..9: at the market satisfaction is 6/9, 6/9, 4/9, 5/9; only
    # the teenagers fall short of 0.5, by (0.5 − 4/9)/0.5 = 1/9, and are in 7 of 16 ordered pairs
    assert welfare_of(get_framework("sen"), problem, "market") == pytest.approx(-7 / 144)
    assert key_of(get_framework("rawls"), problem, "museum") == (1.0, 5.0, 7.0, 8.0)
    icu = load_problem(EXAMPLES / "problems" / "icu_triage.json")
    menu = build_menu(icu)
    for item in menu.items:
        assert welfare_of(get_framework("mill"), icu, item.id, menu) == pytest.approx(
            sum(item.utilities.values())
        )


def test_rank_menu_orders_items_by_the_full_key() -> None:
    problem = load_problem(EXAMPLES / "problems" / "tourism_choice.json")
    ranking = rank_menu(get_framework("rawls"), problem)
    assert ranking[0] == ("market",)  # min 4 beats museum's 1 and hike's 0
    assert ranking[-1] == ("hike",)
    mill = rank_menu(get_framework("mill"), problem)
    assert set(mill[0]) == {"museum", "market"}  # both sum to 21: a tie group
    icu = load_problem(EXAMPLES / "problems" / "icu_triage.json")
    menu = build_menu(icu)
    flat = [i for group in rank_menu(get_framework("gilligan"), icu, menu) for i in group]
    assert sorted(flat) == sorted(menu.ids)
