"""Cardinal and bargaining rules on hand-computed cases.

Every expected value below is worked out by hand in the comment next to it, from the rule's
definition in the cited source; nothing is copied from the implementation's output.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from fairagents import IncompatibleProfileError, Profile, aggregate, get_rule
from fairagents.aggregators._bargaining import (
    KalaiSmorodinsky,
    NashBargaining,
    NashBargainingLottery,
)
from fairagents.aggregators._base import AXIOMS, InputKind
from fairagents.aggregators._cardinal import Maximin, Prioritarian, Utilitarian
from fairagents.aggregators._nash_lottery import solve_nash_lottery
from fairagents.aggregators._welfare_order import leximin_compare

CARDINAL_RULES = [
    "utilitarian",
    "maximin",
    "leximin",
    "prioritarian",
    "nash_bargaining",
    "nash_bargaining_lottery",
    "kalai_smorodinsky",
    "score",
]


def profile(
    columns: dict[str, list[float]],
    weights: list[float] | None = None,
    disagreement: dict[str, float] | None = None,
) -> Profile:
    """A utility profile written column-wise: ``{"a": [u1(a), u2(a), …]}``."""
    n = len(next(iter(columns.values())))
    rows = [{alt: float(us[i]) for alt, us in columns.items()} for i in range(n)]
    return Profile.from_utilities(rows, weights=weights, disagreement=disagreement)


# -- the contract every rule here shares ----------------------------------------------------------


@pytest.mark.parametrize("name", [*CARDINAL_RULES, "approval"])
def test_rankings_only_profile_is_incompatible(name: str) -> None:
    rankings = Profile.from_rankings([["a", "b"], ["b", "a"]])
    rule = get_rule(name)
    assert not rule.accepts(rankings)
    with pytest.raises(IncompatibleProfileError, match=rf"rule '{name}' needs") as err:
        rule(rankings)
    assert "'v1'" in str(err.value)  # names the ballots that lack the input


@pytest.mark.parametrize("name", CARDINAL_RULES)
def test_declared_kind_and_axioms(name: str) -> None:
    rule = get_rule(name)
    assert rule.input_kind is InputKind.CARDINAL
    assert rule.axioms <= set(AXIOMS)
    assert rule.description


def test_scale_invariance_claims_follow_the_definitions() -> None:
    # Utilitarian and maximin compare utility levels across voters, so rescaling one voter's
    # utilities can change them; the bargaining solutions divide each voter's gains by their own
    # range, so it cannot.
    assert "scale_invariance" not in Utilitarian.axioms
    assert "scale_invariance" not in Maximin.axioms
    assert {"scale_invariance", "individual_rationality"} <= NashBargaining.axioms
    assert {"scale_invariance", "individual_rationality"} <= KalaiSmorodinsky.axioms


@pytest.mark.parametrize("name", CARDINAL_RULES)
def test_weights_ties_and_tie_break(name: str) -> None:
    # Two voters with mirror-image utilities: every rule here is symmetric, so a and b tie.
    p = profile({"a": [1, 0], "b": [0, 1], "c": [0, 0]})
    out = aggregate(p, name)
    assert set(out.winners) >= {"a", "b"}
    assert out.choice == min(out.winners)
    rnd = get_rule(name, tie_break="random", seed=3)(p)
    assert rnd.choice in rnd.winners
    assert rnd.params["tie_break"] == "random"
    assert rnd.params["seed"] == 3


# -- utilitarian and maximin: the textbook contrast -----------------------------------------------


def test_utilitarian_and_maximin_disagree() -> None:
    # Moulin (1988, ch. 2): sums favour a = (10, 1) (total 11) over b = (5, 4) (total 9); the
    # worst-off fares better under b (4 > 1).
    p = profile({"a": [10, 1], "b": [5, 4]})
    util = aggregate(p, "utilitarian")
    assert util.winners == ("a",)
    assert util.scores == {"a": 11.0, "b": 9.0}
    mm = aggregate(p, "maximin")
    assert mm.winners == ("b",)
    assert mm.scores == {"a": 1.0, "b": 4.0}
    assert "worst-off voter gets 4 under 'b' (voter 'v2')" in mm.explanation
    assert "weights do not change a minimum" in mm.explanation


def test_utilitarian_weights() -> None:
    # weights 3, 1: a = 3·1 + 0 = 3, b = 3·0 + 1·2 = 2.
    p = profile({"a": [1, 0], "b": [0, 2]}, weights=[3, 1])
    out = aggregate(p, "utilitarian")
    assert out.scores == {"a": 3.0, "b": 2.0}
    assert "'a' has the largest weighted sum of utilities, 3 (weights total 4)" in out.explanation


def test_maximin_ignores_weights() -> None:
    p = profile({"a": [3, 1], "b": [2, 2]})
    heavy = profile({"a": [3, 1], "b": [2, 2]}, weights=[100, 0.01])
    assert aggregate(p, "maximin").winners == aggregate(heavy, "maximin").winners == ("b",)


def test_maximin_is_not_scale_invariant() -> None:
    # Stored counterexample: rescaling voter 2 by 10 turns the worst-off voter around.
    p = profile({"a": [0.2, 0.9], "b": [0.5, 0.3]})
    assert aggregate(p, "maximin").winners == ("b",)  # mins: a 0.2, b 0.3
    scaled = profile({"a": [0.2, 9.0], "b": [0.5, 3.0]})
    assert aggregate(scaled, "maximin").winners == ("b",)  # mins: a 0.2, b 0.5
    scaled = profile({"a": [2.0, 0.9], "b": [5.0, 0.3]})
    assert aggregate(scaled, "maximin").winners == ("a",)  # voter 1 × 10: mins a 0.9, b 0.3


# -- leximin --------------------------------------------------------------------------------------


def test_leximin_breaks_maximin_ties() -> None:
    # Sen (1970, ch. 9): sorted vectors a (1, 2, 9), b (1, 3, 3), c (0, 9, 9). Maximin ties a, b
    # at 1; leximin looks at the second worst-off: 3 > 2, so b > a > c.
    p = profile({"a": [1, 2, 9], "b": [3, 1, 3], "c": [9, 9, 0]})
    assert aggregate(p, "maximin").winners == ("a", "b")
    out = aggregate(p, "leximin")
    assert out.ranking == (("b",), ("a",), ("c",))
    assert out.scores == {"a": 1.0, "b": 1.0, "c": 0.0}  # scores report the worst-off


def test_leximin_weights_are_multiplicities() -> None:
    # Voter x has weight 2, so a's distribution is (1, 1, 3, 3), b's (1, 2, 2, 2): b wins at the
    # second position. Unweighted, a's (1, 3, 3) beats b's (1, 2, 2).
    cols = {"a": [1, 3, 3], "b": [2, 1, 2]}
    assert aggregate(profile(cols), "leximin").winners == ("a",)
    assert aggregate(profile(cols, weights=[2, 1, 1]), "leximin").winners == ("b",)
    # The same ballots replicated give the same social order.
    replicated = profile({"a": [1, 1, 3, 3], "b": [2, 2, 1, 2]})
    assert (
        aggregate(replicated, "leximin").ranking
        == aggregate(profile(cols, weights=[2, 1, 1]), "leximin").ranking
    )


def test_leximin_fractional_weights_equal_scaled_integers() -> None:
    rng = np.random.default_rng(7)
    for _ in range(200):
        n, m = int(rng.integers(1, 5)), int(rng.integers(2, 5))
        u = rng.integers(0, 3, size=(n, m)).astype(float)
        halves = rng.integers(1, 4, size=n)  # weights 0.5, 1, 1.5
        cols = {f"x{k}": list(u[:, k]) for k in range(m)}
        weighted = profile(cols, weights=list(halves / 2))
        rows = np.repeat(u, halves, axis=0)
        replicated = profile({f"x{k}": list(rows[:, k]) for k in range(m)})
        assert aggregate(weighted, "leximin").ranking == aggregate(replicated, "leximin").ranking


def test_leximin_compare_is_an_order() -> None:
    a, b = [(1.0, 1.0), (2.0, 1.0)], [(1.0, 1.0), (3.0, 1.0)]
    assert leximin_compare(a, b) == -1
    assert leximin_compare(b, a) == 1
    assert leximin_compare(a, a) == 0


# -- prioritarian ---------------------------------------------------------------------------------


def test_prioritarian_gives_priority_to_the_worse_off() -> None:
    # Parfit (1997): a = (1, 9) has the larger sum (10 vs 9), but with f = log,
    # log 1 + log 9 = 2.197 < log 4 + log 5 = 2.996, so b = (4, 5) wins.
    p = profile({"a": [1, 9], "b": [4, 5]})
    assert aggregate(p, "utilitarian").winners == ("a",)
    out = aggregate(p, "prioritarian", alpha=1.0)
    assert out.winners == ("b",)
    # scores are equally distributed equivalents: geometric means √9 = 3 and √20.
    assert out.scores["a"] == pytest.approx(3.0)
    assert out.scores["b"] == pytest.approx(math.sqrt(20))
    assert out.params == {"alpha": 1.0, "transform": "atkinson"}


def test_prioritarian_atkinson_formula() -> None:
    # α = 2: f(u) = -1/u. EDE = (Σ sᵢ uᵢ^-1)^-1, the harmonic mean: a (1, 4) → 1.6.
    p = profile({"a": [1, 4], "b": [2, 2]})
    out = aggregate(p, "prioritarian", alpha=2.0)
    assert out.scores["a"] == pytest.approx(1.6)
    assert out.scores["b"] == pytest.approx(2.0)
    # α = 0.5 with weights 3, 1: EDE = (0.75·√1 + 0.25·√4)² = 1.5625.
    weighted = profile({"a": [1, 4], "b": [2, 2]}, weights=[3, 1])
    assert aggregate(weighted, "prioritarian").scores["a"] == pytest.approx(1.5625)


def test_prioritarian_limits() -> None:
    rng = np.random.default_rng(3)
    for _ in range(100):
        u = rng.integers(1, 6, size=(3, 4)).astype(float)
        p = profile({f"x{k}": list(u[:, k]) for k in range(4)}, weights=[1, 2, 3])
        # α = 0 is utilitarian; Kolm with a large α ranks the worst-off first, as maximin.
        assert (
            aggregate(p, "prioritarian", alpha=0.0).ranking == aggregate(p, "utilitarian").ranking
        )
        kolm = aggregate(p, "prioritarian", transform="kolm", alpha=200.0)
        assert set(kolm.winners) <= set(aggregate(p, "maximin").winners)


def test_prioritarian_kolm_accepts_negative_utilities() -> None:
    # Kolm, α = 1: EDE = -log(Σ sᵢ e^{-uᵢ}). a (-1, 3): -log((e + e^-3)/2) = -0.3068…
    p = profile({"a": [-1, 3], "b": [0.5, 0.5]})
    out = aggregate(p, "prioritarian", transform="kolm", alpha=1.0)
    assert out.scores["a"] == pytest.approx(-math.log((math.e + math.exp(-3)) / 2))
    assert out.winners == ("b",)


def test_prioritarian_rejects_utilities_outside_atkinson_domain() -> None:
    p = profile({"a": [-1, 3], "b": [0.5, 0.5]})
    rule = Prioritarian()
    assert not rule.accepts(p)
    with pytest.raises(IncompatibleProfileError, match=r"voter 'v1' gives 'a' -1.*kolm"):
        rule(p)
    zero = profile({"a": [0, 3], "b": [1, 1]})
    assert Prioritarian(alpha=0.5).accepts(zero)  # √0 = 0 is fine
    with pytest.raises(IncompatibleProfileError, match=r"needs utilities > 0"):
        Prioritarian(alpha=1.0)(zero)


@pytest.mark.parametrize(
    "kwargs",
    [{"alpha": -1.0}, {"alpha": math.inf}, {"transform": "kolm", "alpha": 0.0}, {"transform": "x"}],
)
def test_prioritarian_bad_parameters(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError, match=r"alpha|transform"):
        Prioritarian(**kwargs)  # type: ignore[arg-type]


def test_repr_shows_parameters() -> None:
    assert repr(Prioritarian(alpha=2.0)) == (
        "Prioritarian(alpha=2.0, transform='atkinson', tie_break='lexicographic')"
    )


# -- Nash bargaining over alternatives ------------------------------------------------------------


def test_nash_product_with_given_disagreement() -> None:
    # Nash (1950), d = (0, 0): products a 4·1 = 4, b 2·3 = 6, c 3·2 = 6, e 1·5 = 5.
    d = {"v1": 0.0, "v2": 0.0}
    p = profile({"a": [4, 1], "b": [2, 3], "c": [3, 2], "e": [1, 5]}, disagreement=d)
    out = aggregate(p, "nash_bargaining")
    assert out.ranking == (("b", "c"), ("e",), ("a",))
    assert out.scores["b"] == pytest.approx(math.sqrt(6))  # geometric-mean gain
    assert "d as given in the profile" in out.explanation
    # weights are exponents: 2·log 4 + log 1 = log 16 beats 2·log 2 + log 3 = log 12.
    weighted = profile({"a": [4, 1], "b": [2, 3]}, weights=[2, 1], disagreement=d)
    assert aggregate(weighted, "nash_bargaining").winners == ("a",)


def test_nash_is_scale_invariant_but_utilitarian_is_not() -> None:
    d = {"v1": 0.0, "v2": 0.0}
    p = profile({"a": [4, 1], "b": [2, 3]}, disagreement=d)  # products 4 < 6
    scaled = profile({"a": [40, 1], "b": [20, 3]}, disagreement=d)  # 40 < 60
    assert aggregate(p, "nash_bargaining").winners == aggregate(scaled, "nash_bargaining").winners
    assert aggregate(p, "utilitarian").winners == ("a", "b")  # sums 5 and 5
    assert aggregate(scaled, "utilitarian").winners == ("a",)  # 41 > 23


def test_nash_fallback_when_nobody_can_all_gain() -> None:
    # Default d = each voter's worst utility = (0, 0). a = (2, 0), b = (0, 2), c = (1, 0): every
    # alternative leaves someone at d, so every Nash product is 0. Fallback (Caragiannis et al.
    # 2019): most gaining weight, then the product of range-normalized gains: a (1), b (1),
    # c (0.5) all have one gainer → a, b tie above c.
    p = profile({"a": [2, 0], "b": [0, 2], "c": [1, 0]})
    out = aggregate(p, "nash_bargaining")
    assert out.ranking == (("a", "b"), ("c",))
    assert out.scores == {"a": 0.0, "b": 0.0, "c": 0.0}
    assert "every Nash product is 0" in out.explanation
    # Voter 1 weighing 2: a and c let weight 2 gain, b only 1 → a > c > b.
    weighted = profile({"a": [2, 0], "b": [0, 2], "c": [1, 0]}, weights=[2, 1])
    assert aggregate(weighted, "nash_bargaining").ranking == (("a",), ("c",), ("b",))


def test_nash_fallback_is_scale_invariant() -> None:
    p = profile({"a": [2, 0], "b": [0, 2], "c": [1, 0]})
    scaled = profile({"a": [200, 0], "b": [0, 2], "c": [100, 0]})
    assert aggregate(p, "nash_bargaining").ranking == aggregate(scaled, "nash_bargaining").ranking


def test_nash_individual_rationality_with_given_d() -> None:
    # d = (1, 1): a = (3, 0) and b = (0, 3) leave someone below d; c = (1, 1) leaves both at d,
    # so c is the only individually rational alternative and wins.
    d = {"v1": 1.0, "v2": 1.0}
    p = profile({"a": [3, 0], "b": [0, 3], "c": [1, 1]}, disagreement=d)
    out = aggregate(p, "nash_bargaining")
    assert out.winners == ("c",)
    assert "leaves everyone at d" in out.explanation
    # With d = (2, 2) every alternative leaves someone below d: the smallest shortfall, each
    # voter's divided by their range 3, wins: a (0 + 2/3), b (2/3 + 0), c (1/6 + 1/6).
    cols = {"a": [3, 0], "b": [0, 3], "c": [1.5, 1.5]}
    high = profile(cols, disagreement={"v1": 2, "v2": 2})
    high_out = aggregate(high, "nash_bargaining")
    assert high_out.ranking == (("c",), ("a", "b"))
    assert "smallest weighted shortfall" in high_out.explanation


def test_nash_leaves_out_indifferent_voters() -> None:
    # v3 gives 5 to everything: their gain over their worst is 0 everywhere, which would zero
    # every product. Left out, the other two decide: products a 2, b 1.
    p = profile({"a": [2, 1, 5], "b": [1, 1.5, 5], "c": [0, 0, 5]})
    # d = (0, 0, 5): a (2·1) = 2, b (1·1.5) = 1.5, c 0.
    assert aggregate(p, "nash_bargaining").ranking == (("a",), ("b",), ("c",))
    flat = profile({"a": [1, 1], "b": [1, 1]})
    assert aggregate(flat, "nash_bargaining").winners == ("a", "b")
    assert "indifferent" in aggregate(flat, "nash_bargaining").explanation


# -- Nash bargaining over lotteries ---------------------------------------------------------------


def test_nash_lottery_closed_form() -> None:
    # u1 = (1, 0), u2 = (0, 1), d = 0: maximize w1 log p + w2 log(1 − p) → p = w1 / (w1 + w2).
    for w1, w2 in [(1, 1), (2, 1), (1, 3)]:
        p = profile({"a": [1, 0], "b": [0, 1]}, weights=[w1, w2])
        out = aggregate(p, "nash_bargaining_lottery")
        assert out.lottery is not None
        assert out.lottery["a"] == pytest.approx(w1 / (w1 + w2), abs=1e-6)
        assert out.scores == out.lottery
        assert out.choice == ("a" if w1 >= w2 else "b")


def test_nash_lottery_prefers_a_lottery_to_a_bad_compromise() -> None:
    # c = (0.4, 0.4) is a poor compromise: ½a + ½b gives (0.5, 0.5). With c = (0.6, 0.6) the
    # compromise dominates every lottery of a and b, and is chosen for sure.
    bad = aggregate(profile({"a": [1, 0], "b": [0, 1], "c": [0.4, 0.4]}), "nash_bargaining_lottery")
    assert bad.lottery is not None
    assert bad.lottery["c"] == pytest.approx(0.0, abs=1e-6)
    good = aggregate(
        profile({"a": [1, 0], "b": [0, 1], "c": [0.6, 0.6]}), "nash_bargaining_lottery"
    )
    assert good.lottery is not None
    assert good.lottery["c"] == pytest.approx(1.0, abs=1e-6)
    assert good.winners == ("c",)


def _log_nash(r: np.ndarray, w: np.ndarray, p: np.ndarray) -> float:
    x = r @ p
    return -math.inf if (x <= 0).any() else float((w * np.log(x)).sum())


def test_nash_lottery_beats_a_fine_grid_and_meets_kkt() -> None:
    rng = np.random.default_rng(11)
    steps = 60
    grid = [
        np.array([i, j, steps - i - j]) / steps
        for i, j in itertools.product(range(steps + 1), repeat=2)
        if i + j <= steps
    ]
    for _ in range(60):
        n = int(rng.integers(2, 6))
        u = rng.random((n, 3))
        w = rng.integers(1, 4, size=n).astype(float)
        r = (u - u.min(axis=1, keepdims=True)) / np.ptp(u, axis=1, keepdims=True)
        sol = solve_nash_lottery(r, w)
        assert sol.case == "all_gain"
        p = sol.lottery
        assert p.min() >= 0 and p.sum() == pytest.approx(1.0)
        value = _log_nash(r, w, p)
        assert value >= max(_log_nash(r, w, q) for q in grid) - 1e-9
        # KKT for max Σ wᵢ log(rᵢ·p) on the simplex: ∂/∂pₐ = Σ wᵢ rᵢₐ / (rᵢ·p) ≤ Σ wᵢ, with
        # equality on the support.
        marginal = r.T @ (w / (r @ p)) / w.sum()
        assert marginal.max() <= 1 + 1e-5
        assert np.allclose(marginal[p > 1e-4], 1.0, atol=1e-5)


def test_nash_lottery_is_scale_invariant() -> None:
    base = profile({"a": [1, 0, 0.2], "b": [0, 1, 0.9], "c": [0.5, 0.3, 0]}, weights=[1, 2, 1])
    scaled = profile({"a": [10, 0, 0.2], "b": [0, 1, 0.9], "c": [5, 0.3, 0]}, weights=[1, 2, 1])
    one = aggregate(base, "nash_bargaining_lottery").lottery
    two = aggregate(scaled, "nash_bargaining_lottery").lottery
    assert one is not None and two is not None
    assert one == pytest.approx(two, abs=1e-6)


def test_nash_lottery_fallbacks() -> None:
    # d = (1, 1) with a = (3, 0), b = (0, 3), c = (1, 1): any weight on a or b pushes someone
    # below d unless balanced; ½a + ½b gives (1.5, 1.5), so everyone can gain: all_gain, and by
    # symmetry the lottery is ½a + ½b.
    d = {"v1": 1.0, "v2": 1.0}
    p = profile({"a": [3, 0], "b": [0, 3], "c": [1, 1]}, disagreement=d)
    out = aggregate(p, "nash_bargaining_lottery")
    assert out.lottery == pytest.approx({"a": 0.5, "b": 0.5, "c": 0.0}, abs=1e-6)
    # Status quo c = (1, 1) with a = (2, 0.5): voter 2 can never gain, so only voter 1 gains,
    # subject to voter 2 staying at d: E u2 = 1 − 0.5 pₐ ≥ 1 forces pₐ = 0 → c for sure.
    sq = profile({"a": [2, 0.5], "c": [1, 1]}, disagreement=d)
    sol = NashBargainingLottery().solve(sq)
    assert sol.case == "none_gain"
    assert sol.lottery == pytest.approx([0.0, 1.0], abs=1e-6)
    # v2 cannot gain anywhere and loses under c, so c is excluded (pc = 0) and no lottery lets
    # everyone gain; v1 gains only via a (gain pₐ), v3 loses 1 under a and gains 1 under b
    # (gain pᵦ − pₐ). Maximize log pₐ + log(1 − 2pₐ): 1/pₐ = 2/(1 − 2pₐ) → pₐ = 1/4.
    mixed = profile(
        {"a": [2, 1, 0], "b": [1, 1, 2], "c": [1, 0, 1]},
        disagreement={"v1": 1.0, "v2": 1.0, "v3": 1.0},
    )
    sol = NashBargainingLottery().solve(mixed)
    assert sol.case == "some_gain"
    assert sol.lottery == pytest.approx([0.25, 0.75, 0.0], abs=1e-5)
    # No lottery leaves everyone at or above d = (2.5, 2.5): the max-min lottery is returned.
    none = profile({"a": [3, 0], "b": [0, 3]}, disagreement={"v1": 2.5, "v2": 2.5})
    sol = NashBargainingLottery().solve(none)
    assert sol.case == "no_ir"
    assert sol.lottery == pytest.approx([0.5, 0.5], abs=1e-6)


def test_nash_lottery_many_voters() -> None:
    rng = np.random.default_rng(5)
    u = rng.random((2000, 6))
    p = Profile.from_utilities(
        [dict(zip("abcdef", map(float, row), strict=True)) for row in u],
        weights=list(rng.integers(1, 4, size=2000).astype(float)),
    )
    out = aggregate(p, "nash_bargaining_lottery")
    assert out.lottery is not None
    assert sum(out.lottery.values()) == pytest.approx(1.0)


def test_nash_lottery_with_a_status_quo_many_voters() -> None:
    # d = each voter's utility for the status quo a: few or no lotteries are individually
    # rational for 3,000 random voters. Whatever the case, nobody may expect less than d.
    rng = np.random.default_rng(6)
    u = rng.random((3000, 5))
    rows = [dict(zip("abcde", map(float, row), strict=True)) for row in u]
    p = Profile.from_utilities(rows, disagreement={f"v{i + 1}": r["a"] for i, r in enumerate(rows)})
    sol = NashBargainingLottery().solve(p)
    assert sol.case in {"none_gain", "some_gain"}
    assert (u @ sol.lottery >= u[:, 0] - 1e-9).all()


def test_nash_lottery_degenerate_cases_beat_a_grid() -> None:
    # With d = a status quo's utilities, t* = 0 is common: then the product of the voters who
    # can gain is maximized over the individually rational lotteries. Check against a grid.
    rng = np.random.default_rng(9)
    steps = 60
    grid = np.array([[i, j, steps - i - j] for i in range(steps + 1) for j in range(steps + 1 - i)])
    grid = grid / steps
    seen = 0
    for _ in range(400):
        n = int(rng.integers(2, 6))
        u = rng.integers(0, 4, size=(n, 3)).astype(float)
        w = rng.integers(1, 4, size=n).astype(float)
        span = np.ptp(u, axis=1)
        keep = span > 0
        r = ((u - u[:, [int(rng.integers(0, 3))]]) / np.where(span > 0, span, 1)[:, None])[keep]
        sol = solve_nash_lottery(r, w[keep])
        if sol.case != "some_gain":
            continue
        seen += 1
        expected = grid @ r.T
        rational = expected[(expected >= -1e-12).all(axis=1)]
        can_gain = (rational > 1e-12).any(axis=0)
        x = r[can_gain] @ sol.lottery
        assert (r @ sol.lottery >= -1e-9).all()
        ours = float((w[keep][can_gain] * np.log(x)).sum())
        gains = rational[:, can_gain]
        inside = gains[(gains > 0).all(axis=1)]
        assert ours >= (np.log(inside) * w[keep][can_gain]).sum(axis=1).max() - 1e-9
    assert seen > 10


def test_nash_lottery_bad_tolerance() -> None:
    with pytest.raises(ValueError, match="tol"):
        NashBargainingLottery(tol=0.5)


# -- Kalai–Smorodinsky ----------------------------------------------------------------------------


def test_kalai_smorodinsky_differs_from_nash() -> None:
    # Ideals 1 and 1, d = (0, 0) (each voter's worst, from a and c). b = (0.9, 0.35): Nash
    # product 0.315, smallest relative gain 0.35; e = (0.5, 0.6): product 0.30, smallest 0.5.
    # Nash picks b, Kalai–Smorodinsky (1975) picks e.
    p = profile({"a": [1, 0], "b": [0.9, 0.35], "c": [0, 1], "e": [0.5, 0.6]})
    assert aggregate(p, "nash_bargaining").winners == ("b",)
    ks = aggregate(p, "kalai_smorodinsky")
    assert ks.winners == ("e",)
    assert ks.scores == pytest.approx({"a": 0.0, "b": 0.35, "c": 0.0, "e": 0.5})
    assert "at least 0.5 of the way from d to their ideal (least: 'v1')" in ks.explanation


def test_kalai_smorodinsky_relative_to_ideal_and_leximin_ties() -> None:
    # Voter 1 ranges 0..10, voter 2 0..1: relative gains a (1, 0), b (0.6, 0.5), c (0, 1),
    # e (0.5, 0.9) → e (min 0.5) ties b at 0.5, leximin: e's (0.5, 0.9) > b's (0.5, 0.6).
    p = profile({"a": [10, 0], "b": [6, 0.5], "c": [0, 1], "e": [5, 0.9]})
    assert aggregate(p, "kalai_smorodinsky").ranking == (("e",), ("b",), ("a", "c"))


def _frontier(rng: np.random.Generator, n: int, m: int) -> np.ndarray:
    """Gains on a concave frontier, where the Nash lottery mixes several alternatives."""
    x = np.sqrt(rng.dirichlet(np.ones(n), size=m).T)
    return x / np.linalg.norm(x, axis=0)


@pytest.mark.parametrize("seed", range(6))
def test_nash_lottery_column_generation_agrees_with_the_dense_program(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    import fairagents.aggregators._nash_lottery as nl

    rng = np.random.default_rng(seed)
    n, m = int(rng.integers(2, 6)), int(rng.integers(nl.COLUMNS_FROM + 1, 28))
    r = _frontier(rng, n, m)
    if seed % 2:  # twins of some alternatives, and a voter who loses on a few
        r = np.c_[r, r[:, :3]]
        r[0, :2] -= 0.5
    w = rng.integers(1, 4, size=n).astype(float)
    by_columns = solve_nash_lottery(r, w)
    monkeypatch.setattr(nl, "COLUMNS_FROM", 10**9)
    dense = solve_nash_lottery(r, w)
    assert by_columns.case == dense.case == "all_gain"
    # The expected utilities are unique (strictly concave in them); the lottery need not be.
    assert r @ by_columns.lottery == pytest.approx(r @ dense.lottery, abs=1e-7)
    assert _log_nash(r, w, by_columns.lottery) >= _log_nash(r, w, dense.lottery) - 1e-12


@pytest.mark.parametrize(("n", "m"), [(3, 300), (4, 2000), (40, 300)])
def test_nash_lottery_on_many_alternatives_meets_the_optimality_conditions(n: int, m: int) -> None:
    # 300 alternatives × 3 voters did not finish in 120 s with the dense program (issue 21).
    rng = np.random.default_rng(m + n)
    r = _frontier(rng, n, m) if n < 10 else rng.normal(0.3, 1.0, (n, m))
    w = rng.integers(1, 4, size=n).astype(float)
    sol = solve_nash_lottery(r, w)
    p = sol.lottery
    assert sol.case == "all_gain" and p.min() >= 0 and p.sum() == pytest.approx(1.0)
    assert (p > 0).sum() <= n  # Carathéodory: an optimum needs at most n alternatives
    marginal = r.T @ (w / (r @ p)) / w.sum()
    assert marginal.max() <= 1 + 1e-7
    assert np.allclose(marginal[p > 0], 1.0, atol=1e-7)


def test_nash_lottery_refuses_the_degenerate_case_beyond_its_dense_limit() -> None:
    from fairagents.aggregators._nash_lottery import DENSE_LIMIT

    # Voter 2 gains nowhere: only some voters can gain, solved over all alternatives at once.
    m = DENSE_LIMIT + 1
    gains = np.array([np.linspace(0.0, 1.0, m), np.zeros(m)])
    with pytest.raises(IncompatibleProfileError, match=f"at most {DENSE_LIMIT}"):
        solve_nash_lottery(gains, np.ones(2))
    assert solve_nash_lottery(gains[:, :10], np.ones(2)).case == "some_gain"
