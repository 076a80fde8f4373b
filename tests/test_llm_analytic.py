"""The analytic model: ballots from the framework welfare functional, through request_ballot."""

from __future__ import annotations

import pytest

from fairagents.errors import BallotError, InputError
from fairagents.llm import AnalyticModel, BallotContext, BallotStats, Passage, request_ballot_for
from fairagents.llm._structured import request_ballot
from fairagents.models import Alternative, Stakeholder

ALTS = (Alternative(id="equal", label="Equal split"), Alternative(id="skewed", label="Skewed"))
# "skewed" has the larger sum, "equal" the larger minimum.
UTILITIES = {"p1": {"equal": 4.0, "skewed": 9.0}, "p2": {"equal": 4.0, "skewed": 1.0}}
PASSAGES = (
    Passage(id="rawls-1", text="The worst off come first. " * 20),
    Passage(id="rawls-2", text="Justice is the first virtue of institutions."),
    Passage(id="rawls-3", text="Not quoted: only the first two are."),
)


def _context(framework: str, **extra: object) -> BallotContext:
    return BallotContext(
        agent="adv", framework=framework, alternatives=ALTS, utilities=UTILITIES,
        passages=PASSAGES, **extra,  # type: ignore[arg-type]
    )  # fmt: skip


def test_frameworks_disagree_as_their_functionals_say() -> None:
    from fairagents.frameworks import get_framework

    model = AnalyticModel()
    for framework in ("rawls", "mill"):
        reply = model.ballot_reply(_context(framework))
        welfare = {
            a.id: get_framework(framework).welfare({s: u[a.id] for s, u in UTILITIES.items()})
            for a in ALTS
        }
        best = max(welfare, key=welfare.__getitem__)
        assert reply.ranking[0] == (best,)
        assert reply.scores == pytest.approx(welfare)
    assert (
        model.ballot_reply(_context("rawls")).ranking[0]
        != model.ballot_reply(_context("mill")).ranking[0]
    )


def test_argument_quotes_and_cites_the_retrieved_passages() -> None:
    stats = BallotStats()
    result = request_ballot_for(AnalyticModel(), _context("rawls"), round=3, stats=stats)
    ballot = result.ballot
    assert ballot.citations == ("rawls-1", "rawls-2")
    assert "[rawls-1]" in ballot.argument and "[rawls-2]" in ballot.argument
    assert "rawls-3" not in ballot.argument
    assert "Equal split" in ballot.argument and ballot.argument.startswith("I rank equal")
    assert "Justice as fairness" in ballot.argument  # its framework, named as an agent names it
    assert ballot.utilities is not None and set(ballot.utilities) == {"equal", "skewed"}
    assert result.attempts == 1 and result.usage == ()
    row = stats.rows()[0]
    assert (row.agent, row.round, row.ballots, row.attempts) == ("adv", 3, 1, 1)


def test_equal_welfare_is_a_tie() -> None:
    utilities = {"p1": {"equal": 1.0, "skewed": 1.0}}
    reply = AnalyticModel().ballot_reply(
        _context("mill").model_copy(update={"utilities": utilities})
    )
    assert reply.ranking == (("equal", "skewed"),)


def test_stakeholders_reach_the_functional() -> None:
    # Care ethics weights the vulnerable p2 up: with weight 1 + 3 the equal split wins.
    stakeholders = {"p2": Stakeholder(id="p2", attributes={"vulnerability": 3.0})}
    reply = AnalyticModel().ballot_reply(_context("gilligan", stakeholders=stakeholders))
    assert reply.ranking[0] == ("equal",)


def test_deterministic() -> None:
    first = request_ballot_for(AnalyticModel(), _context("mill")).ballot
    assert all(
        request_ballot_for(AnalyticModel(), _context("mill")).ballot == first for _ in range(3)
    )


def test_missing_inputs_are_clear_errors() -> None:
    model = AnalyticModel()
    with pytest.raises(InputError, match="context="):
        request_ballot(model, [], ["equal", "skewed"], agent="adv")
    with pytest.raises(InputError, match="needs a framework"):
        model.ballot_reply(_context(""))
    with pytest.raises(InputError, match="no utility for skewed"):
        model.ballot_reply(
            _context("mill").model_copy(update={"utilities": {"p1": {"equal": 1.0}}})
        )
    with pytest.raises(InputError, match="unknown"):
        model.ballot_reply(_context("rawl"))


def test_stale_context_is_a_ballot_error() -> None:
    with pytest.raises(BallotError, match="not exactly the current alternatives"):
        request_ballot(
            AnalyticModel(), [], ["equal", "skewed", "new"], agent="adv", context=_context("mill")
        )


def test_as_a_chat_model_it_answers_with_a_fixed_note() -> None:
    assert "analytic model" in AnalyticModel().invoke("summarize the debate").text


def test_analytic_scores_are_the_reports_framework_welfare() -> None:
    # Given the problem's bounds, the sen/kant/parfit scores an analytic agent ranks by are the
    # ones the fairness report prints for the same menu items (one normalization of satisfaction).
    from fairagents.fairness import evaluate, satisfaction_bounds
    from fairagents.problems import build_menu, load_problem

    from .conftest import EXAMPLES

    problem = load_problem(EXAMPLES / "problems" / "icu_triage.json")
    menu = build_menu(problem)
    utilities = {s: {i.id: i.utilities[s] for i in menu.items} for s in problem.stakeholder_ids}
    model = AnalyticModel()
    for framework in ("sen", "kant", "parfit"):
        context = BallotContext(
            agent="adv",
            framework=framework,
            alternatives=menu.alternatives(),
            utilities=utilities,
            stakeholders=dict(problem.stakeholders),
            bounds=satisfaction_bounds(problem),
        )
        scores = model.ballot_reply(context).scores
        assert scores is not None
        for item in menu.items:
            report = evaluate(problem, item.id, menu=menu)
            assert scores[item.id] == pytest.approx(report.frameworks[framework].welfare), (
                framework,
                item.id,
            )


def test_without_bounds_the_current_alternatives_are_the_feasible_set() -> None:
    # The scenario's one scale is 1..9: "equal" gives both 4 (satisfaction 3/8, shortfall ratio
    # 1/4 each: Sen's index 1/4); "skewed" gives 9 and 1 (satisfaction 1 and 0: index 3/4).
    reply = AnalyticModel().ballot_reply(_context("sen"))
    assert reply.scores == pytest.approx({"equal": -0.25, "skewed": -0.75})


def test_a_deliberations_analytic_agent_and_the_model_are_one_implementation() -> None:
    # fairagents run --model analytic and request_ballot_for reach the same code: an aligned
    # agent's first-round ballot over a choice problem ranks and argues as AnalyticModel does.
    from fairagents.agents import Advocate
    from fairagents.agents._candidates import Candidate
    from fairagents.agents._records import AgentView
    from fairagents.fairness import satisfaction_bounds
    from fairagents.graph import Deliberation
    from fairagents.problems import CandidateChoice
    from fairagents.scenarios import Scenario

    problem = CandidateChoice(alternatives=list(ALTS), utilities=UTILITIES)
    for framework in ("rawls", "mill", "sen"):
        scenario = Scenario.model_validate(
            {
                "id": "one-implementation",
                "problem": problem.model_dump(mode="json"),
                "agents": [{"name": "adv", "stance": "aligned", "framework": framework}],
                "protocol": {"mode": "menu", "rounds": 1},
                "rule": "borda",
            }
        )
        agent = Deliberation(scenario, model=AnalyticModel()).advocates["adv"]
        assert isinstance(agent, Advocate)
        table = tuple(
            Candidate.of(a.id, id=a.id, label=a.label, authors=("menu",), round=0) for a in ALTS
        )
        cast = agent.ballot(
            AgentView(agent="adv", round=0, phase="ballot", table=table, passages=PASSAGES)
        )
        context = _context(framework).model_copy(update={"bounds": satisfaction_bounds(problem)})
        reply = AnalyticModel().ballot_reply(context)
        assert cast.ballot.ranking == reply.ranking, framework
        assert cast.ballot.argument == reply.argument
        assert cast.ballot.citations == reply.citations == ("rawls-1", "rawls-2")
