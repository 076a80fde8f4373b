"""The openai-compatible path against a real llama.cpp server started on loopback by the test."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from fairagents.llm import BallotStats, make_model, request_ballot_for
from fairagents.llm.local import locate_gguf
from tests.llm_cases import EASY_CASES

pytestmark = [pytest.mark.server, pytest.mark.llm]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Start ``python -m llama_cpp.server`` with the embedded GGUF; yield its base URL."""
    port = _free_port()
    command = [
        sys.executable, "-m", "llama_cpp.server",
        "--model", str(locate_gguf("smollm2")),
        "--host", "127.0.0.1", "--port", str(port),
        "--n_ctx", "2048", "--n_threads", "1", "--n_threads_batch", "1",
        "--model_alias", "smollm2",
    ]  # fmt: skip
    # The log goes to a file: a pipe nobody reads fills up and blocks the server.
    log_path = tmp_path_factory.mktemp("llama_server") / "server.log"
    log = log_path.open("wb")
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            if process.poll() is not None:
                tail = log_path.read_text(errors="replace")[-2000:]
                pytest.fail(f"llama.cpp server exited with {process.returncode}: {tail}")
            try:
                with urllib.request.urlopen(f"{base}/v1/models", timeout=2) as response:
                    if response.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if time.monotonic() > deadline:
                tail = log_path.read_text(errors="replace")[-2000:]
                pytest.fail(f"llama.cpp server not healthy within 120 s; log: {tail}")
            time.sleep(0.5)
        yield f"{base}/v1"
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


def test_server_returns_valid_constrained_ballots(llama_server: str) -> None:
    model = make_model(f"openai-compatible:smollm2@{llama_server}", max_tokens=96)
    stats = BallotStats()
    for context in EASY_CASES[:2]:
        result = request_ballot_for(model, context, round=0, stats=stats, max_retries=1)
        ranked = sorted(a for group in result.ballot.ranking for a in group)
        assert ranked == sorted(context.alternative_ids)
        assert result.constrained
        # The grammar names only current ids, so nothing had to be dropped or appended.
        assert "unknown_alternative_dropped" not in result.repairs
        assert result.usage and result.usage[0].output_tokens > 0
    total = stats.total()
    assert total.ballots == 2 and total.failures == 0
    assert total.calls_with_usage == total.attempts


def test_server_honours_the_token_budget(llama_server: str) -> None:
    """llama.cpp's server ignores max_completion_tokens: the budget must reach it anyway."""
    model = make_model(f"openai-compatible:smollm2@{llama_server}", max_tokens=8)
    reply = model.invoke("Write a long story about a dragon.")
    assert reply.response_metadata.get("finish_reason") == "length"
    assert reply.usage_metadata is not None
    assert reply.usage_metadata["output_tokens"] <= 8
