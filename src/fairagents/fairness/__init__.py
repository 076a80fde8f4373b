"""Fairness evaluation: metrics on utility vectors, envy criteria, and the full report.

- :mod:`~fairagents.fairness.metrics` — utilitarian sum, minimum, worst-group mean, Nash welfare,
  Gini (1912), normalized satisfaction and its 20th percentile, equitability gap;
- :mod:`~fairagents.fairness.envy` — EF, EF1, EFX with envious pairs as witnesses, proportionality;
- :func:`evaluate` — a :class:`FairnessReport` for one outcome of a problem, with Pareto,
  maximin and utilitarian optimality checked against exact solvers and every ethical framework's
  welfare.

Pure core: numpy, scipy and pydantic only.
"""

from fairagents.fairness.envy import check_ef, check_ef1, check_efx, envy_matrix
from fairagents.fairness.metrics import (
    eq_gap,
    gini,
    group_means,
    log_nash_welfare,
    minimum,
    nash_welfare,
    normalized_satisfaction,
    percentile_satisfaction,
    utilitarian,
    worst_group_mean,
)
from fairagents.fairness.report import MMS_MAX_GOODS, evaluate, welfare_context
from fairagents.fairness.report_models import (
    EnvyCriterion,
    EnvyPair,
    FairnessReport,
    FrameworkValue,
    MaximinShareResult,
    OptimalityResult,
    ParetoResult,
    ProportionalityResult,
    StakeholderResult,
)
from fairagents.fairness.subject import resolve, satisfaction_bounds

__all__ = [
    "MMS_MAX_GOODS",
    "EnvyCriterion",
    "EnvyPair",
    "FairnessReport",
    "FrameworkValue",
    "MaximinShareResult",
    "OptimalityResult",
    "ParetoResult",
    "ProportionalityResult",
    "StakeholderResult",
    "check_ef",
    "check_ef1",
    "check_efx",
    "envy_matrix",
    "eq_gap",
    "evaluate",
    "gini",
    "group_means",
    "log_nash_welfare",
    "minimum",
    "nash_welfare",
    "normalized_satisfaction",
    "percentile_satisfaction",
    "resolve",
    "satisfaction_bounds",
    "utilitarian",
    "welfare_context",
    "worst_group_mean",
]
