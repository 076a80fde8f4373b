"""Deprecated: ``fairagents.llm.backends`` is now :mod:`fairagents.llm.call_options` (what each
chat backend accepts per call; "backends" are a sweep's, :mod:`fairagents.experiments.backends`).
This alias warns once and goes in the next release."""

import warnings
from typing import Any

from fairagents.llm import call_options as _new

warnings.warn(
    "fairagents.llm.backends is now fairagents.llm.call_options; import it from there "
    "(this alias goes in the next release)",
    DeprecationWarning,
    stacklevel=2,
)


def __getattr__(name: str) -> Any:
    return getattr(_new, name)
