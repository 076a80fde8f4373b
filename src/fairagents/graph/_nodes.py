"""Node factories of the deliberation graph: each returns a plain function for a ``StateGraph``.

Nodes take the state (or, for the parallel agent nodes, an agent's
:class:`~fairagents.agents._records.AgentView` sent by :func:`fan_out`) and return only the entries
they add; the state's reducers merge them. Each node emits ``custom`` stream events tagged with
the agent and round that produced them (``graph.stream(..., stream_mode=["updates", "custom"])``).

- :func:`setup_node` — round 0; in ``menu`` mode the problem's exact menu is the table;
- :func:`retrieve_node` — each agent with a framework retrieves passages from its corpus;
- :func:`fan_out` — one ``Send`` per agent with the view the visibility rule allows;
- :func:`propose_node`, :func:`ballot_node` — an agent's proposal or ballot;
- :func:`gather_node` — the round's proposals join the table;
- :func:`aggregate_node` — the rule over the round's ballots (seeded random tie-break);
- :func:`evaluate_node` — the fairness of each agent's own proposal and of the joint outcome;
- :func:`mediate_node` — the mediator's summary and compromise;
- :func:`approver_node` — a human approver accepts the round's decision or sends it on;
- :func:`decide_node` — the termination condition; :func:`next_round_node` — round + 1.

Each factory takes the parts it uses (the rule, the judge, the views, the agents), which
:class:`~fairagents.graph.Deliberation` resolves from the scenario once. The nodes a decision
protocol adds (the bargaining protocols' draft, responses and settlement) are its own
(:mod:`fairagents.graph.protocols`).

They are public: wire them into a ``StateGraph`` of your own next to your own nodes (the tutorial
docs/tutorials/compose-pipeline.md and ``examples/custom_pipeline.py`` show one). The parts they
take — advocates, the mediator, the rule, the fairness judge, the views — are built by
:class:`~fairagents.graph.Deliberation`. A person (a scenario's ``human`` agent or ``approver``)
is asked through LangGraph's ``interrupt``, so a graph with people needs a checkpointer.

>>> from langgraph.graph import END, START, StateGraph
>>> from fairagents.graph import Deliberation, DeliberationState
>>> from fairagents.scenarios import load_scenario
>>> parts = Deliberation(load_scenario("examples/scenarios/tourism.yaml"), rule="copeland")
>>> g = (
...     StateGraph(DeliberationState)
...     .add_node("setup", setup_node(parts.opening))
...     .add_node("ballot", ballot_node(parts.advocates))
...     .add_node("aggregate", aggregate_node(parts.rule))
...     .add_edge(START, "setup")
...     .add_conditional_edges("setup", fan_out(parts.views, "ballot", "ballot"), ["ballot"])
...     .add_edge("ballot", "aggregate")
...     .add_edge("aggregate", END)
... )
>>> g.compile().invoke({})["outcomes"]["000"].choice  # one round, no mediator, Copeland
'e_bike_villages'

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from langgraph.config import get_stream_writer
from langgraph.types import Send

from fairagents.agents._advocate import Participant
from fairagents.agents._candidates import add_to_table, menu_candidates, table_order
from fairagents.agents._human import HumanApprover
from fairagents.agents._mediator import Mediator
from fairagents.agents._records import (
    JOINT,
    AgentView,
    Assessment,
    Phase,
    RoundDecision,
    RoundEvaluation,
)
from fairagents.fairness import FairnessJudge
from fairagents.graph._round_choice import RoundRule, round_profile
from fairagents.graph._state import DeliberationState, key, round_key, this_round
from fairagents.graph._termination import Termination
from fairagents.graph._views import Views
from fairagents.models import Outcome, Passage, PassageRetriever
from fairagents.problems import Menu, Problem, outcome_key
from fairagents.scenarios import AgentSpec

__all__ = [
    "aggregate_node",
    "approver_node",
    "ballot_node",
    "decide_node",
    "emit",
    "evaluate_node",
    "fan_out",
    "gather_node",
    "mediate_node",
    "next_round_node",
    "propose_node",
    "retrieve_node",
    "setup_node",
]

State = DeliberationState
FullState = Mapping[str, Any]
"""What the termination nodes read: the whole state, fields of your own included (a node
annotated with :class:`DeliberationState` would be given only its fields)."""
Update = dict[str, Any]
RoundDecider = Callable[[FullState, Outcome], RoundDecision | None]
"""How the round's decision follows from the rule's outcome (a protocol's ``decide``)."""


class StateNode(Protocol):
    """A node over the whole state (LangGraph passes it as ``state``)."""

    def __call__(self, state: Any) -> Update: ...


class AgentNode(Protocol):
    """A node run once per agent on the view :func:`fan_out` sent it (passed as ``state``)."""

    def __call__(self, state: AgentView) -> Update: ...


def emit(event: str, **fields: Any) -> None:
    """Send a ``custom`` stream event (a no-op outside a running graph)."""
    try:
        writer = get_stream_writer()
    except RuntimeError:
        return
    writer({"event": event, **fields})


def setup_node(opening: Callable[[], Menu | None]) -> StateNode:
    """Round 0; in ``menu`` mode the table starts as the scenario's menu (``opening``: e.g.
    :meth:`Deliberation.opening <fairagents.graph.Deliberation.opening>` — the exact menu, or
    the distributive paper's — or ``None`` in ``generate`` mode)."""

    def setup(state: State) -> Update:
        update: Update = {"round": 0, "stop": ""}
        menu = opening()
        if menu is not None:
            update["table"] = {c.id: c for c in menu_candidates(menu)}
        emit("setup", agent="system", round=0, mode="generate" if menu is None else "menu")
        return update

    return setup


def retrieve_node(
    retriever: PassageRetriever | None, agents: Sequence[AgentSpec], query: str, k: int
) -> StateNode:
    """Each agent with a framework retrieves ``k`` passages for ``query`` (the case text).

    ``retriever``: a :class:`~fairagents.models.PassageRetriever` (e.g.
    :class:`fairagents.graph.runner.LazyRetriever`); without one, agents argue without passages.
    """

    def retrieve(state: State) -> Update:
        found: dict[str, tuple[Passage, ...]] = {}
        for agent in agents:
            if retriever is None or agent.framework is None or k == 0:
                continue
            passages = tuple(retriever.retrieve(query, framework=agent.framework, k=k))
            found[agent.name] = passages
            emit("retrieve", agent=agent.name, round=0, passages=[p.id for p in passages])
        return {"passages": found}

    return retrieve


def fan_out(views: Views, phase: Phase, node: str) -> Callable[[State], list[Send]]:
    """The router sending each agent its view of the current round to ``node`` (the views
    built together: what they share is read from the state once a round, not once an agent)."""

    def route(state: State) -> list[Send]:
        return [Send(node, view) for view in views.agent_views(state, phase)]

    return route


def propose_node(advocates: Mapping[str, Participant]) -> AgentNode:
    """One agent's proposal (``generate`` mode)."""

    def propose(state: AgentView) -> Update:
        view = state  # LangGraph passes the Send outcome as ``state``
        emit("thinking", agent=view.agent, round=view.round, phase="propose")
        proposal = advocates[view.agent].propose(view)
        emit(
            "proposal",
            agent=view.agent,
            round=view.round,
            argument=proposal.argument,
            tokens=proposal.usage.tokens,
        )
        return {"proposals": {key(view.round, view.agent): proposal}}

    return propose


def gather_node(agents: Sequence[AgentSpec], problem: Problem) -> StateNode:
    """The round's proposals join the table (in agent order); each learns its candidate id."""

    def gather(state: State) -> Update:
        round_ = state["round"]
        current = this_round(state.get("proposals"), round_)
        ordered = [current[a.name] for a in agents if a.name in current]
        changed, ids = add_to_table(
            state.get("table") or {},
            problem,
            [(p.outcome, p.agent) for p in ordered],
            round=round_,
        )
        updated = {
            key(round_, p.agent): p.model_copy(update={"candidate": ids[outcome_key(p.outcome)]})
            for p in ordered
        }
        for p in updated.values():
            emit("proposed", agent=p.agent, round=round_, candidate=p.candidate)
        return {"table": changed, "proposals": updated}

    return gather


def ballot_node(advocates: Mapping[str, Participant]) -> AgentNode:
    """One agent's ballot over the table."""

    def ballot(state: AgentView) -> Update:
        view = state  # LangGraph passes the Send outcome as ``state``
        emit("thinking", agent=view.agent, round=view.round, phase="ballot")
        cast = advocates[view.agent].ballot(view)
        emit(
            "ballot",
            agent=view.agent,
            round=view.round,
            top=list(cast.top),
            argument=cast.ballot.argument,
            tokens=cast.usage.tokens,
        )
        return {"ballots": {key(view.round, view.agent): cast}}

    return ballot


def aggregate_node(rule: RoundRule, decide: RoundDecider | None = None) -> StateNode:
    """The rule over the round's ballots: the round's joint outcome, and — when ``decide`` (a
    protocol's :meth:`~fairagents.graph.protocols.DecisionProtocol.decide`) says so — the
    round's decision."""

    def aggregate(state: FullState) -> Update:
        round_ = state["round"]
        outcome = rule.for_round(round_)(round_profile(state, round_))
        slate = None if outcome.committee is None else list(outcome.committee.members)
        emit(
            "outcome",
            agent="rule",
            round=round_,
            choice=outcome.choice,
            rule=outcome.rule,
            **({} if slate is None else {"slate": slate}),
        )
        update: Update = {"outcomes": {round_key(round_): outcome}}
        decision = None if decide is None else decide(state, outcome)
        if decision is not None:
            update["decisions"] = {round_key(round_): decision}
        return update

    return aggregate


def evaluate_node(judge: FairnessJudge, agents: Sequence[str], rule: RoundRule) -> StateNode:
    """A fairness report for every agent's own proposal and for the joint outcome (judged by
    ``judge``; an agent's own pick or slate in ``menu`` mode drawn as ``rule`` draws it)."""

    def evaluate_round(state: State) -> Update:
        round_ = state["round"]
        table = state["table"]
        outcome: Outcome = state["outcomes"][round_key(round_)]
        assessed: dict[str, Assessment] = {}
        proposals = this_round(state.get("proposals"), round_)
        ballots = this_round(state.get("ballots"), round_)
        if rule.slate_size is not None:
            assert outcome.committee is not None
            for a in agents:
                if a in ballots and (ranking := ballots[a].ballot.ranking) is not None:
                    slate = rule.own_slate(round_, a, ranking)
                    assessed[a] = Assessment.judged_slate(a, [table[c] for c in slate], judge)
            members = [table[c] for c in outcome.committee.members]
            joint = Assessment.judged_slate(JOINT, members, judge)
            return {
                "evaluations": {round_key(round_): _evaluated(round_, outcome, joint, assessed)}
            }
        for a in agents:
            if a in proposals:
                own = proposals[a].candidate
            elif a in ballots:
                own = rule.own_pick(round_, a, ballots[a].top)
            else:
                continue
            assessed[a] = Assessment.judged(a, table[own], judge)
        decision = (state.get("decisions") or {}).get(round_key(round_))
        chosen = outcome.choice if decision is None else decision.candidate
        joint = Assessment.judged(JOINT, table[chosen], judge)
        return {"evaluations": {round_key(round_): _evaluated(round_, outcome, joint, assessed)}}

    return evaluate_round


def _evaluated(
    round_: int, outcome: Outcome, joint: Assessment, agents: dict[str, Assessment]
) -> RoundEvaluation:
    """The round's evaluation, announced as a stream event."""
    emit("evaluation", agent="evaluator", round=round_, joint=dict(joint.criteria))
    return RoundEvaluation(round=round_, outcome=outcome, joint=joint, agents=agents)


def mediate_node(mediator: Mediator) -> StateNode:
    """The mediator's summary and compromise (added candidates join the next round)."""

    def mediate(state: State) -> Update:
        round_ = state["round"]
        table = {c.id: c for c in sorted(state["table"].values(), key=table_order)}
        mediation, added = mediator.mediate(
            round_,
            table,
            list(this_round(state.get("ballots"), round_).values()),
            list(this_round(state.get("proposals"), round_).values()),
            state["outcomes"][round_key(round_)],
        )
        emit(
            "mediation",
            agent="mediator",
            round=round_,
            summary=mediation.summary,
            compromise=list(mediation.compromise),
        )
        return {"mediations": {round_key(round_): mediation}, "table": added}

    return mediate


def approver_node(approver: HumanApprover, unless: Termination | None = None) -> StateNode:
    """A person accepts the round's decision or sends the debate on (LangGraph ``interrupt``).

    Not asked when ``unless`` already ends the run (the round limit, say): there would be no
    debate to send on. Pair it with :class:`~fairagents.graph._termination.Approved` in the
    termination condition, which stops the run when the approver accepted.
    """

    def approve(state: FullState) -> Update:
        round_ = state["round"]
        if unless is not None and unless.reason(state):
            return {}
        emit("waiting", agent=approver.name, round=round_, phase="approval")
        approval = approver.approve(
            round_,
            state["table"],
            state["outcomes"][round_key(round_)],
            state["mediations"][round_key(round_)],
        )
        emit(
            "approval",
            agent=approver.name,
            round=round_,
            accepted=approval.accepted,
            note=approval.note,
        )
        return {"approvals": {round_key(round_): approval}}

    return approve


def decide_node(termination: Termination) -> StateNode:
    """Whether to stop: the termination condition's reason, or ``""`` to go on.

    A bargaining round still open when the run stops is decided by the rule: its decision
    becomes the ``fallback`` (same candidate: the rule's choice, already evaluated).
    """

    def decide(state: FullState) -> Update:
        reason = termination.reason(state) or ""
        emit("decision", agent="mediator", round=state["round"], stop=reason)
        update: Update = {"stop": reason}
        rk = round_key(state["round"])
        decision = (state.get("decisions") or {}).get(rk)
        if reason and decision is not None and decision.how == "open":
            update["decisions"] = {rk: decision.model_copy(update={"how": "fallback"})}
            update["stop"] = f"{reason}; no agreement: the rule decides"
        return update

    return decide


def next_round_node() -> StateNode:
    """The step between rounds: round + 1 (the routers then send agents their new views)."""

    def next_round(state: State) -> Update:
        return {"round": state["round"] + 1}

    return next_round
