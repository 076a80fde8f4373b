"""`experiment plan` against the embedded model: its tokenizer counts a real prompt exactly as
llama.cpp does, and the plan of a small sweep is within 15 % of the tokens the sweep spends."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
import yaml

from fairagents.experiments import expand, load_sweep, run_sweep_file
from fairagents.experiments._costs import estimate_costs
from fairagents.graph import Deliberation
from fairagents.llm import make_model
from fairagents.llm._scripted import ScriptedChatModel
from fairagents.llm._tokens import token_counter

pytestmark = pytest.mark.llm

SWEEP = {
    "id": "plan-local",
    "study": "triage",
    "scenarios": [
        {
            "generator": "triage",
            "count": 1,
            "seed": 2026,
            "params": {"beds": 2, "patients": 4, "frameworks": ["rawls", "mill"]},
        }
    ],
    "agents": [
        {"name": "aligned", "stance": "aligned", "framework": "rawls"},
        {"name": "opponent", "stance": "neutral"},
    ],
    "protocol": {"mode": "generate", "rounds": 1},
    "rules": ["borda"],
    "models": ["local"],
}


def test_the_embedded_tokenizer_counts_the_prompts_llama_cpp_reads(tmp_path: Path) -> None:
    path = tmp_path / "sweep.yaml"
    path.write_text(yaml.safe_dump(SWEEP))
    (spec,) = expand(load_sweep(path)).runs
    scripted = ScriptedChatModel(replies=[], from_schema=True)
    names = [a.name for a in spec.scenario.agents] + ["mediator"]
    Deliberation(spec.scenario, model=dict.fromkeys(names, scripted)).graph().compile().invoke({})
    counter, model = token_counter("local"), make_model("local")
    assert counter.exact
    for call in scripted.calls[:2] + scripted.calls[-1:]:  # an agent's, the mediator's summary
        reply = model.invoke(call.messages, max_tokens=1)
        assert reply.usage_metadata is not None
        assert counter.prompt(call.messages) == reply.usage_metadata["input_tokens"]


def test_the_plan_is_within_15_percent_of_what_the_embedded_model_spends(tmp_path: Path) -> None:
    path = tmp_path / "sweep.yaml"
    path.write_text(yaml.safe_dump(SWEEP))
    costs = estimate_costs(expand(load_sweep(path)))
    store = tmp_path / "local.sqlite"
    counts = run_sweep_file(path, store)
    assert counts.finished == 1
    with sqlite3.connect(store) as db:
        ((spent,),) = db.execute("SELECT sum(tokens) FROM runs")
        ((calls,),) = db.execute("SELECT sum(attempts) FROM agent_stats")
    summaries = 1  # the mediator's summary is a call outside the structured-output counters
    assert costs.calls == calls + summaries  # fewer only if a reply was invalid and retried
    assert counts.tokens == spent
    assert abs(costs.tokens / spent - 1) < 0.15, (costs.tokens, spent)
