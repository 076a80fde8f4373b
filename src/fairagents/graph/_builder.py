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
and the run also stops when the approver accepts (:class:`~fairagents.graph._termination.Approved`).
Human agents and the approver are asked through ``ask`` (default: LangGraph's ``interrupt``, so
compile such a graph with a checkpointer and resume it with ``Command(resume=…)``).

:class:`Deliberation` resolves the scenario once into the parts the nodes take — the problem,
the agents, the protocol object, the rule (:class:`~fairagents.graph._round_choice.RoundRule`),
the judge, the views, the participants — so no node, agent or judge holds the scenario.

Models: ``model`` (a spec such as ``"analytic"`` or ``"local"``, a chat model, or a mapping from
agent name — and ``"mediator"`` — to a chat model) overrides the scenario's default; an agent's
own ``model`` spec in the scenario wins over both, except in an explicit mapping. A local
llama.cpp model is serialized by its own lock; API models run concurrently, at most
``max_concurrency`` structured requests at once per model; a served model's HTTP requests are
called as the scenario's ``transport`` says (:mod:`fairagents.llm._transport`: timeout, retries,
per-endpoint limits shared by the process's runs). ``cache`` (a
:class:`~fairagents.llm._cache.ResponseCache`, or one run's
:class:`~fairagents.llm._cache.CacheSession`) answers the served models' calls it has seen.

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import inspect
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Annotated, Any, cast, get_origin, get_type_hints

from langchain_core.language_models import BaseChatModel
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph
from langgraph.types import interrupt

from fairagents.agents._advocate import Advocate, Participant
from fairagents.agents._briefing import Brief
from fairagents.agents._human import Ask, HumanAdvocate, HumanApprover
from fairagents.agents._mediator import Mediator
from fairagents.agents._objectives import OutcomeSpace
from fairagents.aggregators import Rule
from fairagents.errors import ScenarioError
from fairagents.fairness import FairnessJudge
from fairagents.graph import _nodes as nodes
from fairagents.graph._measures import judge_for
from fairagents.graph._nodes import StateNode
from fairagents.graph._round_choice import RoundRule
from fairagents.graph._state import DeliberationState
from fairagents.graph._termination import Agreed, Approved, Termination, as_termination
from fairagents.graph._views import Views
from fairagents.graph.protocols import DecisionProtocol, Step, protocol_for
from fairagents.llm import AnalyticModel, BallotStats, make_model
from fairagents.llm._cache import CacheSession, ResponseCache
from fairagents.llm._reply import BallotForm
from fairagents.models import PassageRetriever
from fairagents.problems import Menu
from fairagents.scenarios import Scenario
from fairagents.scenarios._ballots import ballot_form, ballot_problem
from fairagents.scenarios._model import slate_rule_problem

__all__ = [
    "Deliberation",
    "batched",
    "build_deliberation_graph",
    "fused",
    "protocol_termination",
    "shared_graph",
]

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
    factories of :mod:`fairagents.graph._nodes`, each of which takes the parts it uses.

    Attributes: ``scenario`` (as run: with ``rule`` applied), and its parts — ``problem``,
    ``agents`` (the specs, in order; ``names``: their names), ``protocol`` (the decision
    protocol object, :mod:`fairagents.graph.protocols`), ``rule`` (a
    :class:`~fairagents.graph._round_choice.RoundRule`: the aggregator resolved once, seeded per
    round), ``judge`` (:class:`~fairagents.fairness.FairnessJudge`), ``views`` (what each agent
    is shown: :class:`~fairagents.graph._views.Views`), ``brief`` (what participants read:
    :class:`~fairagents.agents.Brief`); the participants — ``advocates`` (agent name →
    an :class:`~fairagents.agents.Advocate`, or a :class:`~fairagents.agents.HumanAdvocate` for a
    ``human`` agent), ``mediator``, ``approver`` (or ``None``); and ``termination``, ``models``,
    ``stats``, ``form`` (what the agents' ballots carry:
    :class:`~fairagents.llm._reply.BallotForm`).
    """

    def __init__(
        self,
        scenario: Scenario,
        *,
        model: ModelChoice = None,
        rule: str | Rule | None = None,
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
        given = isinstance(rule, Rule)
        self.retriever = retriever
        self.stats = stats if stats is not None else BallotStats()
        if cache is not None:  # the run's calls are answered from it first (fairagents.llm._cache)
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
        ``ballot.kind``, or what the rule reads
        (:func:`~fairagents.scenarios._ballots.ballot_form`).
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

    def graph(self, *, batch: bool = False) -> StateGraph[Any]:
        """The uncompiled graph (see the module docstring): setup and retrieval, then the
        round's steps (:meth:`round_steps`) until the decision says stop.

        ``batch``: when every agent is analytic, a step run once per agent is one node instead
        (:func:`batched`: the same views, the same records, in agent order, without a task and
        a thread hand-off per agent), and without an approver the whole round is one node
        (:func:`fused`: its steps in order, each reading the state the earlier ones made, one
        LangGraph step a round instead of 7–10). A run's checkpoint holds the tasks of its
        graph's shape, so a run resumes only with the shape it was started with: the run
        directories keep the default (one task per agent); in-memory runs (a sweep's) may batch.
        """
        return _wire(self._steps(batch=batch), self.protocol.name)

    def _steps(self, *, batch: bool) -> list[Step]:
        """Every node in order: set-up, retrieval and the step between rounds, then the round."""
        fixed = [
            Step("setup", nodes.setup_node(self.opening)),
            Step(
                "retrieve",
                nodes.retrieve_node(
                    self.retriever, self.agents, self.brief.case, self.scenario.protocol.passages
                ),
            ),
            Step("next_round", nodes.next_round_node()),
        ]
        steps = self.round_steps()
        if batch and self.batches:
            steps = [batched(s) if s.sends is not None else s for s in steps]
            if self.approver is None:  # nobody is asked: nothing can pause within a round
                steps = [fused(steps)]
        return [*fixed, *steps]

    @property
    def batches(self) -> bool:
        """Whether the per-agent steps can run as one node (:meth:`graph`'s ``batch``): every
        agent is analytic (no model to wait on, and nobody to ask)."""
        return all(not a.human and self._analytic(a.name) for a in self.agents)

    def invoke(self, *, batch: bool = True) -> dict[str, Any]:
        """Run the deliberation to the end in memory (no checkpoint) and return its final state,
        on a compiled graph of this shape shared by the process's runs (:func:`shared_graph`):
        compiling costs as much as a debate with analytic agents, and every run of a sweep
        over one design has the same shape."""
        steps = self._steps(batch=batch)
        graph = shared_graph(steps, self.protocol.name)
        config: Any = {"configurable": {PARTS: {s.name: s for s in steps}}}
        return dict(graph.invoke({}, config))


FIXED = ("setup", "retrieve", "next_round")
"""The nodes outside the round: set-up, retrieval, and the step between rounds."""

PARTS = "fairagents_steps"
"""The ``configurable`` key holding a run's steps for a :func:`shared_graph`."""


def _wire(steps: Sequence[Step], protocol: str) -> StateGraph[Any]:
    """The graph of ``steps`` (the fixed nodes, then one round's steps, in order)."""
    g: StateGraph[Any] = StateGraph(DeliberationState)
    fixed, round_steps = steps[: len(FIXED)], steps[len(FIXED) :]
    for step in fixed:
        g.add_node(step.name, step.node)
    g.add_edge(START, "setup")
    g.add_edge("setup", "retrieve")
    origins = ["retrieve", "next_round"]  # where a round starts
    taken = set(FIXED)
    for step in round_steps:
        if step.name in taken:
            raise ScenarioError(
                f"protocol {protocol!r}: its step {step.name!r} is named like "
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


def batched(step: Step) -> Step:
    """``step``, run once per agent, as one node: its router's views in order, each given to
    its node, their updates merged (each agent writes its own keys, so the merged update is
    what the parallel tasks' writes make).

    >>> from langgraph.types import Send
    >>> step = Step("ballot", lambda v: {"ballots": {v: v.upper()}},
    ...             sends=lambda s: [Send("ballot", a) for a in ("x", "y")])
    >>> batched(step).node({})
    {'ballots': {'x': 'X', 'y': 'Y'}}
    """
    node, sends = step.node, step.sends
    assert sends is not None

    def batch(state: DeliberationState) -> dict[str, Any]:
        merged: dict[str, Any] = {}
        for send in sends(state):
            for channel, records in node(send.arg).items():
                if channel in merged:
                    merged[channel] = {**merged[channel], **records}
                else:
                    merged[channel] = records
        return merged

    batch.__annotations__ = {"state": DeliberationState, "return": dict[str, Any]}
    return Step(step.name, batch)


ROUND = "deliberation_round"
"""The name of a :func:`fused` round's node."""


def _reduced() -> frozenset[str]:
    """The state's fields that merge their writes (those with a reducer); the others
    (``round``, ``stop``) take the last write."""
    hints = get_type_hints(DeliberationState, include_extras=True)
    return frozenset(k for k, t in hints.items() if get_origin(t) is Annotated)


REDUCED = _reduced()


def fused(steps: Sequence[Step]) -> Step:
    """The steps of a round (none fanning out: :func:`batched` first) as one node: each step
    reads the state the earlier steps' updates made (merged as the state's reducers merge
    them: every reducer of :class:`~fairagents.graph._state.DeliberationState` updates a
    dictionary), and the node returns their updates folded into one. Merging dictionaries is
    associative, so LangGraph applying the folded update leaves the state the steps, run one
    LangGraph step each, leave — what the in-memory runs of a sweep need, with one LangGraph
    step a round instead of one a step (each costs about 0.5 ms of LangGraph's machinery).

    >>> a = Step("a", lambda s: {"table": {"x": 1}, "stop": ""})
    >>> b = Step("b", lambda s: {"table": {"y": len(s["table"])}, "stop": "done"})
    >>> fused([a, b]).node({"table": {"w": 0}})
    {'table': {'x': 1, 'y': 2}, 'stop': 'done'}
    """
    parts = tuple(steps)
    assert all(s.sends is None for s in parts)

    def one_round(state: DeliberationState) -> dict[str, Any]:
        now: dict[str, Any] = dict(state)
        folded: dict[str, Any] = {}
        for step in parts:
            for channel, value in step.node(now).items():
                if channel in REDUCED:
                    now[channel] = {**(now.get(channel) or {}), **(value or {})}
                    folded[channel] = {**folded.get(channel, {}), **(value or {})}
                else:
                    now[channel] = folded[channel] = value
        return folded

    one_round.__annotations__ = {"state": DeliberationState, "return": dict[str, Any]}
    return Step(ROUND, one_round)


_SHARED_LOCK = threading.Lock()
_SHARED: dict[tuple[Any, ...], Any] = {}


def _code(fn: object) -> object:
    """What identifies a node's code (its annotations with it): the function's code object."""
    fn = getattr(fn, "__func__", fn)
    return getattr(fn, "__code__", type(fn))


def _hints(fn: Callable[..., Any]) -> dict[str, Any]:
    """The node's annotations as LangGraph reads them (its first parameter's, by name)."""
    plain = inspect.isfunction(fn) or inspect.ismethod(fn)
    target: Callable[..., Any] = fn if plain else type(fn).__call__.__get__(fn)
    try:
        hints = get_type_hints(target)
        first = next(iter(inspect.signature(target).parameters))
    except (TypeError, NameError, StopIteration):
        return {}
    return {"state": hints[first]} if first in hints else {}


def _dispatcher(step: Step) -> Step:
    """A step that calls the run's own step of that name, found in the invocation's config."""
    name = step.name

    def node(state: Any, config: RunnableConfig) -> Any:
        return config["configurable"][PARTS][name].node(state)

    node.__annotations__ = {**_hints(step.node), "config": RunnableConfig}
    if step.sends is None:
        return Step(name, cast(StateNode, node))

    def route(state: Any, config: RunnableConfig) -> Any:
        sends = config["configurable"][PARTS][name].sends
        assert sends is not None
        return sends(state)

    route.__annotations__ = {**_hints(step.sends), "config": RunnableConfig}
    return Step(name, cast(StateNode, node), cast(Any, route))


def shared_graph(steps: Sequence[Step], protocol: str) -> Any:
    """A compiled graph of the shape of ``steps``, built on the first run of that shape in this
    process and shared by every later one: each node and router calls the step of its name
    that the invocation's config holds under :data:`PARTS`, so runs of different scenarios
    share the wiring and never each other's parts. The shape is the steps' names, whether each
    fans out, and their code (which fixes the annotations LangGraph reads)."""
    shape = tuple(
        (s.name, _code(s.node), None if s.sends is None else _code(s.sends)) for s in steps
    )
    with _SHARED_LOCK:
        graph = _SHARED.get(shape)
        if graph is None:
            graph = _wire([_dispatcher(s) for s in steps], protocol).compile()
            _SHARED[shape] = graph
        return graph


def build_deliberation_graph(
    scenario: Scenario,
    *,
    model: ModelChoice = None,
    rule: str | Rule | None = None,
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
