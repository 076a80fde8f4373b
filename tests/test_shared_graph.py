"""In-memory runs on a compiled graph shared by shape, and analytic agents' turns batched: the
same final state as a graph of their own with one task per agent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from fairagents.errors import InputError
from fairagents.graph import Deliberation
from fairagents.graph._builder import shared_graph
from fairagents.graph.runner import Durability, resume_run, start_run
from fairagents.scenarios import Scenario, load_scenario

from .conftest import EXAMPLES

NAMES = ["triage", "tourism", "tourism_slate", "urban_budget", "education", "outpatient"]


def _scenario(name: str, decision: str = "vote", seed: int | None = None) -> Scenario:
    data = load_scenario(EXAMPLES / "scenarios" / f"{name}.yaml").model_dump()
    data["protocol"]["decision"] = decision
    if seed is not None:
        data["seed"] = seed
    return Scenario.model_validate(data)


def _own(scenario: Scenario) -> dict[str, Any]:
    return dict(Deliberation(scenario, model="analytic").graph().compile().invoke({}))


@pytest.mark.parametrize("decision", ["vote", "agreement", "single_text", "concession"])
@pytest.mark.parametrize("name", NAMES)
def test_shared_batched_runs_end_in_the_same_state(name: str, decision: str) -> None:
    scenario = _scenario(name, decision)
    parts = Deliberation(scenario, model="analytic")
    assert parts.batches
    assert parts.invoke(batch=True) == _own(scenario)
    assert Deliberation(scenario, model="analytic").invoke(batch=False) == _own(scenario)


def test_runs_of_one_shape_share_one_compiled_graph_and_keep_their_own_parts() -> None:
    first, second = _scenario("triage", seed=1), _scenario("triage", seed=2)
    a, b = Deliberation(first, model="analytic"), Deliberation(second, model="analytic")
    shape_a, shape_b = a._steps(batch=True), b._steps(batch=True)
    assert shared_graph(shape_a, "vote") is shared_graph(shape_b, "vote")
    assert shared_graph(a._steps(batch=False), "vote") is not shared_graph(shape_a, "vote")
    assert a.invoke() == _own(first) and b.invoke() == _own(second)
    assert a.invoke() != b.invoke()  # the seeds differ


def test_a_graph_with_model_agents_is_not_batched() -> None:
    from fairagents.testing import ScriptedChatModel

    scripted = ScriptedChatModel(replies=['{"ranking": ["x"], "argument": "a"}'])
    parts = Deliberation(_scenario("tourism"), model=scripted)
    assert not parts.batches
    assert [s.sends is not None for s in parts._steps(batch=True)] == [
        s.sends is not None for s in parts._steps(batch=False)
    ]


@pytest.mark.parametrize("durability", ["sync", "exit"])
def test_a_run_directory_under_each_durability_writes_the_default_files(
    tmp_path: Path, durability: Durability
) -> None:
    scenario = _scenario("triage")
    start_run(scenario, tmp_path / "default", model="analytic")
    run = start_run(scenario, tmp_path / "other", model="analytic", durability=durability)
    assert run.record.status == "finished" and run.state["stop"]
    for name in ("outcome.json", "fairness.json", "transcript.jsonl"):
        assert (tmp_path / "default" / name).read_bytes() == (
            tmp_path / "other" / name
        ).read_bytes()
    again = resume_run(tmp_path / "other", durability=durability)  # finished: left as it is
    assert again.state == run.state


def test_an_unknown_durability_is_refused_before_the_run_directory_exists(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="durability 'often' is unknown; known: sync, async, exit"):
        start_run(_scenario("triage"), tmp_path / "r", model="analytic", durability="often")  # type: ignore[arg-type]
    assert not (tmp_path / "r").exists()


def test_an_analytic_round_in_memory_is_one_langgraph_step() -> None:
    parts = Deliberation(_scenario("triage"), model="analytic")
    assert [s.name for s in parts._steps(batch=True)] == [
        "setup",
        "retrieve",
        "next_round",
        "deliberation_round",
    ]
    steps = [s.name for s in parts._steps(batch=False)]
    assert "deliberation_round" not in steps and "ballot" in steps
