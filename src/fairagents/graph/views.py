"""The visibility rule: what each agent is shown, built in one place from the state.

An agent's :class:`~fairagents.agents.records.AgentView` for a phase of round r holds the table
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

Never anyone's utilities: a view has no field that could hold them.

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from fairagents.agents.records import AgentView, Phase, Said
from fairagents.agents.table import table_order
from fairagents.graph.state import key, round_key, this_round
from fairagents.problems import BudgetedSelection, CandidateChoice
from fairagents.scenarios import AgentSpec, Scenario

__all__ = ["agent_view", "shuffle_seed"]


def _option_ids(scenario: Scenario) -> tuple[str, ...]:
    problem = scenario.problem
    if isinstance(problem, CandidateChoice):
        return problem.alternative_ids
    if isinstance(problem, BudgetedSelection):
        return problem.project_ids
    return problem.goods


def shuffle_seed(seed: int, round: int, agent: str, phase: str) -> str:
    """The seed of one agent's presentation order (deterministic across processes)."""
    return f"{seed}:{round}:{agent}:{phase}"


def agent_view(
    state: Mapping[str, Any], scenario: Scenario, agent: AgentSpec, phase: Phase
) -> AgentView:
    """What ``agent`` is shown in ``phase`` of the current round (see the module docstring)."""
    round_ = int(state.get("round", 0))
    table = sorted(
        (c for c in (state.get("table") or {}).values() if c.round <= round_), key=table_order
    )
    options = list(_option_ids(scenario)) if phase == "propose" else []
    if scenario.protocol.shuffle:
        rng = random.Random(shuffle_seed(scenario.seed, round_, agent.name, phase))
        rng.shuffle(table)
        rng.shuffle(options)
    previous = round_ - 1
    proposals = state.get("proposals") or {}
    ballots = state.get("ballots") or {}
    own_proposal = proposals.get(key(previous, agent.name))
    own_ballot = ballots.get(key(previous, agent.name))
    visibility = scenario.protocol.visibility
    others: list[Said] = []
    if visibility == "arguments":
        said_round = (
            round_ if phase == "ballot" and scenario.protocol.mode == "generate" else previous
        )
        if scenario.protocol.mode == "generate":
            for name, p in sorted(this_round(proposals, said_round).items()):
                if name != agent.name:
                    others.append(
                        Said(
                            agent=name,
                            round=said_round,
                            argument=p.argument,
                            proposal=p.candidate or None,
                        )
                    )
        else:
            for name, b in sorted(this_round(ballots, said_round).items()):
                if name != agent.name:
                    others.append(Said(agent=name, round=said_round, argument=b.ballot.argument))
    mediation = (state.get("mediations") or {}).get(round_key(previous))
    seen = mediation if visibility != "none" else None
    return AgentView(
        agent=agent.name,
        round=round_,
        phase=phase,
        table=tuple(table),
        options=tuple(options),
        passages=tuple((state.get("passages") or {}).get(agent.name, ())),
        own_proposal=own_proposal.candidate if own_proposal else None,
        own_ranking=own_ballot.ballot.ranking if own_ballot else None,
        others=tuple(others),
        summary=seen.summary if seen else "",
        compromise=seen.compromise if seen else (),
        standings=seen.standings if seen else None,
    )
