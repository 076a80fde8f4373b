"""Seeded participatory budgets: resident groups, street projects, a budget that cannot fund all.

For the negotiative-alignment study (Sadek et al., arXiv 2503.12613): resident groups negotiate
a package of projects under a budget. Each case draws:

- ``groups`` groups from :data:`GROUPS` (wheelchair users, seniors, LGBTQIA2+ residents,
  immigrants, cyclists, shop owners, parents, students — taken in a shuffled order; or name
  them, ``groups: [seniors, cyclists]``, so a sweep's agents can speak for them), each with a
  weight uniform in 1–3 (its share of the residents);
- ``projects`` projects from :data:`PROJECTS` (shuffled), each with a cost uniform in its
  range (whole thousands);
- a budget of ``budget_share`` (0.4) of the projects' total cost, so choices must be made.

**Each group's objective**: its rating of each project, 0 (no use to us) to 10 (essential), is
the group's affinity with the project's category (:data:`AFFINITY`) plus a uniform ±2, rounded
and kept within 0–10; a package is worth the sum of its projects' ratings to the group
(additive utilities, :class:`~fairagents.problems.BudgetedSelection`). With ``approvals: true``
groups approve the projects they rate 6 or more instead (a package is worth the number of its
approved projects).

**Base designs** (``base_designs: true``, the default): as in the study, a few fixed designs
the negotiation is measured against — one per theme of the study's rating dimensions
(:data:`THEMES`: accessibility, inclusivity, aesthetics, practicality). A theme's design funds
the theme's projects, its categories in order and the cheapest first within each, while they
fit the budget, and nothing else. It reads costs and categories only, never a rating or a
weight, so no design is built as the optimum of the package space (whether one happens to be
it is measured, not arranged: ``best_base_is_usw_optimal``).

``frameworks`` keeps only cases in which those frameworks' optimal packages differ (default:
every case). The same seed gives the same cases on every machine.

>>> batch = generate_budget(1, seed=3, params={"groups": 4, "projects": 8})
>>> problem = batch.cases[0].problem
>>> problem.kind, len(problem.stakeholder_ids), len(problem.projects)
('budget', 4, 8)

Internal to :mod:`fairagents.scenarios.packs`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

import random

import numpy as np
from pydantic import Field, field_validator

from fairagents.models import Stakeholder
from fairagents.problems import BudgetedSelection
from fairagents.problems.budget_rules import max_usw_package
from fairagents.scenarios.packs._base import FilterParams, case_generator, known

__all__ = [
    "AFFINITY",
    "GROUPS",
    "PROJECTS",
    "THEMES",
    "BudgetParams",
    "best_base_is_usw_optimal",
    "draw_budget",
    "generate_budget",
    "theme_designs",
]

PROJECTS: dict[str, tuple[str, int, int]] = {
    "curb_ramps": ("access", 10, 20),
    "wide_sidewalks": ("access", 25, 45),
    "benches": ("rest", 5, 15),
    "shade_trees": ("rest", 15, 30),
    "lighting": ("safety", 15, 25),
    "raised_crosswalks": ("safety", 10, 25),
    "rainbow_crosswalk": ("identity", 5, 15),
    "multilingual_signage": ("identity", 5, 15),
    "bus_shelter": ("transit", 10, 20),
    "protected_bike_lane": ("cycling", 30, 50),
    "bike_parking": ("cycling", 5, 10),
    "loading_zones": ("commerce", 15, 25),
    "market_stalls": ("commerce", 10, 20),
    "playground": ("play", 20, 35),
}
"""Projects: category, and the range of their cost (thousands)."""

CATEGORIES = ("access", "rest", "safety", "identity", "transit", "cycling", "commerce", "play")

AFFINITY: dict[str, tuple[int, ...]] = {
    # access, rest, safety, identity, transit, cycling, commerce, play
    "wheelchair_users": (10, 5, 6, 2, 7, 1, 2, 2),
    "seniors": (7, 9, 7, 1, 8, 0, 3, 2),
    "lgbtqia2_residents": (3, 3, 9, 9, 4, 4, 3, 2),
    "immigrants": (3, 3, 6, 9, 9, 3, 5, 5),
    "cyclists": (2, 1, 5, 2, 2, 10, 1, 1),
    "shop_owners": (4, 4, 5, 3, 4, 1, 10, 2),
    "parents": (6, 5, 8, 2, 5, 3, 3, 10),
    "students": (2, 3, 6, 5, 8, 7, 4, 2),
}
"""Each group's base rating (0–10) of a project of each category, in :data:`CATEGORIES` order."""

GROUPS = tuple(AFFINITY)

THEMES: dict[str, tuple[str, ...]] = {
    "accessibility": ("access", "rest", "transit"),
    "inclusivity": ("identity", "safety", "play"),
    "aesthetics": ("rest", "identity", "commerce"),
    "practicality": ("transit", "cycling", "commerce", "safety"),
}
"""The base designs' themes (the study's four rating dimensions) and the project categories
each funds, first to last."""

DEFAULT_COUNT = 20

APPROVAL_THRESHOLD = 6


class BudgetParams(FilterParams):
    """The generator's parameters (a sweep's ``params``)."""

    groups: int | tuple[str, ...] = Field(
        default=6, description="how many groups to draw, or which ones (names from GROUPS)"
    )
    projects: int = Field(default=10, ge=3, le=len(PROJECTS))
    budget_share: float = Field(default=0.4, gt=0, lt=1)
    approvals: bool = False
    base_designs: bool = Field(default=True, description="one fixed design per theme")

    @field_validator("groups")
    @classmethod
    def _groups(cls, value: int | tuple[str, ...]) -> int | tuple[str, ...]:
        if isinstance(value, int):
            if not 2 <= value <= len(GROUPS):
                raise ValueError(f"give between 2 and {len(GROUPS)} groups")
            return value
        known(value, GROUPS, "groups")
        if len(value) < 2 or len(set(value)) != len(value):
            raise ValueError("name at least two groups, each once")
        return value


def draw_budget(rng: random.Random, params: BudgetParams, case_id: str) -> BudgetedSelection:
    """One candidate case drawn from ``rng`` (see the module docstring)."""
    if isinstance(params.groups, int):
        groups = list(GROUPS)
        rng.shuffle(groups)
        groups = groups[: params.groups]
    else:  # named groups, so a sweep's agents can speak for them
        groups = list(params.groups)
    names = list(PROJECTS)
    rng.shuffle(names)
    names = names[: params.projects]
    costs = {p: float(rng.randint(PROJECTS[p][1], PROJECTS[p][2])) for p in names}
    ratings: dict[str, dict[str, float]] = {}
    for g in groups:
        ratings[g] = {}
        for p in names:
            base = AFFINITY[g][CATEGORIES.index(PROJECTS[p][0])]
            ratings[g][p] = float(min(10, max(0, round(base + rng.uniform(-2, 2)))))
    weights = {g: float(rng.randint(1, 3)) for g in groups}
    budget = float(round(params.budget_share * sum(costs.values())))
    stakeholders = {g: Stakeholder(id=g, group=g, weight=weights[g]) for g in groups}
    common = {
        "id": case_id,
        "description": _describe(costs, budget, groups, params.approvals),
        "projects": costs,
        "budget": budget,
        "stakeholders": stakeholders,
        "base_designs": theme_designs(costs, budget) if params.base_designs else {},
    }
    if params.approvals:
        approved = {
            g: tuple(p for p in names if ratings[g][p] >= APPROVAL_THRESHOLD) for g in groups
        }
        return BudgetedSelection(**common, approvals=approved)
    return BudgetedSelection(**common, utilities=ratings)


def theme_designs(costs: dict[str, float], budget: float) -> dict[str, tuple[str, ...]]:
    """One design per theme of :data:`THEMES` (see the module docstring): from costs and
    categories only.

    >>> theme_designs({"curb_ramps": 12, "benches": 8, "lighting": 20, "bike_parking": 6}, 30)
    {'accessibility': ('curb_ramps', 'benches'), 'inclusivity': ('lighting',), \
'aesthetics': ('benches',), 'practicality': ('bike_parking', 'lighting')}
    """
    designs: dict[str, tuple[str, ...]] = {}
    for theme, categories in THEMES.items():
        chosen: list[str] = []
        spent = 0.0
        for category in categories:
            mine = sorted((p for p in costs if PROJECTS[p][0] == category), key=costs.__getitem__)
            for project in mine:
                if spent + costs[project] <= budget:
                    chosen.append(project)
                    spent += costs[project]
        designs[theme] = tuple(chosen)
    return designs


def best_base_is_usw_optimal(problem: BudgetedSelection) -> bool:
    """Whether the best base design (highest weighted total utility) is already a utilitarian
    optimum of the whole package space — then no negotiated package can raise the total."""
    ids = problem.stakeholder_ids
    weights = [problem.stakeholder(s).weight for s in ids]

    def total(projects: tuple[str, ...]) -> float:
        return sum(
            w * problem.project_utility(s, p)
            for s, w in zip(ids, weights, strict=True)
            for p in projects
        )

    if not problem.base_designs:
        return False
    best = max(total(d) for d in problem.base_designs.values())
    top = total(max_usw_package(problem, np.array(weights, dtype=np.float64)).projects)
    return best >= top - 1e-9 * max(1.0, abs(top))


def _describe(costs: dict[str, float], budget: float, groups: list[str], approvals: bool) -> str:
    what = (
        "approves the projects it rates 6 of 10 or more; a package is worth the number of "
        "approved projects in it"
        if approvals
        else "rated each project from 0 (no use to us) to 10 (essential); a package is worth "
        "the sum of its projects' ratings"
    )
    projects = ", ".join(f"{p} ({c:g} k)" for p, c in costs.items())
    return (
        f"A budget of {budget:g} k for a street redesign; projects: {projects}. Resident "
        f"groups: {', '.join(groups)}. Each group {what}."
    )


generate_budget = case_generator("budget", BudgetParams, draw_budget, default_count=DEFAULT_COUNT)
