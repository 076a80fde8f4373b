"""Agents of a deliberation: advocates who propose and rank, and the neutral mediator.

Every participant works from a :class:`Brief` (the problem, the case, whether agents propose)
and the values of its own it is built with — never the whole scenario, which
:class:`~fairagents.graph.Deliberation` resolves once.

- :mod:`~fairagents.agents._briefing` — what every participant is told;
- :mod:`~fairagents.agents._candidates` — the candidates on the table;
- :mod:`~fairagents.agents._objectives` — what analytic agents maximize and how they revise;
- :mod:`~fairagents.agents._advocate` — an agent's proposals and ballots (LLM or analytic);
- :mod:`~fairagents.agents._mediator` — summaries and compromises;
- :mod:`~fairagents.agents._generators` — how the statement protocol composes its candidates;
- :mod:`~fairagents.agents._human` — people: a human agent's answers, a human approver's verdict;
- :mod:`~fairagents.agents._prompting` — prompts from package templates, with quoted data;
- :mod:`~fairagents.agents._records` — what the graph state records.

Internal modules: ``_advocate``, ``_answers``, ``_briefing``, ``_candidates``, ``_generators``,
``_human``, ``_mediator``, ``_objectives``, ``_predictor``, ``_prompting``, ``_prompts``,
``_records``.

Deprecated modules: ``table`` (now :mod:`~fairagents.agents._candidates`; earlier checkpoints
name it).
"""

from typing import TYPE_CHECKING

from fairagents.agents._advocate import Advocate, Participant, order_tau
from fairagents.agents._answers import Question, read_answer
from fairagents.agents._briefing import Brief
from fairagents.agents._candidates import Candidate, add_to_table, describe, similarity
from fairagents.agents._human import HumanAdvocate, HumanApprover
from fairagents.agents._mediator import Mediator, centre, fallback_bargaining
from fairagents.agents._objectives import OutcomeSpace, objective_for
from fairagents.agents._records import (
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
from fairagents.llm._analytic import Objective

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
