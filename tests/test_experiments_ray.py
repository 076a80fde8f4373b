"""The Ray backend runs the same sweep unchanged, with the same results as the local one.

Ray is started by the command itself, inside the loopback-only network namespace of `make test`
(``ray.init`` probes a cloud-metadata address that no setting stops)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from fairagents.experiments import ResultsStore

from .conftest import EXAMPLES

SWEEP = str(EXAMPLES / "sweeps" / "triage_600.yaml")


def run(out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0"}
    return subprocess.run(
        [sys.executable, "-m", "fairagents", "experiment", "run", SWEEP, "--out", str(out),
         "--limit", "36", "--workers", "2", "--no-progress", *extra],
        capture_output=True, text=True, timeout=600, env=env,
    )  # fmt: skip


@pytest.mark.ray
def test_ray_runs_the_same_sweep_with_the_same_results(tmp_path: Path) -> None:
    on_ray = run(tmp_path / "ray.sqlite", "--backend", "ray")
    assert on_ray.returncode == 0, on_ray.stderr
    assert "ray, a local Ray with 2 CPUs" in on_ray.stderr
    local = run(tmp_path / "local.sqlite")
    assert local.returncode == 0, local.stderr
    with ResultsStore(tmp_path / "ray.sqlite") as a, ResultsStore(tmp_path / "local.sqlite") as b:
        ids = sorted(b.finished_ids())
        assert len(ids) == 36 and sorted(a.finished_ids()) == ids
        for run_id in ids:
            x, y = a.result(run_id), b.result(run_id)
            assert (x.joint, x.stop, x.subjects, x.events()) == (y.joint, y.stop, y.subjects,
                                                                 y.events())  # fmt: skip
            assert x.worker != y.worker
    # A rerun on Ray skips what is done, wherever it was done.
    again = run(tmp_path / "local.sqlite", "--backend", "ray")
    assert again.returncode == 0 and "36 already done, 0 to run" in again.stderr
