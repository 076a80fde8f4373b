"""A person as a party of the statement protocol: they state an opinion, rank (or rate) the
candidate statements and critique the winner through the same pause-and-answer mechanism as in
a vote (LangGraph ``interrupt``, ``fairagents run`` / ``--resume --answer``); an answer that
cannot be used is refused with the reason and the run stays paused, nothing lost.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.agents._answers import Option, Question, read_answer, read_critique
from fairagents.errors import AnswerError
from fairagents.graph import Deliberation, build_deliberation_graph, checkpoint_serde
from fairagents.graph._state import key
from fairagents.graph.runner import resume_run, start_run
from fairagents.reports import write_run_report
from fairagents.scenarios import Scenario, load_scenario

from .conftest import EXAMPLES

PERSON_FILE = EXAMPLES / "scenarios" / "statements_person.yaml"
PERSON = load_scenario(PERSON_FILE)
WHO = "young_families"
OPINION = "shade_on_play_areas, tree_canopy, water_fountains"
runner = CliRunner()


def first_other(question: dict[str, Any]) -> str:
    """A statement on the table other than the winner."""
    return next(o["id"] for o in question["options"] if o["id"] != question["offer"])


def good_answer(question: dict[str, Any]) -> Any:
    if question["kind"] == "proposal":
        return {"projects": OPINION.split(", "), "argument": "shade for children"}
    if question["kind"] == "ballot":
        ids = sorted(o["id"] for o in question["options"])
        return {"ranking": " > ".join(ids), "argument": "by id"}
    assert question["kind"] == "critique"
    return {"verdict": "object", "wants": first_other(question), "reasons": "more shade"}


def test_the_scenario_declares_a_person_and_the_protocol_admits_them() -> None:
    assert PERSON.humans == (WHO,)
    parts = Deliberation(PERSON)
    assert type(parts.advocates[WHO]).__name__ == "HumanAdvocate"


def test_a_person_states_ranks_and_critiques_through_interrupts() -> None:
    graph = build_deliberation_graph(PERSON).compile(
        checkpointer=InMemorySaver(serde=checkpoint_serde())
    )
    config: dict[str, Any] = {"configurable": {"thread_id": "t"}}
    graph.invoke({}, config)
    kinds = []
    for _ in range(20):
        pending = graph.get_state(config).interrupts
        if not pending:
            break
        (question,) = pending
        assert question.value["who"] == WHO
        kinds.append((question.value["round"], question.value["kind"]))
        graph.invoke(Command(resume={question.id: good_answer(question.value)}), config)
    # two rounds: each an opinion, a ballot and a critique of the winner
    assert kinds == [(r, k) for r in (0, 1) for k in ("proposal", "ballot", "critique")]
    state = graph.get_state(config).values
    assert state["stop"]
    opinion = state["proposals"][key(0, WHO)]
    assert opinion.model == "human" and opinion.argument == "shade for children"
    assert opinion.package is not None and set(opinion.package.projects) == set(OPINION.split(", "))
    ballot = state["ballots"][key(0, WHO)]
    assert ballot.model == "human" and ballot.ballot.argument == "by id"
    critique = state["responses"][key(0, WHO)]
    winner = state["outcomes"]["000"].choice
    assert (critique.model, critique.verdict, critique.offer) == ("human", "counter", winner)
    assert critique.counter in state["table"] and critique.reasons == "more shade"
    assert critique.accepts == (critique.counter,) and not critique.scores
    # the analytic parties still answer for themselves
    assert state["responses"][key(0, "shop_owners")].model == "analytic"
    # the generator read the person's critique: the second round puts a revision on the table
    assert state["drafts"]["001"].offer is not None
    assert "revised" in state["drafts"]["001"].method


def test_a_bad_critique_is_asked_again_with_the_reason() -> None:
    graph = build_deliberation_graph(PERSON).compile(
        checkpointer=InMemorySaver(serde=checkpoint_serde())
    )
    config: dict[str, Any] = {"configurable": {"thread_id": "t"}}
    graph.invoke({}, config)
    for _ in range(2):  # the opinion and the ballot
        (q,) = graph.get_state(config).interrupts
        graph.invoke(Command(resume={q.id: good_answer(q.value)}), config)
    (q,) = graph.get_state(config).interrupts
    assert q.value["kind"] == "critique" and q.value["offer"]
    winner = q.value["offer"]
    for bad, why in [
        ({"verdict": "object", "wants": "c99"}, "'c99' is not on the table"),
        ({"verdict": "object", "wants": winner}, f"{winner} is the winner"),
        ({"verdict": "accept", "wants": first_other(q.value)}, "you accept"),
        ({"verdict": "perhaps"}, "answer accept or object"),
        ({"note_to_self": 1}, 'give "verdict"'),
    ]:
        graph.invoke(Command(resume={q.id: bad}), config)
        (q,) = graph.get_state(config).interrupts
        assert q.value["kind"] == "critique" and why in q.value["error"], (bad, q.value["error"])
    assert key(0, WHO) not in (graph.get_state(config).values.get("responses") or {})
    graph.invoke(Command(resume={q.id: "accept: it is fair"}), config)
    state = graph.get_state(config).values
    assert state["responses"][key(0, WHO)].verdict == "accept"
    assert state["responses"][key(0, WHO)].reasons == "it is fair"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("accept", ("accept", None, "")),
        ("Object", ("object", None, "")),
        ("object c3: it drops the fountains", ("counter", "c3", "it drops the fountains")),
        ("C3", ("counter", "c3", "")),
        ({"accept": True, "note": "ok"}, ("accept", None, "ok")),
        ({"wants": "c3"}, ("counter", "c3", "")),
        (False, ("object", None, "")),
    ],
)
def test_a_critique_is_read_in_every_documented_form(raw: Any, expected: Any) -> None:
    assert read_critique(raw, ["c1", "c3"], "c1") == expected


def test_a_critique_that_cannot_be_used_is_refused() -> None:
    for raw, why in [
        ("object c3 c1", "write 'accept', 'object' or 'object c3'"),
        (7, "a critique is text"),
        ({"verdict": "object", "wants": 3}, "name one statement"),
    ]:
        with pytest.raises(AnswerError, match=why):
            read_critique(raw, ["c1", "c3"], "c1")
    question = Question(
        kind="critique",
        who=WHO,
        round=0,
        case="",
        options=(Option(id="c1", label=""),),
        answer_format="",
    )
    with pytest.raises(AnswerError, match="no winning statement"):
        read_answer(question, "accept", PERSON.problem)


def _answer_all(run_dir: Path, result: Any) -> Any:
    while result.questions:
        (pending,) = result.questions
        result = resume_run(
            run_dir, answers={WHO: good_answer(pending.question.model_dump(mode="json"))}
        )
    return result


def test_a_bad_ranking_is_refused_at_resume_and_the_run_stays_resumable(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    result = start_run(PERSON, run_dir)
    assert result.record.status == "paused"
    assert result.questions[0].question.kind == "proposal"
    with pytest.raises(AnswerError, match=r"answer of young_families: .*over budget"):
        resume_run(run_dir, answers={WHO: f"{OPINION}, heat_alerts"})
    result = resume_run(run_dir, answers={WHO: OPINION})
    (pending,) = result.questions
    assert pending.question.kind == "ballot"
    ids = [o.id for o in pending.question.options]
    # not a permutation of the candidates: a repeat, and an id not on the table
    with pytest.raises(AnswerError, match=f"'{ids[0]}' is ranked twice"):
        resume_run(run_dir, answers={WHO: f"{ids[0]} > {ids[0]}"})
    with pytest.raises(AnswerError, match="'c99' is not on the table; rank ids from"):
        resume_run(run_dir, answers={WHO: {"ranking": [ids[0], "c99"]}})
    # nothing lost: still paused on the same ballot, and a good answer goes on from there
    again = resume_run(run_dir)
    assert [(p.question.kind, p.question.round) for p in again.questions] == [("ballot", 0)]
    result = _answer_all(run_dir, resume_run(run_dir, answers={WHO: " > ".join(ids)}))
    assert result.record.status == "finished"
    measures = json.loads((run_dir / "outcome.json").read_text())["protocol_measures"]
    assert WHO in measures["rounds"][0]["ranks"] and WHO in measures["rounds"][0]["critiques"]
    events = [json.loads(line) for line in (run_dir / "transcript.jsonl").read_text().splitlines()]
    mine = {e["kind"] for e in events if e.get("agent") == WHO}
    assert {"proposal", "ballot", "response"} <= mine
    page = write_run_report(run_dir).page.read_text(encoding="utf-8")
    assert "more shade" in page  # the person's critique, on the run's page


def test_a_fresh_process_resumes_the_run_with_an_answers_file(tmp_path: Path) -> None:
    out = tmp_path / "run"
    result = runner.invoke(
        app, ["run", str(PERSON_FILE), "--no-passages", "--json", "--out", str(out)], input=""
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout[result.stdout.index("{") :])
    assert summary["status"] == "paused" and summary["questions"][0]["kind"] == "proposal"
    answer = tmp_path / "opinion.yaml"
    answer.write_text(f"young_families: {{projects: [{OPINION}], argument: shade}}\n")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")}
    command = ["run", "--resume", str(out), "--answer", str(answer), "--json"]
    done = subprocess.run(
        [sys.executable, "-m", "fairagents", *command],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    resumed = json.loads(done.stdout[done.stdout.index("{") :])
    assert resumed["questions"][0]["kind"] == "ballot" and resumed["questions"][0]["who"] == WHO
    state = resume_run(out).state  # read back in this process: the opinion is recorded
    assert state["proposals"][key(0, WHO)].argument == "shade"


def test_the_terminal_asks_for_the_opinion_the_ranking_and_the_critique(tmp_path: Path) -> None:
    scenario: Scenario = PERSON
    graph = build_deliberation_graph(scenario).compile(
        checkpointer=InMemorySaver(serde=checkpoint_serde())
    )
    config: dict[str, Any] = {"configurable": {"thread_id": "t"}}
    graph.invoke({}, config)
    (q,) = graph.get_state(config).interrupts
    graph.invoke(Command(resume={q.id: OPINION}), config)
    (q,) = graph.get_state(config).interrupts
    table = sorted(o["id"] for o in q.value["options"])
    graph.invoke(Command(resume={q.id: " > ".join(table)}), config)
    winner = graph.get_state(config).interrupts[0].value["offer"]
    typed = [
        OPINION,
        "",  # the opinion's argument
        " > ".join(table),
        "",
        "perhaps",  # neither accept nor object: asked again
        "",
        "",
        "object",
        "c99",  # not on the table: asked again
        "",
        "accept",
        "",
        "fine",
    ]
    # the second round: opinion, ballot, critique again — the input ends first, the run pauses
    out = tmp_path / "run"
    result = runner.invoke(
        app,
        ["run", str(PERSON_FILE), "--no-passages", "--out", str(out)],
        input="\n".join(typed) + "\n",
    )
    assert result.exit_code == 0, result.output
    assert "The winner: " + winner in result.output
    assert "answer accept or object" in result.output
    assert "'c99' is not on the table" in result.output
    record = json.loads((out / "run.json").read_text())
    assert record["status"] == "paused"
    state = resume_run(out).state
    assert state["responses"][key(0, WHO)].verdict == "accept"
    assert state["responses"][key(0, WHO)].reasons == "fine"


def test_a_person_rates_when_the_rule_reads_ratings() -> None:
    data = PERSON.model_dump()
    data["rule"] = {"name": "utilitarian"}
    data["approver"] = {"name": "council"}
    data["protocol"]["rounds"] = 1
    rated = Scenario.model_validate(data)
    assert Deliberation(rated).form.kind == "ratings"
    graph = build_deliberation_graph(rated).compile(
        checkpointer=InMemorySaver(serde=checkpoint_serde())
    )
    config: dict[str, Any] = {"configurable": {"thread_id": "t"}}
    graph.invoke({}, config)
    asked = []
    for _ in range(10):
        pending = graph.get_state(config).interrupts
        if not pending:
            break
        (q,) = pending
        asked.append((q.value["who"], q.value["kind"], bool(q.value["error"])))
        if q.value["kind"] == "ballot":
            assert q.value["ballot"]["kind"] == "ratings"
            high = 11 if not q.value["error"] else 10  # off the scale first: asked again
            ids = [o["id"] for o in q.value["options"]]
            answer: Any = ", ".join(f"{c}: {high if i == 0 else 0}" for i, c in enumerate(ids))
        elif q.value["kind"] == "approval":
            answer = "yes"
        else:
            answer = good_answer(q.value)
        graph.invoke(Command(resume={q.id: answer}), config)
    assert asked == [
        (WHO, "proposal", False),
        (WHO, "ballot", False),
        (WHO, "ballot", True),
        (WHO, "critique", False),
    ]  # one round: the round limit ends the run, so the council is not asked
    state = graph.get_state(config).values
    utilities = state["ballots"][key(0, WHO)].ballot.utilities
    assert utilities is not None and max(utilities.values()) == 10


def test_with_predicted_rankings_a_person_is_asked_no_ballot() -> None:
    data = PERSON.model_dump()
    data["protocol"]["options"] = {"candidates": 4, "rankings": "predicted"}
    data["protocol"]["rounds"] = 1
    graph = build_deliberation_graph(Scenario.model_validate(data)).compile(
        checkpointer=InMemorySaver(serde=checkpoint_serde())
    )
    config: dict[str, Any] = {"configurable": {"thread_id": "t"}}
    graph.invoke({}, config)
    kinds = []
    while pending := graph.get_state(config).interrupts:
        (q,) = pending
        kinds.append(q.value["kind"])
        graph.invoke(Command(resume={q.id: good_answer(q.value)}), config)
    assert kinds == ["proposal", "critique"]
    state = graph.get_state(config).values
    assert state["ballots"][key(0, WHO)].model == "predicted"
    assert state["responses"][key(0, WHO)].model == "human"
