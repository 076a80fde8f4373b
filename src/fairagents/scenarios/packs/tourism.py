"""Tourism cases: which slate of places a recommender shows a day's visitors, for many stakeholders.

A town's recommender shows each of ``visitors`` visitors a day the same *slate* of ``slate``
points of interest (POIs), and the visitors split evenly over them (``v = visitors / slate``
each). The alternatives are every slate (every set of ``slate`` POIs). Every stakeholder's
utility is on a 0–10 scale, from a stated objective:

- **tourists**, one stakeholder per segment (``families``, ``hikers`` …): the mean appeal
  (0–10) of the slate's POIs to that segment;
- **residents** of each district: ``10 · max(0, 1 − pressure / tolerance)``, where the
  *pressure* in the district is ``Σ noise_p · load_p / capacity_p`` over its POIs — ``load_p``
  the POI's usual visitors plus ``v`` when the slate sends visitors there — crowding weighted by
  how much a visitor there disturbs the streets around it (``noise`` 0–1);
- **local businesses** of each district: the visitors' spending that stays local,
  ``Σ v · spend_p · local_share_p`` over the slate's POIs in the district, as a share of the
  most the whole day's visitors could leave locally at any one POI, times 10 — how revenue
  spreads over the districts;
- **the environment**: ``5 · (1 − carbon / most carbon) + 5 · max(0, 1 − overshoot)``, half for
  the visitors' travel carbon (``Σ v · carbon_p``, against every visitor going to the most
  carbon-intensive POI), half for capacity: ``overshoot = Σ max(0, load_p / capacity_p − 1)``
  over the slate, counted twice at protected sites.

Stakeholders' groups are their roles (``tourists``, ``residents``, ``businesses``,
``environment``), so the worst-group metrics compare roles; every weight is 1.
:func:`tradeoffs` reports every stakeholder's utility for some slates, each role's mean and the
collective utility (the mean over stakeholders) with the worst-off — the trade-off a debate
settles.

>>> case = TourismCase(visitors=100, slate=1, segments=("families",), pois=[
...     Poi(id="beach", district="coast", appeal={"families": 9}, capacity=200, usual=100,
...         noise=0.5, spend=20, local_share=0.5, carbon=2.0),
...     Poi(id="museum", district="old_town", appeal={"families": 5}, capacity=100, usual=50,
...         noise=0.2, spend=30, local_share=0.9, carbon=1.0, protected=True)])
>>> case.to_problem().utilities_of("museum")  # doctest: +NORMALIZE_WHITESPACE
{'tourists_families': 5.0, 'residents_coast': 8.75, 'residents_old_town': 8.5,
 'businesses_coast': 0.0, 'businesses_old_town': 10.0, 'environment': 2.5}

**Seeded cases** (:func:`generate_tourism`, the ``tourism`` generator). Each case has ``pois``
points of interest spread over ``districts`` (each has at least one), of kinds drawn from
:data:`KINDS` — a museum, a beach, a trail, a market, a night venue, a farm — each kind with
ranges for its capacity, noise, spending, local share and carbon, and a base appeal to the
segments ``families``, ``hikers`` and ``culture`` (each POI's appeal is its kind's plus a
uniform ±2, kept within 0–10). A POI's usual visitors are 30–90 % of its capacity; trails are
protected sites. ``visitors`` (600) visitors a day follow a slate of ``slate`` (3) POIs.

``frameworks`` keeps only cases in which those frameworks' optimal slates differ (default:
every case). The same seed gives the same cases on every machine.

>>> batch = generate_tourism(1, seed=2, params={"pois": 6})
>>> len(batch.cases[0].problem.alternatives), len(batch.cases[0].problem.stakeholder_ids)
(20, 10)
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Sequence
from itertools import combinations
from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from fairagents.fairness import _metrics as metrics
from fairagents.models import Alternative, Stakeholder
from fairagents.models.base import FrozenModel, Real
from fairagents.problems import CandidateChoice
from fairagents.scenarios._case import Case, distinct_ids
from fairagents.scenarios.packs._base import FilterParams, case_generator, known

__all__ = [
    "KINDS",
    "ROLES",
    "SEGMENTS",
    "Kind",
    "Poi",
    "TourismCase",
    "TourismParams",
    "Tradeoff",
    "draw_tourism",
    "generate_tourism",
    "tradeoffs",
]

ROLES = ("tourists", "residents", "businesses", "environment")
"""The stakeholders' groups, in the order they are listed."""

MAX_SLATES = 5_000

Share = Annotated[Real, Field(ge=0, le=1)]
_ID = r"^[A-Za-z0-9_]+$"  # "+" joins POI ids in slate ids, "_" joins roles and names


class Poi(FrozenModel):
    """A point of interest: where it is, whom it appeals to, what a visit there costs others."""

    id: str = Field(min_length=1, max_length=32, pattern=_ID)
    label: str = ""
    district: str = Field(min_length=1, max_length=32, pattern=_ID)
    appeal: dict[str, Annotated[Real, Field(ge=0, le=10)]] = Field(
        description="0–10 appeal to each tourist segment"
    )
    capacity: Annotated[Real, Field(gt=0, le=1e6, description="visitors a day it holds")]
    usual: Annotated[Real, Field(ge=0, le=1e6, description="visitors a day without the slate")]
    noise: Share = Field(description="how much a visitor disturbs residents nearby (0–1)")
    spend: Annotated[Real, Field(ge=0, le=1e4, description="spending per visitor")]
    local_share: Share = Field(description="the share of that spending that stays local")
    carbon: Annotated[Real, Field(ge=0, le=1e3, description="kg CO2 per visitor's trip")]
    protected: bool = False


class TourismCase(Case):
    """A day's slate to recommend; :meth:`to_problem` gives the choice among slates."""

    kind: Literal["tourism"] = "tourism"
    visitors: Annotated[Real, Field(gt=0, le=1e6)]
    slate: int = Field(ge=1, le=10)
    segments: tuple[str, ...] = Field(min_length=1, max_length=8)
    tolerance: Annotated[Real, Field(gt=0, le=100)] = Field(
        default=2.0, description="the pressure at which residents' utility reaches 0"
    )
    pois: tuple[Poi, ...] = Field(min_length=1, max_length=30)

    @field_validator("segments")
    @classmethod
    def _segment_names(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for name in value:
            if not re.fullmatch(_ID, name):
                raise ValueError(f"segment {name!r}: use letters, digits and _")
        if len(set(value)) != len(value):
            raise ValueError("a segment is listed twice")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> TourismCase:
        distinct_ids(self.pois, "pois: POI")
        for poi in self.pois:
            missing = [s for s in self.segments if s not in poi.appeal]
            if missing:
                raise ValueError(
                    f"pois[{poi.id!r}].appeal: no appeal for {', '.join(missing)}; give one "
                    "0–10 number per segment"
                )
        if self.slate > len(self.pois):
            raise ValueError(f"slate {self.slate} is more than the {len(self.pois)} POIs")
        return self

    @property
    def districts(self) -> tuple[str, ...]:
        """The districts, in the order their first POI is listed."""
        return tuple(dict.fromkeys(p.district for p in self.pois))

    def slates(self) -> list[tuple[Poi, ...]]:
        """Every slate, in a stable order."""
        return list(combinations(self.pois, self.slate))

    def utilities(self, slate: Sequence[Poi]) -> dict[str, float]:
        """Every stakeholder's utility for ``slate`` (see the module docstring)."""
        chosen = {p.id for p in slate}
        share = self.visitors / self.slate
        out: dict[str, float] = {}
        for segment in self.segments:
            out[f"tourists_{segment}"] = sum(p.appeal[segment] for p in slate) / len(slate)
        for district in self.districts:
            pressure = sum(
                p.noise * (p.usual + (share if p.id in chosen else 0.0)) / p.capacity
                for p in self.pois
                if p.district == district
            )
            out[f"residents_{district}"] = 10 * max(0.0, 1 - pressure / self.tolerance)
        most_local = self.visitors * max(p.spend * p.local_share for p in self.pois)
        for district in self.districts:
            local = sum(share * p.spend * p.local_share for p in slate if p.district == district)
            out[f"businesses_{district}"] = 10 * local / most_local if most_local else 0.0
        most_carbon = self.visitors * max(p.carbon for p in self.pois)
        carbon = sum(share * p.carbon for p in slate)
        overshoot = sum(
            max(0.0, (p.usual + share) / p.capacity - 1) * (2 if p.protected else 1) for p in slate
        )
        clean = 1 - carbon / most_carbon if most_carbon else 1.0
        out["environment"] = 5 * clean + 5 * max(0.0, 1 - overshoot)
        return {k: round(v, 9) for k, v in out.items()}

    def to_problem(self) -> CandidateChoice:
        """The :class:`CandidateChoice` among slates, every stakeholder's utility on 0–10."""
        count = math.comb(len(self.pois), self.slate)
        if count > MAX_SLATES:
            raise ValueError(
                f"{count:,} slates of {self.slate} among {len(self.pois)} POIs; at most "
                f"{MAX_SLATES:,} are supported (fewer POIs or a shorter slate)"
            )
        alternatives = []
        utilities: dict[str, dict[str, float]] = {}
        for slate in self.slates():
            alt_id = "+".join(p.id for p in slate)
            alternatives.append(
                Alternative(
                    id=alt_id,
                    label=", ".join(p.label or p.id for p in slate),
                    attributes={"districts": ",".join(sorted({p.district for p in slate}))},
                )
            )
            for who, value in self.utilities(slate).items():
                utilities.setdefault(who, {})[alt_id] = value
        stakeholders = {who: Stakeholder(id=who, group=_role(who)) for who in utilities}
        if "environment" in stakeholders:  # the party that cannot speak for itself
            stakeholders["environment"] = Stakeholder(
                id="environment",
                group="environment",
                attributes={"vulnerability": "high", "dependency": 1.0},
            )
        return self.choice(alternatives, utilities, stakeholders)

    def summary(self) -> str:
        """A plain description of the case (for agents' prompts)."""
        lines = [
            f"Recommend a slate of {self.slate} of these {len(self.pois)} places to "
            f"{self.visitors:g} visitors a day (they split evenly over the slate). Tourist "
            f"segments: {', '.join(self.segments)}.",
        ]
        for p in self.pois:
            appeal = ", ".join(f"{s} {p.appeal[s]:g}" for s in self.segments)
            lines.append(
                f"- {p.id} in {p.district}{f' ({p.label})' if p.label else ''}: appeal {appeal}; "
                f"{p.usual:g} of {p.capacity:g} visitors a day already; noise {p.noise:g}; "
                f"spend {p.spend:g}, {p.local_share:.0%} local; {p.carbon:g} kg CO2 a trip"
                + ("; protected site" if p.protected else "")
            )
        return "\n".join(lines)


def _role(stakeholder: str) -> str:
    return next((r for r in ROLES if stakeholder == r or stakeholder.startswith(r + "_")), "")


class Tradeoff(FrozenModel):
    """One alternative as every stakeholder sees it, and the collective view."""

    alternative: str
    label: str
    utilities: dict[str, float] = Field(description="each stakeholder's utility")
    roles: dict[str, float] = Field(description="each group's weighted mean utility")
    collective: float = Field(description="the weighted mean utility over stakeholders")
    worst: str = Field(description="the worst-off stakeholder")
    minimum: float


def tradeoffs(problem: CandidateChoice, alternatives: Sequence[str] = ()) -> list[Tradeoff]:
    """Each of ``alternatives`` (default: all) as every stakeholder and the collective see it.

    >>> p = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"x": {"a": 4, "b": 1}, "y": {"a": 0, "b": 2}},
    ...     stakeholders={"x": {"id": "x", "group": "g", "weight": 3}})
    >>> [(t.alternative, t.collective, t.worst) for t in tradeoffs(p)]
    [('a', 3.0, 'y'), ('b', 1.25, 'x')]
    """
    ids = list(alternatives) or list(problem.alternative_ids)
    people = list(problem.stakeholder_ids)
    weights = [problem.stakeholder(s).weight for s in people]
    groups = [problem.stakeholder(s).group for s in people]
    out = []
    for alt in ids:
        utilities = problem.utilities_of(alt)
        values = [utilities[s] for s in people]
        worst = min(people, key=lambda s: (utilities[s], s))
        out.append(
            Tradeoff(
                alternative=alt,
                label=problem.alternative(alt).label,
                utilities=utilities,
                roles=metrics.group_means(values, groups, weights),
                collective=metrics.utilitarian(values, weights) / math.fsum(weights),
                worst=worst,
                minimum=utilities[worst],
            )
        )
    return out


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
