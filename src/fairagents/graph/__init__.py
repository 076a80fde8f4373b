"""The deliberation graph: agents debate in rounds, a mediator steers, a rule decides.

:func:`build_deliberation_graph` wires the built-in graph; every part of it is public, for
graphs of your own: the node factories (:mod:`fairagents.graph.nodes`), the state type and its
reducer, the termination conditions (composable with ``|``, ``&`` or a list), and
:class:`Deliberation`, which builds the agents, mediator, approver and judge they need.

>>> from fairagents.graph import build_deliberation_graph

Public modules: :mod:`~fairagents.graph.runner`, :mod:`~fairagents.graph.serving`.

Internal modules: ``builder``, ``judge``, ``measures``, ``nodes``, ``protocols``, ``round_choice``,
``run_directory``, ``state``, ``termination``, ``views``.
"""

from fairagents.graph.builder import Deliberation, build_deliberation_graph, protocol_termination
from fairagents.graph.nodes import (
    aggregate_node,
    approval_node,
    ballot_node,
    decide_node,
    emit,
    evaluate_node,
    fan_out,
    gather_node,
    mediate_node,
    next_round_node,
    propose_node,
    retrieve_node,
    setup_node,
)
from fairagents.graph.protocols import draft_node, respond_node, settle_node
from fairagents.graph.state import (
    DeliberationState,
    checkpoint_serde,
    key,
    merge,
    round_key,
    this_round,
)
from fairagents.graph.termination import (
    Agreed,
    AllOf,
    AnyOf,
    Approved,
    Consensus,
    Convergence,
    MaxRounds,
    Termination,
    TokenBudget,
)

__all__ = [
    "Agreed",
    "AllOf",
    "AnyOf",
    "Approved",
    "Consensus",
    "Convergence",
    "Deliberation",
    "DeliberationState",
    "MaxRounds",
    "Termination",
    "TokenBudget",
    "aggregate_node",
    "approval_node",
    "ballot_node",
    "build_deliberation_graph",
    "checkpoint_serde",
    "decide_node",
    "draft_node",
    "emit",
    "evaluate_node",
    "fan_out",
    "gather_node",
    "key",
    "mediate_node",
    "merge",
    "next_round_node",
    "propose_node",
    "protocol_termination",
    "respond_node",
    "retrieve_node",
    "round_key",
    "settle_node",
    "setup_node",
    "this_round",
]
