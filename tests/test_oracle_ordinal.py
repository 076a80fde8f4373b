"""The ordinal rules agree with pref_voting (Holliday & Pacuit), an independent implementation.

On seeded random profiles — linear orders given as repeated ballots, linear orders with integer
weights (pref_voting's ``rcounts``), and truncated weak orders with weights — the winner set of
every ordinal rule equals the winner set of pref_voting's function for the same rule, for our
profiles built ballot by ballot and as columns (``tests.strategies.BUILDS``). Our
truncated ballots omit alternatives (they tie last); pref_voting gets the same weak order with
the omitted alternatives written out as the last tie group, so the tests also check that reading.

Where the definitions differ (plurality and IRV on ties, minimax and Schulze variants, IRV's
parallel-universe variant), the last tests show the difference on a small profile.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import pytest
from pref_voting.c1_methods import copeland
from pref_voting.iterative_methods import (
    instant_runoff,
    instant_runoff_put,
    split_irv,
    split_irv_put,
)
from pref_voting.margin_based_methods import beat_path, minimax, minimax_scores, minimax_support
from pref_voting.other_methods import kemeny_young
from pref_voting.profiles import Profile as PvProfile
from pref_voting.profiles_with_ties import ProfileWithTies
from pref_voting.scoring_methods import borda, borda_for_profile_with_ties, plurality

from fairagents import Profile, aggregate
from tests.strategies import BUILDS

pytestmark = pytest.mark.oracle

PROFILES_PER_KIND = 700
ALTS = "abcdefg"

Oracle = Callable[[Any], list[int]]


@dataclass(frozen=True)
class Case:
    """One random profile in both libraries' formats."""

    ours: Profile
    theirs: PvProfile | ProfileWithTies
    m: int


def _argmax(scores: dict[int, float]) -> list[int]:
    best = max(scores.values())
    return sorted(c for c, s in scores.items() if s >= best - 1e-9)


def split_plurality(prof: ProfileWithTies) -> list[int]:
    """Plurality with tied tops split 1/k: pref_voting's ``tops_scores(score_type="split")``."""
    return _argmax(prof.tops_scores(score_type="split"))


def minimax_opposition(prof: ProfileWithTies) -> list[int]:
    return _argmax(minimax_scores(prof, score_method="pairwise_opposition"))


def beat_path_wv(prof: ProfileWithTies) -> list[int]:
    return list(beat_path(prof, strength_function=prof.support))


LINEAR: dict[tuple[str, tuple[tuple[str, Any], ...]], Oracle] = {
    ("plurality", ()): plurality,
    ("borda", ()): borda,
    ("copeland", ()): copeland,
    ("minimax", ()): minimax,
    ("schulze", ()): beat_path,
    ("instant_runoff", ()): instant_runoff,
    ("instant_runoff", (("ties", "parallel_universes"),)): instant_runoff_put,
    ("kemeny_young", ()): kemeny_young,
}

WEAK: dict[tuple[str, tuple[tuple[str, Any], ...]], Oracle] = {
    ("plurality", ()): split_plurality,
    ("borda", ()): borda_for_profile_with_ties,
    ("copeland", ()): copeland,
    ("minimax", ()): minimax,
    ("minimax", (("measure", "winning_votes"),)): minimax_support,
    ("minimax", (("measure", "pairwise_opposition"),)): minimax_opposition,
    ("schulze", ()): beat_path,
    ("schulze", (("strength", "winning_votes"),)): beat_path_wv,
    ("instant_runoff", ()): split_irv,
    ("instant_runoff", (("ties", "parallel_universes"),)): split_irv_put,
    ("kemeny_young", ()): kemeny_young,
}


def linear_cases(seed: int, *, weighted: bool) -> Iterator[Case]:
    """Linear orders; ``weighted``: distinct ballots with integer weights, else repeated ballots."""
    rng = np.random.default_rng(seed)
    for _ in range(PROFILES_PER_KIND):
        m = int(rng.integers(2, 7))
        k = int(rng.integers(1, 10))
        # Few alternatives and voters make ties and cycles common: the cases that matter.
        orders = [rng.permutation(m).tolist() for _ in range(k)]
        counts = rng.integers(1, 6, size=k).tolist() if weighted else [1] * k
        ours = Profile.from_rankings(
            [[ALTS[c] for c in o] for o in orders],
            weights=counts if weighted else None,
            alternatives=ALTS[:m],
        )
        theirs = PvProfile(orders, rcounts=counts)
        yield Case(ours, theirs, m)


def weak_cases(seed: int) -> Iterator[Case]:
    """Weighted weak orders with tie groups, truncated at random (the rest omitted)."""
    rng = np.random.default_rng(seed)
    for _ in range(PROFILES_PER_KIND):
        m = int(rng.integers(2, 6))
        k = int(rng.integers(1, 8))
        rankings: list[list[list[str]]] = []
        dicts: list[dict[int, int]] = []
        for _ in range(k):
            level = rng.integers(0, m, size=m)
            groups = [np.flatnonzero(level == v).tolist() for v in np.unique(level)]
            kept = int(rng.integers(0, len(groups) + 1))  # 0: an empty ranking, all tied
            rankings.append([[ALTS[c] for c in g] for g in groups[:kept]])
            rank = {c: i + 1 for i, g in enumerate(groups[:kept]) for c in g}
            dicts.append({c: rank.get(c, kept + 1) for c in range(m)})  # omitted: tied last
        counts = rng.integers(1, 5, size=k).tolist()
        ours = Profile.from_rankings(rankings, weights=counts, alternatives=ALTS[:m])
        theirs = ProfileWithTies(dicts, rcounts=counts, candidates=list(range(m)))
        yield Case(ours, theirs, m)


def _disagreements(
    cases: Iterator[Case], oracles: dict[tuple[str, tuple[tuple[str, Any], ...]], Oracle]
) -> tuple[int, list[str]]:
    seen, bad = 0, []
    for case in cases:
        seen += 1
        for (rule, params), oracle in oracles.items():
            ours = set(aggregate(case.ours, rule, **dict(params)).winners)
            theirs = {ALTS[c] for c in oracle(case.theirs)}
            if ours != theirs:
                ballots = [
                    (b.ranking, b.weight) for b in case.ours.ballots
                ]  # shown on failure only
                bad.append(
                    f"{rule}{dict(params)}: ours {ours} vs pref_voting {theirs} on {ballots}"
                )
    return seen, bad


@pytest.mark.parametrize("build", list(BUILDS))
@pytest.mark.parametrize(
    ("kind", "cases", "oracles"),
    [
        ("linear, repeated ballots", lambda: linear_cases(1, weighted=False), LINEAR),
        ("linear, integer weights", lambda: linear_cases(2, weighted=True), LINEAR),
        ("weak orders, truncated, weights", lambda: weak_cases(3), WEAK),
    ],
)
def test_winner_sets_equal_pref_voting(
    kind: str,
    cases: Callable[[], Iterator[Case]],
    oracles: dict[tuple[str, tuple[tuple[str, Any], ...]], Oracle],
    build: str,
) -> None:
    rebuilt = (Case(BUILDS[build](c.ours), c.theirs, c.m) for c in cases())
    seen, bad = _disagreements(rebuilt, oracles)
    assert seen == PROFILES_PER_KIND
    assert not bad, f"{kind}: {len(bad)} disagreement(s), first: {bad[0]}"


def test_kemeny_at_seven_alternatives_matches_pref_voting() -> None:
    """Larger m, fewer profiles: pref_voting enumerates all 7! rankings, the DP does not."""
    rng = np.random.default_rng(4)
    for _ in range(3):
        orders = [rng.permutation(7).tolist() for _ in range(9)]
        counts = rng.integers(1, 4, size=9).tolist()
        ours = Profile.from_rankings(
            [[ALTS[c] for c in o] for o in orders], weights=counts, alternatives=ALTS
        )
        theirs = {ALTS[c] for c in kemeny_young(PvProfile(orders, rcounts=counts))}
        assert set(aggregate(ours, "kemeny_young").winners) == theirs


# -- documented differences ---------------------------------------------------------------------


def _weak(rankings: list[dict[int, int]], counts: list[int], m: int) -> ProfileWithTies:
    return ProfileWithTies(rankings, rcounts=counts, candidates=list(range(m)))


def test_plurality_splits_tied_tops_where_pref_voting_refuses() -> None:
    ours = Profile.from_rankings([[["a", "b"], "c"], ["c", "a", "b"]], weights=[3, 2])
    theirs = _weak([{0: 1, 1: 1, 2: 2}, {2: 1, 0: 2, 1: 3}], [3, 2], 3)
    with pytest.raises(ValueError, match="unique candidate in first place"):
        plurality(theirs)
    outcome = aggregate(ours, "plurality")
    assert outcome.scores == {"a": 1.5, "b": 1.5, "c": 2.0}
    assert set(outcome.winners) == {ALTS[c] for c in split_plurality(theirs)} == {"c"}


def test_irv_splits_tied_tops_where_pref_voting_counts_them_in_full() -> None:
    """pref_voting's default IRV on weak orders gives every tied first a full vote ("approval")."""
    ours = Profile.from_rankings([[["a", "b"], "c"], ["c", "a", "b"]], weights=[3, 2])
    theirs = _weak([{0: 1, 1: 1, 2: 2}, {2: 1, 0: 2, 1: 3}], [3, 2], 3)
    # split: a 1.5, b 1.5, c 2 → a and b out together → c wins.
    assert aggregate(ours, "instant_runoff").winners == ("c",)
    assert split_irv(theirs) == [2]
    # approval: a 3, b 3, c 2 → c out → a 5, b 3 → a wins.
    assert instant_runoff(theirs) == [0]


def test_irv_simultaneous_elimination_differs_from_parallel_universes() -> None:
    """Schulze's 45-voter example (Wikipedia, "Schulze method"): after D goes, B and E tie last
    with 8 first places each. Eliminating both elects A; eliminating either one alone (every
    parallel universe) elects C. pref_voting's ``instant_runoff`` agrees with us."""
    ballots = [(5, "ACBED"), (5, "ADECB"), (8, "BEDAC"), (3, "CABED"), (7, "CAEBD"),
               (2, "CBADE"), (7, "DCEBA"), (8, "EBADC")]  # fmt: skip
    ours = Profile.from_rankings(
        [list(r) for _, r in ballots], weights=[w for w, _ in ballots], alternatives="ABCDE"
    )
    theirs = PvProfile([["ABCDE".index(c) for c in r] for _, r in ballots], [w for w, _ in ballots])
    outcome = aggregate(ours, "instant_runoff")
    assert outcome.winners == ("A",)
    assert "'B', 'E' out" in outcome.explanation
    assert instant_runoff(theirs) == [0]
    parallel = aggregate(ours, "instant_runoff", ties="parallel_universes")
    assert parallel.winners == ("C",) and parallel.params == {"ties": "parallel_universes"}
    assert "1 with a tie for last" in parallel.explanation
    assert instant_runoff_put(theirs) == [2]


# A majority cycle a > b > c > a with every margin 1 but different winning votes (3, 5, 4) and
# pairwise oppositions, because the ballots tie and truncate (found by a seeded search).
CYCLE_RANKINGS: list[list[str | list[str]]] = [["b"], ["c", ["a", "b"]], ["a", "b", "c"]]
CYCLE_DICTS = [{1: 1, 0: 2, 2: 2}, {2: 1, 0: 2, 1: 2}, {0: 1, 1: 2, 2: 3}]
CYCLE_WEIGHTS = [2, 4, 3]


def test_minimax_measures_differ_on_weak_orders() -> None:
    """With ties, the size of a defeat depends on the measure; each matches its pref_voting twin:
    margins tie all three at 1; worst winning votes a 4, b 3, c 5; worst opposition a 4, b 4,
    c 5."""
    ours = Profile.from_rankings(CYCLE_RANKINGS, weights=CYCLE_WEIGHTS, alternatives="abc")
    theirs = _weak(CYCLE_DICTS, CYCLE_WEIGHTS, 3)
    winners = {
        measure: set(aggregate(ours, "minimax", measure=measure).winners)
        for measure in ("margins", "winning_votes", "pairwise_opposition")
    }
    assert winners["margins"] == {ALTS[c] for c in minimax(theirs)} == {"a", "b", "c"}
    assert winners["winning_votes"] == {ALTS[c] for c in minimax_support(theirs)} == {"b"}
    assert winners["pairwise_opposition"] == {ALTS[c] for c in minimax_opposition(theirs)}
    assert winners["pairwise_opposition"] == {"a", "b"}


def test_schulze_strengths_differ_on_weak_orders() -> None:
    ours = Profile.from_rankings(CYCLE_RANKINGS, weights=CYCLE_WEIGHTS, alternatives="abc")
    theirs = _weak(CYCLE_DICTS, CYCLE_WEIGHTS, 3)
    margins = set(aggregate(ours, "schulze").winners)
    votes = set(aggregate(ours, "schulze", strength="winning_votes").winners)
    assert margins == {ALTS[c] for c in beat_path(theirs)} == {"a", "b", "c"}
    assert votes == {ALTS[c] for c in beat_path_wv(theirs)} == {"b"}


def test_copeland_scores_are_an_affine_image_of_pref_voting_scores() -> None:
    rng = np.random.default_rng(5)
    orders = [rng.permutation(5).tolist() for _ in range(6)]
    ours = aggregate(
        Profile.from_rankings([[ALTS[c] for c in o] for o in orders], alternatives=ALTS[:5]),
        "copeland",
    )
    theirs = PvProfile(orders).copeland_scores()
    assert {a: 2 * s - 4 for a, s in ours.scores.items()} == {ALTS[c]: s for c, s in theirs.items()}
