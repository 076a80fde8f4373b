"""Triage cases: scarce ICU beds among patients, compiled to a choice among feasible sets.

A patient needs one bed, never two (unit demand), so a triage case is not an additive allocation:
it is a choice among the feasible sets of patients who get a bed — every set of exactly ``beds``
patients (fewer only when there are fewer patients than beds). Each patient is a stakeholder
whose utility for an outcome is their *expected life-years*::

    u_i(S) = life_years_i · (survival_with_bed_i if i ∈ S else survival_without_bed_i)

so the utilitarian optimum saves the most expected life-years, and maximin raises the patient
whose prospects are worst. The patient's attributes feed the frameworks that read them:

- ``vulnerability`` (care ethics): given, or derived from age (≥ 75 or ≤ 12 high, ≥ 60 medium,
  otherwise low);
- ``relationships`` (care ethics): ``min(1, dependents / 2)`` — people who depend on the patient;
- prior claims (entitlement theory): the ``beds`` patients who have waited longest hold a
  first-come claim, plus any patient with ``prior_claim: true``; a claim is honoured by every
  outcome giving the claimant a bed (its ids are listed as the claimant's ``claims``).

What this leaves out: beds that differ from each other, and survival that depends on *when* a bed
comes (a bed now versus later) — model those as an allocation problem instead.

**Seeded cases** (:func:`generate_triage`, the ``triage`` generator). Each candidate case draws
``patients`` patients, at least one from each of ``groups`` (by default a child, an adult and an
elderly patient), the rest from any group, with:

- an age in the group's range (child 1–16, adult 18–64, elderly 65–95);
- survival with a bed uniform in [0.25, 0.95], and without one uniform in [0, 0.8 × that];
- remaining life-years ``(88 − age) × u``, u uniform in [0.5, 1] (at least 1);
- dependents: adults 0–4, elderly 0–1, children none; hours waiting uniform in [0, 48];

values rounded to two decimals (hours to whole numbers) so the case reads like a chart. A case
is kept only when it is **non-degenerate** for ``frameworks`` — no allocation of the beds is
optimal for every one of them (:func:`fairagents.fairness._non_degeneracy`) — since aligning an
agent to a framework cannot matter otherwise; the batch says how many it rejected. The same
seed gives the same cases on every machine (Python's ``random.Random``, draws in a fixed order).

>>> batch = generate_triage(3, seed=7, params={})
>>> [c.id for c in batch.cases]
['triage-7-000', 'triage-7-001', 'triage-7-002']
>>> batch.cases[0].problem.kind, len(batch.cases[0].problem.alternatives)
('choice', 15)
"""

from __future__ import annotations

import math
import random
from itertools import combinations
from typing import Annotated, Literal

from pydantic import Field, field_validator

from fairagents.frameworks import available_frameworks
from fairagents.models import Alternative, Stakeholder
from fairagents.models.base import FrozenModel, Real
from fairagents.problems import CandidateChoice
from fairagents.scenarios._case import Case, distinct_ids
from fairagents.scenarios.packs._base import FilterParams, case_generator, known

__all__ = [
    "AGE_RANGES",
    "Patient",
    "TriageCase",
    "TriageParams",
    "draw_case",
    "generate_triage",
]


class Patient(FrozenModel):
    """One patient: clinical prospects, social attributes and a demographic group.

    >>> Patient(id="p1", age=70, survival_with_bed=0.6, survival_without_bed=0.2,
    ...         life_years=12).expected_life_years(True)
    7.2
    """

    id: str = Field(min_length=1, pattern=r"^[A-Za-z0-9_.-]+$")
    age: int = Field(ge=0, le=130)
    survival_with_bed: Annotated[Real, Field(ge=0, le=1)]
    survival_without_bed: Annotated[Real, Field(ge=0, le=1)]
    life_years: Annotated[
        Real, Field(gt=0, le=120, description="remaining life-years if they survive")
    ]
    dependents: int = Field(default=0, ge=0, le=50)
    waiting_hours: Annotated[Real, Field(ge=0, le=10_000)] = 0
    group: str = ""
    vulnerability: Literal["low", "medium", "high"] | None = None
    prior_claim: bool = False
    note: str = ""

    def expected_life_years(self, bed: bool) -> float:
        """Life-years times the probability of survival with or without a bed."""
        p = self.survival_with_bed if bed else self.survival_without_bed
        return round(self.life_years * p, 9)

    def level_of_vulnerability(self) -> str:
        """The given vulnerability, else one derived from age (see the module docstring)."""
        if self.vulnerability is not None:
            return self.vulnerability
        if self.age >= 75 or self.age <= 12:
            return "high"
        return "medium" if self.age >= 60 else "low"


class TriageCase(Case):
    """``beds`` ICU beds for ``patients``; :meth:`to_problem` gives the choice problem.

    >>> case = TriageCase(beds=1, patients=[
    ...     Patient(id="a", age=30, survival_with_bed=0.9, survival_without_bed=0.5, life_years=40),
    ...     Patient(id="b", age=80, survival_with_bed=0.5, survival_without_bed=0.1, life_years=5)])
    >>> problem = case.to_problem()
    >>> problem.alternative_ids, problem.utilities_of("a")
    (('a', 'b'), {'a': 36.0, 'b': 0.5})
    """

    kind: Literal["triage"] = "triage"
    beds: int = Field(ge=1, le=20)
    patients: tuple[Patient, ...] = Field(min_length=1, max_length=40)

    @field_validator("patients")
    @classmethod
    def _distinct_ids(cls, value: tuple[Patient, ...]) -> tuple[Patient, ...]:
        distinct_ids(value, "patient")
        return value

    def feasible_sets(self) -> list[tuple[str, ...]]:
        """Every set of patients that can get the beds, in a stable order."""
        ids = [p.id for p in self.patients]
        size = min(self.beds, len(ids))
        return list(combinations(ids, size))

    def claimants(self) -> set[str]:
        """Patients with a first-come claim (the longest-waiting ``beds``) or a declared one."""
        by_wait = sorted(self.patients, key=lambda p: (-p.waiting_hours, p.id))
        first = {p.id for p in by_wait[: self.beds] if p.waiting_hours > 0}
        return first | {p.id for p in self.patients if p.prior_claim}

    def to_problem(self) -> CandidateChoice:
        """The :class:`CandidateChoice` over feasible sets, with expected life-years."""
        # Counted before they are listed: 20 beds among 40 patients would be 1.4e11 sets.
        count = math.comb(len(self.patients), min(self.beds, len(self.patients)))
        if count > 5_000:
            raise ValueError(
                f"{count:,} feasible sets of {self.beds} beds among {len(self.patients)} "
                "patients; at most 5,000 are supported (fewer patients or beds)"
            )
        sets = self.feasible_sets()
        by_id = {p.id: p for p in self.patients}
        alternatives = []
        for chosen in sets:
            label = "beds to " + ", ".join(
                f"{pid} ({by_id[pid].age}y, {by_id[pid].group or 'no group'})" for pid in chosen
            )
            alternatives.append(
                Alternative(
                    id="+".join(chosen),
                    label=label,
                    attributes={"members": ",".join(chosen)},
                )
            )
        utilities = {
            p.id: {"+".join(s): p.expected_life_years(p.id in s) for s in sets}
            for p in self.patients
        }
        claimants = self.claimants()
        stakeholders = {
            p.id: Stakeholder(
                id=p.id,
                group=p.group,
                attributes={
                    "age": p.age,
                    "vulnerability": p.level_of_vulnerability(),
                    "relationships": min(1.0, p.dependents / 2),
                    "dependents": p.dependents,
                    "waiting_hours": p.waiting_hours,
                    "survival_with_bed": p.survival_with_bed,
                    "survival_without_bed": p.survival_without_bed,
                    "life_years": p.life_years,
                },
                claims=tuple("+".join(s) for s in sets if p.id in s) if p.id in claimants else (),
            )
            for p in self.patients
        }
        return self.choice(alternatives, utilities, stakeholders)

    def summary(self) -> str:
        """A plain description of the case, one line per patient (for agents' prompts)."""
        lines = [f"{self.beds} ICU bed(s) for {len(self.patients)} patients; each needs one bed."]
        for p in self.patients:
            lines.append(
                f"- {p.id}: age {p.age}, {p.group or 'no group'}; survival "
                f"{p.survival_with_bed:.0%} with a bed, {p.survival_without_bed:.0%} without; "
                f"{p.life_years:g} life-years if they survive; {p.dependents} dependent(s); "
                f"waiting {p.waiting_hours:g} h" + (f"; {p.note}" if p.note else "")
            )
        return "\n".join(lines)


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
