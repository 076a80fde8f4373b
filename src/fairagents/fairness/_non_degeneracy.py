"""Non-degeneracy: do the ethical frameworks disagree about this problem at all?

Aligning agents to different frameworks only matters when the frameworks' optimal outcomes
differ. :func:`non_degeneracy` finds each framework's optimal outcome(s) over the problem's
candidates and reports whether some outcome is optimal for *every* framework (degenerate: the
frameworks agree, alignment cannot matter) or not (non-degenerate), and which *pairs* of
frameworks have no optimal outcome in common (``disagreeing_pairs``: what a generator's
``require: pairwise`` asks of every pair, and what it counts per pair). Each optimum carries its
framework's source; the functionals themselves are stated in
:mod:`fairagents.frameworks._functionals`.

Candidates are exact when the feasible set is small enough to enumerate: every assignment of
goods (allocation problems without money, at most :data:`EXACT_LIMIT` assignments, evaluated
vectorized), every package within budget (at most :data:`EXACT_LIMIT` subsets), every alternative
of a choice problem. Otherwise — money is divisible, so its splits cannot be enumerated, or the
instance is large — the candidates are the problem's labelled menu, and the report says so.

Internal to :mod:`fairagents.fairness`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np
from pydantic import Field

from fairagents.fairness._subject import check_problem, resolve, satisfaction_bounds
from fairagents.fairness._welfare import context_of
from fairagents.frameworks import FRAMEWORKS, Framework, WelfareContext
from fairagents.models import Stakeholder
from fairagents.models.base import FrozenModel
from fairagents.numeric import lex_tie_groups, lex_top_group
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

__all__ = ["EXACT_LIMIT", "FrameworkOptimum", "NonDegeneracyReport", "non_degeneracy", "rank_menu"]

EXACT_LIMIT = 20_000
"""Enumerate the feasible set exactly when it has at most this many outcomes."""

SHOWN = 10
"""At most this many optimal outcomes are listed per framework (all are counted)."""


class FrameworkOptimum(FrozenModel):
    """One framework's optimal outcome(s) among the candidates."""

    framework: str
    title: str
    source: str
    welfare: float
    key: tuple[float, ...]
    n_optima: int
    optima: tuple[str, ...] = Field(description="ids of up to SHOWN optimal candidates")
    labels: tuple[str, ...] = Field(description="their human-readable labels")


class NonDegeneracyReport(FrozenModel):
    """Whether the frameworks' optimal outcomes differ, with each framework's optimum."""

    problem_id: str
    kind: str
    method: Literal["exact", "menu"]
    n_candidates: int
    explanation: str
    optima: dict[str, FrameworkOptimum]
    common: tuple[str, ...] = Field(description="candidates optimal for every framework")
    distinct_optimal_sets: int
    disagreeing_pairs: tuple[tuple[str, str], ...] = Field(
        description="framework pairs with no optimal candidate in common"
    )
    non_degenerate: bool = Field(description="True iff no candidate is optimal for all")
    skipped: dict[str, str] = Field(
        default_factory=dict,
        description="menu criteria left out because their solver ran out of time (and why)",
    )


@dataclass(frozen=True)
class _Candidate:
    id: str
    label: str
    utilities: dict[str, float]
    context: WelfareContext
    outcome: Allocation | Package | str


def _allocation_candidates(problem: IndivisibleAllocation) -> list[_Candidate]:
    V = problem.value_matrix()
    n, m = V.shape
    choices = range(-1, n) if problem.allow_unallocated else range(n)
    owners = np.array(list(itertools.product(choices, repeat=m)), dtype=np.int64).reshape(-1, m)
    # cross[k, i, j] = v_i(A_j) in assignment k; utilities are its diagonal.
    held = (owners[:, None, :] == np.arange(n)[None, :, None]).astype(np.float64)  # (K, n, m)
    cross = np.einsum("im,kjm->kij", V, held)
    utilities = np.einsum("kii->ki", cross)
    envy = (cross - utilities[:, :, None]).max(axis=(1, 2))
    bounds = satisfaction_bounds(problem)
    out: list[_Candidate] = []
    for k in range(owners.shape[0]):
        allocation = problem.allocation_from_owners(owners[k].tolist())
        u = {a: float(utilities[k, i]) for i, a in enumerate(problem.agents)}
        holdings = {a: allocation.bundle(a) for a in problem.agents}
        context = WelfareContext(bounds=bounds, max_envy=float(envy[k]), holdings=holdings)
        out.append(_Candidate(allocation.key(), allocation.label(), u, context, allocation))
    return out


def _budget_candidates(problem: BudgetedSelection) -> list[_Candidate]:
    bounds = satisfaction_bounds(problem)
    out: list[_Candidate] = []
    projects = problem.project_ids
    for r in range(len(projects) + 1):
        for subset in itertools.combinations(projects, r):
            package = Package(projects=subset)
            if not problem.affordable(problem.cost(package)):
                continue
            u = problem.utilities_of(package)
            holdings = dict.fromkeys(u, subset)
            context = WelfareContext(bounds=bounds, holdings=holdings)
            out.append(_Candidate(package.key(), package.label(), u, context, package))
    return out


def _choice_candidates(problem: CandidateChoice) -> list[_Candidate]:
    bounds = satisfaction_bounds(problem)
    out = []
    for alt in problem.alternatives:
        u = problem.utilities_of(alt.id)
        context = WelfareContext(bounds=bounds, holdings=dict.fromkeys(u, (alt.id,)))
        out.append(_Candidate(alt.id, alt.label or alt.id, u, context, alt.id))
    return out


def _menu_candidates(problem: Problem, menu: Menu | None = None) -> list[_Candidate]:
    menu = menu or build_menu(problem)
    bounds = satisfaction_bounds(problem)
    out = []
    for item in menu.items:
        subject = resolve(problem, item.outcome, menu)
        context = context_of(problem, subject, bounds)
        out.append(_Candidate(item.id, item.label, subject.utilities, context, item.outcome))
    return out


def _candidates(
    problem: Problem, menu: Menu | None
) -> tuple[Literal["exact", "menu"], list[_Candidate], str, dict[str, str]]:
    """How the candidates were found, the candidates, what they are, and criteria skipped."""
    if isinstance(problem, CandidateChoice):
        return "exact", _choice_candidates(problem), "every alternative", {}
    if isinstance(problem, IndivisibleAllocation):
        options = problem.n_agents + (1 if problem.allow_unallocated else 0)
        count = options**problem.n_goods
        if problem.money is None and count <= EXACT_LIMIT:
            return "exact", _allocation_candidates(problem), f"all {count} allocations", {}
        why = (
            "money is divisible, so its splits cannot be enumerated"
            if problem.money is not None
            else f"{options}^{problem.n_goods} allocations exceed the exact limit of {EXACT_LIMIT}"
        )
    elif 2 ** len(problem.projects) <= EXACT_LIMIT:
        return "exact", _budget_candidates(problem), "every package within the budget", {}
    else:
        why = f"2^{len(problem.projects)} packages exceed the exact limit of {EXACT_LIMIT}"
    menu = menu or build_menu(problem)
    skipped = f"; skipped: {', '.join(menu.omitted)}" if menu.omitted else ""
    found = _menu_candidates(problem, menu)
    return "menu", found, f"the labelled menu ({why}{skipped})", dict(menu.omitted)


def rank_menu(
    framework: Framework, problem: Problem, menu: Menu | None = None
) -> tuple[tuple[str, ...], ...]:
    """The menu's item ids ordered by ``framework`` as tie groups, best first.

    This is the exact, tie-aware ranking an "analytic" agent following the framework reports:
    items compare by the full lexicographic key (e.g. Rawls' leximin), with the true utilities
    and each item's context (bounds, envy, holdings).

    >>> from fairagents.problems import CandidateChoice
    >>> from fairagents.frameworks import get_framework
    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}, {"id": "c"}],
    ...     utilities={"x": {"a": 1, "b": 1, "c": 0}, "y": {"a": 3, "b": 2, "c": 9}})
    >>> rank_menu(get_framework("rawls"), c)
    (('a',), ('b',), ('c',))
    """
    candidates = _menu_candidates(problem, menu)
    people = {i: problem.stakeholder(i) for i in problem.stakeholder_ids}
    keys = [framework.key(c.utilities, people, context=c.context) for c in candidates]
    return tuple(tuple(candidates[k].id for k in g) for g in lex_tie_groups(keys))


def non_degeneracy(
    problem: Problem,
    frameworks: Sequence[Framework] | None = None,
    *,
    menu: Menu | None = None,
) -> NonDegeneracyReport:
    """Each framework's optimum over the problem's candidates, and whether they differ.

    ``menu`` (default ``build_menu(problem)``) is used only when the feasible set cannot be
    enumerated; pass it to reuse one already computed.

    >>> from fairagents.problems import IndivisibleAllocation
    >>> p = IndivisibleAllocation(agents=("a", "b"), goods=("x", "y"),
    ...     valuations={"a": {"x": 1, "y": 1}, "b": {"x": 1, "y": 1}})
    >>> r = non_degeneracy(p)
    >>> r.method, r.n_candidates, r.non_degenerate
    ('exact', 4, False)
    """
    check_problem(problem)
    chosen = list(frameworks) if frameworks is not None else list(FRAMEWORKS.values())
    method, candidates, what, skipped = _candidates(problem, menu)
    ids = problem.stakeholder_ids
    stakeholders: dict[str, Stakeholder] = {i: problem.stakeholder(i) for i in ids}
    optima: dict[str, FrameworkOptimum] = {}
    sets: dict[str, frozenset[int]] = {}
    for fw in chosen:
        keys = [fw.key(c.utilities, stakeholders, context=c.context) for c in candidates]
        best = lex_top_group(keys)
        sets[fw.name] = frozenset(best)
        shown = best[:SHOWN]
        optima[fw.name] = FrameworkOptimum(
            framework=fw.name,
            title=fw.title,
            source=fw.source,
            welfare=keys[best[0]][0],
            key=keys[best[0]],
            n_optima=len(best),
            optima=tuple(candidates[i].id for i in shown),
            labels=tuple(candidates[i].label for i in shown),
        )
    common_idx = frozenset.intersection(*sets.values()) if sets else frozenset()
    names = list(sets)
    pairs = tuple((a, b) for a, b in itertools.combinations(names, 2) if not sets[a] & sets[b])
    non_degenerate = not common_idx
    verdict = (
        "non-degenerate: no outcome is optimal for every framework, so which framework an agent "
        "follows can change the decision"
        if non_degenerate
        else f"degenerate: {len(common_idx)} outcome(s) are optimal for every framework, so "
        "alignment to a framework cannot change the best decision"
    )
    return NonDegeneracyReport(
        problem_id=problem.id,
        kind=problem.kind,
        method=method,
        n_candidates=len(candidates),
        explanation=f"{method}: optima over {what}; {verdict}",
        optima=optima,
        common=tuple(candidates[i].id for i in sorted(common_idx)),
        distinct_optimal_sets=len(set(sets.values())),
        disagreeing_pairs=pairs,
        non_degenerate=non_degenerate,
        skipped=skipped,
    )
