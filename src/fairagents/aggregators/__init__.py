"""Aggregators: social-choice rules Profile → Outcome, and their registry.

Public modules: :mod:`~fairagents.aggregators.committees`.

Internal modules: ``approval``, ``bargaining``, ``base``, ``cardinal``, ``kemeny``,
``nash_lottery``, ``ordinal``, ``registry``, ``runoff``, ``welfare_order``.
"""

from fairagents.aggregators.base import AXIOMS, Aggregator, Evaluation, InputKind
from fairagents.aggregators.registry import (
    ENTRY_POINT_GROUP,
    aggregate,
    available_aggregators,
    get_aggregator,
    get_aggregator_class,
    register_aggregator,
    reload_entry_points,
    rule_parameters,
    unregister_aggregator,
)

__all__ = [
    "AXIOMS",
    "ENTRY_POINT_GROUP",
    "Aggregator",
    "Evaluation",
    "InputKind",
    "aggregate",
    "available_aggregators",
    "get_aggregator",
    "get_aggregator_class",
    "register_aggregator",
    "reload_entry_points",
    "rule_parameters",
    "unregister_aggregator",
]
