"""`fairagents aggregate` and `fairagents rules` through the real Typer app."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.models import Outcome

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


# -- committees ------------------------------------------------------------------------------------

SLATE = str(EXAMPLES / "profiles" / "harbour_slate.json")


def test_a_committee_rule_shows_its_committee_reasons_and_proportionality() -> None:
    result = runner.invoke(app, ["aggregate", SLATE, "--rule", "pav", "--committee-size", "4"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "committee (4 seats):" in out and "9 tied" in out
    assert "without it the PAV score (18) drops by 3" in out
    assert "proportionality: JR ✓  PJR ✓  EJR ✓" in out
    result = runner.invoke(app, ["aggregate", SLATE, "--rule", "av", "-k", "4"])
    assert "JR ✗" in result.stdout and "none of them approves a member" in result.stdout


def test_a_committee_rule_json_is_the_outcome_with_its_committee() -> None:
    result = runner.invoke(app, ["aggregate", SLATE, "-r", "mes", "-k", "4", "--json"])
    assert result.exit_code == 0, result.output
    out = Outcome.model_validate_json(result.stdout)
    assert out.committee is not None and out.committee.size == 4
    assert out.params["committee_size"] == 4 and out.committee.without_completion is not None


def test_all_committee_rules_side_by_side_with_their_proportionality() -> None:
    result = runner.invoke(app, ["aggregate", SLATE, "--all", "-k", "4", "--json"])
    assert result.exit_code == 0, result.output
    rows = {row["rule"]: row for row in json.loads(result.stdout)}
    assert set(rows) == set(
        [
            "av",
            "sav",
            "pav",
            "seq_pav",
            "cc",
            "seq_cc",
            "seq_phragmen",
            "mes",
            "sntv",
            "k_borda",
            "stv",
        ]
    )
    assert rows["av"]["representation"] == {"jr": False, "pjr": False, "ejr": False}
    assert rows["pav"]["representation"] == {"jr": True, "pjr": True, "ejr": True}
    human = runner.invoke(app, ["aggregate", SLATE, "--all", "--committee-size", "4"])
    assert "harbour_slate.json: 4 seats" in human.stdout and "EJR" in human.stdout


def test_ordinal_committee_rules_are_not_checked_without_approvals() -> None:
    result = runner.invoke(app, ["aggregate", CITY, "--all", "-k", "2", "--json"])
    rows = {row["rule"]: row for row in json.loads(result.stdout)}
    assert set(rows) == {"sntv", "k_borda", "stv"} and rows["stv"]["representation"] is None


def test_single_winner_all_leaves_committee_rules_out() -> None:
    result = runner.invoke(app, ["aggregate", SLATE, "--all", "--json"])
    assert {o["rule"] for o in json.loads(result.stdout)}.isdisjoint({"pav", "av", "stv"})


def test_committee_size_mistakes_exit_2_saying_what_to_do() -> None:
    result = runner.invoke(app, ["aggregate", SLATE, "--rule", "pav"])
    assert result.exit_code == 2 and "give its size with --committee-size K" in result.stderr
    result = runner.invoke(app, ["aggregate", SLATE, "--rule", "borda", "-k", "2"])
    assert result.exit_code == 2 and "'borda' elects one alternative" in result.stderr
    result = runner.invoke(
        app, ["aggregate", SLATE, "-r", "pav", "-k", "2", "-p", "committee_size=3"]
    )
    assert result.exit_code == 2 and "disagree" in result.stderr
    result = runner.invoke(app, ["aggregate", SLATE, "-r", "pav", "-k", "9"])
    assert result.exit_code == 2 and "at least 9 alternatives" in result.stderr
    result = runner.invoke(app, ["aggregate", SLATE, "-r", "pav", "-p", "committee_size=2"])
    assert result.exit_code == 0, result.output


def test_rules_marks_committee_rules() -> None:
    rows = {r["name"]: r for r in json.loads(runner.invoke(app, ["rules", "--json"]).stdout)}
    assert rows["pav"]["committee"] and not rows["borda"]["committee"]
    assert "extended_justified_representation" in rows["mes"]["axioms"]
