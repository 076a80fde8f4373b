"""What a deliberation records: proposals, ballots, mediations, evaluations, and agents' views.

These are the values inside the graph state (pydantic, frozen), so a finished run is its own
audit trail: every ballot with the order its author was shown, every proposal with the attempts
and repairs it took, every mediator summary, every fairness report. An :class:`AgentView` is
what one agent is given in one phase of one round — built in one place by the visibility rule,
so no agent can read what the rule withholds.

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from fairagents.agents._candidates import Candidate
from fairagents.deprecation import renamed
from fairagents.fairness import FairnessJudge, FairnessReport
from fairagents.models import Ballot, Outcome, Passage
from fairagents.models._ballot import TieGroups
from fairagents.models.base import FrozenModel, Real
from fairagents.problems import HoldsOutcome, ProblemOutcome, outcome_fields

__all__ = [
    "JOINT",
    "AgentView",
    "ApproverVerdict",
    "Assessment",
    "CastBallot",
    "Draft",
    "Headline",
    "How",
    "Mediation",
    "Proposal",
    "Response",
    "ResponseView",
    "RoundDecision",
    "RoundEvaluation",
    "Said",
    "Usage",
]

Phase = Literal["propose", "ballot"]
How = Literal["vote", "agreement", "fallback", "open"]
"""How a round's joint outcome was decided (:class:`RoundDecision`)."""
Verdict = Literal["accept", "object", "counter"]


class Usage(FrozenModel):
    """Model calls and tokens spent on one request (0 tokens when the backend reports none)."""

    attempts: int = Field(default=1, ge=0)
    input_tokens: int = Field(default=0, ge=0)
    output_tokens: int = Field(default=0, ge=0)
    repairs: tuple[str, ...] = ()

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens


class Proposal(HoldsOutcome):
    """An agent's own outcome in one round (``generate`` mode), as it joined the table."""

    agent: str
    round: int = Field(ge=0)
    candidate: str = Field(default="", description="its id on the table, set when it joined")
    argument: str = ""
    citations: tuple[str, ...] = ()
    usage: Usage = Field(default_factory=Usage)
    model: str = ""

    @classmethod
    def of(cls, outcome: ProblemOutcome, **fields: object) -> Proposal:
        """A proposal holding ``outcome`` (an allocation, a package or an alternative id)."""
        return cls.model_validate({**outcome_fields(outcome), **fields})


class CastBallot(FrozenModel):
    """One agent's ballot over the table in one round, with how it was obtained."""

    agent: str
    round: int = Field(ge=0)
    ballot: Ballot
    shown: tuple[str, ...] = Field(description="candidate ids in the order the agent saw them")
    order_tau: float | None = Field(
        default=None,
        description="Kendall's tau-b between the ballot and the order shown (1 = echoed it)",
    )
    usage: Usage = Field(default_factory=Usage)
    model: str = ""
    disagreement: Real | None = Field(
        default=None,
        description="the agent's disagreement point on the rating scale (ratings ballots): the "
        "scenario's ballot.disagreement, or its rating of no agreement",
    )

    @property
    def top(self) -> tuple[str, ...]:
        assert self.ballot.ranking is not None
        return self.ballot.ranking[0]


class Mediation(FrozenModel):
    """The mediator's round: a summary, the compromise it points to, what it added."""

    round: int = Field(ge=0)
    summary: str
    compromise: tuple[str, ...] = Field(description="candidate ids it proposes as compromise")
    added: tuple[str, ...] = Field(default=(), description="candidates it put on the table")
    method: str = Field(description="how the compromise was found")
    standings: TieGroups = Field(default=(), description="the round's joint ranking")
    usage: Usage = Field(default_factory=lambda: Usage(attempts=0))
    model: str = ""


class ApproverVerdict(FrozenModel):
    """A human approver's verdict on a round's decision."""

    round: int = Field(ge=0)
    approver: str
    decision: str = Field(description="the candidate id of the round's joint outcome")
    accepted: bool = Field(description="True: the decision stands and the run stops")
    note: str = ""


JOINT = "joint"
"""Who the joint outcome's :class:`Assessment` belongs to (agents are named by their own names):
the subject name in a run's ``fairness.json``, a sweep's store and every table."""


class Assessment(FrozenModel):
    """The fairness of one outcome: an agent's own proposal, or the joint outcome."""

    who: str = Field(description="an agent's name, or 'joint'")
    candidate: str
    label: str
    report: FairnessReport
    criteria: dict[str, bool] = Field(
        description="each criterion that applies: met or not (fairness and framework optima)"
    )

    @classmethod
    def judged(cls, who: str, candidate: Candidate, judge: FairnessJudge) -> Assessment:
        """``who``'s candidate (an agent's own proposal, or the joint outcome) as ``judge``
        judges it (:mod:`fairagents.fairness._judge`)."""
        verdict = judge.judge(candidate.outcome)
        return cls(
            who=who,
            candidate=candidate.id,
            label=candidate.label,
            report=verdict.report,
            criteria=dict(verdict.criteria),
        )

    @classmethod
    def judged_slate(
        cls, who: str, candidates: Sequence[Candidate], judge: FairnessJudge
    ) -> Assessment:
        """``who``'s slate (an agent's own k best, or the joint one) as ``judge`` judges it;
        its candidate is the members' ids joined by ``+``."""
        verdict = judge.judge_slate([c.alternative for c in candidates if c.alternative])
        return cls(
            who=who,
            candidate="+".join(c.id for c in candidates),
            label="; ".join(c.label for c in candidates),
            report=verdict.report,
            criteria=dict(verdict.criteria),
        )

    def headline(self) -> dict[str, Any]:
        """The fields of a :class:`Headline`: what run files and sweep stores keep of it."""
        r = self.report
        return {
            "candidate": self.candidate,
            "label": self.label,
            "criteria": dict(self.criteria),
            "utilitarian": r.utilitarian,
            "minimum": r.minimum,
            "worst_group": r.worst_group,
            "worst_group_mean": r.worst_group_mean,
            "gini": r.gini,
            "p20_satisfaction": r.p20_satisfaction,
        }


class Headline(FrozenModel):
    """An assessed outcome in a few numbers (:meth:`Assessment.headline`), as a run directory's
    ``fairness.json`` and a sweep's results store keep it; their records extend it."""

    candidate: str
    label: str
    criteria: dict[str, bool] = Field(description="each criterion that applies: met or not")
    utilitarian: float
    minimum: float
    worst_group: str
    worst_group_mean: float
    gini: float | None
    p20_satisfaction: float


class RoundEvaluation(FrozenModel):
    """A round's joint outcome and the fairness of every proposal beside it."""

    round: int = Field(ge=0)
    outcome: Outcome
    joint: Assessment
    agents: dict[str, Assessment]


class Said(FrozenModel):
    """What another agent said in a round, as far as the visibility rule lets it through."""

    agent: str
    round: int
    argument: str
    proposal: str | None = Field(default=None, description="candidate id of its proposal")


class AgentView(FrozenModel):
    """Everything one agent is given in one phase of one round — and nothing else."""

    agent: str
    round: int = Field(ge=0)
    phase: Phase
    table: tuple[Candidate, ...] = Field(description="the candidates, in the order shown")
    options: tuple[str, ...] = Field(
        default=(),
        description="when proposing: the problem's alternatives, projects or goods, in the "
        "order shown",
    )
    passages: tuple[Passage, ...] = ()
    own_proposal: str | None = Field(default=None, description="its previous proposal's id")
    stated: str | None = Field(
        default=None, description="when ranking: its proposal this round (its stated opinion)"
    )
    own_ranking: TieGroups | None = None
    others: tuple[Said, ...] = ()
    summary: str = ""
    compromise: tuple[str, ...] = ()
    standings: TieGroups | None = None


class Response(FrozenModel):
    """One agent's reply to the round's offer in an ``agreement``, ``single_text`` or
    ``concession`` protocol: accept it, object (with reasons) or counter with another candidate.

    ``accepts`` is every candidate the agent would accept this round (the offer, if it accepts
    it); ``scores`` are the scores it *states* for candidates on the table, in [0, 1] (1 = the
    best it can imagine, 0 = the worst), which the mediator and the other agents may read —
    what it said, not its true utility.
    """

    agent: str
    round: int = Field(ge=0)
    offer: str | None = Field(default=None, description="the candidate it responds to")
    verdict: Verdict
    accepts: tuple[str, ...] = ()
    counter: str | None = Field(default=None, description="the candidate it offers instead")
    reasons: str = ""
    scores: dict[str, float] = Field(default_factory=dict)
    aspiration: float | None = Field(
        default=None, ge=0, le=1, description="analytic agents: the lowest score it accepts"
    )
    failure: str = Field(default="", description="why no usable reply was had (it accepts none)")
    usage: Usage = Field(default_factory=Usage)
    model: str = ""


class ResponseView(FrozenModel):
    """What one agent is given to respond to the round's offer — and nothing else.

    The offer, the table, and the protocol's public messages of the previous round (every
    agent's offer and stated scores: a bargaining protocol exchanges them openly, whatever the
    ``visibility`` of arguments); the mediator's summary as the visibility rule allows.
    """

    agent: str
    round: int = Field(ge=0)
    protocol: str = Field(description="the decision protocol's name")
    offer: str | None = None
    instructions: str = Field(default="", description="the protocol's rules, as LLM agents read")
    table: tuple[Candidate, ...] = Field(description="the candidates, in the order shown")
    previous: tuple[Response, ...] = Field(
        default=(), description="every agent's response of the previous round, its own included"
    )
    passages: tuple[Passage, ...] = ()
    summary: str = ""
    rounds_left: int = Field(default=0, ge=0, description="rounds after this one")


class RoundDecision(FrozenModel):
    """How a round decided its joint outcome (the ``decisions`` field of the state).

    ``how``: ``vote`` — the rule decided (the ``vote`` protocol, every round); ``agreement`` —
    every agent accepted ``candidate`` this round (the run ends); ``fallback`` — the last round
    passed without agreement and the rule decided; ``open`` — no agreement yet, the run goes on
    (``candidate`` is the provisional joint outcome, the rule's choice).
    """

    round: int = Field(ge=0)
    protocol: str = Field(description="the decision protocol's name")
    how: How
    candidate: str = Field(description="the round's joint outcome (== the joint assessment's)")
    lottery: bool = Field(
        default=False, description="the rule's tied winners were split by the seeded lottery"
    )
    accepted_by: tuple[str, ...] = ()
    offer: str | None = Field(default=None, description="the candidate put to the agents")


class Draft(FrozenModel):
    """The mediator's draft of a round in a bargaining protocol: the single negotiating text
    (``offer``, ``single_text`` only) and the candidates it built and put on the table."""

    round: int = Field(ge=0)
    offer: str | None = None
    added: tuple[str, ...] = ()
    method: str = ""


# The old name, for one release (Approval is also the voting rule, aggregators.approval's): it
# resolves, with a DeprecationWarning; type checkers read it as the new one. Checkpoints written
# before the rename name the class so: LangGraph's reader resolves it quietly
# (graph.state.checkpoint_serde allows it), so those runs still resume.
if TYPE_CHECKING:
    Approval = ApproverVerdict
else:
    __getattr__ = renamed(__name__, {"Approval": "ApproverVerdict"}, stored_by=("langgraph.",))
