"""Seeded triage cases: scarce ICU beds among patients, kept only when frameworks disagree.

Each candidate case draws ``patients`` patients, at least one from each of ``groups`` (by
default a child, an adult and an elderly patient), the rest from any group, with:

- an age in the group's range (child 1–16, adult 18–64, elderly 65–95);
- survival with a bed uniform in [0.25, 0.95], and without one uniform in [0, 0.8 × that];
- remaining life-years ``(88 − age) × u``, u uniform in [0.5, 1] (at least 1);
- dependents: adults 0–4, elderly 0–1, children none; hours waiting uniform in [0, 48];

values rounded to two decimals (hours to whole numbers) so the case reads like a chart. A case
is kept only when it is **non-degenerate** for ``frameworks`` — no allocation of the beds is
optimal for every one of them (:func:`fairagents.fairness.non_degeneracy`) — since aligning an
agent to a framework cannot matter otherwise; the batch says how many it rejected. The same
seed gives the same cases on every machine (Python's ``random.Random``, draws in a fixed order).

>>> batch = generate_triage(3, seed=7, params={})
>>> [c.id for c in batch.cases]
['triage-7-000', 'triage-7-001', 'triage-7-002']
>>> batch.cases[0].problem.kind, len(batch.cases[0].problem.alternatives)
('choice', 15)

Internal to :mod:`fairagents.scenarios.packs`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

import random

from pydantic import Field, field_validator

from fairagents.frameworks import available_frameworks
from fairagents.scenarios.packs.base import FilterParams, case_generator, known
from fairagents.scenarios.triage import Patient, TriageCase

__all__ = ["AGE_RANGES", "TriageParams", "draw_case", "generate_triage"]

AGE_RANGES = {"child": (1, 16), "adult": (18, 64), "elderly": (65, 95)}
"""The age range of each group a generated patient can belong to."""

DEFAULT_COUNT = 50


class TriageParams(FilterParams):
    """The generator's parameters (a sweep's ``params``); ``frameworks`` defaults to every
    framework here: a triage case is kept only when they all disagree somewhere."""

    beds: int = Field(default=2, ge=1, le=5)
    patients: int = Field(default=6, ge=2, le=12)
    groups: tuple[str, ...] = Field(default=("child", "adult", "elderly"), min_length=1)

    @field_validator("groups")
    @classmethod
    def _known_groups(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return known(value, AGE_RANGES, "groups")


def draw_case(rng: random.Random, params: TriageParams, case_id: str) -> TriageCase:
    """One candidate case drawn from ``rng`` (see the module docstring)."""
    if params.patients < len(params.groups):
        raise ValueError(
            f"{params.patients} patients cannot cover the {len(params.groups)} groups "
            f"{', '.join(params.groups)}; give more patients or fewer groups"
        )
    groups = list(params.groups) + [
        rng.choice(params.groups) for _ in range(params.patients - len(params.groups))
    ]
    rng.shuffle(groups)
    patients = []
    for i, group in enumerate(groups, start=1):
        low, high = AGE_RANGES[group]
        age = rng.randint(low, high)
        with_bed = round(rng.uniform(0.25, 0.95), 2)
        without_bed = round(rng.uniform(0.0, 0.8 * with_bed), 2)
        dependents = {"adult": rng.randint(0, 4), "elderly": rng.randint(0, 1)}.get(group, 0)
        patients.append(
            Patient(
                id=f"p{i}",
                age=age,
                group=group,
                survival_with_bed=with_bed,
                survival_without_bed=without_bed,
                life_years=max(1.0, round((88 - age) * rng.uniform(0.5, 1.0), 1)),
                dependents=dependents,
                waiting_hours=float(rng.randint(0, 48)),
            )
        )
    return TriageCase(id=case_id, beds=params.beds, patients=tuple(patients))


generate_triage = case_generator(
    "triage",
    TriageParams,
    draw_case,
    default_count=DEFAULT_COUNT,
    frameworks=lambda p: p.frameworks or tuple(available_frameworks()),
)
