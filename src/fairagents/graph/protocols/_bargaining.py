"""The protocols under which agents agree: agreement, single negotiating text, concession.

- **agreement** — unanimity: the run ends as soon as every agent accepts one candidate. Each
  round the agents are put the rule's provisional choice and answer with every candidate they
  accept; among the candidates all accept, the one of the largest Nash product of the scores
  they stated is agreed (then the least score, then the sum; a tie left after that is split by
  a seeded draw, recorded as a lottery).
- **single_text** — the mediator's single negotiating text (Fisher's procedure at Camp David,
  Raiffa 1982, *The Art and Science of Negotiation*): the mediator drafts one candidate, each
  agent accepts it or objects and states its scores of every candidate, and the draft is revised
  toward the objections — the candidate of the largest Nash product of the stated scores (Nash
  1950) — until all accept it, or all ask for the same candidate instead.
- **concession** — alternating offers with monotonic concession: each agent holds an offer (its
  best at first); every round the agents with the least to lose by conflict concede by Zeuthen's
  risk criterion (Zeuthen 1930; Harsanyi 1956), which climbs the Nash product of the stated
  scores; an offer is accepted by an agent whose stated score of it is at least that of its own
  offer, and the run ends when one offer is accepted by all
  (:func:`~fairagents.agents._objectives.zeuthen_step`).

In all three the rule still runs every round: its choice is the round's provisional joint
outcome (``how="open"``) and, after the last round without agreement, the decision
(``how="fallback"``). In ``generate`` mode the mediator also puts the centre of the round's
proposals on the table before the ballots — candidates nobody proposed — so a compromise is
possible; whether it happens is the agents' doing. One round, in ``generate`` mode::

    propose → gather → draft → ballot → aggregate → respond (one task per agent) → settle
      → evaluate → mediate → decide

(``menu`` mode skips the proposals.) How analytic agents accept and concede is each protocol's
:attr:`Bargaining.answer` (:mod:`fairagents.agents._objectives`: aspiration ``(1 − c)^r`` over
their own normalised objective; ``concession: 0`` never moves); LLM agents are shown the
protocol's :meth:`~Bargaining.instructions` and answer through :mod:`fairagents.llm._responses`.
People cannot take part yet.

Internal to :mod:`fairagents.graph.protocols`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from langgraph.types import Send

from fairagents.agents._advocate import Participant
from fairagents.agents._candidates import Candidate, table_order
from fairagents.agents._objectives import (
    ACCEPT_TOLERANCE,
    AnalyticAnswer,
    Answer,
    Position,
    accept_above_aspiration,
    accept_the_text,
    concede_by_zeuthen,
    nash_choice,
)
from fairagents.agents._prompting import prompt
from fairagents.agents._records import Draft, Response, ResponseView, RoundDecision
from fairagents.graph._nodes import StateNode, emit
from fairagents.graph._round_choice import lottery_decided
from fairagents.graph._state import key, round_key, this_round
from fairagents.graph.protocols._base import DecisionProtocol, Step
from fairagents.models import Outcome

if TYPE_CHECKING:
    from fairagents.graph._builder import Deliberation

__all__ = ["Agreement", "Bargaining", "Concession", "SingleText", "respond_node"]

Update = dict[str, Any]


def respond_node(advocates: Mapping[str, Participant], answer: AnalyticAnswer) -> StateNode:
    """One agent's response to the round's offer (analytic agents answer by ``answer``)."""

    def respond(state: ResponseView) -> Update:
        view = state  # LangGraph passes the Send payload as ``state``
        response = advocates[view.agent].respond(view, answer)
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


def _on_table(state: Mapping[str, Any], round_: int) -> list[Candidate]:
    return sorted(
        (c for c in (state.get("table") or {}).values() if c.round <= round_), key=table_order
    )


class Bargaining(DecisionProtocol):
    """A protocol under which agents agree: each round the mediator may draft, the agents
    respond to one offer, and the round settles on an agreement or stays open (see the module
    docstring). Subclasses say what is offered and how analytic agents answer."""

    agrees = True
    decides_slates = False
    admits_people = False
    respond_step = "respond"
    """The name of the step in which the agents respond to the offer."""

    @abstractmethod
    def answer(self, position: Position) -> Answer:
        """How an analytic agent answers the offer (one of :mod:`fairagents.agents._objectives`'
        rules, or your own)."""

    @abstractmethod
    def offer(self, state: Mapping[str, Any], round: int) -> str | None:
        """The candidate put to every agent this round (``None``: nothing yet)."""

    def instructions(self, offer: str | None) -> str:
        """The protocol's rules as an LLM agent reads them (template ``protocol_<name>``)."""
        return prompt(f"protocol_{self.name}", offer=offer or "none yet")

    def draft_offer(
        self, state: Mapping[str, Any], round: int, table: Sequence[str], built: Sequence[str]
    ) -> tuple[str | None, str]:
        """The mediator's text for this round and how it was found (``None``: no text)."""
        return None, ""

    def acceptances(
        self, responses: Mapping[str, Response], candidates: Sequence[str]
    ) -> dict[str, set[str]]:
        """Agent → the candidates it accepts this round: what it said it accepts (nothing, when
        its reply failed)."""
        return {
            a: set() if r.failure else set(r.accepts) & set(candidates)
            for a, r in responses.items()
        }

    def agreed(
        self,
        round: int,
        responses: Mapping[str, Response],
        candidates: Sequence[str],
        agents: Sequence[str],
    ) -> tuple[str | None, bool]:
        """The candidate every agent accepts this round (the largest Nash product of the stated
        scores among them; a remaining tie by a seeded draw), and whether a draw decided."""
        accepted = self.acceptances(responses, candidates)
        if not accepted or len(accepted) < len(agents):
            return None, False
        common = [c for c in candidates if all(c in s for s in accepted.values())]
        scores = {a: r.scores for a, r in responses.items()}
        return nash_choice(common, scores, f"{self.seed}:agreed:{round}")

    def decide(self, state: Mapping[str, Any], outcome: Outcome) -> RoundDecision | None:
        return None  # the settle step records it, once the agents have responded

    # -- the steps ------------------------------------------------------------------------------

    def before_ballot(self, parts: Deliberation) -> Sequence[Step]:
        return (Step("draft", self._draft_node(parts)),)

    def after_vote(self, parts: Deliberation) -> Sequence[Step]:
        return (
            Step(
                self.respond_step,
                respond_node(parts.advocates, self.answer),
                sends=self._route(parts),
            ),
            Step("settle", self._settle_node([a.name for a in parts.agents])),
        )

    def _draft_node(self, parts: Deliberation) -> StateNode:
        """The mediator's draft before the round's ballots: the centre of the round's proposals
        on the table at once (``generate`` mode), and this protocol's text, if it drafts one."""
        mediator = parts.mediator

        def draft(state: Any) -> Update:
            round_ = state["round"]
            table = {c.id: c for c in sorted(state["table"].values(), key=table_order)}
            proposals = list(this_round(state.get("proposals"), round_).values())
            built, added, method = mediator.draft(round_, table, proposals)
            offer, how = self.draft_offer(state, round_, list(table), built)
            record = Draft(
                round=round_,
                offer=offer,
                added=tuple(built),
                method="; ".join(m for m in (method, how) if m),
            )
            return {"drafts": {round_key(round_): record}, "table": added}

        return draft

    def _route(self, parts: Deliberation) -> Callable[[Any], list[Send]]:
        """The router sending each agent its view of this round's offer."""
        views = parts.views

        def route(state: Any) -> list[Send]:
            offer = self.offer(state, int(state.get("round", 0)))
            shown = self.instructions(offer)
            return [
                Send(
                    self.respond_step,
                    views.response_view(
                        state, agent, protocol=self.name, offer=offer, instructions=shown
                    ),
                )
                for agent in parts.agents
            ]

        return route

    def _settle_node(self, agents: Sequence[str]) -> StateNode:
        """The round's decision: an agreement, or the rule's provisional choice (``open``)."""

        def settle(state: Any) -> Update:
            round_ = state["round"]
            outcome: Outcome = state["outcomes"][round_key(round_)]
            responses = this_round(state.get("responses"), round_)
            candidates = [c.id for c in _on_table(state, round_)]
            offer = next((r.offer for r in responses.values()), None)
            candidate, drawn = self.agreed(round_, responses, candidates, agents)
            if candidate is not None:
                decision = RoundDecision(
                    round=round_,
                    protocol=self.name,
                    how="agreement",
                    candidate=candidate,
                    lottery=drawn,
                    accepted_by=tuple(agents),
                    offer=offer,
                )
            else:
                accepted = self.acceptances(responses, candidates)
                decision = RoundDecision(
                    round=round_,
                    protocol=self.name,
                    how="open",
                    candidate=outcome.choice,
                    lottery=lottery_decided(outcome),
                    accepted_by=tuple(a for a in agents if outcome.choice in accepted.get(a, ())),
                    offer=offer,
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


class Agreement(Bargaining):
    """Unanimity over the rule's provisional choice: every agent lists what it accepts."""

    name = "agreement"
    description = "the run ends when every agent accepts one candidate"

    def answer(self, position: Position) -> Answer:
        return accept_above_aspiration(position)

    def offer(self, state: Mapping[str, Any], round: int) -> str | None:
        return str(state["outcomes"][round_key(round)].choice)


class SingleText(Bargaining):
    """The mediator's single negotiating text, revised toward the objections."""

    name = "single_text"
    description = "the mediator drafts one candidate and revises it until all accept"

    def answer(self, position: Position) -> Answer:
        return accept_the_text(position)

    mediator_source = "negotiated_text"

    def offer(self, state: Mapping[str, Any], round: int) -> str | None:
        draft = (state.get("drafts") or {}).get(round_key(round))
        return None if draft is None else draft.offer

    def draft_offer(
        self, state: Mapping[str, Any], round: int, table: Sequence[str], built: Sequence[str]
    ) -> tuple[str | None, str]:
        """In the first round the first centre outcome (none in ``menu`` mode: the mediator
        listens first); afterwards the candidate of the largest Nash product of the scores the
        agents stated in the previous round (disagreement point each agent's worst; then the
        least score, then the sum; a tie by a seeded draw) — the revision toward the objections,
        which are what the stated scores say. It reads only what agents stated, so it is the
        same whatever the mediator's model."""
        previous = this_round(state.get("responses"), round - 1).values()
        scored = [r for r in previous if r.scores]
        if scored:
            everyone = [c for c in table if all(c in r.scores for r in scored)]
            offer, _ = nash_choice(
                everyone, {r.agent: r.scores for r in scored}, f"{self.seed}:draft:{round}"
            )
            return offer, "largest Nash product of the stated scores (Nash 1950)"
        if built:
            return built[0], "single text: the first centre outcome"
        return None, ""


class Concession(Bargaining):
    """Alternating offers with monotonic concession by Zeuthen's risk criterion."""

    name = "concession"
    description = "each agent holds an offer and concedes by Zeuthen's risk criterion"

    def answer(self, position: Position) -> Answer:
        return concede_by_zeuthen(position)

    def offer(self, state: Mapping[str, Any], round: int) -> str | None:
        """The standing offer of the largest Nash product of the scores stated last round."""
        previous = list(this_round(state.get("responses"), round - 1).values())
        offers = _offers(previous)
        if not offers:
            return None
        scores = {r.agent: r.scores for r in previous}
        best, _ = nash_choice(
            list(dict.fromkeys(offers.values())), scores, f"{self.seed}:offer:{round}"
        )
        return best

    def acceptances(
        self, responses: Mapping[str, Response], candidates: Sequence[str]
    ) -> dict[str, set[str]]:
        """Zeuthen's acceptance rule: an agent accepts its own offer, what it listed, and every
        agent's offer it scored at least as high as its own."""
        out = super().acceptances(responses, candidates)
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
