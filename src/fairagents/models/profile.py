"""A profile: the ballots of one round, their weights, and an optional disagreement point.

The Profile is the input of every aggregator. It validates its ballots against the alternative
set (unknown or repeated alternatives, incomplete utilities, duplicate voters) and exposes the
numeric views the rules compute on, built once and cached:

- ``ranks``: each ballot's weak order as tie-group positions (0 = best). A ranking leaves out
  alternatives at will: they are tied last. A ballot without a ranking is read ordinally from
  its utilities (higher is better, equal values tie) or, failing that, its approvals (approved
  tied first, the rest tied last).
- ``majority``: the weighted pairwise-majority matrix ``M[i, j]`` = total weight of ballots
  ranking ``i`` strictly above ``j``, computed once over the distinct ballots.
- ``utilities`` and ``approvals``: ``(ballots × alternatives)`` matrices.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cached_property
from itertools import chain
from typing import Any

import numpy as np
from numpy.typing import NDArray
from pydantic import Field, field_validator, model_validator

from fairagents.errors import ProfileError
from fairagents.models._base import InputModel, Real
from fairagents.models.ballot import Ballot

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]
BoolArray = NDArray[np.bool_]


def _readonly(array: NDArray[Any]) -> NDArray[Any]:
    array.flags.writeable = False
    return array


class Profile(InputModel):
    """The ballots of one round over a fixed set of alternatives.

    >>> p = Profile.from_rankings([["a", "b", "c"], ["b", "a", "c"], ["a", "c", "b"]])
    >>> p.alternatives
    ('a', 'b', 'c')
    >>> p.majority[0].tolist()   # weight of ballots putting a above a, b, c
    [0.0, 2.0, 3.0]
    """

    validation_error = ProfileError

    alternatives: tuple[str, ...] = Field(min_length=1)
    ballots: tuple[Ballot, ...] = Field(min_length=1)
    disagreement: dict[str, Real] | None = None

    @field_validator("alternatives")
    @classmethod
    def _distinct_alternatives(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        seen: set[str] = set()
        for alt in value:
            if not alt:
                raise ValueError("an alternative id must not be empty")
            if alt in seen:
                raise ValueError(f"alternative {alt!r} is listed twice")
            seen.add(alt)
        return value

    @model_validator(mode="after")
    def _ballots_match_alternatives(self) -> Profile:
        known = set(self.alternatives)
        known_list = ", ".join(self.alternatives)
        voters: dict[str, int] = {}
        for i, ballot in enumerate(self.ballots):
            where = f"ballots[{i}] (voter {ballot.voter!r})"
            if ballot.voter in voters:
                first = voters[ballot.voter]
                raise ValueError(
                    f"{where}.voter: duplicate voter id, already used by ballots[{first}]"
                )
            voters[ballot.voter] = i
            named: list[tuple[str, Iterable[str]]] = []
            if ballot.ranking is not None:
                named.append(("ranking", list(chain.from_iterable(ballot.ranking))))
            if ballot.utilities is not None:
                named.append(("utilities", ballot.utilities))
                if len(ballot.utilities) != len(known) or not known.issuperset(ballot.utilities):
                    missing = [a for a in self.alternatives if a not in ballot.utilities]
                    if missing:
                        raise ValueError(
                            f"{where}.utilities: no utility for {', '.join(map(repr, missing))}; "
                            "give one number per alternative"
                        )
            if ballot.approvals is not None:
                named.append(("approvals", ballot.approvals))
            for field, alts in named:
                if known.issuperset(alts):
                    continue
                unknown = next(a for a in alts if a not in known)
                raise ValueError(
                    f"{where}.{field}: alternative {unknown!r} is unknown; known: {known_list}"
                )
        if self.disagreement is not None:
            for voter in self.disagreement:
                if voter not in voters:
                    raise ValueError(f"disagreement: voter {voter!r} has no ballot")
                if self.ballots[voters[voter]].utilities is None:
                    raise ValueError(
                        f"disagreement: voter {voter!r} has no utilities to compare with"
                    )
        return self

    # -- constructors -------------------------------------------------------------------------

    @classmethod
    def from_rankings(
        cls,
        rankings: Sequence[Sequence[str | Sequence[str]]],
        *,
        alternatives: Sequence[str] | None = None,
        weights: Sequence[float] | None = None,
        voters: Sequence[str] | None = None,
    ) -> Profile:
        """Build a profile from rankings (best first; inner sequences are tie groups).

        Alternatives default to those named, in order of first appearance.

        >>> Profile.from_rankings([["x", ["y", "z"]]], weights=[2]).ballots[0].weight
        2.0
        """
        if alternatives is None:
            order: dict[str, None] = {}
            for ranking in rankings:
                for item in ranking:
                    for alt in [item] if isinstance(item, str) else item:
                        order.setdefault(alt, None)
            alternatives = list(order)
        ballots = [
            {"voter": voter, "ranking": ranking}
            for voter, ranking in zip(_voter_ids(voters, len(rankings)), rankings, strict=True)
        ]
        return cls._build(alternatives, ballots, weights)

    @classmethod
    def from_utilities(
        cls,
        utilities: Sequence[Mapping[str, float]] | Mapping[str, Mapping[str, float]],
        *,
        alternatives: Sequence[str] | None = None,
        weights: Sequence[float] | None = None,
        disagreement: Mapping[str, float] | None = None,
    ) -> Profile:
        """Build a profile from utilities: a list of ``{alt: u}`` or a ``{voter: {alt: u}}`` map.

        >>> Profile.from_utilities({"ann": {"a": 1.0, "b": 0.0}}).ballots[0].voter
        'ann'
        """
        if isinstance(utilities, Mapping):
            voters: Sequence[str] | None = list(utilities)
            rows = list(utilities.values())
        else:
            voters, rows = None, list(utilities)
        if alternatives is None:
            alternatives = list(dict.fromkeys(a for row in rows for a in row))
        ballots = [
            {"voter": voter, "utilities": dict(row)}
            for voter, row in zip(_voter_ids(voters, len(rows)), rows, strict=True)
        ]
        return cls._build(alternatives, ballots, weights, disagreement)

    @classmethod
    def _build(
        cls,
        alternatives: Sequence[str],
        ballots: list[dict[str, Any]],
        weights: Sequence[float] | None,
        disagreement: Mapping[str, float] | None = None,
    ) -> Profile:
        if weights is not None:
            if len(weights) != len(ballots):
                raise ValueError(f"{len(weights)} weights given for {len(ballots)} ballots")
            for ballot, weight in zip(ballots, weights, strict=True):
                ballot["weight"] = weight
        return cls.model_validate(
            {
                "alternatives": list(alternatives),
                "ballots": ballots,
                "disagreement": None if disagreement is None else dict(disagreement),
            }
        )

    # -- what the ballots contain ---------------------------------------------------------------

    @property
    def n_alternatives(self) -> int:
        return len(self.alternatives)

    @property
    def voters(self) -> tuple[str, ...]:
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
        return all(b.ranking is not None for b in self.ballots)

    @property
    def all_utilities(self) -> bool:
        return all(b.utilities is not None for b in self.ballots)

    @property
    def all_approvals(self) -> bool:
        return all(b.approvals is not None for b in self.ballots)

    # -- numeric views (cached, read-only) ------------------------------------------------------

    @cached_property
    def weights(self) -> FloatArray:
        """Ballot weights, shape ``(n,)``."""
        return _readonly(np.array([b.weight for b in self.ballots], dtype=np.float64))

    @cached_property
    def ranks(self) -> IntArray:
        """Tie-group position of each alternative on each ballot, shape ``(n, m)``; 0 is best."""
        orders, _ = self.distinct_ranks
        return _readonly(orders[self._ballot_order])

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
        return _readonly(orders), _readonly(totals)

    @cached_property
    def majority(self) -> FloatArray:
        """``M[i, j]``: total weight of ballots ranking ``i`` strictly above ``j``; shape (m, m)."""
        orders, totals = self.distinct_ranks
        # M = Σ_k weight_k · [order k puts i above j], one (chunk, m·m) boolean block at a time
        # (at most ~4M cells): O(k·m²), whatever the number of tie levels (3,000 alternatives
        # on 5 ballots take a fraction of a second).
        m = self.n_alternatives
        majority = np.zeros(m * m)
        step = max(1, 2**22 // (m * m))
        for start in range(0, len(orders), step):
            chunk = orders[start : start + step]
            above = (chunk[:, :, None] < chunk[:, None, :]).reshape(len(chunk), m * m)
            majority += totals[start : start + step] @ above
        return _readonly(majority.reshape(m, m))

    @cached_property
    def margins(self) -> FloatArray:
        """Majority margins ``M[i, j] - M[j, i]``; shape (m, m)."""
        return _readonly(self.majority - self.majority.T)

    @cached_property
    def utilities(self) -> FloatArray:
        """Utilities, shape ``(n, m)``. Only for profiles where every ballot has utilities."""
        if not self.all_utilities:
            raise ValueError("not every ballot has utilities")
        rows = [[b.utilities[a] for a in self.alternatives] for b in self.ballots if b.utilities]
        return _readonly(np.array(rows, dtype=np.float64))

    @cached_property
    def approvals(self) -> BoolArray:
        """Approvals, shape ``(n, m)``. Only for profiles where every ballot has approvals."""
        if not self.all_approvals:
            raise ValueError("not every ballot has approvals")
        out = np.zeros((len(self.ballots), self.n_alternatives), dtype=bool)
        for row, ballot in enumerate(self.ballots):
            for alt in ballot.approvals or ():
                out[row, self.index[alt]] = True
        return _readonly(out)

    def disagreement_vector(self) -> FloatArray:
        """Each voter's disagreement utility: the given point, else the voter's worst utility."""
        worst = self.utilities.min(axis=1)
        given = self.disagreement or {}
        return np.array(
            [given.get(b.voter, float(w)) for b, w in zip(self.ballots, worst, strict=True)],
            dtype=np.float64,
        )


def _voter_ids(voters: Sequence[str] | None, n: int) -> list[str]:
    if voters is None:
        return [f"v{i + 1}" for i in range(n)]
    if len(voters) != n:
        raise ValueError(f"{len(voters)} voter ids given for {n} ballots")
    return list(voters)
