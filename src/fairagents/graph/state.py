"""The deliberation state: a TypedDict whose parallel-written fields carry a merging reducer.

Every record of a run lives here, keyed so that a write is idempotent — ``"RRR/agent"`` for an
agent's proposal or ballot in round RRR (zero-padded, so keys sort by round), ``"RRR"`` for a
round's outcome, evaluation, mediation and approval, the candidate id for the table. Agents run
in parallel (LangGraph ``Send``), so these fields merge dictionaries instead of overwriting
them; a node returns only the entries it adds. Values are frozen pydantic records
(:mod:`fairagents.agents.records`), allow-listed for the checkpoint serializer.

>>> key(2, "rawlsian")
'002/rawlsian'
>>> merge({"a": 1}, {"b": 2})
{'a': 1, 'b': 2}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, TypedDict, TypeVar

from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

from fairagents.agents.records import (
    AgentView,
    Approval,
    Assessment,
    CastBallot,
    Mediation,
    Proposal,
    RoundDecision,
    RoundEvaluation,
    Said,
    Usage,
)
from fairagents.agents.table import Candidate
from fairagents.models import Outcome, Passage

__all__ = ["DeliberationState", "checkpoint_serde", "key", "merge", "round_key", "this_round"]

V = TypeVar("V")


def merge(left: Mapping[str, V] | None, right: Mapping[str, V] | None) -> dict[str, V]:
    """The reducer of every dictionary field: entries of ``right`` win."""
    return {**(left or {}), **(right or {})}


def round_key(round: int) -> str:
    """The key of a round's own records."""
    return f"{round:03d}"


def key(round: int, agent: str) -> str:
    """The key of an agent's record in a round."""
    return f"{round:03d}/{agent}"


class DeliberationState(TypedDict, total=False):
    """The state of one deliberation: public, so your own nodes can read and extend it.

    - ``round`` — the current round, from 0;
    - ``passages`` — agent → the passages it retrieved;
    - ``table`` — candidate id → :class:`~fairagents.agents.Candidate` (what agents rank);
    - ``proposals`` / ``ballots`` — ``"RRR/agent"`` → :class:`~fairagents.agents.Proposal` /
      :class:`~fairagents.agents.CastBallot`;
    - ``outcomes`` / ``evaluations`` / ``mediations`` / ``approvals`` — ``"RRR"`` → the round's
      :class:`~fairagents.models.Outcome`, :class:`~fairagents.agents.RoundEvaluation`,
      :class:`~fairagents.agents.Mediation`, :class:`~fairagents.agents.Approval`;
    - ``stop`` — why the run stopped, ``""`` while it goes on.

    Add fields of your own by subclassing (``class MyState(DeliberationState): checks: …``);
    a field that parallel nodes write needs a reducer such as :func:`merge`.
    """

    round: int
    passages: Annotated[dict[str, tuple[Passage, ...]], merge]
    table: Annotated[dict[str, Candidate], merge]
    proposals: Annotated[dict[str, Proposal], merge]
    ballots: Annotated[dict[str, CastBallot], merge]
    outcomes: Annotated[dict[str, Outcome], merge]
    evaluations: Annotated[dict[str, RoundEvaluation], merge]
    mediations: Annotated[dict[str, Mediation], merge]
    approvals: Annotated[dict[str, Approval], merge]
    decisions: Annotated[dict[str, RoundDecision], merge]
    stop: str


def this_round(records: Mapping[str, V] | None, round: int) -> dict[str, V]:
    """The entries of ``records`` keyed in ``round``, by agent name."""
    prefix = round_key(round) + "/"
    return {k[len(prefix) :]: v for k, v in (records or {}).items() if k.startswith(prefix)}


STATE_TYPES: tuple[type[Any], ...] = (
    AgentView,
    Approval,
    Assessment,
    Candidate,
    CastBallot,
    Mediation,
    Outcome,
    Passage,
    Proposal,
    RoundDecision,
    RoundEvaluation,
    Said,
    Usage,
)


def checkpoint_serde() -> JsonPlusSerializer:
    """The checkpoint serializer, allowing exactly the record types of the state to load back.

    (LangGraph otherwise warns on every unregistered type and will block them in a later version.)
    """
    # Retrieved passages keep their provenance (title, score, chunk); named, not imported, so
    # the graph does not load the retrieval stack when no retriever is used.
    retrieved = ("fairagents.rag.retriever", "RetrievedPassage")
    return JsonPlusSerializer(allowed_msgpack_modules=[*STATE_TYPES, retrieved])
