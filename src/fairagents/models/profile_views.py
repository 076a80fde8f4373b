"""The numeric views of a :class:`~fairagents.Profile`, built once and cached, read-only.

``ranks`` (each ballot's weak order as tie-group positions), ``distinct_ranks`` (the distinct
orders and their total weight), ``majority`` and ``margins`` (the weighted pairwise-majority
matrix), ``utilities``, ``approvals`` and ``weights``. A columnar profile reads them from its
:class:`~fairagents.models.columns.BallotColumns`, without building a Ballot; a per-ballot one
from its ballots, with as little Python per ballot as possible.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import NDArray

from fairagents.models.ballot import Ballot
from fairagents.models.columns import BallotColumns, readonly

__all__ = ["ProfileViews"]

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]
BoolArray = NDArray[np.bool_]


class ProfileViews:
    """What the ballots of a profile contain, as numbers. Mixed into ``Profile``."""

    if TYPE_CHECKING:  # the Profile's fields
        alternatives: tuple[str, ...]
        ballots: tuple[Ballot, ...]
        disagreement: dict[str, float] | None

        def _columns(self) -> BallotColumns | None: ...

    # -- what the ballots contain ---------------------------------------------------------------

    @property
    def n_alternatives(self) -> int:
        return len(self.alternatives)

    @cached_property
    def voters(self) -> tuple[str, ...]:
        columns = self._columns()
        if columns is not None:
            return columns.voter_ids()
        return tuple(b.voter for b in self.ballots)

    @cached_property
    def index(self) -> dict[str, int]:
        """Position of each alternative in ``alternatives``."""
        return {alt: i for i, alt in enumerate(self.alternatives)}

    @property
    def all_ordinal(self) -> bool:
        """Whether every ballot can be read as a weak order (ranking, utilities or approvals)."""
        return True  # a Ballot always carries at least one of the three

    @property
    def all_rankings(self) -> bool:
        """Whether every ballot carries an explicit ranking."""
        columns = self._columns()
        if columns is not None:
            return columns.positions is not None
        return all(b.ranking is not None for b in self.ballots)

    @property
    def all_utilities(self) -> bool:
        columns = self._columns()
        if columns is not None:
            return columns.utilities is not None
        return all(b.utilities is not None for b in self.ballots)

    @property
    def all_approvals(self) -> bool:
        columns = self._columns()
        if columns is not None:
            return columns.approvals is not None
        return all(b.approvals is not None for b in self.ballots)

    # -- numeric views (cached, read-only) ------------------------------------------------------

    @cached_property
    def weights(self) -> FloatArray:
        """Ballot weights, shape ``(n,)``."""
        columns = self._columns()
        if columns is not None:
            return columns.weights
        return readonly(np.array([b.weight for b in self.ballots], dtype=np.float64))

    @cached_property
    def ranks(self) -> IntArray:
        """Tie-group position of each alternative on each ballot, shape ``(n, m)``; 0 is best."""
        orders, _ = self.distinct_ranks
        return readonly(orders[self._ballot_order])

    def _ballot_ranks(self, ballot: Ballot) -> list[int]:
        if ballot.ranking is not None:
            last = len(ballot.ranking)
            ranks = [last] * self.n_alternatives
            for pos, group in enumerate(ballot.ranking):
                for alt in group:
                    ranks[self.index[alt]] = pos
            return ranks
        if ballot.utilities is not None:
            values = sorted(set(ballot.utilities.values()), reverse=True)
            level = {v: i for i, v in enumerate(values)}
            return [level[ballot.utilities[a]] for a in self.alternatives]
        assert ballot.approvals is not None
        approved = set(ballot.approvals)
        return [0 if a in approved else 1 for a in self.alternatives]

    def _rank_rows(self) -> IntArray:
        """Every ballot's rank row, shape ``(n, m)``, read with as little Python as possible."""
        columns = self._columns()
        if columns is not None:
            return columns.rank_rows()
        n, m = len(self.ballots), self.n_alternatives
        if all(b.ranking is not None and len(b.ranking) == m for b in self.ballots):
            # m non-empty groups of distinct, known alternatives: complete linear orders. Read
            # them in one pass as "alternative at position r" and invert with one scatter.
            index = self.index
            flat = (index[g[0]] for b in self.ballots for g in b.ranking or ())
            at = np.fromiter(flat, dtype=np.int64, count=n * m).reshape(n, m)
            ranks = np.empty((n, m), dtype=np.int64)
            np.put_along_axis(ranks, at, np.broadcast_to(np.arange(m), (n, m)), axis=1)
            return ranks
        cache: dict[object, list[int]] = {}  # identical rankings are read once
        rows = []
        for ballot in self.ballots:
            key = ballot.ranking
            if key is None:
                rows.append(self._ballot_ranks(ballot))
            else:
                if key not in cache:
                    cache[key] = self._ballot_ranks(ballot)
                rows.append(cache[key])
        return np.array(rows, dtype=np.int64).reshape(n, m)

    @cached_property
    def _grouped_orders(self) -> tuple[IntArray, FloatArray, IntArray]:
        # Group ballots by their weak order before any numeric work: 10,000 ballots over a few
        # hundred distinct orders cost what the distinct orders cost. A row packs into one
        # integer (base m + 1) when that fits in 63 bits, which makes the grouping a 1-D unique.
        ranks = self._rank_rows()
        m = self.n_alternatives
        if (m + 1) ** m < 2**63:
            keys = ranks @ ((m + 1) ** np.arange(m, dtype=np.int64))
            if len(keys) <= _FEW_BALLOTS:  # np.unique's fixed cost is most of a small profile's
                first, inverse = _first_and_inverse(keys.tolist())
            else:
                _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
            orders = ranks[first]
        else:
            orders, inverse = np.unique(ranks, axis=0, return_inverse=True)
        ballot_order = inverse.reshape(-1).astype(np.int64)
        totals = np.bincount(ballot_order, weights=self.weights, minlength=len(orders))
        return orders, totals.astype(np.float64), ballot_order

    @property
    def _ballot_order(self) -> IntArray:
        return self._grouped_orders[2]

    @cached_property
    def distinct_ranks(self) -> tuple[IntArray, FloatArray]:
        """The distinct weak orders and the total weight of each: ``(orders (k, m), weight (k,))``.

        Rules that only look at orders compute on these, never ballot by ballot.
        """
        orders, totals, _ = self._grouped_orders
        return readonly(orders), readonly(totals)

    @cached_property
    def majority(self) -> FloatArray:
        """``M[i, j]``: total weight of ballots ranking ``i`` strictly above ``j``; shape (m, m)."""
        orders, totals = self.distinct_ranks
        # Row i of M = Σ_k weight_k · [order k puts i above j], one alternative at a time over
        # the orders as columns: an (m, k) comparison and a matrix-vector product per row,
        # O(k·m²) in m steps whatever the number of tie levels, memory O(k·m). (One (k, m·m)
        # boolean block times the weights was 30-40x slower on 10,000 orders: numpy's
        # bool-by-float product strides down the long axis; below ~30,000 cells it is the faster.)
        m = self.n_alternatives
        if len(orders) * m * m <= 2**15:  # small (a deliberation's round): one product
            above = (orders[:, :, None] < orders[:, None, :]).reshape(len(orders), m * m)
            return readonly((totals @ above).reshape(m, m))
        columns = np.ascontiguousarray(orders.T)
        majority = np.empty((m, m))
        for i in range(m):
            majority[i] = (columns[i] < columns) @ totals
        return readonly(majority)

    @cached_property
    def margins(self) -> FloatArray:
        """Majority margins ``M[i, j] - M[j, i]``; shape (m, m)."""
        return readonly(self.majority - self.majority.T)

    @cached_property
    def utilities(self) -> FloatArray:
        """Utilities, shape ``(n, m)``. Only for profiles where every ballot has utilities."""
        if not self.all_utilities:
            raise ValueError("not every ballot has utilities")
        columns = self._columns()
        if columns is not None and columns.utilities is not None:
            return columns.utilities
        rows = [[b.utilities[a] for a in self.alternatives] for b in self.ballots if b.utilities]
        return readonly(np.array(rows, dtype=np.float64))

    @cached_property
    def approvals(self) -> BoolArray:
        """Approvals, shape ``(n, m)``. Only for profiles where every ballot has approvals."""
        if not self.all_approvals:
            raise ValueError("not every ballot has approvals")
        columns = self._columns()
        if columns is not None and columns.approvals is not None:
            return columns.approvals
        out = np.zeros((len(self.ballots), self.n_alternatives), dtype=bool)
        for row, ballot in enumerate(self.ballots):
            for alt in ballot.approvals or ():
                out[row, self.index[alt]] = True
        return readonly(out)

    def disagreement_vector(self) -> FloatArray:
        """Each voter's disagreement utility: the given point, else the voter's worst utility."""
        worst = self.utilities.min(axis=1)
        given = self.disagreement or {}
        return np.array(
            [given.get(v, float(w)) for v, w in zip(self.voters, worst, strict=True)],
            dtype=np.float64,
        )


_FEW_BALLOTS = 64


def _first_and_inverse(keys: list[int]) -> tuple[IntArray, IntArray]:
    """``np.unique(keys, return_index=True, return_inverse=True)[1:]`` in plain Python: the
    first ballot of each distinct key, keys ascending, and each ballot's key's place.

    >>> [a.tolist() for a in _first_and_inverse([5, 3, 5, 1])]
    [[3, 1, 0], [2, 1, 2, 0]]
    """
    first: dict[int, int] = {}
    for i, k in enumerate(keys):
        first.setdefault(k, i)
    ordered = sorted(first)
    place = {k: j for j, k in enumerate(ordered)}
    return (
        np.array([first[k] for k in ordered], dtype=np.int64),
        np.array([place[k] for k in keys], dtype=np.int64),
    )
