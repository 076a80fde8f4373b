"""The evaluator of a deliberation: the fairness of each proposal and of the joint outcome.

A :class:`FairnessJudge` turns a candidate into an
:class:`~fairagents.agents.records.Assessment`: its full
:class:`~fairagents.fairness.FairnessReport` on the stakeholders' true utilities, and a flat
``criteria`` map — each boolean criterion of the report that applies (Pareto, maximin and
utilitarian optimality, EF/EF1/EFX, proportionality, MMS) and, for every ethical framework,
whether the outcome is that framework's optimum over the feasible set (``rawls_optimal`` …; over
the menu when the feasible set is too large, as :func:`~fairagents.fairness.non_degeneracy`
says), and ``eq``: whether its equitability gap (max − min utility) is the least any feasible
outcome attains (:meth:`FairnessJudge.least_eq_gap`, from the problem's exact menu; left out
when the menu has no equitability item). A run's ``fairness.json`` and a sweep's store hold
the same list.

A deliberation that decides on a *slate* of k alternatives is judged by
:meth:`FairnessJudge.assess_slate`: the report of the slate as a package of k unit-cost items
(:mod:`fairagents.fairness.slate`), its criteria that apply (Pareto, maximin and utilitarian
optimality among slates), and ``jr``, ``pjr``, ``ejr`` on the stakeholders' true utilities read
as approvals; frameworks' optimality and ``eq`` are not judged over slates (see that module:
the least gap of one alternative is no yardstick for a package of k).

Reports depend only on the problem and the outcome, so they are cached by the problem's content
and the outcome's key, process-wide: the many debates of a sweep over one case evaluate each
outcome once.

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict

from fairagents.agents.records import Assessment
from fairagents.agents.table import Candidate, menu_candidates
from fairagents.fairness import FairnessReport, NonDegeneracyReport, evaluate, non_degeneracy
from fairagents.fairness.slate import (
    DEFAULT_THRESHOLD,
    slate_package,
    slate_problem,
    slate_representation,
)
from fairagents.numeric import lex_top_group, tolerance
from fairagents.problems import CandidateChoice, Problem, build_menu

__all__ = ["CRITERIA", "FairnessJudge", "LruCache"]

CRITERIA = (
    "pareto",
    "maximin_optimal",
    "usw_optimal",
    "ef",
    "ef1",
    "efx",
    "proportionality",
    "mms",
)
"""The report's boolean criteria, in the order they are shown (``eq`` follows ``usw_optimal``)."""

CACHE_SIZE = 20_000
"""Reports kept process-wide (a report is a few kB)."""


class LruCache:
    """A small thread-safe LRU map: the one process-wide cache of what a problem's content
    determines (reports, criteria, optima, the least equitability gap).

    >>> cache = LruCache(2)
    >>> cache.put(("p", "a"), 1); cache.put(("p", "b"), 2); cache.put(("p", "c"), 3)
    >>> cache.get(("p", "a")), cache.get(("p", "c"))
    (None, 3)
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[tuple[str, str], object] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str]) -> object | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: tuple[str, str], value: object) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)


_CACHE = LruCache(CACHE_SIZE)


def fingerprint(problem: Problem) -> str:
    """A digest of the problem's content: equal problems share cached reports."""
    return hashlib.sha256(problem.model_dump_json().encode()).hexdigest()


class FairnessJudge:
    """Assessments of candidates of one problem (see the module docstring); with
    ``slate_size``, of slates of that many candidates, ``threshold`` reading stakeholders'
    utilities as approvals for JR/PJR/EJR."""

    def __init__(
        self,
        problem: Problem,
        *,
        slate_size: int | None = None,
        threshold: float = DEFAULT_THRESHOLD,
    ) -> None:
        self.problem = problem
        self.slate_size = slate_size
        self.threshold = threshold
        self._fingerprint: str | None = None
        self._slates: Problem | None = None

    @property
    def fingerprint(self) -> str:
        if self._fingerprint is None:
            self._fingerprint = fingerprint(self.problem)
        return self._fingerprint

    @property
    def frameworks(self) -> NonDegeneracyReport:
        """Each framework's optimum over the feasible set (or the menu, when too large)."""
        key = (self.fingerprint, "frameworks")
        found = _CACHE.get(key)
        if not isinstance(found, NonDegeneracyReport):
            found = non_degeneracy(self.problem)
            _CACHE.put(key, found)
        return found

    def report(self, candidate: Candidate) -> FairnessReport:
        """The candidate's fairness report (cached)."""
        key = (self.fingerprint, candidate.outcome_key)
        found = _CACHE.get(key)
        if not isinstance(found, FairnessReport):
            found = evaluate(self.problem, candidate.outcome)
            _CACHE.put(key, found)
        return found

    @property
    def least_eq_gap(self) -> float | None:
        """The least equitability gap any feasible outcome attains (from the exact menu), or
        None when the menu has no equitability item (cached per problem)."""
        key = (self.fingerprint, "least eq gap")
        found = _CACHE.get(key)
        if not isinstance(found, tuple):
            items = [c for c in menu_candidates(build_menu(self.problem)) if "eq" in c.labels]
            found = (min((self.report(c).eq_gap for c in items), default=None),)
            _CACHE.put(key, found)
        value = found[0]
        assert value is None or isinstance(value, float)
        return value

    def criteria(self, report: FairnessReport) -> dict[str, bool]:
        """Each applicable criterion of ``report``, met or not, ``eq``, and each framework's
        optimality."""
        out: dict[str, bool] = {}
        for name in CRITERIA:
            verdict = getattr(report, name)
            if verdict is not None:
                out[name] = bool(verdict.holds)
            if name == "usw_optimal" and (least := self.least_eq_gap) is not None:
                utilities = [s.utility for s in report.stakeholders]
                out["eq"] = report.eq_gap <= least + tolerance(utilities)
        for name, optimum in self.frameworks.optima.items():
            value = report.frameworks[name].key
            out[f"{name}_optimal"] = 1 in lex_top_group([optimum.key, value])
        return out

    def assess_slate(self, who: str, candidates: list[Candidate]) -> Assessment:
        """``who``'s slate (an agent's own k best, or the joint one) assessed."""
        assert self.slate_size is not None and isinstance(self.problem, CandidateChoice)
        if self._slates is None:
            self._slates = slate_problem(self.problem, self.slate_size)
        items = [c.alternative for c in candidates if c.alternative is not None]
        package = slate_package(self.problem, items)
        key = (self.fingerprint, f"slate:{self.slate_size}:{self.threshold}:{package.key()}")
        found = _CACHE.get(key)
        if not isinstance(found, tuple):
            report = evaluate(self._slates, package)
            criteria = {
                name: bool(verdict.holds)
                for name in CRITERIA
                if (verdict := getattr(report, name)) is not None
            }
            verdicts = slate_representation(
                self.problem, package.projects, self.slate_size, self.threshold
            )
            criteria.update({kind: group is None for kind, group in verdicts.items()})
            found = (report, criteria)
            _CACHE.put(key, found)
        report, criteria = found
        return Assessment(
            who=who,
            candidate="+".join(c.id for c in candidates),
            label="; ".join(c.label for c in candidates),
            report=report,
            criteria=criteria,
        )

    def assess(self, who: str, candidate: Candidate) -> Assessment:
        """``who``'s candidate (an agent's own proposal, or the joint outcome) assessed."""
        report = self.report(candidate)
        key = (self.fingerprint, "criteria " + candidate.outcome_key)
        criteria = _CACHE.get(key)
        if not isinstance(criteria, dict):
            criteria = self.criteria(report)
            _CACHE.put(key, criteria)
        return Assessment(
            who=who,
            candidate=candidate.id,
            label=candidate.label,
            report=report,
            criteria=dict(criteria),
        )
