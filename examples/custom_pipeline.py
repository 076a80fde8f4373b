"""A deliberation pipeline of your own, built from fairagents' parts in a plain LangGraph graph.

Four stakeholder agents — tourists, residents, local businesses, the environment — rank day
plans for a harbour town (the shipped ``tourism`` scenario), a mediator steers, and Copeland
decides instead of the scenario's Schulze (a rule swapped by name). Two parts are the user's
own: a **budget check** node (the group pays at most 50 a head, so a winner over budget gives
way to the best-ranked plan within it) and a **termination rule** (the affordable plan held for
two rounds), combined with the built-in ones by ``&`` and ``|``: stop after six rounds, or once
the affordable plan is settled and every agent puts the same plan first.

    setup → [ballot × 4] → aggregate → budget_check → evaluate → mediate → decide → …

Run it: python examples/custom_pipeline.py            (offline: analytic agents)
"""

from __future__ import annotations

from typing import Annotated, Any, NamedTuple

from langgraph.graph import END, START, StateGraph

from fairagents.graph import (
    Consensus,
    Deliberation,
    DeliberationState,
    MaxRounds,
    Termination,
    aggregate_node,
    ballot_node,
    decide_node,
    emit,
    evaluate_node,
    fan_out,
    mediate_node,
    merge,
    next_round_node,
    round_key,
    setup_node,
)
from fairagents.resources import shipped_scenario
from fairagents.scenarios import load_scenario

PRICE = {  # per visitor, in euros: not part of the scenario, only of this pipeline
    "old_town": 45,
    "island_hike": 30,
    "market_food": 60,
    "beach_club": 85,
    "e_bike_villages": 55,
    "festival_night": 40,
}
BUDGET = 50


class BudgetCheck(NamedTuple):
    """One round's verdict: the rule's winner, its price, and the plan the group can afford."""

    winner: str
    price: int
    affordable: str


class PipelineState(DeliberationState, total=False):
    """The deliberation state plus this pipeline's own field (a reducer: one entry per round)."""

    budget: Annotated[dict[str, BudgetCheck], merge]


def budget_check(state: PipelineState) -> dict[str, Any]:
    """The user's own node: the best-ranked plan within budget, from the rule's social order."""
    outcome = state["outcomes"][round_key(state["round"])]
    ranked = [alt for group in outcome.ranking for alt in sorted(group)]
    affordable = next((alt for alt in ranked if PRICE[alt] <= BUDGET), ranked[0])
    check = BudgetCheck(outcome.choice, PRICE[outcome.choice], affordable)
    emit("budget", agent="budget_check", round=state["round"], **check._asdict())
    return {"budget": {round_key(state["round"]): check}}


class AffordableSettled(Termination):
    """The user's own termination rule: the affordable plan is the same two rounds running."""

    def reason(self, state: Any) -> str | None:
        round_ = state.get("round", 0)
        checks = state.get("budget") or {}
        now, before = checks.get(round_key(round_)), checks.get(round_key(round_ - 1))
        if now is None or before is None or now.affordable != before.affordable:
            return None
        return f"{now.affordable} is the affordable plan two rounds running"


def build() -> StateGraph[Any]:
    scenario = load_scenario(shipped_scenario("tourism"))
    stop = MaxRounds(6) | (AffordableSettled() & Consensus())
    parts = Deliberation(scenario, rule="copeland", termination=stop)  # swapped by name
    g: StateGraph[Any] = StateGraph(PipelineState)
    g.add_node("setup", setup_node(parts.opening))
    g.add_node("ballot", ballot_node(parts.advocates))
    g.add_node("aggregate", aggregate_node(parts.rule))
    g.add_node("budget_check", budget_check)
    g.add_node("evaluate", evaluate_node(parts.judge, parts.names, parts.rule))
    g.add_node("mediate", mediate_node(parts.mediator))
    g.add_node("decide", decide_node(parts.termination))
    g.add_node("next_round", next_round_node())
    g.add_edge(START, "setup")
    for origin in ("setup", "next_round"):
        g.add_conditional_edges(origin, fan_out(parts.views, "ballot", "ballot"), ["ballot"])
    g.add_edge("ballot", "aggregate")
    g.add_edge("aggregate", "budget_check")
    g.add_edge("budget_check", "evaluate")
    g.add_edge("evaluate", "mediate")
    g.add_edge("mediate", "decide")
    g.add_conditional_edges("decide", lambda st: END if st["stop"] else "next_round")
    return g


def main() -> None:
    final = build().compile().invoke({})
    for rk, check in sorted(final["budget"].items()):
        tops = {
            agent: cast.top[0]
            for k, cast in final["ballots"].items()
            if k.startswith(rk + "/")
            for agent in [cast.agent]
        }
        fits = "fits" if check.price <= BUDGET else f"over budget, so {check.affordable}"
        print(f"round {int(rk) + 1}: copeland picks {check.winner} ({check.price} a head: {fits})")
        print(f"  first choices: {', '.join(f'{a} {t}' for a, t in sorted(tops.items()))}")
    last = final["evaluations"][max(final["evaluations"])]
    met = [name for name, ok in last.joint.criteria.items() if ok]
    affordable = final["budget"][max(final["budget"])].affordable
    print(f"stopped: {final['stop']}")
    print(f"the rule's decision {last.outcome.choice} meets: {', '.join(met) or 'none'}")
    print(f"within budget the group goes with: {affordable}")


if __name__ == "__main__":
    main()
