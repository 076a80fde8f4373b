"""Seeded education cases: tutoring blocks among student groups with different needs.

Each case (:class:`~fairagents.scenarios.education.EducationCase`, whose docstring states every
party's objective) has ``groups`` student groups, each of an archetype from
:data:`ARCHETYPES` — newcomers still learning the language, students with special educational
needs, a group behind in the basics, a group on track, an advanced group — taken in a shuffled
order (repeating only when there are more groups than archetypes). An archetype gives ranges
for the group's size, its mean attainment and its need in each subject (each drawn uniformly,
needs rounded to 0.05). ``teachers`` teachers each offer ``blocks`` blocks, their subjects
taking ``subjects`` in turn; the school's target attainment is ``target`` (60).

``frameworks`` keeps only cases in which those frameworks' optimal allocations differ (default:
every case). The same seed gives the same cases on every machine.

>>> batch = generate_education(1, seed=4, params={})
>>> problem = batch.cases[0].problem
>>> problem.kind, len(problem.agents), len(problem.goods)
('allocation', 4, 9)

Internal to :mod:`fairagents.scenarios.packs`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

import random

from pydantic import Field, field_validator

from fairagents.models.base import FrozenModel
from fairagents.scenarios.education import EducationCase, StudentGroup, Teacher
from fairagents.scenarios.packs.base import FilterParams, case_generator, known

__all__ = ["ARCHETYPES", "Archetype", "EducationParams", "draw_education", "generate_education"]


class Archetype(FrozenModel):
    """What a group of one archetype is like: ranges (low, high)."""

    label: str
    students: tuple[int, int]
    attainment: tuple[float, float]
    needs: dict[str, tuple[float, float]] = Field(description="by subject; others (0, 0.2)")


ARCHETYPES: dict[str, Archetype] = {
    "newcomers": Archetype(
        label="newcomers learning the language",
        students=(4, 10),
        attainment=(30, 50),
        needs={"language": (0.8, 1.0), "reading": (0.5, 0.8), "math": (0.2, 0.5)},
    ),
    "sen": Archetype(
        label="students with special educational needs",
        students=(3, 8),
        attainment=(25, 50),
        needs={"language": (0.3, 0.6), "reading": (0.6, 0.9), "math": (0.6, 0.9)},
    ),
    "basics": Archetype(
        label="behind in the basics",
        students=(10, 20),
        attainment=(40, 55),
        needs={"language": (0.2, 0.4), "reading": (0.5, 0.8), "math": (0.6, 0.9)},
    ),
    "on_track": Archetype(
        label="on track",
        students=(20, 30),
        attainment=(55, 70),
        needs={"language": (0.0, 0.2), "reading": (0.2, 0.4), "math": (0.2, 0.5)},
    ),
    "advanced": Archetype(
        label="advanced",
        students=(8, 15),
        attainment=(75, 90),
        needs={"language": (0.0, 0.1), "reading": (0.0, 0.2), "math": (0.1, 0.3)},
    ),
}
"""The kinds of student group a case draws from."""

SUBJECTS = ("math", "reading", "language")

DEFAULT_COUNT = 20


class EducationParams(FilterParams):
    """The generator's parameters (a sweep's ``params``)."""

    groups: int = Field(default=4, ge=2, le=8)
    teachers: int = Field(default=3, ge=1, le=6)
    blocks: int = Field(default=3, ge=1, le=6, description="blocks each teacher offers")
    subjects: tuple[str, ...] = Field(default=SUBJECTS, min_length=1)
    archetypes: tuple[str, ...] = Field(default=tuple(ARCHETYPES), min_length=1)
    target: float = Field(default=60, ge=0, le=100)

    @field_validator("archetypes")
    @classmethod
    def _known_archetypes(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return known(value, ARCHETYPES, "archetypes")

    @field_validator("subjects")
    @classmethod
    def _known_subjects(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return known(value, SUBJECTS, "subjects")


def _need(rng: random.Random, bounds: tuple[float, float]) -> float:
    return round(rng.uniform(*bounds) * 20) / 20


def draw_education(rng: random.Random, params: EducationParams, case_id: str) -> EducationCase:
    """One candidate case drawn from ``rng`` (see the module docstring)."""
    order: list[str] = []
    while len(order) < params.groups:
        batch = list(params.archetypes)
        rng.shuffle(batch)
        order += batch
    groups = []
    for i, name in enumerate(order[: params.groups], start=1):
        a = ARCHETYPES[name]
        groups.append(
            StudentGroup(
                id=f"g{i}",
                label=a.label,
                students=rng.randint(*a.students),
                attainment=round(rng.uniform(*a.attainment)),
                needs={s: _need(rng, a.needs.get(s, (0.0, 0.2))) for s in params.subjects},
            )
        )
    teachers = [
        Teacher(
            id=f"t{i}",
            subject=params.subjects[(i - 1) % len(params.subjects)],
            blocks=params.blocks,
        )
        for i in range(1, params.teachers + 1)
    ]
    return EducationCase(
        id=case_id, target=params.target, teachers=tuple(teachers), groups=tuple(groups)
    )


generate_education = case_generator(
    "education", EducationParams, draw_education, default_count=DEFAULT_COUNT
)
