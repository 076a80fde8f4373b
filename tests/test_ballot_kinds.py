"""Ballot kinds (issue 17 §2): LLM agents rate on a stated scale or approve, so every rule runs.

Hand-computed decisions from fixed scripted ratings (the rules' winners recomputed here with
plain Python, not the library's rules), reading and repairing malformed ratings, the disagreement
point, the schema-answering scripted model, and ``fairagents run triage --model scripted``.
"""

from __future__ import annotations

import itertools
import json
import math
import random
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.agents._answers import Option, Question, read_answer
from fairagents.agents._records import CastBallot
from fairagents.aggregators import available_rules, get_rule_class
from fairagents.aggregators.committees import CommitteeRule
from fairagents.errors import AnswerError, BallotError, ReplyError, ScenarioError
from fairagents.graph import Deliberation
from fairagents.graph._round_choice import round_profile
from fairagents.llm import read_ballot_reply, request_ballot
from fairagents.llm._reply import BallotForm, RatingScale, ballot_json_schema
from fairagents.llm._scripted import ScriptedChatModel, schema_instance
from fairagents.scenarios import Scenario

from .conftest import EXAMPLES

IDS = ["harbour", "square", "car_park", "beach"]
SMALL: dict[str, Any] = {
    "id": "market-ratings",
    "problem": {
        "kind": "choice",
        "id": "market",
        "description": "Choose where the weekly market goes.",
        "alternatives": [
            {"id": "harbour", "label": "On the harbour front"},
            {"id": "square", "label": "In the church square"},
            {"id": "car_park", "label": "On the car park"},
            {"id": "beach", "label": "By the beach"},
        ],
        "utilities": {
            "shopkeepers": {"harbour": 9, "square": 7, "car_park": 3, "beach": 5},
            "residents": {"harbour": 4, "square": 2, "car_park": 8, "beach": 6},
        },
    },
    "agents": [
        {"name": "shopkeepers", "represents": "shopkeepers", "stance": "adversarial"},
        {"name": "residents", "represents": "residents", "stance": "adversarial"},
    ],
    "protocol": {"mode": "menu", "rounds": 1, "passages": 0},
    "rule": "maximin",
    "seed": 3,
}
"""A choice among four sites, two agents, one round: small enough for the embedded model too."""

RATINGS = {
    "shopkeepers": {"harbour": 9, "square": 7, "car_park": 2, "beach": 5},
    "residents": {"harbour": 3, "square": 4, "car_park": 9, "beach": 6},
}
NO_AGREEMENT = {"shopkeepers": 6, "residents": 3}
APPROVALS = {"shopkeepers": ["harbour", "square"], "residents": ["square", "car_park"]}


def small(**changes: Any) -> Scenario:
    return Scenario.model_validate({**SMALL, **changes})


def scripted_agents(kind: str) -> dict[str, Any]:
    """Each agent's model always gives its fixed ballot of ``kind``; the mediator answers from
    its schemas."""
    models: dict[str, Any] = {}
    for agent, ratings in RATINGS.items():
        if kind == "ratings":
            reply = {"ratings": ratings, "no_agreement": NO_AGREEMENT[agent], "argument": "so"}
        else:
            order = sorted(ratings, key=lambda a: -ratings[a])
            reply = {"ranking": order, "approvals": APPROVALS[agent], "argument": "so"}
        models[agent] = ScriptedChatModel(replies=[json.dumps(reply)], cycle=True)
    models["mediator"] = ScriptedChatModel(replies=[], from_schema=True)
    return models


def decide(scenario: Scenario, kind: str) -> dict[str, Any]:
    parts = Deliberation(scenario, model=scripted_agents(kind))
    return dict(parts.graph().compile().invoke({}))


def best(values: dict[str, float]) -> set[str]:
    top = max(values.values())
    return {a for a, v in values.items() if v == top}


# -- every cardinal rule decides from the agents' ratings, as computed by hand ----------------


def test_utilitarian_maximin_leximin_decide_from_the_ratings_as_given() -> None:
    sums = {a: sum(r[a] for r in RATINGS.values()) for a in IDS}  # 12, 11, 11, 11
    mins = {a: min(r[a] for r in RATINGS.values()) for a in IDS}  # 3, 4, 2, 5
    for rule, expected in (("utilitarian", best(sums)), ("maximin", best(mins))):
        state = decide(small(rule=rule), "ratings")
        outcome = state["outcomes"]["000"]
        assert set(outcome.winners) == expected, rule
        for agent, ratings in RATINGS.items():  # the ratings are the utilities, unscaled
            assert state["ballots"][f"000/{agent}"].ballot.utilities == ratings
    leximin = {a: tuple(sorted(r[a] for r in RATINGS.values())) for a in IDS}
    top = max(leximin.values())
    state = decide(small(rule="leximin"), "ratings")
    assert set(state["outcomes"]["000"].winners) == {a for a in IDS if leximin[a] == top}


def _nash(d: dict[str, float]) -> set[str]:
    """Nash (1950) over the alternatives that let everyone gain over ``d`` (one exists here)."""
    products = {
        a: math.prod(RATINGS[v][a] - d[v] for v in RATINGS)
        for a in IDS
        if all(RATINGS[v][a] > d[v] for v in RATINGS)
    }
    return best(products)


def test_nash_bargaining_uses_the_stated_or_the_rated_disagreement_point() -> None:
    stated = small(rule="nash_bargaining", ballot={"disagreement": 0})
    state = decide(stated, "ratings")
    assert set(state["outcomes"]["000"].winners) == _nash({"shopkeepers": 0, "residents": 0})
    assert round_profile(state, 0).disagreement == {"shopkeepers": 0.0, "residents": 0.0}

    rated = small(rule="nash_bargaining", ballot={"disagreement": "rated"})
    state = decide(rated, "ratings")
    # Only the square lets both gain over their ratings of no agreement (6 and 3).
    assert set(state["outcomes"]["000"].winners) == _nash(NO_AGREEMENT) == {"square"}
    assert round_profile(state, 0).disagreement == NO_AGREEMENT
    assert _nash({"shopkeepers": 0, "residents": 0}) == {"beach"}  # the point matters


def test_approval_rules_decide_from_the_agents_approvals() -> None:
    state = decide(small(rule="approval"), "approvals")
    counts = {a: sum(a in v for v in APPROVALS.values()) for a in IDS}
    assert set(state["outcomes"]["000"].winners) == best(counts) == {"square"}
    for agent, approved in APPROVALS.items():
        assert state["ballots"][f"000/{agent}"].ballot.approvals == tuple(approved)


@pytest.mark.parametrize("rule", ["pav", "av", "mes", "seq_phragmen", "cc"])
def test_approval_committee_rules_run_on_llm_approvals(rule: str) -> None:
    scenario = small(
        rule={"name": rule, "params": {}}, protocol={**SMALL["protocol"], "committee_size": 2}
    )
    state = decide(scenario, "approvals")
    committee = set(state["outcomes"]["000"].committee.members)

    # Both voters approve the square, so every one of these rules seats it; PAV's committee is
    # checked against its optimum found by enumerating every pair (Thiele 1895 scores).
    def pav(c: tuple[str, ...]) -> float:
        return sum(
            sum(1 / j for j in range(1, sum(a in v for a in c) + 1)) for v in APPROVALS.values()
        )

    scores = {c: pav(c) for c in itertools.combinations(IDS, 2)}
    optimum = max(scores.values())
    assert len(committee) == 2 and "square" in committee
    if rule == "pav":
        assert scores[tuple(a for a in IDS if a in committee)] == optimum


def test_every_registered_rule_runs_with_llm_agents() -> None:
    """The whole path with the schema-answering scripted model: every rule, no exception."""
    for name in available_rules():
        committee = issubclass(get_rule_class(name), CommitteeRule)
        protocol = {**SMALL["protocol"], **({"committee_size": 2} if committee else {})}
        scenario = small(rule={"name": name, "params": {}}, protocol=protocol, model="scripted")
        state = dict(Deliberation(scenario).graph().compile().invoke({}))
        outcome = state["outcomes"]["000"]
        assert outcome.rule == name and outcome.winners, name
        kind = Deliberation(scenario).form.kind
        for cast in state["ballots"].values():
            if kind == "ratings":
                assert cast.ballot.utilities is not None and set(cast.ballot.utilities) == set(IDS)
                assert all(0 <= r <= 10 for r in cast.ballot.utilities.values())
            elif kind == "approvals":
                assert cast.ballot.approvals and set(cast.ballot.approvals) <= set(IDS)
            else:
                assert cast.ballot.utilities is None and cast.ballot.approvals is None


# -- reading ratings and approvals --------------------------------------------------------------

RATED = BallotForm(kind="ratings")


@pytest.mark.parametrize(
    ("reply", "message"),
    [
        ('{"ratings": {"a": 3, "b": 11}}', "the rating of b is 11, off the scale"),
        ('{"ratings": {"a": 3, "b": -1}}', "off the scale"),
        ('{"ratings": {"a": 3}}', "no rating for b"),
        ('{"ratings": {"a": 3, "b": "high"}}', "the rating of b is 'high', not a number"),
        ('{"ratings": {"a": 3, "b": null}}', "not a number"),
        ('{"ratings": [3, 4]}', "the reply has no ratings"),
        ('{"ranking": ["a", "b"]}', "the reply has no ratings"),
        ('{"ratings": {"a": 3, "A": 4, "b": 1}}', "a is rated twice"),
    ],
)
def test_malformed_ratings_are_refused_with_a_reason(reply: str, message: str) -> None:
    with pytest.raises(ReplyError, match=message):
        read_ballot_reply(reply, ["a", "b"], form=RATED)


def test_ratings_are_read_as_given_and_a_contradicting_ranking_yields_to_them() -> None:
    reply, repairs = read_ballot_reply(
        '{"ratings": {"a": "3", "b": 7.5, "zz": 1}}', ["a", "b"], form=RATED
    )
    assert reply.scores == {"a": 3.0, "b": 7.5} and reply.ranking == (("b",), ("a",))
    assert set(repairs) == {"number_from_text", "unknown_alternative_dropped"}
    contradicting = '{"ranking": ["a", "b", "c"], "ratings": {"a": 1, "b": 9, "c": 5}}'
    reply, repairs = read_ballot_reply(contradicting, ["a", "b", "c"], form=RATED)
    assert reply.ranking == (("b",), ("c",), ("a",)) and "ranking_contradicted_ratings" in repairs
    refining = '{"ranking": ["c", "a", "b"], "ratings": {"a": 5, "b": 1, "c": 5}}'
    reply, repairs = read_ballot_reply(refining, ["a", "b", "c"], form=RATED)
    assert reply.ranking == (("c",), ("a",), ("b",)) and not repairs  # breaks a tie: kept


def test_approvals_are_read_and_the_ranking_puts_them_first() -> None:
    form = BallotForm(kind="approvals")
    reply, repairs = read_ballot_reply(
        '{"ranking": ["a", "b", "c"], "approvals": "c, b"}', ["a", "b", "c"], form=form
    )
    assert reply.approvals == ("c", "b") and reply.ranking == (("b",), ("c",), ("a",))
    assert {"approvals_as_string", "ranking_reordered_by_approvals"} <= set(repairs)
    with pytest.raises(ReplyError, match="approve at least one"):
        read_ballot_reply('{"ranking": ["a", "b"], "approvals": []}', ["a", "b"], form=form)
    with pytest.raises(ReplyError, match='give "approvals"'):
        read_ballot_reply('{"ranking": ["a", "b"]}', ["a", "b"], form=form)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10), min_size=2, max_size=6), st.randoms())
def test_the_ranking_of_a_ratings_ballot_is_the_order_of_its_ratings(
    values: list[int], draw: Any
) -> None:
    ids = [f"c{i}" for i in range(len(values))]
    ranking_given = draw.sample(ids, len(ids))
    text = json.dumps({"ranking": ranking_given, "ratings": dict(zip(ids, values, strict=True))})
    reply, _ = read_ballot_reply(text, ids, form=RATED)
    level = {a: i for i, g in enumerate(reply.ranking) for a in g}
    rated = dict(zip(ids, values, strict=True))
    for a, b in itertools.permutations(ids, 2):  # never contradicts the ratings
        if rated[a] > rated[b]:
            assert level[a] < level[b]
    assert reply.scores == {a: float(v) for a, v in rated.items()}  # as given


def test_a_ratings_request_retries_with_the_reason_and_fails_clearly() -> None:
    bad, good = '{"ratings": {"a": 12, "b": 3}}', '{"ratings": {"a": 8, "b": 3}}'
    model = ScriptedChatModel(replies=[bad, good])
    result = request_ballot(model, [], ["a", "b"], agent="ann", form=RATED)
    assert result.attempts == 2 and result.ballot.utilities == {"a": 8.0, "b": 3.0}
    schema = model.calls[0].kwargs["response_format"]["schema"]
    assert schema["properties"]["ratings"]["properties"]["a"] == {
        "type": "integer",
        "minimum": 0,
        "maximum": 10,
        "enum": list(range(11)),
    }
    retry = model.calls[1].messages[-1].text
    assert "off the scale" in retry and "from 0 to 10" in retry
    with pytest.raises(BallotError, match="no valid ballot"):
        request_ballot(
            ScriptedChatModel(replies=[bad] * 3), [], ["a", "b"], agent="ann", form=RATED
        )


def test_a_decimal_scale_is_a_bounded_number_in_the_schema() -> None:
    form = BallotForm(kind="ratings", scale=RatingScale(low=0, high=0.5), rate_no_agreement=True)
    schema = ballot_json_schema(["a"], form=form)
    assert schema["properties"]["no_agreement"] == {
        "type": "number",
        "minimum": 0.0,
        "maximum": 0.5,
    }
    assert "ranking" not in schema["properties"]


def test_the_scripted_model_answers_from_the_schema_it_is_given() -> None:
    form = BallotForm(kind="approvals")
    schema = ballot_json_schema(IDS, form=form)
    for seed in range(20):
        value = schema_instance(schema, random.Random(seed))
        assert sorted(value["ranking"]) == sorted(IDS) and 1 <= len(value["approvals"]) <= 4
        assert set(value["approvals"]) <= set(IDS)


def test_ballot_sections_are_validated() -> None:
    with pytest.raises(ScenarioError, match="off the rating scale 0 to 10"):
        small(ballot={"disagreement": 11})
    with pytest.raises(ScenarioError, match="low < high"):
        small(ballot={"scale": [5, 5]})
    with pytest.raises(ScenarioError, match="needs kind ratings"):
        small(ballot={"kind": "approvals", "disagreement": 0})


# -- the CLI: fairagents run triage --model scripted --rule nash_bargaining | maximin --------


@pytest.mark.parametrize("rule", ["maximin", "nash_bargaining"])
def test_run_triage_with_the_scripted_model_decides_from_ratings(rule: str, tmp_path: Path) -> None:
    out = tmp_path / rule
    result = CliRunner().invoke(
        app,
        [
            "run",
            "triage",
            "--model",
            "scripted",
            "--rule",
            rule,
            "--no-passages",
            "--out",
            str(out),
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    events = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    ballots = [e for e in events if e["kind"] == "ballot"]
    last = max(e["round"] for e in ballots)
    final = {e["agent"]: e["ballot"]["utilities"] for e in ballots if e["round"] == last}
    assert set(final) == {"rawlsian", "neutral"}
    for ratings in final.values():
        assert all(float(r).is_integer() and 0 <= r <= 10 for r in ratings.values())
    joint = json.loads((out / "outcome.json").read_text())["joint"]
    table = list(next(iter(final.values())))
    if rule == "maximin":  # recomputed here: the best worst rating
        worst = {c: min(r[c] for r in final.values()) for c in table}
        assert set(joint["winners"]) == best(worst)
    else:
        d = {v: min(r.values()) for v, r in final.items()}  # no point stated: the worst rating
        gains = {c: [r[c] - d[v] for v, r in final.items()] for c in table}
        everyone = {c: math.prod(g) for c, g in gains.items() if all(x > 0 for x in g)}
        assert everyone  # so Nash's own rule applies (the seeded replies make it so)
        assert set(joint["winners"]) == best(everyone)


COUNCIL = yaml.safe_load((EXAMPLES / "scenarios" / "market_council.yaml").read_text())
COUNCIL_TABLE = ("harbour", "square", "car_park")


def _question(form: BallotForm) -> Question:
    options = tuple(Option(id=i, label=i) for i in COUNCIL_TABLE)
    return Question(
        kind="ballot", who="residents", round=0, case="", options=options, answer_format="",
        ballot=form,
    )  # fmt: skip


def test_a_person_rates_on_the_scale_or_is_asked_again() -> None:
    rated = _question(BallotForm(kind="ratings", rate_no_agreement=True))
    problem = Scenario.model_validate(COUNCIL).problem
    cast = read_answer(rated, "car_park: 9, harbour: 2, square: 4, no agreement: 3", problem)
    assert isinstance(cast, CastBallot)
    assert cast.ballot.utilities == {"harbour": 2.0, "square": 4.0, "car_park": 9.0}
    assert cast.ballot.ranking == (("car_park",), ("square",), ("harbour",))
    assert cast.disagreement == 3.0
    structured = {"ratings": {"harbour": 5, "square": 5, "car_park": 1}, "no_agreement": 0}
    assert read_answer(rated, structured, problem).ballot.ranking[0] == ("harbour", "square")
    for bad, why in (
        ("car_park: 9, harbour: 2", "no rating for square"),
        ("car_park: 11, harbour: 2, square: 1, no agreement: 0", "off the scale"),
        ("car_park: 9, harbour: 2, square: 1, moon: 3, no agreement: 0", "only ids on the table"),
        ("car_park: lots, harbour: 2, square: 1, no agreement: 0", "not a number"),
        ("car_park: 9, harbour: 2, square: 1", "no rating of no agreement"),
        ("car_park 9", "rate as 'id: number'"),
    ):
        with pytest.raises(AnswerError, match=why):
            read_answer(rated, bad, problem)


def test_a_person_approves_from_the_terminal_or_a_file() -> None:
    approving = _question(BallotForm(kind="approvals"))
    problem = Scenario.model_validate(COUNCIL).problem
    cast = read_answer(approving, {"ranking": "square, car_park", "argument": "quiet"}, problem)
    assert isinstance(cast, CastBallot) and cast.ballot.approvals == ("square", "car_park")
    assert cast.ballot.ranking == (("square", "car_park"), ("harbour",))
    assert cast.ballot.argument == "quiet"
    answer = {"ranking": ["car_park", "harbour", "square"], "approvals": ["car_park"]}
    assert read_answer(approving, answer, problem).ballot.approvals == ("car_park",)
    with pytest.raises(AnswerError, match="not on the table"):
        read_answer(approving, "square, moon", problem)
    with pytest.raises(AnswerError, match="approve at least one"):
        read_answer(approving, {"ranking": "", "argument": ""}, problem)


def test_a_person_at_the_table_rates_when_the_rule_reads_ratings() -> None:
    scenario = Scenario.model_validate(
        {**COUNCIL, "approver": None, "protocol": {**COUNCIL["protocol"], "rounds": 1}}
    )
    asked: list[dict[str, Any]] = []

    def ask(question: dict[str, Any]) -> Any:
        asked.append(question)
        return {"ranking": "car_park: 8, harbour: 1, square: 3", "argument": "parking"}

    parts = Deliberation(scenario, rule="maximin", ask=ask)
    state = dict(parts.graph().compile().invoke({}))
    assert (
        asked[0]["ballot"]["kind"] == "ratings"
        and "from 0 (worst) to 10" in asked[0]["answer_format"]
    )
    cast = state["ballots"]["000/residents"]
    assert cast.ballot.utilities == {"car_park": 8.0, "harbour": 1.0, "square": 3.0}
    profile = round_profile(state, 0)
    mins = {c: min(b.utilities[c] for b in profile.ballots) for c in profile.alternatives}
    assert set(state["outcomes"]["000"].winners) == best(mins)


def test_reaggregating_a_run_keeps_its_rated_disagreement_point(tmp_path: Path) -> None:
    scenario = {**SMALL, "rule": "nash_bargaining", "model": "scripted"}
    scenario["ballot"] = {"disagreement": "rated"}
    path = tmp_path / "market.yaml"
    path.write_text(yaml.safe_dump(scenario))
    out = tmp_path / "run"
    cli = CliRunner()
    assert cli.invoke(app, ["run", str(path), "--out", str(out), "--json"]).exit_code == 0
    joint = json.loads((out / "outcome.json").read_text())["joint"]
    events = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    points = [e["disagreement"] for e in events if e["kind"] == "ballot"]
    assert len(points) == 2 and all(0 <= p <= 10 for p in points)
    again = cli.invoke(app, ["reaggregate", str(out), "--json"])
    assert again.exit_code == 0, again.output
    rows = {row["rule"]: row for row in json.loads(again.output)["outcomes"]}
    assert rows["nash_bargaining"]["winners"] == joint["winners"]
    assert {"maximin", "utilitarian", "leximin", "kalai_smorodinsky"} <= set(rows)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(min_value=-50, max_value=50), min_size=2, max_size=7))
def test_analytic_approvals_read_scores_as_utility_threshold_one_half_does(
    scores: list[int],
) -> None:
    """An analytic agent's approvals are its scores read as ``approval_matrix`` reads them at
    θ = 0.5 (a flat ballot aside: it approves everything rather than nothing)."""
    from fairagents import Profile
    from fairagents.aggregators.committees import approval_matrix
    from fairagents.llm._analytic import ANALYTIC_APPROVAL, analytic_approvals

    ids = [f"c{i}" for i in range(len(scores))]
    approved = analytic_approvals(ids, [float(s) for s in scores])
    if len(set(scores)) == 1:
        assert approved == tuple(ids)
        return
    profile = Profile.from_utilities([dict(zip(ids, map(float, scores), strict=True))])
    row = approval_matrix(profile, ANALYTIC_APPROVAL)[0]
    assert approved == tuple(i for i, yes in zip(profile.alternatives, row, strict=True) if yes)
