"""People in the deliberation: human agents and approvers pause the graph, answers are read as
strictly as ballots, malformed ones are asked again, and runs resume from the terminal or a file.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.agents import ApproverVerdict
from fairagents.agents._answers import Option, Question, read_answer, read_ranking, read_verdict
from fairagents.errors import AnswerError, ScenarioError
from fairagents.graph import Deliberation, build_deliberation_graph, checkpoint_serde
from fairagents.graph._state import key
from fairagents.graph.runner import resume_run, start_run
from fairagents.reports import load_run, write_run_report
from fairagents.scenarios import Scenario, load_scenario

from .conftest import EXAMPLES

COUNCIL_FILE = EXAMPLES / "scenarios" / "market_council.yaml"
COUNCIL = load_scenario(COUNCIL_FILE)
TABLE = ("harbour", "square", "car_park")
runner = CliRunner()


def changed(scenario: Scenario, **top: Any) -> Scenario:
    return Scenario.model_validate({**scenario.model_dump(), **top})


def paused_graph(scenario: Scenario) -> tuple[Any, dict[str, Any]]:
    graph = build_deliberation_graph(scenario).compile(
        checkpointer=InMemorySaver(serde=checkpoint_serde())
    )
    return graph, {"configurable": {"thread_id": "t"}}


def answer(graph: Any, config: dict[str, Any], value: Any) -> tuple[dict[str, Any], list[Any]]:
    """Resume the one pending question with ``value``; the state and what is asked next."""
    (pending,) = graph.get_state(config).interrupts
    state = graph.invoke(Command(resume={pending.id: value}), config)
    return state, list(graph.get_state(config).interrupts)


# -- reading answers ------------------------------------------------------------------------------


def ballot_question(options: tuple[str, ...] = TABLE) -> Question:
    return Question(
        kind="ballot",
        who="residents",
        round=0,
        case="",
        options=tuple(Option(id=i, label=i) for i in options),
        answer_format="",
    )


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("car_park > harbour > square", (("car_park",), ("harbour",), ("square",))),
        ("car_park, harbour", (("car_park",), ("harbour",), ("square",))),
        ("CAR_PARK > harbour = square", (("car_park",), ("harbour", "square"))),
        (["car_park", ["harbour", "square"]], (("car_park",), ("harbour", "square"))),
        ('["square"]', (("square",), ("harbour", "car_park"))),
    ],
)
def test_a_ranking_is_read_in_every_documented_form(raw: Any, expected: Any) -> None:
    assert read_ranking(raw, TABLE) == expected


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        ("car_park > market", "'market' is not on the table"),
        ("square > square", "ranked twice"),
        ("  >  ", "name at least one id"),
        (7, "a ranking is text"),
        ("[broken", "not valid JSON"),
    ],
)
def test_a_ranking_that_cannot_be_used_is_refused_with_the_reason(raw: Any, why: str) -> None:
    with pytest.raises(AnswerError, match=why):
        read_ranking(raw, TABLE)


def test_an_answer_becomes_the_same_record_a_model_would_leave() -> None:
    cast = read_answer(
        ballot_question(), {"ranking": "square > harbour", "argument": " quiet "}, COUNCIL.problem
    )
    assert cast.ballot.ranking == (("square",), ("harbour",), ("car_park",))
    assert cast.ballot.argument == "quiet" and cast.model == "human"
    assert cast.shown == TABLE and cast.order_tau is not None
    with pytest.raises(AnswerError, match='give "ranking"'):
        read_answer(ballot_question(), {"argument": "no ranking"}, COUNCIL.problem)


def test_approvals_read_yes_and_no_in_words_or_booleans() -> None:
    assert read_verdict("accept") == (True, "")
    assert read_verdict({"accept": "no", "note": "try the square"}) == (False, "try the square")
    assert read_verdict(False) == (False, "")
    with pytest.raises(AnswerError, match="answer yes"):
        read_verdict("perhaps")


def test_proposals_are_checked_for_feasibility_like_a_models() -> None:
    budget = load_scenario(EXAMPLES / "scenarios" / "urban_budget.yaml")
    problem = budget.problem
    question = Question(kind="proposal", who="x", round=0, case="", options=(), answer_format="")
    cheapest = min(problem.project_ids, key=lambda p: problem.projects[p])
    proposal = read_answer(question, cheapest, problem)
    assert proposal.package is not None and proposal.package.projects == (cheapest,)
    with pytest.raises(AnswerError, match="over budget"):
        read_answer(question, ", ".join(problem.project_ids), problem)
    with pytest.raises(AnswerError, match="not a project"):
        read_answer(question, {"projects": ["nowhere"]}, problem)
    pick = read_answer(question, {"pick": "square", "argument": "central"}, COUNCIL.problem)
    assert pick.alternative == "square" and pick.argument == "central"


def test_scenarios_with_people_are_validated() -> None:
    data = COUNCIL.model_dump()
    data["agents"][2]["model"] = "analytic"
    with pytest.raises(ScenarioError, match="a human agent has no model"):
        Scenario.model_validate(data)
    with pytest.raises(ScenarioError, match=r"'visitors' is taken by an agent"):
        changed(COUNCIL, approver={"name": "visitors"})
    # Issue 17: a person rates too when the rule reads ratings (tests/test_ballot_kinds.py).
    assert Deliberation(changed(COUNCIL, approver=None), rule="utilitarian").form.kind == "ratings"


# -- the graph pauses and resumes -----------------------------------------------------------------


def test_a_malformed_answer_is_asked_again_with_the_reason() -> None:
    graph, config = paused_graph(COUNCIL)
    graph.invoke({}, config)
    (pending,) = graph.get_state(config).interrupts
    assert pending.value["who"] == "residents" and pending.value["kind"] == "ballot"
    assert sorted(o["id"] for o in pending.value["options"]) == sorted(TABLE)
    state, asked = answer(graph, config, "car_park > the moon")
    assert key(0, "residents") not in (state.get("ballots") or {})
    assert [q.value["who"] for q in asked] == ["residents"]
    assert "'the moon' is not on the table" in asked[0].value["error"]
    state, asked = answer(graph, config, {"ranking": "car_park", "argument": "parking"})
    assert state["ballots"][key(0, "residents")].ballot.argument == "parking"
    assert [q.value["kind"] for q in asked] == ["approval"]
    assert asked[0].value["options"][0]["id"] == state["outcomes"]["000"].choice


def test_the_approver_ends_the_run_by_accepting_or_sends_it_on() -> None:
    graph, config = paused_graph(COUNCIL)
    graph.invoke({}, config)
    answer(graph, config, "car_park > square")
    state, asked = answer(graph, config, {"accept": False, "note": "again"})
    assert state["approvals"]["000"].accepted is False and not state["stop"]
    assert [q.value["kind"] for q in asked] == ["ballot"] and asked[0].value["round"] == 1
    answer(graph, config, "car_park")
    state, asked = answer(graph, config, "yes")
    assert not asked and state["round"] == 1
    decision = state["outcomes"]["001"].choice
    assert state["stop"] == f"council accepted {decision}"


def test_the_approver_is_not_asked_when_the_round_limit_ends_the_run_anyway() -> None:
    one_round = changed(COUNCIL, protocol={**COUNCIL.protocol.model_dump(), "rounds": 1})
    graph, config = paused_graph(one_round)
    graph.invoke({}, config)
    state, asked = answer(graph, config, "harbour")
    assert not asked and not state.get("approvals")
    assert state["stop"] == "reached the limit of 1 rounds"


def test_a_human_proposal_joins_the_table_in_generate_mode() -> None:
    generate = changed(
        COUNCIL, approver=None, protocol={**COUNCIL.protocol.model_dump(), "mode": "generate"}
    )
    graph, config = paused_graph(generate)
    graph.invoke({}, config)
    (pending,) = graph.get_state(config).interrupts
    assert pending.value["kind"] == "proposal"
    _, asked = answer(graph, config, {"pick": "nowhere"})
    assert "'nowhere' is not an alternative" in asked[0].value["error"]
    state, asked = answer(graph, config, "car_park")
    assert state["proposals"][key(0, "residents")].candidate == "car_park"
    assert asked[0].value["kind"] == "ballot" and "car_park" in {
        o["id"] for o in asked[0].value["options"]
    }


def test_people_can_be_asked_by_any_function_not_only_interrupt() -> None:
    answers: Iterator[Any] = iter(["bad id", "car_park > harbour", "no", "car_park", "yes"])
    asked: list[dict[str, Any]] = []

    def ask(question: dict[str, Any]) -> Any:
        asked.append(question)
        return next(answers)

    state = build_deliberation_graph(COUNCIL, ask=ask).compile().invoke({})
    assert [q["kind"] for q in asked] == ["ballot", "ballot", "approval", "ballot", "approval"]
    assert asked[1]["error"] and not asked[0]["error"]
    assert state["stop"].startswith("council accepted")


# -- the run directory and the CLI -----------------------------------------------------------------


def test_a_paused_run_is_recorded_and_resumed_with_answers(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    result = start_run(COUNCIL, run_dir)
    assert result.record.status == "paused"
    assert [p.question.who for p in result.questions] == ["residents"]
    record = json.loads((run_dir / "run.json").read_text())
    assert record["status"] == "paused"
    assert json.loads((run_dir / "questions.json").read_text())[0]["kind"] == "ballot"
    with pytest.raises(AnswerError, match="answer of residents: 'mars' is not on the table"):
        resume_run(run_dir, answers={"residents": "mars"})
    with pytest.raises(AnswerError, match="the run waits on: residents"):
        resume_run(run_dir, answers={"council": "yes"})
    assert resume_run(run_dir).questions[0].question.who == "residents"  # still paused
    result = resume_run(run_dir, answers={"residents": "square > car_park"})
    assert [p.question.kind for p in result.questions] == ["approval"]
    result = resume_run(run_dir, answers={"council": {"accept": True, "note": "agreed"}})
    assert result.record.status == "finished" and not result.questions
    assert not (run_dir / "questions.json").exists()
    events = [json.loads(line) for line in (run_dir / "transcript.jsonl").read_text().splitlines()]
    assert any(e["kind"] == "approval" and e["note"] == "agreed" for e in events)
    human = [e for e in events if e["kind"] == "ballot" and e["agent"] == "residents"]
    assert human and human[0]["model"] == "human"
    # the report reads the verdict back and shows it in its round
    approval = load_run(run_dir).rounds[0].approval
    assert approval is not None and (approval.approver, approval.accepted) == ("council", True)
    page = write_run_report(run_dir).page.read_text(encoding="utf-8")
    assert "The approver" in page and "council accepted the decision" in page and "agreed" in page


def test_a_run_checkpointed_before_the_verdict_was_renamed_still_resumes(tmp_path: Path) -> None:
    # Until the rename a verdict was checkpointed as fairagents.agents._records.Approval (LangGraph
    # stores a record's module and class name): write one so, then resume under the new name.
    run_dir = tmp_path / "run"
    start_run(COUNCIL, run_dir)
    resume_run(run_dir, answers={"residents": "square > car_park"})
    ApproverVerdict.__name__ = "Approval"
    try:
        resume_run(run_dir, answers={"council": {"accept": False, "note": "again"}})
    finally:
        ApproverVerdict.__name__ = "ApproverVerdict"
    with sqlite3.connect(run_dir / "checkpoint.sqlite") as db:
        stored = b"".join(row[0] for row in db.execute("SELECT value FROM writes"))
    assert b"Approval" in stored and b"ApproverVerdict" not in stored
    # The old verdict loads as the record (not its raw fields), with no warning (errors here).
    result = resume_run(run_dir, answers={"residents": "car_park"})
    assert isinstance(result.state["approvals"]["000"], ApproverVerdict)
    result = resume_run(run_dir, answers={"council": "yes"})
    assert result.record.status == "finished"
    assert [(a.round, a.accepted) for a in result.state["approvals"].values()] == [
        (0, False),
        (1, True),
    ]
    assert [r.approval.note for r in load_run(run_dir).rounds if r.approval] == ["again", ""]


def test_the_terminal_asks_again_until_an_answer_can_be_used(tmp_path: Path) -> None:
    typed = "\n".join(
        [
            "car_park > moon",  # not on the table: asked again
            "",
            "car_park > harbour",
            "parking for residents",
            "perhaps",  # neither yes nor no: asked again
            "",
            "no",
            "one more round",
            "car_park",
            "",
            "yes",
            "",
        ]
    )
    out = tmp_path / "run"
    result = runner.invoke(
        app, ["run", str(COUNCIL_FILE), "--no-passages", "--out", str(out)], input=typed + "\n"
    )
    assert result.exit_code == 0, result.output
    assert "'moon' is not on the table" in result.output
    assert "answer yes (accept the decision) or no" in result.output
    assert "council: accepts" in result.output and "joint decision:" in result.output
    record = json.loads((out / "run.json").read_text())
    assert record["status"] == "finished"


def test_without_input_the_run_pauses_and_a_file_answers_it(tmp_path: Path) -> None:
    out = tmp_path / "run"
    result = runner.invoke(
        app, ["run", str(COUNCIL_FILE), "--no-passages", "--json", "--out", str(out)], input=""
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout[result.stdout.index("{") :])
    assert summary["status"] == "paused" and summary["questions"][0]["who"] == "residents"

    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"ranking": "castle"}))
    result = runner.invoke(app, ["run", "--resume", str(out), "--answer", str(bad)])
    assert result.exit_code == 2 and "'castle' is not on the table" in result.output

    ballot = tmp_path / "ballot.yaml"
    ballot.write_text("residents: {ranking: [square, car_park], argument: quiet}\n")
    result = runner.invoke(app, ["run", "--resume", str(out), "--answer", str(ballot), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["questions"][0]["who"] == "council"

    approve = tmp_path / "approve.json"
    approve.write_text(json.dumps({"accept": True}))
    result = runner.invoke(app, ["run", "--resume", str(out), "--answer", str(approve), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["status"] == "finished"

    result = runner.invoke(app, ["run", "--resume", str(out), "--answer", str(approve)])
    assert result.exit_code == 2 and "not waiting on anyone" in result.output
    result = runner.invoke(app, ["run", str(COUNCIL_FILE), "--answer", str(approve)])
    assert result.exit_code == 2 and "use it with --resume" in result.output
