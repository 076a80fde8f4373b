"""`fairagents aggregate` on PrefLib and Pabulib files, and the problem commands on .pb files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.formats import read_pabulib, read_preflib
from fairagents.problems.budget_rules import method_of_equal_shares

runner = CliRunner()
DATA = Path(__file__).parent / "data"
SOC = str(DATA / "preflib" / "00004-00000006.soc")
SOI = str(DATA / "preflib" / "00002-00000006.soi")
PB = DATA / "pabulib" / "poland_warszawa_2018_subunit-wawer.pb"
FREE = DATA / "pabulib" / "poland_gdynia_2020_grabowek-large.pb"
GDANSK = DATA / "pabulib" / "poland_gdansk_2020_.pb"


def test_aggregate_a_soc_file_as_pref_voting_does() -> None:
    from pref_voting.io.readers import preflib_to_profile
    from pref_voting.scoring_methods import borda

    result = runner.invoke(app, ["aggregate", SOC, "--rule", "borda", "--json"])
    assert result.exit_code == 0, result.output
    names = read_preflib(SOC).alternatives
    theirs = borda(preflib_to_profile(SOC))
    assert json.loads(result.stdout)["winners"] == [names[c - 1] for c in theirs]


def test_aggregate_a_soi_file_names_the_condorcet_winner() -> None:
    result = runner.invoke(app, ["aggregate", SOI])
    assert result.exit_code == 0, result.output
    assert "Condorcet winner: Stefano Zacchiroli" in result.stdout


def test_aggregate_a_pb_file_runs_mes_by_default() -> None:
    result = runner.invoke(app, ["aggregate", str(GDANSK), "--satisfaction", "cost", "--json"])
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["rule"] == "mes" and out["satisfaction"] == "cost"
    # pabutools' package on this file (tests/test_oracle_pabulib.py checks it against pabutools)
    assert sorted(out["projects"]) == ["1", "16", "25", "27"]
    problem = read_pabulib(GDANSK).budget_problem("cost")
    assert out["projects"] == list(method_of_equal_shares(problem, completion="none").projects)
    human = runner.invoke(app, ["aggregate", str(GDANSK)])
    assert human.exit_code == 0, human.output
    assert "satisfaction: cardinality" in human.stdout and "funded" in human.stdout


def test_aggregate_all_budget_rules_and_a_repair_on_stderr() -> None:
    result = runner.invoke(app, ["aggregate", str(FREE), "--all", "--json"])
    assert result.exit_code == 0, result.output
    rules = [r["rule"] for r in json.loads(result.stdout)]
    assert rules == ["mes", "mes-greedy", "greedy", "greedy-total", "max-usw"]
    assert "warning:" in result.stderr and "cost 0" in result.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--rule", "borda"], "'borda' is not a budget rule"),
        (["--rule", "pav", "-k", "2"], "a committee needs an approval election whose projects"),
        (["--satisfaction", "joy"], "--satisfaction 'joy'"),
        (["--param", "x=1"], "--param and --committee-size apply to ballot rules"),
    ],
)
def test_aggregate_pb_errors_are_one_line(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["aggregate", str(PB), *args])
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.output


def test_aggregate_a_unit_cost_pb_file_with_a_committee_rule(tmp_path: Path) -> None:
    text = PB.read_text(encoding="utf-8")
    election = read_pabulib(PB)
    lines = []
    section = ""
    for line in text.splitlines():
        if line in ("META", "PROJECTS", "VOTES"):
            section = line
        elif section == "PROJECTS" and not line.startswith("project_id"):
            fields = line.split(";")
            fields[1] = "1"
            line = ";".join(fields)
        elif section == "META" and line.startswith("budget;"):
            line = "budget;2"
        lines.append(line)
    path = tmp_path / "unit.pb"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["aggregate", str(path), "--rule", "pav", "--json"])
    assert result.exit_code == 0, result.output
    assert len(json.loads(result.stdout)["committee"]["members"]) == 2
    assert len(election.problem.projects) == 5


def test_satisfaction_is_for_pb_files_only() -> None:
    result = runner.invoke(app, ["aggregate", SOC, "--satisfaction", "cost"])
    assert result.exit_code == 2 and "applies to a Pabulib" in result.stderr


def test_preflib_errors_name_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.soc"
    path.write_text("# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 2\n1: 1,3\n", encoding="utf-8")
    result = runner.invoke(app, ["aggregate", str(path)])
    assert result.exit_code == 2
    assert "line 3: alternative '3' is unknown" in result.stderr


@pytest.mark.parametrize("command", ["menu", "frameworks"])
def test_problem_commands_read_pb_files(command: str) -> None:
    result = runner.invoke(app, [command, str(PB), "--json"])
    assert result.exit_code == 0, result.output
    json.loads(result.stdout)


def test_evaluate_a_package_of_a_pb_file(tmp_path: Path) -> None:
    package = tmp_path / "package.json"
    package.write_text('{"projects": ["278", "280"]}', encoding="utf-8")
    result = runner.invoke(app, ["evaluate", str(PB), "--allocation", str(package), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["utilitarian"] == 208 + 202


def test_all_rules_on_a_city_skip_the_one_that_cannot_decide_it_with_its_reason() -> None:
    # Gdańsk 2020: costs and budget 6.6 orders of magnitude apart, beyond what the exact
    # knapsack's solver resolves, and too many packages to enumerate: max-usw refuses, the
    # others are still compared (it was exit 2 for the whole comparison).
    city = str(DATA / "pabulib" / "poland_gdansk_2020_.pb")
    result = runner.invoke(app, ["aggregate", city, "--all"])
    assert result.exit_code == 0, result.output
    assert "skipped max-usw" in result.output and "cannot be trusted" in result.output
    shown = runner.invoke(app, ["aggregate", city, "--all", "--json"])
    records = {r["rule"]: r for r in json.loads(shown.stdout)}
    assert set(records) == {"mes", "mes-greedy", "greedy", "greedy-total", "max-usw"}
    assert "error" in records["max-usw"] and "projects" in records["mes"]
    alone = runner.invoke(app, ["aggregate", city, "--rule", "max-usw"])
    assert alone.exit_code == 2  # asked for alone, the refusal is the answer


def test_a_large_election_file_shows_a_progress_bar_on_a_terminal_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fairagents._cli import _aggregate as command
    from fairagents._cli._app import err_console

    told: list[int] = []
    read_pabulib(GDANSK, progress=told.append)  # the readers say how far they are
    assert told[-1] == GDANSK.stat().st_size and told == sorted(told)
    with command._reading(GDANSK, True) as progress:
        assert progress is None  # not a terminal (and under 32 MiB)
    monkeypatch.setattr(command, "PROGRESS_MIN_BYTES", 1)
    monkeypatch.setattr(type(err_console), "is_terminal", property(lambda _: True))
    with command._reading(GDANSK, True) as progress:
        assert progress is not None
        progress(10)
    with command._reading(GDANSK, False) as progress:  # --json: no bar
        assert progress is None
