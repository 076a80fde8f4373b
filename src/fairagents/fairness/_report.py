"""``evaluate(problem, outcome) -> FairnessReport``: every fairness metric for one outcome.

The report measures stakeholders' *true* utilities (from the problem, never from what agents
said). Metrics on the utility vector come from :mod:`.metrics`; envy and proportionality from
:mod:`.envy`; Pareto optimality, maximin and USW optimality are checked against exact solvers —
for allocations, the problem package's solvers; for budgets, exact integer programs; for choices,
all alternatives. MMS is computed only for small allocation instances (it is NP-hard). Criteria
that do not apply to a problem kind (envy for budgets or choices) are ``None``.

A stakeholder's weight (default 1) says how many people it stands for, so the utilitarian sum,
Nash welfare, group means, Gini and the 20th percentile are weighted; the minimum, equitability
gap, envy, proportionality and maximin shares are the standard unweighted notions. (The
problem package's solvers ignore weights; the USW optimum here is the weighted one, computed in
closed form, and equals theirs when all weights are 1.)

Internal to :mod:`fairagents.fairness`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import numpy as np

from fairagents.deadline import step
from fairagents.errors import FairagentsError, PrecisionError, SolverTimeout
from fairagents.fairness import _metrics as metrics
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
from fairagents.fairness._welfare import context_of
from fairagents.frameworks import FRAMEWORKS
from fairagents.models import Stakeholder
from fairagents.numeric import tolerance
from fairagents.problems import (
    Allocation,
    BudgetedSelection,
    CandidateChoice,
    IndivisibleAllocation,
    Menu,
    Package,
    Problem,
)
from fairagents.problems import _envy as envy_mod
from fairagents.problems.allocation_solvers import maximin, maximin_share, pareto_improvement
from fairagents.problems.budget_rules import (
    max_usw_package,
    maximin_package,
    package_pareto_improvement,
)

__all__ = ["MMS_MAX_GOODS", "evaluate"]

MMS_MAX_GOODS = 12
"""Maximin shares are computed when there are at most this many goods (NP-hard in general)."""


@dataclass
class _Criteria:
    ef: EnvyCriterion | None = None
    ef1: EnvyCriterion | None = None
    efx: EnvyCriterion | None = None
    proportionality: ProportionalityResult | None = None
    mms: MaximinShareResult | None = None
    pareto: ParetoResult | None = None
    maximin_optimal: OptimalityResult | None = None
    usw_optimal: OptimalityResult | None = None
    max_envy: float | None = None
    notes: list[str] = field(default_factory=list)


T = TypeVar("T")
W = TypeVar("W", Allocation, Package)


def _solve(out: _Criteria, criterion: str, solve: Callable[[], T]) -> tuple[bool, T | None]:
    """Run one exact check; when the time budget runs out, or the MILP cannot resolve the
    numbers of an instance too large to enumerate, note that it was skipped.

    Returns ``(done, result)``: a check that finds nothing (no Pareto improvement) returns
    ``(True, None)``, one that was skipped ``(False, None)``.
    """
    step(f"report: {criterion}")
    try:
        return True, solve()
    except (SolverTimeout, PrecisionError) as exc:
        out.notes.append(f"{criterion}: skipped ({exc})")
        return False, None


def _pareto_by_program(
    out: _Criteria, search: Callable[[], W | None], utilities_of: Callable[[W], dict[str, float]]
) -> None:
    """Pareto optimality from an exact search for a dominating outcome (None: there is none)."""
    done, better = _solve(out, "pareto", search)
    if done:
        out.pareto = ParetoResult(
            holds=better is None,
            witness=better,
            witness_label=None if better is None else better.label(),
            witness_utilities=None if better is None else utilities_of(better),
            method="exact (integer program: maximize the sum subject to nobody losing)",
        )


def _optimality(value: float, optimum: float, label: str, tol: float) -> OptimalityResult:
    slack = optimum - value
    return OptimalityResult(
        holds=slack <= tol,
        value=value,
        optimum=optimum,
        slack=max(0.0, slack),
        optimal_label=label,
    )


def _maximin_optimality(
    utilities: dict[str, float], best: dict[str, float], label: str
) -> OptimalityResult:
    """Whether the smallest utility attains the one of ``best``, a maximin optimum."""
    tol = tolerance(list(utilities.values()), list(best.values()), each=True)
    return _optimality(min(utilities.values()), min(best.values()), label, tol)


def _usw_optimality(
    utilities: dict[str, float],
    best: dict[str, float],
    label: str,
    stakeholders: dict[str, Stakeholder],
) -> OptimalityResult:
    """Whether the weighted sum attains the one of ``best``, a weighted-USW optimum; compared
    at the scale of the weighted terms, so rescaling weights or utilities changes nothing."""
    terms = [[stakeholders[i].weight * v for i, v in u.items()] for u in (utilities, best)]
    value, optimum = (metrics.utilitarian(t) for t in terms)
    return _optimality(value, optimum, label, tolerance(*terms))


def _envy_criterion(
    check: envy_mod.EnvyCheck, agents: tuple[str, ...], goods: tuple[str, ...]
) -> EnvyCriterion:
    pairs = tuple(
        EnvyPair(
            envier=agents[w.envier],
            envied=agents[w.envied],
            envy=w.envy,
            removed=None if w.removed is None else goods[w.removed],
            residual=w.residual,
        )
        for w in check.violations
    )
    return EnvyCriterion(holds=check.holds, slack=check.slack, violations=pairs)


def _allocation_criteria(
    problem: IndivisibleAllocation,
    allocation: Allocation,
    utilities: dict[str, float],
    stakeholders: dict[str, Stakeholder],
) -> _Criteria:
    out = _Criteria()
    V, bundles, payments = envy_mod.positions(problem, allocation)
    agents, goods = problem.agents, problem.goods
    out.ef = _envy_criterion(envy_mod.check_ef(V, bundles, payments), agents, goods)
    out.ef1 = _envy_criterion(envy_mod.check_ef1(V, bundles, payments), agents, goods)
    out.efx = _envy_criterion(envy_mod.check_efx(V, bundles, payments), agents, goods)
    E = envy_mod.envy_matrix(V, bundles, payments)
    out.max_envy = float(E.max()) if problem.n_agents > 1 else 0.0

    money = problem.money or 0.0
    prop = envy_mod.proportionality_slack(V, bundles, payments, money)
    share = (V.sum(axis=1) + money) / problem.n_agents
    tol = tolerance(V, money)
    out.proportionality = ProportionalityResult(
        holds=bool(np.all(prop >= -tol)),
        share={a: float(s) for a, s in zip(agents, share, strict=True)},
        slack={a: float(s) for a, s in zip(agents, prop, strict=True)},
    )

    if problem.n_goods > MMS_MAX_GOODS:
        out.notes.append(
            f"mms: not computed for {problem.n_goods} goods (> {MMS_MAX_GOODS}; NP-hard)"
        )
    else:
        _, shares = _solve(out, "mms", lambda: {a: maximin_share(problem, a) for a in agents})
        if shares is not None:
            slack = {a: utilities[a] - shares[a] for a in agents}
            ratios = [utilities[a] / shares[a] for a in agents if shares[a] > 0]
            out.mms = MaximinShareResult(
                holds=all(s >= -tol for s in slack.values()),
                shares=shares,
                slack=slack,
                ratio=min(ratios) if ratios else None,
            )

    _pareto_by_program(out, lambda: pareto_improvement(problem, allocation), problem.utilities)

    _, best = _solve(out, "maximin_optimal", lambda: maximin(problem))
    if best is not None:
        out.maximin_optimal = _maximin_optimality(utilities, problem.utilities(best), best.label())
    # The weighted-USW optimum is closed-form: each good to whoever weighs it most, all money to
    # the heaviest stakeholder (valuations are ≥ 0, so giving a good never lowers the sum).
    w = np.array([stakeholders[a].weight for a in agents], dtype=np.float64)
    owners = [int(np.argmax(w * V[:, k])) for k in range(problem.n_goods)]
    heavy = int(np.argmax(w))
    pay = [money if i == heavy else 0.0 for i in range(problem.n_agents)]
    usw_best = problem.allocation_from_owners(owners, pay if problem.has_money else None)
    out.usw_optimal = _usw_optimality(
        utilities, problem.utilities(usw_best), usw_best.label(), stakeholders
    )
    return out


def _budget_criteria(
    problem: BudgetedSelection, subject: Subject, stakeholders: dict[str, Stakeholder]
) -> _Criteria:
    out = _Criteria()
    package = subject.package
    assert package is not None
    _pareto_by_program(
        out, lambda: package_pareto_improvement(problem, package), problem.utilities_of
    )
    u = subject.utilities
    _, best = _solve(out, "maximin_optimal", lambda: maximin_package(problem))
    if best is not None:
        out.maximin_optimal = _maximin_optimality(u, problem.utilities_of(best), best.label())
    w = np.array([stakeholders[i].weight for i in problem.stakeholder_ids], dtype=np.float64)
    _, top = _solve(out, "usw_optimal", lambda: max_usw_package(problem, w))
    if top is not None:
        out.usw_optimal = _usw_optimality(u, problem.utilities_of(top), top.label(), stakeholders)
    out.notes.append("ef, ef1, efx, proportionality, mms: not applicable to a budget problem")
    return out


def _choice_criteria(
    problem: CandidateChoice, subject: Subject, stakeholders: dict[str, Stakeholder]
) -> _Criteria:
    out = _Criteria()
    u = subject.utilities
    tol = tolerance(list(u.values()), each=True)
    options = {a: problem.utilities_of(a) for a in problem.alternative_ids}
    dominating = [
        a
        for a, v in options.items()
        if all(v[i] >= u[i] - tol for i in u) and any(v[i] > u[i] + tol for i in u)
    ]
    witness = dominating[0] if dominating else None
    out.pareto = ParetoResult(
        holds=witness is None,
        witness=witness,
        witness_label=None if witness is None else problem.alternative(witness).label or witness,
        witness_utilities=None if witness is None else options[witness],
        method=f"exact (all {len(options)} alternatives)",
    )
    maximin_alt = max(options, key=lambda a: min(options[a].values()))
    out.maximin_optimal = _maximin_optimality(u, options[maximin_alt], maximin_alt)
    usw_alt = max(
        options, key=lambda a: sum(stakeholders[i].weight * v for i, v in options[a].items())
    )
    out.usw_optimal = _usw_optimality(u, options[usw_alt], usw_alt, stakeholders)
    out.notes.append("ef, ef1, efx, proportionality, mms: not applicable to a choice problem")
    return out


def evaluate(problem: Problem, outcome: Evaluable, *, menu: Menu | None = None) -> FairnessReport:
    """The full :class:`FairnessReport` of ``outcome`` for ``problem``.

    ``outcome``: an :class:`Allocation`, a :class:`Package`, an alternative id, a menu-item id,
    or an :class:`~fairagents.models.Outcome` whose ``choice`` names one (menu items are looked
    up in ``menu``, default ``build_menu(problem)``). Invalid outcomes raise ``ProblemError``.

    >>> from fairagents.problems import IndivisibleAllocation, Allocation
    >>> p = IndivisibleAllocation(agents=("ann", "bob"), goods=("x", "y"),
    ...     valuations={"ann": {"x": 3, "y": 1}, "bob": {"x": 2, "y": 2}})
    >>> r = evaluate(p, Allocation(bundles={"ann": ("y",), "bob": ("x",)}))
    >>> r.utilitarian, r.ef.holds, [(v.envier, v.envied) for v in r.ef.violations]
    (3.0, False, [('ann', 'bob')])
    >>> r.pareto.holds, r.pareto.witness_label
    (False, 'ann: x; bob: y')
    """
    subject = resolve(problem, outcome, menu)
    ids = list(subject.utilities)
    st = {i: problem.stakeholder(i) for i in ids}
    u = np.array([subject.utilities[i] for i in ids], dtype=np.float64)
    w = np.array([st[i].weight for i in ids], dtype=np.float64)
    groups = [st[i].group for i in ids]
    bounds = satisfaction_bounds(problem)
    lo = np.array([bounds[i][0] for i in ids])
    hi = np.array([bounds[i][1] for i in ids])
    sat = metrics.normalized_satisfaction(u, lo, hi)

    if isinstance(problem, IndivisibleAllocation):
        assert subject.allocation is not None
        crit = _allocation_criteria(problem, subject.allocation, subject.utilities, st)
    elif isinstance(problem, BudgetedSelection):
        crit = _budget_criteria(problem, subject, st)
    else:
        crit = _choice_criteria(problem, subject, st)

    nonnegative = bool(np.all(u >= 0))
    if not nonnegative:
        crit.notes.append("nash welfare, gini: undefined with negative utilities")
    context = context_of(problem, subject, bounds)
    frameworks: dict[str, FrameworkValue] = {}
    for name, framework in FRAMEWORKS.items():
        try:
            key = framework.key(subject.utilities, st, context=context)
        except FairagentsError as exc:
            crit.notes.append(f"framework {name}: {exc}")
            continue
        frameworks[name] = FrameworkValue(welfare=key[0], key=key)

    means = metrics.group_means(u, groups, w)
    worst_group = min(means, key=lambda g: means[g])
    log_nw = metrics.log_nash_welfare(u, w) if nonnegative else None
    nash = metrics.nash_welfare(u, w) if nonnegative else None
    if nash is not None and not np.isfinite(nash):
        crit.notes.append("nash welfare: the product exceeds the float range; see log_nash_welfare")
    return FairnessReport(
        problem_id=problem.id,
        kind=problem.kind,
        outcome=subject.label,
        stakeholders=tuple(
            StakeholderResult(
                id=i,
                group=st[i].group,
                weight=st[i].weight,
                utility=float(u[k]),
                satisfaction=float(sat[k]),
                worst=float(lo[k]),
                best=float(hi[k]),
            )
            for k, i in enumerate(ids)
        ),
        utilitarian=metrics.utilitarian(u, w),
        minimum=metrics.minimum(u),
        group_means=means,
        worst_group=worst_group,
        worst_group_mean=means[worst_group],
        nash_welfare=nash if nash is not None and np.isfinite(nash) else None,
        log_nash_welfare=log_nw if log_nw is not None and np.isfinite(log_nw) else None,
        gini=metrics.gini(u, w) if nonnegative else None,
        p20_satisfaction=metrics.percentile_satisfaction(sat, 20.0, w),
        eq_gap=metrics.eq_gap(u),
        ef=crit.ef,
        ef1=crit.ef1,
        efx=crit.efx,
        proportionality=crit.proportionality,
        mms=crit.mms,
        pareto=crit.pareto,
        maximin_optimal=crit.maximin_optimal,
        usw_optimal=crit.usw_optimal,
        frameworks=frameworks,
        notes=tuple(crit.notes),
    )
