"""The parts are public: a graph of another shape, built from the node factories next to nodes
and state fields of the user's own, with a custom termination rule and a rule swapped by name."""

from __future__ import annotations

import inspect
from typing import Annotated, Any

import pytest
from langgraph.graph import END, START, StateGraph

import fairagents.graph as parts_module
from fairagents.graph import (
    Deliberation,
    DeliberationState,
    MaxRounds,
    Termination,
    aggregate_node,
    ballot_node,
    build_deliberation_graph,
    decide_node,
    evaluate_node,
    fan_out,
    gather_node,
    merge,
    next_round_node,
    propose_node,
    retrieve_node,
    round_key,
    setup_node,
)
from fairagents.scenarios import load_scenario

from .conftest import EXAMPLES
from .test_deliberation import _Passages

TOURISM = load_scenario(EXAMPLES / "scenarios" / "tourism.yaml")
TRIAGE = load_scenario(EXAMPLES / "scenarios" / "triage.yaml")


class AuditedState(DeliberationState, total=False):
    audit: Annotated[dict[str, int], merge]


def audit(state: AuditedState) -> dict[str, Any]:
    """A node of the user's own: how many candidates the round's rule ranked."""
    outcome = state["outcomes"][round_key(state["round"])]
    return {"audit": {round_key(state["round"]): sum(len(g) for g in outcome.ranking)}}


class AuditedTwice(Termination):
    """A termination rule of the user's own, reading the user's own state field."""

    def reason(self, state: Any) -> str | None:
        return "audited twice" if len(state.get("audit") or {}) >= 2 else None


def test_a_graph_without_a_mediator_and_with_a_node_of_the_users_own() -> None:
    parts = Deliberation(TOURISM, rule="copeland", termination=MaxRounds(9) | AuditedTwice())
    g: StateGraph[Any] = StateGraph(AuditedState)
    g.add_node("setup", setup_node(parts.opening))
    g.add_node("ballot", ballot_node(parts.advocates))
    g.add_node("aggregate", aggregate_node(parts.rule))
    g.add_node("audit", audit)
    g.add_node("decide", decide_node(parts.termination))
    g.add_node("next_round", next_round_node())
    g.add_edge(START, "setup")
    for origin in ("setup", "next_round"):
        g.add_conditional_edges(origin, fan_out(parts.views, "ballot", "ballot"), ["ballot"])
    g.add_edge("ballot", "aggregate")
    g.add_edge("aggregate", "audit")
    g.add_edge("audit", "decide")
    g.add_conditional_edges("decide", lambda st: END if st["stop"] else "next_round")
    final = g.compile().invoke({})

    # The custom rule saw the custom field (the decide node is given the whole state).
    assert final["stop"] == "audited twice" and final["round"] == 1
    assert final["audit"] == {"000": 6, "001": 6}
    assert {o.rule for o in final["outcomes"].values()} == {"copeland"}
    assert not final.get("mediations") and not final.get("evaluations")
    assert len(final["ballots"]) == 2 * len(TOURISM.agents)


def test_one_generate_round_with_retrieval_matches_the_built_in_graph() -> None:
    """The same parts wired by hand into one round give the built-in graph's first round."""
    parts = Deliberation(TRIAGE, retriever=_Passages())
    case, k = parts.brief.case, parts.scenario.protocol.passages
    g: StateGraph[Any] = StateGraph(DeliberationState)
    g.add_node("setup", setup_node(parts.opening))
    g.add_node("retrieve", retrieve_node(parts.retriever, parts.agents, case, k))
    g.add_node("propose", propose_node(parts.advocates))
    g.add_node("gather", gather_node(parts.agents, parts.problem))
    g.add_node("ballot", ballot_node(parts.advocates))
    g.add_node("aggregate", aggregate_node(parts.rule))
    g.add_node("evaluate", evaluate_node(parts.judge, parts.names, parts.rule))
    g.add_edge(START, "setup")
    g.add_edge("setup", "retrieve")
    g.add_conditional_edges("retrieve", fan_out(parts.views, "propose", "propose"), ["propose"])
    g.add_edge("propose", "gather")
    g.add_conditional_edges("gather", fan_out(parts.views, "ballot", "ballot"), ["ballot"])
    g.add_edge("ballot", "aggregate")
    g.add_edge("aggregate", "evaluate")
    g.add_edge("evaluate", END)
    mine = g.compile().invoke({})
    built_in = build_deliberation_graph(TRIAGE, retriever=_Passages()).compile().invoke({})
    assert mine["passages"]["rawlsian"] == built_in["passages"]["rawlsian"]
    assert mine["proposals"] == {k: v for k, v in built_in["proposals"].items() if k[:3] == "000"}
    assert mine["outcomes"]["000"] == built_in["outcomes"]["000"]
    assert mine["evaluations"]["000"] == built_in["evaluations"]["000"]


@pytest.mark.parametrize("name", parts_module.__all__)
def test_every_public_part_says_what_it_is(name: str) -> None:
    doc = inspect.getdoc(getattr(parts_module, name))
    assert doc and len(doc) > 20, name
