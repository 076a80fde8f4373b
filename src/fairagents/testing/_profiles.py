"""The conformance kit's profiles: small, awkward ones of every input kind.

:func:`builtin_profiles` is what :func:`~fairagents.testing.check_rule` runs every rule
over, beside any profiles its caller gives: ordinal ones (a Condorcet cycle, weights, ties and
truncated ballots, a two-way tie, one ballot, all indifferent, one alternative, mixed ballot
kinds with a disagreement point), cardinal ones (weights and a disagreement point, negative and
tied utilities, one voter, all equal, one alternative), approval ones (empty and full approval
sets, one alternative) and ballots carrying approvals and utilities both. They are few and
small on purpose: they test the *form* of a rule's outcomes and its hygiene, not its axioms in
earnest (that is the property tests' business).

Internal to :mod:`fairagents.testing`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fairagents.models import Profile

__all__ = ["builtin_profiles"]


def _p(data: Mapping[str, Any]) -> Profile:
    return Profile.model_validate(data)


def _ballots(kind: str, values: Sequence[Any], **extra: Any) -> dict[str, Any]:
    """Ballots ``v1``, ``v2``, … of one ``kind`` (with ``weights`` if given), and ``extra``."""
    weights = extra.pop("weights", [1] * len(values))
    ballots = [
        {"voter": f"v{i + 1}", "weight": w, kind: v}
        for i, (v, w) in enumerate(zip(values, weights, strict=True))
    ]
    return {"ballots": ballots, **extra}


def _ranked(rankings: list[list[Any]], **extra: Any) -> dict[str, Any]:
    return _ballots("ranking", rankings, **extra)


def _rated(rows: list[dict[str, float]], **extra: Any) -> dict[str, Any]:
    return _ballots("utilities", rows, **extra)


def _approved(sets: list[list[str]], **extra: Any) -> dict[str, Any]:
    return _ballots("approvals", sets, **extra)


def builtin_profiles() -> dict[str, Profile]:
    """The kit's small profiles by name: ordinal, cardinal and approval ones, some awkward.

    >>> profiles = builtin_profiles()
    >>> profiles["condorcet_cycle"].alternatives
    ('a', 'b', 'c')
    >>> sum(p.all_utilities for p in profiles.values()) >= 5
    True
    """
    abc = ["a", "b", "c"]
    abcd = ["a", "b", "c", "d"]
    return {
        # -- ordinal ------------------------------------------------------------------------
        "condorcet_cycle": _p(
            {"alternatives": abc, **_ranked([["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]])}
        ),
        "linear_weighted": _p(
            {
                "alternatives": abcd,
                **_ranked(
                    [["a", "b", "c", "d"], ["b", "c", "d", "a"], ["c", "a", "d", "b"]],
                    weights=[3, 2, 2.5],
                ),
            }
        ),
        "ties_and_truncation": _p(
            {
                "alternatives": abcd,
                **_ranked([["a", ["b", "c"]], ["c"], [["a", "b"], "c", "d"], ["d", "b"]]),
            }
        ),
        "two_way_tie": _p({"alternatives": ["a", "b"], **_ranked([["a", "b"], ["b", "a"]])}),
        "single_ballot": _p({"alternatives": abcd, **_ranked([["c", "a", "d", "b"]])}),
        "all_indifferent": _p({"alternatives": abc, **_ranked([[abc], [abc]])}),
        "one_alternative": _p({"alternatives": ["a"], **_ranked([["a"], ["a"]])}),
        "mixed_ballots": _p(
            {
                "alternatives": abc,
                "ballots": [
                    {"voter": "v1", "weight": 2, "ranking": ["a", "b", "c"]},
                    {"voter": "v2", "ranking": [["a", "b"], "c"]},
                    {"voter": "v3", "utilities": {"a": 0.2, "b": 0.9, "c": 0.1}},
                    {"voter": "v4", "approvals": ["b", "c"]},
                ],
                "disagreement": {"v3": 0.0},
            }
        ),
        # -- cardinal -----------------------------------------------------------------------
        "utilities": _p(
            {
                "alternatives": abc,
                **_rated(
                    [
                        {"a": 1.0, "b": 0.5, "c": 0.0},
                        {"a": 0.0, "b": 0.6, "c": 1.0},
                        {"a": 0.2, "b": 0.7, "c": 0.9},
                    ]
                ),
            }
        ),
        "utilities_weighted_disagreement": _p(
            {
                "alternatives": abcd,
                **_rated(
                    [
                        {"a": 4.0, "b": 3.0, "c": 2.0, "d": 1.0},
                        {"a": 1.0, "b": 5.0, "c": 2.0, "d": 2.5},
                        {"a": 2.0, "b": 1.0, "c": 6.0, "d": 3.0},
                    ],
                    weights=[2, 1, 1.5],
                    disagreement={"v1": 1.5, "v3": 0.5},
                ),
            }
        ),
        "utilities_negative_and_tied": _p(
            {
                "alternatives": abc,
                **_rated(
                    [
                        {"a": -2.0, "b": -2.0, "c": 3.0},
                        {"a": 1.0, "b": 1.0, "c": -1.0},
                        {"a": 0.0, "b": 0.0, "c": 0.0},
                    ]
                ),
            }
        ),
        "utilities_single_voter": _p(
            {"alternatives": abc, **_rated([{"a": 0.3, "b": 0.8, "c": 0.1}])}
        ),
        "utilities_all_equal": _p(
            {"alternatives": abc, **_rated([{"a": 1.0, "b": 1.0, "c": 1.0}] * 2)}
        ),
        "utility_one_alternative": _p(
            {"alternatives": ["a"], **_rated([{"a": 1.0}, {"a": 2.0}], disagreement={"v1": 0.0})}
        ),
        # -- approval -----------------------------------------------------------------------
        "approvals": _p(
            {"alternatives": abcd, **_approved([["a", "b"], ["b"], ["c", "d"], ["a", "c"]])}
        ),
        "approvals_weighted_empty_and_full": _p(
            {
                "alternatives": abc,
                **_approved([[], ["a", "b", "c"], ["c"]], weights=[5, 1, 2]),
            }
        ),
        "approval_one_alternative": _p({"alternatives": ["a"], **_approved([["a"], []])}),
        # -- several kinds on every ballot ----------------------------------------------------
        "approvals_and_utilities": _p(
            {
                "alternatives": abc,
                "ballots": [
                    {"voter": "v1", "approvals": ["a"], "utilities": {"a": 9, "b": 5, "c": 0}},
                    {"voter": "v2", "approvals": ["b", "c"], "utilities": {"a": 0, "b": 7, "c": 8}},
                    {"voter": "v3", "approvals": ["b"], "utilities": {"a": 3, "b": 6, "c": 1}},
                ],
            }
        ),
    }
