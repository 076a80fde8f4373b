"""The judge of one problem's outcomes: every criterion a deliberation reports of an outcome.

A :class:`FairnessJudge` holds one problem and judges its outcomes — ``judge(outcome)`` gives a
:class:`Judgement`: the outcome's full :class:`~fairagents.fairness.FairnessReport` on the
stakeholders' true utilities, and a flat ``criteria`` map — each boolean criterion of the report
that applies (Pareto, maximin and utilitarian optimality, EF/EF1/EFX, proportionality, MMS)
and, for every ethical framework, whether the outcome is that framework's optimum over the
feasible set (``rawls_optimal`` …; over the menu when the feasible set is too large, as
:func:`~fairagents.fairness._non_degeneracy` says), and ``eq``: whether its equitability gap
(max − min utility) is the least any feasible outcome attains (:attr:`FairnessJudge.least_eq_gap`,
from the problem's exact menu; left out when the menu has no equitability item). A run's
``fairness.json`` and a sweep's store hold the same list.

A deliberation that decides on a *slate* of k alternatives is judged by
:meth:`FairnessJudge.judge_slate`: the report of the slate as a package of k unit-cost items
(:mod:`fairagents.fairness._slate`), its criteria that apply (Pareto, maximin and utilitarian
optimality among slates), and ``jr``, ``pjr``, ``ejr`` on the stakeholders' true utilities read
as approvals; frameworks' optimality and ``eq`` are not judged over slates (see that module:
the least gap of one alternative is no yardstick for a package of k).

What a judge computes depends only on its problem, so it keeps it: each outcome is judged once
per judge. :func:`judge_of` gives every caller holding the same problem *object* the same judge
(a sweep's debates over one case share their problem, so each outcome of the case is judged
once), and forgets it when the problem is gone. Nothing is keyed by a digest of the problem's
content: two equal problems loaded apart have two judges.

>>> from fairagents.problems import CandidateChoice
>>> problem = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
...     utilities={"s1": {"a": 1, "b": 0}, "s2": {"a": 1, "b": 1}})
>>> verdict = judge_of(problem).judge("a")
>>> verdict.criteria["pareto"], verdict.criteria["maximin_optimal"], verdict.report.utilitarian
(True, True, 2.0)
>>> judge_of(problem) is judge_of(problem)
True

Internal to :mod:`fairagents.fairness`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from typing import Generic, TypeVar

from fairagents.fairness._non_degeneracy import NonDegeneracyReport, non_degeneracy
from fairagents.fairness._report import evaluate
from fairagents.fairness._report_models import FairnessReport
from fairagents.fairness._slate import (
    DEFAULT_THRESHOLD,
    slate_package,
    slate_problem,
    slate_representation,
)
from fairagents.models.base import FrozenModel
from fairagents.numeric import lex_top_group, tolerance
from fairagents.problems import CandidateChoice, Problem, ProblemOutcome, build_menu, outcome_key

__all__ = ["CRITERIA", "FairnessJudge", "Judgement", "LruCache", "judge_of"]

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
"""Judgements one judge keeps (a report is a few kB): a table of 10,000 candidates fits."""

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LruCache(Generic[K, V]):
    """A small thread-safe LRU map (a judge's judgements: the agents' nodes judge in parallel).

    >>> cache: LruCache[str, int] = LruCache(2)
    >>> cache.put("a", 1); cache.put("b", 2); cache.put("c", 3)
    >>> cache.get("a"), cache.get("c")
    (None, 3)
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)


class Judgement(FrozenModel):
    """One outcome judged: its fairness report and each criterion that applies, met or not."""

    report: FairnessReport
    criteria: dict[str, bool]


class FairnessJudge:
    """Judgements of the outcomes of one problem (see the module docstring); with
    ``slate_size``, of slates of that many alternatives, ``threshold`` reading stakeholders'
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
        # Keyed by the outcome's identity (problems.outcome_key), within this problem.
        self._reports: LruCache[str, FairnessReport] = LruCache(CACHE_SIZE)
        self._judged: LruCache[str, Judgement] = LruCache(CACHE_SIZE)
        self._lock = threading.Lock()
        self._frameworks: NonDegeneracyReport | None = None
        self._least_eq_gap: tuple[float | None] | None = None
        self._slates: Problem | None = None

    def __repr__(self) -> str:
        slate = "" if self.slate_size is None else f", slate_size={self.slate_size}"
        return f"FairnessJudge({type(self.problem).__name__}{slate})"

    @property
    def frameworks(self) -> NonDegeneracyReport:
        """Each framework's optimum over the feasible set (or the menu, when too large)."""
        with self._lock:
            if self._frameworks is None:
                self._frameworks = non_degeneracy(self.problem)
            return self._frameworks

    @property
    def least_eq_gap(self) -> float | None:
        """The least equitability gap any feasible outcome attains (from the exact menu), or
        None when the menu has no equitability item."""
        if self._least_eq_gap is None:
            items = [item for item in build_menu(self.problem).items if "eq" in item.labels]
            gaps = [self.report(item.outcome).eq_gap for item in items]
            self._least_eq_gap = (min(gaps, default=None),)
        return self._least_eq_gap[0]

    def report(self, outcome: ProblemOutcome) -> FairnessReport:
        """The outcome's fairness report (judged once)."""
        key = outcome_key(outcome)
        found = self._reports.get(key)
        if found is None:
            found = evaluate(self.problem, outcome)
            self._reports.put(key, found)
        return found

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

    def judge(self, outcome: ProblemOutcome) -> Judgement:
        """The outcome (an allocation, a package or an alternative's id) judged."""
        key = outcome_key(outcome)
        found = self._judged.get(key)
        if found is None:
            report = self.report(outcome)
            found = Judgement(report=report, criteria=self.criteria(report))
            self._judged.put(key, found)
        return found

    def judge_slate(self, alternatives: Sequence[str]) -> Judgement:
        """A slate of ``slate_size`` alternatives of the (choice) problem judged."""
        if self.slate_size is None or not isinstance(self.problem, CandidateChoice):
            raise ValueError("judge_slate needs a choice problem and the judge's slate_size")
        if self._slates is None:
            self._slates = slate_problem(self.problem, self.slate_size)
        package = slate_package(self.problem, list(alternatives))
        key = f"slate {package.key()}"
        found = self._judged.get(key)
        if found is None:
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
            found = Judgement(report=report, criteria=criteria)
            self._judged.put(key, found)
        return found


_judges: dict[int, tuple[weakref.ref[Problem], dict[tuple[int | None, float], FairnessJudge]]] = {}
_judges_lock = threading.Lock()


def judge_of(
    problem: Problem, *, slate_size: int | None = None, threshold: float = DEFAULT_THRESHOLD
) -> FairnessJudge:
    """The judge of this problem object (with these slate settings): one per problem object,
    shared by every caller holding it, forgotten with the problem (see the module docstring)."""
    with _judges_lock:
        held = _judges.get(id(problem))
        if held is None or held[0]() is not problem:
            held = (weakref.ref(problem), {})
            _judges[id(problem)] = held
            weakref.finalize(problem, _judges.pop, id(problem), None)
        judges = held[1]
        settings = (slate_size, threshold)
        if settings not in judges:
            judges[settings] = FairnessJudge(problem, slate_size=slate_size, threshold=threshold)
        return judges[settings]
