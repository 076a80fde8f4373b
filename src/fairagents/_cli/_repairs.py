"""The repairs a file reader made, shown as warnings on stderr (PrefLib and Pabulib readers).

Apart from the budget commands so that ``fairagents aggregate`` on a ballot file does not import
the Pabulib reader and, through it, the problems package and ``scipy.optimize``.

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager

from fairagents._cli._app import err_console, safe

__all__ = ["reader_warnings"]


@contextmanager
def reader_warnings(*categories: type[Warning]) -> Iterator[None]:
    """Show the warnings of ``categories`` raised inside as ``warning:`` lines on stderr; pass
    every other warning on as it came."""
    caught: list[warnings.WarningMessage] = []
    try:
        with warnings.catch_warnings(record=True) as caught:
            for category in categories:
                warnings.simplefilter("always", category)
            yield
    finally:
        for w in caught:
            if issubclass(w.category, categories):
                err_console.print(f"[yellow]warning:[/] {safe(str(w.message))}", soft_wrap=True)
            else:  # not ours to word: passed on as it came
                warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
