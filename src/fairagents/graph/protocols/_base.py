"""The contract of a decision protocol: how a round decides, and the steps it adds to the round.

A decision protocol is one class (as a rule is one :class:`~fairagents.aggregators.Rule`
class), registered by name (:mod:`fairagents.graph.protocols._registry`); a scenario names it in
``protocol.decision``. The graph builder runs every protocol the same way — it asks the protocol
object, never its name:

- **the round** — every round is the same chain of steps; a protocol adds its own at two
  places, and records each round's :class:`~fairagents.agents.RoundDecision`::

      (propose → gather)  → before_ballot…  → ballot → aggregate → after_vote…
        → evaluate → mediate → (approve) → decide

  ``propose → gather`` only when agents put outcomes of their own on the table (``generate``
  mode: :attr:`DecisionProtocol.generates`). :meth:`~DecisionProtocol.before_ballot` and
  :meth:`~DecisionProtocol.after_vote` return :class:`Step` s (a node, and for one task per agent
  the router sending each its view); :meth:`~DecisionProtocol.decide` turns the rule's outcome
  into the round's decision, or leaves it to a later step (``None``).
- **the stop** — :meth:`~DecisionProtocol.termination`: the round limit, ``stop_when`` and the
  token budget of ``protocol:``, and an agreement when the protocol :attr:`~DecisionProtocol.
  agrees` (the decide node turns a round still ``open`` at the stop into the rule's
  ``fallback``).
- **who ranks, and what it reports** — :meth:`~DecisionProtocol.ballot_casters` (the agents,
  or a model predicting their rankings) and :meth:`~DecisionProtocol.measures` (its own figures
  of a finished run).
- **what it can run** — :meth:`~DecisionProtocol.problem_with` says why it cannot run a scenario
  (a slate, people taking part) before anything is built.

A protocol's steps read and write only the graph state (keys by round and agent:
:func:`~fairagents.graph._state.key`), so a run under any protocol resumes from its checkpoint
with nothing lost or repeated; ``fairagents.testing.check_protocol`` checks that, and that it
terminates and records its decisions.

Internal to :mod:`fairagents.graph.protocols`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from langgraph.types import Send

from fairagents.agents._advocate import Participant
from fairagents.agents._records import RoundDecision
from fairagents.graph._nodes import StateNode
from fairagents.graph._round_choice import lottery_decided
from fairagents.graph._termination import (
    Agreed,
    Consensus,
    Convergence,
    MaxRounds,
    Termination,
    TokenBudget,
    as_termination,
)
from fairagents.models import Outcome
from fairagents.scenarios import ProtocolSpec

if TYPE_CHECKING:
    from fairagents.graph._builder import Deliberation
    from fairagents.problems import Problem

__all__ = ["DecisionProtocol", "Step"]

Update = dict[str, Any]


@dataclass(frozen=True)
class Step:
    """One step of a round: a node, and — for one task per agent — the router that sends each
    agent its view (the edge into the step is then conditional, LangGraph's ``Send`` fan-out)."""

    name: str
    """The node's name in the graph (unique within a round)."""
    node: StateNode
    """The node: the state in, the update out."""
    sends: Callable[[Any], list[Send]] | None = None
    """For a step run once per agent: the router sending each agent its view (``None``: one
    node for the round)."""


class DecisionProtocol(ABC):
    """How a round decides (see the module docstring). Subclasses set :attr:`name` and override
    what differs from the default: a vote by the rule that adds no step and records the rule's
    choice every round.

    A protocol object holds the scenario's ``protocol:`` settings (``spec``) and the run's
    ``seed``; its constructor only stores them.
    """

    name: ClassVar[str]
    """The name a scenario's ``protocol.decision`` gives (``[A-Za-z][A-Za-z0-9_-]*``)."""
    description: ClassVar[str] = ""
    """One line on how it decides, for ``--help`` and the docs' protocol table."""
    agrees: ClassVar[bool] = False
    """The run ends as soon as a round's decision is an agreement (``how="agreement"``)."""
    decides_slates: ClassVar[bool] = True
    """It can decide a slate of k alternatives (``protocol.committee_size``)."""
    admits_people: ClassVar[bool] = True
    """People (human agents, an approver) can take part."""
    mediator_source: ClassVar[str] = "mediator"
    """What the measures call a winning candidate the mediator put on the table
    (:class:`~fairagents.graph._measures.Decision` ``source``)."""

    spec: ProtocolSpec
    """The scenario's ``protocol:`` settings (rounds, mode, ``options`` …)."""
    seed: int
    """The run's seed (a protocol that draws uses it, so a rerun draws the same)."""

    def __init__(self, spec: ProtocolSpec | None = None, *, seed: int = 0) -> None:
        self.spec = spec if spec is not None else ProtocolSpec(decision=self.name)
        self.seed = seed

    def __repr__(self) -> str:
        return f"{type(self).__name__}(rounds={self.spec.rounds}, mode={self.spec.mode!r})"

    @property
    def generates(self) -> bool:
        """Whether agents put outcomes of their own on the table (``protocol.mode: generate``);
        otherwise they rank the problem's menu."""
        return self.spec.mode == "generate"

    def problem_with(self, *, slate_size: int | None, people: Sequence[str]) -> str | None:
        """Why this protocol cannot run a deliberation deciding a slate of ``slate_size``
        (``None``: one outcome) with ``people`` (the human agents and approver) taking part,
        or ``None`` when it can."""
        if not self.decides_slates and slate_size is not None:
            return (
                f"protocol.decision {self.name!r} agrees on one outcome; a slate "
                "(committee_size) is decided by vote: use decision: vote"
            )
        if not self.admits_people and people:
            return (
                f"protocol.decision {self.name!r} does not support people yet (human agents or "
                f"an approver: {', '.join(people)}): use decision: vote, or model them"
            )
        return None

    def termination(self) -> Termination:
        """When the run stops: the round limit, any ``stop_when`` and the token budget — and,
        when the protocol :attr:`agrees`, an agreement (first, so its reason is the one
        reported)."""
        spec = self.spec
        conditions: list[Termination] = [MaxRounds(spec.rounds)]
        if self.agrees:
            conditions.insert(0, Agreed())
        for name in spec.stop_when:
            conditions.append(Consensus() if name == "consensus" else Convergence())
        if spec.token_budget is not None:
            conditions.append(TokenBudget(spec.token_budget))
        return as_termination(conditions)

    def before_ballot(self, parts: Deliberation) -> Sequence[Step]:
        """Steps between the round's proposals (or its start, in ``menu`` mode) and the
        ballots."""
        return ()

    def after_vote(self, parts: Deliberation) -> Sequence[Step]:
        """Steps between the rule's outcome and the round's evaluation."""
        return ()

    def ballot_casters(self, parts: Deliberation) -> Mapping[str, Participant]:
        """Who casts each agent's ballot: the agent itself (``parts.advocates``), unless the
        protocol predicts rankings instead of asking for them."""
        return parts.advocates

    def measures(
        self, state: Mapping[str, Any], problem: Problem, represents: Mapping[str, str]
    ) -> Mapping[str, Any] | None:
        """What the protocol reports of a finished run beyond every run's measures (JSON-ready;
        ``outcome.json``'s ``protocol_measures``), or ``None``; ``represents``: the stakeholder
        each agent speaks for (agents that speak for none are left out)."""
        return None

    def decide(self, state: Mapping[str, Any], outcome: Outcome) -> RoundDecision | None:
        """The round's decision once the rule has decided ``outcome`` (the aggregate node records
        it), or ``None`` when a later step of the protocol records it."""
        return RoundDecision(
            round=int(state["round"]),
            protocol=self.name,
            how="vote",
            candidate=outcome.choice,
            lottery=lottery_decided(outcome),
        )
