"""The deliberation graph: agents debate in rounds, a mediator steers, a rule decides.

:func:`build_deliberation_graph` wires the built-in graph; every part of it is public, for
graphs of your own: the node factories (:mod:`fairagents.graph._nodes`), the state type and its
reducer, the termination conditions (composable with ``|``, ``&`` or a list), the decision
protocols (:mod:`fairagents.graph.protocols`: one class each, in a registry third parties add
to), and :class:`Deliberation`, which resolves a scenario once into the parts they take.

>>> from fairagents.graph import build_deliberation_graph

Public modules: :mod:`~fairagents.graph.protocols`, :mod:`~fairagents.graph.runner`,
:mod:`~fairagents.graph.serving`.

Internal modules: ``_builder``, ``_measures``, ``_nodes``, ``_round_choice``, ``_run_directory``,
``_state``, ``_termination``, ``_views``.
"""

from typing import TYPE_CHECKING

from fairagents.deprecation import renamed
from fairagents.graph._builder import Deliberation, build_deliberation_graph, protocol_termination
from fairagents.graph._nodes import (
    aggregate_node,
    approver_node,
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
from fairagents.graph._round_choice import RoundRule
from fairagents.graph._state import (
    DeliberationState,
    checkpoint_serde,
    key,
    merge,
    round_key,
    this_round,
)
from fairagents.graph._termination import (
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
from fairagents.graph.protocols import (
    DecisionProtocol,
    Step,
    available_protocols,
    get_protocol,
    register_protocol,
)

__all__ = [
    "Agreed",
    "AllOf",
    "AnyOf",
    "Approved",
    "Consensus",
    "Convergence",
    "DecisionProtocol",
    "Deliberation",
    "DeliberationState",
    "MaxRounds",
    "RoundRule",
    "Step",
    "Termination",
    "TokenBudget",
    "aggregate_node",
    "approver_node",
    "available_protocols",
    "ballot_node",
    "build_deliberation_graph",
    "checkpoint_serde",
    "decide_node",
    "emit",
    "evaluate_node",
    "fan_out",
    "gather_node",
    "get_protocol",
    "key",
    "mediate_node",
    "merge",
    "next_round_node",
    "propose_node",
    "protocol_termination",
    "register_protocol",
    "retrieve_node",
    "round_key",
    "setup_node",
    "this_round",
]

# The old name, for one release ("approval" also names a rule and a ballot kind): it resolves,
# with a DeprecationWarning; type checkers read it as the new one.
if TYPE_CHECKING:
    approval_node = approver_node
else:
    __getattr__ = renamed(__name__, {"approval_node": "approver_node"})
