"""Shared test setup: offline by construction, deterministic hypothesis profile."""

from __future__ import annotations

import os
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

settings.register_profile(
    "fairagents",
    derandomize=True,  # the same examples every run: CI failures reproduce
    deadline=None,  # timing belongs in bench/, not in tests
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("fairagents")

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


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
