"""EF, EF1, EFX and proportionality: textbook examples and implications between them."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from fairagents.errors import InputError
from fairagents.problems import _envy as envy


def test_envy_free_allocation_has_non_negative_slack() -> None:
    V = [[3, 1], [1, 3]]
    check = envy.check_ef(V, [[0], [1]])
    assert check.holds and check.violations == () and check.slack == 2.0


def test_ef1_but_not_ef() -> None:
    # Three identical goods of value 1, split 1 / 2: agent 0 envies by 1, gone after one good.
    V = [[1, 1, 1], [1, 1, 1]]
    ef = envy.check_ef(V, [[0], [1, 2]])
    assert not ef.holds
    assert [(w.envier, w.envied, w.envy) for w in ef.violations] == [(0, 1, 1.0)]
    ef1 = envy.check_ef1(V, [[0], [1, 2]])
    assert ef1.holds and ef1.slack == 0.0
    # ...and 0 / 3 is not even EF1: removing one good still leaves envy 2.
    bad = envy.check_ef1(V, [[], [0, 1, 2]])
    assert not bad.holds
    witness = bad.violations[0]
    assert (witness.envier, witness.envied, witness.residual) == (0, 1, 2.0)


def test_efx_counterexample_that_is_ef1() -> None:
    # Agent 0 holds {a} (1); agent 1 holds {b, c} (1 + 3). Removing c kills the envy (EF1),
    # removing the least valued b leaves 3 > 1 (not EFX).
    V = [[1, 1, 3], [1, 1, 3]]
    assert envy.check_ef1(V, [[0], [1, 2]]).holds
    efx = envy.check_efx(V, [[0], [1, 2]])
    assert not efx.holds
    w = efx.violations[0]
    assert (w.envier, w.envied, w.removed, w.envy, w.residual) == (0, 1, 1, 3.0, 2.0)


def test_efx_ignores_goods_the_envier_values_at_zero() -> None:
    # Agent 0 holds {a} (1) and sees {b, c} as 0 + 2: envy 1. EFX removes only goods agent 0
    # values positively (Caragiannis et al. 2019), here c, leaving 0 ≤ 1: EFX holds. The
    # variant that also removes zero-valued goods (Plaut & Roughgarden 2020) would remove b and
    # fail; ours must not.
    V = [[1, 0, 2], [1, 1, 1]]
    assert not envy.check_ef(V, [[0], [1, 2]]).holds
    assert envy.check_efx(V, [[0], [1, 2]]).holds
    # A bundle with no positively valued good must not be envied at all: here through money.
    assert not envy.check_efx([[1, 0], [1, 1]], [[0], [1]], payments=[0.0, 2.0]).holds


def test_money_counts_in_envy_but_is_never_removed() -> None:
    V = [[5.0], [5.0]]
    assert envy.check_ef(V, [[0], []], payments=[0.0, 5.0]).holds
    short = envy.check_ef(V, [[0], []], payments=[0.0, 3.0])
    assert [(w.envier, w.envied, w.envy) for w in short.violations] == [(1, 0, 2.0)]
    assert envy.check_ef1(V, [[0], []], payments=[0.0, 3.0]).holds
    # Money alone cannot be removed: envy of an empty bundle with more money stays.
    rich = envy.check_ef1([[1.0], [1.0]], [[0], []], payments=[0.0, 4.0])
    assert not rich.holds and rich.violations[0].removed is None


def test_proportionality_slack_by_hand() -> None:
    # Agent 0: 4 of total 6 → share 3, slack 1; agent 1: 5 of 6 → slack 2.
    assert envy.proportionality_slack([[4, 2], [1, 5]], [[0], [1]]).tolist() == [1.0, 2.0]
    # With money 4: shares (6 + 4)/2 = 5; payments 2/2 → slacks 1 and 2.
    slack = envy.proportionality_slack([[4, 2], [1, 5]], [[0], [1]], [2.0, 2.0], money=4.0)
    assert slack.tolist() == [1.0, 2.0]


def test_bad_bundles_are_refused() -> None:
    with pytest.raises(InputError, match="more than one agent"):
        envy.check_ef([[1, 1], [1, 1]], [[0], [0]])
    with pytest.raises(InputError, match="2 bundles given for 3 agents"):
        envy.check_ef([[1], [1], [1]], [[0], []])
    with pytest.raises(InputError, match="good index 5"):
        envy.check_ef([[1], [1]], [[5], []])


@st.composite
def instances(draw: st.DrawFn) -> tuple[np.ndarray, list[list[int]], list[float]]:
    n = draw(st.integers(1, 4))
    m = draw(st.integers(0, 6))
    V = np.array(
        draw(st.lists(st.lists(st.integers(0, 9), min_size=m, max_size=m), min_size=n, max_size=n)),
        dtype=float,
    ).reshape(n, m)
    owners = draw(st.lists(st.integers(-1, n - 1), min_size=m, max_size=m))
    bundles = [[g for g, o in enumerate(owners) if o == i] for i in range(n)]
    pay = draw(st.lists(st.integers(0, 5), min_size=n, max_size=n))
    return V, bundles, [float(p) for p in pay]


@given(instances())
def test_ef_implies_efx_implies_ef1(case: tuple[np.ndarray, list[list[int]], list[float]]) -> None:
    V, bundles, pay = case
    for payments in (None, pay):
        ef = envy.check_ef(V, bundles, payments)
        efx = envy.check_efx(V, bundles, payments)
        ef1 = envy.check_ef1(V, bundles, payments)
        assert (not ef.holds) or efx.holds
        assert (not efx.holds) or ef1.holds
        for check in (ef, efx, ef1):
            # the slack is the worst margin: it is negative exactly when there is a violation
            if check.slack is not None:
                assert check.holds == (check.slack >= -1e-9)
        E = envy.envy_matrix(V, bundles, payments)
        assert ef.holds == bool(E.max() <= 1e-9)


@given(instances(), st.randoms(use_true_random=False))
def test_relabelling_agents_permutes_witnesses(
    case: tuple[np.ndarray, list[list[int]], list[float]], rnd: random.Random
) -> None:
    V, bundles, pay = case
    n = V.shape[0]
    perm = list(range(n))
    rnd.shuffle(perm)
    # new agent k is old agent perm[k]
    V2 = V[perm]
    bundles2 = [bundles[i] for i in perm]
    pay2 = [pay[i] for i in perm]
    for check in (envy.check_ef, envy.check_ef1, envy.check_efx):
        a, b = check(V, bundles, pay), check(V2, bundles2, pay2)
        assert a.holds == b.holds
        assert a.slack == pytest.approx(b.slack) if a.slack is not None else b.slack is None
        old = {(w.envier, w.envied, w.residual) for w in a.violations}
        new = {(perm[w.envier], perm[w.envied], w.residual) for w in b.violations}
        assert old == new


def test_ef1_allocation_always_exists_on_small_instances() -> None:
    """Sanity oracle: round-robin is EF1 (Caragiannis et al. 2019), so some allocation is."""
    V = np.array([[5, 1, 3, 2], [2, 4, 4, 1], [3, 3, 1, 5]], dtype=float)
    found = False
    for owners in itertools.product(range(3), repeat=4):
        bundles = [[g for g, o in enumerate(owners) if o == i] for i in range(3)]
        found = found or envy.check_ef1(V, bundles).holds
    assert found
