"""Rules: social-choice rules Profile → Outcome, and their registry.

The public word is *rule*: a rule subclasses :class:`Rule`, and :func:`get_rule`,
:func:`get_rule_class`, :func:`available_rules`, :func:`register_rule` and
:func:`unregister_rule` reach the registry. The package's name and the historical names
``Aggregator``, ``get_aggregator``, ``get_aggregator_class``, ``available_aggregators``,
``register_aggregator`` and ``unregister_aggregator`` stay: each is the same object as its *rule*
name, kept for compatibility (no warning). So does the entry-point group third-party rules
declare, ``fairagents.aggregators`` (:data:`ENTRY_POINT_GROUP`).

Public modules: :mod:`~fairagents.aggregators.committees`.

Internal modules: ``_approval``, ``_bargaining``, ``_base``, ``_cardinal``, ``_kemeny``,
``_nash_lottery``, ``_ordinal``, ``_registry``, ``_runoff``, ``_welfare_order``.
"""

from fairagents.aggregators._base import AXIOMS, Aggregator, Evaluation, InputKind, Rule
from fairagents.aggregators._registry import (
    ENTRY_POINT_GROUP,
    aggregate,
    available_aggregators,
    available_rules,
    get_aggregator,
    get_aggregator_class,
    get_rule,
    get_rule_class,
    register_aggregator,
    register_rule,
    reload_entry_points,
    rule_parameters,
    unregister_aggregator,
    unregister_rule,
)

__all__ = [
    "AXIOMS",
    "ENTRY_POINT_GROUP",
    "Aggregator",
    "Evaluation",
    "InputKind",
    "Rule",
    "aggregate",
    "available_aggregators",
    "available_rules",
    "get_aggregator",
    "get_aggregator_class",
    "get_rule",
    "get_rule_class",
    "register_aggregator",
    "register_rule",
    "reload_entry_points",
    "rule_parameters",
    "unregister_aggregator",
    "unregister_rule",
]
