"""Decision protocols: how a round decides, one class per protocol, in one registry.

A scenario's ``protocol.decision`` names one (``vote`` is the default):

- **vote** — the rule over the round's ballots decides every round;
- **agreement** — unanimity: the run ends when every agent accepts one candidate;
- **single_text** — the mediator drafts one candidate and revises it toward the objections;
- **concession** — each agent holds an offer and concedes by Zeuthen's risk criterion;
- **statement** — parties state opinions, a generator composes candidate statements, the rule
  picks one from the parties' rankings (elicited or predicted), critiques revise it (after the
  Habermas Machine).

The builder asks the protocol object what to add to the round and how the round decides
(:class:`DecisionProtocol`: the contract, with :class:`Step`); agents and the mediator are given
what it decides for them (how an analytic agent answers an offer, the instructions an LLM agent
reads), never its name. Write your own by subclassing :class:`DecisionProtocol` (or
:class:`Bargaining`) and register it with :func:`register_protocol` or the
``fairagents.protocols`` entry-point group; ``fairagents.testing.check_protocol`` checks it
terminates, records its decisions and resumes after a kill (the tutorial *Write a decision
protocol*).

>>> from fairagents.graph.protocols import available_protocols, get_protocol
>>> available_protocols()
['agreement', 'concession', 'single_text', 'statement', 'vote']
>>> get_protocol("concession")().termination()
Agreed() | MaxRounds(3)

Public modules: none (the face is this package).

Internal modules: ``_bargaining``, ``_base``, ``_registry``, ``_statement``, ``_vote``.
"""

from fairagents.graph.protocols._bargaining import (
    Agreement,
    Bargaining,
    Concession,
    SingleText,
    respond_node,
)
from fairagents.graph.protocols._base import DecisionProtocol, Step
from fairagents.graph.protocols._registry import (
    ENTRY_POINT_GROUP,
    available_protocols,
    get_protocol,
    protocol_for,
    register_protocol,
    reload_protocol_entry_points,
    unregister_protocol,
)
from fairagents.graph.protocols._statement import (
    StatementDeliberation,
    StatementRound,
    StatementRun,
)
from fairagents.graph.protocols._vote import Vote

__all__ = [
    "ENTRY_POINT_GROUP",
    "Agreement",
    "Bargaining",
    "Concession",
    "DecisionProtocol",
    "SingleText",
    "StatementDeliberation",
    "StatementRound",
    "StatementRun",
    "Step",
    "Vote",
    "available_protocols",
    "get_protocol",
    "protocol_for",
    "register_protocol",
    "reload_protocol_entry_points",
    "respond_node",
    "unregister_protocol",
]
