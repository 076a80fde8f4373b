"""The input boundary: encodings, nesting, YAML aliases and tags, sizes, numbers, error wording."""

from __future__ import annotations

import codecs
import json
import math
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from fairagents import Ballot, Profile, ProfileError
from fairagents.errors import InputError, ProblemError
from fairagents.models.base import MAX_MAGNITUDE, MIN_MAGNITUDE, InputModel, Real
from fairagents.problems import IndivisibleAllocation
from fairagents.validation import (
    MAX_ALIAS_NODES,
    MAX_DEPTH,
    decode_text,
    load_model,
    parse_json,
    parse_yaml,
    read_data_file,
    validate_data,
)
from fairagents.validation._text import _json_depth

from .hostile import alias_documents

# -- encodings ----------------------------------------------------------------------------------

TEXT = '{"alternatives": ["café", "naïve"], "ballots": []}'


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-32"])
def test_utf_encodings_with_a_bom_are_read(encoding: str) -> None:
    assert decode_text(TEXT.encode(encoding), "p.json") == TEXT


def test_latin1_names_the_byte_and_its_position() -> None:
    raw = 'x\n{"a": "café"}'.encode("latin-1")
    with pytest.raises(InputError) as info:
        decode_text(raw, "p.json")
    assert str(info.value) == (
        "p.json: not UTF-8 text: byte 0xe9 at line 2, column 11 cannot be decoded; "
        "re-save the file as UTF-8"
    )


def test_binary_and_bomless_utf16_are_named_binary() -> None:
    for raw in (b"\x89PNG\r\n\x1a\n\x00\x00", "{}".encode("utf-16-le")):
        with pytest.raises(InputError, match="binary data, not text"):
            decode_text(raw, "p.json")


def test_broken_utf16_after_a_bom_says_so() -> None:
    with pytest.raises(InputError, match="invalid UTF-16 text"):
        decode_text(codecs.BOM_UTF16_LE + b"\x00\xd8", "p.json")


@given(st.binary(max_size=200))
def test_any_bytes_decode_or_raise_input_error(raw: bytes) -> None:
    try:
        decode_text(raw, "x")
    except InputError as exc:
        assert str(exc).startswith("x: ") and "\n" not in str(exc)


# -- nesting ------------------------------------------------------------------------------------


def _depth(value: Any) -> int:
    """Reference: nesting depth by plain recursion (the data here is shallow enough)."""
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


tricky = st.text(alphabet='[]{}"\\ aé\n', max_size=8)
json_data = st.recursive(
    st.one_of(st.none(), st.integers(), tricky),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(tricky, inner, max_size=3)
    ),
    max_leaves=20,
)


@given(json_data, st.booleans())
def test_json_depth_scan_matches_the_parsed_structure(data: Any, ascii_only: bool) -> None:
    text = json.dumps(data, ensure_ascii=ascii_only)
    assert _json_depth(text.encode("utf-8")) == _depth(data)


@pytest.mark.parametrize("depth", [MAX_DEPTH, MAX_DEPTH + 1, 100_000])
def test_nesting_limit_is_exact_for_json_and_yaml(depth: int) -> None:
    text = "[" * depth + "]" * depth
    for parse in (parse_json, parse_yaml):
        if depth <= MAX_DEPTH:
            assert _depth(parse(text, "x")) == depth
        else:
            with pytest.raises(InputError, match=f"nested more than {MAX_DEPTH} levels deep"):
                parse(text, "x")
    block = "- " * depth + "x"
    if depth > MAX_DEPTH:
        with pytest.raises(InputError, match="nested more than"):
            parse_yaml(block, "x")


# -- YAML ---------------------------------------------------------------------------------------


@given(alias_documents())
def test_alias_expansion_is_bounded_in_time_and_memory(document: str) -> None:
    tracemalloc.start()
    start = time.monotonic()
    try:
        parse_yaml(document, "x.yaml")
    except InputError as exc:
        assert f"more than {MAX_ALIAS_NODES:,} nodes" in str(exc)
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert time.monotonic() - start < 2
    assert peak < 20_000_000


def test_small_alias_use_and_merge_keys_still_work() -> None:
    text = "base: &b {weight: 2}\nballot:\n  <<: *b\n  voter: v\nlist: &l [1, 2]\nagain: *l\n"
    assert parse_yaml(text, "x.yaml") == {
        "base": {"weight": 2},
        "ballot": {"weight": 2, "voter": "v"},
        "list": [1, 2],
        "again": [1, 2],
    }


@pytest.mark.parametrize(
    "document",
    [
        "!!python/object/apply:os.system ['true']",
        "a: !!python/name:os.system",
        "a: !!binary aGk=",
        "a: !!set {x}",
        "a: !!omap [x: 1]",
        "a: !custom 1",
    ],
)
def test_yaml_tags_that_construct_objects_are_refused(document: str) -> None:
    with pytest.raises(InputError, match="is not allowed; data files hold"):
        parse_yaml(document, "x.yaml")


@pytest.mark.parametrize("document", ["a: &a [*a]", "a: &a {b: *a}"])
def test_self_referencing_aliases_are_refused(document: str) -> None:
    with pytest.raises(InputError, match="refers to a node that contains it"):
        parse_yaml(document, "x.yaml")


def test_yaml_errors_give_the_file_line() -> None:
    # The error is found at the end of the text (line 3 of it), which is line 4 of the file.
    with pytest.raises(InputError, match=r"^fm: invalid YAML at line 4, column 1: did not find"):
        parse_yaml("a: [1,\nb: 2\n", "fm", first_line=2)


# -- files --------------------------------------------------------------------------------------


def test_file_problems_name_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ProblemError, match=r"missing\.json: cannot read"):
        read_data_file(tmp_path / "missing.json", error=ProblemError)
    with pytest.raises(InputError, match=r"tmp.*: cannot read"):
        read_data_file(tmp_path)
    (tmp_path / "empty.yaml").write_text("  \n")
    with pytest.raises(InputError, match=r"empty\.yaml: the file is empty; expected a scenario"):
        read_data_file(tmp_path / "empty.yaml", what="scenario")
    monkeypatch.setattr("fairagents.validation.MAX_FILE_BYTES", 10)
    (tmp_path / "big.json").write_text("[" + "1," * 10 + "1]")
    with pytest.raises(InputError, match=r"big\.json: larger than"):
        read_data_file(tmp_path / "big.json")


def test_load_model_wants_one_object_and_uses_the_model_error(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text("- a\n- b\n")
    with pytest.raises(
        ProfileError, match=r"p.yaml: a profile file holds one object .* a list of 2"
    ):
        load_model(Profile, path, what="profile")
    path.write_text("alternatives: [a]\nballots: [{voter: v, weight: true, ranking: [a]}]\n")
    with pytest.raises(ProfileError) as info:
        load_model(Profile, path)
    assert str(info.value) == (
        f"{path}: ballots[0] (voter 'v').weight: true is a boolean, not a number; write 1 or 0"
    )
    assert isinstance(info.value.__cause__, ValidationError)


# -- numbers ------------------------------------------------------------------------------------


class _Number(InputModel):
    x: Real


@given(st.floats(allow_nan=True, allow_infinity=True))
def test_real_accepts_exactly_zero_and_the_magnitude_window(x: float) -> None:
    inside = x == 0 or MIN_MAGNITUDE <= abs(x) <= MAX_MAGNITUDE
    try:
        assert _Number(x=x).x == x
        assert inside
    except InputError as exc:
        assert not inside
        assert str(exc).startswith("x: ")


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (True, "true is a boolean, not a number; write 1 or 0"),
        ("1e5", "'1e5' is text, not a number; remove the quotes"),
        (10**400, "an integer of 401 digits is too large; numbers must be within ±1e+15"),
        (1e308, "1e+308 is beyond ±1e+15, the largest magnitude fairagents accepts"),
        (-4e15, "-4e+15 is beyond ±1e+15"),
        (1e-300, "1e-300 is closer to 0 than 1e-15"),
        (math.nan, "Input should be a finite number"),
    ],
)
def test_number_errors_say_what_to_do(value: object, message: str) -> None:
    with pytest.raises(InputError, match="^x: " + message.replace("(", r"\(").replace("+", r"\+")):
        _Number(x=value)


def test_bad_numbers_in_problems_raise_problem_errors() -> None:
    with pytest.raises(ProblemError, match=r"valuations.a.x: 1e\+300 is beyond"):
        IndivisibleAllocation(agents=("a",), goods=("x",), valuations={"a": {"x": 1e300}})


# -- error wording ------------------------------------------------------------------------------


def test_first_problem_and_a_count_without_follow_on_lines() -> None:
    data = {"alternatives": ["a"], "ballots": [{"voter": "v", "weight": -1, "ranking": ["a"]}]}
    with pytest.raises(ProfileError) as info:
        validate_data(Profile, data, source="p.json")
    assert (
        str(info.value) == "p.json: ballots[0] (voter 'v').weight: Input should be greater than 0"
    )
    many = {
        "alternatives": ["a"],
        "ballots": [{"voter": f"v{i}", "weight": "x"} for i in range(10**5)],
    }
    with pytest.raises(ProfileError) as info:
        validate_data(Profile, many, source="p.json")
    message = str(info.value)
    assert message.endswith("(and 99,999 more problems)") and len(message) < 400


def test_a_union_that_fails_every_member_is_one_problem() -> None:
    with pytest.raises(InputError) as info:
        Ballot(voter="v", ranking=["a"], utilities={"a": [1]})  # type: ignore[dict-item]
    assert "more problem" not in str(info.value)


def test_direct_construction_and_nested_validation_both_read_well() -> None:
    with pytest.raises(ProfileError, match=r"^weight: Input should be greater than 0$") as info:
        Ballot(voter="v", ranking=["a"], weight=0)
    assert isinstance(info.value.__cause__, ValidationError)
    with pytest.raises(ProfileError, match=r"^ballots\[0\] \(voter 'v'\)\.weight: Input should be"):
        Profile.model_validate(
            {"alternatives": ["a"], "ballots": [{"voter": "v", "ranking": ["a"], "weight": 0}]}
        )


def test_long_user_text_is_cut() -> None:
    with pytest.raises(ProfileError) as info:
        Profile.model_validate({"alternatives": ["a"], "ballots": [{"voter": "x" * 10_000}]})
    assert len(str(info.value)) <= 400


# -- duplicate keys -----------------------------------------------------------------------------


@given(json_data)
def test_json_without_duplicate_keys_reads_as_the_json_module_does(data: Any) -> None:
    text = json.dumps(data, indent=1)
    assert parse_json(text, "x.json") == json.loads(text)


@given(json_data, tricky, st.integers(-5, 5), st.integers(-5, 5))
def test_a_key_given_twice_in_any_object_is_an_error_naming_it(
    data: Any, name: str, first: int, second: int
) -> None:
    # The duplicate is written by hand into an object nested in arbitrary data.
    inner = json.dumps(name)
    text = json.dumps({"data": data, "x": "PLACE"}).replace(
        '"PLACE"', f"{{{inner}: {first},\n {inner}: {second}}}"
    )
    with pytest.raises(InputError, match=r"gives the key .* twice; keep one"):
        parse_json(text, "x.json")


def test_duplicate_keys_name_the_line_in_json_and_yaml(tmp_path: Path) -> None:
    text = '{"ballots": [],\n "alternatives": ["a"],\n "rules": {"x": 1,\n  "x": 2}}'
    with pytest.raises(InputError, match=r"x.json: line 3: .*'x' twice"):
        parse_json(text, "x.json")
    # Integers beyond 64 bits are read by the json module, and counted without orjson.
    with pytest.raises(InputError, match=r"line 2: .*'n' twice"):
        parse_json('[1,\n {"n": 123456789012345678901234567890, "n": 1}]', "x.json")
    assert parse_json('{"n": 123456789012345678901234567890}', "x.json")["n"] > 2**64
    with pytest.raises(InputError, match=r"line 4: the key 'seed' is given twice .*line 2"):
        parse_yaml("id: a\nseed: 3\nrounds: 2\nseed: 99\n", "s.yaml")
    # A key merged in by `<<` may be overridden (YAML's merge key), and equal keys in
    # different mappings are not duplicates.
    assert parse_yaml("b: &b {x: 1}\nd: {<<: *b, x: 2}\ne: {x: 3}", "s.yaml")["d"] == {"x": 2}


def test_a_scenario_with_a_key_given_twice_is_refused(tmp_path: Path) -> None:
    from fairagents.errors import ScenarioError
    from fairagents.resources import shipped_scenario
    from fairagents.scenarios import load_scenario

    text = shipped_scenario("triage").read_text(encoding="utf-8") + "\nseed: 99\n"
    path = tmp_path / "twice.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"the key 'seed' is given twice"):
        load_scenario(path)
