"""Deliberations that decide on a slate of k alternatives, end to end with analytic agents; how a
slate is evaluated (fairagents.fairness._slate); what a slate scenario must name."""

from __future__ import annotations

import json
from typing import Any

import pytest

from fairagents.errors import ProblemError, ScenarioError
from fairagents.fairness import evaluate
from fairagents.fairness._slate import slate_package, slate_problem, slate_representation
from fairagents.graph import Deliberation, build_deliberation_graph
from fairagents.graph._state import key
from fairagents.problems import CandidateChoice
from fairagents.scenarios import Scenario, load_scenario

from .conftest import EXAMPLES
from .test_deliberation import scenario_with

SLATE = load_scenario(EXAMPLES / "scenarios" / "tourism_committee.yaml")
TOURISM = load_scenario(EXAMPLES / "scenarios" / "tourism.yaml")
URBAN = load_scenario(EXAMPLES / "scenarios" / "urban_budget.yaml")


def run(scenario: Scenario) -> dict[str, Any]:
    return dict(build_deliberation_graph(scenario).compile().invoke({}))


def test_a_tourism_deliberation_decides_on_a_slate_of_three() -> None:
    state = run(SLATE)
    problem = SLATE.problem
    assert isinstance(problem, CandidateChoice)
    for r in range(state["round"] + 1):
        evaluation = state["evaluations"][f"{r:03d}"]
        committee = evaluation.outcome.committee
        assert committee is not None and len(committee.members) == 3
        assert evaluation.outcome.params["committee_size"] == 3
        joint = evaluation.joint
        assert joint.candidate == "+".join(committee.members)
        # A stakeholder's utility for the slate is the sum over its items.
        for who in problem.stakeholder_ids:
            expected = sum(problem.utilities[who][a] for a in committee.members)
            assert joint.report.utilities[who] == pytest.approx(expected)
        assert {"pareto", "maximin_optimal", "usw_optimal", "jr", "pjr", "ejr"} <= set(
            joint.criteria
        )
        assert not any(
            name.endswith("_optimal") and name[:-8] in {"rawls", "mill"} for name in joint.criteria
        )
        for agent in SLATE.agents:  # each agent's own slate: the three best of its ballot
            own = evaluation.agents[agent.name]
            ballot = state["ballots"][key(r, agent.name)].ballot
            assert ballot.ranking is not None
            items = own.candidate.split("+")
            best = [c for group in ballot.ranking for c in group]
            assert len(items) == 3 and set(items) <= set(best[: 3 + len(ballot.ranking[0])])


def test_slate_runs_are_deterministic_and_recorded(tmp_path: Any) -> None:
    from fairagents.graph.runner import start_run

    start_run(SLATE, tmp_path / "a")
    start_run(SLATE, tmp_path / "b")
    outcome = json.loads((tmp_path / "a" / "outcome.json").read_text())
    assert outcome == json.loads((tmp_path / "b" / "outcome.json").read_text())
    assert len(outcome["joint"]["slate"]) == 3


def test_an_ordinal_committee_rule_decides_a_slate_too() -> None:
    scenario = scenario_with(SLATE, rule={"name": "stv", "params": {}})
    state = run(scenario)
    last = state["evaluations"][max(state["evaluations"])]
    assert last.outcome.rule == "stv" and last.outcome.committee is not None


def test_a_slate_is_judged_as_a_package_of_unit_cost_items() -> None:
    problem = TOURISM.problem
    assert isinstance(problem, CandidateChoice)
    budget = slate_problem(problem, 2)
    assert budget.budget == 2 and set(budget.projects.values()) == {1.0}
    report = evaluate(budget, slate_package(problem, ["island_hike", "old_town"]))
    assert report.utilities["residents"] == 3 + 8
    assert report.usw_optimal is not None and report.ef is None  # envy is for goods held alone
    # Everyone wants beach_club at 9 and market_food at 9: a slate of both is utilitarian-best.
    verdicts = slate_representation(problem, ["beach_club", "festival_night"], 2)
    assert set(verdicts) == {"jr", "pjr", "ejr"}


def test_slate_evaluation_refuses_what_is_not_a_slate() -> None:
    problem = TOURISM.problem
    assert isinstance(problem, CandidateChoice)
    with pytest.raises(ProblemError, match="between 1 and 6"):
        slate_problem(problem, 7)
    with pytest.raises(ProblemError, match="unknown"):
        slate_package(problem, ["moon_walk"])
    negative = problem.model_copy(
        update={
            "utilities": {
                **problem.utilities,
                "tourists": {**problem.utilities["tourists"], "old_town": -1},
            }
        }
    )
    with pytest.raises(ProblemError, match="must be >= 0"):
        slate_problem(negative, 2)
    with pytest.raises(ProblemError, match="choice problem"):
        slate_problem(URBAN.problem, 2)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("base", "changes", "message"),
    [
        (TOURISM, {"rule": "pav"}, "elects a committee: give protocol.committee_size"),
        (TOURISM, {"protocol__committee_size": 2}, "rule 'schulze' elects one alternative"),
        (
            TOURISM,
            # Issue 17: pav reads approvals (ballot.kind auto); a ranking ballot has none.
            {
                "protocol__committee_size": 2,
                "rule": {"name": "pav", "params": {}},
                "ballot": {"kind": "ranking"},
            },
            "give it params.utility_threshold",
        ),
        (SLATE, {"protocol__committee_size": 9}, "between 1 and 6"),
        (
            SLATE,
            {"rule": {"name": "mes", "params": {"utility_threshold": 0.6, "committee_size": 2}}},
            "disagree",
        ),
        (URBAN, {"protocol__committee_size": 2, "rule": "stv"}, "choice problem"),
    ],
)
def test_slate_scenarios_name_what_is_missing(
    base: Scenario, changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(ScenarioError, match=message):
        scenario_with(base, **changes)


def test_the_slate_size_can_come_from_the_rule() -> None:
    rule = {"name": "mes", "params": {"utility_threshold": 0.6, "committee_size": 2}}
    scenario = scenario_with(SLATE, protocol__committee_size=None, rule=rule)
    assert scenario.slate_size == 2


def test_llm_agents_feed_an_approval_committee_rule_ratings_or_approvals() -> None:
    # Issue 17: with utility_threshold the rule reads ratings through it, so LLM agents rate;
    # without, they approve; a scenario pinning ranking ballots fails before any call.
    from fairagents.testing import ScriptedChatModel

    llm = {a.name: ScriptedChatModel(replies=["x"]) for a in SLATE.agents}
    llm["mediator"] = ScriptedChatModel(replies=["x"])
    assert Deliberation(SLATE, model=llm).form.kind == "ratings"
    plain = scenario_with(SLATE, rule={"name": "mes", "params": {}})
    assert Deliberation(plain, model=llm).form.kind == "approvals"
    with pytest.raises(ScenarioError, match=r"reads ratings, but agents .* kind 'ranking'"):
        Deliberation(scenario_with(SLATE, ballot={"kind": "ranking"}), model=llm)
