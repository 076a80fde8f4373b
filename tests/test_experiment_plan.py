"""experiments.plan and `fairagents experiment plan`: runs, grid, what the N can detect, and
what the sweep will spend (experiments.costs, against a server whose replies and token counts
are known); `experiment run --token-budget`: a clean stop, and a rerun that continues."""

from __future__ import annotations

import itertools
import json
import math
import os
import sqlite3
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langchain_core.messages import HumanMessage, SystemMessage
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.experiments import (
    LocalBackend,
    ResultsStore,
    RunSpec,
    StoredRun,
    expand,
    load_sweep,
    parse_sweep,
    run_sweep,
    run_sweep_file,
)
from fairagents.experiments._backends import IN_FLIGHT_PER_WORKER
from fairagents.experiments._costs import TYPICAL_ARGUMENT, DryRunModel, estimate_costs
from fairagents.experiments._plan import DISCORDANCES, PUBLISHED_RESPONSES, plan
from fairagents.experiments._statistics import (
    detectable_difference,
    detectable_paired_difference,
    detectable_paired_mean,
)
from fairagents.llm._repair import read_ballot_reply
from fairagents.llm._reply import BallotForm, ballot_json_schema
from fairagents.llm._tokens import TokenCounter

from ._faulty_server import ARGUMENTS, SUMMARY, FaultyServer, completion, scripted_content
from .conftest import EXAMPLES

SWEEPS = EXAMPLES / "sweeps"
SRC = Path(__file__).resolve().parents[1] / "src"
runner = CliRunner()


def test_the_triage_plan_counts_runs_configurations_and_the_paired_power() -> None:
    path = SWEEPS / "triage_600.yaml"
    found = plan(expand(load_sweep(path), base=path.parent))
    assert (found.runs, found.configurations, found.runs_per_configuration) == (600, 12, (50, 50))
    grid = {axis: count for axis, count, _ in found.grid}
    assert grid["case"] == 50 and grid["aligned.framework"] == 6 and grid["opponent.stance"] == 2
    paired = [d for d in found.detectable if d.test == "exact McNemar"]
    assert [d.difference for d in paired] == [
        detectable_paired_difference(50, discordance=psi) for psi in DISCORDANCES
    ]
    assert paired[0].difference < paired[1].difference  # fewer disagreements, finer detection


def test_the_other_studies_plan_their_own_main_comparison() -> None:
    path = SWEEPS / "distributive.yaml"
    found = plan(expand(load_sweep(path), base=path.parent), alpha=0.01)
    first = found.detectable[0]
    assert first.n == 10 and first.test == "Fisher's exact test"
    assert first.difference == detectable_difference(10, PUBLISHED_RESPONSES, alpha=0.01)
    path = SWEEPS / "negotiation.yaml"
    (only,) = plan(expand(load_sweep(path), base=path.parent)).detectable
    assert only.difference == detectable_paired_mean(1) and only.unit != "share"


def test_the_plan_command_prints_and_writes_json() -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["experiment", "plan", str(SWEEPS / "triage_600.yaml")])
    assert result.exit_code == 0, result.output
    assert "600 runs, 12 configurations of 50 runs" in result.stdout
    assert "exact McNemar, n=50" in result.stdout and "80% power" in result.stdout
    as_json = json.loads(
        runner.invoke(
            app, ["experiment", "plan", str(SWEEPS / "triage_600.yaml"), "--json", "--power", "0.9"]
        ).stdout
    )
    assert as_json["runs"] == 600 and as_json["power"] == 0.9


# --- cost before spending: calls and tokens from dry-run debates, and the sweep's token budget


def _served_sweep(model: str, *, seeds: list[int], rounds: int = 2) -> dict[str, Any]:
    return {
        "id": "plan-served",
        "study": "triage",
        "scenarios": [
            {
                "generator": "triage",
                "count": 2,
                "seed": 2026,
                "params": {"beds": 2, "patients": 5, "frameworks": ["rawls", "mill"]},
            }
        ],
        "agents": [
            {"name": "aligned", "stance": "aligned", "framework": ["rawls", "mill"]},
            {"name": "opponent", "stance": ["neutral", "adversarial"], "favours": "elderly"},
        ],
        "protocol": {"mode": "generate", "rounds": rounds},
        "rules": ["borda"],
        "models": [model],
        "seeds": seeds,
    }


@pytest.fixture(scope="module")
def token_server() -> Iterator[FaultyServer]:
    """Replies of known length, their usage counted with the embedded SmolLM2's tokenizer."""
    with FaultyServer(usage="smollm2", arguments=ARGUMENTS, summary=SUMMARY) as server:
        yield server


@pytest.mark.server
def test_the_plan_makes_the_sweeps_calls_and_is_within_15_percent_of_its_tokens(
    token_server: FaultyServer, tmp_path: Path
) -> None:
    model = f"openai-compatible:smollm2@{token_server.base_url}"
    sweep = _served_sweep(model, seeds=[1, 2])
    path = tmp_path / "served.yaml"
    path.write_text(yaml.safe_dump(sweep))
    costs = estimate_costs(expand(parse_sweep(sweep)))
    # 2 cases x 2 frameworks x 2 opponents x 2 seeds; shapes ignore case and seed
    assert (costs.runs, costs.shapes, costs.simulated) == (16, 4, 8)
    before = len(token_server.usage)
    counts = run_sweep_file(path, tmp_path / "served.sqlite", workers=4)
    assert counts.finished == 16
    spent = token_server.usage[before:]
    prompt, completion = sum(u[0] for u in spent), sum(u[1] for u in spent)
    # Two agents propose and vote in each of 2 rounds, the mediator proposes and summarizes.
    assert costs.calls == len(spent) == 16 * (2 * 2 * 2 + 2 * 2)
    assert counts.tokens == prompt + completion  # what the store recorded is what was served
    assert abs(costs.tokens / (prompt + completion) - 1) < 0.15
    assert abs(costs.prompt_tokens / prompt - 1) < 0.15
    (on,) = costs.models
    assert on.model == model and not on.exact and on.runs == 16
    assert on.at_most_completion_tokens > completion  # the budgets bound every reply


def test_a_sweep_of_analytic_agents_makes_no_calls() -> None:
    costs = estimate_costs(expand(load_sweep(SWEEPS / "triage_600.yaml"), base=SWEEPS))
    assert (costs.runs, costs.calls, costs.tokens, costs.simulated) == (600, 0, 0, 0)
    assert costs.cost() is None and "nothing to pay" in costs.lines()[-1]
    assert not any("priced as paid" in line for line in costs.lines())


@pytest.mark.server
def test_the_plan_command_prices_the_tokens_on_the_model_asked_for(
    token_server: FaultyServer, tmp_path: Path
) -> None:
    path = tmp_path / "analytic.yaml"
    path.write_text(yaml.safe_dump(_served_sweep("analytic", seeds=[1], rounds=1)))
    model = f"openai-compatible:smollm2@{token_server.base_url}"
    result = runner.invoke(
        app,
        ["experiment", "plan", str(path), "--model", model, "--price-input", "0.15",
         "--price-output", "0.6", "--samples", "1", "--json"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    cost = json.loads(result.stdout)["cost"]
    assert cost["runs"] == 8 and cost["calls"] == 8 * 6 and cost["simulated_runs"] == 4
    expected = (cost["prompt_tokens"] * 0.15 + cost["completion_tokens"] * 0.6) / 1e6
    assert cost["cost_usd"] == pytest.approx(expected)
    assert cost["at_most_cost_usd"] > cost["cost_usd"]
    text = runner.invoke(app, ["experiment", "plan", str(path), "--model", "analytic"])
    assert text.exit_code == 0 and "0 calls" in text.stdout and "cost:" not in text.stdout
    bad = runner.invoke(app, ["experiment", "plan", str(path), "--model", "gpt-4"])
    assert bad.exit_code == 2 and "unknown backend 'gpt-4'" in bad.output


def _cli(*args: str | Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(SRC), "HF_HUB_OFFLINE": "1"}
    command = [sys.executable, "-m", "fairagents", *map(str, args)]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=600)


@pytest.mark.server
def test_the_token_budget_stops_the_sweep_cleanly_and_a_rerun_continues(
    token_server: FaultyServer, tmp_path: Path
) -> None:
    model = f"openai-compatible:smollm2@{token_server.base_url}"
    path = tmp_path / "budget.yaml"
    path.write_text(yaml.safe_dump(_served_sweep(model, seeds=[1], rounds=1)))
    store = tmp_path / "budget.sqlite"
    calls_per_run = 2 * 2 + 2  # two agents propose and vote, the mediator proposes and sums up
    before = len(token_server.usage)
    # Without the response cache, every call is paid (runs that ask alike would share replies:
    # the test below is about that).
    first = _cli("experiment", "run", path, "--out", store, "--workers", "1",
                 "--token-budget", "5000", "--no-progress", "--no-cache")  # fmt: skip
    assert first.returncode == 3, first.stderr
    with sqlite3.connect(store) as db:
        tokens = [t for (t,) in db.execute("SELECT tokens FROM runs ORDER BY started, rowid")]
    spent = len(token_server.usage) - before
    # One worker keeps 2 runs in flight: the run that reached the budget and the next finish.
    assert 0 < len(tokens) < 8 and spent == calls_per_run * len(tokens)
    assert sum(tokens[:-2]) < 5000 <= sum(tokens[:-1])
    assert f"{sum(tokens):,} tokens spent (budget 5,000); {8 - len(tokens)} runs not started" in (
        first.stderr
    )
    again = _cli("experiment", "run", path, "--out", store, "--workers", "1", "--no-progress",
                 "--no-cache")  # fmt: skip
    assert again.returncode == 0, again.stderr
    assert f"{8 - len(tokens)} finished, 0 failed, {len(tokens)} done before" in again.stdout
    with sqlite3.connect(store) as db:
        ((runs, distinct),) = db.execute("SELECT count(*), count(DISTINCT run_id) FROM runs")
    # Every run recorded once, and no finished run asked the server again.
    assert runs == distinct == 8
    assert len(token_server.usage) - before == calls_per_run * 8


def test_a_rerun_answered_from_the_cache_pays_nothing_and_is_not_stopped_by_the_budget(
    tmp_path: Path,
) -> None:
    """The budget counts tokens paid: a replayed reply was paid when it was first made."""
    cache = tmp_path / "responses.sqlite3"
    with FaultyServer() as server:
        sweep = parse_sweep(_served_sweep(f"openai-compatible:m@{server.base_url}", seeds=[1]))
        expansion = expand(sweep)

        def sweep_into(store: str, budget: int | None) -> Any:
            with ResultsStore(tmp_path / store) as s, LocalBackend(1, kind="thread") as backend:
                return run_sweep(expansion, s, backend, cache=cache, token_budget=budget)

        def paid(requests: list[Any]) -> int:  # the usage the server answered them with
            answers = (completion(r.json(), scripted_content(r.json())) for r in requests)
            return sum(a["usage"]["total_tokens"] for a in answers)

        first = sweep_into("first.sqlite", None)
        calls = len(server.requests)
        # Runs that ask what an earlier run asked are answered by the cache even the first time:
        # the sweep paid exactly what the server was asked for.
        assert first.finished == 8 and calls > 0 and first.tokens == paid(server.requests)
        # The same sweep into a new store under a budget far below what the first paid: every
        # reply comes from the cache, nothing is paid, so the budget never stops it.
        again = sweep_into("again.sqlite", first.tokens // 10)
        assert len(server.requests) == calls
        assert (again.finished, again.tokens, again.budget_reached) == (8, 0, False)
        # The store still says what each run's debate consumed, as made.
        made = []
        for store in ("first.sqlite", "again.sqlite"):
            with sqlite3.connect(tmp_path / store) as db:
                made.append(db.execute("SELECT sum(tokens) FROM runs").fetchone())
        assert made[0] == made[1] and made[0][0] > first.tokens
        # Half the cache gone: the rerun pays only the calls it makes again.
        with sqlite3.connect(cache) as db:
            db.execute("DELETE FROM responses WHERE rowid % 2 = 0")
        third = sweep_into("third.sqlite", None)
        assert 0 < third.tokens == paid(server.requests[calls:]) < first.tokens


def _costly(spec: RunSpec) -> StoredRun:
    """A run that spent a number of tokens given by its index, executed once per call."""
    _EXECUTED[spec.run_id] = _EXECUTED.get(spec.run_id, 0) + 1
    return StoredRun(
        run_id=spec.run_id, sweep=spec.sweep, index=spec.index, case=spec.case,
        labels=spec.labels, status="finished", started="", duration_s=0.0, worker="test",
        tokens=_COSTS[spec.index % len(_COSTS)],
    )  # fmt: skip


_EXECUTED: dict[str, int] = {}
_COSTS: list[int] = [1]


@settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    costs=st.lists(st.integers(0, 500), min_size=1, max_size=12),
    budget=st.integers(1, 3000),
    workers=st.integers(1, 3),
)
def test_a_budget_starts_no_run_after_it_is_spent_and_the_rest_run_once(
    costs: list[int], budget: int, workers: int, tmp_path: Path
) -> None:
    _COSTS[:] = costs
    _EXECUTED.clear()
    expansion = expand(
        parse_sweep({"id": "budget", "scenarios": [str(EXAMPLES / "scenarios/triage.yaml")],
                     "seeds": list(range(len(costs)))})
    )  # fmt: skip
    order: list[int] = []
    with ResultsStore(tmp_path / f"b{uuid.uuid4().hex}.sqlite") as store:
        with LocalBackend(workers, kind="thread", fn=_costly) as backend:
            counts = run_sweep(
                expansion, store, backend, token_budget=budget,
                on_result=lambda r, c: order.append(r.tokens),
            )  # fmt: skip
            cumulative = list(itertools.accumulate(order))
            reached = next((i for i, t in enumerate(cumulative) if t >= budget), None)
            assert counts.tokens == sum(order) and counts.budget_reached == (reached is not None)
            if reached is None:
                assert len(order) == len(costs)
            else:  # only the runs in flight when it was reached were recorded after it
                assert len(order) - (reached + 1) <= workers * IN_FLIGHT_PER_WORKER - 1
            assert counts.finished + counts.remaining == len(costs)
            rest = run_sweep(expansion, store, backend)
        assert rest.skipped == len(order) and rest.finished == len(costs) - len(order)
    assert sorted(_EXECUTED.values()) == [1] * len(costs)  # no run ran twice


@settings(max_examples=40, deadline=None)
@given(
    n=st.integers(1, 9),
    passages=st.integers(0, 4),
    kind=st.sampled_from(["ranking", "ratings", "approvals"]),
    budget=st.integers(8, 400),
)
def test_a_dry_reply_is_a_complete_ballot_within_its_budget(
    n: int, passages: int, kind: str, budget: int
) -> None:
    ids = [f"alt{i}" for i in range(n)]
    passage_ids = [f"p{i}" for i in range(passages)]
    form = BallotForm(kind=kind)  # type: ignore[arg-type]
    schema = ballot_json_schema(ids, passage_ids, form=form)
    model = DryRunModel(counter=TokenCounter(method="characters", name="test"))
    options = {"max_tokens": budget, "response_format": {"type": "json_object", "schema": schema}}
    reply = model.invoke([HumanMessage("rank them")], **options)
    ballot, repairs = read_ballot_reply(reply.text, ids, passage_ids=passage_ids, form=form)
    # Read at once (no retry, so no extra call); an approvals ballot's ranking may be
    # reordered to put the approved first, as a real reply's would.
    assert set(repairs) <= {"ranking_reordered_by_approvals"}
    assert sorted(a for g in ballot.ranking for a in g) == sorted(ids)
    assert ballot.argument == TYPICAL_ARGUMENT and len(ballot.citations) == math.ceil(
        min(passages, 3) / 2
    )
    ((prompt, completion, asked),) = model.calls
    assert prompt == model.counter.prompt([HumanMessage("rank them")]) and asked == budget
    assert completion == min(budget, model.counter.text(reply.text))
    assert reply.usage_metadata is not None and reply.usage_metadata["output_tokens"] == completion


def test_the_character_estimate_counts_each_message_and_the_reply_priming() -> None:
    counter = TokenCounter(method="characters", name="test")
    messages = [SystemMessage("x" * 10), HumanMessage("y" * 26)]
    assert counter.prompt(messages) == 4 + 3 + 11 + 3 + 3 and not counter.exact


def test_a_shape_whose_dry_run_fails_is_left_unplanned_and_said(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from fairagents.experiments import _costs as costs_module

    def fail(spec: RunSpec, counters: object) -> None:
        raise ValueError("no such rule for these ballots")

    monkeypatch.setattr(costs_module, "_dry_run", fail)
    sweep = _served_sweep("scripted", seeds=[1], rounds=1)
    found = estimate_costs(expand(parse_sweep(sweep)))
    assert found.calls == 0 and found.simulated == 0
    assert "8 dry runs failed" in found.lines()[-1] and "8 runs left unplanned" in found.lines()[-1]


def test_an_api_model_is_planned_without_its_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    sweep = parse_sweep(_served_sweep("analytic", seeds=[1], rounds=1))
    found = estimate_costs(expand(sweep), model="openai:gpt-4o-mini", samples=1)
    (on,) = found.models
    assert on.model == "openai:gpt-4o-mini" and on.calls == 8 * 6 and not on.exact
    assert any("estimated" in line for line in found.lines())
    assert any("every call is priced as paid" in line for line in found.lines())
