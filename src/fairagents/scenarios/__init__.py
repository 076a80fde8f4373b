"""Scenarios: the problem, the agents who debate it, the protocol, the rule and the seed.

A scenario's problem may be a core problem or a domain *case* that compiles to one — triage
(:class:`TriageCase`), outpatient slots (:class:`OutpatientCase`), a tourism slate
(:class:`TourismCase`), tutoring blocks (:class:`EducationCase`); each case module states every
stakeholder's objective. Seeded generators of cases are in :mod:`fairagents.scenarios.packs`.

>>> from fairagents.scenarios import load_scenario
>>> scenario = load_scenario("examples/scenarios/triage.yaml")
>>> [a.name for a in scenario.agents], scenario.protocol.mode
(['rawlsian', 'neutral'], 'generate')

Public modules: :mod:`~fairagents.scenarios.packs`, :mod:`~fairagents.scenarios.habermas` (a
Habermas Machine round as a scenario).

Internal modules: ``_ballots``, ``_case``, ``_loading``, ``_model``.

Deprecated modules: ``education``, ``outpatient``, ``tourism``, ``triage`` (each case is now in
its pack, :mod:`fairagents.scenarios.packs`).
"""

from fairagents.scenarios._loading import load_scenario, parse_scenario
from fairagents.scenarios._model import (
    AgentSpec,
    ApproverSpec,
    ProtocolSpec,
    RuleSpec,
    Scenario,
    Stance,
)
from fairagents.scenarios.packs.education import EducationCase
from fairagents.scenarios.packs.outpatient import OutpatientCase
from fairagents.scenarios.packs.tourism import TourismCase, tradeoffs
from fairagents.scenarios.packs.triage import Patient, TriageCase

__all__ = [
    "AgentSpec",
    "ApproverSpec",
    "EducationCase",
    "OutpatientCase",
    "Patient",
    "ProtocolSpec",
    "RuleSpec",
    "Scenario",
    "Stance",
    "TourismCase",
    "TriageCase",
    "load_scenario",
    "parse_scenario",
    "tradeoffs",
]
