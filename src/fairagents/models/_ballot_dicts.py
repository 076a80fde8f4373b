"""The simple per-ballot forms (rankings of plain ids, utilities, approvals) read into columns
without a pydantic object per ballot.

These readers say ``None`` for anything they do not read exactly as pydantic would — ballots
that differ in kind, tie groups (a Ballot keeps their order), proposals, arguments, citations,
invalid values — and the caller then validates ballot by ballot, so its errors are the ones a
user sees. Arrays are checked by :mod:`fairagents.models._column_input`.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import chain
from operator import itemgetter
from typing import Any

import numpy as np
from numpy.typing import NDArray

from fairagents.errors import ProfileError
from fairagents.models._column_input import columns_from_arrays
from fairagents.models._columns import BallotColumns

__all__ = ["columns_from_ballot_dicts", "positions_from_rankings", "utility_matrix"]

IntArray = NDArray[np.int64]
BoolArray = NDArray[np.bool_]

_NUMBER_TYPES = frozenset({int, float})  # plain JSON numbers; bool is not one


def positions_from_rankings(
    rankings: Sequence[Sequence[Any]], index: Mapping[str, int]
) -> IntArray | None:
    """Tie-group positions of rankings written as plain ids (best first, left-out ids tied
    last); ``None`` when a ranking has a tie group, an unknown or repeated id, or anything but a
    list of strings — cases the per-ballot path reads (and reports) exactly."""
    n, m = len(rankings), len(index)
    if n == 0 or not set(map(type, rankings)) <= {list, tuple}:
        return None
    sizes = set(map(len, rankings))
    if len(sizes) == 1:  # all of one length (complete rankings, typically): no per-row read
        lengths = np.full(n, sizes.pop(), dtype=np.int64)
    else:
        lengths = np.fromiter(map(len, rankings), dtype=np.int64, count=n)
    total = int(lengths.sum())
    try:
        # index.__getitem__ raises KeyError on an unknown id or a tuple tie group, TypeError on
        # a list tie group.
        flat = np.fromiter(
            map(index.__getitem__, chain.from_iterable(rankings)), dtype=np.int64, count=total
        )
    except (KeyError, TypeError):
        return None
    cells = np.repeat(np.arange(n, dtype=np.int64) * m, lengths) + flat
    starts = np.cumsum(lengths) - lengths
    positions = np.full((n, m), -1, dtype=np.int64)
    positions.reshape(-1)[cells] = np.arange(total, dtype=np.int64) - np.repeat(starts, lengths)
    if np.count_nonzero(positions >= 0) != total:
        return None  # an id listed twice in one ranking: two entries landed in one cell
    return positions


_PLAIN_BALLOT_KEYS = {"voter", "weight"}
_KINDS = ("ranking", "utilities", "approvals")
# Fields a simple ballot may also write out with their default value (as model_dump and
# model_dump_json do): the default first, then what else reads as it.
_DEFAULTS: dict[str, tuple[Any, ...]] = {
    "ranking": (None,),
    "utilities": (None,),
    "approvals": (None,),
    "proposal": (None,),
    "argument": ("",),
    "citations": ((), []),
}


_Split = tuple[str, list[Any], list[Any] | None, BoolArray | bool, list[Any]]


def _split(ballots: Sequence[Any]) -> _Split | None:
    """``(kind, voters, weights, weight_given, values)`` of ballots that are all ``voter``, an
    optional ``weight`` and one same kind (other fields only at their defaults); else ``None``."""
    if not ballots:
        return None
    first = ballots[0]
    kind = next((k for k in _KINDS if first.get(k) is not None), "") if type(first) is dict else ""
    # The common case: every ballot has exactly these keys (as many keys as names, and every
    # name found), so no key needs looking at. No per-ballot tuple or set is built: in a process
    # with a large heap, 10,000 new containers cost more in garbage collection than the reading.
    sizes = set(map(len, ballots)) if kind else set()
    size = sizes.pop() if len(sizes) == 1 else 0
    if size in (2, 3):
        try:
            voters = list(map(itemgetter("voter"), ballots))
            values = list(map(itemgetter(kind), ballots))
            weights = list(map(itemgetter("weight"), ballots)) if size == 3 else None
        except (KeyError, TypeError):
            pass
        else:
            return kind, voters, weights, size == 3, values
    # Otherwise: other fields written out at their defaults, weights on some ballots only.
    if set(map(type, ballots)) != {dict}:
        return None
    keysets = set(map(frozenset, ballots))
    named = set().union(*keysets)
    defaulted = {
        key
        for key in named - _PLAIN_BALLOT_KEYS
        if key in _DEFAULTS
        and all(b.get(key, _DEFAULTS[key][0]) in _DEFAULTS[key] for b in ballots)
    }
    kinds = {k for k in named - defaulted if k in _KINDS}
    if len(kinds) != 1:
        return None
    kind = kinds.pop()
    if named - defaulted - _PLAIN_BALLOT_KEYS != {kind}:
        return None
    if any("voter" not in keys or kind not in keys for keys in keysets):
        return None
    voters = list(map(itemgetter("voter"), ballots))
    values = list(map(itemgetter(kind), ballots))
    with_weight = {"weight" in keys for keys in keysets}
    if with_weight == {True}:
        return kind, voters, list(map(itemgetter("weight"), ballots)), True, values
    if with_weight == {False}:
        return kind, voters, None, False, values
    weights = [b.get("weight", 1.0) for b in ballots]
    given = np.fromiter(("weight" in b for b in ballots), dtype=bool, count=len(ballots))
    return kind, voters, weights, given, values


def columns_from_ballot_dicts(
    ballots: Sequence[Any], alternatives: Sequence[str]
) -> BallotColumns | None:
    """The per-ballot JSON form read as columns, when every ballot is the same simple kind:
    ``voter``, optional ``weight`` and exactly one of a ranking of plain ids, utilities listed in
    the alternatives' order, or approvals listed in that order. ``None`` otherwise (mixed kinds,
    tie groups, other fields, any invalid value): the per-ballot path then reads them, and its
    errors are the ones a user sees."""
    split = _split(ballots)
    if split is None:
        return None
    kind, voters, weights, weight_given, values = split
    alts = tuple(alternatives)
    index = {a: i for i, a in enumerate(alts)}
    if weights is not None and not set(map(type, weights)) <= _NUMBER_TYPES:
        return None
    arrays: dict[str, Any] = {}
    if kind == "ranking":
        positions = positions_from_rankings(values, index)
        if positions is None:
            return None
        arrays["positions"] = positions
    elif kind == "utilities":
        arrays["utilities"] = utility_matrix(values, alts)
        if arrays["utilities"] is None:
            return None
    else:
        approved = positions_from_rankings(values, index)
        if approved is None:
            return None
        # A Ballot keeps its approvals in the order given; as columns they are listed in the
        # alternatives' order, so only lists already in that order take this path.
        listed = approved >= 0
        expected = np.where(listed, np.cumsum(listed, axis=1) - 1, 0)
        if not np.array_equal(np.where(listed, approved, 0), expected):
            return None
        arrays["approvals"] = listed
    try:
        columns = columns_from_arrays(alts, weights=weights, voters=voters, **arrays)
    except ProfileError:
        return None
    if weight_given is not True:
        columns = BallotColumns(
            weights=columns.weights,
            voters=columns.voters,
            positions=columns.positions,
            utilities=columns.utilities,
            approvals=columns.approvals,
            weight_given=weight_given,
        )
    return columns


def utility_matrix(rows: Sequence[Mapping[str, float]], alternatives: tuple[str, ...]) -> Any:
    """Utility rows as an (n, m) array when each is a dict listing exactly the alternatives, in
    their order, with plain numbers (a Ballot keeps its dict's order); else ``None``."""
    if not rows or not all(type(r) is dict for r in rows):
        return None
    if set(map(tuple, rows)) != {alternatives}:
        return None
    flat: list[object] = list(chain.from_iterable(map(dict.values, rows)))  # type: ignore[arg-type]
    if not set(map(type, flat)) <= {int, float}:
        return None
    return np.array(flat, dtype=np.float64).reshape(len(rows), len(alternatives))
