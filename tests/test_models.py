"""The Profile/Ballot/Outcome contract: JSON format, normalization, validation messages."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from pydantic import ValidationError

from fairagents import Ballot, Outcome, Profile, ProfileError
from fairagents.validation import validate_data

CONTRACT_PROFILE = {
    "alternatives": ["a", "b", "c"],
    "ballots": [
        {"voter": "v1", "weight": 2, "ranking": ["a", "b", "c"]},
        {"voter": "v2", "ranking": [["a", "b"], "c"]},
        {"voter": "v3", "utilities": {"a": 0.2, "b": 0.9, "c": 0.1}},
        {"voter": "v4", "approvals": ["b", "c"]},
    ],
    "disagreement": {"v3": 0.0},
}


def test_contract_profile_parses_and_round_trips() -> None:
    profile = Profile.model_validate_json(json.dumps(CONTRACT_PROFILE))
    assert profile.ballots[0].weight == 2
    assert profile.ballots[1].ranking == (("a", "b"), ("c",))
    again = Profile.model_validate_json(profile.model_dump_json())
    assert again == profile
    dumped = json.loads(profile.model_dump_json(exclude_none=True, exclude_defaults=True))
    assert dumped["ballots"][1]["ranking"] == [["a", "b"], "c"]
    assert dumped["ballots"][0]["ranking"] == ["a", "b", "c"]


def test_omitted_alternatives_tie_last() -> None:
    profile = Profile.model_validate(
        {"alternatives": ["a", "b", "c", "d"], "ballots": [{"voter": "x", "ranking": ["c"]}]}
    )
    assert profile.ranks.tolist() == [[1, 1, 0, 1]]


def test_ordinal_view_of_utilities_and_approvals() -> None:
    profile = Profile.model_validate(CONTRACT_PROFILE)
    assert profile.ranks.tolist() == [[0, 1, 2], [0, 0, 1], [1, 0, 2], [1, 0, 0]]


def test_majority_matrix_is_weighted() -> None:
    profile = Profile.model_validate(CONTRACT_PROFILE)
    # a over b: v1 (weight 2) only; b over a: v3, v4.
    assert profile.majority[0, 1] == 2.0
    assert profile.majority[1, 0] == 2.0
    # b over c: v1 (2), v2, v3; c over b: nobody.
    assert profile.majority[1, 2] == 4.0
    assert profile.margins[1, 2] == 4.0


def test_majority_matches_ballot_by_ballot_count() -> None:
    rng = np.random.default_rng(1)
    rankings = [list(rng.permutation(["a", "b", "c", "d"])) for _ in range(50)]
    weights = list(rng.integers(1, 5, size=50).astype(float))
    profile = Profile.from_rankings(rankings, weights=weights)
    m = profile.n_alternatives
    expected = np.zeros((m, m))
    for ranking, w in zip(rankings, weights, strict=True):
        for i, x in enumerate(ranking):
            for y in ranking[i + 1 :]:
                expected[profile.index[x], profile.index[y]] += w
    np.testing.assert_allclose(profile.majority, expected)


def test_numeric_views_are_read_only() -> None:
    profile = Profile.from_utilities([{"a": 1.0, "b": 2.0}])
    with pytest.raises(ValueError):
        profile.utilities[0, 0] = 5.0


def test_from_constructors() -> None:
    p = Profile.from_rankings([["x", ["y", "z"]]], weights=[2], voters=["ann"])
    assert p.alternatives == ("x", "y", "z") and p.voters == ("ann",)
    q = Profile.from_utilities({"ann": {"a": 1, "b": 0}}, disagreement={"ann": 0.0})
    assert q.disagreement_vector().tolist() == [0.0]
    r = Profile.from_utilities([{"a": 1, "b": 3}])
    assert r.disagreement_vector().tolist() == [1.0]  # default: the voter's worst utility


def _error(data: dict[str, object]) -> str:
    with pytest.raises(ProfileError) as info:
        validate_data(Profile, data, source="p.json")
    return str(info.value)


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            {"ballots": [{"voter": "v1", "ranking": ["a", "z"]}]},
            "p.json: ballots[0] (voter 'v1').ranking: alternative 'z' is unknown; known: a, b, c",
        ),
        (
            {"ballots": [{"voter": "v1", "ranking": ["a", ["b", "a"]]}]},
            "p.json: ballots[0] (voter 'v1').ranking: alternative 'a' is listed twice",
        ),
        ({"alternatives": []}, "p.json: alternatives: Tuple should have at least 1 item"),
        ({"alternatives": ["a", "a"]}, "p.json: alternatives: alternative 'a' is listed twice"),
        (
            {"ballots": [{"voter": "v1", "utilities": {"a": math.nan, "b": 0, "c": 0}}]},
            "p.json: ballots[0] (voter 'v1').utilities.a: Input should be a finite number",
        ),
        (
            {"ballots": [{"voter": "v1", "utilities": {"a": math.inf, "b": 0, "c": 0}}]},
            "p.json: ballots[0] (voter 'v1').utilities.a: Input should be a finite number",
        ),
        (
            {"ballots": [{"voter": "v1", "weight": 0, "ranking": ["a"]}]},
            "p.json: ballots[0] (voter 'v1').weight: Input should be greater than 0",
        ),
        (
            {"ballots": [{"voter": "v1", "weight": -2, "ranking": ["a"]}]},
            "p.json: ballots[0] (voter 'v1').weight: Input should be greater than 0",
        ),
        (
            {"ballots": [{"voter": "v1", "ranking": ["a"]}, {"voter": "v1", "ranking": ["b"]}]},
            "p.json: ballots[1] (voter 'v1').voter: duplicate voter id, already used by ballots[0]",
        ),
        (
            {"ballots": [{"voter": "v1", "utilities": {"a": 1, "b": 0}}]},
            "p.json: ballots[0] (voter 'v1').utilities: no utility for 'c'; give one number per",
        ),
        (
            {"ballots": [{"voter": "v1", "approvals": ["b", "b"]}]},
            "p.json: ballots[0] (voter 'v1').approvals: alternative 'b' is listed twice",
        ),
        ({"ballots": [{"voter": "v1"}]}, "a ballot needs a ranking, utilities or approvals"),
        ({"ballots": [{"voter": "v1", "ranking": ["a"], "colour": "red"}]}, "colour: Extra inputs"),
        ({"ballots": []}, "p.json: ballots: Tuple should have at least 1 item"),
    ],
)
def test_validation_errors_name_ballot_and_field(change: dict[str, object], expected: str) -> None:
    data = {"alternatives": ["a", "b", "c"], "ballots": [{"voter": "v1", "ranking": ["a"]}]}
    data.update(change)
    assert expected in _error(data)


def test_ballot_json_uses_plain_ids_for_singletons() -> None:
    ballot = Ballot(voter="v", ranking=["a", ["b", "c"]])
    assert ballot.model_dump(mode="json")["ranking"] == ["a", ["b", "c"]]


def test_outcome_rejects_inconsistent_choice() -> None:
    with pytest.raises(ValidationError, match="not among the winners"):
        Outcome(
            rule="x",
            winners=("a",),
            choice="b",
            ranking=(("a",), ("b",)),
            scores={},
            explanation="",
        )
