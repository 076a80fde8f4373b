"""Every axiom every registered rule claims, as a hypothesis property: the axiom's checker finds
no counterexample on random small profiles (2–5 alternatives, 1–7 ballots) of the rule's input
kind — ordinal rules also get ballots given as utilities or approvals, with ties, truncation and
weights; cardinal rules get disagreement points.

A failure prints the axiom's own counterexample: a claim the rule does not keep.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fairagents.aggregators import available_rules, get_rule, get_rule_class
from fairagents.aggregators._base import AXIOMS
from fairagents.axioms import AXIOM_CHECKS
from fairagents.models import Profile
from tests.strategies import profiles_for

CLAIMS = [
    (rule, axiom) for rule in available_rules() for axiom in sorted(get_rule_class(rule).axioms)
]

# Examples per (rule, axiom); the searches themselves call the rule up to ~40 times per example.
EXAMPLES = 100
# Rules whose single call solves an optimization problem get fewer examples.
SLOW_RULES = {"nash_bargaining_lottery": 25, "kemeny_young": 50}


def test_every_vocabulary_axiom_has_a_checker() -> None:
    assert set(AXIOM_CHECKS) == set(AXIOMS)
    for name, axiom in AXIOM_CHECKS.items():
        assert axiom.name == name
        assert axiom.description == AXIOMS[name]


@pytest.mark.parametrize(("rule_name", "axiom_name"), CLAIMS)
def test_claimed_axiom_holds(rule_name: str, axiom_name: str) -> None:
    rule = get_rule(rule_name)
    axiom = AXIOM_CHECKS[axiom_name]
    assert axiom.applies_to(rule), f"{rule_name} claims {axiom_name}, meaningless for its kind"

    @settings(max_examples=SLOW_RULES.get(rule_name, EXAMPLES))
    # A rule may read only part of its kind's domain (Atkinson's transform needs u >= 0).
    @given(profiles_for(rule.input_kind).filter(rule.accepts))
    def holds(profile: Profile) -> None:
        found = axiom.find_counterexample(rule, profile)
        assert found is None, (
            f"{rule!r} claims {axiom_name} but: {found.explanation}\n"
            f"profile: {found.profile.model_dump_json(exclude_defaults=True)}\n"
            + (
                f"transformed: {found.transformed.model_dump_json(exclude_defaults=True)}"
                if found.transformed is not None
                else ""
            )
        )

    holds()


@pytest.mark.parametrize("kind_rule", ["borda"])
def test_profiles_strategy_draws_ties_truncation_and_weights(kind_rule: str) -> None:
    seen: set[str] = set()

    @settings(max_examples=200)
    @given(profiles_for(get_rule(kind_rule).input_kind))
    def look(profile: Profile) -> None:
        for b in profile.ballots:
            if b.ranking is not None and any(len(g) > 1 for g in b.ranking):
                seen.add("ties")
            if b.ranking is not None and sum(map(len, b.ranking)) < profile.n_alternatives:
                seen.add("truncation")
            if b.weight != 1:
                seen.add("weights")
            if b.utilities is not None:
                seen.add("utilities")
            if b.approvals is not None:
                seen.add("approvals")
        seen.add("columnar" if profile.is_columnar else "per-ballot")

    look()
    assert seen == {
        "ties", "truncation", "weights", "utilities", "approvals", "columnar", "per-ballot"
    }  # fmt: skip


def test_strategies_reach_every_size() -> None:
    sizes: set[tuple[int, int]] = set()

    @settings(max_examples=300)
    @given(st.sampled_from(["ordinal", "cardinal", "approval"]).flatmap(_by_kind))
    def look(profile: Profile) -> None:
        sizes.add((profile.n_alternatives, len(profile.ballots)))

    look()
    assert {m for m, _ in sizes} == {2, 3, 4, 5}
    assert {n for _, n in sizes} == set(range(1, 8))


def _by_kind(kind: str) -> st.SearchStrategy[Profile]:
    from fairagents import InputKind

    return profiles_for(InputKind(kind))
