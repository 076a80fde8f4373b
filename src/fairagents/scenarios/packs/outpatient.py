"""Seeded outpatient cases: a few appointment slots among waiting patients.

Each case (:class:`~fairagents.scenarios.outpatient.OutpatientCase`, whose docstring states
every patient's objective) has ``slots`` slots and ``patients`` patients, drawn as:

- two sites, ``central`` and ``satellite``; each slot on a day uniform in 1–``max_day`` (21)
  at either site (with two slots or more, both sites have one);
- a patient's urgency ``urgent`` / ``soon`` / ``routine`` with probabilities 0.25 / 0.35 / 0.4,
  limited mobility with probability 0.2, and where they live — at least one patient from each
  of ``groups`` (default ``urban``, ``suburban``, ``rural``), the rest from any — which sets
  the round-trip hours to each site, uniform in the ranges of :data:`TRAVEL` (rounded to
  quarter hours): rural patients live far from the central clinic and nearer the satellite.

``frameworks`` keeps only cases in which those frameworks' optimal assignments differ (default:
every case). The same seed gives the same cases on every machine.

>>> batch = generate_outpatient(2, seed=5, params={})
>>> [c.id for c in batch.cases], len(batch.cases[0].problem.alternatives)
(['outpatient-5-000', 'outpatient-5-001'], 120)

Internal to :mod:`fairagents.scenarios.packs`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

import random

from pydantic import Field, field_validator, model_validator

from fairagents.scenarios.outpatient import (
    MAX_ASSIGNMENTS,
    OutpatientCase,
    OutpatientPatient,
    Slot,
    Urgency,
    assignment_count,
)
from fairagents.scenarios.packs.base import FilterParams, case_generator, known

__all__ = ["TRAVEL", "OutpatientParams", "draw_outpatient", "generate_outpatient"]

SITES = ("central", "satellite")

TRAVEL: dict[str, dict[str, tuple[float, float]]] = {
    "urban": {"central": (0.5, 1.5), "satellite": (1.5, 3.0)},
    "suburban": {"central": (1.0, 2.0), "satellite": (1.0, 2.0)},
    "rural": {"central": (2.5, 4.0), "satellite": (1.0, 2.5)},
}
"""Round-trip hours to each site, by where a patient lives (low, high)."""

URGENCY: tuple[tuple[Urgency, float], ...] = (("urgent", 0.25), ("soon", 0.35), ("routine", 0.4))

DEFAULT_COUNT = 20


class OutpatientParams(FilterParams):
    """The generator's parameters (a sweep's ``params``)."""

    slots: int = Field(default=3, ge=1, le=6)
    patients: int = Field(default=6, ge=2, le=10)
    groups: tuple[str, ...] = Field(default=tuple(TRAVEL), min_length=1)
    max_day: int = Field(default=21, ge=1, le=120)
    horizon: int = Field(default=56, ge=1, le=365)

    @field_validator("groups")
    @classmethod
    def _known_groups(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return known(value, TRAVEL, "groups")

    @model_validator(mode="after")
    def _fits(self) -> OutpatientParams:
        if self.patients < len(self.groups):
            raise ValueError(
                f"{self.patients} patients cannot cover the {len(self.groups)} groups "
                f"{', '.join(self.groups)}; give more patients or fewer groups"
            )
        count = assignment_count(self.slots, self.patients)
        if count > MAX_ASSIGNMENTS:
            raise ValueError(
                f"{count:,} ways to give {self.slots} slots to {self.patients} patients; at most "
                f"{MAX_ASSIGNMENTS:,} are supported (fewer slots or patients)"
            )
        if self.horizon <= self.max_day:
            raise ValueError(f"horizon {self.horizon} must come after max_day {self.max_day}")
        return self


def _quarter(x: float) -> float:
    return round(x * 4) / 4


def draw_outpatient(rng: random.Random, params: OutpatientParams, case_id: str) -> OutpatientCase:
    """One candidate case drawn from ``rng`` (see the module docstring)."""
    sites = [SITES[i % 2] for i in range(params.slots)]
    rng.shuffle(sites)
    drawn = sorted((rng.randint(1, params.max_day), i, site) for i, site in enumerate(sites))
    slots = [
        Slot(id=f"s{n}", day=day, site=site) for n, (day, _, site) in enumerate(drawn, start=1)
    ]
    groups = list(params.groups) + [
        rng.choice(params.groups) for _ in range(params.patients - len(params.groups))
    ]
    rng.shuffle(groups)
    patients = []
    for i, group in enumerate(groups, start=1):
        pick = rng.random()
        urgency = next(u for u, p in _cumulative(URGENCY) if pick < p)
        patients.append(
            OutpatientPatient(
                id=f"p{i}",
                urgency=urgency,
                group=group,
                travel_hours={s: _quarter(rng.uniform(*TRAVEL[group][s])) for s in SITES},
                mobility_limited=rng.random() < 0.2,
            )
        )
    return OutpatientCase(
        id=case_id, horizon=params.horizon, slots=tuple(slots), patients=tuple(patients)
    )


def _cumulative(
    weights: tuple[tuple[Urgency, float], ...],
) -> list[tuple[Urgency, float]]:
    out, total = [], 0.0
    for name, p in weights:
        total += p
        out.append((name, total))
    out[-1] = (out[-1][0], 1.0 + 1e-9)  # rounding never leaves a draw without an urgency
    return out


generate_outpatient = case_generator(
    "outpatient", OutpatientParams, draw_outpatient, default_count=DEFAULT_COUNT
)
