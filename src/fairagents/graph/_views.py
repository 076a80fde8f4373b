"""The visibility rule: what each agent is shown, built in one place from the state.

An agent's :class:`~fairagents.agents._records.AgentView` for a phase of round r holds the table
and, when proposing, the problem's alternatives, projects or goods — both shuffled per agent,
round and phase with the run's seed when the protocol says so (a small model that echoes the
order it is shown must not decide by position) — the
passages it retrieved, its own previous proposal and ballot, and what the scenario's
``visibility`` lets through of the others:

- ``arguments``: the others' arguments (and the ids of their proposals) — from the previous
  round when proposing, from this round's proposals when ranking in ``generate`` mode — plus the
  mediator's summary, compromise and the standings of the previous round;
- ``summary``: the mediator's summary, compromise and standings only;
- ``none``: nothing of the others.

Never anyone's utilities: a view has no field that could hold them. A
:class:`~fairagents.agents._records.ResponseView` (the bargaining protocols) holds the round's
offer, the table, every agent's response of the previous round (a bargaining protocol exchanges
offers and stated scores openly, whatever the ``visibility`` of arguments), its passages, and
the mediator's summary as the visibility rule allows.

:class:`Views` holds what the rule reads (the problem's options, the ``protocol:`` settings,
whether agents propose, the run's seed) and builds both kinds of view.

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fairagents.agents._candidates import Candidate, table_order
from fairagents.agents._records import (
    AgentView,
    CastBallot,
    Mediation,
    Phase,
    Proposal,
    ResponseView,
    Said,
)
from fairagents.graph._state import key, round_key, this_round
from fairagents.models import Passage
from fairagents.problems import BudgetedSelection, CandidateChoice, Problem
from fairagents.scenarios import AgentSpec, ProtocolSpec

__all__ = ["Views", "shuffle_seed"]


def _option_ids(problem: Problem) -> tuple[str, ...]:
    if isinstance(problem, CandidateChoice):
        return problem.alternative_ids
    if isinstance(problem, BudgetedSelection):
        return problem.project_ids
    return problem.goods


@dataclass(frozen=True)
class _Shared:
    """What the agents' views of one phase of a round share, read from the state once."""

    round: int
    table: list[Candidate]
    """The table as of this round, in its canonical order (each view shuffles its own copy)."""
    proposals: Mapping[str, Proposal]
    ballots: Mapping[str, CastBallot]
    said: list[Said]
    """What every agent said, as the visibility rule lets it through, by agent name."""
    seen: Mediation | None
    """The previous round's mediation, where the visibility rule shows it."""
    passages: Mapping[str, tuple[Passage, ...]]


def shuffle_seed(seed: int, round: int, agent: str, phase: str) -> str:
    """The seed of one agent's presentation order (deterministic across processes)."""
    return f"{seed}:{round}:{agent}:{phase}"


class Views:
    """What each of ``agents`` is shown (see the module docstring): the one place views are
    built.

    ``generates``: agents propose outcomes (``generate`` mode), so those proposals are what the
    others said this round.
    """

    def __init__(
        self,
        agents: Sequence[AgentSpec],
        problem: Problem,
        spec: ProtocolSpec,
        *,
        generates: bool,
        seed: int,
    ) -> None:
        self.agents = tuple(agents)
        self.options = _option_ids(problem)
        self.spec = spec
        self.generates = generates
        self.seed = seed

    def agent_view(self, state: Mapping[str, Any], agent: AgentSpec, phase: Phase) -> AgentView:
        """What ``agent`` is shown in ``phase`` of the current round."""
        return self._view(self._shared(state, phase), agent, phase)

    def agent_views(self, state: Mapping[str, Any], phase: Phase) -> list[AgentView]:
        """What each agent is shown in ``phase`` of the current round, in agent order: the
        same views as :meth:`agent_view`, with what they share (the table in its order, the
        round's statements, the mediation) read from the state once for all of them."""
        shared = self._shared(state, phase)
        return [self._view(shared, agent, phase) for agent in self.agents]

    def _shared(self, state: Mapping[str, Any], phase: Phase) -> _Shared:
        """What every agent's view of ``phase`` of the current round is made from."""
        round_ = int(state.get("round", 0))
        table = sorted(
            (c for c in (state.get("table") or {}).values() if c.round <= round_), key=table_order
        )
        previous = round_ - 1
        proposals = state.get("proposals") or {}
        ballots = state.get("ballots") or {}
        visibility = self.spec.visibility
        said: list[Said] = []  # everyone's, by name; each agent is shown the others'
        if visibility == "arguments":
            said_round = round_ if phase == "ballot" and self.generates else previous
            if self.generates:
                for name, p in sorted(this_round(proposals, said_round).items()):
                    said.append(
                        Said(
                            agent=name,
                            round=said_round,
                            argument=p.argument,
                            proposal=p.candidate or None,
                        )
                    )
            else:
                for name, b in sorted(this_round(ballots, said_round).items()):
                    said.append(Said(agent=name, round=said_round, argument=b.ballot.argument))
        mediation = (state.get("mediations") or {}).get(round_key(previous))
        return _Shared(
            round=round_,
            table=table,
            proposals=proposals,
            ballots=ballots,
            said=said,
            seen=mediation if visibility != "none" else None,
            passages=state.get("passages") or {},
        )

    def _view(self, shared: _Shared, agent: AgentSpec, phase: Phase) -> AgentView:
        round_ = shared.round
        table = list(shared.table)
        options = list(self.options) if phase == "propose" else []
        if self.spec.shuffle:
            rng = random.Random(shuffle_seed(self.seed, round_, agent.name, phase))
            rng.shuffle(table)
            rng.shuffle(options)
        previous = round_ - 1
        own_proposal = shared.proposals.get(key(previous, agent.name))
        stated = shared.proposals.get(key(round_, agent.name))
        own_ballot = shared.ballots.get(key(previous, agent.name))
        seen = shared.seen
        return AgentView(
            agent=agent.name,
            round=round_,
            phase=phase,
            table=tuple(table),
            options=tuple(options),
            passages=tuple(shared.passages.get(agent.name, ())),
            own_proposal=own_proposal.candidate if own_proposal else None,
            stated=stated.candidate if phase == "ballot" and stated else None,
            own_ranking=own_ballot.ballot.ranking if own_ballot else None,
            others=tuple(s for s in shared.said if s.agent != agent.name),
            summary=seen.summary if seen else "",
            compromise=seen.compromise if seen else (),
            standings=seen.standings if seen else None,
        )

    def response_view(
        self,
        state: Mapping[str, Any],
        agent: AgentSpec,
        *,
        protocol: str,
        offer: str | None,
        instructions: str = "",
    ) -> ResponseView:
        """What ``agent`` is shown to respond to this round's ``offer`` under ``protocol``."""
        round_ = int(state.get("round", 0))
        table = sorted(
            (c for c in (state.get("table") or {}).values() if c.round <= round_), key=table_order
        )
        if self.spec.shuffle:
            random.Random(shuffle_seed(self.seed, round_, agent.name, "respond")).shuffle(table)
        previous = this_round(state.get("responses"), round_ - 1)
        mediation = (state.get("mediations") or {}).get(round_key(round_ - 1))
        seen = mediation is not None and self.spec.visibility != "none"
        return ResponseView(
            agent=agent.name,
            round=round_,
            protocol=protocol,
            offer=offer,
            instructions=instructions,
            table=tuple(table),
            previous=tuple(previous[name] for name in sorted(previous)),
            passages=tuple((state.get("passages") or {}).get(agent.name, ())),
            summary=mediation.summary if seen and mediation is not None else "",
            rounds_left=max(self.spec.rounds - 1 - round_, 0),
        )
