"""Ballots as columns: one array per field, one row per ballot.

A :class:`~fairagents.Profile` built from arrays (``Profile.from_arrays``), from the compact
JSON form, or from plain rankings keeps its ballots as a :class:`BallotColumns` and builds
:class:`~fairagents.Ballot` objects only when someone reads ``profile.ballots``: validating
10,000 ballots one pydantic object at a time costs ~50–60 ms, building the same ballots from
columns ~65 ms, and checking the columns themselves ~1 ms (the aggregators benchmark's
profiles in ``docs/changelog.md``).

Columns hold what a ballot of that form can say — rankings, utilities, approvals, a weight and
a voter id — and each is given for every ballot or for none. Reading and checking input into
columns is :mod:`fairagents.models._column_input`'s job. The voter ids of a file of millions of
ballots are a :class:`VoterIds`: numbered (``o1``, ``o2``, …) or bytes in one array, not a
Python string per voter; strings are made when someone reads them.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, overload

import numpy as np
from numpy.typing import NDArray

from fairagents.models._ballot import Ballot

__all__ = ["BallotColumns", "VoterIds", "compact_form", "dense_positions", "readonly"]

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]
BoolArray = NDArray[np.bool_]


def readonly(array: NDArray[Any]) -> NDArray[Any]:
    """``array``, no longer writeable: cached views must not be edited by a caller."""
    array.flags.writeable = False
    return array


class VoterIds(Sequence[str]):
    """The distinct voter ids of many ballots, kept compactly: numbered (``prefix`` followed by
    1, 2, …) or UTF-8 bytes in one fixed-width array (ids with no NUL character, as a reader
    that renames repeats hands them over: the ids are trusted to be distinct). Reading one id,
    or iterating, makes its string.

    >>> ids = VoterIds.numbered("o", 3)
    >>> list(ids), ids[-1], len(ids)
    (['o1', 'o2', 'o3'], 'o3', 3)
    >>> list(VoterIds.of_bytes(np.array([b"ann", "zo\u00eb".encode()])))
    ['ann', 'zoë']
    """

    __slots__ = ("_data", "_n", "_prefix")
    _CHUNK = 65_536  # ids decoded at once when iterating

    def __init__(self, n: int, prefix: str = "", data: NDArray[np.bytes_] | None = None) -> None:
        self._n = n
        self._prefix = prefix
        self._data = data

    @classmethod
    def numbered(cls, prefix: str, n: int) -> VoterIds:
        """``prefix1``, ``prefix2``, … ``prefixn``."""
        return cls(n, prefix)

    @classmethod
    def of_bytes(cls, data: NDArray[np.bytes_]) -> VoterIds:
        """The ids in ``data`` (a 1-D ``S`` array of UTF-8 bytes), distinct."""
        return cls(len(data), data=data)

    @property
    def nbytes(self) -> int:
        """The memory the ids take (0 when numbered)."""
        return 0 if self._data is None else int(self._data.nbytes)

    def take(self, rows: NDArray[np.intp]) -> tuple[str, ...] | VoterIds:
        """The ids of ``rows`` (increasing), as compact as these are."""
        if self._data is not None:
            return VoterIds.of_bytes(self._data[rows])
        return tuple(f"{self._prefix}{i + 1}" for i in rows.tolist())

    def __len__(self) -> int:
        return self._n

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[str, ...]: ...
    def __getitem__(self, index: int | slice) -> str | tuple[str, ...]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._n)))
        i = range(self._n)[index]  # IndexError past the end, negative indices from it
        if self._data is None:
            return f"{self._prefix}{i + 1}"
        return bytes(self._data[i]).decode("utf-8")

    def __iter__(self) -> Iterator[str]:
        if self._data is None:
            prefix = self._prefix
            return (f"{prefix}{i + 1}" for i in range(self._n))
        return (
            raw.decode("utf-8")
            for start in range(0, self._n, self._CHUNK)
            for raw in self._data[start : start + self._CHUNK].tolist()
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (VoterIds, (self._n, self._prefix, self._data))

    def __repr__(self) -> str:
        return f"VoterIds({self._n} ids)"


@dataclass(frozen=True, eq=False)
class BallotColumns:
    """The ballots of a profile as arrays; ``n`` rows, one per ballot, ``m`` alternatives.

    ``positions[i, j]`` is the tie group (0 = best) of alternative ``j`` on ballot ``i``'s
    ranking, ``-1`` when the ranking leaves it out (tied last). ``weight_given`` records which
    ballots stated their weight, so that the ballots built from the columns carry the same
    ``model_fields_set`` as ballots read one by one.
    """

    weights: FloatArray
    voters: tuple[str, ...] | VoterIds | None = None  # None: "v1", "v2", …
    positions: IntArray | None = None
    utilities: FloatArray | None = None
    approvals: BoolArray | None = None
    weight_given: BoolArray | bool = False

    @property
    def n(self) -> int:
        return len(self.weights)

    def voter_ids(self) -> tuple[str, ...]:
        if self.voters is not None:
            return tuple(self.voters)
        return tuple(f"v{i + 1}" for i in range(self.n))

    def rank_rows(self, rows: slice | IntArray = slice(None)) -> IntArray:
        """Each ballot (of ``rows``) read as a weak order, as :meth:`fairagents.Profile.ranks`
        defines it: the ranking (left-out alternatives tied last), else utilities (higher is
        better, equal values tie), else approvals (approved first, the rest tied last)."""
        if self.positions is not None:
            positions = self.positions[rows]
            if positions.min(initial=0) >= 0:  # complete rankings: already weak orders
                return positions  # (read-only) no copy of a file's millions of ballots
            groups = positions.max(axis=1, keepdims=True) + 1
            return np.where(positions < 0, groups, positions)
        if self.utilities is not None:
            return dense_positions(-self.utilities[rows])
        assert self.approvals is not None
        return np.where(self.approvals[rows], 0, 1).astype(np.int64)

    def equals(self, other: BallotColumns) -> bool:
        """Whether the ballots built from both would be equal."""
        return (
            self.voter_ids() == other.voter_ids()
            and np.array_equal(self.weights, other.weights)
            and _same(self.positions, other.positions)
            and _same(self.utilities, other.utilities)
            and _same(self.approvals, other.approvals)
        )

    def ballots(self, alternatives: Sequence[str]) -> tuple[Ballot, ...]:
        """The ballots as :class:`Ballot` objects, equal to those read one by one."""
        n, alts = self.n, tuple(alternatives)
        fields: dict[str, list[Any]] = {
            "voter": list(self.voter_ids()),
            "weight": self.weights.tolist(),
        }
        if self.positions is not None:
            fields["ranking"] = [_tie_groups(row, alts) for row in self.positions.tolist()]
        if self.utilities is not None:
            fields["utilities"] = [
                dict(zip(alts, row, strict=True)) for row in self.utilities.tolist()
            ]
        if self.approvals is not None:
            fields["approvals"] = [
                tuple(a for a, x in zip(alts, row, strict=True) if x)
                for row in self.approvals.tolist()
            ]
        given = np.broadcast_to(np.asarray(self.weight_given), (n,)).tolist()
        keys = list(fields)
        unweighted = [k for k in keys if k != "weight"]
        # model_construct: every value was validated as a column; a ballot that did not state
        # its weight leaves it out of model_fields_set, as pydantic would.
        return tuple(
            Ballot.model_construct(
                _fields_set=set(keys if given[i] else unweighted),
                **{k: fields[k][i] for k in keys},
            )
            for i in range(n)
        )


def _same(a: NDArray[Any] | None, b: NDArray[Any] | None) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return bool(np.array_equal(a, b))


def _tie_groups(row: list[int], alternatives: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    groups: list[list[str]] = [[] for _ in range(max(row) + 1)]
    for alt, pos in zip(alternatives, row, strict=True):
        if pos >= 0:
            groups[pos].append(alt)
    return tuple(map(tuple, groups))


def dense_positions(values: FloatArray) -> IntArray:
    """Tie-group positions per row, lower values first, equal values tied; NaN gives -1.

    >>> dense_positions(np.array([[3.0, 1.0, 3.0, np.nan]])).tolist()
    [[1, 0, 1, -1]]
    """
    n, m = values.shape
    whole = values.astype(np.int64) if np.isfinite(values).all() else None
    # Already tie-group positions (every row uses 0..k-1), as files and readers write them: a
    # scatter proves it faster than the sort below recomputes it.
    if (
        whole is not None
        and (whole == values).all()
        and whole.min(initial=0) >= 0
        and whole.max(initial=0) < m
    ):
        present = np.zeros((n, m), dtype=bool)
        present[np.arange(n)[:, None], whole] = True
        if (present.sum(axis=1) == whole.max(axis=1, initial=-1) + 1).all():
            return whole
    omitted = np.isnan(values)
    filled = np.where(omitted, np.inf, values)
    order = np.argsort(filled, axis=1, kind="stable")
    ordered = np.take_along_axis(filled, order, axis=1)
    with np.errstate(invalid="ignore"):  # inf - inf between left-out entries: they go to -1
        steps = np.cumsum(np.diff(ordered, axis=1) != 0, axis=1)
    dense = np.concatenate([np.zeros((len(values), 1), dtype=np.int64), steps], axis=1)
    positions = np.empty_like(order)
    np.put_along_axis(positions, order, dense, axis=1)
    positions[omitted] = -1
    return positions.astype(np.int64)


def compact_form(
    alternatives: Sequence[str], columns: BallotColumns, disagreement: Mapping[str, float] | None
) -> dict[str, Any]:
    """The compact JSON form of these ballots (see :mod:`fairagents.models._profile`)."""
    out: dict[str, Any] = {"alternatives": list(alternatives)}
    if columns.positions is not None:
        ranks = columns.positions.astype(object)
        ranks[columns.positions < 0] = None
        out["ranks"] = ranks.tolist()
    if columns.utilities is not None:
        out["utilities"] = columns.utilities.tolist()
    if columns.approvals is not None:
        out["approvals"] = columns.approvals.astype(np.int64).tolist()
    out["weights"] = columns.weights.tolist()
    voters = list(columns.voter_ids())
    if voters != [f"v{i + 1}" for i in range(columns.n)]:  # the default ids go without saying
        out["voters"] = voters
    if disagreement is not None:
        out["disagreement"] = dict(disagreement)
    return out
