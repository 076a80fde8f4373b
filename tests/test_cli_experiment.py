"""`fairagents experiment run|status|export|table`: one command per step, one-line errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
import yaml
from typer.testing import CliRunner

from fairagents._cli import app

from .conftest import EXAMPLES

SWEEPS = EXAMPLES / "sweeps"
runner = CliRunner()


def fairagents(*args: str) -> Any:
    return runner.invoke(app, [str(a) for a in args])


@pytest.fixture(scope="module")
def triage(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("cli") / "triage.sqlite"
    result = fairagents("experiment", "run", SWEEPS / "triage_600.yaml", "--out", out,
                        "--limit", "24", "--workers", "2")  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "24 finished, 0 failed, 0 done before" in result.stdout
    assert "triage (seed 2026): 2 cases kept" in result.stderr  # only what the slice uses
    return out


def test_status_says_how_far_the_sweep_got(triage: Path) -> None:
    result = fairagents("experiment", "status", triage, "--json")
    assert result.exit_code == 0, result.output
    (sweep,) = json.loads(result.stdout)["sweeps"]
    # --limit plans only the slice it runs
    assert (sweep["planned"], sweep["finished"], sweep["failed"], sweep["remaining"]) == (
        24, 24, 0, 0
    )  # fmt: skip
    kept, pairs = sweep["notes"]
    assert kept == "triage (seed 2026): 2 cases kept"
    # then the share of those cases in which each pair of the six frameworks' optima differ
    assert pairs.startswith("triage (seed 2026): optima differ, per pair of frameworks (share")
    assert pairs.count("%") == 15 and "rawls/mill 100%" in pairs
    text = fairagents("experiment", "status", triage)
    assert text.exit_code == 0 and "triage-600" in text.stdout


def test_a_rerun_skips_everything_already_done(triage: Path) -> None:
    again = fairagents("experiment", "run", SWEEPS / "triage_600.yaml", "--out", triage,
                       "--limit", "24", "--no-progress")  # fmt: skip
    assert again.exit_code == 0 and "24 already done, 0 to run" in again.stderr


@pytest.mark.parametrize("fmt", ["csv", "parquet"])
def test_export_writes_the_frame_pandas_loads(triage: Path, tmp_path: Path, fmt: str) -> None:
    target = tmp_path / f"out.{fmt}"
    result = fairagents("experiment", "export", triage, "--format", fmt, "--output", target)
    assert result.exit_code == 0, result.output
    assert f"{24 * 9} rows" in result.stdout
    frame = pd.read_csv(target) if fmt == "csv" else pd.read_parquet(target)
    assert len(frame) == 24 * 9
    assert {"run_id", "aligned.framework", "who", "utilitarian", "rawls_optimal"} <= set(frame)
    runs = tmp_path / f"runs.{fmt}"
    result = fairagents("experiment", "export", triage, "-f", fmt, "-o", runs, "--level", "runs")
    assert result.exit_code == 0 and "24 rows" in result.stdout


def test_table_prints_the_triage_studys_central_table(triage: Path) -> None:
    result = fairagents("experiment", "table", triage)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "% of final-round outcomes meeting each criterion" in out
    for header in ("aligned", "opponent", "subject", "runs", "PO", "RMM", "USW", "EQ", "rawls"):
        assert header in out
    as_json = json.loads(fairagents("experiment", "table", triage, "--json").stdout)
    assert len(as_json) == 6 * 2 * 3
    assert {"aligned.framework", "opponent.stance", "subject", "runs", "pareto"} <= set(as_json[0])


def test_the_other_studies_print_their_tables(tmp_path: Path) -> None:
    for name, expected in (("distributive", ["EQ", "EF", "RMM", "PO", "USW", "generate", "menu"]),
                           ("negotiation", ["best single base design", "negotiated package",
                                            "Gini"])):  # fmt: skip
        out = tmp_path / f"{name}.sqlite"
        run = fairagents("experiment", "run", SWEEPS / f"{name}.yaml", "--out", out)
        assert run.exit_code == 0, run.output
        table = fairagents("experiment", "table", out)
        assert table.exit_code == 0, table.output
        for text in expected:
            assert text in table.stdout


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "sweep.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def test_bad_input_exits_2_with_one_line(tmp_path: Path, triage: Path) -> None:
    bad = write(tmp_path, {"id": "x", "scenarios": [{"generator": "triage"}],
                           "agents": [{"name": "a", "framework": "rawl"}]})  # fmt: skip
    result = fairagents("experiment", "run", bad, "--out", tmp_path / "r.sqlite")
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and "agents[0] (a).framework: 'rawl'" in result.stderr
    cases = [
        (("experiment", "run", SWEEPS / "triage_600.yaml", "--backend", "spark"), "'spark'"),
        (("experiment", "run", SWEEPS / "triage_600.yaml", "--address", "x:1"), "--backend ray"),
        (("experiment", "status", tmp_path / "none.sqlite"), "no results store here"),
        (("experiment", "table", triage, "--study", "poll"), "--study 'poll' is unknown"),
        (("experiment", "table", triage, "--sweep", "other"), "no sweep 'other' here"),
        (("experiment", "export", triage, "--format", "xlsx"), "--format 'xlsx' is unknown"),
    ]
    for args, expected in cases:
        result = fairagents(*args)
        assert result.exit_code == 2, (args, result.output)
        assert expected in result.stderr and result.stderr.count("\n") == 1, result.stderr


def test_failed_runs_exit_1_and_are_listed_by_status(tmp_path: Path) -> None:
    sweep = write(
        tmp_path,
        {
            "id": "down",
            "scenarios": [str(EXAMPLES / "scenarios" / "triage.yaml")],
            "models": ["openai-compatible:none@http://127.0.0.1:9/v1"],
        },
    )
    out = tmp_path / "r.sqlite"
    result = fairagents("experiment", "run", sweep, "--out", out, "--no-progress")
    assert result.exit_code == 1
    assert "0 finished, 1 failed" in result.stdout and "a rerun tries them again" in result.stderr
    status = fairagents("experiment", "status", out)
    assert "1 failed:" in status.stdout and "127.0.0.1:9" in status.stdout
    empty = fairagents("experiment", "table", out)
    assert empty.exit_code == 2 and "no finished runs to tabulate yet" in empty.stderr


def test_table_prints_intervals_tests_and_holm_and_writes_the_csv(
    triage: Path, tmp_path: Path
) -> None:
    target = tmp_path / "table.csv"
    result = fairagents("experiment", "table", triage, "--alpha", "0.1", "--csv", target)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "PO (constant)" in out and "uninformative (constant over every row): PO" in out
    assert "90% Wilson score interval" in out and "exact McNemar" in out
    assert "Holm-adjusted over the" in out and "(2/2)" in out
    written = pd.read_csv(target)
    assert len(written) == 6 * 2 * 3
    assert {"pareto.k", "pareto.n", "pareto.low", "pareto.high", "pareto.constant"} <= set(written)
    assert {"maximin_optimal.b", "maximin_optimal.c", "maximin_optimal.p_holm"} <= set(written)
    assert written["pareto.constant"].all()
    bare = fairagents("experiment", "table", triage, "--no-stats")
    assert bare.exit_code == 0 and "[" not in bare.stdout and "McNemar" not in bare.stdout
    assert "PO (constant)" in bare.stdout  # the flag stays in the plain table
