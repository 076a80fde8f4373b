"""What a finished deliberation reports beyond its fairness: how the joint outcome was decided,
whether it is a compromise, what emerged, the value of deliberating, and how ballots moved.

:func:`run_measures` reads a deliberation's state (the run's own records, nothing re-run but
the rule on the first round's ballots) and returns a :class:`RunMeasures`:

- **decision** (:class:`Decision`) — the final round's :class:`~fairagents.agents.RoundDecision`
  when the protocol recorded one; otherwise (the ``vote`` protocol before it recorded decisions,
  older checkpoints) ``how="vote"``. ``tied``: the rule's winners were tied (more than one
  winner, or more than one winning committee); ``lottery``: such a tie was split by the seeded
  lottery (the ``random`` tie-break, the default). ``source`` says where the joint outcome came
  from, read from its candidate's authors on the table: ``own_proposal`` (it is some agent's
  own final proposal, or pick in ``menu`` mode: ``proposed_by`` names them),
  ``earlier_proposal`` (an agent proposed it in an earlier round), ``negotiated_text`` (the
  mediator's draft of the ``single_text`` protocol), ``mediator`` (a candidate the mediator
  put on the table), ``menu`` (an item of the problem's exact menu no agent picked), ``other``.
  ``compromise``: the joint outcome differs from *every* agent's own final proposal.
- **emergence** (:class:`~fairagents.fairness._emergence.Emergence`) — the criteria the final
  joint outcome meets that no agent's own final proposal meets, and those it lost.
- **first_rule** — the value of deliberation's baseline: the scenario's rule, seeded as the run
  seeded it, applied to the *first* round's ballots (what the group would have decided without
  debating), assessed like the joint outcome (``None`` when the first round has no ballots the
  rule can read). The other two baselines are in the run's evaluations already: each agent's
  first proposal (round 0) and the final joint outcome.
- **moves** (:class:`BallotMove`, per agent and round it cast a ballot) — ``moved``: the
  normalised Kendall distance (:func:`~fairagents.models._ranking_distance.kendall_distance`,
  in [0, 1]) of the agent's ballot to its own previous ballot; ``conformity``: how much closer
  it came to the others' previous ballots, ``mean_j [d(own_prev, j_prev) − d(own, j_prev)]``
  over the other agents j, in [−1, 1] (positive: it moved toward them; negative: away). Both
  are ``None`` in round 0 (no previous ballot) and when fewer than two candidates are shared.
- **spreads** (:class:`RoundSpread`, per round) — the mean pairwise Kendall distance of the
  round's ballots: disagreement collapse is this falling to 0.
- **rounds_to_agreement** — 1 + the first round every agent accepted the joint outcome
  (``how == "agreement"``) or, under a vote (or without decision records), the first round in
  which every agent's own proposal (or pick) *is* the joint outcome; ``None`` if that never
  happened.

Distances compare only the candidates both ballots rank (the table grows between rounds). A
ballot that carries no ranking is read from its utilities (highest first, ties within the
tolerance) or its approvals (approved first).

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import chain
from types import EllipsisType
from typing import Any, Literal

from pydantic import Field

from fairagents.agents._candidates import MEDIATOR, MENU_AUTHOR, Candidate
from fairagents.agents._records import Assessment, Headline, How, RoundDecision, RoundEvaluation
from fairagents.aggregators import Rule
from fairagents.errors import FairagentsError, ScenarioError
from fairagents.fairness import FairnessJudge, judge_of
from fairagents.fairness._emergence import Emergence, emergence
from fairagents.fairness._slate import DEFAULT_THRESHOLD
from fairagents.graph._round_choice import RoundRule, round_profile
from fairagents.graph._state import round_key, this_round
from fairagents.graph.protocols import get_protocol
from fairagents.models import Ballot, Outcome, TieGroups
from fairagents.models._ranking_distance import kendall_distance, mean_pairwise_distance
from fairagents.models.base import FrozenModel
from fairagents.numeric import tie_groups
from fairagents.problems import Problem
from fairagents.scenarios import Scenario

__all__ = [
    "FIRST_RULE",
    "BallotMove",
    "Decision",
    "RoundSpread",
    "RunMeasures",
    "Source",
    "ballot_ranking",
    "first_rule_assessment",
    "judge_for",
    "recorded_outcome",
    "run_measures",
]

Source = Literal["own_proposal", "earlier_proposal", "negotiated_text", "mediator", "menu", "other"]
FIRST_RULE = "first_rule"
"""Who the rule on the first round's ballots is, as an assessed subject."""


class Decision(FrozenModel):
    """How the final joint outcome was decided, and where it came from."""

    round: int = Field(ge=0)
    protocol: str
    how: How
    candidate: str
    tied: bool = Field(description="the rule's winners (or winning committees) were tied")
    lottery: bool = Field(description="a tie split by the seeded lottery decided it")
    accepted_by: tuple[str, ...] = ()
    source: Source
    authors: tuple[str, ...] = Field(default=(), description="its candidate's authors")
    proposed_by: tuple[str, ...] = Field(
        default=(), description="agents whose own final proposal (or pick) it is"
    )
    compromise: bool = Field(description="it differs from every agent's own final proposal")


class BallotMove(FrozenModel):
    """How far one agent's ballot moved in one round (``None`` in round 0)."""

    round: int = Field(ge=0)
    agent: str
    moved: float | None = Field(description="Kendall distance to its previous ballot, [0, 1]")
    conformity: float | None = Field(
        description="how much closer to the others' previous ballots, [-1, 1]"
    )


class RoundSpread(FrozenModel):
    """How much one round's ballots disagree."""

    round: int = Field(ge=0)
    spread: float | None = Field(description="mean pairwise Kendall distance, [0, 1]")
    ballots: int = Field(ge=0)


class RunMeasures(FrozenModel):
    """What :func:`run_measures` reports of a run (see the module docstring)."""

    decision: Decision
    emergence: Emergence
    first_rule: Headline | None = None
    moves: tuple[BallotMove, ...] = ()
    spreads: tuple[RoundSpread, ...] = ()
    rounds_to_agreement: int | None = None


def judge_for(problem: Problem, rule: RoundRule) -> FairnessJudge:
    """The judge a deliberation over ``problem`` decided by ``rule`` assesses with (its slate
    and the slate's threshold): the one of the problem object
    (:func:`~fairagents.fairness.judge_of`)."""
    threshold = rule.utility_threshold
    return judge_of(
        problem,
        slate_size=rule.slate_size,
        threshold=float(threshold) if isinstance(threshold, int | float) else DEFAULT_THRESHOLD,
    )


def ballot_ranking(ballot: Ballot, table: Sequence[str] = ()) -> TieGroups | None:
    """The weak order a ballot states: its ranking, else its utilities (highest first), else
    its approvals (approved first, the rest of ``table`` tied last); ``None`` when it states
    none.

    >>> ballot_ranking(Ballot(voter="v", utilities={"a": 1, "b": 3, "c": 1}))
    (('b',), ('a', 'c'))
    >>> ballot_ranking(Ballot(voter="v", approvals=["b"]), ["a", "b", "c"])
    (('b',), ('a', 'c'))
    """
    if ballot.ranking is not None:
        return ballot.ranking
    if ballot.utilities:
        ids = list(ballot.utilities)
        groups = tie_groups([ballot.utilities[i] for i in ids])
        return tuple(tuple(ids[i] for i in g) for g in groups)
    if ballot.approvals is not None:
        rest = tuple(c for c in table if c not in ballot.approvals)
        return (tuple(ballot.approvals), rest) if rest else (tuple(ballot.approvals),)
    return None


def _tied(outcome: Outcome) -> bool:
    if outcome.committee is not None:
        return len(outcome.committee.tied) > 1
    return len(outcome.winners) > 1


def _members(candidate: str, table: Mapping[str, Candidate]) -> list[Candidate]:
    # A slate's assessment names its members joined by "+" (FairnessJudge.assess_slate).
    if candidate in table:
        return [table[candidate]]
    return [table[c] for c in candidate.split("+") if c in table]


def _source(
    protocol: str,
    authors: Sequence[str],
    proposed_by: Sequence[str],
    agents: Sequence[str],
) -> Source:
    if proposed_by:
        return "own_proposal"
    if any(a in agents for a in authors):
        return "earlier_proposal"
    if MEDIATOR in authors:
        return _mediator_source(protocol)
    if MENU_AUTHOR in authors:
        return "menu"
    return "other"


def _mediator_source(protocol: str) -> Source:
    """What the protocol calls a winning candidate of the mediator's (a protocol no longer
    installed, read from an old run: ``mediator``)."""
    try:
        source = get_protocol(protocol).mediator_source
    except ScenarioError:
        return "mediator"
    return "negotiated_text" if source == "negotiated_text" else "mediator"


def _decision(state: Mapping[str, Any], scenario: Scenario, last: RoundEvaluation) -> Decision:
    table = state.get("table") or {}
    recorded: RoundDecision | None = (state.get("decisions") or {}).get(round_key(last.round))
    tied = _tied(last.outcome)
    protocol: str
    how: How
    if recorded is not None:
        protocol, how, lottery = recorded.protocol, recorded.how, recorded.lottery
        accepted = recorded.accepted_by
    else:
        protocol, how, accepted = scenario.protocol.decision, "vote", ()
        lottery = tied and last.outcome.params.get("tie_break", "random") == "random"
    joint = last.joint.candidate
    agents = [a.name for a in scenario.agents]
    proposed_by = tuple(a for a in agents if a in last.agents and last.agents[a].candidate == joint)
    authors = tuple(dict.fromkeys(chain.from_iterable(c.authors for c in _members(joint, table))))
    return Decision(
        round=last.round,
        protocol=protocol,
        how=how,
        candidate=joint,
        tied=tied,
        lottery=lottery,
        accepted_by=accepted,
        source=_source(protocol, authors, proposed_by, agents),
        authors=authors,
        proposed_by=proposed_by,
        compromise=bool(last.agents) and not proposed_by,
    )


def recorded_outcome(state: Mapping[str, Any], round_: int, rule: Rule) -> Outcome | None:
    """The outcome the run's aggregate step recorded for ``round_`` when ``rule`` (with the
    same parameters, its seed included) is the rule that made it: ``rule`` on that round's
    ballots, without deciding again; ``None`` otherwise."""
    recorded: Outcome | None = (state.get("outcomes") or {}).get(round_key(round_))
    if recorded is None or recorded.rule != rule.name or dict(recorded.params) != rule.params():
        return None
    return recorded


def first_rule_assessment(
    state: Mapping[str, Any], scenario: Scenario, judge: FairnessJudge | None = None
) -> tuple[Outcome, Assessment] | None:
    """The scenario's rule (seeded as round 0 seeded it) on the first round's ballots, and that
    outcome assessed (an :class:`~fairagents.agents._records.Assessment` named ``first_rule``);
    ``None`` when round 0 has no ballots the rule can read."""
    if not this_round(state.get("ballots"), 0):
        return None
    run_rule = RoundRule.of(scenario)
    judge = judge if judge is not None else judge_for(scenario.problem, run_rule)
    rule = run_rule.for_round(0)
    outcome = recorded_outcome(state, 0, rule)
    if outcome is None:
        profile = round_profile(state, 0)
        if not rule.accepts(profile):
            return None
        try:
            outcome = rule(profile)
        except FairagentsError:
            return None
    table = state["table"]
    if outcome.committee is not None and judge.slate_size is not None:
        members = [table[c] for c in outcome.committee.members]
        return outcome, Assessment.judged_slate(FIRST_RULE, members, judge)
    return outcome, Assessment.judged(FIRST_RULE, table[outcome.choice], judge)


def _rankings(state: Mapping[str, Any], round_: int) -> dict[str, TieGroups]:
    out = {}
    for agent, cast in this_round(state.get("ballots"), round_).items():
        ranking = ballot_ranking(cast.ballot, cast.shown)
        if ranking is not None:
            out[agent] = ranking
    return out


def ballot_dynamics(
    rounds: Sequence[Mapping[str, TieGroups]], agents: Sequence[str]
) -> tuple[tuple[BallotMove, ...], tuple[RoundSpread, ...]]:
    """Moves per agent and round, and each round's spread, from each round's ballots (agent →
    weak order), in ``agents`` order (see the module docstring for the definitions).

    >>> r0 = {"a": (("x",), ("y",), ("z",)), "b": (("z",), ("y",), ("x",))}
    >>> r1 = {"a": (("y",), ("x",), ("z",)), "b": (("z",), ("y",), ("x",))}
    >>> moves, spreads = ballot_dynamics([r0, r1], ["a", "b"])
    >>> [(m.round, m.agent, m.moved, m.conformity) for m in moves]
    [(0, 'a', None, None), (0, 'b', None, None), (1, 'a', 0.333333, 0.333333), (1, 'b', 0.0, 0.0)]
    >>> [s.spread for s in spreads]
    [1.0, 0.666667]
    """
    moves: list[BallotMove] = []
    spreads: list[RoundSpread] = []
    for r, ballots in enumerate(rounds):
        present = [ballots[a] for a in agents if a in ballots]
        if not present:
            continue  # a round without ballots (a failed run's last) has nothing to spread
        spreads.append(
            RoundSpread(round=r, spread=mean_pairwise_distance(present), ballots=len(present))
        )
        before = rounds[r - 1] if r else {}
        for agent in agents:
            if agent not in ballots:
                continue
            if agent not in before:
                moves.append(BallotMove(round=r, agent=agent, moved=None, conformity=None))
                continue
            now, prev = ballots[agent], before[agent]
            gains = [
                d_prev - d_now
                for other, theirs in before.items()
                if other != agent
                and (d_prev := kendall_distance(prev, theirs)) is not None
                and (d_now := kendall_distance(now, theirs)) is not None
            ]
            moves.append(
                BallotMove(
                    round=r,
                    agent=agent,
                    moved=kendall_distance(prev, now),
                    conformity=round(sum(gains) / len(gains), 6) if gains else None,
                )
            )
    return tuple(moves), tuple(spreads)


def _rounds_to_agreement(
    state: Mapping[str, Any], evaluations: Sequence[RoundEvaluation]
) -> int | None:
    decisions: Mapping[str, RoundDecision] = state.get("decisions") or {}
    for e in evaluations:
        recorded = decisions.get(round_key(e.round))
        # A vote records no acceptances (every round is how="vote"): there agreement is every
        # agent's own proposal or pick being the joint outcome, as without decision records.
        if recorded is not None and recorded.how != "vote":
            if recorded.how == "agreement":
                return e.round + 1
        elif e.agents and all(a.candidate == e.joint.candidate for a in e.agents.values()):
            return e.round + 1
    return None


def run_measures(
    state: Mapping[str, Any],
    scenario: Scenario,
    judge: FairnessJudge | None = None,
    *,
    first: tuple[Outcome, Assessment] | EllipsisType | None = ...,
) -> RunMeasures | None:
    """The measures of a deliberation's state (see the module docstring); ``None`` before any
    round was evaluated. ``first``: :func:`first_rule_assessment` of the state when the caller
    has it already (the default: computed here)."""
    evaluations: Mapping[str, RoundEvaluation] = state.get("evaluations") or {}
    if not evaluations:
        return None
    ordered = [evaluations[k] for k in sorted(evaluations)]
    last = ordered[-1]
    if isinstance(first, EllipsisType):
        first = first_rule_assessment(state, scenario, judge)
    agents = [a.name for a in scenario.agents]
    moves, spreads = ballot_dynamics([_rankings(state, r) for r in range(last.round + 1)], agents)
    return RunMeasures(
        decision=_decision(state, scenario, last),
        emergence=emergence(last.joint.criteria, {a: x.criteria for a, x in last.agents.items()}),
        first_rule=None if first is None else Headline.model_validate(first[1].headline()),
        moves=moves,
        spreads=spreads,
        rounds_to_agreement=_rounds_to_agreement(state, ordered),
    )
