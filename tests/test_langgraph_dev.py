"""LangGraph tooling: ``langgraph dev`` serves every module of ``graphs/`` offline on loopback,
and one deliberation with people runs through ``langgraph_sdk`` — paused on a question,
re-asked after a malformed answer, resumed with ``Command(resume=…)`` until the council accepts.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_sync_client
from langgraph_sdk.client import SyncLangGraphClient

from ._servers import free_port, wait_until_up
from .conftest import ROOT

pytestmark = pytest.mark.server

GRAPHS = ROOT / "graphs"


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SyncLangGraphClient]:
    """``langgraph dev`` on a free loopback port, serving ``graphs/``; a client of it.

    It runs from a copy of the folder: the server keeps its state in ``.langgraph_api/`` beside
    ``langgraph.json``, which must not land in the checkout.
    """
    served = tmp_path_factory.mktemp("graphs")
    for path in GRAPHS.iterdir():
        if path.is_file():
            shutil.copy(path, served / path.name)
    port = free_port()
    env = {
        **os.environ,
        "LANGGRAPH_CLI_NO_ANALYTICS": "1",
        "LANGGRAPH_NO_VERSION_CHECK": "true",
        "LANGSMITH_TRACING": "false",
        "FAIRAGENTS_PASSAGES": "0",  # retrieval has its own tests; this one is about serving
    }
    langgraph = Path(sys.executable).with_name("langgraph")
    command = [
        str(langgraph), "dev", "--host", "127.0.0.1", "--port", str(port),
        "--no-browser", "--no-reload", "--config", "langgraph.json",
    ]  # fmt: skip
    log_path = tmp_path_factory.mktemp("langgraph") / "server.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            command,
            cwd=served,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, ended whole at teardown
        )
        url = f"http://127.0.0.1:{port}"
        try:
            wait_until_up(f"{url}/ok", process, log_path, 120)
            with get_sync_client(url=url) as client:
                yield client
        finally:
            os.killpg(process.pid, signal.SIGTERM)  # the server and the workers it started
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()


def test_every_module_in_graphs_is_served(client: SyncLangGraphClient) -> None:
    config = json.loads((GRAPHS / "langgraph.json").read_text())
    modules = {p.stem for p in GRAPHS.glob("*.py")}
    assert {spec.split(":")[0].removeprefix("./").removesuffix(".py") for spec in
            config["graphs"].values()} == modules  # fmt: skip
    served = {a["graph_id"] for a in client.assistants.search(limit=100)}
    assert served == set(config["graphs"])


def test_a_deliberation_runs_to_the_end_through_the_sdk(client: SyncLangGraphClient) -> None:
    thread = client.threads.create()
    final = client.runs.wait(thread["thread_id"], "triage", input={})
    assert isinstance(final, dict)
    assert final["stop"] == "reached the limit of 3 rounds"
    assert sorted(final["evaluations"]) == ["000", "001", "002"]


def _waiting(client: SyncLangGraphClient, thread_id: str) -> list[dict[str, Any]]:
    return list(client.threads.get_state(thread_id).get("interrupts") or [])


def _resume(client: SyncLangGraphClient, thread_id: str, answer: Any) -> list[dict[str, Any]]:
    (pending,) = _waiting(client, thread_id)
    command: Any = {"resume": {pending["id"]: answer}}
    client.runs.wait(thread_id, "market_council", command=command)
    return _waiting(client, thread_id)


def test_people_pause_the_served_graph_and_answers_resume_it(client: SyncLangGraphClient) -> None:
    thread_id = client.threads.create()["thread_id"]
    client.runs.wait(thread_id, "market_council", input={})
    (asked,) = _waiting(client, thread_id)
    assert asked["value"]["who"] == "residents" and asked["value"]["kind"] == "ballot"
    assert client.threads.get_state(thread_id)["next"] == ["ballot"]

    (again,) = _resume(client, thread_id, "car_park > atlantis")
    assert "'atlantis' is not on the table" in again["value"]["error"]
    (approval,) = _resume(client, thread_id, {"ranking": "car_park > square", "argument": "quiet"})
    assert approval["value"]["who"] == "council" and approval["value"]["kind"] == "approval"
    (next_round,) = _resume(client, thread_id, {"accept": False, "note": "try again"})
    assert next_round["value"]["round"] == 1
    _resume(client, thread_id, "car_park")
    assert not _resume(client, thread_id, "yes")

    values = client.threads.get_state(thread_id)["values"]
    assert values["stop"].startswith("council accepted")
    assert values["ballots"]["000/residents"]["ballot"]["argument"] == "quiet"
    assert values["approvals"]["000"]["accepted"] is False


def test_bad_input_is_an_error_in_the_run_and_the_thread_stays_readable(
    client: SyncLangGraphClient,
) -> None:
    thread_id = client.threads.create()["thread_id"]
    parts = list(client.runs.stream(thread_id, "triage", input={"evaluations": [1, 2]}))
    errors = [p.data for p in parts if p.event == "error"]
    assert errors and "evaluations=[1, 2]" in json.dumps(errors), parts
    assert "a deliberation starts from {}" in json.dumps(errors)
    state = client.threads.get_state(thread_id)  # was a 500 on every later read
    assert not (state["values"] or {}).get("evaluations")
    final = client.runs.wait(thread_id, "triage", input={})  # and the thread still runs
    assert isinstance(final, dict) and final["stop"] == "reached the limit of 3 rounds"
