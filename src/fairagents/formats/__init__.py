"""Real election data in and out: PrefLib (:mod:`.preflib`) and Pabulib (:mod:`.pabulib`).

``load_profile(path)`` reads a profile from a PrefLib file or fairagents' own JSON/YAML;
``load_any_problem(path)`` reads a problem from a Pabulib ``.pb`` file or JSON/YAML — the
commands and scenario files go through these two, so every file a user can give them may be
either. Readers stream their file into arrays (no object per voter) and raise one error naming
the file and line; every number a file declares is bounded (:data:`MAX_ALTERNATIVES`
alternatives or projects, counts up to :data:`MAX_COUNT`) before anything is allocated for it.

Internal modules: ``_lines``, ``_pabulib_read``, ``_pabulib``, ``_preflib``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from fairagents._lazy import lazy_names
from fairagents.formats._lines import MAX_ALTERNATIVES, MAX_COUNT, Progress
from fairagents.formats._preflib import (
    PREFLIB_SUFFIXES,
    PrefLibWarning,
    preflib_text,
    read_preflib,
    write_preflib,
)
from fairagents.models import Profile
from fairagents.validation import load_model

if TYPE_CHECKING:
    from fairagents.formats._pabulib import (
        SATISFACTIONS,
        PabulibElection,
        pabulib_text,
        read_pabulib,
        write_pabulib,
    )
    from fairagents.formats._pabulib_read import VOTE_TYPES, PabulibWarning
    from fairagents.problems._loading import Problem

# Pabulib needs the problems package, and that imports scipy.optimize for its solvers (~0.5 s in
# a fresh process): imported on first use, so reading a PrefLib file does not pay for it.
_LAZY = {
    "VOTE_TYPES": "_pabulib_read",
    "PabulibWarning": "_pabulib_read",
    "SATISFACTIONS": "_pabulib",
    "PabulibElection": "_pabulib",
    "pabulib_text": "_pabulib",
    "read_pabulib": "_pabulib",
    "write_pabulib": "_pabulib",
}

__getattr__ = lazy_names(__name__, _LAZY)


__all__ = [
    "MAX_ALTERNATIVES",
    "MAX_COUNT",
    "PABULIB_SUFFIX",
    "PREFLIB_SUFFIXES",
    "SATISFACTIONS",
    "VOTE_TYPES",
    "PabulibElection",
    "PabulibWarning",
    "PrefLibWarning",
    "is_pabulib",
    "is_preflib",
    "load_any_problem",
    "load_profile",
    "pabulib_text",
    "preflib_text",
    "read_pabulib",
    "read_preflib",
    "write_pabulib",
    "write_preflib",
]

PABULIB_SUFFIX = ".pb"


def is_preflib(path: str | Path) -> bool:
    """Whether ``path`` names a PrefLib file (by its suffix)."""
    return Path(path).suffix.lower() in PREFLIB_SUFFIXES


def is_pabulib(path: str | Path) -> bool:
    """Whether ``path`` names a Pabulib file (by its suffix)."""
    return Path(path).suffix.lower() == PABULIB_SUFFIX


def load_profile(path: str | Path, *, progress: Progress | None = None) -> Profile:
    """A profile from a PrefLib file (``.soc`` … ``.cat``) or a JSON/YAML profile file;
    ``progress`` is told the bytes read of a PrefLib file."""
    if is_preflib(path):
        return read_preflib(path, progress=progress)
    return load_model(Profile, path, what="profile")


def load_any_problem(path: str | Path) -> Problem:
    """A problem from a Pabulib file (its default reading) or a JSON/YAML problem file."""
    from fairagents.formats._pabulib import read_pabulib
    from fairagents.problems._loading import load_problem

    if is_pabulib(path):
        return read_pabulib(path).problem
    return load_problem(path)
