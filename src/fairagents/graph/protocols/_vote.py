"""The vote: the rule over the round's ballots decides every round (the default protocol).

The run ends by its stop conditions (the round limit, ``stop_when``, the token budget); every
round records ``how="vote"`` and whether the rule's tie was split by its seeded lottery. The
contract's defaults are the vote's (:class:`~fairagents.graph.protocols.DecisionProtocol`), so
the class only names it.

Internal to :mod:`fairagents.graph.protocols`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from fairagents.graph.protocols._base import DecisionProtocol

__all__ = ["Vote"]


class Vote(DecisionProtocol):
    """The rule's choice over every round's ballots is the round's decision."""

    name = "vote"
    description = "the rule over the round's ballots decides every round"
