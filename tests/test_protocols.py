"""The bargaining protocols (issue 17 §1): agreement, the single negotiating text, Zeuthen's
monotonic concession — their properties, the LLM replies they read, and the default vote."""

from __future__ import annotations

import json
import math
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fairagents import aggregate
from fairagents.agents._objectives import (
    aspiration,
    bargain_key,
    nash_choice,
    zeuthen_step,
)
from fairagents.errors import ReplyError, ScenarioError
from fairagents.experiments._sweep import ProtocolGrid
from fairagents.graph import Deliberation, build_deliberation_graph
from fairagents.graph._state import this_round
from fairagents.llm._responses import read_response_reply
from fairagents.models import Profile
from fairagents.scenarios import Scenario, load_scenario
from fairagents.testing import ScriptedChatModel

from .conftest import EXAMPLES, ROOT

TRIAGE = load_scenario(EXAMPLES / "scenarios" / "triage.yaml")
BARGAINING = ("agreement", "single_text", "concession")


def with_protocol(scenario: Scenario, **protocol: Any) -> Scenario:
    data = scenario.model_dump()
    data["protocol"].update(protocol)
    return Scenario.model_validate(data)


def run(scenario: Scenario, **kwargs: Any) -> dict[str, Any]:
    final: dict[str, Any] = build_deliberation_graph(scenario, **kwargs).compile().invoke({})
    return final


def last_decision(final: dict[str, Any]) -> Any:
    return final["decisions"][max(final["decisions"])]


# -- the default: vote, unchanged ------------------------------------------------------------


def test_vote_is_the_default_and_every_round_records_the_rules_choice() -> None:
    assert TRIAGE.protocol.decision == "vote"
    final = run(TRIAGE)
    assert final["stop"] == "reached the limit of 3 rounds"
    assert sorted(final["decisions"]) == ["000", "001", "002"]
    for rk, decision in final["decisions"].items():
        outcome = final["outcomes"][rk]
        assert decision.how == "vote" and decision.candidate == outcome.choice
        assert decision.lottery == (len(outcome.winners) > 1)
        assert final["evaluations"][rk].joint.candidate == outcome.choice
    assert not final.get("responses") and not final.get("drafts")


# -- agreement ends the run --------------------------------------------------------------------


@pytest.mark.parametrize("decision", BARGAINING)
def test_agreement_ends_the_run_and_the_joint_outcome_is_the_agreed_candidate(
    decision: str,
) -> None:
    final = run(with_protocol(TRIAGE, decision=decision, rounds=5))
    agreed = last_decision(final)
    assert agreed.how == "agreement" and final["stop"].startswith("agreement")
    assert final["round"] == agreed.round < 4  # it stopped before the round limit
    assert set(agreed.accepted_by) == {a.name for a in TRIAGE.agents}
    assert final["evaluations"][max(final["evaluations"])].joint.candidate == agreed.candidate
    # every earlier round was open, provisionally the rule's choice
    for rk, d in final["decisions"].items():
        if d.round < agreed.round:
            assert d.how == "open" and d.candidate == final["outcomes"][rk].choice
    # every agent accepted it, by its own statement (or, in concession, Zeuthen's rule)
    responses = this_round(final["responses"], agreed.round)
    for r in responses.values():
        mine = r.counter or agreed.candidate
        assert agreed.candidate in r.accepts or r.scores[agreed.candidate] >= r.scores[mine]


@pytest.mark.parametrize("decision", BARGAINING)
def test_a_unanimous_first_round_ends_the_run_at_once(decision: str) -> None:
    # Two neutral agents share their optimum: in round 0 each accepts only its optimum.
    data = with_protocol(TRIAGE, decision=decision).model_dump()
    data["agents"] = [{"name": "one", "stance": "neutral"}, {"name": "two", "stance": "neutral"}]
    final = run(Scenario.model_validate(data))
    assert final["round"] == 0
    decision_0 = final["decisions"]["000"]
    assert decision_0.how == "agreement" and decision_0.accepted_by == ("one", "two")
    proposals = this_round(final["proposals"], 0)
    assert {p.candidate for p in proposals.values()} == {decision_0.candidate}


@pytest.mark.parametrize("decision", BARGAINING)
def test_without_agreement_the_rule_decides_after_the_last_round(decision: str) -> None:
    final = run(with_protocol(TRIAGE, decision=decision, concession=0.0, rounds=3))
    fallback = last_decision(final)
    assert fallback.how == "fallback" and final["round"] == 2
    assert fallback.candidate == final["outcomes"]["002"].choice
    assert final["stop"].endswith("no agreement: the rule decides")
    assert [d.how for _, d in sorted(final["decisions"].items())] == ["open", "open", "fallback"]


# -- concession 0 never moves -------------------------------------------------------------------


@pytest.mark.parametrize("decision", BARGAINING)
def test_concession_zero_never_moves(decision: str) -> None:
    final = run(with_protocol(TRIAGE, decision=decision, concession=0.0, rounds=4))
    for agent in TRIAGE.agents:
        mine = [r for k, r in sorted(final["responses"].items()) if r.agent == agent.name]
        assert len(mine) == 4
        assert {r.counter for r in mine} == {mine[0].counter}  # the same offer every round
        assert all(r.aspiration == 1.0 for r in mine)
        for r in mine:  # it accepts only what it already ranks top
            assert all(r.scores[c] == 1.0 for c in r.accepts)
            assert r.scores[mine[0].counter] == 1.0


def test_aspiration_falls_with_concession_and_stays_at_one_without() -> None:
    assert [aspiration(0.5, r) for r in range(3)] == [1.0, 0.5, 0.25]
    assert all(aspiration(0.0, r) == 1.0 for r in range(10))
    assert aspiration(1.0, 1) == 0.0


# -- the single text converges on the Nash bargaining solution, known by hand -------------------

HAND = {
    "id": "hand-nbs",
    "problem": {
        "kind": "choice",
        "alternatives": [{"id": i} for i in "abcde"],
        # x ranks a > b > c > d > e, y ranks e > c > d > b > a
        "utilities": {
            "x": {"a": 5, "b": 4, "c": 3, "d": 2, "e": 1},
            "y": {"a": 1, "b": 2, "c": 4, "d": 3, "e": 5},
        },
    },
    "agents": [
        {"name": "for_x", "stance": "adversarial", "favours": "x"},
        {"name": "for_y", "stance": "adversarial", "favours": "y"},
    ],
    "protocol": {"mode": "menu", "rounds": 6, "decision": "single_text", "shuffle": True},
    "seed": 3,
}


@pytest.mark.parametrize(("concession", "agreed_in"), [(0.5, 1), (0.25, 3), (1.0, 1)])
def test_single_text_converges_on_the_nash_bargaining_solution(
    concession: float, agreed_in: int
) -> None:
    # Standings (rank among the five, 1 = best): for_x a 1, b .75, c .5, d .25, e 0; for_y e 1,
    # c .75, d .5, b .25, a 0. Nash products: a 0, b .1875, c .375, d .125, e 0 — c, by hand.
    scenario = Scenario.model_validate(
        {**HAND, "protocol": {**HAND["protocol"], "concession": concession}}
    )
    final = run(scenario)
    stated = {r.agent: r.scores for r in this_round(final["responses"], 0).values()}
    assert stated == {
        "for_x": {"a": 1.0, "b": 0.75, "c": 0.5, "d": 0.25, "e": 0.0},
        "for_y": {"a": 0.0, "b": 0.25, "c": 0.75, "d": 0.5, "e": 1.0},
    }
    # the core's Nash bargaining rule (d = 0) over the stated scores agrees
    oracle = aggregate(
        Profile.from_utilities(list(stated.values()), disagreement={"v1": 0.0, "v2": 0.0}),
        "nash_bargaining",
    )
    assert oracle.winners == ("c",)
    assert final["drafts"]["000"].offer is None  # in menu mode the mediator listens first
    assert all(final["drafts"][f"{r:03d}"].offer == "c" for r in range(1, agreed_in + 1))
    decision = last_decision(final)
    assert (decision.how, decision.candidate, decision.round) == ("agreement", "c", agreed_in)
    # where its aspiration did not yet allow c, for_x objected with what it wants instead
    for r in range(1, agreed_in):
        response = final["responses"][f"{r:03d}/for_x"]
        assert response.verdict == "counter" and response.counter == "a"


# -- standings: an agent's own normalised objective ---------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    st.integers(2, 6).flatmap(
        lambda n: st.tuples(
            st.lists(st.integers(0, 5), min_size=n, max_size=n),
            st.lists(st.integers(0, 5), min_size=n, max_size=n),
        )
    )
)
def test_standing_is_the_rank_of_the_agents_own_objective(columns: tuple[list[int], ...]) -> None:
    from fairagents.agents import Advocate
    from fairagents.llm import AnalyticModel

    ids = [f"a{i}" for i in range(len(columns[0]))]
    scenario = Scenario.model_validate(
        {
            "id": "standing",
            "problem": {
                "kind": "choice",
                "alternatives": [{"id": i} for i in ids],
                "utilities": {
                    who: dict(zip(ids, map(float, col), strict=True))
                    for who, col in zip("xy", columns, strict=True)
                },
            },
            "agents": [{"name": "for_x", "stance": "adversarial", "favours": "x"}],
        }
    )
    agent = Advocate(scenario.agents[0], scenario, AnalyticModel())
    standing = {i: agent.standing(i) for i in ids}
    key = {i: (columns[0][k], columns[0][k] + columns[1][k]) for k, i in enumerate(ids)}
    levels = sorted(set(key.values()))
    for i in ids:  # the objective (x's welfare, then the total) ranked among the feasible set
        above = len(levels) - 1 - levels.index(key[i])
        expected = 1 - above / max(len(levels) - 1, 1)  # 1 for every outcome when all tie
        assert standing[i] == pytest.approx(expected)
    assert max(standing.values()) == 1.0


# -- Zeuthen's monotonic concession --------------------------------------------------------------

scores_strategy = st.integers(2, 6).flatmap(
    lambda n: st.tuples(
        st.lists(st.integers(0, 20), min_size=n, max_size=n),
        st.lists(st.integers(0, 20), min_size=n, max_size=n),
    )
)


@settings(max_examples=300, deadline=None)
@given(scores_strategy)
def test_zeuthen_reaches_the_largest_nash_product_and_offers_only_climb(
    columns: tuple[list[int], list[int]],
) -> None:
    ids = [f"c{i}" for i in range(len(columns[0]))]
    scores = {
        agent: {c: v / 20 for c, v in zip(ids, col, strict=True)}
        for agent, col in zip("ab", columns, strict=True)
    }
    offers = {a: max(ids, key=lambda c, a=a: (scores[a][c], -ids.index(c))) for a in "ab"}
    best = max(math.prod(scores[a][c] for a in "ab") for c in ids)
    climbed = max(bargain_key([scores[a][o] for a in "ab"]) for o in offers.values())
    for _ in range(3 * len(ids)):
        accepted = [
            x
            for x in set(offers.values())
            if all(scores[j][x] >= scores[j][offers[j]] for j in "ab")
        ]
        if accepted:
            break
        offers = zeuthen_step(offers, scores, {"a": 0.0, "b": 0.0}, ids)
        now = max(bargain_key([scores[a][o] for a in "ab"]) for o in offers.values())
        assert now >= climbed  # the best standing offer's Nash product never falls
        climbed = now
    else:
        raise AssertionError(f"no agreement: {offers}")
    # Harsanyi (1956): the process ends at the Nash bargaining solution of the finite set
    assert max(math.prod(scores[a][x] for a in "ab") for x in accepted) == pytest.approx(best)


def test_zeuthen_the_agent_with_less_to_lose_concedes() -> None:
    # a's risk (1 − .5)/1 = .5 < b's (1 − .2)/1 = .8: only a concedes, to m (product .56 > .5)
    scores = {"a": {"x": 1.0, "y": 0.5, "m": 0.8}, "b": {"x": 0.2, "y": 1.0, "m": 0.7}}
    step = zeuthen_step({"a": "x", "b": "y"}, scores, {"a": 0.0, "b": 0.0}, ["x", "y", "m"])
    assert step == {"a": "m", "b": "y"}
    # a floor it cannot go below: it holds
    held = zeuthen_step({"a": "x", "b": "y"}, scores, {"a": 0.9, "b": 0.0}, ["x", "y", "m"])
    assert held == {"a": "x", "b": "y"}


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 10), st.integers(0, 10), st.integers(0, 10)),
        min_size=1,
        max_size=8,
    )
)
def test_nash_choice_maximizes_the_product_as_the_core_rule_does(
    rows: list[tuple[int, ...]],
) -> None:
    ids = [f"c{i}" for i in range(len(rows))]
    scores = {
        v: {c: row[k] / 10 for c, row in zip(ids, rows, strict=True)} for k, v in enumerate("pqr")
    }
    chosen, drawn = nash_choice(ids, scores, "seed")
    products = [math.prod(scores[v][c] for v in "pqr") for c in ids]
    assert chosen is not None
    assert math.prod(scores[v][chosen] for v in "pqr") == pytest.approx(max(products))
    if max(products) > 0:  # every voter gains somewhere: the core's rule picks the same product
        oracle = aggregate(
            Profile.from_utilities(
                [scores[v] for v in "pqr"], disagreement={"v1": 0.0, "v2": 0.0, "v3": 0.0}
            ),
            "nash_bargaining",
        )
        assert math.prod(scores[v][oracle.choice] for v in "pqr") == pytest.approx(max(products))
    assert drawn == (
        sum(
            bargain_key([scores[v][c] for v in "pqr"])
            == bargain_key([scores[v][chosen] for v in "pqr"])
            for c in ids
        )
        > 1
    )


# -- LLM replies: read, repaired, retried, or a per-agent failure --------------------------------


@pytest.mark.parametrize(
    ("text", "verdict", "counter", "repairs"),
    [
        ('{"verdict": "accept", "scores": {"a": 7}}', "accept", None, ()),
        ('```json\n{"verdict": "yes"}\n```', "accept", None, ("code_fence",)),
        (
            '{"decision": "reject", "reasons": "too few beds for children"}',
            "object",
            None,
            ("key_renamed",) * 0,
        ),
        ('{"counter": "B"}', "counter", "b", ("verdict_from_counter", "id_normalized")),
        ('{"verdict": "object", "counter": "b"}', "counter", "b", ()),
        ('{"verdict": "counter", "counter": "a"}', "accept", None, ("counter_is_offer",)),
        ('"accept"', "accept", None, ("bare_verdict",)),
        ('{"verdict": true}', "accept", None, ("verdict_as_boolean",)),
    ],
)
def test_malformed_responses_are_read_and_the_repairs_named(
    text: str, verdict: str, counter: str | None, repairs: tuple[str, ...]
) -> None:
    reply, made = read_response_reply(text, ["a", "b"], "a")
    assert (reply.verdict, reply.counter) == (verdict, counter)
    assert set(repairs) <= set(made)


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", "empty"),
        ('{"reasons": "no verdict"}', "verdict"),
        ('{"verdict": "counter"}', "counter-offer needs"),
        ('{"verdict": "counter", "counter": "zz"}', "not a candidate"),
        ('{"verdict": "accept", "scores": {"a": "high"}}', "not a number"),
        ('{"verdict": "accept", "scores": [1, 2]}', "scores"),
        ("[1, 2]", "not an object"),
    ],
)
def test_unusable_responses_say_why(text: str, error: str) -> None:
    with pytest.raises(ReplyError, match=error):
        read_response_reply(text, ["a", "b"], "a")


def test_accepting_when_nothing_is_on_offer_is_an_error_the_model_can_fix() -> None:
    with pytest.raises(ReplyError, match="no offer to accept"):
        read_response_reply('{"verdict": "accept"}', ["a", "b"], None)
    reply, repairs = read_response_reply(
        '{"scores": {"a": 14, "zz": 3}, "counter": "a"}', ["a", "b"], None
    )
    assert reply.scores == {"a": 1.0} and {"score_clamped", "unknown_score_dropped"} <= set(repairs)


def _scripted(pick: str, responses: list[str]) -> ScriptedChatModel:
    """An agent that proposes ``pick``, ranks it first, and responds from ``responses`` in turn."""

    class Agent(ScriptedChatModel):
        def _generate(
            self, messages: Any, stop: Any = None, run_manager: Any = None, **kw: Any
        ) -> Any:
            asked = str(messages[-1].content)
            if "verdict" in asked or (
                "Your previous reply could not be used" in asked and "verdict" in str(messages)
            ):
                text = responses.pop(0) if responses else '{"verdict": "object"}'
            elif "Propose" in asked or "pick" in asked:
                text = json.dumps({"pick": pick, "argument": "mine"})
            else:
                text = json.dumps({"ranking": [pick], "argument": "mine first"})
            from langchain_core.outputs import ChatGeneration, ChatResult

            return ChatResult(generations=[ChatGeneration(message=self._as_message(text, kw))])

    return Agent(replies=["unused"], cycle=True)


def test_llm_agents_agree_through_structured_replies_and_a_failure_is_per_agent() -> None:
    scenario = with_protocol(TRIAGE, decision="agreement", rounds=2)
    # rawlsian: garbage three times in round 0 (a recorded failure), then accepts in round 1;
    # neutral: counters with its own pick, then accepts.
    rawlsian = _scripted(
        "p1+p6", ["no json", "still {", "[]", '{"verdict": "accept", "scores": {}}']
    )
    neutral = _scripted(
        "p2+p4", ['{"verdict": "object", "counter": "p2+p4"}', '{"verdict": "yes"}']
    )
    mediator = ScriptedChatModel(replies=['{"pick": "p2+p6"}', "Meet halfway."], cycle=True)
    final = run(scenario, model={"rawlsian": rawlsian, "neutral": neutral, "mediator": mediator})
    first = this_round(final["responses"], 0)
    assert (
        first["rawlsian"].failure
        and "no usable response in 3 attempts" in first["rawlsian"].failure
    )
    assert first["rawlsian"].accepts == () and first["neutral"].verdict == "counter"
    assert final["decisions"]["000"].how == "open"
    agreed = final["decisions"]["001"]
    offered = final["outcomes"]["001"].choice
    assert (agreed.how, agreed.candidate, agreed.offer) == ("agreement", offered, offered)


def test_llm_agents_objecting_to_the_end_leave_it_to_the_rule() -> None:
    scenario = with_protocol(TRIAGE, decision="single_text", rounds=2)
    agents = {
        "rawlsian": _scripted("p1+p6", ['{"verdict": "object", "reasons": "no"}'] * 2),
        "neutral": _scripted("p2+p4", ['{"verdict": "counter", "counter": "p2+p4"}'] * 2),
        "mediator": ScriptedChatModel(replies=['{"pick": "p2+p6"}', "Meet halfway."], cycle=True),
    }
    final = run(scenario, model=agents)
    assert last_decision(final).how == "fallback"
    assert all(not r.failure for r in final["responses"].values())


# -- the scenario and the sweep ---------------------------------------------------------------


def test_people_and_slates_are_refused_with_a_reason() -> None:
    # The protocol says what it cannot run when the deliberation is built (the registry sits
    # above scenario files), before any run directory exists.
    data = with_protocol(TRIAGE, decision="agreement").model_dump()
    data["agents"] = [data["agents"][0], {"name": "person", "human": True}]
    with pytest.raises(ScenarioError, match="does not support people yet"):
        Deliberation(Scenario.model_validate(data))
    approved = with_protocol(TRIAGE, decision="concession").model_dump()
    approved["approver"] = {"name": "council"}
    with pytest.raises(ScenarioError, match="council"):
        Deliberation(Scenario.model_validate(approved))
    slate = load_scenario(EXAMPLES / "scenarios" / "tourism_committee.yaml").model_dump()
    slate["protocol"]["decision"] = "single_text"
    with pytest.raises(ScenarioError, match="a slate"):
        Deliberation(Scenario.model_validate(slate))
    with pytest.raises(ScenarioError, match="'haggle' is unknown; known: agreement, concession"):
        Deliberation(with_protocol(TRIAGE, decision="haggle"))
    with pytest.raises(ScenarioError, match="decision"):
        with_protocol(TRIAGE, decision="no spaces")


def test_a_sweep_may_vary_the_decision_protocol() -> None:
    grid = ProtocolGrid.model_validate({"decision": ["vote", "single_text"], "rounds": 2})
    assert grid.variants() == [
        {"rounds": 2, "decision": "vote"},
        {"rounds": 2, "decision": "single_text"},
    ]


def test_the_bargaining_graph_has_the_documented_shape() -> None:
    parts = Deliberation(with_protocol(TRIAGE, decision="concession"))
    nodes = set(parts.graph().nodes)
    assert {"draft", "respond", "settle"} <= nodes
    assert not {"draft", "respond", "settle"} & set(Deliberation(TRIAGE).graph().nodes)


def test_bargaining_runs_are_deterministic() -> None:
    scenario = with_protocol(TRIAGE, decision="concession", rounds=4)
    one, two = run(scenario), run(scenario)
    assert one["decisions"] == two["decisions"] and one["responses"] == two["responses"]


# -- checkpointing: SIGKILL mid-round, then resume -------------------------------------------


def _wait_for(path: Path, predicate: Any, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and predicate(path.read_text()):
            return
        time.sleep(0.05)
    raise AssertionError(f"{path} did not reach the expected state in {timeout} s")


def _responding_in_round_two(text: str) -> bool:
    events = [json.loads(line) for line in text.splitlines() if line.strip()]
    return any(e["kind"] == "response" and e["round"] == 1 for e in events)


@pytest.mark.parametrize("decision", BARGAINING)
def test_sigkill_while_agents_respond_then_resume_loses_and_repeats_nothing(
    tmp_path: Path, decision: str
) -> None:
    script = str(ROOT / "tests" / "_slow_run.py")
    reference = tmp_path / "reference"
    subprocess.run(
        [sys.executable, script, str(reference), "start", "0", decision], check=True, timeout=120
    )
    killed = tmp_path / "killed"
    process = subprocess.Popen([sys.executable, script, str(killed), "start", "0.4", decision])
    try:
        # kill once the first response of round 2 is checkpointed: the other is still in flight
        _wait_for(killed / "transcript.jsonl", _responding_in_round_two)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        process.kill()
    assert json.loads((killed / "run.json").read_text())["status"] == "running"
    subprocess.run([sys.executable, script, str(killed), "resume", "0"], check=True, timeout=120)
    assert json.loads((killed / "run.json").read_text())["status"] == "finished"
    expected = (reference / "transcript.jsonl").read_text()
    assert (killed / "transcript.jsonl").read_text() == expected  # nothing lost, nothing twice
    events = [json.loads(line) for line in expected.splitlines()]
    kinds = [(e["kind"], e["round"], e["agent"], e.get("id")) for e in events]
    assert len(kinds) == len(set(kinds))
    assert [e["how"] for e in events if e["kind"] == "decision"] == ["open", "open", "fallback"]
    assert sum(e["kind"] == "response" for e in events) == 6


# -- the embedded model answers under the response schema -------------------------------------


@pytest.mark.llm
def test_the_embedded_model_responds_under_the_schema() -> None:
    from langchain_core.messages import HumanMessage

    from fairagents.llm import BallotStats, make_model
    from fairagents.llm._responses import request_response

    model = make_model("local", max_tokens=160)
    stats = BallotStats()
    ask = (
        "Two ICU beds. Candidates: a (beds to the two children), b (to the two elderly), c (one "
        'child, one elderly). The offer is c. Answer as {"verdict": "accept" | "object" | '
        '"counter", "counter": "<id>", "scores": {"a": 0-10, "b": 0-10, "c": 0-10}, '
        '"reasons": "<why>"}.'
    )
    result = request_response(
        model, [HumanMessage(content=ask)], ["a", "b", "c"], "c", agent="x", stats=stats
    )
    assert result.constrained
    assert result.reply.verdict in ("accept", "object", "counter")
    assert set(result.reply.scores) <= {"a", "b", "c"}
    assert all(0 <= s <= 1 for s in result.reply.scores.values())
    if result.reply.verdict == "counter":
        assert result.reply.counter in ("a", "b")


def test_runs_of_the_default_vote_keep_the_ids_earlier_stores_gave_them() -> None:
    from fairagents.experiments._grid import run_id

    # The id of this run before protocol.decision existed (computed on main at 361c166).
    assert run_id(TRIAGE, 0) == "8e4a59a4e575cfd9eafe"
    assert run_id(with_protocol(TRIAGE, decision="agreement"), 0) != run_id(TRIAGE, 0)
