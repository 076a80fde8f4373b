"""A provider that misbehaves on purpose: an OpenAI chat-completions server on loopback.

:class:`FaultyServer` speaks ``POST /v1/chat/completions`` and ``GET /v1/models`` (stdlib
``ThreadingHTTPServer``, one thread per connection, as :class:`tests._servers.RecordingProxy`).
Each completion request is answered with a *fault*, chosen first from a scripted sequence
(``script=["429", "ok", …]``, consumed in order) and then at random from seeded probabilities
(``rates={"429": 0.2, …}``; the rest are ``ok``):

- ``ok``: a chat completion whose content satisfies the request's JSON schema
  (``response_format``: llama.cpp's ``json_object`` + ``schema`` or OpenAI's ``json_schema``),
  drawn as :meth:`fairagents.llm._scripted.ScriptedChatModel` draws it (seeded by the
  conversation, or with ``sampled=True`` a fresh random draw each request, so that a rerun
  which reached the server would differ from one replayed from a cache), its free-text fields
  set to ``arguments`` in turn if given (replies of known length), plain ``summary`` text when
  the request has no schema, with a ``usage`` block, after ``latency`` seconds (a model's
  time); or, given ``upstream``, the upstream server's answer (e.g.
  :func:`tests._servers.llama_server`). Usage is about 4 characters a token, or with
  ``usage="smollm2"`` counted as llama.cpp's server counts it with the embedded SmolLM2's own
  tokenizer (the prompt rendered by its chat template with the generation prompt, the reply's
  text tokenized): the tokens a sweep really spends, independent of ``experiment plan``'s
  estimate;
- ``429`` (with ``Retry-After: retry_after`` seconds), ``500``, ``503``: an error body as OpenAI
  sends one;
- ``reset``: the connection is reset (RST) before any answer;
- ``hang``: the server accepts the request and never answers (until ``hang_seconds`` pass or the
  server stops) — the client's timeout must end it;
- ``trickle``: a correct answer, sent a few bytes every ``trickle_delay`` seconds;
- ``truncate``: a 200 whose body stops halfway (the declared ``Content-Length`` is not sent);
- ``nonjson``: a 200 with an HTML body (a proxy's error page);
- ``notballot``: a well-formed completion whose content is JSON but not what was asked;
- ``401``: a careless provider's "incorrect API key" error that echoes the key it was sent.

Every request is recorded (:attr:`FaultyServer.requests`: path, headers lower-cased, body, the
fault served, when it arrived and when its handler was done, the usage it was answered with),
for counting, for concurrency and rate checks, and for checking what reached the server.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
import socket
import struct
import threading
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

from fairagents.llm._scripted import schema_instance

__all__ = ["ARGUMENTS", "FAULTS", "SUMMARY", "FaultyServer", "Request"]

ARGUMENTS = (
    "Putting the sickest patients first saves the most years of life and treats the "
    "worst-off as they deserve. No other option protects them as well.",
    "This choice balances the total good against the claims of those with the least, and "
    "nobody is left far behind. It is the compromise I can defend to everyone here.",
    "Each patient's claim counts equally, so the beds should go where they do the most good "
    "for the group as a whole while keeping the elderly in view.",
)
"""Arguments of known length for ``arguments=``: one or two sentences, as the prompts ask."""

SUMMARY = (
    "Both participants want the beds to do the most good, but they weigh the claims of the "
    "oldest patients differently. The compromise gives each side part of what it asked for, "
    "and it could be accepted by both."
)
"""A mediator's summary of known length for ``summary=``."""

_SENTINEL = json.dumps("A scripted argument.")  # schema_instance's free text

FAULTS = (
    "ok",
    "429",
    "500",
    "503",
    "reset",
    "hang",
    "trickle",
    "truncate",
    "nonjson",
    "notballot",
    "401",
)


@dataclass
class Request:
    """One request as the server saw it."""

    path: str
    headers: dict[str, str]
    body: bytes
    fault: str
    arrived: float = field(default_factory=time.monotonic)
    done: float | None = None
    usage: tuple[int, int] | None = None
    """(prompt, completion) tokens of the completion it was sent whole, if any."""

    def json(self) -> Any:
        return json.loads(self.body) if self.body else None


def _schema(body: Mapping[str, Any]) -> dict[str, Any] | None:
    fmt = body.get("response_format")
    if not isinstance(fmt, dict):
        return None
    if isinstance(fmt.get("schema"), dict):
        return dict(fmt["schema"])
    inner = fmt.get("json_schema")
    if isinstance(inner, dict) and isinstance(inner.get("schema"), dict):
        return dict(inner["schema"])
    return None


def scripted_content(body: Mapping[str, Any], seed: int = 0) -> str:
    """The reply's content: an instance of the request's schema, seeded by the conversation."""
    schema = _schema(body)
    if schema is None:
        return "A scripted reply: no schema was given, so this is plain text."
    messages = [str(m.get("content", "")) for m in body.get("messages", [])]
    seen = json.dumps(messages) + json.dumps(schema, sort_keys=True)
    digest = hashlib.sha256(f"{seed}:{seen}".encode()).hexdigest()
    return json.dumps(schema_instance(schema, random.Random(digest)))


def completion(
    body: Mapping[str, Any], content: str, usage: tuple[int, int] | None = None
) -> dict[str, Any]:
    """A chat completion as OpenAI returns one, with a usage block: ``usage`` (prompt,
    completion) or about 4 characters a token, as tokenizers of English average."""
    if usage is None:
        prompt = sum(len(str(m.get("content", ""))) for m in body.get("messages", []))
        usage = (max(1, prompt // 4), max(1, len(content) // 4))
    prompt_tokens, completion_tokens = usage
    return {
        "id": "chatcmpl-faulty",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": str(body.get("model", "faulty")),
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }


class _QuietServer(ThreadingHTTPServer):
    """A client that gave up (its timeout) and closed the connection is no server error."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        import sys

        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class FaultyServer:
    """The misbehaving server (see the module docstring). Use as a context manager; ``url`` is
    its origin, ``base_url`` the ``…/v1`` a client is given."""

    def __init__(
        self,
        *,
        script: Sequence[str] = (),
        rates: Mapping[str, float] | None = None,
        seed: int = 0,
        retry_after: float = 1.0,
        hang_seconds: float = 60.0,
        trickle_delay: float = 0.05,
        upstream: str | None = None,
        reply_seed: int = 0,
        latency: float = 0.0,
        sampled: bool = False,
        arguments: Sequence[str] = (),
        summary: str | None = None,
        usage: Literal["characters", "smollm2"] = "characters",
    ) -> None:
        unknown = [f for f in [*script, *(rates or {})] if f not in FAULTS]
        if unknown:
            raise ValueError(f"unknown faults {unknown}; known: {', '.join(FAULTS)}")
        if sum((rates or {}).values()) > 1:
            raise ValueError(f"fault rates {dict(rates or {})} add up to more than 1")
        self.script = list(script)
        self.rates = dict(rates or {})
        self.retry_after = retry_after
        self.hang_seconds = hang_seconds
        self.trickle_delay = trickle_delay
        self.upstream = upstream.rstrip("/") if upstream else None
        self.reply_seed = reply_seed
        self.latency = latency
        self.sampled = sampled
        self._sampler = random.Random()  # unseeded on purpose: sampled answers differ each time
        self._arguments = itertools.cycle(arguments) if arguments else None
        self.summary = summary
        self._tokenizer = _SmolLM2Usage() if usage == "smollm2" else None
        self.requests: list[Request] = []
        self._draw = random.Random(seed)
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._server = _QuietServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self.base_url = f"{self.url}/v1"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> FaultyServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stopping.set()  # hanging handlers return
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=10)
        if self._tokenizer is not None:
            self._tokenizer.close()

    def set_faults(
        self, *, script: Sequence[str] = (), rates: Mapping[str, float] | None = None
    ) -> None:
        """Change the faults of the requests to come (e.g. a provider that recovers)."""
        with self._lock:
            self.script = list(script)
            self.rates = dict(rates or {})

    @property
    def completions(self) -> int:
        """How many completion requests reached the server."""
        with self._lock:
            return sum(r.path.endswith("/completions") for r in self.requests)

    @property
    def usage(self) -> list[tuple[int, int]]:
        """(prompt, completion) tokens of each completion sent whole, in arrival order."""
        with self._lock:
            return [r.usage for r in self.requests if r.usage is not None]

    def faults(self) -> Counter[str]:
        """How many completion requests got each fault."""
        with self._lock:
            return Counter(r.fault for r in self.requests if r.path.endswith("/completions"))

    def _next_fault(self) -> str:
        with self._lock:
            if self.script:
                return self.script.pop(0)
            x = self._draw.random()
            for name, rate in self.rates.items():
                if x < rate:
                    return name
                x -= rate
            return "ok"

    def _content(self, body: Mapping[str, Any]) -> str:
        schema = _schema(body)
        if schema is None and self.summary is not None:
            return self.summary
        if not self.sampled:
            text = scripted_content(body, self.reply_seed)
        else:
            with self._lock:
                text = (
                    json.dumps(schema_instance(schema, self._sampler))
                    if schema is not None
                    else f"A sampled summary {self._sampler.random()}."
                )
        if self._arguments is not None and schema is not None:
            with self._lock:
                text = text.replace(_SENTINEL, json.dumps(next(self._arguments)))
        return text

    def _answer(
        self,
        body: Mapping[str, Any],
        *,
        not_ballot: bool = False,
        record: Request | None = None,
    ) -> bytes:
        """The completion's bytes; ``record``: the request it is sent whole to (its usage)."""
        if self.latency:  # a model's time to answer
            time.sleep(self.latency)
        if not_ballot:
            return json.dumps(completion(body, '{"note": "not what you asked for"}')).encode()
        if self.upstream is not None:
            import urllib.request

            request = urllib.request.Request(
                f"{self.upstream}/v1/chat/completions",
                data=json.dumps(body).encode(),
                headers={"Content-Type": "application/json"},
            )
            with urllib.request.urlopen(request, timeout=600) as response:
                data: bytes = response.read()
                return data
        content = self._content(body)
        usage = None if self._tokenizer is None else self._tokenizer.usage(body, content)
        answer = completion(body, content, usage)
        if record is not None:
            tokens = answer["usage"]
            record.usage = (tokens["prompt_tokens"], tokens["completion_tokens"])
        return json.dumps(answer).encode()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as real providers

            def log_message(self, format: str, *args: object) -> None:  # quiet
                return

            def _send(
                self, status: int, data: bytes, headers: Mapping[str, str] | None = None
            ) -> None:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.end_headers()
                self._last_write(data)

            def _last_write(self, data: bytes) -> None:
                # The answer is done when its last byte leaves: marked just before, so a
                # client never has its answer before the server says it is done.
                record = getattr(self, "record", None)
                if record is not None:
                    record.done = time.monotonic()
                self.wfile.write(data)

            def _error(self, status: int, kind: str, message: str, **headers: str) -> None:
                body = {"error": {"message": message, "type": kind, "code": str(status)}}
                self._send(status, json.dumps(body).encode(), headers)

            def do_GET(self) -> None:
                server._record(self, b"", "ok")
                if self.path.rstrip("/").endswith("/models"):
                    data = {"object": "list", "data": [{"id": "faulty", "object": "model"}]}
                    self._send(200, json.dumps(data).encode())
                else:
                    self._error(404, "not_found", f"no route {self.path}")

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    server._record(self, raw, "ok")
                    self._error(404, "not_found", f"no route {self.path}")
                    return
                fault = server._next_fault()
                record = self.record = server._record(self, raw, fault)
                try:
                    body = json.loads(raw)
                except json.JSONDecodeError:
                    self._error(400, "invalid_request_error", "the body is not JSON")
                    return
                try:
                    self._serve(fault, body)
                finally:
                    if record.done is None:  # no answer (reset, hang): done now
                        record.done = time.monotonic()

            def _serve(self, fault: str, body: Mapping[str, Any]) -> None:
                if fault == "429":
                    self._error(
                        429,
                        "rate_limit_exceeded",
                        "Rate limit reached for requests",
                        **{"Retry-After": f"{server.retry_after:g}"},
                    )
                elif fault == "401":
                    sent = self.headers.get("Authorization", "").removeprefix("Bearer ")
                    self._error(401, "invalid_api_key", f"Incorrect API key provided: {sent}.")
                elif fault in ("500", "503"):
                    self._error(int(fault), "server_error", "The server had an error")
                elif fault == "reset":
                    # SO_LINGER with a zero timeout: close() sends RST, not FIN.
                    self.connection.setsockopt(
                        socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)
                    )
                    self.close_connection = True
                    self.connection.close()
                elif fault == "hang":
                    server._stopping.wait(server.hang_seconds)
                    self.close_connection = True
                elif fault == "trickle":
                    data = server._answer(body, record=self.record)
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    step = max(1, len(data) // 8)
                    starts = range(0, len(data), step)
                    for start in starts:
                        if start:
                            time.sleep(server.trickle_delay)
                        chunk = data[start : start + step]
                        if start == starts[-1]:
                            self._last_write(chunk)
                        else:
                            self.wfile.write(chunk)
                        self.wfile.flush()
                elif fault == "truncate":
                    data = server._answer(body)
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self._last_write(data[: len(data) // 2])
                    self.wfile.flush()
                    self.close_connection = True
                elif fault == "nonjson":
                    page = b"<html><body><h1>502 Bad Gateway</h1></body></html>"
                    self.send_response(200)
                    self.send_header("Content-Type", "text/html")
                    self.send_header("Content-Length", str(len(page)))
                    self.end_headers()
                    self._last_write(page)
                else:
                    answer = server._answer(
                        body, not_ballot=fault == "notballot", record=self.record
                    )
                    self._send(200, answer)

        return Handler

    def _record(self, handler: BaseHTTPRequestHandler, body: bytes, fault: str) -> Request:
        headers = {k.lower(): v for k, v in handler.headers.items()}
        record = Request(handler.path, headers, body, fault)
        with self._lock:
            self.requests.append(record)
        return record

    def max_in_flight(self) -> int:
        """The most completion requests the server was handling at one moment."""
        with self._lock:
            spans = [(r.arrived, r.done) for r in self.requests if r.done is not None]
        events = sorted([(t, 1) for t, _ in spans] + [(t, -1) for _, t in spans if t is not None])
        most = current = 0
        for _, change in events:
            current += change
            most = max(most, current)
        return most


class _SmolLM2Usage:
    """Usage as llama.cpp's server counts it, with the embedded SmolLM2's tokenizer."""

    def __init__(self) -> None:
        from llama_cpp import Llama
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        from fairagents.llm._local import locate_gguf

        self._vocab = Llama(model_path=str(locate_gguf("smollm2")), vocab_only=True, verbose=False)
        model = self._vocab._model
        self._template = Jinja2ChatFormatter(
            template=self._vocab.metadata["tokenizer.chat_template"],
            eos_token=model.token_get_text(self._vocab.token_eos()),
            bos_token=model.token_get_text(self._vocab.token_bos()),
        )
        self._lock = threading.Lock()

    def _tokens(self, text: str, *, special: bool, bos: bool = False) -> int:
        with self._lock:
            return len(self._vocab.tokenize(text.encode(), add_bos=bos, special=special))

    def usage(self, body: Mapping[str, Any], content: str) -> tuple[int, int]:
        messages = [{"role": m["role"], "content": m["content"]} for m in body["messages"]]
        rendered = self._template(messages=messages)  # type: ignore[arg-type]
        prompt = self._tokens(rendered.prompt, special=True, bos=not rendered.added_special)
        return prompt, self._tokens(content, special=False)

    def close(self) -> None:
        self._vocab.close()
