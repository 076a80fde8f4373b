"""The per-ballot ranking scan (models/_ballot_scan.py) against the parse-and-validate path: on
clean and messy per-ballot JSON documents, ``Profile.model_validate_json`` gives an equal profile
or the same error with the scan as without it."""

from __future__ import annotations

import json
from typing import Any
from unittest import mock

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fairagents import Profile
from fairagents.errors import ProfileError
from fairagents.models._ballot_scan import scan_rankings

ALTS = ["a", "b", "c", "d", "é", "long id", "x]y", 'q"t']


def _slow(doc: str | bytes) -> Profile:
    with mock.patch("fairagents.models._profile.scan_rankings", return_value=None):
        return Profile.model_validate_json(doc)


@pytest.fixture(autouse=True)
def _scan_small_documents() -> Any:
    """The tests' documents are small: scan them whatever their size (the size threshold is a
    speed choice, the scan's results must not depend on it)."""
    with mock.patch("fairagents.models._profile._SCAN_MIN_BYTES", 0):
        yield


def _outcome(read: Any, doc: str | bytes) -> tuple[str, Any]:
    try:
        profile = read(doc)
    except ProfileError as exc:
        return "error", str(exc)
    return "profile", profile


@st.composite
def documents(draw: st.DrawFn) -> tuple[str, bool]:
    """A per-ballot document and whether it is in the clean shape the scan reads."""
    m = draw(st.integers(1, 6))
    pool = ALTS if draw(st.booleans()) else ALTS[:5]
    alts = draw(st.permutations(pool))[:m]
    n = draw(st.integers(1, 14))
    weighted = draw(st.booleans())
    ballots: list[dict[str, Any]] = []
    for i in range(n):
        ranking = draw(st.lists(st.sampled_from(alts), min_size=1, max_size=m, unique=True))
        ballot: dict[str, Any] = {"voter": f"v{i}"}
        if weighted:
            ballot["weight"] = draw(st.sampled_from([1, 2, 3, 0.5, 2.25, 10]))
        ballot["ranking"] = ranking
        ballots.append(ballot)
    data: dict[str, Any] = {"alternatives": alts, "ballots": ballots}
    mess = draw(
        st.sampled_from(
            [
                None,
                "tie",
                "unknown",
                "repeat",
                "duplicate voter",
                "empty voter",
                "bad weight",
                "some weights",
                "key order",
                "extra key",
                "disagreement",
                "duplicate key",
                "escape",
                "empty ranking",
                "bool weight",
            ]
        )
    )
    b = draw(st.integers(0, n - 1))
    if mess == "tie" and len(alts) > 1:
        ballots[b]["ranking"] = [alts[:2], *alts[2:]]
    elif mess == "unknown":
        ballots[b]["ranking"].append("zz")
    elif mess == "repeat":
        ballots[b]["ranking"].append(ballots[b]["ranking"][0])
    elif mess == "duplicate voter" and n > 1:
        ballots[b]["voter"] = ballots[(b + 1) % n]["voter"]
    elif mess == "empty voter":
        ballots[b]["voter"] = ""
    elif mess == "bad weight":
        ballots[b]["weight"] = draw(st.sampled_from([0, -1, 1e400, 10**30, "2"]))
    elif mess == "some weights":
        ballots[b].pop("weight", None) if weighted else ballots[b].update(weight=2)
    elif mess == "key order":
        ballots[b] = dict(reversed(list(ballots[b].items())))
    elif mess == "extra key":
        ballots[b]["argument"] = draw(st.sampled_from(["", "why"]))
    elif mess == "disagreement":
        data["disagreement"] = {"v0": 0.0}
    elif mess == "empty ranking":
        ballots[b]["ranking"] = []
    elif mess == "bool weight":
        ballots[b]["weight"] = True
    sep = draw(st.sampled_from([(",", ":"), (", ", ": "), (",\n ", " :\t")]))
    indent = draw(st.sampled_from([None, 2]))
    text = json.dumps(data, separators=sep, indent=indent, ensure_ascii=draw(st.booleans()))
    if mess == "duplicate key":
        text = text.replace('"voter"', '"voter": "dup", "voter"', 1)
    elif mess == "escape":
        text = text.replace('"a"', '"\\u0061"')
    clean = mess is None and n >= 8 and not ({"x]y", 'q"t'} & set(alts)) and "\\u" not in text
    return text, clean


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents(), st.booleans())
def test_scan_equals_parse_and_validate(doc: tuple[str, bool], as_bytes: bool) -> None:
    text, clean = doc
    data: str | bytes = text.encode() if as_bytes else text
    fast, slow = _outcome(Profile.model_validate_json, data), _outcome(_slow, data)
    assert fast == slow
    if clean:  # the scan itself read it (else this test could not fail on the scan)
        scanned = scan_rankings(data)
        assert scanned is not None
        assert fast[0] == "profile" and fast[1].is_columnar
        assert scanned[0] == fast[1].alternatives


def test_scan_reads_the_benchmark_shape() -> None:
    alts = list("abcdefgh")
    data = {
        "alternatives": alts,
        "ballots": [
            {"voter": f"v{i}", "weight": i % 5 + 1, "ranking": alts[i % 8 :] + alts[: i % 8]}
            for i in range(40)
        ],
    }
    raw = orjson.dumps(data)
    assert scan_rankings(raw) is not None
    assert Profile.model_validate_json(raw) == Profile.model_validate(data) == _slow(raw)


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda t: t.replace('"ranking":["a"', '"ranking":["zz"', 1), "'zz' is unknown"),
        (lambda t: t.replace('"v3"', '"v2"', 1), "duplicate voter id"),
    ],
)
def test_errors_name_where(mutate: Any, message: str) -> None:
    data = {
        "alternatives": ["a", "b"],
        "ballots": [{"voter": f"v{i}", "ranking": ["a", "b"]} for i in range(10)],
    }
    text = mutate(orjson.dumps(data).decode())
    assert scan_rankings(text) is None
    with pytest.raises(ProfileError, match=message):
        Profile.model_validate_json(text)


@st.composite
def clean_documents(draw: st.DrawFn) -> str:
    """A small document in the clean shape, with ids and voters that hold spaces, digits and
    non-ASCII characters, weighted or not, compact or spaced out; three ballots (the scan's
    minimum is lowered for these documents, so that every position can be edited in turn)."""
    m = draw(st.integers(1, 3))
    alts = draw(st.permutations(["a", "b", "cd", "é", "x y", "v1"]))[:m]
    weighted = draw(st.booleans())
    ballots: list[dict[str, Any]] = []
    for i in range(3):
        ballot: dict[str, Any] = {"voter": draw(st.sampled_from([f"v{i}", f"v {i}", f"é{i}"]))}
        if weighted:
            ballot["weight"] = draw(st.sampled_from([1, 2, 0.5, 12.25]))
        ballot["ranking"] = draw(st.lists(st.sampled_from(alts), min_size=1, unique=True))
        ballots.append(ballot)
    sep = draw(st.sampled_from([(",", ":"), (", ", ": "), (" ,\n", "\t: ")]))
    data = {"alternatives": alts, "ballots": ballots}
    return json.dumps(data, separators=sep, ensure_ascii=False)


_EDITS = [*'"[]{}:, 0.ex\\é', "\x00"]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(clean_documents())
def test_every_one_character_edit_reads_as_the_parser_reads_it(clean: str) -> None:
    """The scan checks the shape itself: whatever one character inserted, replaced or deleted
    anywhere does to a clean document, a document the scan reads gives the profile the parser
    gives (what the scan declines goes to the parser, the path without the scan)."""
    with mock.patch("fairagents.models._ballot_scan.MIN_COLUMNAR_BALLOTS", 3):
        assert scan_rankings(clean) is not None
        read = 0
        for at in range(len(clean) + 1):
            edited = {clean[:at] + clean[at + 1 :]}
            edited |= {clean[:at] + edit + clean[at + cut :] for edit in _EDITS for cut in (0, 1)}
            for text in edited - {clean}:
                scanned = scan_rankings(text)
                if scanned is not None:
                    read += 1
                    alternatives, columns = scanned
                    assert _outcome(_slow, text) == (
                        "profile",
                        Profile._from_columns(alternatives, columns, None, set()),
                    )
    assert read  # some edits keep the shape (a space between tokens, a digit in a weight)
