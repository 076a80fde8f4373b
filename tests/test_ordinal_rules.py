"""Hand-computed textbook cases for the ordinal rules, their tie conventions, and the axioms they
do not claim (a stored counterexample each).

Sources of the cases:
- "Tennessee capital": Wikipedia, articles "Condorcet method", "Borda count", "Instant-runoff
  voting", "Kemeny–Young method" (42% Memphis, 26% Nashville, 15% Chattanooga, 17% Knoxville,
  each ranking the cities by distance).
- "Schulze 45 voters": Wikipedia, "Schulze method", section "Example" (after Schulze 2011);
  its pairwise matrix d and strongest-path matrix p are copied from that page.
- The IRV monotonicity failure: the classic 39/35/26 example (Wikipedia, "Monotonicity
  criterion"), checked by hand below.
Other cases are small profiles computed by hand in the comments next to them.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from fairagents import IncompatibleProfileError, Profile, aggregate, get_rule
from fairagents.aggregators._kemeny import MAX_ALTERNATIVES
from fairagents.majority import condorcet_loser, condorcet_winner

ORDINAL = ["plurality", "borda", "copeland", "minimax", "schulze", "instant_runoff", "kemeny_young"]

M, N, C, K = "Memphis", "Nashville", "Chattanooga", "Knoxville"
TENNESSEE = Profile.from_rankings(
    [[M, N, C, K], [N, C, K, M], [C, K, N, M], [K, C, N, M]], weights=[42, 26, 15, 17]
)

SCHULZE_45 = [(5, "ACBED"), (5, "ADECB"), (8, "BEDAC"), (3, "CABED"), (7, "CAEBD"),
              (2, "CBADE"), (7, "DCEBA"), (8, "EBADC")]  # fmt: skip
WIKI_45 = Profile.from_rankings(
    [list(r) for _, r in SCHULZE_45], weights=[w for w, _ in SCHULZE_45], alternatives="ABCDE"
)


def _groups(outcome_ranking: tuple[tuple[str, ...], ...]) -> list[set[str]]:
    return [set(g) for g in outcome_ranking]


# -- Tennessee --------------------------------------------------------------------------------


def test_tennessee_plurality_elects_memphis() -> None:
    out = aggregate(TENNESSEE, "plurality")
    assert out.winners == (M,)
    assert out.scores == {M: 42.0, N: 26.0, C: 15.0, K: 17.0}
    assert "42 of 100" in out.explanation


def test_tennessee_borda_elects_nashville() -> None:
    out = aggregate(TENNESSEE, "borda")
    assert out.scores == {M: 126.0, N: 194.0, C: 173.0, K: 107.0}
    assert out.ranking == ((N,), (C,), (M,), (K,))


def test_tennessee_condorcet_rules_elect_the_condorcet_winner_nashville() -> None:
    assert condorcet_winner(TENNESSEE) == N
    for rule in ("copeland", "minimax", "schulze", "kemeny_young"):
        assert aggregate(TENNESSEE, rule).winners == (N,), rule


def test_tennessee_copeland_and_minimax_scores() -> None:
    # N beats all three; C beats K and M; K beats M. Worst defeats (margins): M by 58−42 = 16,
    # C by N 68−32 = 36, K by C 83−17 = 66.
    assert aggregate(TENNESSEE, "copeland").scores == {M: 0.0, N: 3.0, C: 2.0, K: 1.0}
    out = aggregate(TENNESSEE, "minimax")
    assert out.scores == {M: -16.0, N: 0.0, C: -36.0, K: -66.0}
    assert "undefeated" in out.explanation


def test_tennessee_schulze_and_kemeny_rank_by_distance() -> None:
    expected = ((N,), (C,), (K,), (M,))
    assert aggregate(TENNESSEE, "schulze").ranking == expected
    out = aggregate(TENNESSEE, "kemeny_young")
    assert out.ranking == expected
    # 68 (N>C) + 68 (N>K) + 58 (N>M) + 83 (C>K) + 58 (C>M) + 58 (K>M) = 393.
    assert out.scores[N] == 393.0
    assert "agrees with 393 of the 600" in out.explanation
    assert "only optimal ranking" in out.explanation


def test_tennessee_instant_runoff_elects_knoxville() -> None:
    # Round 1: C has 15 → out, its votes go to K (32). Round 2: N 26 → out, to C→K: K 58 > M 42.
    out = aggregate(TENNESSEE, "instant_runoff")
    assert out.winners == (K,)
    assert out.ranking == ((K,), (M,), (N,), (C,))
    assert "round 1: Memphis 42, Nashville 26, Knoxville 17, Chattanooga 15" in out.explanation
    assert "round 3: Knoxville 58, Memphis 42" in out.explanation


# -- Schulze's 45 voters ----------------------------------------------------------------------


def test_schulze_45_voters_pairwise_and_strongest_paths() -> None:
    d = [
        [0, 20, 26, 30, 22],
        [25, 0, 16, 33, 18],
        [19, 29, 0, 17, 24],
        [15, 12, 28, 0, 14],
        [23, 27, 21, 31, 0],
    ]
    assert WIKI_45.majority.tolist() == d
    out = aggregate(WIKI_45, "schulze", strength="winning_votes")
    assert out.ranking == (("E",), ("A",), ("C",), ("B",), ("D",))
    assert out.params == {"strength": "winning_votes"}
    # p row of E in Wikipedia's table: 25, 28, 28, 31; column of E: 24 everywhere.
    for shown in ("p[E,A]=25 > p[A,E]=24", "p[E,B]=28 > p[B,E]=24", "p[E,D]=31 > p[D,E]=24"):
        assert shown in out.explanation
    # Linear ballots: margins are 2·d − 45, a monotone image, so the order is the same.
    assert aggregate(WIKI_45, "schulze").ranking == out.ranking


def test_schulze_45_voters_other_rules() -> None:
    # First places: A 10, B 8, C 12, D 7, E 8.
    assert aggregate(WIKI_45, "plurality").winners == ("C",)
    # E beats A (23–22), B (27–18), D (31–14), loses to C (21–24): Copeland 3, the most.
    assert aggregate(WIKI_45, "copeland").scores["E"] == 3.0
    assert aggregate(WIKI_45, "minimax").winners == ("E",)


# -- tie conventions ---------------------------------------------------------------------------


def test_plurality_splits_a_tied_top_and_reads_empty_rankings_as_all_tied() -> None:
    p = Profile.from_rankings([[["a", "b"], "c"], ["c"], []], weights=[2, 1, 3], alternatives="abc")
    out = aggregate(p, "plurality")
    # 2 split over a, b; 1 to c; the empty ranking ties all three: 1 each.
    assert out.scores == {"a": 2.0, "b": 2.0, "c": 2.0}
    assert set(out.winners) == {"a", "b", "c"}
    assert "tied first give each 1/k" in out.explanation


def test_borda_averages_tied_positions_and_omitted_alternatives_tie_last() -> None:
    explicit = Profile.from_rankings([["a", ["b", "c"]]])
    truncated = Profile.from_rankings([["a"]], alternatives="abc")
    for p in (explicit, truncated):
        assert aggregate(p, "borda").scores == {"a": 2.0, "b": 0.5, "c": 0.5}


def test_copeland_gives_half_a_point_for_a_pairwise_tie() -> None:
    p = Profile.from_rankings([["a", "b", "c"], ["b", "a", "c"]])
    out = aggregate(p, "copeland")
    assert out.scores == {"a": 1.5, "b": 1.5, "c": 0.0}
    assert out.winners == ("a", "b") and out.choice == "a"


def test_utility_and_approval_ballots_are_read_as_weak_orders() -> None:
    as_utilities = Profile.model_validate(
        {
            "alternatives": ["a", "b", "c"],
            "ballots": [
                {"voter": "u", "weight": 2, "utilities": {"a": 0.9, "b": 0.1, "c": 0.1}},
                {"voter": "v", "approvals": ["c"]},
                {"voter": "w", "utilities": {"a": 0.0, "b": 1.0, "c": 0.5}},
            ],
        }
    )
    as_rankings = Profile.from_rankings(
        [["a", ["b", "c"]], ["c", ["a", "b"]], ["b", "c", "a"]], weights=[2, 1, 1]
    )
    for rule in ORDINAL:
        ours, ref = aggregate(as_utilities, rule), aggregate(as_rankings, rule)
        assert (ours.winners, ours.ranking, ours.scores) == (ref.winners, ref.ranking, ref.scores)


def test_weights_equal_repeated_ballots() -> None:
    rng = np.random.default_rng(0)
    orders = [list(rng.permutation(list("abcde"))) for _ in range(6)]
    counts = [3, 1, 2, 4, 1, 2]
    weighted = Profile.from_rankings(orders, weights=counts, alternatives="abcde")
    repeated = Profile.from_rankings(
        [o for o, c in zip(orders, counts, strict=True) for _ in range(c)], alternatives="abcde"
    )
    for rule in ORDINAL:
        a, b = aggregate(weighted, rule), aggregate(repeated, rule)
        assert (a.winners, a.ranking, a.scores) == (b.winners, b.ranking, b.scores), rule


# -- Kemeny–Young -----------------------------------------------------------------------------


def _score(p: Profile, r: tuple[int, ...] | list[int]) -> float:
    """Kemeny score of the ranking r (indices, best first): Σ M[x, y] over x placed above y."""
    return float(sum(p.majority[x, y] for x, y in itertools.combinations(r, 2)))


def test_kemeny_dp_matches_brute_force_with_ties_and_counts() -> None:
    rng = np.random.default_rng(1)
    for _ in range(60):
        m = int(rng.integers(2, 6))
        alts = "abcde"[:m]
        rankings = [  # random weak orders: a permutation cut into random tie groups
            [
                [alts[c] for c in g]
                for g in np.array_split(rng.permutation(m), rng.integers(1, m + 1))
            ]
            for _ in range(int(rng.integers(1, 6)))
        ]
        weights = rng.integers(1, 4, len(rankings)).tolist()
        p = Profile.from_rankings(rankings, weights=weights, alternatives=alts)
        scored = [(_score(p, r), r) for r in itertools.permutations(range(m))]
        best = max(s for s, _ in scored)
        optimal = [r for s, r in scored if s == best]
        out = aggregate(p, "kemeny_young")
        assert set(out.winners) == {alts[r[0]] for r in optimal}
        for x in range(m):  # each score: the best ranking with x on top
            assert out.scores[alts[x]] == max(s for s, r in scored if r[0] == x)
        if len(optimal) == 1:
            assert tuple(p.index[a] for g in out.ranking for a in g) == optimal[0]
            assert "only optimal ranking" in out.explanation
        else:
            assert f"{len(optimal)} rankings tie" in out.explanation


def test_kemeny_ten_alternatives_and_the_size_limit() -> None:
    rng = np.random.default_rng(2)
    alts = [f"x{i}" for i in range(10)]
    p = Profile.from_rankings([list(rng.permutation(alts)) for _ in range(25)], alternatives=alts)
    out = aggregate(p, "kemeny_young")
    assert len(out.winners) == 1
    order = [p.index[a] for g in out.ranking for a in g]
    assert _score(p, order) == max(out.scores.values())  # the reported ranking is optimal
    maj = p.majority  # so no adjacent swap improves it
    assert all(maj[a, b] >= maj[b, a] for a, b in itertools.pairwise(order))
    big = [f"y{i}" for i in range(MAX_ALTERNATIVES + 1)]
    huge = Profile.from_rankings([big])
    rule = get_rule("kemeny_young")
    assert not rule.accepts(huge)
    with pytest.raises(IncompatibleProfileError, match="21 alternatives, more than its limit"):
        rule(huge)


# -- axioms a rule does not claim: stored counterexamples -------------------------------------


def test_plurality_can_elect_the_condorcet_loser() -> None:
    # a has 3 first places, the most; but b and c each beat a 4–3.
    p = Profile.from_rankings(
        [["a", "b", "c"], ["b", "c", "a"], ["c", "b", "a"]], weights=[3, 2, 2]
    )
    assert condorcet_loser(p) == "a" == aggregate(p, "plurality").choice
    assert "condorcet_loser" not in get_rule("plurality").axioms


def test_minimax_can_elect_the_condorcet_loser() -> None:
    # Found by a seeded search: a loses 8–11 to everyone (worst defeat 3) yet every rival has a
    # worse defeat somewhere.
    rankings = [list("acbd"), list("adcb"), list("bdca"), list("dcba"), list("cbda")]
    p = Profile.from_rankings(rankings, weights=[4, 4, 5, 3, 3])
    assert condorcet_loser(p) == "a"
    assert aggregate(p, "minimax").winners == ("a",)
    assert "condorcet_loser" not in get_rule("minimax").axioms


def test_borda_can_miss_the_condorcet_winner() -> None:
    # a beats b 3–2 and c 3–2, but Borda gives a 3·2 = 6, b 3·1 + 2·2 = 7, c 2·1 = 2.
    p = Profile.from_rankings([["a", "b", "c"], ["b", "c", "a"]], weights=[3, 2])
    assert condorcet_winner(p) == "a"
    assert aggregate(p, "borda").winners == ("b",)


def test_instant_runoff_is_not_monotonic() -> None:
    # 39 A>B>C, 35 B>C>A, 26 C>A>B: C out, A 65 wins. Ten B>C>A voters raise A to the top:
    # A 49, B 25, C 26 → B out, its 25 go to C: C 51 beats A 49.
    before = Profile.from_rankings([list("ABC"), list("BCA"), list("CAB")], weights=[39, 35, 26])
    after = Profile.from_rankings(
        [list("ABC"), list("BCA"), list("CAB"), list("ABC")], weights=[39, 25, 26, 10]
    )
    assert aggregate(before, "instant_runoff").winners == ("A",)
    assert aggregate(after, "instant_runoff").winners == ("C",)
    assert "monotonicity" not in get_rule("instant_runoff").axioms


def test_instant_runoff_tied_elimination_can_elect_a_condorcet_loser() -> None:
    # One first place each: all three tie and win, although x and y each beat L 2–1.
    p = Profile.from_rankings([["x", "y", "L"], ["y", "x", "L"], ["L", "x", "y"]])
    assert condorcet_loser(p) == "L"
    assert set(aggregate(p, "instant_runoff").winners) == {"x", "y", "L"}
    assert "condorcet_loser" not in get_rule("instant_runoff").axioms
    # Parallel universes: dropping x elects y (2–1), dropping y or L elects x; L never wins.
    out = aggregate(p, "instant_runoff", ties="parallel_universes")
    assert set(out.winners) == {"x", "y"}
    assert out.scores == {"x": 2.0, "y": 2.0, "L": 1.0}


def test_instant_runoff_tied_elimination_is_not_clone_independent() -> None:
    # Without clones: a 4, b 3, c 4 → b out, to c: c 7 beats a 4.
    plain = Profile.from_rankings([list("acb"), list("bca"), list("cba")], weights=[4, 3, 4])
    # c split into adjacent clones c1, c2 (2 first places each): both tie last and fall
    # together, their 4 go to b: b 7 beats a 4. Whether b wins changed.
    a, b, c1, c2 = "a", "b", "c1", "c2"
    cloned = Profile.from_rankings(
        [[a, c1, c2, b], [b, c1, c2, a], [c1, c2, b, a], [c2, c1, b, a]], weights=[4, 3, 2, 2]
    )
    assert aggregate(plain, "instant_runoff").winners == ("c",)
    assert aggregate(cloned, "instant_runoff").winners == ("b",)
    assert "independence_of_clones" not in get_rule("instant_runoff").axioms


# -- parameters --------------------------------------------------------------------------------


def test_variant_parameters_are_recorded_and_validated() -> None:
    assert repr(get_rule("minimax", measure="winning_votes")) == (
        "Minimax(measure='winning_votes', tie_break='lexicographic')"
    )
    assert aggregate(TENNESSEE, "minimax").params == {}
    with pytest.raises(ValueError, match="measure 'margin' is unknown; known: margins"):
        get_rule("minimax", measure="margin")
    with pytest.raises(ValueError, match="strength 'votes' is unknown"):
        get_rule("schulze", strength="votes")
    with pytest.raises(ValueError, match="ties 'random' is unknown; known: eliminate_all"):
        get_rule("instant_runoff", ties="random")


@pytest.mark.parametrize("rule", ORDINAL)
def test_every_ordinal_rule_is_registered_and_declares_itself(rule: str) -> None:
    agg = get_rule(rule)
    assert agg.name == rule and agg.input_kind == "ordinal" and agg.description
    one = Profile.from_rankings([["solo"]])
    assert aggregate(one, rule).winners == ("solo",)
