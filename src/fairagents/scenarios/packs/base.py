"""What a scenario generator returns — cases, and how many candidates it rejected — and the loop
that draws cases until enough are kept."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol, TypeVar

from pydantic import Field, field_validator

from fairagents.fairness import non_degeneracy
from fairagents.frameworks import get_framework
from fairagents.models._base import FrozenModel
from fairagents.problems import Problem
from fairagents.scenarios.case import Case

__all__ = [
    "Draw",
    "FilterParams",
    "GeneratedCase",
    "GeneratedCases",
    "Generator",
    "Params",
    "case_generator",
    "keep_non_degenerate",
    "known",
]

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


def known(values: tuple[str, ...], allowed: Iterable[str], what: str) -> tuple[str, ...]:
    """``values`` unchanged, or ``ValueError`` listing the unknown ones and what is known.

    >>> known(("child", "robot"), ("child", "adult"), "groups")
    Traceback (most recent call last):
    ValueError: groups ['robot'] are unknown; known: child, adult
    """
    allowed = list(allowed)
    unknown = [v for v in values if v not in allowed]
    if unknown:
        raise ValueError(f"{what} {unknown} are unknown; known: {', '.join(allowed)}")
    return values


class FilterParams(FrozenModel):
    """Parameters every generator takes: which frameworks must disagree on a kept case, and
    how many draws per kept case it may reject before giving up."""

    frameworks: tuple[str, ...] = Field(
        default=(), description="frameworks whose optima must differ (default: keep every case)"
    )
    max_draws: int = Field(default=100, ge=1, description="candidate draws per case kept, at most")

    @field_validator("frameworks")
    @classmethod
    def _known_frameworks(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for name in value:
            get_framework(name)  # an unknown name raises, listing the known ones
        return value


class Generator(Protocol):
    """``(count, seed, params) → GeneratedCases``; ``count=None`` means the generator's default."""

    def __call__(self, count: int | None, seed: int, params: Params) -> GeneratedCases: ...


P = TypeVar("P", bound=FilterParams)


def case_generator(
    name: str,
    settings_type: type[P],
    draw_case: Callable[[random.Random, P, str], Case | Problem],
    *,
    default_count: int,
    frameworks: Callable[[P], Sequence[str]] = lambda p: p.frameworks,
) -> Generator:
    """The generator ``name``: validates its parameters into ``settings_type``, then keeps drawing
    ``draw_case(rng, params, case_id)`` — a case (its problem, its summary as what agents read)
    or a problem (its own description) — until ``count`` (default ``default_count``) are kept
    for which ``frameworks(params)`` disagree (:func:`keep_non_degenerate`)."""

    def generate(count: int | None, seed: int, params: Params) -> GeneratedCases:
        settings = settings_type.model_validate(dict(params))

        def draw(rng: random.Random, case_id: str) -> tuple[Problem, str]:
            drawn = draw_case(rng, settings, case_id)
            if isinstance(drawn, Case):
                return drawn.to_problem(), drawn.summary()
            return drawn, drawn.description

        return keep_non_degenerate(
            name,
            seed,
            default_count if count is None else count,
            draw,
            frameworks=frameworks(settings),
            max_draws=settings.max_draws,
        )

    generate.__name__ = generate.__qualname__ = f"generate_{name}"
    generate.__doc__ = f"``count`` {name} cases from ``seed`` (see the module docstring)."
    return generate


Draw = Callable[[random.Random, str], tuple[Problem, str]]
"""Draws one candidate case from the generator's random stream: its problem and description,
given the id it will have if kept."""


def keep_non_degenerate(
    generator: str,
    seed: int,
    count: int,
    draw: Draw,
    *,
    frameworks: Sequence[str],
    max_draws: int,
) -> GeneratedCases:
    """``count`` cases from ``draw``, keeping only those for which ``frameworks`` disagree.

    A case is kept when no outcome is optimal for every framework of ``frameworks``
    (:func:`fairagents.fairness.non_degeneracy`); with no frameworks every draw is kept. Ids are
    ``GENERATOR-SEED-NNN``. Draws come from one ``random.Random`` seeded with the generator's
    name and ``seed``, in order, so the same seed gives the same cases on every machine and the
    first k cases do not depend on how many are asked for. Raises ``ValueError`` when more than
    ``max_draws × count`` draws are rejected.
    """
    judged = [get_framework(name) for name in frameworks]
    rng = random.Random(f"fairagents-{generator}:{seed}")
    cases: list[GeneratedCase] = []
    rejected = 0
    while len(cases) < count:
        if rejected >= max_draws * count:
            raise ValueError(
                f"{generator} generator: {rejected} draws were degenerate before {count} cases "
                f"were found ({len(cases)} so far); allow larger cases or more frameworks"
            )
        case_id = f"{generator}-{seed}-{len(cases):03d}"
        problem, description = draw(rng, case_id)
        if judged and not non_degeneracy(problem, judged).non_degenerate:
            rejected += 1
            continue
        cases.append(GeneratedCase(id=case_id, problem=problem, description=description))
    reason = (
        f"degenerate: one outcome optimal for every framework of {', '.join(frameworks)}"
        if judged
        else ""
    )
    return GeneratedCases(
        generator=generator, seed=seed, cases=tuple(cases), rejected=rejected, reason=reason
    )
