"""The data of a fairness report (pydantic, frozen): what :func:`fairagents.fairness.evaluate`
returns. Every boolean criterion carries the evidence for its verdict — a slack (how far from
failing, ≥ 0 when it holds) or a witness (the envious pairs, the dominating allocation) — so a
reader can see *why*. Criteria that do not apply to a problem kind are ``None``; ``notes`` says
why anything was left out.

Internal to :mod:`fairagents.fairness`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from pydantic import Field

from fairagents.models.base import FrozenModel
from fairagents.problems import Allocation, Package

__all__ = [
    "EnvyCriterion",
    "EnvyPair",
    "FairnessReport",
    "FrameworkValue",
    "MaximinShareResult",
    "OptimalityResult",
    "ParetoResult",
    "ProportionalityResult",
    "StakeholderResult",
]


class StakeholderResult(FrozenModel):
    """One stakeholder's utility and its min–max normalized satisfaction in [0, 1]."""

    id: str
    group: str = ""
    weight: float = 1.0
    utility: float
    satisfaction: float
    worst: float
    best: float


class EnvyPair(FrozenModel):
    """``envier`` prefers ``envied``'s share by ``envy``; ``residual`` is the envy left after
    removing good ``removed`` (EF1: the best such good; EFX: the least valued one)."""

    envier: str
    envied: str
    envy: float
    removed: str | None = None
    residual: float


class EnvyCriterion(FrozenModel):
    """EF, EF1 or EFX: the verdict, the smallest margin over ordered pairs, the violations."""

    holds: bool
    slack: float | None = None
    violations: tuple[EnvyPair, ...] = ()


class ProportionalityResult(FrozenModel):
    """PROP: per agent, utility minus the fair share ``(vᵢ(all goods) + M)/n``."""

    holds: bool
    share: dict[str, float]
    slack: dict[str, float]


class MaximinShareResult(FrozenModel):
    """MMS (Budish 2011): per agent, the maximin share and utility minus it; ``ratio`` is the
    smallest ``uᵢ / MMSᵢ`` over agents with a positive share (≥ 1 iff every share is met)."""

    holds: bool
    shares: dict[str, float]
    slack: dict[str, float]
    ratio: float | None = None


class ParetoResult(FrozenModel):
    """Pareto optimality; when it fails, a feasible outcome that dominates, with its utilities."""

    holds: bool
    witness: Allocation | Package | str | None = None
    witness_label: str | None = None
    witness_utilities: dict[str, float] | None = None
    method: str = ""


class OptimalityResult(FrozenModel):
    """Whether ``value`` attains the exact ``optimum``; ``slack = optimum − value`` (0 iff
    optimal)."""

    holds: bool
    value: float
    optimum: float
    slack: float
    optimal_label: str = ""


class FrameworkValue(FrozenModel):
    """An ethical framework's welfare (headline) and full lexicographic key for the outcome."""

    welfare: float
    key: tuple[float, ...]


class FairnessReport(FrozenModel):
    """Metrics on stakeholders' true utilities for one outcome of one problem."""

    problem_id: str
    kind: str
    outcome: str
    stakeholders: tuple[StakeholderResult, ...]
    utilitarian: float = Field(description="weighted sum of utilities")
    minimum: float
    group_means: dict[str, float]
    worst_group: str
    worst_group_mean: float
    nash_welfare: float | None = Field(
        description="weighted product; None if a utility < 0 or it exceeds the float range"
    )
    log_nash_welfare: float | None = Field(description="None when some utility is 0 or < 0")
    gini: float | None = Field(description="Gini (1912) of utilities; None if a utility < 0")
    p20_satisfaction: float
    eq_gap: float
    ef: EnvyCriterion | None = None
    ef1: EnvyCriterion | None = None
    efx: EnvyCriterion | None = None
    proportionality: ProportionalityResult | None = None
    mms: MaximinShareResult | None = None
    pareto: ParetoResult | None = None
    maximin_optimal: OptimalityResult | None = None
    usw_optimal: OptimalityResult | None = None
    frameworks: dict[str, FrameworkValue]
    notes: tuple[str, ...] = ()

    @property
    def utilities(self) -> dict[str, float]:
        """Each stakeholder's utility, by id."""
        return {s.id: s.utility for s in self.stakeholders}
