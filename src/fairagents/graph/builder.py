"""``build_deliberation_graph(scenario, …) -> StateGraph``: the deliberation as a state machine.

One round, in ``generate`` mode::

    propose (one task per agent, in parallel) → gather → ballot (parallel) → aggregate
      → evaluate → mediate → decide → [next_round → propose …] or END

In ``menu`` mode the table starts as the problem's exact menu and a round skips the proposals.
Before the first round: setup → retrieve. The graph is returned *uncompiled*: the caller picks
the checkpointer (``graph.compile(checkpointer=…)``; :func:`fairagents.graph.open_checkpointer`
gives the SQLite one a run directory uses).

A bargaining protocol (``protocol.decision``: ``agreement``, ``single_text`` or ``concession``;
:mod:`fairagents.graph.protocols`) adds the mediator's ``draft`` before the ballots and the
agents' ``respond`` and the round's ``settle`` after the vote::

    … gather → draft → ballot → aggregate → respond (parallel) → settle → evaluate → …

and the run also stops when every agent accepts one candidate
(:class:`~fairagents.graph.termination.Agreed`); otherwise the rule decides after the last round.

With a human ``approver`` in the scenario, ``approve`` sits between ``mediate`` and ``decide``,
and the run also stops when the approver accepts (:class:`~fairagents.graph.termination.Approved`).
Human agents and the approver are asked through ``ask`` (default: LangGraph's ``interrupt``, so
compile such a graph with a checkpointer and resume it with ``Command(resume=…)``).

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
from fairagents.agents.human import Ask, HumanAdvocate, HumanApprover
from fairagents.agents.mediator import Mediator
from fairagents.agents.objectives import OutcomeSpace
from fairagents.agents.records import Phase
from fairagents.aggregators import Aggregator, get_aggregator, get_aggregator_class
from fairagents.errors import ScenarioError
from fairagents.fairness.slate import DEFAULT_THRESHOLD
from fairagents.graph import nodes, protocols
from fairagents.graph.judge import FairnessJudge
from fairagents.graph.state import DeliberationState
from fairagents.graph.termination import (
    Agreed,
    Approved,
    Consensus,
    Convergence,
    MaxRounds,
    Termination,
    TokenBudget,
    as_termination,
)
from fairagents.llm import AnalyticModel, BallotStats, make_model
from fairagents.llm.cache import CacheSession, ResponseCache
from fairagents.models import PassageRetriever
from fairagents.scenarios import Scenario
from fairagents.scenarios.ballots import ballot_form, ballot_problem
from fairagents.scenarios.model import slate_rule_problem

__all__ = ["Deliberation", "build_deliberation_graph", "protocol_termination"]

ModelChoice = str | BaseChatModel | Mapping[str, BaseChatModel] | None


def protocol_termination(scenario: Scenario) -> Termination:
    """The scenario's stop conditions: the round limit, or any ``stop_when`` / token budget —
    and, in a bargaining protocol, an agreement (first, so its reason is the one reported)."""
    protocol = scenario.protocol
    conditions: list[Termination] = [MaxRounds(protocol.rounds)]
    if protocol.decision != "vote":
        conditions.insert(0, Agreed())
    for name in protocol.stop_when:
        conditions.append(Consensus() if name == "consensus" else Convergence())
    if protocol.token_budget is not None:
        conditions.append(TokenBudget(protocol.token_budget))
    return as_termination(conditions)


class Deliberation:
    """The parts of one deliberation: advocates, mediator, rule, judge, and their models.

    :func:`build_deliberation_graph` wires them; runners keep this object to read the ballot
    statistics and the models used; your own graph can wire them differently with the node
    factories of :mod:`fairagents.graph.nodes`. Attributes: ``scenario`` (with ``rule``
    applied), ``advocates`` (agent name → participant: an :class:`~fairagents.agents.Advocate`,
    or a :class:`~fairagents.agents.HumanAdvocate` for a ``human`` agent), ``mediator``,
    ``approver`` (or ``None``), ``judge``, ``rule`` (an aggregator object, or ``None`` for the
    scenario's by name), ``termination``, ``models``, ``stats`` and ``form`` (what the
    agents' ballots carry: :class:`~fairagents.llm.reply.BallotForm`).
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
            get_aggregator(rule)  # an unknown name fails here, with the known ones listed
        self.scenario = scenario
        self.rule = rule if isinstance(rule, Aggregator) else None
        self.retriever = retriever
        self.stats = stats if stats is not None else BallotStats()
        if cache is not None:  # the run's calls are answered from it first (fairagents.llm.cache)
            self.stats.cache = cache if isinstance(cache, CacheSession) else CacheSession(cache)
        ask = ask if ask is not None else interrupt
        # The approver is not asked when these already end the run; its "accept" ends it too.
        self.stop_unless_approved = (
            protocol_termination(scenario) if termination is None else as_termination(termination)
        )
        if termination is not None and scenario.protocol.decision != "vote":
            self.stop_unless_approved = Agreed() | self.stop_unless_approved  # agreement ends it
        self.termination = (
            self.stop_unless_approved | Approved()
            if scenario.approver is not None
            else self.stop_unless_approved
        )
        self.approver = (
            HumanApprover(scenario.approver, scenario, ask) if scenario.approver else None
        )
        self.space = OutcomeSpace(scenario.problem)
        threshold = scenario.rule.params.get("utility_threshold")
        self.judge = FairnessJudge(
            scenario.problem,
            slate_size=scenario.slate_size,
            threshold=float(threshold) if isinstance(threshold, int | float) else DEFAULT_THRESHOLD,
        )
        self._built: dict[str, BaseChatModel] = {}
        self._limiters: dict[int, threading.BoundedSemaphore] = {}
        self.max_concurrency = max_concurrency
        self.models = {
            a.name: self._model_for(a.name, a.model, model) for a in scenario.agents if not a.human
        }
        self.models["mediator"] = self._model_for("mediator", None, model)
        self.advocates: dict[str, Participant] = {
            a.name: HumanAdvocate(a, scenario, ask)
            if a.human
            else Advocate(
                a,
                scenario,
                self.models[a.name],
                space=self.space,
                stats=self.stats,
                limiter=self._limiter(self.models[a.name]),
            )
            for a in scenario.agents
        }
        mediator_model = self.models["mediator"]
        self.mediator = Mediator(
            scenario,
            mediator_model,
            space=self.space,
            stats=self.stats,
            limiter=self._limiter(mediator_model),
        )
        self._check_rule()

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

    def _check_rule(self) -> None:
        """Check that the rule can read the agents' ballots, and tell each agent what to cast.

        The ballot form (ranking, ratings on the stated scale, approvals) is the scenario's
        ``ballot.kind``, or what the rule reads (:func:`~fairagents.scenarios.ballots.ballot_form`).
        LLM and human agents cast exactly that form; analytic agents also score every candidate,
        and cast approvals on an approvals ballot.
        """
        cls = (
            type(self.rule)
            if self.rule is not None
            else get_aggregator_class(self.scenario.rule.name)
        )
        params = self.scenario.rule.params if self.rule is None else self.rule.params()
        problem = slate_rule_problem(self.scenario, cls, params)
        if problem is not None:
            raise ScenarioError(problem)
        form = ballot_form(self.scenario, cls, params)
        asked = [n for n, a in self.advocates.items() if not a.analytic]
        problem = ballot_problem(cls, params, form, asked)
        if problem is not None:
            raise ScenarioError(problem)
        self.form = form
        for participant in self.advocates.values():
            if isinstance(participant, Advocate | HumanAdvocate):
                participant.form = form

    @property
    def analytic(self) -> bool:
        """Whether every participant is analytic (the run is then fully deterministic)."""
        return all(isinstance(m, AnalyticModel) for m in self.models.values())

    def graph(self) -> StateGraph[Any]:
        """The uncompiled graph (see the module docstring)."""
        scenario = self.scenario
        g: StateGraph[Any] = StateGraph(DeliberationState)
        g.add_node("setup", nodes.setup_node(scenario))
        g.add_node("retrieve", nodes.retrieve_node(scenario, self.retriever))
        g.add_node("propose", nodes.propose_node(self.advocates))
        g.add_node("gather", nodes.gather_node(scenario))
        g.add_node("ballot", nodes.ballot_node(self.advocates))
        g.add_node("aggregate", nodes.aggregate_node(scenario, self.rule))
        g.add_node("evaluate", nodes.evaluate_node(scenario, self.judge))
        g.add_node("mediate", nodes.mediate_node(self.mediator))
        if self.approver is not None:
            g.add_node("approve", nodes.approval_node(self.approver, self.stop_unless_approved))
        g.add_node("decide", nodes.decide_node(self.termination))
        g.add_node("next_round", nodes.next_round_node())
        bargaining = scenario.protocol.decision != "vote"

        first: Phase = "propose" if scenario.protocol.mode == "generate" else "ballot"
        g.add_edge(START, "setup")
        g.add_edge("setup", "retrieve")
        to_ballot = nodes.fan_out(scenario, "ballot", "ballot")
        if bargaining:
            g.add_node("draft", protocols.draft_node(self.mediator))
            g.add_node("respond", protocols.respond_node(self.advocates))
            g.add_node("settle", protocols.settle_node(scenario))
            g.add_conditional_edges("draft", to_ballot, ["ballot"])
        for origin in ("retrieve", "next_round"):
            if bargaining and first == "ballot":
                g.add_edge(origin, "draft")
            else:
                g.add_conditional_edges(origin, nodes.fan_out(scenario, first, first), [first])
        g.add_edge("propose", "gather")
        if bargaining:
            g.add_edge("gather", "draft")
        else:
            g.add_conditional_edges("gather", to_ballot, ["ballot"])
        g.add_edge("ballot", "aggregate")
        if bargaining:
            g.add_conditional_edges(
                "aggregate", protocols.respond_fan_out(scenario, "respond"), ["respond"]
            )
            g.add_edge("respond", "settle")
            g.add_edge("settle", "evaluate")
        else:
            g.add_edge("aggregate", "evaluate")
        g.add_edge("evaluate", "mediate")
        if self.approver is not None:
            g.add_edge("mediate", "approve")
            g.add_edge("approve", "decide")
        else:
            g.add_edge("mediate", "decide")
        g.add_conditional_edges(
            "decide",
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
