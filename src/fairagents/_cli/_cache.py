"""``--cache PATH`` / ``--no-cache``: the response cache options of ``run`` and ``experiment run``.

The cache (:mod:`fairagents.llm._cache`) is on by default, at
:func:`~fairagents.llm._cache.default_cache_path` (``$FAIRAGENTS_RESPONSE_CACHE``, else the
per-user cache directory). LangChain is imported only when a command opens the cache.

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from fairagents.llm._cache import ResponseCache

__all__ = ["CacheOpt", "NoCacheOpt", "cache_path", "response_cache"]

CacheOpt = Annotated[
    Path | None,
    typer.Option(
        "--cache",
        help="Response cache file (SQLite): served-model replies are kept and replayed; "
        "default $FAIRAGENTS_RESPONSE_CACHE or responses.sqlite3 in the user cache dir.",
    ),
]
NoCacheOpt = Annotated[
    bool, typer.Option("--no-cache", help="Ask the model every time; read and store nothing.")
]


def cache_path(path: Path | None, off: bool) -> Path | None:
    """The cache file the options name (``None``: ``--no-cache``)."""
    from fairagents._cli._app import fail

    if off:
        if path is not None:
            fail("--cache PATH and --no-cache contradict each other: give one")
        return None
    from fairagents.llm._cache import default_cache_path

    return path if path is not None else default_cache_path()


def response_cache(path: Path | None, off: bool) -> ResponseCache | None:
    """The opened cache the options name (``None``: ``--no-cache``)."""
    chosen = cache_path(path, off)
    if chosen is None:
        return None
    from fairagents.llm._cache import open_cache

    return open_cache(chosen)
