"""Agents of a deliberation: advocates who propose and rank, and the neutral mediator.

Every participant works from a :class:`Brief` (the problem, the case, whether agents propose)
and the values of its own it is built with — never the whole scenario, which
:class:`~fairagents.graph.Deliberation` resolves once.

- :mod:`~fairagents.agents.briefing` — what every participant is told;
- :mod:`~fairagents.agents.candidates` — the candidates on the table;
- :mod:`~fairagents.agents.objectives` — what analytic agents maximize and how they revise;
- :mod:`~fairagents.agents.advocate` — an agent's proposals and ballots (LLM or analytic);
- :mod:`~fairagents.agents.mediator` — summaries and compromises;
- :mod:`~fairagents.agents.generators` — how the statement protocol composes its candidates;
- :mod:`~fairagents.agents.human` — people: a human agent's answers, a human approver's verdict;
- :mod:`~fairagents.agents.prompting` — prompts from package templates, with quoted data;
- :mod:`~fairagents.agents.records` — what the graph state records.

Internal modules: ``advocate``, ``answers``, ``briefing``, ``candidates``, ``generators``,
``human``, ``mediator``, ``objectives``, ``predictor``, ``prompting``, ``prompts``, ``records``.

Deprecated modules: ``table`` (now :mod:`~fairagents.agents.candidates`; earlier checkpoints
name it).
"""

from typing import TYPE_CHECKING

from fairagents.agents.advocate import Advocate, Participant, order_tau
from fairagents.agents.answers import Question, read_answer
from fairagents.agents.briefing import Brief
from fairagents.agents.candidates import Candidate, add_to_table, describe, similarity
from fairagents.agents.human import HumanAdvocate, HumanApprover
from fairagents.agents.mediator import Mediator, centre, fallback_bargaining
from fairagents.agents.objectives import OutcomeSpace, objective_for
from fairagents.agents.records import (
    AgentView,
    ApproverVerdict,
    Assessment,
    CastBallot,
    Draft,
    Mediation,
    Proposal,
    Response,
    ResponseView,
    RoundDecision,
    RoundEvaluation,
    Said,
    Usage,
)
from fairagents.deprecation import renamed
from fairagents.llm.analytic import Objective

__all__ = [
    "Advocate",
    "AgentView",
    "ApproverVerdict",
    "Assessment",
    "Brief",
    "Candidate",
    "CastBallot",
    "Draft",
    "HumanAdvocate",
    "HumanApprover",
    "Mediation",
    "Mediator",
    "Objective",
    "OutcomeSpace",
    "Participant",
    "Proposal",
    "Question",
    "Response",
    "ResponseView",
    "RoundDecision",
    "RoundEvaluation",
    "Said",
    "Usage",
    "add_to_table",
    "centre",
    "describe",
    "fallback_bargaining",
    "objective_for",
    "order_tau",
    "read_answer",
    "similarity",
]

# The old name, for one release: it resolves, with a DeprecationWarning; type checkers read
# it as the new one.
if TYPE_CHECKING:
    Approval = ApproverVerdict
else:
    __getattr__ = renamed(__name__, {"Approval": "ApproverVerdict"})
