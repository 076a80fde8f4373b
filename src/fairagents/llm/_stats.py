"""Counting what it took to get each ballot: attempts, repairs, failures, tokens.

:class:`BallotStats` is a thread-safe accumulator (LangGraph runs agents in parallel threads),
keyed by agent and round; :meth:`BallotStats.rows` and :meth:`BallotStats.total` return frozen
:class:`AgentRoundStats` snapshots for reports. Token counts are summed only over calls whose
backend reported usage (``calls_with_usage`` says how many did). A reply from the response
cache counts as an attempt, with the tokens it cost when it was made: a cached rerun reports
the counters of the run it replays, and only ``model_calls`` and ``cache_hits`` (every call,
by where its answer came from; kept out of the results store) tell them apart.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pydantic import Field

from fairagents.models.base import FrozenModel

if TYPE_CHECKING:
    from fairagents.llm._cache import CacheSession

__all__ = ["AgentRoundStats", "BallotStats", "TokenUsage"]


class TokenUsage(FrozenModel):
    """Tokens of one model call, as the backend reported them."""

    input_tokens: int = Field(default=0, ge=0)
    output_tokens: int = Field(default=0, ge=0)
    total_tokens: int = Field(default=0, ge=0)


class AgentRoundStats(FrozenModel):
    """What obtaining one agent's ballots cost in one round (or in total: ``agent == "*"``)."""

    agent: str
    round: int | None
    requests: int = 0
    """Ballots asked for."""
    ballots: int = 0
    """Ballots obtained."""
    failures: int = 0
    """Requests that ended in a BallotError."""
    attempts: int = 0
    """Replies read (first tries and retries), from the model or the response cache."""
    model_calls: int = 0
    """Calls that reached the model (attempts and the mediator's summaries not answered from
    the cache)."""
    cache_hits: int = 0
    """Calls answered from the response cache (:mod:`fairagents.llm._cache`) instead."""
    cached_tokens: int = 0
    """Tokens (input and output) of the replies the cache answered: counted in
    ``input_tokens``/``output_tokens`` as when they were made, not paid again now."""
    invalid_replies: int = 0
    """Attempts whose reply could not be read as a ballot (each led to a retry or a failure)."""
    truncated: int = 0
    """Replies cut at the token budget (``finish_reason == "length"``)."""
    repaired: int = 0
    """Ballots accepted only after at least one repair."""
    repairs: dict[str, int] = Field(default_factory=dict)
    """How often each repair kind was applied (see :mod:`fairagents.llm._repair`)."""
    calls_with_usage: int = 0
    input_tokens: int = 0
    output_tokens: int = 0

    @property
    def failure_rate(self) -> float:
        """Share of requests that failed (0 when nothing was requested)."""
        return self.failures / self.requests if self.requests else 0.0


@dataclass
class _Counts:
    requests: int = 0
    ballots: int = 0
    failures: int = 0
    attempts: int = 0
    model_calls: int = 0
    cache_hits: int = 0
    cached_tokens: int = 0
    invalid_replies: int = 0
    truncated: int = 0
    repaired: int = 0
    repairs: Counter[str] = field(default_factory=Counter)
    calls_with_usage: int = 0
    input_tokens: int = 0
    output_tokens: int = 0

    def add(self, other: _Counts) -> None:
        for name in self.__dataclass_fields__:
            if name == "repairs":
                self.repairs.update(other.repairs)
            else:
                setattr(self, name, getattr(self, name) + getattr(other, name))

    def freeze(self, agent: str, round_: int | None) -> AgentRoundStats:
        values = {n: getattr(self, n) for n in self.__dataclass_fields__ if n != "repairs"}
        return AgentRoundStats(
            agent=agent, round=round_, repairs=dict(sorted(self.repairs.items())), **values
        )


class BallotStats:
    """Thread-safe counters per (agent, round), filled by :func:`request_ballot`.

    >>> stats = BallotStats()
    >>> stats.record_attempt("ann", 0, usage=TokenUsage(input_tokens=10, output_tokens=5))
    >>> stats.total().input_tokens
    10

    ``cache`` is the run's :class:`~fairagents.llm._cache.CacheSession` (``None``: no response
    cache): the exchange answers each call from it when it can, and counts the hits here.
    """

    def __init__(self, *, cache: CacheSession | None = None) -> None:
        self._lock = threading.Lock()
        self._counts: dict[tuple[str, int | None], _Counts] = {}
        self.cache = cache

    def _get(self, agent: str, round_: int | None) -> _Counts:
        # Not setdefault: that would build (and drop) a _Counts, a Counter with it, on every
        # one of a request's four records.
        counts = self._counts.get((agent, round_))
        if counts is None:
            counts = self._counts[agent, round_] = _Counts()
        return counts

    def record_request(self, agent: str, round_: int | None) -> None:
        with self._lock:
            self._get(agent, round_).requests += 1

    def record_attempt(
        self,
        agent: str,
        round_: int | None,
        *,
        usage: TokenUsage | None = None,
        invalid: bool = False,
        truncated: bool = False,
    ) -> None:
        with self._lock:
            counts = self._get(agent, round_)
            counts.attempts += 1
            counts.invalid_replies += invalid
            counts.truncated += truncated
            if usage is not None:
                counts.calls_with_usage += 1
                counts.input_tokens += usage.input_tokens
                counts.output_tokens += usage.output_tokens

    def record_call(
        self, agent: str, round_: int | None, *, cached: bool = False, tokens: int = 0
    ) -> None:
        """One call to a chat model, answered by the model or (``cached``) the response cache
        (``tokens``: the cached reply's, input and output)."""
        with self._lock:
            counts = self._get(agent, round_)
            if cached:
                counts.cache_hits += 1
                counts.cached_tokens += tokens
            else:
                counts.model_calls += 1

    def record_outcome(
        self, agent: str, round_: int | None, *, ok: bool, repairs: tuple[str, ...] = ()
    ) -> None:
        with self._lock:
            counts = self._get(agent, round_)
            if ok:
                counts.ballots += 1
                counts.repaired += bool(repairs)
                counts.repairs.update(repairs)
            else:
                counts.failures += 1

    def rows(self) -> tuple[AgentRoundStats, ...]:
        """One snapshot per (agent, round), sorted by agent then round."""
        with self._lock:
            keys = sorted(self._counts, key=lambda k: (k[0], -1 if k[1] is None else k[1]))
            return tuple(self._counts[k].freeze(*k) for k in keys)

    def by_agent(self) -> dict[str, AgentRoundStats]:
        """Totals per agent over all rounds."""
        with self._lock:
            sums: dict[str, _Counts] = {}
            for (agent, _), counts in self._counts.items():
                sums.setdefault(agent, _Counts()).add(counts)
            return {a: c.freeze(a, None) for a, c in sorted(sums.items())}

    def total(self) -> AgentRoundStats:
        """Totals over every agent and round (``agent == "*"``)."""
        with self._lock:
            out = _Counts()
            for counts in self._counts.values():
                out.add(counts)
            return out.freeze("*", None)
