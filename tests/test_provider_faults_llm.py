"""The fault-injecting server in front of a real model: llama.cpp's server on loopback answers
the requests the faulty server lets through, so a run meets both real replies and real faults."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fairagents._cli import app
from tests import _servers as servers
from tests._faulty_server import FaultyServer

from .conftest import EXAMPLES

pytestmark = [pytest.mark.server, pytest.mark.llm]


def test_a_run_against_the_embedded_model_survives_faults_in_front_of_it(tmp_path: Path) -> None:
    out = tmp_path / "run"
    with (
        servers.llama_server(tmp_path, n_ctx=4096) as base,
        FaultyServer(
            script=["429", "truncate", "503"], retry_after=0.05, upstream=base.removesuffix("/v1")
        ) as faulty,
    ):
        result = CliRunner().invoke(
            app,
            [
                "run", str(EXAMPLES / "scenarios" / "triage.yaml"),
                "--model", f"openai-compatible:smollm2@{faulty.base_url}",
                "--rounds", "1", "--no-passages", "--json", "--out", str(out),
                "--backoff", "0.05", "--timeout", "300",
            ],
        )  # fmt: skip
        served = faulty.faults()
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["status"] == "finished"
    assert served["429"] == served["truncate"] == served["503"] == 1 and served["ok"] >= 5
    events = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    ballots = [e for e in events if e["kind"] == "ballot"]
    assert len(ballots) == 2  # every request answered once, by the model: no ballot twice
    assert all(e["usage"]["output_tokens"] > 0 for e in ballots)  # llama.cpp's own counts
