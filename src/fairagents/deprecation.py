"""Modules that moved, and names that were renamed: the old name still imports for one
release, with a warning.

>>> import warnings
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     get = moved("fairagents.old_numeric", "fairagents.numeric")
>>> print(caught[0].message)  # doctest: +NORMALIZE_WHITESPACE
fairagents.old_numeric is now fairagents.numeric; import it from there (this alias goes in
the next release)
>>> get("tolerance").__module__
'fairagents.numeric'

A renamed name warns when it is looked up, not when its module is imported (the module is
still the name's home):

>>> get = renamed("fairagents.numeric", {"tol": "tolerance"})
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     found = get("tol")
>>> print(caught[0].message)  # doctest: +NORMALIZE_WHITESPACE
fairagents.numeric.tol is now fairagents.numeric.tolerance; use the new name (this alias goes
in the next release)
>>> found.__name__
'tolerance'
"""

from __future__ import annotations

import importlib
import sys
import warnings
from collections.abc import Callable, Mapping
from types import FrameType
from typing import Any

__all__ = ["moved", "renamed"]

_GOES = "(this alias goes in the next release)"


def moved(old: str, new: str, *, stored_by: tuple[str, ...] = ()) -> Callable[[str], Any]:
    """Warn that module ``old`` is now ``new`` (a ``DeprecationWarning`` at the importer) and
    return the old module's ``__getattr__``: every name is looked up in ``new``.

    ``stored_by``: as for :func:`renamed` — the packages whose import of ``old`` rebuilds what
    they stored under it (a checkpoint naming a record's class by its old module) import it
    without a warning."""
    if not _importer().startswith(stored_by or ("\0",)):
        warnings.warn(
            f"{old} is now {new}; import it from there {_GOES}", DeprecationWarning, stacklevel=3
        )
    module = importlib.import_module(new)

    def __getattr__(name: str) -> Any:
        return getattr(module, name)

    return __getattr__


def _importer() -> str:
    """The module importing the one whose body calls :func:`moved` (import machinery skipped)."""
    frame: FrameType | None = sys._getframe(3)  # _importer ← moved ← the old module ← …
    while frame is not None and (
        frame.f_code.co_filename.startswith("<frozen importlib")
        or frame.f_globals.get("__name__") == "importlib"
    ):
        frame = frame.f_back
    return "" if frame is None else str(frame.f_globals.get("__name__", ""))


def renamed(
    module: str, names: Mapping[str, str], *, stored_by: tuple[str, ...] = ()
) -> Callable[[str], Any]:
    """The ``__getattr__`` of module ``module``, some of whose names were renamed (``names``:
    old → new): an old name resolves to the object under its new name, with a
    ``DeprecationWarning`` at the code that looked it up; any other missing name is an
    ``AttributeError`` as usual. The old names are left out of ``__all__``, so a ``*`` import
    does not warn.

    ``stored_by``: the packages (module-name prefixes) that look an old name up to rebuild what
    they stored under it — LangGraph's checkpoint reader rebuilds a record from its class's
    module and name. Their lookups resolve without a warning: a stored run is no code its owner
    could update, and a warning raised as an error there (``-W error``) would make the reader
    hand back the record's raw fields instead of the record."""

    def __getattr__(name: str) -> Any:
        new = names.get(name)
        if new is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        caller = str(sys._getframe(1).f_globals.get("__name__", ""))
        if not caller.startswith(stored_by):
            warnings.warn(
                f"{module}.{name} is now {module}.{new}; use the new name {_GOES}",
                DeprecationWarning,
                stacklevel=2,
            )
        return getattr(importlib.import_module(module), new)

    return __getattr__
