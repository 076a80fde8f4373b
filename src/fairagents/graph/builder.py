"""``build_deliberation_graph(scenario, …) -> StateGraph``: the deliberation as a state machine.

One round, in ``generate`` mode::

    propose (one task per agent, in parallel) → gather → ballot (parallel) → aggregate
      → evaluate → mediate → decide → [next_round → propose …] or END

In ``menu`` mode the table starts as the problem's exact menu and a round skips the proposals.
Before the first round: setup → retrieve. The graph is returned *uncompiled*: the caller picks
the checkpointer (``graph.compile(checkpointer=…)``; :func:`fairagents.graph.open_checkpointer`
gives the SQLite one a run directory uses).

The scenario's decision protocol (``protocol.decision``: :mod:`fairagents.graph.protocols`)
adds its own steps to the round — a bargaining protocol the mediator's ``draft`` before the
ballots and the agents' ``respond`` and the round's ``settle`` after the vote::

    … gather → draft → ballot → aggregate → respond (parallel) → settle → evaluate → …

— records each round's decision, and says when the run stops (an agreement, for those).

With a human ``approver`` in the scenario, ``approve`` sits between ``mediate`` and ``decide``,
and the run also stops when the approver accepts (:class:`~fairagents.graph.termination.Approved`).
Human agents and the approver are asked through ``ask`` (default: LangGraph's ``interrupt``, so
compile such a graph with a checkpointer and resume it with ``Command(resume=…)``).

:class:`Deliberation` resolves the scenario once into the parts the nodes take — the problem,
the agents, the protocol object, the rule (:class:`~fairagents.graph.round_choice.RoundRule`),
the judge, the views, the participants — so no node, agent or judge holds the scenario.

Models: ``model`` (a spec such as ``"analytic"`` or ``"local"``, a chat model, or a mapping from
agent name — and ``"mediator"`` — to a chat model) overrides the scenario's default; an agent's
own ``model`` spec in the scenario wins over both, except in an explicit mapping. A local
llama.cpp model is serialized by its own lock; API models run concurrently, at most
``max_concurrency`` structured requests at once per model; a served model's HTTP requests are
called as the scenario's ``transport`` says (:mod:`fairagents.llm.transport`: timeout, retries,
per-endpoint limits shared by the process's runs). ``cache`` (a
:class:`~fairagents.llm.cache.ResponseCache`, or one run's
:class:`~fairagents.llm.cache.CacheSession`) answers the served models' calls it has seen.

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel
from langgraph.graph import END, START, StateGraph
from langgraph.types import interrupt

from fairagents.agents.advocate import Advocate, Participant
from fairagents.agents.briefing import Brief
from fairagents.agents.human import Ask, HumanAdvocate, HumanApprover
from fairagents.agents.mediator import Mediator
from fairagents.agents.objectives import OutcomeSpace
from fairagents.aggregators import Aggregator
from fairagents.errors import ScenarioError
from fairagents.fairness import FairnessJudge
from fairagents.graph import nodes
from fairagents.graph.measures import judge_for
from fairagents.graph.protocols import DecisionProtocol, Step, protocol_for
from fairagents.graph.round_choice import RoundRule
from fairagents.graph.state import DeliberationState
from fairagents.graph.termination import Agreed, Approved, Termination, as_termination
from fairagents.graph.views import Views
from fairagents.llm import AnalyticModel, BallotStats, make_model
from fairagents.llm.cache import CacheSession, ResponseCache
from fairagents.llm.reply import BallotForm
from fairagents.models import PassageRetriever
from fairagents.problems import Menu
from fairagents.scenarios import Scenario
from fairagents.scenarios.ballots import ballot_form, ballot_problem
from fairagents.scenarios.model import slate_rule_problem

__all__ = ["Deliberation", "build_deliberation_graph", "protocol_termination"]

ModelChoice = str | BaseChatModel | Mapping[str, BaseChatModel] | None

ROUND_END = ("evaluate", "mediate")
"""The steps that close every round, after the protocol's (then ``approve``, ``decide``)."""


def protocol_termination(scenario: Scenario) -> Termination:
    """The scenario's stop conditions: its protocol's
    (:meth:`~fairagents.graph.protocols.DecisionProtocol.termination`)."""
    return protocol_for(scenario).termination()


class Deliberation:
    """The parts of one deliberation, resolved from the scenario once, and the graph they make.

    :func:`build_deliberation_graph` wires them; runners keep this object to read the ballot
    statistics and the models used; your own graph can wire them differently with the node
    factories of :mod:`fairagents.graph.nodes`, each of which takes the parts it uses.

    Attributes: ``scenario`` (as run: with ``rule`` applied), and its parts — ``problem``,
    ``agents`` (the specs, in order; ``names``: their names), ``protocol`` (the decision
    protocol object, :mod:`fairagents.graph.protocols`), ``rule`` (a
    :class:`~fairagents.graph.round_choice.RoundRule`: the aggregator resolved once, seeded per
    round), ``judge`` (:class:`~fairagents.fairness.FairnessJudge`), ``views`` (what each agent
    is shown: :class:`~fairagents.graph.views.Views`), ``brief`` (what participants read:
    :class:`~fairagents.agents.Brief`); the participants — ``advocates`` (agent name →
    an :class:`~fairagents.agents.Advocate`, or a :class:`~fairagents.agents.HumanAdvocate` for a
    ``human`` agent), ``mediator``, ``approver`` (or ``None``); and ``termination``, ``models``,
    ``stats``, ``form`` (what the agents' ballots carry: :class:`~fairagents.llm.reply.BallotForm`).
    """

    def __init__(
        self,
        scenario: Scenario,
        *,
        model: ModelChoice = None,
        rule: str | Aggregator | None = None,
        retriever: PassageRetriever | None = None,
        termination: Termination | Sequence[Termination] | None = None,
        stats: BallotStats | None = None,
        max_concurrency: int = 8,
        ask: Ask | None = None,
        cache: ResponseCache | CacheSession | None = None,
    ) -> None:
        if isinstance(rule, str):
            scenario = scenario.model_copy(
                update={"rule": scenario.rule.model_copy(update={"name": rule, "params": {}})}
            )
        self.scenario = scenario
        self.problem = scenario.problem
        self.agents = scenario.agents
        self.names = tuple(a.name for a in self.agents)
        self.protocol: DecisionProtocol = protocol_for(scenario)
        self.rule = RoundRule.of(scenario, rule)  # an unknown rule fails here, naming the known
        given = isinstance(rule, Aggregator)
        self.retriever = retriever
        self.stats = stats if stats is not None else BallotStats()
        if cache is not None:  # the run's calls are answered from it first (fairagents.llm.cache)
            self.stats.cache = cache if isinstance(cache, CacheSession) else CacheSession(cache)
        ask = ask if ask is not None else interrupt
        # The approver is not asked when these already end the run; its "accept" ends it too.
        self.stop_unless_approved = (
            self.protocol.termination() if termination is None else as_termination(termination)
        )
        if termination is not None and self.protocol.agrees:
            self.stop_unless_approved = Agreed() | self.stop_unless_approved  # agreement ends it
        self.termination = (
            self.stop_unless_approved | Approved()
            if scenario.approver is not None
            else self.stop_unless_approved
        )
        self.brief = Brief(
            problem=self.problem, case=scenario.case_text(), generates=self.protocol.generates
        )
        self.views = Views(
            self.agents,
            self.problem,
            scenario.protocol,
            generates=self.protocol.generates,
            seed=scenario.seed,
        )
        self.approver = (
            HumanApprover(scenario.approver, self.brief, ask) if scenario.approver else None
        )
        self.space = OutcomeSpace(self.problem)
        self.judge: FairnessJudge = judge_for(self.problem, self.rule)
        self._built: dict[str, BaseChatModel] = {}
        self._limiters: dict[int, threading.BoundedSemaphore] = {}
        self.max_concurrency = max_concurrency
        self.models = {
            a.name: self._model_for(a.name, a.model, model) for a in self.agents if not a.human
        }
        self.models["mediator"] = self._model_for("mediator", None, model)
        self.form = self._ballot_form(
            self.rule.aggregator.params() if given else scenario.rule.params
        )
        stated = scenario.ballot.disagreement
        disagreement = float(stated) if isinstance(stated, int | float) else None
        self.advocates: dict[str, Participant] = {
            a.name: HumanAdvocate(a, self.brief, ask, form=self.form, disagreement=disagreement)
            if a.human
            else Advocate(
                a,
                self.brief,
                self.models[a.name],
                concession=scenario.concession_of(a),
                form=self.form,
                disagreement=disagreement,
                space=self.space,
                stats=self.stats,
                limiter=self._limiter(self.models[a.name]),
            )
            for a in self.agents
        }
        mediator_model = self.models["mediator"]
        self.mediator = Mediator(
            self.brief,
            mediator_model,
            space=self.space,
            stats=self.stats,
            limiter=self._limiter(mediator_model),
        )

    def _model_for(self, name: str, own: str | None, choice: ModelChoice) -> BaseChatModel:
        if isinstance(choice, Mapping):
            if name in choice:
                return choice[name]
            choice = None
        if own is not None:
            return self._make(own)
        if isinstance(choice, BaseChatModel):
            return choice
        return self._make(choice or self.scenario.model)

    def _make(self, spec: str) -> BaseChatModel:
        if spec not in self._built:
            self._built[spec] = make_model(
                spec, seed=self.scenario.seed, transport=self.scenario.transport
            )
        return self._built[spec]

    def _limiter(self, model: BaseChatModel) -> threading.BoundedSemaphore:
        return self._limiters.setdefault(
            id(model), threading.BoundedSemaphore(self.max_concurrency)
        )

    def _ballot_form(self, params: Mapping[str, object]) -> BallotForm:
        """What the agents' ballots carry, checked against what the rule can read.

        The ballot form (ranking, ratings on the stated scale, approvals) is the scenario's
        ``ballot.kind``, or what the rule reads (:func:`~fairagents.scenarios.ballots.ballot_form`).
        LLM and human agents cast exactly that form; analytic agents also score every candidate,
        and cast approvals on an approvals ballot.
        """
        cls = type(self.rule.aggregator)
        ballot = self.scenario.ballot
        problem = slate_rule_problem(
            cls, params, problem=self.problem, slate_size=self.rule.slate_size, ballot=ballot
        )
        if problem is not None:
            raise ScenarioError(problem)
        form = ballot_form(ballot, cls, params)
        asked = [a.name for a in self.agents if a.human or not self._analytic(a.name)]
        problem = ballot_problem(cls, params, form, asked)
        if problem is not None:
            raise ScenarioError(problem)
        return form

    def _analytic(self, name: str) -> bool:
        return isinstance(self.models.get(name), AnalyticModel)

    @property
    def analytic(self) -> bool:
        """Whether every participant is analytic (the run is then fully deterministic)."""
        return all(isinstance(m, AnalyticModel) for m in self.models.values())

    def opening(self) -> Menu | None:
        """The table the first round starts from: the scenario's menu in ``menu`` mode
        (:meth:`~fairagents.scenarios.Scenario.opening_menu`), none in ``generate`` mode."""
        return None if self.protocol.generates else self.scenario.opening_menu()

    def round_steps(self) -> list[Step]:
        """One round, in order: the proposals (``generate`` mode), the protocol's steps before
        the ballots, the ballots and the rule, the protocol's steps after the vote, the
        evaluation and the mediator, the approver (if any), and the decision to stop."""
        opening = (
            [
                Step(
                    "propose",
                    nodes.propose_node(self.advocates),
                    nodes.fan_out(self.views, "propose", "propose"),
                ),
                Step("gather", nodes.gather_node(self.agents, self.problem)),
            ]
            if self.protocol.generates
            else []
        )
        vote = [
            Step(
                "ballot",
                nodes.ballot_node(self.protocol.ballot_casters(self)),
                nodes.fan_out(self.views, "ballot", "ballot"),
            ),
            Step("aggregate", nodes.aggregate_node(self.rule, self.protocol.decide)),
        ]
        closing = [
            Step("evaluate", nodes.evaluate_node(self.judge, self.names, self.rule)),
            Step("mediate", nodes.mediate_node(self.mediator)),
        ]
        if self.approver is not None:
            closing.append(
                Step("approve", nodes.approver_node(self.approver, self.stop_unless_approved))
            )
        closing.append(Step("decide", nodes.decide_node(self.termination)))
        return [
            *opening,
            *self.protocol.before_ballot(self),
            *vote,
            *self.protocol.after_vote(self),
            *closing,
        ]

    def graph(self) -> StateGraph[Any]:
        """The uncompiled graph (see the module docstring): setup and retrieval, then the
        round's steps (:meth:`round_steps`) until the decision says stop."""
        g: StateGraph[Any] = StateGraph(DeliberationState)
        g.add_node("setup", nodes.setup_node(self.opening))
        g.add_node(
            "retrieve",
            nodes.retrieve_node(
                self.retriever, self.agents, self.brief.case, self.scenario.protocol.passages
            ),
        )
        g.add_node("next_round", nodes.next_round_node())
        g.add_edge(START, "setup")
        g.add_edge("setup", "retrieve")
        origins = ["retrieve", "next_round"]  # where a round starts
        steps = self.round_steps()
        taken = {"setup", "retrieve", "next_round"}
        for step in steps:
            if step.name in taken:
                raise ScenarioError(
                    f"protocol {self.protocol.name!r}: its step {step.name!r} is named like "
                    "another step of the round; give it a name of its own"
                )
            taken.add(step.name)
            g.add_node(step.name, step.node)
            for origin in origins:
                if step.sends is None:
                    g.add_edge(origin, step.name)
                else:
                    g.add_conditional_edges(origin, step.sends, [step.name])
            origins = [step.name]
        g.add_conditional_edges(
            origins[0],
            lambda state: END if state.get("stop") else "next_round",
            ["next_round", END],
        )
        return g


def build_deliberation_graph(
    scenario: Scenario,
    *,
    model: ModelChoice = None,
    rule: str | Aggregator | None = None,
    retriever: PassageRetriever | None = None,
    termination: Termination | Sequence[Termination] | None = None,
    stats: BallotStats | None = None,
    max_concurrency: int = 8,
    ask: Ask | None = None,
    cache: ResponseCache | CacheSession | None = None,
) -> StateGraph[Any]:
    """The uncompiled deliberation graph of ``scenario`` (see the module docstring).

    >>> from fairagents.scenarios import load_scenario
    >>> graph = build_deliberation_graph(load_scenario("examples/scenarios/triage.yaml"))
    >>> final = graph.compile().invoke({})
    >>> final["stop"], sorted(final["evaluations"]) == ["000", "001", "002"]
    ('reached the limit of 3 rounds', True)
    """
    return Deliberation(
        scenario,
        model=model,
        rule=rule,
        retriever=retriever,
        termination=termination,
        stats=stats,
        max_concurrency=max_concurrency,
        ask=ask,
        cache=cache,
    ).graph()
