"""Names a package exports but imports on first use, so importing the package stays cheap.

A package's ``__init__`` maps each such name to the submodule that defines it and sets
``__getattr__ = lazy_names(__name__, {...})``; the first lookup imports the submodule and
caches the name in the package, so later lookups are ordinary attribute reads.

>>> import sys
>>> getter = lazy_names("fairagents", {"tolerance": "numeric"})
>>> getter("tolerance").__module__
'fairagents.numeric'
>>> getter("nothing")
Traceback (most recent call last):
...
AttributeError: module 'fairagents' has no attribute 'nothing'

Internal to :mod:`fairagents`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["lazy_names"]


def lazy_names(package: str, names: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: ``names`` maps each lazily exported name to
    the submodule (relative to ``package``) that defines it."""

    def __getattr__(name: str) -> Any:
        module = names.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
