"""Deprecated: ``fairagents.models._base`` is now :mod:`fairagents.models.base` (it was never
private: most of the package imports it). This alias warns once and goes in the next release."""

import warnings
from typing import Any

from fairagents.models import base as _new

warnings.warn(
    "fairagents.models._base is now fairagents.models.base; import it from there "
    "(this alias goes in the next release)",
    DeprecationWarning,
    stacklevel=2,
)


def __getattr__(name: str) -> Any:
    return getattr(_new, name)
