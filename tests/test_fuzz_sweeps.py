"""Hostile sweep files and results stores: a one-line SweepError or a result, never a traceback.

Sweeps are expanded through the API (running each would start a worker pool per example; the
run path itself is covered by the CLI tests); stores go through every command that reads one.
Strategies come from :mod:`tests.hostile`.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.errors import SweepError
from fairagents.experiments import ResultsStore, expand, load_sweep
from fairagents.scenarios.packs import GENERATORS

from .conftest import EXAMPLES
from .hostile import alias_documents, json_values, nested, numbers, text, write_data

runner = CliRunner()
FUZZ = settings(
    max_examples=80,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
TRIAGE = str(EXAMPLES / "scenarios" / "triage.yaml")

sources = st.one_of(
    text,
    json_values,
    st.fixed_dictionaries(
        {"generator": st.one_of(st.sampled_from(sorted(GENERATORS)), text)},
        optional={"count": numbers, "seed": numbers, "params": json_values},
    ),
    st.just(TRIAGE),
)
agents = st.one_of(
    json_values,
    st.lists(
        st.fixed_dictionaries(
            {"name": text},
            optional={
                "framework": st.one_of(text, st.lists(text, max_size=3)),
                "stance": st.one_of(text, st.lists(text, max_size=3)),
                "favours": st.one_of(text, st.lists(text, max_size=3)),
            },
        ),
        max_size=3,
    ),
)


def expand_or_refuse(path: Path) -> None:
    start = time.monotonic()
    try:
        expansion = expand(load_sweep(path), base=path.parent, source=str(path), limit=3)
    except SweepError as exc:
        assert "\n" not in str(exc) and len(str(exc)) < 3_000
    else:
        assert len(expansion.runs) <= 3
    assert time.monotonic() - start < 30


@FUZZ
@given(
    data=st.one_of(
        nested(),
        json_values,
        st.fixed_dictionaries(
            {"id": text, "scenarios": st.one_of(sources, st.lists(sources, max_size=3))},
            optional={
                "agents": agents,
                "protocol": json_values,
                "rules": st.one_of(text, json_values),
                "models": st.one_of(text, json_values),
                "seeds": st.one_of(numbers, st.lists(numbers, max_size=3)),
                "repetitions": numbers,
                "study": text,
            },
        ),
    ),
    suffix=st.sampled_from([".json", ".yaml"]),
)
def test_hostile_sweep_files(tmp_path: Path, data: Any, suffix: str) -> None:
    expand_or_refuse(write_data(tmp_path / f"sweep{suffix}", data))


@FUZZ
@given(document=alias_documents())
def test_yaml_alias_bombs(tmp_path: Path, document: str) -> None:
    path = tmp_path / "sweep.yaml"
    path.write_text(document, encoding="utf-8")
    expand_or_refuse(path)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("store") / "r.sqlite"
    result = runner.invoke(app, ["experiment", "run", str(EXAMPLES / "sweeps" / "negotiation.yaml"),
                                 "--out", str(path), "--limit", "1"])  # fmt: skip
    assert result.exit_code == 0, result.output
    return path


READERS = (
    ["status"],
    ["status", "--json"],
    ["table"],
    ["export", "--format", "csv"],
    ["report"],
)


def read_everything(path: Path, tmp_path: Path) -> None:
    for command in READERS:
        args = ["experiment", command[0], str(path), *command[1:]]
        if command[0] == "export":
            args += ["--output", str(tmp_path / "out.csv")]
        if command[0] == "report":  # the sweep page reads every table of the store
            args = ["report", str(path), "--out", str(tmp_path / "page.html")]
        result = runner.invoke(app, args)
        assert result.exception is None or isinstance(result.exception, SystemExit), (
            args,
            result.exception,
        )
        assert result.exit_code in (0, 2), (args, result.output)
        if result.exit_code == 2:
            assert result.stderr.count("\n") == 1, result.stderr


@FUZZ
@given(content=st.one_of(st.binary(max_size=300), st.just(b"SQLite format 3\x00" + b"\x00" * 90)))
def test_files_that_are_not_stores(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "r.sqlite"
    path.write_bytes(content)
    read_everything(path, tmp_path)


@FUZZ
@given(
    table=st.sampled_from(
        ["runs", "subjects", "meta", "subject_groups", "rule_outcomes", "agent_stats"]
    ),
    column=st.sampled_from(
        [
            "labels",
            "criteria",
            "order_bias",
            "value",
            "status",
            "winners",
            "agrees",
            "repairs",
            "grp",
            "mean_utility",
            "requests",
        ]
    ),
    value=st.one_of(json_values.map(json.dumps), text, st.binary(max_size=20)),
)
def test_stores_edited_by_hand(
    store: Path, tmp_path: Path, table: str, column: str, value: Any
) -> None:
    copy = tmp_path / "copy.sqlite"
    copy.write_bytes(store.read_bytes())
    conn = sqlite3.connect(copy)
    try:
        conn.execute(f"UPDATE {table} SET {column} = ?", (value,))
        conn.commit()
    except (sqlite3.OperationalError, sqlite3.IntegrityError):  # no such column, or a key
        # column made equal in every row: edit something else
        conn.execute("UPDATE runs SET labels = ?", (value,))
        conn.commit()
    finally:
        conn.close()
    read_everything(copy, tmp_path)


def test_a_reader_never_changes_a_database_that_is_not_a_store(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE mine (x)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(SweepError, match="not a results store"):
        ResultsStore(path, create=False)
    assert path.read_bytes() == before
