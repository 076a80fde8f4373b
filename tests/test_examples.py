"""Every offline example script runs to completion (style rule 8: CI runs every example)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import EXAMPLES

SCRIPTS = sorted(EXAMPLES.glob("*.py"))


@pytest.mark.parametrize("script", SCRIPTS, ids=[s.name for s in SCRIPTS])
def test_example_runs(script: Path, tmp_path: Path) -> None:
    # Examples that build the retrieval index do it in a scratch cache, not the user's.
    # Study scripts run a slice of their sweep (FAIRAGENTS_EXAMPLE_LIMIT runs), not all of it.
    env = {
        **os.environ,
        "FAIRAGENTS_CACHE_DIR": str(tmp_path / "cache"),
        "FAIRAGENTS_EXAMPLE_LIMIT": "24",
    }
    result = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=600, env=env
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip()
