"""Scenario generators: seeded triage cases kept only when frameworks disagree (checked by brute
force over every feasible set), the rejection count, and the distributive instances."""

from __future__ import annotations

import random

import pytest
from pydantic import ValidationError

from fairagents.datasets import load_instances
from fairagents.fairness import key_of
from fairagents.frameworks import available_frameworks, get_framework
from fairagents.problems import CandidateChoice
from fairagents.scenarios.packs import generate
from fairagents.scenarios.packs.triage import AGE_RANGES, TriageParams, draw_case


def optimal_sets(problem: CandidateChoice, frameworks: list[str]) -> dict[str, set[str]]:
    """Each framework's optimal alternatives, by scoring every alternative (no shared code with
    non_degeneracy's vectorized search beyond the welfare functional itself)."""
    out = {}
    for name in frameworks:
        framework = get_framework(name)
        # Lexicographic keys (Rawls breaks maximin ties by leximin), rounded far below any
        # difference the generator's two-decimal inputs can make.
        keys = {
            a: tuple(round(x, 9) for x in key_of(framework, problem, a))
            for a in problem.alternative_ids
        }
        best = max(keys.values())
        out[name] = {a for a, k in keys.items() if k == best}
    return out


def degenerate(problem: CandidateChoice, frameworks: list[str]) -> bool:
    return bool(set.intersection(*optimal_sets(problem, frameworks).values()))


def test_triage_cases_are_seeded_feasible_and_non_degenerate() -> None:
    frameworks = ["rawls", "mill", "nozick", "gilligan", "parfit", "dworkin"]
    batch = generate("triage", count=12, seed=3, frameworks=frameworks)
    again = generate("triage", count=12, seed=3, frameworks=frameworks)
    other = generate("triage", count=12, seed=4, frameworks=frameworks)
    assert batch == again and batch.cases != other.cases
    for case in batch.cases:
        problem = case.problem
        assert isinstance(problem, CandidateChoice)
        assert len(problem.alternatives) == 15  # every pair of 6 patients for 2 beds
        assert not degenerate(problem, frameworks)
        groups = {problem.stakeholder(s).group for s in problem.stakeholder_ids}
        assert groups == set(AGE_RANGES)
        for sid in problem.stakeholder_ids:
            attrs = problem.stakeholder(sid).attributes
            low, high = AGE_RANGES[problem.stakeholder(sid).group]
            assert low <= attrs["age"] <= high
            assert 0 <= attrs["survival_without_bed"] <= attrs["survival_with_bed"] <= 0.95
        assert case.description.startswith("2 ICU bed(s) for 6 patients")


def test_the_rejection_count_is_the_number_of_degenerate_draws() -> None:
    # Mill and Gilligan often agree, so many draws are rejected: replay the same random stream
    # and count the degenerate draws by brute force.
    frameworks = ["mill", "gilligan"]
    batch = generate("triage", count=10, seed=9, frameworks=frameworks)
    assert len(batch.cases) == 10 and batch.rejected > 0
    assert f"{batch.rejected} rejected" in batch.describe()
    rng = random.Random("fairagents-triage:9")
    params = TriageParams(frameworks=tuple(frameworks))
    kept, rejected = [], 0
    while len(kept) < 10:
        problem = draw_case(rng, params, f"triage-9-{len(kept):03d}").to_problem()
        if degenerate(problem, frameworks):
            rejected += 1
        else:
            kept.append(problem)
    assert rejected == batch.rejected
    assert kept == [c.problem for c in batch.cases]


def test_the_first_cases_do_not_depend_on_how_many_are_asked_for() -> None:
    # What lets a slice of a sweep generate only the cases it uses.
    many = generate("triage", count=20, seed=11, frameworks=["mill", "gilligan"])
    few = generate("triage", count=3, seed=11, frameworks=["mill", "gilligan"])
    assert few.cases == many.cases[:3]
    assert generate("distributive", count=2).cases == generate("distributive").cases[:2]


def test_by_default_every_framework_must_disagree_somewhere() -> None:
    batch = generate("triage", count=5, seed=1, beds=1, patients=4)
    for case in batch.cases:
        assert isinstance(case.problem, CandidateChoice)
        assert not degenerate(case.problem, available_frameworks())


def test_a_generator_that_cannot_find_cases_says_why() -> None:
    # care ethics and utilitarianism share an optimum in most triage cases (weights differ little)
    with pytest.raises(ValueError, match="draws were degenerate before 3 cases were found"):
        generate("triage", count=3, seed=0, frameworks=["mill", "gilligan"], max_draws=2)
    six = ["rawls", "mill", "nozick", "gilligan", "parfit", "dworkin"]
    with pytest.raises(ValueError, match="had a pair of frameworks agreeing before 3 cases"):
        generate("triage", count=3, seed=0, frameworks=six, max_draws=2, require="pairwise")
    with pytest.raises(ValueError, match="2 patients cannot cover the 3 groups"):
        generate("triage", count=1, seed=0, patients=2)
    with pytest.raises(ValidationError, match="'rawl' is unknown"):
        generate("triage", count=1, frameworks=["rawl"])
    known = "budget, distributive, education, outpatient, statements, tourism, triage"
    with pytest.raises(ValueError, match=f"generator 'nope' is unknown; known: {known}"):
        generate("nope")


def test_the_distributive_generator_is_the_published_instances() -> None:
    assert [c.problem for c in generate("distributive").cases] == load_instances()
    picked = generate("distributive", instances=["I7", "I2"])
    assert [c.id for c in picked.cases] == ["I7", "I2"] and picked.rejected == 0
