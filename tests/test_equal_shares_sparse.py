"""The sparse, lazy Method of Equal Shares against the plain one: every round, every price."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from fairagents.aggregators.committees._equal_shares import (
    equal_shares_purchases,
    pay,
    price_of,
    prices,
    sparse_columns,
)
from fairagents.numeric import RELATIVE


def _plain(money: np.ndarray, utility: np.ndarray, costs: np.ndarray) -> tuple[list[int], int]:
    """MES as written: price every option every round, buy the cheapest (first listed)."""
    money = money.copy()
    chosen: list[int] = []
    ties = 0
    while True:
        price = prices(money, utility, costs)
        price[chosen] = np.inf
        if not np.isfinite(price).any():
            return chosen, ties
        best = price.min()
        tied = np.flatnonzero(price <= best * (1 + RELATIVE))
        ties += len(tied) > 1
        c = int(tied[0])
        money = pay(money, utility[:, c], float(price[c]))
        chosen.append(c)


@st.composite
def _elections(draw: st.DrawFn) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    n = draw(st.integers(1, 12))
    m = draw(st.integers(1, 8))
    cells = st.sampled_from([0.0, 0.0, 1.0, 2.0, 3.5]) if draw(st.booleans()) else st.just(1.0)
    utility = np.array(
        draw(st.lists(st.lists(cells, min_size=m, max_size=m), min_size=n, max_size=n))
    )
    costs = np.array(
        draw(st.lists(st.sampled_from([1.0, 2.0, 3.0, 0.5, 7.0]), min_size=m, max_size=m))
    )
    budget = draw(st.sampled_from([1.0, 3.0, 6.0, 10.0]))
    weights = np.array(draw(st.lists(st.sampled_from([1.0, 2.0]), min_size=n, max_size=n)))
    return budget * weights / weights.sum(), utility, costs


@settings(max_examples=300)
@given(_elections())
def test_sparse_mes_buys_what_plain_mes_buys(election: tuple[np.ndarray, ...]) -> None:
    money, utility, costs = election
    chosen, left, ties = equal_shares_purchases(money, *sparse_columns(utility), costs)
    assert (chosen, ties) == _plain(money, utility, costs)
    assert np.all(left >= -1e-12) and np.all(left <= money + 1e-12)
    spent = costs[chosen].sum() if chosen else 0.0
    assert np.isclose(money.sum() - left.sum(), spent)


def test_project_supporters_are_the_matrix_columns() -> None:
    from fairagents.problems import BudgetedSelection
    from fairagents.problems._budget_bruteforce import project_supporters, utility_matrix

    b = BudgetedSelection(
        projects={"x": 1, "y": 2, "z": 3},
        budget=3,
        utilities={"a": {"x": 2.0, "z": 0.0}, "b": {"y": 1.5, "x": 1.0}, "c": {}},
    )
    ours = project_supporters(b)
    dense = sparse_columns(utility_matrix(b))
    assert [s.tolist() for s in ours[0]] == [s.tolist() for s in dense[0]] == [[0, 1], [1], []]
    assert [v.tolist() for v in ours[1]] == [v.tolist() for v in dense[1]]


@given(_elections())
def test_a_price_involves_only_the_supporters(election: tuple[np.ndarray, ...]) -> None:
    money, utility, costs = election
    for c in range(utility.shape[1]):
        s = np.flatnonzero(utility[:, c] > 0)
        rho = price_of(money[s], utility[s, c], float(costs[c]))
        if np.isfinite(rho):  # the supporters pay the cost at rho, and no less would do
            assert np.isclose(np.minimum(money[s], rho * utility[s, c]).sum(), costs[c])
        else:
            assert money[s].sum() < costs[c]
