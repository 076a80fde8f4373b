"""Stored counterexamples: profiles, verified by hand in the comments, on which a rule breaks an
axiom it does not claim — the axiom's checker must find each one — and textbook profiles on
which rules that do claim the axiom pass."""

from __future__ import annotations

import numpy as np
import pytest

from fairagents import InputKind, Profile, Rule, get_rule
from fairagents.aggregators._base import Evaluation
from fairagents.axioms import AXIOM_CHECKS, Counterexample

# Borda is not Condorcet-consistent. 3 × a>b>c, 2 × b>c>a.
# Majorities: a beats b 3–2 and c 3–2, so a is the Condorcet winner.
# Borda (2, 1, 0 points): a = 3·2 = 6, b = 3·1 + 2·2 = 7, c = 2·1 = 2, so b wins.
BORDA_CONDORCET = Profile.from_rankings([["a", "b", "c"]] * 3 + [["b", "c", "a"]] * 2)

# Plurality fails Condorcet loser. 3 × a>b>c, 2 × b>c>a, 2 × c>b>a.
# Majorities: b beats a 4–3 and c beats a 4–3, so a is the Condorcet loser.
# Plurality: a = 3, b = 2, c = 2, so a wins.
PLURALITY_CONDORCET_LOSER = Profile.from_rankings(
    [["a", "b", "c"], ["b", "c", "a"], ["c", "b", "a"]], weights=[3, 2, 2]
)

# Instant runoff fails monotonicity (after Smith 1973; Doron & Kronick 1977).
# 39 × a>b>c, 10 × b>a>c, 25 × b>c>a, 26 × c>a>b.
# First preferences a 39, b 35, c 26: c is eliminated, its 26 go to a, and a wins 65–35.
# Raise a one place on the 10 b>a>c ballots (now a>b>c): first preferences a 49, b 25, c 26,
# so b is eliminated, its 25 b>c>a ballots go to c, and c beats a 51–49.
IRV_MONOTONICITY = Profile.from_rankings(
    [["a", "b", "c"], ["b", "a", "c"], ["b", "c", "a"], ["c", "a", "b"]],
    weights=[39, 10, 25, 26],
)

# Maximin is not scale invariant. v1: a 1, b 2; v2: a 3, b 1.5.
# Worst-off utility: a min(1, 3) = 1, b min(2, 1.5) = 1.5, so b wins.
# Triple v1's utilities (a 3, b 6): a min(3, 3) = 3, b min(6, 1.5) = 1.5, so a wins.
MAXIMIN_SCALE = Profile.from_utilities([{"a": 1.0, "b": 2.0}, {"a": 3.0, "b": 1.5}])

# Borda fails independence of clones (teaming). Same profile as BORDA_CONDORCET: b wins.
# Add a', a clone just below a: 3 × a>a'>b>c, 2 × b>c>a>a' (points 3, 2, 1, 0):
# a = 3·3 + 2·1 = 11, a' = 3·2 = 6, b = 3·1 + 2·3 = 9, c = 2·2 = 4, so a now wins.
BORDA_CLONES = BORDA_CONDORCET

# Plurality fails independence of clones (vote splitting). 3 × a>b, 2 × b>a: a wins 3–2.
# Add a', a clone of a, below a on the 1st and 3rd ballot and above it on the 2nd:
# first preferences a 2, a' 1, b 2, so non-clone b becomes a winner.
PLURALITY_CLONES = Profile.from_rankings([["a", "b"]] * 3 + [["b", "a"]] * 2)

# Utilitarianism is not individually rational. v1: a 10, b 4; v2: a 0, b 4, disagreement 3.
# Sums: a 10, b 8, so a wins; v2 gets 0 < 3 from a, though b gives v1 4 ≥ 4 (v1's default
# disagreement, its worst utility) and v2 4 ≥ 3.
UTILITARIAN_IR = Profile.from_utilities(
    {"v1": {"a": 10.0, "b": 4.0}, "v2": {"a": 0.0, "b": 4.0}}, disagreement={"v2": 3.0}
)


class FirstVoter(Rule):
    """A dictatorship: the first ballot's top group wins. Not anonymous."""

    name = "first_voter"
    input_kind = InputKind.ORDINAL

    def _evaluate(self, profile: Profile) -> Evaluation:
        return Evaluation(scores=-profile.ranks[0].astype(np.float64), explanation="dictator")


class StatusQuo(Rule):
    """Always the first listed alternative. Neither neutral nor Pareto efficient."""

    name = "status_quo"
    input_kind = InputKind.ORDINAL

    def _evaluate(self, profile: Profile) -> Evaluation:
        scores = np.zeros(profile.n_alternatives)
        scores[0] = 1.0
        return Evaluation(scores=scores, explanation="first listed")


# Two voters, a>b>c and c>b>a. The dictator v1 picks a; reversing the ballot order makes the
# other voter the dictator, who picks c.
TWO_VOTERS = Profile.from_rankings([["a", "b", "c"], ["c", "b", "a"]])
# Both voters rank b above a, yet the status quo (first listed) a wins. And on TWO_VOTERS,
# renaming a↔c on the ballots should make c win, but the status quo is still a.
UNANIMOUS_B_OVER_A = Profile.from_rankings(
    [["b", "a", "c"], ["c", "b", "a"]], alternatives=["a", "b", "c"]
)

VIOLATIONS: list[tuple[str, Rule | str, Profile, tuple[str, ...], str]] = [
    # axiom, rule, profile, winners, what the explanation must say
    ("condorcet_winner", "borda", BORDA_CONDORCET, ("b",), "'a' beats every other"),
    ("condorcet_loser", "plurality", PLURALITY_CONDORCET_LOSER, ("a",), "'a' loses to every"),
    ("monotonicity", "instant_runoff", IRV_MONOTONICITY, ("a",), "made ['c'] the winners"),
    ("scale_invariance", "maximin", MAXIMIN_SCALE, ("b",), "from ['b'] to ['a']"),
    # Sums a 4, b 3.5; with v1 tripled a 6, b 7.5.
    ("scale_invariance", "utilitarian", MAXIMIN_SCALE, ("a",), "voter 'v1' by 3"),
    ("independence_of_clones", "borda", BORDA_CLONES, ("b",), "from ['b'] to ['a']"),
    ("independence_of_clones", "plurality", PLURALITY_CLONES, ("a",), "to ['a', 'b']"),
    ("individual_rationality", "utilitarian", UTILITARIAN_IR, ("a",), "voter 'v2'"),
    ("anonymity", FirstVoter(), TWO_VOTERS, ("a",), "from ['a'] to ['c']"),
    ("neutrality", StatusQuo(), TWO_VOTERS, ("a",), "should give winners ['c']"),
    ("pareto", StatusQuo(), UNANIMOUS_B_OVER_A, ("a",), "strictly prefers 'b' to 'a'"),
]


@pytest.mark.parametrize(
    ("axiom", "rule", "profile", "winners", "says"),
    VIOLATIONS,
    ids=[f"{r if isinstance(r, str) else r.name}-{a}" for a, r, *_ in VIOLATIONS],
)
def test_checker_finds_known_violation(
    axiom: str, rule: Rule | str, profile: Profile, winners: tuple[str, ...], says: str
) -> None:
    agg = get_rule(rule) if isinstance(rule, str) else rule
    assert axiom not in agg.axioms, f"{agg!r} claims {axiom}, yet it is known to fail it"
    found = AXIOM_CHECKS[axiom].find_counterexample(agg, profile)
    assert isinstance(found, Counterexample)
    assert found.axiom == axiom
    assert found.rule == repr(agg)
    assert found.profile == profile
    assert found.winners == winners
    assert says in found.explanation, found.explanation
    # The counterexample is data: it survives JSON, transformed profile included.
    assert Counterexample.model_validate_json(found.model_dump_json()) == found


def test_irv_counterexample_raises_a_on_the_b_a_c_ballots() -> None:
    found = AXIOM_CHECKS["monotonicity"].find_counterexample(
        get_rule("instant_runoff"), IRV_MONOTONICITY
    )
    assert found is not None and found.transformed is not None
    assert found.transformed.ballots[1].ranking == (("a",), ("b",), ("c",))
    assert found.transformed_winners == ("c",)


# -- textbook profiles on which the axiom holds: the checkers find nothing --------------------

HOLDS: list[tuple[str, str, Profile]] = [
    # The Condorcet winner a of BORDA_CONDORCET wins under every Condorcet-consistent rule.
    *[
        ("condorcet_winner", rule, BORDA_CONDORCET)
        for rule in ("copeland", "minimax", "schulze", "kemeny_young")
    ],
    # Borda never elects a Condorcet loser: here a 6, b 3 + 2·2 + 2 = 9, c 2·2 + 2 = 6.
    ("condorcet_loser", "borda", PLURALITY_CONDORCET_LOSER),
    *[("condorcet_loser", rule, PLURALITY_CONDORCET_LOSER) for rule in ("copeland", "schulze")],
    # Monotone rules keep a after the raise that sank it under instant runoff.
    *[("monotonicity", rule, IRV_MONOTONICITY) for rule in ("borda", "schulze", "plurality")],
    # Nash bargaining, Kalai–Smorodinsky and (range-normalized) score are scale invariant.
    *[
        ("scale_invariance", rule, MAXIMIN_SCALE)
        for rule in ("nash_bargaining", "kalai_smorodinsky", "score")
    ],
    # Schulze is independent of clones where Borda and plurality are not.
    ("independence_of_clones", "schulze", BORDA_CLONES),
    ("independence_of_clones", "schulze", PLURALITY_CLONES),
    # Nash bargaining and Kalai–Smorodinsky pick b, which gives v2 4 ≥ 3.
    ("individual_rationality", "nash_bargaining", UTILITARIAN_IR),
    ("individual_rationality", "kalai_smorodinsky", UTILITARIAN_IR),
    ("individual_rationality", "nash_bargaining_lottery", UTILITARIAN_IR),
    ("anonymity", "borda", TWO_VOTERS),
    ("neutrality", "borda", TWO_VOTERS),
    ("pareto", "borda", UNANIMOUS_B_OVER_A),
]


@pytest.mark.parametrize(("axiom", "rule", "profile"), HOLDS, ids=[f"{r}-{a}" for a, r, _ in HOLDS])
def test_checker_finds_nothing_where_axiom_holds(axiom: str, rule: str, profile: Profile) -> None:
    found = AXIOM_CHECKS[axiom].find_counterexample(get_rule(rule), profile)
    assert found is None, found.explanation


def test_condorcet_checks_are_vacuous_with_one_alternative() -> None:
    # majority.condorcet_winner/loser call the lone alternative both; the axioms must not.
    lone = Profile.from_rankings([["a"], ["a"]])
    for name in ("condorcet_winner", "condorcet_loser"):
        assert AXIOM_CHECKS[name].find_counterexample(get_rule("borda"), lone) is None


def test_axiom_refuses_a_rule_of_another_kind() -> None:
    with pytest.raises(ValueError, match="'scale_invariance' applies to cardinal rules"):
        AXIOM_CHECKS["scale_invariance"].find_counterexample(get_rule("borda"), TWO_VOTERS)
