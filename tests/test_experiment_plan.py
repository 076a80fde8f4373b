"""experiments.plan and `fairagents experiment plan`: runs, grid, and what the N can detect."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from fairagents.cli import app
from fairagents.experiments import expand, load_sweep
from fairagents.experiments.plan import DISCORDANCES, PUBLISHED_RESPONSES, plan
from fairagents.experiments.statistics import (
    detectable_difference,
    detectable_paired_difference,
    detectable_paired_mean,
)

from .conftest import EXAMPLES

SWEEPS = EXAMPLES / "sweeps"


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
