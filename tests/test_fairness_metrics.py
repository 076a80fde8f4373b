"""Welfare and inequality metrics: textbook values by hand, and their invariances."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from fairagents.errors import InputError
from fairagents.fairness import _metrics as metrics

utilities = st.lists(st.floats(0, 100, allow_nan=False), min_size=1, max_size=8)


def test_gini_of_known_vectors() -> None:
    assert metrics.gini([5, 5, 5, 5]) == 0.0
    assert metrics.gini([0, 10]) == pytest.approx(0.5)  # n = 2, one has all: 1 - 1/2
    assert metrics.gini([0, 0, 0, 1]) == pytest.approx(0.75)
    # Σᵢⱼ|xᵢ - xⱼ| = 20 over ordered pairs, n² = 16, mean 2.5: 20 / (2·16·2.5) = 0.25
    assert metrics.gini([1, 2, 3, 4]) == pytest.approx(0.25)
    # weights [1, 3] on [1, 2] is the vector [1, 2, 2, 2]: Σ|Δ| = 6, 6 / (2·16·1.75) = 3/28
    assert metrics.gini([1, 2], weights=[1, 3]) == pytest.approx(3 / 28)
    assert metrics.gini([0, 0, 0]) == 0.0


def test_gini_rejects_negative_utilities_and_bad_weights() -> None:
    with pytest.raises(InputError, match="non-negative"):
        metrics.gini([-1, 2])
    with pytest.raises(InputError, match="positive"):
        metrics.gini([1, 2], weights=[1, 0])
    with pytest.raises(InputError, match="2 weights given for 3"):
        metrics.gini([1, 2, 3], weights=[1, 1])


def test_welfare_metrics_by_hand() -> None:
    u = [2.0, 3.0, 4.0]
    assert metrics.utilitarian(u) == 9.0
    assert metrics.utilitarian(u, weights=[1, 2, 3]) == 2 + 6 + 12
    assert metrics.minimum(u) == 2.0
    assert metrics.nash_welfare(u) == 24.0
    assert metrics.nash_welfare(u, weights=[2, 1, 1]) == pytest.approx(48.0)
    assert metrics.log_nash_welfare(u) == pytest.approx(math.log(24))
    assert metrics.log_nash_welfare([0.0, 5.0]) == -math.inf
    assert metrics.nash_welfare([0.0, 5.0]) == 0.0
    assert metrics.eq_gap(u) == 2.0
    assert metrics.group_means([1, 3, 10, 4], ["a", "a", "b", "c"]) == {"a": 2, "b": 10, "c": 4}
    assert metrics.worst_group_mean([1, 3, 10, 4], ["a", "a", "b", "c"]) == 2.0


def test_normalized_satisfaction_and_p20() -> None:
    s = metrics.normalized_satisfaction([5, 2, 7], worst=[0, 2, 4], best=[10, 2, 10])
    assert s.tolist() == [0.5, 1.0, 0.5]
    # 10 people: the 20th percentile is the 2nd smallest (inverted CDF).
    values = [0.9, 0.1, 0.5, 0.3, 0.7, 0.2, 0.8, 0.6, 0.4, 1.0]
    assert metrics.percentile_satisfaction(values) == 0.2
    assert metrics.percentile_satisfaction(values, q=0) == 0.1
    assert metrics.percentile_satisfaction(values, q=100) == 1.0
    # weight 4 on the worst of 5: it holds 4/8 ≥ 20% of the weight
    assert metrics.percentile_satisfaction([0.0, 1, 1, 1, 1], weights=[4, 1, 1, 1, 1]) == 0.0
    with pytest.raises(InputError, match="best must be at least worst"):
        metrics.normalized_satisfaction([1], worst=[2], best=[1])


def test_empty_and_non_finite_vectors_are_refused() -> None:
    with pytest.raises(InputError, match="at least one"):
        metrics.minimum([])
    with pytest.raises(InputError, match="finite"):
        metrics.utilitarian([1.0, math.nan])


@given(utilities, st.floats(0.01, 1000))
def test_gini_in_unit_interval_and_scale_invariant(u: list[float], scale: float) -> None:
    g = metrics.gini(u)
    assert 0.0 <= g < 1.0
    assert g <= 1 - 1 / len(u) + 1e-12
    assert metrics.gini([scale * x for x in u]) == pytest.approx(g, abs=1e-9)


@given(utilities, st.randoms(use_true_random=False))
def test_metrics_invariant_under_relabelling(u: list[float], rnd: random.Random) -> None:
    w = [1.0 + (i % 3) for i in range(len(u))]
    groups = ["g" + str(i % 2) for i in range(len(u))]
    order = list(range(len(u)))
    rnd.shuffle(order)
    pu = [u[i] for i in order]
    pw = [w[i] for i in order]
    pg = [groups[i] for i in order]
    assert metrics.utilitarian(pu, pw) == pytest.approx(metrics.utilitarian(u, w))
    assert metrics.minimum(pu) == metrics.minimum(u)
    assert metrics.gini(pu, pw) == pytest.approx(metrics.gini(u, w), abs=1e-12)
    assert metrics.nash_welfare(pu, pw) == pytest.approx(metrics.nash_welfare(u, w))
    assert metrics.eq_gap(pu) == metrics.eq_gap(u)
    assert metrics.worst_group_mean(pu, pg, pw) == pytest.approx(
        metrics.worst_group_mean(u, groups, w)
    )
    assert metrics.percentile_satisfaction(pu, 20, pw) == metrics.percentile_satisfaction(u, 20, w)


@given(st.lists(st.tuples(st.floats(0, 100), st.integers(1, 4)), min_size=1, max_size=6))
def test_integer_weights_equal_repetition(pairs: list[tuple[float, int]]) -> None:
    u = [x for x, _ in pairs]
    w = [k for _, k in pairs]
    repeated = [x for x, k in pairs for _ in range(k)]
    assert metrics.gini(u, w) == pytest.approx(metrics.gini(repeated), abs=1e-12)
    assert metrics.utilitarian(u, w) == pytest.approx(metrics.utilitarian(repeated))
    assert metrics.percentile_satisfaction(u, 20, w) == metrics.percentile_satisfaction(repeated)


@given(utilities)
def test_p20_is_an_observed_value_between_min_and_median(u: list[float]) -> None:
    p = metrics.percentile_satisfaction(u)
    assert p in u
    assert min(u) <= p <= float(np.median(u)) + 1e-12
