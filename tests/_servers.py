"""Servers tests start on loopback: llama.cpp's OpenAI-compatible server, and a recording proxy.

The proxy forwards every request to a server and records when each arrived and when its answer
went back, so a test can see whether requests were really in flight at the same time.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

__all__ = ["RecordingProxy", "free_port", "llama_server", "stop", "wait_until_up"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_until_up(url: str, process: subprocess.Popen[bytes], log: Path, seconds: float) -> None:
    """Poll ``url`` until it answers 200; fail with the log's tail if the process dies first."""
    deadline = time.monotonic() + seconds
    while True:
        if process.poll() is not None:
            pytest.fail(f"server exited with {process.returncode}: {log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        if time.monotonic() > deadline:
            pytest.fail(f"{url} not up within {seconds:g} s; log: {log.read_text()[-2000:]}")
        time.sleep(0.5)


def stop(process: subprocess.Popen[bytes], timeout: float = 20) -> None:
    """End a server the test started: politely, then for sure."""
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@contextmanager
def llama_server(folder: Path, n_ctx: int = 2048) -> Iterator[str]:
    """``python -m llama_cpp.server`` with the embedded GGUF; yields its ``…/v1`` base URL."""
    from fairagents.llm._local import locate_gguf

    port = free_port()
    command = [
        sys.executable, "-m", "llama_cpp.server",
        "--model", str(locate_gguf("smollm2")),
        "--host", "127.0.0.1", "--port", str(port),
        "--n_ctx", str(n_ctx), "--n_threads", "1", "--n_threads_batch", "1",
        "--model_alias", "smollm2",
    ]  # fmt: skip
    # The log goes to a file: a pipe nobody reads fills up and blocks the server.
    log_path = folder / "llama_server.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        try:
            wait_until_up(f"{base}/v1/models", process, log_path, 120)
            yield f"{base}/v1"
        finally:
            stop(process)


class RecordingProxy:
    """A loopback proxy in front of ``origin`` (``http://host:port``) recording each request's
    arrival and answer times and headers (names lower-cased). Use as a context manager; ``url``
    is its own origin.
    """

    def __init__(self, origin: str) -> None:
        self.origin = origin.rstrip("/")
        self.calls: list[tuple[float, float]] = []
        self.headers: list[dict[str, str]] = []
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            def _forward(self) -> None:
                arrived = time.monotonic()
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                target = proxy.origin + self.path
                forwarded = {
                    k: v for k, v in self.headers.items() if k.lower() not in {"host", "connection"}
                }
                request = urllib.request.Request(target, data=body, headers=forwarded)
                request.method = self.command
                try:
                    with urllib.request.urlopen(request, timeout=600) as response:
                        status, data = response.status, response.read()
                        content_type = response.headers.get("Content-Type", "application/json")
                except urllib.error.HTTPError as exc:
                    status, data = exc.code, exc.read()
                    content_type = exc.headers.get("Content-Type", "application/json")
                proxy.calls.append((arrived, time.monotonic()))
                proxy.headers.append({k.lower(): v for k, v in self.headers.items()})
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = _forward

            def log_message(self, format: str, *args: object) -> None:  # quiet
                return

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> RecordingProxy:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=10)

    def max_in_flight(self) -> int:
        """The most requests that were in flight at one moment."""
        events = sorted([(t, 1) for t, _ in self.calls] + [(t, -1) for _, t in self.calls])
        most = current = 0
        for _, change in events:
            current += change
            most = max(most, current)
        return most
