"""Education cases: a term's tutoring hours among student groups, with teachers and the school.

Teachers offer tutoring *blocks* (an hour a week for the term, in their subject); every block
goes to one student group. The student groups are the allocation's agents, so the core's
allocation criteria apply to them — EF1, maximin, max Nash welfare, and the rest of the
fairness report. Each party's utility is a stated objective:

- **a student group**: the mean attainment gain of its students, in points. A block in subject
  σ adds ``2 · need_g(σ)`` points (``need`` from 0 to 1: how far behind the group is in σ) for a
  group of up to 8 students, and proportionally less for a larger one (``× min(1, 8 / size)``):
  tutoring works in small groups. Blocks add up (no diminishing returns within a term);
- **a teacher**: ``10 ×`` the mean need, in their own subject, of the groups their blocks go to
  — teachers want their hours where their subject is most needed;
- **the institution**: the percentage of all students expected to reach the ``target``
  attainment after tutoring, with each group's students spread evenly over its mean ± 10
  points.

Teachers and the institution are not agents of the allocation (they receive nothing), so the
fairness criteria judge the groups; :meth:`EducationCase.ledger` reports everyone's utility for
an allocation, and agents can argue for the teachers or the school as advocates (a persona, a
framework). Every group weighs 1 — the groups are the parties to the allocation, whatever
their size; the institution's objective is the one that counts students.

>>> case = EducationCase(target=60, teachers=[Teacher(id="t1", subject="math", blocks=2)],
...     groups=[StudentGroup(id="g1", students=4, attainment=55, needs={"math": 1.0}),
...             StudentGroup(id="g2", students=16, attainment=70, needs={"math": 0.5})])
>>> problem = case.to_problem()
>>> problem.goods, problem.valuations["g2"]
(('t1_1', 't1_2'), {'t1_1': 0.5, 't1_2': 0.5})
>>> from fairagents.problems import Allocation
>>> case.ledger(Allocation(bundles={"g1": ("t1_1", "t1_2")}))
{'g1': 4.0, 'g2': 0.0, 't1': 10.0, 'institution': 89.0}

**Seeded cases** (:func:`generate_education`, the ``education`` generator). Each case has
``groups`` student groups, each of an archetype from :data:`ARCHETYPES` — newcomers still
learning the language, students with special educational needs, a group behind in the basics, a
group on track, an advanced group — taken in a shuffled order (repeating only when there are
more groups than archetypes). An archetype gives ranges for the group's size, its mean
attainment and its need in each subject (each drawn uniformly, needs rounded to 0.05).
``teachers`` teachers each offer ``blocks`` blocks, their subjects taking ``subjects`` in turn;
the school's target attainment is ``target`` (60).

``frameworks`` keeps only cases in which those frameworks' optimal allocations differ (default:
every case). The same seed gives the same cases on every machine.

>>> batch = generate_education(1, seed=4, params={})
>>> problem = batch.cases[0].problem
>>> problem.kind, len(problem.agents), len(problem.goods)
('allocation', 4, 9)
"""

from __future__ import annotations

import random
from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from fairagents.models import Stakeholder
from fairagents.models.base import FrozenModel, Real
from fairagents.problems import Allocation, IndivisibleAllocation
from fairagents.scenarios._case import Case, distinct_ids
from fairagents.scenarios.packs._base import FilterParams, case_generator, known

__all__ = [
    "ARCHETYPES",
    "GAIN_PER_BLOCK",
    "SMALL_GROUP",
    "SPREAD",
    "Archetype",
    "EducationCase",
    "EducationParams",
    "StudentGroup",
    "Teacher",
    "draw_education",
    "generate_education",
]

GAIN_PER_BLOCK = 2.0
"""Attainment points one block adds for a small group whose need in its subject is 1."""

SMALL_GROUP = 8
"""Tutoring is fully effective up to this many students; larger groups dilute it."""

SPREAD = 10.0
"""Students of a group are spread evenly over its mean attainment ± this many points."""

_ID = r"^[A-Za-z0-9]+$"  # "_" joins a teacher's id and the block's number


class Teacher(FrozenModel):
    """A tutor: a subject and how many weekly hour blocks they offer."""

    id: str = Field(min_length=1, max_length=32, pattern=_ID)
    subject: str = Field(min_length=1, max_length=32)
    blocks: int = Field(ge=1, le=20)


class StudentGroup(FrozenModel):
    """Students with a shared situation: size, mean attainment (0–100), need per subject."""

    id: str = Field(min_length=1, max_length=32, pattern=_ID)
    label: str = ""
    students: int = Field(ge=1, le=500)
    attainment: Annotated[Real, Field(ge=0, le=100)]
    needs: dict[str, Annotated[Real, Field(ge=0, le=1)]] = Field(
        description="how far behind the group is in each subject, 0 to 1"
    )

    def gain(self, subject: str) -> float:
        """Mean attainment points one block in ``subject`` adds for this group's students."""
        dilution = min(1.0, SMALL_GROUP / self.students)
        return round(GAIN_PER_BLOCK * self.needs.get(subject, 0.0) * dilution, 9)


class EducationCase(Case):
    """Tutoring blocks to allocate; :meth:`to_problem` gives the allocation problem."""

    kind: Literal["education"] = "education"
    target: Annotated[Real, Field(ge=0, le=100, description="the attainment to reach")]
    teachers: tuple[Teacher, ...] = Field(min_length=1, max_length=12)
    groups: tuple[StudentGroup, ...] = Field(min_length=2, max_length=12)

    @field_validator("teachers")
    @classmethod
    def _distinct_teachers(cls, value: tuple[Teacher, ...]) -> tuple[Teacher, ...]:
        distinct_ids(value, "teacher")
        return value

    @field_validator("groups")
    @classmethod
    def _distinct_groups(cls, value: tuple[StudentGroup, ...]) -> tuple[StudentGroup, ...]:
        distinct_ids(value, "group")
        return value

    @model_validator(mode="after")
    def _ids_apart(self) -> EducationCase:
        clash = {t.id for t in self.teachers} & ({g.id for g in self.groups} | {"institution"})
        if clash:
            raise ValueError(f"{', '.join(sorted(clash))}: a teacher and a group share an id")
        if sum(t.blocks for t in self.teachers) > 40:
            raise ValueError("at most 40 blocks in all; offer fewer")
        return self

    def blocks(self) -> list[tuple[str, Teacher]]:
        """Every block's id (``TEACHER_N``) with its teacher, in order."""
        return [(f"{t.id}_{n}", t) for t in self.teachers for n in range(1, t.blocks + 1)]

    def to_problem(self) -> IndivisibleAllocation:
        """The allocation of blocks among the groups; valuations are attainment gains."""
        blocks = self.blocks()
        return IndivisibleAllocation(
            id=self.id,
            description=self.description or self.summary(),
            agents=tuple(g.id for g in self.groups),
            goods=tuple(b for b, _ in blocks),
            valuations={g.id: {b: g.gain(t.subject) for b, t in blocks} for g in self.groups},
            stakeholders={
                g.id: Stakeholder(
                    id=g.id,
                    group=g.id,
                    attributes={
                        "students": g.students,
                        "attainment": g.attainment,
                        "vulnerability": _vulnerability(g, self.target),
                        **{f"need_{s}": v for s, v in g.needs.items()},
                    },
                )
                for g in self.groups
            },
        )

    def reaching_target(self, gains: dict[str, float]) -> float:
        """The percentage of students at or above the target after the given mean gains."""
        total = sum(g.students for g in self.groups)
        reached = 0.0
        for g in self.groups:
            mean = g.attainment + gains.get(g.id, 0.0)
            share = (mean + SPREAD - self.target) / (2 * SPREAD)
            reached += g.students * min(1.0, max(0.0, share))
        return round(100 * reached / total, 9)

    def ledger(self, allocation: Allocation) -> dict[str, float]:
        """Every party's utility for ``allocation``: each group, each teacher, the institution.

        A teacher none of whose blocks is given gets 0.
        """
        problem = self.to_problem()
        problem.check(allocation)
        gains = problem.utilities(allocation)
        owner = {b: g for g, bundle in allocation.bundles.items() for b in bundle}
        by_id = {g.id: g for g in self.groups}
        out: dict[str, float] = dict(gains)
        for t in self.teachers:
            needs = [
                by_id[owner[b]].needs.get(t.subject, 0.0)
                for b, teacher in self.blocks()
                if teacher.id == t.id and b in owner
            ]
            out[t.id] = round(10 * sum(needs) / len(needs), 9) if needs else 0.0
        out["institution"] = self.reaching_target(gains)
        return out

    def summary(self) -> str:
        """A plain description of the case (for agents' prompts)."""
        lines = [
            f"{sum(t.blocks for t in self.teachers)} weekly tutoring blocks for the term, to "
            f"share among {len(self.groups)} student groups; the school's target attainment is "
            f"{self.target:g}.",
            "Teachers: "
            + "; ".join(f"{t.id} teaches {t.subject}, {t.blocks} block(s)" for t in self.teachers)
            + ".",
        ]
        for g in self.groups:
            needs = ", ".join(f"{s} {v:g}" for s, v in g.needs.items())
            lines.append(
                f"- {g.id}{f' ({g.label})' if g.label else ''}: {g.students} students, mean "
                f"attainment {g.attainment:g}; need {needs}"
            )
        return "\n".join(lines)


def _vulnerability(group: StudentGroup, target: float) -> str:
    if group.attainment < target - SPREAD:
        return "high"
    return "medium" if group.attainment < target else "low"


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
