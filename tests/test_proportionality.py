"""JR, PJR and EJR: the exact checkers against their definitions, their witnesses, and the claims
of the committee rules as hypothesis properties.

The reference enumerates every group of ballots (weights as multiplicities, so a group is a set
of ballots) and every ℓ, straight from the definitions in
:mod:`fairagents.axioms.proportionality`. Every witness a checker returns is verified against the
definition too: heavy enough, sharing its ℓ alternatives, and lacking what the property promises.
"""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fairagents import Profile, get_rule
from fairagents.aggregators import available_rules, get_rule_class
from fairagents.aggregators.committees import ApprovalCommitteeRule
from fairagents.axioms import AXIOM_CHECKS, Counterexample
from fairagents.axioms.proportionality import cohesive_group
from fairagents.errors import InputError
from fairagents.models import CohesiveGroup
from fairagents.models._committee import Representation
from tests.strategies import approval_profiles

KINDS: list[Representation] = ["jr", "pjr", "ejr"]
PROPERTIES = {
    "jr": "justified_representation",
    "pjr": "proportional_justified_representation",
    "ejr": "extended_justified_representation",
}


def violates(kind: Representation, profile: Profile, committee: set[str], k: int) -> bool:
    """The definition, by enumerating every group of ballots and every ℓ."""
    a, w = profile.approvals, profile.weights
    members = [profile.index[x] for x in committee]
    n = len(w)
    quota = w.sum() / k
    for ell in range(1, (k if kind != "jr" else 1) + 1):
        for size in range(1, n + 1):
            for group in combinations(range(n), size):
                rows = a[list(group)]
                if w[list(group)].sum() < ell * quota - 1e-9:
                    continue
                if rows.all(axis=0).sum() < ell:
                    continue
                satisfied = rows[:, members].sum(axis=1)
                if kind == "jr" and (satisfied == 0).all():
                    return True
                if kind == "pjr" and rows[:, members].any(axis=0).sum() < ell:
                    return True
                if kind == "ejr" and (satisfied < ell).all():
                    return True
    return False


def check_witness(found: CohesiveGroup, profile: Profile, committee: set[str], k: int) -> None:
    group = [profile.voters.index(v) for v in found.voters]
    a, w = profile.approvals[group], profile.weights[group]
    assert found.weight == pytest.approx(w.sum())
    assert w.sum() >= found.ell * profile.weights.sum() / k - 1e-9
    assert len(found.candidates) == found.ell == len(set(found.candidates))
    for c in found.candidates:
        assert a[:, profile.index[c]].all(), f"{c} is not shared by the witness {found.voters}"
    members = [profile.index[x] for x in committee]
    if found.kind == "jr":
        assert not a[:, members].any()
    elif found.kind == "pjr":
        assert a[:, members].any(axis=0).sum() < found.ell
    else:
        assert (a[:, members].sum(axis=1) < found.ell).all()


@settings(max_examples=150)
@given(approval_profiles(max_alternatives=5, max_ballots=6), st.data())
def test_checkers_agree_with_the_definitions(profile: Profile, data: st.DataObject) -> None:
    k = data.draw(st.integers(1, profile.n_alternatives))
    size = data.draw(st.integers(0, k))
    committee = set(data.draw(st.permutations(profile.alternatives))[:size])
    for kind in KINDS:
        found = cohesive_group(kind, profile, sorted(committee), k)
        assert (found is not None) == violates(kind, profile, committee, k), kind
        if found is not None:
            check_witness(found, profile, committee, k)


def test_ejr_is_stronger_than_pjr_which_is_stronger_than_jr() -> None:
    # 4 voters {a, b} and 2 voters {c, d}, k = 3 (n/k = 2): {a, c, d} gives the 4-voter group,
    # 2-cohesive on {a, b}, one member each (EJR fails) but {a} only together (PJR fails too);
    # {a, b, c} satisfies all three. With weights: x counts as 4 voters.
    profile = Profile.model_validate(
        {
            "alternatives": list("abcd"),
            "ballots": [
                {"voter": "x", "weight": 4, "approvals": ["a", "b"]},
                {"voter": "y", "weight": 2, "approvals": ["c", "d"]},
            ],
        }
    )
    found = cohesive_group("pjr", profile, ["a", "c", "d"])
    assert found is not None and found.voters == ("x",) and found.ell == 2
    assert "together they approve only 1 member(s)" in found.explanation
    assert cohesive_group("jr", profile, ["a", "c", "d"]) is None
    for kind in KINDS:
        assert cohesive_group(kind, profile, ["a", "b", "c"]) is None


def test_pjr_can_hold_where_ejr_fails() -> None:
    # Voters x, y (weight 1 each) share {a, b}; x also approves c, y approves d; k = 2, n = 2.
    # The group {x, y} (weight 2 >= 2·n/k = 2) is 2-cohesive; committee {c, d}: together they
    # approve 2 members (PJR holds), each only 1 (EJR fails).
    profile = Profile.model_validate(
        {
            "alternatives": list("abcd"),
            "ballots": [
                {"voter": "x", "approvals": ["a", "b", "c"]},
                {"voter": "y", "approvals": ["a", "b", "d"]},
            ],
        }
    )
    assert cohesive_group("pjr", profile, ["c", "d"]) is None
    found = cohesive_group("ejr", profile, ["c", "d"])
    assert found is not None and found.voters == ("x", "y") and found.candidates == ("a", "b")
    assert "each approves fewer than 2 members" in found.explanation


def test_the_quota_is_set_by_the_committee_size_asked_for() -> None:
    # A rule may elect fewer than k (MES before completion): the quota stays n/k.
    profile = Profile.model_validate(
        {
            "alternatives": list("abc"),
            "ballots": [{"voter": f"v{i}", "approvals": [x]} for i, x in enumerate("aabc")],
        }
    )
    assert cohesive_group("jr", profile, ["a"]) is None  # k = 1: n/k = 4, no group that large
    found = cohesive_group("jr", profile, ["a"], committee_size=4)  # n/k = 1
    assert found is not None and found.candidates in (("b",), ("c",))


def test_checkers_read_the_approvals_they_are_given() -> None:
    profile = Profile.from_utilities([{"a": 1.0, "b": 0.0}, {"a": 0.0, "b": 1.0}])
    with pytest.raises(ValueError, match="not every ballot has approvals"):
        cohesive_group("jr", profile, ["a"], 2)
    read = np.array([[True, False], [False, True]])
    found = cohesive_group("jr", profile, ["a"], 2, approvals=read)
    assert found is not None and found.voters == ("v2",)


def test_checker_errors_name_the_problem() -> None:
    profile = Profile.model_validate(
        {"alternatives": ["a"], "ballots": [{"voter": "v", "approvals": ["a"]}]}
    )
    with pytest.raises(InputError, match="'z' is not an alternative; known: a"):
        cohesive_group("jr", profile, ["z"])
    with pytest.raises(InputError, match="property 'fjr' is unknown"):
        cohesive_group("fjr", profile, ["a"])  # type: ignore[arg-type]
    with pytest.raises(InputError, match="at least 1"):
        cohesive_group("jr", profile, [])


def test_the_axioms_apply_to_approval_committee_rules_only() -> None:
    axiom = AXIOM_CHECKS["justified_representation"]
    assert axiom.applies_to(get_rule("pav"))
    assert not axiom.applies_to(get_rule("approval"))
    assert not axiom.applies_to(get_rule("stv"))
    with pytest.raises(InputError, match="approval committee rules"):
        axiom.find_counterexample(get_rule("approval"), Profile.from_rankings([["a"]]))


# -- every claim, as a property --------------------------------------------------------------------

CLAIMS = [
    (rule, PROPERTIES[kind])
    for rule in available_rules()
    if issubclass(get_rule_class(rule), ApprovalCommitteeRule)
    for kind in KINDS
    if PROPERTIES[kind] in get_rule_class(rule).axioms
]
# Exact rules solve an integer program per committee listed; they get fewer examples.
EXAMPLES = {"pav": 60, "cc": 60}


def test_the_proportional_rules_claim_what_the_literature_proves() -> None:
    claimed = {(rule, axiom) for rule, axiom in CLAIMS}
    for rule in ("pav", "mes"):
        assert {(rule, PROPERTIES[k]) for k in KINDS} <= claimed
    assert {("seq_phragmen", PROPERTIES["jr"]), ("seq_phragmen", PROPERTIES["pjr"])} <= claimed
    assert {("cc", PROPERTIES["jr"]), ("seq_cc", PROPERTIES["jr"])} <= claimed


@pytest.mark.parametrize(("rule_name", "axiom_name"), CLAIMS)
def test_claimed_representation_holds_for_every_committee_size(
    rule_name: str, axiom_name: str
) -> None:
    axiom = AXIOM_CHECKS[axiom_name]

    @settings(max_examples=EXAMPLES.get(rule_name, 150))
    @given(approval_profiles(max_alternatives=6, max_ballots=7), st.data())
    def holds(profile: Profile, data: st.DataObject) -> None:
        k = data.draw(st.integers(1, profile.n_alternatives))
        rule = get_rule(rule_name, committee_size=k)
        found = axiom.find_counterexample(rule, profile)
        assert found is None, f"{rule!r}: {found.explanation}\n{profile.model_dump_json()}"

    holds()


def test_a_counterexample_names_the_committee_and_its_witness() -> None:
    # AV elects a, b, c (4 approvals each); the 3 d-voters are 1-cohesive (3 >= 7/3).
    profile = Profile.model_validate(
        {
            "alternatives": list("abcd"),
            "ballots": [
                {"voter": "x", "weight": 4, "approvals": ["a", "b", "c"]},
                {"voter": "y", "weight": 3, "approvals": ["d"]},
            ],
        }
    )
    found = AXIOM_CHECKS["justified_representation"].find_counterexample(
        get_rule("av", committee_size=3), profile
    )
    assert isinstance(found, Counterexample)
    assert found.committee == ("a", "b", "c") and found.winners == ("a", "b", "c")
    assert found.witness is not None and found.witness.voters == ("y",)
    assert found.witness.candidates == ("d",)
