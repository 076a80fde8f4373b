"""The deliberation state: a TypedDict whose parallel-written fields carry a merging reducer.

Every record of a run lives here, keyed so that a write is idempotent — ``"RRR/agent"`` for an
agent's proposal or ballot in round RRR (zero-padded, so keys sort by round), ``"RRR"`` for a
round's outcome, evaluation, mediation and approval, the candidate id for the table. Agents run
in parallel (LangGraph ``Send``), so these fields merge dictionaries instead of overwriting
them; a node returns only the entries it adds. Values are frozen pydantic records
(:mod:`fairagents.agents._records`), allow-listed for the checkpoint serializer.

The record fields are LangGraph delta channels: a checkpoint holds what its step wrote, and
the whole dictionary only every :data:`SNAPSHOT_EVERY` updates, so a run's checkpoints do not
repeat a 10,000-candidate table and its ballots at every step (measured on the Limits page).
Checkpoints written before, with the whole dictionaries, load as they are.

>>> key(2, "rawlsian")
'002/rawlsian'
>>> merge({"a": 1}, {"b": 2})
{'a': 1, 'b': 2}

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, TypedDict, TypeVar

from langgraph.channels.delta import DeltaChannel
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

from fairagents.agents._candidates import Candidate
from fairagents.agents._records import (
    AgentView,
    ApproverVerdict,
    Assessment,
    CastBallot,
    Draft,
    Mediation,
    Proposal,
    Response,
    ResponseView,
    RoundDecision,
    RoundEvaluation,
    Said,
    Usage,
)
from fairagents.deprecation import former_module
from fairagents.models import Outcome, Passage

__all__ = [
    "SNAPSHOT_EVERY",
    "DeliberationState",
    "checkpoint_serde",
    "key",
    "merge",
    "merge_all",
    "round_key",
    "this_round",
]

V = TypeVar("V")


def merge(left: Mapping[str, V] | None, right: Mapping[str, V] | None) -> dict[str, V]:
    """Two dictionaries merged, entries of ``right`` winning (the ``passages`` reducer)."""
    return {**(left or {}), **(right or {})}


def merge_all(
    state: Mapping[str, V] | None, writes: Sequence[Mapping[str, V] | None]
) -> dict[str, V]:
    """:func:`merge` over a batch of writes, in order (the reducer of a delta channel)."""
    out = dict(state or {})
    for write in writes:
        out.update(write or {})
    return out


def _records() -> DeltaChannel[Any]:
    # A delta channel: a checkpoint stores what the step wrote, not the whole dictionary again
    # (with 10,000 alternatives the table, ballots and outcomes were ~4 MB in each of a run's
    # checkpoints); LangGraph replays the writes when it loads a checkpoint.
    return DeltaChannel(merge_all, snapshot_frequency=SNAPSHOT_EVERY)


SNAPSHOT_EVERY = 50
"""A full copy of a records field every this many updates, bounding the replay on load."""


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
      :class:`~fairagents.agents.Mediation`, :class:`~fairagents.agents.ApproverVerdict`;
    - ``decisions`` — ``"RRR"`` → :class:`~fairagents.agents.RoundDecision`: how the round
      decided (the rule's vote, an agreement, the fallback, or still open) and on what;
    - ``drafts`` / ``responses`` — in a bargaining protocol (:mod:`fairagents.graph.protocols`),
      ``"RRR"`` → the mediator's :class:`~fairagents.agents.Draft`, ``"RRR/agent"`` → an agent's
      :class:`~fairagents.agents.Response` to the round's offer;
    - ``stop`` — why the run stopped, ``""`` while it goes on.

    Older checkpoints and stores may lack ``decisions``: readers then take the rule's outcome
    (``how="vote"``, a lottery when it had more than one tied winner).

    Add fields of your own by subclassing (``class MyState(DeliberationState): checks: …``);
    a field that parallel nodes write needs a reducer such as :func:`merge`.
    """

    round: int
    passages: Annotated[dict[str, tuple[Passage, ...]], merge]
    table: Annotated[dict[str, Candidate], _records()]
    proposals: Annotated[dict[str, Proposal], _records()]
    ballots: Annotated[dict[str, CastBallot], _records()]
    outcomes: Annotated[dict[str, Outcome], _records()]
    evaluations: Annotated[dict[str, RoundEvaluation], _records()]
    mediations: Annotated[dict[str, Mediation], _records()]
    approvals: Annotated[dict[str, ApproverVerdict], _records()]
    decisions: Annotated[dict[str, RoundDecision], _records()]
    drafts: Annotated[dict[str, Draft], _records()]
    responses: Annotated[dict[str, Response], _records()]
    stop: str


def this_round(records: Mapping[str, V] | None, round: int) -> dict[str, V]:
    """The entries of ``records`` keyed in ``round``, by agent name."""
    prefix = round_key(round) + "/"
    return {k[len(prefix) :]: v for k, v in (records or {}).items() if k.startswith(prefix)}


STATE_TYPES: tuple[type[Any], ...] = (
    AgentView,
    ApproverVerdict,
    Assessment,
    Candidate,
    CastBallot,
    Draft,
    Mediation,
    Outcome,
    Passage,
    Proposal,
    Response,
    ResponseView,
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
    current = [(cls.__module__, cls.__name__) for cls in STATE_TYPES]
    current.append(("fairagents.rag._retriever", "RetrievedPassage"))
    # A verdict checkpointed before ApproverVerdict was renamed carries its old name.
    current.append(("fairagents.agents._records", "Approval"))
    # A record checkpointed before its module took a leading underscore carries the old path,
    # and a candidate checkpointed before agents.table became agents.candidates that one.
    former = [(former_module(module), name) for module, name in current]
    moved = ("fairagents.agents.table", "Candidate")
    allowed = [*current, *((m, n) for m, n in former if m is not None), moved]
    return JsonPlusSerializer(allowed_msgpack_modules=allowed)
