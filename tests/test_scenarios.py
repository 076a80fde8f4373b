"""Scenario files: the shipped ones load, the triage case compiles as documented, and bad files
get one readable ScenarioError naming the file, the place inside it and what is known."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.errors import ScenarioError
from fairagents.fairness import non_degeneracy
from fairagents.scenarios import Patient, TriageCase, load_scenario, parse_scenario

from .conftest import EXAMPLES

SCENARIOS = sorted((EXAMPLES / "scenarios").glob("*.yaml"))
runner = CliRunner()


def triage_data() -> dict[str, Any]:
    return yaml.safe_load((EXAMPLES / "scenarios" / "triage.yaml").read_text("utf-8"))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_shipped_scenarios_load(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.agents and scenario.protocol.rounds >= 1


def test_three_scenarios_ship() -> None:
    assert {p.stem for p in SCENARIOS} >= {"triage", "urban_budget", "tourism"}


def test_triage_is_the_study_setup_and_non_degenerate() -> None:
    scenario = load_scenario(EXAMPLES / "scenarios" / "triage.yaml")
    assert scenario.protocol.mode == "generate" and scenario.protocol.rounds == 3
    assert [(a.stance, a.framework) for a in scenario.agents] == [
        ("aligned", "rawls"),
        ("neutral", None),
    ]
    problem = scenario.problem
    assert len(problem.stakeholder_ids) == 6 and len(problem.alternatives) == 15  # C(6, 2)
    report = non_degeneracy(problem)
    assert report.method == "exact" and report.non_degenerate


def test_triage_utilities_claims_and_attributes_by_hand() -> None:
    case = TriageCase(
        beds=1,
        patients=[
            Patient(
                id="a",
                age=80,
                survival_with_bed=0.5,
                survival_without_bed=0.1,
                life_years=10,
                dependents=3,
                waiting_hours=5,
            ),
            Patient(
                id="b",
                age=40,
                survival_with_bed=0.9,
                survival_without_bed=0.6,
                life_years=30,
                prior_claim=True,
            ),
            Patient(
                id="c",
                age=65,
                survival_with_bed=0.8,
                survival_without_bed=0.2,
                life_years=20,
                waiting_hours=1,
            ),
        ],
    )
    problem = case.to_problem()
    assert problem.alternative_ids == ("a", "b", "c")
    # u_i(S) = life_years × (survival with bed if i ∈ S else without)
    assert problem.utilities_of("a") == {"a": 5.0, "b": 18.0, "c": 4.0}
    assert problem.utilities_of("c") == {"a": 1.0, "b": 18.0, "c": 16.0}
    a, b, c = (problem.stakeholder(x) for x in "abc")
    assert a.attributes["vulnerability"] == "high" and a.attributes["relationships"] == 1.0
    assert b.attributes["vulnerability"] == "low" and c.attributes["vulnerability"] == "medium"
    # the longest-waiting patient (1 bed) and the declared claim hold claims; c does not
    assert a.claims == ("a",) and b.claims == ("b",) and c.claims == ()


def test_two_beds_compile_to_pairs_with_members() -> None:
    case = TriageCase(
        beds=2,
        patients=[
            Patient(id=p, age=50, survival_with_bed=0.5, survival_without_bed=0.1, life_years=10)
            for p in ("x", "y", "z")
        ],
    )
    problem = case.to_problem()
    assert problem.alternative_ids == ("x+y", "x+z", "y+z")
    assert problem.alternative("x+z").attributes["members"] == "x,z"


def _error(data: Any, source: str = "s.yaml") -> str:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data, source, base=EXAMPLES / "scenarios")
    message = str(info.value)
    assert message.startswith(f"{source}:"), message
    assert "Traceback" not in message
    return message


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (
            lambda d: d["agents"][0].update(framework="rawl"),
            "agents[0] (rawlsian).framework: 'rawl' is unknown; known: mill, rawls",
        ),
        (
            lambda d: d["agents"][1].update(framework="mill"),
            "a neutral agent has no framework (got 'mill')",
        ),
        (
            lambda d: d["agents"][1].update(stance="adversarial"),
            "an adversarial agent needs favours: GROUP",
        ),
        (
            lambda d: d["agents"][1].update(stance="adversarial", favours="martians"),
            "agents[1] (neutral).favours: 'martians' is neither a stakeholder nor a group",
        ),
        (
            lambda d: d["agents"][1].update(represents="p9"),
            "'p9' is neither a stakeholder nor a group of the problem; known: adult, child",
        ),
        (
            lambda d: d["agents"][1].update(name="rawlsian"),
            "agents[1] (rawlsian).name: 'rawlsian' is taken",
        ),
        (
            lambda d: d.update(rule="bordaa"),
            "rule 'bordaa' is unknown; did you mean borda or k_borda?",
        ),
        (
            lambda d: d.update(rule={"name": "prioritarian", "params": {"alpha": -1}}),
            "rule 'prioritarian': bad parameters",
        ),
        (lambda d: d["protocol"].update(mode="chat"), "protocol.mode: Input should be 'menu' or"),
        (lambda d: d["protocol"].update(rounds=0), "protocol.rounds: Input should be greater"),
        (lambda d: d.update(model="gpt-4"), "model: model spec 'gpt-4': unknown backend"),
        (
            lambda d: d["problem"]["patients"][0].update(survival_with_bed=1.5),
            "problem.patients[0] (id 'p1').survival_with_bed: Input should be less than or equal",
        ),
        (lambda d: d.update(colour="blue"), "colour: Extra inputs are not permitted"),
        (lambda d: d.update(problem="missing.json"), "problem: "),
    ],
)
def test_bad_scenarios_name_the_place_and_what_is_known(mutate: Any, expected: str) -> None:
    data = triage_data()
    mutate(data)
    assert expected in _error(data)


def test_a_scenario_must_be_a_mapping() -> None:
    assert "a scenario must be an object" in _error(["not", "a", "mapping"])


def test_problem_by_path_is_relative_to_the_scenario(tmp_path: Path) -> None:
    (tmp_path / "p.json").write_text(
        '{"kind": "choice", "alternatives": [{"id": "a"}, {"id": "b"}],'
        ' "utilities": {"x": {"a": 1, "b": 0}, "y": {"a": 0, "b": 1}}}'
    )
    (tmp_path / "s.yaml").write_text("id: s\nproblem: p.json\nagents: [{name: n}]\n")
    assert load_scenario(tmp_path / "s.yaml").problem.alternative_ids == ("a", "b")
    (tmp_path / "bad.yaml").write_text("id: s\nproblem: nowhere.json\nagents: [{name: n}]\n")
    with pytest.raises(ScenarioError, match=r"bad.yaml: problem: .*nowhere.json"):
        load_scenario(tmp_path / "bad.yaml")


def test_cli_run_with_a_bad_scenario_exits_2_with_one_line(tmp_path: Path) -> None:
    data = triage_data()
    data["agents"][0]["framework"] = "rawl"
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(data))
    result = runner.invoke(app, ["run", str(path), "--out", str(tmp_path / "run")])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "framework: 'rawl' is unknown" in lines[0]
    assert not (tmp_path / "run").exists()


_ANY_VALUE = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 100),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.lists(st.text(max_size=5), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
)
_PATHS = [
    ("id",),
    ("rule",),
    ("seed",),
    ("model",),
    ("protocol", "mode"),
    ("protocol", "rounds"),
    ("protocol", "visibility"),
    ("protocol", "concession"),
    ("protocol", "stop_when"),
    ("agents", 0, "stance"),
    ("agents", 0, "framework"),
    ("agents", 1, "represents"),
    ("agents", 1, "concession"),
    ("problem", "beds"),
    ("problem", "patients", 2, "age"),
    ("problem", "patients"),
    ("agents",),
    ("problem",),
]


@settings(max_examples=150)
@given(path=st.sampled_from(_PATHS), value=_ANY_VALUE)
def test_any_mutation_loads_or_fails_with_a_scenario_error(
    path: tuple[Any, ...], value: Any
) -> None:
    data = copy.deepcopy(triage_data())
    node: Any = data
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    try:
        parse_scenario(data, "fuzz.yaml", base=EXAMPLES / "scenarios")
    except ScenarioError as exc:
        assert str(exc).startswith("fuzz.yaml")
