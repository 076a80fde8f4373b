"""Approval and score voting on hand-computed cases (Brams & Fishburn 1978; Dhillon & Mertens
1999), plus a brute-force reference for approval on random weighted profiles."""

from __future__ import annotations

import numpy as np
import pytest

from fairagents import IncompatibleProfileError, Profile, aggregate, get_rule
from fairagents.aggregators._approval import Approval, Score
from fairagents.aggregators._base import InputKind


def approvals(
    sets: list[list[str]], alternatives: str, weights: list[float] | None = None
) -> Profile:
    ballots = [
        {"voter": f"v{i + 1}", "approvals": s, **({"weight": weights[i]} if weights else {})}
        for i, s in enumerate(sets)
    ]
    return Profile.model_validate({"alternatives": list(alternatives), "ballots": ballots})


def test_approval_counts_weighted_approvals() -> None:
    # Brams & Fishburn (1978): each ballot approves a set; the most-approved wins.
    # a: 2 + 1 = 3, b: 2 + 1.5 = 3.5, c: 1.5, d: 0.
    p = approvals([["a", "b"], ["a"], ["b", "c"]], "abcd", weights=[2, 1, 1.5])
    out = aggregate(p, "approval")
    assert out.scores == {"a": 3.0, "b": 3.5, "c": 1.5, "d": 0.0}
    assert out.ranking == (("b",), ("a",), ("c",), ("d",))
    assert "'b' is approved by ballots of total weight 3.5 of 4.5 (78%)" in out.explanation


def test_approval_empty_ballots_and_ties() -> None:
    p = approvals([[], ["a", "b"]], "abc")
    out = aggregate(p, "approval")
    assert out.winners == ("a", "b")
    assert out.choice == "a"
    assert get_rule("approval", tie_break="first")(p).choice == "a"


def test_approval_matches_brute_force() -> None:
    rng = np.random.default_rng(1)
    alts = "abcde"
    for _ in range(300):
        n = int(rng.integers(1, 8))
        sets = [[a for a in alts if rng.random() < 0.4] for _ in range(n)]
        weights = list(rng.integers(1, 5, size=n).astype(float))
        out = aggregate(approvals(sets, alts, weights), "approval")
        totals = {a: sum(w for s, w in zip(sets, weights, strict=True) if a in s) for a in alts}
        best = max(totals.values())
        assert out.winners == tuple(a for a in alts if totals[a] == best)
        assert out.scores == totals


def test_approval_needs_approvals() -> None:
    assert Approval.input_kind is InputKind.APPROVAL
    utilities_only = Profile.from_utilities([{"a": 1.0, "b": 0.0}])
    with pytest.raises(IncompatibleProfileError, match="rule 'approval' needs approvals"):
        aggregate(utilities_only, "approval")
    mixed = Profile.model_validate(
        {
            "alternatives": ["a", "b"],
            "ballots": [{"voter": "x", "approvals": ["a"]}, {"voter": "y", "ranking": ["b"]}],
        }
    )
    with pytest.raises(IncompatibleProfileError, match="voter\\(s\\) 'y'"):
        aggregate(mixed, "approval")


def test_score_normalizes_each_ballot() -> None:
    # Relative utilitarianism (Dhillon & Mertens 1999): v1 (0..10) → a 1, b 0, c 0.5;
    # v2 (0..1) → a 0, b 1, c 0.8. Totals a 1, b 1, c 1.3. Raw sums would pick a (10 + 0).
    p = Profile.from_utilities([{"a": 10.0, "b": 0.0, "c": 5.0}, {"a": 0.0, "b": 1.0, "c": 0.8}])
    out = aggregate(p, "score")
    assert out.scores == pytest.approx({"a": 1.0, "b": 1.0, "c": 1.3})
    assert out.winners == ("c",)
    assert aggregate(p, "utilitarian").winners == ("a",)


def test_score_constant_ballot_counts_zero_and_weights() -> None:
    # v2 scores everything 7: normalized to 0 everywhere. v1 weight 3: a 3, b 0; v3: a 0, b 1.
    p = Profile.from_utilities(
        [{"a": 2.0, "b": 1.0}, {"a": 7.0, "b": 7.0}, {"a": 0.0, "b": 4.0}], weights=[3, 5, 1]
    )
    out = aggregate(p, "score")
    assert out.scores == {"a": 3.0, "b": 1.0}
    assert "1 ballot(s) scoring every alternative alike count 0" in out.explanation


def test_score_is_scale_invariant() -> None:
    assert "scale_invariance" in Score.axioms
    rng = np.random.default_rng(4)
    for _ in range(100):
        u = rng.random((4, 3))
        factor = rng.uniform(0.1, 10, size=(4, 1))
        shift = rng.uniform(-5, 5, size=(4, 1))
        one = Profile.from_utilities([dict(zip("abc", map(float, r), strict=True)) for r in u])
        two = Profile.from_utilities(
            [dict(zip("abc", map(float, r), strict=True)) for r in u * factor + shift]
        )
        assert aggregate(one, "score").ranking == aggregate(two, "score").ranking


def test_score_needs_utilities() -> None:
    with pytest.raises(IncompatibleProfileError, match="rule 'score' needs utilities"):
        aggregate(Profile.from_rankings([["a", "b"]]), "score")
