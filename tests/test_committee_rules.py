"""Committee rules against brute force, hand-computed examples and their documented conventions.

Exact PAV and CC and the scoring rules (AV, SAV, SNTV, k-Borda) are compared with an enumeration
of every committee; the sequential rules with worked examples (abcvoting, the independent oracle,
is in ``test_oracle_committees.py``); STV with the quota and transfer its docstring states. Also:
one seat reads as the single-winner rule, ties between committees and their listing limit,
reading utilities as approvals only when asked, the size limits and every parameter error, and
the budget MES being the committee MES with unit costs.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from math import comb

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fairagents import Profile, aggregate, get_rule
from fairagents.aggregators._ordinal import borda_scores
from fairagents.aggregators.committees._approval_base import approval_matrix
from fairagents.errors import IncompatibleProfileError, ParameterError
from fairagents.numeric import tolerance
from fairagents.problems import BudgetedSelection
from fairagents.problems.budget_rules import method_of_equal_shares
from tests.strategies import approval_profiles, ordinal_profiles

APPROVAL_RULES = ["av", "sav", "pav", "seq_pav", "cc", "seq_cc", "seq_phragmen", "mes"]
ORDINAL_RULES = ["sntv", "k_borda", "stv"]
COMMITTEE_RULES = APPROVAL_RULES + ORDINAL_RULES


def approvals(rows: list[list[str]], weights: list[float] | None = None, alts: str = "") -> Profile:
    names = alts or "".join(sorted({a for row in rows for a in row}))
    weights = weights or [1] * len(rows)
    return Profile.model_validate(
        {
            "alternatives": list(names),
            "ballots": [
                {"voter": f"v{i + 1}", "weight": w, "approvals": row}
                for i, (row, w) in enumerate(zip(rows, weights, strict=True))
            ],
        }
    )


def tied(profile: Profile, rule: str, k: int, **params: object) -> set[frozenset[str]]:
    outcome = aggregate(profile, rule, committee_size=k, max_committees=10_000, **params)
    assert outcome.committee is not None and outcome.committee.count_exact
    return {frozenset(c) for c in outcome.committee.tied}


def brute_force(
    profile: Profile, k: int, value: Callable[[list[int]], float], tol: float
) -> set[frozenset[str]]:
    """Every committee of size k with the highest ``value``, by enumeration."""
    alts = profile.alternatives
    scored = {c: value(list(c)) for c in combinations(range(len(alts)), k)}
    best = max(scored.values())
    return {frozenset(alts[i] for i in c) for c, s in scored.items() if s >= best - tol}


def thiele(profile: Profile, kind: str) -> Callable[[list[int]], float]:
    a, w = profile.approvals, profile.weights

    def value(members: list[int]) -> float:
        s = a[:, members].sum(axis=1)
        per_voter = [sum(1 / j for j in range(1, x + 1)) if kind == "pav" else min(x, 1) for x in s]
        return float(w @ np.array(per_voter))

    return value


def additive(scores: np.ndarray) -> Callable[[list[int]], float]:
    return lambda members: float(scores[members].sum())


# -- exact and scoring rules against brute force ---------------------------------------------------


@settings(max_examples=60)
@given(approval_profiles(max_alternatives=6, max_ballots=6), st.data())
@pytest.mark.parametrize("kind", ["pav", "cc"])
def test_exact_thiele_rules_elect_every_optimal_committee(
    kind: str, profile: Profile, data: st.DataObject
) -> None:
    k = data.draw(st.integers(1, profile.n_alternatives))
    tol = tolerance(profile.weights) * k
    assert tied(profile, kind, k) == brute_force(profile, k, thiele(profile, kind), tol)


@settings(max_examples=80)
@given(approval_profiles(max_alternatives=6), st.data())
def test_av_and_sav_elect_the_committees_with_the_highest_total_score(
    profile: Profile, data: st.DataObject
) -> None:
    k = data.draw(st.integers(1, profile.n_alternatives))
    a, w = profile.approvals.astype(float), profile.weights
    sizes = a.sum(axis=1)
    av = w @ a
    sav = (w / np.maximum(sizes, 1)) @ a
    tol = tolerance(w)
    assert tied(profile, "av", k) == brute_force(profile, k, additive(av), tol)
    assert tied(profile, "sav", k) == brute_force(profile, k, additive(sav), tol)


@settings(max_examples=80)
@given(ordinal_profiles(max_alternatives=6, mixed=True), st.data())
def test_sntv_and_k_borda_elect_the_committees_with_the_highest_total_score(
    profile: Profile, data: st.DataObject
) -> None:
    k = data.draw(st.integers(1, profile.n_alternatives))
    firsts = np.array(list(aggregate(profile, "plurality").scores.values()))
    tol = tolerance(profile.weights)
    assert tied(profile, "sntv", k) == brute_force(profile, k, additive(firsts), tol)
    assert tied(profile, "k_borda", k) == brute_force(
        profile, k, additive(borda_scores(profile)), tol
    )


def test_the_count_of_tied_scoring_committees_is_exact_beyond_the_listing_limit() -> None:
    profile = approvals([list("abcdefghij")] * 3)
    out = aggregate(profile, "av", committee_size=4, max_committees=5)
    assert out.committee is not None
    assert out.committee.count == comb(10, 4) and out.committee.count_exact
    assert len(out.committee.tied) == 5
    assert "210 committees tie, 5 listed" in out.explanation


def test_a_sequential_search_stopped_at_the_limit_says_its_count_is_a_lower_bound() -> None:
    profile = approvals([list("abcdefgh")] * 2)
    out = aggregate(profile, "seq_pav", committee_size=3, max_committees=4)
    assert out.committee is not None and not out.committee.count_exact
    assert len(out.committee.tied) == 4 and out.committee.count == 5
    assert "at least 5 committees tie" in out.explanation


# -- one seat is the single-winner rule ------------------------------------------------------------


@settings(max_examples=60)
@given(approval_profiles())
def test_one_seat_approval_rules_elect_the_approval_winners(profile: Profile) -> None:
    single = aggregate(profile, "approval")
    for rule in ["av", "pav", "seq_pav", "cc", "seq_cc", "seq_phragmen", "mes"]:
        out = aggregate(profile, rule)
        assert set(out.winners) == set(single.winners), rule
        assert out.choice == single.choice, rule


@settings(max_examples=60)
@given(ordinal_profiles(mixed=True))
def test_one_seat_ordinal_rules_elect_their_single_winner_counterparts(profile: Profile) -> None:
    assert set(aggregate(profile, "sntv").winners) == set(aggregate(profile, "plurality").winners)
    assert set(aggregate(profile, "k_borda").winners) == set(aggregate(profile, "borda").winners)


# -- sequential rules: worked examples -------------------------------------------------------------


def test_seq_pav_adds_the_largest_marginal_gain_each_round() -> None:
    # a: 5 approvers; after a, b's approvers (3 of a's, weight 1/2 each, plus 1) add 2.5 and
    # c's 2 approvers (who have nothing yet) add 2: b, then c (whose gain is still 2, b's gone).
    profile = approvals([["a", "b"]] * 3 + [["a"]] * 2 + [["b"]] + [["c"]] * 2)
    out = aggregate(profile, "seq_pav", committee_size=3)
    assert out.committee is not None and out.committee.members == ("a", "b", "c")
    assert "raises the PAV score by 2.5" in out.committee.reasons["b"]


def test_seq_phragmen_loads() -> None:
    # Two parties: 6 voters {a, b, c}, 3 voters {d, e}; k = 3. Round 1: a, b or c at load 1/6;
    # round 2: a second one of them at 2/6 ties with d or e at 1/3; whichever goes first, the
    # other party's turn comes next. Every committee has two of a, b, c and one of d, e.
    profile = approvals([["a", "b", "c"]] * 6 + [["d", "e"]] * 3)
    assert tied(profile, "seq_phragmen", 3) == {
        frozenset((*pair, other)) for pair in combinations("abc", 2) for other in "de"
    }
    out = aggregate(profile, "seq_phragmen", committee_size=3)
    assert out.committee is not None
    assert "loads rising to 0.166667" in out.committee.reasons["a"]


def test_mes_prices_and_its_committee_without_completion() -> None:
    # k = 4, 4 voters: each holds 1. c's 3 approvers pay 1/3 each; a's 2 approvers then have
    # 2/3 each and pay 1/2; v4 alone pays 1 for d; v3's 2/3 cannot buy b: the completion does.
    profile = approvals([["a", "c"], ["a", "c"], ["b", "c"], ["d"]])
    out = aggregate(profile, "mes", committee_size=4)
    assert out.committee is not None
    assert out.committee.members == ("c", "a", "d", "b")
    assert out.committee.without_completion == ("c", "a", "d")
    reasons = out.committee.reasons
    assert "at 0.333333 per unit of weight" in reasons["c"]
    assert "at 0.5 per unit of weight" in reasons["a"]
    assert "at 1 per unit of weight" in reasons["d"]
    assert "added by the seq-Phragmén completion" in reasons["b"]


@settings(max_examples=80)
@given(approval_profiles(max_alternatives=6, weighted=False), st.data())
def test_budget_mes_is_committee_mes_with_unit_costs(profile: Profile, data: st.DataObject) -> None:
    """The budgeting rule and the committee rule share the method: with every project costing 1
    and a budget of k, the budget's greedy completion is the committee rule's AV completion."""
    k = data.draw(st.integers(1, profile.n_alternatives))
    problem = BudgetedSelection(
        projects=dict.fromkeys(profile.alternatives, 1),
        budget=k,
        approvals={b.voter: tuple(b.approvals or ()) for b in profile.ballots},
    )
    package = set(method_of_equal_shares(problem).projects)
    assert frozenset(package) in tied(profile, "mes", k, completion="av")


# -- STV -------------------------------------------------------------------------------------------


def food() -> Profile:
    """The STV example of the English Wikipedia ("food election"): 20 voters, 3 seats."""
    rankings = (
        [["orange"]] * 4
        + [["pear", "orange"]] * 2
        + [["chocolate", "strawberry"]] * 8
        + [["chocolate", "hamburger"]] * 4
        + [["strawberry"]]
        + [["hamburger"]]
    )
    alts = ["orange", "pear", "chocolate", "strawberry", "hamburger"]
    return Profile.from_rankings(rankings, alternatives=alts)


def test_stv_elects_the_wikipedia_food_committee() -> None:
    out = aggregate(food(), "stv", committee_size=3)
    assert out.committee is not None
    assert out.committee.tied == (("orange", "chocolate", "strawberry"),)
    reasons = out.committee.reasons
    # Droop quota 20/4 = 5: chocolate's 12 votes pass on 7/12 of their value, which lifts
    # strawberry to 1 + 8·7/12 (Wikipedia's whole-vote count reaches the same committee).
    assert "in count 1 with 12 votes, more than the quota 5" in reasons["chocolate"]
    assert "passed on 0.5833" in reasons["chocolate"]
    assert "in count 2 with 5.66667 votes" in reasons["strawberry"]
    assert "in count 4 with 6 votes" in reasons["orange"]  # count 3 eliminated pear: 4 + 2


def test_stv_follows_every_order_of_tied_eliminations() -> None:
    profile = Profile.from_rankings([["a"], ["b"], ["c"]])
    assert tied(profile, "stv", 2) == {frozenset("ab"), frozenset("ac"), frozenset("bc")}


def test_stv_exhausted_ballots_count_no_more() -> None:
    # 5 a-only ballots, 4 b > c, 3 c: quota 12/3 = 4. a is elected; its ballots rank nothing
    # else (every other alternative tied last), so they are exhausted, not spread over b and c.
    profile = Profile.from_rankings([["a"]] * 5 + [["b", "c"]] * 4 + [["c"]] * 3)
    out = aggregate(profile, "stv", committee_size=2)
    assert out.committee is not None and set(out.committee.members) == {"a", "b"}
    # b's 4 votes equal the quota without exceeding it: b is seated when c is eliminated.
    assert "without reaching the quota" in out.committee.reasons["b"]


@settings(max_examples=60)
@given(ordinal_profiles(mixed=True))
def test_one_seat_stv_is_instant_runoff_with_every_elimination_order(profile: Profile) -> None:
    stv = aggregate(profile, "stv", max_committees=1000)
    irv = aggregate(profile, "instant_runoff", ties="parallel_universes")
    assert set(stv.winners) == set(irv.winners)


# -- ties between committees -----------------------------------------------------------------------


def test_tie_breaks_pick_one_of_the_tied_committees() -> None:
    profile = approvals([["b", "d"], ["a", "c"]], alts="dcba")
    out = {
        tb: aggregate(profile, "av", committee_size=2, tie_break=tb)
        for tb in ("lexicographic", "first")
    }
    assert out["lexicographic"].committee is not None
    assert set(out["lexicographic"].committee.members) == {"a", "b"}
    assert out["first"].committee is not None
    assert set(out["first"].committee.members) == {"d", "c"}
    seen = {
        frozenset(c.members)
        for seed in range(40)
        if (
            c := aggregate(profile, "av", committee_size=2, tie_break="random", seed=seed).committee
        )
    }
    assert len(seen) == comb(4, 2)


# -- reading ballots -------------------------------------------------------------------------------


def test_utilities_are_read_as_approvals_only_when_asked() -> None:
    profile = Profile.from_utilities(
        [{"a": 10, "b": 6, "c": 0}, {"a": 0, "b": 4, "c": 8}, {"a": 3, "b": 3, "c": 3}]
    )
    with pytest.raises(IncompatibleProfileError, match="'pav' needs approvals"):
        aggregate(profile, "pav", committee_size=2)
    assert approval_matrix(profile, 0.5).astype(int).tolist() == [[1, 1, 0], [0, 1, 1], [0, 0, 0]]
    out = aggregate(profile, "pav", committee_size=2, utility_threshold=0.5)
    assert out.params["utility_threshold"] == 0.5
    assert out.committee is not None
    assert out.committee.tied == (("a", "b"), ("b", "c"))  # PAV 2.5 each; {a, c} only 2
    assert out.committee.satisfaction == {"v1": 2.0, "v2": 1.0, "v3": 0.0}


def test_a_threshold_rule_needs_utilities_on_every_ballot() -> None:
    profile = approvals([["a"], ["b"]])
    with pytest.raises(IncompatibleProfileError, match="needs utilities"):
        aggregate(profile, "mes", committee_size=1, utility_threshold=0.5)


def test_ordinal_satisfaction_counts_members_in_the_voters_top_k() -> None:
    profile = Profile.from_rankings([["a", "b", "c", "d"], ["d", "c", "b", "a"]])
    out = aggregate(profile, "k_borda", committee_size=2, tie_break="first")
    assert out.committee is not None
    assert set(out.committee.members) == {"a", "b"}
    assert out.committee.satisfaction == {"v1": 2.0, "v2": 0.0}


# -- sizes and parameters --------------------------------------------------------------------------


def test_a_committee_larger_than_the_alternatives_is_refused() -> None:
    rule = get_rule("pav", committee_size=4)
    with pytest.raises(IncompatibleProfileError, match="at least 4 alternatives"):
        rule(approvals([["a"], ["b", "c"]]))


def test_exact_rules_refuse_more_alternatives_than_they_solve() -> None:
    alts = [f"x{i}" for i in range(201)]
    profile = Profile.model_validate(
        {"alternatives": alts, "ballots": [{"voter": "v", "approvals": alts[:3]}]}
    )
    for rule in ("pav", "cc"):
        with pytest.raises(IncompatibleProfileError, match="more than its limit of 200"):
            aggregate(profile, rule, committee_size=2)
    assert aggregate(profile, "seq_pav", committee_size=2).committee is not None


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"committee_size": 0}, "committee_size must be a whole number"),
        ({"committee_size": True}, "committee_size must be a whole number"),
        ({"committee_size": 2.5}, "committee_size must be a whole number"),
        ({"max_committees": 0}, "max_committees must be a whole number"),
        ({"utility_threshold": 0}, r"utility_threshold must be in \(0, 1\]"),
        ({"utility_threshold": 1.5}, r"utility_threshold must be in \(0, 1\]"),
        ({"utility_threshold": "high"}, "utility_threshold must be a number"),
        ({"completion": "greedy"}, "completion 'greedy' is unknown; known: seq_phragmen, av"),
    ],
)
def test_bad_parameters_say_what_is_wrong(params: dict[str, object], message: str) -> None:
    with pytest.raises(ParameterError, match=message):
        get_rule("mes", **params)


@pytest.mark.parametrize("rule", COMMITTEE_RULES)
def test_every_committee_rule_explains_each_member(rule: str) -> None:
    profile = Profile.model_validate(
        {
            "alternatives": list("abcde"),
            "ballots": [
                {"voter": "x", "weight": 4, "ranking": ["a", "b", "c"], "approvals": ["a", "b"]},
                {"voter": "y", "weight": 2, "ranking": ["d", "e"], "approvals": ["d", "e"]},
                {"voter": "z", "ranking": ["c", "a"], "approvals": ["c"]},
            ],
        }
    )
    out = aggregate(profile, rule, committee_size=3)
    assert out.committee is not None
    assert len(out.committee.members) == 3 and out.choice == out.committee.members[0]
    assert set(out.committee.reasons) == set(out.committee.members)
    assert "Elected (3 seats)" in out.explanation


@settings(max_examples=30)
@given(approval_profiles(max_alternatives=5), st.integers(-12, 12), st.data())
@pytest.mark.parametrize("rule", APPROVAL_RULES)
def test_rescaling_the_weights_changes_no_committee(
    rule: str, profile: Profile, exponent: int, data: st.DataObject
) -> None:
    k = data.draw(st.integers(1, profile.n_alternatives))
    dumped = profile.model_dump()
    scaled = Profile.model_validate(
        {
            **dumped,
            "ballots": [{**b, "weight": b["weight"] * 10.0**exponent} for b in dumped["ballots"]],
        }
    )
    assert tied(scaled, rule, k) == tied(profile, rule, k)
