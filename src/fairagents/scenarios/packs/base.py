"""What a scenario generator returns: cases, and how many candidates it rejected."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from pydantic import Field

from fairagents.models._base import FrozenModel
from fairagents.problems import Problem

__all__ = ["GeneratedCase", "GeneratedCases", "Generator", "Params"]

Params = Mapping[str, object]
"""A generator's parameters, as a sweep file gives them (each generator validates its own)."""


class GeneratedCase(FrozenModel):
    """One generated case: an id (unique within the batch), the problem, what agents read."""

    id: str = Field(pattern=r"^[A-Za-z][A-Za-z0-9_-]{0,63}$")
    problem: Problem
    description: str = ""


class GeneratedCases(FrozenModel):
    """A generator's output: the cases kept, and the candidates it drew and rejected."""

    generator: str
    seed: int
    cases: tuple[GeneratedCase, ...]
    rejected: int = Field(default=0, ge=0, description="candidates drawn and not kept")
    reason: str = Field(default="", description="why candidates were rejected")

    def describe(self) -> str:
        """One line: what was generated and what was rejected.

        >>> batch = GeneratedCases(generator="g", seed=1, cases=(), rejected=3, reason="degenerate")
        >>> batch.describe()
        'g (seed 1): 0 cases kept, 3 rejected (degenerate)'
        """
        line = f"{self.generator} (seed {self.seed}): {len(self.cases)} cases kept"
        if self.rejected:
            line += f", {self.rejected} rejected" + (f" ({self.reason})" if self.reason else "")
        return line


class Generator(Protocol):
    """``(count, seed, params) → GeneratedCases``; ``count=None`` means the generator's default."""

    def __call__(self, count: int | None, seed: int, params: Params) -> GeneratedCases: ...
