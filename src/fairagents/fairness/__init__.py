"""Fairness evaluation: metrics, the full report, and what needs a problem *and* a framework.

- :mod:`~fairagents.fairness._metrics` — utilitarian sum, minimum, worst-group mean, Nash welfare,
  Gini (1912), normalized satisfaction and its 20th percentile, equitability gap;
- EF, EF1, EFX with envious pairs as witnesses (from :mod:`fairagents.problems._envy`, where
  solvers and menus use the same checks);
- :func:`evaluate` — a :class:`FairnessReport` for one outcome of a problem, with Pareto,
  maximin and utilitarian optimality checked against exact solvers and every ethical framework's
  welfare;
- :func:`key_of`, :func:`welfare_of`, :func:`welfare_context` — a framework's key of one outcome;
- :func:`non_degeneracy`, :func:`rank_menu` — each framework's optimum, and whether they differ;
- :class:`FairnessJudge` (:func:`judge_of`) — every criterion a deliberation reports of one
  outcome of a problem: the report's verdicts, ``eq``, each framework's optimality.

Pure core: numpy, scipy and pydantic only.

Internal modules: ``_emergence``, ``_judge``, ``_metrics``, ``_non_degeneracy``, ``_report``,
``_report_models``, ``_slate``, ``_subject``, ``_welfare``.
"""

from fairagents.fairness._judge import CRITERIA, FairnessJudge, Judgement, judge_of
from fairagents.fairness._metrics import (
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
from fairagents.fairness._non_degeneracy import (
    EXACT_LIMIT,
    FrameworkOptimum,
    NonDegeneracyReport,
    non_degeneracy,
    rank_menu,
)
from fairagents.fairness._report import MMS_MAX_GOODS, evaluate
from fairagents.fairness._report_models import (
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
from fairagents.fairness._subject import Evaluable, Subject, resolve, satisfaction_bounds
from fairagents.fairness._welfare import context_of, key_of, welfare_context, welfare_of
from fairagents.problems._envy import check_ef, check_ef1, check_efx, envy_matrix

__all__ = [
    "CRITERIA",
    "EXACT_LIMIT",
    "MMS_MAX_GOODS",
    "EnvyCriterion",
    "EnvyPair",
    "Evaluable",
    "FairnessJudge",
    "FairnessReport",
    "FrameworkOptimum",
    "FrameworkValue",
    "Judgement",
    "MaximinShareResult",
    "NonDegeneracyReport",
    "OptimalityResult",
    "ParetoResult",
    "ProportionalityResult",
    "StakeholderResult",
    "Subject",
    "check_ef",
    "check_ef1",
    "check_efx",
    "context_of",
    "envy_matrix",
    "eq_gap",
    "evaluate",
    "gini",
    "group_means",
    "judge_of",
    "key_of",
    "log_nash_welfare",
    "minimum",
    "nash_welfare",
    "non_degeneracy",
    "normalized_satisfaction",
    "percentile_satisfaction",
    "rank_menu",
    "resolve",
    "satisfaction_bounds",
    "utilitarian",
    "welfare_context",
    "welfare_of",
    "worst_group_mean",
]
