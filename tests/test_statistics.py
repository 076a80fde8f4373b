"""experiments.statistics against independent code and textbook examples.

Oracles: statsmodels where it is installed (the ``dev`` extra lists it), and, always, code
written here from the definitions (enumerating the binomial, hypergeometric and signed-rank
distributions) and worked examples from the literature.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats

from fairagents.experiments._statistics import (
    constant,
    detectable_difference,
    detectable_paired_difference,
    detectable_paired_mean,
    fisher,
    holm,
    mcnemar,
    mcnemar_counts,
    mcnemar_power,
    mean_interval,
    paired_difference,
    share_interval,
)

counts = st.integers(0, 400).flatmap(lambda n: st.tuples(st.integers(0, n), st.just(n)))


# --- Wilson intervals ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [
        # Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I,
        # method 3 (Wilson score, no continuity correction).
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
    ],
)
def test_wilson_matches_newcombes_table(k: int, n: int, low: float, high: float) -> None:
    s = share_interval(k, n)
    assert (round(s.low, 4), round(s.high, 4)) == (low, high)


@settings(max_examples=200, deadline=None)
@given(counts.filter(lambda c: c[1] > 0), st.sampled_from([0.8, 0.9, 0.95, 0.99]))
def test_wilson_matches_scipy(count: tuple[int, int], confidence: float) -> None:
    k, n = count
    s = share_interval(k, n, confidence=confidence)
    ci = stats.binomtest(k, n).proportion_ci(confidence_level=confidence, method="wilson")
    assert s.low == pytest.approx(ci.low, abs=1e-12)
    assert s.high == pytest.approx(ci.high, abs=1e-12)


@settings(max_examples=200, deadline=None)
@given(counts)
def test_wilson_contains_the_share_and_stays_in_the_unit_interval(count: tuple[int, int]) -> None:
    k, n = count
    s = share_interval(k, n)
    if n == 0:
        assert math.isnan(s.value) and math.isnan(s.low) and math.isnan(s.high)
        return
    assert 0.0 <= s.low <= s.value <= s.high <= 1.0
    assert s.low < s.high  # never degenerate, even at k = 0 or n
    assert s.constant == (k in (0, n))
    wider = share_interval(k, n, confidence=0.99)
    assert wider.low <= s.low and wider.high >= s.high


def test_share_interval_rejects_impossible_counts() -> None:
    with pytest.raises(ValueError, match="0 <= k <= n"):
        share_interval(5, 3)
    with pytest.raises(ValueError, match="confidence"):
        share_interval(1, 3, confidence=1.0)


def test_wilson_against_statsmodels() -> None:
    proportion = pytest.importorskip("statsmodels.stats.proportion")
    for k, n in [(0, 7), (3, 10), (50, 50), (81, 263), (1, 1000)]:
        low, high = proportion.proportion_confint(k, n, alpha=0.05, method="wilson")
        s = share_interval(k, n)
        assert (s.low, s.high) == pytest.approx((low, high), abs=1e-10)


# --- bootstrap means -----------------------------------------------------------------------


def test_bootstrap_mean_is_seeded_and_close_to_the_t_interval_on_a_large_normal_sample() -> None:
    values = np.random.default_rng(7).normal(10.0, 2.0, size=400)
    a = mean_interval(values, seed=3)
    assert a == mean_interval(values, seed=3)  # same seed, same interval
    t = stats.t.interval(0.95, len(values) - 1, loc=values.mean(), scale=stats.sem(values))
    # Independent theory: for n = 400 normal values BCa and t agree to a few hundredths of sd.
    assert a.low == pytest.approx(t[0], abs=0.05) and a.high == pytest.approx(t[1], abs=0.05)
    assert a.n == 400


@settings(max_examples=30, deadline=None)
@given(st.lists(st.floats(-100, 100, allow_nan=False), min_size=2, max_size=30))
def test_bootstrap_interval_contains_the_mean(values: list[float]) -> None:
    m = mean_interval(values, resamples=999)
    assert m.mean == pytest.approx(float(np.mean(values)))
    slack = 1e-9 * (1 + abs(m.mean))
    assert m.low - slack <= m.mean <= m.high + slack
    assert min(values) - slack <= m.low and m.high <= max(values) + slack


def test_bootstrap_edge_cases() -> None:
    assert math.isnan(mean_interval([]).mean)
    one = mean_interval([4.0])
    assert one.mean == 4.0 and math.isnan(one.low)
    assert mean_interval([1.0, float("nan"), 3.0]).n == 2


# --- exact McNemar -------------------------------------------------------------------------


def _exact_mcnemar(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value by summing the binomial(b + c, 1/2) probabilities."""
    d = b + c
    if d == 0:
        return 1.0
    tail = sum(math.comb(d, i) for i in range(min(b, c) + 1)) / 2**d
    return min(1.0, 2 * tail) if b != c else 1.0


@pytest.mark.parametrize(("b", "c"), [(1, 9), (9, 1), (0, 0), (5, 5), (0, 6), (150, 86)])
def test_mcnemar_matches_the_binomial_sum(b: int, c: int) -> None:
    assert mcnemar_counts(b, c).p == pytest.approx(_exact_mcnemar(b, c), rel=1e-10)


def test_mcnemar_on_agrestis_presidential_approval_table() -> None:
    # Agresti (2013), Table 11.1: 1600 people, approve/disapprove at two surveys; discordant
    # 150 (approve then disapprove) and 86. McNemar's z = (150 - 86) / sqrt(236) = 4.17, so
    # the exact p is of order 1e-5, and the share fell by 64/1600 = 0.04.
    first = [True] * 794 + [True] * 150 + [False] * 86 + [False] * 570
    second = [True] * 794 + [False] * 150 + [True] * 86 + [False] * 570
    m = mcnemar(first, second)
    assert (m.b, m.c, m.n) == (150, 86, 1600)
    assert m.difference == pytest.approx(0.04)
    assert 1e-5 < m.p < 1e-4
    z = (m.b - m.c) / math.sqrt(m.b + m.c)
    assert round(z, 2) == 4.17


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.booleans()), max_size=60))
def test_mcnemar_counts_the_discordant_pairs(pairs: list[tuple[bool, bool]]) -> None:
    first = [a for a, _ in pairs]
    second = [z for _, z in pairs]
    m = mcnemar(first, second)
    assert m.b == sum(a and not z for a, z in pairs)
    assert m.c == sum(z and not a for a, z in pairs)
    assert 0 < m.p <= 1
    swapped = mcnemar(second, first)
    assert (swapped.b, swapped.c, swapped.p) == (m.c, m.b, m.p)  # symmetric
    assert m.difference == pytest.approx(
        (sum(first) - sum(second)) / len(pairs) if pairs else math.nan, nan_ok=True
    )


def test_mcnemar_against_statsmodels() -> None:
    contingency = pytest.importorskip("statsmodels.stats.contingency_tables")
    for b, c in [(1, 9), (150, 86), (3, 3), (0, 4)]:
        expected = contingency.mcnemar([[10, b], [c, 10]], exact=True).pvalue
        assert mcnemar_counts(b, c).p == pytest.approx(expected, rel=1e-10)


def test_mcnemar_rejects_unequal_lengths() -> None:
    with pytest.raises(ValueError, match="differ in length"):
        mcnemar([True], [True, False])


# --- Fisher's exact test -------------------------------------------------------------------


def _fisher_by_enumeration(k1: int, n1: int, k2: int, n2: int) -> float:
    """Two-sided Fisher p: the hypergeometric probability of every table with the observed
    margins that is no more likely than the observed one (Agresti 2013, §3.5)."""
    total_k = k1 + k2
    n = n1 + n2

    def prob(x: int) -> float:
        return math.comb(n1, x) * math.comb(n2, total_k - x) / math.comb(n, total_k)

    observed = prob(k1)
    lo, hi = max(0, total_k - n2), min(n1, total_k)
    return min(1.0, sum(prob(x) for x in range(lo, hi + 1) if prob(x) <= observed * (1 + 1e-7)))


def test_fisher_on_the_tea_tasting_experiment() -> None:
    # Agresti (2013), Table 3.9: Fisher's lady guessed 3 of the 4 milk-first cups; the
    # two-sided p is 0.486 (one-sided 0.243).
    f = fisher(3, 4, 1, 4)
    assert round(f.p, 3) == 0.486
    assert f.odds_ratio == pytest.approx(9.0)
    assert f.difference == pytest.approx(0.5)


@settings(max_examples=150, deadline=None)
@given(counts.filter(lambda c: c[1] > 0), counts.filter(lambda c: c[1] > 0))
def test_fisher_matches_enumeration(a: tuple[int, int], b: tuple[int, int]) -> None:
    if a[1] + b[1] > 300:
        return
    f = fisher(a[0], a[1], b[0], b[1])
    assert f.p == pytest.approx(_fisher_by_enumeration(a[0], a[1], b[0], b[1]), rel=1e-6)
    assert 0 < f.p <= 1


def test_fisher_with_an_empty_sample_is_no_evidence() -> None:
    assert fisher(0, 0, 3, 10).p == 1.0
    assert math.isnan(fisher(0, 0, 3, 10).difference)


# --- paired numeric differences ------------------------------------------------------------


def _signed_rank_p(diff: list[float]) -> float:
    """Two-sided exact Wilcoxon signed-rank p by enumerating all 2^n sign patterns."""
    nonzero = [d for d in diff if d != 0]
    ranks = stats.rankdata([abs(d) for d in nonzero])
    observed = sum(r for r, d in zip(ranks, nonzero, strict=True) if d > 0)
    mean = ranks.sum() / 2
    far = abs(observed - mean)
    hits = sum(
        abs(sum(r for r, s in zip(ranks, signs, strict=True) if s) - mean) >= far - 1e-9
        for signs in itertools.product([False, True], repeat=len(nonzero))
    )
    return hits / 2 ** len(nonzero)


def test_paired_difference_matches_an_enumerated_signed_rank_test() -> None:
    after = [5.1, 3.2, 6.0, 4.4, 7.5, 2.0, 6.6, 5.9]
    before = [4.0, 3.5, 4.1, 4.0, 5.0, 2.3, 5.0, 4.2]
    d = paired_difference(after, before)
    diff = [a - b for a, b in zip(after, before, strict=True)]
    assert d.p == pytest.approx(_signed_rank_p(diff), rel=1e-9)
    assert (d.improved, d.ties, d.worse) == (6, 0, 2)
    assert d.mean == pytest.approx(np.mean(diff))
    assert d.low <= d.mean <= d.high


def test_paired_difference_drops_ties_and_reports_them() -> None:
    d = paired_difference([1.0, 2.0, 3.0, 3.0], [1.0, 1.0, 1.0, 3.0 + 1e-12])
    assert (d.improved, d.ties, d.worse) == (2, 2, 0)
    assert d.p == pytest.approx(_signed_rank_p([0.0, 1.0, 2.0, 0.0]))
    none = paired_difference([1.0, 2.0], [1.0, 2.0])
    assert none.p == 1.0 and none.low == none.high == 0.0


# --- Holm ----------------------------------------------------------------------------------


def test_holm_on_a_hand_computed_family() -> None:
    # m = 4: sorted 0.01, 0.02, 0.03, 0.5 -> 0.04, 0.06, 0.06 (running max), 0.5.
    assert holm([0.03, 0.5, 0.01, 0.02]) == pytest.approx((0.06, 0.5, 0.04, 0.06))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.floats(0, 1) | st.just(float("nan")), max_size=20))
def test_holm_properties(pvalues: list[float]) -> None:
    adjusted = holm(pvalues)
    assert len(adjusted) == len(pvalues)
    pairs = [(p, a) for p, a in zip(pvalues, adjusted, strict=True) if not math.isnan(p)]
    assert all(math.isnan(a) for p, a in zip(pvalues, adjusted, strict=True) if math.isnan(p))
    for p, a in pairs:
        assert p <= a <= 1.0  # never below the raw p-value
        assert a <= min(1.0, len(pairs) * p) + 1e-12  # never above Bonferroni
    for (p1, a1), (p2, a2) in itertools.combinations(pairs, 2):
        if p1 < p2:
            assert a1 <= a2  # monotone: the order of the raw p-values is kept
        if p1 == p2:
            assert a1 == a2


def test_holm_against_statsmodels() -> None:
    multitest = pytest.importorskip("statsmodels.stats.multitest")
    rng = np.random.default_rng(1)
    for size in (1, 3, 10, 25):
        p = rng.uniform(0, 0.2, size)
        expected = multitest.multipletests(p, method="holm")[1]
        assert holm(list(p)) == pytest.approx(tuple(expected), abs=1e-12)


def test_holm_rejects_values_that_are_not_p_values() -> None:
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        holm([0.5, 1.5])


def test_constant() -> None:
    assert constant([True, True, True]) and constant([0.0, 0.0, float("nan")])
    assert not constant([True, False]) and not constant([])


# --- power ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("n1", "n2"), [(20, None), (100, 100), (50, 200), (1000, None)])
def test_detectable_difference_inverts_the_arcsine_power(n1: int, n2: int | None) -> None:
    d = detectable_difference(n1, n2)
    p0, p1 = 0.5, 0.5 + d
    h = 2 * math.asin(math.sqrt(p1)) - 2 * math.asin(math.sqrt(p0))
    other = n1 if n2 is None else n2
    # Power of the two-sided z test on the arcsine scale at that h (both tails counted).
    se = math.sqrt(1 / n1 + 1 / other)
    z = stats.norm.ppf(0.975)
    power = stats.norm.sf(z - h / se) + stats.norm.cdf(-z - h / se)
    assert power == pytest.approx(0.8, abs=1e-3)


def test_detectable_difference_textbook_value() -> None:
    # Cohen (1988), Table 6.4.1: at alpha = .05 (two-sided) and power .80, h = .20 needs
    # n = 392 per group, and h = .50 needs n = 63.
    for n, h in [(392, 0.20), (63, 0.50)]:
        d = detectable_difference(n)
        assert 2 * math.asin(math.sqrt(0.5 + d)) - 2 * math.asin(math.sqrt(0.5)) == pytest.approx(
            h, abs=0.002
        )
    assert math.isnan(detectable_difference(1))  # no share up to 1 is detectable
    assert detectable_difference(30, baseline=0.1) < detectable_difference(30)


def test_detectable_difference_against_statsmodels() -> None:
    power = pytest.importorskip("statsmodels.stats.power")
    for n, ratio in [(40, 1.0), (100, 2.0)]:
        h = power.NormalIndPower().solve_power(nobs1=n, alpha=0.05, power=0.8, ratio=ratio)
        d = detectable_difference(n, int(n * ratio))
        expected = math.sin(math.asin(math.sqrt(0.5)) + h / 2) ** 2 - 0.5
        assert d == pytest.approx(expected, abs=2e-3)


def test_exact_mcnemar_power_matches_simulation() -> None:
    rng = np.random.default_rng(11)
    n, psi, delta = 40, 0.4, 0.25
    probabilities = [(psi + delta) / 2, (psi - delta) / 2, 1 - psi]  # b-pair, c-pair, agree
    draws = rng.multinomial(n, probabilities, size=4000)
    rejected = np.mean([mcnemar_counts(int(b), int(c)).p <= 0.05 for b, c, _ in draws])
    exact = mcnemar_power(n, delta, psi)
    assert rejected == pytest.approx(exact, abs=3 * math.sqrt(exact * (1 - exact) / 4000) + 1e-3)


def test_detectable_paired_difference_is_near_the_normal_approximation() -> None:
    # Connor (1987): n = (z_a sqrt(psi) + z_b sqrt(psi - delta^2))^2 / delta^2; the exact test
    # is a little more conservative, so its detectable difference is a little larger.
    z_a, z_b = stats.norm.ppf(0.975), stats.norm.ppf(0.8)
    for n, psi in [(200, 0.3), (500, 0.5)]:
        delta = detectable_paired_difference(n, discordance=psi)
        approx = (z_a * math.sqrt(psi) + z_b * math.sqrt(psi - delta**2)) ** 2 / delta**2
        assert approx == pytest.approx(n, rel=0.12)
        assert mcnemar_power(n, delta, psi) >= 0.8
    assert math.isnan(detectable_paired_difference(3))
    assert detectable_paired_difference(100, discordance=0.2) < detectable_paired_difference(
        100, discordance=0.6
    )


def test_mcnemar_power_has_its_size_below_alpha() -> None:
    for n in (10, 37, 80):
        assert mcnemar_power(n, 0.0, 0.5) <= 0.05


def test_detectable_paired_mean_is_the_z_effect_shrunk_by_wilcoxons_efficiency() -> None:
    power = pytest.importorskip("statsmodels.stats.power")
    for n in (10, 50, 200):
        # statsmodels' one-sample z test (ratio=0): the effect detectable with n pairs.
        z_effect = power.NormalIndPower().solve_power(nobs1=n, alpha=0.05, power=0.8, ratio=0)
        assert detectable_paired_mean(n) == pytest.approx(z_effect / math.sqrt(3 / math.pi), 1e-3)
    # By hand: (1.95996 + 0.84162) / sqrt(20 * 0.95493) = 2.80158 / 4.37020 = 0.641.
    assert detectable_paired_mean(20) == pytest.approx(0.641, abs=5e-4)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 2000), st.integers(1, 500), st.sampled_from([0.01, 0.05, 0.1]))
def test_a_larger_sample_detects_a_smaller_difference(n: int, extra: int, alpha: float) -> None:
    small, large = (
        detectable_difference(n, alpha=alpha),
        detectable_difference(n + extra, alpha=alpha),
    )
    assert math.isnan(small) or large < small
    assert detectable_difference(n, alpha=alpha, power=0.9) >= small or math.isnan(small)


@settings(max_examples=15, deadline=None)
@given(st.integers(5, 120), st.sampled_from([0.2, 0.5, 0.8]))
def test_the_paired_detectable_difference_reaches_the_power_and_no_less_suffices(
    n: int, psi: float
) -> None:
    delta = detectable_paired_difference(n, discordance=psi)
    if math.isnan(delta):
        assert mcnemar_power(n, psi, psi) < 0.8
        return
    assert mcnemar_power(n, delta, psi) >= 0.8
    assert mcnemar_power(n, max(0.0, delta - 1e-6), psi) < 0.8 + 1e-9
