"""Problem models: validation messages, allocation checks, loading JSON/YAML, round trips."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from fairagents.errors import InputError, ProblemError
from fairagents.models import Alternative, Stakeholder
from fairagents.problems import (
    Allocation,
    BudgetedSelection,
    CandidateChoice,
    IndivisibleAllocation,
    Package,
    load_problem,
    parse_problem,
)

BASE = {
    "agents": ["Person 1", "Person 2"],
    "goods": ["Good A", "Good B"],
    "valuations": {
        "Person 1": {"Good A": 3, "Good B": 1},
        "Person 2": {"Good A": 2, "Good B": 2},
    },
}


def _problem(**changes: object) -> IndivisibleAllocation:
    return IndivisibleAllocation.model_validate({**BASE, **changes})


def _error(data: object) -> str:
    with pytest.raises(ProblemError) as info:
        parse_problem(data, "p.json")
    message = str(info.value)
    assert "\n" not in message  # one readable line
    return message


def test_stakeholder_defaults_and_validation() -> None:
    s = Stakeholder(id="p1", attributes={"vulnerability": 0.9, "dependency": "high"})
    assert (s.group, s.weight, s.claims) == ("", 1.0, ())
    with pytest.raises(InputError, match="weight: Input should be greater than 0"):
        Stakeholder(id="p1", weight=0)
    with pytest.raises(InputError, match="unknown: Extra inputs are not permitted"):
        Stakeholder(id="p1", unknown=1)  # type: ignore[call-arg]


def test_valuation_errors_name_agent_and_good() -> None:
    bad = {**BASE, "valuations": {**BASE["valuations"], "Person 1": {"Good A": 3, "Good Z": 1}}}
    assert _error(bad) == (
        "p.json: valuations['Person 1']['Good Z']: good 'Good Z' is unknown; known: Good A, Good B"
    )
    negative = {
        **BASE,
        "valuations": {**BASE["valuations"], "Person 2": {"Good A": -1, "Good B": 2}},
    }
    assert "valuations['Person 2']['Good A']: value -1.0 is negative" in _error(negative)
    missing = {
        **BASE,
        "valuations": {"Person 1": {"Good A": 3}, "Person 2": {"Good A": 1, "Good B": 2}},
    }
    assert "valuations['Person 1']: no value for 'Good B'" in _error(missing)
    no_row = {**BASE, "valuations": {"Person 1": {"Good A": 3, "Good B": 1}}}
    assert "agent 'Person 2' has no valuations" in _error(no_row)
    stranger = {**BASE, "valuations": {**BASE["valuations"], "Eve": {"Good A": 1, "Good B": 1}}}
    assert "valuations['Eve']: agent 'Eve' is unknown" in _error(stranger)
    assert "agent 'Person 1' is listed twice" in _error(
        {**BASE, "agents": ["Person 1", "Person 1"]}
    )
    assert "money -3.0 is negative" in _error({**BASE, "money": -3})
    assert "finite number" in _error({**BASE, "money": float("nan")})


def test_kind_is_inferred_or_named() -> None:
    assert parse_problem(BASE).kind == "allocation"
    assert (
        parse_problem({"projects": {"x": 1}, "budget": 1, "approvals": {"a": ["x"]}}).kind
        == "budget"
    )
    assert (
        parse_problem({"alternatives": [{"id": "a"}], "utilities": {"v": {"a": 1}}}).kind
        == "choice"
    )
    assert "cannot tell the kind of problem" in _error({"foo": 1})
    assert "kind: 'lottery' is unknown; known: allocation, budget, choice" in _error(
        {"kind": "lottery"}
    )
    assert "a problem must be an object" in _error([1, 2])


def test_load_problem_json_and_yaml_round_trip(tmp_path: Path) -> None:
    problem = _problem(money=4, stakeholders={"Person 1": {"id": "Person 1", "group": "elderly"}})
    path = tmp_path / "p.json"
    path.write_text(problem.model_dump_json(), encoding="utf-8")
    assert load_problem(path) == problem
    ypath = tmp_path / "p.yaml"
    ypath.write_text(yaml.safe_dump(json.loads(problem.model_dump_json())), encoding="utf-8")
    assert load_problem(ypath) == problem
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(ProblemError, match=r"broken\.json: line 1"):
        load_problem(broken)
    with pytest.raises(ProblemError, match="cannot read"):
        load_problem(tmp_path / "absent.json")


def test_allocation_checks() -> None:
    problem = _problem()
    ok = Allocation(bundles={"Person 1": ("Good A",), "Person 2": ("Good B",)})
    problem.check(ok)
    assert problem.utilities(ok) == {"Person 1": 3.0, "Person 2": 2.0}
    assert problem.value_matrix().tolist() == [[3.0, 1.0], [2.0, 2.0]]
    cases = [
        (
            Allocation(bundles={"Person 1": ("Good A",), "Person 2": ("Good A", "Good B")}),
            "'Good A' is given twice",
        ),
        (Allocation(bundles={"Eve": ("Good A", "Good B")}), "agent 'Eve' is unknown"),
        (Allocation(bundles={"Person 1": ("Good Z",)}), "good 'Good Z' is unknown"),
        (Allocation(bundles={"Person 1": ("Good A",)}), "'Good B' not allocated"),
        (Allocation(bundles=ok.bundles, payments={"Person 1": 1}), "no money to split"),
    ]
    for allocation, message in cases:
        with pytest.raises(ProblemError, match=message):
            problem.check(allocation)
    _problem(allow_unallocated=True).check(Allocation(bundles={"Person 1": ("Good A",)}))


def test_money_must_add_up() -> None:
    problem = _problem(money=5)
    bundles = {"Person 1": ("Good A",), "Person 2": ("Good B",)}
    problem.check(Allocation(bundles=bundles, payments={"Person 1": 2, "Person 2": 3}))
    with pytest.raises(ProblemError, match="add up to 4 but the money to split is 5"):
        problem.check(Allocation(bundles=bundles, payments={"Person 1": 1, "Person 2": 3}))
    with pytest.raises(ProblemError, match=r"payments\['Person 1'\]: -1.0 is negative"):
        problem.check(Allocation(bundles=bundles, payments={"Person 1": -1, "Person 2": 6}))
    assert problem.utilities(Allocation(bundles=bundles, payments={"Person 2": 5})) == {
        "Person 1": 3.0,
        "Person 2": 7.0,
    }


def test_allocation_key_ignores_order_and_empty_bundles() -> None:
    a = Allocation(bundles={"x": ("g2", "g1"), "y": ()})
    b = Allocation(bundles={"x": ("g1", "g2")})
    assert a.key() == b.key()
    assert Allocation(bundles={}, payments={"x": 1.0}).key() != Allocation(bundles={}).key()


def test_budget_validation_and_checks() -> None:
    b = BudgetedSelection(projects={"park": 3, "lane": 2}, budget=4, utilities={"a": {"park": 1}})
    assert b.utilities_of(Package(projects=("park",))) == {"a": 1.0}
    with pytest.raises(ProblemError, match="costs 5 but the budget is 4"):
        b.check(Package(projects=("park", "lane")))
    with pytest.raises(ProblemError, match="project 'pool' is unknown"):
        b.check(Package(projects=("pool",)))
    with pytest.raises(ProblemError, match="listed twice"):
        b.check(Package(projects=("lane", "lane")))
    data = {"projects": {"x": 0}, "budget": 1, "approvals": {"a": ["x"]}}
    assert "projects['x']: cost 0.0 must be > 0" in _error(data)
    assert "exactly one of utilities or approvals" in _error({"projects": {"x": 1}, "budget": 1})
    assert "approvals['a']: project 'y' is unknown" in _error(
        {"projects": {"x": 1}, "budget": 1, "approvals": {"a": ["y"]}}
    )


def test_choice_validation() -> None:
    c = CandidateChoice(
        alternatives=(Alternative(id="a"), Alternative(id="b")),
        utilities={"v": {"a": 1, "b": 0}},
        stakeholders={"v": Stakeholder(id="v", weight=2)},
    )
    assert c.utilities_of("a") == {"v": 1.0}
    with pytest.raises(ProblemError, match="alternative 'z' is unknown"):
        c.utilities_of("z")
    data = {"alternatives": [{"id": "a"}, {"id": "b"}], "utilities": {"v": {"a": 1}}}
    assert "utilities['v']: no utility for 'b'" in _error(data)
    bad_key = {**data, "utilities": {"v": {"a": 1, "b": 2}}, "stakeholders": {"w": {"id": "w"}}}
    assert "stakeholders['w']: 'w' has no utilities" in _error(bad_key)
