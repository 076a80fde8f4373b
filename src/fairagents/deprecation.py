"""Modules that moved: their old name still imports for one release, with a warning.

>>> import warnings
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     get = moved("fairagents.old_numeric", "fairagents.numeric")
>>> print(caught[0].message)  # doctest: +NORMALIZE_WHITESPACE
fairagents.old_numeric is now fairagents.numeric; import it from there (this alias goes in
the next release)
>>> get("tolerance").__module__
'fairagents.numeric'
"""

from __future__ import annotations

import importlib
import warnings
from collections.abc import Callable
from typing import Any

__all__ = ["moved"]


def moved(old: str, new: str) -> Callable[[str], Any]:
    """Warn that module ``old`` is now ``new`` (a ``DeprecationWarning`` at the importer) and
    return the old module's ``__getattr__``: every name is looked up in ``new``."""
    warnings.warn(
        f"{old} is now {new}; import it from there (this alias goes in the next release)",
        DeprecationWarning,
        stacklevel=3,
    )
    module = importlib.import_module(new)

    def __getattr__(name: str) -> Any:
        return getattr(module, name)

    return __getattr__
