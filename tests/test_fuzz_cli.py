"""Hostile input through every command: exit 0 or 2, never a traceback, bounded output and time.

Hypothesis generates the inputs (:mod:`tests.hostile`): arbitrary bytes, other encodings, deep
nesting, YAML alias bombs, extreme numbers, markup and control characters in every id, odd
parameters, large sizes. Commands run in-process through Typer's CliRunner, where an escaped
exception shows up as ``result.exception``; a few run as real processes at the end. Warnings
are errors in this suite, so a numpy overflow warning fails it too.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner, Result

from fairagents._cli import app
from fairagents._cli._app import MAX_ERROR_CHARS, MAX_ERROR_LINES

from .conftest import EXAMPLES
from .hostile import (
    ENCODINGS,
    MARKUP,
    alias_documents,
    json_values,
    nested,
    numbers,
    problems,
    profiles,
    text,
    write_data,
)

runner = CliRunner()
PROBLEM = EXAMPLES / "problems" / "icu_triage.json"
SCENARIO = EXAMPLES / "scenarios" / "tourism.yaml"
PROFILE = EXAMPLES / "profiles" / "city_budget.json"
SOLVE_LIMIT = "2"  # --time-limit for problem commands: every solve stage is bounded
FUZZ = settings(
    max_examples=80,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def run(args: list[str], *, seconds: float = 20.0) -> Result:
    """Run the CLI in-process and check what every invocation must satisfy."""
    start = time.monotonic()
    result = runner.invoke(app, args)
    elapsed = time.monotonic() - start
    shown = (
        f"args={[a[:80] for a in args]}\n"
        f"stdout={result.stdout[-2000:]}\nstderr={result.stderr[-2000:]}"
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"{type(result.exception).__name__}: {result.exception}\n{shown}"
    )
    assert result.exit_code in (0, 2), shown
    assert "Traceback" not in result.stdout + result.stderr, shown
    if result.exit_code == 2 and result.stderr.startswith("error:"):
        assert len(result.stderr) <= MAX_ERROR_CHARS + 200, shown
        assert result.stderr.count("\n") <= MAX_ERROR_LINES + 2, shown
    assert elapsed < seconds, f"took {elapsed:.1f}s\n{shown}"
    return result


def problem_commands(path: Path) -> list[list[str]]:
    limit = ["--time-limit", SOLVE_LIMIT]
    return [
        ["menu", str(path), *limit],
        ["frameworks", str(path), *limit],
        ["evaluate", str(path), "--choice", "m1", *limit],
    ]


def run_command(scenario: Path, out: Path) -> list[str]:
    """One short offline deliberation (analytic agents, no retrieval, one round)."""
    options = ["--model", "analytic", "--no-passages", "--rounds", "1", "--out", str(out)]
    return ["run", str(scenario), *options, "--json"]


def file_commands(path: Path) -> list[list[str]]:
    """Every command that reads a user file, given ``path`` in each file role."""
    return [
        ["aggregate", str(path)],
        ["aggregate", str(path), "--all", "--json"],
        *problem_commands(path),
        ["evaluate", str(PROBLEM), "--allocation", str(path), "--time-limit", SOLVE_LIMIT],
        run_command(path, path.parent / "never-made"),
    ]


# -- bytes, encodings, nesting, aliases ---------------------------------------------------------

PREFIXES = (b"", b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xff\xfe\x00\x00", b"{", b"---\n")


@FUZZ
@given(
    prefix=st.sampled_from(PREFIXES),
    body=st.binary(max_size=400),
    suffix=st.sampled_from([".json", ".yaml", ".txt"]),
)
def test_any_bytes_in_any_file_role(
    tmp_path: Path, prefix: bytes, body: bytes, suffix: str
) -> None:
    path = tmp_path / f"input{suffix}"
    path.write_bytes(prefix + body)
    for args in file_commands(path):
        run(args)


@FUZZ
@given(
    data=profiles(), encoding=st.sampled_from(ENCODINGS), suffix=st.sampled_from([".json", ".yaml"])
)
def test_profiles_in_any_encoding(tmp_path: Path, data: Any, encoding: str, suffix: str) -> None:
    path = write_data(tmp_path / f"profile{suffix}", data, encoding)
    result = run(["aggregate", str(path), "--json"])
    if result.exit_code == 0:
        json.loads(result.stdout)  # scripts can read what we print


@FUZZ
@given(data=nested(), suffix=st.sampled_from([".json", ".yaml"]))
def test_deep_nesting_is_refused_or_read(tmp_path: Path, data: Any, suffix: str) -> None:
    # JSON is YAML's flow style, so one text serves both parsers.
    path = tmp_path / f"deep{suffix}"
    path.write_text(json.dumps(data))
    for args in (["aggregate", str(path)], ["menu", str(path), "--time-limit", SOLVE_LIMIT]):
        result = run(args)
        assert result.exit_code == 2  # too deep, or not a profile / problem at all


def test_hundred_thousand_nested_lists(tmp_path: Path) -> None:
    for suffix in (".json", ".yaml"):
        path = tmp_path / f"deep{suffix}"
        path.write_text("[" * 100_000 + "]" * 100_000)
        result = run(["aggregate", str(path)], seconds=5)
        assert "nested more than 100 levels deep" in result.stderr
    block = tmp_path / "block.yaml"
    block.write_text("- " * 100_000 + "x\n")
    assert "nested more than 100 levels" in run(["aggregate", str(block)], seconds=5).stderr


@FUZZ
@given(document=alias_documents())
def test_yaml_alias_bombs_are_refused_quickly(tmp_path: Path, document: str) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_text(document)
    result = run(["aggregate", str(path)], seconds=5)
    assert result.exit_code == 2
    assert len(result.stderr) < 1_000


# -- scenarios and run directories --------------------------------------------------------------


@pytest.fixture(scope="module")
def finished_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real run directory of the tourism scenario, made once for the module."""
    run_dir = tmp_path_factory.mktemp("runs") / "tourism"
    result = run(run_command(SCENARIO, run_dir), seconds=60)
    assert result.exit_code == 0, result.stderr
    return run_dir


@FUZZ
@given(
    data=st.fixed_dictionaries(
        {"id": text, "problem": st.one_of(problems(), text), "agents": json_values},
        optional={"rule": st.one_of(text, json_values), "seed": numbers, "protocol": json_values},
    ),
    suffix=st.sampled_from([".json", ".yaml"]),
)
def test_hostile_scenarios(tmp_path: Path, data: Any, suffix: str) -> None:
    path = write_data(tmp_path / f"scenario{suffix}", data)
    run(run_command(path, tmp_path / "out"), seconds=60)


@FUZZ
@given(
    target=st.sampled_from(["run.json", "transcript.jsonl"]),
    content=st.one_of(
        st.binary(max_size=300),
        json_values.map(lambda v: json.dumps(v, allow_nan=True).encode()),
        st.sampled_from(
            [b"[" * 100_000, b'{"kind": "ballot"}\n', b'{"kind": "ballot", "round": []}']
        ),
    ),
)
def test_hostile_run_directories(
    finished_run: Path, tmp_path: Path, target: str, content: bytes
) -> None:
    copy = tmp_path / "copy"
    if copy.exists():
        shutil.rmtree(copy)
    shutil.copytree(finished_run, copy)
    (copy / target).write_bytes(content)
    run(["reaggregate", str(copy)])
    if target == "run.json":  # a broken record stops a resume before anything runs
        assert run(["run", "--resume", str(copy)]).exit_code == 2


# -- numbers, markup, parameters ----------------------------------------------------------------


@FUZZ
@given(
    data=profiles(),
    rule=st.one_of(st.sampled_from(["borda", "utilitarian", "nash_bargaining_lottery"]), text),
    human=st.booleans(),
)
def test_hostile_profiles_under_any_rule(tmp_path: Path, data: Any, rule: str, human: bool) -> None:
    path = write_data(tmp_path / "p.json", data)
    args = ["aggregate", str(path), "--rule", rule] if rule else ["aggregate", str(path), "--all"]
    run(args + ([] if human else ["--json"]))


@FUZZ
@given(data=problems(), suffix=st.sampled_from([".json", ".yaml"]))
def test_hostile_problems_in_every_problem_command(tmp_path: Path, data: Any, suffix: str) -> None:
    path = write_data(tmp_path / f"problem{suffix}", data)
    for args in problem_commands(path):
        run(args)


@FUZZ
@given(outcome=json_values)
def test_hostile_outcome_files(tmp_path: Path, outcome: Any) -> None:
    path = write_data(tmp_path / "outcome.json", outcome)
    run(["evaluate", str(PROBLEM), "--allocation", str(path), "--time-limit", SOLVE_LIMIT])


@FUZZ
@given(
    pairs=st.lists(
        st.tuples(
            st.one_of(st.sampled_from(["seed", "tie_break", "alpha", "measure", "tol"]), text),
            st.one_of(st.sampled_from(["[1,2]", "1e999", "NaN", "true", "[/]", "1.5"]), text),
        ),
        max_size=3,
    ),
    rule=st.sampled_from(["borda", "prioritarian", "minimax", "nash_bargaining_lottery"]),
)
def test_rule_parameters_are_checked(pairs: list[tuple[str, str]], rule: str) -> None:
    args = ["aggregate", str(EXAMPLES / "profiles" / "icu_utilities.json"), "--rule", rule]
    for key, value in pairs:
        args += ["--param", f"{key}={value}"]
    run(args)


@FUZZ
@given(k=st.one_of(st.integers(), st.sampled_from([0, -1, 10**20, 1001])), lam=numbers)
def test_corpus_query_parameters_are_checked(tmp_path: Path, k: int, lam: Any) -> None:
    args = ["corpus", "query", "x", "-k", str(k), "--lambda", str(lam)]
    run([*args, "--corpora", str(tmp_path / "none"), "--cache-dir", str(tmp_path / "cache")])


@pytest.mark.parametrize("name", MARKUP)
def test_markup_and_control_text_is_shown_as_written(tmp_path: Path, name: str) -> None:
    data = {
        "alternatives": [name, "b"],
        "ballots": [{"voter": name, "ranking": [name, "b"]}, {"voter": "w", "ranking": [name]}],
    }
    path = write_data(tmp_path / "p.json", data)
    out = run(["aggregate", str(path)]).stdout
    if name.isprintable() and name.strip():  # literally, not restyled or swallowed
        assert f"choice: {name}" in " ".join(out.split())  # (rich may wrap the line)
    assert "\x1b" not in out and "\u202e" not in out
    err = run(["aggregate", str(path), "--rule", name]).stderr
    assert "\x1b" not in err
    (tmp_path / f"{name.replace('/', '_')}.json").write_text("{")
    bad = run(["aggregate", str(tmp_path / f"{name.replace('/', '_')}.json")]).stderr
    assert "\x1b" not in bad and "Expecting property name" in bad


# -- sizes --------------------------------------------------------------------------------------


def test_three_thousand_alternatives_aggregate_quickly(tmp_path: Path) -> None:
    alternatives = [f"a{i}" for i in range(3000)]
    rotations = [alternatives[k:] + alternatives[:k] for k in (0, 600, 1200, 1800, 2400)]
    data = {
        "alternatives": alternatives,
        "ballots": [{"voter": f"v{i}", "ranking": r} for i, r in enumerate(rotations)],
    }
    path = write_data(tmp_path / "wide.json", data)
    result = run(["aggregate", str(path)], seconds=30)
    assert "majority cycle" in result.stdout


def test_large_allocation_honours_the_time_limit_and_says_what_it_skipped(tmp_path: Path) -> None:
    agents = [f"p{i}" for i in range(12)]
    goods = [f"g{j}" for j in range(60)]
    valuations = {
        a: {g: (7 * i + 13 * j) % 11 for j, g in enumerate(goods)} for i, a in enumerate(agents)
    }
    path = write_data(
        tmp_path / "big.json", {"agents": agents, "goods": goods, "valuations": valuations}
    )
    for command in ("menu", "frameworks"):
        result = run([command, str(path), "--time-limit", "1"], seconds=20)
        assert result.exit_code == 0
        assert "skipped" in result.stdout


# -- real processes -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"\x00\x01\x02garbage", "binary data"),
        ("caf\xe9".encode("latin-1"), "not UTF-8"),
        (b"[" * 100_000, "nested more than 100 levels"),
        (b'{"alternatives": ["[/]"], "ballots": [{"voter": "v", "ranking": ["[/]"]}]}', "[/]"),
    ],
)
def test_real_process_exits_cleanly(tmp_path: Path, content: bytes, expected: str) -> None:
    path = tmp_path / "input.json"
    path.write_bytes(content)
    exe = Path(sys.executable).with_name("fairagents")
    done = subprocess.run(
        [str(exe), "aggregate", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "COLUMNS": "100"},
    )
    assert done.returncode in (0, 2)
    assert "Traceback" not in done.stdout + done.stderr
    assert expected in done.stdout + done.stderr
