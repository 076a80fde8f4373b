"""Hypothesis strategies for profiles: ordinal (with or without ties, truncation, mixed ballot
kinds), cardinal (with or without a disagreement point), approval; weighted or not.

Every strategy builds its profile one of two ways, drawn: ballot by ballot (pydantic, the
per-ballot path) or as columns (``Profile.from_arrays``: rankings as ranks, tie groups as equal
ranks, left-out alternatives as NaN) — so every property runs on both. Mixed ballot kinds have no
columnar form and stay per-ballot.

Sizes default to what property tests can afford: 2–5 alternatives, 1–7 ballots. Utilities are
halves in [-2, 10] so that sums are exact and ties are frequent; weights are small integers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from hypothesis import strategies as st

from fairagents import InputKind, Profile

ALTERNATIVES = ("a", "b", "c", "d", "e", "f", "g")
UTILITY_VALUES = tuple(k / 2 for k in range(-4, 21))


@st.composite
def weak_orders(
    draw: st.DrawFn, alternatives: tuple[str, ...], ties: bool = True, truncation: bool = True
) -> list[list[str]]:
    """A ranking as tie groups, best first; possibly truncated (the rest tied last)."""
    order = draw(st.permutations(alternatives))
    groups: list[list[str]] = [[order[0]]]
    for alt in order[1:]:
        if ties and draw(st.booleans()):
            groups[-1].append(alt)
        else:
            groups.append([alt])
    if truncation:
        groups = groups[: draw(st.integers(1, len(groups)))]
    return groups


def _sizes(
    min_alternatives: int, max_alternatives: int, min_ballots: int, max_ballots: int
) -> st.SearchStrategy[tuple[int, int]]:
    return st.tuples(
        st.integers(min_alternatives, max_alternatives), st.integers(min_ballots, max_ballots)
    )


def _weights(draw: st.DrawFn, n: int, weighted: bool) -> list[int]:
    return [draw(st.integers(1, 4)) if weighted else 1 for _ in range(n)]


@st.composite
def ordinal_profiles(
    draw: st.DrawFn,
    *,
    min_alternatives: int = 2,
    max_alternatives: int = 5,
    min_ballots: int = 1,
    max_ballots: int = 7,
    ties: bool = True,
    truncation: bool = True,
    weighted: bool | None = None,
    mixed: bool = False,
) -> Profile:
    """Profiles of rankings. ``weighted=None`` draws whether to weight; ``mixed`` lets some
    ballots be utilities or approvals instead (which ordinal rules read as weak orders)."""
    m, n = draw(_sizes(min_alternatives, max_alternatives, min_ballots, max_ballots))
    alts = ALTERNATIVES[:m]
    weights = _weights(draw, n, draw(st.booleans()) if weighted is None else weighted)
    ballots: list[dict[str, Any]] = []
    for i in range(n):
        ballot: dict[str, Any] = {"voter": f"v{i + 1}", "weight": weights[i]}
        kind = draw(st.sampled_from(["ranking", "utilities", "approvals"])) if mixed else "ranking"
        if kind == "ranking":
            ballot["ranking"] = draw(weak_orders(alts, ties=ties, truncation=truncation))
        elif kind == "utilities":
            ballot["utilities"] = {a: draw(st.sampled_from(UTILITY_VALUES)) for a in alts}
        else:
            ballot["approvals"] = [a for a in alts if draw(st.booleans())]
        ballots.append(ballot)
    return _either_way(draw, {"alternatives": alts, "ballots": ballots})


def columnar(profile: Profile) -> Profile:
    """The same ballots as columns, via ``Profile.from_arrays``; ``profile`` itself when its
    ballots differ in kind (no columnar form)."""
    kinds = {(b.ranking is None, b.utilities is None, b.approvals is None) for b in profile.ballots}
    if len(kinds) != 1:
        return profile
    no_ranking, no_utilities, no_approvals = kinds.pop()
    ranks = None
    if not no_ranking:
        ranks = np.full((len(profile.ballots), profile.n_alternatives), np.nan)
        for row, ballot in enumerate(profile.ballots):
            for pos, group in enumerate(ballot.ranking or ()):
                for alt in group:
                    ranks[row, profile.index[alt]] = pos
    return Profile.from_arrays(
        profile.alternatives,
        ranks=ranks,
        utilities=None if no_utilities else profile.utilities,
        approvals=None if no_approvals else profile.approvals,
        weights=profile.weights,
        voters=profile.voters,
        disagreement=profile.disagreement,
    )


def per_ballot(profile: Profile) -> Profile:
    """The same ballots validated one by one by pydantic (never the columnar path)."""
    return Profile(**profile.model_dump())


BUILDS: dict[str, Callable[[Profile], Profile]] = {"per-ballot": per_ballot, "columnar": columnar}
"""The two ways to build a profile, for tests that parametrize over them."""


def _either_way(draw: st.DrawFn, data: dict[str, Any]) -> Profile:
    built = Profile(**data)  # the constructor always validates ballot by ballot
    return columnar(built) if draw(st.booleans()) else built


@st.composite
def cardinal_profiles(
    draw: st.DrawFn,
    *,
    min_alternatives: int = 2,
    max_alternatives: int = 5,
    min_ballots: int = 1,
    max_ballots: int = 7,
    weighted: bool | None = None,
    disagreement: bool | None = None,
    positive: bool = False,
) -> Profile:
    """Profiles of utilities, optionally with a disagreement point for some voters (drawn
    between the voter's worst and best utility, so that agreement is possible). ``positive``
    keeps utilities > 0, for rules defined only there (Atkinson's prioritarian transform)."""
    m, n = draw(_sizes(min_alternatives, max_alternatives, min_ballots, max_ballots))
    alts = ALTERNATIVES[:m]
    weights = _weights(draw, n, draw(st.booleans()) if weighted is None else weighted)
    values = [u for u in UTILITY_VALUES if u > 0] if positive else UTILITY_VALUES
    rows = [{a: draw(st.sampled_from(values)) for a in alts} for _ in range(n)]
    ballots = [
        {"voter": f"v{i + 1}", "weight": w, "utilities": row}
        for i, (w, row) in enumerate(zip(weights, rows, strict=True))
    ]
    with_d = draw(st.booleans()) if disagreement is None else disagreement
    point: dict[str, float] | None = None
    if with_d:
        point = {}
        for i, row in enumerate(rows):
            if draw(st.booleans()):
                low, high = min(row.values()), max(row.values())
                point[f"v{i + 1}"] = draw(st.sampled_from([low, (low + high) / 2, high]))
    return _either_way(draw, {"alternatives": alts, "ballots": ballots, "disagreement": point})


@st.composite
def approval_profiles(
    draw: st.DrawFn,
    *,
    min_alternatives: int = 2,
    max_alternatives: int = 5,
    min_ballots: int = 1,
    max_ballots: int = 7,
    weighted: bool | None = None,
) -> Profile:
    """Profiles of approval sets (possibly empty or full)."""
    m, n = draw(_sizes(min_alternatives, max_alternatives, min_ballots, max_ballots))
    alts = ALTERNATIVES[:m]
    weights = _weights(draw, n, draw(st.booleans()) if weighted is None else weighted)
    ballots = [
        {"voter": f"v{i + 1}", "weight": w, "approvals": [a for a in alts if draw(st.booleans())]}
        for i, w in enumerate(weights)
    ]
    return _either_way(draw, {"alternatives": alts, "ballots": ballots})


def profiles_for(kind: InputKind, **sizes: int) -> st.SearchStrategy[Profile]:
    """Profiles a rule of input ``kind`` reads: ordinal ones mix in utility/approval ballots;
    cardinal ones are half the time positive (some rules are defined only there)."""
    if kind is InputKind.CARDINAL:
        return st.one_of(cardinal_profiles(**sizes), cardinal_profiles(positive=True, **sizes))
    if kind is InputKind.APPROVAL:
        return approval_profiles(**sizes)
    return st.one_of(ordinal_profiles(**sizes), ordinal_profiles(mixed=True, **sizes))
