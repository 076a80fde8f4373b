"""The use-case packs: every stakeholder's objective recomputed from its documented formula with
plain loops (no shared code beyond the case's own data), feasible sets against brute-force
enumeration, generators seeded and within their documented ranges, cases that plug into
scenarios and sweeps."""

from __future__ import annotations

import itertools
import math
import random
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from fairagents.errors import ScenarioError
from fairagents.experiments import expand, load_sweep, parse_sweep, run_one
from fairagents.fairness import evaluate
from fairagents.problems import Allocation, BudgetedSelection, CandidateChoice
from fairagents.scenarios import parse_scenario
from fairagents.scenarios.packs import generate
from fairagents.scenarios.packs._budget import AFFINITY, CATEGORIES, PROJECTS, BudgetParams
from fairagents.scenarios.packs.education import ARCHETYPES, EducationCase, StudentGroup, Teacher
from fairagents.scenarios.packs.outpatient import TRAVEL, OutpatientCase, OutpatientPatient, Slot
from fairagents.scenarios.packs.tourism import (
    KINDS,
    TourismCase,
    TourismParams,
    draw_tourism,
    tradeoffs,
)

from .conftest import EXAMPLES
from .test_scenario_packs import degenerate

# -- outpatient ----------------------------------------------------------------------------------


def benefit_by_hand(urgency: str, day: int, hours: float, limited: bool) -> float:
    """The documented formula, written out: benefit × timeliness × (1 − burden)."""
    points = {"urgent": 30, "soon": 20, "routine": 10}[urgency]
    wait = {"urgent": 3, "soon": 14, "routine": 42}[urgency]
    timely = 1.0 if day <= wait else wait / day
    burden = min(0.9, hours * (0.2 if limited else 0.1))
    return points * timely * (1 - burden)


def test_outpatient_utilities_by_hand() -> None:
    case = OutpatientCase(
        horizon=30,
        slots=[Slot(id="s1", day=2, site="a"), Slot(id="s2", day=20, site="b")],
        patients=[
            OutpatientPatient(id="x", urgency="urgent", travel_hours={"a": 1, "b": 6}),
            OutpatientPatient(
                id="y", urgency="soon", travel_hours={"a": 3, "b": 1}, mobility_limited=True
            ),
            OutpatientPatient(id="z", urgency="routine", travel_hours={"a": 10, "b": 2}),
        ],
    )
    problem = case.to_problem()
    # x urgent: day 2 at a = 30 × 1 × 0.9; day 20 at b = 30 × 3/20 × 0.4 = 1.8, worse than
    # waiting for day 30 at a (30 × 0.1 × 0.9 = 2.7), so x declines it.
    assert problem.utilities_of("s1-x+s2-y") == pytest.approx(
        {"x": 27, "y": 20 * 14 / 20 * 0.8, "z": 10 * 0.8}
    )
    assert problem.utilities_of("s1-y+s2-x")["x"] == pytest.approx(2.7)
    # y with limited mobility: 3 h to a costs 60 %; z: 10 h to a is capped at 90 %.
    assert problem.utilities_of("s1-y+s2-z") == pytest.approx({"x": 2.7, "y": 8, "z": 8})
    assert case.slot_utility(case.patients[2], case.slots[0]) == pytest.approx(8)  # declines a
    assert problem.stakeholder("y").attributes["vulnerability"] == "high"


slots_st = st.lists(
    st.builds(lambda day, site: (day, site), st.integers(0, 90), st.sampled_from("ab")),
    min_size=1,
    max_size=3,
)
patients_st = st.lists(
    st.tuples(
        st.sampled_from(["urgent", "soon", "routine"]),
        st.floats(0, 12, allow_nan=False).map(lambda h: round(h, 2)),
        st.floats(0, 12, allow_nan=False).map(lambda h: round(h, 2)),
        st.booleans(),
    ),
    min_size=1,
    max_size=4,
)


@settings(max_examples=60)
@given(slots=slots_st, patients=patients_st, horizon=st.integers(1, 120))
def test_outpatient_assignments_and_benefits_against_brute_force(
    slots: list[tuple[int, str]], patients: list[tuple[str, float, float, bool]], horizon: int
) -> None:
    case = OutpatientCase(
        horizon=horizon,
        slots=[Slot(id=f"s{i}", day=d, site=site) for i, (d, site) in enumerate(slots)],
        patients=[
            OutpatientPatient(
                id=f"p{i}", urgency=u, travel_hours={"a": ha, "b": hb}, mobility_limited=m
            )
            for i, (u, ha, hb, m) in enumerate(patients)
        ],
    )
    problem = case.to_problem()
    # Brute force: every map from patients to a slot or nothing, each slot used at most once,
    # as many slots used as there can be.
    k = min(len(slots), len(patients))
    expected: dict[str, dict[str, float]] = {}
    for choice in itertools.product([None, *range(len(slots))], repeat=len(patients)):
        used = [c for c in choice if c is not None]
        if len(used) != k or len(set(used)) != k:
            continue
        alt = "+".join(
            f"s{c}-p{i}" for c, i in sorted((c, i) for i, c in enumerate(choice) if c is not None)
        )
        row = {}
        for i, (u, ha, hb, m) in enumerate(patients):
            hours = {"a": ha, "b": hb}
            nearest = min(hours, key=lambda s: (hours[s], s))
            none = benefit_by_hand(u, horizon, hours[nearest], m)
            c = choice[i]
            row[f"p{i}"] = (
                none
                if c is None
                else max(none, benefit_by_hand(u, slots[c][0], hours[slots[c][1]], m))
            )
        expected[alt] = row
    assert sorted(problem.alternative_ids) == sorted(expected)
    assert len(expected) == case.count()
    for alt, row in expected.items():
        assert problem.utilities_of(alt) == pytest.approx(row, abs=1e-8)


def test_outpatient_generator_is_seeded_and_within_its_ranges() -> None:
    batch = generate("outpatient", count=6, seed=3)
    assert batch == generate("outpatient", count=6, seed=3)
    assert batch.cases != generate("outpatient", count=6, seed=4).cases
    assert generate("outpatient", count=2, seed=3).cases == batch.cases[:2]
    for case in batch.cases:
        problem = case.problem
        assert isinstance(problem, CandidateChoice) and len(problem.alternatives) == 120
        groups = {problem.stakeholder(s).group for s in problem.stakeholder_ids}
        assert groups == set(TRAVEL)
        assert "3 appointment slot(s) for 6 waiting patients" in case.description
        assert all(0 <= u <= 30 for row in problem.utilities.values() for u in row.values())


def test_outpatient_frameworks_filter_keeps_only_disagreement() -> None:
    batch = generate("outpatient", count=4, seed=1, frameworks=["rawls", "mill"])
    for case in batch.cases:
        assert isinstance(case.problem, CandidateChoice)
        assert not degenerate(case.problem, ["rawls", "mill"])
    assert generate("outpatient", count=4, seed=1).rejected == 0


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"slots": 6, "patients": 10}, "151,200 ways to give 6 slots to 10 patients"),
        ({"groups": ["mars"]}, "groups \\['mars'\\] are unknown; known: urban, suburban, rural"),
        ({"max_day": 60}, "horizon 56 must come after max_day 60"),
    ],
)
def test_outpatient_generator_refuses_bad_params(params: dict[str, Any], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        generate("outpatient", count=1, **params)


# -- tourism -------------------------------------------------------------------------------------


def tourism_by_hand(case: TourismCase, slate: tuple[str, ...]) -> dict[str, float]:
    """Every stakeholder's utility from the module docstring's formulas, in plain loops."""
    pois = {p.id: p for p in case.pois}
    v = case.visitors / case.slate
    out = {}
    for seg in case.segments:
        out[f"tourists_{seg}"] = sum(pois[p].appeal[seg] for p in slate) / len(slate)
    for d in dict.fromkeys(p.district for p in case.pois):
        pressure = 0.0
        for p in case.pois:
            if p.district == d:
                load = p.usual + (v if p.id in slate else 0)
                pressure += p.noise * load / p.capacity
        out[f"residents_{d}"] = 10 * max(0, 1 - pressure / case.tolerance)
    best_local = max(p.spend * p.local_share for p in case.pois) * case.visitors
    for d in dict.fromkeys(p.district for p in case.pois):
        local = sum(v * pois[p].spend * pois[p].local_share for p in slate if pois[p].district == d)
        out[f"businesses_{d}"] = 10 * local / best_local
    carbon = sum(v * pois[p].carbon for p in slate)
    worst = max(p.carbon for p in case.pois) * case.visitors
    over = 0.0
    for p in slate:
        excess = max(0, (pois[p].usual + v) / pois[p].capacity - 1)
        over += 2 * excess if pois[p].protected else excess
    out["environment"] = 5 * (1 - carbon / worst) + 5 * max(0, 1 - over)
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_tourism_utilities_against_the_documented_formulas(seed: int) -> None:
    rng = random.Random(f"fairagents-tourism:{seed}")
    case = draw_tourism(rng, TourismParams(pois=7, slate=3), "t")
    problem = case.to_problem()
    assert len(problem.alternatives) == math.comb(7, 3)
    for combo in itertools.combinations([p.id for p in case.pois], 3):
        alt = "+".join(combo)
        got = problem.utilities_of(alt)
        assert got == pytest.approx(tourism_by_hand(case, combo), abs=1e-8)
        assert all(0 <= u <= 10 for u in got.values())
    groups = {problem.stakeholder(s).group for s in problem.stakeholder_ids}
    assert groups == {"tourists", "residents", "businesses", "environment"}


def test_tradeoffs_are_the_weighted_means_and_the_worst_off() -> None:
    problem = generate("tourism", count=1, seed=5).cases[0].problem
    assert isinstance(problem, CandidateChoice)
    for t in tradeoffs(problem)[:10]:
        u = problem.utilities_of(t.alternative)
        assert t.collective == pytest.approx(sum(u.values()) / len(u))  # every weight is 1
        assert t.minimum == min(u.values()) and u[t.worst] == t.minimum
        tourists = [v for k, v in u.items() if k.startswith("tourists_")]
        assert t.roles["tourists"] == pytest.approx(sum(tourists) / len(tourists))
        assert t.roles["environment"] == u["environment"]


def test_tourism_generator_covers_its_districts_and_kinds() -> None:
    batch = generate("tourism", count=5, seed=8, pois=6, slate=2)
    assert batch == generate("tourism", count=5, seed=8, pois=6, slate=2)
    for case in batch.cases:
        problem = case.problem
        assert isinstance(problem, CandidateChoice) and len(problem.alternatives) == 15
        districts = {a.attributes["districts"] for a in problem.alternatives}
        assert {d for ds in districts for d in str(ds).split(",")} == {
            "old_town",
            "harbour",
            "inland",
        }
        assert all(p.split("+")[0].rstrip("0123456789") in KINDS for p in problem.alternative_ids)
    with pytest.raises(ValidationError, match="a slate of 4 among 4 POIs leaves no choice"):
        generate("tourism", count=1, pois=4, slate=4)


# -- education -----------------------------------------------------------------------------------


def test_education_valuations_teachers_and_institution_by_hand() -> None:
    case = EducationCase(
        target=50,
        teachers=[
            Teacher(id="m", subject="math", blocks=2),
            Teacher(id="r", subject="reading", blocks=1),
        ],
        groups=[
            StudentGroup(id="small", students=4, attainment=35, needs={"math": 0.5, "reading": 1}),
            StudentGroup(id="big", students=16, attainment=52, needs={"math": 1, "reading": 0.2}),
        ],
    )
    problem = case.to_problem()
    assert problem.goods == ("m_1", "m_2", "r_1")
    # small: 2 × need, no dilution; big: 2 × need × 8/16.
    assert problem.valuations["small"] == {"m_1": 1.0, "m_2": 1.0, "r_1": 2.0}
    assert problem.valuations["big"] == {"m_1": 1.0, "m_2": 1.0, "r_1": 0.2}
    allocation = Allocation(bundles={"small": ("r_1", "m_1"), "big": ("m_2",)})
    ledger = case.ledger(allocation)
    assert ledger["small"] == 3.0 and ledger["big"] == 1.0
    assert ledger["m"] == pytest.approx(10 * (0.5 + 1) / 2) and ledger["r"] == 10.0
    # small: mean 38 → (38 + 10 − 50) / 20 < 0 → none; big: 53 → 13/20 of 16 students.
    assert ledger["institution"] == pytest.approx(100 * 16 * 13 / 20 / 20)
    report = evaluate(problem, allocation)
    assert report.ef1 is not None and report.nash_welfare is not None


def test_the_institution_over_every_allocation_against_a_plain_loop() -> None:
    case = EducationCase.model_validate(parse_yaml_problem("education.yaml"))
    problem = case.to_problem()
    sizes = {g.id: (g.students, g.attainment) for g in case.groups}
    for owners in itertools.islice(
        itertools.product(problem.agents, repeat=len(problem.goods)), 0, None, 997
    ):
        bundles: dict[str, list[str]] = {}
        for good, owner in zip(problem.goods, owners, strict=True):
            bundles.setdefault(owner, []).append(good)
        allocation = Allocation(bundles={g: tuple(b) for g, b in bundles.items()})
        gains = problem.utilities(allocation)
        reached = 0.0
        for g, (n, mean) in sizes.items():
            top, bottom = mean + gains[g] + 10, mean + gains[g] - 10
            reached += n * min(1, max(0, (top - case.target) / (top - bottom)))
        expected = 100 * reached / sum(n for n, _ in sizes.values())
        assert case.ledger(allocation)["institution"] == pytest.approx(expected)


def parse_yaml_problem(name: str) -> dict[str, Any]:
    data = yaml.safe_load((EXAMPLES / "scenarios" / name).read_text("utf-8"))
    return dict(data["problem"])


def test_education_generator_draws_within_its_archetypes() -> None:
    batch = generate("education", count=6, seed=2, groups=5)
    assert batch == generate("education", count=6, seed=2, groups=5)
    for case in batch.cases:
        problem = case.problem
        assert problem.kind == "allocation" and len(problem.stakeholder_ids) == 5
        labels = case.description.splitlines()[2:]
        # five groups, five archetypes: each appears once
        found = sorted(
            a for line in labels for a, spec in ARCHETYPES.items() if f"({spec.label})" in line
        )
        assert found == sorted(ARCHETYPES)
        for g in problem.stakeholder_ids:
            attrs = problem.stakeholder(g).attributes
            for subject in ("math", "reading", "language"):
                need = float(attrs[f"need_{subject}"])
                assert 0 <= need <= 1 and round(need * 20, 9) == round(need * 20)


# -- budget --------------------------------------------------------------------------------------


def test_budget_ratings_costs_and_budget_are_within_the_documented_ranges() -> None:
    batch = generate("budget", count=8, seed=6)
    for case in batch.cases:
        problem = case.problem
        assert isinstance(problem, BudgetedSelection) and problem.utilities is not None
        assert problem.budget == round(0.4 * sum(problem.projects.values()))
        for project, cost in problem.projects.items():
            assert PROJECTS[project][1] <= cost <= PROJECTS[project][2]
        for group, row in problem.utilities.items():
            assert 1 <= problem.stakeholder(group).weight <= 3
            for project, rating in row.items():
                base = AFFINITY[group][CATEGORIES.index(PROJECTS[project][0])]
                assert 0 <= rating <= 10 and rating == int(rating)
                assert abs(rating - base) <= 2 or rating in (0, 10)


def test_budget_approvals_are_the_ratings_of_six_or_more() -> None:
    # The same random stream: approvals mode draws the same ratings and keeps those >= 6.
    rated = generate("budget", count=3, seed=9, groups=["seniors", "cyclists", "parents"])
    approved = generate(
        "budget", count=3, seed=9, groups=["seniors", "cyclists", "parents"], approvals=True
    )
    for a, b in zip(rated.cases, approved.cases, strict=True):
        assert isinstance(a.problem, BudgetedSelection) and isinstance(b.problem, BudgetedSelection)
        assert a.problem.utilities is not None and b.problem.approvals is not None
        assert a.problem.stakeholder_ids == ("seniors", "cyclists", "parents")
        for group, row in a.problem.utilities.items():
            assert set(b.problem.approvals[group]) == {p for p, r in row.items() if r >= 6}
    with pytest.raises(ValidationError, match="groups \\['pirates'\\] are unknown"):
        BudgetParams(groups=("pirates", "seniors"))


# -- scenarios and sweeps ------------------------------------------------------------------------


def test_case_kinds_compile_in_scenarios_and_bad_ones_say_where() -> None:
    scenario = parse_scenario(
        {"id": "s", "agents": [{"name": "n"}], "problem": parse_yaml_problem("outpatient.yaml")}
    )
    assert (
        isinstance(scenario.problem, CandidateChoice) and len(scenario.problem.alternatives) == 120
    )
    broken = parse_yaml_problem("outpatient.yaml")
    broken["patients"][0]["travel_hours"] = {"central": 1}
    with pytest.raises(ScenarioError, match="no travel time to satellite") as info:
        parse_scenario({"id": "s", "agents": [{"name": "n"}], "problem": broken}, "x.yaml")
    assert str(info.value).startswith("x.yaml: problem") and "\n" not in str(info.value)


def test_every_pack_runs_in_a_sweep() -> None:
    expansion = expand(load_sweep(EXAMPLES / "sweeps" / "packs.yaml"))
    assert len(expansion.runs) == 4 * 3 * 3
    sources = {r.case.split("-")[0] for r in expansion.runs}
    assert sources == {"outpatient", "tourism", "education", "budget"}
    sweep = parse_sweep(
        {
            "id": "one-each",
            "scenarios": [
                {"generator": g, "count": 1, "seed": 2}
                for g in ("outpatient", "tourism", "education", "budget")
            ],
            "agents": [{"name": "a", "framework": "rawls"}, {"name": "b"}],
            "protocol": {"mode": "generate", "rounds": 1},
        }
    )
    results = [run_one(spec) for spec in expand(sweep).runs]
    assert [r.status for r in results] == ["finished"] * 4, [r.error for r in results]
    for r in results:
        first = {s.who: s for s in r.subjects}
        assert first["a"].criteria["rawls_optimal"]  # an aligned agent opens with its optimum
