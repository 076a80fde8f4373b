"""The one layer that turns any model's reply into a validated Ballot — or a clear BallotError.

:func:`request_ballot` asks a model for a ballot over the *current* alternatives:

1. **Constrained decoding where the backend supports it**: the embedded llama.cpp model and a
   llama.cpp/vLLM server get ``response_format={"type": "json_object", "schema": …}`` (a grammar
   built from :func:`~fairagents.llm._reply.ballot_json_schema`, whose enums are the current ids);
   OpenAI gets ``json_schema``. Other chat models are asked in plain text.
2. **Parse → repair** (:mod:`fairagents.llm._repair`): every reply, constrained or not, is read
   leniently and validated; each repair is recorded by kind.
3. **Bounded retry**: an unreadable reply is sent back with the validation error appended to
   the conversation, at most ``max_retries`` times. A reply cut at the token budget
   (``finish_reason == "length"``) is accepted only if its ranking was complete; otherwise the
   retry doubles the budget and asks for a shorter argument.
4. After the last retry: :class:`~fairagents.errors.BallotError` with every attempt's error.
   A ballot is never invented.

``form`` (a :class:`~fairagents.llm._reply.BallotForm`) asks for ratings of every candidate on a
stated scale, or approvals, besides the ranking: the schema, the reading and the retries follow
it, and the :class:`~fairagents.models.Ballot` carries the ratings as its ``utilities`` (as
given, no rescaling) and the approvals as its ``approvals``.

Models that compute ballots without an LLM implement the :class:`BallotModel` protocol
(``ballot_reply(context)``), e.g. :class:`~fairagents.llm._analytic.AnalyticModel`; they go
through the same function, the same validation and the same counters. Counts per agent and round
(attempts, invalid replies, truncations, repairs, failures, tokens) go to a
:class:`~fairagents.llm._stats.BallotStats`.

:func:`arequest_ballot` is the asyncio twin; both drive the same I/O-free attempt loop.
Not here: prompt wording (:mod:`fairagents.llm._prompts`).

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Generator, Sequence
from functools import lru_cache
from typing import Any, Literal, Protocol, cast, runtime_checkable

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage
from pydantic import Field

from fairagents.errors import BallotError, InputError
from fairagents.llm._context import BallotContext
from fairagents.llm._exchange import (
    Accepted,
    Call,
    Exhausted,
    exchange,
    model_name,
    run_async,
    run_sync,
)
from fairagents.llm._prompts import answer_format, ballot_messages, render
from fairagents.llm._repair import read_ballot_reply
from fairagents.llm._reply import RANKING_ONLY, BallotForm, BallotReply, ballot_json_schema
from fairagents.llm._stats import BallotStats, TokenUsage
from fairagents.llm.call_options import supports_schema
from fairagents.models import Alternative, Ballot
from fairagents.models.base import FrozenModel

__all__ = [
    "DEFAULT_MAX_TOKENS",
    "BallotModel",
    "BallotResult",
    "Decoding",
    "arequest_ballot",
    "request_ballot",
    "request_ballot_for",
]

DEFAULT_MAX_TOKENS = 256
"""Token budget of a ballot reply (doubled on a retry after a truncated reply)."""

Decoding = Literal["auto", "none"]
"""``auto``: schema-constrained decoding where the backend supports it; ``none``: never."""


@runtime_checkable
class BallotModel(Protocol):
    """A model that computes a ballot reply from the context directly, without an LLM."""

    def ballot_reply(self, context: BallotContext) -> BallotReply:
        """The ballot reply of ``context.agent`` over ``context.alternatives``."""
        ...


class BallotResult(FrozenModel):
    """A validated ballot and how it was obtained."""

    ballot: Ballot
    reply: BallotReply
    attempts: int = Field(ge=1)
    repairs: tuple[str, ...] = ()
    usage: tuple[TokenUsage, ...] = ()
    """Token usage of each call whose backend reported it."""
    constrained: bool = False
    """Whether schema-constrained decoding was requested."""
    raw: str = ""
    """The text of the accepted reply (empty for models without an LLM)."""


def _ids_and_labels(
    alternatives: Sequence[str | Alternative],
) -> tuple[list[str], dict[str, str]]:
    ids: list[str] = []
    labels: dict[str, str] = {}
    for alt in alternatives:
        if isinstance(alt, Alternative):
            ids.append(alt.id)
            if alt.label:
                labels[alt.id] = alt.label
        else:
            ids.append(alt)
    if not ids:
        raise InputError("request_ballot: no alternatives to rank")
    if len(set(ids)) != len(ids):
        raise InputError(f"request_ballot: alternatives repeat an id: {ids}")
    return ids, labels


def _computes_ballots(model: object) -> bool:
    """``isinstance(model, BallotModel)``, settled once per class for chat models.

    An isinstance check against a runtime-checkable protocol lists the protocol's members on
    every call (~25 µs on Python 3.11, the largest single cost of this layer per ballot); a chat
    model's answer follows from its class (its instances carry no attributes of their own
    beyond its fields), so it is looked up by class. Other objects are checked as they are.
    """
    if isinstance(model, BaseChatModel):
        return _class_computes_ballots(type(model))
    return isinstance(model, BallotModel)


@lru_cache(maxsize=256)
def _class_computes_ballots(cls: type) -> bool:
    return issubclass(cls, BallotModel)


def _to_ballot(agent: str, reply: BallotReply, ids: Sequence[str]) -> Ballot:
    # Scores become utilities only when they cover every alternative: a Profile requires that.
    scores = reply.scores if reply.scores and set(reply.scores) == set(ids) else None
    return Ballot(
        voter=agent,
        ranking=[list(g) for g in reply.ranking],
        utilities=scores,
        approvals=reply.approvals,
        proposal=reply.proposal,
        argument=reply.argument,
        citations=reply.citations,
    )


def request_ballot(
    model: BaseChatModel | BallotModel,
    messages: Sequence[BaseMessage],
    alternatives: Sequence[str | Alternative],
    *,
    agent: str,
    round: int | None = None,
    passage_ids: Sequence[str] | None = None,
    context: BallotContext | None = None,
    max_retries: int = 2,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    decoding: Decoding = "auto",
    stats: BallotStats | None = None,
    form: BallotForm = RANKING_ONLY,
) -> BallotResult:
    """Ask ``model`` for ``agent``'s ballot over exactly ``alternatives``; validate and repair.

    ``messages`` is the conversation so far (see :func:`~fairagents.llm._prompts.ballot_messages`);
    it should ask for what ``form`` asks (ratings, approvals), which the reply must then carry.
    With ``passage_ids`` (or a ``context`` with passages), citations of other passages are
    dropped. A :class:`BallotModel` needs ``context``. Raises :class:`BallotError` after
    ``1 + max_retries`` unusable replies, :class:`BackendError` if the backend itself fails.

    >>> from fairagents.llm._scripted import ScriptedChatModel
    >>> model = ScriptedChatModel(replies=["Sure! {'ranking': ['b', 'a'],}", '{"ranking": []}'])
    >>> result = request_ballot(model, [], ["a", "b"], agent="ann", round=0)
    >>> result.ballot.ranking, result.repairs
    ((('b',), ('a',)), ('leading_prose', 'json_syntax'))
    """
    stats = stats if stats is not None else BallotStats()
    plan = _plan(
        model,
        messages,
        alternatives,
        agent,
        round,
        passage_ids,
        context,
        max_retries,
        max_tokens,
        decoding,
        stats,
        form,
    )
    if isinstance(plan, BallotResult):
        return plan
    chat, dialogue, finish = plan
    return finish(run_sync(chat, dialogue, agent=agent, round_=round, stats=stats))


async def arequest_ballot(
    model: BaseChatModel | BallotModel,
    messages: Sequence[BaseMessage],
    alternatives: Sequence[str | Alternative],
    *,
    agent: str,
    round: int | None = None,
    passage_ids: Sequence[str] | None = None,
    context: BallotContext | None = None,
    max_retries: int = 2,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    decoding: Decoding = "auto",
    stats: BallotStats | None = None,
    form: BallotForm = RANKING_ONLY,
) -> BallotResult:
    """:func:`request_ballot` for asyncio code (calls ``model.ainvoke``); same arguments."""
    stats = stats if stats is not None else BallotStats()
    plan = _plan(
        model,
        messages,
        alternatives,
        agent,
        round,
        passage_ids,
        context,
        max_retries,
        max_tokens,
        decoding,
        stats,
        form,
    )
    if isinstance(plan, BallotResult):
        return plan
    chat, dialogue, finish = plan
    return finish(await run_async(chat, dialogue, agent=agent, round_=round, stats=stats))


_Finish = Callable[[Accepted[BallotReply]], BallotResult]

_CLOSED_RANKING = re.compile(r'"ranking"\s*:\s*\[[^\]]*\]')


def _ranking_complete(text: str, repairs: tuple[str, ...]) -> bool:
    """Whether a reply cut at the token budget still gave its whole ranking.

    Either nothing had to be appended, or the ranking array was closed before the cut (the
    model repeated an id, so one was missing, but then went on to its argument): constrained
    decoding writes the ranking first, and only the argument was cut.
    """
    return "missing_alternatives_appended" not in repairs or bool(_CLOSED_RANKING.search(text))


def _plan(
    model: BaseChatModel | BallotModel,
    messages: Sequence[BaseMessage],
    alternatives: Sequence[str | Alternative],
    agent: str,
    round_: int | None,
    passage_ids: Sequence[str] | None,
    context: BallotContext | None,
    max_retries: int,
    max_tokens: int,
    decoding: Decoding,
    stats: BallotStats,
    form: BallotForm = RANKING_ONLY,
) -> (
    BallotResult
    | tuple[BaseChatModel, Generator[Call, BaseMessage, Accepted[BallotReply]], _Finish]
):
    """Validate the request; answer a BallotModel directly, else return the chat exchange."""
    ids, labels = _ids_and_labels(alternatives)
    if context is not None:
        labels = {**context.labels, **labels}
        if passage_ids is None:
            passage_ids = context.passage_ids
    if max_retries < 0 or max_tokens < 1:
        raise InputError("request_ballot: max_retries must be ≥ 0 and max_tokens ≥ 1")
    stats.record_request(agent, round_)
    if _computes_ballots(model):
        return _from_ballot_model(
            cast(BallotModel, model),
            ids,
            agent=agent,
            round_=round_,
            context=context,
            stats=stats,
            form=form,
        )
    model = cast(BaseChatModel, model)  # what _computes_ballots leaves (mypy cannot tell)
    constrained = decoding == "auto" and supports_schema(model)
    listed = ", ".join(ids)

    def read(text: str) -> tuple[BallotReply, tuple[str, ...]]:
        return read_ballot_reply(text, ids, labels=labels, passage_ids=passage_ids, form=form)

    def note(problem: str, truncated: bool) -> str:
        if form.kind != "ranking":
            return render(
                "retry_form",
                error=problem,
                format=answer_format(form, ids, cited=bool(passage_ids)),
                shorter=" Keep the argument short." if truncated else "",
            )
        return render("truncated" if truncated else "retry", error=problem, alternatives=listed)

    dialogue = exchange(
        model,
        messages,
        read=read,
        complete=_ranking_complete,
        note=note,
        schema=ballot_json_schema(ids, passage_ids or (), form=form) if constrained else None,
        what="ranking" if form.kind == "ranking" else f"ballot ({form.kind})",
        agent=agent,
        round_=round_,
        max_retries=max_retries,
        max_tokens=max_tokens,
        stats=stats,
    )

    def finish(accepted: Accepted[BallotReply]) -> BallotResult:
        return BallotResult(
            ballot=_to_ballot(agent, accepted.value, ids),
            reply=accepted.value,
            attempts=accepted.attempts,
            repairs=accepted.repairs,
            usage=accepted.usage,
            constrained=accepted.constrained,
            raw=accepted.raw,
        )

    def wrapped() -> Generator[Call, BaseMessage, Accepted[BallotReply]]:
        try:
            return (yield from dialogue)
        except Exhausted as exc:
            raise BallotError(
                f"agent {agent!r}, round {round_}: model {model_name(model)} gave no valid "
                f"ballot over {listed} in {max_retries + 1} attempts ({exc}). Raise "
                "max_retries, simplify the prompt, or use a backend with constrained decoding."
            ) from None

    return model, wrapped(), finish


def _from_ballot_model(
    model: BallotModel,
    ids: Sequence[str],
    *,
    agent: str,
    round_: int | None,
    context: BallotContext | None,
    stats: BallotStats,
    form: BallotForm = RANKING_ONLY,
) -> BallotResult:
    if context is None:
        raise InputError(
            f"{type(model).__name__} computes ballots from a BallotContext (alternatives, "
            "utilities, framework, passages); pass context=… to request_ballot"
        )
    stats.record_attempt(agent, round_)
    reply = model.ballot_reply(context)
    covered = [a for group in reply.ranking for a in group]
    if sorted(covered) != sorted(ids):
        stats.record_outcome(agent, round_, ok=False)
        raise BallotError(
            f"agent {agent!r}, round {round_}: {type(model).__name__} ranked {covered}, "
            f"not exactly the current alternatives {list(ids)}; pass a context whose "
            "alternatives are the current ones"
        )
    if form.kind == "ratings" and not (reply.scores and set(reply.scores) == set(ids)):
        stats.record_outcome(agent, round_, ok=False)
        raise BallotError(
            f"agent {agent!r}, round {round_}: {type(model).__name__} gave no score for every "
            f"alternative, which a ratings ballot needs"
        )
    if form.kind == "approvals" and not reply.approvals:
        stats.record_outcome(agent, round_, ok=False)
        raise BallotError(
            f"agent {agent!r}, round {round_}: {type(model).__name__} approved nothing, and an "
            "approvals ballot needs at least one approval"
        )
    stats.record_outcome(agent, round_, ok=True)
    return BallotResult(ballot=_to_ballot(agent, reply, ids), reply=reply, attempts=1)


def request_ballot_for(
    model: BaseChatModel | BallotModel,
    context: BallotContext,
    *,
    round: int | None = None,
    stats: BallotStats | None = None,
    form: BallotForm = RANKING_ONLY,
    **options: Any,
) -> BallotResult:
    """:func:`request_ballot` with the default prompt built from ``context`` (asking for what
    ``form`` asks).

    >>> from fairagents.llm._scripted import ScriptedChatModel
    >>> ctx = BallotContext(agent="ann", alternatives=(Alternative(id="a"), Alternative(id="b")))
    >>> request_ballot_for(ScriptedChatModel(replies=["a > b"]), ctx).ballot.ranking
    (('a',), ('b',))
    """
    return request_ballot(
        model,
        ballot_messages(context, form),
        context.alternatives,
        agent=context.agent,
        round=round,
        context=context,
        stats=stats,
        form=form,
        **options,
    )
