"""The one retry layer between a structured request and a served model: transport faults survived.

A served model (``openai:`` / ``openai-compatible:``; :func:`~fairagents.llm.make_model` builds
it) carries a :class:`Transport` (:func:`attach`); :func:`invoke` and :func:`ainvoke` are the
calls :func:`~fairagents.llm._exchange.run_sync` / :func:`~fairagents.llm._exchange.run_async`
make. Every other model (scripted, analytic, embedded) is called as it is.

What is retried (:func:`classify`): HTTP 408, 409, 429 and 5xx; a reset or timed-out connection
(a refused one only once: :data:`REFUSED_ATTEMPTS`); a malformed body (a 200 that is not a chat
completion: an HTML page, JSON cut short). What is not: any other 4xx (a bad request, a wrong
key: trying again changes nothing) and a well-formed reply that is not a ballot — reading and
repairing replies is :mod:`fairagents.llm._exchange`'s loop, which asks the model again with the
error.

Retries are tenacity's loop around the call; the OpenAI client's own retries are switched off
(``max_retries=0``) so the two never stack — ``docs/models.md`` says why this one. The wait
before retry k is ``backoff · 2^(k-1)`` capped at ``max_backoff``, half of it random (jitter:
workers that failed together do not come back together); a ``Retry-After`` (or
``retry-after-ms``) from the provider is waited instead, up to :data:`RETRY_AFTER_CAP`. A request
gets ``attempts`` tries; a run (one :class:`Transport`, one model of one deliberation) gets
``run_retries`` retries over all its requests, so a provider that is down ends the run soon,
*failed with the reason* (:class:`TransportError`: status, attempts), and the sweep moves
on to its next run.

Limits are per endpoint (one base URL) and per process (:func:`endpoint`): at most
``max_concurrency`` requests in flight and ``max_rpm`` started a minute, shared by every run
the process executes; a slot is held only while a request is on the wire, never while it waits
to retry. A model with replicas (``openai-compatible:M@URL1,URL2``) sends each attempt to the
least-loaded replica (fewest in flight; ties in turn) or round-robin, so a retry after a failure
usually goes to another replica.

No failure message carries the API key: the key, and anything shaped like one, is masked
(:func:`mask_secrets`), and the client's exception is not chained (its request may hold it).

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import asyncio
import contextlib
import email.utils
import itertools
import json
import random
import re
import threading
import time
import weakref
from collections import Counter
from collections.abc import AsyncIterator, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage
from tenacity import AsyncRetrying, RetryCallState, Retrying, retry_if_exception

from fairagents.errors import BackendError
from fairagents.llm._specs import TransportSpec

__all__ = [
    "REFUSED_ATTEMPTS",
    "RETRY_AFTER_CAP",
    "Endpoint",
    "Fault",
    "Transport",
    "TransportError",
    "ainvoke",
    "attach",
    "classify",
    "endpoint",
    "invoke",
    "mask_secrets",
    "transport_of",
]

RETRY_AFTER_CAP = 60.0
"""The longest ``Retry-After`` waited (seconds), as the OpenAI client caps it: a provider asking
for an hour is treated as one asking for a minute, and the attempts run out instead."""

RETRY_STATUS = frozenset({408, 409, 429})
"""Statuses besides 5xx worth retrying: timeout, conflict, rate limit (OpenAI's own list)."""

REFUSED_ATTEMPTS = 2
"""Tries of a request whose connection is refused: a wrong address or a server that is down
fails the run in seconds, not after the full backoff (a sweep's rerun tries again; a model's
other replicas take the retry)."""

_KEY_SHAPE = re.compile(r"\b(sk|pk|rk)-[A-Za-z0-9_\-*]{6,}")

_MALFORMED_ORIGINS = ("openai", "langchain_openai", "httpx", "httpcore", "json", "pydantic")


class TransportError(BackendError):
    """A served model's request failed for good: what failed, how often, for how long."""

    def __init__(self, message: str, *, status: int | None, attempts: int) -> None:
        super().__init__(message)
        self.status = status
        self.attempts = attempts


@dataclass(frozen=True)
class Fault:
    """A transport fault: the HTTP status (None for a connection fault), a short reason, and the
    wait the provider asked for."""

    status: int | None
    reason: str
    retry_after: float | None = None
    refused: bool = False
    """Nobody listens at the address: tried :data:`REFUSED_ATTEMPTS` times at most."""


def mask_secrets(text: str, *secrets: str) -> str:
    """``text`` with each secret and anything shaped like an API key masked.

    >>> mask_secrets("key sk-abcdef123456 and hunter22", "hunter22")
    'key sk-*** and ***'
    """
    text = _KEY_SHAPE.sub(lambda m: f"{m.group(1)}-***", text)
    for secret in secrets:
        # Until none is left: a replacement can join two halves into a new occurrence. Each
        # pass shortens the text, so this ends.
        while len(secret) >= 4 and secret in text:
            text = text.replace(secret, "***")
    return text


def _retry_after(headers: Any) -> float | None:
    """Seconds from ``retry-after-ms`` or ``Retry-After`` (seconds or an HTTP date)."""
    if headers is None:
        return None
    millis = headers.get("retry-after-ms")
    if millis:
        with contextlib.suppress(ValueError):
            return max(0.0, float(millis) / 1000)
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _root(exc: BaseException) -> BaseException:
    """The innermost cause of ``exc`` (what a user can act on: refused, unknown host)."""
    seen = {id(exc)}
    while True:
        nxt = exc.__cause__ or exc.__context__
        if nxt is None or id(nxt) in seen:
            return exc
        seen.add(id(nxt))
        exc = nxt


def _raised_in(exc: BaseException) -> str:
    """The module of the frame that raised ``exc`` (its traceback's innermost frame)."""
    tb = exc.__traceback__
    if tb is None:
        return ""
    while tb.tb_next is not None:
        tb = tb.tb_next
    return str(tb.tb_frame.f_globals.get("__name__", ""))


def classify(exc: BaseException) -> Fault | None:
    """The transport fault ``exc`` is, or None when trying again would not help.

    >>> classify(json.JSONDecodeError("Expecting value", "<html>", 0)).reason
    'malformed body (JSONDecodeError: Expecting value: line 1 column 1 (char 0))'
    >>> classify(KeyError("ranking")) is None
    True
    """
    import openai  # only served models come here, and they are built with it

    if isinstance(exc, openai.APIStatusError):
        status = exc.status_code
        if status in RETRY_STATUS or status >= 500:
            reason = f"HTTP {status}"
            body = exc.body
            if isinstance(body, dict):
                kind = body.get("type") or body.get("code")
                reason += f" ({kind})" if kind else ""
            return Fault(status, reason, _retry_after(exc.response.headers))
        return None
    if isinstance(exc, openai.APITimeoutError):
        return Fault(None, "timed out")
    if isinstance(exc, openai.APIConnectionError):
        root = _root(exc)
        refused = isinstance(root, ConnectionRefusedError) or "refused" in str(root).lower()
        detail = f" ({root})" if root is not exc and str(root) else ""
        return Fault(
            None, f"connection {'refused' if refused else 'failed'}{detail}", refused=refused
        )
    if isinstance(exc, openai.APIResponseValidationError | json.JSONDecodeError):
        return Fault(exc.status_code if isinstance(exc, openai.APIError) else None,
                     f"malformed body ({type(exc).__name__}: {exc})")  # fmt: skip
    # A 200 whose body the client could not read as a completion raises a plain ValueError,
    # TypeError or KeyError from inside the client's parsing: malformed too (our own bugs
    # raise elsewhere, and are not retried).
    if isinstance(exc, ValueError | TypeError | KeyError | AttributeError):
        origin = _raised_in(exc)
        if origin.split(".")[0] in _MALFORMED_ORIGINS:
            text = str(exc).splitlines()[0][:120] if str(exc) else ""
            return Fault(None, f"malformed body ({type(exc).__name__}: {text})")
    return None


class Endpoint:
    """One server address's limits in this process: requests in flight and started a minute.

    >>> e = Endpoint("http://127.0.0.1:9/v1", max_concurrency=2, max_rpm=6000)
    >>> with e.slot():
    ...     e.in_flight
    1
    """

    def __init__(self, url: str, *, max_concurrency: int | None, max_rpm: float | None) -> None:
        self.url = url
        self._slots = threading.BoundedSemaphore(max_concurrency) if max_concurrency else None
        self._interval = 60.0 / max_rpm if max_rpm else 0.0
        self._next_start = 0.0
        self._lock = threading.Lock()
        self.in_flight = 0
        self.started = 0

    def reserve(self) -> float:
        """Reserve the next start time (``time.monotonic``; starts spaced 60/max_rpm apart)."""
        with self._lock:
            start = max(time.monotonic(), self._next_start)
            self._next_start = start + self._interval
            return start

    @contextlib.contextmanager
    def _counted(self) -> Iterator[None]:
        with self._lock:
            self.in_flight += 1
            self.started += 1
        try:
            yield
        finally:
            with self._lock:
                self.in_flight -= 1

    @contextlib.contextmanager
    def slot(self) -> Iterator[None]:
        """Hold one request's place: a concurrency slot, then its start time."""
        if self._slots is not None:
            self._slots.acquire()
        try:
            wait = self.reserve() - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            with self._counted():
                yield
        finally:
            if self._slots is not None:
                self._slots.release()

    @contextlib.asynccontextmanager
    async def aslot(self) -> AsyncIterator[None]:
        """:meth:`slot` for coroutines (the slots are shared with threads, so polled)."""
        if self._slots is not None:
            while not self._slots.acquire(blocking=False):
                await asyncio.sleep(0.005)
        try:
            wait = self.reserve() - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            with self._counted():
                yield
        finally:
            if self._slots is not None:
                self._slots.release()


_ENDPOINTS: dict[tuple[str, int | None, float | None], Endpoint] = {}
_ENDPOINTS_LOCK = threading.Lock()


def endpoint(url: str, spec: TransportSpec) -> Endpoint:
    """This process's :class:`Endpoint` for ``url`` under ``spec``'s limits (runs with the same
    limits share it; a run asking for other limits gets its own)."""
    key = (url, spec.max_concurrency, spec.max_rpm)
    with _ENDPOINTS_LOCK:
        if key not in _ENDPOINTS:
            _ENDPOINTS[key] = Endpoint(
                url, max_concurrency=spec.max_concurrency, max_rpm=spec.max_rpm
            )
        return _ENDPOINTS[key]


class Transport:
    """How one model of one run is called: its replicas, their endpoints, the run's retries.

    ``replicas`` are chat models for the same model, one per address in ``urls`` (usually one);
    ``secrets`` are masked out of failure messages (the API key).
    """

    def __init__(
        self,
        spec: TransportSpec,
        replicas: Sequence[BaseChatModel],
        urls: Sequence[str],
        *,
        name: str,
        secrets: Sequence[str] = (),
    ) -> None:
        if not replicas or len(replicas) != len(urls):
            raise ValueError("give one replica per address")
        self.spec = spec
        self.replicas = list(replicas)
        self.endpoints = [endpoint(url, spec) for url in urls]
        self.name = name
        self._secrets = tuple(secrets)
        self._turn = itertools.count()
        self._lock = threading.Lock()
        self._jitter = random.Random()  # timing only: never seeds anything a result depends on
        self.retries = 0
        """Retries spent so far by this run (all its requests)."""

    # -- the policy, for tenacity ----------------------------------------------------------

    def _pick(self) -> int:
        n = len(self.endpoints)
        if n == 1:
            return 0
        turn = next(self._turn)
        if self.spec.balance == "round-robin":
            return turn % n
        order = [(turn + k) % n for k in range(n)]  # ties go in turn
        return min(order, key=lambda i: self.endpoints[i].in_flight)

    def _retryable(self, exc: BaseException) -> bool:
        return classify(exc) is not None

    def _stop(self, state: RetryCallState) -> bool:
        if state.attempt_number >= self.spec.attempts:
            return True
        exc = state.outcome.exception() if state.outcome is not None else None
        fault = classify(exc) if exc is not None else None
        one_address = len(self.endpoints) == 1
        if fault is not None and fault.refused and one_address:
            return state.attempt_number >= REFUSED_ATTEMPTS
        with self._lock:
            if self.retries >= self.spec.run_retries:
                return True
            self.retries += 1
            return False

    def _wait(self, state: RetryCallState) -> float:
        exc = state.outcome.exception() if state.outcome is not None else None
        fault = classify(exc) if exc is not None else None
        with self._lock:
            jitter = self._jitter.random()
        if fault is not None and fault.retry_after is not None:
            return min(fault.retry_after, RETRY_AFTER_CAP) * (1 + 0.1 * jitter)
        growth = 2.0 ** (state.attempt_number - 1)
        ceiling = min(self.spec.max_backoff, self.spec.backoff * growth)
        return ceiling / 2 + jitter * ceiling / 2

    def _retrying(self, cls: type[Retrying] | type[AsyncRetrying]) -> Any:
        return cls(
            retry=retry_if_exception(self._retryable),
            stop=self._stop,
            wait=self._wait,
            reraise=True,
        )

    # -- calls ---------------------------------------------------------------------------

    def invoke(self, messages: list[BaseMessage], **options: Any) -> BaseMessage:
        """Call the model, retrying transport faults (see the module docstring)."""
        faults: list[Fault] = []
        try:
            for attempt in self._retrying(Retrying):
                with attempt:
                    i = self._pick()
                    with self.endpoints[i].slot():
                        try:
                            return self.replicas[i].invoke(messages, **options)
                        except Exception as exc:
                            faults.append(classify(exc) or Fault(None, ""))
                            raise
        except Exception as exc:
            raise self._failure(exc, faults) from None
        raise AssertionError("unreachable: tenacity returns or raises")  # pragma: no cover

    async def ainvoke(self, messages: list[BaseMessage], **options: Any) -> BaseMessage:
        """:meth:`invoke` for coroutines."""
        faults: list[Fault] = []
        try:
            async for attempt in self._retrying(AsyncRetrying):
                with attempt:
                    i = self._pick()
                    async with self.endpoints[i].aslot():
                        try:
                            return await self.replicas[i].ainvoke(messages, **options)
                        except Exception as exc:
                            faults.append(classify(exc) or Fault(None, ""))
                            raise
        except Exception as exc:
            raise self._failure(exc, faults) from None
        raise AssertionError("unreachable: tenacity returns or raises")  # pragma: no cover

    def _failure(self, exc: Exception, faults: list[Fault]) -> TransportError:
        """The run's failure reason: the last error, how many attempts, what failed before."""
        last = faults[-1] if faults else Fault(None, "")
        detail = mask_secrets(str(exc).splitlines()[0] if str(exc) else "", *self._secrets)
        what = last.reason or type(exc).__name__
        if detail:
            what = f"{what}: {detail[:300]}"
        attempts = len(faults)
        if last.reason:  # a transport fault: say why the retries ended
            spent = self.retries >= self.spec.run_retries and attempts < self.spec.attempts
            if spent:
                limit = f"the run's {self.spec.run_retries} retries are spent"
            elif last.refused and attempts < self.spec.attempts:
                limit = f"{attempts} attempts failed (the connection is refused)"
            else:
                limit = f"{attempts} of {self.spec.attempts} attempts failed"
            earlier = Counter(f.reason for f in faults[:-1] if f.reason)
            before = ", ".join(f"{n}x {r}" for r, n in earlier.most_common())
            # No timings in the message: `experiment status` groups the failures by it.
            message = f"model {self.name}: {limit}; the last: {what}" + (
                f"; before it: {before}" if before else ""
            )
        else:
            message = f"model {self.name}: the request failed ({what}); not retried"
        status = last.status
        if status is None:
            status = getattr(exc, "status_code", None)
        return TransportError(message, status=status, attempts=attempts)


_ATTACHED: dict[int, Transport] = {}


def attach(model: BaseChatModel, transport: Transport) -> BaseChatModel:
    """Make ``transport`` the way :func:`invoke` calls ``model`` (for as long as it lives)."""
    key = id(model)
    _ATTACHED[key] = transport
    weakref.finalize(model, _ATTACHED.pop, key, None)
    return model


def transport_of(model: BaseChatModel) -> Transport | None:
    """The transport attached to ``model``, if any."""
    return _ATTACHED.get(id(model))


def invoke(model: BaseChatModel, messages: list[BaseMessage], **options: Any) -> BaseMessage:
    """``model.invoke(messages, **options)``, through its transport when it has one."""
    transport = transport_of(model)
    if transport is None:
        return model.invoke(messages, **options)
    return transport.invoke(messages, **options)


async def ainvoke(model: BaseChatModel, messages: list[BaseMessage], **options: Any) -> BaseMessage:
    """``await model.ainvoke(messages, **options)``, through its transport when it has one."""
    transport = transport_of(model)
    if transport is None:
        return await model.ainvoke(messages, **options)
    return await transport.ainvoke(messages, **options)
