"""`fairagents aggregate` and `fairagents rules` through the real Typer app."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from fairagents.cli import app

from .conftest import EXAMPLES

runner = CliRunner()
CITY = str(EXAMPLES / "profiles" / "city_budget.json")


def test_aggregate_json_matches_contract() -> None:
    result = runner.invoke(app, ["aggregate", CITY, "--rule", "borda", "--json"])
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert set(out) == {"rule", "params", "winners", "choice", "ranking", "scores", "explanation"}
    assert out["rule"] == "borda" and out["params"] == {}
    assert out["choice"] in out["winners"]


def test_aggregate_human_output_names_condorcet_winner() -> None:
    result = runner.invoke(app, ["aggregate", CITY])
    assert result.exit_code == 0, result.output
    assert "Condorcet winner: transit" in result.stdout


def test_aggregate_all_json_is_a_list_of_outcomes() -> None:
    result = runner.invoke(app, ["aggregate", CITY, "--all", "--json"])
    assert result.exit_code == 0, result.output
    outs = json.loads(result.stdout)
    assert isinstance(outs, list) and "borda" in {o["rule"] for o in outs}


def test_rules_lists_borda() -> None:
    result = runner.invoke(app, ["rules", "--json"])
    assert result.exit_code == 0
    rows = {r["name"]: r for r in json.loads(result.stdout)}
    assert rows["borda"]["input"] == "ordinal"


def test_bad_profile_exits_2_with_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps({"alternatives": ["a", "b"], "ballots": [{"voter": "x", "ranking": ["a", "q"]}]})
    )
    result = runner.invoke(app, ["aggregate", str(bad)])
    assert result.exit_code == 2
    assert "bad.json: ballots[0] (voter 'x').ranking: alternative 'q' is unknown" in result.stderr
    assert "Traceback" not in result.output


def test_unknown_rule_and_broken_json_exit_2(tmp_path: Path) -> None:
    result = runner.invoke(app, ["aggregate", CITY, "--rule", "bordaa"])
    assert result.exit_code == 2 and "did you mean borda" in result.stderr
    broken = tmp_path / "broken.json"
    broken.write_text('{"alternatives": [')
    result = runner.invoke(app, ["aggregate", str(broken)])
    assert result.exit_code == 2 and "broken.json: line 1" in result.stderr
    result = runner.invoke(app, ["aggregate", str(tmp_path / "missing.json")])
    assert result.exit_code == 2 and "cannot read" in result.stderr


def test_unknown_rule_parameter_names_the_accepted_ones() -> None:
    result = runner.invoke(app, ["aggregate", CITY, "--rule", "borda", "--param", "alpha=1"])
    assert result.exit_code == 2
    assert "rule 'borda' has no parameter 'alpha'; its parameters: tie_break, seed" in result.stderr
    result = runner.invoke(app, ["aggregate", CITY, "--rule", "borda", "-p", "tie_break=coin"])
    assert result.exit_code == 2 and "tie_break 'coin' is unknown" in result.stderr
