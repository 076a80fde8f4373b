"""How a round decides: the rule's vote, or a protocol under which the agents agree.

A scenario's ``protocol.decision`` picks one (``vote`` is the default and today's behaviour):

- **vote** — the rule over the round's ballots decides every round; the run ends by its stop
  conditions (the round limit, ``stop_when``, the token budget).
- **agreement** — unanimity: the run ends as soon as every agent accepts one candidate. Each
  round the agents are put the rule's provisional choice and answer with every candidate they
  accept; among the candidates all accept, the one of the largest Nash product of the scores
  they stated is agreed (then the least score, then the sum; a tie left after that is split by
  a seeded draw, recorded as a lottery).
- **single_text** — the mediator's single negotiating text (Fisher's procedure at Camp David,
  Raiffa 1982, *The Art and Science of Negotiation*): the mediator drafts one candidate, each
  agent accepts it or objects and states its scores of every candidate, and the mediator revises
  the draft toward the objections — the candidate of the largest Nash product of the stated
  scores (Nash 1950) — until all accept it, or all ask for the same candidate instead
  (:meth:`~fairagents.agents.Mediator.draft`).
- **concession** — alternating offers with monotonic concession: each agent holds an offer (its
  best at first); every round the agents with the least to lose by conflict concede by Zeuthen's
  risk criterion (Zeuthen 1930; Harsanyi 1956), which climbs the Nash product of the stated
  scores; an offer is accepted by an agent whose stated score of it is at least that of its own
  offer, and the run ends when one offer is accepted by all
  (:func:`~fairagents.agents.objectives.zeuthen_step`).

In the three bargaining protocols the rule still runs every round: its choice is the round's
provisional joint outcome (``how="open"``) and, after the last round without agreement, the
decision (``how="fallback"``). The run records which happened in the state's ``decisions``
(:class:`~fairagents.agents.RoundDecision`), and the joint outcome evaluated each round is the
decision's candidate. In ``generate`` mode the mediator also puts the centre of the round's
proposals on the table before the ballots — candidates nobody proposed — so a compromise is
possible; whether it happens is the agents' doing.

How analytic agents accept and concede is :mod:`fairagents.agents.objectives` (aspiration
``(1 − c)^r`` over their own normalised objective; ``concession: 0`` never moves); LLM agents
answer through :mod:`fairagents.llm.responses`. People cannot take part yet.

One round of a bargaining protocol, in ``generate`` mode::

    propose → gather → draft → ballot → aggregate → respond (one task per agent) → settle
      → evaluate → mediate → decide

(``menu`` mode skips the proposals.) Every step's records are in the state, so a run resumes
from its checkpoint with nothing lost or repeated.

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from langgraph.types import Send

from fairagents.agents.advocate import Participant
from fairagents.agents.mediator import Mediator
from fairagents.agents.objectives import ACCEPT_TOLERANCE, nash_choice
from fairagents.agents.records import Response, ResponseView, RoundDecision
from fairagents.agents.table import table_order
from fairagents.graph.nodes import StateNode, emit
from fairagents.graph.round_choice import lottery_decided
from fairagents.graph.state import DeliberationState, key, round_key, this_round
from fairagents.graph.views import shuffle_seed
from fairagents.models import Outcome
from fairagents.scenarios import AgentSpec, Scenario

__all__ = [
    "BARGAINING",
    "acceptances",
    "agreed",
    "draft_node",
    "respond_fan_out",
    "respond_node",
    "response_view",
    "settle_node",
]

BARGAINING = ("agreement", "single_text", "concession")
"""The protocols under which agents agree (every ``protocol.decision`` but ``vote``)."""

State = DeliberationState
Update = dict[str, Any]


class ResponseNode(Protocol):
    """A node run once per agent on the response view :func:`respond_fan_out` sent it."""

    def __call__(self, state: ResponseView) -> Update: ...


def draft_node(mediator: Mediator) -> StateNode:
    """The mediator's draft before the round's ballots (see the module docstring)."""

    def draft(state: State) -> Update:
        round_ = state["round"]
        table = {c.id: c for c in sorted(state["table"].values(), key=table_order)}
        previous = list(this_round(state.get("responses"), round_ - 1).values())
        proposals = list(this_round(state.get("proposals"), round_).values())
        record, added = mediator.draft(round_, table, proposals, previous)
        return {"drafts": {round_key(round_): record}, "table": added}

    return draft


def _offer(scenario: Scenario, state: Mapping[str, Any], round: int) -> str | None:
    """The candidate put to every agent this round."""
    decision = scenario.protocol.decision
    if decision == "single_text":
        draft = (state.get("drafts") or {}).get(round_key(round))
        return None if draft is None else draft.offer
    if decision == "agreement":
        return str(state["outcomes"][round_key(round)].choice)
    # concession: the standing offer of the largest Nash product of the stated scores
    previous = list(this_round(state.get("responses"), round - 1).values())
    offers = _offers(previous)
    if not offers:
        return None
    scores = {r.agent: r.scores for r in previous}
    best, _ = nash_choice(
        list(dict.fromkeys(offers.values())), scores, f"{scenario.seed}:offer:{round}"
    )
    return best


def response_view(state: Mapping[str, Any], scenario: Scenario, agent: AgentSpec) -> ResponseView:
    """What ``agent`` is shown to respond to this round's offer (see
    :class:`~fairagents.agents.ResponseView`)."""
    round_ = int(state.get("round", 0))
    table = sorted(
        (c for c in (state.get("table") or {}).values() if c.round <= round_), key=table_order
    )
    if scenario.protocol.shuffle:
        random.Random(shuffle_seed(scenario.seed, round_, agent.name, "respond")).shuffle(table)
    previous = this_round(state.get("responses"), round_ - 1)
    mediation = (state.get("mediations") or {}).get(round_key(round_ - 1))
    seen = mediation is not None and scenario.protocol.visibility != "none"
    return ResponseView(
        agent=agent.name,
        round=round_,
        protocol=scenario.protocol.decision,
        offer=_offer(scenario, state, round_),
        table=tuple(table),
        previous=tuple(previous[name] for name in sorted(previous)),
        passages=tuple((state.get("passages") or {}).get(agent.name, ())),
        summary=mediation.summary if seen and mediation is not None else "",
        rounds_left=max(scenario.protocol.rounds - 1 - round_, 0),
    )


def respond_fan_out(scenario: Scenario, node: str) -> Callable[[State], list[Send]]:
    """The router sending each agent its response view to ``node``."""

    def route(state: State) -> list[Send]:
        return [Send(node, response_view(state, scenario, a)) for a in scenario.agents]

    return route


def respond_node(advocates: Mapping[str, Participant]) -> ResponseNode:
    """One agent's response to the round's offer."""

    def respond(state: ResponseView) -> Update:
        view = state  # LangGraph passes the Send outcome as ``state``
        response = advocates[view.agent].respond(view)
        emit(
            "response",
            agent=view.agent,
            round=view.round,
            offer=view.offer,
            verdict=response.verdict,
            counter=response.counter,
            failure=response.failure,
        )
        return {"responses": {key(view.round, view.agent): response}}

    return respond


def _offers(responses: Sequence[Response]) -> dict[str, str]:
    """Each agent's offer: the candidate it counters with, or the offer it accepted."""
    out: dict[str, str] = {}
    for r in responses:
        held = r.counter or (r.offer if r.verdict == "accept" else None)
        if held is not None:
            out[r.agent] = held
    return out


def acceptances(
    decision: str, responses: Mapping[str, Response], candidates: Sequence[str]
) -> dict[str, set[str]]:
    """Agent → the candidates it accepts this round.

    In ``agreement`` and ``single_text``, what it said it accepts. In ``concession``, by
    Zeuthen's acceptance rule: its own offer, what it listed, and every agent's offer it scored
    at least as high as its own.
    """
    out = {a: set(r.accepts) & set(candidates) for a, r in responses.items() if not r.failure}
    out.update({a: set() for a, r in responses.items() if r.failure})
    if decision != "concession":
        return out
    offers = _offers([r for r in responses.values() if not r.failure])
    for agent, own in offers.items():
        r = responses[agent]
        mine = r.scores.get(own)
        out[agent].add(own)
        if mine is None:
            continue
        for other in offers.values():
            score = r.scores.get(other)
            if score is not None and score >= mine - ACCEPT_TOLERANCE:
                out[agent].add(other)
    return out


def agreed(
    scenario: Scenario, round: int, responses: Mapping[str, Response], candidates: Sequence[str]
) -> tuple[str | None, bool]:
    """The candidate every agent accepts this round (the largest Nash product of the stated
    scores among them; a remaining tie by a seeded draw), and whether a draw decided."""
    accepted = acceptances(scenario.protocol.decision, responses, candidates)
    if not accepted or len(accepted) < len(scenario.agents):
        return None, False
    common = [c for c in candidates if all(c in s for s in accepted.values())]
    scores = {a: r.scores for a, r in responses.items()}
    return nash_choice(common, scores, f"{scenario.seed}:agreed:{round}")


def settle_node(scenario: Scenario) -> StateNode:
    """The round's decision: an agreement, or the rule's provisional choice (``open``)."""

    def settle(state: State) -> Update:
        round_ = state["round"]
        outcome: Outcome = state["outcomes"][round_key(round_)]
        responses = this_round(state.get("responses"), round_)
        candidates = [
            c.id for c in sorted(state["table"].values(), key=table_order) if c.round <= round_
        ]
        view_offer = next((r.offer for r in responses.values()), None)
        candidate, drawn = agreed(scenario, round_, responses, candidates)
        if candidate is not None:
            decision = RoundDecision(
                round=round_,
                protocol=scenario.protocol.decision,
                how="agreement",
                candidate=candidate,
                lottery=drawn,
                accepted_by=tuple(a.name for a in scenario.agents),
                offer=view_offer,
            )
        else:
            accepted = acceptances(scenario.protocol.decision, responses, candidates)
            decision = RoundDecision(
                round=round_,
                protocol=scenario.protocol.decision,
                how="open",
                candidate=outcome.choice,
                lottery=lottery_decided(outcome),
                accepted_by=tuple(
                    a.name for a in scenario.agents if outcome.choice in accepted.get(a.name, ())
                ),
                offer=view_offer,
            )
        emit(
            "settled",
            agent="mediator",
            round=round_,
            how=decision.how,
            candidate=decision.candidate,
            accepted_by=list(decision.accepted_by),
        )
        return {"decisions": {round_key(round_): decision}}

    return settle
