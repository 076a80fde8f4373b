"""Shared test setup: offline by construction, deterministic hypothesis profile."""

from __future__ import annotations

import os
from pathlib import Path

from hypothesis import HealthCheck, settings

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
