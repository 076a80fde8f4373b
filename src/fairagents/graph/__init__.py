"""The deliberation graph: agents debate in rounds, a mediator steers, a rule decides.

>>> from fairagents.graph import build_deliberation_graph
"""

from fairagents.graph.builder import Deliberation, build_deliberation_graph, protocol_termination
from fairagents.graph.state import DeliberationState, checkpoint_serde
from fairagents.graph.termination import (
    AllOf,
    AnyOf,
    Consensus,
    Convergence,
    MaxRounds,
    Termination,
    TokenBudget,
)

__all__ = [
    "AllOf",
    "AnyOf",
    "Consensus",
    "Convergence",
    "Deliberation",
    "DeliberationState",
    "MaxRounds",
    "Termination",
    "TokenBudget",
    "build_deliberation_graph",
    "checkpoint_serde",
    "protocol_termination",
]
