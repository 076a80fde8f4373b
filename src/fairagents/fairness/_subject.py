"""What is being evaluated: resolving an outcome to a concrete allocation, package or alternative.

``evaluate`` accepts an :class:`Allocation`, a :class:`Package`, an alternative id, a menu-item
id, or an :class:`Outcome` whose ``choice`` names a menu item (or an alternative of a choice
problem). This module turns any of these into a :class:`Subject` — the concrete thing, its label,
each stakeholder's utility and holdings — and computes the per-stakeholder bounds used to
normalize satisfaction within the scenario (the one normalization: reports, framework keys and
the analytic model all use :func:`satisfaction_bounds`). It leaves the metrics to :mod:`.report`.

Internal to :mod:`fairagents.fairness`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from fairagents.errors import ProblemError
from fairagents.models import Outcome
from fairagents.problems import (
    Allocation,
    BudgetedSelection,
    CandidateChoice,
    IndivisibleAllocation,
    Menu,
    Package,
    Problem,
    build_menu,
)
from fairagents.problems.budget_rules import max_usw_package

__all__ = ["Evaluable", "Subject", "check_problem", "resolve", "satisfaction_bounds"]

Evaluable = Allocation | Package | Outcome | str


@dataclass(frozen=True)
class Subject:
    """The concrete outcome being evaluated, with each stakeholder's utility and holdings."""

    label: str
    utilities: dict[str, float]
    holdings: dict[str, tuple[str, ...]]
    allocation: Allocation | None = None
    package: Package | None = None
    alternative: str | None = None


def check_problem(problem: object) -> None:
    """Raise :class:`ProblemError` unless ``problem`` is one of the problem kinds."""
    if not isinstance(problem, IndivisibleAllocation | BudgetedSelection | CandidateChoice):
        raise ProblemError(
            f"expected a problem (IndivisibleAllocation, BudgetedSelection or CandidateChoice), "
            f"got {type(problem).__name__}; load one with load_problem or parse_problem"
        )


def resolve(problem: Problem, outcome: Evaluable, menu: Menu | None = None) -> Subject:
    """The :class:`Subject` for ``outcome``; :class:`ProblemError` if it does not fit ``problem``.

    A string (or an Outcome's ``choice``) names an alternative of a choice problem, or else an
    item of ``menu`` (default: ``build_menu(problem)``).
    """
    check_problem(problem)
    if isinstance(outcome, Outcome):
        outcome = outcome.choice
    if isinstance(outcome, str):
        if isinstance(problem, CandidateChoice) and outcome in problem.alternative_ids:
            return _choice_subject(problem, outcome)
        outcome = (menu or build_menu(problem)).get(outcome).outcome
        if isinstance(outcome, str):
            assert isinstance(problem, CandidateChoice)
            return _choice_subject(problem, outcome)
    if isinstance(problem, IndivisibleAllocation):
        if not isinstance(outcome, Allocation):
            raise ProblemError(
                f"problem {problem.id!r} allocates goods; evaluate an Allocation, not "
                f"{type(outcome).__name__}"
            )
        utilities = problem.utilities(outcome)  # checks the allocation
        holdings = {a: outcome.bundle(a) for a in problem.agents}
        return Subject(outcome.label(), utilities, holdings, allocation=outcome)
    if isinstance(problem, BudgetedSelection):
        if not isinstance(outcome, Package):
            raise ProblemError(
                f"problem {problem.id!r} selects projects; evaluate a Package, not "
                f"{type(outcome).__name__}"
            )
        utilities = problem.utilities_of(outcome)  # checks the package
        holdings = dict.fromkeys(problem.stakeholder_ids, outcome.projects)
        return Subject(outcome.label(), utilities, holdings, package=outcome)
    raise ProblemError(
        f"problem {problem.id!r} chooses an alternative; evaluate an alternative id, one of: "
        f"{', '.join(problem.alternative_ids)}"
    )


def _choice_subject(problem: CandidateChoice, alt: str) -> Subject:
    utilities = problem.utilities_of(alt)
    label = problem.alternative(alt).label or alt
    return Subject(label, utilities, dict.fromkeys(utilities, (alt,)), alternative=alt)


def satisfaction_bounds(problem: Problem) -> dict[str, tuple[float, float]]:
    """Each stakeholder's (worst, best) attainable utility over the problem's feasible outcomes.

    Allocation: best = all goods (and all the money), worst = nothing (someone else can take
    everything; a lone agent with every good required has worst = best, less the money where it
    may be withheld). Budget: worst = the empty package, best = the stakeholder's own optimal
    package (an exact knapsack).

    Choice: the negotiation paper's reading (Mushkani, Berard & Koseki 2025, arXiv 2503.12613:
    satisfaction "min-max normalized within the scenario"): every stakeholder's utility is
    normalized by the scenario's range, ``m`` = the least and ``M`` = the greatest utility any
    stakeholder has for any alternative, so ``sᵢ = (uᵢ − m)/(M − m)`` is on one scale for
    everyone. Normalizing each stakeholder by their own range instead makes satisfaction 0 or 1
    whenever a stakeholder's utility takes two values — in triage every patient's does (a bed or
    not) — so the 20th percentile would be 0 in every outcome and say nothing.

    >>> from fairagents.problems import CandidateChoice
    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"x": {"a": 4, "b": 0}, "y": {"a": 1, "b": 2}})
    >>> satisfaction_bounds(c)
    {'x': (0.0, 4.0), 'y': (0.0, 4.0)}
    """
    if isinstance(problem, IndivisibleAllocation):
        V = problem.value_matrix()
        money = problem.money or 0.0
        alone = problem.n_agents == 1 and not problem.allow_unallocated
        out: dict[str, tuple[float, float]] = {}
        for i, agent in enumerate(problem.agents):
            best = float(V[i].sum()) + money
            # A lone agent who must take every good still loses the money if it may be withheld.
            least = float(V[i].sum()) if problem.allow_withholding else best
            out[agent] = (least if alone else 0.0, best)
        return out
    if isinstance(problem, BudgetedSelection):
        unit = np.eye(len(problem.stakeholder_ids), dtype=np.float64)
        out = {}
        for i, who in enumerate(problem.stakeholder_ids):
            own = max_usw_package(problem, unit[i])
            out[who] = (0.0, problem.utilities_of(own)[who])
        return out
    values = [float(v) for row in problem.utilities.values() for v in row.values()]
    scenario = (min(values), max(values))
    return dict.fromkeys(problem.utilities, scenario)
