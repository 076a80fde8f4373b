"""Committee rules and JR/PJR/EJR agree with abcvoting (Lackner et al.), an independent library.

On seeded random approval profiles — 1 to 9 voters, 2 to 7 alternatives, every committee size;
half with unit weights and few distinct ballots (ties everywhere), half with integer weights —
every shared rule returns exactly abcvoting's set of winning committees (``resolute=False``,
every tie followed; abcvoting computes PAV and CC by brute force, the sequential rules in exact
fractions), and our JR, PJR and EJR checkers agree with abcvoting's on random committees (its
Gurobi programs, which handle weights, with the quota n/k passed explicitly).

Where the definitions differ, the last tests show how:

- abcvoting's JR/PJR/EJR default to the quota n/|W| — the committee's own size — where ours use
  the size asked for (a rule may elect fewer: MES before completion);
- abcvoting's seq-Phragmén gives an alternative nobody approves the load k + 1 instead of
  "never before an approved one", so with weights below 1 it can elect an unapproved
  alternative while approved ones are left.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import pytest
from abcvoting import abcrules, properties
from abcvoting.output import WARNING, output
from abcvoting.preferences import Profile as AbcProfile
from abcvoting.preferences import Voter

from fairagents import Profile, aggregate, get_rule
from fairagents.aggregators.committees._equal_shares import MethodOfEqualShares
from fairagents.axioms.proportionality import cohesive_group

pytestmark = pytest.mark.oracle

output.set_verbosity(WARNING)

ALTS = "abcdefg"

# ours: (abcvoting rule id, algorithm, our parameters)
SHARED = {
    "av": ("av", "standard", {}),
    "sav": ("sav", "standard", {}),
    "pav": ("pav", "brute-force", {}),
    "seq_pav": ("seqpav", "standard", {}),
    "cc": ("cc", "brute-force", {}),
    "seq_cc": ("seqcc", "standard", {}),
    "seq_phragmen": ("seqphragmen", "standard-fractions", {}),
    "mes": ("equal-shares", "standard-fractions", {}),
    "mes_av": ("equal-shares-with-av-completion", "standard-fractions", {"completion": "av"}),
}
PROFILES = {"fast": 1500, "exact": 400}  # the exact rules solve an integer program per committee
EXACT = {"pav", "cc"}


@dataclass(frozen=True)
class Case:
    ours: Profile
    theirs: AbcProfile
    k: int


def random_cases(seed: int, count: int) -> Iterator[Case]:
    rng = np.random.default_rng(seed)
    for i in range(count):
        m = int(rng.integers(2, len(ALTS) + 1))
        n = int(rng.integers(1, 10))
        weighted = i % 2 == 1
        # Unit-weight profiles draw from a few ballots, so that ties are everywhere.
        pool = [rng.random(m) < rng.uniform(0.2, 0.7) for _ in range(int(rng.integers(1, 4)))]
        rows = [
            rng.random(m) < rng.uniform(0.1, 0.8) if weighted else pool[rng.integers(len(pool))]
            for _ in range(n)
        ]
        weights = [int(rng.integers(1, 6)) if weighted else 1 for _ in range(n)]
        ours = Profile.model_validate(
            {
                "alternatives": list(ALTS[:m]),
                "ballots": [
                    {
                        "voter": f"v{j}",
                        "weight": w,
                        "approvals": [ALTS[c] for c in np.flatnonzero(row)],
                    }
                    for j, (row, w) in enumerate(zip(rows, weights, strict=True))
                ],
            }
        )
        theirs = AbcProfile(m)
        for row, w in zip(rows, weights, strict=True):
            theirs.add_voter(Voter([int(c) for c in np.flatnonzero(row)], weight=w))
        yield Case(ours, theirs, int(rng.integers(1, m + 1)))


def their_committees(case: Case, rule_id: str, algorithm: str) -> set[frozenset[str]]:
    found = abcrules.compute(rule_id, case.theirs, case.k, resolute=False, algorithm=algorithm)
    return {frozenset(ALTS[c] for c in committee) for committee in found}


def our_committees(case: Case, rule: str, params: dict[str, object]) -> set[frozenset[str]]:
    name = "mes" if rule.startswith("mes") else rule
    out = aggregate(case.ours, name, committee_size=case.k, max_committees=100_000, **params)
    assert out.committee is not None and out.committee.count_exact
    return {frozenset(c) for c in out.committee.tied}


@pytest.mark.parametrize("rule", sorted(SHARED))
def test_winning_committees_agree(rule: str) -> None:
    rule_id, algorithm, params = SHARED[rule]
    count = PROFILES["exact" if rule in EXACT else "fast"]
    ties = 0
    for case in random_cases(seed=12, count=count):
        ours = our_committees(case, rule, params)
        theirs = their_committees(case, rule_id, algorithm)
        assert ours == theirs, (rule, case.k, case.ours.model_dump_json())
        ties += len(ours) > 1
    assert ties > count // 10, "the profiles should make committees tie often"


def test_mes_without_completion_agrees() -> None:
    for case in random_cases(seed=13, count=PROFILES["fast"]):
        rule = get_rule("mes", committee_size=case.k, max_committees=100_000)
        assert isinstance(rule, MethodOfEqualShares)
        ours = {frozenset(c) for c in rule.committees_without_completion(case.ours)}
        theirs = their_committees(case, "equal-shares-without-completion", "standard-fractions")
        assert ours == theirs, (case.k, case.ours.model_dump_json())


def test_representation_checks_agree() -> None:
    rng = np.random.default_rng(14)
    verdicts = {"jr": [0, 0], "pjr": [0, 0], "ejr": [0, 0]}
    checks = {"jr": properties.check_JR, "pjr": properties.check_PJR, "ejr": properties.check_EJR}
    for case in random_cases(seed=14, count=PROFILES["exact"]):
        m = case.ours.n_alternatives
        size = int(rng.integers(1, case.k + 1))
        committee = sorted(int(c) for c in rng.choice(m, size=size, replace=False))
        quota = Fraction(int(case.ours.weights.sum()), case.k)
        names = [ALTS[c] for c in committee]
        for kind, check in checks.items():
            extra = {} if kind == "jr" else {"algorithm": "gurobi"}
            theirs = check(case.theirs, committee, quota=quota, **extra)
            ours = cohesive_group(kind, case.ours, names, case.k) is None  # type: ignore[arg-type]
            assert ours == theirs, (kind, names, case.k, case.ours.model_dump_json())
            verdicts[kind][ours] += 1
    for kind, (fails, holds) in verdicts.items():
        assert fails > 20 and holds > 20, (kind, fails, holds)


# -- definitional differences -------------------------------------------------------------------


def test_abcvoting_sets_the_quota_by_the_committee_elected() -> None:
    # Three voters of weight 2, each approving its own alternative; the committee {a} for k = 3
    # (as a rule electing fewer than k would give).
    ours = Profile.model_validate(
        {
            "alternatives": list("abc"),
            "ballots": [
                {"voter": "x", "weight": 2, "approvals": ["a"]},
                {"voter": "y", "weight": 2, "approvals": ["b"]},
                {"voter": "z", "weight": 2, "approvals": ["c"]},
            ],
        }
    )
    theirs = AbcProfile(3)
    theirs.add_voters([Voter([0], weight=2), Voter([1], weight=2), Voter([2], weight=2)])
    # Committee {a} for k = 3: our quota 6/3 = 2, so y's group (weight 2) is left out: JR fails.
    assert cohesive_group("jr", ours, ["a"], committee_size=3) is not None
    assert not properties.check_JR(theirs, [0], quota=Fraction(6, 3))
    # abcvoting's default quota is n/|W| = 6/1: no group is that heavy, JR "holds".
    assert properties.check_JR(theirs, [0])


def test_abcvoting_phragmen_can_elect_an_unapproved_alternative_first() -> None:
    ours = Profile.model_validate(
        {"alternatives": ["a", "b"], "ballots": [{"voter": "x", "weight": 0.1, "approvals": ["a"]}]}
    )
    theirs = AbcProfile(2)
    theirs.add_voter(Voter([0], weight=Fraction(1, 10)))
    out = aggregate(ours, "seq_phragmen", committee_size=1)
    assert out.committee is not None and out.committee.tied == (("a",),)
    # a's load would be 1/0.1 = 10 > k + 1 = 2, abcvoting's load for an unapproved alternative.
    found = abcrules.compute(
        "seqphragmen", theirs, 1, resolute=False, algorithm="standard-fractions"
    )
    assert [set(c) for c in found] == [{1}]
