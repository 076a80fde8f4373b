"""`fairagents evaluate`, `menu` and `frameworks` through the real Typer app."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.frameworks import FRAMEWORKS
from fairagents.problems import Allocation, IndivisibleAllocation, load_problem
from fairagents.problems.bruteforce import all_allocations

from .conftest import EXAMPLES

runner = CliRunner()
PROBLEMS = EXAMPLES / "problems"
ICU = str(PROBLEMS / "icu_triage.json")
ICU_ALLOCATION = str(PROBLEMS / "icu_allocation.json")
BUDGET = str(PROBLEMS / "urban_budget.json")
CHOICE = str(PROBLEMS / "tourism_choice.json")

SMALL: dict[str, Any] = {
    "kind": "allocation",
    "agents": ["ann", "bob"],
    "goods": ["x", "y"],
    "valuations": {"ann": {"x": 3, "y": 1}, "bob": {"x": 2, "y": 2}},
}


def _write(tmp_path: Path, name: str, data: Any) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


def _fails_cleanly(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert message in result.stderr, result.stderr
    assert result.stderr.strip().count("\n") == 0, result.stderr  # one readable line
    assert "Traceback" not in result.output


def test_evaluate_json_has_every_criterion() -> None:
    result = runner.invoke(app, ["evaluate", ICU, "--allocation", ICU_ALLOCATION, "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    for key in ("utilitarian", "minimum", "worst_group_mean", "nash_welfare", "gini",
                "p20_satisfaction", "eq_gap", "ef", "ef1", "efx", "proportionality", "mms",
                "pareto", "maximin_optimal", "usw_optimal", "frameworks"):  # fmt: skip
        assert key in report, key
    assert report["kind"] == "allocation" and len(report["stakeholders"]) == 4
    assert set(report["frameworks"]) == set(FRAMEWORKS)
    assert report["ef"]["holds"] is False and report["ef"]["violations"]
    assert {"envier", "envied", "envy", "residual"} <= set(report["ef"]["violations"][0])


def test_evaluate_human_table() -> None:
    result = runner.invoke(app, ["evaluate", ICU, "-a", ICU_ALLOCATION])
    assert result.exit_code == 0, result.output
    for text in ("Stakeholders", "Gini", "EF1", "Pareto optimal", "USW-optimal", "gilligan"):
        assert text in result.stdout, text


def test_evaluate_budget_package_and_choice() -> None:
    result = runner.invoke(
        app, ["evaluate", BUDGET, "-a", str(PROBLEMS / "urban_package.json"), "--json"]
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["kind"] == "budget" and report["ef"] is None and report["pareto"] is not None
    result = runner.invoke(app, ["evaluate", CHOICE, "--choice", "market", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["maximin_optimal"]["holds"] is True


def test_evaluate_reads_an_outcome_naming_a_menu_item(tmp_path: Path) -> None:
    problem = _write(tmp_path, "p.json", SMALL)
    menu = json.loads(runner.invoke(app, ["menu", problem, "--json"]).stdout)
    first = menu["items"][0]["id"]
    outcome = {"rule": "borda", "winners": [first], "choice": first, "ranking": [[first]],
               "scores": {first: 1.0}, "explanation": "x"}  # fmt: skip
    result = runner.invoke(app, ["evaluate", problem, "-a", _write(tmp_path, "o.json", outcome)])
    assert result.exit_code == 0, result.output
    by_choice = runner.invoke(app, ["evaluate", problem, "-c", first, "--json"])
    by_file = runner.invoke(
        app, ["evaluate", problem, "-a", _write(tmp_path, "c.json", {"choice": first}), "--json"]
    )
    assert json.loads(by_choice.stdout) == json.loads(by_file.stdout)


def test_menu_lists_labelled_items() -> None:
    result = runner.invoke(app, ["menu", ICU, "--json"])
    assert result.exit_code == 0, result.output
    items = json.loads(result.stdout)["items"]
    # Against enumeration: 4 patients × 5 resources is 1,024 allocations, each summed by hand.
    problem = load_problem(ICU)
    assert isinstance(problem, IndivisibleAllocation)
    sums = [sum(problem.utilities(a).values()) for a in all_allocations(problem)]
    assert len(sums) == 4**5
    for item in items:
        allocation = Allocation.model_validate(item["allocation"])
        assert item["utilities"] == problem.utilities(allocation)
        total = sum(item["utilities"].values())
        assert ("max_usw" in item["labels"]) == (total == max(sums)), item["id"]
    assert any("max_usw" in item["labels"] for item in items)
    human = runner.invoke(app, ["menu", BUDGET])
    assert human.exit_code == 0 and "Menu of urban_budget.json" in human.stdout


def test_frameworks_reports_each_optimum_and_the_verdict() -> None:
    result = runner.invoke(app, ["frameworks", ICU, "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert set(report["optima"]) == set(FRAMEWORKS)
    assert report["method"] == "exact" and report["non_degenerate"] is True
    human = runner.invoke(app, ["frameworks", CHOICE])
    assert human.exit_code == 0 and "non-degenerate" in human.stdout


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"valuations": {"ann": {"x": 3, "y": 1, "z": 2}, "bob": {"x": 2, "y": 2}}},
         "good 'z' is unknown; known: x, y"),
        ({"valuations": {"ann": {"x": 3, "y": -1}, "bob": {"x": 2, "y": 2}}},
         "value -1.0 is negative"),
        ({"money": -5}, "money -5.0 is negative"),
    ],
)  # fmt: skip
def test_bad_problem_files_exit_2(tmp_path: Path, change: dict[str, Any], message: str) -> None:
    problem = _write(tmp_path, "bad.json", {**SMALL, **change})
    allocation = _write(tmp_path, "a.json", {"bundles": {"ann": ["x"], "bob": ["y"]}})
    _fails_cleanly(["evaluate", problem, "-a", allocation], message)
    _fails_cleanly(["menu", problem], message)
    _fails_cleanly(["frameworks", problem], message)


@pytest.mark.parametrize(
    ("problem_change", "allocation", "message"),
    [
        ({}, {"bundles": {"ann": ["x"], "bob": ["x", "y"]}},
         "good 'x' is given twice (to 'ann' and 'bob')"),
        ({"money": 10}, {"bundles": {"ann": ["x"], "bob": ["y"]}, "payments": {"ann": 4}},
         "they add up to 4 but the money to split is 10"),
        ({}, {"bundles": {"ann": ["x", "q"], "bob": ["y"]}}, "good 'q' is unknown"),
        ({}, {"bundles": {"ann": ["x"]}}, "'y' not allocated"),
        ({}, {"bundles": {"ann": ["x"], "bob": ["y"]}, "extra": 1}, "extra"),
    ],
)  # fmt: skip
def test_bad_allocations_exit_2(
    tmp_path: Path, problem_change: dict[str, Any], allocation: dict[str, Any], message: str
) -> None:
    problem = _write(tmp_path, "p.json", {**SMALL, **problem_change})
    _fails_cleanly(["evaluate", problem, "-a", _write(tmp_path, "a.json", allocation)], message)


def test_bad_arguments_exit_2(tmp_path: Path) -> None:
    problem = _write(tmp_path, "p.json", SMALL)
    _fails_cleanly(["evaluate", problem], "give exactly one of --allocation FILE or --choice ID")
    _fails_cleanly(["evaluate", problem, "-c", "nope"], "menu item 'nope' is unknown")
    _fails_cleanly(
        ["evaluate", CHOICE, "-a", _write(tmp_path, "x.json", [1])], "expected an object"
    )
    broken = tmp_path / "broken.json"
    broken.write_text('{"bundles": ')
    _fails_cleanly(["evaluate", problem, "-a", str(broken)], "broken.json: line 1")
    _fails_cleanly(["menu", str(tmp_path / "missing.json")], "cannot read")
