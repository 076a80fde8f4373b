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
(:class:`~fairagents.models.columns.BallotColumns`) and checked as arrays: always from
``Profile.from_arrays`` and the compact JSON form, and from ``from_rankings``,
``from_utilities`` and ``model_validate`` whenever the input allows it and has at least
``MIN_COLUMNAR_BALLOTS`` (8) ballots. Everything else (fewer ballots, mixed kinds, tie groups,
proposals…) is validated ballot by ballot by pydantic, as ``Profile(...)`` always is.
``model_validate_json`` reads the per-ballot form of plain rankings in its clean shape straight
from the bytes (:mod:`fairagents.models.ballot_scan`) and parses anything else first.
``profile.ballots`` always holds the :class:`Ballot` objects: a columnar profile builds them the
first time they are read. Equality, ``model_dump``, ``model_dump_json`` and pickling do not
depend on the way in.

Compact JSON form (``Profile.model_validate`` / ``model_validate_json`` read both forms)::

    {"alternatives": ["a", "b", "c"],
     "ranks": [[0, 1, 2], [1, 0, null]],        # one row per ballot; null: left out, tied last
     "weights": [2, 1], "voters": ["ann", "bob"]}

with ``"utilities"`` (rows of numbers) or ``"approvals"`` (rows of 0/1) instead of, or besides,
``"ranks"``, and an optional ``"disagreement"`` as in the per-ballot form.

The constructors from Python data (``from_arrays``, ``from_rankings``, ``from_utilities``) are
:mod:`fairagents.models.profile_builders`, mixed into the class.

Bad input raises :class:`~fairagents.errors.ProfileError` with one line: the first problem, the
ballot and field it is in, and how many more there are.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Mapping
from itertools import chain
from typing import TYPE_CHECKING, Any

import orjson
from pydantic import (
    Field,
    SerializerFunctionWrapHandler,
    TypeAdapter,
    ValidationError,
    model_serializer,
    model_validator,
)

from fairagents.errors import ProfileError
from fairagents.models.ballot import Ballot
from fairagents.models.ballot_dicts import (
    columns_from_ballot_dicts,
)
from fairagents.models.ballot_scan import scan_rankings
from fairagents.models.base import InputModel, Real, preview
from fairagents.models.column_input import MIN_COLUMNAR_BALLOTS
from fairagents.models.columns import BallotColumns, compact_form
from fairagents.models.profile_builders import (
    ALTERNATIVES,
    Alternatives,
    ProfileBuilders,
    field_error,
    read_alternatives,
)
from fairagents.models.profile_views import ProfileViews

_COLUMNS = "_ballot_columns"  # the __dict__ key of a columnar profile's BallotColumns
_COMPACT_KEYS = ("alternatives", "ranks", "utilities", "approvals", "weights", "voters")
_PER_BALLOT_KEYS = frozenset({"alternatives", "ballots", "disagreement"})
# Below this size parsing is as fast as the scan's fixed costs (measured, 8 alternatives: 0.21
# vs 0.28 ms at 1.5 KB, equal at 21 KB, 3.6 vs 2.3 ms at 72 KB).
_SCAN_MIN_BYTES = 20_000
_NOT_COMPACT = frozenset({"alternatives", "disagreement"})  # with these alone: per-ballot errors


Disagreement = dict[str, Real] | None
_DISAGREEMENT: TypeAdapter[dict[str, float] | None] = TypeAdapter(Disagreement)


class Profile(InputModel, ProfileViews, ProfileBuilders):
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
            alternatives = ALTERNATIVES.validate_python(data["alternatives"])
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
            point = _DISAGREEMENT.validate_python(disagreement)
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
