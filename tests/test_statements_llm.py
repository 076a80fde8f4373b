"""The statement protocol with real models: the embedded SmolLM2 (llama.cpp) in-process, and the
same model behind a llama.cpp server (an OpenAI-compatible endpoint).

The shipped statement scenario, as a user runs it (``fairagents run … --model``): every party's
opinion, ranking and critique comes from the model; the generator reads what they said. Whatever
the small model argues, the run must finish with a winner on the table, every critique recorded
and read (a reply it could not read is a recorded failure, never a crash), and a page showing the
statements.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from fairagents._cli import app
from tests import _servers as servers

from .conftest import EXAMPLES

pytestmark = pytest.mark.llm

SCENARIO = EXAMPLES / "scenarios" / "statements.yaml"


def _run_and_check(out: Path, model: str, expected_model: str, scenario: Path = SCENARIO) -> None:
    done = CliRunner().invoke(app, ["run", str(scenario), "--model", model, "--out", str(out)])
    assert done.exit_code == 0, done.output
    outcome = json.loads((out / "outcome.json").read_text())
    measures = outcome["protocol_measures"]
    parties = len(yaml.safe_load(scenario.read_text())["agents"])
    assert measures["parties"] == parties and measures["rounds"]
    events = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    table = {e["id"] for e in events if e["kind"] == "candidate"}
    for r in measures["rounds"]:
        assert r["winner"] in table and set(r["critiques"]) == set(r["ranks"])
    ballots = [e for e in events if e["kind"] == "ballot"]
    assert ballots and all(b["model"] == expected_model for b in ballots)
    critiques = [e for e in events if e["kind"] == "response"]
    assert len(critiques) == parties * len(measures["rounds"])
    assert all(c["verdict"] in ("accept", "object", "counter") for c in critiques)
    done = CliRunner().invoke(app, ["report", str(out)])
    assert done.exit_code == 0, done.output
    assert "The statements" in (out / "report.html").read_text(encoding="utf-8")


def test_the_embedded_model_deliberates_over_statements(tmp_path: Path) -> None:
    _run_and_check(tmp_path / "run", "local", "smollm2")


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with servers.llama_server(tmp_path_factory.mktemp("llama_server")) as url:
        yield url


@pytest.mark.server
def test_a_served_model_deliberates_over_statements(llama_server: str, tmp_path: Path) -> None:
    # Two of the four parties, to keep the served run short: the path is what is tested.
    data = yaml.safe_load(SCENARIO.read_text())
    data["agents"] = data["agents"][:2]
    smaller = tmp_path / "two_parties.yaml"
    smaller.write_text(yaml.safe_dump(data))
    spec = f"openai-compatible:smollm2@{llama_server}"
    _run_and_check(tmp_path / "run", spec, f"smollm2 at {llama_server}", smaller)
