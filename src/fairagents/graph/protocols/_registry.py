"""The protocol registry: names → decision-protocol classes, as the rule registry is for rules.

Built-in protocols are listed as ``"module:Class"`` strings and imported on first use. Third-party
protocols join through the ``fairagents.protocols`` entry-point group (the entry point loads a
:class:`~fairagents.graph.protocols.DecisionProtocol` subclass) or at run time through
:func:`register_protocol`. A scenario names one in ``protocol.decision``; :func:`protocol_for`
builds it for a scenario, refusing an unknown name or a scenario it cannot run.

Internal to :mod:`fairagents.graph.protocols`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from typing import Any, TypeVar

from fairagents._plugins import Registry
from fairagents.errors import ScenarioError
from fairagents.graph.protocols._base import DecisionProtocol
from fairagents.scenarios import Scenario

__all__ = [
    "ENTRY_POINT_GROUP",
    "available_protocols",
    "get_protocol",
    "protocol_for",
    "register_protocol",
    "reload_protocol_entry_points",
    "unregister_protocol",
]

ENTRY_POINT_GROUP = "fairagents.protocols"

_BUILTIN: dict[str, str] = {
    "vote": "fairagents.graph.protocols._vote:Vote",
    "agreement": "fairagents.graph.protocols._bargaining:Agreement",
    "single_text": "fairagents.graph.protocols._bargaining:SingleText",
    "concession": "fairagents.graph.protocols._bargaining:Concession",
    "statement": "fairagents.graph.protocols._statement:StatementDeliberation",
}

_PROTOCOLS: Registry[DecisionProtocol] = Registry(
    "protocol", DecisionProtocol, builtin=_BUILTIN, group=ENTRY_POINT_GROUP
)

P = TypeVar("P", bound=type[DecisionProtocol])


def register_protocol(cls: P | None = None, *, name: str | None = None) -> Any:
    """Register a :class:`DecisionProtocol` subclass under ``name`` (default: ``cls.name``);
    usable as a decorator, with or without arguments."""

    def add(klass: P) -> P:
        _PROTOCOLS.register(klass, name=name, default=getattr(klass, "name", ""))
        return klass

    return add if cls is None else add(cls)


def unregister_protocol(name: str) -> None:
    """Forget the protocol registered under ``name`` at run time or from an entry point (a
    built-in one is then loaded afresh on its next use); unknown names are ignored."""
    _PROTOCOLS.unregister(name)


def reload_protocol_entry_points() -> None:
    """Forget the protocols found through entry points and look for them again on next use."""
    _PROTOCOLS.reload()


def available_protocols() -> list[str]:
    """Names of every registered protocol, sorted: built-in, entry points, registrations."""
    return _PROTOCOLS.names()


def get_protocol(name: str) -> type[DecisionProtocol]:
    """The class registered under ``name``; an unknown name is a :class:`ScenarioError` naming
    the known ones.

    >>> get_protocol("single_text").agrees
    True
    >>> get_protocol("haggle")
    Traceback (most recent call last):
    ...
    fairagents.errors.ScenarioError: protocol.decision 'haggle' is unknown; known: agreement, concession, single_text, statement, vote
    """  # noqa: E501
    found = _PROTOCOLS.get(name)
    if found is not None:
        return found
    close = _PROTOCOLS.suggest(name)
    hint = f"did you mean {' or '.join(close)}? " if close else ""
    known = available_protocols()
    raise ScenarioError(f"protocol.decision {name!r} is unknown; {hint}known: {', '.join(known)}")


def protocol_for(scenario: Scenario) -> DecisionProtocol:
    """The scenario's decision protocol, built from its ``protocol:`` settings and seed; a
    :class:`ScenarioError` when the name is unknown or the protocol cannot run the scenario."""
    protocol = get_protocol(scenario.protocol.decision)(scenario.protocol, seed=scenario.seed)
    problem = protocol.problem_with(slate_size=scenario.slate_size, people=scenario.humans)
    if problem is not None:
        raise ScenarioError(problem)
    return protocol
