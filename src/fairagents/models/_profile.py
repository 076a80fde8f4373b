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

Two ways in, one profile. Ballots that are all of one simple kind — rankings of plain ids,
utilities, or approvals, with weights and voter ids — are kept as columns
(:class:`~fairagents.models._columns.BallotColumns`) and checked as arrays: always from
``Profile.from_arrays`` and the compact JSON form, and from ``from_rankings``,
``from_utilities`` and ``model_validate`` whenever the input allows it and has at least
``MIN_COLUMNAR_BALLOTS`` (8) ballots. Everything else (fewer ballots, mixed kinds, tie groups,
proposals…) is validated ballot by ballot by pydantic, as ``Profile(...)`` always is.
``model_validate_json`` reads the per-ballot form of plain rankings in its clean shape straight
from the bytes (:mod:`fairagents.models._ballot_scan`) and parses anything else first.
``profile.ballots`` always holds the :class:`Ballot` objects: a columnar profile builds them the
first time they are read. Equality, ``model_dump``, ``model_dump_json`` and pickling do not
depend on the way in.

Compact JSON form (``Profile.model_validate`` / ``model_validate_json`` read both forms)::

    {"alternatives": ["a", "b", "c"],
     "ranks": [[0, 1, 2], [1, 0, null]],        # one row per ballot; null: left out, tied last
     "weights": [2, 1], "voters": ["ann", "bob"]}

with ``"utilities"`` (rows of numbers) or ``"approvals"`` (rows of 0/1) instead of, or besides,
``"ranks"``, and an optional ``"disagreement"`` as in the per-ballot form.

Bad input raises :class:`~fairagents.errors.ProfileError` with one line: the first problem, the
ballot and field it is in, and how many more there are.

The class reads in the order data flows through it: the fields and their checks; the ways in
from Python data (``from_rankings``, ``from_utilities``, ``from_arrays``); the ways in from dicts
and JSON; the columnar storage and the Ballot objects it builds on demand; the numeric views.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cached_property
from itertools import chain
from typing import TYPE_CHECKING, Any

import numpy as np
import orjson
from numpy.typing import NDArray
from pydantic import (
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    TypeAdapter,
    ValidationError,
    model_serializer,
    model_validator,
)

from fairagents.errors import ProfileError
from fairagents.models._alternative import Alternatives, validate_alternatives
from fairagents.models._ballot import Ballot
from fairagents.models._ballot_dicts import (
    columns_from_ballot_dicts,
    positions_from_rankings,
    utility_matrix,
)
from fairagents.models._ballot_scan import scan_rankings
from fairagents.models._column_input import MIN_COLUMNAR_BALLOTS, columns_from_arrays
from fairagents.models._columns import BallotColumns, compact_form, readonly
from fairagents.models.base import InputModel, Real, format_validation_error, preview

_COLUMNS = "_ballot_columns"  # the __dict__ key of a columnar profile's BallotColumns
_COMPACT_KEYS = ("alternatives", "ranks", "utilities", "approvals", "weights", "voters")
_PER_BALLOT_KEYS = frozenset({"alternatives", "ballots", "disagreement"})
# Below this size parsing is as fast as the scan's fixed costs (measured, 8 alternatives: 0.21
# vs 0.28 ms at 1.5 KB, equal at 21 KB, 3.6 vs 2.3 ms at 72 KB).
_SCAN_MIN_BYTES = 20_000
_NOT_COMPACT = frozenset({"alternatives", "disagreement"})  # with these alone: per-ballot errors


Disagreement = dict[str, Real] | None
# Built on first use: a profile without a disagreement point never needs it (_from_columns).
_DISAGREEMENT: TypeAdapter[dict[str, float] | None] = TypeAdapter(
    Disagreement, config=ConfigDict(defer_build=True)
)

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]
BoolArray = NDArray[np.bool_]


class Profile(InputModel):
    """The ballots of one round over a fixed set of alternatives.

    >>> p = Profile.from_rankings([["a", "b", "c"], ["b", "a", "c"], ["a", "c", "b"]])
    >>> p.alternatives
    ('a', 'b', 'c')
    >>> p.majority[0].tolist()   # weight of ballots putting a above a, b, c
    [0.0, 2.0, 3.0]
    """

    alternatives: Alternatives
    ballots: tuple[Ballot, ...] = Field(min_length=1)
    disagreement: Disagreement = None

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
        _check_disagreement(
            self.disagreement, voters, lambda i: self.ballots[i].utilities is not None
        )
        return self

    # -- the ways in from Python data: rankings, utilities, arrays ------------------------------

    @classmethod
    def from_arrays(
        cls,
        alternatives: Sequence[str],
        *,
        ranks: Any = None,
        utilities: Any = None,
        approvals: Any = None,
        weights: Any = None,
        voters: Sequence[str] | None = None,
        disagreement: Mapping[str, float] | None = None,
    ) -> Profile:
        """Build a profile from columns: arrays (or nested lists) of shape (ballots × alternatives).

        ``ranks[i, j]``: where ballot ``i`` puts alternative ``j``, lower is better, equal values
        tie; NaN (or ``None``) leaves the alternative out of the ranking, tied last.
        ``utilities[i, j]``: finite numbers. ``approvals[i, j]``: booleans or 0/1. Give any of the
        three (each for every ballot); ``weights`` (default 1) and ``voters`` (default ``v1``,
        ``v2``, …) have one entry per ballot. Checked as arrays; an error names the first bad
        row and field and how many more there are.

        >>> from fairagents import Profile
        >>> p = Profile.from_arrays(["a", "b", "c"], ranks=[[0, 1, 2], [1, 0, np.nan]])
        >>> p.ballots[1].ranking
        (('b',), ('a',))
        >>> p.ranks.tolist()
        [[0, 1, 2], [1, 0, 2]]
        """
        if isinstance(alternatives, np.ndarray):
            alternatives = alternatives.tolist()
        elif isinstance(
            alternatives, str
        ):  # "abc": alternatives a, b, c, as from_rankings reads it
            alternatives = list(alternatives)
        alts = read_alternatives(alternatives)
        columns = columns_from_arrays(
            alts, ranks=ranks, utilities=utilities, approvals=approvals, weights=weights,
            voters=voters,
        )  # fmt: skip
        return cls._from_columns(alts, columns, disagreement, {"alternatives", "disagreement"})

    @classmethod
    def from_columns(cls, alternatives: Sequence[str], columns: BallotColumns) -> Profile:
        """A profile over ballots a reader has already read into columns and checked (as
        :func:`~fairagents.models._column_input.columns_from_arrays` returns them): the way in
        for files streamed into arrays (:mod:`fairagents.formats`), which copies nothing."""
        alts = read_alternatives(list(alternatives))
        return cls._from_columns(alts, columns, None, {"alternatives", "disagreement"})

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

        >>> from fairagents import Profile
        >>> Profile.from_rankings([["x", ["y", "z"]]], weights=[2]).ballots[0].weight
        2.0
        """
        if alternatives is None:
            try:
                alternatives = list(dict.fromkeys(chain.from_iterable(rankings)))  # type: ignore[arg-type]
            except TypeError:  # a tie group (a list) is no key: read them one by one
                order: dict[str, None] = {}
                for ranking in rankings:
                    for item in ranking:
                        for alt in [item] if isinstance(item, str) else item:
                            order.setdefault(alt, None)
                alternatives = list(order)
        fast = len(rankings) >= MIN_COLUMNAR_BALLOTS and cls._columnar_or_none(
            alternatives,
            lambda alts: positions_from_rankings(rankings, {a: i for i, a in enumerate(alts)}),
            "positions",
            weights,
            voters,
        )
        if fast:
            return fast
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

        >>> from fairagents import Profile
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
        fast = len(rows) >= MIN_COLUMNAR_BALLOTS and cls._columnar_or_none(
            alternatives, lambda alts: utility_matrix(rows, alts), "utilities", weights, voters,
            disagreement,
        )  # fmt: skip
        if fast:
            return fast
        ballots = [
            {"voter": voter, "utilities": dict(row)}
            for voter, row in zip(_voter_ids(voters, len(rows)), rows, strict=True)
        ]
        return cls._build(alternatives, ballots, weights, disagreement)

    @classmethod
    def _columnar_or_none(
        cls,
        alternatives: Sequence[str],
        read: Any,
        field: str,
        weights: Sequence[float] | None,
        voters: Sequence[str] | None,
        disagreement: Mapping[str, float] | None = None,
    ) -> Profile | None:
        """The columnar profile when ``read(alternatives)`` can read the ballots as one array
        and everything checks out; ``None`` sends the caller down the per-ballot path, whose
        errors name ballots as before. Callers ask only from ``MIN_COLUMNAR_BALLOTS`` ballots
        on: below that, pydantic ballot by ballot is as fast."""
        try:
            alts = validate_alternatives(alternatives)
        except ValidationError:
            return None
        array = read(alts)
        if array is None:
            return None
        try:
            columns = columns_from_arrays(alts, weights=weights, voters=voters, **{field: array})
            point = None if disagreement is None else dict(disagreement)
            return cls._from_columns(alts, columns, point, {"alternatives", "disagreement"})
        except ProfileError:
            return None

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
                raise ProfileError(f"{len(weights)} weights given for {len(ballots)} ballots")
            for ballot, weight in zip(ballots, weights, strict=True):
                ballot["weight"] = weight
        return cls.model_validate(
            {
                "alternatives": list(alternatives),
                "ballots": ballots,
                "disagreement": None if disagreement is None else dict(disagreement),
            }
        )

    # -- the way in: pydantic errors become ProfileError; simple ballots become columns --------

    validation_error = ProfileError

    @classmethod
    def model_validate(cls, obj: Any, **options: Any) -> Profile:
        """Validate the per-ballot or the compact form (see the module docstring).

        Raises :class:`~fairagents.errors.ProfileError`.
        """
        if not options and type(obj) is dict:
            if "ballots" not in obj and not obj.keys() <= _NOT_COMPACT:
                return cls._from_compact(obj)
            ballots = obj.get("ballots")
            if isinstance(ballots, list | tuple) and len(ballots) >= MIN_COLUMNAR_BALLOTS:
                fast = cls._from_ballot_dicts(obj)
                if fast is not None:
                    return fast
        return super().model_validate(obj, **options)

    @classmethod
    def model_validate_json(cls, json_data: str | bytes | bytearray, **options: Any) -> Profile:
        """Parse JSON text in either form (orjson) and validate it as :meth:`model_validate`.

        Raises :class:`~fairagents.errors.ProfileError`.
        """
        if not options:
            scanned = scan_rankings(json_data) if len(json_data) >= _SCAN_MIN_BYTES else None
            if scanned is not None:  # plain rankings in the clean shape: no parse needed
                alternatives, columns = scanned
                return cls._from_columns(alternatives, columns, None, {"alternatives", "ballots"})
            # The parsed document is tens of thousands of fresh dicts and lists that live only
            # until the columns are read from them, and none is part of a cycle: the cyclic
            # collector's passes meanwhile (over the whole heap once enough survive) find
            # nothing. It is paused until the document is freed (by reference counting).
            collecting = gc.isenabled()
            gc.disable()
            try:
                data = orjson.loads(json_data)
            except orjson.JSONDecodeError:
                pass  # pydantic's own message says where the JSON breaks
            else:
                profile = cls.model_validate(data)
                del data
                return profile
            finally:
                if collecting:
                    gc.enable()
        return super().model_validate_json(json_data, **options)

    @classmethod
    def _from_ballot_dicts(cls, data: dict[str, Any]) -> Profile | None:
        """The per-ballot form as columns, when every ballot is simple (else ``None``)."""
        if not data.keys() <= _PER_BALLOT_KEYS or "alternatives" not in data:
            return None
        ballots = data["ballots"]
        try:
            alternatives = validate_alternatives(data["alternatives"])
        except ValidationError:
            return None
        columns = columns_from_ballot_dicts(ballots, alternatives)
        if columns is None:
            return None
        try:
            return cls._from_columns(alternatives, columns, data.get("disagreement"), set(data))
        except ProfileError:
            return None  # the per-ballot path reports it, located as a user wrote it

    @classmethod
    def _from_compact(cls, data: dict[str, Any]) -> Profile:
        unknown = [k for k in data if k not in (*_COMPACT_KEYS, "disagreement")]
        if unknown:
            raise ProfileError(
                f"{preview(unknown[0], 40)} is not a field of a profile; the compact form has "
                f"{', '.join(_COMPACT_KEYS)} and disagreement (the per-ballot form: alternatives, "
                "ballots, disagreement)"
            )
        if "alternatives" not in data:
            raise ProfileError("alternatives: missing; list the alternatives' ids once")
        return cls.from_arrays(
            read_alternatives(data["alternatives"]),
            ranks=data.get("ranks"),
            utilities=data.get("utilities"),
            approvals=data.get("approvals"),
            weights=data.get("weights"),
            voters=data.get("voters"),
            disagreement=data.get("disagreement"),
        )

    @classmethod
    def _from_columns(
        cls,
        alternatives: tuple[str, ...],
        columns: BallotColumns,
        disagreement: Any,
        fields_set: set[str],
    ) -> Profile:
        try:
            # None is valid as it is: no adapter to build for the common case.
            point = None if disagreement is None else _DISAGREEMENT.validate_python(disagreement)
        except ValidationError as exc:
            raise field_error(exc, disagreement, "disagreement") from exc
        if point is not None:
            rows = {v: i for i, v in enumerate(columns.voter_ids())}
            with_utilities = columns.utilities is not None
            _check_disagreement(point, rows, lambda _: with_utilities)
        # No ballots: a columnar profile builds them when they are first read (__getattr__).
        profile = cls.model_construct(  # type: ignore[call-arg]
            _fields_set=(fields_set | {"ballots"}) & set(cls.model_fields),
            alternatives=alternatives,
            disagreement=point,
        )
        profile.__dict__[_COLUMNS] = columns
        return profile

    def _columns(self) -> BallotColumns | None:
        columns: BallotColumns | None = self.__dict__.get(_COLUMNS)
        return columns

    @property
    def is_columnar(self) -> bool:
        """Whether the ballots are kept as columns (numeric views read them without Ballot
        objects); an equal profile may be either."""
        return self._columns() is not None

    # -- a columnar profile builds its Ballot objects when they are first read -------------------

    if not TYPE_CHECKING:

        def __getattr__(self, name: str) -> Any:
            if name == "ballots":
                columns = self.__dict__.get(_COLUMNS)
                if columns is not None:
                    ballots = columns.ballots(self.alternatives)
                    # Fields in declaration order: model_dump_json writes them in __dict__ order.
                    rest = dict(self.__dict__)
                    self.__dict__.clear()
                    self.__dict__.update(alternatives=rest.pop("alternatives"), ballots=ballots)
                    self.__dict__.update(rest)
                    return ballots
            return super().__getattr__(name)

    # No return annotation on purpose: pydantic would take it as the serialized schema, and the
    # JSON schema of a dumped Profile must stay the model's own.
    @model_serializer(mode="wrap")
    def _serialize(self, handler: SerializerFunctionWrapHandler):  # type: ignore[no-untyped-def]
        _ = self.ballots  # serialization reads the ballots: build them if they are columns
        return handler(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Profile):
            return NotImplemented
        if (
            type(self) is not type(other)
            or self.alternatives != other.alternatives
            or self.disagreement != other.disagreement
        ):
            return False
        mine, theirs = self._columns(), other._columns()
        if mine is not None and theirs is not None:
            return mine.equals(theirs)
        return self.ballots == other.ballots

    def __hash__(self) -> int:
        return hash((self.alternatives, self.ballots))

    def __repr_args__(self) -> Any:
        _ = self.ballots
        return super().__repr_args__()

    def __iter__(self) -> Any:
        _ = self.ballots
        return super().__iter__()

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Profile:
        """A copy; with ``update``, a newly validated profile (never stale cached views)."""
        if update:
            return type(self).model_validate({**self.model_dump(), **update})
        return super().model_copy(deep=deep)

    def to_compact(self) -> dict[str, Any]:
        """The compact JSON form of this profile (see the module docstring), JSON-ready.

        Only profiles whose ballots are all of one simple kind have one; others raise
        :class:`~fairagents.errors.ProfileError` naming what the compact form cannot hold.

        >>> Profile.from_rankings([["b", "a"], ["a"]], alternatives="ab").to_compact()["ranks"]
        [[1, 0], [0, None]]
        """
        columns = self._columns()
        if columns is None:
            columns = columns_from_ballot_dicts(self.model_dump()["ballots"], self.alternatives)
            if columns is None:
                raise ProfileError(
                    "this profile has no compact form: its ballots differ in kind or carry tie "
                    "groups in a given order, proposals, arguments or citations"
                )
        return compact_form(self.alternatives, columns, self.disagreement)

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
        m = self.n_alternatives
        columns = self._columns()
        if (m + 1) ** m < 2**63:
            powers = (m + 1) ** np.arange(m, dtype=np.int64)
            if columns is not None:
                # A block of rank rows at a time: a file's millions of ballots are never copied
                # whole into rank rows to be grouped.
                keys = np.empty(columns.n, dtype=np.int64)
                step = max(1, _KEY_CELLS // m)
                for start in range(0, columns.n, step):
                    keys[start : start + step] = (
                        columns.rank_rows(slice(start, start + step)) @ powers
                    )
            else:
                ranks = self._rank_rows()
                keys = ranks @ powers
            if len(keys) <= _FEW_BALLOTS:  # np.unique's fixed cost is most of a small profile's
                first, inverse = _first_and_inverse(keys.tolist())
            else:
                _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
            orders = columns.rank_rows(first) if columns is not None else ranks[first]
        else:
            orders, inverse = np.unique(self._rank_rows(), axis=0, return_inverse=True)
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


def _check_disagreement(
    point: Mapping[str, float] | None, rows: Mapping[str, int], has_utilities: Callable[[int], bool]
) -> None:
    """Every voter of the disagreement point has a ballot, with utilities to compare with."""
    for voter in point or ():
        if voter not in rows:
            raise ProfileError(f"disagreement: voter {preview(voter, 40)} has no ballot")
        if not has_utilities(rows[voter]):
            raise ProfileError(
                f"disagreement: voter {preview(voter, 40)} has no utilities to compare with"
            )


def field_error(exc: ValidationError, data: Any, field: str) -> ProfileError:
    """The error of one field validated alone, located as in a whole profile."""
    loc = exc.errors()[0]["loc"]
    sep = ": " if not loc else "" if isinstance(loc[0], int) else "."
    return ProfileError(field + sep + format_validation_error(exc, data))


def read_alternatives(value: Any) -> tuple[str, ...]:
    try:
        return validate_alternatives(value)
    except ValidationError as exc:
        raise field_error(exc, value, "alternatives") from exc


def _voter_ids(voters: Sequence[str] | None, n: int) -> list[str]:
    if voters is None:
        return [f"v{i + 1}" for i in range(n)]
    if len(voters) != n:
        raise ProfileError(f"{len(voters)} voter ids given for {n} ballots")
    return list(voters)


_FEW_BALLOTS = 64
_KEY_CELLS = 2**22  # rank rows made at once when grouping a columnar profile's ballots


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
