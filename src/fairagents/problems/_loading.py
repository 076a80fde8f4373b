"""Reading problems from JSON/YAML: the ``Problem`` union and ``load_problem``.

A problem file is one object whose ``kind`` is ``"allocation"``, ``"budget"`` or ``"choice"``.
When ``kind`` is missing it is inferred from the keys (``goods`` → allocation, ``projects`` →
budget, ``alternatives`` → choice), so the published allocation instances load as they are.

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from fairagents.errors import ProblemError
from fairagents.models.base import preview
from fairagents.problems._allocation import IndivisibleAllocation
from fairagents.problems._budget import BudgetedSelection
from fairagents.problems._choice import CandidateChoice
from fairagents.validation import file_name, read_data_file, validate_data

__all__ = ["PROBLEM_KINDS", "Problem", "load_problem", "parse_problem"]

Problem = IndivisibleAllocation | BudgetedSelection | CandidateChoice
"""Any problem: the type every function that takes "a problem" accepts."""

PROBLEM_KINDS: dict[str, type[Problem]] = {
    "allocation": IndivisibleAllocation,
    "budget": BudgetedSelection,
    "choice": CandidateChoice,
}
"""The problem class of each ``kind``."""

_INFER = (("goods", "allocation"), ("projects", "budget"), ("alternatives", "choice"))


def parse_problem(data: Any, source: str = "") -> Problem:
    """Validate parsed JSON/YAML ``data`` into a problem; one readable :class:`ProblemError`.

    >>> parse_problem({"agents": ["a"], "goods": ["x"], "valuations": {"a": {"x": 1}}}).kind
    'allocation'
    >>> parse_problem({"kind": "lottery"})
    Traceback (most recent call last):
    ...
    fairagents.errors.ProblemError: kind: 'lottery' is unknown; known: allocation, budget, choice
    """
    prefix = f"{source}: " if source else ""
    if isinstance(data, BaseModel):
        data = data.model_dump()
    if not isinstance(data, Mapping):
        raise ProblemError(f"{prefix}a problem must be an object (a mapping), got {preview(data)}")
    kind = data.get("kind")
    if kind is None:
        kind = next((k for key, k in _INFER if key in data), None)
        if kind is None:
            raise ProblemError(
                f"{prefix}cannot tell the kind of problem; add kind: allocation, budget or choice"
            )
        data = {**data, "kind": kind}
    cls = PROBLEM_KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ProblemError(
            f"{prefix}kind: {preview(kind)} is unknown; known: {', '.join(PROBLEM_KINDS)}"
        )
    return validate_data(cls, data, source=source, error=ProblemError)


def load_problem(path: str | Path) -> Problem:
    """Read a problem from a JSON or YAML file; bad input raises one readable ProblemError."""
    if not isinstance(path, str | os.PathLike):
        raise ProblemError(f"load_problem needs a file path, got {type(path).__name__}")
    data = read_data_file(path, what="problem", error=ProblemError)
    return parse_problem(data, file_name(path))
