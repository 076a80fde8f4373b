"""Outside the repository: the built wheel, installed into a fresh environment, runs a
deliberation from an empty folder — corpora and scenarios travel inside it.

Offline: the wheel is built without build isolation, installed with ``--no-deps`` into the
new environment's own site-packages, and the project environment's site-packages serve its
dependencies through a ``.pth`` line (whose own ``.pth`` files, the editable install among
them, are not read: the package imported is the wheel's). The shared environment is not touched.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.package


def _run(args: list[str], cwd: Path, env: dict[str, str], timeout: int = 900) -> str:
    result = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert result.returncode == 0, f"{args}: {result.stdout[-2000:]}\n{result.stderr[-4000:]}"
    return result.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh environment holding the wheel; returns its python."""
    root = tmp_path_factory.mktemp("wheel")
    env = {**os.environ, "PIP_NO_INDEX": "1"}
    dist = root / "dist"
    build = [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(dist)]
    _run(build, ROOT, env)
    (wheel,) = dist.glob("fairagents-*.whl")
    venv = root / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], root, env)
    python = venv / "bin" / "python"
    site = Path(
        _run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
             root, env).strip()
    )  # fmt: skip
    _run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--quiet",
         "--target", str(site), str(wheel)],
        root,
        env,
    )  # fmt: skip
    (site / "_project_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return python


def test_the_installed_wheel_runs_a_deliberation_from_an_empty_folder(
    installed: Path, tmp_path: Path
) -> None:
    work = tmp_path / "work"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in {"FAIRAGENTS_CORPORA", "PYTHONPATH"}}
    env |= {"FAIRAGENTS_CACHE_DIR": str(tmp_path / "cache"), "HF_HUB_OFFLINE": "1"}
    where = _run([str(installed), "-c", "import fairagents; print(fairagents.__file__)"], work, env)
    assert Path(where.strip()).is_relative_to(installed.parents[1])  # the wheel, not the checkout

    fairagents = [str(installed), "-m", "fairagents"]
    _run([*fairagents, "init", "--from", "triage"], work, env)
    assert (work / "triage.yaml").is_file() and not (work / "corpora").exists()

    _run([*fairagents, "corpus", "build", "--json"], work, env)
    status = json.loads(_run([*fairagents, "corpus", "list", "--json"], work, env))
    assert Path(status["corpus"]).is_relative_to(installed.parents[1])
    assert status["state"] == "built" and len(status["frameworks"]) == 8

    summary = json.loads(
        _run([*fairagents, "run", "triage.yaml", "--json", "--out", "run", "--rounds", "1"], work,
             env)
    )  # fmt: skip
    assert summary["status"] == "finished" and summary["joint"]["candidate"]
    events = [json.loads(x) for x in (work / "run" / "transcript.jsonl").read_text().splitlines()]
    retrieved = [e for e in events if e["kind"] == "retrieval"]
    assert retrieved and all(p["id"].startswith("rawls-") for p in retrieved[0]["passages"])

    shipped = json.loads(_run([*fairagents, "run", "tourism", "--json", "--out", "t"], work, env))
    assert shipped["status"] == "finished"
