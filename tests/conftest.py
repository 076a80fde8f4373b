"""Shared test setup: offline by construction, deterministic hypothesis profile."""

from __future__ import annotations

import itertools
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

# The response cache (fairagents.llm.cache) never writes into the user's cache directory from a
# test: set here for everything this process and its subprocesses run (doctests included), and
# per test below, so no test sees another's cached replies.
_RESPONSE_CACHES = Path(tempfile.mkdtemp(prefix="fairagents-response-cache-"))
os.environ["FAIRAGENTS_RESPONSE_CACHE"] = str(_RESPONSE_CACHES / "session.sqlite3")
_CACHE_NUMBERS = itertools.count()

settings.register_profile(
    "fairagents",
    derandomize=True,  # the same examples every run: CI failures reproduce
    deadline=None,  # timing belongs in bench/, not in tests
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("fairagents")

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


@pytest.fixture(autouse=True)
def _own_response_cache(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh, empty response cache file for each test (created only if the test uses it)."""
    path = _RESPONSE_CACHES / f"test-{next(_CACHE_NUMBERS)}.sqlite3"
    monkeypatch.setenv("FAIRAGENTS_RESPONSE_CACHE", str(path))
    yield path
