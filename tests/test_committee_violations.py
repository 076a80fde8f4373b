"""Stored counterexamples for committee rules: profiles, verified by hand in the comments, on which
a rule breaks a representation axiom it does not claim — the axiom's checker must find each one,
with the committee and the under-represented group — and the proportional rules pass on them."""

from __future__ import annotations

import pytest

from fairagents import Profile, get_rule
from fairagents.axioms import AXIOM_CHECKS, Counterexample

JR = "justified_representation"
PJR = "proportional_justified_representation"
EJR = "extended_justified_representation"


def approvals(rows: list[tuple[float, list[str]]], alternatives: list[str]) -> Profile:
    return Profile.model_validate(
        {
            "alternatives": alternatives,
            "ballots": [
                {"voter": f"g{i}", "weight": w, "approvals": s} for i, (w, s) in enumerate(rows)
            ],
        }
    )


# AV is not JR. 4 voters approve a, b, c; 3 approve d; k = 3, so n/k = 7/3.
# AV elects a, b, c (4 approvals each against d's 3); the 3 d-voters weigh 3 >= 7/3, share d,
# and approve no member.
AV_JR = approvals([(4, ["a", "b", "c"]), (3, ["d"])], list("abcd"))

# SAV is not JR. g0 and g1 approve c, x, y, z (a quarter of a vote each); g2 approves a, g3 b;
# k = 2, n/k = 2. SAV: a 1, b 1, c = x = y = z = 1/2, so {a, b}; g0 and g1 (weight 2) share c
# and approve no member.
SAV_JR = approvals(
    [(1, ["c", "x", "y", "z"]), (1, ["c", "x", "y", "z"]), (1, ["a"]), (1, ["b"])],
    ["a", "b", "c", "x", "y", "z"],
)

# CC and seq-CC are not PJR. g0 approves a; g1 approves d, e, f; k = 4, n/k = 1/2.
# a and one of d, e, f cover both voters; the other two seats add nothing to CC's score, so
# {a, b, c, d} is CC-optimal (and a greedy order reaches it). g1 (weight 1 >= 2·n/k = 1) shares
# e and f, yet approves one member only.
CC_PJR = approvals([(1, ["a"]), (1, ["d", "e", "f"])], list("abcdef"))

# seq-Phragmén is not EJR (Brill, Freeman, Janson & Lackner 2017; also an abcvoting test).
# 24 voters, k = 12, n/k = 2: 2 × {a, b, c1}, 2 × {a, b, c2}, 6 × {c1 … c12}, 5 × {c2 … c12},
# 9 × {c3 … c12}. The c-voters' loads stay lowest, so seq-Phragmén elects c1 … c12. The four
# {a, b} voters (weight 4 = 2·n/k) share a and b, and each approves one member: EJR fails; PJR
# holds, as together they approve c1 and c2.
CS = [f"c{i}" for i in range(1, 13)]
PHRAGMEN_EJR = approvals(
    [(2, ["a", "b", "c1"]), (2, ["a", "b", "c2"]), (6, CS), (5, CS[1:]), (9, CS[2:])],
    ["a", "b", *CS],
)

VIOLATIONS = [
    # axiom, rule, k, profile, the committee, the witness group's voters, its common alternatives
    (JR, "av", 3, AV_JR, ("a", "b", "c"), ("g1",), ("d",)),
    (JR, "sav", 2, SAV_JR, ("a", "b"), ("g0", "g1"), ("c",)),
    (PJR, "cc", 4, CC_PJR, ("a", "b", "c", "d"), ("g1",), ("e", "f")),
    (PJR, "seq_cc", 4, CC_PJR, ("a", "b", "c", "d"), ("g1",), ("e", "f")),
    (EJR, "seq_phragmen", 12, PHRAGMEN_EJR, tuple(CS), ("g0", "g1"), ("a", "b")),
]


@pytest.mark.parametrize(
    ("axiom", "rule", "k", "profile", "committee", "voters", "common"),
    VIOLATIONS,
    ids=[f"{rule}-{axiom}" for axiom, rule, *_ in VIOLATIONS],
)
def test_checker_finds_known_violation(
    axiom: str,
    rule: str,
    k: int,
    profile: Profile,
    committee: tuple[str, ...],
    voters: tuple[str, ...],
    common: tuple[str, ...],
) -> None:
    agg = get_rule(rule, committee_size=k)
    assert axiom not in agg.axioms, f"{agg!r} claims {axiom}, yet it is known to fail it"
    found = AXIOM_CHECKS[axiom].find_counterexample(agg, profile)
    assert isinstance(found, Counterexample) and found.witness is not None
    assert found.committee == committee
    assert found.witness.voters == voters and found.witness.candidates == common


@pytest.mark.parametrize(
    ("profile", "k"), [(AV_JR, 3), (SAV_JR, 2), (CC_PJR, 4), (PHRAGMEN_EJR, 12)]
)
@pytest.mark.parametrize("rule", ["pav", "mes"])
def test_the_ejr_rules_pass_where_others_fail(rule: str, profile: Profile, k: int) -> None:
    agg = get_rule(rule, committee_size=k)
    for axiom in (JR, PJR, EJR):
        assert AXIOM_CHECKS[axiom].find_counterexample(agg, profile) is None, (rule, axiom)


def test_seq_phragmen_keeps_pjr_where_it_fails_ejr() -> None:
    agg = get_rule("seq_phragmen", committee_size=12)
    out = agg(PHRAGMEN_EJR)
    assert out.committee is not None and set(out.committee.members) == set(CS)
    assert AXIOM_CHECKS[PJR].find_counterexample(agg, PHRAGMEN_EJR) is None
