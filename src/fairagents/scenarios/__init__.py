"""Scenarios: the problem, the agents who debate it, the protocol, the rule and the seed.

>>> from fairagents.scenarios import load_scenario
>>> scenario = load_scenario("examples/scenarios/triage.yaml")
>>> [a.name for a in scenario.agents], scenario.protocol.mode
(['rawlsian', 'neutral'], 'generate')
"""

from fairagents.scenarios.loading import load_scenario, parse_scenario
from fairagents.scenarios.model import (
    AgentSpec,
    ApproverSpec,
    ProtocolSpec,
    RuleSpec,
    Scenario,
    Stance,
)
from fairagents.scenarios.triage import Patient, TriageCase

__all__ = [
    "AgentSpec",
    "ApproverSpec",
    "Patient",
    "ProtocolSpec",
    "RuleSpec",
    "Scenario",
    "Stance",
    "TriageCase",
    "load_scenario",
    "parse_scenario",
]
