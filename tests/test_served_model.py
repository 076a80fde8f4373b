"""A served model, concurrently: the triage deliberation against llama.cpp's OpenAI-compatible
server on loopback. Requests from parallel agent branches are really in flight at once (a
recording proxy in front of the server timestamps them), token usage is recorded per agent and
round, and the API key goes to the server but into no file of the run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fairagents._cli import app
from tests import _servers as servers

from .conftest import EXAMPLES

pytestmark = [pytest.mark.server, pytest.mark.llm]

SECRET = "sk-test-never-written-4711"


def test_triage_against_a_served_model_overlaps_requests_and_records_usage(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    out = tmp_path / "run"
    with (
        servers.llama_server(tmp_path, n_ctx=4096) as base,
        servers.RecordingProxy(base.removesuffix("/v1")) as proxy,
    ):
        result = CliRunner().invoke(
            app,
            [
                "run", str(EXAMPLES / "scenarios" / "triage.yaml"),
                "--model", f"openai-compatible:smollm2@{proxy.url}/v1",
                "--rounds", "1", "--no-passages", "--json", "--out", str(out),
            ],
        )  # fmt: skip
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["status"] == "finished"

    # Both agents' proposals (then ballots) were sent before either answer came back: the
    # graph's parallel branches really call the model concurrently (llama-cpp-python's server
    # then answers one at a time; vLLM would batch them).
    assert proxy.max_in_flight() >= 2, proxy.calls

    events = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    for kind in ("proposal", "ballot"):
        for agent in ("rawlsian", "neutral"):
            (record,) = [e for e in events if (e["kind"], e["agent"]) == (kind, agent)]
            usage = record["usage"]
            assert usage["input_tokens"] > 0 and usage["output_tokens"] > 0, (kind, agent)
            assert record["model"] == f"smollm2 at {proxy.url}/v1"
    mediation = next(e for e in events if e["kind"] == "mediation")
    assert mediation["usage"]["output_tokens"] > 0

    # The key from the environment reached the server, and no file of the run.
    assert any(h.get("authorization") == f"Bearer {SECRET}" for h in proxy.headers)
    for path in out.iterdir():
        assert SECRET.encode() not in path.read_bytes(), path.name
    assert SECRET not in result.output
