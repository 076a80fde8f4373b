"""The response cache: a served model's replies kept in a local SQLite file and replayed.

A sweep against an API pays for every call; run again (into a new results store, or by a
colleague given the cache file) it should pay for none and reproduce every transcript byte for
byte. :class:`ResponseCache` is that file: one table, ``key → reply``, shared by the threads and
processes of a sweep (WAL journal, a busy timeout, first writer wins). :class:`CacheSession` is
one run's view of it, and :func:`cached_invoke` is the one wrapper that
:func:`~fairagents.llm._exchange.run_sync` / :func:`~fairagents.llm._exchange.run_async` (and the
mediator's summary) put around the model call: look up, else call and store. The run's
:class:`~fairagents.llm._stats.BallotStats` counts ``model_calls`` and ``cache_hits``.

**What is cached.** Only real models: ``local`` (llama.cpp), ``openai`` and
``openai-compatible``. The ``scripted`` and ``analytic`` models cost nothing and are
deterministic already; caching them would only hide what a test scripted.

**The key** (:func:`request_key`) is the SHA-256 of a canonical JSON of

- the model's identity: its backend and the parameters that shape a reply — for ChatOpenAI its
  request parameters (model name, temperature, seed, ``max_tokens``, ``top_p``, penalties, stop,
  ``extra_body`` …) but *not* its base URL, API key, timeout or retry settings, so every replica
  of a model (several base URLs) answers from the same entries and no secret is hashed; for the
  embedded model its GGUF file's name and size (not its path, which differs between machines),
  chat format, context size, temperature, seed and token budget;
- the conversation: each message's type, content, name and tool calls (not LangChain's random
  message ids);
- the per-call options: the token budget and the response format or ``extra_body`` (schema
  included), as :func:`~fairagents.llm.call_options.call_options` built them;
- for a *sampling* request (temperature above 0, or unset, which means the provider's default of
  1) also the sample's place: the run's repetition, the agent, the round and the occurrence of
  this identical request by that agent in that round (0, 1, …). So repetitions stay independent
  samples, each cached on its own, and a rerun replays each one where it was drawn. A request at
  temperature 0 has one answer: every run and repetition shares it.

**The file** is ``$FAIRAGENTS_RESPONSE_CACHE``, else ``responses.sqlite3`` under
``$FAIRAGENTS_CACHE_DIR``, else under ``platformdirs.user_cache_dir("fairagents")``
(:func:`default_cache_path`); while in use its latest replies sit in the ``-wal`` file beside it,
which :meth:`ResponseCache.checkpoint` (run when ``fairagents run`` and a sweep end) folds in, so
the one file is what to hand a colleague. A reply is stored after a successful call, never a
failure; when
two workers store the same key, the first reply stays and both go on with it, so a run's
transcript is always what the cache will replay.

>>> from langchain_core.messages import HumanMessage
>>> from fairagents.llm._factory import make_model
>>> a = make_model("openai-compatible:m@http://10.0.0.1:8000/v1")
>>> b = make_model("openai-compatible:m@http://10.0.0.2:8000/v1")
>>> ask = [HumanMessage(content="rank a, b")]
>>> request_key(a, ask, {"extra_body": {"max_tokens": 64}}) == request_key(
...     b, ask, {"extra_body": {"max_tokens": 64}})
True
>>> request_key(a, ask, {"extra_body": {"max_tokens": 65}}) == request_key(
...     b, ask, {"extra_body": {"max_tokens": 64}})
False

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage

from fairagents.errors import BackendError, InputError

if TYPE_CHECKING:
    from fairagents.llm._stats import BallotStats

__all__ = [
    "CACHE_ENV",
    "CacheSession",
    "ResponseCache",
    "cacheable",
    "cached_ainvoke",
    "cached_invoke",
    "default_cache_path",
    "model_identity",
    "open_cache",
    "request_key",
    "sampling",
]

CACHE_ENV = "FAIRAGENTS_RESPONSE_CACHE"
"""Environment variable: the cache file (default: :func:`default_cache_path`)."""

CACHE_FILE = "responses.sqlite3"
KEY_VERSION = 1
"""Part of every key: a change to what a key covers starts new entries, never misreads old ones."""

BUSY_TIMEOUT_MS = 60_000
"""How long a writer waits for another process's write to finish (each takes microseconds)."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY, model TEXT NOT NULL, reply TEXT NOT NULL, created REAL NOT NULL)
"""


def default_cache_path() -> Path:
    """The cache file: ``$FAIRAGENTS_RESPONSE_CACHE``, else ``responses.sqlite3`` in
    ``$FAIRAGENTS_CACHE_DIR`` or the per-user cache directory (the RAG index's directory too)."""
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return Path(explicit).expanduser()
    root = os.environ.get("FAIRAGENTS_CACHE_DIR") or platformdirs.user_cache_dir("fairagents")
    return Path(root).expanduser() / CACHE_FILE


def _is_chat_openai(model: BaseChatModel) -> bool:
    # By name, as in fairagents.llm.call_options: langchain-openai is imported only when needed.
    return any(cls.__name__ == "BaseChatOpenAI" for cls in type(model).__mro__)


def _is_local(model: BaseChatModel) -> bool:
    return type(model).__name__ == "LocalChatModel" and hasattr(model, "model_path")


def cacheable(model: BaseChatModel) -> bool:
    """Whether ``model``'s replies are cached: the embedded model, OpenAI and compatible servers."""
    return _is_local(model) or _is_chat_openai(model)


@functools.lru_cache(maxsize=64)
def _file_size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return -1


def model_identity(model: BaseChatModel) -> dict[str, Any]:
    """What of ``model`` shapes its replies (see the module docstring): no URL, no key.

    >>> from fairagents.llm._factory import make_model
    >>> identity = model_identity(make_model("openai-compatible:m@http://h:1/v1", seed=3))
    >>> identity["backend"], identity["params"]["seed"], "base_url" in str(identity)
    ('openai-compatible', 3, False)
    """
    if _is_chat_openai(model):
        base_url = str(getattr(model, "openai_api_base", None) or "")
        backend = "openai" if not base_url or "api.openai.com" in base_url else "openai-compatible"
        # ChatOpenAI's request parameters (a private property, untyped on BaseChatModel)
        params = dict(model._default_params)  # type: ignore[attr-defined]
        params.pop("stream", None)  # how the reply travels, not what it says
        return {"backend": backend, "params": params}
    if _is_local(model):
        path = str(model.model_path)  # type: ignore[attr-defined]
        return {
            "backend": "local",
            "file": os.path.basename(path),
            "bytes": _file_size(path),
            "params": {
                name: getattr(model, name, None)
                for name in ("chat_format", "n_ctx", "temperature", "seed", "max_tokens")
            },
        }
    raise InputError(f"{type(model).__name__} is not a cached model (see cacheable())")


def sampling(model: BaseChatModel, options: dict[str, Any]) -> bool:
    """Whether a call samples: a temperature above 0, or none set (the provider's default, 1).

    >>> from fairagents.llm._factory import make_model
    >>> sampling(make_model("openai-compatible:m@http://h:1/v1"), {})
    False
    >>> sampling(make_model("openai-compatible:m@http://h:1/v1", temperature=0.7), {})
    True
    """
    temperature = options.get("temperature", getattr(model, "temperature", None))
    return not isinstance(temperature, int | float) or temperature > 0


def _message(message: BaseMessage) -> dict[str, Any]:
    data: dict[str, Any] = {"type": message.type, "content": message.content}
    if message.name:
        data["name"] = message.name
    if isinstance(message, AIMessage) and message.tool_calls:
        data["tool_calls"] = [{"name": c["name"], "args": c["args"]} for c in message.tool_calls]
    return data


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


def request_key(
    model: BaseChatModel,
    messages: Sequence[BaseMessage],
    options: dict[str, Any],
    *,
    sample: tuple[int, str, int | None, int] | None = None,
) -> str:
    """The cache key of one call (see the module docstring); ``sample`` is a sampling request's
    (repetition, agent, round, occurrence)."""
    request: dict[str, Any] = {
        "v": KEY_VERSION,
        "model": model_identity(model),
        "messages": [_message(m) for m in messages],
        "options": options,
    }
    if sample is not None:
        repetition, agent, round_, occurrence = sample
        request["sample"] = {
            "repetition": repetition,
            "agent": agent,
            "round": round_,
            "occurrence": occurrence,
        }
    return hashlib.sha256(_canonical(request).encode()).hexdigest()


def _dump_reply(message: BaseMessage) -> str:
    # Everything the exchange reads of a reply, nothing random (LangChain's message id).
    data = message.model_dump(exclude={"id"})
    return _canonical(data)


def _load_reply(text: str) -> AIMessage:
    return AIMessage.model_validate(json.loads(text))


def _switch_to_wal(conn: sqlite3.Connection) -> None:
    """Put the file in WAL mode, waiting out other processes doing the same.

    The switch needs the file to itself, and SQLite answers ``database is locked`` at once, without
    its busy handler, while another process opening a new cache file is mid-switch: so try again
    for as long as the busy timeout would have waited."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


class ResponseCache:
    """The cache file: thread-safe, shared by processes (see the module docstring).

    The connection opens on the first lookup (a sweep of analytic agents creates no file) and
    again in a forked child.

    >>> import tempfile
    >>> cache = ResponseCache(Path(tempfile.mkdtemp()) / "r.sqlite3")
    >>> first = cache.put("k", AIMessage(content="a > b"), model="m")
    >>> cache.put("k", AIMessage(content="b > a"), model="m").content  # the first one stays
    'a > b'
    >>> cache.get("k").content, cache.get("other"), len(cache)
    ('a > b', None, 1)
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._pid = 0

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None or self._pid != os.getpid():
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(
                    str(self.path),
                    timeout=BUSY_TIMEOUT_MS / 1000,
                    isolation_level=None,  # autocommit: each statement is its own transaction
                    check_same_thread=False,  # guarded by self._lock
                )
                conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
                _switch_to_wal(conn)  # readers never wait for a writer
                conn.execute("PRAGMA synchronous = NORMAL")  # durable at checkpoints; WAL-safe
                conn.execute(_SCHEMA)
            except (OSError, sqlite3.Error) as exc:
                raise InputError(f"response cache {self.path}: cannot open it ({exc})") from exc
            self._conn, self._pid = conn, os.getpid()
        return self._conn

    def get(self, key: str) -> AIMessage | None:
        """The stored reply for ``key``, or ``None``."""
        with self._lock:
            try:
                row = (
                    self._connection()
                    .execute("SELECT reply FROM responses WHERE key = ?", (key,))
                    .fetchone()
                )
            except sqlite3.Error as exc:
                raise BackendError(f"response cache {self.path}: lookup failed ({exc})") from exc
        return None if row is None else _load_reply(row[0])

    def put(self, key: str, message: BaseMessage, *, model: str) -> AIMessage:
        """Store ``message`` under ``key`` unless a reply is there already; return the one kept."""
        with self._lock:
            try:
                conn = self._connection()
                conn.execute(
                    "INSERT INTO responses (key, model, reply, created) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT(key) DO NOTHING",
                    (key, model, _dump_reply(message), time.time()),
                )
                row = conn.execute("SELECT reply FROM responses WHERE key = ?", (key,)).fetchone()
            except sqlite3.Error as exc:
                raise BackendError(f"response cache {self.path}: store failed ({exc})") from exc
        return _load_reply(row[0])

    def __len__(self) -> int:
        with self._lock:
            row = self._connection().execute("SELECT count(*) FROM responses").fetchone()
        return int(row[0])

    def checkpoint(self) -> None:
        """Fold the WAL into the file, so the one ``.sqlite3`` file holds every reply (to copy
        to a colleague); commands call it when they end. Nothing if the file was never made."""
        if not self.path.is_file():
            return
        with self._lock:
            try:
                self._connection().execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error as exc:
                raise BackendError(
                    f"response cache {self.path}: checkpoint failed ({exc})"
                ) from exc

    def close(self) -> None:
        with self._lock:
            if self._conn is not None and self._pid == os.getpid():
                self._conn.close()
            self._conn = None


_OPEN: dict[str, ResponseCache] = {}
_OPEN_LOCK = threading.Lock()


def open_cache(path: str | Path | None = None) -> ResponseCache:
    """The process's :class:`ResponseCache` for ``path`` (default :func:`default_cache_path`):
    one connection per file per process, whatever the number of runs."""
    resolved = Path(path).expanduser() if path is not None else default_cache_path()
    key = str(resolved.absolute())
    with _OPEN_LOCK:
        if key not in _OPEN:
            _OPEN[key] = ResponseCache(resolved)
        return _OPEN[key]


class CacheSession:
    """One run's use of a :class:`ResponseCache`: its repetition, and how often each sampling
    request has been made so far (so the n-th identical draw is the n-th cached sample).

    Make one per run (a :class:`~fairagents.graph.Deliberation` given a :class:`ResponseCache`
    does).
    """

    def __init__(self, cache: ResponseCache, *, repetition: int = 0) -> None:
        self.cache = cache
        self.repetition = repetition
        self._lock = threading.Lock()
        self._seen: dict[tuple[str, str, int | None], int] = {}

    def key(
        self,
        model: BaseChatModel,
        messages: Sequence[BaseMessage],
        options: dict[str, Any],
        *,
        agent: str,
        round_: int | None,
    ) -> str:
        """The key of this call in this run (counting it, if it samples)."""
        if not sampling(model, options):
            return request_key(model, messages, options)
        request = request_key(model, messages, options)
        with self._lock:
            occurrence = self._seen.get((request, agent, round_), 0)
            self._seen[(request, agent, round_)] = occurrence + 1
        return request_key(
            model, messages, options, sample=(self.repetition, agent, round_, occurrence)
        )


def _label(model: BaseChatModel) -> str:
    identity = model_identity(model)
    name = identity.get("file") or identity["params"].get("model", "")
    return f"{identity['backend']}:{name}"


def _tokens(message: AIMessage | None) -> int:
    usage = message.usage_metadata if message is not None else None
    return int(usage["input_tokens"] + usage["output_tokens"]) if usage else 0


def cached_invoke(
    model: BaseChatModel,
    messages: list[BaseMessage],
    options: dict[str, Any],
    *,
    invoke: Callable[..., BaseMessage],
    agent: str,
    round_: int | None,
    stats: BallotStats,
) -> BaseMessage:
    """``invoke(messages, **options)``, answered from the run's cache (``stats.cache``) when it
    can be; without a cache, or for a model that is not cached, just the call. Each call is
    counted in ``stats`` as a model call or a cache hit."""
    session = stats.cache
    if session is None or not cacheable(model):
        stats.record_call(agent, round_)
        return invoke(messages, **options)
    key = session.key(model, messages, options, agent=agent, round_=round_)
    stored = session.cache.get(key)
    stats.record_call(agent, round_, cached=stored is not None, tokens=_tokens(stored))
    if stored is not None:
        return stored
    return session.cache.put(key, invoke(messages, **options), model=_label(model))


async def cached_ainvoke(
    model: BaseChatModel,
    messages: list[BaseMessage],
    options: dict[str, Any],
    *,
    ainvoke: Callable[..., Awaitable[BaseMessage]],
    agent: str,
    round_: int | None,
    stats: BallotStats,
) -> BaseMessage:
    """:func:`cached_invoke` for ``ainvoke`` (the SQLite lookup takes microseconds: not
    worth a thread)."""
    session = stats.cache
    if session is None or not cacheable(model):
        stats.record_call(agent, round_)
        return await ainvoke(messages, **options)
    key = session.key(model, messages, options, agent=agent, round_=round_)
    stored = session.cache.get(key)
    stats.record_call(agent, round_, cached=stored is not None, tokens=_tokens(stored))
    if stored is not None:
        return stored
    return session.cache.put(key, await ainvoke(messages, **options), model=_label(model))
