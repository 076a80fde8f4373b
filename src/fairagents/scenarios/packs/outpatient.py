"""Outpatient cases: appointment slots among patients with different urgency and travel burden.

A clinic offers a few appointment slots, each on a day (days from now) at a site; more patients
wait than there are slots. A patient takes at most one slot, so, as with triage, the case is a
choice among the feasible *assignments* — every way to give ``min(slots, patients)`` slots to
as many different patients. Each patient is a stakeholder whose utility is the **expected
benefit of the visit**, in points::

    u_i(slot s) = max(u_i(none), B_i · timely_i(day_s) · (1 − burden_i(site_s)))
    u_i(none)   = B_i · timely_i(horizon) · (1 − burden_i(nearest site))

- ``B_i``, the clinical benefit of being seen in time: 30 (urgent), 20 (soon), 10 (routine);
- ``timely_i(d) = 1`` while ``d`` is within the patient's safe wait (3, 14 or 42 days by
  urgency), then ``safe wait / d``: the benefit fades the longer the wait beyond it;
- ``burden_i(site)``: each hour of the round trip to the site costs 10 % of the benefit (20 % for
  a patient with limited mobility), at most 90 %;
- a patient without a slot is seen at the next clinic cycle (day ``horizon``, by default 56) at
  their nearest site, and a patient may decline a slot worth less than that — the ``max``.

Stakeholders are grouped by where they live (``group``, e.g. ``rural``), so the worst-group
metrics show whether distance decides who is seen; urgency, mobility and travel times are
attributes that the frameworks can read (``vulnerability`` is high for urgent patients and for
patients with limited mobility). What this leaves out: no-shows, slot lengths that differ, and
patients who need several visits.

>>> case = OutpatientCase(horizon=28, slots=[Slot(id="s1", day=2, site="north")], patients=[
...     OutpatientPatient(id="a", urgency="urgent", travel_hours={"north": 1}),
...     OutpatientPatient(id="b", urgency="routine", travel_hours={"north": 3})])
>>> problem = case.to_problem()
>>> problem.alternative_ids, problem.utilities_of("s1-a")
(('s1-a', 's1-b'), {'a': 27.0, 'b': 7.0})

**Seeded cases** (:func:`generate_outpatient`, the ``outpatient`` generator). Each case has
``slots`` slots and ``patients`` patients, drawn as:

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
"""

from __future__ import annotations

import math
import random
from itertools import combinations, permutations
from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from fairagents.models import Alternative, Stakeholder
from fairagents.models.base import FrozenModel, Real
from fairagents.problems import CandidateChoice
from fairagents.scenarios._case import Case, distinct_ids
from fairagents.scenarios.packs._base import FilterParams, case_generator, known

__all__ = [
    "BENEFIT",
    "HOURLY_BURDEN",
    "MAX_ASSIGNMENTS",
    "SAFE_WAIT",
    "TRAVEL",
    "OutpatientCase",
    "OutpatientParams",
    "OutpatientPatient",
    "Slot",
    "Urgency",
    "assignment_count",
    "draw_outpatient",
    "generate_outpatient",
]

Urgency = Literal["urgent", "soon", "routine"]

BENEFIT: dict[str, float] = {"urgent": 30.0, "soon": 20.0, "routine": 10.0}
"""The clinical benefit of being seen within the safe wait, by urgency (points)."""

SAFE_WAIT: dict[str, int] = {"urgent": 3, "soon": 14, "routine": 42}
"""Days a patient can wait without the benefit fading, by urgency."""

HOURLY_BURDEN = 0.10
"""The share of the benefit one hour of round-trip travel costs (doubled with limited mobility)."""

MAX_BURDEN = 0.90
"""Travel never costs more than this share of the benefit."""

MAX_ASSIGNMENTS = 5_000
"""The most assignments a case may have (each is an alternative every agent can rank)."""

_ID = r"^[A-Za-z0-9_.]+$"  # no "-" or "+": they join slot and patient ids in alternative ids


def assignment_count(slots: int, patients: int) -> int:
    """How many ways there are to give ``min(slots, patients)`` slots to as many patients.

    >>> assignment_count(3, 6)
    120
    """
    k = min(slots, patients)
    return math.comb(patients, k) * math.perm(slots, k)


class Slot(FrozenModel):
    """One appointment: a day (from now) and a site."""

    id: str = Field(min_length=1, max_length=32, pattern=_ID)
    day: int = Field(ge=0, le=365)
    site: str = Field(min_length=1, max_length=64)


class OutpatientPatient(FrozenModel):
    """One waiting patient: urgency, where they live, travel hours to each site.

    >>> p = OutpatientPatient(id="a", urgency="soon", travel_hours={"north": 2},
    ...                       mobility_limited=True)
    >>> p.burden("north"), p.utility(day=28, site="north")
    (0.4, 6.0)
    """

    id: str = Field(min_length=1, max_length=32, pattern=_ID)
    urgency: Urgency
    group: str = Field(default="", description="where the patient lives, e.g. rural")
    travel_hours: dict[str, Annotated[Real, Field(ge=0, le=48)]] = Field(
        min_length=1, description="round-trip hours to each site"
    )
    mobility_limited: bool = False
    note: str = ""

    def burden(self, site: str) -> float:
        """The share of the benefit the trip to ``site`` costs."""
        rate = HOURLY_BURDEN * (2 if self.mobility_limited else 1)
        return min(MAX_BURDEN, round(rate * self.travel_hours[site], 9))

    def timely(self, day: int) -> float:
        """1 within the safe wait, then ``safe wait / day``."""
        wait = SAFE_WAIT[self.urgency]
        return 1.0 if day <= wait else wait / day

    def utility(self, day: int, site: str) -> float:
        """The expected benefit of a visit on ``day`` at ``site`` (before the option to decline)."""
        value = BENEFIT[self.urgency] * self.timely(day) * (1 - self.burden(site))
        return round(value, 9)

    def nearest(self) -> str:
        """The site with the shortest trip (ties: by name)."""
        return min(self.travel_hours, key=lambda s: (self.travel_hours[s], s))

    def vulnerability(self) -> str:
        if self.urgency == "urgent" or self.mobility_limited:
            return "high"
        return "medium" if self.urgency == "soon" else "low"


class OutpatientCase(Case):
    """``slots`` appointments for ``patients``; :meth:`to_problem` gives the choice problem."""

    kind: Literal["outpatient"] = "outpatient"
    horizon: int = Field(default=56, ge=1, le=365, description="the next cycle's day")
    slots: tuple[Slot, ...] = Field(min_length=1, max_length=12)
    patients: tuple[OutpatientPatient, ...] = Field(min_length=1, max_length=24)

    @field_validator("slots")
    @classmethod
    def _distinct_slots(cls, value: tuple[Slot, ...]) -> tuple[Slot, ...]:
        distinct_ids(value, "slot")
        return value

    @field_validator("patients")
    @classmethod
    def _distinct_patients(
        cls, value: tuple[OutpatientPatient, ...]
    ) -> tuple[OutpatientPatient, ...]:
        distinct_ids(value, "patient")
        return value

    @model_validator(mode="after")
    def _travel_to_every_site(self) -> OutpatientCase:
        sites = sorted({s.site for s in self.slots})
        for p in self.patients:
            missing = [s for s in sites if s not in p.travel_hours]
            if missing:
                raise ValueError(
                    f"patients[{p.id!r}].travel_hours: no travel time to {', '.join(missing)}; "
                    "give the round-trip hours to every site that has a slot"
                )
        return self

    def unscheduled(self, patient: OutpatientPatient) -> float:
        """A patient's utility without a slot: seen at the next cycle, at their nearest site."""
        return patient.utility(self.horizon, patient.nearest())

    def slot_utility(self, patient: OutpatientPatient, slot: Slot) -> float:
        """A patient's utility for ``slot``: its benefit, or declining it if that is worth more."""
        return max(self.unscheduled(patient), patient.utility(slot.day, slot.site))

    def count(self) -> int:
        """How many assignments there are (counted, not listed)."""
        return assignment_count(len(self.slots), len(self.patients))

    def assignments(self) -> list[tuple[tuple[Slot, OutpatientPatient], ...]]:
        """Every feasible assignment as (slot, patient) pairs in slot order, in a stable order."""
        k = min(len(self.patients), len(self.slots))
        out = []
        for slots in combinations(self.slots, k):
            for patients in permutations(self.patients, k):
                out.append(tuple(zip(slots, patients, strict=True)))
        return out

    def to_problem(self) -> CandidateChoice:
        """The :class:`CandidateChoice` over assignments, with each patient's expected benefit."""
        count = self.count()
        if count > MAX_ASSIGNMENTS:
            raise ValueError(
                f"{count:,} ways to give {len(self.slots)} slots to {len(self.patients)} patients; "
                f"at most {MAX_ASSIGNMENTS:,} are supported (fewer slots or patients)"
            )
        alternatives = []
        utilities: dict[str, dict[str, float]] = {p.id: {} for p in self.patients}
        for pairs in self.assignments():
            alt_id = "+".join(f"{s.id}-{p.id}" for s, p in pairs)
            label = "; ".join(f"{s.id} (day {s.day}, {s.site}) to {p.id}" for s, p in pairs)
            alternatives.append(Alternative(id=alt_id, label=label))
            given = {p.id: s for s, p in pairs}
            for p in self.patients:
                slot = given.get(p.id)
                value = self.unscheduled(p) if slot is None else self.slot_utility(p, slot)
                utilities[p.id][alt_id] = value
        stakeholders = {
            p.id: Stakeholder(
                id=p.id,
                group=p.group,
                attributes={
                    "urgency": p.urgency,
                    "vulnerability": p.vulnerability(),
                    "mobility_limited": p.mobility_limited,
                    "safe_wait_days": SAFE_WAIT[p.urgency],
                    "nearest_site_hours": p.travel_hours[p.nearest()],
                },
            )
            for p in self.patients
        }
        return self.choice(alternatives, utilities, stakeholders)

    def summary(self) -> str:
        """A plain description of the case (for agents' prompts)."""
        lines = [
            f"{len(self.slots)} appointment slot(s) for {len(self.patients)} waiting patients; "
            f"each patient takes at most one; without one, a patient is seen on day "
            f"{self.horizon}.",
            "Slots: " + "; ".join(f"{s.id} on day {s.day} at {s.site}" for s in self.slots) + ".",
        ]
        for p in self.patients:
            trips = ", ".join(f"{h:g} h to {s}" for s, h in p.travel_hours.items())
            lines.append(
                f"- {p.id}: {p.urgency} (safe wait {SAFE_WAIT[p.urgency]} days), lives "
                f"{p.group or 'somewhere'}; round trip {trips}"
                + ("; limited mobility" if p.mobility_limited else "")
                + (f"; {p.note}" if p.note else "")
            )
        return "\n".join(lines)


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
