"""Building a :class:`~fairagents.Profile` from Python data: ``from_arrays``, ``from_rankings``
and ``from_utilities``, and the checks of the alternatives they share.

Rankings and utilities of at least ``MIN_COLUMNAR_BALLOTS`` ballots that read as one array are
kept as columns and checked as arrays; anything else goes ballot by ballot through pydantic, so
its errors name ballots as a user wrote them (see :mod:`fairagents.models.profile`).

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import chain
from typing import TYPE_CHECKING, Annotated, Any

import numpy as np
from pydantic import AfterValidator, Field, TypeAdapter, ValidationError

from fairagents.errors import ProfileError
from fairagents.models.ballot_dicts import positions_from_rankings, utility_matrix
from fairagents.models.base import format_validation_error
from fairagents.models.column_input import MIN_COLUMNAR_BALLOTS, columns_from_arrays

if TYPE_CHECKING:
    from fairagents.models.columns import BallotColumns
    from fairagents.models.profile import Profile

__all__ = ["ALTERNATIVES", "Alternatives", "ProfileBuilders", "field_error", "read_alternatives"]


def _distinct(value: tuple[str, ...]) -> tuple[str, ...]:
    seen: set[str] = set()
    for alt in value:
        if not alt:
            raise ValueError("an alternative id must not be empty")
        if alt in seen:
            raise ValueError(f"alternative {alt!r} is listed twice")
        seen.add(alt)
    return value


Alternatives = Annotated[tuple[str, ...], Field(min_length=1), AfterValidator(_distinct)]
ALTERNATIVES: TypeAdapter[tuple[str, ...]] = TypeAdapter(Alternatives)


class ProfileBuilders:
    """The constructors of :class:`~fairagents.Profile` (mixed into it)."""

    if TYPE_CHECKING:  # the Profile's own ways in

        @classmethod
        def model_validate(cls, obj: Any, **options: Any) -> Profile: ...

        @classmethod
        def _from_columns(
            cls,
            alternatives: tuple[str, ...],
            columns: BallotColumns,
            disagreement: Any,
            fields_set: set[str],
        ) -> Profile: ...

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
            alts = ALTERNATIVES.validate_python(alternatives)
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


def field_error(exc: ValidationError, data: Any, field: str) -> ProfileError:
    """The error of one field validated alone, located as in a whole profile."""
    loc = exc.errors()[0]["loc"]
    sep = ": " if not loc else "" if isinstance(loc[0], int) else "."
    return ProfileError(field + sep + format_validation_error(exc, data))


def read_alternatives(value: Any) -> tuple[str, ...]:
    try:
        return ALTERNATIVES.validate_python(value)
    except ValidationError as exc:
        raise field_error(exc, value, "alternatives") from exc


def _voter_ids(voters: Sequence[str] | None, n: int) -> list[str]:
    if voters is None:
        return [f"v{i + 1}" for i in range(n)]
    if len(voters) != n:
        raise ProfileError(f"{len(voters)} voter ids given for {n} ballots")
    return list(voters)
