"""The attempt loop every structured request shares: constrain, read, retry with the error.

A structured request (a ballot, a proposal, a mediator's pick) is a short exchange with a chat
model. :func:`exchange` is that exchange written once, free of I/O: it yields each call (the
conversation and the per-call options) and receives each reply, so :func:`run_sync` and
:func:`run_async` drive the same logic with ``invoke`` or ``ainvoke``. Each reply is read by the
caller's ``read`` function, which returns the value and the repairs it made or raises
:class:`~fairagents.errors.ReplyError` with a message the model can act on; the caller's ``note``
turns that message into the next user turn, at most ``max_retries`` times. A reply cut at the
token budget is accepted only if ``complete(text, repairs)`` says nothing essential was missing;
otherwise the retry doubles the budget (capped) and asks for a shorter answer. Counts go to a
:class:`~fairagents.llm._stats.BallotStats` per agent and round; the response cache it may carry
(:mod:`fairagents.llm._cache`) answers a call before the model is asked.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage

from fairagents.errors import BackendError, FairagentsError, ReplyError
from fairagents.llm import _transport as transport
from fairagents.llm._cache import cached_ainvoke, cached_invoke
from fairagents.llm._stats import BallotStats, TokenUsage
from fairagents.llm.call_options import call_options

__all__ = ["Accepted", "Call", "exchange", "model_name", "run_async", "run_sync"]

T = TypeVar("T")

Call = tuple[list[BaseMessage], dict[str, Any]]
"""One call to make: the conversation so far and the per-call options."""


@dataclass(frozen=True)
class Accepted(Generic[T]):
    """A reply that was read: the value, its repairs, and what it took."""

    value: T
    repairs: tuple[str, ...]
    attempts: int
    usage: tuple[TokenUsage, ...]
    constrained: bool
    raw: str


class Exhausted(Exception):
    """Every attempt failed; carries each attempt's error (the caller raises its own error)."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__("; ".join(errors))
        self.errors = errors


def reply_text(message: BaseMessage) -> str:
    """The text of a reply (a tool call's arguments when the model answered with one)."""
    if isinstance(message, AIMessage) and message.tool_calls and not message.text.strip():
        return json.dumps(message.tool_calls[0]["args"])
    return message.text


def reply_usage(message: BaseMessage) -> TokenUsage | None:
    """Token usage of a reply, when the backend reported it."""
    usage = getattr(message, "usage_metadata", None)
    if not usage:
        return None
    return TokenUsage(
        input_tokens=usage.get("input_tokens", 0),
        output_tokens=usage.get("output_tokens", 0),
        total_tokens=usage.get("total_tokens", 0),
    )


def model_name(model: object) -> str:
    """A model's name for messages and records (with its server's address, if it has one)."""
    name = str(getattr(model, "model_name", None) or type(model).__name__)
    base_url = getattr(model, "openai_api_base", None)
    return f"{name} at {base_url}" if base_url else name


def exchange(
    model: BaseChatModel,
    conversation: Sequence[BaseMessage],
    *,
    read: Callable[[str], tuple[T, tuple[str, ...]]],
    complete: Callable[[str, tuple[str, ...]], bool],
    note: Callable[[str, bool], str],
    schema: dict[str, object] | None,
    what: str,
    agent: str,
    round_: int | None,
    max_retries: int,
    max_tokens: int,
    stats: BallotStats,
) -> Generator[Call, BaseMessage, Accepted[T]]:
    """The attempt loop (see the module docstring); raises :class:`Exhausted` at the end."""
    conversation = list(conversation)
    budget = max_tokens
    errors: list[str] = []
    usages: list[TokenUsage] = []
    for attempt in range(1, max_retries + 2):
        message = yield list(conversation), call_options(model, schema, budget)
        usage = reply_usage(message)
        if usage is not None:
            usages.append(usage)
        truncated = message.response_metadata.get("finish_reason") == "length"
        text = reply_text(message)
        try:
            value, repairs = read(text)
            if truncated and not complete(text, repairs):
                raise ReplyError(
                    f"the reply was cut off at the {budget}-token limit before the {what} "
                    "was complete"
                )
        except ReplyError as err:
            stats.record_attempt(agent, round_, usage=usage, invalid=True, truncated=truncated)
            problem = str(err)
            if truncated and "cut off" not in problem:
                problem = f"the reply was cut off at the {budget}-token limit ({problem})"
            errors.append(f"attempt {attempt}: {problem}")
            conversation += [
                AIMessage(content=text),
                HumanMessage(content=note(problem, truncated)),
            ]
            if truncated:  # a larger budget, capped: a model that rambles stays bounded
                budget = min(2 * budget, 2 * max_tokens)
            continue
        if truncated:
            repairs = (*repairs, "truncated_reply")
        stats.record_attempt(agent, round_, usage=usage, truncated=truncated)
        stats.record_outcome(agent, round_, ok=True, repairs=repairs)
        return Accepted(
            value=value,
            repairs=repairs,
            attempts=attempt,
            usage=tuple(usages),
            constrained=schema is not None,
            raw=text,
        )
    stats.record_outcome(agent, round_, ok=False)
    raise Exhausted(errors)


def _backend_failure(
    model: BaseChatModel, exc: Exception, agent: str, round_: int | None, stats: BallotStats
) -> FairagentsError:
    stats.record_outcome(agent, round_, ok=False)
    if isinstance(exc, FairagentsError):
        return exc
    # Any other failure is the backend's (network, server, llama.cpp), not the reply's.
    return BackendError(
        f"model {model_name(model)} failed for agent {agent!r}, round {round_}: {failure(exc)}"
    )


def failure(exc: BaseException) -> str:
    """An exception with its root cause: ``Connection error. (Connection refused)``.

    Client libraries wrap the cause a user can act on (refused, timed out, unknown host).
    """
    root = exc
    while root.__cause__ is not None and root.__cause__ is not root:
        root = root.__cause__
    text = str(exc) or type(exc).__name__
    cause = str(root)
    return text if root is exc or not cause or cause in text else f"{text} ({cause})"


def run_sync(
    model: BaseChatModel,
    dialogue: Generator[Call, BaseMessage, Accepted[T]],
    *,
    agent: str,
    round_: int | None,
    stats: BallotStats,
) -> Accepted[T]:
    """Drive ``dialogue`` with ``model.invoke``, each call answered from the run's response
    cache first (``stats.cache``; :func:`~fairagents.llm._cache.cached_invoke`), else through the
    model's :mod:`~fairagents.llm._transport`."""
    call = next(dialogue)
    while True:
        try:
            message = cached_invoke(
                model,
                *call,
                invoke=partial(transport.invoke, model),
                agent=agent,
                round_=round_,
                stats=stats,
            )
        except Exception as exc:
            raise _backend_failure(model, exc, agent, round_, stats) from exc
        try:
            call = dialogue.send(message)
        except StopIteration as done:
            result: Accepted[T] = done.value
            return result


async def run_async(
    model: BaseChatModel,
    dialogue: Generator[Call, BaseMessage, Accepted[T]],
    *,
    agent: str,
    round_: int | None,
    stats: BallotStats,
) -> Accepted[T]:
    """Drive ``dialogue`` with ``model.ainvoke`` (the cache as in :func:`run_sync`)."""
    call = next(dialogue)
    while True:
        try:
            message = await cached_ainvoke(
                model,
                *call,
                ainvoke=partial(transport.ainvoke, model),
                agent=agent,
                round_=round_,
                stats=stats,
            )
        except Exception as exc:
            raise _backend_failure(model, exc, agent, round_, stats) from exc
        try:
            call = dialogue.send(message)
        except StopIteration as done:
            result: Accepted[T] = done.value
            return result
