"""Outside the repository: the built wheel, installed into a fresh environment, runs a
deliberation from an empty folder — corpora and scenarios travel inside it.

Offline: the wheel is built without build isolation and installed with ``--no-deps`` into a
new environment whose dependencies come from the project's (:mod:`tests._venv`); the package
it imports is the wheel's, not the checkout's.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from ._venv import Venv, run
from .conftest import ROOT

pytestmark = pytest.mark.package


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh environment holding the built wheel; returns its python."""
    root = tmp_path_factory.mktemp("wheel")
    dist = root / "dist"
    run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(dist)], ROOT)
    (wheel,) = dist.glob("fairagents-*.whl")
    venv = Venv(root)
    venv.install(wheel)
    return venv.python


def test_the_installed_wheel_runs_a_deliberation_from_an_empty_folder(
    installed: Path, tmp_path: Path
) -> None:
    work = tmp_path / "work"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in {"FAIRAGENTS_CORPORA", "PYTHONPATH"}}
    env |= {"FAIRAGENTS_CACHE_DIR": str(tmp_path / "cache"), "HF_HUB_OFFLINE": "1"}
    where = run([str(installed), "-c", "import fairagents; print(fairagents.__file__)"], work, env)
    assert Path(where.strip()).is_relative_to(installed.parents[1])  # the wheel, not the checkout

    fairagents = [str(installed), "-m", "fairagents"]
    run([*fairagents, "init", "--from", "triage"], work, env)
    assert (work / "triage.yaml").is_file() and not (work / "corpora").exists()

    run([*fairagents, "corpus", "build", "--json"], work, env)
    status = json.loads(run([*fairagents, "corpus", "list", "--json"], work, env))
    assert Path(status["corpus"]).is_relative_to(installed.parents[1])
    assert status["state"] == "built" and len(status["frameworks"]) == 8

    summary = json.loads(
        run([*fairagents, "run", "triage.yaml", "--json", "--out", "run", "--rounds", "1"], work,
             env)
    )  # fmt: skip
    assert summary["status"] == "finished" and summary["joint"]["candidate"]
    events = [json.loads(x) for x in (work / "run" / "transcript.jsonl").read_text().splitlines()]
    retrieved = [e for e in events if e["kind"] == "retrieval"]
    assert retrieved and all(p["id"].startswith("rawls-") for p in retrieved[0]["passages"])

    shipped = json.loads(run([*fairagents, "run", "tourism", "--json", "--out", "t"], work, env))
    assert shipped["status"] == "finished"
