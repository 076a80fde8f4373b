"""Reading ballots into columns: arrays checked as arrays.

Every check is vectorized and, on failure, raises :class:`~fairagents.errors.ProfileError`
naming the first bad row and field, the voter, and how many other entries are bad, e.g.
``weights[3] (voter 'v4'): a weight must be a finite number > 0, got -1.0 (and 2 more)``.
The simple per-ballot forms are read into the same columns by
:mod:`fairagents.models._ballot_dicts`.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain
from typing import Any

import numpy as np
from numpy.typing import NDArray

from fairagents.errors import ProfileError
from fairagents.models._columns import BallotColumns, VoterIds, dense_positions, readonly
from fairagents.models.base import MAX_MAGNITUDE, MIN_MAGNITUDE, one_line, preview

__all__ = [
    "MIN_COLUMNAR_BALLOTS",
    "columns_from_arrays",
]

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]
BoolArray = NDArray[np.bool_]

MIN_COLUMNAR_BALLOTS = 8
"""Below this many ballots the per-ballot path is as fast (bench: 76 vs 93 µs for one ballot,
Borda included; 100 µs each at 7; columns 1.2× faster at 16, 5× at 512), so
``from_rankings``, ``from_utilities`` and ``model_validate`` keep small profiles per-ballot."""


def _error(message: str) -> ProfileError:
    """One line, bounded: user data (ids, keys) must not flood a terminal."""
    return ProfileError(one_line(message))


class _Problems:
    """Collects vectorized checks and raises one error: the first bad row, and how many more."""

    def __init__(self, voters: Sequence[str] | None) -> None:
        self.voters = voters
        self.first: tuple[int, int, str] | None = None  # (row, order of the check, message)
        self.count = 0
        self.checks = 0

    def who(self, row: int) -> str:
        voter = f"v{row + 1}" if self.voters is None else str(self.voters[row])
        return f"(voter {preview(voter, 40)})"

    def add(self, bad: BoolArray, message: Any) -> None:
        """``bad``: one flag per row, or per cell (row, column); ``message(row, col)``."""
        self.checks += 1
        total = int(np.count_nonzero(bad))
        if not total:
            return
        self.count += total
        where = np.argwhere(bad)[0]
        row, col = int(where[0]), int(where[1]) if len(where) > 1 else -1
        if self.first is None or (row, self.checks) < self.first[:2]:
            self.first = (row, self.checks, message(row, col))

    def raise_any(self) -> None:
        if self.first is not None:
            more = self.count - 1  # worded as format_validation_error words it
            plural = "s" if more > 1 else ""
            raise ProfileError(
                one_line(self.first[2]) + (f" (and {more:,} more problem{plural})" if more else "")
            )


def _as_matrix(name: str, value: Any, m: int, alternatives: Sequence[str]) -> NDArray[Any]:
    """``value`` as an (n, m) array: numpy input as it is, nested lists (JSON) checked first."""
    if isinstance(value, np.ndarray):
        array = value
    else:
        if not isinstance(value, list | tuple):
            raise _error(f"{name}: expected one row per ballot (a list of lists or an array)")
        # Set-of-types checks run at C speed; only a failing check looks for the culprit.
        if not set(map(type, value)) <= {list, tuple} or set(map(len, value)) - {m}:
            for i, row in enumerate(value):
                if not isinstance(row, list | tuple):
                    raise _error(
                        f"{name}[{i}]: expected a row of {m} values, got {preview(row, 40)}"
                    )
                if len(row) != m:
                    raise _error(
                        f"{name}[{i}]: {len(row)} values for {m} alternatives "
                        f"({', '.join(alternatives)})"
                    )
        allowed = _MATRIX_TYPES[name]
        kinds = set(map(type, chain.from_iterable(value)))
        if not kinds <= allowed:
            i, j, x = next(
                (i, j, x)
                for i, row in enumerate(value)
                for j, x in enumerate(row)
                if type(x) not in allowed
            )
            raise _error(
                f"{name}[{i}][{j}] (alternative {preview(alternatives[j], 40)}): expected "
                f"{'true/false or 0/1' if bool in allowed else 'a number'}, got {preview(x, 40)}"
            )
        try:
            if type(None) in kinds:  # np.array reads None as NaN; np.fromiter is faster else
                array = np.array(value, dtype=np.float64) if value else np.empty((0, m))
            else:
                count = len(value) * m
                flat = np.fromiter(chain.from_iterable(value), dtype=np.float64, count=count)
                array = flat.reshape(len(value), m)
        except OverflowError as exc:  # an integer beyond any float
            raise _error(f"{name}: a number is too large ({exc})") from exc
    if array.ndim != 2 or array.shape[1] != m:
        raise _error(f"{name}: shape {array.shape}, expected (ballots, {m} alternatives)")
    return array


_MATRIX_TYPES = {
    "ranks": frozenset({int, float, type(None)}),  # None: left out of the ranking
    "utilities": frozenset({int, float, type(None)}),  # None: reported as a missing utility
    "approvals": frozenset({bool, int, float}),
}


def _as_float(name: str, array: NDArray[Any], allow_bool: bool = False) -> FloatArray:
    kind = array.dtype.kind
    if kind == "b" and not allow_bool:
        raise _error(f"{name}: booleans are not numbers; give numbers")
    if kind not in "biuf" and not (kind == "O" and _numbers_or_none(array)):
        raise _error(f"{name}: expected numbers, got {array.dtype} values")
    try:
        return np.array(array, dtype=np.float64)  # a copy: the caller's array stays theirs
    except OverflowError as exc:  # an integer beyond any float
        raise _error(f"{name}: a number is too large ({exc})") from exc


def _numbers_or_none(array: NDArray[Any]) -> bool:
    return set(map(type, array.ravel().tolist())) <= {int, float, type(None)}


def columns_from_arrays(
    alternatives: Sequence[str],
    *,
    ranks: Any = None,
    utilities: Any = None,
    approvals: Any = None,
    weights: Any = None,
    voters: Sequence[str] | None = None,
    positions: IntArray | None = None,
) -> BallotColumns:
    """Validate columnar ballots over ``alternatives`` (see ``Profile.from_arrays``).

    ``positions`` (instead of ``ranks``) are tie-group positions the caller has already read
    and checked, as :func:`positions_from_rankings` returns them. ``voters`` may be a
    :class:`VoterIds` (distinct by construction: kept as it is, not checked id by id).
    """
    m = len(alternatives)
    given = {
        name: _as_matrix(name, value, m, alternatives)
        for name, value in (("ranks", ranks), ("utilities", utilities), ("approvals", approvals))
        if value is not None
    }
    if positions is not None:
        given["positions"] = positions
    if not given:
        raise _error("give ranks, utilities or approvals: one row per ballot")
    sizes = {name: len(a) for name, a in given.items()}
    n = next(iter(sizes.values()))
    if weights is not None:
        try:
            weights = np.asarray(weights)
        except (ValueError, TypeError) as exc:  # ragged nested lists
            raise _error("weights: expected one number per ballot") from exc
        weights = _as_float("weights", weights)
        sizes["weights"] = len(weights) if weights.ndim == 1 else -1
    if isinstance(voters, VoterIds):
        sizes["voters"] = len(voters)
    elif voters is not None:
        if isinstance(voters, str) or not isinstance(voters, Sequence | np.ndarray):
            raise _error("voters: expected a list of voter ids, one per ballot")
        voters = list(voters.tolist() if isinstance(voters, np.ndarray) else voters)
        sizes["voters"] = len(voters)
    if len(set(sizes.values())) != 1 or n == 0:
        shown = ", ".join(f"{k}: {v}" for k, v in sizes.items())
        raise _error(f"every column needs one entry per ballot, at least one ballot; got {shown}")

    problems = _Problems(voters)
    who = problems.who
    if voters is not None and not isinstance(voters, VoterIds):
        _check_voters(voters, problems)
    weights_array = np.ones(n) if weights is None else weights
    problems.add(
        ~((weights_array >= MIN_MAGNITUDE) & (weights_array <= MAX_MAGNITUDE)),
        lambda i, _: (
            f"weights[{i}] {who(i)}: a weight must be a number from {MIN_MAGNITUDE:g} to "
            f"{MAX_MAGNITUDE:g}, got {float(weights_array[i])!r}"
        ),
    )
    ranks_array = None
    if "ranks" in given:
        ranks_array = _as_float("ranks", given["ranks"])
        problems.add(
            np.isinf(ranks_array),
            lambda i, j: (
                f"ranks[{i}][{j}] {who(i)}: a rank must be a finite number "
                f"(lower is better) or null (left out, tied last), got {float(ranks_array[i, j])!r}"
            ),
        )
    utility_array = None
    if "utilities" in given:
        utility_array = _as_float("utilities", given["utilities"])
        problems.add(
            np.isnan(utility_array),
            lambda i, j: (
                f"utilities[{i}] {who(i)}: no utility for {preview(alternatives[j], 40)}; "
                "give one number per alternative"
            ),
        )
        size = np.abs(utility_array)
        problems.add(
            (size > MAX_MAGNITUDE) | ((size < MIN_MAGNITUDE) & (size != 0)),
            lambda i, j: (
                f"utilities[{i}][{j}] {who(i)}: a utility must be 0 or a number of magnitude "
                f"{MIN_MAGNITUDE:g} to {MAX_MAGNITUDE:g}, got {float(utility_array[i, j])!r}; "
                "rescale the numbers"
            ),
        )
    approval_array = None
    if "approvals" in given and given["approvals"].dtype == np.bool_:
        approval_array = np.array(given["approvals"])  # already 0/1: a copy, no float detour
    elif "approvals" in given:
        raw = _as_float("approvals", given["approvals"], allow_bool=True)
        problems.add(
            ~np.isin(raw, (0.0, 1.0)),
            lambda i, j: (
                f"approvals[{i}][{j}] {who(i)}: an approval is 1/true or 0/false, "
                f"got {float(raw[i, j])!r}"
            ),
        )
        approval_array = raw == 1.0
    problems.raise_any()
    if ranks_array is not None:
        positions = dense_positions(ranks_array)
    return BallotColumns(
        weights=readonly(weights_array.astype(np.float64)),
        voters=voters if voters is None or isinstance(voters, VoterIds) else tuple(voters),
        positions=None if positions is None else readonly(positions),
        utilities=None if utility_array is None else readonly(utility_array),
        approvals=None if approval_array is None else readonly(approval_array),
        weight_given=weights is not None,
    )


def _check_voters(voters: list[Any], problems: _Problems) -> None:
    distinct = set(voters) if set(map(type, voters)) == {str} else None
    if distinct is None or "" in distinct:
        bad = next(i for i, v in enumerate(voters) if not isinstance(v, str) or not v)
        raise _error(
            f"voters[{bad}]: a voter id must be a non-empty string, got {preview(voters[bad])}"
        )
    if len(distinct) != len(voters):
        first: dict[str, int] = {}
        repeated = np.zeros(len(voters), dtype=bool)
        for i, v in enumerate(voters):
            repeated[i] = v in first
            first.setdefault(v, i)
        problems.add(
            repeated,
            lambda i, _: (
                f"voters[{i}] (voter {preview(voters[i], 40)}): duplicate voter id, already used "
                f"by ballot {first[voters[i]]}"
            ),
        )
