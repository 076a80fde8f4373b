"""Shared test setup: offline by construction, deterministic hypothesis profile."""

from __future__ import annotations

import itertools
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, settings

if TYPE_CHECKING:
    from playwright.sync_api import Page

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

# The response cache (fairagents.llm._cache) never writes into the user's cache directory from a
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


CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Without this, Chromium still asks DNS for hosts of its own even with the flags above.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]
"""Headless Chromium that reaches nothing but this machine."""


@pytest.fixture
def browser_page(tmp_path: Path) -> Iterator[Page]:
    """A page of a fresh headless Chromium (its own user-data-dir), closed after the test: the
    one launch the report and docs-site browser tests share."""
    from playwright.sync_api import sync_playwright

    assert CHROMIUM.exists(), f"{CHROMIUM} is missing: run `make browser` (as root)"
    with sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(tmp_path / "profile"),
            executable_path=str(CHROMIUM),
            headless=True,
            args=CHROMIUM_FLAGS,
        )
        try:
            yield context.new_page()
        finally:
            context.close()
