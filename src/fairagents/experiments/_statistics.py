"""The statistics behind every figure of a study's table: intervals, tests, corrections, power.

Plain numpy and scipy (no pandas), so a table function, the CLI or a notebook can call them on
counts and arrays. What each function computes, and from which source:

- :func:`share_interval` — a share ``k / n`` with its **Wilson score** interval (Wilson 1927;
  recommended over the Wald interval by Brown, Cai & DasGupta 2001), and N;
- :func:`mean_interval` — a mean with a seeded **bootstrap** interval (``scipy.stats.bootstrap``,
  BCa; Efron 1987), and N;
- :func:`mcnemar` — paired booleans (the joint outcome and an agent's own proposal over the same
  debates): the discordant counts ``b`` (only the first holds) and ``c`` (only the second), and
  the **exact McNemar** p-value, the two-sided binomial test of ``b`` out of ``b + c`` at 1/2
  (McNemar 1947; Agresti 2013, §11.1);
- :func:`fisher` — two independent shares ``k1/n1`` and ``k2/n2``: **Fisher's exact test**
  (two-sided, scipy's minimum-likelihood reading) and the difference of the shares;
- :func:`paired_difference` — paired numbers (the negotiated package against the best base
  design, run by run): the mean difference with a seeded bootstrap interval, how many pairs
  improve, tie and worsen, and the **Wilcoxon signed-rank** p-value (Wilcoxon 1945; zero
  differences dropped, Wilcoxon's own treatment);
- :func:`holm` — **Holm's step-down** adjustment of a family of p-values (Holm 1979), which
  controls the family-wise error rate without assuming independence;
- :func:`detectable_difference` and :func:`detectable_paired_difference` — the smallest
  difference a design of size N detects with the given power (80 %) at level ``alpha``: two
  independent proportions by Cohen's arcsine effect size *h* (Cohen 1988, §6.2), and paired
  proportions by the **exact** power of the exact McNemar test (the discordant count is binomial
  in N, ``b`` binomial in the discordant count; Lachin 1992 gives the normal approximation).

Left out: intervals for medians or quantiles, and tests between more than two configurations
(a table compares pairs and says that it corrected for their number).

>>> s = share_interval(3, 10)
>>> round(s.value, 2), round(s.low, 3), round(s.high, 3), s.n
(0.3, 0.108, 0.603, 10)
>>> m = mcnemar([True, True, True, False], [False, False, True, False])
>>> m.b, m.c, m.p
(2, 0, 0.5)
>>> holm([0.01, 0.04, 0.03])
(0.03, 0.06, 0.06)

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy import stats

__all__ = [
    "CONFIDENCE",
    "INTERVAL_METHOD",
    "Fisher",
    "McNemar",
    "MeanInterval",
    "PairedDifference",
    "Share",
    "constant",
    "detectable_difference",
    "detectable_paired_difference",
    "detectable_paired_mean",
    "fisher",
    "holm",
    "mcnemar",
    "mcnemar_counts",
    "mcnemar_power",
    "mean_interval",
    "paired_difference",
    "share_interval",
]

CONFIDENCE = 0.95
"""The confidence level of every interval unless a caller says otherwise."""

INTERVAL_METHOD = "wilson"
"""The share interval every table uses: Wilson's score interval."""

RESAMPLES = 9999
"""Bootstrap resamples: enough for the 2.5 % and 97.5 % quantiles to settle to ~2 digits."""


def _check_confidence(confidence: float) -> None:
    if not 0 < confidence < 1:
        raise ValueError(f"confidence {confidence} must lie strictly between 0 and 1")


def _check_count(k: int, n: int, what: str = "k") -> None:
    if n < 0 or k < 0 or k > n:
        raise ValueError(f"a share needs 0 <= {what} <= n; got {what}={k}, n={n}")


@dataclass(frozen=True)
class Share:
    """``k`` of ``n`` with a Wilson interval [``low``, ``high``] (NaN when ``n`` is 0)."""

    k: int
    n: int
    low: float
    high: float
    confidence: float = CONFIDENCE

    @property
    def value(self) -> float:
        """The share ``k / n`` (NaN for no observations)."""
        return self.k / self.n if self.n else math.nan

    @property
    def constant(self) -> bool:
        """Every observation agrees (``k`` is 0 or ``n``): the share carries no contrast."""
        return self.n > 0 and self.k in (0, self.n)


def share_interval(k: int, n: int, *, confidence: float = CONFIDENCE) -> Share:
    """``k`` successes in ``n`` trials with Wilson's score interval.

    The interval inverts the score test, so it stays inside [0, 1], is not degenerate at
    ``k = 0`` or ``k = n`` (0 of 10 gives [0, 0.278]) and covers close to its nominal level for
    small ``n`` (Brown, Cai & DasGupta 2001).

    >>> s = share_interval(0, 10)
    >>> s.low, round(s.high, 3), s.constant
    (0.0, 0.278, True)
    """
    _check_count(k, n)
    _check_confidence(confidence)
    if n == 0:
        return Share(k, n, math.nan, math.nan, confidence)
    z = float(stats.norm.ppf(0.5 + confidence / 2))
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    # Rounding can leave the bound a hair outside [0, 1] or beside the exact 0 or 1 at k = 0, n.
    low = 0.0 if k == 0 else max(0.0, centre - half)
    high = 1.0 if k == n else min(1.0, centre + half)
    return Share(k, n, low, high, confidence)


@dataclass(frozen=True)
class MeanInterval:
    """A mean of ``n`` values with a bootstrap interval (NaN bounds for fewer than two values)."""

    mean: float
    low: float
    high: float
    n: int
    confidence: float = CONFIDENCE


def mean_interval(
    values: Sequence[float] | np.ndarray,
    *,
    confidence: float = CONFIDENCE,
    seed: int = 0,
    resamples: int = RESAMPLES,
) -> MeanInterval:
    """The mean of ``values`` with a seeded BCa bootstrap interval (``scipy.stats.bootstrap``).

    Values that are all equal give the point interval [mean, mean] (there is nothing to
    resample); fewer than two values give NaN bounds. NaN values are left out.

    >>> m = mean_interval([1.0, 2.0, 3.0, 4.0, 5.0])
    >>> m.mean, m.n, m.low < 3 < m.high
    (3.0, 5, True)
    >>> mean_interval([2.0, 2.0, 2.0])
    MeanInterval(mean=2.0, low=2.0, high=2.0, n=3, confidence=0.95)
    """
    _check_confidence(confidence)
    data = np.asarray(values, dtype=float)
    data = data[~np.isnan(data)]
    n = int(data.size)
    if n == 0:
        return MeanInterval(math.nan, math.nan, math.nan, 0, confidence)
    mean = float(data.mean())
    if n < 2:
        return MeanInterval(mean, math.nan, math.nan, n, confidence)
    if np.all(data == data[0]):
        return MeanInterval(mean, mean, mean, n, confidence)
    low, high = _bootstrap(data, confidence, seed, resamples)
    return MeanInterval(mean, low, high, n, confidence)


def _bootstrap(
    data: np.ndarray, confidence: float, seed: int, resamples: int
) -> tuple[float, float]:
    result = stats.bootstrap(
        (data,),
        np.mean,
        confidence_level=confidence,
        n_resamples=resamples,
        method="BCa",
        rng=np.random.default_rng(seed),
    )
    low, high = float(result.confidence_interval.low), float(result.confidence_interval.high)
    if math.isnan(low) or math.isnan(high):  # pragma: no cover - BCa degenerates on 2-3 values
        result = stats.bootstrap(
            (data,),
            np.mean,
            confidence_level=confidence,
            n_resamples=resamples,
            method="percentile",
            rng=np.random.default_rng(seed),
        )
        low, high = float(result.confidence_interval.low), float(result.confidence_interval.high)
    return low, high


@dataclass(frozen=True)
class McNemar:
    """Exact McNemar test of paired booleans: ``b`` pairs where only the first holds, ``c``
    where only the second does, ``n`` pairs in all, and the two-sided exact p-value."""

    b: int
    c: int
    n: int
    p: float

    @property
    def difference(self) -> float:
        """The first share minus the second, ``(b - c) / n`` (NaN for no pairs)."""
        return (self.b - self.c) / self.n if self.n else math.nan


def mcnemar_counts(b: int, c: int, n: int | None = None) -> McNemar:
    """The exact McNemar test from the discordant counts (``n`` defaults to ``b + c``).

    Conditional on the ``b + c`` discordant pairs, ``b`` is binomial at 1/2 under the null;
    the p-value is scipy's exact two-sided binomial test (``p = 1`` with no discordant pair).

    >>> mcnemar_counts(1, 9).p  # 2 * P(X <= 1), X ~ Bin(10, 1/2) = 22/1024
    0.021484375
    """
    if b < 0 or c < 0:
        raise ValueError(f"discordant counts must be >= 0; got b={b}, c={c}")
    total = b + c if n is None else n
    if total < b + c:
        raise ValueError(f"{b} + {c} discordant pairs cannot come from {total} pairs")
    p = 1.0 if b + c == 0 else float(stats.binomtest(b, b + c, 0.5).pvalue)
    return McNemar(b, c, total, min(1.0, p))


def mcnemar(first: Sequence[bool], second: Sequence[bool]) -> McNemar:
    """The exact McNemar test of two paired boolean sequences (same length, same order)."""
    if len(first) != len(second):
        raise ValueError(f"paired samples differ in length: {len(first)} and {len(second)}")
    a = np.asarray(first, dtype=bool)
    z = np.asarray(second, dtype=bool)
    return mcnemar_counts(int(np.sum(a & ~z)), int(np.sum(~a & z)), len(a))


@dataclass(frozen=True)
class Fisher:
    """Fisher's exact test of ``k1/n1`` against ``k2/n2``: the odds ratio and two-sided p."""

    k1: int
    n1: int
    k2: int
    n2: int
    odds_ratio: float
    p: float

    @property
    def difference(self) -> float:
        """The first share minus the second (NaN when either has no observation)."""
        if not self.n1 or not self.n2:
            return math.nan
        return self.k1 / self.n1 - self.k2 / self.n2


def fisher(k1: int, n1: int, k2: int, n2: int) -> Fisher:
    """Fisher's exact test of two independent shares (scipy's two-sided test).

    Either sample empty gives ``p = 1`` (no evidence either way) and a NaN odds ratio.

    >>> f = fisher(1, 4, 3, 4)  # Agresti's tea-tasting table [[3, 1], [1, 3]], reversed
    >>> round(f.p, 4), round(f.difference, 2)
    (0.4857, -0.5)
    """
    _check_count(k1, n1, "k1")
    _check_count(k2, n2, "k2")
    if n1 == 0 or n2 == 0:
        return Fisher(k1, n1, k2, n2, math.nan, 1.0)
    table = [[k1, n1 - k1], [k2, n2 - k2]]
    result = stats.fisher_exact(table, alternative="two-sided")
    return Fisher(k1, n1, k2, n2, float(result.statistic), min(1.0, float(result.pvalue)))


@dataclass(frozen=True)
class PairedDifference:
    """Paired numeric differences (after - before): their mean with a bootstrap interval, the
    counts that improve, tie and worsen, and the Wilcoxon signed-rank p-value."""

    mean: float
    low: float
    high: float
    n: int
    improved: int
    ties: int
    worse: int
    p: float
    confidence: float = CONFIDENCE


def paired_difference(
    after: Sequence[float] | np.ndarray,
    before: Sequence[float] | np.ndarray,
    *,
    confidence: float = CONFIDENCE,
    seed: int = 0,
    resamples: int = RESAMPLES,
    tolerance: float = 1e-9,
) -> PairedDifference:
    """``after - before`` pair by pair: mean, seeded bootstrap interval, sign counts, Wilcoxon p.

    Differences within ``tolerance`` of zero count as ties and are dropped from the Wilcoxon
    test (Wilcoxon's treatment); with no non-zero difference ``p = 1``. Pairs with a NaN on
    either side are left out.

    >>> d = paired_difference([3.0, 4.0, 5.0, 6.0], [1.0, 1.0, 1.0, 1.0])
    >>> d.mean, d.improved, d.worse, d.p
    (3.5, 4, 0, 0.125)
    """
    x = np.asarray(after, dtype=float)
    y = np.asarray(before, dtype=float)
    if x.shape != y.shape:
        raise ValueError(f"paired samples differ in length: {x.size} and {y.size}")
    keep = ~(np.isnan(x) | np.isnan(y))
    diff = x[keep] - y[keep]
    diff[np.abs(diff) <= tolerance] = 0.0
    interval = mean_interval(diff, confidence=confidence, seed=seed, resamples=resamples)
    nonzero = diff[diff != 0]
    p = 1.0 if nonzero.size == 0 else float(stats.wilcoxon(nonzero).pvalue)
    return PairedDifference(
        mean=interval.mean,
        low=interval.low,
        high=interval.high,
        n=interval.n,
        improved=int(np.sum(diff > 0)),
        ties=int(np.sum(diff == 0)),
        worse=int(np.sum(diff < 0)),
        p=min(1.0, p),
        confidence=confidence,
    )


def holm(pvalues: Sequence[float]) -> tuple[float, ...]:
    """Holm's step-down adjusted p-values, in the input order (Holm 1979).

    The ``i``-th smallest of ``m`` p-values is multiplied by ``m - i + 1``, running maxima keep
    the order, and values are capped at 1. NaN entries (a test that did not apply) pass through
    and do not count in ``m``.

    >>> holm([0.04, float("nan"), 0.01])
    (0.04, nan, 0.02)
    """
    values = np.asarray(pvalues, dtype=float)
    if np.any((values < 0) | (values > 1)):
        raise ValueError(f"p-values must lie in [0, 1]; got {list(pvalues)}")
    present = np.flatnonzero(~np.isnan(values))
    m = present.size
    out = values.copy()
    order = present[np.argsort(values[present], kind="stable")]
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, float((m - rank) * values[index])))
        out[index] = running
    return tuple(float(v) for v in out)


def constant(values: Sequence[object] | np.ndarray) -> bool:
    """All present (non-missing) values are equal: a column that cannot show a contrast.

    >>> constant([True, True, None]), constant([0.0, 1.0]), constant([])
    (True, False, False)
    """
    present = [v for v in values if v is not None and not (isinstance(v, float) and math.isnan(v))]
    return bool(present) and all(v == present[0] for v in present)


def _z(alpha: float, power: float) -> tuple[float, float]:
    if not 0 < alpha < 1 or not 0 < power < 1:
        raise ValueError(f"alpha {alpha} and power {power} must lie strictly between 0 and 1")
    return float(stats.norm.ppf(1 - alpha / 2)), float(stats.norm.ppf(power))


def detectable_difference(
    n1: int,
    n2: int | None = None,
    *,
    baseline: float = 0.5,
    alpha: float = 0.05,
    power: float = 0.8,
) -> float:
    """The smallest rise above ``baseline`` that ``n1`` against ``n2`` independent observations
    detect with ``power`` in a two-sided test at ``alpha`` (``n2`` defaults to ``n1``).

    Cohen's arcsine effect size ``h = 2 asin(sqrt(p1)) - 2 asin(sqrt(p0))`` is detected when
    ``h >= (z[1-alpha/2] + z[power]) * sqrt(1/n1 + 1/n2)`` (Cohen 1988, §6.2); the difference is
    ``p1 - p0`` at that ``h``. ``baseline = 0.5`` is the worst case (the widest difference).
    Returns NaN when no share up to 1 is detectable.

    >>> round(detectable_difference(100), 3)  # 100 vs 100 responses, 50 % baseline
    0.193
    """
    if n1 < 1 or (n2 is not None and n2 < 1):
        raise ValueError(f"sample sizes must be >= 1; got {n1} and {n2}")
    if not 0 <= baseline <= 1:
        raise ValueError(f"baseline {baseline} must be a share in [0, 1]")
    z_a, z_b = _z(alpha, power)
    other = n1 if n2 is None else n2
    h = (z_a + z_b) * math.sqrt(1 / n1 + 1 / other)
    phi = 2 * math.asin(math.sqrt(baseline)) + h
    if phi > math.pi:
        return math.nan
    return math.sin(phi / 2) ** 2 - baseline


def mcnemar_power(n: int, difference: float, discordance: float, *, alpha: float = 0.05) -> float:
    """The exact power of the two-sided exact McNemar test at level ``alpha`` for ``n`` pairs
    whose discordant share is ``discordance`` and whose share difference is ``difference``.

    A pair is discordant with probability ``psi = discordance``, and then favours the first
    with probability ``(psi + difference) / (2 psi)``; the test rejects when the exact binomial
    p-value of ``b`` in ``D = b + c`` is at most ``alpha``, so the power is a finite sum.

    >>> round(mcnemar_power(50, 0.0, 0.4), 3) <= 0.05  # the size never exceeds alpha
    True
    """
    psi, delta = discordance, difference
    if not 0 < psi <= 1 or abs(delta) > psi:
        raise ValueError(
            f"need 0 < discordance <= 1 and |difference| <= discordance; got {psi}, {delta}"
        )
    q = (psi + delta) / (2 * psi)
    total = 0.0
    d_weights = stats.binom.pmf(np.arange(n + 1), n, psi)
    for d in range(1, n + 1):
        if d_weights[d] < 1e-14:
            continue
        reject = _mcnemar_rejections(d, alpha)
        if reject.size:
            total += float(d_weights[d] * stats.binom.pmf(reject, d, q).sum())
    return total


def _mcnemar_rejections(d: int, alpha: float) -> np.ndarray:
    """The counts ``b`` in ``0..d`` whose exact two-sided binomial p-value is at most alpha."""
    b = np.arange(d + 1)
    low = stats.binom.cdf(np.minimum(b, d - b), d, 0.5)
    p = np.minimum(1.0, 2 * low)
    p[b * 2 == d] = 1.0
    rejected: np.ndarray = b[p <= alpha]
    return rejected


def detectable_paired_difference(
    n: int,
    *,
    discordance: float = 0.5,
    alpha: float = 0.05,
    power: float = 0.8,
) -> float:
    """The smallest share difference that ``n`` pairs detect with ``power`` by the exact McNemar
    test at ``alpha``, when a share ``discordance`` of pairs disagree (NaN if none can be).

    Found by bisection on :func:`mcnemar_power`, which rises with the difference. The more pairs
    disagree, the larger the detectable difference: the paired design gains most when the two
    subjects usually agree.

    >>> round(detectable_paired_difference(100, discordance=0.3), 2)
    0.16
    """
    if n < 1:
        raise ValueError(f"a paired design needs n >= 1 pairs; got {n}")
    _z(alpha, power)
    if mcnemar_power(n, discordance, discordance, alpha=alpha) < power:
        return math.nan
    low, high = 0.0, discordance
    for _ in range(40):
        mid = (low + high) / 2
        if mcnemar_power(n, mid, discordance, alpha=alpha) >= power:
            high = mid
        else:
            low = mid
    return high


WILCOXON_EFFICIENCY = 3 / math.pi
"""The Wilcoxon signed-rank test's asymptotic efficiency relative to the t test under
normality (Hodges & Lehmann 1956): it needs ``1 / 0.955`` times as many pairs."""


def detectable_paired_mean(n: int, *, alpha: float = 0.05, power: float = 0.8) -> float:
    """The smallest mean paired difference, in standard deviations of the differences, that
    ``n`` pairs detect with ``power`` by a two-sided Wilcoxon signed-rank test at ``alpha``.

    The normal approximation ``(z[1-alpha/2] + z[power]) / sqrt(n * 3/pi)``: the z test's
    detectable effect with the sample shrunk by Wilcoxon's efficiency (Lehmann 1975, §4.2).

    >>> round(detectable_paired_mean(20), 2)
    0.64
    """
    if n < 1:
        raise ValueError(f"a paired design needs n >= 1 pairs; got {n}")
    z_a, z_b = _z(alpha, power)
    return (z_a + z_b) / math.sqrt(n * WILCOXON_EFFICIENCY)
