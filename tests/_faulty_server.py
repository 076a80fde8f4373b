"""A provider that misbehaves on purpose: an OpenAI chat-completions server on loopback.

:class:`FaultyServer` speaks ``POST /v1/chat/completions`` and ``GET /v1/models`` (stdlib
``ThreadingHTTPServer``, one thread per connection, as :class:`tests._servers.RecordingProxy`).
Each completion request is answered with a *fault*, chosen first from a scripted sequence
(``script=["429", "ok", …]``, consumed in order) and then at random from seeded probabilities
(``rates={"429": 0.2, …}``; the rest are ``ok``):

- ``ok``: a chat completion whose content satisfies the request's JSON schema
  (``response_format``: llama.cpp's ``json_object`` + ``schema`` or OpenAI's ``json_schema``),
  drawn as :meth:`fairagents.llm.scripted.ScriptedChatModel` draws it (seeded by the
  conversation), with a ``usage`` block, after ``latency`` seconds (a model's time); or, given
  ``upstream``, the upstream server's answer (e.g. :func:`tests._servers.llama_server`);
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
fault served, when it arrived and when its handler was done), for counting, for concurrency and
rate checks, and for checking what reached the server.
"""

from __future__ import annotations

import hashlib
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
from typing import Any

from fairagents.llm.scripted import schema_instance

__all__ = ["FAULTS", "FaultyServer", "Request"]

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


def completion(body: Mapping[str, Any], content: str) -> dict[str, Any]:
    """A chat completion as OpenAI returns one, with a usage block (about 4 characters a
    token, as tokenizers of English average)."""
    prompt = sum(len(str(m.get("content", ""))) for m in body.get("messages", []))
    prompt_tokens = max(1, prompt // 4)
    completion_tokens = max(1, len(content) // 4)
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

    def set_faults(
        self, *, script: Sequence[str] = (), rates: Mapping[str, float] | None = None
    ) -> None:
        """Change the faults of the requests to come (e.g. a provider that recovers)."""
        with self._lock:
            self.script = list(script)
            self.rates = dict(rates or {})

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

    def _answer(self, body: Mapping[str, Any], *, not_ballot: bool = False) -> bytes:
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
        return json.dumps(completion(body, scripted_content(body, self.reply_seed))).encode()

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
                    data = server._answer(body)
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
                    self._send(200, server._answer(body, not_ballot=fault == "notballot"))

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
