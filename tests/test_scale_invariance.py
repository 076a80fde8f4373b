"""Scale: rescaling every utility or every weight by a positive factor changes no verdict.

Every tolerance in fairagents is relative to the scale of its inputs (``fairagents.numeric``), so
the same ballots in other units give the same winners, rankings, fairness verdicts and menu
labels. Inputs are small integers times a factor between 1e-12 and 1e12: integer differences are
whole units, so any verdict that changes with the factor is a tolerance at the wrong scale, not
rounding. Rescaled values stay at most 1e13.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fairagents import Profile, aggregate, available_rules, get_rule
from fairagents.fairness import FairnessReport, evaluate
from fairagents.models import Stakeholder
from fairagents.problems import (
    Allocation,
    CandidateChoice,
    IndivisibleAllocation,
    build_menu,
)

FACTORS = st.integers(-12, 12).map(lambda e: 10.0**e) | st.floats(1e-12, 1e12)
CARDINAL = [r for r in available_rules() if get_rule(r).input_kind == "cardinal"]
# Every rule with its default parameters. (Prioritarian's non-default Kolm transform -exp(-αu)/α
# is left out by design: its α is in units of 1/utility, so rescaling utilities changes the rule.)
RULES = sorted(available_rules())
PARETO = [r for r in RULES if "pareto" in get_rule(r).axioms]


@st.composite
def integer_utilities(draw: st.DrawFn) -> tuple[list[dict[str, float]], list[int]]:
    n = draw(st.integers(1, 5))
    m = draw(st.integers(2, 4))
    rows = [{f"a{k}": float(draw(st.integers(0, 10))) for k in range(m)} for _ in range(n)]
    weights = [draw(st.integers(1, 5)) for _ in range(n)]
    return rows, weights


def _verdict(profile: Profile, rule: str) -> tuple[Any, ...]:
    outcome = aggregate(profile, rule)
    return outcome.winners, outcome.ranking


def _scaled(rows: list[dict[str, float]], factor: float) -> list[dict[str, float]]:
    return [{a: u * factor for a, u in row.items()} for row in rows]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(integer_utilities(), FACTORS, st.sampled_from(["utilities", "weights"]))
def test_rescaling_utilities_or_weights_never_changes_a_rule(
    data: tuple[list[dict[str, float]], list[int]], factor: float, what: str
) -> None:
    rows, weights = data
    base = Profile.from_utilities(rows, weights=weights)
    if what == "utilities":
        scaled = Profile.from_utilities(_scaled(rows, factor), weights=weights)
    else:
        scaled = Profile.from_utilities(rows, weights=[w * factor for w in weights])
    for rule in RULES:
        if get_rule(rule).accepts(base):
            assert _verdict(scaled, rule) == _verdict(base, rule), (rule, what, factor)


@settings(max_examples=60, deadline=None)
@given(integer_utilities(), st.integers(1, 5), FACTORS)
def test_a_pareto_dominated_alternative_never_wins_a_pareto_rule(
    data: tuple[list[dict[str, float]], list[int]], gap: int, factor: float
) -> None:
    rows, weights = data
    # "dominated" is worse than a0 by a whole unit (times the factor) for every voter.
    dominated = [{**row, "dominated": row["a0"] - gap} for row in rows]
    profile = Profile.from_utilities(_scaled(dominated, factor), weights=weights)
    for rule in PARETO:
        if get_rule(rule).accepts(profile):
            assert "dominated" not in aggregate(profile, rule).winners, (rule, factor)


def test_issue_cases_tiny_utilities_and_tiny_weights() -> None:
    # Utilities of 3e-10 and 1e-10 for everyone: z dominates b, and nothing ties.
    tiny = Profile.from_utilities([{"z": 3e-10, "b": 1e-10}] * 3)
    for rule in [*CARDINAL, "borda", "score"]:
        assert aggregate(tiny, rule).winners == ("z",), rule
    # Three ballots of weight 1e-10: one a > b, two b > a. Borda's explanation and winner agree.
    light = Profile.from_rankings([["a", "b"], ["b", "a"], ["b", "a"]], weights=[1e-10] * 3)
    borda = aggregate(light, "borda")
    assert borda.winners == ("b",) and borda.ranking == (("b",), ("a",))
    assert "'b' has the highest total" in borda.explanation


# -- fairness reports and menus ---------------------------------------------------------------


@st.composite
def small_allocations(draw: st.DrawFn) -> tuple[IndivisibleAllocation, Allocation]:
    n = draw(st.integers(2, 3))
    m = draw(st.integers(1, 4))
    agents = tuple(f"p{i}" for i in range(n))
    goods = tuple(f"g{k}" for k in range(m))
    money = draw(st.sampled_from([None, None, 0.0, 3.0]))
    problem = IndivisibleAllocation(
        agents=agents,
        goods=goods,
        valuations={a: {g: float(draw(st.integers(0, 6))) for g in goods} for a in agents},
        money=money,
        stakeholders={a: Stakeholder(id=a, weight=draw(st.integers(1, 3))) for a in agents},
    )
    owners = [draw(st.integers(0, n - 1)) for _ in goods]
    payments = None
    if money is not None:
        cuts = sorted(draw(st.integers(0, 3)) for _ in range(n - 1))
        shares = np.diff([0, *cuts, 3]) / 3.0
        payments = (shares * money).tolist()
    return problem, problem.allocation_from_owners(owners, payments)


def _rescale(
    problem: IndivisibleAllocation, allocation: Allocation, factor: float, weights: float
) -> tuple[IndivisibleAllocation, Allocation]:
    scaled = IndivisibleAllocation(
        agents=problem.agents,
        goods=problem.goods,
        valuations={
            a: {g: v * factor for g, v in row.items()} for a, row in problem.valuations.items()
        },
        money=None if problem.money is None else problem.money * factor,
        stakeholders={
            a: Stakeholder(id=a, weight=s.weight * weights) for a, s in problem.stakeholders.items()
        },
    )
    paid = {a: p * factor for a, p in allocation.payments.items()}
    return scaled, Allocation(bundles=allocation.bundles, payments=paid)


def _verdicts(report: FairnessReport) -> dict[str, bool | None]:
    criteria = {
        "ef": report.ef,
        "ef1": report.ef1,
        "efx": report.efx,
        "proportionality": report.proportionality,
        "mms": report.mms,
        "pareto": report.pareto,
        "maximin_optimal": report.maximin_optimal,
        "usw_optimal": report.usw_optimal,
    }
    return {k: None if v is None else v.holds for k, v in criteria.items()}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_allocations(), FACTORS, FACTORS)
def test_rescaling_never_changes_a_fairness_verdict(
    data: tuple[IndivisibleAllocation, Allocation], factor: float, weights: float
) -> None:
    problem, allocation = data
    base = _verdicts(evaluate(problem, allocation))
    assert _verdicts(evaluate(*_rescale(problem, allocation, factor, 1.0))) == base
    assert _verdicts(evaluate(*_rescale(problem, allocation, 1.0, weights))) == base


@settings(max_examples=40, deadline=None)
@given(integer_utilities(), FACTORS)
def test_rescaling_never_changes_a_choice_verdict_or_label(
    data: tuple[list[dict[str, float]], list[int]], factor: float
) -> None:
    rows, weights = data
    alternatives = [{"id": a} for a in rows[0]]

    def choice(scale: float, weight_scale: float) -> CandidateChoice:
        return CandidateChoice(
            alternatives=alternatives,
            utilities={
                f"v{i}": {a: u * scale for a, u in row.items()} for i, row in enumerate(rows)
            },
            stakeholders={
                f"v{i}": Stakeholder(id=f"v{i}", weight=w * weight_scale)
                for i, w in enumerate(weights)
            },
        )

    base = choice(1.0, 1.0)
    for other in (choice(factor, 1.0), choice(1.0, factor)):
        assert [i.labels for i in build_menu(other).items] == [
            i.labels for i in build_menu(base).items
        ]
        for alt in base.alternative_ids:
            assert _verdicts(evaluate(other, alt)) == _verdicts(evaluate(base, alt)), alt


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_allocations(), FACTORS)
def test_rescaling_never_changes_an_allocation_menu(
    data: tuple[IndivisibleAllocation, Allocation], factor: float
) -> None:
    problem, allocation = data
    scaled, _ = _rescale(problem, allocation, factor, 1.0)

    def shape(p: IndivisibleAllocation) -> list[tuple[Any, ...]]:
        return [
            (tuple(sorted(i.allocation.bundles.items())) if i.allocation else (), i.labels)
            for i in build_menu(p).items
        ]

    assert shape(scaled) == shape(problem)
