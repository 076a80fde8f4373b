"""People in a deliberation: a human agent's proposals, ballots and critiques, a human
approver's verdict.

A person is asked what an agent model is asked, as a :class:`Question`: what the visibility rule
lets them see (the table, the others' arguments, the mediator's summary and compromise) and the
form of the answer. The graph pauses on the question (LangGraph ``interrupt``; the checkpoint
holds the pause) and resumes with the answer. :func:`read_answer` checks an answer as strictly
as a ballot is checked; one that cannot be read raises :class:`~fairagents.errors.AnswerError`,
and :class:`HumanAdvocate` / :class:`HumanApprover` put the question again with the reason — a
malformed answer is asked again, it never ends the run.

The questions, the answers and how they are read are :mod:`fairagents.agents._answers`.

What this leaves out: who the person is (a run trusts whoever answers) and time limits.

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from fairagents.agents._answers import (
    Option,
    Question,
    QuestionKind,
    ballot_record,
    critique_record,
    proposal_record,
    verdict_record,
)
from fairagents.agents._briefing import Brief
from fairagents.agents._candidates import Candidate, describe
from fairagents.agents._objectives import AnalyticAnswer
from fairagents.agents._prompting import proposal_format
from fairagents.agents._records import (
    AgentView,
    ApproverVerdict,
    CastBallot,
    Mediation,
    Proposal,
    Response,
    ResponseView,
)
from fairagents.errors import AnswerError, ScenarioError
from fairagents.llm._reply import RANKING_ONLY, BallotForm
from fairagents.models import Outcome
from fairagents.problems import BudgetedSelection, CandidateChoice, Problem
from fairagents.scenarios import AgentSpec, ApproverSpec

__all__ = ["Ask", "HumanAdvocate", "HumanApprover"]

Ask = Callable[[dict[str, Any]], Any]
"""Puts a question (a :class:`Question` as JSON data) to a person and returns their answer —
in a graph, :func:`langgraph.types.interrupt`."""

R = TypeVar("R")


def _option_list(table: Sequence[Candidate], problem: Problem) -> tuple[Option, ...]:
    return tuple(Option(id=c.id, label=describe(c, problem)) for c in table)


def _proposal_options(view: AgentView, problem: Problem) -> tuple[Option, ...]:
    if isinstance(problem, CandidateChoice):
        return tuple(Option(id=i, label=problem.alternative(i).label or i) for i in view.options)
    if isinstance(problem, BudgetedSelection):
        return tuple(
            Option(
                id=p,
                label=" — ".join(
                    x
                    for x in (
                        problem.labels.get(p, ""),  # a statement's point: what it says
                        f"cost {problem.projects[p]:g} of budget {problem.budget:g}",
                    )
                    if x
                ),
            )
            for p in view.options
        )
    return tuple(Option(id=g, label="good") for g in view.options)


def _proposal_format(problem: Problem, order: Sequence[str]) -> str:
    if isinstance(problem, CandidateChoice):
        return "Name the option you propose by its id. Add an argument if you like."
    if isinstance(problem, BudgetedSelection):
        if problem.labels:  # the statement protocol: a proposal is the person's opinion
            return (
                "State your opinion: the points you would make, by id, comma-separated, most "
                f"important first, costing at most {problem.budget:g} in all. Add an argument "
                "if you like."
            )
        return (
            f"List the projects you propose by id, comma-separated, most important first, "
            f"costing at most {problem.budget:g} in all. Add an argument if you like."
        )
    return proposal_format(problem, False, order)  # an allocation is written as JSON


BALLOT_FORMAT = (
    "Rank the table best first: ids separated by '>' (or ','), '=' between ties, e.g. "
    "'c2 > c1 = c3'; ids you leave out tie last. Add an argument if you like."
)


def ballot_format(form: BallotForm) -> str:
    """How a person writes a ballot of ``form`` (see :mod:`fairagents.agents._answers`)."""
    if form.kind == "ratings":
        no_deal = (
            ", and 'no agreement: N' (the group agreeing on nothing)"
            if (form.rate_no_agreement)
            else ""
        )
        return (
            f"Rate every candidate from {form.scale.low:g} (worst) to {form.scale.high:g} "
            f"(best), e.g. 'c1: 7, c2: 3'{no_deal}. Add an argument if you like."
        )
    if form.kind == "approvals":
        return (
            "Name the candidates you approve of (at least one), separated by ',', e.g. "
            "'c2, c3'. Add an argument if you like."
        )
    return BALLOT_FORMAT


APPROVAL_FORMAT = "Answer yes to accept the decision (the run stops), no to debate another round."

CRITIQUE_FORMAT = (
    "Accept the winning statement, or object — and, if you like, name the statement on the "
    "table you want instead (e.g. 'object c3'). Say why if you like: the generator reads it "
    "when it revises the winner."
)


def ask_until_read(ask: Ask, question: Question, read: Callable[[Any], R]) -> R:
    """Ask until the answer reads; each refusal goes back to the person with the reason.

    >>> from fairagents.agents._answers import read_ranking
    >>> answers = iter(["x", "b > a"])
    >>> q = Question(kind="ballot", who="ann", round=0, case="", options=(), answer_format="")
    >>> ask_until_read(lambda _: next(answers), q, lambda raw: read_ranking(raw, ["a", "b"]))
    (('b',), ('a',))
    """
    error = ""
    while True:
        raw = ask(question.model_copy(update={"error": error}).model_dump(mode="json"))
        try:
            return read(raw)
        except AnswerError as exc:
            error = str(exc)


S = TypeVar("S", bound=AgentSpec | ApproverSpec)


class _Person(Generic[S]):
    """A person taking part, asked through ``ask``; ``brief``: the problem and the case as
    they read them (:class:`~fairagents.agents._briefing.Brief`)."""

    def __init__(self, spec: S, brief: Brief, ask: Ask) -> None:
        self.spec: S = spec
        self.brief = brief
        self.ask = ask

    @property
    def name(self) -> str:
        return self.spec.name

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"


class HumanAdvocate(_Person[AgentSpec]):
    """An agent answered by a person: proposes and ranks like any advocate. ``form``: what
    their ballots carry besides the ranking; ``disagreement``: the scenario's stated
    disagreement point, if a number (both set by the Deliberation)."""

    analytic = False

    def __init__(
        self,
        spec: AgentSpec,
        brief: Brief,
        ask: Ask,
        *,
        form: BallotForm = RANKING_ONLY,
        disagreement: float | None = None,
    ) -> None:
        super().__init__(spec, brief, ask)
        self.form = form
        self.disagreement = disagreement

    def _question(self, view: AgentView, kind: QuestionKind) -> Question:
        form = None
        if kind == "proposal":
            options = _proposal_options(view, self.brief.problem)
            answer_format = _proposal_format(self.brief.problem, view.options)
        else:
            options = _option_list(view.table, self.brief.problem)
            form = self.form
            answer_format = ballot_format(form)
        return Question(
            kind=kind,
            who=self.name,
            round=view.round,
            case=self.brief.case,
            options=options,
            others=view.others,
            summary=view.summary,
            compromise=view.compromise,
            standings=view.standings or (),
            answer_format=answer_format,
            ballot=form if form is not None and form.kind != "ranking" else None,
        )

    def respond(self, view: ResponseView, answer: AnalyticAnswer) -> Response:
        """The person's critique of the round's offer — the winning statement, in the
        ``statement`` protocol, the one that admits people among those that put an offer: they
        accept it, or object and may name the statement they want instead, with their reasons.
        ``answer`` (how an analytic agent answers) is not used: a person answers for
        themselves, and states no scores."""
        if view.offer is None:
            raise ScenarioError(
                f"agent {self.name!r} is a person, and protocol.decision {view.protocol!r} puts "
                "no offer to answer: use decision: statement or vote"
            )
        question = Question(
            kind="critique",
            who=self.name,
            round=view.round,
            case=self.brief.case,
            options=_option_list(view.table, self.brief.problem),
            offer=view.offer,
            summary=view.summary,
            answer_format=CRITIQUE_FORMAT,
        )
        return ask_until_read(self.ask, question, lambda raw: critique_record(question, raw))

    def propose(self, view: AgentView) -> Proposal:
        """The person's own outcome this round (``generate`` mode)."""
        question = self._question(view, "proposal")
        problem = self.brief.problem
        return ask_until_read(
            self.ask, question, lambda raw: proposal_record(question, raw, problem)
        )

    def ballot(self, view: AgentView) -> CastBallot:
        """The person's ballot over the table this round: a ranking, with ratings or approvals
        when the rule reads them."""
        question = self._question(view, "ballot")
        cast = ask_until_read(self.ask, question, lambda raw: ballot_record(question, raw))
        rated = question.ballot is not None and question.ballot.kind == "ratings"
        if rated and self.disagreement is not None:  # the scenario's point, as for LLM agents
            cast = cast.model_copy(update={"disagreement": self.disagreement})
        return cast


class HumanApprover(_Person[ApproverSpec]):
    """The scenario's approver: accepts a round's decision or sends the debate on."""

    def approve(
        self, round: int, table: Mapping[str, Candidate], outcome: Outcome, mediation: Mediation
    ) -> ApproverVerdict:
        """The approver's verdict on the round's joint outcome."""
        decision = table[outcome.choice]
        question = Question(
            kind="approval",
            who=self.name,
            round=round,
            case=self.brief.case,
            options=_option_list([decision], self.brief.problem),
            summary=mediation.summary,
            compromise=mediation.compromise,
            standings=outcome.ranking,
            answer_format=f"{self.spec.question} {APPROVAL_FORMAT}",
        )
        return ask_until_read(self.ask, question, lambda raw: verdict_record(question, raw))
