"""Seeded tourism cases: a town's points of interest, and the slate a recommender shows.

Each case (:class:`~fairagents.scenarios.tourism.TourismCase`, whose docstring states every
stakeholder's objective) has ``pois`` points of interest spread over ``districts`` (each has at
least one), of kinds drawn from :data:`KINDS` — a museum, a beach, a trail, a market, a night
venue, a farm — each kind with ranges for its capacity, noise, spending, local share and
carbon, and a base appeal to the segments ``families``, ``hikers`` and ``culture`` (each POI's
appeal is its kind's plus a uniform ±2, kept within 0–10). A POI's usual visitors are 30–90 %
of its capacity; trails are protected sites. ``visitors`` (600) visitors a day follow a slate of
``slate`` (3) POIs.

``frameworks`` keeps only cases in which those frameworks' optimal slates differ (default:
every case). The same seed gives the same cases on every machine.

>>> batch = generate_tourism(1, seed=2, params={"pois": 6})
>>> len(batch.cases[0].problem.alternatives), len(batch.cases[0].problem.stakeholder_ids)
(20, 10)

Internal to :mod:`fairagents.scenarios.packs`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

import math
import random

from pydantic import Field, field_validator, model_validator

from fairagents.models.base import FrozenModel
from fairagents.scenarios.packs.base import FilterParams, case_generator, known
from fairagents.scenarios.tourism import MAX_SLATES, Poi, TourismCase

__all__ = ["KINDS", "SEGMENTS", "Kind", "TourismParams", "draw_tourism", "generate_tourism"]

SEGMENTS = ("families", "hikers", "culture")


class Kind(FrozenModel):
    """What POIs of one kind are like: ranges (low, high) and base appeal per segment."""

    label: str
    appeal: dict[str, float]
    capacity: tuple[float, float]
    noise: tuple[float, float]
    spend: tuple[float, float]
    local_share: tuple[float, float]
    carbon: tuple[float, float]
    protected: bool = False


KINDS: dict[str, Kind] = {
    "museum": Kind(label="museum", appeal={"families": 5, "hikers": 3, "culture": 9},
                   capacity=(300, 800), noise=(0.1, 0.3), spend=(15, 30),
                   local_share=(0.4, 0.8), carbon=(1, 3)),
    "beach": Kind(label="beach", appeal={"families": 9, "hikers": 4, "culture": 3},
                  capacity=(800, 2000), noise=(0.3, 0.6), spend=(10, 25),
                  local_share=(0.3, 0.6), carbon=(2, 5)),
    "trail": Kind(label="trail", appeal={"families": 4, "hikers": 9, "culture": 3},
                  capacity=(150, 400), noise=(0.0, 0.1), spend=(0, 10),
                  local_share=(0.6, 0.9), carbon=(3, 8), protected=True),
    "market": Kind(label="market", appeal={"families": 7, "hikers": 4, "culture": 7},
                   capacity=(300, 700), noise=(0.4, 0.7), spend=(20, 40),
                   local_share=(0.7, 0.95), carbon=(1, 2)),
    "nightlife": Kind(label="night venue", appeal={"families": 2, "hikers": 3, "culture": 6},
                      capacity=(200, 600), noise=(0.7, 1.0), spend=(30, 60),
                      local_share=(0.3, 0.6), carbon=(1, 3)),
    "farm": Kind(label="farm visit", appeal={"families": 7, "hikers": 6, "culture": 4},
                 capacity=(100, 300), noise=(0.0, 0.2), spend=(15, 35),
                 local_share=(0.85, 1.0), carbon=(5, 10)),
}  # fmt: skip
"""The kinds of POI a case draws from."""

DEFAULT_COUNT = 20


class TourismParams(FilterParams):
    """The generator's parameters (a sweep's ``params``)."""

    pois: int = Field(default=8, ge=2, le=14)
    slate: int = Field(default=3, ge=1, le=5)
    districts: tuple[str, ...] = Field(
        default=("old_town", "harbour", "inland"), min_length=1, max_length=6
    )
    kinds: tuple[str, ...] = Field(default=tuple(KINDS), min_length=1)
    visitors: float = Field(default=600, gt=0, le=1e5)
    tolerance: float = Field(default=2.0, gt=0, le=100)

    @field_validator("kinds")
    @classmethod
    def _known_kinds(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return known(value, KINDS, "kinds")

    @model_validator(mode="after")
    def _fits(self) -> TourismParams:
        if self.pois < len(self.districts):
            raise ValueError(
                f"{self.pois} POIs cannot cover the {len(self.districts)} districts; give more "
                "POIs or fewer districts"
            )
        if self.slate >= self.pois:
            raise ValueError(f"a slate of {self.slate} among {self.pois} POIs leaves no choice")
        count = math.comb(self.pois, self.slate)
        if count > MAX_SLATES:
            raise ValueError(f"{count:,} slates; at most {MAX_SLATES:,} are supported")
        return self


def _between(rng: random.Random, bounds: tuple[float, float], digits: int = 2) -> float:
    return round(rng.uniform(*bounds), digits)


def draw_tourism(rng: random.Random, params: TourismParams, case_id: str) -> TourismCase:
    """One candidate case drawn from ``rng`` (see the module docstring)."""
    districts = list(params.districts) + [
        rng.choice(params.districts) for _ in range(params.pois - len(params.districts))
    ]
    rng.shuffle(districts)
    counts: dict[str, int] = {}
    pois = []
    for district in districts:
        name = rng.choice(params.kinds)
        kind = KINDS[name]
        counts[name] = counts.get(name, 0) + 1
        capacity = float(round(rng.uniform(*kind.capacity), -1))
        appeal = {
            s: round(min(10.0, max(0.0, kind.appeal[s] + rng.uniform(-2, 2))), 1) for s in SEGMENTS
        }
        pois.append(
            Poi(
                id=f"{name}{counts[name]}",
                label=kind.label,
                district=district,
                appeal=appeal,
                capacity=capacity,
                usual=float(round(capacity * rng.uniform(0.3, 0.9), -1)),
                noise=_between(rng, kind.noise),
                spend=_between(rng, kind.spend, 0),
                local_share=_between(rng, kind.local_share),
                carbon=_between(rng, kind.carbon, 1),
                protected=kind.protected,
            )
        )
    return TourismCase(
        id=case_id,
        visitors=params.visitors,
        slate=params.slate,
        segments=SEGMENTS,
        tolerance=params.tolerance,
        pois=tuple(pois),
    )


generate_tourism = case_generator(
    "tourism", TourismParams, draw_tourism, default_count=DEFAULT_COUNT
)
