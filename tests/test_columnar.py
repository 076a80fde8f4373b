"""Columnar profiles: the same profile whichever way it was built, errors that name the first bad
row, the compact JSON form, and which inputs take the fast path.

The reference is the per-ballot path: ``Profile(**data)`` validates ballot by ballot with pydantic
(never the columnar path), as every profile was read before columns existed.
"""

from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path
from typing import Any

import numpy as np
import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError
from typer.testing import CliRunner

from fairagents import Ballot, Profile
from fairagents._cli import app
from fairagents.errors import FairagentsError, ProfileError
from fairagents.models._column_input import MIN_COLUMNAR_BALLOTS
from tests.strategies import (
    approval_profiles,
    cardinal_profiles,
    columnar,
    ordinal_profiles,
    per_ballot,
)

from .conftest import EXAMPLES

_KINDS = ("ranking", "utilities", "approvals")
ANY_PROFILE = st.one_of(
    ordinal_profiles(), ordinal_profiles(ties=False), cardinal_profiles(), approval_profiles()
)


def _views(p: Profile) -> dict[str, Any]:
    out: dict[str, Any] = {
        "ranks": p.ranks.tolist(),
        "weights": p.weights.tolist(),
        "majority": p.majority.tolist(),
        "voters": p.voters,
        "all": (p.all_rankings, p.all_utilities, p.all_approvals),
    }
    if p.all_utilities:
        out["utilities"] = p.utilities.tolist()
        out["d"] = p.disagreement_vector().tolist()
    if p.all_approvals:
        out["approvals"] = p.approvals.tolist()
    return out


@settings(max_examples=300)
@given(ANY_PROFILE)
def test_columnar_profile_is_the_per_ballot_profile(drawn: Profile) -> None:
    """Equality, dumps, JSON, pickling and every numeric view agree with the per-ballot twin."""
    reference = per_ballot(drawn)
    col = columnar(reference)
    if not col.is_columnar:
        return  # mixed ballot kinds: no columnar form
    twin = per_ballot(col)  # tie groups listed in the alternatives' order, as columns list them
    assert not twin.is_columnar
    assert col == twin and twin == col  # before the columnar profile built any Ballot
    assert _views(col) == _views(reference) == _views(twin)
    assert col.model_dump_json() == twin.model_dump_json()
    assert col.model_dump() == twin.model_dump()
    assert col.model_dump(exclude_defaults=True) == twin.model_dump(exclude_defaults=True)
    assert pickle.loads(pickle.dumps(col)) == twin
    assert repr(col) == repr(twin)
    assert col.ballots == twin.ballots and col.is_columnar  # columns kept after reading ballots
    if not col.all_utilities:  # a ballot's utilities are a dict: unhashable, as before
        assert hash(col) == hash(twin)


LARGE = {"min_ballots": MIN_COLUMNAR_BALLOTS, "max_ballots": 3 * MIN_COLUMNAR_BALLOTS}


@settings(max_examples=200)
@given(
    st.one_of(
        ordinal_profiles(**LARGE),
        ordinal_profiles(ties=False, **LARGE),
        ordinal_profiles(mixed=True, **LARGE),
        cardinal_profiles(**LARGE),
        approval_profiles(**LARGE),
    ),
    st.booleans(),
)
def test_model_validate_fast_path_gives_what_pydantic_gives(drawn: Profile, full: bool) -> None:
    """Whichever path ``model_validate`` takes (columns for simple ballots, listed the way a
    Ballot keeps them), the profile is the one pydantic builds ballot by ballot."""
    data = per_ballot(drawn).model_dump(exclude_defaults=not full)
    fast, slow = Profile.model_validate(data), Profile(**data)
    assert fast == slow and slow == fast
    assert fast.model_dump_json() == slow.model_dump_json()
    assert Profile.model_validate_json(json.dumps(data)) == slow
    assert _views(fast) == _views(slow)
    simple = {frozenset(k for k in _KINDS if getattr(b, k) is not None) for b in slow.ballots}
    in_order = all(
        list(b.approvals or ()) == sorted(b.approvals or (), key=slow.index.__getitem__)
        and all(len(g) == 1 for g in b.ranking or ())
        for b in slow.ballots
    )
    assert fast.is_columnar == (len(simple) == 1 and len(simple.pop()) == 1 and in_order)
    again = Profile.model_validate_json(slow.model_dump_json())  # our own dumps read back fast
    assert again == slow and again.is_columnar == fast.is_columnar


@settings(max_examples=200)
@given(ANY_PROFILE)
def test_compact_form_round_trips(drawn: Profile) -> None:
    col = columnar(per_ballot(drawn))
    if not col.is_columnar:
        with pytest.raises(ProfileError, match="no compact form"):
            col.to_compact()
        return
    text = orjson.dumps(col.to_compact())
    again = Profile.model_validate_json(text)
    assert again.is_columnar and again == col
    assert Profile.model_validate(json.loads(text)) == col


def test_which_inputs_take_the_columnar_path() -> None:
    k = MIN_COLUMNAR_BALLOTS
    assert Profile.from_rankings([["a", "b"], ["b"]] * (k // 2)).is_columnar
    assert not Profile.from_rankings([["a", "b"]] * (k - 1)).is_columnar  # small: per-ballot
    assert not Profile.from_rankings([["a", ["b", "c"]]] * k).is_columnar  # tie groups' order
    assert Profile.from_utilities([{"a": 1, "b": 2}] * k).is_columnar
    assert not Profile.from_utilities([{"b": 1, "a": 2}] * k, alternatives="ab").is_columnar
    one = {"voter": "x", "ranking": ["b", "a"]}
    simple = {"alternatives": ["a", "b"], "ballots": [{**one, "voter": f"v{i}"} for i in range(k)]}
    assert Profile.model_validate(simple).is_columnar
    assert Profile.model_validate_json(json.dumps(simple)).is_columnar
    assert not Profile(**simple).is_columnar
    mixed = json.loads((EXAMPLES / "profiles" / "mixed.json").read_text())
    mixed.pop("disagreement", None)
    mixed["ballots"] = [
        {**b, "voter": f"{b['voter']}{i}"} for b in mixed["ballots"] for i in range(k)
    ]
    assert not Profile.model_validate(mixed).is_columnar
    argued = {**simple, "ballots": [*simple["ballots"], {**one, "argument": "why"}]}
    assert not Profile.model_validate(argued).is_columnar
    unordered = {
        "alternatives": ["a", "b"],
        "ballots": [{"voter": f"v{i}", "approvals": ["b", "a"]} for i in range(k)],
    }
    assert not Profile.model_validate(unordered).is_columnar  # a Ballot keeps this order
    assert Profile.model_validate(unordered).ballots[0].approvals == ("b", "a")


def test_from_arrays_reads_ranks_ties_and_omissions() -> None:
    p = Profile.from_arrays(
        ["a", "b", "c", "d"],
        ranks=np.array([[3, 1, 1, np.nan], [0, 5, 2, 2]]),
        weights=[2, 1],
        voters=["ann", "bo"],
    )
    assert [b.ranking for b in p.ballots] == [
        (("b", "c"), ("a",)),
        (("a",), ("c", "d"), ("b",)),
    ]
    assert p.ranks.tolist() == [[1, 0, 0, 2], [0, 2, 1, 1]]
    assert p.voters == ("ann", "bo") and p.weights.tolist() == [2.0, 1.0]
    u = Profile.from_arrays("xy", utilities=[[1, 2], [3, 3]], disagreement={"v2": 0.0})
    assert u.ranks.tolist() == [[1, 0], [0, 0]]
    assert u.disagreement_vector().tolist() == [1.0, 0.0]
    a = Profile.from_arrays("xyz", approvals=[[True, False, True], [0, 0, 0]])
    assert [b.approvals for b in a.ballots] == [("x", "z"), ()]
    assert a.ranks.tolist() == [[0, 1, 0], [1, 1, 1]]


def _arrays_error(**kwargs: Any) -> str:
    with pytest.raises(ProfileError) as info:
        Profile.from_arrays(kwargs.pop("alternatives", ["a", "b", "c"]), **kwargs)
    message = str(info.value)
    assert "\n" not in message
    return message


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        (
            {"ranks": [[0, 1, 2]] * 6, "weights": [1, 1, 1, -1, 2, 0]},
            "weights[3] (voter 'v4'): a weight must be a number from 1e-15 to 1e+15, got -1.0 "
            "(and 1 more problem)",
        ),
        (
            {"ranks": [[0, 1, 2], [0, np.inf, 1]], "voters": ["ann", "bo"]},
            "ranks[1][1] (voter 'bo'): a rank must be a finite number (lower is better) or null",
        ),
        (
            {"utilities": [[1, 2, 3], [1, None, 3], [None, 0, 0]]},
            "utilities[1] (voter 'v2'): no utility for 'b'; give one number per alternative "
            "(and 1 more problem)",
        ),
        ({"approvals": [[1, 0, 2]]}, "approvals[0][2] (voter 'v1'): an approval is 1/true or 0/"),
        ({"ranks": [[0, 1]]}, "ranks[0]: 2 values for 3 alternatives (a, b, c)"),
        ({"ranks": [[0, 1, "x"]]}, "ranks[0][2] (alternative 'c'): expected a number, got 'x'"),
        ({"ranks": [[0, 1, True]]}, "ranks[0][2] (alternative 'c'): expected a number, got true"),
        ({"ranks": np.zeros((2, 4))}, "ranks: shape (2, 4), expected (ballots, 3 alternatives)"),
        ({"ranks": [[0, 1, 2]], "weights": [1, 2]}, "one entry per ballot, at least one ballot"),
        ({"ranks": [[0, 1, 2]], "weights": [True]}, "weights: booleans are not numbers"),
        (
            {"ranks": [[0, 1, 2]] * 3, "voters": ["x", "y", "x"]},
            "voters[2] (voter 'x'): duplicate voter id, already used by ballot 0",
        ),
        ({"ranks": [[0, 1, 2]], "voters": [""]}, "voters[0]: a voter id must be a non-empty"),
        ({"alternatives": ["a", "a"], "ranks": [[0, 1]]}, "alternatives: alternative 'a' is"),
        ({"alternatives": [], "ranks": []}, "alternatives: Tuple should have at least 1 item"),
        ({}, "give ranks, utilities or approvals"),
        ({"ranks": [[0, 1, 10**400]]}, "ranks: a number is too large"),
        ({"ranks": [[0, 1, 2]], "weights": [10**400]}, "weights: a number is too large"),
        (
            {"ranks": [[0, 1, 2]], "disagreement": {"v9": 0.0}},
            "disagreement: voter 'v9' has no ballot",
        ),
        (
            {"ranks": [[0, 1, 2]], "disagreement": {"v1": 0.0}},
            "disagreement: voter 'v1' has no utilities to compare with",
        ),
        (
            {"utilities": [[0, 1, 2]], "disagreement": {"v1": float("nan")}},
            "disagreement.v1: Input should be a finite number",
        ),
        (
            {"utilities": [[0, 1e-300, 2e15]]},
            "utilities[0][1] (voter 'v1'): a utility must be 0 or a number of magnitude 1e-15",
        ),
        ({"ranks": [[0, 1, 2]], "weights": [1e16]}, "weights[0] (voter 'v1'): a weight must be"),
    ],
)
def test_from_arrays_errors_name_the_first_bad_row_and_field(
    kwargs: dict[str, Any], expected: str
) -> None:
    assert expected in _arrays_error(**kwargs)


@settings(max_examples=100)
@given(
    st.lists(
        st.sampled_from([1.0, 2.5, 0.0, -3.0, 1e-300, 1e300, np.nan, np.inf]),
        min_size=1,
        max_size=30,
    )
)
def test_weight_errors_name_the_first_bad_weight_and_count_the_rest(weights: list[float]) -> None:
    bad = [i for i, w in enumerate(weights) if not 1e-15 <= w <= 1e15]
    ranks = [[0, 1]] * len(weights)
    if not bad:
        assert Profile.from_arrays("ab", ranks=ranks, weights=weights).weights.tolist() == weights
        return
    message = _arrays_error(alternatives="ab", ranks=ranks, weights=weights)
    assert message.startswith(f"weights[{bad[0]}] (voter 'v{bad[0] + 1}'): ")
    more = len(bad) - 1
    ending = (
        f"(and {more} more problem{'s' if more > 1 else ''})" if more else repr(weights[bad[0]])
    )
    assert message.endswith(ending)


def test_public_constructors_raise_profile_errors_with_the_cli_message() -> None:
    """Each failure is a ProfileError (a FairagentsError) with one line; pydantic's error, when
    there is one, is its cause."""
    cases = [
        (lambda: Profile.from_rankings([["a", "z"]], alternatives="ab"), "alternative 'z' is"),
        (lambda: Profile.from_rankings([["a", "b"]], weights=[1, 2]), "2 weights given for 1"),
        (lambda: Profile.from_rankings([["a"]], voters=["x", "y"]), "2 voter ids given for 1"),
        (lambda: Profile.from_utilities([{"a": 1}, {"b": 1}]), "ballots[0] (voter 'v1')"),
        (lambda: Profile.model_validate({"alternatives": ["a"]}), "ballots: Field required"),
        (lambda: Profile.model_validate_json(b'{"alternatives": ['), "Invalid JSON"),
        (
            lambda: Profile.model_validate_json(b'{"alternatives": ["a"], "rank": []}'),
            "'rank' is not a field of a profile",
        ),
        (lambda: Profile(alternatives=("a",), ballots=()), "ballots: Tuple should have"),
        (lambda: Ballot(voter="x", ranking=["a", "a"]), "ranking: alternative 'a' is listed"),
        (lambda: Ballot.model_validate({"voter": ""}), "voter: String should have at least"),
        (lambda: Ballot.model_validate_json("{}"), "voter: Field required"),
    ]
    for build, expected in cases:
        with pytest.raises(ProfileError) as info:
            build()
        assert isinstance(info.value, FairagentsError) and isinstance(info.value, ValueError)
        assert expected in str(info.value) and "\n" not in str(info.value)
    with pytest.raises(ProfileError) as info:
        Ballot(voter="x", ranking=["a"], weight=0)
    assert isinstance(info.value.__cause__, ValidationError)


def test_many_bad_ballots_give_one_line_and_a_count() -> None:
    data = {
        "alternatives": ["a", "b"],
        "ballots": [{"voter": f"v{i}", "weight": -1, "ranking": ["a"]} for i in range(1000)],
    }
    with pytest.raises(ProfileError) as info:
        Profile.model_validate(data)
    assert str(info.value) == (
        "ballots[0] (voter 'v0').weight: Input should be greater than 0 (and 999 more problems)"
    )


def test_model_copy_with_an_update_validates_afresh() -> None:
    p = Profile.from_rankings([["a", "b"], ["b", "a"]])
    assert p.majority.tolist() == [[0.0, 1.0], [1.0, 0.0]]
    q = p.model_copy(update={"ballots": [Ballot(voter="z", ranking=["b", "a"])]})
    assert q.majority.tolist() == [[0.0, 0.0], [1.0, 0.0]] and q.voters == ("z",)
    with pytest.raises(ProfileError, match="unknown"):
        p.model_copy(update={"alternatives": ["x", "y"]})


def test_compact_example_is_the_per_ballot_example(tmp_path: Path) -> None:
    compact = EXAMPLES / "profiles" / "city_budget_compact.json"
    per = EXAMPLES / "profiles" / "city_budget.json"
    a, b = (Profile.model_validate_json(f.read_bytes()) for f in (compact, per))
    assert a.is_columnar and a == b
    runner = CliRunner()
    outs = [runner.invoke(app, ["aggregate", str(f), "--all", "--json"]) for f in (compact, per)]
    assert outs[0].exit_code == outs[1].exit_code == 0
    assert json.loads(outs[0].stdout) == json.loads(outs[1].stdout)
    bad = tmp_path / "bad.json"
    bad.write_text('{"alternatives": ["a", "b"], "ranks": [[0, 1], [0, 1]], "weights": [1, 0]}')
    result = runner.invoke(app, ["aggregate", str(bad)])
    assert result.exit_code == 2
    assert f"{bad}: weights[1] (voter 'v2'): a weight must be" in " ".join(result.stderr.split())


def test_a_columnar_profile_pickles_and_copies_as_columns() -> None:
    p = Profile.from_rankings([["a", "b", "c"], ["c", "a"]] * MIN_COLUMNAR_BALLOTS)
    for other in (pickle.loads(pickle.dumps(p)), copy.deepcopy(p), p.model_copy()):
        assert other.is_columnar and "ballots" not in other.__dict__  # nothing built yet
        assert other == p and other.majority.tolist() == p.majority.tolist()
    assert pickle.loads(pickle.dumps(p)).model_dump_json() == per_ballot(p).model_dump_json()


def test_json_schema_is_the_models_own() -> None:
    """The serializer that builds a columnar profile's ballots leaves the schema alone."""
    for mode in ("validation", "serialization"):
        schema = Profile.model_json_schema(mode=mode)
        assert set(schema["properties"]) == {"alternatives", "ballots", "disagreement"}
        assert "Ballot" in schema["$defs"]


def test_from_arrays_copies_the_callers_arrays() -> None:
    utilities, weights = np.array([[1.0, 2.0], [3.0, 4.0]]), np.array([1.0, 2.0])
    p = Profile.from_arrays("ab", utilities=utilities, weights=weights)
    utilities[0, 0], weights[0] = 9.0, 9.0  # the caller's arrays stay writeable and theirs
    assert p.utilities.tolist() == [[1.0, 2.0], [3.0, 4.0]] and p.weights.tolist() == [1, 2]
    with pytest.raises(ValueError):
        p.utilities[0, 0] = 5.0  # the profile's own views are read-only
